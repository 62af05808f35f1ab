"""One turn of Dix Mille solved exactly, given what each way of ending it is worth: the solvers' inner step.

A turn's state is (turn points ``t``, dice to throw ``n``, bonuses won ``k``).
Given the value of banking ``t`` points, of losing the turn, and of losing the
whole score (four 2s, under ``twos=score``), :func:`solve_turn` values every
state in one backward sweep over ``t``, since every move adds points;
:class:`TurnModel` holds what does not depend on the position (the throws
merged by outcome, the bonus levels, the bounds), for the :class:`Model` the
win-probability solvers (:mod:`~wordgames.games.dixmille.winprob`,
:mod:`~wordgames.games.dixmille.retrograde`) solve.

A last turn with 3 dice that must score at all wins unless its first throw
scores nothing: of the 6³ throws, the 4³ without a 1 or a 5, less the 4 triples:

>>> from dataclasses import replace
>>> from wordgames.games.dixmille.scoring import TABLES
>>> tm = TurnModel.of(Model(replace(TABLES["plain"], target=300), dice=3, extra=300))
>>> chances = final_turn(tm, [0, 2, 20]).start()
>>> round(float(chances[0]), 12) == round(1 - (4 ** 3 - 4) / 6 ** 3, 12)
True
>>> bool(chances[0] > chances[1] > chances[2] > 0)      # the more it must pass, the less likely
True
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from wordgames.games.dice import chance_outcomes
from wordgames.games.dixmille.scoring import NUM_DICE, TABLES, ScoringTable, selections
from wordgames.games.dixmille.strategy import point_unit

FINAL_PAD = 40
"""Turn-point rows (units) computed past the target for seat 1 and for the last turn (forced throws there)."""


@dataclass(frozen=True)
class Model:
    """The game the solver solves: the rules (scoring table with its target), the dice, and the two bounds."""

    table: ScoringTable = TABLES["text"]
    dice: int = NUM_DICE
    grid: int = 1
    extra: int = 6000

    def key(self) -> str:
        """Return a short name that changes with every field (for the cache file's name)."""
        data = json.dumps({"table": self.table.to_dict(), "dice": self.dice, "grid": self.grid,
                           "extra": self.extra}, sort_keys=True)
        return hashlib.sha256(data.encode()).hexdigest()[:16]


@dataclass
class ThrowGroups:
    """The throws of ``n`` dice as the solver uses them: merged throws, their best outcomes, and the losses."""

    probs: np.ndarray       # one per merged throw
    starts: np.ndarray      # where each merged throw's outcomes start
    gain: np.ndarray        # points gained (units)
    slot: np.ndarray        # the state after: 1..dice bankable with that many dice next, dice + 1 forced
    bust: float             # nothing scores: the turn's points are lost
    twos: float             # four (or twos_bust) 2s or more
    forced_only: float      # a scoring throw whose every use obliges the player to throw all the dice again
    pad_gain: np.ndarray = None     # [j, group]: the j-th outcome of each merged throw (its first when fewer)
    pad_slot: np.ndarray = None

    def __post_init__(self):
        ends = list(self.starts[1:]) + [len(self.gain)]
        width = max((e - s for s, e in zip(self.starts, ends)), default=1)
        index = np.array([[min(s + j, e - 1) for s, e in zip(self.starts, ends)] for j in range(width)], dtype=int)
        self.pad_gain = self.gain[index] if len(self.gain) else np.zeros((1, 0), dtype=int)
        self.pad_slot = self.slot[index] if len(self.gain) else np.zeros((1, 0), dtype=int)


def throw_groups(table: ScoringTable, n: int, dice: int, unit: int) -> ThrowGroups:
    """Return the throws of ``n`` dice merged by their set of undominated outcomes."""
    merged: dict[tuple, float] = defaultdict(float)
    bust = twos = 0.0
    for throw, p in chance_outcomes(n):
        if table.twos_bust and throw.count(2) >= table.twos_bust:
            twos += float(p)
            continue
        found = selections(throw, table)
        if not found:
            bust += float(p)
            continue
        best: dict[int, int] = {}
        for s in found:
            left = n - len(s.dice()) or dice
            slot = dice + 1 if s.forced(table) else left
            best[slot] = max(best.get(slot, 0), s.points(table) // unit)
        if best.get(dice, -1) >= best.get(dice + 1, math.inf):   # free to bank or throw six beats being forced
            del best[dice + 1]
        merged[tuple(sorted(best.items()))] += float(p)
    forced_only = sum(p for outcomes, p in merged.items() if [s for s, _g in outcomes] == [dice + 1])
    probs, starts, gain, slot = [], [], [], []
    for outcomes, p in sorted(merged.items()):
        probs.append(p)
        starts.append(len(gain))
        for s, g in outcomes:
            slot.append(s)
            gain.append(g)
    return ThrowGroups(np.array(probs), np.array(starts, dtype=int), np.array(gain, dtype=int),
                       np.array(slot, dtype=int), bust, twos, forced_only)


@dataclass
class TurnModel:
    """Everything a turn needs that does not depend on the position: throws, bonuses, bounds (in units)."""

    model: Model
    unit: int
    target: int                     # units: a score of ``target`` or more has reached it
    groups: dict[int, ThrowGroups]
    levels: int                     # bonus levels tabulated
    bonus_gain: np.ndarray          # [level, 2]: points (units) of the bonus won with a 1, with a 5
    pad: int                        # rows past the last computed one that a move can reach

    @classmethod
    def of(cls, model: Model) -> "TurnModel":
        table = model.table
        unit = point_unit(table)
        target = -(-table.target // unit)
        groups = {n: throw_groups(table, n, model.dice, unit) for n in range(2, model.dice + 1)}
        most_rows = 2 * target + model.extra // unit + 2 * FINAL_PAD + 10
        levels = 1
        while sum(table.bonus(j) for j in range(levels)) <= most_rows * unit and levels < 200:
            levels += 1
        die = (table.one, table.five) if table.bonus_die_counts else (0, 0)
        bonus_gain = np.array([[(table.bonus(k) + d) // unit for d in die] for k in range(levels)], dtype=int)
        pad = max([int(g.gain.max()) for g in groups.values() if len(g.gain)] + [int(bonus_gain.max())]) + 1
        return cls(model, unit, target, groups, levels, bonus_gain, pad)

    def active_levels(self, rows: int) -> np.ndarray:
        """Return, for each row t, how many bonus levels can have been reached with t turn points."""
        cum = np.cumsum([0] + [int(self.bonus_gain[k].min()) for k in range(self.levels - 1)])
        return np.minimum(np.searchsorted(cum, np.arange(rows), side="right"), self.levels - 1)


@dataclass
class TurnValues:
    """The solved turn of a block of positions (columns): ``C[t, n, k, c]`` throwing ``n`` dice with ``t`` turn
    points and ``k`` bonuses; ``bank[t, c]`` banking ``t``.  Rows past ``rows`` are taken to bank."""

    C: np.ndarray
    bank: np.ndarray
    rows: int

    def start(self) -> np.ndarray:
        """Return the value of each column's turn before its first throw."""
        return self.C[0, -1, 0]


def solve_turn(tm: TurnModel, bank: np.ndarray, bust: np.ndarray, reset: np.ndarray, rows: int) -> TurnValues:
    """Return the solved turn of columns whose banking values are ``bank[t, c]`` (rows ``rows + pad``).

    ``bust[c]`` is the value when the turn's points are lost, ``reset[c]`` when the 2s take the whole score
    (the same as ``bust`` under the turn reading).
    """
    d = tm.model.dice
    cols = bank.shape[1]
    total = rows + tm.pad
    K = tm.levels + 1
    C = np.empty((total, d + 1, K, cols))
    post = np.empty((total, d + 2, K, cols))       # value after a move: slots 1..d bank-or-throw, d+1 forced
    flat = post.reshape(total, d + 2, K * cols)    # the same memory, levels and columns as one axis
    tail = bank[rows:]
    post[rows:, 1:d + 1] = tail[:, None, None, :]
    post[rows:, d + 1] = tail_forced(tm, tail, bust, reset)[:, None, :]
    C[rows:, 1:] = post[rows:, 1:d + 1]
    C[:, 0] = 0.0
    active = tm.active_levels(total)
    lose = {n: g.bust * bust + g.twos * reset for n, g in tm.groups.items()}
    fail = 4 / 9 * bust
    win_each = 5 / 18
    for t in range(rows - 1, -1, -1):
        kk = int(active[t]) + 1
        width = kk * cols
        for n, g in tm.groups.items():
            best = flat[t + g.pad_gain[0], g.pad_slot[0], :width]
            for j in range(1, len(g.pad_gain)):
                np.maximum(best, flat[t + g.pad_gain[j], g.pad_slot[j], :width], out=best)
            C[t, n, :kk] = (g.probs @ best).reshape(kk, cols) + lose[n]
        levels = np.arange(kk)
        C[t, 1, :kk] = (win_each * (post[t + tm.bonus_gain[:kk, 0], d, levels + 1]
                                    + post[t + tm.bonus_gain[:kk, 1], d, levels + 1]) + fail)
        C[t, 1:, kk:] = C[t, 1:, kk - 1:kk]                         # unreachable levels: any value
        post[t, 1:d + 1] = np.maximum(C[t, 1:], bank[t]) if t else C[t, 1:]
        post[t, d + 1] = C[t, d]
    return TurnValues(C, bank, rows)


def tail_forced(tm: TurnModel, bank: np.ndarray, bust: np.ndarray, reset: np.ndarray) -> np.ndarray:
    """Return the value of a forced throw of all the dice past the last computed row, where the player banks as
    soon as the rules let it, at the points it has (exact when banking is worth the same at every row beyond,
    as it is once seat 1 has reached the target or a last turn has passed its need)."""
    g = tm.groups.get(tm.model.dice)
    if g is None:
        return bust + 0 * bank
    free = 1 - g.bust - g.twos - g.forced_only
    return (free * bank + g.bust * bust + g.twos * reset) / (1 - g.forced_only)


def final_turn(tm: TurnModel, needs: np.ndarray, min_rows: int = 0) -> TurnValues:
    """Return the solved last turn of a player who must pass ``needs[c]`` turn points (equal: a tie, worth 1/2)."""
    needs = np.asarray(needs, dtype=int)
    rows = max(int(needs.max()) + 2, min_rows)
    t = np.arange(rows + tm.pad)[:, None]
    bank = (t > needs[None, :]) + 0.5 * (t == needs[None, :])
    zero = np.zeros(len(needs))
    return solve_turn(tm, bank.astype(float), zero, zero, rows)
