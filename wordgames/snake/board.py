"""The snake itself: a row of cards, and the words that were formed on it.

A card is a letter, or a joker that was given a letter when it was placed.
Words are spans of the row.  The *right word* is the last word formed at the
right end; a left placement («левая выкладка») adds a word at the left end
and leaves the right word as it was.

>>> s = Snake.start("о")
>>> s = s.place(Placement("опера", FIRST_RIGHT, added=4))
>>> s = s.place(Placement("раструб", RIGHT, added=5))
>>> s.text(), s.right_word.word
('операструб', 'раструб')
>>> s = s.place(Placement("кино", LEFT, added=3))
>>> s.text(), s.right_word.word, s.leftmost_letter
('кинопераструб', 'раструб', 'к')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from wordgames.lexicon.text import Word

RIGHT = "right"              # a normal placement at the right end
LEFT = "left"                # «левая выкладка»: cards on the left, ending in the leftmost letter
FIRST_RIGHT = "first-right"  # the first placement of the game, from the face-up letter to the right
FIRST_LEFT = "first-left"    # the first placement, to the left of the face-up letter (not a left placement)
KINDS = (RIGHT, LEFT, FIRST_RIGHT, FIRST_LEFT)


class Card(NamedTuple):
    """One card of the snake: its letter, and whether it is a joker standing for that letter."""

    letter: str
    joker: bool = False


@dataclass(frozen=True)
class Placement:
    """A placement as a value: the word formed, how, and which of its new cards are jokers.

    ``added`` is the number of new cards; ``jokers`` are indices into ``word``
    of new cards that are jokers.
    """

    word: Word
    kind: str = RIGHT
    added: int = 0
    jokers: frozenset[int] = field(default_factory=frozenset)
    player: str | None = None

    @property
    def overlap(self) -> int:
        """Return how many letters of the word were already on the snake."""
        return len(self.word) - self.added

    @property
    def new_positions(self) -> range:
        """Return the positions in the word of its new cards: the first ones for a placement to the left.

        >>> list(Placement("опера", FIRST_RIGHT, added=4).new_positions), list(Placement("кино", LEFT, 3).new_positions)
        ([1, 2, 3, 4], [0, 1, 2])
        """
        return range(self.added) if self.kind in (LEFT, FIRST_LEFT) else range(self.overlap, len(self.word))

    @property
    def new_letters(self) -> str:
        """Return the letters of the new cards, in order."""
        return "".join(self.word[i] for i in self.new_positions)


@dataclass(frozen=True)
class PlacedWord:
    """A word on the snake: its letters, its span ``[start, stop)`` of cards, how it was placed, by whom."""

    word: Word
    start: int
    stop: int
    kind: str
    player: str | None = None


@dataclass(frozen=True)
class Snake:
    """The row of cards and the words formed on it, in the order they were placed."""

    cards: tuple[Card, ...]
    words: tuple[PlacedWord, ...] = ()
    also_played: frozenset[Word] = frozenset()  # words played earlier that are not on this row

    @classmethod
    def start(cls, letter: str) -> "Snake":
        """Return the snake of one face-up card."""
        return cls((Card(letter.lower().replace("ё", "е")),))

    @property
    def right_word(self) -> PlacedWord | None:
        """Return the word at the right end (None before the first placement)."""
        return next((w for w in reversed(self.words) if w.kind != LEFT), None)

    @property
    def leftmost_letter(self) -> str:
        """Return the letter of the leftmost card (a left placement must end with it)."""
        return self.cards[0].letter

    @property
    def played(self) -> frozenset[Word]:
        """Return every word formed in this game so far."""
        return frozenset(w.word for w in self.words) | self.also_played

    def text(self) -> str:
        """Return the letters of the row, left to right."""
        return "".join(card.letter for card in self.cards)

    def cards_of(self, word: PlacedWord) -> tuple[Card, ...]:
        """Return the cards of a placed word."""
        return self.cards[word.start:word.stop]

    def place(self, p: Placement) -> "Snake":
        """Return the snake after placement ``p`` (no rule is checked here: see :mod:`.rules`)."""
        new_letters = p.word[:p.added] if p.kind in (LEFT, FIRST_LEFT) else p.word[p.overlap:]
        offset = 0 if p.kind in (LEFT, FIRST_LEFT) else p.overlap
        new_cards = tuple(Card(ch, (i + offset) in p.jokers) for i, ch in enumerate(new_letters))
        if p.kind in (LEFT, FIRST_LEFT):
            shift = len(new_cards)
            moved = tuple(PlacedWord(w.word, w.start + shift, w.stop + shift, w.kind, w.player)
                          for w in self.words)
            placed = PlacedWord(p.word, 0, len(p.word), p.kind, p.player)
            return Snake(new_cards + self.cards, moved + (placed,), self.also_played)
        cards = self.cards + new_cards
        placed = PlacedWord(p.word, len(cards) - len(p.word), len(cards), p.kind, p.player)
        return Snake(cards, self.words + (placed,), self.also_played)

    def new_word_cards(self, p: Placement) -> tuple[Card, ...]:
        """Return the cards the word of ``p`` would be made of, left to right: the cards of :meth:`place`'s new word.

        >>> s = Snake.start("о").place(Placement("опера", FIRST_RIGHT, 4, frozenset({3})))
        >>> [c.letter + "*" * c.joker for c in s.new_word_cards(Placement("рак", RIGHT, 1))]
        ['р*', 'а', 'к']
        >>> [c.letter + "*" * c.joker for c in s.new_word_cards(Placement("кино", LEFT, 3, frozenset({0})))]
        ['к*', 'и', 'н', 'о']
        """
        if not 0 <= p.added <= len(p.word) or len(p.word) - p.added > len(self.cards):   # no shape of this snake
            after = self.place(p)
            return after.cards_of(after.words[-1])
        kept = len(p.word) - p.added
        if p.kind in (LEFT, FIRST_LEFT):
            return tuple(Card(ch, i in p.jokers) for i, ch in enumerate(p.word[:p.added])) + self.cards[:kept]
        return self.cards[len(self.cards) - kept:] + tuple(Card(ch, i in p.jokers)
                                                           for i, ch in enumerate(p.word[kept:], kept))
