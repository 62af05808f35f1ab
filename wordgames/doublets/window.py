"""The shortest way through one marked link with no word twice, as a min-cost flow.

A chain that passes a marked link ``here`` between the given words ``before``
and ``after`` is two paths out of ``here`` that share no word, one ending at
``before`` and one at ``after``.  With every word split into an entry and an
exit joined by an arc of capacity one, the cheapest such pair is a min-cost
flow of two units from ``here`` to a sink fed by ``before`` and ``after``
(Suurballe's problem; networkx's network simplex solves it).  This settles a
doublet with one marked link exactly, proves a marked link impossible when
the flow is less than two, and gives :mod:`.marked` a lower bound for every
pair of neighbouring segments of a longer chain.

>>> from wordgames.doublets.graph import build_graph
>>> g = build_graph(["дом", "дым", "дыр", "сом", "сор", "дор"])   # дым→сом must not go back via дом
>>> steps, chain = through_one(g, g.index["дом"], g.index["дым"], g.index["сом"])
>>> steps, [g.words[v] for v in chain]
(5, ['дом', 'дым', 'дыр', 'дор', 'сор', 'сом'])
"""

from __future__ import annotations

from typing import Collection

from wordgames.doublets.graph import LadderGraph, WordId

SINK = "sink"


def through_one(graph: LadderGraph, before: WordId, here: WordId, after: WordId,
                blocked: Collection[WordId] = ()) -> tuple[int, list[WordId]] | None:
    """Return (steps, chain) of a shortest repeat-free chain before → here → after avoiding ``blocked``.

    Returns None when no such chain exists.  Among several shortest chains the
    one returned is whichever the flow solver finds.
    """
    import networkx as nx     # heavy: only a chain through one marked link needs the flow solver

    ends = {before, after}
    members = [v for v in graph.groups[graph.group[here]] if v not in blocked]
    keep = set(members)
    net = nx.DiGraph()
    for v in members:
        if v not in ends and v != here:
            net.add_edge(("in", v), ("out", v), capacity=1, weight=0)
        if v in ends:
            net.add_edge(("in", v), SINK, capacity=1, weight=0)
            continue
        for u in graph.adjacency[v]:
            if u in keep and u != here:
                net.add_edge(("out", v), ("in", u), capacity=1, weight=1)
    source = ("out", here)
    if source not in net or SINK not in net:
        return None
    flow = nx.max_flow_min_cost(net, source, SINK)
    if sum(flow[node][SINK] for node in net.predecessors(SINK)) < 2:
        return None
    paths = [_follow(flow, first) for first, units in flow[source].items() if units]
    to_before, to_after = sorted(paths, key=lambda p: p[-1] != before)
    chain = to_before[::-1] + [here] + to_after
    return len(chain) - 1, chain


def _follow(flow: dict, node) -> list[WordId]:
    """Return the words of the flow path that starts at the entry ``node``, up to the sink."""
    words = []
    while node != SINK:
        kind, word = node
        if kind == "in":
            words.append(word)
        node = next(n for n, units in flow[node].items() if units)
    return words
