"""Computer players for Arithmetical Croquet, behind the engine's ``choose(state)`` interface.

>>> import random
>>> from wordgames.games.engine import play
>>> from wordgames.games.croquet.rules import SMALL, CroquetState
>>> from wordgames.games.croquet.solver import solve
>>> perfect = PerfectPlayer(solve(SMALL))
>>> rng = random.Random(7)
>>> final = play(CroquetState.initial(SMALL), [perfect, RandomPlayer(rng)], rng)
>>> final.winner                     # the first player wins the small course with perfect play
0
"""

from __future__ import annotations

import random

from wordgames.games.croquet.rules import CroquetState, Number
from wordgames.games.croquet.solver import Table
from wordgames.games.engine import RandomPlayer

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
