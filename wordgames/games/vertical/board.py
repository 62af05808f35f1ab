"""The table top of «Гонки по вертикали»: where cards lie and where the next may go.

Coordinates are relative to the first card, which lies at :data:`ORIGIN`
``(0, 0)``; ``x`` grows to the right and ``y`` upwards.  The second to fourth
cards extend the first card's row to the left or right (rule 7), so once four
cards lie the *base row* fixes the imagined 4×9 (4×13) rectangle of rule 6:
columns ``xmin … xmin+3``, rows ``0 … height-1``; the far row is the top one.

Rules 1, 6, 7 and 8 say *where* a card may go (:func:`geometry_breaches`);
rules 2–5 say *which* card may go there, and depend only on the cards that
touch the place (:func:`cell_rule`, :func:`card_breaches`).

>>> b = Board(9).with_card((0, 0), Card(12, "♥")).with_card((1, 0), Card(7, "♣"))
>>> sorted(open_cells(b))
[(-1, 0), (2, 0)]
>>> rule = cell_rule(b, (2, 0))          # touches only the 7♣
>>> fits(Card(8, "♦"), rule), fits(Card(6, "♦"), rule)    # rule 3: must beat the 7♣
(True, False)
>>> fits(Card(6, "♠"), rule), fits(Card(9, "♣"), rule)    # rule 5: own colour; rule 2: same suit
(True, False)
>>> card_breaches(Card(6, "♦"), rule)
[Breach(rule='3', message='6♦ touches only 7♣ of the other team and is not higher')]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from wordgames.errors import Breach
from wordgames.games.vertical.cards import TEAMS, Card, Suit, Team, card_text
from wordgames.i18n import _

Cell = tuple[int, int]
"""``(x, y)``: column to the right of the first card, row above the base row."""

ORIGIN: Cell = (0, 0)
"""Where the first card lies."""

WIDTH = 4
"""Cards in the base row and in every row of the rectangle (rules 6–8)."""

STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
"""The four orthogonal neighbours (rule 1: "справа, слева, сверху или снизу")."""


@dataclass(frozen=True)
class Board:
    """The cards on the table, in the order they were laid, and the rectangle's height."""

    height: int
    placed: tuple[tuple[Cell, Card], ...] = ()

    @cached_property
    def at(self) -> dict[Cell, Card]:
        """Return the card lying on each taken place."""
        return dict(self.placed)

    @property
    def base_complete(self) -> bool:
        """Return whether the base row of four cards lies (rule 8)."""
        return len(self.placed) >= WIDTH

    @cached_property
    def columns(self) -> range:
        """Return the columns of the row of the first card, or of the rectangle once the base lies."""
        xs = [x for (x, y), _card in self.placed if y == 0]
        return range(min(xs), max(xs) + 1) if xs else range(0)

    def far_row(self) -> list[Cell]:
        """Return the places of the far row, left to right (only once the base lies)."""
        return [(x, self.height - 1) for x in self.columns] if self.base_complete else []

    def with_card(self, cell: Cell, card: Card) -> "Board":
        """Return the board with ``card`` laid on ``cell`` (no checks)."""
        return Board(self.height, self.placed + ((cell, card),))

    def inside(self, cell: Cell) -> bool:
        """Return whether ``cell`` lies in the rectangle (only meaningful once the base lies)."""
        x, y = cell
        return x in self.columns and 0 <= y < self.height


COLUMNS = "abcd"
"""The names of the rectangle's columns, left to right, as people write places (``b3``)."""


def place_name(board: Board, cell: Cell) -> str:
    """Return how people name ``cell``: ``b3`` inside the rectangle once the base lies, else ``(x, y)``.

    >>> b = Board(9, tuple(((x, 0), Card(6 + x, "♥♣♦♠"[x])) for x in range(-1, 3)))
    >>> place_name(b, (0, 2)), place_name(b, (3, 0)), place_name(Board(9), (1, 0))
    ('b3', '(3, 0)', '(1, 0)')
    """
    x, y = cell
    if board.base_complete and x in board.columns and y >= 0:
        return f"{COLUMNS[x - board.columns.start]}{y + 1}"
    return f"({x}, {y})"


def neighbours(cell: Cell) -> list[Cell]:
    """Return the four places touching ``cell`` side by side or above and below."""
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in STEPS]


