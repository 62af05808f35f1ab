"""Benchmark Змейка: continuations of every word of the lexicon, and a cold challenge.

Run: python tests/benchmarks/bench_snake.py
Goals: the whole lexicon in under 5 s; a challenge settled in under a second.
"""

import shutil
import statistics
import subprocess
import sys
import time
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


if __name__ == "__main__":
    from wordgames.lexicon import Lexicon

    lex = Lexicon.default()
    whole_lexicon(lex)
    print(f"cold `wordgames snake challenge --played опера,раструб,бубен --claim енот`: "
          f"{cold_challenge():.3f} s (median of 7; goal < 1 s)")
