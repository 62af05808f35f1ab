"""The fair compensation of Dix Mille for two players: the head start that makes the game even, by search.

The first player's chance of winning is not a half (docs/dixmille.md, "The fair compensation"); a head start
to one seat evens it.  :func:`fair_head_start` finds it by a search over head starts, each read off a solved
:class:`~wordgames.games.dixmille.winprob.WinTable` at a tabulated score.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

import numpy as np

from wordgames.games.dixmille.turns import Model
from wordgames.games.dixmille.wincache import load_or_build
from wordgames.games.dixmille.winprob import WinTable

def first_guess(wt: WinTable, seat: int) -> int:
    """Return a first guess (units) at the fair head start to ``seat``: where the receiver's chance, read at the
    table's own scores and drawn straight between them, reaches a half (only where the search starts)."""
    pts = wt.pts
    along = 1 - wt.W[0, 0, :] if seat == 1 else wt.W[0, :, 0]
    above = np.flatnonzero(along >= 0.5)
    if not len(above) or above[0] == 0:
        return 1
    k = int(above[0])
    frac = (0.5 - along[k - 1]) / (along[k] - along[k - 1])
    return int(pts[k - 1] + frac * (pts[k] - pts[k - 1]))


@dataclass
class FairStart:
    """The fair compensation, found by search: the head start (points, given before the first turn) to ``seat``
    at which its chance of winning first reaches a half (``at``), and the one a unit below (``below``), each
    with that chance.  Scores move in steps of the unit, so no head start in between plays differently (one
    in between only breaks ties, in the receiver's favour).  ``tried`` lists every head start evaluated."""

    seat: int
    below: int
    below_chance: float
    at: int
    at_chance: float
    tried: list[tuple[int, float]]

    def nearest(self) -> int:
        """Return the head start (of the two) that leaves the receiver's chance nearest to a half."""
        return self.at if self.at_chance - 0.5 <= 0.5 - self.below_chance else self.below


def fair_head_start(model: Model, build: Callable[[Model], WinTable] | None = None) -> FairStart | None:
    """Return the fair compensation of ``model`` by bisection over head starts, each evaluated by the solver
    (``None`` when no head start below the target makes the game fair).

    A head start ``h`` to a seat is the position (seat 0 to move, 0 against ``h``) or (``h`` against 0); its
    value is read at a *tabulated* score: a model on a grid is solved again with ``h`` among its scores
    (``Model.scores``), so no value is ever a straight line between two scores.  The receiver's chance never
    falls as its head start grows, so a search over the units finds where it first reaches a half: from a first
    guess (:func:`first_guess`), steps doubling away from it until the half is bracketed, then bisection.
    ``build`` solves a model (default: :func:`load_or_build`'s cached tables).

    >>> from wordgames.games.dixmille.scoring import TABLES
    >>> from wordgames.games.dixmille.winprob import build_win_table
    >>> fair = fair_head_start(Model(replace(TABLES["plain"], target=300), dice=3, extra=300), build_win_table)
    >>> fair.at - fair.below, fair.below_chance < 0.5 <= fair.at_chance
    (50, True)
    """
    if build is None:
        made: list[WinTable] = []

        def build(m):                   # each head start's table starts from the first one's values
            wt = load_or_build(m, start=made[0] if made else None)[0]
            made[:] = made or [wt]
            return wt
    base = build(model)
    unit, T = base.tm.unit, base.tm.target
    first = base.first_player()
    seat = 1 if first > 0.5 else 0
    found: dict[int, float] = {}
    tried: list[tuple[int, float]] = []

    def chance(h: int) -> float:
        if h not in found:
            wt = base if h in base.pts else build(replace(model, scores=tuple(sorted(set(model.scores) | {h}))))
            i = int(np.searchsorted(wt.pts, h))
            found[h] = 1 - float(wt.W[0, 0, i]) if seat == 1 else float(wt.W[0, i, 0])
            tried.append((h * unit, found[h]))
        return found[h]

    if chance(0) >= 0.5:
        return FairStart(seat, 0, chance(0), 0, chance(0), tried)
    if chance(T - 1) < 0.5:
        return None
    lo, hi = 0, T - 1
    guess = min(max(first_guess(base, seat), 1), T - 1)      # where the table's own scores say; then gallop
    if chance(guess) < 0.5:
        lo, step = guess, 1
        while lo + step < hi and chance(lo + step) < 0.5:
            lo, step = lo + step, 2 * step
        hi = min(hi, lo + step)
    else:
        hi, step = guess, 1
        while hi - step > lo and chance(hi - step) >= 0.5:
            hi, step = hi - step, 2 * step
        lo = max(lo, hi - step)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if chance(mid) < 0.5:
            lo = mid
        else:
            hi = mid
    return FairStart(seat, lo * unit, chance(lo), hi * unit, chance(hi), tried)
