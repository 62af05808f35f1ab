"""Advice for a whole sheet of one or more columns: each choice by the change in each column's exact value alone.

The variants of three and four columns (top-down, bottom-up, free and
first-roll) are one game whose position is the product of the columns'
positions: far too many to solve.  What is exact is each column played
alone (:func:`~wordgames.games.yam.solver.build_table` with its ``kind``):
``V_c(position)``, the expected points still to come in column ``c`` if
every remaining turn went to it.

The advisor values a sheet as ``Σ_c (Счёт_c + V_c)`` and plays each turn to
maximise that sum after the turn: a throw ``t`` written in box ``b`` of
column ``c`` is worth ``Δ = points + V_c(after) − V_c(before)`` (the Бонус
included), every final throw is worth its best ``Δ`` over the open boxes, and
the keeps are the exact optimum of the turn for those final values (the
first-roll column only counts for the first roll, so the rerolls aim at the
other columns).  On a single free column this is exactly the optimal policy
of :mod:`.advisor`; on several it is a heuristic, measured in docs/yam.md.

Playing every column as if alone (a turn given to each column in turn)
scores ``Σ_c V_c(start)`` on average, so that sum is a lower bound on the
optimum of the variant; the advisor chooses the column after seeing the
dice, and beats it.

>>> from wordgames.games.yam.sheet import BOXES, DOWN, FREE, Rules
>>> from wordgames.games.yam.solver import build_table
>>> open_ = ("Ряд", "Яма")
>>> tables = {k: build_table(Rules(), open_, kind=k) for k in (DOWN, FREE)}
>>> rest = Column.from_mapping({b: 0 for b in BOXES if b not in open_} | {"+": 20})
>>> best = advise_sheet(tables, (rest, rest), (DOWN, FREE), (2, 2, 2, 2, 6), roll=3, rules=Rules())[0]
>>> best.target, best.column, best.points      # Яма is open only in the free column (Ряд comes first down)
('Яма', 1, 54)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np

from wordgames.games.dice import NUM_DICE, Dice, normalise, sub_throws
from wordgames.games.yam.advisor import KEEP, SCORE, Choice, position_arrays
from wordgames.games.yam.sheet import FIRST, Box, Column, Rules
from wordgames.games.yam.solver import Position, Table
from wordgames.games.yam.state import MAX_ROLLS
from wordgames.games.yam.widget import KEEP_INDEX, ROLL_INDEX, keep_values, stage_keep_values


@dataclass(frozen=True)
class Placement:
    """Box ``box`` of column ``column`` is open: ``gain[t]`` is what throw t written there adds to the sheet's value."""

    column: int
    box: Box
    gain: np.ndarray
    first_only: bool


def sheet_value(tables: Mapping[str, Table], sheet: Sequence[Column], kinds: Sequence[str]) -> float:
    """Return the sheet's value between turns: Σ over its columns of Счёт + the column's exact value alone.

    On one free column this is the expected final Счёт of optimal play; on
    several, the advisor's estimate of it (at the start: the lower bound).
    """
    total = 0.0
    for column, kind in zip(sheet, kinds):
        total += column.total()
        if not column.is_full():
            table = tables[kind]
            total += table.value(Position.of(column, table.boxes))
    return total


def placements(tables: Mapping[str, Table], sheet: Sequence[Column], kinds: Sequence[str]) -> list[Placement]:
    """Return every open box of the sheet (the first-roll column's too), with the gain of each of the 252 throws."""
    found = []
    for c, (column, kind) in enumerate(zip(sheet, kinds)):
        if column.is_full():
            continue
        table = tables[kind]
        position = Position.of(column, table.boxes)
        arrays = position_arrays(position)
        now = table.value(position)
        for i, box in enumerate(table.boxes):
            rows, values = table.box_values(i, *arrays)
            if len(rows):
                found.append(Placement(c, box, values[:, 0] - now, kind == FIRST))
    return found


def advise_sheet(tables: Mapping[str, Table], sheet: Sequence[Column], kinds: Sequence[str], dice: Dice,
                 roll: int, rules: Rules) -> list[Choice]:
    """Return every choice for ``dice`` at roll ``roll`` (1-3) of a turn on ``sheet``, best first.

    ``expected`` of a choice is :func:`sheet_value` expected after the turn
    when the choice is made and the rest of the turn played by the same
    rule.  ``tables`` holds a table for each kind in ``kinds``.  Keeps are
    offered while a reroll is allowed: under three rolls and a box open to a
    later roll (not only the first-roll column's).
    """
    dice = normalise(dice)
    if dice not in ROLL_INDEX:
        raise ValueError(f"a throw is five dice 1-6, not {dice!r}")
    if roll not in (1, 2, 3):
        raise ValueError(f"the roll is 1, 2 or 3, not {roll}")
    open_now = [p for p in placements(tables, sheet, kinds) if roll == 1 or not p.first_only]
    if not open_now:
        raise ValueError("no box is open: there is nothing to decide")
    base = sheet_value(tables, sheet, kinds)
    r = ROLL_INDEX[dice]
    choices = [Choice(SCORE, p.box, base + float(p.gain[r]), sheet[p.column].score(p.box, dice, rules), p.column)
               for p in open_now]
    later = [p.gain for p in open_now if not p.first_only]
    if roll < MAX_ROLLS and later:
        final = np.max(later, axis=0)[:, None]
        kv = keep_values(final) if roll == MAX_ROLLS - 1 else stage_keep_values(final)[0]
        for keep in sub_throws(dice):
            if len(keep) < NUM_DICE:
                choices.append(Choice(KEEP, keep, base + float(kv[KEEP_INDEX[keep], 0])))
    choices.sort(key=lambda c: (-c.expected, c.action == KEEP, c.column or 0, str(c.target)))
    return choices
