"""Filled squares of «Словесный бой» and the text format they are written in.

A square is rows of letters, one row per line.  Letters may be separated by
spaces; ``.``, ``_``, ``-``, ``*`` or ``?`` mark an empty cell; case does not
matter and ё counts as е.  Lines starting with ``#`` are comments, and
``# name: Оля`` names the player.  Several squares in one file, separated by
blank lines, are the squares of several players of one game:

>>> first, second = read_squares('''
... # name: Оля
... Б О Й
... к . т
...
... ёж_
... ...
... ''')
>>> first
Square(rows=('бой', 'к.т'), name='Оля')
>>> second.rows, second.name, second.label(2)
(('еж.', '...'), None, 'player 2')

Any rectangle is accepted, so the "whole plane" variation is a large square
with many empty cells.  Errors name the file, line and column:

>>> read_squares("кот\\nко\\n", path="sq.txt")
Traceback (most recent call last):
...
wordgames.errors.InputFormatError: sq.txt:2:3: this row has 2 cells, the first row of the square has 3
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from wordgames.errors import InputFormatError
from wordgames.files import display_name, read_text
from wordgames.i18n import _, ngettext
from wordgames.lexicon.text import CYRILLIC_LETTERS, fold, normalize, script_of

Letter = str
Cell = tuple[int, int]  # (row, column), counted from 0

EMPTY: Letter = "."  # how an empty cell is stored
EMPTY_MARKS = frozenset("._-*?")  # how an empty cell may be written
NAME_COMMENT = re.compile(r"#\s*(?:name|имя)\s*:(?P<name>.*)", re.IGNORECASE)   # the name is stripped after
MAX_NAME = 100
"""The longest name of a square's player (characters)."""


@dataclass(frozen=True)
class Square:
    """A player's filled square: rows of folded letters, :data:`EMPTY` for an empty cell.

    ``notes`` says which look-alike characters of another alphabet were read
    as letters of ours (it does not take part in comparisons).

    >>> sq = Square.parse("бой\\nк.т")
    >>> sq.height, sq.width, sq.letter((1, 2)), sq.letter((1, 1))
    (2, 3, 'т', '.')
    """

    rows: tuple[str, ...]
    name: str | None = None
    notes: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self):
        widths = {len(row) for row in self.rows}
        if len(widths) > 1:
            raise ValueError(f"rows of unequal length: {self.rows!r}")

    @classmethod
    def parse(cls, text: str, *, script: str = "cyrillic") -> "Square":
        """Return the one square written in ``text`` (see :func:`read_squares`)."""
        squares = read_squares(text, script=script)
        if len(squares) != 1:
            raise InputFormatError(_("expected one square, found {n}").format(n=len(squares)))
        return squares[0]

    @property
    def height(self) -> int:
        """Return the number of rows."""
        return len(self.rows)

    @property
    def width(self) -> int:
        """Return the number of columns."""
        return len(self.rows[0]) if self.rows else 0

    def letter(self, cell: Cell) -> Letter:
        """Return the letter in ``cell`` (:data:`EMPTY` for an empty one)."""
        return self.rows[cell[0]][cell[1]]

    def label(self, number: int) -> str:
        """Return the player's name, or ``player N`` for the ``number``-th square of a file (in the interface's language)."""
        return self.name or _("player {n}").format(n=number)

    def json_label(self, number: int) -> str:
        """Return :meth:`label` as JSON gives it, whatever the interface's language: the name, or ``player N``."""
        return self.name or f"player {number}"

    def text(self) -> str:
        """Return the square in the file format, letters separated by spaces.

        >>> print(Square(("бой", "к.т")).text())
        б о й
        к . т
        """
        return "\n".join(" ".join(row) for row in self.rows)


