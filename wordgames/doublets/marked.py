"""Chains through marked links (rule 3): the given words in order, no word twice, fewest links.

Joining per-segment shortest chains is not enough: two segments may want the
same word, and rule 3 forbids it.  The answer here is exact.

* First, each segment alone: its shortest chains avoiding the other given
  words.  If the most familiar way of joining them repeats no word, that is
  the answer, found at once: no chain is shorter than its segments' minima,
  and none of that length is more familiar.
* One marked link: the minimum is a min-cost flow (:mod:`.window`), exact and
  polynomial.
* More marked links: a conflict-based search (:class:`_Conflicts`).  When two
  segments' shortest chains want the same word, it tries both ways of
  settling it — one segment or the other does without the word — and always
  goes on from the cheapest settlement so far, measured by the segments'
  shortest distances with their banned words removed.  The first settlement
  whose segments join without a repeat is a true minimum.  It counts its
  steps and gives up with a :class:`GaveUpError` past :data:`STEP_LIMIT`
  rather than return a chain it has not proved minimal.
* Once the minimum is known, a depth-first search of exactly that length
  (pruned by each word's distance to the next given word, with the words
  used so far removed at every marked link) collects up to
  :data:`FAMILIAR_CAP` minimal chains and returns the most familiar of them
  and of the chain already found.

A marked link that cannot be reached from the word before it and left towards
the word after it without passing some word twice (its flow is below two
units) makes the doublet impossible, and the error says which link.

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

import bisect
import heapq
import itertools
import sys
from typing import Sequence

from wordgames.doublets.graph import INFINITY, LadderGraph, WordId, distances_to
from wordgames.doublets.paths import Levels, levels_from_distances, most_familiar
from wordgames.doublets.rules import RULE_MARKED
from wordgames.doublets.solve import (DEFAULT_CAP, Solution, all_shortest_chains, check_distinct,
                                      resolve, shortest_chain, why_no_chain)
from wordgames.doublets.window import through_one
from wordgames.errors import ArgumentError, NoChainError, Param
from wordgames.i18n import _, ngettext
from wordgames.lexicon import Lexicon

STEP_LIMIT = 2_000_000   # search steps before giving up on proving a minimum
FAMILIAR_CAP = 2_000     # minimal chains compared for familiarity
FAMILIAR_LIMIT = 200_000  # search steps spent looking for familiar minimal chains once the minimum is known


def solve(lexicon: Lexicon, words: Sequence[str], *, every: bool = False,
          cap: int = DEFAULT_CAP) -> Solution:
    """Return the answer to a doublet given as words: two words, or more with marked links."""
    if len(words) < 2:
        raise ArgumentError(_("a doublet needs two words, got {n}").format(n=len(words)), option="words")
    if len(words) == 2:
        return (all_shortest_chains(lexicon, *words, cap=cap) if every
                else shortest_chain(lexicon, *words))
    if every:
        raise ArgumentError(_("{every} lists shortest chains of a doublet without marked links"), every=Param("every"),
                            option="every")
    return chain_through(lexicon, words)


def chain_through(lexicon: Lexicon, words: Sequence[str], *, limit: int = STEP_LIMIT) -> Solution:
    """Return a shortest chain through ``words`` in order with no word twice (rule 3).

    Raises :class:`~wordgames.errors.NoChainError` when there is none, and
    :class:`GaveUpError` when the search gives up after
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


class GaveUpError(ArgumentError):
    """The search for a chain through marked links reached its step limit (``limit``) without proving a minimum."""


def gave_up(limit: int) -> str:
    """Return the message of a search that gave up after ``limit`` steps."""
    return ngettext("the search for a chain through the marked links gave up after {n} step without proving "
                    "a minimum; try fewer marked links",
                    "the search for a chain through the marked links gave up after {n} steps without proving "
                    "a minimum; try fewer marked links", limit).format(n=limit)


def segment_distances(graph: LadderGraph, waypoints: Sequence[WordId]) -> list[list[int]]:
    """Return, per segment, every word's distance to the segment's end avoiding the other given words."""
    out = []
    for i, target in enumerate(waypoints[1:]):
        others = set(waypoints) - {waypoints[i], target}
        dist = distances_to(graph, target, blocked=others)
        if dist[waypoints[i]] >= INFINITY:
            a, b = graph.words[waypoints[i]], graph.words[target]
            raise NoChainError(_("no chain from «{a}» to «{b}» that avoids the other given words "
                                 "(rule {rule}: no word may appear twice)").format(a=a, b=b, rule=RULE_MARKED),
                               code="repeat")
        out.append(dist)
    return out


