"""The word graph of one length: a networkx graph built from wildcard buckets, and integer views of it.

The graph of record is a :class:`networkx.Graph` whose nodes are the words
(each with its ``zipf`` frequency) and whose edges join words one letter apart
(rule 2).  It is built from *wildcard buckets*: for every word and every
place, the word with that letter blanked out (``б_нт`` holds бант, бинт, ...).
All words of one bucket differ exactly at that place, so each bucket is a
clique of the graph and no pair of words is ever compared directly
(:func:`word_network`).

From that networkx graph come the integer views the searches run on
(:class:`LadderGraph`): words numbered in alphabetical order, adjacency lists,
connected groups (networkx's ``connected_components``) and frequencies as
plain tuples of ints, so inner loops never hash a string.  Each length is
built once per process and lexicon, and only when asked for
(:func:`ladder_graph`).

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит", "кил", "сом", "сон"], name="tiny")
>>> g = ladder_graph(lex, 3)
>>> sorted(g.network.edges("кит")), g.network.number_of_edges()
([('кит', 'кил'), ('кит', 'кот')], 3)
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

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Iterable, Mapping

from wordgames.doublets.rules import Word
from wordgames.lexicon.derived import derived

if TYPE_CHECKING:
    import networkx
    from wordgames.lexicon import Lexicon

WordId = int
Bucket = tuple[int, str]        # (place, the word without the letter at that place)
INFINITY = 1 << 30              # the distance to a word that cannot be reached
ZIPF_SCALE = 100                # frequencies are kept as round(zipf * 100)


@dataclass(eq=False)
class LadderGraph:
    """The words of one length of one lexicon: the networkx graph and the integer views derived from it.

    ``network`` is the graph of record; every other field is computed from it
    by :meth:`from_network`.  Fields are read-only by convention; ``tables``
    is a cache of distance tables filled lazily by :mod:`wordgames.doublets.table`.
    """

    length: int
    dictionary: str
    network: "networkx.Graph" = field(repr=False)
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

    @classmethod
    def from_network(cls, network: "networkx.Graph") -> "LadderGraph":
        """Return the integer views of a word graph: ids in alphabetical order, adjacency, groups, weights.

        The buckets the graph was built from (``network.graph["buckets"]``)
        become cliques of ids; a graph without them gives one clique per edge.
        """
        import networkx as nx

        words = tuple(sorted(network))
        index = {w: i for i, w in enumerate(words)}
        ids = index.__getitem__
        adj = network.adj
        adjacency = tuple(tuple(sorted(map(ids, adj[w]))) for w in words)
        groups = sorted((sorted(map(ids, c)) for c in nx.connected_components(network)),
                        key=lambda g: (-len(g), g[0]))
        group = [0] * len(words)
        for number, members in enumerate(groups):
            for wid in members:
                group[wid] = number
        cliques = network.graph.get("buckets")
        if cliques is None:
            cliques = network.edges()
        zipf = network.nodes
        return cls(length=network.graph.get("length", len(words[0]) if words else 0),
                   dictionary=network.graph.get("dictionary", "word list"), network=network,
                   words=words, index=index, adjacency=adjacency,
                   buckets=tuple(tuple(map(ids, c)) for c in cliques),
                   group=tuple(group), groups=tuple(map(tuple, groups)),
                   weight=tuple(round(zipf[w].get("zipf", 0.0) * ZIPF_SCALE) for w in words),
                   edge_count=network.number_of_edges())

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
        """Return the networkx graph of record itself (not a copy: do not modify it)."""
        return self.network


def wildcard_buckets(words: Iterable[Word]) -> dict[Bucket, list[Word]]:
    """Return, for each (place, word without that letter), the words that share it."""
    out: dict[Bucket, list[Word]] = {}
    for word in words:
        for i in range(len(word)):
            out.setdefault((i, word[:i] + word[i + 1:]), []).append(word)
    return out


def word_network(words: Iterable[Word], weights: Mapping[Word, float] | None = None, *,
                 dictionary: str = "word list", length: int | None = None) -> "networkx.Graph":
    """Return the networkx graph of ``words`` (all of one length) linked by rule 2, built from wildcard buckets.

    Nodes carry their ``zipf`` frequency from ``weights``; the graph keeps
    ``length``, ``dictionary`` and the ``buckets`` (cliques of two or more
    words) it was built from.

    >>> net = word_network(["кот", "кит", "кил"], {"кот": 4.5})
    >>> sorted(net.edges()), net.nodes["кот"], net.graph["buckets"]
    ([('кил', 'кит'), ('кит', 'кот')], {'zipf': 4.5}, [('кил', 'кит'), ('кит', 'кот')])
    """
    import networkx as nx

    words = sorted(set(words))
    lengths = {len(w) for w in words} | ({length} if length is not None else set())
    if len(lengths) > 1:
        raise ValueError(f"words of several lengths: {sorted(lengths)}")
    weights = weights or {}
    cliques = [tuple(b) for b in wildcard_buckets(words).values() if len(b) > 1]
    network = nx.Graph(length=lengths.pop() if lengths else 0, dictionary=dictionary, buckets=cliques)
    network.add_nodes_from((w, {"zipf": weights.get(w, 0.0)}) for w in words)
    network.add_edges_from(pair for clique in cliques for pair in combinations(clique, 2))
    return network


def build_graph(words: Iterable[Word], weights: Mapping[Word, float] | None = None, *,
                dictionary: str = "word list", length: int | None = None) -> LadderGraph:
    """Return the :class:`LadderGraph` of ``words`` (all of one length); ``weights`` maps words to zipf."""
    return LadderGraph.from_network(word_network(words, weights, dictionary=dictionary, length=length))


def ladder_graph(lexicon: "Lexicon", length: int) -> LadderGraph:
    """Return the graph of the lexicon's words of ``length`` letters, built once and kept with the lexicon."""
    def build() -> LadderGraph:
        words = lexicon.words(length)
        return build_graph(words, {w: lexicon.frequency(w) for w in words}, dictionary=lexicon.name, length=length)
    return derived(lexicon, ("doublets.graph", length), build)


def bfs_distances(graph: LadderGraph, source: WordId, stop_at: WordId | None = None) -> list[int]:
    """Return every word's distance from ``source`` by networkx's breadth-first search (layer by layer).

    :data:`INFINITY` marks words not reached.  With ``stop_at`` the search
    ends after the layer holding that word: every distance up to its
    distance is then final.

    >>> g = build_graph(["кот", "кит", "кил", "пил", "дом"])
    >>> bfs_distances(g, g.index["кот"]), bfs_distances(g, g.index["кот"], stop_at=g.index["кит"])[:4]
    ([1073741824, 2, 1, 0, 3], [1073741824, 1073741824, 1, 0])
    """
    import networkx as nx

    dist = [INFINITY] * len(graph.words)
    index = graph.index
    for d, layer in enumerate(nx.bfs_layers(graph.network, graph.words[source])):
        for word in layer:
            dist[index[word]] = d
        if stop_at is not None and dist[stop_at] <= d:
            break
    return dist


def distances_to(graph: LadderGraph, target: WordId, stop_at: WordId | None = None,
                 blocked: frozenset[WordId] | set[WordId] = frozenset()) -> list[int]:
    """Return the BFS distance of every word to ``target`` over the integer adjacency, avoiding ``blocked``.

    The same distances as :func:`bfs_distances` with words removed; the
    marked-link search runs it thousands of times with different words
    removed, where a view of the networkx graph would be too slow.  With
    ``stop_at`` the search ends as soon as that word is reached: every
    distance smaller than its distance is then final.
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
