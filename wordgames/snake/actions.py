"""Змейка's actions as values: the card chance deals, and every move of the four stages of a turn.

>>> Lay("раструб", "right", 5).placement.overlap, Lay.of(Lay("опера", "first-right", 4).placement)
(2, Lay(word='опера', kind='first-right', added=4, jokers=()))
"""

from __future__ import annotations

from dataclasses import dataclass

from wordgames.snake.board import Placement
from wordgames.snake.stages import Card


@dataclass(frozen=True)
class Draw:
    """Chance: the card dealt, turned face up, or taken from the stock."""

    card: Card


@dataclass(frozen=True)
class Challenge:
    """«Какое продолжение вы имели в виду?» — asked of the player who laid the right word."""


@dataclass(frozen=True)
class Name:
    """The challenged player names a continuation of the right word."""

    word: str


@dataclass(frozen=True)
class Concede:
    """The challenged player cannot name a continuation: the side loses the game."""


@dataclass(frozen=True)
class Ask:
    """«Партнер, могу ли я выйти?»"""


@dataclass(frozen=True)
class Reply:
    """The partner's answer: yes (then the asker must go out this turn) or no (then the asker may not)."""

    yes: bool


@dataclass(frozen=True)
class Lay:
    """A placement: the word, how it lies (board.KINDS), its new cards, which of them are jokers."""

    word: str
    kind: str
    added: int
    jokers: tuple[int, ...] = ()

    @property
    def placement(self) -> Placement:
        return Placement(self.word, self.kind, self.added, frozenset(self.jokers))

    @classmethod
    def of(cls, p: Placement) -> "Lay":
        return cls(p.word, p.kind, p.added, tuple(sorted(p.jokers)))


@dataclass(frozen=True)
class Done:
    """The end of the placement stage (placing nothing is allowed)."""


@dataclass(frozen=True)
class Discard:
    """The card discarded, shown to everyone."""

    card: Card


@dataclass(frozen=True)
class Give:
    """One card passed to the partner, unseen by the opponents."""

    card: Card


@dataclass(frozen=True)
class Keep:
    """No card passed."""


Action = Draw | Challenge | Name | Concede | Ask | Reply | Lay | Done | Discard | Give | Keep
