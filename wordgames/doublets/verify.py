"""Judging a submitted chain: every fault, with the place of the word it concerns.

A chain is valid when every word is in the dictionary, every step replaces
exactly one letter in its place (rule 2), no word appears twice (rule 3) and
the marked links, if any, appear among the links in the given order (rule 3).

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["бант", "рант", "рана", "раса", "роса", "коса"], name="carroll")
>>> verify_chain(lex, ["БАНТ", "рант", "рана", "раса", "роса", "КОСА"])
[]
>>> for fault in verify_chain(lex, ["бант", "рант", "раса", "рант", "ранк"], marked=["роса"]):
...     print(fault)
word 3 «раса»: changes 2 letters of «рант» (at places 3, 4); rule 2 allows one
word 4 «рант»: changes 2 letters of «раса» (at places 3, 4); rule 2 allows one
word 4 «рант»: already appears as word 2; rule 3: no word may appear twice
word 5 «ранк»: «ранк» is not in the word list 'carroll'
the marked link «роса» is not among the links; rule 3: marked links must be in the chain in the given order
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from wordgames.doublets.rules import RULE_MARKED, RULE_STEP, changed_positions
from wordgames.i18n import _, ngettext
from wordgames.lexicon import Lexicon

RULE_DICTIONARY = "dictionary"
RULE_DOUBLET = "1"


@dataclass(frozen=True)
class Fault:
    """One thing wrong with a chain: the word's 1-based place (None for the chain as a whole), the rule, why.

    ``code`` names the fault in a stable English word for ``--json`` (the message is in the interface's language).
    """

    position: int | None
    word: str | None
    rule: str
    message: str
    code: str = ""

    def __str__(self) -> str:
        if self.position is None:
            return self.message
        return _("word {position} «{word}»: {message}").format(position=self.position, word=self.word,
                                                               message=self.message)

    def to_dict(self) -> dict:
        """Return the fault as JSON fields."""
        return {"position": self.position, "word": self.word, "rule": self.rule,
                "message": self.message, "code": self.code}


def verify_chain(lexicon: Lexicon, chain: Sequence[str], marked: Sequence[str] = ()) -> list[Fault]:
    """Return every fault of ``chain`` (empty when it is a valid chain), in order of place."""
    words = [w.strip() for w in chain]
    verdicts = [lexicon.explain(w) for w in words]
    keys = [v.key for v in verdicts]
    by_place: list[list[Fault]] = [[] for _ in words]
    if len(words) < 2:
        return [Fault(None, None, RULE_DOUBLET,
                      ngettext("a chain needs at least the two words of a doublet, got {n}",
                               "a chain needs at least the two words of a doublet, got {n}",
                               len(words)).format(n=len(words)), "too-short")]
    for place, (word, verdict) in enumerate(zip(words, verdicts)):
        if not verdict.accepted:
            by_place[place].append(Fault(place + 1, word, RULE_DICTIONARY, verdict.reason, "dictionary"))
    for place in range(1, len(words)):
        fault = step_fault(keys[place - 1], keys[place], lexicon.spelling(keys[place - 1]))
        if fault:
            code, message = fault
            by_place[place].insert(0, Fault(place + 1, words[place], RULE_STEP, message, code))
    first_seen: dict[str, int] = {}
    for place, key in enumerate(keys):
        if key in first_seen:
            by_place[place].append(Fault(place + 1, words[place], RULE_MARKED,
                                         _("already appears as word {first}; "
                                           "rule {rule}: no word may appear twice").format(
                                             first=first_seen[key] + 1, rule=RULE_MARKED), "repeat"))
        first_seen.setdefault(key, place)
    faults = [f for fs in by_place for f in fs]
    return faults + marked_faults(lexicon, keys, marked)


def step_fault(before: str, after: str, spelled: str | None = None) -> tuple[str, str] | None:
    """Return (code, what is wrong) with the step from ``before`` to ``after`` by rule 2, or None; the message
    names ``before`` as ``spelled`` (the dictionary's spelling, with its ё) when given.

    >>> step_fault("лед", "лот", "лёд")[1]
    'changes 2 letters of «лёд» (at places 2, 3); rule 2 allows one'
    """
    shown = spelled or before
    if len(before) != len(after):
        return "length", ngettext("has {n} letter, «{before}» before it has {m}; "
                                  "rule {rule} keeps every letter in its place",
                                  "has {n} letters, «{before}» before it has {m}; "
                                  "rule {rule} keeps every letter in its place",
                                  len(after)).format(n=len(after), before=shown, m=len(before), rule=RULE_STEP)
    places = changed_positions(before, after)
    if not places:
        return "same", _("is the word before it again; rule {rule} changes one letter").format(rule=RULE_STEP)
    if len(places) > 1:
        return "letters", ngettext("changes {n} letter of «{before}» (at places {places}); rule {rule} allows one",
                                   "changes {n} letters of «{before}» (at places {places}); rule {rule} allows one",
                                   len(places)).format(n=len(places), before=shown,
                                                       places=", ".join(str(p + 1) for p in places), rule=RULE_STEP)
    return None


def marked_faults(lexicon: Lexicon, keys: Sequence[str], marked: Sequence[str]) -> list[Fault]:
    """Return the faults of the marked links: missing from the links, or out of the given order."""
    links = list(keys[1:-1])
    faults = []
    previous: tuple[str, int] | None = None
    for link in marked:
        key = lexicon.normalize(link).word
        if key not in links:
            faults.append(Fault(None, link, RULE_MARKED,
                                _("the marked link «{link}» is not among the links; rule {rule}: "
                                  "marked links must be in the chain in the given order").format(
                                    link=link, rule=RULE_MARKED), "marked-missing"))
            continue
        place = links.index(key) + 2
        if previous is not None and place < previous[1]:
            faults.append(Fault(place, link, RULE_MARKED,
                                _("the marked link comes before «{previous}» (word {place}); "
                                  "rule {rule}: marked links in the given order").format(
                                    previous=previous[0], place=previous[1], rule=RULE_MARKED), "marked-order"))
        previous = (link, place)
    return faults