def shortest_through(graph: LadderGraph, waypoints: Sequence[WordId],
                     limit: int = STEP_LIMIT) -> list[WordId]:
    """Return the most familiar of the shortest repeat-free chains through ``waypoints`` in order.

    First the segments' own shortest chains: if the most familiar way of
    joining them repeats no word, it is the answer (each segment is at its
    own minimum, so nothing is shorter, and nothing of that length is more
    familiar).  Otherwise one marked link is settled by its flow and more
    by :class:`_Conflicts`, and a depth-first search of that exact length
    looks for the most familiar chain among the first :data:`FAMILIAR_CAP`
    it finds.
    """
    dists = segment_distances(graph, waypoints)
    lower = [d[waypoints[i]] for i, d in enumerate(dists)]     # each segment alone
    levels = [levels_from_distances(graph, waypoints[i], d) for i, d in enumerate(dists)]
    chain = most_familiar(graph, joined(levels))
    if len(set(chain)) == len(chain):
        return chain
    if len(waypoints) == 3:
        steps, chain = window(graph, waypoints, 1)
    else:
        try:
            steps, chain = _Conflicts(graph, waypoints, limit).run(levels)
        except (NoChainError, GaveUpError):
            for i in range(1, len(waypoints) - 1):
                window(graph, waypoints, i)        # a marked link impossible on its own says so
            raise
    rest = [sum(lower[k:]) for k in range(len(lower) + 1)]
    found = _Search(graph, waypoints, dists, rest, min(limit, FAMILIAR_LIMIT)).run_quietly(steps)
    return max([chain, *found], key=lambda c: familiarity(graph, c))


def joined(levels: Sequence[Levels]) -> Levels:
    """Return the levels of consecutive segments as one list (each given word once)."""
    out = list(levels[0])
    for more in levels[1:]:
        out.extend(more[1:])
    return out


def window(graph: LadderGraph, waypoints: Sequence[WordId], i: int) -> tuple[int, list[WordId]]:
    """Return the shortest repeat-free chain through marked word ``i`` between its neighbours, or raise."""
    before, here, after = waypoints[i - 1], waypoints[i], waypoints[i + 1]
    found = through_one(graph, before, here, after, set(waypoints) - {before, here, after})
    if found is None:
        w = graph.words
        raise NoChainError(_("no chain through «{word}» without repeating a word (rule {rule}): "
                             "the way to it from «{before}» and the way on to «{after}» "
                             "would have to share a word").format(word=w[here], rule=RULE_MARKED, before=w[before],
                                                                  after=w[after]), code="repeat")
    return found


def familiarity(graph: LadderGraph, chain: Sequence[WordId]) -> tuple:
    """Return the sort key of a chain: rarest link, total of links, then alphabetical order first."""
    links = [graph.weight[v] for v in chain[1:-1]] or [INFINITY]
    return (min(links), sum(links), [-v for v in chain])


