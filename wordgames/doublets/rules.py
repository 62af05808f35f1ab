"""The vocabulary and the rules of Doublets, as plain functions on words.

Carroll's rules (rule text «Дублеты»):

1. The two given words are the *doublet*, the words put between them the
   *links*, the whole sequence the *chain*; the aim is the fewest links.
2. Each word of a chain comes from the one before by replacing one letter,
   and only one, in the same place; the other letters stay where they are.
3. Given three or more words, the first and the last are the doublet and the
   others *marked links*, to be passed in the given order; no word may appear
   twice in such a chain.

>>> is_step("бант", "рант"), is_step("бант", "бант"), is_step("бант", "бинт"), is_step("бант", "рана")
(True, False, True, False)
>>> changed_positions("рант", "рана")
[3]
>>> list(changes(("бант", "рант", "рана")))
[Change(position=0, old='б', new='р'), Change(position=3, old='т', new='а')]
"""

from __future__ import annotations

from typing import Iterable, Iterator, NamedTuple, Sequence

Word = str                     # a folded word: lower case, ё read as е
Chain = tuple[Word, ...]       # the doublet's two words with the links between them
Link = Word                    # a word between the two words of a doublet

RULE_STEP = "2"     # one letter changes, in place
RULE_MARKED = "3"   # marked links in order, no word twice


class Change(NamedTuple):
    """One step of a chain: the letter at ``position`` (0-based) goes from ``old`` to ``new``."""

    position: int
    old: str
    new: str


def changed_positions(a: Word, b: Word) -> list[int]:
    """Return the 0-based places where two words of one length differ."""
    return [i for i, (x, y) in enumerate(zip(a, b)) if x != y]


def is_step(a: Word, b: Word) -> bool:
    """Return whether ``b`` follows ``a`` by rule 2: same length, exactly one letter replaced in place."""
    return len(a) == len(b) and len(changed_positions(a, b)) == 1


def change(a: Word, b: Word) -> Change:
    """Return the change from ``a`` to ``b``, which must be a step by rule 2."""
    (i,) = changed_positions(a, b)
    return Change(i, a[i], b[i])


def changes(chain: Sequence[Word]) -> Iterator[Change]:
    """Yield the change of each step of a valid chain."""
    for a, b in zip(chain, chain[1:]):
        yield change(a, b)


def links_of(chain: Sequence[Word]) -> int:
    """Return the number of links of a chain: its words less the two of the doublet."""
    return max(0, len(chain) - 2)


def segments(words: Iterable[Word]) -> list[tuple[Word, Word]]:
    """Return the doublets a chain through marked links falls into (rule 3 and scoring rule 1).

    >>> segments(["бант", "рана", "коса"])
    [('бант', 'рана'), ('рана', 'коса')]
    """
    words = list(words)
    return list(zip(words, words[1:]))
