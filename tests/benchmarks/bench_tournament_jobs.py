"""Wall time, first-game latency and the memory of a tournament's ``--jobs`` workers, summed.

Run: ``nice python tests/benchmarks/bench_tournament_jobs.py [--every 0.1] [-- COMMAND …]`` from a
folder other than the checkout's (``python -m`` puts the current folder first on the path); by
default the command is ``python -m wordgames_cli battle tournament --players greedy,expert --games 8
--jobs 2 --seed 1`` (with ``--no-progress`` and ``--records`` into a temporary folder added).

The command runs as a child; every ``--every`` seconds the bench reads ``/proc/PID/smaps_rollup`` of
it and of each of its descendants (the pool's workers):

* ``Pss``: a process's resident pages, each shared page divided among the processes that share it.
  The sum over the processes at one moment is what the tournament costs the machine, a page
  shared copy-on-write counted once;
* USS (``Private_Clean`` + ``Private_Dirty``): the pages no other process maps, what a process
  alone holds (what ending it would free);
* ``Rss``, which counts a shared page in every process that maps it.

It prints the command's output (the standings), each process's peaks, and its figures at the
sample where the processes' PSS summed is highest (the parent's own peak comes when its workers
have gone and it alone maps what it shared with them), the workers' USS summed, the wall and CPU
time (every process's), and when each game ended (the mtime of its last record, written as the
game ends): the first of them is the first game's latency.

``--probe N`` forks instead, N times each (each in a fresh process), a worker of the default tournament from a process that
did not prepare the game, from one that did (:func:`wordgames.table.tournament.prepare`), and from
one that also froze its objects (:func:`gc.freeze`): the worker plays game 0 and reports its CPU
time and what of its memory it still shares.  Linux only; prints figures only.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

DEFAULT = ["battle", "tournament", "--players", "greedy,expert", "--games", "8", "--jobs", "2", "--seed", "1"]
VARIANTS = ("cold", "prepared", "frozen")
FIELDS = ("Rss", "Pss", "Private_Clean", "Private_Dirty")


def rollup(pid: int) -> dict[str, int] | None:
    """Return a process's ``smaps_rollup`` figures in kB (``FIELDS``), or None once it is gone."""
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            text = f.read()
    except OSError:
        return None
    out = {}
    for line in text.splitlines():
        name, _, rest = line.partition(":")
        if name in FIELDS:
            out[name] = int(rest.split()[0])
    return out if len(out) == len(FIELDS) else None


