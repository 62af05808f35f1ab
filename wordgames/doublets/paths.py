"""All shortest chains between two words, as *levels*, and the choices among them.

Every shortest chain from ``s`` to ``t`` of ``D`` steps passes, at step ``i``,
through a word at distance ``i`` from ``s`` and ``D - i`` from ``t``.  The
list of those words for ``i = 0 .. D`` (the *levels*) describes all shortest
chains at once: a chain is a walk that takes one linked word from each level.
From the levels we count the chains, list them in alphabetical order, and pick
the *most familiar* one: the rarest link as frequent as possible, then the
links' total frequency as high as possible, then the alphabetically first
(the way Knuth's LADDERS prefers common words).

>>> from wordgames.doublets.graph import build_graph
>>> g = build_graph(["кот", "кит", "кип", "коп", "сип"], {"кит": 3.0, "коп": 5.0})
>>> s, t = g.index["кот"], g.index["кип"]
>>> levels = shortest_levels(g, s, t)
>>> [[g.words[v] for v in level] for level in levels]
[['кот'], ['кит', 'коп'], ['кип']]
>>> count_chains(g, levels), [g.words[v] for v in most_familiar(g, levels)]
(2, ['кот', 'коп', 'кип'])
"""

from __future__ import annotations

from typing import Iterator, NamedTuple

from wordgames.doublets.graph import INFINITY, LadderGraph, WordId
from wordgames.doublets.meeting import meeting_levels

Levels = list[list[WordId]]
TABLE_AFTER = 8           # BFS queries in one group before it gets its distance table (a batch)
TABLE_MIN_GROUP = 200     # smaller groups are searched by BFS every time
TABLE_MAX_GROUP = 6000    # larger groups would need too much memory for a table


def shortest_levels(graph: LadderGraph, s: WordId, t: WordId) -> Levels:
    """Return the levels of all shortest chains from ``s`` to ``t`` (same group, ``s != t``).

    Uses the group's distance table when there is one (built after
    :data:`TABLE_AFTER` queries in a large group), otherwise a bidirectional
    breadth-first search (:func:`~wordgames.doublets.meeting.meeting_levels`).
    """
    table = _table_for(graph, graph.group[s])
    if table is not None:
        return table.levels(s, t)
    return meeting_levels(graph, s, t)


def _table_for(graph: LadderGraph, group: int):
    """Return the distance table of ``group``, building it once the group is queried often."""
    table = graph.tables.get(group)
    if table is not None:
        return table
    size = len(graph.groups[group])
    if not TABLE_MIN_GROUP <= size <= TABLE_MAX_GROUP:
        return None
    asked = graph.queries.get(group, 0) + 1
    graph.queries[group] = asked
    if asked < TABLE_AFTER:
        return None
    from wordgames.doublets.table import distance_table   # cold start: a single query never builds a table
    return distance_table(graph, group)


def levels_from_distances(graph: LadderGraph, s: WordId, dist: list[int]) -> Levels:
    """Return the levels from ``s`` given every word's distance to the end word (final up to ``dist[s]``)."""
    total = dist[s]
    if total >= INFINITY:
        raise ValueError("the two words are not connected")
    adjacency = graph.adjacency
    levels = [[s]]
    for want in range(total - 1, -1, -1):
        found = {u for v in levels[-1] for u in adjacency[v] if dist[u] == want}
        levels.append(sorted(found))
    return levels


def successors(graph: LadderGraph, levels: Levels) -> dict[WordId, list[WordId]]:
    """Return, for each word of each level but the last, its linked words in the next level (sorted)."""
    out: dict[WordId, list[WordId]] = {}
    adjacency = graph.adjacency
    for here, there in zip(levels, levels[1:]):
        nxt = set(there)
        for v in here:
            out[v] = [u for u in adjacency[v] if u in nxt]
    return out


def count_chains(graph: LadderGraph, levels: Levels) -> int:
    """Return how many shortest chains the levels hold."""
    succ = successors(graph, levels)
    count = {levels[-1][0]: 1}
    for level in reversed(levels[:-1]):
        for v in level:
            count[v] = sum(count[u] for u in succ[v])
    return count[levels[0][0]]


def iter_chains(graph: LadderGraph, levels: Levels) -> Iterator[list[WordId]]:
    """Yield every shortest chain of the levels, in alphabetical order."""
    succ = successors(graph, levels)
    end = levels[-1][0]
    path = [levels[0][0]]

    def walk() -> Iterator[list[WordId]]:
        v = path[-1]
        if v == end:
            yield list(path)
            return
        for u in succ[v]:
            path.append(u)
            yield from walk()
            path.pop()

    yield from walk()


