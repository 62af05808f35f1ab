"""«Гонки по вертикали»'s actions as integers (:mod:`wordgames.codec`): every card on every place, and passing.

The places a card can ever take: the base row holds four cards beside the first, which lies at
``(0, 0)``, so ``x`` is -3 … 3; rows go upwards from the base row, ``y`` 0 … height - 1 (9 rows for 36
cards, 13 for 52).  The actions, in this order: ``"pass"`` (id 0), then ``Place(card, (x, y))`` for
every card of the deck in the deck's order (:func:`~wordgames.games.vertical.cards.deck`: suit by suit,
♥ ♦ ♣ ♠, low to high) and, for each card, every place, ``x`` then ``y`` ascending: 1 + 36 · 63 = 2269
ids with 36 cards, 1 + 52 · 91 = 4733 with 52.  The chance outcomes: the deck's cards, in its order.

>>> from wordgames.games.vertical.game import VerticalGame
>>> c = codec(VerticalGame({"deck": 36}, seats=2))
>>> c.encode(PASS), c.encode(Place(Card(6, "♥"), (-3, 1))), c.decode(64), c.encode_chance(Card(7, "♥"))
(0, 2, Place(card=Card(rank=7, suit='♥'), cell=(-3, 0)), 1)
>>> c.num_actions, c.num_chance_outcomes
(2269, 36)
"""

from __future__ import annotations

from wordgames.codec import Universe
from wordgames.games.vertical.board import WIDTH
from wordgames.games.vertical.cards import Card, deck
from wordgames.games.vertical.rules import PASS, Place


def codec(game) -> Universe:
    """Return the codec of a vertical game: pass and every card on every place; the deck as chance."""
    table = game.table
    cards = deck(table.deck_size)
    places = [(x, y) for x in range(1 - WIDTH, WIDTH) for y in range(table.height)]
    return Universe([PASS, *(Place(card, cell) for card in cards for cell in places)], cards)
