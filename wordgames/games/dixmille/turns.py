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

import functools
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
    """The game the solver solves: the rules (scoring table with its target), the dice, the grid, and the lead.

    ``extra=None`` (the default) is the game as the text has it: seat 0, past the target, may go on throwing and
    its whole lead counts; the turn tables stop only where banking is proven to be the best move
    (:func:`banking_bound`).  A number caps the lead instead: the score counts at most ``extra`` points past
    the target, and beyond that seat 0 banks (a smaller game, kept for the brute-force tests).
    """

    table: ScoringTable = TABLES["text"]
    dice: int = NUM_DICE
    grid: int = 1
    extra: int | None = None
    scores: tuple[int, ...] = ()
    """Scores (units) tabulated besides the grid's: a head start, solved rather than interpolated."""

    def key(self) -> str:
        """Return a short name that changes with every field (for the cache file's name)."""
        fields = {"table": self.table.to_dict(), "dice": self.dice, "grid": self.grid,
                  "extra": "exact" if self.extra is None else self.extra}
        if self.scores:
            fields["scores"] = sorted(self.scores)
        data = json.dumps(fields, sort_keys=True)
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
    past: int = 0                   # seat 0's turn rows past the target: the cap, or where banking is proven best
    tail: int = 0                   # rows computed beyond ``past`` (exact model: banking there, forced throws solved)

    @classmethod
    def of(cls, model: Model) -> "TurnModel":
        table = model.table
        unit = point_unit(table)
        target = -(-table.target // unit)
        groups = {n: throw_groups(table, n, model.dice, unit) for n in range(2, model.dice + 1)}
        past, tail = (model.extra // unit, 0) if model.extra is not None else banking_bound(table, model.dice)
        most_rows = 2 * target + past + tail + 2 * FINAL_PAD + 10
        levels = 1
        while sum(table.bonus(j) for j in range(levels)) <= most_rows * unit and levels < 200:
            levels += 1
        die = (table.one, table.five) if table.bonus_die_counts else (0, 0)
        bonus_gain = np.array([[(table.bonus(k) + d) // unit for d in die] for k in range(levels)], dtype=int)
        pad = max([int(g.gain.max()) for g in groups.values() if len(g.gain)] + [int(bonus_gain.max())]) + 1
        return cls(model, unit, target, groups, levels, bonus_gain, pad, past, tail)

    def counted(self, score):
        """Return what seat 0's score past the target counts for its lead: all of it, or at most the cap."""
        return score if self.model.extra is None else np.minimum(score, self.target + self.past)

    def seat0_rows(self, mine: int) -> tuple[int, int | None]:
        """Return (rows, bank_from) of seat 0's turn with ``mine`` banked: the rows to compute, and the row from
        which banking is the move at every state where the rules allow it (``None``: compare throughout)."""
        if self.model.extra is not None:
            return self.target - mine + self.past, None
        return self.target - mine + self.past + self.tail, self.target - mine + self.past

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


def solve_turn(tm: TurnModel, bank: np.ndarray, bust: np.ndarray, reset: np.ndarray, rows: int,
               bank_from: int | None = None, every_state: bool = True) -> TurnValues:
    """Return the solved turn of columns whose banking values are ``bank[t, c]`` (rows ``rows + pad``).

    ``bust[c]`` is the value when the turn's points are lost, ``reset[c]`` when the 2s take the whole score
    (the same as ``bust`` under the turn reading).  From row ``bank_from`` on, a state where the rules allow
    banking banks (the caller has proven it the best move there); forced throws are still solved, and so,
    with ``every_state``, is the value of throwing on anyway (what an advisor shows; the solvers need only
    the start, and leave it ``nan`` there).
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
        banks = bank_from is not None and t >= bank_from
        if banks and not every_state:
            g = tm.groups.get(d)
            C[t, 1:] = np.nan
            post[t, 1:d + 1] = bank[t]
            if g is None:
                post[t, d + 1] = np.nan
                continue
            best = flat[t + g.pad_gain[0], g.pad_slot[0], :width]
            for j in range(1, len(g.pad_gain)):
                np.maximum(best, flat[t + g.pad_gain[j], g.pad_slot[j], :width], out=best)
            C[t, d, :kk] = (g.probs @ best).reshape(kk, cols) + lose[d]
            C[t, d, kk:] = C[t, d, kk - 1:kk]
            post[t, d + 1] = C[t, d]
            continue
        for n, g in tm.groups.items():
            best = flat[t + g.pad_gain[0], g.pad_slot[0], :width]
            for j in range(1, len(g.pad_gain)):
                np.maximum(best, flat[t + g.pad_gain[j], g.pad_slot[j], :width], out=best)
            C[t, n, :kk] = (g.probs @ best).reshape(kk, cols) + lose[n]
        levels = np.arange(kk)
        C[t, 1, :kk] = (win_each * (post[t + tm.bonus_gain[:kk, 0], d, levels + 1]
                                    + post[t + tm.bonus_gain[:kk, 1], d, levels + 1]) + fail)
        C[t, 1:, kk:] = C[t, 1:, kk - 1:kk]                         # unreachable levels: any value
        if banks:
            post[t, 1:d + 1] = bank[t]
        else:
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


def last_turn_chances(tm: TurnModel, length: int) -> np.ndarray:
    """Return ``F[d]``, for ``d`` below ``length``, the chance that a last turn passes a lead of ``d`` units.

    One column is enough: a state of the last turn is worth what its need *left* is worth, so the turn that
    must pass ``length - 1`` holds, at ``t`` turn points with no bonus won, a fresh turn that must pass
    ``length - 1 - t``.

    >>> tm = TurnModel.of(Model(TABLES["plain"], dice=3, extra=300))
    >>> F = last_turn_chances(tm, 30)
    >>> bool(abs(F[:30] - final_turn(tm, np.arange(30)).start()).max() < 1e-12)
    True
    """
    last = length - 1
    return final_turn(tm, [last]).C[last::-1, -1, 0, 0].copy()


TAIL_ERROR = 1e-12
"""The most the rows where the exact model stops computing may change a turn's value (see :func:`banking_bound`)."""


@functools.lru_cache(maxsize=32)
def banking_bound(table: ScoringTable, dice: int = NUM_DICE) -> tuple[int, int]:
    """Return (past, tail) in units: seat 0 past the target banks at every state where it may once its score is
    ``past`` units past the target (proven below), and a turn reaches ``tail`` rows beyond that only by a chain of
    forced throws, so unlikely that what the solver assumes there changes a turn's value by less than
    :data:`TAIL_ERROR`.

    The proof (docs/dixmille.md, "The whole lead counts").  Let ``F(d)`` be the chance that the last turn passes a
    lead of ``d``; it never rises with ``d``.  Seat 0 with ``a`` banked and ``t`` in the turn, ``S = a + t``,
    against ``b``: banking is worth ``1 - F(S - b)``.  Throwing ``n`` dice loses the turn with a chance of at
    least ``q(n)`` (the throws where nothing scores; 4/9 for the double throw), and then seat 0 is worth
    ``x = 1 - W[1, b, a]``; every other outcome is worth at most 1; so throwing is worth at most
    ``1 - q(n) W[1, b, a]``.  Seat 1 to move wins at once by making ``T - b`` in its turn, so
    ``W[1, b, a] >= F(T - b)``.  Hence banking is at least as good as throwing whenever
    ``F(S - b) <= q_min F(T - b)``, and, ``F`` never rising, for every larger ``S``.

    A turn reaches a row ``tail = j g`` beyond that only by ``j + 1`` forced throws in a row or more (``g`` the most
    points a forced use of the dice adds; every other state there banks), each of chance at most ``f``, the
    chance that a throw of all the dice has a use that obliges the player to throw again.  Beyond it the solver
    values a forced throw as if the points it adds were worth nothing more (:func:`tail_forced`), which is off
    by less than what the rest of the lead could still be worth, ``F(past + tail + 1)``: ``j`` is the least with
    ``f^(j+1) F(past + j g + 1) <= TAIL_ERROR``.

    >>> from dataclasses import replace
    >>> past, tail = banking_bound(replace(TABLES["text"], target=150))
    >>> 100 < past < 150, tail > 0
    (True, True)
    """
    unit = point_unit(table)
    T = -(-table.target // unit)
    groups = {n: throw_groups(table, n, dice, unit) for n in range(2, dice + 1)}
    q = min([4 / 9] + [g.bust for g in groups.values()])
    if q <= 0:
        raise ValueError("a throw that always scores leaves no bound on the lead")
    span = 4 * T + 400
    while True:
        probe = TurnModel.of(Model(table, dice, grid=1, extra=span * unit))
        F = last_turn_chances(probe, T + span)
        top = np.maximum.accumulate(F[::-1])[::-1]            # never below F from there on (F never rises)
        b = np.arange(T)
        need = q * F[T - b]
        first = np.searchsorted(-top, -need, side="left")      # the first lead d with top[d] <= need
        if (first < len(F)).all():
            break
        span *= 2
    past = int((first - T + b).max())
    g = groups.get(dice)
    if g is None or not (g.slot == dice + 1).any():
        return past, 1                                         # no forced throws: nothing to solve beyond
    ends = list(g.starts[1:]) + [len(g.gain)]
    forced = sum(p for p, s, e in zip(g.probs, g.starts, ends) if (g.slot[s:e] == dice + 1).any())
    step = int(g.gain[g.slot == dice + 1].max())
    chain = 1
    while forced ** (chain + 1) * top[min(past + chain * step + 1, len(top) - 1)] > TAIL_ERROR:
        chain += 1
    return past, chain * step


def final_turn(tm: TurnModel, needs: np.ndarray, min_rows: int = 0) -> TurnValues:
    """Return the solved last turn of a player who must pass ``needs[c]`` turn points (equal: a tie, worth 1/2)."""
    needs = np.asarray(needs, dtype=int)
    rows = max(int(needs.max()) + 2, min_rows)
    t = np.arange(rows + tm.pad)[:, None]
    bank = (t > needs[None, :]) + 0.5 * (t == needs[None, :])
    zero = np.zeros(len(needs))
    return solve_turn(tm, bank.astype(float), zero, zero, rows)
