"""The table drawn as a grid of cards, top row first, for the terminal.

Free places where the hand to move could lay a card are marked ``·``.  The
optional ``paint`` turns a card's text into what is printed (the CLI uses it
to colour red cards); the library itself prints nothing.

>>> from wordgames.games.vertical.cards import parse_card
>>> b = Board(9)
>>> for x, c in [(0, "QH"), (1, "6C"), (2, "7D"), (3, "8S"), (1, "10D")]:
...     b = b.with_card((x, 0 if c != "10D" else 1), parse_card(c))
>>> print(draw_board(b, marks={(0, 1), (2, 1)}, rows=3))
      a    b    c    d
 3 |    |    |    |    |
 2 |  · |10♦ |  · |    |
 1 | Q♥ | 6♣ | 7♦ | 8♠ |
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from wordgames.games.vertical.board import COLUMNS, Board, Cell
from wordgames.games.vertical.cards import SUITS, card_text
from wordgames.games.vertical.table import SEATINGS, Table, hand_name, owner_name
from wordgames.i18n import _

Paint = Callable[[str, object], str]


def _plain(text: str, card: object) -> str:
    return text


def draw_board(board: Board, marks: Iterable[Cell] = (), paint: Paint = _plain,
               rows: int | None = None) -> str:
    """Return the board as rows of 4-character cells; ``rows`` limits how many rows are shown."""
    marks = set(marks)
    if not board.base_complete:
        return _draw_base(board, marks, paint)
    xs = list(board.columns)
    top = board.height if rows is None else rows
    lines = [("    " + "".join(f"  {COLUMNS[i]}  " for i in range(len(xs)))).rstrip()]
    for y in range(top - 1, -1, -1):
        cells = [_cell(board, (x, y), marks, paint) for x in xs]
        lines.append(f"{y + 1:>2} |" + "|".join(cells) + "|")
    return "\n".join(lines)


def _cell(board: Board, cell: Cell, marks: set, paint: Paint) -> str:
    card = board.at.get(cell)
    if card is not None:
        return paint(f"{card_text(card):>3}", card) + " "
    return "  · " if cell in marks else "    "


def _draw_base(board: Board, marks: set, paint: Paint) -> str:
    """Return the row of the first cards, with ``<``/``>`` where the next may go."""
    if not board.placed:
        return _("(the table is empty: the first card starts the base row)")
    xs = list(board.columns)
    left = " < " if (xs[0] - 1, 0) in marks else "   "
    right = " > " if (xs[-1] + 1, 0) in marks else "   "
    cards = "|".join(_cell(board, (x, 0), marks, paint) for x in xs)
    return _("base row: {row}").format(row=f"{left}|{cards}|{right}").rstrip()


def seating_text(table: Table, names: Sequence[str] | None = None) -> str:
    """Return who sits where (section 1) and the order of moves; ``names`` are the seats' players.

    >>> seating_text(Table.for_mode("1x1"), ["Оля", "Петя"])
    'colours alternate round the table, moves go clockwise: Red pile 1 (Оля), Black pile 1 (Петя), Red pile 2 (Оля), Black pile 2 (Петя)'
    """
    def who(hand: int) -> str:
        label = hand_name(table, hand)
        owner = names[table.seat_of(hand)] if names is not None else table.owners[hand]
        if owner == table.owners[hand]:
            owner = owner_name(owner)       # a seat named by its place at the table: its name in the language
        return label if owner == label else f"{label} ({owner})"

    order = ", ".join(who(h) for h in range(table.hands))
    if table.seating == SEATINGS[0]:
        return _("colours alternate round the table, moves go clockwise: {order}").format(order=order)
    return _("each team on one side of the table, moves go across (ёлочкой): {order}").format(order=order)


def hand_text(cards: Iterable, paint: Paint = _plain) -> str:
    """Return a hand as text, suit by suit (♥♦♣♠), low to high.

    >>> from wordgames.games.vertical.cards import parse_card
    >>> hand_text(map(parse_card, "KS 6H AD 10H".split())), hand_text([])
    ('6♥ 10♥ A♦ K♠', '(no cards)')
    """
    ordered = sorted(cards, key=lambda c: (SUITS.index(c.suit), c.rank))
    return " ".join(paint(card_text(c), c) for c in ordered) or _("(no cards)")
