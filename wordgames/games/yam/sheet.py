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
from dataclasses import dataclass, field, replace
from typing import Iterator

from wordgames.errors import InputFormatError
from wordgames.games.dice import Dice, read_cyrillic, throws
from wordgames.games.yam.about import (DOM_READINGS, FIVE_OF_A_KIND, FOUR_OF_A_KIND, FULL_HOUSE, THREE_OF_A_KIND,
                                       YAMA_READINGS)
from wordgames.games.yam.rulesets import (EXTRA_YAHTZEE, RULE_SETS, YAHTZEE, YAHTZEE_POINTS, YAM, YATZY, RuleSet,
                                          joker_score, read_box, yahtzee_score, yatzy_score)
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

YAHTZEE_BONUS_HELD = YAHTZEE_POINTS
"""What the Yahtzee box must hold for a further Yahtzee to earn the extra bonus."""

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
    """The rule options of Yam: the rule set (the text's Yam, Yahtzee or Yatzy) and, in Yam, how Дом and Яма are
    read (see docs/yam.md).

    >>> Rules(ruleset="yahtzee").boxes[6:9], Rules(ruleset="yatzy").bonus_points
    (('Тройка', 'Каре', 'Фул-хаус'), 50)
    """

    dom: str = FULL_HOUSE
    yama: str = FOUR_OF_A_KIND
    ruleset: str = YAM

    def __post_init__(self):
        if self.ruleset not in RULE_SETS:
            raise InputFormatError(_("rules: one of {choices}, not {value}").format(
                choices=", ".join(RULE_SETS), value=f"{self.ruleset!r:.40}"))
        if self.ruleset != YAM and (self.dom, self.yama) != (FULL_HOUSE, FOUR_OF_A_KIND):
            raise InputFormatError(_("dom and yama are readings of the yam rules only, not of {rules}").format(
                rules=self.ruleset))
        if self.dom not in DOM_READINGS:
            raise InputFormatError(_("dom: one of {choices}, not {value}").format(
                choices=", ".join(DOM_READINGS), value=f"{self.dom!r:.40}"))
        if self.yama not in YAMA_READINGS:
            raise InputFormatError(_("yama: one of {choices}, not {value}").format(
                choices=", ".join(YAMA_READINGS), value=f"{self.yama!r:.40}"))

    @property
    def set(self) -> RuleSet:
        """Return the rule set's description."""
        return RULE_SETS[self.ruleset]

    @property
    def boxes(self) -> tuple[Box, ...]:
        """Return the boxes of a column under these rules, top to bottom."""
        return RULE_SETS[self.ruleset].boxes

    @property
    def bonus_at(self) -> int:
        """Return the Сумма of the upper boxes that earns the Бонус."""
        return RULE_SETS[self.ruleset].bonus_at

    @property
    def bonus_points(self) -> int:
        """Return the Бонус."""
        return RULE_SETS[self.ruleset].bonus_points

    def to_dict(self) -> dict[str, str]:
        """Return the options as a JSON-ready dict (Yam's as before: its readings alone).

        >>> Rules().to_dict(), Rules(ruleset="yatzy").to_dict()
        ({'dom': 'full-house', 'yama': 'four-of-a-kind'}, {'rules': 'yatzy'})
        """
        if self.ruleset != YAM:
            return {"rules": self.ruleset}
        return {"dom": self.dom, "yama": self.yama}

    @classmethod
    def from_dict(cls, data: dict) -> "Rules":
        """Return the options :meth:`to_dict` wrote (raise InputFormatError, KeyError or TypeError otherwise)."""
        if "rules" in data:
            if set(data) != {"rules"} or not isinstance(data["rules"], str):
                raise InputFormatError(_("rules: a rule set name alone"))
            return cls(ruleset=data["rules"])
        return cls(data["dom"], data["yama"])

    def key(self) -> str:
        """Return a short name of the options, for file names."""
        if self.ruleset != YAM:
            return self.ruleset
        return f"dom={self.dom},yama={self.yama}"


def box_name(text: str, rules: "Rules | None" = None) -> Box:
    """Return the box named by ``text`` (its printed name or an alias) under ``rules`` (default: Yam's); raise
    KeyError if none.

    >>> box_name("яма"), box_name("−"), box_name("6"), box_name("Ryad"), box_name("плюс")
    ('Яма', '-', '6', 'Ряд', '+')
    >>> box_name("full house", Rules(ruleset="yahtzee")), box_name("6", Rules(ruleset="yatzy"))
    ('Фул-хаус', '6')
    """
    if rules is not None and rules.ruleset != YAM:
        t = text.strip()
        return t if t in UPPER else read_box(read_cyrillic(t), rules.boxes)
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
    """Return what the (sorted) dice score in ``box``, before the «−»/«+» check (see :func:`plus_minus_score`)
    and the joker of Yahtzee (:meth:`Column.score`)."""
    if rules.ruleset == YAHTZEE:
        return yahtzee_score(box, dice)
    if rules.ruleset == YATZY:
        return yatzy_score(box, dice)
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
    """Return every value that can stand in ``box`` (0 included) on its own (a joker's too)."""
    jokers = {joker_score(box, (f,) * 5) for f in range(1, 7)} if rules.set.joker_box else set()
    return frozenset({0} | jokers | {box_score(box, t, rules) for t in throws(5)})


