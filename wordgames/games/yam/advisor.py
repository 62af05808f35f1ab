"""What to keep and which box to fill, from the solver's table: every choice with its expected final score.

>>> from wordgames.games.yam.sheet import BOXES, Rules
>>> from wordgames.games.yam.solver import build_table
>>> t = build_table(Rules(), boxes=("5", "6"))
>>> col = Column.from_mapping({b: 0 for b in BOXES if b not in ("5", "6")} | {"+": 20})
>>> best = advise(t, col, (1, 2, 5, 6, 6), rolls_left=0)[0]
>>> best.action, best.target, best.points
('score', '6', 12)
>>> advise(t, col, (1, 2, 5, 6, 6), rolls_left=2)[0].target
(6, 6)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from wordgames.games.dice import Dice, normalise, sub_throws
from wordgames.games.yam.rulesets import YAM, box_label
from wordgames.games.yam.sheet import Box, Column
from wordgames.games.yam.solver import Position, Table
from wordgames.games.yam.widget import KEEP_INDEX, ROLL_INDEX, keep_values, stage_keep_values
from wordgames.i18n import N_, _

KEEP, SCORE = "keep", "score"
KEEP_TEXT = N_("keep {dice}")
REROLL_TEXT = N_("reroll all")
SCORE_TEXT = N_("score {box} ({points})")
SCORE_IN_COLUMN_TEXT = N_("score {box} in column {column} ({points})")


def describe(choice: dict, ruleset: str = YAM) -> str:
    """Return a choice (as :meth:`Choice.to_dict` writes it) in words.

    >>> describe({"action": "keep", "keep": [6, 6, 6]}), describe({"action": "score", "box": "Яма", "points": 58})
    ('keep 6 6 6', 'score Яма (58)')
    >>> describe({"action": "score", "box": "Ряд", "points": 50, "column": 2})
    'score Ряд in column 3 (50)'
    >>> describe({"action": "score", "box": "Тройка", "points": 23}, "yahtzee")      # Yahtzee's boxes translated
    'score Three of a kind (23)'
    """
    if choice["action"] == KEEP:
        return _(KEEP_TEXT).format(dice=" ".join(map(str, choice["keep"]))) if choice["keep"] else _(REROLL_TEXT)
    if choice.get("column") is not None:
        return _(SCORE_IN_COLUMN_TEXT).format(box=box_label(choice["box"], ruleset), column=choice["column"] + 1,
                                              points=choice["points"])
    return _(SCORE_TEXT).format(box=box_label(choice["box"], ruleset), points=choice["points"])


@dataclass(frozen=True)
class Choice:
    """One thing the player can do now: keep ``target`` dice and roll the rest, or score box ``target``.

    ``expected`` is the expected final Счёт of the column if the player does
    this and plays optimally afterwards; ``points`` is what a box gets now.
    On a sheet of several columns (:mod:`.columns`), ``column`` (from 0) is
    where the box is, and ``expected`` the estimate of the whole sheet's Счёт.
    """

    action: str
    target: Dice | Box
    expected: float
    points: int | None = None
    column: int | None = None
    ruleset: str = YAM          # whose boxes: Yahtzee's and Yatzy's are named in the reader's language

    def describe(self) -> str:
        """Return the choice in words: 'keep 6 6 6', 'reroll all' or 'score Яма (58)'."""
        return describe(self.to_dict(), self.ruleset)

    def to_dict(self) -> dict:
        """Return the choice as a JSON-ready dict."""
        d = {"action": self.action, "expected": round(self.expected, 6)}
        if self.action == KEEP:
            d["keep"] = list(self.target)
        else:
            d["box"] = self.target
            d["points"] = self.points
            if self.column is not None:
                d["column"] = self.column
        return d


def position_arrays(position: Position) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return the position as the one-row arrays the table's vector functions take."""
    return np.array([position.mask]), np.array([position.upper]), np.array([position.pm])


def advise(table: Table, column: Column, dice: Dice, rolls_left: int) -> list[Choice]:
    """Return every choice for ``dice`` with ``rolls_left`` rolls to go (0-2), best first.

    Keeps are the proper sub-throws (keeping all five means scoring now, which
    is listed box by box).  Raises ValueError on a full column, a bad throw or
    a bad number of rolls.
    """
    dice = normalise(dice)
    if dice not in ROLL_INDEX:
        raise ValueError(f"a throw is five dice 1-6, not {dice!r}")
    if rolls_left not in (0, 1, 2):
        raise ValueError(f"rolls left must be 0, 1 or 2, not {rolls_left}")
    if not any(column[b] is None for b in table.boxes):
        raise ValueError("the column is full: there is nothing to decide")
    base = column.total()
    arrays = position_arrays(Position.of(column, table.boxes))
    r = ROLL_INDEX[dice]
    choices = []
    for i, box in enumerate(table.boxes):
        rows, values = table.box_values(i, *arrays)
        if len(rows):
            choices.append(Choice(SCORE, box, base + float(values[r, 0]), column.score(box, dice, table.rules),
                                  ruleset=table.rules.ruleset))
    if rolls_left:
        final = table.final_values(*arrays)
        kv = keep_values(final) if rolls_left == 1 else stage_keep_values(final)[0]
        for keep in sub_throws(dice):
            if len(keep) < len(dice):
                choices.append(Choice(KEEP, keep, base + float(kv[KEEP_INDEX[keep], 0])))
    choices.sort(key=lambda c: (-c.expected, c.action == KEEP, str(c.target)))
    return choices


def expected_final(table: Table, column: Column) -> float:
    """Return the expected final Счёт of ``column`` between turns, with optimal play from here."""
    return column.total() + table.value(Position.of(column, table.boxes))

