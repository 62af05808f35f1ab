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
vectorised over the opponent's scores (:mod:`~wordgames.games.dixmille.turns`).  The positions depend on each other
in a cycle (a lost turn hands the same scores to the opponent), so ``W`` is
found by Gauss–Seidel value iteration over all positions until no value
moves by more than ``tol``.

Two parameters of :class:`Model` shape it:

* ``grid``: the banked scores are tabulated every ``grid`` units of 50
  points (1: every reachable score, exact; 5: every 250 points, with linear
  interpolation between them).  Turn points are always exact.
* ``extra``: ``None`` (the game): seat 0 may throw on past the target to
  widen its lead (the opponent's last turn then needs more), and the whole
  lead counts; a turn's rows stop where banking is proven the best move
  (:func:`~wordgames.games.dixmille.turns.banking_bound`).  A number caps
  the lead at ``extra`` points past the target (a smaller game, kept for the
  brute-force tests).

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

import json
import math
import time
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from wordgames.games.dixmille.turns import (
    FINAL_PAD,
    Model,
    TurnModel,
    TurnValues,
    final_turn,
    last_turn_chances,
    solve_turn,
)

TOL = 1e-8
MAX_SWEEPS = 400
EXPECTED_SWEEPS = 40
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
        self.pts = model_points(self.model, self.tm.target)

    @property
    def size(self) -> int:
        return self.W.shape[1]

    def grid_points(self) -> np.ndarray:
        """Return the tabulated scores (units)."""
        return model_points(self.model, self.tm.target)

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


def model_points(model: Model, target: int) -> np.ndarray:
    """Return the scores (units) ``model`` tabulates: the grid's, and its own ``scores`` below the target."""
    pts = points_of(model.grid, target)
    if model.scores:
        pts = np.union1d(pts, [s for s in model.scores if 0 <= s < target])
    return pts


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
            leads = tm.counted(score[~below]) - int(o)          # the whole lead, or the capped one
            out[~below, c] = [1 - wt.last_turn(int(d)) for d in leads]
    return out


def position_turn(wt: WinTable, seat: int, mine: int, theirs, min_rows: int = 0,
                  every_state: bool = True) -> TurnValues:
    """Return the solved turn of ``seat`` with score ``mine`` against each of ``theirs`` (units); without
    ``every_state`` only what the start's value needs (see :func:`~wordgames.games.dixmille.turns.solve_turn`)."""
    tm, T = wt.tm, wt.tm.target
    theirs = np.atleast_1d(np.asarray(theirs, dtype=int))
    other = 1 - seat
    rows, bank_from = tm.seat0_rows(mine) if seat == 0 else (T - mine + FINAL_PAD, None)
    rows = max(rows, min_rows)
    bank = bank_values(wt, seat, mine, theirs, rows)
    bust = np.array([1 - wt.value(other, int(o), mine) for o in theirs])
    reset = np.array([1 - wt.value(other, int(o), 0) for o in theirs]) if tm.model.table.twos_lose_score else bust
    return solve_turn(tm, bank, bust, reset, rows, bank_from, every_state)


def unsolved_table(model: Model, start: WinTable | None = None) -> WinTable:
    """Return the table both solvers start from: the last turn solved, and every position an even chance or,
    given ``start`` (a table of the same model or of another grid), its value there."""
    tm = TurnModel.of(model)
    pts = model_points(model, tm.target)
    length = 2 * tm.target + tm.past + tm.tail + tm.pad + FINAL_PAD + 2     # every lead a seat-0 turn can bank
    wt = WinTable(model, np.full((2, len(pts), len(pts)), 0.5), last_turn_chances(tm, length), tm=tm)
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
    began = time.perf_counter()
    wt = unsolved_table(model, start)
    W, T = wt.W, wt.tm.target
    pts = model_points(model, T)
    size = len(pts)
    theirs = pts
    blocks = 2 * size
    sweep = 0
    for sweep in range(1, max_sweeps + 1):
        change = 0.0
        for i in range(size - 1, -1, -1):
            for seat in (1, 0):
                new = position_turn(wt, seat, int(pts[i]), theirs, every_state=False).start()
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
