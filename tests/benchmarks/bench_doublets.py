"""Benchmark of Doublets: cold CLI solve, graph building, batch throughput against networkx, marked links.

The in-process timings (graph builds, single queries, batches) are CPU time of this process (``time.process_time``),
so other work on a shared machine does not skew their ratio; the CLI timings are wall time.

Run: ``python tests/benchmarks/bench_doublets.py [--pairs 10000]``; ``--single`` runs only the
single-query comparison (10 000 pairs: 5 000 of 4 letters, 5 000 of 5).  Prints figures only;
nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


WORDGAMES = [sys.executable, "-c", "from wordgames_cli.main import main; main()"]   # as the installed script


def cold_cli(runs: int) -> list[float]:
    """Return wall times of fresh `wordgames doublet бант коса` processes (bench_cold.py has the CPU ratios).

    The children run with their bytecode cached (one untimed run fills a private cache), as an
    installed copy does, even under PYTHONDONTWRITEBYTECODE.
    """
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env |= {"NO_COLOR": "1", "PYTHONPYCACHEPREFIX": tmp}
        for run in range(runs + 1):
            t = time.perf_counter()
            subprocess.run(WORDGAMES + ["doublet", "бант", "коса"], check=True, capture_output=True, env=env)
            if run:
                times.append(time.perf_counter() - t)
    return times


def graph_builds() -> tuple[float, dict[int, float], float, float]:
    """Return the networkx import time, each length's graph build time, and two parts of their total (CPU).

    The parts, measured on a second fresh lexicon: the integer views built from the buckets (what a
    query waits for), and the networkx graphs of record built from the same buckets (on first use).
    """
    from wordgames.doublets.graph import LadderGraph, ladder_graph, word_network
    from wordgames.lexicon import Lexicon

    t = time.process_time()
    import networkx  # noqa: F401
    imported = time.process_time() - t
    lex = Lexicon.default()
    lex.words(4)                                        # the lexicon's own length index, not ours
    out = {}
    for n in sorted(lex.lengths()):
        t = time.process_time()
        ladder_graph(lex, n)
        out[n] = time.process_time() - t
    lex = Lexicon.default()
    inputs = {n: (lex.words(n), {w: lex.frequency(w) for w in lex.words(n)}) for n in lex.lengths()}
    t = time.process_time()
    for n, (words, zipf) in inputs.items():
        LadderGraph.from_buckets(words, zipf, length=n)
    views = time.process_time() - t
    t = time.process_time()
    for n, (words, zipf) in inputs.items():
        word_network(words, zipf, length=n)
    return imported, out, views, time.process_time() - t


def marked_requests(length: int, count: int, seed: int, words: int = 5, apart: int = 5) -> list[list[str]]:
    """Return far-apart requests with marked links: ``words`` words, each ``apart`` steps or more from the last.

    All words come from the largest two-connected block of the largest group,
    so every marked word has two separate ways in and out; whether the whole
    request has a chain without repeats is for the solver to find.
    """
    import networkx as nx
    from wordgames.doublets.graph import ladder_graph
    from wordgames.doublets.table import distance_table
    from wordgames.lexicon import Lexicon

    g = ladder_graph(Lexicon.default(), length)
    table = distance_table(g, 0)
    block = max(nx.biconnected_components(g.network.subgraph(g.words[v] for v in g.groups[0])), key=len)
    pool = sorted(g.index[w] for w in block)
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        pick = [rng.choice(pool)]
        while len(pick) < words:
            v = rng.choice(pool)
            if v not in pick and table.distance(pick[-1], v) >= apart:
                pick.append(v)
        out.append([g.words[v] for v in pick])
    return out


def marked_trial(length: int, count: int, seed: int) -> tuple[int, int, int, list[float]]:
    """Return (solved, no chain, gave up, CPU times) of chain_through on far-apart 5-word requests."""
    from wordgames.doublets.marked import chain_through
    from wordgames.errors import NoChainError, UsageError
    from wordgames.lexicon import Lexicon

    lex = Lexicon.default()
    tally, times = {"solved": 0, "none": 0, "gave up": 0}, []
    for words in marked_requests(length, count, seed):
        t = time.process_time()
        try:
            chain_through(lex, words)
            tally["solved"] += 1
        except NoChainError:
            tally["none"] += 1
        except UsageError:
            tally["gave up"] += 1
        times.append(time.process_time() - t)
    return tally["solved"], tally["none"], tally["gave up"], times


def random_pairs(count: int, seed: int) -> list[tuple[str, str]]:
    """Return solvable random pairs: half of 4 letters, half of 5, from the largest groups."""
    from wordgames.doublets.graph import build_graph
    from wordgames.lexicon import Lexicon

    lex = Lexicon.default()
    rng = random.Random(seed)
    pairs = []
    for n, k in ((4, count // 2), (5, count - count // 2)):
        g = build_graph(lex.words(n))
        big = [g.words[v] for v in g.groups[0]]
        while k:
            a, b = rng.choice(big), rng.choice(big)
            if a != b:
                pairs.append((a, b))
                k -= 1
    rng.shuffle(pairs)
    return pairs


def bidirectional_bfs(adjacency: dict[str, list[str]], a: str, b: str) -> list[str]:
    """Return a shortest chain from ``a`` to ``b``: the hand-written baseline of single queries.

    A bidirectional breadth-first search over a dict of word lists, growing the smaller frontier and
    stopping at the first word both sides have reached (``a != b``, connected).
    """
    came_a, came_b = {a: None}, {b: None}
    front_a, front_b = [a], [b]
    while True:
        grow_a = len(front_a) <= len(front_b)
        front, came, other = (front_a, came_a, came_b) if grow_a else (front_b, came_b, came_a)
        nxt = []
        for w in front:
            for u in adjacency[w]:
                if u not in came:
                    came[u] = w
                    if u in other:
                        left, right = [], []
                        v = u
                        while v is not None:
                            left.append(v)
                            v = came_a[v]
                        v = came_b[u]
                        while v is not None:
                            right.append(v)
                            v = came_b[v]
                        return left[::-1] + right
                    nxt.append(u)
        if grow_a:
            front_a = nxt
        else:
            front_b = nxt


def old_chain(graph, s: int, t: int) -> tuple[str, ...]:
    """Return the chain the single query chose before: networkx's BFS layers from ``t``, then the levels."""
    from wordgames.doublets.graph import bfs_distances
    from wordgames.doublets.paths import levels_from_distances, most_familiar

    levels = levels_from_distances(graph, s, bfs_distances(graph, t, stop_at=s))
    return tuple(graph.words[v] for v in most_familiar(graph, levels))


