"""A square as its lines: which lines pass through each cell, and the exact points of one line.

Computer players weigh a cell by the lines it lies in (a row and a column
in the canonical game, one line per direction in variation 3).  Writing a
letter changes only those lines, so a player rescoring a square after a move
rescores two lines, not twelve, and remembers every line it has scored.

>>> g = geometry(2, 3, CANONICAL)
>>> g.lines
((0, 1, 2), (3, 4, 5), (0, 3), (1, 4), (2, 5))
>>> g.through[4]
((1, 1), (3, 1))
>>> from wordgames.lexicon import Lexicon
>>> points = line_points(Lexicon.from_words(["бой", "кот", "бойкот"]))
>>> points("бойкот"), points("бой.от"), points("..кот")
(5, 2, 2)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, NamedTuple, Sequence

from wordgames.battle.score import CANONICAL, Direction, best_spans, line_spans, lines
from wordgames.battle.words import word_index
from wordgames.lexicon.derived import derived

Flat = int  # a cell as its index in the square's letters read row by row


class Geometry(NamedTuple):
    """The lines of a height×width square in some directions, as flat cell indices.

    ``lines``: every line of two cells or more, in reading order;
    ``through[i]``: (line number, position in that line) for every line through cell ``i``.
    """

    height: int
    width: int
    lines: tuple[tuple[Flat, ...], ...]
    through: tuple[tuple[tuple[int, int], ...], ...]


@lru_cache(maxsize=64)
def geometry(height: int, width: int, directions: tuple[Direction, ...] = CANONICAL) -> Geometry:
    """Return the :class:`Geometry` of a square (cached)."""
    flat_lines = tuple(tuple(r * width + c for r, c in line)
                       for d in directions for line in lines(height, width, d) if len(line) >= 2)
    through: list[list[tuple[int, int]]] = [[] for _ in range(height * width)]
    for k, line in enumerate(flat_lines):
        for position, cell in enumerate(line):
            through[cell].append((k, position))
    return Geometry(height, width, flat_lines, tuple(map(tuple, through)))


def line_text(flat: str, line: Sequence[Flat]) -> str:
    """Return the letters of one line of a square written as one string."""
    return "".join([flat[i] for i in line])


def line_points(lexicon, shortest: int = 2) -> Callable[[str], int]:
    """Return a function giving the exact points of one line's letters (``.`` for empty), remembered.

    The same dynamic programme as the scorer (:func:`~wordgames.battle.score.best_spans`);
    words shorter than ``shortest`` letters do not count (the Color Lines cross uses 3).
    """
    return derived(lexicon, ("battle.line_points", shortest), lambda: _line_points(lexicon, shortest))


def _line_points(lexicon, shortest: int) -> Callable[[str], int]:
    """Return a new remembering line scorer (see :func:`line_points`)."""
    index = word_index(lexicon)
    memo: dict[str, int] = {}

    def points(text: str) -> int:
        value = memo.get(text)
        if value is None:
            spans = line_spans(text, index)
            if shortest > 2:
                spans = [(i, j) for i, j in spans if j - i >= shortest]
            value = sum(j - i - 1 for i, j in best_spans(text, spans, index)) if spans else 0
            if len(memo) > 2_000_000:
                memo.clear()
            memo[text] = value
        return value

    return points


def square_points(points: Callable[[str], int], flat: str, g: Geometry) -> int:
    """Return the square's exact total: the sum of its lines' points."""
    return sum(points(line_text(flat, line)) for line in g.lines)


def gain(points: Callable[[str], int], flat: str, g: Geometry, cell: Flat, letter: str) -> int:
    """Return how many points writing ``letter`` in the empty ``cell`` adds to the square now."""
    total = 0
    for k, position in g.through[cell]:
        text = line_text(flat, g.lines[k])
        total += points(text[:position] + letter + text[position + 1:]) - points(text)
    return total


def packings(size: int, words: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """Return the best points of non-overlapping ``words`` (start, end) within each prefix and each suffix of a line.

    >>> packings(6, [(0, 3), (3, 6), (0, 6)])    # «бой», «кот», «бойкот»
    ([0, 0, 0, 2, 2, 2, 5], [5, 2, 2, 2, 0, 0, 0])
    """
    before = [0] * (size + 1)
    for j in range(1, size + 1):
        top = before[j - 1]
        for i, end in words:
            if end == j and before[i] + j - i - 1 > top:
                top = before[i] + j - i - 1
        before[j] = top
    after = [0] * (size + 1)
    for i in range(size - 1, -1, -1):
        top = after[i + 1]
        for start, j in words:
            if start == i and j - i - 1 + after[j] > top:
                top = j - i - 1 + after[j]
        after[i] = top
    return before, after
