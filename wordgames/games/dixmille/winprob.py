"""Dix Mille for two players, played to win: the probability of winning of every position, and the best move.

After Neller & Presser's Pig and Busche & Neller's Farkle solutions.  A
position at the start of a turn is (the seat to move, its banked score, the
opponent's); :class:`WinTable` holds ``W[seat, mine, theirs]``, the
probability that the player to move wins (a tie counts a half) when both
play to win.  Seat 0 is the player who began the game: when it reaches the
target the opponent has one last turn (it must pass seat 0's score; equal
is a tie), while seat 1 reaching the target ends the game at once — the
text's last round, «все игроки по кругу совершат заключительный ход вслед
за лидером».

Inside a turn the state is (turn points ``t``, dice to throw ``n``, bonuses
won ``k``); given the values of the positions the turn can end in, a turn is
solved exactly by one backward sweep over ``t`` (every move adds points),
vectorised over the opponent's scores.  The positions depend on each other
in a cycle (a lost turn hands the same scores to the opponent), so ``W`` is
found by Gauss–Seidel value iteration over all positions until no value
moves by more than ``tol``.

Two things bound the model, both parameters of :class:`Model`:

* ``grid``: the banked scores are tabulated every ``grid`` units of 50
  points (1: every reachable score, exact; 5: every 250 points, with linear
  interpolation between them).  Turn points are always exact.
* ``extra``: seat 0 may throw on past the target to widen its lead (the
  opponent's last turn then needs more); its score counts at most ``extra``
  points past the target (so beyond that it banks: throwing on can only
  lose).  The table is exact for this model.

Throws whose outcomes are the same set of (points, dice left, forced) are
merged, and of two ways to use a throw that leave as many dice the one with
fewer points is dropped: more turn points never hurt (an assumption the
brute-force test checks on reduced games).

>>> from wordgames.games.dixmille.scoring import TABLES
>>> from dataclasses import replace
>>> wt = build_win_table(Model(replace(TABLES["plain"], target=300), dice=3, extra=300))
>>> 0.4 < wt.first_player() < 0.7
True
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import defaultdict
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

import numpy as np

from wordgames.games.dice import chance_outcomes
from wordgames.games.dixmille.scoring import NUM_DICE, TABLES, ScoringTable, selections
from wordgames.games.dixmille.strategy import point_unit

TOL = 1e-8
MAX_SWEEPS = 400
EXPECTED_SWEEPS = 40
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


@dataclass
class WinTable:
    """``W[seat, i, j]``: the probability that ``seat``, to move with the ``i``-th tabulated score against the
    ``j``-th, wins; ``F[d]``: that the last turn passes a lead of ``d`` units (a tie counts a half)."""

    model: Model
    W: np.ndarray
    F: np.ndarray
    sweeps: int = 0
    seconds: float = 0.0
    tm: TurnModel = field(default=None, repr=False)

    def __post_init__(self):
        if self.tm is None:
            self.tm = TurnModel.of(self.model)
        self.pts = points_of(self.model.grid, self.tm.target)

    @property
    def size(self) -> int:
        return self.W.shape[1]

    def grid_points(self) -> np.ndarray:
        """Return the tabulated scores (units)."""
        return points_of(self.model.grid, self.tm.target)

    def last_turn(self, lead: int) -> float:
        """Return the chance that a last turn passes a lead of ``lead`` units (0 or less: already ahead)."""
        if lead < 0:
            return 1.0
        if lead < len(self.F):
            return float(self.F[lead])
        return float(final_turn(self.tm, np.array([lead])).start()[0])

    def value(self, seat: int, mine: int, theirs: int) -> float:
        """Return the probability that ``seat`` to move with score ``mine`` against ``theirs`` (units) wins."""
        T = self.tm.target
        if theirs >= T:
            return self.last_turn(theirs - mine) if seat == 1 else 0.0
        return float(interpolate(self.row(seat, mine), self.pts, T, self.at_target(seat, mine), theirs))

    def at_target(self, seat: int, mine: int) -> float:
        """Return the value of ``seat`` to move with ``mine`` when the opponent has just reached the target."""
        return self.last_turn(self.tm.target - mine) if seat == 1 else 0.0

    def row(self, seat: int, mine: int) -> np.ndarray:
        """Return ``W[seat, mine, :]``, interpolated over ``mine`` between tabulated scores."""
        pts = self.pts
        i = int(np.searchsorted(pts, mine, side="right")) - 1
        if pts[i] == mine or i + 1 >= len(pts):
            return self.W[seat, i]
        w = (mine - pts[i]) / (pts[i + 1] - pts[i])
        return (1 - w) * self.W[seat, i] + w * self.W[seat, i + 1]

    def first_player(self) -> float:
        """Return the first player's probability of winning from the start (both playing to win)."""
        return float(self.W[0, 0, 0])

    def compensation(self) -> tuple[int, float]:
        """Return (seat, points): the head start in points, given to ``seat`` before the first turn, that makes the
        first player's chance one half (linear between tabulated scores; 0 points when it is a half already)."""
        first = self.first_player()
        seat = 1 if first > 0.5 else 0
        along = self.W[0, 0, :] if seat == 1 else self.W[0, :, 0]         # the first player's chance
        pts, u = self.pts, self.tm.unit
        for j in range(1, len(along)):
            if (along[j] - 0.5) * (along[0] - 0.5) <= 0:
                frac = (along[j - 1] - 0.5) / (along[j - 1] - along[j])
                return seat, float((pts[j - 1] + frac * (pts[j] - pts[j - 1])) * u)
        return seat, math.inf if first != 0.5 else 0.0

    def to_bytes(self) -> bytes:
        head = json.dumps({"model": self.model.key(), "shape": list(self.W.shape), "final": len(self.F),
                           "sweeps": self.sweeps, "seconds": self.seconds}).encode()
        return head + b"\n" + self.W.astype("<f8").tobytes() + self.F.astype("<f8").tobytes()

    @classmethod
    def from_bytes(cls, model: Model, data: bytes) -> "WinTable | None":
        head, _nl, body = data.partition(b"\n")
        try:
            header = json.loads(head)
        except ValueError:
            return None
        if not isinstance(header, dict) or header.get("model") != model.key():
            return None
        shape, final = tuple(header.get("shape", ())), header.get("final")
        if len(shape) != 3 or type(final) is not int or len(body) != 8 * (math.prod(shape) + final):
            return None
        values = np.frombuffer(body, dtype="<f8")
        W = values[:math.prod(shape)].reshape(shape).astype(float)
        return cls(model, W, values[math.prod(shape):].astype(float), header.get("sweeps", 0),
                   header.get("seconds", 0.0))


