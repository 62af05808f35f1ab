"""Whether a doublet's answer needs a rare word, and the shortest chain through familiar words instead.

The solver ranks the shortest chains by familiarity (:func:`~wordgames.doublets.paths.most_familiar`:
the rarest link as frequent as it can be), so when a shortest chain of familiar
words exists it is the one shown.  When every shortest chain needs a word a
table would dispute, :func:`familiar_note` says which, and gives the shortest
chain whose links are all familiar (:mod:`wordgames.lexicon.vocabulary`), one
link longer or more, or says that none joins the two words.

>>> from wordgames.lexicon import Lexicon
>>> freq = {"шар": 4.07, "дар": 4.3, "даб": 2.39, "дуб": 3.72, "куб": 3.84, "бар": 4.27, "бур": 3.3,
...         "бум": 3.9, "кум": 3.6}
>>> lex = Lexicon.from_words(freq, frequencies=freq)
>>> note = familiar_note(lex, ("шар", "дар", "даб", "дуб", "куб"))        # the only chain of 3 links
>>> note.rare, note.chain, note.links
(('даб',), ('шар', 'бар', 'бур', 'бум', 'кум', 'куб'), 4)
>>> familiar_note(lex, note.chain) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from wordgames.doublets.graph import ladder_graph
from wordgames.doublets.paths import most_familiar, shortest_levels
from wordgames.doublets.rules import Chain, Word
from wordgames.lexicon.vocabulary import Vocabulary, familiar, vocabulary


@dataclass(frozen=True)
class FamiliarNote:
    """The rare links of an answer, and the shortest chain of familiar links (None when there is none)."""

    rare: tuple[Word, ...]
    chain: Chain | None

    @property
    def links(self) -> int | None:
        """Return the number of links of the familiar chain (words between the ends), or None."""
        return None if self.chain is None else len(self.chain) - 2

    def to_dict(self, spell=str) -> dict:
        """Return the note as JSON fields: ``rare``, ``familiar_chain``, ``familiar_links``."""
        return {"rare": [spell(w) for w in self.rare],
                "familiar_chain": None if self.chain is None else [spell(w) for w in self.chain],
                "familiar_links": self.links}


def rare_links(lexicon, chain: Chain) -> tuple[Word, ...]:
    """Return the links of ``chain`` (not its ends) that are not familiar words, in order."""
    return tuple(w for w in chain[1:-1] if not familiar(lexicon, w))


def familiar_chain(lexicon, start: Word, end: Word) -> Chain | None:
    """Return the most familiar shortest chain from ``start`` to ``end`` whose links are all familiar, or None."""
    words = vocabulary(lexicon, length=len(start))
    if start not in words or end not in words:      # the ends are the setter's: add them to the familiar words
        words = Vocabulary(lexicon, [*words, start, end])
    graph = ladder_graph(words, len(start))
    s, t = graph.index.get(start), graph.index.get(end)
    if s is None or t is None or graph.group[s] != graph.group[t]:     # not joined through familiar words
        return None
    if s == t:
        return (start,)
    return tuple(graph.words[v] for v in most_familiar(graph, shortest_levels(graph, s, t)))


def familiar_note(lexicon, chain: Chain) -> FamiliarNote | None:
    """Return what the answer ``chain`` needs that is rare, and the familiar alternative; None if all is familiar."""
    rare = rare_links(lexicon, chain)
    if not rare:
        return None
    return FamiliarNote(rare, familiar_chain(lexicon, chain[0], chain[-1]))


def prefer_familiar(lexicon, solution):
    """Return (the solution, a note): its chain replaced by one of familiar links when one is as short, else
    the :class:`FamiliarNote` saying what it needs (None when every link is familiar).

    The solver's ranking knows frequencies, not whether the dictionaries agree,
    so a shortest chain of familiar words it did not pick is taken here.
    """
    note = familiar_note(lexicon, solution.chain)
    if note is not None and note.chain is not None and len(note.chain) == len(solution.chain):
        return replace(solution, chain=note.chain), None
    return solution, note


__all__ = ["FamiliarNote", "familiar_note", "familiar_chain", "rare_links", "prefer_familiar"]
