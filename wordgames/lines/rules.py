"""«Словесный бой» crossed with Color Lines (task 3): letters appear, words vanish and score.

Rules as implemented:

1. The board is a square (7×7 by default), empty at the start except for
   :attr:`LinesRules.start` letters on random cells.  The letters that will
   appear next are shown in advance (as Color Lines shows the next balls).
2. On each turn the player may move **one** letter to an empty cell it can
   reach through empty cells, stepping up, down, left or right — as a ball
   moves in Color Lines — or pass.
3. Then every **word** of at least :attr:`LinesRules.min_length` letters
   (3 by default) read left to right in a row or top to bottom in a column
   scores its length minus one, and its letters vanish.  In each line the
   best set of non-overlapping words is taken, as in the main game's scoring.
4. If the move made no word, the shown letters (:attr:`LinesRules.spawn`,
   3 by default) appear on random empty cells, new ones are shown, and words
   they complete vanish and score too.
5. The game ends when the board is full (optionally after ``max_turns``).

Why 3 letters: the dictionary has 54 two-letter nouns (ад, ар, ас, ом, ор …),
so with 2 almost every pair of neighbours would vanish and the board would
never fill; 3-letter words still come often enough to keep a board alive.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "ток"])
>>> s = LinesState.from_rows(("к.т", "...", "о.."), next_letters=("а",))
>>> sorted(legal_moves(s))[:3]
[Shift(src=(0, 0), dst=(0, 1)), Shift(src=(0, 0), dst=(1, 0)), Shift(src=(0, 0), dst=(1, 1))]
>>> after, words = make_move(lex, s, Shift((2, 0), (0, 1)), min_length=3)
>>> after.rows, words, after.score
(('...', '...', '...'), ('кот',), 2)
"""

from __future__ import annotations

import random
import re
from collections import deque
from dataclasses import dataclass, replace
from typing import Callable, Iterator, NamedTuple

from wordgames.battle.board import geometry, line_text
from wordgames.battle.letters import DEFAULT_WEIGHTS, letter_stream, letter_weights
from wordgames.battle.notation import cell_label, parse_cell
from wordgames.battle.score import CANONICAL, best_spans, line_spans
from wordgames.battle.square import EMPTY, Cell
from wordgames.battle.words import word_index
from wordgames.errors import IllegalMoveError, InputFormatError, UsageError

MIN_LENGTH = 3
STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right


class Shift(NamedTuple):
    """Moving the letter in ``src`` to the empty cell ``dst``."""

    src: Cell
    dst: Cell


PASS = None  # moving nothing


@dataclass(frozen=True)
class LinesRules:
    """The size of the board, how many letters appear at a time and at the start, the shortest word."""

    size: int = 7
    spawn: int = 3
    start: int = 5
    min_length: int = MIN_LENGTH
    max_turns: int | None = None

    def __post_init__(self):
        if not 3 <= self.size <= 12:
            raise UsageError(f"the board's side must be 3 to 12 cells, not {self.size}")
        if self.spawn not in (2, 3):
            raise UsageError(f"letters appear two or three at a time, not {self.spawn}")
        if not 2 <= self.min_length <= self.size:
            raise UsageError(f"the shortest word must be 2 to {self.size} letters, not {self.min_length}")
        if not 0 <= self.start < self.size * self.size:
            raise UsageError(f"{self.start} starting letters do not fit a {self.size}×{self.size} board")


@dataclass(frozen=True)
class LinesState:
    """A position: the board's rows (``.`` empty), the letters shown next, the score, turns and words."""

    rows: tuple[str, ...]
    next_letters: tuple[str, ...] = ()
    score: int = 0
    turn: int = 0
    words: tuple[str, ...] = ()  # every word that has vanished, in order

    @classmethod
    def from_rows(cls, rows, next_letters=()) -> "LinesState":
        """Return a position with the given rows (for examples and tests)."""
        return cls(tuple(rows), tuple(next_letters))

    @property
    def size(self) -> int:
        return len(self.rows)

    def letter(self, cell: Cell) -> str:
        return self.rows[cell[0]][cell[1]]

    def empty_cells(self) -> list[Cell]:
        """Return the empty cells in reading order."""
        return [(r, c) for r, row in enumerate(self.rows) for c, ch in enumerate(row) if ch == EMPTY]

    def is_full(self) -> bool:
        return all(EMPTY not in row for row in self.rows)


