"""Benchmark: how strong and how fast the searching bot of «Гонки по вертикали» is.

Run ``python tests/benchmarks/bench_vertical.py [--games 200] [--rollouts 300]``.
Plays seeded 2x2 games with 36 cards, the searching bot's team against the
greedy bot's team (the searching bot Red in even games, Black in odd ones),
every move checked by the exact rules, and prints the searching bot's win
rate and its time per move; then smaller matches with 52 cards and 3x3.
Game ``i`` is dealt with ``random.Random(i)``.
"""

from __future__ import annotations

import argparse
import time

from wordgames.games.vertical.tournament import MatchResult, match


def report(label: str, r: MatchResult) -> None:
    """Print one match's figures."""
    times = sorted(r.seconds["first"])
    print(f"{label}: {r.games} games, wins {r.wins}, draws {r.draws}, losses {r.losses}, "
          f"win rate {r.win_rate:.1%}")
    print(f"  {r.first} time per move: mean {1000 * r.per_move('first'):.1f} ms, "
          f"median {1000 * times[len(times) // 2]:.1f} ms, max {1000 * times[-1]:.1f} ms "
          f"over {len(times)} moves")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rollouts", type=int, default=300)
    args = parser.parse_args()
    started = time.perf_counter()
    report(f"search ({args.rollouts} rollouts) vs greedy, 2x2, 36 cards",
           match("search", "greedy", args.games, rollouts=args.rollouts))
    report("greedy vs random, 2x2, 36 cards", match("greedy", "random", args.games))
    quarter = max(1, args.games // 4)
    report("search vs greedy, 2x2, 52 cards",
           match("search", "greedy", quarter, deck_size=52, rollouts=args.rollouts))
    report("search vs greedy, 3x3, 52 cards",
           match("search", "greedy", quarter, mode="3x3", deck_size=52, rollouts=args.rollouts))
    report("search vs greedy, 1x1, 36 cards",
           match("search", "greedy", quarter, mode="1x1", rollouts=args.rollouts))
    print(f"total {time.perf_counter() - started:.0f} s")