def children(pid: int) -> list[int]:
    """Return every descendant of ``pid`` (by ``/proc/*/stat``'s parent field)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    stat = f.read()
            except OSError:
                continue
            parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        kids = [p for p, pp in parents.items() if pp == parent]
        found.extend(kids)
        frontier.extend(kids)
    return found


def measure(command: list[str], every: float) -> None:
    """Run ``command`` (wordgames_cli arguments) and print its standings, memory, wall and CPU time, games' ends."""
    records = tempfile.mkdtemp(prefix="bench-jobs-")
    command = [sys.executable, "-m", "wordgames_cli", *command, "--no-progress", "--records", records]
    print(" ".join(command[1:]), f"; load average {os.getloadavg()}", flush=True)
    peaks: dict[int, dict[str, int]] = {}   # each process's own peaks
    top: dict[int, dict[str, int]] = {}     # every process at the sample where their PSS summed is highest
    workers_uss = 0
    with tempfile.TemporaryFile(mode="w+", encoding="utf-8") as out:
        started = time.perf_counter()
        child = subprocess.Popen(command, stdout=out)
        while child.poll() is None:
            sample = {}
            for pid in [child.pid, *children(child.pid)]:
                figures = rollup(pid)
                if figures is not None:
                    figures["USS"] = figures["Private_Clean"] + figures["Private_Dirty"]
                    sample[pid] = figures
                    peak = peaks.setdefault(pid, dict(figures))
                    for key, value in figures.items():
                        peak[key] = max(peak[key], value)
            if sum(f["Pss"] for f in sample.values()) > sum(f["Pss"] for f in top.values()):
                top = sample
            workers_uss = max(workers_uss, sum(f["USS"] for pid, f in sample.items() if pid != child.pid))
            time.sleep(every)
        wall = time.perf_counter() - started
        out.seek(0)
        print(out.read().rstrip())
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    launched = time.time() - wall
    ends: dict[str, float] = {}  # game → when its last record was written (solo: one record per entrant)
    for name in os.listdir(records):
        game = name.split("-")[1].split(".")[0]
        ends[game] = max(ends.get(game, 0.0), os.path.getmtime(os.path.join(records, name)) - launched)
    shutil.rmtree(records, ignore_errors=True)
    for pid, peak in peaks.items():
        who = "parent" if pid == child.pid else "worker"
        at = top.get(pid)
        then = f"; at the peak of the sum: Pss {mb(at['Pss'])}, USS {mb(at['USS'])}" if at else ""
        print(f"{who} {pid}: peak Rss {mb(peak['Rss'])} MB, Pss {mb(peak['Pss'])} MB, USS {mb(peak['USS'])} MB{then}")
    print(f"every process's Pss summed: peak {mb(sum(f['Pss'] for f in top.values()))} MB (workers "
          f"{mb(sum(f['Pss'] for pid, f in top.items() if pid != child.pid))} MB); workers' USS summed: peak "
          f"{mb(workers_uss)} MB")
    times = sorted(ends.values())
    print(f"wall {wall:.2f} s, CPU {used.ru_utime + used.ru_stime:.2f} s (exit {child.returncode}); {len(times)} games "
          f"ended at {', '.join(f'{t:.1f}' for t in times)} s; load average {os.getloadavg()}", flush=True)


def probe(prepared: bool, freeze: bool, index: int = 0) -> None:
    """Fork one worker, as the runner does, to play game ``index`` of the default tournament; print its CPU time
    and its memory when it starts and when it is done (what it still shares with this process, what it holds alone)."""
    import gc

    from wordgames.lexicon import Lexicon
    from wordgames.registry import info
    from wordgames.table.tournament import plan, play_one, prepare
    p = plan(info("battle"), "greedy,expert", seed=1, lexicon=Lexicon.default())
    if prepared:
        prepare(p)
    if freeze:
        gc.freeze()
    here = rollup(os.getpid())
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        first = rollup(os.getpid())
        cpu = time.process_time()
        play_one(p, index)
        os.write(write, json.dumps([first, rollup(os.getpid()), time.process_time() - cpu]).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as answer:
        first, last, cpu = json.loads(answer.read())
    os.waitpid(pid, 0)
    if freeze:
        gc.unfreeze()

    def shown(f: dict[str, int]) -> str:
        return (f"Rss {mb(f['Rss'])}, Pss {mb(f['Pss'])}, USS {mb(f['Private_Clean'] + f['Private_Dirty'])}, "
                f"shared {mb(f['Rss'] - f['Private_Clean'] - f['Private_Dirty'])} MB")
    print(f"{'prepared' if prepared else 'cold'}{', gc frozen' if freeze else ''}: this process Rss {mb(here['Rss'])} MB;"
          f" the worker at fork {shown(first)}; after game {index}: {shown(last)}; its CPU {cpu:.2f} s", flush=True)


def mb(kb: int) -> str:
    return f"{kb / 1024:.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=float, default=0.1, help="seconds between samples")
    parser.add_argument("--probe", type=int, default=0, metavar="N",
                        help="instead, fork N times each a cold, a prepared and a prepared and frozen worker for game 0")
    parser.add_argument("--variant", choices=VARIANTS, help=argparse.SUPPRESS)  # one probe, in a fresh process
    parser.add_argument("command", nargs="*", help="the wordgames_cli arguments (after --)")
    args = parser.parse_args()
    if args.variant:
        probe(args.variant != "cold", args.variant == "frozen")
        return
    if args.probe:
        for _ in range(args.probe):
            for variant in VARIANTS:
                subprocess.run([sys.executable, __file__, "--variant", variant], check=True)
        return
    measure(args.command or DEFAULT, args.every)


if __name__ == "__main__":
    main()
