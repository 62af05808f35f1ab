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

from typing import Iterator

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
    from wordgames.doublets.table import distance_table
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
    word on is not built from the best pairs of its successors.)

    A word may stand in two levels when the levels are those of several
    segments joined end to end (:mod:`.marked`); each region keeps its own
    successor lists, so the walk is still the best one, repeats and all.
    """
    if sum(map(len, levels)) == len(levels):
        return [level[0] for level in levels]           # the only shortest chain
    weight = graph.weight
    cuts = [i for i, level in enumerate(levels) if len(level) == 1]
    regions = [(a, b) for a, b in zip(cuts, cuts[1:]) if b > a + 1]
    succ: dict[tuple[int, int], dict[WordId, list[WordId]]] = {region: {} for region in regions}
    # A region of one level is one choice among words all linked to both its ends: the most frequent,
    # the first of them alphabetically (whatever the floor, it keeps the best total).
    floor = min([weight[levels[i][0]] for i in cuts[1:-1]]
                + [max(map(weight.__getitem__, levels[a + 1])) if b == a + 2
                   else _rarest_best(graph, levels, a, b, succ[a, b]) for a, b in regions])
    chain = [level[0] for level in levels]
    for a, b in regions:
        if b == a + 2:
            chain[a + 1] = max(levels[a + 1], key=weight.__getitem__)
        else:
            chain[a + 1:b] = _best_total(graph, levels, a, b, succ[a, b], floor)
    return chain


def _rarest_best(graph: LadderGraph, levels: Levels, a: int, b: int,
                 succ: dict[WordId, list[WordId]]) -> int:
    """Return the best rarest link strictly between levels a and b; fill ``succ`` for those levels."""
    adjacency, weight = graph.adjacency, graph.weight
    nxt = {v: weight[v] for v in levels[b - 1]}          # rarest link from each word on
    for v in levels[b - 1]:
        succ[v] = levels[b]
    for i in range(b - 2, a, -1):
        here: dict[WordId, int] = {}
        for v in levels[i]:
            options = list(filter(nxt.__contains__, adjacency[v]))
            succ[v] = options
            best = max(map(nxt.__getitem__, options))
            here[v] = best if best < weight[v] else weight[v]
        nxt = here
    return max(nxt.values())


def _best_total(graph: LadderGraph, levels: Levels, a: int, b: int,
                succ: dict[WordId, list[WordId]], floor: int) -> list[WordId]:
    """Return the links between levels a and b with the best total, none rarer than ``floor``."""
    weight = graph.weight
    totals: dict[int, dict[WordId, int]] = {b - 1: {v: weight[v] for v in levels[b - 1] if weight[v] >= floor}}
    for i in range(b - 2, a, -1):
        nxt, here = totals[i + 1], {}
        for v in levels[i]:
            if weight[v] >= floor:
                reached = list(map(nxt.__getitem__, filter(nxt.__contains__, succ[v])))
                if reached:
                    here[v] = max(reached) + weight[v]
        totals[i] = here
    goal = max(totals[a + 1].values())
    links: list[WordId] = []
    options = levels[a + 1]
    for i in range(a + 1, b):
        here = totals[i]
        for v in options:
            if here.get(v) == goal:
                break
        links.append(v)
        goal -= weight[v]
        options = succ[v]
    return links
