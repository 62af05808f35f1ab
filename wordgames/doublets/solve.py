"""Solving a doublet: the shortest chain, every shortest chain, and why there is none.

Every solver takes the lexicon first; the graph of each word length is built
once per lexicon and reused (:func:`~wordgames.doublets.graph.ladder_graph`).

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит", "кип", "коп", "сип", "дом"], name="tiny",
...                          frequencies={"кит": 3.0, "коп": 2.0})
>>> solution = shortest_chain(lex, "КОТ", "кип")
>>> solution.chain, solution.links, solution.words_of_length
(('кот', 'кит', 'кип'), 1, 6)
>>> every = all_shortest_chains(lex, "кот", "кип")
>>> every.count, every.chains
(2, (('кот', 'кит', 'кип'), ('кот', 'коп', 'кип')))
>>> shortest_chain(lex, "кот", "дом")
Traceback (most recent call last):
...
wordgames.errors.NoChainError: no chain from «кот» to «дом»: they lie in different connected groups of the 6 words of 3 letters in 'tiny': «кот» is in a group of 5 words (кип, кит, коп, кот, сип), «дом» is alone (no word of the list differs from it in one letter)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from wordgames.doublets.graph import LadderGraph, ladder_graph
from wordgames.doublets.paths import count_chains, iter_chains, most_familiar, shortest_levels
from wordgames.doublets.rules import RULE_MARKED, Chain, Word, links_of
from wordgames.errors import ArgumentError, NoChainError
from wordgames.i18n import _, ngettext
from wordgames.lexicon import Lexicon, fold

SMALL_GROUP = 12     # groups up to this size are listed word by word in explanations
DEFAULT_CAP = 20     # how many chains --all lists


@dataclass(frozen=True, slots=True)
class Solution:
    """A solved doublet: the chain (folded words) and what it was solved against.

    ``marked`` are the marked links it had to pass; ``count`` and ``chains``
    are filled only when all shortest chains were asked for (``chains`` is
    capped, ``count`` is exact).
    """

    chain: Chain
    dictionary: str
    words_of_length: int
    marked: tuple[Word, ...] = ()
    count: int | None = None
    chains: tuple[Chain, ...] = ()

    @property
    def start(self) -> Word:
        return self.chain[0]

    @property
    def end(self) -> Word:
        return self.chain[-1]

    @property
    def links(self) -> int:
        """Return the number of links: the words between the doublet's two words."""
        return links_of(self.chain)

    def to_dict(self, spell=lambda w: w) -> dict:
        """Return the JSON fields: start, end, chain, links, marked, dictionary, words_of_length (, count, chains)."""
        out = {"start": spell(self.start), "end": spell(self.end),
               "chain": [spell(w) for w in self.chain], "links": self.links,
               "marked": [spell(w) for w in self.marked],
               "dictionary": self.dictionary, "words_of_length": self.words_of_length}
        if self.count is not None:
            out["count"] = self.count
            out["chains"] = [[spell(w) for w in c] for c in self.chains]
        return out


def resolve(lexicon: Lexicon, words: Sequence[str]) -> tuple[LadderGraph, list[Word]]:
    """Return the graph of the words' length and the folded words; raise on unknown words or mixed lengths."""
    keys = [fold(w) for w in words]
    length = len(keys[0])
    graph = ladder_graph(lexicon, length)
    index = graph.index
    for k in keys:
        if k not in index:                 # not plain dictionary input: check each word properly
            keys = [_key(lexicon, w) for w in words]
            length = len(keys[0])
            break
    if any(len(k) != length for k in keys):
        shown = ", ".join(_("«{word}» has {n}").format(word=w.strip(), n=len(k)) for w, k in zip(words, keys))
        raise NoChainError(_("no chain: a doublet is two words of the same number of letters ({shown})").format(
            shown=shown), code="lengths")
    return (graph if graph.length == length else ladder_graph(lexicon, length)), keys


def _key(lexicon: Lexicon, word: str) -> Word:
    """Return the folded word if the lexicon accepts it, else raise with the lexicon's reason.

    Plain input is looked up in the graph of its length directly; anything
    else (look-alike letters, unknown words) goes through ``lexicon.check``.
    """
    key = fold(word)
    if key and key in ladder_graph(lexicon, len(key)).index:
        return key
    return lexicon.check(word)


