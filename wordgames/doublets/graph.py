"""The word graph of one length: wildcard buckets, the integer views searches run on, and networkx.

Words one letter apart are linked (rule 2).  The links come from *wildcard
buckets*: for every word and every place, the word with that letter blanked
out (``б_нт`` holds бант, бинт, ...).  All words of one bucket differ exactly
at that place, so each bucket is a clique of the graph, two linked words share
exactly one bucket, and no pair of words is ever compared directly.

The searches run on integer views (:class:`LadderGraph`): words numbered in
alphabetical order, adjacency lists, connected groups and frequencies as plain
tuples of ints, so inner loops never hash a string.  They are built from the
buckets directly, in a few milliseconds and without importing networkx, so a
single query (``wordgames doublet бант коса``) never waits for it.  The graph
of record is the :class:`networkx.Graph` of the same words and links (nodes
carry their ``zipf``; :func:`word_network`), built from the same buckets on
first use of :attr:`LadderGraph.network`, for everything networkx does
(flows, biconnected blocks, statistics); a test checks that the views and the
networkx graph agree.  Each length is built once per process and lexicon, and
only when asked for (:func:`ladder_graph`).

A single query runs a bidirectional breadth-first search over the adjacency
(:mod:`.meeting`); a batch uses per-group distance tables (:mod:`.table`).

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

import gc
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Callable, Iterable, Mapping

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
    """The words of one length of one lexicon: integer views for the searches, and the networkx graph.

    Fields are read-only by convention; ``tables`` is a cache of distance
    tables filled lazily by :mod:`wordgames.doublets.table`.  :attr:`network`
    is the networkx graph of record, built on first use (or the graph given
    to :meth:`from_network`); :attr:`zipf` and :attr:`weight` are looked up
    through ``frequency`` on first use, so a query whose shortest chain is
    the only one never reads a frequency.
    """

    length: int
    dictionary: str
    words: tuple[Word, ...]
    index: dict[Word, WordId]
    adjacency: tuple[tuple[WordId, ...], ...]
    buckets: tuple[tuple[WordId, ...], ...]     # the cliques of two or more words
    group: tuple[int, ...]                      # group number of each word; 0 is the largest group
    groups: tuple[tuple[WordId, ...], ...]      # members of each group, sorted
    edge_count: int
    frequency: Callable[[Word], float] = field(default=lambda word: 0.0, repr=False)   # zipf of a word
    tables: dict = field(default_factory=dict, repr=False)
    queries: dict = field(default_factory=dict, repr=False)
    _network: "networkx.Graph | None" = field(default=None, repr=False)
    _zipf: tuple[float, ...] | None = field(default=None, repr=False)
    _weight: tuple[int, ...] | None = field(default=None, repr=False)
    _masks: dict[int, list[int]] = field(default_factory=dict, repr=False)     # by group

    @classmethod
    def from_buckets(cls, words: Iterable[Word],
                     weights: Mapping[Word, float] | Callable[[Word], float] | None = None, *,
                     dictionary: str = "word list", length: int | None = None) -> "LadderGraph":
        """Return the integer views of ``words`` (all of one length), built from their wildcard buckets.

        ``weights`` gives each word's zipf: a mapping (missing words are 0),
        or a function, asked only when a search first needs the frequencies.

        >>> g = LadderGraph.from_buckets(["кот", "кит", "кил", "дом"], {"кит": 3.5})
        >>> g.words, g.adjacency, g.buckets, g.groups, g.weight
        (('дом', 'кил', 'кит', 'кот'), ((), (2,), (1, 3), (2,)), ((2, 3), (1, 2)), ((1, 2, 3), (0,)), (0, 0, 350, 0))
        """
        words = tuple(sorted(set(words)))
        lengths = {len(w) for w in words} | ({length} if length is not None else set())
        if len(lengths) > 1:
            raise ValueError(f"words of several lengths: {sorted(lengths)}")
        with _collector_paused():
            index = {w: i for i, w in enumerate(words)}
            cliques = _cliques(words)
            linked: list[list[WordId]] = [[] for _ in words]
            for clique in cliques:                  # two linked words share exactly one bucket: no repeats
                for v in clique:
                    linked[v].extend(clique)
            adjacency = tuple(tuple(sorted(u for u in near if u != v)) for v, near in enumerate(linked))
        if not callable(weights):
            weights = (lambda word, get=(weights or {}).get: get(word, 0.0))
        return cls._with_groups(length=lengths.pop() if lengths else 0, dictionary=dictionary, words=words,
                                index=index, adjacency=adjacency, buckets=cliques, frequency=weights,
                                edge_count=sum(len(c) * (len(c) - 1) // 2 for c in cliques))

    @classmethod
    def from_network(cls, network: "networkx.Graph") -> "LadderGraph":
        """Return the integer views of a networkx word graph; it becomes the graph's :attr:`network`.

        The buckets the graph was built from (``network.graph["buckets"]``)
        become cliques of ids; a graph without them gives one clique per edge.
        """
        words = tuple(sorted(network))
        index = {w: i for i, w in enumerate(words)}
        ids = index.__getitem__
        adj = network.adj
        cliques = network.graph.get("buckets")
        if cliques is None:
            cliques = network.edges()
        nodes = network.nodes
        return cls._with_groups(length=network.graph.get("length", len(words[0]) if words else 0),
                                dictionary=network.graph.get("dictionary", "word list"), words=words,
                                index=index, adjacency=tuple(tuple(sorted(map(ids, adj[w]))) for w in words),
                                buckets=tuple(tuple(map(ids, c)) for c in cliques),
                                frequency=lambda w: nodes[w].get("zipf", 0.0),
                                edge_count=network.number_of_edges(), _network=network)

    @classmethod
    def _with_groups(cls, *, adjacency, **fields) -> "LadderGraph":
        """Return the graph with its connected groups (largest first, then by first word)."""
        group = [-1] * len(adjacency)
        found = []
        for root in range(len(adjacency)):
            if group[root] >= 0:
                continue
            group[root] = root
            members = [root]
            for v in members:                   # breadth-first: members grows while it is read
                for u in adjacency[v]:
                    if group[u] < 0:
                        group[u] = root
                        members.append(u)
            found.append(sorted(members))
        groups = sorted(found, key=lambda g: (-len(g), g[0]))
        for number, members in enumerate(groups):
            for wid in members:
                group[wid] = number
        return cls(adjacency=adjacency, group=tuple(group), groups=tuple(map(tuple, groups)), **fields)

    @property
    def zipf(self) -> tuple[float, ...]:
        """Return each word's zipf frequency (looked up on first use, then kept)."""
        if self._zipf is None:
            self._zipf = tuple(map(self.frequency, self.words))
        return self._zipf

    @property
    def weight(self) -> tuple[int, ...]:
        """Return each word's ``round(zipf * 100)``, the integer frequencies the searches compare."""
        if self._weight is None:
            self._weight = tuple(round(z * ZIPF_SCALE) for z in self.zipf)
        return self._weight

    @property
    def network(self) -> "networkx.Graph":
        """Return the networkx graph of record (built on first use, then kept): nodes with ``zipf``, rule 2's links."""
        if self._network is None:
            words = self.words
            self._network = _network_of(words, dict(zip(words, self.zipf)),
                                        [tuple(words[v] for v in c) for c in self.buckets],
                                        dictionary=self.dictionary, length=self.length)
        return self._network

    def group_masks(self, group: int) -> list[int]:
        """Return each member's neighbours as a bitset over the group's members, in the order of ``groups[group]``.

        Bit ``i`` stands for the group's ``i``-th member, so a search within one group works on
        integers of the group's size, not the graph's (built on first use per group, then kept).
        """
        masks = self._masks.get(group)
        if masks is None:
            members = self.groups[group]
            place = {v: i for i, v in enumerate(members)}
            adjacency = self.adjacency
            masks = self._masks[group] = [sum(1 << place[u] for u in adjacency[v]) for v in members]
        return masks

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


