"""Chains through marked links (rule 3): the given words in order, no word twice, fewest links.

Joining per-segment shortest chains is not enough: two segments may want the
same word, and rule 3 forbids it.  The answer here is exact.

* One marked link: the minimum is a min-cost flow (:mod:`.window`), exact and
  polynomial.  A depth-first search with that budget then collects the
  minimal chains (up to :data:`FAMILIAR_CAP`) to return the most familiar.
* More marked links: each marked link with its two neighbours gives a flow
  bound on its two segments; the bounds combine into a lower bound on the
  whole chain (:func:`pair_bounds`).  From there a budget of steps is deepened
  one by one; for each budget a depth-first search over the whole chain keeps
  the set of used words and prunes every word from which the rest cannot fit
  (its distance to the next given word with the other given words and, from
  each marked word on, all used words removed, plus the lower bounds of the
  later segments).  The first budget with a chain is the true minimum.  The
  search counts its steps and gives up with a :class:`UsageError` past
  :data:`STEP_LIMIT` rather than return a chain it has not proved minimal.

In either case a marked link whose flow is below two units cannot be reached
and left without passing some word twice, and the doublet has no chain.

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
wordgames.errors.NoChainError: no chain through «пыл» without repeating a word (rule 3): the way to it from «кит» and the way on to «сит» would have to share a word
"""

from __future__ import annotations

import sys
from typing import Sequence

from wordgames.doublets.graph import INFINITY, LadderGraph, WordId, distances_to
from wordgames.doublets.rules import RULE_MARKED
from wordgames.doublets.solve import (DEFAULT_CAP, Solution, all_shortest_chains, check_distinct,
                                      resolve, shortest_chain, why_no_chain)
from wordgames.doublets.window import through_one
from wordgames.errors import NoChainError, UsageError
from wordgames.lexicon import Lexicon

STEP_LIMIT = 2_000_000   # search steps before giving up on proving a minimum
FAMILIAR_CAP = 2_000     # minimal chains compared for familiarity
FAMILIAR_LIMIT = 200_000  # search steps spent looking for familiar minimal chains once the minimum is known


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
    lower = [d[waypoints[i]] for i, d in enumerate(dists)]     # each segment alone
    windows = [window(graph, waypoints, i) for i in range(1, len(waypoints) - 1)]
    if len(waypoints) == 3:
        steps, chain = windows[0]
        found = _Search(graph, waypoints, dists, _rests(lower), min(limit, FAMILIAR_LIMIT)).run_quietly(steps)
        return max(found, key=lambda c: familiarity(graph, c)) if found else chain
    pairs = [steps for steps, _ in windows]
    rest = [sum(pair_bounds(lower[k:], pairs[k:])) for k in range(len(lower) + 1)]
    search = _Search(graph, waypoints, dists, rest, limit)
    group_size = len(graph.groups[graph.group[waypoints[0]]])
    for budget in range(rest[0], group_size):       # a chain has no more words than its group
        found = search.run(budget)
        if found:
            return max(found, key=lambda chain: familiarity(graph, chain))
    raise NoChainError(f"no chain through the given words without repeating a word (rule {RULE_MARKED})")


def window(graph: LadderGraph, waypoints: Sequence[WordId], i: int) -> tuple[int, list[WordId]]:
    """Return the shortest repeat-free chain through marked word ``i`` between its neighbours, or raise."""
    before, here, after = waypoints[i - 1], waypoints[i], waypoints[i + 1]
    found = through_one(graph, before, here, after, set(waypoints) - {before, here, after})
    if found is None:
        w = graph.words
        raise NoChainError(f"no chain through «{w[here]}» without repeating a word (rule {RULE_MARKED}): "
                           f"the way to it from «{w[before]}» and the way on to «{w[after]}» "
                           f"would have to share a word")
    return found