def cell_name(cell: Cell) -> str:
    """Return the name players use for a cell, counted from 1: ``r1c1`` is the top left.

    >>> cell_name((0, 0)), cell_name((5, 2))
    ('r1c1', 'r6c3')
    """
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def read_cell(char: str, script: str = "cyrillic") -> tuple[Letter | None, str | None]:
    """Return (letter, note) for one written cell: a folded letter or :data:`EMPTY`, or None if unknown.

    ``note`` says when a look-alike letter of the other alphabet was read as ours.

    >>> read_cell("Ё"), read_cell("_"), read_cell("%")
    (('е', None), ('.', None), (None, None))
    >>> read_cell("o")
    ('о', "Latin 'o' read as Cyrillic 'о'")
    """
    if char in EMPTY_MARKS:
        return EMPTY, None
    if script == "cyrillic":
        letter = fold(char)
        if letter in CYRILLIC_LETTERS:
            return letter, None
        norm = normalize(char, script)
        if norm.notes and norm.word in CYRILLIC_LETTERS:
            return norm.word, _("Latin {char!r} read as Cyrillic {letter!r}").format(char=char, letter=norm.word)
        return None, None
    norm = normalize(char, script)
    letter = norm.word
    if len(letter) == 1 and letter.isalpha() and (script != "latin" or script_of(letter) == "latin"):
        return letter, (_("Cyrillic {char!r} read as Latin {letter!r}").format(char=char, letter=letter)
                        if norm.notes else None)
    return None, None


MAX_SIDE = 100
"""The most rows a square may have, and cells a row (the «whole plane» variation is a large square)."""
MAX_SQUARES = 64
"""The most squares one file may hold (one a player)."""
MAX_CELLS = 40_000
"""The most cells all the squares of one file may hold together (about a second of scoring)."""
MAX_FILE_BYTES = 4 * 1024 * 1024
"""The largest file of squares read."""


def read_squares(text: str, *, path: str | None = None, script: str = "cyrillic") -> list[Square]:
    """Return the squares written in ``text``, in file order.

    Raises :class:`~wordgames.errors.InputFormatError` naming ``path``, line
    and column for an unknown character, rows of unequal length, a second
    name for one square, a name with no square after it, or no square at all.
    ``script`` is the alphabet of the lexicon (look-alikes of the other one
    are read as its letters).
    """
    squares: list[Square] = []
    rows: list[str] = []
    notes: list[str] = []
    name: tuple[str, int] | None = None  # (name, line number)
    cells = 0

    def close() -> None:
        nonlocal rows, notes, name
        if rows:
            squares.append(Square(tuple(rows), name[0] if name else None, tuple(notes)))
            rows, notes, name = [], [], None

    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped:
            close()
            continue
        if stripped.startswith("#"):
            match = NAME_COMMENT.match(stripped)
            if match and len(match["name"].strip()) > MAX_NAME:
                raise InputFormatError(_("a player's name has at most {n} characters").format(n=MAX_NAME),
                                       path=path, line=number, column=line.index("#") + 1)
            if match and not match["name"].strip().isprintable():
                bad = next(ch for ch in match["name"].strip() if not ch.isprintable())
                raise InputFormatError(_("a player's name is printable text: {name!r} holds {code}").format(
                    name=match["name"].strip(), code=f"U+{ord(bad):04X}"),
                                       path=path, line=number, column=line.index(bad) + 1)
            if match:
                if name is not None:
                    raise InputFormatError(
                        _("a second name {name!r} for the square named {first!r} on line {line}").format(
                            name=match["name"].strip(), first=name[0], line=name[1]),
                        path=path, line=number, column=line.index("#") + 1)
                name = (match["name"].strip(), number)
            continue
        if not rows and len(squares) == MAX_SQUARES:
            raise InputFormatError(_("a file holds at most {n} squares").format(n=MAX_SQUARES),
                                   path=path, line=number, column=1)
        if len(rows) == MAX_SIDE:
            raise InputFormatError(_("a square has at most {n} rows").format(n=MAX_SIDE),
                                   path=path, line=number, column=1)
        row, row_notes = _read_row(line, number, path, script)
        cells += len(row)
        if cells > MAX_CELLS:
            raise InputFormatError(_("the squares of a file hold at most {n} cells together").format(n=MAX_CELLS),
                                   path=path, line=number, column=1)
        if rows and len(row) != len(rows[0]):
            _unequal_row(line, len(row), len(rows[0]), number, path)
        rows.append(row)
        notes.extend(row_notes)
    if name is not None and not rows:
        raise InputFormatError(_("the name {name!r} is not followed by a square").format(name=name[0]),
                               path=path, line=name[1], column=1)
    close()
    if not squares:
        raise InputFormatError(_("no square in the file (only blank lines and comments)")
                               if text.strip() else _("the file is empty"), path=path, line=1, column=1)
    return squares


