"""A single doublet query: all shortest chains between two words by a bidirectional breadth-first search.

The search grows, a layer at a time, whichever side has the smaller frontier;
the first layer that touches the other side holds every word where shortest
chains meet, and the *levels* (:mod:`.paths`) are read back from both sides'
distances.  It runs over the adjacency lists of a
:class:`~wordgames.doublets.graph.LadderGraph`, or on bitsets of its
neighbour sets for graphs of up to :data:`BITSET_MAX` words.  A batch uses
per-group distance tables instead (:mod:`.table`).
"""

from __future__ import annotations

from wordgames.doublets.graph import LadderGraph, WordId

BITSET_MAX = 3000   # graphs of up to this many words are searched on bitsets: measured 0.7x the dict search
                    # on the 1 915 words of 4 letters, 1.3x on the 4 058 of 5


def meeting_levels(graph: LadderGraph, s: WordId, t: WordId) -> list[list[WordId]]:
    """Return the levels of all shortest chains from ``s`` to ``t`` by a bidirectional breadth-first search.

    Level ``i`` holds, sorted, every word ``i`` steps from ``s`` on some
    shortest chain (see :mod:`.paths`).  The two searches grow the smaller
    frontier a layer at a time; the first layer that touches the other side
    holds exactly the words at ``a`` steps from ``s`` and ``b`` from ``t``
    with ``a + b`` the distance, and every shortest chain passes through one
    of them.  The levels are then read back towards ``s`` and on towards
    ``t``, each side by its own distances.  Raises :class:`ValueError` if the
    words are not connected.  Graphs of up to :data:`BITSET_MAX` words run
    the same search on bitsets (:func:`_meeting_levels_by_bits`).

    >>> from wordgames.doublets.graph import build_graph
    >>> g = build_graph(["кот", "кит", "кип", "коп", "сип", "дом"])
    >>> [[g.words[v] for v in level] for level in meeting_levels(g, g.index["кот"], g.index["сип"])]
    [['кот'], ['кит', 'коп'], ['кип'], ['сип']]
    """
    if s == t:
        return [[s]]
    if len(graph.words) <= BITSET_MAX:
        return _meeting_levels_by_bits(graph, s, t)
    adjacency = graph.adjacency
    from_s, from_t = {s: 0}, {t: 0}              # each side's distances, final for every word it holds
    front_s, front_t = [s], [t]
    a = b = 0
    meet = None
    while front_s and front_t and meet is None:
        if len(front_s) <= len(front_t):
            a += 1
            front_s, meet = _grow(adjacency, front_s, from_s, from_t, a)
        else:
            b += 1
            front_t, meet = _grow(adjacency, front_t, from_t, from_s, b)
    if meet is None:
        raise ValueError("the two words are not connected")
    levels = [sorted(meet)]
    for want in range(a - 1, -1, -1):           # back towards s
        levels.append(_touching(adjacency, levels[-1], from_s, want))
    levels.reverse()
    for want in range(b - 1, -1, -1):           # on towards t
        levels.append(_touching(adjacency, levels[-1], from_t, want))
    return levels


def _grow(adjacency, front: list[WordId], seen: dict[WordId, int], other: dict[WordId, int], d: int):
    """Return the next layer of one side (its words recorded in ``seen`` at distance ``d``) and the meeting.

    The meeting is None until a word of the other side is reached; then it is the set of every word
    of the other side linked to ``front`` (all at distance ``d`` from this side), and the layer is
    left unfinished: no search goes beyond the meeting.
    """
    nxt = []
    for i, v in enumerate(front):
        for u in adjacency[v]:
            if u not in seen:
                if u in other:
                    return nxt, {u for w in front[i:] for u in adjacency[w] if u in other}
                seen[u] = d
                nxt.append(u)
    return nxt, None


def _meeting_levels_by_bits(graph: LadderGraph, s: WordId, t: WordId) -> list[list[WordId]]:
    """Return :func:`meeting_levels` computed with each layer a bitset (a Python int over word ids).

    A layer grows by OR-ing its words' neighbour sets; the meeting is one AND with the other side;
    each level is a layer of its side AND-ed with the neighbours of the level next to it.
    """
    masks = graph.masks
    seen_s = front_s = 1 << s
    seen_t = front_t = 1 << t
    layers_s, layers_t = [front_s], [front_t]
    while True:
        if front_s.bit_count() <= front_t.bit_count():
            front_s = _reach(masks, front_s) & ~seen_s
            meet = front_s & seen_t
            seen_s |= front_s
            layers_s.append(front_s)
        else:
            front_t = _reach(masks, front_t) & ~seen_t
            meet = front_t & seen_s
            seen_t |= front_t
            layers_t.append(front_t)
        if meet:
            break
        if not (front_s and front_t):
            raise ValueError("the two words are not connected")
    levels = [meet]
    for layer in reversed(layers_s[:-1]):       # back towards s
        levels.append(layer & _reach(masks, levels[-1]))
    levels.reverse()
    for layer in reversed(layers_t[:-1]):       # on towards t
        levels.append(layer & _reach(masks, levels[-1]))
    return [_ids(level) for level in levels]


def _reach(masks: list[int], x: int) -> int:
    """Return the union of the neighbour sets of the words in bitset ``x``."""
    out = 0
    while x:
        low = x & -x
        out |= masks[low.bit_length() - 1]
        x ^= low
    return out


def _ids(x: int) -> list[WordId]:
    """Return the word ids in bitset ``x``, ascending."""
    out = []
    while x:
        low = x & -x
        out.append(low.bit_length() - 1)
        x ^= low
    return out


def _touching(adjacency, level: list[WordId], dist: dict[WordId, int], want: int) -> list[WordId]:
    """Return, sorted, the words linked to ``level`` whose distance in ``dist`` is ``want``."""
    if len(level) == 1:
        return [u for u in adjacency[level[0]] if dist.get(u) == want]     # adjacency lists are sorted
    return sorted({u for v in level for u in adjacency[v] if dist.get(u) == want})
