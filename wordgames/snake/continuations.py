"""Rule 5: does a right word have a continuation, and which?

A continuation of a right word is a word of the lexicon, of at least four
letters, not yet played, that begins with a proper non-empty suffix of the
right word and is longer than that suffix (so at least one new card is
placed).  :func:`continuations` yields every one of them; when it yields
nothing, the suffixes it searched are the proof of a dead end.
:func:`has_continuation` answers the dead-end test alone, with the same answer:
by bisection of the sorted words once a lexicon has been asked a few times.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["тушь", "ушко", "опера", "раструб", "рука", "бубен", "убор"])
>>> [(c.word, c.suffix) for c in continuations(lex, "раструб", played={"раструб"})]
[('бубен', 'б'), ('убор', 'уб')]
>>> list(continuations(lex, "тушь", played={"тушь"}))
[]
>>> has_continuation(lex, "раструб"), has_continuation(lex, "раструб", {"бубен", "убор"}), has_continuation(lex, "тушь")
(True, False, False)
>>> searched_suffixes("тушь")
['ь', 'шь', 'ушь']
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from typing import Iterable, Iterator, NamedTuple

from wordgames.lexicon import Lexicon
from wordgames.lexicon.text import MAX_WORD
from wordgames.lexicon.derived import derived
from wordgames.lexicon.text import Word, fold
from wordgames.snake.cards import JOKER

MIN_LETTERS = 4  # rule 4
BISECT_AFTER = 8  # dead-end tests of a lexicon answered by the generator before its sorted words are built
_PLAIN = re.compile("[а-я]*")     # a word the Cyrillic lexicon reads as it is (no look-alike, no capital, no ё)


class Continuation(NamedTuple):
    """A continuation: the word, the suffix of the right word it starts with, the new letters it needs."""

    word: Word
    suffix: str

    @property
    def new_letters(self) -> str:
        """Return the letters that new cards must supply."""
        return self.word[len(self.suffix):]


def searched_suffixes(right_word: Word) -> list[str]:
    """Return the proper non-empty suffixes of ``right_word``, shortest first (none longer than a word can be)."""
    return [right_word[-k:] for k in range(1, min(len(right_word), MAX_WORD))]


def continues(word: Word, suffix: str) -> bool:
    """Return whether ``word`` continues a right word through ``suffix`` (rules 3 and 4 on its shape)."""
    return len(word) >= MIN_LETTERS and len(word) > len(suffix) and word.startswith(suffix)


def continuations(lexicon: Lexicon, right_word: str, played: Iterable[str] = ()) -> Iterator[Continuation]:
    """Yield every continuation of ``right_word``, lazily: shortest suffixes first, then in trie order.

    A word reachable through two suffixes (one a prefix of the other) is
    yielded for each: they are different placements.
    """
    right = fold(right_word)
    played = {fold(w) for w in played} | {right}
    for suffix in searched_suffixes(right):
        for word in lexicon.iter_prefix(suffix):
            if continues(word, suffix) and word not in played:
                yield Continuation(word, suffix)


def has_continuation(lexicon: Lexicon, right_word: str, played: Iterable[str] = ()) -> bool:
    """Return whether ``right_word`` has a continuation not among ``played`` (rule 5's dead-end test).

    The same answer as ``next(continuations(lexicon, right_word, played), None) is not None``.  The
    first :data:`BISECT_AFTER` tests of a lexicon walk that generator (a command that asks once does
    not wait for the sorted word list); the later ones bisect (:func:`continues_by_bisection`).
    """
    state = derived(lexicon, "snake.dead_end_tests", _fresh_state)      # [tests so far, sorted words]
    if state[1] is None:
        state[0] += 1
        if state[0] <= BISECT_AFTER:
            return next(continuations(lexicon, right_word, played), None) is not None
        state[1] = sorted_words(lexicon)
    return _bisected(state[1], lexicon, right_word, played)


def _fresh_state() -> list:
    """Return the dead-end tests' record of a lexicon: none asked yet, no sorted words."""
    return [0, None]


def continues_by_bisection(lexicon: Lexicon, right_word: str, played: Iterable[str] = ()) -> bool:
    """Return :func:`has_continuation`'s answer by bisection of the lexicon's sorted words.

    For each suffix, the first word starting with it, then the next ones while they are too short
    or played.
    """
    return _bisected(sorted_words(lexicon), lexicon, right_word, played)


def _bisected(words: list[Word], lexicon: Lexicon, right_word: str, played: Iterable[str]) -> bool:
    """Return whether ``right_word`` has a continuation, by bisection of ``words`` (the lexicon's, sorted)."""
    plain = lexicon.script == "cyrillic" and _PLAIN.fullmatch(right_word) is not None
    right = right_word if plain else fold(right_word)       # a plain word is its own folding and reading
    end = len(words)
    gone = None
    for k in range(1, min(len(right), MAX_WORD)):
        suffix = right[-k:]
        prefix = suffix if plain else _read_prefix(lexicon, suffix)
        if prefix is None:
            continue
        i = bisect_left(words, prefix)
        while i < end:
            word = words[i]
            if not word.startswith(prefix):
                break
            if len(word) >= MIN_LETTERS and len(word) > k:
                if gone is None:
                    gone = set(map(fold, played))
                    gone.add(right)
                if word not in gone:
                    return True
            i += 1
    return False


def _read_prefix(lexicon: Lexicon, suffix: str) -> str | None:
    """Return what a continuation through ``suffix`` must start with, as :func:`continuations` reads it.

    That is both the suffix and the lexicon's reading of it as a prefix (look-alike letters of the
    other alphabet read as its own); None when no word can start with both.
    """
    key = lexicon.normalize(suffix).word
    if key.startswith(suffix):
        return key
    return suffix if suffix.startswith(key) else None


def sorted_words(lexicon: Lexicon) -> list[Word]:
    """Return the lexicon's words in sorted order, built once and kept with the lexicon (for bisection)."""
    return derived(lexicon, "snake.sorted_words", lexicon.words)


class ContinuationIndex:
    """Counts of continuation words by prefix, for a lexicon: dead-end tests in microseconds.

    ``count[p]`` is the number of words of at least four letters that start
    with ``p`` and are longer than it.
    """

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon
        count: Counter = Counter()
        for word in lexicon:
            if len(word) >= MIN_LETTERS:
                for i in range(1, len(word)):
                    count[word[:i]] += 1
        self.count = count

    def has_continuation(self, right_word: Word, played: Iterable[Word] = ()) -> bool:
        """Return whether ``right_word`` has a continuation not among ``played``."""
        return self.number_of_words(right_word, played) > 0

    def number_of_words(self, right_word: Word, played: Iterable[Word] = ()) -> int:
        """Return how many different words continue ``right_word`` (not counting ``played``)."""
        right = fold(right_word)
        suffixes = searched_suffixes(right)
        # A suffix that starts with a shorter suffix adds no new words: they were counted already.
        minimal = [s for s in suffixes if not any(s != t and s.startswith(t) for t in suffixes)]
        total = sum(self.count.get(s, 0) for s in minimal)
        gone = {fold(w) for w in played} | {right}
        total -= sum(1 for w in gone if w in self.lexicon and any(continues(w, s) for s in minimal))
        return total


def index_for(lexicon: Lexicon) -> ContinuationIndex:
    """Return the continuation index of ``lexicon``, built once and kept with the lexicon."""
    return derived(lexicon, "snake.continuations", lambda: ContinuationIndex(lexicon))


def can_make(new_letters: str, unseen: Counter) -> bool:
    """Return whether the unseen cards (jokers included) can supply ``new_letters``.

    >>> can_make("ера", Counter({"е": 1, "р": 0, "а": 2, "*": 1}))
    True
    >>> can_make("ерр", Counter({"е": 1, "р": 0, "*": 1}))
    False
    """
    need = Counter(new_letters)
    short = sum(max(0, n - unseen.get(letter, 0)) for letter, n in need.items())
    return short <= unseen.get(JOKER, 0)


def familiar_first(lexicon: Lexicon, found: Iterable[Continuation]) -> list[Continuation]:
    """Return continuations ordered most familiar word first (then fewest new cards, then alphabet)."""
    return sorted(found, key=lambda c: (-lexicon.frequency(c.word), len(c.new_letters), c.word))