def pair_bounds(lower: list[int], pairs: list[int]) -> list[int]:
    """Return segment lengths of least total with each segment and each two neighbours at their bounds.

    Minimises the total of ``x`` subject to ``x[j] >= lower[j]`` and
    ``x[i] + x[i + 1] >= pairs[i]``; on a path of constraints, pushing each
    deficit to the later segment is optimal.  Only the total is a bound on a
    chain (a chain may spend more on one segment and less on the next).

    >>> pair_bounds([3, 3, 3], [8, 6])
    [3, 5, 3]
    """
    out = list(lower)
    for i, need in enumerate(pairs):
        out[i + 1] = max(out[i + 1], need - out[i])
    return out


def _rests(lower: list[int]) -> list[int]:
    """Return, for each segment index, the sum of the lower bounds of the segments after it."""
    rest = [0] * (len(lower) + 1)
    for i in range(len(lower) - 1, -1, -1):
        rest[i] = rest[i + 1] + lower[i]
    return rest


def familiarity(graph: LadderGraph, chain: Sequence[WordId]) -> tuple:
    """Return the sort key of a chain: rarest link, total of links, then alphabetical order first."""
    links = [graph.weight[v] for v in chain[1:-1]] or [INFINITY]
    return (min(links), sum(links), [-v for v in chain])


class _Search:
    """The depth-first search of one budget; kept as an object to share state and count steps.

    On reaching a marked word the distances of the next segment are measured
    again with every word used so far removed: an exact bound for that
    segment given the path so far, which prunes most hopeless branches.
    """

    def __init__(self, graph, waypoints, dists, rest, limit):
        self.graph, self.waypoints, self.dists, self.rest = graph, waypoints, dists, rest
        self.limit, self.steps = limit, 0
        self.last = len(waypoints) - 2     # index of the last segment
        self.bfs_cost = max(1, len(graph.groups[graph.group[waypoints[0]]]) // 4)

    def run_quietly(self, budget: int) -> list[list[WordId]]:
        """Return what :meth:`run` finds, or nothing if it reaches its limit."""
        try:
            return self.run(budget)
        except UsageError:
            return []

    def run(self, budget: int) -> list[list[WordId]]:
        """Return the repeat-free chains of exactly ``budget`` steps (at most FAMILIAR_CAP)."""
        self.budget, self.found = budget, []
        self.path = [self.waypoints[0]]
        self.used = {self.waypoints[0]}
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, budget + 200))
        try:
            self._walk(self.waypoints[0], 0, self.dists[0])
        finally:
            sys.setrecursionlimit(old)
        return self.found

    def _count(self, steps: int) -> None:
        """Count search work; raise once it passes the limit."""
        self.steps += steps
        if self.steps > self.limit:
            raise UsageError(f"the search for a chain through the marked links gave up after "
                             f"{self.limit} steps without proving a minimum; try fewer marked links")

    def _next_segment(self, v: WordId, segment: int) -> list[int] | None:
        """Return the distances for the segment starting at ``v`` avoiding the used words, or None if hopeless."""
        self._count(self.bfs_cost)
        waypoints = self.waypoints
        blocked = (set(waypoints) | self.used) - {v, waypoints[segment + 1]}
        dist = distances_to(self.graph, waypoints[segment + 1], blocked=blocked)
        if (len(self.path) - 1) + dist[v] + self.rest[segment + 1] > self.budget:
            return None
        return dist

    def _walk(self, v: WordId, segment: int, dist: list[int]) -> bool:
        """Extend the path from ``v``; return True to stop the whole search."""
        self._count(1)
        if v == self.waypoints[segment + 1]:
            if segment == self.last:
                self.found.append(list(self.path))
                return len(self.found) >= FAMILIAR_CAP
            segment += 1
            dist = self._next_segment(v, segment)
            if dist is None:
                return False
        slack = self.budget - len(self.path) - self.rest[segment + 1]
        weight = self.graph.weight
        options = [u for u in self.graph.adjacency[v] if dist[u] <= slack and u not in self.used]
        options.sort(key=lambda u: (dist[u], -weight[u], u))
        for u in options:
            self.path.append(u)
            self.used.add(u)
            stop = self._walk(u, segment, dist)
            self.used.discard(u)
            self.path.pop()
            if stop:
                return True
        return False
