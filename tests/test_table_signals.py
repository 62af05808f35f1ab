"""A signal ends a table the way Ctrl-C does: every program it started is ended, grandchildren included,
what was played is kept, one line says so, and the exit status is 128 + the signal's number.

Real processes: ``play`` and ``tournament`` are started as commands with a ``cmd:`` program that
starts a grandchild (``sh -c 'sleep 300 & exec python3 bot.py'``); each program writes its own pid and
its grandchild's to a file, and after the signal every one of them must be gone.  Every wait is bounded.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from pid_program import program as program_of, running
from wordgames.registry import info
from wordgames.table.session import Session

NAMES = {signal.SIGTERM: "SIGTERM", signal.SIGHUP: "SIGHUP", signal.SIGINT: "SIGINT"}


@pytest.fixture
def program(tmp_path):
    """Return the cmd: entrant, and the folder where its runs write their pids."""
    pids = tmp_path / "pids"
    pids.mkdir()
    return program_of(pids), pids


def wordgames(*args: str, stdin=subprocess.DEVNULL) -> subprocess.Popen:
    """Start the command as a person would, in a process group of its own (a signal reaches only it), with
    Ctrl-C's signal at its default (a test run started in the background inherits it ignored)."""
    env = {**os.environ, "WORDGAMES_LANG": "en", "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([sys.executable, "-m", "wordgames_cli", *args], stdin=stdin,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def wait_for(condition, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail("waited too long")
        time.sleep(0.05)


def recorded_pids(folder: Path) -> list[int]:
    return [int(pid) for path in folder.glob("*.pids") for pid in path.read_text().split()]


def ended(cli: subprocess.Popen, signum: int, pids: Path) -> tuple[int, list[str]]:
    """Send the signal; return the exit status and stderr's lines, once every recorded process is gone."""
    cli.send_signal(signum)
    try:
        cli.wait(timeout=20)                          # its input stays open: the signal alone ends it
    except subprocess.TimeoutExpired:
        cli.kill()
        cli.communicate()
        pytest.fail("the table did not end")
    _out, err = cli.communicate()
    recorded = recorded_pids(pids)
    assert recorded
    try:
        wait_for(lambda: not any(running(pid) for pid in recorded), 3.0)
    finally:
        for pid in recorded:               # nothing of the test outlives it, whatever the verdict
            if running(pid):
                os.kill(pid, signal.SIGKILL)
    return cli.returncode, [line for line in err.decode().splitlines() if line.strip()]


@pytest.mark.parametrize("signum, status, line", [
    (signal.SIGTERM, 143, "The table was ended by SIGTERM after {turns}; go on with: "
                          "wordgames games croquet play --resume {save}."),
    (signal.SIGHUP, 129, "The table was ended by SIGHUP after {turns}; go on with: "
                         "wordgames games croquet play --resume {save}."),
    (signal.SIGINT, 130, "Game left after {turns}; go on with: wordgames games croquet play --resume {save}."),
])
def test_a_signal_ends_play_and_every_program_it_started(program, tmp_path, signum, status, line):
    command, pids = program
    save = tmp_path / "game.json"
    cli = wordgames("games", "croquet", "play", "--players", f"perfect,{command}", "--seed", "1", "--save", str(save))
    wait_for(lambda: recorded_pids(pids) and save.exists() and len(Session.load(save).actions) >= 2)
    code, lines = ended(cli, signum, pids)
    session = Session.load(save)                      # saved, and it replays
    game = info("croquet").load(session.rules, len(session.seats))
    session.replay(game)
    from wordgames.table.sitting import turns_made, turns_text
    turns = turns_text(turns_made(game, session))
    assert not any("Traceback" in x for x in lines)
    assert (code, lines) == (status, [line.format(turns=turns, save=save)])


@pytest.mark.parametrize("signum, status, line", [
    (signal.SIGTERM, 143, "The tournament was ended by SIGTERM after {n} of 40 games."),
    (signal.SIGHUP, 129, "The tournament was ended by SIGHUP after {n} of 40 games."),
    (signal.SIGINT, 130, "Aborted."),
])
@pytest.mark.parametrize("jobs", [pytest.param(1, marks=pytest.mark.slow), 2])
def test_a_signal_ends_a_tournament_and_every_program_of_every_worker(program, tmp_path, signum, status, line, jobs):
    command, pids = program
    records = tmp_path / "records"
    cli = wordgames("games", "croquet", "tournament", "--players", f"perfect,{command}", "--games", "40",
                    "--jobs", str(jobs), "--records", str(records), "--no-progress")
    wait_for(lambda: len(list(pids.glob("*.pids"))) >= jobs + 1)     # a game finished; each worker is playing
    code, lines = ended(cli, signum, pids)
    assert not any("Traceback" in x or "Error" in x for x in lines)
    kept = sorted(records.glob("*.json"))
    game = info("croquet").load()
    for path in kept:                                 # every game the tournament kept is whole and replays
        session = Session.load(path)
        assert session.replay(game).is_terminal()
    assert code == status
    assert len(lines) == 1 and lines[0] in {line.format(n=n) for n in range(len(kept) + 1)}


@pytest.mark.parametrize("signum, status", [(signal.SIGTERM, 143), (signal.SIGHUP, 129)])
def test_a_signal_while_a_person_is_asked_names_the_signal(program, tmp_path, signum, status):
    """The question a person is asked is cut by the signal: the table is ended by it, not left by them."""
    command, pids = program
    save = tmp_path / "game.json"
    cli = wordgames("games", "croquet", "play", "--players", f"Оля,{command}", "--seed", "4", "--save", str(save),
                    stdin=subprocess.PIPE)                     # open, and nothing typed: Оля is thinking
    wait_for(lambda: recorded_pids(pids) and save.exists())
    time.sleep(0.3)                                             # at the prompt
    code, lines = ended(cli, signum, pids)
    assert Session.load(save).actions == []
    assert (code, lines) == (status, [f"The table was ended by {NAMES[signum]} after 0 turns; go on with: "
                                      f"wordgames games croquet play --resume {save}."])


INTERRUPTED_POOL = textwrap.dedent('''
    import multiprocessing.pool, sys
    from wordgames.registry import info
    from wordgames.table.tournament import run_tournament
    made = multiprocessing.pool.Pool._repopulate_pool

    def interrupted(pool):                 # Ctrl-C just after the workers are forked, before the pool is whole
        made(pool)
        raise KeyboardInterrupt

    multiprocessing.pool.Pool._repopulate_pool = interrupted
    try:
        run_tournament(info("croquet"), "perfect,cmd:" + sys.argv[1], games=4, jobs=2)
    except KeyboardInterrupt:
        print("interrupted", flush=True)
''')


def test_ctrl_c_while_the_workers_start_does_not_hang_the_exit():
    """The workers of a pool cut short are left to the interpreter's exit, which ends them; collected by the
    table instead, the exit would wait for them forever."""
    bot = f"{sys.executable} {Path(__file__).resolve().parents[1] / 'examples' / 'random_bot.py'}"
    run = subprocess.Popen([sys.executable, "-c", INTERRUPTED_POOL, bot], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = run.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(run.pid, signal.SIGKILL)            # the script and its workers
        run.communicate()
        pytest.fail("the interpreter's exit waited for workers the table had collected")
    assert (run.returncode, out, b"Traceback" in err) == (0, b"interrupted\n", False)