def _set(rows: tuple[str, ...], cell: Cell, letter: str) -> tuple[str, ...]:
    """Return ``rows`` with ``letter`` in ``cell``."""
    r, c = cell
    return rows[:r] + (rows[r][:c] + letter + rows[r][c + 1:],) + rows[r + 1:]


def reachable(state: LinesState, src: Cell) -> set[Cell]:
    """Return the empty cells the letter in ``src`` can reach through empty cells, step by step.

    >>> sorted(reachable(LinesState.from_rows(("к..", "ккк", "...")), (0, 0)))
    [(0, 1), (0, 2)]
    """
    n = state.size
    seen: set[Cell] = set()
    todo = deque([src])
    while todo:
        r, c = todo.popleft()
        for dr, dc in STEPS:
            cell = (r + dr, c + dc)
            if 0 <= cell[0] < n and 0 <= cell[1] < n and cell not in seen and state.letter(cell) == EMPTY:
                seen.add(cell)
                todo.append(cell)
    return seen


def legal_moves(state: LinesState) -> Iterator[Shift]:
    """Yield every legal shift (passing is always legal too), letters in reading order."""
    for r, row in enumerate(state.rows):
        for c, ch in enumerate(row):
            if ch != EMPTY:
                for dst in sorted(reachable(state, (r, c))):
                    yield Shift((r, c), dst)


def breach(state: LinesState, move: Shift | None) -> IllegalMoveError | None:
    """Return the rule the move breaks, or None if it is legal (the one exact predicate)."""
    if move is PASS:
        return None
    n = state.size
    for cell in move:
        if not (0 <= cell[0] < n and 0 <= cell[1] < n):
            return IllegalMoveError(f"{cell} is off the board", rule=2, move=move)
    if state.letter(move.src) == EMPTY:
        return IllegalMoveError(f"{cell_label(move.src)} holds no letter", rule=2, move=move)
    if state.letter(move.dst) != EMPTY:
        return IllegalMoveError(f"{cell_label(move.dst)} is not empty", rule=2, move=move)
    if move.dst not in reachable(state, move.src):
        return IllegalMoveError(f"no path of empty cells leads from {cell_label(move.src)} to "
                                f"{cell_label(move.dst)}", rule=2, move=move)
    return None


def shift(state: LinesState, move: Shift | None) -> LinesState:
    """Return the board after the move (no words taken yet); raise if it is illegal."""
    error = breach(state, move)
    if error is not None:
        raise error
    if move is PASS:
        return state
    letter = state.letter(move.src)
    return replace(state, rows=_set(_set(state.rows, move.src, EMPTY), move.dst, letter))


def vanish(lexicon, state: LinesState, min_length: int = MIN_LENGTH) -> tuple[LinesState, tuple[str, ...]]:
    """Return the board with every word of ``min_length`` letters or more scored and removed, and the words."""
    index = word_index(lexicon)
    g = geometry(state.size, state.size, CANONICAL)
    flat = "".join(state.rows)
    gone: set[int] = set()
    words: list[str] = []
    points = 0
    for line in g.lines:
        text = line_text(flat, line)
        spans = [(i, j) for i, j in line_spans(text, index) if j - i >= min_length]
        for i, j in best_spans(text, spans, index) if spans else ():
            words.append(text[i:j])
            points += j - i - 1
            gone.update(line[i:j])
    if not words:
        return state, ()
    cells = list(flat)
    for k in gone:
        cells[k] = EMPTY
    n = state.size
    rows = tuple("".join(cells[r * n:(r + 1) * n]) for r in range(n))
    return replace(state, rows=rows, score=state.score + points, words=state.words + tuple(words)), tuple(words)


def make_move(lexicon, state: LinesState, move: Shift | None,
              min_length: int = MIN_LENGTH) -> tuple[LinesState, tuple[str, ...]]:
    """Return the board after the player's move and the words it made (before any letters appear)."""
    return vanish(lexicon, shift(state, move), min_length)


def drop(state: LinesState, placed: list[tuple[Cell, str]], next_letters: tuple[str, ...]) -> LinesState:
    """Return the board with letters put on empty cells and new letters shown (the chance step)."""
    rows = state.rows
    for cell, letter in placed:
        rows = _set(rows, cell, letter)
    return replace(state, rows=rows, next_letters=next_letters)


