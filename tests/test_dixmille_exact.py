"""Dix Mille's win table at every score: built in parts, and the full game's table shipped with the package.

A build stopped and resumed from its checkpoint (as bytes, as the cache keeps it) ends with the very table of
one built without a stop, and that table agrees with the brute force of ``test_dixmille_winprob`` to 10⁻¹².
The shipped table of the text's game to 10 000 is checked as a solution, not against its own output: each
position's turn, solved again from the table, gives the position's own value back (the table is the fixed
point the rules define); more of one's own score never hurts; and the grid the bot used before agrees with it
to the grid's stated error.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import replace

import numpy as np
import pytest

from test_dixmille_winprob import REDUCED, THREE_DICE, brute_force
from wordgames.cache import CacheNote
from wordgames.games.dixmille import retrograde, wincache
from wordgames.games.dixmille.retrograde import Sweeps, build_retrograde, solve_columns
from wordgames.games.dixmille.scoring import TABLES
from wordgames.games.dixmille.turns import Model
from wordgames.games.dixmille.winprob import WinTable

GAME = Model(TABLES["text"], grid=1)
"""The text's game to 10 000 at every score, the whole lead counted."""


def stopping_every(n: int):
    """Return a ``stop()`` that says yes at every ``n``-th question."""
    asked = [0]

    def stop() -> bool:
        asked[0] += 1
        return asked[0] % n == 0
    return stop


@pytest.mark.parametrize("model", [REDUCED[0], REDUCED[2]])
def test_a_build_in_parts_is_the_build_in_one_go_and_the_brute_forces(model, monkeypatch):
    monkeypatch.setattr(retrograde, "BLOCK", 2)          # several blocks at every index sum, on two threads
    whole = build_retrograde(model, tol=1e-12, threads=2)
    saved: list[bytes] = []
    resume, parts, table = None, 0, None
    while table is None:
        table = build_retrograde(model, tol=1e-12, resume=resume, stop=stopping_every(3),
                                 checkpoint=lambda s: saved.append(s.to_bytes(model.key())))
        resume = Sweeps.from_bytes(model.key(), saved[-1])
        parts += 1
    assert parts > 3 and np.array_equal(table.W, whole.W) and table.sweeps == whole.sweeps
    W, _last_turn = brute_force(model)
    T = table.tm.target
    assert max(abs(table.W[s, a, b] - W[s, a, b]) for s in (0, 1) for a in range(T) for b in range(T)) < 1e-12


def test_a_checkpoint_is_read_only_for_its_own_model():
    sweeps = Sweeps(np.full((2, 5, 5), 0.5), sweep=2, done=3, change=0.1, changes=[0.4])
    data = sweeps.to_bytes(THREE_DICE.key())
    back = Sweeps.from_bytes(THREE_DICE.key(), data)
    assert (back.sweep, back.done, back.changes) == (2, 3, [0.4]) and np.array_equal(back.W, sweeps.W)
    other = replace(THREE_DICE, extra=50).key()
    assert Sweeps.from_bytes(other, data) is None
    assert Sweeps.from_bytes(THREE_DICE.key(), data[:-8]) is None          # cut short
    assert Sweeps.from_bytes(THREE_DICE.key(), b"{not json\n") is None


def test_the_cache_builds_in_parts_and_goes_on_after_a_stop(tmp_path):
    model = THREE_DICE
    table, path = wincache.load_or_build(model, cache_dir=tmp_path, stop=stopping_every(4))
    assert table is None and path == wincache.partial_path(model, tmp_path) and path.exists()
    parts = 1
    while table is None:
        table, path = wincache.load_or_build(model, cache_dir=tmp_path, stop=stopping_every(4))
        parts += 1
    assert parts > 2 and path == wincache.cache_path(model, tmp_path)
    assert not wincache.partial_path(model, tmp_path).exists()            # the checkpoint goes with the table
    assert np.array_equal(table.W, build_retrograde(model).W)


def test_a_damaged_checkpoint_is_a_note_and_the_build_starts_afresh(tmp_path):
    model = THREE_DICE
    wincache.load_or_build(model, cache_dir=tmp_path, stop=stopping_every(2))
    partial = wincache.partial_path(model, tmp_path)
    partial.write_bytes(partial.read_bytes()[:-5])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        table, _path = wincache.load_or_build(model, cache_dir=tmp_path)
    assert [w.category for w in caught] == [CacheNote] and "damaged" in str(caught[0].message)
    assert np.array_equal(table.W, build_retrograde(model).W)


# The full game's table, shipped.

@pytest.fixture(scope="module")
def game() -> WinTable:
    table = wincache.shipped(GAME)
    assert table is not None, "the package ships the full game's table"
    return table


