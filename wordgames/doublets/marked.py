"""Chains through marked links (rule 3): the given words in order, no word twice, fewest links.

Joining per-segment shortest chains is not enough: two segments may want the
same word, and rule 3 forbids it.  The search here is exact.  It deepens a
budget of steps from the sum of the segments' distances (a lower bound) and,
for each budget, runs a depth-first search over the whole chain that keeps a
set of used words and prunes any word from which the rest of the chain cannot
fit in the budget (distance to the next marked word, measured with the other
given words removed, plus the lower bounds of the later segments).  The first
budget with a chain is the true minimum; among the chains of that length
found (up to :data:`FAMILIAR_CAP`) the most familiar is returned.  When the
first budget fails, a max-flow check (networkx) proves impossibility when a
marked link cannot have chain on both sides of it.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит", "кил", "пил", "пот", "сот"], name="tiny")
>>> chain_through(lex, ["кот", "кил", "пил"]).chain
('кот', 'кит', 'кил', 'пил')
>>> chain_through(lex, ["сот", "кот", "пот"]).chain
('сот', 'кот', 'пот')
>>> square = Lexicon.from_words(["кит", "кил", "сил", "сит", "пил", "пыл"], name="square")
>>> chain_through(square, ["кит", "пыл", "сит"])
Traceback (most recent call last):
...
wordgames.errors.NoChainError: no chain through «пыл» without repeating a word (rule 3): it has chain on one side only (only one way in and out of it avoids the other given words)
"""

from __future__ import annotations

import sys
from typing import Sequence

from wordgames.doublets.graph import INFINITY, LadderGraph, WordId, distances_to
from wordgames.doublets.rules import RULE_MARKED
from wordgames.doublets.solve import (DEFAULT_CAP, Solution, all_shortest_chains, check_distinct,
                                      resolve, shortest_chain, why_no_chain)
from wordgames.errors import NoChainError, UsageError
from wordgames.lexicon import Lexicon

STEP_LIMIT = 2_000_000   # search steps before giving up on proving a minimum
FAMILIAR_CAP = 2_000     # minimal chains compared for familiarity


def solve(lexicon: Lexicon, words: Sequence[str], *, every: bool = False,
          cap: int = DEFAULT_CAP) -> Solution:
    """Return the answer to a doublet given as words: two words, or more with marked links."""
    if len(words) < 2:
        raise UsageError(f"a doublet needs two words, got {len(words)}")
    if len(words) == 2:
        return (all_shortest_chains(lexicon, *words, cap=cap) if every
                else shortest_chain(lexicon, *words))
    if every:
        raise UsageError("--all lists shortest chains of a doublet without marked links")
    return chain_through(lexicon, words)


def chain_through(lexicon: Lexicon, words: Sequence[str], *, limit: int = STEP_LIMIT) -> Solution:
    """Return a shortest chain through ``words`` in order with no word twice (rule 3).

    Raises :class:`~wordgames.errors.NoChainError` when there is none, and
    :class:`~wordgames.errors.UsageError` when the search gives up after
    ``limit`` steps without proving a minimum.
    """
    if len(words) == 2:
        return shortest_chain(lexicon, *words)
    graph, keys = resolve(lexicon, words)
    check_distinct(keys)
    ids = [graph.index[k] for k in keys]
    for a, b in zip(keys, keys[1:]):
        if graph.group[graph.index[a]] != graph.group[graph.index[b]]:
            raise NoChainError(why_no_chain(graph, a, b))
    chain = shortest_through(graph, ids, limit)
    return Solution(tuple(graph.words[v] for v in chain), graph.dictionary, len(graph),
                    marked=tuple(keys[1:-1]))


def segment_distances(graph: LadderGraph, waypoints: Sequence[WordId]) -> list[list[int]]:
    """Return, per segment, every word's distance to the segment's end avoiding the other given words."""
    out = []
    for i, target in enumerate(waypoints[1:]):
        others = set(waypoints) - {waypoints[i], target}
        dist = distances_to(graph, target, blocked=others)
        if dist[waypoints[i]] >= INFINITY:
            a, b = graph.words[waypoints[i]], graph.words[target]
            raise NoChainError(f"no chain from «{a}» to «{b}» that avoids the other given words "
                               f"(rule {RULE_MARKED}: no word may appear twice)")
        out.append(dist)
    return out


