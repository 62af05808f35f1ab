"""Benchmark of the cluster runner: the same tournament in one process, with ``--jobs N`` and on ``local:N``.

Run: ``python tests/benchmarks/bench_cluster.py [--game battle --players random,greedy --games 40 --workers 2]``.
Prints the wall time of each way (a local cluster's includes starting its processes and each worker
building its bots' tables on its first game) and checks that every way played the same games.
Prints figures only; nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import time


def main() -> None:
    from wordgames.lexicon.core import Lexicon
    from wordgames.registry import info
    from wordgames.table.cluster import run_plan_on_cluster
    from wordgames.table.tournament import plan, run_plan
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="battle")
    parser.add_argument("--players", default="random,greedy")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    entry = info(args.game)
    lexicon = Lexicon.default() if entry.word_game else None
    ways = {"one process": lambda p: run_plan(p, args.games),
            f"--jobs {args.workers}": lambda p: run_plan(p, args.games, jobs=args.workers),
            f"--cluster local:{args.workers}": lambda p: run_plan_on_cluster(p, args.games, f"local:{args.workers}")}
    played = {}
    for name, run in ways.items():
        p = plan(entry, args.players, lexicon=lexicon)       # a fresh plan each: no tables built by the last way
        started = time.perf_counter()
        result = run(p)
        print(f"{args.game} {args.players}, {args.games} games, {name}: {time.perf_counter() - started:.2f} s")
        played[name] = [(o.scores, o.results, o.decisions, o.faults) for o in result.outcomes]
    print("the same games every way:", len({repr(v) for v in played.values()}) == 1)


if __name__ == "__main__":
    main()