def most_familiar(graph: LadderGraph, levels: Levels) -> list[WordId]:
    """Return the most familiar shortest chain: max rarest link, then max total, then alphabetical.

    Levels holding a single word are passed by every chain; between them lie
    *regions* where chains branch, and the choices in different regions are
    independent.  Two backward passes per region: the first finds the best
    possible rarest link (a max-min), the second, once the floor for the whole
    chain is known, the best total among the links at least that frequent; a
    forward walk then takes the alphabetically first word that keeps the best
    total.  (A single pass on the pair would be wrong: the best pair from a
    word on is not built from best pairs of its successors.)  A region where
    no word has two ways on is a few separate paths, each with its own rarest
    link and total from the first pass, and needs no second.

    A word may stand in two levels when the levels are those of several
    segments joined end to end (:mod:`.marked`); each region keeps its own
    successor lists, so the walk is still the best one, repeats and all.
    """
    last = len(levels) - 1
    if sum(map(len, levels)) == last + 1:
        return [level[0] for level in levels]           # the only shortest chain
    weight = graph.weight
    chain = [level[0] for level in levels]
    floor = 1 << 62                                     # the rarest link the whole chain can keep
    regions = []
    a = 0                                               # the last level of a single word
    for b in range(1, last + 1):
        level = levels[b]
        if len(level) > 1:
            continue
        if b == a + 2:
            # A region of one level is one choice among words all linked to both its ends: the most
            # frequent, the first of them alphabetically (whatever the floor, it keeps the best total).
            v = chain[a + 1] = max(levels[a + 1], key=weight.__getitem__)
            if weight[v] < floor:
                floor = weight[v]
        elif b > a + 2:
            region = _rarest_best(graph, levels, a, b)
            if region.rarest < floor:
                floor = region.rarest
            regions.append(region)
        if b < last and weight[level[0]] < floor:
            floor = weight[level[0]]
        a = b
    for region in regions:
        chain[region.a + 1:region.b] = region.links(weight, levels, floor)
    return chain


class _Region(NamedTuple):
    """The levels strictly between single-word levels ``a`` and ``b``, after the first pass.

    ``rarest`` is the best rarest link of the region, ``succ`` every word's
    successors in the next level, ``best`` each first-level word's best
    rarest link from it on; ``sums`` each first-level word's total when no
    word of the region has two ways on (one path from each), else None.
    """

    a: int
    b: int
    rarest: int
    succ: dict[WordId, list[WordId]]
    best: dict[WordId, int]
    sums: dict[WordId, int] | None

    def links(self, weight, levels: Levels, floor: int) -> list[WordId]:
        """Return the region's links with the best total, none rarer than ``floor``."""
        if self.sums is None:
            return _best_total(weight, levels, self.a, self.b, self.succ, floor)
        v, top = -1, -1
        for u in levels[self.a + 1]:                    # the paths from the first level, alphabetically
            if self.best[u] >= floor and self.sums[u] > top:
                v, top = u, self.sums[u]
        links = [v]
        for _ in range(self.a + 2, self.b):
            v = self.succ[v][0]
            links.append(v)
        return links


def _rarest_best(graph: LadderGraph, levels: Levels, a: int, b: int) -> _Region:
    """Return the region strictly between levels a and b with its best rarest link (the first pass)."""
    adjacency, weight = graph.adjacency, graph.weight
    succ: dict[WordId, list[WordId]] = {}
    nxt: dict[WordId, int] = {}                         # rarest link from each word on
    sums: dict[WordId, int] = {}                        # total from each word on, while each has one way
    for v in levels[b - 1]:
        succ[v] = levels[b]
        nxt[v] = sums[v] = weight[v]
    paths = True
    for i in range(b - 2, a, -1):
        here: dict[WordId, int] = {}
        here_sums: dict[WordId, int] = {}
        has, get = nxt.__contains__, nxt.__getitem__
        for v in levels[i]:
            options = list(filter(has, adjacency[v]))
            succ[v] = options
            w = weight[v]
            if len(options) == 1:
                best = get(options[0])
                if paths:
                    here_sums[v] = sums[options[0]] + w
            else:
                paths = False
                best = max(map(get, options))
            here[v] = best if best < w else w
        nxt, sums = here, here_sums
    return _Region(a, b, max(nxt.values()), succ, nxt, sums if paths else None)


def _best_total(weight, levels: Levels, a: int, b: int,
                succ: dict[WordId, list[WordId]], floor: int) -> list[WordId]:
    """Return the links between levels a and b with the best total, none rarer than ``floor`` (the second pass)."""
    total = {v: weight[v] for v in levels[b - 1] if weight[v] >= floor}
    totals = [total]                                    # from level b - 1 back to a + 1
    for i in range(b - 2, a, -1):
        here: dict[WordId, int] = {}
        has, get = total.__contains__, total.__getitem__
        for v in levels[i]:
            w = weight[v]
            if w >= floor:
                best = max(map(get, filter(has, succ[v])), default=-1)
                if best >= 0:
                    here[v] = best + w
        totals.append(here)
        total = here
    goal = max(total.values())
    links: list[WordId] = []
    options = levels[a + 1]
    for here in reversed(totals):
        for v in options:
            if here.get(v) == goal:
                break
        links.append(v)
        goal -= weight[v]
        options = succ[v]
    return links