def _read_row(line: str, number: int, path: str | None, script: str) -> tuple[str, list[str]]:
    """Return the folded cells of one written row and notes on look-alike letters."""
    cells, notes = [], []
    for column, char in enumerate(line, start=1):
        if char.isspace():
            continue
        letter, note = read_cell(char, script)
        if letter is None:
            raise InputFormatError(
                _("unknown character {char!r} (expected a letter or one of . _ - * ? for an empty cell)").format(
                    char=char),
                path=path, line=number, column=column)
        if len(cells) == MAX_SIDE:
            raise InputFormatError(_("a row has at most {n} cells").format(n=MAX_SIDE),
                                   path=path, line=number, column=column)
        cells.append(letter)
        if note:
            notes.append(f"{path + ':' if path else ''}{number}:{column}: {note}")
    return "".join(cells), notes


def _unequal_row(line: str, found: int, expected: int, number: int, path: str | None) -> None:
    """Raise the error for a row whose length differs from the first row's."""
    if found < expected:
        column = len(line.rstrip()) + 1
    else:
        seen = 0
        for column, char in enumerate(line, start=1):
            seen += not char.isspace()
            if seen > expected:
                break
    raise InputFormatError(ngettext("this row has {found} cell, the first row of the square has {n}",
                                    "this row has {found} cells, the first row of the square has {n}",
                                    found).format(found=found, n=expected),
                           path=path, line=number, column=column)


def load_squares(path: str | Path, *, script: str = "cyrillic") -> list[Square]:
    """Return the squares in the UTF-8 file at ``path`` (``-`` reads standard input)."""
    return read_squares(read_text(path, MAX_FILE_BYTES), path=display_name(path), script=script)


def letter_count(square: Square) -> Counter:
    """Return how many times each letter stands in the square (empty cells not counted)."""
    return Counter(ch for row in square.rows for ch in row if ch != EMPTY)


def referee_notes(squares: list[Square]) -> list[str]:
    """Return what a referee would query in one game's squares; none when all is in order.

    Every player writes every called letter, so all squares hold the same
    letters; and the game is played in whole rounds, so the number of calls
    divides by the number of players.

    >>> referee_notes([Square(("кота",), "Оля"), Square(("атко",), "Петя")])
    []
    >>> for note in referee_notes([Square(("кот",), "Оля"), Square(("кит",), "Петя")]):
    ...     print(note)
    Петя's square holds other letters than Оля's: и in place of о
    3 letters make no whole number of rounds for 2 players
    >>> referee_notes([Square(("аав",)), Square(("б..",))])[0]
    "player 2's square holds other letters than player 1's: б in place of а×2, в"
    """
    if len(squares) < 2:
        return []
    notes = []
    first = letter_count(squares[0])
    name = squares[0].label(1)
    for number, square in enumerate(squares[1:], start=2):
        here = letter_count(square)
        if here != first:
            extra, missing = _letters(here - first), _letters(first - here)
            notes.append(_("{name}'s square holds other letters than {first}'s: {extra} in place of {missing}").format(
                name=square.label(number), first=name, extra=extra, missing=missing))
    calls = sum(first.values())
    if calls % len(squares):
        notes.append(ngettext("{calls} letter makes no whole number of rounds for {n} players",
                              "{calls} letters make no whole number of rounds for {n} players",
                              calls).format(calls=calls, n=len(squares)))     # never whole: two players or more
    return notes


def _letters(counts: Counter) -> str:
    """Return e.g. ``'а×2, в'`` for a count of letters, ``'nothing'`` for none."""
    return ", ".join(ch if n == 1 else f"{ch}×{n}" for ch, n in sorted(counts.items())) or _("nothing")
