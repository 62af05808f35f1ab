"""How hard a doublet is: par, how many chains, the narrowest step, rare words, landmarks, and a grade.

A setter asks of a pair more than its shortest chain.  :func:`pair_difficulty`
measures, from the word graph of the pair's length
(:func:`~wordgames.doublets.graph.ladder_graph`):

* ``par``: the links (words between the two ends) of a shortest chain;
* ``shortest_chains``: how many shortest chains there are, counted level by
  level over the breadth-first layers (:func:`~wordgames.doublets.paths.count_chains`),
  never by listing them;
* ``one_longer``: how many chains have exactly ``par + 1`` links, and
  ``within_one = shortest_chains + one_longer``, the chains of at most
  ``par + 1`` links.  A chain is simple (rule 3: no word twice).  They are
  counted as *walks* of ``D + 1`` steps (``D = par + 1``, the distance of the
  two words) by a table over the distances to the end word
  (:func:`walks_one_longer`): such a walk can repeat no word, because cutting
  the loop between the two visits would leave a walk of at most ``D - 1``
  steps, shorter than the distance;
* ``narrowest``: the place (link 1 .. par) where the fewest words can stand in
  a shortest chain, and those words; a place of one word is a word every
  shortest chain passes through;
* ``familiar_only``: whether some shortest chain has only familiar links
  (:func:`~wordgames.lexicon.vocabulary.familiar`; the two ends are the
  setter's and do not count), and ``rarest``: the rarest link of the most
  familiar shortest chain (:func:`~wordgames.doublets.paths.most_familiar`),
  so every shortest chain needs a word at least that rare;
* ``landmarks``: the words on the shortest chains of highest closeness
  centrality in their connected group, ``(n - 1) / (sum of distances to the
  other n - 1 words)`` (:func:`group_closeness`, computed once per group from
  the group's distance table and kept with the lexicon);
* ``points`` and ``grade``: the formula of :func:`grade_points`.

>>> from wordgames.lexicon import Lexicon
>>> freq = {"кот": 5.0, "кит": 4.5, "коп": 2.0, "кип": 4.0, "сип": 3.5, "сом": 4.0}
>>> lex = Lexicon.from_words(freq, frequencies=freq, name="tiny")
>>> d = pair_difficulty(lex, "кот", "кип")
>>> d.par, d.shortest_chains, d.one_longer, d.within_one
(1, 2, 0, 2)
>>> d.narrowest, d.familiar_only, d.rarest
(Narrowest(place=1, words=('кит', 'коп')), True, ('кит', 4.5))
>>> d.landmarks                   # closeness 4/6 each: distances 1, 1, 2, 2 to the other four
(('кит', 0.6666666666666666), ('коп', 0.6666666666666666))
>>> d.points, d.grade             # par 1, two shortest chains 1
(2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from wordgames.doublets.graph import LadderGraph, WordId, distances_to
from wordgames.doublets.paths import Levels, count_chains, levels_from_distances, most_familiar, successors
from wordgames.doublets.rules import Word
from wordgames.doublets.solve import check_distinct, resolve, why_no_chain
from wordgames.doublets.table import distance_table
from wordgames.errors import NoChainError
from wordgames.lexicon.derived import derived
from wordgames.lexicon.vocabulary import familiar

LANDMARKS = 3          # landmark words reported
GRADES = 5             # grades run from 1 (easy) to GRADES (hardest)
MANY_CHAINS = 20       # this many chains of at most par + 1 links make a pair easier by a point


class Narrowest(NamedTuple):
    """The place of a shortest chain (link number, 1 .. par) where the fewest words can stand, and those words."""

    place: int
    words: tuple[Word, ...]


@dataclass(frozen=True)
class Difficulty:
    """How hard the doublet ``start`` → ``end`` is (folded words); see the module for each figure."""

    start: Word
    end: Word
    par: int
    shortest_chains: int
    one_longer: int
    narrowest: Narrowest | None            # None when the two words are linked directly (par 0)
    familiar_only: bool
    rarest: tuple[Word, float] | None      # (word, zipf); None when par is 0
    landmarks: tuple[tuple[Word, float], ...]   # (word, closeness), highest first
    points: int
    grade: int
    dictionary: str = "word list"

    @property
    def within_one(self) -> int:
        """Return the number of chains of at most par + 1 links."""
        return self.shortest_chains + self.one_longer

    def to_dict(self, spell=str) -> dict:
        """Return the JSON fields (English keys; words spelt by ``spell``)."""
        return {"start": spell(self.start), "end": spell(self.end), "par": self.par,
                "shortest_chains": self.shortest_chains, "one_longer": self.one_longer,
                "within_one": self.within_one,
                "narrowest": None if self.narrowest is None else
                {"place": self.narrowest.place, "words": [spell(w) for w in self.narrowest.words]},
                "familiar_only": self.familiar_only,
                "rarest": None if self.rarest is None else {"word": spell(self.rarest[0]), "zipf": self.rarest[1]},
                "landmarks": [{"word": spell(w), "closeness": round(c, 4)} for w, c in self.landmarks],
                "points": self.points, "grade": self.grade, "dictionary": self.dictionary}


def pair_difficulty(lexicon, start: str, end: str) -> Difficulty:
    """Return the :class:`Difficulty` of the doublet ``start`` → ``end``.

    Raises :class:`~wordgames.errors.UnknownWordError` for a word the lexicon
    rejects and :class:`~wordgames.errors.NoChainError` when no chain exists.
    """
    graph, (a, b) = resolve(lexicon, [start, end])
    check_distinct([a, b])
    s, t = graph.index[a], graph.index[b]
    if graph.group[s] != graph.group[t]:
        raise NoChainError(why_no_chain(graph, a, b))
    to_end = distances_to(graph, t)
    levels = levels_from_distances(graph, s, to_end)
    par = len(levels) - 2
    words = graph.words
    shortest = count_chains(graph, levels)
    longer = walks_one_longer(graph, s, t, to_end)
    narrow = narrowest(graph, levels)
    familiar_only = count_chains_through(graph, levels, lambda v: familiar(lexicon, words[v])) > 0
    rarest = None
    if par:
        best = most_familiar(graph, levels)[1:-1]
        zipf = graph.zipf
        v = min(best, key=lambda u: (zipf[u], words[u]))
        rarest = (words[v], zipf[v])
    group = graph.group[s]
    close = derived(lexicon, ("doublets.closeness", graph.length, group), lambda: group_closeness(graph, group))
    on_chains = {v for level in levels[1:-1] for v in level}
    ranked = sorted(on_chains, key=lambda v: (-close[v], words[v]))[:LANDMARKS]
    landmarks = tuple((words[v], close[v]) for v in ranked)
    points = grade_points(par, shortest, shortest + longer, narrow, familiar_only)
    return Difficulty(a, b, par, shortest, longer, narrow, familiar_only, rarest, landmarks,
                      points, grade_of(points), graph.dictionary)


def walks_one_longer(graph: LadderGraph, s: WordId, t: WordId, to_end: list[int]) -> int:
    """Return the number of chains from ``s`` to ``t`` one step longer than the shortest.

    ``to_end`` is every word's distance to ``t``.  A walk of ``D + 1`` steps
    (``D`` the distance) repeats no word, so counting walks counts chains; a
    word may stand at step ``i`` only if it is at most ``D + 1 - i`` from ``t``.

    >>> from wordgames.doublets.graph import build_graph
    >>> g = build_graph(["кот", "кит", "кип", "коп", "кап"])     # кип, коп, кап share к_п: a triangle
    >>> s, t = g.index["кот"], g.index["кап"]                  # кот коп кап: 1 link
    >>> walks_one_longer(g, s, t, distances_to(g, t))           # кот кит кип кап, кот коп кип кап
    2
    """
    total = to_end[s] + 1
    adjacency = graph.adjacency
    here = {s: 1}
    for step in range(1, total + 1):
        left = total - step
        there: dict[WordId, int] = {}
        for v, n in here.items():
            for u in adjacency[v]:
                if to_end[u] <= left:
                    there[u] = there.get(u, 0) + n
        here = there
    return here.get(t, 0)


def narrowest(graph: LadderGraph, levels: Levels) -> Narrowest | None:
    """Return the first place of the links with the fewest words on shortest chains, or None for par 0."""
    inner = levels[1:-1]
    if not inner:
        return None
    place = min(range(len(inner)), key=lambda i: len(inner[i]))
    return Narrowest(place + 1, tuple(graph.words[v] for v in inner[place]))


def count_chains_through(graph: LadderGraph, levels: Levels, allowed) -> int:
    """Return how many shortest chains of the levels have every link ``allowed`` (a predicate on ids)."""
    succ = successors(graph, levels)
    end = levels[-1][0]
    count = {end: 1}
    for level in reversed(levels[:-1]):
        for v in level:
            if v == levels[0][0] or allowed(v):
                count[v] = sum(count.get(u, 0) for u in succ[v])
    return count.get(levels[0][0], 0)


def group_closeness(graph: LadderGraph, group: int) -> dict[WordId, float]:
    """Return the closeness centrality of every word of a group: ``(n - 1) / sum of its distances``.

    ``n`` is the group's size; a word alone has closeness 0.  Distances come
    from the group's distance table (:func:`~wordgames.doublets.table.distance_table`).

    >>> from wordgames.doublets.graph import build_graph
    >>> g = build_graph(["кот", "кит", "кил"])
    >>> {g.words[v]: c for v, c in group_closeness(g, 0).items()}
    {'кил': 0.6666666666666666, 'кит': 1.0, 'кот': 0.6666666666666666}
    """
    table = distance_table(graph, group)
    n = len(table.members)
    out = {}
    for v, spheres in zip(table.members, table.spheres):
        total = sum(k * sphere.bit_count() for k, sphere in enumerate(spheres))
        out[v] = (n - 1) / total if total else 0.0
    return out


def grade_points(par: int, shortest: int, within_one: int, narrow: Narrowest | None, familiar_only: bool) -> int:
    """Return the difficulty points of a pair (the formula in docs/doublets.md).

    ``par``, plus 2 for a single shortest chain (1 for two or three), plus 1
    when some place of the shortest chains holds a single word, plus 2 when no
    shortest chain stays within familiar words, less 1 when at least
    :data:`MANY_CHAINS` chains have at most par + 1 links.

    >>> grade_points(5, 1, 3, Narrowest(2, ("рана",)), True), grade_points(1, 12, 40, Narrowest(1, ("a", "b")), True)
    (8, 0)
    """
    points = par
    points += 2 if shortest == 1 else 1 if shortest <= 3 else 0
    points += 1 if narrow is not None and len(narrow.words) == 1 else 0
    points += 0 if familiar_only else 2
    points -= 1 if within_one >= MANY_CHAINS else 0
    return max(0, points)


def grade_of(points: int) -> int:
    """Return the grade, 1 (easy) to 5 (hardest): ``(points + 1) // 2``, kept within 1 .. 5.

    >>> [grade_of(p) for p in (0, 1, 2, 3, 4, 8, 9, 20)]
    [1, 1, 1, 2, 2, 4, 5, 5]
    """
    return min(GRADES, max(1, (points + 1) // 2))


__all__ = ["Difficulty", "Narrowest", "pair_difficulty", "walks_one_longer", "narrowest",
           "count_chains_through", "group_closeness", "grade_points", "grade_of"]
