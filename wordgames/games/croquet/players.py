"""Computer players for Arithmetical Croquet, behind the house's ``choose(view)`` interface.

>>> import random
>>> from wordgames.games.croquet.rules import SMALL, CroquetState
>>> from wordgames.games.croquet.solver import solve
>>> players = [PerfectPlayer(solve(SMALL)), RandomPlayer(random.Random(7))]
>>> s = CroquetState.initial(SMALL)
>>> while not s.is_terminal():
...     s = s.apply(players[s.current_player()].choose(s))
>>> s.winner                     # the first player wins the small course with perfect play
0
"""

from __future__ import annotations

import random

from wordgames.games.croquet.rules import CroquetState, Number
from wordgames.games.croquet.solver import Table
from wordgames.engine import RandomPlayer

__all__ = ["PerfectPlayer", "RandomPlayer"]


class PerfectPlayer:
    """Plays from the solved table: the fastest win, or else the longest defence.

    Among equally good numbers it takes the lowest, or a random one when given ``rng``.
    """

    def __init__(self, table: Table, rng: random.Random | None = None):
        self.table = table
        self.rng = rng

    def choose(self, state: CroquetState) -> Number:
        best = self.table.best_moves(state)
        return self.rng.choice(best) if self.rng else best[0]
