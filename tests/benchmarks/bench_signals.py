"""Signals and misbehaving programs at a real table: what is left running, said, saved and returned.

Run: ``python tests/benchmarks/bench_signals.py [--rounds 20] [--seed 1] [--only play,tournament,bots]``.

For ``play`` and ``tournament --jobs 2`` of croquet against a ``cmd:`` program that starts a grandchild
(``sh -c 'sleep 300 & exec python3 bot.py'``), each round sends SIGTERM, SIGHUP or SIGINT at a random
moment (0 to 3 s after the command starts: before the programs, while they play, between games) and
counts, per signal: tracebacks on stderr, hangs (no exit within 20 s), rounds that left a process of a
program's tree running (from the pids each program writes), exit statuses other than 128 + the
signal's number (a signal that came before the table was set, while the interpreter was still
starting or importing, ends the process by the system's default or, Ctrl-C, with the interpreter's
traceback of the import it cut: counted apart as "early", with its tracebacks, and a game that ended
before its signal as "finished first"), rounds whose stderr
was not one line, and saved games or records that do not load.  ``bots``: a program that never reads
its input at a 12×12 «Словесный бой» whose first message is bigger than a pipe holds, and one that
closes its output and keeps running: the seconds the game took and the fault lines.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))       # tests/, for pid_program.py
from pid_program import program, running  # noqa: E402

SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)


def start(args: list[str]) -> subprocess.Popen:
    env = {**os.environ, "WORDGAMES_LANG": "en"}
    return subprocess.Popen([sys.executable, "-m", "wordgames_cli", *args], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, start_new_session=True)


def one_round(kind: str, signum: int, delay: float, folder: Path) -> dict:
    """Play one round; return what went wrong in it."""
    pids = folder / "pids"
    pids.mkdir()
    pause = 0.3 if kind == "play" else 0.05        # a game of play outlasts the signal; a tournament plays many
    command = program(pids, pause)
    save = folder / "game.json"
    records = folder / "records"
    if kind == "play":
        cli = start(["games", "croquet", "play", "--players", f"perfect,{command}", "--seed", "1", "--save", str(save)])
    else:
        cli = start(["games", "croquet", "tournament", "--players", f"perfect,{command}", "--games", "200",
                     "--jobs", "2", "--records", str(records), "--no-progress"])
    time.sleep(delay)
    cli.send_signal(signum)
    found = collections.Counter()
    try:
        _out, err = cli.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        found["hangs"] += 1
        cli.kill()
        _out, err = cli.communicate()
    text = err.decode(errors="replace")
    if cli.returncode == -signum or "Fatal Python error" in text:   # before the table was set: the interpreter's
        # own start or the imports (where Ctrl-C is a traceback of the import it cut)
        found["early"] += 1
        found["early tracebacks"] += "Traceback" in text
    elif cli.returncode == 0 and not found["hangs"]:
        found["finished first"] += 1
        found["tracebacks"] += "Traceback" in text
    else:
        found["tracebacks"] += "Traceback" in text
        found["wrong status"] += cli.returncode != 128 + signum
        found["not one line"] += len([line for line in text.splitlines() if line.strip()]) != 1
    if found["tracebacks"] or found["wrong status"] or found["not one line"] or found["hangs"]:
        print(f"    after {delay:.2f} s: status {cli.returncode}; stderr: {text[-2000:]!r}", flush=True)
    recorded = [int(p) for path in pids.glob("*.pids") for p in path.read_text().split()]
    deadline = time.monotonic() + 3
    while any(running(p) for p in recorded) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = [p for p in recorded if running(p)]
    found["programs left"] += bool(left)
    for p in left:
        os.kill(p, signal.SIGKILL)
    from wordgames.errors import WordgamesError
    from wordgames.registry import info
    from wordgames.table.session import Session
    for path in ([save] if save.exists() else []) + sorted(records.glob("*.json")):
        try:
            session = Session.load(path)
            session.replay(info("croquet").load(session.rules, len(session.seats)))
        except WordgamesError:
            found["unreadable saves"] += 1
    return found


def signal_rounds(kind: str, rounds: int, rng: random.Random) -> None:
    for signum in SIGNALS:
        total = collections.Counter()
        started = time.perf_counter()
        for _ in range(rounds):
            with tempfile.TemporaryDirectory() as tmp:
                total.update(one_round(kind, signum, rng.uniform(0.0, 3.0), Path(tmp)))
        name = signal.Signals(signum).name
        print(f"{kind:10} {name:7} rounds {rounds}: tracebacks {total['tracebacks']}, hangs {total['hangs']}, "
              f"programs left {total['programs left']}, wrong status {total['wrong status']}, "
              f"not one line {total['not one line']}, unreadable saves {total['unreadable saves']}, "
              f"early {total['early']} (tracebacks {total['early tracebacks']}), "
              f"finished first {total['finished first']} "
              f"({time.perf_counter() - started:.1f} s)", flush=True)


def bots() -> None:
    """A program that never reads, and one that closes its output and runs on, through the library's table."""
    from wordgames.battle.game import BattleGame
    from wordgames.lexicon import Lexicon
    from wordgames.table.loop import faults_of, play, seated
    from wordgames.table.program import ProgramPlayer
    lexicon = Lexicon.from_words(["кот", "ток", "от", "то"])
    cases = {
        "never reads": "import time; time.sleep(30)",
        "closes its output": "import os, sys, time; sys.stdin.readline(); os.close(1); time.sleep(30)",
    }
    for label, code in cases.items():
        game = BattleGame({"size": 12, "moves": 144, "letters": list("коток" * 20_000)}, 1, lexicon)
        player = ProgramPlayer(f"{sys.executable} -c '{code}'", game, 0, ["program"], time_limit=1.0, startup=0.0)
        started = time.perf_counter()
        with seated([player], game.new_initial_state()):
            play(game, [player], seed=1)
        faults = faults_of([player])
        print(f"bots       {label:18} {time.perf_counter() - started:5.1f} s, {len(faults)} faults; first: "
              f"{faults[0].kind} ({faults[0].detail}); last: {faults[-1].kind} ({faults[-1].detail})", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="Rounds per command and signal.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="play,tournament,bots")
    args = parser.parse_args()
    generator = random.Random(args.seed)
    wanted = {w.strip() for w in args.only.split(",")}
    for kind in ("play", "tournament"):
        if kind in wanted:
            signal_rounds(kind, args.rounds, generator)
    if "bots" in wanted:
        bots()