def test_the_bot_and_the_advisor_use_the_shipped_table_of_the_text_s_game(game):
    assert wincache.default_model(TABLES["text"]) == GAME
    assert wincache.default_model(TABLES["plain"]).grid == wincache.GRID         # no table shipped: the grid
    assert wincache.default_model(replace(TABLES["text"], target=2000)).grid == 1
    assert game.W.shape == (2, 200, 200) and game.sweeps >= 2


@pytest.mark.parametrize("index_sum", [398, 330, 250, 199, 120, 40, 1])
def test_the_shipped_table_is_the_fixed_point_of_the_rules(game, index_sum):
    """Every position's turn, solved from the table's values of the positions it can reach, is worth the table's
    value of the position (a table that were off anywhere would move here by more than the solver's tolerance)."""
    a = np.arange(max(0, index_sum - 199), min(index_sum, 199) + 1)
    b = index_sum - a
    x, _slope = solve_columns(game, 0, a, b)
    y, _slope = solve_columns(game, 1, b, a)
    assert abs(x - game.W[0, a, b]).max() < 1e-7 and abs(y - game.W[1, b, a]).max() < 1e-7


def test_the_shipped_table_is_a_table_of_chances_where_points_help(game):
    W = game.W
    assert (W >= 0).all() and (W <= 1).all()
    assert (W[:, 1:, :] >= W[:, :-1, :] - 1e-9).all()        # more of one's own score never hurts
    assert (W[:, :, 1:] <= W[:, :, :-1] + 1e-9).all()        # more of the opponent's never helps


@pytest.mark.slow
def test_the_grid_agrees_with_the_exact_table_to_its_stated_error(game):
    """docs/dixmille.md states the grid of 500's error against the exact table: at most 0.002 at any position of
    the grid's own scores (0.0015 measured), the first player's chance within 0.0005 (0.0003)."""
    grid = wincache.load_or_build(replace(GAME, grid=wincache.GRID))[0]
    worst = max(abs(grid.W[s, i, j] - game.value(s, int(mine), int(theirs)))
                for s in (0, 1) for i, mine in enumerate(grid.pts) for j, theirs in enumerate(grid.pts))
    assert worst < 0.002
    assert abs(grid.first_player() - game.first_player()) < 5e-4


# The command that builds a table, in parts.

def win_table(args, cache, lang="en"):
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    return CliRunner().invoke(cli, ["--lang", lang, "games", "dixmille", "win-table", *args],
                              env={"XDG_CACHE_HOME": str(cache)})


def test_the_command_builds_in_parts_and_says_where_the_work_is(tmp_path):
    first = win_table(["--target", "500", "--minutes", "0.00001", "--json"], tmp_path)
    assert first.exit_code == 0, first.output
    stopped = json.loads(first.stdout)
    assert stopped["source"] == "stopped" and stopped["path"].endswith(".partial") and stopped["sweep"] == 1
    assert 0 < stopped["share"] < 1 and stopped["first_player"] is None
    said = win_table(["--target", "500", "--minutes", "0.00001"], tmp_path, "ru")
    assert said.exit_code == 0
    assert said.stdout.startswith("Таблица шансов: остановлена на проходе 1, сделано ")
    assert "Запустите команду снова" in said.stdout
    done = win_table(["--target", "500", "--json"], tmp_path)
    built = json.loads(done.stdout)
    assert built["source"] == "built" and built["path"].endswith(".bin") and built["every_score"]
    assert built["first_player"] == pytest.approx(0.4187, abs=5e-5)      # docs/dixmille.md: 41.87 % to 500
    again = win_table(["--target", "500"], tmp_path)
    assert again.stdout.startswith("Win table: built before, kept in ") and "41.87 %." in again.stdout
    assert "It holds every score." in again.stdout


def test_the_command_reads_the_shipped_table(tmp_path, game):
    said = win_table([], tmp_path)
    assert said.exit_code == 0 and said.stdout.startswith("Win table: shipped with wordgames, nothing to build. "
                                                          "It holds every score.")
    assert f"{100 * game.first_player():.2f} %" in said.stdout and not list(tmp_path.iterdir())
    assert win_table(["--minutes", "0"], tmp_path).exit_code == 2


def test_every_score_where_the_bot_would_use_a_grid_and_the_bot_then_uses_it(tmp_path, monkeypatch):
    monkeypatch.setattr(wincache, "EXACT_UP_TO", 300)       # so that a game to 500 is one the bot plays on a grid
    rules = replace(TABLES["plain"], target=500)
    assert wincache.default_model(rules, tmp_path / "wordgames").grid == wincache.GRID
    on_grid = win_table(["--table", "plain", "--target", "500"], tmp_path)
    assert on_grid.stdout.startswith("Win table: built and kept in ") and "It holds a grid of scores" in on_grid.stdout
    said = win_table(["--table", "plain", "--target", "500", "--every-score", "--json"], tmp_path)
    assert json.loads(said.stdout)["every_score"] and json.loads(said.stdout)["source"] == "built"
    assert wincache.default_model(rules, tmp_path / "wordgames") == Model(rules)


