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

A column may be typed in Russian too, as Russian chess says the letters a-h aloud
(а, б, ц or с, д, е, ф, г, х); any other Cyrillic letter is refused, never guessed:

>>> parse_cell("б3", 6, 6), parse_cell("ц1", 6, 6), parse_cell("с1", 6, 6), parse_cell("3Ф", 6, 6)
((2, 1), (0, 2), (0, 2), (2, 5))
>>> parse_cell("в3", 6, 6)
Traceback (most recent call last):
...
wordgames.errors.InputFormatError: 'в3': column letters are a to f (in Russian а, б, ц, д, е, ф)
"""

from __future__ import annotations

import re
import string

from wordgames.battle.letters import ALPHABET, Letter
from wordgames.battle.square import Cell
from wordgames.errors import InputFormatError
from wordgames.i18n import _
from wordgames.lexicon.text import fold

COLUMNS = string.ascii_lowercase
_LETTER_NUMBER = re.compile(r"^\s*([a-z])\s*(\d+)\s*$|^\s*(\d+)\s*([a-z])\s*$")
_TWO_NUMBERS = re.compile(r"^\s*(\d+)\s*[\s,;:/x×-]\s*(\d+)\s*$")
RUSSIAN_COLUMNS = {"а": "a", "б": "b", "ц": "c", "с": "c", "д": "d", "е": "e", "ф": "f", "г": "g", "х": "h"}
"""Columns a-h typed in Russian, as Russian chess names them aloud; «с» is the look-alike of c."""
_RUSSIAN_CELL = re.compile(r"^\s*([а-яё])\s*(\d+)\s*$|^\s*(\d+)\s*([а-яё])\s*$")


def cell_label(cell: Cell) -> str:
    """Return the name of a cell at the terminal, e.g. ``b3``."""
    return f"{COLUMNS[cell[1]]}{cell[0] + 1}"


def parse_cell(text: str, height: int, width: int) -> Cell:
    """Return the cell (row, column from 0) written as ``b3``, ``3b`` or ``2 3``; raise on anything else."""
    raw = text.strip().lower()
    russian_cell = _RUSSIAN_CELL.match(raw)
    if russian_cell:
        if (russian_cell[1] or russian_cell[4]) not in RUSSIAN_COLUMNS:
            russian = ", ".join([k for k in RUSSIAN_COLUMNS if k != "с"][:width])
            raise InputFormatError(_("{text!r}: column letters are a to {last} (in Russian {russian})").format(
                text=text.strip(), last=COLUMNS[width - 1], russian=russian))
        raw = "".join(RUSSIAN_COLUMNS.get(ch, ch) for ch in raw)
    match = _LETTER_NUMBER.match(raw)
    if match:
        column_letter = match[1] or match[4]
        row, column = int(match[2] or match[3]), COLUMNS.index(column_letter) + 1
        if column > width:
            raise InputFormatError(_("{text!r}: there is no column {letter} (columns a to {last})").format(
                text=text.strip(), letter=column_letter, last=COLUMNS[width - 1]))
    else:
        match = _TWO_NUMBERS.match(raw)
        if not match:
            raise InputFormatError(_("{text!r} is not a cell: write it like b3 (column, row) "
                                     "or 2 3 (row, column)").format(text=text.strip()))
        row, column = int(match[1]), int(match[2])
        if not 1 <= column <= width:
            raise InputFormatError(_("{text!r}: there is no column {column} (columns 1 to {width})").format(
                text=text.strip(), column=column, width=width))
    if not 1 <= row <= height:
        raise InputFormatError(_("{text!r}: there is no row {row} (rows 1 to {height})").format(
            text=text.strip(), row=row, height=height))
    return row - 1, column - 1


def parse_letter(text: str) -> Letter:
    """Return the one letter typed (either case, ё as е); raise on anything else."""
    letter = fold(text.strip())
    if len(letter) != 1 or letter not in ALPHABET:
        raise InputFormatError(_("{text!r} is not one Russian letter").format(text=text.strip()))
    return letter
