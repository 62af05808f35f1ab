"""Many doublets, one per line: each line solved on its own, bad lines reported by number.

A line holds the doublet's words separated by spaces, commas or arrows
(``бант коса``, ``бант, коса``, ``бант → коса``); with three or more words the
middle ones are marked links.  Blank lines and lines starting with ``#`` are
skipped.  A bad line gives a :class:`BatchResult` carrying the error and the
batch goes on.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит", "кип", "дом"], name="tiny")
>>> for r in solve_batch(lex, ["кот кип", "", "# comment", "кот", "кот → дом", "кот, кит"]):
...     print(r.line, r.solution.chain if r.solution else r.error)
1 ('кот', 'кит', 'кип')
4 <input>:4:1: a doublet needs at least two words, found 1
5 no chain from «кот» to «дом»: they lie in different connected groups of the 4 words of 3 letters in 'tiny': «кот» is in a group of 3 words (кип, кит, кот), «дом» is alone (no word of the list differs from it in one letter)
6 ('кот', 'кит')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Iterator

from wordgames.doublets.marked import solve
from wordgames.doublets.solve import Solution
from wordgames.errors import InputFormatError, WordgamesError
from wordgames.i18n import _
from wordgames.lexicon import Lexicon

SEPARATORS = re.compile(r"(?:\s|,|;|→|->|—)+")


@dataclass(frozen=True, slots=True)
class BatchResult:
    """The answer to one line of a batch: a solution or the error, with the line number and words."""

    line: int
    words: tuple[str, ...]
    solution: Solution | None = None
    error: WordgamesError | None = None


def parse_doublet(text: str, *, line: int | None = None, path: str = "<input>") -> list[str] | None:
    """Return the words of one batch line, or None for a blank or comment line.

    >>> parse_doublet("  бант → коса "), parse_doublet("# note"), parse_doublet("рак,суп")
    (['бант', 'коса'], None, ['рак', 'суп'])
    """
    stripped = text.strip()
    if not stripped or stripped.startswith("#"):
        return None
    words = [w for w in SEPARATORS.split(stripped) if w]
    if len(words) < 2:
        column = len(text) - len(text.lstrip()) + 1
        raise InputFormatError(_("a doublet needs at least two words, found {n}").format(n=len(words)),
                               path=path, line=line, column=column)
    return words


def solve_batch(lexicon: Lexicon, lines: Iterable[str], *, path: str = "<input>") -> Iterator[BatchResult]:
    """Yield the answer to every doublet line, in order; errors are yielded, not raised."""
    for number, text in enumerate(lines, start=1):
        try:
            words = parse_doublet(text, line=number, path=path)
        except InputFormatError as e:
            yield BatchResult(number, (), error=e)
            continue
        if words is None:
            continue
        try:
            yield BatchResult(number, tuple(words), solution=solve(lexicon, words))
        except WordgamesError as e:
            yield BatchResult(number, tuple(words), error=e)
