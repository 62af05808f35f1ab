"""The Yam score sheet: boxes, what a throw scores in each box, columns and their totals.

A column of the sheet has eleven boxes that players fill, one per turn:
the upper boxes «1»…«6» (the sum of the dice showing that face), «−» and «+»
(the sum of all dice; «+» must end up greater than «−»), «Дом», «Ряд» and
«Яма».  Three lines are computed, never filled: «Сумма» (the upper boxes),
«Бонус» (30 when Сумма ≥ 60) and «Счёт» (everything).

The text defines Дом and Яма only by their bonus (sum + 20, sum + 40); the
example sheet in the text is the only evidence of what they require.  The
default :class:`Rules` reads Дом as a full house and Яма as four of a kind
(five equal dice also count for both), under which every entry of the example
sheet is possible; the other readings are rule options.

>>> r = Rules()
>>> box_score("Дом", (2, 2, 6, 6, 6), r), box_score("Яма", (2, 4, 4, 4, 4), r)
(42, 58)
>>> box_score("Яма", (2, 4, 4, 4, 4), Rules(yama=FIVE_OF_A_KIND))
0
>>> box_score("Ряд", (2, 3, 4, 5, 6), r), box_score("4", (4, 4, 4, 4, 1), r)
(50, 16)
>>> col = Column.empty().fill("-", 21).fill("+", 31)
>>> col.total()
52
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterator

from wordgames.errors import InputFormatError
from wordgames.games.dice import Dice, read_cyrillic, throws
from wordgames.games.yam.about import (DOM_READINGS, FIVE_OF_A_KIND, FOUR_OF_A_KIND, FULL_HOUSE, THREE_OF_A_KIND,
                                       YAMA_READINGS)
from wordgames.i18n import N_, _

Box = str
"""The name of a box of the sheet, as printed: "1" … "6", "-", "+", "Дом", "Ряд", "Яма"."""

UPPER: tuple[Box, ...] = ("1", "2", "3", "4", "5", "6")
MINUS: Box = "-"
PLUS: Box = "+"
DOM: Box = "Дом"
RYAD: Box = "Ряд"
YAMA: Box = "Яма"
BOXES: tuple[Box, ...] = UPPER + (MINUS, PLUS, DOM, RYAD, YAMA)
"""The eleven boxes a player fills, top to bottom as on the sheet."""

SUMMA, BONUS, SCHYOT = "Сумма", "Бонус", "Счёт"
"""The computed lines of the sheet."""

BONUS_AT = 60
"""Сумма at which the Бонус is earned."""
BONUS_POINTS = 30
DOM_EXTRA, RYAD_EXTRA, YAMA_EXTRA = 20, 30, 40
"""What Дом, Ряд and Яма add to the sum of the dice."""

FREE, DOWN, UP, FIRST = "free", "down", "up", "first"
"""Column kinds: any order; top to bottom; bottom to top (from Яма); from a turn's first roll only."""
VARIANTS: dict[int, tuple[str, ...]] = {1: (FREE,), 3: (DOWN, UP, FREE), 4: (DOWN, UP, FREE, FIRST)}
"""The variants of the text by number of columns."""
KIND_WORDS = {DOWN: N_("top-down"), UP: N_("bottom-up"), FREE: N_("free"), FIRST: N_("first roll")}
"""The column kinds as a person reads them (translated when shown)."""

ALIASES: dict[str, Box] = {
    "−": MINUS, "–": MINUS, "minus": MINUS, "минус": MINUS, "plus": PLUS, "плюс": PLUS,
    "дом": DOM, "д": DOM, "full": DOM, "house": DOM, "f": DOM, "dom": DOM,
    "ряд": RYAD, "р": RYAD, "straight": RYAD, "s": RYAD, "ryad": RYAD, "riad": RYAD,
    "яма": YAMA, "я": YAMA, "yam": YAMA, "y": YAMA, "yama": YAMA,
}


