"""Arithmetical croquet: how long solving takes, how many positions there are, how fast a cached table loads.

Run: python tests/benchmarks/bench_croquet.py
     python tests/benchmarks/bench_croquet.py load BASE_CHECKOUT [RUNS]
       paired CPU times of loading the cached table and of `games croquet solve`, BASE_CHECKOUT
       (e.g. `git archive cadc1eb | tar -x -C /tmp/base`, with /tmp/base/.pp/wordgames_cli -> ../cli)
       against this checkout, alternating, each with its own warm cache
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]


def solving() -> None:
    from wordgames.games.croquet.course import (
        CARROLL, CROQUAR, CROQUAR_SMALL, MOVER_BANS, SMALL, WITHOUT_GATE_TEN, Rules, course,
    )
    from wordgames.games.croquet.rules import CroquetState
    from wordgames.games.croquet.solver import (
        legal_positions, load_or_solve, outcome_of, principal_line, reachable_positions, solve,
    )

    mover = course("10-90", MOVER_BANS)
    print(f"{'rules':<38} {'solve s':>8} {'codes':>9} {'positions':>10} {'start':>12} {'opening':>8}")
    lines = {}
    for name, rules in [("Carroll (default): gates 10..90", CARROLL),
                        ("translation's list: gates 20..90", WITHOUT_GATE_TEN),
                        ("rule 4 for the mover: gates 10..90", mover),
                        ("rule 4 for the mover: gates 20..90", course("20-90", MOVER_BANS)),
                        ("small: post 30, gates 10, 20", SMALL),
                        ("small, rule 4 for the mover", Rules(goal=30, gates=(10, 20), bans=MOVER_BANS)),
                        ("CROQUAR-95 contest", CROQUAR),
                        ("CROQUAR-95, post 30, gates 10, 20", CROQUAR_SMALL)]:
        t0 = time.process_time()
        table = solve(rules)
        seconds = time.process_time() - t0
        start = CroquetState.initial(rules)
        value = table.value(start)
        verdict = {"win": f"P1 wins {value}", "loss": f"P2 wins {-value}", "draw": "draw"}[outcome_of(value)]
        print(f"{name:<38} {seconds:>8.2f} {table.positions:>9,} {reachable_positions(table):>10,} "
              f"{verdict:>12} {','.join(map(str, table.best_moves(start))):>8}")
        if rules in (CARROLL, mover, CROQUAR):
            lines[name] = principal_line(table, start)
    print("solve s: CPU seconds; codes: positions as the table codes them (under Carroll's rules seen from")
    print("the player to move); positions: also counting whose turn it is; start: the result with perfect")
    print("play (in plies); opening: the first numbers that keep it")
    for name, line in lines.items():
        print(f"best line ({name}, 0 = held):", " ".join(map(str, line)))
    print(f"CROQUAR-95 positions that can be written down: {legal_positions(CROQUAR):,} in the table's coding, "
          f"{legal_positions(CROQUAR, hoop_keeps_last_step=True):,} with a ball in a hoop keeping its last "
          f"step's class (published: 1.3 million)")

    with tempfile.TemporaryDirectory() as folder:
        for rules in (CARROLL, CROQUAR):
            t0 = time.process_time()
            load_or_solve(rules, cache_dir=Path(folder))
            first = time.process_time() - t0
            t0 = time.process_time()
            _, path = load_or_solve(rules, cache_dir=Path(folder))
            second = time.process_time() - t0
            print(f"cache ({rules.key()}): solve and write {first:.2f} s, load {second:.3f} s, "
                  f"file {path.stat().st_size / 1e6:.1f} MB")


LOAD = ("import time\nfrom wordgames.games.croquet.solver import load_or_solve\n"
        "t = time.process_time(); load_or_solve(); print(time.process_time() - t)")


def cpu(tree: Path, args: list[str]) -> float:
    """Return the CPU seconds of one child Python run in ``tree`` (its own sources, its own cache)."""
    env = dict(os.environ, PYTHONPATH=f"{tree}:{tree}/.pp", XDG_CACHE_HOME=str(tree / ".cache-bench"))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([sys.executable, *args], cwd=tree, env=env, capture_output=True, text=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if args[0] == "-c":
        return float(out.stdout)
    return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def loading(base: Path, runs: int) -> None:
    command = ["-m", "wordgames_cli", "games", "croquet", "solve"]
    for tree in (base, HERE):
        cpu(tree, command)                                   # warm both caches
    for label, args in [("load_or_solve (in-process)", ["-c", LOAD]), ("games croquet solve", command)]:
        pairs = [(cpu(base, args), cpu(HERE, args)) for _ in range(runs)]
        ratios = sorted(a / b for b, a in pairs)
        mean_b, mean_a = (sum(p[i] for p in pairs) / runs for i in (0, 1))
        print(f"{label}: before {mean_b:.4f} s, after {mean_a:.4f} s CPU (means of {runs} paired runs); "
              f"ratio of means {mean_a / mean_b:.2f}, median ratio {ratios[runs // 2]:.2f}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["load"]:
        loading(Path(sys.argv[2]).resolve(), int(sys.argv[3]) if len(sys.argv) > 3 else 10)
    else:
        solving()
