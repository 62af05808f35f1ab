"""The word graph of one length: words are linked when rule 2 allows a step between them.

The graph is built from *wildcard buckets*: for every word and every place,
the word with that letter blanked out (``б_нт`` holds бант, бинт, ...).  All
words of one bucket differ exactly at that place, so each bucket is a clique
of the graph and no pair of words is ever compared directly.  Words get
integer ids in alphabetical order; the adjacency lists, the connected groups
and the word frequencies are plain tuples of ints, so searches never hash a
string.  Each length is built once per process and lexicon (:func:`ladder_graph`).

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит", "кил", "сом", "сон"], name="tiny")
>>> g = ladder_graph(lex, 3)
>>> g.words
('кил', 'кит', 'кот', 'сом', 'сон')
>>> [g.words[u] for u in g.adjacency[g.index["кит"]]]
['кил', 'кот']
>>> g.group_sizes(), g.edge_count
([3, 2], 3)
>>> ladder_graph(lex, 3) is g
True
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from wordgames.doublets.rules import Word

if TYPE_CHECKING:
    import networkx
    from wordgames.lexicon import Lexicon

WordId = int
Bucket = tuple[int, str]        # (place, the word without the letter at that place)
INFINITY = 1 << 30              # the distance to a word that cannot be reached
ZIPF_SCALE = 100                # frequencies are kept as round(zipf * 100)


@dataclass(eq=False)
class LadderGraph:
    """The words of one length of one lexicon, their links (rule 2) and connected groups.

    Fields are read-only by convention; ``tables`` is a cache of distance
    tables filled lazily by :mod:`wordgames.doublets.table`.
    """

    length: int
    dictionary: str
    words: tuple[Word, ...]
    index: dict[Word, WordId]
    adjacency: tuple[tuple[WordId, ...], ...]
    buckets: tuple[tuple[WordId, ...], ...]     # the cliques of two or more words
    group: tuple[int, ...]                      # group number of each word; 0 is the largest group
    groups: tuple[tuple[WordId, ...], ...]      # members of each group, sorted
    weight: tuple[int, ...]                     # round(zipf * 100) of each word
    edge_count: int
    tables: dict = field(default_factory=dict, repr=False)
    queries: dict = field(default_factory=dict, repr=False)

    def __len__(self) -> int:
        return len(self.words)

    def group_of(self, word: Word) -> tuple[WordId, ...]:
        """Return the ids of the connected group holding ``word``."""
        return self.groups[self.group[self.index[word]]]

    def group_sizes(self) -> list[int]:
        """Return the sizes of the connected groups, largest first."""
        return [len(g) for g in self.groups]

    def neighbours(self, word: Word) -> list[Word]:
        """Return the words one step from ``word``, alphabetically."""
        return [self.words[u] for u in self.adjacency[self.index[word]]]

    def to_networkx(self) -> "networkx.Graph":
        """Return the same graph as a :class:`networkx.Graph` on the words, built from the buckets."""
        import networkx as nx

        graph = nx.Graph(length=self.length, dictionary=self.dictionary)
        graph.add_nodes_from(self.words)
        graph.add_edges_from((self.words[a], self.words[b])
                             for bucket in self.buckets
                             for i, a in enumerate(bucket) for b in bucket[i + 1:])
        return graph


def wildcard_buckets(words: Sequence[Word]) -> dict[Bucket, list[WordId]]:
    """Return, for each (place, word without that letter), the ids of the words that share it."""
    out: dict[Bucket, list[WordId]] = {}
    for wid, word in enumerate(words):
        for i in range(len(word)):
            out.setdefault((i, word[:i] + word[i + 1:]), []).append(wid)
    return out


def connected_groups(adjacency: Sequence[Sequence[WordId]]) -> list[list[WordId]]:
    """Return the connected groups (sorted member lists), largest first, ties by first member."""
    seen = [False] * len(adjacency)
    groups = []
    for start in range(len(adjacency)):
        if seen[start]:
            continue
        seen[start] = True
        members, stack = [start], [start]
        while stack:
            for u in adjacency[stack.pop()]:
                if not seen[u]:
                    seen[u] = True
                    members.append(u)
                    stack.append(u)
        groups.append(sorted(members))
    groups.sort(key=lambda g: (-len(g), g[0]))
    return groups


def build_graph(words: Iterable[Word], weights: Mapping[Word, float] | None = None, *,
                dictionary: str = "word list", length: int | None = None) -> LadderGraph:
    """Return the :class:`LadderGraph` of ``words`` (all of one length); ``weights`` maps words to zipf."""
    words = tuple(sorted(set(words)))
    lengths = {len(w) for w in words} | ({length} if length is not None else set())
    if len(lengths) > 1:
        raise ValueError(f"words of several lengths: {sorted(lengths)}")
    cliques = tuple(tuple(b) for b in wildcard_buckets(words).values() if len(b) > 1)
    adjacency: list[list[WordId]] = [[] for _ in words]
    for bucket in cliques:
        for a in bucket:
            adjacency[a].extend(b for b in bucket if b != a)
    adjacency_t = tuple(tuple(sorted(a)) for a in adjacency)
    groups = connected_groups(adjacency_t)
    group = [0] * len(words)
    for number, members in enumerate(groups):
        for wid in members:
            group[wid] = number
    weight = tuple(round((weights or {}).get(w, 0.0) * ZIPF_SCALE) for w in words)
    return LadderGraph(length=lengths.pop() if lengths else 0, dictionary=dictionary,
                       words=words, index={w: i for i, w in enumerate(words)},
                       adjacency=adjacency_t, buckets=cliques, group=tuple(group),
                       groups=tuple(tuple(g) for g in groups), weight=weight,
                       edge_count=sum(len(b) * (len(b) - 1) // 2 for b in cliques))


# id(lexicon) -> (weak reference to it, its graphs by length); entries die with the lexicon.
_GRAPHS: dict[int, tuple[weakref.ref, dict[int, LadderGraph]]] = {}


def ladder_graph(lexicon: "Lexicon", length: int) -> LadderGraph:
    """Return the graph of the lexicon's words of ``length`` letters, built once per lexicon."""
    entry = _GRAPHS.get(id(lexicon))
    if entry is None or entry[0]() is not lexicon:
        key = id(lexicon)
        entry = (weakref.ref(lexicon, lambda _, key=key: _GRAPHS.pop(key, None)), {})
        _GRAPHS[key] = entry
    per_length = entry[1]
    graph = per_length.get(length)
    if graph is None:
        words = lexicon.words(length)
        graph = build_graph(words, {w: lexicon.frequency(w) for w in words},
                            dictionary=lexicon.name, length=length)
        per_length[length] = graph
    return graph


def distances_to(graph: LadderGraph, target: WordId, stop_at: WordId | None = None,
                 blocked: frozenset[WordId] | set[WordId] = frozenset()) -> list[int]:
    """Return the BFS distance of every word to ``target`` (:data:`INFINITY` when unreachable).

    With ``stop_at`` the search ends as soon as that word is reached: every
    distance smaller than its distance is then final.  Words in ``blocked``
    are treated as absent.
    """
    dist = [INFINITY] * len(graph.words)
    dist[target] = 0
    frontier = [target]
    adjacency = graph.adjacency
    d = 0
    while frontier:
        d += 1
        nxt = []
        for v in frontier:
            for u in adjacency[v]:
                if dist[u] == INFINITY and u not in blocked:
                    dist[u] = d
                    if u == stop_at:
                        return dist
                    nxt.append(u)
        frontier = nxt
    return dist
