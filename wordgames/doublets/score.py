"""Scoring a chain: the Vanity Fair rules of 1879 and Carroll's «new method» of 1880.

Vanity Fair (rule text, «Метод подсчёта очков»): a doublet is worth the
letters of its two words; with marked links each segment between given words
counts as a doublet of its own.  A chain with the fewest possible links gets
the full worth, and each extra link costs one mark (never below zero).

New method (Carroll's letter to Vanity Fair for the competition's second
year): the shortest chain is worth the letters of its links, marked links
counting as ordinary links; each extra link costs as many marks as it has
letters.

>>> vanity_fair(word_length=4, segments=1, links=5, shortest=4).marks      # the text: 5 links, 7 marks
7
>>> [vanity_fair(4, 1, links, 4).marks for links in (4, 5, 8, 12, 13)]    # the text: 8, 7, 4, 0
[8, 7, 4, 0, 0]
>>> [new_method(3, links, 4).marks for links in (4, 5, 6, 7, 8)]          # Carroll's PIG → STY
[12, 9, 6, 3, 0]
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from wordgames.doublets.marked import chain_through
from wordgames.doublets.rules import links_of
from wordgames.doublets.verify import verify_chain
from wordgames.errors import ArgumentError, IllegalMoveError
from wordgames.i18n import _
from wordgames.lexicon import Lexicon

VANITY_FAIR = "vanity-fair"
NEW_METHOD = "new"
METHODS = (VANITY_FAIR, NEW_METHOD)


class Score(NamedTuple):
    """Marks of a chain out of the doublet's worth, with the counts they come from."""

    method: str
    marks: int
    worth: int
    links: int
    shortest: int

    @property
    def extra(self) -> int:
        """Return how many links the chain has beyond the fewest possible."""
        return self.links - self.shortest


def vanity_fair(word_length: int, segments: int, links: int, shortest: int) -> Score:
    """Return the Vanity Fair score: worth 2 × letters per segment, one mark off per extra link."""
    worth = 2 * word_length * segments
    return Score(VANITY_FAIR, max(0, worth - (links - shortest)), worth, links, shortest)


def new_method(word_length: int, links: int, shortest: int) -> Score:
    """Return the new-method score: worth the letters of the shortest chain's links, letters off per extra link."""
    worth = word_length * shortest
    return Score(NEW_METHOD, max(0, worth - word_length * (links - shortest)), worth, links, shortest)


def score_chain(lexicon: Lexicon, chain: Sequence[str], marked: Sequence[str] = (),
                method: str = VANITY_FAIR) -> Score:
    """Return the score of a valid chain; the fewest possible links come from the exact solver.

    Raises :class:`~wordgames.errors.IllegalMoveError` naming every fault of an invalid chain.
    """
    if method not in METHODS:
        raise ArgumentError(_("unknown scoring method {method!r}; choose one of {methods}").format(
            method=method, methods=", ".join(METHODS)), option="method")
    faults = verify_chain(lexicon, chain, marked)
    if faults:
        raise IllegalMoveError(_("not a valid chain: {faults}").format(faults="; ".join(str(f) for f in faults)))
    keys = [lexicon.normalize(w).word for w in chain]
    shortest = chain_through(lexicon, [keys[0], *marked, keys[-1]]).links
    if method == NEW_METHOD:
        return new_method(len(keys[0]), links_of(keys), shortest)
    return vanity_fair(len(keys[0]), len(marked) + 1, links_of(keys), shortest)
