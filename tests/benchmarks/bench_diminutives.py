"""Benchmark Змейка's rule-6 diminutive evidence: counts, and seeded samples to judge by hand.

Run: python tests/benchmarks/bench_diminutives.py                      # counts by evidence and band
     python tests/benchmarks/bench_diminutives.py --sample --seed 7   # 100 refusals (50 rare, 50 common)
                                                                      # and 100 allowed suffix-looking words
The sample is printed as a Markdown table (word, Zipf, verdict, base, evidence) for a reader to mark each
line right or wrong; the sample's precision is then (refusals judged diminutive) / (refusals drawn), and
its false-allow rate (allowed words judged diminutive) / (allowed words drawn).  Draw a new seed to check
a change: a figure measured on the sample the change was made from says little.
A refusal is *rare* below Zipf :data:`COMMON` (or with no frequency), *common* at or above it.
"""

import argparse
import random
import sys
import time

from wordgames.lexicon import Lexicon
from wordgames.lexicon.diminutives import diminutive, exceptions

COMMON = 2.5
"""The Zipf frequency that parts the rare refusals from the common ones."""
LOOKALIKE = ("ик", "ок", "ёк", "чик", "ец", "ица", "ка", "очка", "ечка", "онок", "ёнок", "енок", "ушка", "юшка",
             "ишко", "ище")
"""Endings of the allowed words drawn: they look suffixed, and a missed diminutive hides among them."""


def judge_all(lex):
    """Return {word: Diminutive or None} for every word of ``lex``."""
    known = frozenset(lex).__contains__
    return {w: diminutive(lex, w, None, known) for w in lex}


def looks_suffixed(word: str) -> bool:
    """Return whether ``word`` (folded, ё as е) ends in one of :data:`LOOKALIKE`'s endings."""
    return any(word.endswith(end.replace("ё", "е")) for end in LOOKALIKE)


def draw(lex, verdicts, seed: int, refused: int, allowed: int):
    """Return (rare refusals, common refusals, allowed look-alikes) drawn with ``random.Random(seed)``."""
    rng = random.Random(seed)
    zipf = lex.frequency
    out = sorted(w for w, d in verdicts.items() if d is not None)
    rare = [w for w in out if zipf(w) < COMMON]
    common = [w for w in out if zipf(w) >= COMMON]
    kept = sorted(w for w, d in verdicts.items() if d is None and len(w) >= 4 and looks_suffixed(w))
    half = refused // 2
    return (rng.sample(rare, min(half, len(rare))), rng.sample(common, min(refused - half, len(common))),
            rng.sample(kept, min(allowed, len(kept))))


def row(lex, verdicts, word):
    d = verdicts[word]
    if d is None:
        return f"| {word} | {lex.frequency(word):.2f} | allowed | | |"
    return f"| {word} | {lex.frequency(word):.2f} | {d.kind} | {d.base} | {d.evidence} |"


def counts(lex, verdicts):
    refused = [d for d in verdicts.values() if d is not None]
    by = {}
    for d in refused:
        band = "rare" if lex.frequency(d.word) < COMMON else "common"
        by[(d.kind, d.evidence, band)] = by.get((d.kind, d.evidence, band), 0) + 1
    print(f"{len(refused)} of {len(verdicts)} words refused; reviewed list: {len(exceptions().own)} own, "
          f"{len(exceptions().listed)} named")
    for key in sorted(by):
        print("  ", *key, by[key])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", action="store_true", help="print seeded samples to judge by hand")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--refused", type=int, default=100)
    parser.add_argument("--allowed", type=int, default=100)
    args = parser.parse_args(argv)
    lex = Lexicon.default().without_user_words()
    t = time.perf_counter()
    verdicts = judge_all(lex)
    print(f"judged {len(verdicts)} words in {time.perf_counter() - t:.1f} s")
    counts(lex, verdicts)
    if args.sample:
        rare, common, kept = draw(lex, verdicts, args.seed, args.refused, args.allowed)
        for title, words in ((f"rare refusals (Zipf < {COMMON})", rare), (f"common refusals (Zipf >= {COMMON})",
                             common), ("allowed look-alikes", kept)):
            print(f"\n### {title}, seed {args.seed}: {len(words)}\n\n| word | Zipf | verdict | base | evidence |\n"
                  "|---|---|---|---|---|")
            for w in words:
                print(row(lex, verdicts, w))


if __name__ == "__main__":
    sys.exit(main())
