"""Benchmark of «Словесный бой» scoring: squares per second, index build, cold CLI.

Run: ``python tests/benchmarks/bench_battle.py [--squares 20000]``.  Prints figures
only; nothing runs on import (pytest collects this file for doctests).
Goal: at least 5 000 random filled 6×6 squares scored per second in one process.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def random_squares(count: int, seed: int = 1):
    """Return ``count`` 6×6 squares filled with letters called by the default weights."""
    from wordgames.battle.letters import draw_letters, letter_weights
    from wordgames.battle.square import Square
    rng = random.Random(seed)
    weights = letter_weights()
    out = []
    for _ in range(count):
        letters = "".join(draw_letters(rng, weights, 36))
        out.append(Square(tuple(letters[k:k + 6] for k in range(0, 36, 6))))
    return out


def throughput(lexicon, squares, directions) -> tuple[float, float]:
    """Return (squares per second, mean points) for scoring ``squares`` in ``directions``."""
    from wordgames.battle.score import score_square
    t = time.perf_counter()
    total = sum(score_square(lexicon, sq, directions).total for sq in squares)
    return len(squares) / (time.perf_counter() - t), total / len(squares)


def cold_cli(runs: int) -> list[float]:
    """Return wall times of fresh `wordgames battle score` processes on the text's example square."""
    exe = shutil.which("wordgames", path=str(Path(sys.executable).parent)) or "wordgames"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "example.txt"
        path.write_text("БОЙКОТ\nАЛЕРХС\nКОПЕРА\nЖВЕСАД\nПОЧТАФ\nЫЯЬЬСЮ\n", encoding="utf-8")
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            subprocess.run([exe, "battle", "score", str(path)], check=True, capture_output=True,
                           env=os.environ | {"NO_COLOR": "1", "WORDGAMES_USER_WORDS": str(Path(tmp) / "u.txt")})
            times.append(time.perf_counter() - t)
    return times


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--squares", type=int, default=20000)
    parser.add_argument("--cli-runs", type=int, default=5)
    args = parser.parse_args()

    from wordgames.battle.score import CANONICAL, EIGHT_DIRECTIONS
    from wordgames.battle.words import word_index
    from wordgames.lexicon import Lexicon

    lexicon = Lexicon.default()
    t = time.perf_counter()
    word_index(lexicon)
    print(f"word index of {len(lexicon)} words built in {1000 * (time.perf_counter() - t):.0f} ms "
          "(once per lexicon)")
    squares = random_squares(args.squares)
    rate, mean = throughput(lexicon, squares, CANONICAL)
    print(f"2 directions: {rate:,.0f} random 6×6 squares/s over {len(squares)} squares "
          f"(mean {mean:.2f} points; goal ≥ 5,000/s)")
    few = squares[: max(1, len(squares) // 4)]
    rate8, mean8 = throughput(lexicon, few, EIGHT_DIRECTIONS)
    print(f"8 directions: {rate8:,.0f} squares/s over {len(few)} squares (mean {mean8:.2f} points)")
    times = cold_cli(args.cli_runs)
    print(f"cold `wordgames battle score example.txt`: median {statistics.median(times):.3f} s, "
          f"min {min(times):.3f} s over {len(times)} runs")


if __name__ == "__main__":
    main()
