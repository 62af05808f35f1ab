"""A single doublet query: all shortest chains between two words by a bidirectional breadth-first search.

The search grows, a layer at a time, whichever side has the smaller frontier;
the first layer that touches the other side holds every word where shortest
chains meet, and the *levels* (:mod:`.paths`) are read back from both sides'
distances.  It runs on bitsets of the neighbour sets within the words' group
of a :class:`~wordgames.doublets.graph.LadderGraph` (groups of up to
:data:`BITSET_MAX` words), or over its adjacency lists with each side's
distances in an array.  A batch uses per-group distance tables instead
(:mod:`.table`).
"""

from __future__ import annotations

from array import array
from bisect import bisect_left

from wordgames.doublets.graph import LadderGraph, WordId

BITSET_MAX = 5000   # groups of up to this many words are searched on bitsets: measured 0.5x-0.8x the array
                    # search on the largest groups of every length (1 898 words of 5 letters: 0.54x)

_powers: list[int] = []     # 1 << i for every place i of the groups searched on bitsets so far


def meeting_levels(graph: LadderGraph, s: WordId, t: WordId) -> list[list[WordId]]:
    """Return the levels of all shortest chains from ``s`` to ``t`` by a bidirectional breadth-first search.

    Level ``i`` holds, sorted, every word ``i`` steps from ``s`` on some
    shortest chain (see :mod:`.paths`).  The two searches grow the smaller
    frontier a layer at a time; the first layer that touches the other side
    holds exactly the words at ``a`` steps from ``s`` and ``b`` from ``t``
    with ``a + b`` the distance, and every shortest chain passes through one
    of them.  The levels are then read back towards ``s`` and on towards
    ``t``, each side by its own distances.  Raises :class:`ValueError` if the
    words are not connected.

    >>> from wordgames.doublets.graph import build_graph
    >>> g = build_graph(["кот", "кит", "кип", "коп", "сип", "дом"])
    >>> [[g.words[v] for v in level] for level in meeting_levels(g, g.index["кот"], g.index["сип"])]
    [['кот'], ['кит', 'коп'], ['кип'], ['сип']]
    """
    if s == t:
        return [[s]]
    if _by_bits(graph, s):
        return _meeting_levels_by_bits(graph, s, t)
    return _meeting_levels_by_arrays(graph, s, t)


def _by_bits(graph: LadderGraph, s: WordId) -> bool:
    """Return whether a query from ``s`` runs on bitsets: its group has at most :data:`BITSET_MAX` words.

    A bitset operation costs in proportion to the group, a step of the
    array search to the words it reaches.
    """
    return len(graph.groups[graph.group[s]]) <= BITSET_MAX


def _meeting_levels_by_arrays(graph: LadderGraph, s: WordId, t: WordId) -> list[list[WordId]]:
    """Return :func:`meeting_levels` over the adjacency lists, each side's distances plus one in an array.

    A word's entry is 0 until its side reaches it, so a single array per side
    is both the seen set and the distances the levels are read back by.
    """
    adjacency = graph.adjacency
    zeros = bytes(4 * len(adjacency))
    from_s, from_t = array("I", zeros), array("I", zeros)
    from_s[s] = from_t[t] = 1
    front_s, front_t = [s], [t]
    a = b = 1                                   # the distance plus one of each side's last layer
    meet = None
    while meet is None:
        if len(front_s) <= len(front_t):
            a += 1
            front_s, meet = _grow(adjacency, front_s, from_s, from_t, a)
        else:
            b += 1
            front_t, meet = _grow(adjacency, front_t, from_t, from_s, b)
        if not (front_s and front_t) and meet is None:
            raise ValueError("the two words are not connected")
    levels = [sorted(meet)]
    for want in range(a - 1, 0, -1):            # back towards s
        levels.append(_touching(adjacency, levels[-1], from_s, want))
    levels.reverse()
    for want in range(b - 1, 0, -1):            # on towards t
        levels.append(_touching(adjacency, levels[-1], from_t, want))
    return levels


