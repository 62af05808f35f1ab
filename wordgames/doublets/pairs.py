"""A setter's own pairs (``wordgames doublet --pairs FILE``): each checked, graded and answered, or refused.

A themed set starts from pairs the setter chose (ГОЛОВА → ХВОСТ, ЗИМА → ЛЕТО).
Each line of the file holds two words, separated as in a batch
(:func:`~wordgames.doublets.batch.parse_doublet`: spaces, commas or arrows);
blank lines and ``#`` comments are skipped.  Every pair comes back as a
:class:`PairResult`: the graded :class:`~wordgames.doublets.puzzles.Puzzle`
with its answers, or the error saying why it has none (a word the lexicon
does not know, the same word twice, two words no chain joins, a line that is
not a pair), and the file goes on.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит", "кип", "дом"], name="tiny")
>>> for r in grade_pairs(lex, ["кот кип", "# themed", "кот → дом", "кот кит кип"]):
...     print(r.line, r.puzzle.answers if r.puzzle else r.error)
1 (('кот', 'кит', 'кип'),)
3 no chain from «кот» to «дом»: they lie in different connected groups of the 4 words of 3 letters in 'tiny': «кот» is in a group of 3 words (кип, кит, кот), «дом» is alone (no word of the list differs from it in one letter)
4 <input>:4:1: a pair needs two words, found 3
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Iterator

from wordgames.doublets.batch import parse_doublet
from wordgames.doublets.difficulty import pair_difficulty
from wordgames.doublets.familiar import familiar_chain
from wordgames.doublets.puzzles import Puzzle, graded_puzzle
from wordgames.doublets.solve import resolve
from wordgames.errors import InputFormatError, WordgamesError
from wordgames.i18n import ngettext
from wordgames.lexicon import Lexicon


@dataclass(frozen=True, slots=True)
class PairResult:
    """One line of the setter's file: its words, and the graded puzzle or the error."""

    line: int
    words: tuple[str, ...]
    puzzle: Puzzle | None = None
    error: WordgamesError | None = None


def grade_pairs(lexicon: Lexicon, lines: Iterable[str], *, path: str = "<input>") -> Iterator[PairResult]:
    """Yield every pair of ``lines`` graded with its answers, or with the error; errors are yielded, not raised.

    The answer is the most familiar shortest chain whose links are all familiar
    words when one exists (:func:`~wordgames.doublets.familiar.familiar_chain`),
    else the most familiar of the whole lexicon (the setter chose the ends).
    """
    for number, text in enumerate(lines, start=1):
        try:
            words = parse_doublet(text, line=number, path=path)
            if words is not None and len(words) != 2:
                column = len(text) - len(text.lstrip()) + 1
                raise InputFormatError(ngettext("a pair needs two words, found {n}",
                                                "a pair needs two words, found {n}", len(words)).format(
                    n=len(words)), path=path, line=number, column=column)
        except InputFormatError as e:
            yield PairResult(number, (), error=e)
            continue
        if words is None:
            continue
        try:
            difficulty = pair_difficulty(lexicon, *words)
            graph, (start, end) = resolve(lexicon, words)
            puzzle = prefer_familiar(lexicon, graded_puzzle(lexicon, graph, start, end, difficulty=difficulty))
        except WordgamesError as e:
            yield PairResult(number, tuple(words), error=e)
            continue
        yield PairResult(number, tuple(words), puzzle=puzzle)


def prefer_familiar(lexicon: Lexicon, puzzle: Puzzle) -> Puzzle:
    """Return the puzzle answered by a shortest chain of familiar links when there is one, listed first."""
    chain = familiar_chain(lexicon, puzzle.start, puzzle.end)
    if chain is None or len(chain) != len(puzzle.chain) or chain == puzzle.chain:
        return puzzle
    answers = (chain, *(a for a in puzzle.answers if a != chain))[:max(1, len(puzzle.answers))]
    return replace(puzzle, chain=chain, answers=answers)


__all__ = ["PairResult", "grade_pairs", "prefer_familiar"]
