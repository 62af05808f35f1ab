"""Why a written Yam sheet cannot occur: a value no throw gives in its box, «−» and «+» that cannot stand
together, a column filled out of its order.

The checker of :mod:`~wordgames.games.yam.sheetfile` (a sheet file read or ``sheet --check``), of a position
given to ``advise`` (:mod:`~wordgames.games.yam.analysis`) and of a state read from a saved game
(:mod:`~wordgames.games.yam.state`) all ask :func:`column_problems`; each problem has a message in the
active language and a stable code for ``--json``.

>>> column_problems(Column.from_mapping({"Ряд": 47}), FREE, Rules())
[('Ряд', 'Ряд 47 cannot occur: only 0, 45 or 50', 'value')]
"""

from __future__ import annotations

from wordgames.games.yam.about import FIVE_OF_A_KIND, FOUR_OF_A_KIND, FULL_HOUSE, THREE_OF_A_KIND
from wordgames.games.yam.rulesets import YAM
from wordgames.games.yam.sheet import (BOXES, DOM, DOM_EXTRA, DOWN, FREE, MINUS, PLUS, RYAD, UP, UPPER, YAMA_EXTRA,
                                       Box, Column, Rules, possible_values)
from wordgames.i18n import N_, _


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
    elif rules.ruleset != YAM:
        why = _("only one of {values}").format(values=", ".join(map(str, sorted(possible_values(box, rules)))))
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
    if not rules.set.plus_minus:
        return [(box, why, VALUE_CODE) for box, value in column.filled().items()
                for why in [value_problem(box, value, rules)] if why]
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
