"""Dix Mille figures: turn-table build time, expected points per turn, stop thresholds, Monte Carlo, tournament.

Run: python tests/benchmarks/bench_dixmille.py [--turns 20000] [--games 1000]
"""

if __name__ == "__main__":
    import argparse
    import random
    import statistics
    import time

    from wordgames.games.dixmille.players import CautiousPlayer, OptimalPlayer, RandomPlayer
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.strategy import build_turn_table
    from wordgames.games.dixmille.tournament import tournament, turn_scores

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
        scores = turn_scores(player, args.turns, random.Random(11))
        se = statistics.stdev(scores) / len(scores) ** 0.5
        print(f"{label}: {len(scores)} solitaire turns (seed 11): mean {statistics.mean(scores):.2f} ± {se:.2f} "
              f"per turn, {100 * scores.count(0) / len(scores):.1f}% lost ({time.perf_counter() - t:.1f} s)")

    rng = random.Random(3)
    t = time.perf_counter()
    result = tournament({"optimal": OptimalPlayer(tt), "cautious": CautiousPlayer(), "random": RandomPlayer(rng)},
                        args.games, rng)
    print(f"tournament, {args.games} three-player games (seed 3), {result.mean_rounds():.1f} rounds on average "
          f"({time.perf_counter() - t:.1f} s):")
    for s in result.standings:
        d = s.to_dict()
        print(f"  {d['name']:<9} wins {d['wins']:>7g} ({100 * d['win_rate']:.1f}%), mean score {d['mean_score']:.0f}, "
              f"{d['points_per_turn']:.1f} per turn")
