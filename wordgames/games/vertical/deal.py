"""The deal (section 2) played through its chance nodes at once: for examples, tests and benchmarks.

A game at the table deals card by card (every card a chance node of
:class:`~.state.VerticalState`, drawn from the game's seed); :func:`deal`
draws the same nodes from an injected ``random.Random`` and returns the
position after the deal.  Red cards go to the red hands only, black to the
black.

>>> import random
>>> from wordgames.games.vertical.table import Table
>>> s = deal(Table.for_mode("3x3", deck_size=52), random.Random(1))
>>> [len(h) for h in s.hands], s.current_player()
([9, 9, 9, 9, 8, 8], 0)
>>> all(c.colour == "red" for h in s.hands[0::2] for c in h)
True
>>> deal(Table(), random.Random(7)) == deal(Table(), random.Random(7))
True
"""

from __future__ import annotations

import random

from wordgames.engine import sample_chance
from wordgames.games.vertical.state import VerticalState
from wordgames.games.vertical.table import Table


def deal(table: Table, rng: random.Random) -> VerticalState:
    """Return the position after a deal drawn from ``rng``, Red 1 to lay the first card."""
    state = VerticalState.initial(table)
    while state.is_chance_node():
        state = state.next_state(sample_chance(state, rng))
    return state
