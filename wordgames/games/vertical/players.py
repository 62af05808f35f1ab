"""Computer players for «Гонки по вертикали»: random, greedy (and the searching bot in :mod:`.search`).

Every player has ``choose(view) -> move``: it is given only its seat's view
(:class:`~.state.VerticalView`), and takes an injected ``random.Random`` for
its tie-breaks, so a game replays from its seed.  They are made by the
makers the game's descriptor names (:func:`random_bot`, :func:`greedy_bot`,
:func:`.search.search_bot`).

The greedy bot climbs: it lays a card on the highest place it can reach and,
among the cards that can go that high, spends the lowest (saving high cards,
which are the ones that can cover an opponent's card).  Ties between places
of the same height are broken at random.

>>> import random
>>> from wordgames.games.vertical.board import Board
>>> from wordgames.games.vertical.cards import parse_card
>>> from wordgames.games.vertical.state import VerticalState
>>> from wordgames.games.vertical.table import Table
>>> hands = tuple(frozenset(map(parse_card, h.split())) for h in ["6H AD", "8C 9S", "10H JD", "QC KS"])
>>> GreedyBot(random.Random(0)).choose(VerticalState(Table(), hands, Board(9)).view(0))
Place(card=Card(rank=6, suit='♥'), cell=(0, 0))
"""

from __future__ import annotations

import random
from typing import Any, Callable, Mapping

from wordgames.engine import RandomPlayer
from wordgames.games.vertical.rules import PASS, Move, Place


def greedy_key(row: int, rank: int) -> tuple[int, int]:
    """Return how much the greedy bot likes laying a card of ``rank`` in ``row``: higher first, then cheaper."""
    return (row, -rank)


class GreedyBot:
    """Lays the lowest card that reaches the highest place; passes only when it must."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view) -> Move:
        moves = view.legal_actions()
        if moves == [PASS]:
            return PASS
        best = max(greedy_key(m.cell[1], m.card.rank) for m in moves)
        return self.rng.choice([m for m in moves if greedy_key(m.cell[1], m.card.rank) == best])


class RandomBot(RandomPlayer):
    """Chooses uniformly among the legal moves."""



def random_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Callable | None) -> RandomBot:
    """Return the bot that lays a random legal card."""
    return RandomBot(rng)


def greedy_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Callable | None) -> GreedyBot:
    """Return the bot that lays the lowest card that reaches the highest place."""
    return GreedyBot(rng)
