"""Wall time, first-game latency and the memory of a tournament's ``--jobs`` workers, summed.

Run: ``nice python tests/benchmarks/bench_tournament_jobs.py [--every 0.1] [-- COMMAND …]``; by default
the command is ``python -m wordgames_cli battle tournament --players greedy,expert --games 8 --jobs 2
--seed 1`` (with ``--no-progress`` and ``--records`` into a temporary folder added).

The command runs as a child; every ``--every`` seconds the bench reads ``/proc/PID/smaps_rollup`` of
it and of each of its descendants (the pool's workers) and keeps, per process, the peak of

* ``Pss``: its resident pages, each shared page divided among the processes that share it.  The
  sum of the processes' PSS is what the whole tournament costs the machine, counting a page shared
  copy-on-write once;
* USS (``Private_Clean`` + ``Private_Dirty``): the pages no other process maps, what a process
  alone holds (what ending it would free);
* ``Rss``, which counts a shared page in every process that maps it.

It prints those peaks for the parent and the workers, the peak of the workers' summed PSS and USS
at one sample, the command's output (the standings), the wall time, and when each game ended (the mtime of its last record, written as the
game ends), the first of them being the first-game latency.  Linux only; prints figures only.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

DEFAULT = ["battle", "tournament", "--players", "greedy,expert", "--games", "8", "--jobs", "2", "--seed", "1"]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=float, default=0.1, help="seconds between samples")
    parser.add_argument("command", nargs="*", help="the wordgames_cli arguments (after --)")
    args = parser.parse_args()
    records = tempfile.mkdtemp(prefix="bench-jobs-")
    command = [sys.executable, "-m", "wordgames_cli", *(args.command or DEFAULT),
               "--no-progress", "--records", records]
    print(" ".join(command[1:]), f"; load average {os.getloadavg()}", flush=True)
    peaks: dict[int, dict[str, int]] = {}
    workers_pss = workers_uss = 0
    started = time.perf_counter()
    out = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
    child = subprocess.Popen(command, stdout=out)
    while child.poll() is None:
        sums = [0, 0]
        for pid in [child.pid, *children(child.pid)]:
            figures = rollup(pid)
            if figures is None:
                continue
            figures["USS"] = figures["Private_Clean"] + figures["Private_Dirty"]
            peak = peaks.setdefault(pid, dict(figures))
            for key, value in figures.items():
                peak[key] = max(peak[key], value)
            if pid != child.pid:
                sums[0] += figures["Pss"]
                sums[1] += figures["USS"]
        workers_pss, workers_uss = max(workers_pss, sums[0]), max(workers_uss, sums[1])
        time.sleep(args.every)
    wall = time.perf_counter() - started
    launched = time.time() - (time.perf_counter() - started)
    ends: dict[str, float] = {}  # game → when its last record was written (solo: one record per entrant)
    for name in os.listdir(records):
        game = name.split("-")[1].split(".")[0]
        ends[game] = max(ends.get(game, 0.0), os.path.getmtime(os.path.join(records, name)) - launched)
    shutil.rmtree(records, ignore_errors=True)
    out.seek(0)
    print(out.read().rstrip())
    mb = lambda kb: f"{kb / 1024:.0f}"  # noqa: E731
    for pid, peak in peaks.items():
        who = "parent" if pid == child.pid else "worker"
        print(f"{who} {pid}: peak Rss {mb(peak['Rss'])} MB, Pss {mb(peak['Pss'])} MB, USS {mb(peak['USS'])} MB")
    print(f"workers' sum at one sample: peak Pss {mb(workers_pss)} MB, USS {mb(workers_uss)} MB")
    times = sorted(ends.values())
    print(f"wall {wall:.2f} s (exit {child.returncode}); {len(times)} games ended at "
          f"{', '.join(f'{t:.1f}' for t in times)} s; load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
