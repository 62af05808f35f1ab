"""How people write cells and letters at the terminal: ``b3`` or ``2 3``, a letter in either case.

Columns are lettered from ``a`` (left) and rows numbered from 1 (top), as on
a chessboard turned upside down: ``b3`` is column b of row 3.  Two numbers
are row then column: ``2 3`` is row 2, column 3.

>>> parse_cell("b3", 6, 6), parse_cell("2 3", 6, 6), parse_cell(" 3B ", 6, 6), parse_cell("2,3", 6, 6)
((2, 1), (1, 2), (2, 1), (1, 2))
>>> cell_label((2, 1))
'b3'
>>> parse_cell("g1", 6, 6)
Traceback (most recent call last):
...
wordgames.errors.InputFormatError: 'g1': there is no column g (columns a to f)
>>> parse_letter("Ё"), parse_letter(" к ")
('е', 'к')
"""

from __future__ import annotations

import re
import string

from wordgames.battle.letters import ALPHABET, Letter
from wordgames.battle.square import Cell
from wordgames.errors import InputFormatError
from wordgames.lexicon.text import fold

COLUMNS = string.ascii_lowercase
_LETTER_NUMBER = re.compile(r"^\s*([a-z])\s*(\d+)\s*$|^\s*(\d+)\s*([a-z])\s*$")
_TWO_NUMBERS = re.compile(r"^\s*(\d+)\s*[\s,;:/x×-]\s*(\d+)\s*$")


def cell_label(cell: Cell) -> str:
    """Return the name of a cell at the terminal, e.g. ``b3``."""
    return f"{COLUMNS[cell[1]]}{cell[0] + 1}"


def parse_cell(text: str, height: int, width: int) -> Cell:
    """Return the cell (row, column from 0) written as ``b3``, ``3b`` or ``2 3``; raise on anything else."""
    raw = text.strip().lower()
    match = _LETTER_NUMBER.match(raw)
    if match:
        column_letter = match[1] or match[4]
        row, column = int(match[2] or match[3]), COLUMNS.index(column_letter) + 1
        if column > width:
            raise InputFormatError(f"{text.strip()!r}: there is no column {column_letter} "
                                   f"(columns a to {COLUMNS[width - 1]})")
    else:
        match = _TWO_NUMBERS.match(raw)
        if not match:
            raise InputFormatError(f"{text.strip()!r} is not a cell: write it like b3 (column, row) "
                                   f"or 2 3 (row, column)")
        row, column = int(match[1]), int(match[2])
        if not 1 <= column <= width:
            raise InputFormatError(f"{text.strip()!r}: there is no column {column} (columns 1 to {width})")
    if not 1 <= row <= height:
        raise InputFormatError(f"{text.strip()!r}: there is no row {row} (rows 1 to {height})")
    return row - 1, column - 1


def parse_letter(text: str) -> Letter:
    """Return the one letter typed (either case, ё as е); raise on anything else."""
    letter = fold(text.strip())
    if len(letter) != 1 or letter not in ALPHABET:
        raise InputFormatError(f"{text.strip()!r} is not one Russian letter")
    return letter
