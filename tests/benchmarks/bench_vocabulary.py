"""What the bots' familiar vocabulary costs: the same seeded games with ``--vocabulary familiar`` and ``all``.

Run: ``python tests/benchmarks/bench_vocabulary.py [--battle-games 30] [--snake-games 10] [--seed 1]``.

«Словесный бой»: the expert alone on the same seeded letter streams (solo mode), scored by the whole
lexicon either way; prints each vocabulary's mean, the paired difference per stream with its 95% interval,
and how many of the words the expert scored are outside the familiar vocabulary.  Змейка: expert against
greedy at two seats, both bots with the same vocabulary.  Prints figures only; nothing runs on import.
"""

from __future__ import annotations

import argparse
import statistics
import time


def paired(a: list[float], b: list[float]) -> tuple[float, float, float]:
    """Return the mean of ``a - b`` and its 95% interval (normal approximation)."""
    diffs = [x - y for x, y in zip(a, b)]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return mean, mean - half, mean + half


def battle(lexicon, games: int, seed: int) -> None:
    """Print the expert's points at each vocabulary on the same letter streams."""
    from wordgames.registry import info
    from wordgames.table.tournament import run_tournament
    scores = {}
    for level in ("all", "familiar"):
        started = time.perf_counter()
        result = run_tournament(info("battle"), "expert", games, seed, mode="solo", lexicon=lexicon,
                                settings={"vocabulary": level})
        [standing] = result.standings
        scores[level] = standing.scores
        print(f"battle expert, vocabulary {level:8}: mean {standing.mean:6.2f} (sd {standing.sd:5.2f}) over "
              f"{games} streams, seed {seed}; {time.perf_counter() - started:.1f} s")
    mean, low, high = paired(scores["familiar"], scores["all"])
    print(f"familiar − all, paired by stream: {mean:+.2f} points ({low:+.2f} to {high:+.2f}); "
          f"{mean / statistics.fmean(scores['all']):+.1%} of the mean")


def snake(lexicon, games: int, seed: int) -> None:
    """Print expert against greedy at two seats with each vocabulary."""
    from wordgames.registry import info
    from wordgames.table.tournament import plan, run_plan
    for level in ("all", "familiar"):
        started = time.perf_counter()
        result = run_plan(plan(info("snake"), "expert,greedy", lexicon=lexicon, seed=seed, seats_at_table=2,
                               settings={"vocabulary": level}), games)
        shown = ", ".join(f"{s.name} mean {s.mean:.1f} wins {s.win_rate:.0%}" for s in result.standings)
        print(f"snake, two seats, vocabulary {level:8}: {shown} ({games} games, seed {seed}; "
              f"{time.perf_counter() - started:.1f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--battle-games", type=int, default=30)
    parser.add_argument("--snake-games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from wordgames.lexicon import Lexicon
    from wordgames.lexicon.vocabulary import vocabulary
    lexicon = Lexicon.default().without_user_words()
    print(f"familiar vocabulary: {len(vocabulary(lexicon))} of {len(lexicon)} words")
    if args.battle_games:
        battle(lexicon, args.battle_games, args.seed)
    if args.snake_games:
        snake(lexicon, args.snake_games, args.seed)


if __name__ == "__main__":
    main()
