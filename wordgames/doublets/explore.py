"""Explore for setters: the words one letter from a word, and what a word reaches in a few links.

A setter choosing an end word wants to see its neighbourhood: every word one
letter away (:func:`neighbours`, the links of rule 2 read off the word graph,
:func:`~wordgames.doublets.graph.ladder_graph`) and every word within a
number of links (:func:`reach`, a breadth-first search over the same
adjacency, layer by layer).  Familiar words come first
(:func:`~wordgames.lexicon.vocabulary.familiar`, as in the answers), then the
more frequent, then alphabetical order.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит", "кил", "рот", "пил", "дом"])
>>> [(n.word, n.position) for n in neighbours(lex, "кот")]
[('кит', 1), ('рот', 0)]
>>> [(layer.links, layer.words) for layer in reach(lex, "кот", 3).layers]
[(1, ('кит', 'рот')), (2, ('кил',)), (3, ('пил',))]
"""

from __future__ import annotations

from dataclasses import dataclass

from wordgames.doublets.graph import LadderGraph, WordId
from wordgames.doublets.rules import Word
from wordgames.doublets.solve import resolve
from wordgames.lexicon.vocabulary import familiar


@dataclass(frozen=True)
class Neighbour:
    """A word one letter from another: the word, whether it is familiar, the place of the changed letter (from 0)."""

    word: Word
    familiar: bool
    position: int

    def to_dict(self, spell=str) -> dict:
        """Return the JSON fields ``word``, ``familiar`` and ``position`` (counted from 1, as printed)."""
        return {"word": spell(self.word), "familiar": self.familiar, "position": self.position + 1}


@dataclass(frozen=True)
class Layer:
    """The words exactly ``links`` steps from the start, familiar first; ``familiar`` counts those."""

    links: int
    words: tuple[Word, ...]
    familiar: int

    @property
    def count(self) -> int:
        """Return how many words lie at this distance."""
        return len(self.words)

    def to_dict(self, spell=str) -> dict:
        """Return the JSON fields ``links``, ``count``, ``familiar`` and ``words``."""
        return {"links": self.links, "count": self.count, "familiar": self.familiar,
                "words": [spell(w) for w in self.words]}


@dataclass(frozen=True)
class Reach:
    """What ``word`` reaches in at most ``links`` steps: one :class:`Layer` per distance 1..links that has words."""

    word: Word
    links: int
    layers: tuple[Layer, ...]
    dictionary: str

    @property
    def count(self) -> int:
        """Return how many words are reached (the start not counted)."""
        return sum(layer.count for layer in self.layers)

    def to_dict(self, spell=str) -> dict:
        """Return the JSON fields ``word``, ``links``, ``count``, ``dictionary`` and ``by_distance``."""
        return {"word": spell(self.word), "links": self.links, "count": self.count, "dictionary": self.dictionary,
                "by_distance": [layer.to_dict(spell) for layer in self.layers]}


def changed_place(a: Word, b: Word) -> int:
    """Return the place (from 0) of the one letter in which two linked words differ.

    >>> changed_place("кот", "кит")
    1
    """
    return next(i for i, (x, y) in enumerate(zip(a, b)) if x != y)


def familiar_order(lexicon, words) -> list[tuple[Word, bool]]:
    """Return ``words`` with whether each is familiar: familiar first, then the more frequent, then alphabetical.

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.from_words(["кот", "кит", "рот"], frequencies={"кот": 5.0, "кит": 2.5, "рот": 4.5})
    >>> familiar_order(lex, ["кит", "кот", "рот"])
    [('кот', True), ('рот', True), ('кит', False)]
    """
    marked = [(w, familiar(lexicon, w), lexicon.frequency(w)) for w in words]
    marked.sort(key=lambda m: (not m[1], -m[2], m[0]))
    return [(w, is_familiar) for w, is_familiar, _zipf in marked]


def _graph_of(lexicon, word: str) -> tuple[LadderGraph, Word]:
    """Return the graph of the word's length and the folded word; raise UnknownWordError for a rejected word."""
    graph, (key,) = resolve(lexicon, [word])
    return graph, key


def neighbours(lexicon, word: str) -> tuple[Neighbour, ...]:
    """Return every word one letter from ``word`` in the lexicon, familiar first.

    Raises :class:`~wordgames.errors.UnknownWordError` for a word the lexicon rejects.

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.from_words(["head", "heal", "held", "hear", "tail"])
    >>> [n.to_dict() for n in neighbours(lex, "head")][:2]
    [{'word': 'heal', 'familiar': True, 'position': 4}, {'word': 'hear', 'familiar': True, 'position': 4}]
    >>> neighbours(lex, "tail")
    ()
    """
    graph, key = _graph_of(lexicon, word)
    near = graph.neighbours(key)
    return tuple(Neighbour(w, is_familiar, changed_place(key, w)) for w, is_familiar in familiar_order(lexicon, near))


def distance_layers(graph: LadderGraph, source: WordId, links: int) -> list[list[WordId]]:
    """Return the words at each distance 1..``links`` from ``source`` (stopping early when none is left).

    >>> from wordgames.doublets.graph import build_graph
    >>> g = build_graph(["кот", "кит", "кил", "пил", "дом"])
    >>> [[g.words[v] for v in layer] for layer in distance_layers(g, g.index["кот"], 5)]
    [['кит'], ['кил'], ['пил']]
    """
    adjacency = graph.adjacency
    seen = {source}
    frontier, layers = [source], []
    for _step in range(links):
        following = []
        for v in frontier:
            for u in adjacency[v]:
                if u not in seen:
                    seen.add(u)
                    following.append(u)
        if not following:
            break
        layers.append(following)
        frontier = following
    return layers


def reach(lexicon, word: str, links: int) -> Reach:
    """Return the words ``word`` reaches in at most ``links`` steps, by distance, familiar first in each.

    Raises :class:`~wordgames.errors.UnknownWordError` for a word the lexicon
    rejects and :class:`ValueError` for fewer than one link.

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.from_words(["head", "heal", "teal", "tell", "tall", "tail"])
    >>> r = reach(lex, "head", 2)
    >>> r.to_dict()["by_distance"], r.count
    ([{'links': 1, 'count': 1, 'familiar': 1, 'words': ['heal']}, {'links': 2, 'count': 1, 'familiar': 1, 'words': ['teal']}], 2)
    """
    if links < 1:
        raise ValueError(f"links must be at least 1, got {links}")
    graph, key = _graph_of(lexicon, word)
    layers = []
    for distance, ids in enumerate(distance_layers(graph, graph.index[key], links), start=1):
        ordered = familiar_order(lexicon, [graph.words[v] for v in ids])
        layers.append(Layer(distance, tuple(w for w, _f in ordered), sum(f for _w, f in ordered)))
    return Reach(key, links, tuple(layers), graph.dictionary)


__all__ = ["Neighbour", "Layer", "Reach", "neighbours", "reach", "distance_layers", "familiar_order",
           "changed_place"]
