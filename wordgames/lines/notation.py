"""How a move of the Color Lines cross is written: two cells (``b3 d5``), or the pass, in English or Russian.

:func:`format_move` writes a move as a person types it and :func:`parse_move`
reads it back (only reading: legality is
:func:`~wordgames.lines.board.shift_breaches`'s).  Cells are written as
«Словесный бой» writes them (:mod:`wordgames.battle.notation`).

>>> parse_move(format_move(Shift((0, 2), (1, 0))), 3), parse_move("пас", 3)
(Shift(src=(0, 2), dst=(1, 0)), 'pass')
"""

from __future__ import annotations

import re

from wordgames.battle.notation import cell_label, parse_cell
from wordgames.errors import InputFormatError
from wordgames.i18n import _
from wordgames.lines.board import PASS, Move, Shift

PASS_WORDS = ("pass", "-", "пас", "пропуск")
"""The pass as typed: in English or Russian (a move is cells, so no word of the game can be taken for it)."""
_CELL = re.compile(r"[a-zа-яё]\s*\d+|\d+\s*[a-zа-яё]")


def format_move(move: Move) -> str:
    """Return a move as a person types it: ``b3 d5`` or ``pass``.

    >>> format_move(Shift((2, 1), (4, 3))), format_move(PASS)
    ('b3 d5', 'pass')
    """
    if move == PASS:
        return PASS
    return f"{cell_label(move[0])} {cell_label(move[1])}"


def parse_move(text: str, size: int) -> Move:
    """Return the move typed as ``b3 d5`` (or ``2 2 4 4``: row and column of each), or ``pass`` / ``-``.

    Only reading: whether the move is legal is :func:`.board.shift_breaches`'s to say.

    >>> parse_move("a1 c3", 3), parse_move(" - ", 3), parse_move("1 1 2 2", 3), parse_move("B1→a2", 3)
    (Shift(src=(0, 0), dst=(2, 2)), 'pass', Shift(src=(0, 0), dst=(1, 1)), Shift(src=(0, 1), dst=(1, 0)))
    >>> parse_move("a1", 3)
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: 'a1' is not a move: write two cells, e.g. b3 d5, or pass
    """
    raw = text.strip().lower()
    if raw in PASS_WORDS:
        return PASS
    tokens = _CELL.findall(raw)
    if len(tokens) == 2 and not _CELL.sub("", raw).strip(" ,;:->→"):
        return Shift(parse_cell(tokens[0], size, size), parse_cell(tokens[1], size, size))
    numbers = re.findall(r"\d+", raw)
    if len(numbers) == 4 and not re.sub(r"[\d\s,;:>\-→]", "", raw):
        return Shift(parse_cell(f"{numbers[0]} {numbers[1]}", size, size),
                     parse_cell(f"{numbers[2]} {numbers[3]}", size, size))
    raise InputFormatError(_("{text!r} is not a move: write two cells, e.g. b3 d5, or pass").format(text=text.strip()))