@dataclass(frozen=True)
class Column:
    """One column of a player's sheet: its boxes (eleven in Yam), each a number or None while empty.

    ``ruleset`` names the rule set whose boxes these are; ``extra`` is the extra Yahtzee bonus earned so far
    (100 for each further Yahtzee while the Yahtzee box holds 50; Yahtzee only).

    >>> yahtzee = Rules(ruleset="yahtzee")
    >>> col = Column.empty("yahtzee").write("Яцзы", (6,) * 5, yahtzee)
    >>> col.score("Большой стрит", (2,) * 5, yahtzee)     # «2» is open: no joker
    0
    >>> col = col.write("2", (2,) * 5, yahtzee)           # a further Yahtzee: 100 more
    >>> col.score("Большой стрит", (2,) * 5, yahtzee)     # «2» is filled: the joker
    40
    >>> col["2"], col.extra, col.total()
    (10, 100, 160)
    """

    values: tuple[int | None, ...] = field(default=(None,) * len(BOXES))
    ruleset: str = YAM
    extra: int = 0

    @classmethod
    def empty(cls, ruleset: str = YAM) -> "Column":
        return cls((None,) * len(RULE_SETS[ruleset].boxes), ruleset)

    @classmethod
    def from_mapping(cls, filled: dict[Box, int], ruleset: str = YAM, extra: int = 0) -> "Column":
        """Return the column with the given boxes filled."""
        return cls(tuple(filled.get(b) for b in RULE_SETS[ruleset].boxes), ruleset, extra)

    @property
    def boxes(self) -> tuple[Box, ...]:
        """Return the boxes of this column, top to bottom."""
        return RULE_SETS[self.ruleset].boxes

    def __getitem__(self, box: Box) -> int | None:
        return self.values[self.boxes.index(box)]

    def fill(self, box: Box, value: int) -> "Column":
        """Return this column with ``box`` (which must be empty) set to ``value``."""
        i = self.boxes.index(box)
        if self.values[i] is not None:
            raise ValueError(f"box {box} is already filled")
        return Column(self.values[:i] + (value,) + self.values[i + 1:], self.ruleset, self.extra)

    def further_yahtzee(self, dice: Dice) -> bool:
        """Return whether ``dice`` are a further Yahtzee: five equal dice with the Yahtzee box filled (Yahtzee)."""
        box = RULE_SETS[self.ruleset].joker_box
        return box is not None and self[box] is not None and len(dice) == 5 and len(set(dice)) == 1

    def joker(self, dice: Dice) -> bool:
        """Return whether ``dice`` are a joker here: a further Yahtzee whose upper box is filled too."""
        return self.further_yahtzee(dice) and self[str(dice[0])] is not None

    def write(self, box: Box, dice: Dice, rules: Rules) -> "Column":
        """Return this column after writing ``dice`` in ``box``: its score, and the extra Yahtzee bonus if earned."""
        column = self.fill(box, self.score(box, dice, rules))
        if self.further_yahtzee(dice) and self[RULE_SETS[self.ruleset].joker_box] == YAHTZEE_BONUS_HELD:
            column = replace(column, extra=column.extra + EXTRA_YAHTZEE)
        return column

    def empty_boxes(self) -> tuple[Box, ...]:
        """Return the empty boxes, top to bottom."""
        return tuple(b for b, v in zip(self.boxes, self.values) if v is None)

    def filled(self) -> dict[Box, int]:
        """Return the filled boxes and their values."""
        return {b: v for b, v in zip(self.boxes, self.values) if v is not None}

    def is_full(self) -> bool:
        return None not in self.values

    def other_plus_minus(self, box: Box) -> int | None:
        """Return the value in the partner of «−»/«+» ``box`` (None while it is empty)."""
        return self[PLUS if box == MINUS else MINUS]

    def score(self, box: Box, dice: Dice, rules: Rules) -> int:
        """Return what ``dice`` would score in ``box`` of this column (the «−»/«+» check and the joker included)."""
        if self.joker(dice):
            return joker_score(box, dice)
        raw = box_score(box, dice, rules)
        if box in (MINUS, PLUS):
            return plus_minus_score(box, raw, self.other_plus_minus(box))
        return raw

    def summa(self) -> int:
        """Return Сумма: the sum of the filled upper boxes."""
        return sum(v for b, v in zip(self.boxes, self.values) if b in UPPER and v is not None)

    def bonus(self) -> int:
        """Return Бонус: 30 once Сумма reaches 60, else 0 (in Yahtzee 35 at 63, in Yatzy 50 at 63)."""
        rule_set = RULE_SETS[self.ruleset]
        return rule_set.bonus_points if self.summa() >= rule_set.bonus_at else 0

    def total(self) -> int:
        """Return Счёт: Сумма + Бонус + the lower boxes (of the filled boxes so far) + the extra Yahtzee bonus."""
        lower = sum(v for b, v in zip(self.boxes, self.values) if b not in UPPER and v is not None)
        return self.summa() + self.bonus() + lower + self.extra


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
