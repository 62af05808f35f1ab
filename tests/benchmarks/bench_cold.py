"""Benchmark of cold starts: each command in a fresh process against the same job done by a short script.

Every case runs the command and its baseline as child processes, interleaved (ABAB, then BABA, so a
slow spell of the shared machine falls on both), and takes each child's CPU time (user + system, from
``os.wait4``), not wall time.  It prints both medians, the ratio of the medians, and the spread of
the per-pair ratios (median, quartiles, extremes), against the goal of issue #22:

* ``doublet бант коса``: at most 2.5x a 20-line script that reads the word list, builds the
  one-letter buckets and runs a breadth-first search (it must print the same chain);
* ``battle score``, ``snake challenge``, ``dict check``: at most 1.3x the same job as a few lines
  calling the library;
* ``--help`` of every command and group: at most 1.2x ``python -c "import click"`` (and the top help
  in Russian, which reads the catalogue, against the same).

For the three library scripts it also times the same script with ``import click`` first, what click
alone adds to the job, and prints the command against it: what the house adds past click.  (The
command can cost less than that script: it ends by freezing the collector, so the interpreter's last
collections skip what the imports made; see ``main`` in cli/main.py.)

CPU time on this machine moves by a tenth from run to run, so a case whose true ratio is near its goal
lands on either side of it.  ``--instructions`` measures the same cases exactly instead: each child
runs once under valgrind's callgrind, which counts the instructions it executes (with a fixed
``PYTHONHASHSEED``, the same count run after run, whatever else the machine does; about 3 s a child).
A count leaves out what costs time without instructions (page faults, the disk), the same for both
sides of a case, so it says which side of a goal the code is on, and the timed run how far the
machine moves it.

The command is started as the installed ``wordgames`` script starts it (``from wordgames_cli.main
import main; main()``), so it measures whatever ``wordgames_cli`` and ``wordgames`` the interpreter
imports (set PYTHONPATH to measure a checkout; the children run in an empty directory, so the one the
benchmark is started from cannot shadow it).  Children run with their bytecode cached (in a
private ``PYTHONPYCACHEPREFIX``, filled by one untimed run of each), as an installed copy runs, even
when ``PYTHONDONTWRITEBYTECODE`` is set: compiling the sources on every start is not a cold start.

Run: ``nice python tests/benchmarks/bench_cold.py [--pairs 21] [--only doublet,help] [--instructions]``.  Prints
figures only; nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

WORDGAMES = [sys.executable, "-c", "from wordgames_cli.main import main; main()"]

# The minimal doublet: the word list, the buckets, a breadth-first search; prints the chain.
MINIMAL_DOUBLET = r'''
import sys
from collections import deque
start, end, path = sys.argv[1:4]
n = len(start)
buckets = {}
with open(path, encoding="utf-8") as f:
    for line in f:
        w = line.split(None, 1)[0].lower().replace("ё", "е") if line.strip() else ""
        if len(w) == n and not line.startswith("#"):
            for i in range(n):
                buckets.setdefault(w[:i] + "_" + w[i + 1:], []).append(w)
came = {start: None}
queue = deque([start])
while queue and end not in came:
    w = queue.popleft()
    for i in range(n):
        for u in buckets[w[:i] + "_" + w[i + 1:]]:
            if u not in came:
                came[u] = w
                queue.append(u)
chain = [end]
while came[chain[-1]] is not None:
    chain.append(came[chain[-1]])
print(" ".join(reversed(chain)))
'''

BATTLE_SCORE = r'''
import sys
from wordgames.lexicon import Lexicon
from wordgames.battle.score import score_file
from wordgames.battle.render import score_table
scored = score_file(Lexicon.default(), sys.argv[1])
for label, s in scored.players:
    print("\n".join(score_table(label, s, [label for label, _ in scored.players], scored.words, False)))
'''

SNAKE_CHALLENGE = r'''
from wordgames.lexicon import Lexicon
from wordgames.lexicon.diminutives import rule6_lexicon
from wordgames.snake import record
from wordgames.snake.challenge import adjudicate
lexicon = rule6_lexicon(Lexicon.default(), "refuse")       # rule 6, as the command plays by default
game = record.from_words(["скот", "тушь"])
for move in game.moves:                                    # the command warns of a word that is not one
    if not lexicon.explain(move.word).accepted:
        print(move.word, "is not a game word")
verdict = adjudicate(lexicon, game)
print(verdict.verdict, *verdict.reasons)
'''

DICT_CHECK = r'''
from wordgames.lexicon import Lexicon
lexicon = Lexicon.default()
for word in ["крест", "столы"]:
    print(lexicon.explain(word).reason)
'''

SQUARE = "БОЙКОТ\nАЛЕРХС\nКОПЕРА\nЖВЕСАД\nПОЧТАФ\nЫЯЬЬСЮ\n"   # the rule text's example square


class Case(NamedTuple):
    """A cold command and its baseline: argument vectors, expected exit codes, the goal ratio.

    ``floor``: also time the baseline script with ``import click`` first, what click alone adds to the
    job, and print the command against it too (what the house adds past click).
    """

    name: str
    command: list[str]
    baseline: list[str]
    goal: float
    codes: tuple[int, int] = (0, 0)
    floor: bool = False

    def with_click(self) -> list[str]:
        """Return the baseline script with ``import click`` first (a ``python -c`` baseline)."""
        *head, code = self.baseline[:3]
        return [*head, "import click\n" + code, *self.baseline[3:]]


def cpu_time(argv: list[str], env: dict[str, str], expect: int | None = None) -> float:
    """Return the CPU seconds (user + system) of one child process running ``argv``."""
    child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=env)
    _pid, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if expect is not None and child.returncode != expect:
        raise SystemExit(f"{argv!r} exited {child.returncode}, expected {expect}")
    return usage.ru_utime + usage.ru_stime


def instructions(argv: list[str], env: dict[str, str], expect: int | None = None) -> float:
    """Return the instructions one child process running ``argv`` executes, counted by callgrind."""
    counted = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             env=env, text=True, errors="replace")
    if expect is not None and counted.returncode != expect:
        raise SystemExit(f"{argv!r} exited {counted.returncode} under valgrind, expected {expect}")
    found = re.findall(r"^==\d+== Collected : (\d+)$", counted.stderr, re.MULTILINE)
    if not found:
        raise SystemExit(f"valgrind printed no count for {argv!r}")
    return float(found[-1])


def quartiles(values: list[float]) -> tuple[float, float, float]:
    """Return the first quartile, the median and the third quartile of ``values``.

    >>> quartiles([1.0, 2.0, 3.0, 4.0, 5.0])
    (2.0, 3.0, 4.0)
    """
    q1, q2, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, q2, q3


def run_pairs(case: Case, pairs: int, env: dict[str, str], measure=cpu_time) -> list[list[float]]:
    """Return the CPU times of the command, of the baseline (and of the floor), ``pairs`` of each, interleaved.

    Each round runs every leg once, in an order turned by one every round, so no leg always runs first.
    ``measure`` is :func:`cpu_time`, or :func:`instructions` for exact counts (one pair is enough).
    """
    legs = [(case.command, case.codes[0]), (case.baseline, case.codes[1])]
    if case.floor:
        legs.append((case.with_click(), case.codes[1]))
    for argv, code in legs:
        cpu_time(argv, env, code)                          # untimed: writes the bytecode caches
    times: list[list[float]] = [[] for _ in legs]
    for i in range(pairs):
        order = list(range(len(legs)))
        order = order[i % len(legs):] + order[:i % len(legs)]
        for k in (order if i % 2 == 0 else order[::-1]):
            times[k].append(measure(legs[k][0], env, legs[k][1]))
    return times


def report(case: Case, ours: list[float], theirs: list[float], floor: list[float] | None = None,
           exact: bool = False) -> float:
    """Print one case's medians, ratio and spread (and against the floor); return the median per-pair ratio.

    ``exact``: the figures are instruction counts (``--instructions``), one of each.
    """
    median = spread_line(case.name, ours, theirs, exact)
    verdict = "met" if median <= case.goal else "NOT met"
    print(f"  goal {case.goal}x: {verdict}")
    if floor:
        spread_line("  the same script after import click", floor, theirs, exact)
        print("  (click's own import added to the job)")
        spread_line("  the command against that floor", ours, floor, exact)
        print()
    return median


def spread_line(name: str, ours: list[float], theirs: list[float], exact: bool = False) -> float:
    """Print two medians, the median per-pair ratio and its spread (no newline); return the ratio.

    ``exact``: one pair of instruction counts (``--instructions``), shown in millions.
    """
    ratios = [a / b for a, b in zip(ours, theirs)]
    if exact:
        print(f"{name:<44} {ours[0] / 1e6:7.1f} M  vs {theirs[0] / 1e6:6.1f} M   ratio {ratios[0]:.3f}x "
              f"(instructions, exact)", end="")
        return ratios[0]
    q1, median, q3 = quartiles(ratios)
    print(f"{name:<44} {statistics.median(ours) * 1000:6.1f} ms vs {statistics.median(theirs) * 1000:6.1f} ms"
          f"  ratio {median:4.2f}x (quartiles {q1:.2f}-{q3:.2f}, range {min(ratios):.2f}-{max(ratios):.2f}, "
          f"{len(ratios)} pairs)", end="")
    return median


def same_chain(env: dict[str, str], words: Path) -> None:
    """Check that the minimal script and ``wordgames doublet`` print the same chain for бант коса."""
    mine = json.loads(subprocess.run(WORDGAMES + ["doublet", "бант", "коса", "--json"], capture_output=True,
                                     text=True, env=env, check=True).stdout)["chain"]
    theirs = subprocess.run([sys.executable, "-c", MINIMAL_DOUBLET, "бант", "коса", str(words)],
                            capture_output=True, text=True, env=env, check=True).stdout.split()
    if mine != theirs:
        raise SystemExit(f"different chains: wordgames {mine}, the minimal script {theirs}")


def help_paths() -> list[list[str]]:
    """Return the path of every command and group of ``wordgames`` (the empty path is the top)."""
    import click
    from wordgames_cli.main import cli

    def walk(command: click.Command, path: list[str]):
        yield path
        if isinstance(command, click.Group):
            ctx = click.Context(command)
            for name in command.list_commands(ctx):
                yield from walk(command.get_command(ctx, name), path + [name])
    return list(walk(cli, []))


def cases(tmp: Path, words: Path) -> list[Case]:
    """Return the cold commands with their baselines (the square file written into ``tmp``)."""
    square = tmp / "square.txt"
    square.write_text(SQUARE, encoding="utf-8")
    py = [sys.executable, "-c"]
    return [
        Case("doublet бант коса", WORDGAMES + ["doublet", "бант", "коса"],
             py + [MINIMAL_DOUBLET, "бант", "коса", str(words)], 2.5),
        Case("battle score (the rule's square)", WORDGAMES + ["battle", "score", str(square)],
             py + [BATTLE_SCORE, str(square)], 1.3, floor=True),
        Case("snake challenge --played скот,тушь", WORDGAMES + ["snake", "challenge", "--played", "скот,тушь"],
             py + [SNAKE_CHALLENGE], 1.3, codes=(1, 0), floor=True),
        Case("dict check крест столы", WORDGAMES + ["dict", "check", "крест", "столы"],
             py + [DICT_CHECK], 1.3, codes=(1, 0), floor=True),
        Case("wordgames --lang ru --help", WORDGAMES + ["--lang", "ru", "--help"],     # the help a table reads
             py + ["import click"], 1.2),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=21,
                        help="interleaved pairs per case (at least 15 for figures; 21 by default: the spread is wide)")
    parser.add_argument("--only", default="", help="comma-separated parts of case names to run "
                        "(e.g. 'doublet бант,help' or 'battle score --help')")
    parser.add_argument("--instructions", action="store_true",
                        help="count each child's instructions under valgrind's callgrind, once: exact figures")
    args = parser.parse_args()
    measure, pairs = cpu_time, args.pairs
    if args.instructions:
        if shutil.which("valgrind") is None:
            raise SystemExit("--instructions needs valgrind on the PATH")
        measure, pairs = instructions, 1
    wanted = [w for w in args.only.split(",") if w]

    def chosen(name: str) -> bool:
        return not wanted or any(w in name for w in wanted)

    from wordgames.lexicon.core import data_dir
    words = data_dir() / "ru_nouns.txt"
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env |= {"NO_COLOR": "1", "WORDGAMES_USER_WORDS": str(Path(tmp) / "no-user-words.txt"),
                "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pycache")}     # compiled once, as an installed copy is
        if args.instructions:
            env["PYTHONHASHSEED"] = "0"        # the same sets and dicts in every run: the same count
        os.chdir(tmp)          # python -c puts its directory first on the path: a checkout here would shadow PYTHONPATH
        what = ("instructions of each child, counted once by callgrind" if args.instructions else
                f"CPU time of each child, {pairs} interleaved pairs per case")
        print(f"cold starts, {what} ({sys.executable}, {os.cpu_count()} CPUs)")
        if chosen("doublet бант коса"):
            same_chain(env, words)
        for case in cases(Path(tmp), words):
            if chosen(case.name):
                report(case, *run_pairs(case, pairs, env, measure), exact=args.instructions)
        click_only = [sys.executable, "-c", "import click"]
        worst = []
        for path in help_paths():
            name = " ".join(["wordgames", *path, "--help"])
            if wanted and not any(w == "help" or w in name for w in wanted):
                continue
            case = Case(name, WORDGAMES + path + ["--help"], click_only, 1.2)
            worst.append((report(case, *run_pairs(case, pairs, env, measure), exact=args.instructions), name))
        if worst:
            ratio, name = max(worst)
            met = sum(r <= 1.2 for r, _ in worst)
            print(f"--help of {len(worst)} commands and groups: {met} within 1.2x 'import click'; "
                  f"the slowest {name!r} at {ratio:.{3 if args.instructions else 2}f}x")


if __name__ == "__main__":
    main()