class LinesGame:
    """The chance side of a game: it alone holds the generator that picks the letters and their cells."""

    def __init__(self, lexicon, rules: LinesRules, seed: int, weights: str = DEFAULT_WEIGHTS):
        self.lexicon = lexicon
        self.rules = rules
        self.rng = random.Random(seed)
        self._letters = letter_stream(self.rng, letter_weights(weights, lexicon))

    def _next(self, count: int) -> tuple[str, ...]:
        return tuple(next(self._letters) for _ in range(count))

    def _appear(self, state: LinesState, letters: tuple[str, ...]) -> LinesState:
        """Return the board after ``letters`` appear on random empty cells, the next ones shown, words gone."""
        empty = state.empty_cells()
        cells = self.rng.sample(empty, min(len(letters), len(empty)))
        state = drop(state, list(zip(cells, letters)), self._next(self.rules.spawn))
        return vanish(self.lexicon, state, self.rules.min_length)[0]

    def start(self) -> LinesState:
        """Return the first position: ``start`` letters on an empty board."""
        n = self.rules.size
        empty = LinesState(tuple(EMPTY * n for _ in range(n)))
        return self._appear(empty, self._next(self.rules.start))

    def turn(self, state: LinesState, move: Shift | None) -> tuple[LinesState, tuple[str, ...]]:
        """Return the position after the player's move and the chance step, and the words of the turn."""
        after, words = make_move(self.lexicon, state, move, self.rules.min_length)
        if not words:
            before = after.words
            after = self._appear(after, after.next_letters)
            words = after.words[len(before):]
        return replace(after, turn=after.turn + 1), words

    def is_over(self, state: LinesState) -> bool:
        """Return whether the board is full (or the turn limit is reached)."""
        limit = self.rules.max_turns
        return state.is_full() or (limit is not None and state.turn >= limit)


def play_lines(lexicon, rules: LinesRules, player, seed: int, weights: str = DEFAULT_WEIGHTS,
               watch: Callable[[LinesState, Shift | None, LinesState, tuple[str, ...]], None] | None = None,
               state: LinesState | None = None) -> LinesState:
    """Play a game to its end with ``player.move(state) -> Shift | None``; return the final position."""
    game = LinesGame(lexicon, rules, seed, weights)
    state = state or game.start()
    while not game.is_over(state):
        move = player.move(state)
        before = state
        state, words = game.turn(state, move)
        if watch is not None:
            watch(before, move, state, words)
    return state


_CELL = re.compile(r"[a-z]\s*\d+|\d+\s*[a-z]")


def parse_shift(text: str, state: LinesState) -> Shift | None:
    """Return the move typed as ``b3 d5`` (or ``2 2 4 4``: rows and columns), PASS for nothing or ``pass``.

    >>> s = LinesState.from_rows(("к..", "...", "..."))
    >>> parse_shift("a1 c3", s), parse_shift("", s), parse_shift("1 1 2 2", s)
    (Shift(src=(0, 0), dst=(2, 2)), None, Shift(src=(0, 0), dst=(1, 1)))
    >>> parse_shift("b1 c3", s)
    Traceback (most recent call last):
    ...
    wordgames.errors.IllegalMoveError: rule 2: b1 holds no letter (Shift(src=(0, 1), dst=(2, 2)))
    """
    raw = text.strip().lower()
    if raw in ("", "pass", "-"):
        return PASS
    n = state.size
    tokens = _CELL.findall(raw)
    if len(tokens) == 2 and not _CELL.sub("", raw).strip(" ,;:->→"):
        move = Shift(parse_cell(tokens[0], n, n), parse_cell(tokens[1], n, n))
    else:
        numbers = re.findall(r"\d+", raw)
        if len(numbers) != 4 or re.sub(r"[\d\s,;:>\-→]", "", raw):
            raise InputFormatError(f"{text.strip()!r} is not a move: write two cells, e.g. b3 d5")
        move = Shift(parse_cell(f"{numbers[0]} {numbers[1]}", n, n), parse_cell(f"{numbers[2]} {numbers[3]}", n, n))
    error = breach(state, move)
    if error is not None:
        raise error
    return move
