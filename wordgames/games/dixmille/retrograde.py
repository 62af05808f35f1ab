"""The win table solved in retrograde order: positions by decreasing scores, each pair with its own fixed point.

:func:`~wordgames.games.dixmille.winprob.build_win_table` sweeps every
position until nothing moves (Gauss–Seidel value iteration, some 60
sweeps).  But banked scores only grow: banking ``t`` turns the position
(seat, ``a``, ``b``) — the player to move has the ``a``-th tabulated score,
the opponent the ``b``-th — into (other seat, ``b``, ``a'``) with
``a' >= a``.  Only two kinds of edge do not raise the index sum ``a + b``:

* a lost turn hands (other seat, ``b``, ``a``) the same scores: the *pair*
  (0, ``a``, ``b``) and (1, ``b``, ``a``) depend on each other, and on a grid
  a small bank lands between ``a`` and the next tabulated score, which is the
  pair again;
* four 2s under the whole-score reading give (other seat, ``b``, 0), a lower
  sum (the same pair when ``a`` is 0).

So a sweep takes the sums from the highest down; at each sum it solves the
turns of every seat-0 position, then of every seat-1 position, with the
higher sums already final, and repeats this pair of solves (with Aitken's
extrapolation of each pair's fixed point, exact for a linear one) until no
value moves by ``tol``.  The zeroing edges read the previous sweep, so
sweeps repeat until one moves nothing by ``tol``: a few (two under the
turn-only reading, the second only to check; a dozen under the whole-score
reading, each moving the values less), not sixty.

The solver reports each :class:`Stage`: which sweep, how far through it, the
change the sweep before made, and from the third sweep on a guess of how many
sweeps it takes (the changes shrink about geometrically).  A long build (the
full game at every score) is made in parts: the build under way, a
:class:`Sweeps`, is handed out as a checkpoint about once a minute and goes
on from one, ending with the very table a build without a stop makes.
"""

from __future__ import annotations

import contextlib
import json
import math
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from wordgames.games.dixmille.turns import FINAL_PAD, Model, solve_turn
from wordgames.games.dixmille.winprob import MAX_SWEEPS, TOL, WinTable, unsolved_table

@dataclass(frozen=True)
class Stage:
    """How far building a win table is: ``kind`` ``"sweep"`` (sweep ``sweep`` of about ``sweeps``, None while no
    guess can be made; ``done`` of its ``total`` index sums; ``change``: the largest change the sweep before made),
    ``"guess"`` (the same, of the grid's table a table at every score starts from) or ``"saving"`` (the table
    written to the cache).  A sweep's ``total`` counts each index sum twice: the
    first seat's turns solved, then the pair's."""

    kind: str
    done: int
    total: int
    sweep: int = 0
    sweeps: int | None = None
    change: float | None = None


def sweeps_needed(changes: list[float], tol: float) -> int | None:
    """Return a guess of how many sweeps reach a change below ``tol``, from the changes of the sweeps so far
    (assumed to shrink geometrically, by their mean ratio); None before two changes are known or when they do
    not shrink.

    >>> sweeps_needed([1e-1, 1e-2], 5e-9)        # 1e-3, 1e-4, … 1e-9: seven more, the last below
    9
    >>> sweeps_needed([0.5, 0.1, 0.05, 0.001], 1e-8)      # a mean ratio of 0.126: 1.3e-4 … 4e-9, six more
    10
    >>> sweeps_needed([0.1], 1e-8), sweeps_needed([1e-3, 2e-3], 1e-8)
    (None, None)
    """
    if changes and changes[-1] < tol:
        return len(changes)
    if len(changes) < 2 or not 0 < changes[-1] < changes[0]:
        return None
    ratio = (changes[-1] / changes[0]) ** (1 / (len(changes) - 1))
    return len(changes) + max(1, math.ceil(math.log(tol / changes[-1]) / math.log(ratio)))