class _Conflicts:
    """Best-first search over which segment must do without a word two segments both want.

    A *node* bans some words from some segments; its cost is the sum of each
    segment's shortest distance with its banned words (and the other given
    words) removed, a lower bound for every chain that respects the bans.
    Nodes are taken cheapest first.  A node whose segments' shortest chains
    can be joined without a repeat gives the answer: no cheaper node is left,
    so no shorter chain exists.  Otherwise some word lies in two segments'
    shortest chains, and the node splits in two: one segment or the other
    does without it; every repeat-free chain keeps to the bans of one child.
    (This is conflict-based search, as for paths of several agents.)
    """

    def __init__(self, graph: LadderGraph, waypoints: Sequence[WordId], limit: int):
        self.graph, self.waypoints, self.limit, self.steps = graph, waypoints, limit, 0
        given = frozenset(waypoints)
        self.others = [given - {a, b} for a, b in zip(waypoints, waypoints[1:])]
        self.group_size = len(graph.groups[graph.group[waypoints[0]]])
        self.bfs_cost = max(1, self.group_size // 4)
        self.cache: dict[tuple[int, frozenset], Levels | None] = {}

    def _count(self, steps: int) -> None:
        """Count search work; raise once it passes the limit."""
        self.steps += steps
        if self.steps > self.limit:
            raise GaveUpError(gave_up(self.limit), option="limit")

    def segment(self, i: int, banned: frozenset) -> Levels | None:
        """Return the levels of segment ``i``'s shortest chains without the ``banned`` words, or None."""
        key = (i, banned)
        if key not in self.cache:
            self._count(self.bfs_cost)
            a, b = self.waypoints[i], self.waypoints[i + 1]
            dist = distances_to(self.graph, b, stop_at=a, blocked=self.others[i] | banned)
            self.cache[key] = levels_from_distances(self.graph, a, dist) if dist[a] < INFINITY else None
        return self.cache[key]

    def run(self, levels: list[Levels]) -> tuple[int, list[WordId]]:
        """Return (steps, chain) of a shortest repeat-free chain, given each segment's unbanned levels."""
        root = (frozenset(),) * len(levels)
        serial = itertools.count()
        heap = [(_steps(levels), 0, next(serial), root, levels)]
        seen = {root}
        while heap:
            cost, _depth, _serial, bans, levels = heapq.heappop(heap)
            word, pair, chain = self._split(levels)
            if chain is not None:
                return cost, chain
            for i in pair:
                child = bans[:i] + (bans[i] | {word},) + bans[i + 1:]
                if child in seen:
                    continue
                seen.add(child)
                redone = self.segment(i, child[i])
                if redone is not None:
                    new = levels[:i] + [redone] + levels[i + 1:]
                    heapq.heappush(heap, (_steps(new), -sum(map(len, child)), next(serial), child, new))
        raise NoChainError(_("no chain through the given words without repeating a word (rule {rule})").format(
            rule=RULE_MARKED), code="repeat")

    def _split(self, levels: list[Levels]) -> tuple[WordId, tuple[int, int], list[WordId] | None]:
        """Return (word, two segments wanting it, None) to split on, or (-1, (), chain) if no split is needed.

        A word that every shortest chain of two segments passes is split on
        at once.  Otherwise the most familiar join is tried, then any join
        without a repeat (a depth-first search of the levels, cut short
        after as many steps as the group has words); failing both,
        the split is on a word some segment cannot avoid, else on the first
        repeat of the most familiar join.
        """
        where: dict[WordId, list[tuple[int, int]]] = {}   # word -> (segment, size of its level)
        for i, segment in enumerate(levels):
            for level in segment[1:-1]:
                for v in level:
                    where.setdefault(v, []).append((i, len(level)))
        shared = {v: places for v, places in where.items() if len(places) > 1}
        forced = None
        for v, places in shared.items():
            singles = [i for i, size in places if size == 1]
            if len(singles) >= 2:
                return v, (singles[0], singles[1]), None
            if singles and forced is None:
                forced = (v, (singles[0], next(i for i, _ in places if i != singles[0])))
        chain = most_familiar(self.graph, joined(levels))
        if len(set(chain)) == len(chain):
            return -1, (), chain
        walk = self._walk(joined(levels), self.group_size)
        if walk is not None:
            return -1, (), walk
        if forced is not None:
            return (*forced, None)
        seen: dict[WordId, int] = {}
        bounds = list(itertools.accumulate(len(segment) - 1 for segment in levels))
        for place, v in enumerate(chain):
            if v in seen:
                first, second = (bisect.bisect_left(bounds, p) for p in (seen[v], place))
                return v, (first, second), None
            seen[v] = place
        raise AssertionError("a join with a repeat has a repeated word")

    def _walk(self, levels: Levels, cap: int) -> list[WordId] | None:
        """Return a walk through the levels with no word twice, or None if none is found in ``cap`` steps."""
        adjacency, weight = self.graph.adjacency, self.graph.weight
        nexts = [set(level) for level in levels]
        path, used = [levels[0][0]], {levels[0][0]}
        last = len(levels) - 1

        def options(i: int, v: WordId):
            free = [u for u in adjacency[v] if u in nexts[i + 1] and u not in used]
            return iter(sorted(free, key=lambda u: (-weight[u], u)))

        stack = [options(0, path[0])]
        for _step in range(cap):
            if not stack:
                break
            self._count(1)
            u = next(stack[-1], None)
            if u is None:
                stack.pop()
                used.discard(path.pop())
                continue
            path.append(u)
            used.add(u)
            if len(path) - 1 == last:
                return path
            stack.append(options(len(path) - 1, u))
        return None


def _steps(levels: list[Levels]) -> int:
    """Return the number of steps of a chain through segments with these levels."""
    return sum(len(segment) - 1 for segment in levels)


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
        """Return what :meth:`run` finds, or the chains found so far if it reaches its limit."""
        try:
            return self.run(budget)
        except GaveUpError:
            return self.found

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
            raise GaveUpError(gave_up(self.limit), option="limit")

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