@dataclass(frozen=True)
class Rules:
    """The rule options of Yam: how Дом and Яма are read (see docs/yam.md)."""

    dom: str = FULL_HOUSE
    yama: str = FOUR_OF_A_KIND

    def __post_init__(self):
        if self.dom not in DOM_READINGS:
            raise InputFormatError(_("dom: one of {choices}, not {value}").format(
                choices=", ".join(DOM_READINGS), value=f"{self.dom!r:.40}"))
        if self.yama not in YAMA_READINGS:
            raise InputFormatError(_("yama: one of {choices}, not {value}").format(
                choices=", ".join(YAMA_READINGS), value=f"{self.yama!r:.40}"))

    def to_dict(self) -> dict[str, str]:
        """Return the options as a JSON-ready dict."""
        return {"dom": self.dom, "yama": self.yama}

    def key(self) -> str:
        """Return a short name of the options, for file names."""
        return f"dom={self.dom},yama={self.yama}"


def box_name(text: str) -> Box:
    """Return the box named by ``text`` (its printed name or an alias); raise KeyError if none.

    >>> box_name("яма"), box_name("−"), box_name("6"), box_name("Ryad"), box_name("плюс")
    ('Яма', '-', '6', 'Ряд', '+')
    """
    t = read_cyrillic(text.strip())
    if t in BOXES:
        return t
    return ALIASES[t.lower()]


def is_full_house(dice: Dice) -> bool:
    """Return whether the dice are three of one face and two of another (five equal dice count)."""
    counts = sorted(Counter(dice).values())
    return counts in ([2, 3], [5])


def has_n_of_a_kind(dice: Dice, n: int) -> bool:
    """Return whether at least ``n`` dice show the same face."""
    return max(Counter(dice).values()) >= n


def is_ryad(dice: Dice) -> bool:
    """Return whether the five dice are 1-2-3-4-5 or 2-3-4-5-6."""
    return tuple(dice) in ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))


def box_score(box: Box, dice: Dice, rules: Rules) -> int:
    """Return what the (sorted) dice score in ``box``, before the «−»/«+» check (see :func:`plus_minus_score`)."""
    total = sum(dice)
    if box in UPPER:
        face = int(box)
        return face * dice.count(face)
    if box in (MINUS, PLUS):
        return total
    if box == DOM:
        ok = is_full_house(dice) if rules.dom == FULL_HOUSE else has_n_of_a_kind(dice, 3)
        return total + DOM_EXTRA if ok else 0
    if box == RYAD:
        return total + RYAD_EXTRA if is_ryad(dice) else 0
    if box == YAMA:
        return total + YAMA_EXTRA if has_n_of_a_kind(dice, 4 if rules.yama == FOUR_OF_A_KIND else 5) else 0
    raise KeyError(box)


def plus_minus_score(box: Box, total: int, other: int | None) -> int:
    """Return what a sum of ``total`` scores in «−» or «+» when the other box holds ``other``.

    «+» must be greater than «−», whichever is filled first; otherwise the box
    being filled gets 0.

    >>> plus_minus_score("+", 20, 19), plus_minus_score("+", 19, 19), plus_minus_score("-", 18, 19)
    (20, 0, 18)
    """
    if other is None:
        return total
    ok = total > other if box == PLUS else total < other
    return total if ok else 0


@functools.cache
def possible_values(box: Box, rules: Rules) -> frozenset[int]:
    """Return every value that can stand in ``box`` (0 included) on its own."""
    return frozenset({0} | {box_score(box, t, rules) for t in throws(5)})


