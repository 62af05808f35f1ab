"""Benchmark the lexicon: counts per source and per length, load time, the word list and per-length index,
lookups per second, cold CLI checks, dictionary build.

Run: python tests/benchmarks/bench_lexicon.py [--no-build]
     python tests/benchmarks/bench_lexicon.py --sample   # 100 seeded words only one dictionary has, as Markdown
     python tests/benchmarks/bench_lexicon.py --against /work/main   # this checkout and another, alternately
On a loaded machine compare checkouts with --against: both run in turn under the same load.
Goals on a 2-core machine: load < 30 ms, cold `wordgames dict check крест` < 0.3 s, build < 15 s.
The CLI is run as `python -m wordgames_cli` (the checkout's code), which costs a little more than the
installed `wordgames` script.
"""

import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def fresh(code: str, runs: int) -> float:
    """Median of the milliseconds a snippet prints, each run in a fresh process."""
    return statistics.median(float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                                  check=True).stdout) for _ in range(runs))


def cold_load_ms(runs: int = 15) -> float:
    """Median ms to import the lexicon package and load the shipped lexicon, in fresh processes."""
    return fresh("import time; t=time.perf_counter(); from wordgames.lexicon import Lexicon; "
                 "lex=Lexicon.default(); n='крест' in lex; print((time.perf_counter()-t)*1000)", runs)


def index_ms(runs: int = 9) -> tuple[float, float]:
    """Median ms (fresh processes) for the word list and per-length index: shipped sorted, and the old way."""
    shipped = fresh("import time; from wordgames.lexicon import Lexicon; lex=Lexicon.default(user_words=None); "
                    "t=time.perf_counter(); lex.words(4); print((time.perf_counter()-t)*1000)", runs)
    old = fresh("import time; from wordgames.lexicon import Lexicon; lex=Lexicon.default(user_words=None); "
                "t=time.perf_counter(); keys=sorted(set(lex._trie.keys())); out={}\n"
                "for k in keys: out.setdefault(len(k), []).append(k)\n"
                "print((time.perf_counter()-t)*1000)", runs)
    return shipped, old


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
    """Median wall time of a fresh `python -m wordgames_cli ...` process."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "wordgames_cli", "dict", *args],
                       capture_output=True, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def build_seconds() -> float:
    """Wall time of a full dictionary build into a temporary folder."""
    from wordgames.lexicon.build import build
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        build(Path(out))
        return time.perf_counter() - start


def sample_markdown(lex, seed: int = 2026, each: int = 50, refused: int = 20) -> str:
    """Return a Markdown table of ``each`` seeded words only Efremova has and ``each`` only OpenCorpora has,
    and of ``refused`` headwords of Efremova's list that are out, each with its verdict."""
    from wordgames.lexicon import data_dir
    from wordgames.lexicon.efremova import refused_in
    rng = random.Random(seed)
    only = {name: [w for w in lex if lex.sources_of(w) == {name}] for name in ("efremova", "opencorpora")}
    lines = [f"# Words only one dictionary has: a seeded sample (seed {seed})", "",
             f"Made by `python tests/benchmarks/bench_lexicon.py --sample`. Of {len(lex)} words, "
             f"{len(only['efremova'])} are only in Efremova's dictionary and {len(only['opencorpora'])} only in "
             f"OpenCorpora; {each} of each, then {refused} of Efremova's headwords that are refused.", ""]
    for name, title in (("efremova", "Only in Efremova's dictionary (new)"), ("opencorpora", "Only in OpenCorpora")):
        lines += [f"## {title}", "", "| # | word | zipf | verdict |", "|---|---|---|---|"]
        for i, word in enumerate(sorted(rng.sample(only[name], each)), 1):
            lines.append(f"| {i} | {lex.spelling(word)} | {lex.frequency(word):.2f} | {lex.explain(word).reason} |")
        lines.append("")
    out = sorted(refused_in(data_dir()))
    lines += ["## Headwords of Efremova's list that are out", "", "| # | word | verdict |", "|---|---|---|"]
    for i, word in enumerate(sorted(rng.sample(out, refused)), 1):
        lines.append(f"| {i} | {word} | {lex.explain(word).reason} |")
    return "\n".join(lines) + "\n"


