"""The deal (section 2): each colour shuffled apart and dealt one by one round its team.

The deal is sampled from an injected ``random.Random``; the same seed gives
the same deal.  Red cards go to the red hands only, black to the black.

>>> import random
>>> from wordgames.games.vertical.table import Table
>>> s = deal(Table.for_mode("3x3", deck_size=52), random.Random(1))
>>> [len(h) for h in s.hands]
[9, 9, 9, 9, 8, 8]
>>> all(c.colour == "red" for h in s.hands[0::2] for c in h)
True
>>> deal(Table(), random.Random(7)) == deal(Table(), random.Random(7))
True
"""

from __future__ import annotations

import random

from wordgames.games.vertical.cards import TEAMS, team_cards
from wordgames.games.vertical.state import VerticalState
from wordgames.games.vertical.table import Table, hand_sizes


def deal(table: Table, rng: random.Random) -> VerticalState:
    """Return the starting position of a game dealt with ``rng``."""
    hands: list[set] = [set() for _ in range(table.hands)]
    for t, team in enumerate(TEAMS):
        cards = team_cards(table.deck_size, team)
        rng.shuffle(cards)
        own = list(range(t, table.hands, 2))
        for i, card in enumerate(cards):
            hands[own[i % len(own)]].add(card)
    state = VerticalState.start(table, tuple(frozenset(h) for h in hands))
    assert tuple(len(h) for h in state.hands) == hand_sizes(table)
    return state
