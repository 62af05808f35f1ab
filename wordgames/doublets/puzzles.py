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


ANSWERS_LISTED = 6  # a puzzle keeps every shortest answer when it has at most this many


@dataclass(frozen=True)
class Puzzle:
    """A doublet to set: its ends, par (the links of a shortest chain), the most familiar shortest chain, and,
    once graded, its grade (1 easy .. 5 hardest, :mod:`.difficulty`), how many shortest chains it has, and
    its answers: every shortest chain when there are at most :data:`ANSWERS_LISTED`, else the most familiar.
    Words are folded (``lexicon.spelling`` spells them).
    """

    start: Word
    end: Word
    links: int
    chain: Chain
    grade: int | None = None
    shortest_chains: int | None = None
    answers: tuple[Chain, ...] = ()

    @property
    def unique(self) -> bool:
        """Return whether the puzzle has exactly one shortest answer (False when not counted)."""
        return self.shortest_chains == 1

    def to_dict(self, spell=str) -> dict:
        """Return the JSON fields: ``start``, ``end``, ``links`` (par), ``chain``, ``grade``,
        ``shortest_chains``, ``answers``."""
        return {"start": spell(self.start), "end": spell(self.end), "links": self.links,
                "chain": [spell(w) for w in self.chain], "grade": self.grade,
                "shortest_chains": self.shortest_chains,
                "answers": [[spell(w) for w in chain] for chain in self.answers]}


@dataclass(frozen=True)
class PuzzleSet:
    """Puzzles to print together, and where they come from: a seed, a day (``--daily``), or a file of pairs."""

    puzzles: tuple[Puzzle, ...]
    dictionary: str
    length: int | None = None        # None when the pairs have different lengths
    seed: int | None = None
    daily: str | None = None         # the ISO date of a daily puzzle
    source: str | None = None        # the setter's file of pairs


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