def wildcard_buckets(words: Iterable[Word], ids: Mapping[Word, object] | None = None) -> dict[Bucket, list]:
    """Return, for each (place, word without that letter), the words that share it (or their ``ids``).

    >>> wildcard_buckets(["кот", "кит"])[1, "кт"], wildcard_buckets(["кот", "кит"], {"кот": 0, "кит": 1})[1, "кт"]
    (['кот', 'кит'], [0, 1])
    """
    out: dict[Bucket, list] = {}
    for word in words:
        name = word if ids is None else ids[word]
        for i in range(len(word)):
            key = (i, word[:i] + word[i + 1:])
            bucket = out.get(key)
            if bucket is None:
                out[key] = [name]
            else:
                bucket.append(name)
    return out


@contextmanager
def _collector_paused():
    """Pause Python's cyclic garbage collector while a graph is built.

    The build makes tens of thousands of lists and tuples and no reference cycle; with the collector
    running, each of its passes walks every graph already kept (building all 27 lengths, measured
    here: 0.44-0.54 s of CPU paused, 0.58-0.78 s running).
    """
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def _cliques(words: tuple[Word, ...]) -> tuple[tuple[WordId, ...], ...]:
    """Return the wildcard buckets of two or more of ``words`` (sorted, one length) as ids, place by place."""
    out: list[tuple[WordId, ...]] = []
    for i in range(len(words[0]) if words else 0):
        buckets: dict[str, list[WordId]] = {}
        for v, rest in enumerate([w[:i] + w[i + 1:] for w in words]):
            buckets.setdefault(rest, []).append(v)
        out.extend(tuple(b) for b in buckets.values() if len(b) > 1)
    return tuple(out)


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
    words = sorted(set(words))
    lengths = {len(w) for w in words} | ({length} if length is not None else set())
    if len(lengths) > 1:
        raise ValueError(f"words of several lengths: {sorted(lengths)}")
    cliques = [tuple(b) for b in wildcard_buckets(words).values() if len(b) > 1]
    return _network_of(words, weights or {}, cliques, dictionary=dictionary,
                       length=lengths.pop() if lengths else 0)


def _network_of(words, weights: Mapping[Word, float], cliques, *, dictionary: str, length: int) -> "networkx.Graph":
    """Return the networkx graph of sorted ``words`` whose links are the given cliques."""
    import networkx as nx     # heavy (a tenth of a second): solving a doublet needs no networkx

    network = nx.Graph(length=length, dictionary=dictionary, buckets=list(cliques))
    network.add_nodes_from((w, {"zipf": weights.get(w, 0.0)}) for w in words)
    network.add_edges_from(pair for clique in cliques for pair in combinations(clique, 2))
    return network


def build_graph(words: Iterable[Word], weights: Mapping[Word, float] | Callable[[Word], float] | None = None, *,
                dictionary: str = "word list", length: int | None = None) -> LadderGraph:
    """Return the :class:`LadderGraph` of ``words`` (all of one length); ``weights`` gives words' zipf."""
    return LadderGraph.from_buckets(words, weights, dictionary=dictionary, length=length)


def ladder_graph(lexicon: "Lexicon", length: int) -> LadderGraph:
    """Return the graph of the lexicon's words of ``length`` letters, built once and kept with the lexicon."""
    def build() -> LadderGraph:
        words = lexicon.words(length)
        return build_graph(words, lexicon.frequency, dictionary=lexicon.name, length=length)
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
    import networkx as nx     # heavy (a tenth of a second): solving a doublet needs no networkx

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