def bank_columns(wt: WinTable, seat: int, a: np.ndarray, b: np.ndarray, rows: int) -> np.ndarray:
    """Return banking's value ``[t, c]`` for ``seat`` with the ``a[c]``-th score against the ``b[c]``-th."""
    tm, T, pts = wt.tm, wt.tm.target, wt.pts
    other = 1 - seat
    t = np.arange(rows + tm.pad)
    out = np.empty((len(t), len(a)))
    for c, (i, j) in enumerate(zip(a, b)):
        score = pts[i] + t
        below = score < T
        theirs = int(pts[j])
        row = np.append(wt.W[other, j], wt.at_target(other, theirs))
        out[below, c] = 1 - np.interp(score[below], np.append(pts, T), row)
        if seat == 1:
            out[~below, c] = 1.0
        else:
            leads = tm.counted(score[~below]) - theirs
            out[~below, c] = 1 - wt.F[leads] if leads.max() < len(wt.F) else [1 - wt.last_turn(int(d)) for d in leads]
    return out


EPS = 1e-6
"""The nudge of the lost turn's value by which each column's slope is measured (the values are piecewise linear)."""


BLOCK = 48
"""Positions solved together in one turn solve: each block computes only the rows its own lowest score needs,
and its arrays stay small (the 200 positions of the full game's middle index sum took 1.11 s at once, 0.71 s in
blocks of 48; smaller blocks pay more per numpy call)."""


def solve_columns(wt: WinTable, seat: int, a: np.ndarray, b: np.ndarray,
                  pool: Executor | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Return the turn values of ``seat`` with the ``a[c]``-th score against the ``b[c]``-th, from the current W,
    and their slopes in the value of a lost turn (each column solved twice, the second time with it nudged);
    in blocks of :data:`BLOCK` positions, shared out to ``pool``'s threads when it is given."""
    blocks = [slice(i, i + BLOCK) for i in range(0, len(a), BLOCK)]
    parts = list((pool.map if pool else map)(lambda block: solve_block(wt, seat, a[block], b[block]), blocks))
    return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])