def check_distinct(words: Sequence[Word]) -> None:
    """Raise :class:`NoChainError` if a word is given twice (rule 3: no word appears twice)."""
    seen: dict[Word, int] = {}
    for place, word in enumerate(words, start=1):
        if word in seen:
            if len(words) == 2:
                message = _("no chain: the two words of the doublet are the same; "
                            "rule {rule}: no word may appear twice in a chain").format(rule=RULE_MARKED)
            else:
                message = _("no chain: «{word}» is given twice (words {first} and {second}); "
                            "rule {rule}: no word may appear twice in a chain").format(
                    word=word, first=seen[word], second=place, rule=RULE_MARKED)
            raise NoChainError(message, code="repeat")
        seen[word] = place


def _solve_ids(lexicon: Lexicon, start: str, end: str):
    """Return (graph, start id, end id, levels) for a doublet, or raise with the reason.

    Two distinct dictionary words of one length, as typed, are looked up
    directly; anything else goes through :func:`resolve` and
    :func:`check_distinct` for its reason.
    """
    a, b = fold(start), fold(end)
    graph = ladder_graph(lexicon, len(a))
    s, t = graph.index.get(a), graph.index.get(b)
    if s is None or t is None or s == t:
        graph, (a, b) = resolve(lexicon, [start, end])
        check_distinct([a, b])
        s, t = graph.index[a], graph.index[b]
    if graph.group[s] != graph.group[t]:
        raise NoChainError(why_no_chain(graph, a, b))
    return graph, s, t, shortest_levels(graph, s, t)


def shortest_chain(lexicon: Lexicon, start: str, end: str) -> Solution:
    """Return the most familiar of the shortest chains from ``start`` to ``end``.

    Raises :class:`~wordgames.errors.UnknownWordError` for a word the lexicon
    rejects and :class:`~wordgames.errors.NoChainError` when no chain exists.
    """
    graph, s, t, levels = _solve_ids(lexicon, start, end)
    chain = tuple(map(graph.words.__getitem__, most_familiar(graph, levels)))
    return Solution(chain, graph.dictionary, len(graph))


def all_shortest_chains(lexicon: Lexicon, start: str, end: str, cap: int = DEFAULT_CAP) -> Solution:
    """Return the most familiar shortest chain with the number of all of them and the first ``cap``."""
    if cap < 0:
        raise ArgumentError(_("the cap on listed chains must not be negative, got {cap}").format(cap=cap), option="cap")
    graph, s, t, levels = _solve_ids(lexicon, start, end)
    chain = tuple(graph.words[v] for v in most_familiar(graph, levels))
    listed = []
    for ids in iter_chains(graph, levels):
        if len(listed) >= cap:
            break
        listed.append(tuple(graph.words[v] for v in ids))
    return Solution(chain, graph.dictionary, len(graph),
                    count=count_chains(graph, levels), chains=tuple(listed))


def why_no_chain(graph: LadderGraph, a: Word, b: Word) -> str:
    """Return, in words, why two words of one graph have no chain: their connected groups."""
    return ngettext("no chain from «{a}» to «{b}»: they lie in different connected groups of the {n} word "
                    "{of_letters} in {dictionary!r}: {first}, {second}",
                    "no chain from «{a}» to «{b}»: they lie in different connected groups of the {n} words "
                    "{of_letters} in {dictionary!r}: {first}, {second}", len(graph)).format(
        a=a, b=b, n=len(graph), dictionary=graph.dictionary,
        of_letters=ngettext("of {n} letter", "of {n} letters", graph.length).format(n=graph.length),
        first=describe_group(graph, a), second=describe_group(graph, b))


def describe_group(graph: LadderGraph, word: Word) -> str:
    """Return a phrase naming the size of a word's connected group, and its members if few."""
    members = graph.group_of(word)
    if len(members) == 1:
        return _("«{word}» is alone (no word of the list differs from it in one letter)").format(word=word)
    if len(members) <= SMALL_GROUP:
        return ngettext("«{word}» is in a group of {n} word ({members})",
                        "«{word}» is in a group of {n} words ({members})", len(members)).format(
            word=word, n=len(members), members=", ".join(graph.words[v] for v in members))
    return ngettext("«{word}» is in a group of {n} word", "«{word}» is in a group of {n} words",
                    len(members)).format(word=word, n=len(members))
