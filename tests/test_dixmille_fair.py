"""The fair compensation: a search over head starts, each solved, against a scan of every head start.

The head start is the points one player has before the first turn; it is fair where the receiver's chance of
winning first reaches a half.  Scores move in steps of 50, so the answer is a pair of head starts 50 apart.
"""

from __future__ import annotations

import functools
from dataclasses import replace

import numpy as np
import pytest

from wordgames.games.dixmille.retrograde import build_retrograde
from wordgames.games.dixmille.scoring import TABLES
from wordgames.games.dixmille.fair import fair_head_start
from wordgames.games.dixmille.turns import Model
from wordgames.games.dixmille.wincache import default_model
from wordgames.games.dixmille.winprob import WinTable

UNIT = 50


@functools.lru_cache(maxsize=None)
def solved(model: Model) -> WinTable:
    return build_retrograde(model, tol=1e-11)


def receiver_chance(model: Model, seat: int, h: int) -> float:
    """The chance of ``seat`` given ``h`` units before the first turn, read from a table that tabulates ``h``."""
    wt = solved(model if model.grid == 1 else replace(model, scores=(h,)))
    i = int(np.flatnonzero(wt.pts == h)[0])
    return 1 - float(wt.W[0, 0, i]) if seat == 1 else float(wt.W[0, i, 0])


def scan(model: Model) -> tuple[int, int]:
    """Every head start from 0 up, one by one: return (seat, the first head start, points, with chance >= 1/2)."""
    wt = solved(model)
    seat = 1 if wt.first_player() > 0.5 else 0
    for h in range(wt.tm.target):
        if receiver_chance(model, seat, h) >= 0.5:
            return seat, h * UNIT
    return seat, None


SMALL = [
    pytest.param(Model(replace(TABLES["text"], target=600), dice=3), id="3 dice to 600, every score"),
    pytest.param(Model(replace(TABLES["text"], target=400), dice=3, grid=2),
                 id="3 dice to 400, a grid of 100 (odd head starts solved again)"),
    pytest.param(default_model(replace(TABLES["text"], target=500)), id="the text's table to 500",
                 marks=pytest.mark.slow),
]


@pytest.mark.parametrize("model", SMALL)
def test_the_search_finds_what_a_scan_of_every_head_start_finds(model):
    fair = fair_head_start(model, solved)
    seat, first = scan(model)
    assert (fair.seat, fair.at, fair.below) == (seat, first, first - UNIT)
    assert fair.below_chance < 0.5 <= fair.at_chance
    assert fair.at_chance == pytest.approx(receiver_chance(model, seat, first // UNIT), abs=1e-12)
    assert len(fair.tried) < solved(model).tm.target           # a search: fewer head starts than the scan


def test_a_head_start_between_grid_scores_is_solved_not_drawn_as_a_straight_line():
    """On a grid of 100, a head start of 50 is solved with 50 among the scores; the straight line between the
    values at 0 and 100 is off by more than the search's answer can bear."""
    model = Model(replace(TABLES["text"], target=400), dice=3, grid=2)
    wt = solved(model)
    line = (wt.W[0, 1, 0] + wt.W[0, 0, 0]) / 2                    # halfway between 0 and 100
    assert 1 not in wt.pts.tolist()
    assert abs(receiver_chance(model, 0, 1) - line) > 1e-3


def test_the_search_with_the_cached_tables(monkeypatch, tmp_path):
    """The default build: each head start off the grid is a cached table of its own, started from the first."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    model = Model(replace(TABLES["text"], target=600), dice=3, grid=2)
    fair = fair_head_start(model)
    assert (fair.below, fair.at) == (scan(model)[1] - UNIT, scan(model)[1])
    assert fair.at // UNIT not in solved(model).pts.tolist()                 # solved again, with it on the grid
    assert len(list((tmp_path / "wordgames").glob("dixmille-win-*.bin"))) >= 2
