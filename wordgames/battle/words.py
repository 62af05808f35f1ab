"""Which letter strings count as words: a fast index over the lexicon, built once per lexicon.

The scorer asks "is this run of letters a word?" a few hundred times per
square, so it does not ask the :class:`~wordgames.lexicon.Lexicon` (which
normalises every query) but a :class:`WordIndex`: the folded words in a
frozenset, the longest word's length, and the words' frequencies for breaking
ties.  :func:`word_index` builds it once per lexicon and keeps it with the
lexicon (:mod:`wordgames.lexicon.derived`).

Anything iterable over words can stand for the lexicon (a ``Lexicon``, a
:class:`LexiconUnion`, a set of words, which are then folded); an object that
only answers ``in`` is asked directly, with folded letter strings.

>>> from wordgames.lexicon import Lexicon
>>> nouns = Lexicon.from_words(["кот", "бой"], name="nouns")
>>> names = Lexicon.from_words(["Оля"], name="names")
>>> both = LexiconUnion(nouns, names)
>>> "оля" in both, "оля" in nouns, both.name
(True, False, 'nouns + names')
>>> index = word_index(both)
>>> "кот" in index, index.max_length, word_index(both) is index
(True, 3, True)
"""

from __future__ import annotations

from typing import Iterable, Iterator

from wordgames.battle.square import EMPTY
from wordgames.lexicon import Derived, Lexicon, derived, fold

Word = str


class LexiconUnion:
    """Several lexicons read as one: a word is in the union when any member has it.

    The house rule «при общем согласии игроков» (proper nouns allowed) is the
    union of the common nouns and the proper nouns.
    """

    def __init__(self, *members):
        self.members = members
        self.name = " + ".join(getattr(m, "name", type(m).__name__) for m in members)
        self.derived = Derived()

    def __contains__(self, word: object) -> bool:
        return any(word in member for member in self.members)

    def __iter__(self) -> Iterator[Word]:
        seen: set[Word] = set()
        for member in self.members:
            for word in member:
                if word not in seen:
                    seen.add(word)
                    yield word

    def frequency(self, word: str) -> float:
        """Return the highest frequency any member gives the word (0.0 when none knows it)."""
        return max((m.frequency(word) for m in self.members if hasattr(m, "frequency")), default=0.0)

    def spelling(self, word: str) -> str:
        """Return the word as the first member that has it spells it (with ё where it has one)."""
        for member in self.members:
            if word in member and hasattr(member, "spelling"):
                return member.spelling(word)
        return fold(word)

    def __repr__(self) -> str:
        return f"<LexiconUnion {self.name!r}>"


class WordIndex:
    """The folded words of a lexicon as a frozenset, with the longest length and a frequency memo."""

    def __init__(self, words: Iterable[Word] | None = None, *, contains=None, frequency=None):
        # Words of one letter never score, and no word may hold an empty cell.
        self.words = (frozenset(w for w in words if len(w) > 1 and EMPTY not in w)
                      if words is not None else None)
        self._contains = self.words.__contains__ if self.words is not None else contains
        self.max_length = max(map(len, self.words), default=0) if self.words is not None else None
        self._frequency = frequency
        self._zipf: dict[Word, float] = {}

    def __contains__(self, word: Word) -> bool:
        return self._contains(word)

    def zipf(self, word: Word) -> float:
        """Return the word's Zipf frequency (0.0 when the lexicon has none), remembered."""
        z = self._zipf.get(word)
        if z is None:
            z = self._zipf[word] = self._frequency(word) if self._frequency else 0.0
        return z


def word_index(lexicon) -> WordIndex:
    """Return the :class:`WordIndex` of ``lexicon``, built on first use and kept with the lexicon."""
    return derived(lexicon, "battle.word_index", lambda: _build_index(lexicon))


def _build_index(lexicon) -> WordIndex:
    """Return a new :class:`WordIndex` of ``lexicon``."""
    frequency = getattr(lexicon, "frequency", None)
    if isinstance(lexicon, (Lexicon, LexiconUnion)):
        return WordIndex(lexicon, frequency=frequency)  # their words are folded already
    try:
        words = [fold(w) for w in lexicon]
    except TypeError:
        return WordIndex(contains=lexicon.__contains__, frequency=frequency)
    return WordIndex(words, frequency=frequency)


def scoring_words(lexicon: Lexicon, allow_proper: bool = False):
    """Return the words that score: the lexicon, and with the house rule ``allow_proper`` the proper nouns too.

    «при общем согласии игроков» proper nouns may count: the union of the
    common nouns and the shipped proper nouns (restricted as the lexicon is).
    """
    if not allow_proper:
        return lexicon
    proper = Lexicon.proper_nouns(lexicon.user_words)
    if lexicon.min_zipf is not None:
        proper = proper.restrict(lexicon.min_zipf)
    return LexiconUnion(lexicon, proper)