def single_queries(pairs, rounds: int, chunk: int = 250) -> None:
    """Print the CPU time of single queries (tables off) against the hand-written bidirectional BFS, per length.

    Both run on prebuilt graphs (ours from the lexicon, the baseline's dict of word lists from the same
    links).  The pairs are cut into chunks of ``chunk``; each chunk is timed both ways back to back, the
    order alternating, ``rounds`` times over, so that a busy spell of a shared machine falls on both;
    the median of the chunk ratios is printed with its quartiles.  Every chain is checked: the
    baseline's length, and the very chain the networkx search chose before.
    """
    from wordgames.doublets import paths
    from wordgames.doublets.solve import shortest_chain
    from wordgames.doublets.graph import ladder_graph
    from wordgames.lexicon import Lexicon

    lex = Lexicon.default()
    saved, paths.TABLE_AFTER = paths.TABLE_AFTER, 1 << 62            # tables off: every query searches
    try:
        for n in (4, 5):
            mine = [(a, b) for a, b in pairs if len(a) == n]
            graph = ladder_graph(lex, n)
            graph.weight, graph.group_masks(0)                        # frequencies and bitsets before the clock
            adjacency = {w: graph.neighbours(w) for w in graph.words}
            ratios, ours_t, theirs_t = [], 0.0, 0.0
            for r in range(rounds):
                for k, i in enumerate(range(0, len(mine), chunk)):
                    part = mine[i:i + chunk]
                    for who in (("ours", "theirs") if (r + k) % 2 == 0 else ("theirs", "ours")):
                        t = time.process_time()
                        if who == "ours":
                            chains = [shortest_chain(lex, a, b).chain for a, b in part]
                            ours = time.process_time() - t
                        else:
                            baseline = [bidirectional_bfs(adjacency, a, b) for a, b in part]
                            theirs = time.process_time() - t
                    ratios.append(ours / theirs)
                    ours_t, theirs_t = ours_t + ours, theirs_t + theirs
            chains = [shortest_chain(lex, a, b).chain for a, b in mine]
            baseline = [bidirectional_bfs(adjacency, a, b) for a, b in mine]
            same_length = all(len(c) == len(p) for c, p in zip(chains, baseline))
            same_choice = all(c == old_chain(graph, graph.index[a], graph.index[b])
                              for c, (a, b) in zip(chains, mine))
            q1, median, q3 = statistics.quantiles(ratios, n=4, method="inclusive")
            print(f"single queries, {len(mine)} random solvable {n}-letter pairs, tables off (CPU, {rounds} rounds "
                  f"of {len(ratios) // rounds} chunks): shortest_chain {ours_t / rounds:.3f} s, hand-written "
                  f"bidirectional BFS {theirs_t / rounds:.3f} s a round; chunk ratio {median:.2f}x (quartiles "
                  f"{q1:.2f}-{q3:.2f}; goal <= 1.2x); same lengths: {same_length}; "
                  f"same chain as the networkx search: {same_choice}")
    finally:
        paths.TABLE_AFTER = saved


