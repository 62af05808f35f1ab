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
from datetime import date
from hashlib import sha256

from wordgames.doublets.difficulty import GRADES, pair_difficulty
from wordgames.doublets.graph import INFINITY, LadderGraph, WordId, distances_to, ladder_graph
from wordgames.doublets.paths import iter_chains, levels_from_distances, most_familiar, shortest_levels
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
                     rng: random.Random | int, vocabulary: str = "familiar", *,
                     grades: tuple[int, int] = (1, GRADES), unique: bool = False) -> list[Puzzle]:
    """Return up to ``count`` graded doublets whose shortest chains have ``links`` links (low, high).

    Start words are drawn from the :data:`POOL` most familiar words in random
    order; for each, the end words of the pool at the right distance are tried
    in random order, and the first that suits is taken:

    * its grade (:func:`~wordgames.doublets.difficulty.pair_difficulty`) lies
      in ``grades`` (low, high);
    * with ``unique``, the lexicon holds exactly one shortest chain;
    * no word of it (ends and answer) is a word of a puzzle taken before, so
      no word repeats across the set.

    Fewer puzzles come back when the pool holds no more.  ``rng`` is the
    generator, or a seed for one (the same seed sets the same puzzles).

    ``vocabulary`` (:mod:`wordgames.lexicon.vocabulary`): with ``familiar``
    (the default) every word of a puzzle and of its answer is a familiar word,
    and no chain through rarer words of the lexicon is shorter, so par is the
    lexicon's own; ``all`` uses every word.  Chains are always counted over the
    whole lexicon: a unique puzzle has no second answer through a rare word.
    """
    if isinstance(rng, int):
        rng = random.Random(rng)
    words = vocabulary_of(lexicon, vocabulary, length)
    low, high = links
    if not 0 <= low <= high or count < 0:
        raise ArgumentError(_("bad puzzle request: links {low}-{high}, count {count}").format(
            low=low, high=high, count=count), option="links" if count >= 0 else "count")
    if not 1 <= grades[0] <= grades[1] <= GRADES:
        raise ArgumentError(_("a grade runs from 1 to {top}, got {low}-{high}").format(
            top=GRADES, low=grades[0], high=grades[1]), option="grade")
    graph = ladder_graph(words, length)
    whole = ladder_graph(lexicon, length) if words is not lexicon else graph
    candidates = [v for v in range(len(graph)) if len(graph.groups[graph.group[v]]) >= low + 2]
    candidates.sort(key=lambda v: (-graph.weight[v], v))
    pool = [whole.index[graph.words[v]] for v in candidates[:POOL]]
    order = list(pool)
    rng.shuffle(order)
    in_vocabulary = [w in words for w in whole.words] if whole is not graph else None
    puzzles: list[Puzzle] = []
    used: set[Word] = set()
    for start in order:
        if len(puzzles) >= count:
            break
        if whole.words[start] in used:
            continue
        dist, chains, allowed = chain_counts(whole, start, in_vocabulary)
        ends = [t for t in pool if low + 1 <= dist[t] <= high + 1 and allowed[t]
                and (not unique or chains[t] == 1) and whole.words[t] not in used]
        rng.shuffle(ends)
        for end in ends:
            puzzle = graded_puzzle(lexicon, graph, whole.words[start], whole.words[end], avoid=used)
            if puzzle is None or not grades[0] <= puzzle.grade <= grades[1]:
                continue
            used.update(puzzle.chain)
            puzzles.append(puzzle)
            break
    return puzzles


def chain_counts(graph: LadderGraph, source: WordId, allowed: list[bool] | None = None):
    """Return, for every word, its distance from ``source``, the number of shortest chains to it, and the
    number of those whose links (not the ends) are all ``allowed`` (every word when ``allowed`` is None).

    One breadth-first search counting chains layer by layer, as networkx's
    ``all_shortest_paths`` would list them.

    >>> from wordgames.doublets.graph import build_graph
    >>> g = build_graph(["кот", "кит", "коп", "кип", "сип"])    # кот→кип through кит or коп
    >>> dist, chains, through = chain_counts(g, g.index["кот"], [w != "кит" for w in g.words])
    >>> [(w, dist[i], chains[i], through[i]) for i, w in enumerate(g.words)]
    [('кип', 2, 2, 1), ('кит', 1, 1, 1), ('коп', 1, 1, 1), ('кот', 0, 1, 1), ('сип', 3, 2, 1)]
    """
    n = len(graph.words)
    dist = [INFINITY] * n
    chains = [0] * n
    through = [0] * n
    dist[source], chains[source], through[source] = 0, 1, 1
    frontier = [source]
    adjacency = graph.adjacency
    d = 0
    while frontier:
        d += 1
        nxt = []
        for v in frontier:
            passes = v == source or allowed is None or allowed[v]
            for u in adjacency[v]:
                if dist[u] == INFINITY:
                    dist[u] = d
                    nxt.append(u)
                if dist[u] == d:
                    chains[u] += chains[v]
                    if passes:
                        through[u] += through[v]
        frontier = nxt
    return dist, chains, through


def graded_puzzle(lexicon: Lexicon, graph: LadderGraph, start: Word, end: Word,
                  avoid: set[Word] | frozenset[Word] = frozenset(), difficulty=None) -> Puzzle | None:
    """Return the puzzle ``start`` → ``end`` graded, with every shortest chain of the lexicon listed when
    there are few; None when every shortest chain of ``graph`` (the setter's vocabulary) passes a word of
    ``avoid``.  ``difficulty`` is the pair's, when already measured.

    Its answer is the most familiar shortest chain of ``graph`` that avoids those words, so a set of puzzles
    need not repeat a word merely because the most familiar chains share one.
    """
    s, t = graph.index[start], graph.index[end]
    blocked = {graph.index[w] for w in avoid if w in graph.index} - {s, t}
    to_end = distances_to(graph, t, blocked=blocked)
    whole = ladder_graph(lexicon, len(start))
    par = distances_to(whole, whole.index[end], stop_at=whole.index[start])[whole.index[start]] - 1
    if to_end[s] != par + 1:
        return None
    chain = tuple(graph.words[v] for v in most_familiar(graph, levels_from_distances(graph, s, to_end)))
    d = difficulty or pair_difficulty(lexicon, start, end)
    answers: tuple[Chain, ...] = (chain,)
    if 1 < d.shortest_chains <= ANSWERS_LISTED:
        levels = shortest_levels(whole, whole.index[start], whole.index[end])
        others = (tuple(whole.words[v] for v in ids) for ids in iter_chains(whole, levels))
        answers = (chain, *sorted(a for a in others if a != chain))
    return Puzzle(start, end, d.par, chain, d.grade, d.shortest_chains, answers)


def daily_seed(day: date) -> int:
    """Return the seed of the daily puzzle of ``day``: the first 8 bytes of SHA-256 of ``doublet daily
    YYYY-MM-DD``, big-endian, the same on every machine.

    >>> daily_seed(date(2026, 12, 7)) == int.from_bytes(sha256(b"doublet daily 2026-12-07").digest()[:8], "big")
    True
    """
    return int.from_bytes(sha256(f"doublet daily {day.isoformat()}".encode()).digest()[:8], "big")


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

