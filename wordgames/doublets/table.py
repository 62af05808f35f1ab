"""All distances inside one connected group, computed for all words at once with bitsets.

A *sphere* of a word is the set of words at exactly ``k`` steps from it.  The
table keeps, for every word of the group, its spheres as Python integers used
as bitsets over the group's local numbering.  All spheres come from one
breadth-first search run from every word at once: a bucket (a clique of the
graph) passes the union of its members' reached sets to each member, so a step
costs one big-integer OR per bucket membership, with no per-pair work.

With the table, the levels of all shortest chains between two words are read
from their spheres: level ``i`` of a chain of ``D`` steps from ``s`` to ``t`` is
the sphere of radius ``i`` around ``s`` intersected with the sphere of radius
``D - i`` around ``t``.
It is built per group on demand (:func:`distance_table`), cached on the graph,
and used for batches, puzzles and statistics.

>>> from wordgames.doublets.graph import build_graph
>>> g = build_graph(["кот", "кит", "кил", "пил", "пот"])
>>> t = distance_table(g, 0)
>>> t.distance(g.index["пот"], g.index["пил"]), t.eccentricity(g.index["кит"])
(4, 2)
>>> [[g.words[v] for v in level] for level in t.levels(g.index["кот"], g.index["пил"])]
[['кот'], ['кит'], ['кил'], ['пил']]
"""

from __future__ import annotations

from dataclasses import dataclass

from wordgames.doublets.graph import LadderGraph, WordId

Bitset = int


@dataclass(frozen=True)
class DistanceTable:
    """The spheres of every word of one group; local ids index ``members``."""

    members: tuple[WordId, ...]          # local id -> word id
    local: dict[WordId, int]             # word id -> local id
    neighbours: tuple[Bitset, ...]       # local id -> bitset of linked local ids
    spheres: tuple[tuple[Bitset, ...], ...]  # local id -> (sphere 0, sphere 1, ...)

    def distance(self, a: WordId, b: WordId) -> int:
        """Return the number of steps of a shortest chain from ``a`` to ``b``."""
        bit = self.local[a]
        for k, sphere in enumerate(self.spheres[self.local[b]]):
            if sphere >> bit & 1:
                return k
        raise KeyError(a)

    def eccentricity(self, a: WordId) -> int:
        """Return the distance from ``a`` to the words farthest from it."""
        return len(self.spheres[self.local[a]]) - 1

    def sphere(self, a: WordId, k: int) -> list[WordId]:
        """Return the words at exactly ``k`` steps from ``a``, sorted."""
        spheres = self.spheres[self.local[a]]
        return sorted(self.members[i] for i in bits(spheres[k])) if k < len(spheres) else []

    def levels(self, s: WordId, t: WordId) -> list[list[WordId]]:
        """Return the levels of all shortest chains from ``s`` to ``t`` (see :mod:`.paths`)."""
        around_s, around_t = self.spheres[self.local[s]], self.spheres[self.local[t]]
        here = self.local[s]
        total = 0
        while not around_t[total] >> here & 1:
            total += 1
        members = self.members
        levels = []
        for i in range(total + 1):
            # a word is i steps along some shortest chain iff it is i from s and total - i from t
            x = around_s[i] & around_t[total - i]
            if not x & (x - 1):
                levels.append([members[x.bit_length() - 1]])
                continue
            level = []
            while x:                           # bits(x) inlined: this is the batch's inner loop
                top = x.bit_length() - 1
                level.append(members[top])
                x ^= 1 << top
            level.reverse()                    # ascending local ids are ascending word ids
            levels.append(level)
        return levels


def bits(x: Bitset) -> list[int]:
    """Return the positions of the set bits of ``x``, lowest first.

    >>> bits(0b10110), bits(0b1000), bits(0)
    ([1, 2, 4], [3], [])
    """
    if not x & (x - 1):                       # zero or one bit: the usual level of a chain
        return [x.bit_length() - 1] if x else []
    out = []
    while x:
        top = x.bit_length() - 1
        out.append(top)
        x ^= 1 << top
    out.reverse()
    return out


def distance_table(graph: LadderGraph, group: int) -> DistanceTable:
    """Return (and cache on the graph) the distance table of one connected group."""
    table = graph.tables.get(group)
    if table is None:
        table = build_table(graph, group)
        graph.tables[group] = table
    return table


def build_table(graph: LadderGraph, group: int) -> DistanceTable:
    """Return the spheres of every word of ``group`` by one all-sources breadth-first search."""
    members = graph.groups[group]
    local = {w: i for i, w in enumerate(members)}
    cliques = [[local[w] for w in b] for b in graph.buckets if graph.group[b[0]] == group]
    neighbours = tuple(sum(1 << local[u] for u in graph.adjacency[w]) for w in members)
    reached = [1 << i for i in range(len(members))]
    spheres: list[list[Bitset]] = [[r] for r in reached]
    growing = True
    while growing:
        grown = list(reached)
        for clique in cliques:
            union = 0
            for v in clique:
                union |= reached[v]
            for v in clique:
                grown[v] |= union
        growing = False
        for v, (old, new) in enumerate(zip(reached, grown)):
            if new != old:
                spheres[v].append(new ^ old)
                growing = True
        reached = grown
    return DistanceTable(members=members, local=local, neighbours=neighbours,
                         spheres=tuple(tuple(s) for s in spheres))
