"""Championships on a Dask cluster (wordgames.table.cluster): the same games, game by game, as in one process."""

import json
import pickle
import sys

import pytest

pytest.importorskip("distributed", reason="the cluster extra is not installed: pip install -e '.[cluster]'")

from click.testing import CliRunner

from wordgames.errors import OptionError, SeatsError
from wordgames.registry import info
from wordgames.table import cluster
from wordgames.table.cluster import QUIET_SCHEDULER, local_workers, run_plan_on_cluster
from wordgames.table.loop import play
from wordgames.table.seeds import game_seed, seat_rng
from wordgames.table.tournament import plan, play_one, run_plan
from wordgames_cli.main import cli

CROQUET = info("croquet")


@pytest.fixture(scope="module")
def address():
    """The address of a cluster of two single-threaded workers, started once for the module (in this process:
    a cluster of processes is what the command line's local:N test starts)."""
    import logging

    from distributed import LocalCluster
    with LocalCluster(n_workers=2, processes=False, threads_per_worker=1, dashboard_address=None,
                      silence_logs=logging.ERROR, scheduler_kwargs=QUIET_SCHEDULER) as cluster:
        yield cluster.scheduler_address


def played(result):
    """Return what a tournament's games were, without the seconds they took (which vary from run to run)."""
    return [(o.index, o.seed, o.scores, o.results, o.decisions, o.faults) for o in result.outcomes]


def standings(result):
    return [(s.name, s.games, s.scores, s.wins, s.decisions, s.faults, s.best_game, s.ci95) for s in result.standings]


def test_the_cluster_plays_each_game_as_its_seed_alone_and_as_one_process_and_jobs_do(address, tmp_path, monkeypatch):
    monkeypatch.setattr(cluster, "AHEAD", 1)        # two games wait at a time: the others are sent as games end
    p = plan(CROQUET, "random,random", seed=20, records=str(tmp_path / "cluster"))
    arrived = []
    on_cluster = run_plan_on_cluster(p, 6, address, on_game=lambda o: arrived.append(o.index))
    alone = run_plan(plan(CROQUET, "random,random", seed=20, records=str(tmp_path / "one")), 6)
    forked = run_plan(plan(CROQUET, "random,random", seed=20), 6, jobs=2)
    assert sorted(arrived) == list(range(6))                      # every game told once, as it ended
    assert [o.index for o in on_cluster.outcomes] == list(range(6))    # returned in game order
    assert played(on_cluster) == played(alone) == played(forked)
    assert standings(on_cluster) == standings(alone) == standings(forked)
    game = CROQUET.load(None, 2, None)
    for i in range(6):                  # the oracle: game i is the game of its seed, played here by its own bots
        seed = game_seed(20, i)
        by_seed = play(game, [game.make_bot("random", seat_rng(seed, s)) for s in range(2)], seed=seed)
        saved = json.loads((tmp_path / "cluster" / f"game-{i + 1:05d}.json").read_text(encoding="utf-8"))
        again = json.loads((tmp_path / "one" / f"game-{i + 1:05d}.json").read_text(encoding="utf-8"))
        assert saved["returns"] == list(by_seed.state.returns())
        assert saved["actions"] == again["actions"] and saved["seed"] == seed


def test_a_word_game_plan_travels_with_its_lexicon_and_plays_the_same_games(address, lexicon):
    p = plan(info("battle"), "random,greedy", seed=5, lexicon=lexicon)
    shipped = pickle.loads(pickle.dumps(p))            # what a worker process receives: the words, no indexes
    assert len(shipped.game.lexicon.derived) == 0 and sorted(shipped.game.lexicon) == sorted(lexicon)
    alone = run_plan(p, 2)
    assert played(run_plan_on_cluster(p, 2, address)) == played(alone)
    assert [play_one(shipped, i).scores for i in range(2)] == [o.scores for o in alone.outcomes]