def points_of(grid: int, target: int) -> np.ndarray:
    """Return the tabulated scores (units): every ``grid`` below the target, and, on a grid, also 500, 250, 100
    and 50 points short of it, where the chances change fastest.

    >>> points_of(10, 200)[-5:].tolist(), len(points_of(1, 200))
    ([180, 190, 195, 198, 199], 200)
    """
    pts = set(range(0, target, grid))
    if grid > 1:
        pts |= {target - d for d in (10, 5, 2, 1) if target - d > 0}
    return np.array(sorted(pts))


def interpolate(row: np.ndarray, pts: np.ndarray, T: int, at_target: float, x) -> np.ndarray:
    """Return ``row`` (tabulated at the scores ``pts``, with ``at_target`` at ``T``) at the points ``x`` below ``T``."""
    return np.interp(x, np.append(pts, T), np.append(row, at_target))


def bank_values(wt: WinTable, seat: int, mine: int, theirs: np.ndarray, rows: int) -> np.ndarray:
    """Return the value of banking ``t`` turn points (rows ``t``) for ``seat`` with ``mine`` against each ``theirs``."""
    tm, T, pts = wt.tm, wt.tm.target, wt.pts
    other = 1 - seat
    t = np.arange(rows + tm.pad)
    score = mine + t
    out = np.empty((len(t), len(theirs)))
    below = score < T
    for c, o in enumerate(theirs):
        row = wt.row(other, int(o))                                   # W[other, o, ·]
        out[below, c] = 1 - interpolate(row, pts, T, wt.at_target(other, int(o)), score[below])
        if seat == 1:
            out[~below, c] = 1.0
        else:
            leads = np.minimum(score[~below], T + wt.model.extra // tm.unit) - int(o)    # the cap on the lead
            out[~below, c] = [1 - wt.last_turn(int(d)) for d in leads]
    return out


def position_turn(wt: WinTable, seat: int, mine: int, theirs, min_rows: int = 0) -> TurnValues:
    """Return the solved turn of ``seat`` with score ``mine`` against each of ``theirs`` (units)."""
    tm, T = wt.tm, wt.tm.target
    theirs = np.atleast_1d(np.asarray(theirs, dtype=int))
    other = 1 - seat
    rows = max(T - mine + (wt.model.extra // tm.unit if seat == 0 else FINAL_PAD), min_rows)
    bank = bank_values(wt, seat, mine, theirs, rows)
    bust = np.array([1 - wt.value(other, int(o), mine) for o in theirs])
    reset = np.array([1 - wt.value(other, int(o), 0) for o in theirs]) if tm.model.table.twos_lose_score else bust
    return solve_turn(tm, bank, bust, reset, rows)


def unsolved_table(model: Model, start: WinTable | None = None) -> WinTable:
    """Return the table both solvers start from: the last turn solved, and every position an even chance or,
    given ``start`` (a table of the same model or of another grid), its value there."""
    tm = TurnModel.of(model)
    pts = points_of(model.grid, tm.target)
    leads = np.arange(tm.target + model.extra // tm.unit + tm.pad + FINAL_PAD + 2)
    wt = WinTable(model, np.full((2, len(pts), len(pts)), 0.5), final_turn(tm, leads).start(), tm=tm)
    if start is not None:
        for seat in range(2):
            for i, mine in enumerate(pts):
                wt.W[seat, i] = [start.value(seat, int(mine), int(theirs)) for theirs in pts]
    return wt


def build_win_table(model: Model, tol: float = TOL, report: Callable[[int, int], None] | None = None,
                    start: WinTable | None = None, max_sweeps: int = MAX_SWEEPS) -> WinTable:
    """Return the solved :class:`WinTable` of ``model`` (value iteration until no value moves by ``tol``).

    ``start`` (a table of the same model, or of another grid) gives the first guess; ``report(done, total)``
    hears of each block of positions solved (``total`` guesses the sweeps; the last report has done == total).
    """
    import time
    began = time.perf_counter()
    wt = unsolved_table(model, start)
    W, T = wt.W, wt.tm.target
    pts = points_of(model.grid, T)
    size = len(pts)
    theirs = pts
    blocks = 2 * size
    sweep = 0
    for sweep in range(1, max_sweeps + 1):
        change = 0.0
        for i in range(size - 1, -1, -1):
            for seat in (1, 0):
                new = position_turn(wt, seat, int(pts[i]), theirs).start()
                change = max(change, float(np.abs(new - W[seat, i]).max()))
                W[seat, i] = new
                if report:      # the number of sweeps is not known beforehand: guess, and push the guess on
                    done = (sweep - 1) * blocks + (size - 1 - i) * 2 + (seat == 0) + 1
                    report(done, max(EXPECTED_SWEEPS, sweep + 1) * blocks)
        if change < tol:
            break
    if report:
        report(sweep * blocks, sweep * blocks)
    wt.sweeps = sweep
    wt.seconds = time.perf_counter() - began
    return wt


FORMAT = 2
"""Changes when the solver's table would come out different (the cache file's name carries it)."""
GRID = 10
"""The default grid for the full game: scores every 500 points (see docs/dixmille.md for the measured error)."""
EXACT_UP_TO = 3000
"""Targets up to this are solved at every score (grid 1), exactly."""


def default_model(table: ScoringTable) -> Model:
    """Return the model the game's win-probability bot uses for ``table``: exact for small targets, else a grid."""
    extra = min(Model.extra, max(1000, table.target))      # a lead cap of 1000 to 6000 points past the target
    return Model(table, grid=1 if table.target <= EXACT_UP_TO else GRID, extra=extra - extra % 50)


def default_cache_dir() -> Path:
    """Return the user's cache folder for wordgames ($XDG_CACHE_HOME/wordgames or ~/.cache/wordgames)."""
    import os
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "wordgames"


def cache_path(model: Model, cache_dir: Path | None = None) -> Path:
    return (cache_dir or default_cache_dir()) / f"dixmille-win-{FORMAT}-{model.key()}.bin"


def load_or_build(model: Model, report: Callable[[int, int], None] | None = None,
                  cache_dir: Path | None = None) -> tuple[WinTable, Path | None]:
    """Return the solved table of ``model`` from the cache, or build it (reporting progress) and cache it atomically.

    A damaged or foreign cache file is rebuilt with a :class:`~wordgames.cache.CacheNote` warning.
    """
    from wordgames import cache
    from wordgames.i18n import _
    path = cache_path(model, cache_dir)
    payload = cache.read(path)
    table = WinTable.from_bytes(model, payload) if payload is not None else None
    if table is not None:
        return table, path
    if payload is not None:
        cache.note(_("the cached table {path} is not a table of these rules; rebuilding it").format(path=path))
    start = None
    if model.grid < GRID and model.table.target > EXACT_UP_TO:
        start, _path = load_or_build(replace(model, grid=GRID), report, cache_dir)    # a first guess
    from wordgames.games.dixmille.retrograde import build_retrograde     # the sweeps' values in fewer sweeps
    table = build_retrograde(model, report=report, start=start)
    return table, (path if cache.write(path, table.to_bytes(), family="dixmille-win-*.bin") else None)
