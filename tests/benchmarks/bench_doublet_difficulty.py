"""Benchmark of a doublet's difficulty (``wordgames doublet A B --difficulty``, docs/doublets.md).

Grades random solvable pairs of 4 and 5 letters of the shipped lexicon (both ends in the largest group of
their length, drawn with a seed) and prints the time of the first grade of each length (the graph and the
group's closeness built and cached with the lexicon), then of the rest: the issue's goals are 1 000 pairs
graded in under 5 s, and the closeness of the 5-letter group computed once in under 10 s.  CPU time of this
process (``time.process_time``).  Then the wall time of whole commands in a fresh process, each from its
start (the dictionary loaded, the graph built): a sheet of 20 puzzles with one answer each, as PDF and as
HTML (goal: under 10 s on 2 cores).  Run: ``python tests/benchmarks/bench_doublet_difficulty.py [--pairs 1000]``.
Nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter


def main() -> None:
    from wordgames.doublets.difficulty import pair_difficulty
    from wordgames.doublets.graph import ladder_graph
    from wordgames.lexicon import Lexicon
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=1000, help="pairs graded, half of 4 letters, half of 5")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    lexicon = Lexicon.default()
    rng = random.Random(args.seed)
    total, grades, pars = 0.0, [], []
    for length in (4, 5):
        started = time.process_time()
        graph = ladder_graph(lexicon, length)
        members = graph.groups[0]
        built = time.process_time() - started
        pairs = [rng.sample(members, 2) for _ in range(args.pairs // 2)]
        started = time.process_time()
        first = pair_difficulty(lexicon, graph.words[pairs[0][0]], graph.words[pairs[0][1]])
        first_time = time.process_time() - started
        started = time.process_time()
        for a, b in pairs[1:]:
            d = pair_difficulty(lexicon, graph.words[a], graph.words[b])
            grades.append(d.grade)
            pars.append(d.par)
        rest = time.process_time() - started
        total += first_time + rest
        print(f"{length} letters: graph {built:.2f} s ({len(members)} words in the largest group); first grade "
              f"(the group's closeness computed and cached) {first_time:.2f} s; {len(pairs) - 1} more pairs "
              f"{rest:.2f} s ({1000 * rest / max(1, len(pairs) - 1):.2f} ms a pair); first pair par {first.par}, "
              f"grade {first.grade}")
    print(f"{args.pairs} pairs graded in {total:.2f} s of CPU (goal < 5 s: {'met' if total < 5 else 'NOT met'}); "
          f"par median {statistics.median(pars)}, grades {dict(sorted(Counter(grades).items()))}")
    sheets()


def sheets() -> None:
    """Print the wall time of ``wordgames doublet --puzzle --unique --count 20 --sheet FILE`` in a new process."""
    import json
    import subprocess
    import sys
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as folder:
        for length, links, suffix in ((4, "4-6", "pdf"), (4, "4-6", "html"), (5, "3-5", "pdf")):
            out = Path(folder) / f"sheet.{suffix}"
            command = [sys.executable, "-m", "wordgames_cli", "doublet", "--puzzle", "--unique", "--count", "20",
                       "--length", str(length), "--links", links, "--seed", "1", "--sheet", str(out), "--json"]
            started = time.perf_counter()
            done = subprocess.run(command, capture_output=True, check=True)
            wall = time.perf_counter() - started
            n = len(json.loads(done.stdout)["puzzles"])
            print(f"sheet of {n} unique puzzles of {length} letters ({links} links) as {suffix}: {wall:.2f} s wall "
                  f"from a new process, {out.stat().st_size} bytes (goal < 10 s: {'met' if wall < 10 else 'NOT met'})")


if __name__ == "__main__":
    main()
