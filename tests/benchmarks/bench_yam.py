"""Yam figures: table build time, advisor latency, the optimal expected score, Monte Carlo check, the bots.

Run: python tests/benchmarks/bench_yam.py [--games 10000] [--bot-games 2000] [--all-rules]
The table is built in a temporary cache folder, so the build is always timed.  The bots' games are
played by the shared tournament runner (solo: each bot alone on the same seeded games).
"""

if __name__ == "__main__":
    import argparse
    import random
    import resource
    import statistics
    import tempfile
    import time

    from wordgames.games.dice import throws
    from wordgames.games.yam.advisor import advise
    from wordgames.games.yam.montecarlo import simulate, summary
    from wordgames.games.yam.sheet import BOXES, DOM_READINGS, YAMA_READINGS, Column, Rules
    from wordgames.games.yam.solver import load_or_build
    from wordgames.registry import info
    from wordgames.table.tournament import run_tournament

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000, help="Monte Carlo games of the optimal policy")
    parser.add_argument("--bot-games", type=int, default=2000, help="tournament games of each bot")
    parser.add_argument("--all-rules", action="store_true", help="also build the tables of the other readings")
    args = parser.parse_args()

    def cpu() -> float:
        r = resource.getrusage(resource.RUSAGE_SELF)
        return r.ru_utime + r.ru_stime

    cache = tempfile.mkdtemp(prefix="yam-bench-")
    rules_list = [Rules()] + ([Rules(d, y) for d in DOM_READINGS for y in YAMA_READINGS][1:] if args.all_rules else [])
    for rules in rules_list:
        wall, c0 = time.perf_counter(), cpu()
        table, info_ = load_or_build(rules, cache)
        print(f"rules dom={rules.dom} yama={rules.yama}: table built in {time.perf_counter() - wall:.1f} s wall, "
              f"{cpu() - c0:.1f} s CPU; expected score of optimal play {table.start_value():.4f}")
    table, _ = load_or_build(Rules(), cache)
    wall = time.perf_counter()
    table2, _ = load_or_build(Rules(), cache)
    print(f"table loaded from cache in {time.perf_counter() - wall:.2f} s")

    rng = random.Random(1)
    rolls = throws(5)
    latencies = []
    for _ in range(2000):
        column = Column.empty()
        for b in rng.sample(BOXES, rng.randrange(0, 11)):
            column = column.fill(b, column.score(b, rng.choice(rolls), Rules()))
        dice, left = rng.choice(rolls), rng.randrange(3)
        t = time.perf_counter()
        advise(table, column, dice, left)
        latencies.append(time.perf_counter() - t)
    latencies.sort()
    print(f"advisor latency over 2000 random positions: median {1000 * statistics.median(latencies):.2f} ms, "
          f"99th percentile {1000 * latencies[1979]:.2f} ms, max {1000 * latencies[-1]:.2f} ms")

    wall = time.perf_counter()
    s = summary(simulate(table, args.games, random.Random(2026)), table.start_value())
    print(f"Monte Carlo, {s['games']} games of the optimal policy (seed 2026): mean {s['mean']:.3f} ± {s['stderr']:.3f} "
          f"(3σ interval [{s['interval'][0]:.3f}, {s['interval'][1]:.3f}]) vs expected {s['expected']:.4f}: "
          f"{'agrees' if s['agrees'] else 'DISAGREES'} ({time.perf_counter() - wall:.1f} s)")

    result = run_tournament(info("yam"), "optimal,greedy,random", games=args.bot_games, seed=7, mode="solo",
                            settings={"cache_dir": cache})
    print(f"tournament, {args.bot_games} solo games each (seed 7), {result.seconds:.1f} s:")
    for st in result.standings:
        low, high = st.ci95
        print(f"  {st.name:<8} mean {st.mean:.2f} (95% {low:.2f}-{high:.2f}), sd {st.sd:.2f}, best {st.best:g}, "
              f"wins {st.win_rate:.1%}, {st.ms_per_move:.2f} ms a move")