def against(other: str, runs: int = 9) -> None:
    """Print medians of load, index and cold check for this checkout and ``other``, run alternately."""
    import os
    here = Path(__file__).resolve().parents[2]
    # the same number of path entries for both: each one is searched on every import of a cold start
    trees = {"this": f"{here}{os.pathsep}{here / '.pp'}", other: f"{other}{os.pathsep}{Path(other) / '.pp'}"}
    load = ("import time; t=time.perf_counter(); from wordgames.lexicon import Lexicon; lex=Lexicon.default(); "
            "n='крест' in lex; print((time.perf_counter()-t)*1000)")
    index = ("import time; from wordgames.lexicon import Lexicon; lex=Lexicon.default(user_words=None); "
             "t=time.perf_counter(); lex.words(4); print((time.perf_counter()-t)*1000)")
    found = {name: {"load ms": [], "index ms": [], "check s": []} for name in trees}
    with tempfile.TemporaryDirectory() as cwd:
        for _ in range(runs):
            for name, path in trees.items():
                env = {**os.environ, "PYTHONPATH": path, "WORDGAMES_USER_WORDS": str(Path(cwd) / "none.txt")}
                for label, code in (("load ms", load), ("index ms", index)):
                    found[name][label].append(float(subprocess.run([sys.executable, "-c", code], env=env, cwd=cwd,
                                                                   capture_output=True, text=True).stdout))
                start = time.perf_counter()
                subprocess.run([sys.executable, "-m", "wordgames_cli", "dict", "check", "крест"], env=env, cwd=cwd,
                               capture_output=True)
                found[name]["check s"].append(time.perf_counter() - start)
    for name, figures in found.items():
        print(name, ", ".join(f"{label} {statistics.median(v):.3f}" for label, v in figures.items()))


if __name__ == "__main__":
    from wordgames.lexicon import Lexicon

    if "--against" in sys.argv:
        against(sys.argv[sys.argv.index("--against") + 1])
        sys.exit(0)

    if "--sample" in sys.argv:
        print(sample_markdown(Lexicon.default(user_words=None)), end="")
        sys.exit(0)

    lex = Lexicon.default(user_words=None)
    counts = lex.source_counts()
    print(f"lexicon: {lex.name}, {len(lex)} words; OpenCorpora {counts['opencorpora']}, "
          f"Efremova {counts['efremova']}, both {counts['both']}")
    parts = {name: lex.restrict_source(name) for name in ("opencorpora", "efremova", "both")}
    print("letters  all  opencorpora  efremova  both")
    lengths = {name: part.lengths() for name, part in parts.items()}
    for n in sorted(lex.lengths()):
        print(f"{n:7}  {lex.lengths()[n]:5}  {lengths['opencorpora'][n]:11}  {lengths['efremova'][n]:8}  "
              f"{lengths['both'][n]:4}")
    print(f"cold import + load + first lookup: {cold_load_ms():.1f} ms (median of 15 processes; goal < 30 ms)")
    shipped, old = index_ms()
    print(f"word list + per-length index: {shipped:.1f} ms read ready-sorted "
          f"(set + sorted + grouping of the trie's keys: {old:.1f} ms; medians of 9 processes)")
    rate, hit = lookups_per_second(lex)
    print(f"membership lookups: {rate:,.0f} per second ({hit:.0%} hits)")
    print(f"cold `dict check крест`: {cold_cli_seconds(['check', 'крест']):.3f} s (median of 10; goal < 0.3 s)")
    print(f"cold `dict check зашвыривание` (Efremova only, no pymorphy3): "
          f"{cold_cli_seconds(['check', 'зашвыривание']):.3f} s")
    print(f"cold `dict check столы` (loads pymorphy3 to explain): {cold_cli_seconds(['check', 'столы']):.3f} s")
    if "--no-build" not in sys.argv:
        print(f"`dict build`: {build_seconds():.1f} s (goal < 15 s)")
