"""Benchmark the lexicon: load time, lookups per second, cold CLI check, dictionary build.

Run: python tests/benchmarks/bench_lexicon.py
Goals on a 2-core machine: load < 30 ms, cold `wordgames dict check крест` < 0.3 s, build < 15 s.
"""

import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def cold_load_ms(runs: int = 15) -> float:
    """Median ms to import the lexicon package and load the shipped lexicon, in fresh processes."""
    code = ("import time; t=time.perf_counter(); from wordgames.lexicon import Lexicon; "
            "lex=Lexicon.default(); n='крест' in lex; print((time.perf_counter()-t)*1000)")
    times = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True).stdout) for _ in range(runs)]
    return statistics.median(times)


def lookups_per_second(lexicon, n: int = 200_000) -> tuple[float, float]:
    """Membership tests per second on a mix of words in and out of the lexicon."""
    rng = random.Random(1)
    words = lexicon.words()
    probes = [rng.choice(words) if i % 2 else rng.choice(words) + "ы" for i in range(n)]
    start = time.perf_counter()
    hits = sum(1 for w in probes if w in lexicon)
    elapsed = time.perf_counter() - start
    return n / elapsed, hits / n


def cold_cli_seconds(args: list[str], runs: int = 10) -> float:
    """Median wall time of a fresh `wordgames ...` process."""
    exe = shutil.which("wordgames") or str(Path(sys.executable).with_name("wordgames"))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([exe, *args], capture_output=True, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def build_seconds() -> float:
    """Wall time of a full dictionary build into a temporary folder."""
    from wordgames.lexicon.build import build
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        build(Path(out))
        return time.perf_counter() - start


if __name__ == "__main__":
    from wordgames.lexicon import Lexicon

    lex = Lexicon.default()
    print(f"lexicon: {lex.name}, {len(lex)} words")
    print(f"cold import + load + first lookup: {cold_load_ms():.1f} ms (median of 15 processes; goal < 30 ms)")
    rate, hit = lookups_per_second(lex)
    print(f"membership lookups: {rate:,.0f} per second ({hit:.0%} hits)")
    print(f"cold `wordgames dict check крест`: {cold_cli_seconds(['dict', 'check', 'крест']):.3f} s "
          "(median of 10; goal < 0.3 s)")
    print(f"cold `wordgames dict check столы` (loads pymorphy3 to explain): "
          f"{cold_cli_seconds(['dict', 'check', 'столы']):.3f} s")
    print(f"`dict build`: {build_seconds():.1f} s (goal < 15 s)")