def test_a_program_no_worker_can_find_is_refused_naming_the_worker(address):
    p = plan(CROQUET, "random,cmd:/no/such/bot --fast")
    with pytest.raises(SeatsError, match=r"^the cluster's worker \S+ cannot play: cannot find the program "
                                         r"'/no/such/bot' \(a cmd: program must be found on every worker"):
        run_plan_on_cluster(p, 2, address)


def test_an_address_nothing_answers_at_is_refused_within_the_timeout():
    with pytest.raises(OptionError, match=r"^cluster: no Dask scheduler answered at tcp://127\.0\.0\.1:1 within "
                                          r"0\.5 s$"):
        run_plan_on_cluster(plan(CROQUET, "random,random"), 2, "tcp://127.0.0.1:1", timeout=0.5)


def test_a_scheduler_without_workers_is_refused():
    import logging

    from distributed import LocalCluster
    with LocalCluster(n_workers=0, processes=False, dashboard_address=None, silence_logs=logging.ERROR,
                      scheduler_kwargs=QUIET_SCHEDULER) as empty:
        with pytest.raises(OptionError, match=r"^cluster: the Dask scheduler at \S+ has no workers \(start some: "
                                              r"dask worker \S+\)$"):
            run_plan_on_cluster(plan(CROQUET, "random,random"), 2, empty.scheduler_address, timeout=0.3)


@pytest.mark.parametrize("address, says", [
    ("local:0", "local:N takes a number of workers from 1 to 256, not '0'"),
    ("local:257", "local:N takes a number of workers from 1 to 256, not '257'"),
    ("local:", "local:N takes a number of workers from 1 to 256, not ''"),
    ("local:²", "local:N takes a number of workers from 1 to 256, not '²'"),
])
def test_a_local_cluster_needs_a_number_of_workers(address, says):
    with pytest.raises(OptionError, match=f"^cluster: {says}$"):
        local_workers(address)


def test_the_command_line_refuses_cluster_with_jobs_and_without_dask(monkeypatch):
    runner = CliRunner()
    both = runner.invoke(cli, ["games", "croquet", "tournament", "--games", "2", "--cluster", "local:2", "--jobs", "2",
                               "--no-progress"])
    assert both.exit_code == 2
    assert "Error: --cluster plays the games on the cluster's workers: leave out --jobs" in both.output
    monkeypatch.setitem(sys.modules, "distributed", None)        # import distributed now raises ImportError
    missing = runner.invoke(cli, ["games", "croquet", "tournament", "--games", "2", "--cluster", "local:2",
                                  "--no-progress"])
    assert missing.exit_code == 2
    assert missing.output.strip().splitlines()[-1] == "Error: --cluster needs Dask: pip install 'wordgames[cluster]'"


def test_the_command_line_starts_a_local_cluster_of_processes_with_the_same_results():
    runner = CliRunner()
    args = ["games", "croquet", "tournament", "--players", "random,perfect", "--games", "4", "--seed", "7",
            "--json", "--no-progress"]
    here = runner.invoke(cli, args)
    there = runner.invoke(cli, [*args, "--cluster", "local:2"])
    assert here.exit_code == there.exit_code == 0, there.output
    assert there.stderr == ""
    here, there = json.loads(here.stdout), json.loads(there.stdout)
    for data in (here, there):
        for entrant in data["players"]:
            del entrant["ms_per_move"]      # the only figure that is timed
    assert here == there and there["players"][1]["wins"] == 4       # perfect croquet wins every game


def test_a_swiss_on_the_cluster_pairs_and_plays_each_round_as_one_process_does(address):
    p = plan(CROQUET, "random,perfect,random,random,perfect", seed=4, format="swiss", rounds=3)
    on_cluster, alone = run_plan_on_cluster(p, 2, address), run_plan(p, 2)
    assert played(on_cluster) == played(alone) and on_cluster.rounds == alone.rounds
    assert [o.entrants for o in on_cluster.outcomes] == [o.entrants for o in alone.outcomes]
    assert [(s.points, s.buchholz) for s in on_cluster.standings] == [(s.points, s.buchholz) for s in alone.standings]