def solve_block(wt: WinTable, seat: int, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return what :func:`solve_columns` returns, for one block of positions solved together."""
    tm, T = wt.tm, wt.tm.target
    other = 1 - seat
    mine = wt.pts[a]
    rows, bank_from = tm.seat0_rows(int(mine.min())) if seat == 0 else (int(T - mine.min()) + FINAL_PAD, None)
    bank = bank_columns(wt, seat, a, b, rows)
    bust = 1 - wt.W[other, b, a]
    reset = 1 - wt.W[other, b, 0] if tm.model.table.twos_lose_score else bust
    same = (a == 0) if tm.model.table.twos_lose_score else np.ones(len(a), dtype=bool)   # reset is the pair too
    nudged = solve_turn(tm, np.hstack([bank, bank]), np.concatenate([bust, bust + EPS]),
                        np.concatenate([reset, reset + EPS * same]), rows, bank_from, every_state=False).start()
    value, moved = nudged[:len(a)], nudged[len(a):]
    return value, (moved - value) / EPS


@dataclass
class Sweeps:
    """A build under way, all it needs to go on: ``W``, the sweep under way (``sweep``, from 1) and how many of its
    index sums are done (``done``), the largest change of this sweep so far and the changes of the sweeps
    before.  :meth:`to_bytes` and :meth:`from_bytes` make it a checkpoint."""

    W: np.ndarray
    sweep: int = 1
    done: int = 0
    change: float = 0.0
    changes: list[float] = field(default_factory=list)
    seconds: float = 0.0

    def to_bytes(self, key: str) -> bytes:
        head = json.dumps({"model": key, "shape": list(self.W.shape), "sweep": self.sweep, "done": self.done,
                           "change": self.change, "changes": self.changes,
                           "seconds": self.seconds}).encode()
        return head + b"\n" + self.W.astype("<f8").tobytes()

    @classmethod
    def from_bytes(cls, key: str, data: bytes) -> "Sweeps | None":
        """Return the build saved in ``data`` for the model of ``key``; None for anything else."""
        head, _nl, body = data.partition(b"\n")
        try:
            h = json.loads(head)
            shape = tuple(h["shape"])
            if h.get("model") != key or len(shape) != 3 or shape[0] != 2 or len(body) != 8 * math.prod(shape):
                return None
            W = np.frombuffer(body, dtype="<f8").reshape(shape).astype(float)
            return cls(W, int(h["sweep"]), int(h["done"]), float(h["change"]), [float(c) for c in h["changes"]],
                       float(h["seconds"]))
        except (ValueError, KeyError, TypeError):
            return None


def build_retrograde(model: Model, tol: float = TOL, report: Callable[[Stage], None] | None = None,
                     start: WinTable | None = None, max_sweeps: int = MAX_SWEEPS,
                     resume: Sweeps | None = None, checkpoint: Callable[[Sweeps], None] | None = None,
                     every: float = 60.0, threads: int = 1,
                     stop: Callable[[], bool] | None = None) -> WinTable | None:
    """Return the solved :class:`WinTable` of ``model``, the same as ``build_win_table``'s (to ``tol``).

    ``start`` (a table of the same model or of another grid) gives the first guess of the zeroing edges;
    ``report(stage)`` hears of each half of each index sum solved (a :class:`Stage` of kind ``"sweep"``; the
    last of a sweep has ``done == total``).  ``checkpoint(sweeps)`` is handed the build under way (a
    :class:`Sweeps`) about every ``every`` seconds of work and at the end of each sweep; a build handed back as
    ``resume`` goes on from there and ends with the same table as one built without a stop.  ``stop()``, asked
    after each index sum, ends the build early: it is handed to ``checkpoint`` and None is returned.
    ``threads``: the blocks of an index sum are shared out to that many threads.
    """
    began = time.perf_counter()
    wt = unsolved_table(model, start if resume is None else None)
    state = resume or Sweeps(wt.W)
    wt.W = state.W
    sums = 2 * wt.size - 1
    before, saved = state.seconds, began

    def save() -> None:
        nonlocal saved
        state.seconds = before + time.perf_counter() - began
        if checkpoint:
            checkpoint(state)
        saved = time.perf_counter()

    with ThreadPoolExecutor(threads) if threads > 1 else contextlib.nullcontext() as pool:
        while state.sweep <= max_sweeps:
            guess, last = sweeps_needed(state.changes, tol), (state.changes[-1] if state.changes else None)
            for done in range(state.done, sums):
                def told(half: int) -> None:
                    if report:
                        report(Stage("sweep", 2 * done + half, 2 * sums, state.sweep, guess, last))
                state.change = max(state.change, solve_index_sum(wt, sums - 1 - done, pool, told))
                state.done = done + 1
                if state.done < sums and stop and stop():
                    save()
                    return None
                if state.done < sums and time.perf_counter() - saved >= every:
                    save()
            state.changes.append(state.change)
            state.sweep, state.done, state.change = state.sweep + 1, 0, 0.0
            if state.changes[-1] < tol:
                break
            save()
    wt.sweeps = len(state.changes)
    wt.seconds = before + time.perf_counter() - began
    return wt


def solve_index_sum(wt: WinTable, s: int, pool: Executor | None, told: Callable[[int], None]) -> float:
    """Solve the positions whose two score indices sum to ``s``, in place: the seat-0 turns, then the seat-1
    turns, and a Newton step putting each pair on its fixed point; ``told(1)`` and ``told(2)`` after each half.
    Return the largest change of a value."""
    W, size = wt.W, wt.size
    a = np.arange(max(0, s - size + 1), min(s, size - 1) + 1)
    b = s - a
    x_used = W[0, a, b].copy()
    y_used = W[1, b, a].copy()
    x, slope_x = solve_columns(wt, 0, a, b, pool)           # x(y): falls by slope_x as y rises
    W[0, a, b] = x
    told(1)
    y, slope_y = solve_columns(wt, 1, b, a, pool)           # y(x), from the x just found
    d = y - y_used
    # Newton on the pair: x = x - slope_x * (y' - y_used), y' = y - slope_y * (x' - x)
    x_new = x - slope_x * d / (1 - slope_x * slope_y)
    y_new = y - slope_y * (x_new - x)
    W[0, a, b] = np.clip(x_new, 0.0, 1.0)
    W[1, b, a] = np.clip(y_new, 0.0, 1.0)
    told(2)
    return max(float(np.abs(x - x_used).max()), float(np.abs(y - y_used).max()))