def _grow(adjacency, front: list[WordId], seen: array, other: array, d: int):
    """Return the next layer of one side (its words' entries in ``seen`` set to ``d``) and the meeting.

    The meeting is None until a word of the other side is reached; then it is the set of every word
    of the other side linked to ``front`` (all at the same distance from this side), and the layer is
    left unfinished: no search goes beyond the meeting.
    """
    nxt = []
    for i, v in enumerate(front):
        for u in adjacency[v]:
            if not seen[u]:
                if other[u]:
                    return nxt, {u for w in front[i:] for u in adjacency[w] if other[u]}
                seen[u] = d
                nxt.append(u)
    return nxt, None


def _touching(adjacency, level: list[WordId], dist: array, want: int) -> list[WordId]:
    """Return, sorted, the words linked to ``level`` whose entry in ``dist`` is ``want``."""
    if len(level) == 1:
        return [u for u in adjacency[level[0]] if dist[u] == want]     # adjacency lists are sorted
    return sorted({u for v in level for u in adjacency[v] if dist[u] == want})


def _meeting_levels_by_bits(graph: LadderGraph, s: WordId, t: WordId) -> list[list[WordId]]:
    """Return :func:`meeting_levels` computed with each layer a bitset (a Python int over the group's members).

    A layer grows by OR-ing its words' neighbour sets; the meeting is one AND with the other side;
    each level is a layer of its side AND-ed with the neighbours of the level next to it.  Bit ``i``
    is the ``i``-th member of the group (:meth:`~wordgames.doublets.graph.LadderGraph.group_masks`);
    the members are sorted, so the levels come back sorted.
    """
    group = graph.group[s]
    if graph.group[t] != group:
        raise ValueError("the two words are not connected")
    members = graph.groups[group]
    masks, bits = graph.group_masks(group), _powers_upto(len(members))
    seen_s = front_s = bits[bisect_left(members, s)]
    seen_t = front_t = bits[bisect_left(members, t)]
    layers_s, layers_t = [front_s], [front_t]
    while True:
        if front_s.bit_count() <= front_t.bit_count():
            front_s = _reach(masks, bits, front_s) & ~seen_s
            meet = front_s & seen_t
            seen_s |= front_s
            layers_s.append(front_s)
        else:
            front_t = _reach(masks, bits, front_t) & ~seen_t
            meet = front_t & seen_s
            seen_t |= front_t
            layers_t.append(front_t)
        if meet:
            break
        if not (front_s and front_t):           # cannot happen within one group
            raise ValueError("the two words are not connected")
    levels = [meet]
    for layer in reversed(layers_s[:-1]):       # back towards s
        levels.append(layer & _reach(masks, bits, levels[-1]))
    levels.reverse()
    for layer in reversed(layers_t[:-1]):       # on towards t
        levels.append(layer & _reach(masks, bits, levels[-1]))
    return [_members(members, bits, level) for level in levels]


def _powers_upto(n: int) -> list[int]:
    """Return the list of ``1 << i`` for ``i`` below ``n`` at least (made once, grown when a larger graph asks)."""
    global _powers
    if len(_powers) < n:
        _powers = [1 << i for i in range(n)]    # a new list, so a search running meanwhile keeps a whole one
    return _powers


def _reach(masks: list[int], bits: list[int], x: int) -> int:
    """Return the union of the neighbour sets of the words in bitset ``x``.

    The words are taken from the highest down: the highest bit's place is ``bit_length() - 1`` and
    clearing it with a ready power of two leaves ``x`` shorter, so each step is two operations
    on ints that shrink (measured 1.6x faster than taking the lowest bit by ``x & -x``).
    """
    out = 0
    while x:
        i = x.bit_length() - 1
        out |= masks[i]
        x ^= bits[i]
    return out


def _members(members: tuple[WordId, ...], bits: list[int], x: int) -> list[WordId]:
    """Return the words at the places in bitset ``x`` of a group's sorted ``members``, ascending."""
    out = []
    while x:
        i = x.bit_length() - 1
        out.append(members[i])
        x ^= bits[i]
    out.reverse()
    return out
