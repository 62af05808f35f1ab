"""Benchmark of Змейка's dead-end test (rule 5): has_continuation against a bare bisect and the old generator.

The baseline is the shortest honest dead-end test: a bisect over the sorted word list per suffix,
taking the first word long enough and not played.  The library's test is exact for every input
(capitals, ё, look-alike letters, user words); the old one walked the prefix iterator.  All three
answer the same seeded right words, each with the word itself played; CPU time, the rounds
alternate the order, the median round's ratios are printed, and the answers are compared.

Run: ``nice python tests/benchmarks/bench_snake_dead_end.py [--words 20000] [--rounds 5]``.
"""

from __future__ import annotations

import argparse
import bisect
import random
import statistics
import time


def bare_bisect(words: list[str], right: str, played: set[str]) -> bool:
    """Return whether ``right`` has a continuation: the baseline, plain folded words only."""
    for k in range(1, len(right)):
        suffix = right[-k:]
        i = bisect.bisect_left(words, suffix)
        while i < len(words) and words[i].startswith(suffix):
            word = words[i]
            if len(word) >= 4 and len(word) > k and word not in played:
                return True
            i += 1
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--words", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    from wordgames.lexicon import Lexicon
    from wordgames.snake.continuations import continuations, has_continuation, sorted_words

    lexicon = Lexicon.default()
    words = sorted_words(lexicon)
    rng = random.Random(args.seed)
    sample = [rng.choice(words) for _ in range(args.words)]
    ways = {
        "has_continuation": lambda: [has_continuation(lexicon, w, {w}) for w in sample],
        "bare bisect": lambda: [bare_bisect(words, w, {w}) for w in sample],
        "old generator": lambda: [next(continuations(lexicon, w, {w}), None) is not None for w in sample],
    }
    times: dict[str, list[float]] = {name: [] for name in ways}
    answers = {}
    for r in range(args.rounds):
        for name in (list(ways) if r % 2 == 0 else list(reversed(ways))):
            t = time.process_time()
            answers[name] = ways[name]()
            times[name].append(time.process_time() - t)
    ratios = {name: statistics.median(a / b for a, b in zip(times[name], times["bare bisect"])) for name in ways}
    dead = answers["bare bisect"].count(False)
    print(f"dead-end test of {len(sample)} seeded words of the shipped lexicon ({dead} dead ends), "
          f"CPU, median of {args.rounds} rounds:")
    for name in ways:
        per = statistics.median(times[name]) / len(sample) * 1e6
        print(f"  {name:<17} {statistics.median(times[name]):.3f} s, {per:.2f} µs a word, "
              f"{ratios[name]:.2f}x the bare bisect")
    print(f"  same answers: {answers['has_continuation'] == answers['bare bisect'] == answers['old generator']}")


if __name__ == "__main__":
    main()
