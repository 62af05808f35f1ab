"""The rules of Змейка's card game agreed before play: the author's conditions as defaults, each a rule option.

>>> rules = SnakeRules(players=4)
>>> rules.side(3), rules.partner(3), rules.in_hand_cost("*"), rules.value("щ")
(1, 1, 10, 10)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from wordgames.engine import Seat
from wordgames.errors import OptionError, SeatsError
from wordgames.i18n import _
from wordgames.snake.cards import (CARD_COUNTS, GOING_OUT_BONUSES, HAND_SIZE, ILLEGAL_INFORMATION_PENALTY,
                                   JOKER, JOKER_IN_HAND_PENALTY, JOKERS, LETTER_VALUES, MAX_WORDS_PER_TURN,
                                   UNFOUNDED_DISTRUST_PENALTY)
from wordgames.snake.stages import Card

Side = int
CHALLENGE_MODE, STRICT_MODE = "challenge", "strict"
ANY_TIME, FIRST = "any", "first"     # when a challenge may be made in the turn (rule option ``challenge_time``)


@dataclass(frozen=True)
class SnakeRules:
    """The author's conditions as defaults, each a rule option."""

    players: int = 4
    hand_size: int = HAND_SIZE
    bonuses: tuple[int, ...] = GOING_OUT_BONUSES
    distrust_penalty: int = UNFOUNDED_DISTRUST_PENALTY
    information_penalty: int = ILLEGAL_INFORMATION_PENALTY
    joker_penalty: int = JOKER_IN_HAND_PENALTY
    max_words: int = MAX_WORDS_PER_TURN
    rule5: str = CHALLENGE_MODE
    challenge_time: str = ANY_TIME
    counts: tuple[tuple[str, int], ...] = tuple(sorted(CARD_COUNTS.items()))
    jokers: int = JOKERS
    values: tuple[tuple[str, int], ...] = tuple(sorted(LETTER_VALUES.items()))

    def __post_init__(self):
        if self.players not in (2, 4):
            raise SeatsError(_("Змейка is played by 2 or 4 players, not {n}"), n=self.players, option="players")
        if self.rule5 not in (CHALLENGE_MODE, STRICT_MODE):
            raise OptionError(_("rule 5 is played by challenge or strict, not {mode!r}"), mode=self.rule5, option="rule5")
        if self.challenge_time not in (ANY_TIME, FIRST):
            raise OptionError(_("a challenge is made at any time of the turn or first, not {when!r}"),
                              when=self.challenge_time, option="challenge_time")
        if not 1 <= self.max_words <= 100:
            raise OptionError(_("at most 1 to 100 words a turn, not {n}"), n=self.max_words, option="max_words")
        total = sum(count for _letter, count in self.counts) + self.jokers
        if not 1 <= self.hand_size or self.players * self.hand_size + 1 > total:
            raise OptionError(_("{players} hands of {size} cards and a face-up card need more than the {total} cards "
                                "of the set"), players=self.players, size=self.hand_size, total=total,
                              option="hand_size")

    @property
    def deck(self) -> Counter:
        """Return the whole card set (jokers as ``*``)."""
        deck = Counter(dict(self.counts))
        if self.jokers:
            deck[JOKER] = self.jokers
        return deck

    @cached_property
    def letter_values(self) -> dict[str, int]:
        """Return the letter values agreed, as a dict."""
        return dict(self.values)

    def value(self, card: Card) -> int:
        """Return what a card is worth in a word (a joker nothing)."""
        return 0 if card == JOKER else self.letter_values[card]

    def in_hand_cost(self, card: Card) -> int:
        """Return what a card left in hand costs at the end (a joker its own penalty)."""
        return self.joker_penalty if card == JOKER else self.letter_values[card]

    def side(self, seat: Seat) -> Side:
        """Return the side of a seat: partners opposite in the game of four."""
        return seat % 2

    def partner(self, seat: Seat) -> Seat | None:
        """Return the partner's seat (None in the game of two)."""
        return (seat + 2) % 4 if self.players == 4 else None