def batch_library(pairs, warm: bool = False) -> tuple[float, list[int]]:
    """Return the CPU time to solve the pairs with solve_batch, and the chain lengths.

    Cold: a fresh lexicon, so the time includes its word index, both graphs and the
    distance tables.  Warm: the two graphs are built before the clock starts (as
    networkx gets its graphs), the distance tables are still built inside.
    """
    from wordgames.doublets.batch import solve_batch
    from wordgames.doublets.graph import ladder_graph
    from wordgames.lexicon import Lexicon

    lines = [f"{a} {b}" for a, b in pairs]
    if warm:
        lex = Lexicon.default()
        ladder_graph(lex, 4), ladder_graph(lex, 5)
    t = time.process_time()
    if not warm:
        lex = Lexicon.default()
    results = list(solve_batch(lex, lines))
    elapsed = time.process_time() - t
    assert all(r.error is None for r in results)
    return elapsed, [len(r.solution.chain) for r in results]


def batch_networkx(pairs) -> tuple[float, list[int]]:
    """Return the time of plain networkx.shortest_path on the same graphs, and the path lengths."""
    import networkx as nx
    from wordgames.doublets.graph import ladder_graph
    from wordgames.lexicon import Lexicon

    lex = Lexicon.default()
    graphs = {n: ladder_graph(lex, n).network for n in (4, 5)}
    t = time.process_time()
    lengths = [len(nx.shortest_path(graphs[len(a)], a, b)) for a, b in pairs]
    return time.process_time() - t, lengths


def batch_cli(pairs) -> tuple[float, float]:
    """Return (wall, CPU) time of `wordgames doublet --batch FILE` on the pairs, process included."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "pairs.txt"
        path.write_text("".join(f"{a} {b}\n" for a, b in pairs), encoding="utf-8")
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run(WORDGAMES + ["doublet", "--batch", str(path)], check=True, capture_output=True,
                       env=os.environ | {"NO_COLOR": "1"})
        wall = time.perf_counter() - t
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--marked", type=int, default=60, help="requests per length of the marked-links trial")
    parser.add_argument("--single", action="store_true", help="only the single-query comparison")
    args = parser.parse_args()
    if args.single:
        single_queries(random_pairs(args.pairs, args.seed), args.repeat)
        return

    times = cold_cli(args.runs)
    print(f"cold 'wordgames doublet бант коса': median {statistics.median(times):.3f} s, "
          f"min {min(times):.3f} s over {args.runs} runs (goal < 0.4 s)")

    imported, builds, views, networks = graph_builds()
    print(f"import networkx: {imported * 1000:.0f} ms CPU (a single query no longer pays it)")
    print(f"graph build, every length ({len(builds)} lengths), CPU: {sum(builds.values()):.3f} s; "
          + ", ".join(f"{n}: {t * 1000:.0f} ms" for n, t in builds.items() if t > 0.005))
    print(f"  integer views from the buckets, every length: {views:.3f} s; the networkx graphs of "
          f"record from the same buckets (built on first use): {networks:.3f} s")

    pairs = random_pairs(args.pairs, args.seed)
    single_queries(pairs, args.repeat)
    rounds = []
    for _ in range(args.repeat):
        cold, our_lengths = batch_library(pairs)
        warm, _ = batch_library(pairs, warm=True)
        theirs, nx_lengths = batch_networkx(pairs)
        rounds.append((theirs / cold, theirs / warm, cold, warm, theirs))
    cold_ratio, warm_ratio, cold, warm, theirs = sorted(rounds)[len(rounds) // 2]   # the median round
    n = len(pairs)
    print(f"batch of {n} random solvable 4-/5-letter pairs from the largest groups "
          f"(CPU seconds, median of {args.repeat} rounds):")
    print(f"  networkx.shortest_path, graphs prebuilt, any shortest path: {theirs:.3f} s, "
          f"{n / theirs:,.0f} paths/s")
    print(f"  solve_batch, most familiar chain, from a fresh lexicon (word index, graphs, tables inside): "
          f"{cold:.3f} s, {n / cold:,.0f} doublets/s, {cold_ratio:.1f}x networkx")
    print(f"  solve_batch, graphs prebuilt as for networkx (tables inside): {warm:.3f} s, "
          f"{n / warm:,.0f} doublets/s, {warm_ratio:.1f}x networkx")
    print(f"  same chain lengths as networkx: {our_lengths == nx_lengths} (goal >= 3x)")
    wall, cpu = batch_cli(pairs)
    print(f"  'wordgames doublet --batch FILE' end to end (process start, output): {wall:.3f} s wall, "
          f"{cpu:.3f} s CPU, {n / cpu:,.0f} doublets per CPU second, {theirs / cpu:.1f}x networkx")


    for length in (4, 5):
        solved, none, gave_up, times = marked_trial(length, args.marked, args.seed)
        times.sort()
        print(f"marked links, {len(times)} far-apart 5-word requests of {length} letters (seed {args.seed}): "
              f"{solved} solved, {none} with no chain, {gave_up} gave up; CPU median "
              f"{statistics.median(times):.3f} s, slowest {times[-1]:.3f} s")


if __name__ == "__main__":
    main()