def test_advice_to_win_reads_the_exact_table(tmp_path, game):
    """Before the first throw of a turn nothing is at stake yet: throwing six dice is the position's own value,
    for each seat, at scores off the grid of 500 (9 050 against 9 350)."""
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    for second, seat, mine, theirs in ((False, 0, 181, 187), (True, 1, 181, 187)):
        args = ["games", "dixmille", "advise", "--goal", "win", "--dice-left", "6", "--score", "9050",
                "--opponent", "9350", "--json"] + (["--second"] if second else [])
        said = CliRunner().invoke(cli, args, env={"XDG_CACHE_HOME": str(tmp_path)})
        assert said.exit_code == 0, said.output
        assert json.loads(said.stdout)["throw"] == pytest.approx(game.W[seat, mine, theirs], abs=1e-7)
    assert not list(tmp_path.iterdir())                  # nothing built, nothing cached


def test_the_fair_compensation_is_found_by_search_on_the_exact_table(game):
    from wordgames.games.dixmille.fair import fair_head_start
    fair = fair_head_start(GAME, build=lambda model: game)
    chance = {h: game.W[0, h // 50, 0] for h in range(0, 10_000, 50)}      # every head start, read directly
    first_even = min(h for h, c in chance.items() if c >= 0.5)
    assert (fair.seat, fair.below, fair.at) == (0, first_even - 50, first_even)
    assert fair.below_chance == chance[fair.below] < 0.5 <= fair.at_chance == chance[fair.at]
    assert len(fair.tried) < 12                                              # a search, not a scan of 200


KILLED = """
import sys
from dataclasses import replace
from pathlib import Path
from wordgames.games.dixmille import wincache
from wordgames.games.dixmille.retrograde import build_retrograde
from wordgames.games.dixmille.scoring import TABLES
from wordgames.games.dixmille.turns import Model
model = Model(replace(TABLES["text"], target=500))
path = wincache.partial_path(model, Path(sys.argv[1]))
build_retrograde(model, checkpoint=lambda s: wincache.cache.write(path, s.to_bytes(model.key()), "*.partial"),
                 every=0.05)
"""


def test_a_build_killed_goes_on_from_its_last_checkpoint(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time
    model = Model(replace(TABLES["text"], target=500))
    partial = wincache.partial_path(model, tmp_path)
    child = subprocess.Popen([sys.executable, "-c", KILLED, str(tmp_path)])
    try:
        while not partial.exists() and child.poll() is None:
            time.sleep(0.02)
        time.sleep(0.3)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    left = wincache.checkpointed(model, tmp_path)          # the last checkpoint whole, never half of one
    assert left is not None and (left.sweep, left.done) > (1, 0)
    table, path = wincache.load_or_build(model, cache_dir=tmp_path)
    assert path == wincache.cache_path(model, tmp_path) and not partial.exists()
    assert np.abs(table.W - build_retrograde(model).W).max() < 1e-12


def test_the_review_to_win_reads_the_shipped_table(tmp_path, game):
    """A game to 10 000 reviewed by the chance of winning: nothing is built or cached (a grid table would be), and
    the first decision is valued as a chance near the first player's."""
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    saved = tmp_path / "game.json"
    played = CliRunner().invoke(cli, ["games", "dixmille", "play", "--players", "optimal,optimal", "--seed", "3",
                                      "--save", str(saved)], env=env)
    assert played.exit_code == 0, played.output
    review = CliRunner().invoke(cli, ["games", "dixmille", "review", str(saved), "--goal", "win", "--json"], env=env)
    assert review.exit_code == 0, review.output
    first = json.loads(review.stdout)["decisions"][0]
    assert first["seat"] == 0 and 0.3 < first["value_best"] < 0.7
    assert not (tmp_path / "cache").exists() or not list((tmp_path / "cache").rglob("dixmille-win-*"))


def test_the_grid_s_first_guess_is_told_apart_from_the_build(tmp_path, monkeypatch):
    monkeypatch.setattr(wincache, "EXACT_UP_TO", 300)       # a game to 500 then starts from its grid's table
    told = []
    wincache.load_or_build(Model(replace(TABLES["plain"], target=500)), told.append, tmp_path)
    kinds = [stage.kind for stage in told]
    first_sweep = kinds.index("sweep")
    assert kinds[0] == "guess" and set(kinds[:first_sweep]) == {"guess", "saving"}
    assert set(kinds[first_sweep:]) == {"sweep", "saving"} and kinds[-1] == "saving"