@dataclass(frozen=True)
class Column:
    """One column of a player's sheet: the eleven boxes, each a number or None while empty."""

    values: tuple[int | None, ...] = field(default=(None,) * len(BOXES))

    @classmethod
    def empty(cls) -> "Column":
        return cls()

    @classmethod
    def from_mapping(cls, filled: dict[Box, int]) -> "Column":
        """Return the column with the given boxes filled."""
        return cls(tuple(filled.get(b) for b in BOXES))

    def __getitem__(self, box: Box) -> int | None:
        return self.values[BOXES.index(box)]

    def fill(self, box: Box, value: int) -> "Column":
        """Return this column with ``box`` (which must be empty) set to ``value``."""
        i = BOXES.index(box)
        if self.values[i] is not None:
            raise ValueError(f"box {box} is already filled")
        return Column(self.values[:i] + (value,) + self.values[i + 1:])

    def empty_boxes(self) -> tuple[Box, ...]:
        """Return the empty boxes, top to bottom."""
        return tuple(b for b, v in zip(BOXES, self.values) if v is None)

    def filled(self) -> dict[Box, int]:
        """Return the filled boxes and their values."""
        return {b: v for b, v in zip(BOXES, self.values) if v is not None}

    def is_full(self) -> bool:
        return None not in self.values

    def other_plus_minus(self, box: Box) -> int | None:
        """Return the value in the partner of «−»/«+» ``box`` (None while it is empty)."""
        return self[PLUS if box == MINUS else MINUS]

    def score(self, box: Box, dice: Dice, rules: Rules) -> int:
        """Return what ``dice`` would score in ``box`` of this column (the «−»/«+» check included)."""
        raw = box_score(box, dice, rules)
        if box in (MINUS, PLUS):
            return plus_minus_score(box, raw, self.other_plus_minus(box))
        return raw

    def summa(self) -> int:
        """Return Сумма: the sum of the filled upper boxes."""
        return sum(v for b, v in zip(BOXES, self.values) if b in UPPER and v is not None)

    def bonus(self) -> int:
        """Return Бонус: 30 once Сумма reaches 60, else 0."""
        return BONUS_POINTS if self.summa() >= BONUS_AT else 0

    def total(self) -> int:
        """Return Счёт: Сумма + Бонус + the lower boxes (of the filled boxes so far)."""
        lower = sum(v for b, v in zip(BOXES, self.values) if b not in UPPER and v is not None)
        return self.summa() + self.bonus() + lower


def open_boxes(column: Column, kind: str, first_roll: bool) -> Iterator[Box]:
    """Yield the boxes of ``column`` that may be filled now under the column's ``kind``.

    >>> list(open_boxes(Column.empty(), DOWN, False)), list(open_boxes(Column.empty(), UP, True))
    (['1'], ['Яма'])
    >>> list(open_boxes(Column.empty(), FIRST, False))
    []
    """
    empty = column.empty_boxes()
    if not empty:
        return
    if kind == DOWN:
        yield empty[0]
    elif kind == UP:
        yield empty[-1]
    elif kind == FREE or (kind == FIRST and first_roll):
        yield from empty


def next_in_order(column: Column, kind: str) -> Box | None:
    """Return the box a top-down or bottom-up column takes next (None when it is full).

    >>> next_in_order(Column.empty().fill("1", 3), DOWN), next_in_order(Column.empty(), UP)
    ('2', 'Яма')
    """
    values = column.values
    if None not in values:
        return None
    if kind == DOWN:
        return BOXES[values.index(None)]
    return BOXES[len(values) - 1 - values[::-1].index(None)]


def value_problem(box: Box, value: int, rules: Rules) -> str | None:
    """Return why ``value`` cannot stand in ``box`` on its own, or None if it can.

    >>> value_problem("Ряд", 47, Rules())
    'Ряд 47 cannot occur: only 0, 45 or 50'
    >>> value_problem("3", 10, Rules())
    '3 10 cannot occur: only a multiple of 3 up to 15'
    """
    if value in possible_values(box, rules):
        return None
    if box in UPPER:
        why = _("only a multiple of {box} up to {top}").format(box=box, top=5 * int(box))
    elif box == RYAD:
        why = _("only 0, 45 or 50")
    elif box in (MINUS, PLUS):
        why = _("only 0 or a sum of five dice (5-30)")
    elif box == DOM:
        why = (_(DOM_PROBLEM[rules.dom]).format(sum=value - DOM_EXTRA, extra=DOM_EXTRA, option=rules.dom))
    else:
        why = (_(YAMA_PROBLEM[rules.yama]).format(sum=value - YAMA_EXTRA, extra=YAMA_EXTRA, option=rules.yama))
    return _("{box} {value} cannot occur: {why}").format(box=box, value=value, why=why)


