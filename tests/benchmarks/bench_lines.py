"""Strength and speed of the Color Lines cross's bots: each alone on the same seeded games.

Run: ``python tests/benchmarks/bench_lines.py [--games 10] [--seed 1] [--max-turns 300] [--size 6]``.
Game ``i`` is the game ``wordgames battle lines play --players BOT --seed game_seed(SEED, i) --max-turns 300``
plays (and game ``i`` of ``wordgames battle lines tournament --seed SEED``): 6×6, three letters at a
time, words of three letters or more, the shipped dictionary.  Prints figures only; nothing runs on import.
"""

from __future__ import annotations

import argparse
import statistics
import time


def figures(lexicon, games: int, seed: int, max_turns: int, size: int) -> None:
    """Print, for each bot, its mean score, spread, mean length, boards filled and time per turn."""
    from wordgames.registry import info
    from wordgames.table.loop import play
    from wordgames.table.seeds import game_seed, seat_rng
    game = info("lines").load({"max_turns": max_turns, "size": size}, 1, lexicon)
    print(f"Color Lines cross, {size}×{size}, 3 letters a turn, words of 3+, at most {max_turns} turns, "
          f"{games} games from seed {seed}:")
    print(f"  {'bot':7} {'mean':>7} {'sd':>6} {'best':>5} {'turns':>7} {'filled':>7} {'ms/turn':>8}")
    for kind in ("random", "greedy", "expert"):
        finals, thinking, turns = [], 0.0, 0
        started = time.perf_counter()
        for i in range(games):
            s = game_seed(seed, i)
            played = play(game, [game.make_bot(kind, seat_rng(s, 0))], seed=s)
            finals.append(played.state)
            thinking += played.seconds[0]
            turns += played.decisions[0]
        wall = time.perf_counter() - started
        scores = [f.score for f in finals]
        sd = statistics.stdev(scores) if len(scores) > 1 else 0.0
        print(f"  {kind:7} {statistics.fmean(scores):7.1f} {sd:6.1f} {max(scores):5d} {turns / games:7.1f} "
              f"{sum(f.is_full() for f in finals):4d}/{games:<2d} {1000 * thinking / max(turns, 1):8.1f}"
              f"   ({wall:.1f} s in all)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-turns", type=int, default=300)
    parser.add_argument("--size", type=int, default=6)
    args = parser.parse_args()
    from wordgames.lexicon import Lexicon
    figures(Lexicon.default(), args.games, args.seed, args.max_turns, args.size)


if __name__ == "__main__":
    main()
