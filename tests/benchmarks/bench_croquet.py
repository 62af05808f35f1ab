"""Arithmetical croquet: how long solving takes and how many positions there are.

Run: python tests/benchmarks/bench_croquet.py
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path


def main() -> None:
    from wordgames.games.croquet.rules import CARROLL, SMALL, WITHOUT_GATE_TEN, CroquetState
    from wordgames.games.croquet.solver import load_or_solve, principal_line, reachable_positions, solve

    print(f"{'course':<34} {'solve s':>8} {'codes':>9} {'positions':>10} {'start':>12} {'opening':>8}")
    for name, rules in [("Carroll (default): gates 10..90", CARROLL),
                        ("translation's list: gates 20..90", WITHOUT_GATE_TEN),
                        ("small: post 30, gates 10, 20", SMALL)]:
        t0 = time.perf_counter()
        table = solve(rules)
        seconds = time.perf_counter() - t0
        start = CroquetState.initial(rules)
        value = table.value(start)
        verdict = f"P1 wins {value}" if value > 0 else f"P2 wins {-value}"
        print(f"{name:<34} {seconds:>8.2f} {table.positions:>9,} {reachable_positions(table):>10,} "
              f"{verdict:>12} {','.join(map(str, table.best_moves(start))):>8}")
        if rules is CARROLL:
            line = principal_line(table, start)
    print("codes: positions seen from the player to move; positions: also counting whose turn it is")
    print("start: who wins with perfect play, in how many plies; opening: the winning first numbers")
    print("best line (Carroll, 0 = held):", " ".join(map(str, line)))

    with tempfile.TemporaryDirectory() as folder:
        t0 = time.perf_counter()
        load_or_solve(CARROLL, cache_dir=Path(folder))
        first = time.perf_counter() - t0
        t0 = time.perf_counter()
        _, path = load_or_solve(CARROLL, cache_dir=Path(folder))
        second = time.perf_counter() - t0
        print(f"cache: solve and write {first:.2f} s, load {second:.3f} s, "
              f"file {path.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
