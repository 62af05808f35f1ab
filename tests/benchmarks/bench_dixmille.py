"""Dix Mille figures: turn-table build time, expected points per turn, stop thresholds, Monte Carlo, tournament.

Run: python tests/benchmarks/bench_dixmille.py [--turns 20000] [--games 1000]
The tournament is the shared runner's (three players, seats turned every game); its records give the
number of rounds of each game, hence each bot's points per turn.
"""

if __name__ == "__main__":
    import argparse
    import json
    import pathlib
    import random
    import statistics
    import tempfile
    import time

    from wordgames.games.dixmille.players import CautiousPlayer, OptimalPlayer
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.strategy import build_turn_table, turn_scores
    from wordgames.registry import info
    from wordgames.table.tournament import run_tournament

    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=20_000)
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()

    tables = {}
    for name, table in TABLES.items():
        t = time.perf_counter()
        tt = tables[name] = build_turn_table(table)
        print(f"table {name!r}: turn values built in {time.perf_counter() - t:.2f} s; "
              f"expected banked points per turn {tt.expected_turn():.2f}")
        print(f"  bank from (points, by dice left): {tt.stop_thresholds()}")

    tt = tables["text"]
    for label, player in [("optimal", OptimalPlayer(tt)), ("cautious", CautiousPlayer())]:
        t = time.perf_counter()
        scores = turn_scores(player, args.turns, random.Random(11), TABLES["text"])
        se = statistics.stdev(scores) / len(scores) ** 0.5
        print(f"{label}: {len(scores)} solitaire turns (seed 11): mean {statistics.mean(scores):.2f} ± {se:.2f} "
              f"per turn, {100 * scores.count(0) / len(scores):.1f}% lost ({time.perf_counter() - t:.1f} s)")

    records = pathlib.Path(tempfile.mkdtemp(prefix="dixmille-bench-"))
    result = run_tournament(info("dixmille"), "optimal,cautious,random", games=args.games, seed=3,
                            records=str(records))
    rounds = [json.loads(p.read_text(encoding="utf-8"))["result"]["rounds"] for p in sorted(records.glob("*.json"))]
    print(f"tournament, {args.games} three-player games (seed 3), {statistics.mean(rounds):.1f} rounds on average "
          f"({result.seconds:.1f} s):")
    for s in result.standings:
        print(f"  {s.name:<9} wins {s.wins:>7g} ({s.win_rate:.1%}), mean score {s.mean:.0f} ± {s.sd:.0f}, "
              f"{sum(s.scores) / sum(rounds):.1f} per turn, {s.ms_per_move:.2f} ms a move")
