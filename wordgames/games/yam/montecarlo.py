"""Monte Carlo play of the optimal policy, many games at once, to check the solver's expectation.

The decisions come from the table (vectorised over games); the bookkeeping
does not: each game keeps a real :class:`~wordgames.games.yam.sheet.Column`,
filled with :meth:`Column.write` (the score, and Yahtzee's extra bonus) and summed with :meth:`Column.total`, so the
simulated mean checks the solver's model of the rules as well as its sums.

>>> import random
>>> from wordgames.games.yam.sheet import BOXES, Rules
>>> from wordgames.games.yam.solver import build_table
>>> from wordgames.games.yam.advisor import expected_final
>>> t = build_table(Rules(), boxes=("Ряд", "Яма"))
>>> start = Column.from_mapping({b: 0 for b in BOXES if b not in t.boxes} | {"+": 20})
>>> scores = simulate(t, 2000, random.Random(1), start)
>>> s = summary(scores, expected_final(t, start))
>>> s["games"], s["agrees"]
(2000, True)
"""

from __future__ import annotations

import math
import random

import numpy as np

from wordgames.games.yam.sheet import FIRST, Column
from wordgames.games.yam.solver import Position, Table
from wordgames.games.yam.widget import KEEPS, ROLLS, SUB_KEEPS, keep_values, roll_values_before

_CODE = {sum(f * 7 ** i for i, f in enumerate(r)): i for i, r in enumerate(ROLLS)}
_CODE_TO_ROLL = np.zeros(7 ** 5, dtype=np.int64)
for _code, _i in _CODE.items():
    _CODE_TO_ROLL[_code] = _i
_KEEP_DICE = np.array([list(k) + [0] * (5 - len(k)) for k in KEEPS])
_KEEP_SIZE = np.array([len(k) for k in KEEPS])


def reroll(keeps: np.ndarray, gen: np.random.Generator) -> np.ndarray:
    """Return the roll index reached by each game after keeping ``KEEPS[keeps]`` and rolling the rest."""
    fresh = gen.integers(1, 7, size=(len(keeps), 5))
    dice = np.where(np.arange(5)[None, :] < _KEEP_SIZE[keeps][:, None], _KEEP_DICE[keeps], fresh)
    dice.sort(axis=1)
    return _CODE_TO_ROLL[(dice * 7 ** np.arange(5)[None, :]).sum(axis=1)]


def best_keep(rolls: np.ndarray, kv: np.ndarray) -> np.ndarray:
    """Return, for each game, the keep (an index into KEEPS) within its roll with the highest value."""
    subs = SUB_KEEPS[rolls]
    return subs[np.arange(len(rolls)), kv[subs, np.arange(len(rolls))[:, None]].argmax(axis=1)]


def simulate(table: Table, games: int, rng: random.Random, start: Column | None = None) -> np.ndarray:
    """Play ``games`` solitaire games from ``start`` (default: an empty column) with the table's optimal policy.

    Returns the final Счёт of each game.  ``start`` must have every box
    outside the table's sheet filled.
    """
    gen = np.random.default_rng(rng.getrandbits(63))
    start = start or Column.empty(table.rules.ruleset)
    Position.of(start, table.boxes)
    columns = [start] * games
    empty_keep = np.zeros(games, dtype=np.int64)
    for _ in start.empty_boxes():
        pos = [Position.of(c, table.boxes) for c in columns]
        mask, upper, pm = (np.array([getattr(p, f) for p in pos]) for f in ("mask", "upper", "pm"))
        final = table.final_values(mask, upper, pm)
        after_second = keep_values(final)
        after_first = keep_values(roll_values_before(after_second))
        rolls = reroll(empty_keep, gen)
        if table.kind != FIRST:                 # a first-roll column keeps its first roll
            rolls = reroll(best_keep(rolls, after_first), gen)
            rolls = reroll(best_keep(rolls, after_second), gen)
        best = np.full(games, -np.inf)
        choice = np.zeros(games, dtype=np.int64)
        for i in range(len(table.boxes)):
            rows, values = table.box_values(i, mask, upper, pm)
            v = values[rolls[rows], np.arange(len(rows))]
            better = v > best[rows]
            best[rows[better]] = v[better]
            choice[rows[better]] = i
        columns = [c.write(table.boxes[b], ROLLS[r], table.rules) for c, b, r in zip(columns, choice, rolls)]
    return np.array([c.total() for c in columns], dtype=float)


def summary(scores: np.ndarray, expected: float, z: float = 3.0) -> dict:
    """Return the mean of ``scores``, its standard error, a ``z``-sigma interval, and whether ``expected`` lies in it."""
    mean = float(scores.mean())
    se = float(scores.std(ddof=1) / math.sqrt(len(scores)))
    low, high = mean - z * se, mean + z * se
    return {"games": len(scores), "mean": mean, "stderr": se, "interval": [low, high], "z": z,
            "expected": expected, "agrees": low <= expected <= high}