def geometry_rules(board: Board, cell: Cell) -> list[str]:
    """Return the rules (1, 6, 7, 8; ``(3)`` for the first card, ``(5)`` for a taken place) laying a card on
    ``cell`` breaks: the names only, cheaply, for the generator; :func:`geometry_breaches` words them."""
    if not board.placed:
        return [] if cell == ORIGIN else ["(3)"]
    at = board.at
    if cell in at:
        return ["(5)"]
    broken = []
    x, y = cell
    if (x + 1, y) not in at and (x - 1, y) not in at and (x, y + 1) not in at and (x, y - 1) not in at:
        broken.append("1")
    if not board.base_complete:
        if y != 0:
            broken.append("7")
    elif y < 0:
        broken.append("8")
    elif not board.inside(cell):
        broken.append("6")
    return broken


def geometry_breaches(board: Board, cell: Cell) -> list[Breach]:
    """Return the breaches of rules 1, 6, 7, 8 (and sections (3), (5)) of laying a card on ``cell``, worded."""
    name = place_name(board, cell)
    taken = board.at.get(cell)
    words = {
        "(3)": lambda: _("the first card starts the table: it goes where the table begins"),
        "(5)": lambda: _("the place {name} is taken by {card}").format(name=name, card=card_text(taken)),
        "1": lambda: _("the place {name} touches no card on the table").format(name=name),
        "7": lambda: _("the second to fourth cards go in the row of the first card"),
        "8": lambda: _("after the base row every card goes upwards from it"),
        "6": lambda: _("the place {name} is outside the {width}×{height} rectangle").format(
            name=name, width=WIDTH, height=board.height),
    }
    return [Breach(rule, words[rule]()) for rule in geometry_rules(board, cell)]


def open_cells(board: Board) -> set[Cell]:
    """Return every place where some card could go by rules 1, 6, 7, 8 (and (3), (5))."""
    if not board.placed:
        return {ORIGIN}
    around = {n for cell, _card in board.placed for n in neighbours(cell)}
    return {c for c in around if not geometry_rules(board, c)}


@dataclass(frozen=True)
class CellRule:
    """What rules 2–5 ask of a card laid on one place, given the cards touching it.

    ``forbidden`` are the suits already touching (rule 2).  ``must_beat[team]``
    are the cards a card of ``team`` must beat at least one of: the touching
    cards of the other team when none of ``team``'s own touch (rules 3, 4),
    else nothing (rule 5).
    """

    touching: tuple[Card, ...]
    forbidden: frozenset[Suit]
    must_beat: dict[Team, tuple[Card, ...]] = field(hash=False)

    @cached_property
    def floor(self) -> dict[Team, int]:
        """Return, per team, the rank a card must exceed (0 when any rank will do)."""
        return {t: min((c.rank for c in cards), default=0) for t, cards in self.must_beat.items()}


def cell_rule(board: Board, cell: Cell) -> CellRule:
    """Return what rules 2–5 ask of a card laid on ``cell``."""
    touching = tuple(board.at[n] for n in neighbours(cell) if n in board.at)
    must_beat = {}
    for team in TEAMS:
        own = any(c.colour == team for c in touching)
        must_beat[team] = () if own else touching
    return CellRule(touching, frozenset(c.suit for c in touching), must_beat)


def fits(card: Card, rule: CellRule) -> bool:
    """Return whether ``card`` obeys rules 2–5 on the place ``rule`` describes."""
    return card.suit not in rule.forbidden and card.rank > rule.floor[card.colour]


def card_breaches(card: Card, rule: CellRule) -> list[Breach]:
    """Return the breaches of rules 2–5 of laying ``card`` on the place ``rule`` describes."""
    breaches = [Breach("2", _("{card} would touch {other} of the same suit").format(card=card_text(card),
                                                                                   other=card_text(c)))
                for c in rule.touching if c.suit == card.suit]
    beat = rule.must_beat[card.colour]
    if beat and all(card.rank <= c.rank for c in beat):
        if len(beat) == 1:
            breaches.append(Breach("3", _("{card} touches only {other} of the other team and is not higher").format(
                card=card_text(card), other=card_text(beat[0]))))
        else:
            names = ", ".join(map(card_text, beat))
            breaches.append(Breach("4", _("{card} touches {others} of the other team and none of its own, "
                                          "and is higher than none of them").format(card=card_text(card),
                                                                                     others=names)))
    return breaches

