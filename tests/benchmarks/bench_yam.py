"""Yam figures: table builds, advisor latency, the optimal expected score, Monte Carlo checks, the variants, the bots.

Run: python tests/benchmarks/bench_yam.py [--games 10000] [--bot-games 2000] [--column-games 1000]
                                          [--variants 3,4] [--all-rules]
                                          [--only build,latency,montecarlo,columns,tournament]
     python tests/benchmarks/bench_yam.py --rules yahtzee,yatzy [--games 20000]
                                          (each rule set's table build, its optimum beside the published
                                          figure, and a Monte Carlo check of its optimal policy)
The tables are built in a temporary cache folder, so every build is timed.  The bots' games are played
by the shared tournament runner (solo: each bot alone on the same seeded games); the variants' games by
the shared table loop (real states, every rule checked), the expert and greedy bots on the same seeds.
"""

import math
import statistics


def interval(values, z=1.96):
    """Return (mean, half-width of the z-interval) of ``values``."""
    return statistics.fmean(values), z * statistics.stdev(values) / math.sqrt(len(values))


if __name__ == "__main__":
    import argparse
    import random
    import resource
    import tempfile
    import time

    from wordgames.games.dice import throws
    from wordgames.games.yam.advisor import advise
    from wordgames.games.yam.columns import advise_sheet
    from wordgames.games.yam.game import YamGame
    from wordgames.games.yam.montecarlo import simulate, summary
    from wordgames.games.yam.players import ExpertPlayer, GreedyPlayer
    from wordgames.games.yam.about import DOM_READINGS, YAMA_READINGS
    from wordgames.games.yam.sheet import BOXES, VARIANTS, Column, Rules
    from wordgames.games.yam.solver import KINDS, load_or_build
    from wordgames.registry import info
    from wordgames.table.loop import play
    from wordgames.table.tournament import run_tournament

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000, help="Monte Carlo games of each column kind's policy")
    parser.add_argument("--bot-games", type=int, default=2000, help="tournament games of each bot")
    parser.add_argument("--column-games", type=int, default=1000, help="games of each variant for each bot")
    parser.add_argument("--variants", default="3,4", help="the variants (columns) whose games are played")
    parser.add_argument("--all-rules", action="store_true", help="also build the tables of the other readings")
    parser.add_argument("--only", default="build,latency,montecarlo,columns,tournament", help="sections to run")
    parser.add_argument("--cache-dir", default=None, help="use (and keep) the tables here instead of a fresh folder")
    parser.add_argument("--rules", default=None, help="yahtzee,yatzy: the other rule sets' figures only")
    args = parser.parse_args()
    only = set(args.only.split(","))

    def cpu() -> float:
        r = resource.getrusage(resource.RUSAGE_SELF)
        return r.ru_utime + r.ru_stime

    cache = args.cache_dir or tempfile.mkdtemp(prefix="yam-bench-")
    PUBLISHED = {"yahtzee": "254.5896 (Verhoeff 1999, Glenn 2006)",
                 "yatzy": "248.63 (Larsson and Sjöberg 2012) is their program's Two pairs, a single pair "
                          "scoring there: 248.632854 (the slow test test_larsson_and_sjoberg_s_248_63_is_their_"
                          "program_s_two_pairs); the stated rules: 248.44 by independent open-source solvers"}
    for name in (args.rules.split(",") if args.rules else []):
        rules = Rules(ruleset=name)
        wall, c0 = time.perf_counter(), cpu()
        table, info_ = load_or_build(rules, cache)
        print(f"rules {name}: table {'built' if info_['built'] else 'loaded'} in {time.perf_counter() - wall:.1f} s "
              f"wall, {cpu() - c0:.1f} s CPU; expected score of optimal play {table.start_value():.4f} "
              f"(published: {PUBLISHED[name]})", flush=True)
        wall = time.perf_counter()
        s = summary(simulate(table, args.games, random.Random(2026)), table.start_value())
        print(f"rules {name}: Monte Carlo, {s['games']} games of the optimal policy (seed 2026): mean "
              f"{s['mean']:.3f} ± {s['stderr']:.3f} (3σ interval [{s['interval'][0]:.3f}, {s['interval'][1]:.3f}]"
              f"{' contains' if s['agrees'] else ' MISSES'} {table.start_value():.4f}); "
              f"{time.perf_counter() - wall:.1f} s", flush=True)
    if args.rules:
        raise SystemExit(0)
    tables = {}
    if "build" in only:
        rules_list = [Rules()] + ([Rules(d, y) for d in DOM_READINGS for y in YAMA_READINGS][1:]
                                  if args.all_rules else [])
        for rules in rules_list:
            for kind in KINDS:
                wall, c0 = time.perf_counter(), cpu()
                table, info_ = load_or_build(rules, cache, kind=kind)
                print(f"rules dom={rules.dom} yama={rules.yama}, {kind} column: table "
                      f"{'built' if info_['built'] else 'loaded'} in {time.perf_counter() - wall:.1f} s wall, "
                      f"{cpu() - c0:.1f} s CPU; expected score alone {table.start_value():.4f}", flush=True)
    tables = {kind: load_or_build(Rules(), cache, kind=kind)[0] for kind in KINDS}
    wall = time.perf_counter()
    load_or_build(Rules(), cache)
    print(f"free table loaded from cache in {time.perf_counter() - wall:.2f} s")
    bounds = {n: sum(tables[k].start_value() for k in VARIANTS[n]) for n in (3, 4)}
    for n, bound in bounds.items():
        parts = " + ".join(f"{tables[k].start_value():.4f} ({k})" for k in VARIANTS[n])
        print(f"{n} columns, each played as if alone (the lower bound): {parts} = {bound:.4f}")

    if "latency" in only:
        rng = random.Random(1)
        rolls = throws(5)
        latencies, cpus = [], []
        for _ in range(2000):
            column = Column.empty()
            for b in rng.sample(BOXES, rng.randrange(0, 11)):
                column = column.fill(b, column.score(b, rng.choice(rolls), Rules()))
            dice, left = rng.choice(rolls), rng.randrange(3)
            t, c = time.perf_counter(), time.process_time()
            advise(tables["free"], column, dice, left)
            latencies.append(time.perf_counter() - t)
            cpus.append(time.process_time() - c)
        latencies.sort()
        cpus.sort()
        print(f"advisor latency, one column, 2000 random positions: median {1000 * statistics.median(latencies):.2f} "
              f"ms, 99th percentile {1000 * latencies[1979]:.2f} ms, max {1000 * latencies[-1]:.2f} ms "
              f"(CPU: median {1000 * statistics.median(cpus):.2f} ms, max {1000 * cpus[-1]:.2f} ms)")
        for n in (3, 4):
            # positions met in play: the greedy bot's games, every decision timed
            game, latencies, cpus = YamGame({"columns": n}, seats=1), [], []

            class Timed:
                def choose(self, state):
                    t, c = time.perf_counter(), time.process_time()
                    advise_sheet(tables, state.sheets[state.player], state.kinds, state.dice, state.roll,
                                 state.rules)
                    latencies.append(time.perf_counter() - t)
                    cpus.append(time.process_time() - c)
                    return GreedyPlayer().choose(state)
            for seed in range(20):
                play(game, [Timed()], seed=seed)
            latencies.sort()
            cpus.sort()
            print(f"advisor latency, {n} columns, {len(latencies)} decisions of 20 games: median "
                  f"{1000 * statistics.median(latencies):.2f} ms, 99th percentile "
                  f"{1000 * latencies[int(0.99 * len(latencies))]:.2f} ms, max {1000 * latencies[-1]:.2f} ms "
                  f"(CPU: median {1000 * statistics.median(cpus):.2f} ms, max {1000 * cpus[-1]:.2f} ms)")

    if "montecarlo" in only:
        for kind in KINDS:
            wall = time.perf_counter()
            s = summary(simulate(tables[kind], args.games, random.Random(2026)), tables[kind].start_value())
            print(f"Monte Carlo, {s['games']} games of the {kind} column's policy alone (seed 2026): mean "
                  f"{s['mean']:.3f} ± {s['stderr']:.3f} (3σ interval [{s['interval'][0]:.3f}, "
                  f"{s['interval'][1]:.3f}]) vs exact {s['expected']:.4f}: "
                  f"{'agrees' if s['agrees'] else 'DISAGREES'} ({time.perf_counter() - wall:.1f} s)", flush=True)

    if "columns" in only:
        for n in map(int, args.variants.split(",")):
            game = YamGame({"columns": n}, seats=1)
            scores = {}
            for name, bot in (("expert", ExpertPlayer(tables)), ("greedy", GreedyPlayer())):
                wall = time.perf_counter()
                scores[name] = [play(game, [bot], seed=seed).state.totals()[0] for seed in range(args.column_games)]
                mean, half = interval(scores[name])
                print(f"{n} columns, {name} bot, {args.column_games} games (seeds 0-{args.column_games - 1}): mean "
                      f"{mean:.2f}, 95% interval {mean - half:.2f}-{mean + half:.2f}, sd "
                      f"{statistics.stdev(scores[name]):.2f} ({time.perf_counter() - wall:.0f} s)", flush=True)
            mean, half = interval(scores["expert"])
            print(f"{n} columns: expert − lower bound {mean - bounds[n]:+.2f} (95% {mean - half - bounds[n]:+.2f} to "
                  f"{mean + half - bounds[n]:+.2f}): {'above' if mean - half > bounds[n] else 'NOT above'} the bound")
            diff = [a - b for a, b in zip(scores["expert"], scores["greedy"])]
            mean, half = interval(diff)
            print(f"{n} columns: expert − greedy on the same dice seeds {mean:+.2f} (95% {mean - half:+.2f} to "
                  f"{mean + half:+.2f})", flush=True)

    if "tournament" in only:
        result = run_tournament(info("yam"), "optimal,expert,greedy,random", games=args.bot_games, seed=7,
                                mode="solo", settings={"cache_dir": cache})
        print(f"tournament, {args.bot_games} solo games each (seed 7), {result.seconds:.1f} s:")
        for st in result.standings:
            low, high = st.ci95
            print(f"  {st.name:<8} mean {st.mean:.2f} (95% {low:.2f}-{high:.2f}), sd {st.sd:.2f}, best {st.best:g}, "
                  f"wins {st.win_rate:.1%}, {st.ms_per_move:.2f} ms a move")