def shortest_through(graph: LadderGraph, waypoints: Sequence[WordId],
                     limit: int = STEP_LIMIT) -> list[WordId]:
    """Return the most familiar of the shortest repeat-free chains through ``waypoints`` in order."""
    dists = segment_distances(graph, waypoints)
    rest = [0] * (len(dists) + 1)          # lower bound of the segments after segment i
    for i in range(len(dists) - 1, -1, -1):
        rest[i] = rest[i + 1] + dists[i][waypoints[i]]
    group_size = len(graph.groups[graph.group[waypoints[0]]])
    search = _Search(graph, waypoints, dists, rest, limit)
    budget = rest[0]
    while budget < group_size:             # a chain has no more words than its group
        found = search.run(budget)
        if found:
            return max(found, key=lambda chain: familiarity(graph, chain))
        if budget == rest[0]:
            prove_possible(graph, waypoints)
        budget += 1
    prove_possible(graph, waypoints)
    raise NoChainError(f"no chain through the given words without repeating a word (rule {RULE_MARKED})")


def familiarity(graph: LadderGraph, chain: Sequence[WordId]) -> tuple:
    """Return the sort key of a chain: rarest link, total of links, then alphabetical order first."""
    links = [graph.weight[v] for v in chain[1:-1]] or [INFINITY]
    return (min(links), sum(links), [-v for v in chain])


class _Search:
    """The depth-first search of one budget; kept as an object to share state and count steps."""

    def __init__(self, graph, waypoints, dists, rest, limit):
        self.graph, self.waypoints, self.dists, self.rest = graph, waypoints, dists, rest
        self.limit, self.steps = limit, 0
        self.last = len(waypoints) - 2     # index of the last segment

    def run(self, budget: int) -> list[list[WordId]]:
        """Return the repeat-free chains of exactly ``budget`` steps (at most FAMILIAR_CAP)."""
        self.budget, self.found = budget, []
        self.path = [self.waypoints[0]]
        self.used = {self.waypoints[0]}
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, budget + 200))
        try:
            self._walk(self.waypoints[0], 0)
        finally:
            sys.setrecursionlimit(old)
        return self.found

    def _walk(self, v: WordId, segment: int) -> bool:
        """Extend the path from ``v``; return True to stop the whole search."""
        self.steps += 1
        if self.steps > self.limit:
            raise UsageError(f"the search for a chain through the marked links gave up after "
                             f"{self.limit} steps without proving a minimum; try fewer marked links")
        if v == self.waypoints[segment + 1]:
            if segment == self.last:
                self.found.append(list(self.path))
                return len(self.found) >= FAMILIAR_CAP
            segment += 1
        dist, later = self.dists[segment], self.rest[segment + 1]
        slack = self.budget - (len(self.path) - 1) - 1 - later
        weight = self.graph.weight
        options = [u for u in self.graph.adjacency[v] if dist[u] <= slack and u not in self.used]
        options.sort(key=lambda u: (dist[u], -weight[u], u))
        for u in options:
            self.path.append(u)
            self.used.add(u)
            stop = self._walk(u, segment)
            self.used.discard(u)
            self.path.pop()
            if stop:
                return True
        return False


def prove_possible(graph: LadderGraph, waypoints: Sequence[WordId]) -> None:
    """Raise :class:`NoChainError` if some marked link cannot have chain on both of its sides.

    A marked link needs two paths that share no word: one back to the given
    word before it, one on to the given word after it, both avoiding the
    other given words (Menger's theorem, as a max-flow in networkx).
    """
    import networkx as nx
    from networkx.algorithms.connectivity import local_node_connectivity

    for i in range(1, len(waypoints) - 1):
        before, here, after = waypoints[i - 1], waypoints[i], waypoints[i + 1]
        others = set(waypoints) - {before, here, after}
        members = [v for v in graph.groups[graph.group[here]] if v not in others]
        h = nx.Graph()
        h.add_nodes_from(members)
        keep = set(members)
        h.add_edges_from((v, u) for v in members for u in graph.adjacency[v] if u in keep and v < u)
        sink = -1
        h.add_edge(before, sink)
        h.add_edge(after, sink)
        if local_node_connectivity(h, here, sink) < 2:
            raise NoChainError(f"no chain through «{graph.words[here]}» without repeating a word "
                               f"(rule {RULE_MARKED}): it has chain on one side only (only one way "
                               f"in and out of it avoids the other given words)")
