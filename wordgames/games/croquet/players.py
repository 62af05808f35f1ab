"""Computer players for Arithmetical Croquet, behind the house's ``choose(view)`` interface.

>>> import random
>>> from wordgames.games.croquet.course import SMALL
>>> from wordgames.games.croquet.rules import CroquetState
>>> from wordgames.games.croquet.solver import solve
>>> from wordgames.engine import RandomPlayer
>>> players = [PerfectPlayer(solve(SMALL)), RandomPlayer(random.Random(7))]
>>> s = CroquetState.initial(SMALL)
>>> while not s.is_terminal():
...     s = s.apply(players[s.current_player()].choose(s))
>>> s.winner                     # the first player wins the small course with perfect play
0
"""

from __future__ import annotations

import random

from typing import Any, Callable, Mapping

from wordgames.engine import RandomPlayer
from wordgames.games.croquet.course import Number
from wordgames.games.croquet.rules import CroquetState
from wordgames.games.croquet.solver import Table


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


def random_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Callable | None) -> RandomPlayer:
    """Return the bot that names a random legal number."""
    return RandomPlayer(rng)


def perfect_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Callable | None) -> PerfectPlayer:
    """Return the bot that plays from the game's solved table (solved afresh with the setting ``no_cache``;
    ``progress`` is told how far the solving is)."""
    return PerfectPlayer(game.table(not settings.get("no_cache", False), progress), rng)
