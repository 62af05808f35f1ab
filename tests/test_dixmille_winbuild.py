"""Building Dix Mille's win table: every stage reported (each sweep, its check, the saving), nothing silent for
long, and play starting while the table is built in the background (the winning bot waits only for a real
decision).  Small models, as the solver's own tests use."""

from __future__ import annotations

import pickle
import threading
import time

import pytest
from click.testing import CliRunner

from wordgames.games.dixmille import winplay
from wordgames.games.dixmille.retrograde import sweeps_needed
from wordgames.games.dixmille.scoring import ScoringTable
from wordgames.games.dixmille.state import DixMilleState
from wordgames.games.dixmille.turns import Model
from wordgames.games.dixmille.wincache import cache_path
from wordgames.games.dixmille.winplay import WinAdvisor, WinBuild, WinningPlayer
from wordgames_cli.main import cli

THREE_DICE = Model(ScoringTable(bonus_start=100, bonus_step=100, twos_bust=3, target=250), dice=3, extra=100)
"""Three dice to 250 (the whole score lost to three 2s): a table of a few sweeps, built in a fraction of a second."""

DECISION = DixMilleState((0, 150), THREE_DICE.table, phase="choose", points=100, dice=3, throw=(1, 1, 5))
"""A throw with a real choice: what to set aside, and whether to bank."""


def sweeps_of(told: list[tuple[str, int, int, float]]) -> list[tuple[str, list[int], int]]:
    """Group the reports by label: (label, every done in order, the total)."""
    groups: list[tuple[str, list[int], int]] = []
    for label, done, total, _t in told:
        if not groups or groups[-1][0] != label:
            groups.append((label, [], total))
        groups[-1][1].append(done)
    return groups


def recorder(told: list):
    return lambda label, done, total: told.append((label, done, total, time.perf_counter()))


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """One build of the small model for the module: (its cache folder, what it told, the advisor)."""
    folder = tmp_path_factory.mktemp("cache")
    told: list = []
    advisor = WinBuild(THREE_DICE, folder).advisor(recorder(told))
    return folder, told, advisor


def test_every_stage_of_a_build_is_reported(built):
    folder, told, advisor = built
    groups = sweeps_of(told)
    sweeps = advisor.table.sweeps
    assert sweeps >= 2 and len(groups) == sweeps + 1
    assert groups[-1] == ("Win table: saving it", [0], 1)
    for n, (label, dones, total) in enumerate(groups[:-1], 1):
        assert label.startswith(f"Win table: sweep {n}")
        assert dones == list(range(1, total + 1)) and total % 2 == 0      # each half of each index sum
    assert [g[0] for g in groups[:2]] == ["Win table: sweep 1", "Win table: sweep 2"]   # no guess from one change
    times = [t for *_rest, t in told]
    assert max(b - a for a, b in zip(times, times[1:])) < 2.0
    assert cache_path(THREE_DICE, folder).exists()


@pytest.mark.parametrize("changes, tol, expected", [
    ([0.5, 0.25], 0.01, 7),              # halving: 0.125, 0.0625, 0.03125, 0.015625, 0.0078125 (the 7th, below)
    ([0.9, 0.3, 0.1], 0.001, 8),         # thirds: 0.0333, 0.0111, 0.0037, 0.00123, 0.00041 (the 8th)
    ([0.4], 0.001, None),                # one change gives no ratio
    ([0.1, 0.2], 0.001, None),           # not shrinking: no guess
    ([0.1, 1e-9], 1e-8, 2),              # the last sweep moved nothing: it was the check
])
def test_the_guess_of_sweeps(changes, tol, expected):
    assert sweeps_needed(changes, tol) == expected


def test_the_labels_say_the_sweep_its_guess_and_the_check():
    from wordgames.games.dixmille.retrograde import Stage
    assert [winplay.stage_label(s) for s in (Stage("sweep", 1, 8, 2), Stage("sweep", 1, 8, 3, 9, 0.1),
                                             Stage("sweep", 1, 8, 9, 9, 1e-7), Stage("saving", 0, 1))] == [
        "Win table: sweep 2", "Win table: sweep 3 of about 9", "Win table: sweep 9, checking",
        "Win table: saving it"]


def test_play_goes_on_while_the_table_is_built_in_the_background(tmp_path, monkeypatch, built):
    """The build is held back until the bot must decide: nothing is told meanwhile; then the bot waits, is told
    the stages, and plays what the table built in the foreground says."""
    gate = threading.Event()
    real = winplay.load_or_build

    def held(*args, **kwargs):
        assert gate.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(winplay, "load_or_build", held)
    build = WinBuild(THREE_DICE, tmp_path)
    told: list = []
    began = time.perf_counter()
    assert build.begin() and time.perf_counter() - began < 0.5       # play starts at once
    player = WinningPlayer(build, recorder(told))
    assert not gate.is_set() and told == []
    threading.Timer(0.2, gate.set).start()
    move = player.choose(DECISION)
    assert [g[0] for g in sweeps_of(told)][-1] == "Win table: saving it"
    assert told[0][0] == "Win table: sweep 1"
    alone = built[2]                                                   # built in the foreground
    assert isinstance(alone, WinAdvisor) and move == alone.advise(DECISION)[0].move
    assert not build.begin()                                           # begun once


def test_a_copy_made_while_building_builds_its_own(tmp_path, monkeypatch, built):
    """A tournament's workers fork from, or unpickle, a game whose table may still be building: the copy has no
    thread, and builds (or reads) the table itself; the bot's prepare waits for it (before the fork)."""
    gate = threading.Event()
    real = winplay.load_or_build
    monkeypatch.setattr(winplay, "load_or_build", lambda *a, **k: gate.wait(10) and real(*a, **k))
    build = WinBuild(THREE_DICE, built[0] / "elsewhere")
    assert build.begin()
    copy = pickle.loads(pickle.dumps(build))
    assert copy._thread is None and copy._advisor is None
    gate.set()
    WinningPlayer(build).prepare(DECISION)
    assert build._advisor is not None and not build._thread.is_alive()
    assert copy.advisor().advise(DECISION)[0].move == built[2].advise(DECISION)[0].move


def test_a_cached_table_is_read_at_once_and_nothing_runs_behind(built):
    again = WinBuild(THREE_DICE, built[0])
    assert not again.begin() and again._thread is None
    told: list = []
    again.advisor(recorder(told))
    assert told == []


@pytest.mark.slow
def test_a_person_plays_first_while_the_bot_s_table_is_built(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    r = CliRunner().invoke(cli, ["--lang", "ru", "games", "dixmille", "play", "--players", "Оля,winning",
                                 "--target", "100", "--seed", "1"], input="1 з\n" * 30)
    assert r.exit_code == 0, r.output
    assert r.stderr.startswith("Таблица шансов: строится в фоне (один раз, затем хранится); игра начинается…\n")
    assert "Таблица шансов: сохранение…" in r.stderr
    assert r.stdout.startswith("Оля (счёт 0, за ход 0) бросает 6 кубиков")
