"""New doublets to set, and the statistics of one word length.

A puzzle is a doublet of two familiar words whose shortest chain has a chosen
number of links; the generator draws them from an injected ``random.Random``
so a seed replays the same puzzles.  The statistics of a length describe its
graph: words, links between them, connected groups, isolated words, and the
longest shortest chain of the largest group (its diameter) with its end words.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит", "кил", "пил", "пот", "дом"], name="tiny")
>>> [p] = generate_puzzles(lex, 3, (3, 3), 1, random.Random(1), vocabulary="all")   # the only pair 3 links apart
>>> sorted([p.start, p.end]), p.links
(['пил', 'пот'], 3)
>>> stats = length_stats(lex, 3)
>>> stats.words, stats.edges, stats.groups, stats.largest, stats.isolated
(6, 4, 2, 5, ['дом'])
>>> stats.longest_links, stats.longest
(3, ('пил', 'кил', 'кит', 'кот', 'пот'))
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass

from wordgames.doublets.graph import bfs_distances, ladder_graph
from wordgames.doublets.paths import most_familiar, shortest_levels
from wordgames.doublets.rules import Chain, Word
from wordgames.doublets.table import distance_table
from wordgames.errors import ArgumentError
from wordgames.i18n import _, ngettext
from wordgames.lexicon import Lexicon
from wordgames.lexicon.vocabulary import vocabulary as vocabulary_of

POOL = 400          # the most familiar words of a length the generator draws end words from


@dataclass(frozen=True)
class Puzzle:
    """A doublet to set, with the number of links of its shortest chain and one such chain."""

    start: Word
    end: Word
    links: int
    chain: Chain


@dataclass(frozen=True)
class LengthStats:
    """What the graph of one word length looks like."""

    length: int
    dictionary: str
    words: int
    edges: int
    groups: int
    largest: int
    isolated: list[Word]
    longest_links: int     # links of the longest shortest chain in the largest group
    longest: Chain         # that chain (the most familiar of its length), ends included

    def to_dict(self) -> dict:
        """Return the statistics as JSON fields."""
        return asdict(self) | {"longest": list(self.longest)}


def generate_puzzles(lexicon: Lexicon, length: int, links: tuple[int, int], count: int,
                     rng: random.Random | int, vocabulary: str = "familiar") -> list[Puzzle]:
    """Return up to ``count`` doublets of familiar words whose shortest chains have ``links`` links (low, high).

    Start words are drawn from the :data:`POOL` most familiar words in random
    order; for each, an end word is drawn among the pool words at the right
    distance.  Fewer puzzles come back when the pool holds no more.  ``rng``
    is the generator, or a seed for one (the same seed sets the same puzzles).

    ``vocabulary`` (:mod:`wordgames.lexicon.vocabulary`): with ``familiar``
    (the default) every word of a puzzle and of its chain is a familiar word,
    and no chain through rarer words of the lexicon is shorter, so the
    answer's number of links is the lexicon's own; ``all`` uses every word.
    """
    if isinstance(rng, int):
        rng = random.Random(rng)
    words = vocabulary_of(lexicon, vocabulary, length)
    low, high = links
    if not 0 <= low <= high or count < 0:
        raise ArgumentError(_("bad puzzle request: links {low}-{high}, count {count}").format(
            low=low, high=high, count=count), option="links" if count >= 0 else "count")
    graph = ladder_graph(words, length)
    whole = ladder_graph(lexicon, length) if words is not lexicon else graph
    candidates = [v for v in range(len(graph)) if len(graph.groups[graph.group[v]]) >= low + 2]
    candidates.sort(key=lambda v: (-graph.weight[v], v))
    pool = candidates[:POOL]
    order = list(pool)
    rng.shuffle(order)
    puzzles, used = [], set()
    for start in order:
        if len(puzzles) >= count:
            break
        dist = bfs_distances(graph, start)
        ends = [t for t in pool if low + 1 <= dist[t] <= high + 1 and frozenset((start, t)) not in used]
        if whole is not graph and ends:     # no shorter chain through a rarer word
            shortest = bfs_distances(whole, whole.index[graph.words[start]])
            ends = [t for t in ends if shortest[whole.index[graph.words[t]]] == dist[t]]
        if not ends:
            continue
        end = rng.choice(ends)
        used.add(frozenset((start, end)))
        chain = most_familiar(graph, shortest_levels(graph, start, end))
        puzzles.append(Puzzle(graph.words[start], graph.words[end], dist[end] - 1,
                              tuple(graph.words[v] for v in chain)))
    return puzzles


def length_stats(lexicon: Lexicon, length: int) -> LengthStats:
    """Return the statistics of the words of ``length`` letters."""
    graph = ladder_graph(lexicon, length)
    if not len(graph):
        raise ArgumentError(ngettext("there are no words of {n} letter in {dictionary!r}",
                                     "there are no words of {n} letters in {dictionary!r}", length).format(
            n=length, dictionary=lexicon.name), option="length")
    isolated = [graph.words[g[0]] for g in graph.groups if len(g) == 1]
    table = distance_table(graph, 0)
    ecc = [table.eccentricity(v) for v in table.members]
    diameter = max(ecc)
    a = table.members[ecc.index(diameter)]
    b = table.sphere(a, diameter)[0]
    chain: Chain = (graph.words[a],)
    if diameter:
        chain = tuple(graph.words[v] for v in most_familiar(graph, table.levels(a, b)))
    return LengthStats(length, graph.dictionary, len(graph), graph.edge_count, len(graph.groups),
                       len(graph.groups[0]), isolated, max(0, diameter - 1), chain)

