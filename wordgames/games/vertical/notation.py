"""Moves as people write them: ``QH b3``, ``10♦ <``, ``pass``.

Once the base row lies, places are named like chess squares: columns ``a`` …
``d`` from the left end of the base row, rows ``1`` … ``9`` (``13``) upwards,
row 1 being the base.  Before that the first card needs no place, and the
second to fourth cards go ``<`` (left of the row) or ``>`` (right of it).

>>> from wordgames.games.vertical.cards import parse_card
>>> b = Board(9)
>>> parse_move("QH", b)
Place(card=Card(rank=12, suit='♥'), cell=(0, 0))
>>> b = b.with_card((0, 0), parse_card("QH"))
>>> parse_move("10s <", b).cell, parse_move("10s right", b).cell
((-1, 0), (1, 0))
>>> for x, c in [(1, "6D"), (2, "7C"), (-1, "8S")]:
...     b = b.with_card((x, 0), parse_card(c))
>>> parse_move("9h b2", b), cell_name(b, (2, 8))
(Place(card=Card(rank=9, suit='♥'), cell=(0, 1)), 'd9')
"""

from __future__ import annotations

import re

from wordgames.errors import InputFormatError
from wordgames.games.vertical.board import COLUMNS, ORIGIN, Board, Cell
from wordgames.games.vertical.cards import RUSSIAN_SUIT_WORDS, card_text, parse_card
from wordgames.games.vertical.rules import PASS, Move, Place
from wordgames.i18n import _

LEFT_WORDS = ("<", "left", "l", "влево", "слева", "лево")
RIGHT_WORDS = (">", "right", "r", "вправо", "справа", "право")
PASS_WORDS = ("pass", "p", "пас")
"""What a player may type for the pass (section 4): no lone Russian letter, «п» could be a rank's start."""

RUSSIAN_COLUMNS = {"а": "a", "б": "b", "ц": "c", "с": "c", "д": "d"}
"""Columns typed in Russian, as Russian chess names a-d aloud: а, б, ц (or с), д."""


def cell_name(board: Board, cell: Cell) -> str:
    """Return the name of ``cell`` on a board whose base row lies: ``a1`` … ``d9``."""
    x, y = cell
    col = x - board.columns.start
    letter = COLUMNS[col] if 0 <= col < len(COLUMNS) else f"[{col}]"
    return f"{letter}{y + 1}"


def parse_cell(text: str, board: Board) -> Cell:
    """Return the place named ``text`` on ``board``: ``b3`` once the base lies, ``<``/``>`` before."""
    t = text.strip().lower()
    if not board.placed:
        return ORIGIN
    if not board.base_complete:
        if t in LEFT_WORDS:
            return (board.columns.start - 1, 0)
        if t in RIGHT_WORDS:
            return (board.columns.stop, 0)
        raise InputFormatError(_("the base row is not laid yet: say '<' or '>' (left or right of the row), "
                                 "not {text!r}").format(text=text))
    if t[:1] in RUSSIAN_COLUMNS:
        t = RUSSIAN_COLUMNS[t[0]] + t[1:]
    m = re.fullmatch(r"([a-z])(\d{1,3})", t)
    if not m:
        raise InputFormatError(_("a place is a column a-d and a row 1-{height}, like 'b3', not {text!r}").format(
            height=board.height, text=text))
    return (board.columns.start + ord(m.group(1)) - ord("a"), int(m.group(2)) - 1)


def parse_move(text: str, board: Board) -> Move:
    """Return the move written as ``pass`` or ``<card> <place>`` (the first card needs no place)."""
    words = text.split()
    if len(words) >= 2 and words[1].lower() in RUSSIAN_SUIT_WORDS:    # «Д черви б3»: the suit as a word
        words = [f"{words[0]} {words[1]}", *words[2:]]
    if len(words) == 1 and words[0].lower() in PASS_WORDS:
        return PASS
    if not words or len(words) > 2:
        raise InputFormatError(_("write a card and a place, like 'QH b3', or 'pass'; not {text!r}").format(text=text))
    card = parse_card(words[0])
    if len(words) == 1:
        if board.placed and not board.base_complete:
            raise InputFormatError(_("say where {card} goes: '{typed} <' or '{typed} >' (left or right of the row)").format(
                card=card_text(card), typed=words[0]))
        if board.placed:
            raise InputFormatError(_("say where {card} goes, like '{typed} b3'").format(card=card_text(card),
                                                                                    typed=words[0]))
        return Place(card, ORIGIN)
    return Place(card, parse_cell(words[1], board))


def format_move(move: Move, board: Board) -> str:
    """Return ``move`` as written on ``board``, the board it was made on."""
    if move == PASS:
        return "pass"
    card, cell = move
    if not board.placed:
        return str(card)
    if not board.base_complete:
        return f"{card} {'<' if cell[0] < board.columns.start else '>'}"
    return f"{card} {cell_name(board, cell)}"


def move_text(move: Move, board: Board) -> str:
    """Return ``move`` as a person reads it in the interface's language (:func:`format_move`, the cards Russian
    in Russian: ``Д♥ b3``; a pass is «пас»)."""
    if move == PASS:
        return _("pass")
    card, cell = move
    if not board.placed:
        return card_text(card)
    if not board.base_complete:
        return f"{card_text(card)} {'<' if cell[0] < board.columns.start else '>'}"
    return f"{card_text(card)} {cell_name(board, cell)}"
