"""Benchmark Змейка: continuations of every word of the lexicon, a cold challenge, every placement of a hand.

Run: python tests/benchmarks/bench_snake.py
Goals: the whole lexicon in under 5 s; a challenge settled in under a second; every placement of a
30-card hand with two jokers listed in under 50 ms (median of 200 seeded positions).
"""

import random
import shutil
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path


def whole_lexicon(lexicon) -> None:
    """Time the dead-end test of every word, with the index and with the plain generator."""
    from wordgames.snake.continuations import ContinuationIndex, continuations

    start = time.perf_counter()
    index = ContinuationIndex(lexicon)
    built = time.perf_counter() - start
    start = time.perf_counter()
    counts = {w: index.number_of_words(w) for w in lexicon}
    counted = time.perf_counter() - start
    dead = sorted(w for w, n in counts.items() if n == 0)
    print(f"index build: {built:.2f} s; continuation counts of all {len(counts)} words: {counted:.2f} s "
          f"({counted / len(counts) * 1e6:.1f} µs per word; goal: whole lexicon < 5 s)")
    print(f"dead ends: {len(dead)}, e.g. {', '.join(dead[:8])}")
    start = time.perf_counter()
    generator_dead = [w for w in lexicon if next(continuations(lexicon, w), None) is None]
    print(f"dead-end test of every word with the plain generator: {time.perf_counter() - start:.2f} s "
          f"(agrees with the index: {sorted(generator_dead) == dead})")


def cold_challenge(runs: int = 7) -> float:
    """Median wall time of a fresh `wordgames snake challenge` process."""
    exe = shutil.which("wordgames") or str(Path(sys.executable).with_name("wordgames"))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([exe, "snake", "challenge", "--played", "опера,раструб,бубен", "--claim", "енот"],
                       capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def random_position(lexicon, rng: random.Random):
    """Return a seeded random (snake, hand): a few words played from a face-up card, 28 letters and 2 jokers.

    The snake is played out as at a table: a first word on the face-up
    letter, then right words through a random overlap, now and then a left
    placement; one position in ten is the first placement itself.
    """
    from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Placement, Snake
    from wordgames.snake.cards import JOKER, full_deck
    from wordgames.snake.continuations import continues

    deck = full_deck()
    letters = sorted(letter for letter, n in deck.items() if letter != JOKER for _ in range(n))
    snake = Snake.start(rng.choice(letters))
    words = [w for w in lexicon.words() if len(w) >= 4]
    for step in range(0 if rng.random() < 0.1 else rng.randint(1, 8)):
        played, text = snake.played, snake.text()
        if not snake.words:
            kind = rng.choice([FIRST_RIGHT, FIRST_LEFT])
            found = [w for w in words if (w[0] if kind == FIRST_RIGHT else w[-1]) == text[0]]
            if found:
                snake = snake.place(Placement(w := rng.choice(found), kind, len(w) - 1))
            continue
        if rng.random() < 0.1 and step > 1:
            found = [w for w in words if w[-1] == text[0] and w not in played]
            if found:
                snake = snake.place(Placement(w := rng.choice(found), LEFT, len(w) - 1))
            continue
        right = snake.right_word.word
        for k in rng.sample(range(1, len(right)), len(right) - 1):
            suffix = right[-k:]
            found = [w for w in lexicon.iter_prefix(suffix) if continues(w, suffix) and w not in played]
            if found:
                snake = snake.place(Placement(w := rng.choice(found), RIGHT, len(w) - k))
                break
    stock = list((Counter(letters) - Counter(snake.text())).elements())
    hand = Counter(rng.sample(stock, 28)) + Counter({JOKER: 2})
    return snake, hand


def every_placement(lexicon, positions: int = 200, seed: int = 17) -> None:
    """Time listing every placement of ``positions`` seeded (snake, 30-card hand with 2 jokers) positions."""
    from wordgames.snake.moves import placements, word_counts

    start = time.perf_counter()
    word_counts(lexicon)
    print(f"move generator index (once per lexicon): {time.perf_counter() - start:.2f} s")
    rng = random.Random(seed)
    cases = [random_position(lexicon, rng) for _ in range(positions)]
    for label, options in [("every placement", {}), ("jokers='needed'", {"jokers": "needed"}),
                           ("continuation=True", {"continuation": True})]:
        times, cpu, found = [], [], []
        for snake, hand in cases:
            start, start_cpu = time.perf_counter(), time.process_time()
            found.append(len(list(placements(lexicon, snake, hand, **options))))
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        times.sort()
        median, p90, most = (1000 * t for t in (statistics.median(times), times[int(0.9 * len(times))], times[-1]))
        line = (f"{label}, {positions} positions (30 cards, 2 jokers): median {median:.1f} ms, "
                f"90th percentile {p90:.1f} ms, max {most:.1f} ms (CPU time median "
                f"{1000 * statistics.median(cpu):.1f} ms); placements found: {sum(found)} "
                f"(median {statistics.median(found):.0f}, max {max(found)})")
        if not options:
            line += f"; goal < 50 ms median: {'met' if median < 50 else 'not met'}"
        print(line)


if __name__ == "__main__":
    from wordgames.lexicon import Lexicon

    lex = Lexicon.default()
    every_placement(lex)
    whole_lexicon(lex)
    print(f"cold `wordgames snake challenge --played опера,раструб,бубен --claim енот`: "
          f"{cold_challenge():.3f} s (median of 7; goal < 1 s)")