DOM_PROBLEM = {
    FULL_HOUSE: N_("no full house sums to {sum} (Дом is 0 or a full house + {extra}; rule option dom={option})"),
    THREE_OF_A_KIND: N_("no three of a kind sums to {sum} (Дом is 0 or three of a kind + {extra}; "
                        "rule option dom={option})"),
}
YAMA_PROBLEM = {
    FOUR_OF_A_KIND: N_("no four of a kind sums to {sum} (Яма is 0 or four of a kind + {extra}; "
                       "rule option yama={option})"),
    FIVE_OF_A_KIND: N_("no five of a kind sums to {sum} (Яма is 0 or five of a kind + {extra}; "
                       "rule option yama={option})"),
}


def plus_minus_problem(minus: int | None, plus: int | None) -> str | None:
    """Return why the pair «−»/«+» cannot occur together, or None if it can.

    The box filled first always holds the sum of its dice (5-30); the one
    filled second holds its sum or 0 when «+» would not exceed «−».

    >>> plus_minus_problem(21, 31), plus_minus_problem(0, 20), plus_minus_problem(19, 0)
    (None, None, None)
    >>> plus_minus_problem(20, 19)
    '«+» 19 must be greater than «−» 20 (or be 0)'
    """
    if minus is None and plus is None:
        return None
    if minus is None or plus is None:
        value = plus if minus is None else minus
        if 5 <= value <= 30:
            return None
        return _("«{box}» {value} cannot be filled first: the sum of five dice is 5-30").format(
            box=PLUS if minus is None else MINUS, value=value)
    if minus == 0 and plus == 0:
        return _("«−» and «+» cannot both be 0: the box filled first holds its sum")
    if minus == 0 or plus == 0 or plus > minus:
        return None
    return _("«+» {plus} must be greater than «−» {minus} (or be 0)").format(plus=plus, minus=minus)


ORDER_PROBLEM = {DOWN: N_("this column is filled from the top down, but {gap} is empty before a filled box"),
                 UP: N_("this column is filled from the bottom up (Яма first), but {gap} is empty before a filled box")}


def order_problem(column: Column, kind: str) -> str | None:
    """Return why the filled boxes break the column's order (top-down or bottom-up), or None."""
    filled = [v is not None for v in column.values]
    if kind == UP:
        filled.reverse()
    if kind in (DOWN, UP) and filled != sorted(filled, reverse=True):
        gap = (BOXES if kind == DOWN else BOXES[::-1])[filled.index(False)]
        return _(ORDER_PROBLEM[kind]).format(gap=gap)
    return None


VALUE_CODE, PLUS_MINUS_CODE, ORDER_CODE = "value", "plus-minus", "order"
"""The stable codes of a column's problems (``--json``), beside their messages in the active language."""


def column_problems(column: Column, kind: str, rules: Rules) -> list[tuple[Box | None, str, str]]:
    """Return every reason this column cannot occur, as (box or None, message, code) triples; [] if it can."""
    problems: list[tuple[Box | None, str, str]] = []
    both_pm = column[MINUS] is not None and column[PLUS] is not None
    for box, value in column.filled().items():
        if box not in (MINUS, PLUS) or (both_pm and value != 0):
            why = value_problem(box, value, rules)
            if why:
                problems.append((box, why, VALUE_CODE))
    pm = plus_minus_problem(column[MINUS], column[PLUS])
    if pm:
        problems.append((PLUS if column[PLUS] is not None else MINUS, pm, PLUS_MINUS_CODE))
    order = order_problem(column, kind)
    if order:
        problems.append((None, order, ORDER_CODE))
    return problems
