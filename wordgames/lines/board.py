"""The Color Lines cross on a bare board: its nouns, the shift of one letter (rule 2), the words that vanish (rule 3).

Everything here reads only the rows of the board — no chance, no score, no
turn — and is pure: :func:`shift_breaches` is the one legality check of a
move (every way it breaks rule 2), :func:`legal_shifts` generates the moves
it accepts, :func:`vanish` takes the words away and :func:`points` scores
them.  The position around the board is
:class:`~wordgames.lines.rules.LinesState`.

>>> rows = ("к.т", "...", "о..")
>>> legal_shifts(rows)[:2]
[Shift(src=(0, 0), dst=(0, 1)), Shift(src=(0, 0), dst=(1, 0))]
>>> [str(b) for b in shift_breaches(rows, Shift((0, 1), (0, 0)))]
['rule 2: there is no letter on b1', 'rule 2: a1 is not empty']
>>> points(("кот", "ток")), points(("кошка",))
(4, 4)
"""

from __future__ import annotations

from collections import deque
from typing import Any, NamedTuple

from wordgames.battle.board import geometry, line_text
from wordgames.battle.notation import cell_label
from wordgames.battle.score import CANONICAL, best_spans, line_spans
from wordgames.battle.square import EMPTY, Cell
from wordgames.battle.words import WordIndex
from wordgames.errors import Breach
from wordgames.i18n import _

Letter = str
Word = str
Rows = tuple[str, ...]  # the board, row by row, EMPTY for an empty cell

MIN_LENGTH = 3
STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right: no diagonal steps, no jumps
SHIFT_RULE = "2"


class Shift(NamedTuple):
    """Moving the letter in ``src`` to the empty cell ``dst`` (rule 2)."""

    src: Cell
    dst: Cell


PASS = "pass"
"""Moving nothing (rule 2): the shown letters appear."""

Move = Shift | str
"""The player's action: a :class:`Shift` or :data:`PASS`.  Chance's actions are a :data:`Cell` or a letter."""


def _set(rows: Rows, cell: Cell, letter: str) -> Rows:
    """Return ``rows`` with ``letter`` in ``cell``."""
    r, c = cell
    return rows[:r] + (rows[r][:c] + letter + rows[r][c + 1:],) + rows[r + 1:]


def empty_cells(rows: Rows) -> list[Cell]:
    """Return the empty cells in reading order."""
    return [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == EMPTY]


def reachable(rows: Rows, src: Cell) -> set[Cell]:
    """Return the empty cells the letter in ``src`` can reach through empty cells, step by step (rule 2).

    >>> sorted(reachable(("к..", "ккк", "..."), (0, 0)))
    [(0, 1), (0, 2)]
    """
    n = len(rows)
    seen: set[Cell] = set()
    todo = deque([src])
    while todo:
        r, c = todo.popleft()
        for dr, dc in STEPS:
            cell = (r + dr, c + dc)
            if 0 <= cell[0] < n and 0 <= cell[1] < n and cell not in seen and rows[cell[0]][cell[1]] == EMPTY:
                seen.add(cell)
                todo.append(cell)
    return seen


def is_cell(value: Any) -> bool:
    """Return whether ``value`` is a pair of whole numbers (on the board or not)."""
    return isinstance(value, tuple) and len(value) == 2 and all(isinstance(k, int) for k in value)


def shift_breaches(rows: Rows, move: Any) -> list[Breach]:
    """Return every way ``move`` breaks rule 2 on this board (empty: a legal shift or the pass)."""
    if move == PASS:
        return []
    if not (isinstance(move, tuple) and len(move) == 2 and all(is_cell(c) for c in move)):
        return [Breach(SHIFT_RULE, _("a move shifts one letter from a cell to a cell, or passes; {move} is neither").format(
            move=repr(move)))]
    src, dst = move
    n = len(rows)
    found = []
    on_board = {cell: 0 <= cell[0] < n and 0 <= cell[1] < n for cell in (src, dst)}
    for cell in (src, dst):
        if not on_board[cell]:
            found.append(Breach(SHIFT_RULE, _("{cell} is off the board (rows and columns 0 to {last})").format(
                cell=repr(cell), last=n - 1)))
    if on_board[src] and rows[src[0]][src[1]] == EMPTY:
        found.append(Breach(SHIFT_RULE, _("there is no letter on {cell}").format(cell=cell_label(src))))
    if on_board[dst] and rows[dst[0]][dst[1]] != EMPTY:
        found.append(Breach(SHIFT_RULE, _("{cell} is not empty").format(cell=cell_label(dst))))
    if not found and dst not in reachable(rows, src):
        found.append(Breach(SHIFT_RULE, _("no path of empty cells leads from {src} to {dst}").format(
            src=cell_label(src), dst=cell_label(dst))))
    return found


def legal_shifts(rows: Rows) -> list[Shift]:
    """Return every legal shift, letters in reading order, each to its reachable cells in reading order."""
    return [Shift((r, c), dst) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != EMPTY
            for dst in sorted(reachable(rows, (r, c)))]


def vanish(index: WordIndex, rows: Rows, min_length: int = MIN_LENGTH) -> tuple[Rows, tuple[Word, ...]]:
    """Return the board with every word of ``min_length`` letters or more removed, and the words (rule 3).

    >>> from wordgames.battle.words import word_index
    >>> from wordgames.lexicon import Lexicon
    >>> vanish(word_index(Lexicon.from_words(["кот"])), ("кот", "о..", "т.."))
    (('...', '...', '...'), ('кот', 'кот'))
    """
    n = len(rows)
    flat = "".join(rows)
    gone: set[int] = set()
    words: list[Word] = []
    for line in geometry(n, n, CANONICAL).lines:
        text = line_text(flat, line)
        spans = [(i, j) for i, j in line_spans(text, index) if j - i >= min_length]
        for i, j in best_spans(text, spans, index) if spans else ():
            words.append(text[i:j])
            gone.update(line[i:j])
    if not words:
        return rows, ()
    cells = [EMPTY if k in gone else ch for k, ch in enumerate(flat)]
    return tuple("".join(cells[r * n:(r + 1) * n]) for r in range(n)), tuple(words)


def points(words) -> int:
    """Return what the words score: each its length minus one (rule 3)."""
    return sum(len(w) - 1 for w in words)
