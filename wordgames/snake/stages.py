"""The stages of a turn of Змейка's card game, what the player to move has done so far, and a hand's cards.

>>> add("ак", "к*"), take_out("аакк*", "ак")
('*акк', '*ак')
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

Card = str          # a letter, or JOKER
Hand = str          # the cards of a hand, sorted: "*аакк"

DEAL, FACE_UP, PLACE, ANSWER, REPLY, TAKE, DISCARD, PASS, OVER = (
    "deal", "face-up", "place", "answer", "reply", "take", "discard", "pass", "over")
PHASES = (DEAL, FACE_UP, PLACE, ANSWER, REPLY, TAKE, DISCARD, PASS, OVER)
TAKE_COUNT = 2
UNKNOWN = "?"
"""A card in a hand that nobody saw: a record's deal not written down, a card taken or passed unseen.

The table never deals one (every hand is known to the state); a referee replaying
a record does.  The state's ``stock`` then holds every card not seen (the stock and
the unknown cards of the hands alike), and :attr:`~wordgames.snake.state.SnakeState.stock_size` counts
the stock alone.  Laying, discarding or passing a letter the hand holds only as an
unknown card reveals it: it leaves the cards not seen.
"""


def add(hand: Hand, cards: Iterable[Card]) -> Hand:
    """Return the hand with ``cards`` added."""
    return "".join(sorted(hand + "".join(cards)))


def take_out(hand: Hand, cards: Iterable[Card]) -> Hand:
    """Return the hand without ``cards`` (which it holds)."""
    left = Counter(hand)
    left.subtract(cards)
    return "".join(sorted(left.elements()))


@dataclass(frozen=True)
class TurnSoFar:
    """What the player to move has done this turn."""

    words: int = 0                 # words laid this turn
    normal: bool = False           # a normal (right or first) placement among them
    left: bool = False             # the left placement among them
    challenged: bool = False       # a challenge was made this turn
    asked: bool | None = None      # None: not asked; True/False: the partner's reply
    went_out: bool = False
    took: int = 0                  # cards taken from the stock this turn
