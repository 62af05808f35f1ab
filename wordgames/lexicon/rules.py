"""Which dictionary entries are game words: the one predicate, and the names for the verdicts.

A word is a game word when some dictionary entry for it is a common noun in
the nominative singular, or in the nominative plural of a noun that has no
singular (pluralia tantum: «ножницы», «сани»).  Proper names, abbreviations
and the dictionary's misspellings are out.  The build (:mod:`.build`) and the
explanation of a rejection (:mod:`.explain`) both ask :func:`tag_problem`, so
the rule lives here alone.

The predicate works on any object with ``in`` over grammemes and the
attributes ``POS``, ``case`` and ``number`` — a pymorphy3 ``OpencorporaTag``:

>>> def tag(pos, case, number, *extra):
...     return _FakeTag(pos, case, number, extra)
>>> tag_problem(tag("NOUN", "nomn", "sing")) is None
True
>>> tag_problem(tag("NOUN", "nomn", "plur", "Pltm")) is None
True
>>> tag_problem(tag("NOUN", "nomn", "plur"))
'number'
>>> tag_problem(tag("NOUN", "nomn", "sing", "Name"))
'Name'
>>> tag_problem(tag("INFN", None, None))
'pos'
"""

from __future__ import annotations

from typing import NamedTuple

from wordgames.i18n import N_

# Grammemes that make a noun a proper noun, with the words a verdict uses.
PROPER_KINDS = {
    "Name": N_("a personal name"),
    "Surn": N_("a surname"),
    "Patr": N_("a patronymic"),
    "Geox": N_("a place name"),
    "Orgn": N_("the name of an organisation"),
    "Trad": N_("a trademark"),
}
# An abbreviation OpenCorpora has that Efremova's dictionary does not list as a lower-case word («вуз»,
# «загс») is taken as an initialism written in capitals (СССР, ЭВМ): Змейка's rule 6 forbids those.
ABBREVIATION_KINDS = {"Abbr": N_("an abbreviation written in capitals"), "Init": N_("an initial")}

# The dictionary's own markers of words a fair referee would not accept:
# misspellings (Erro), distorted spellings (Dist) and slang (Slng: 86 forms,
# many of them obscene; the rules appeal to «какой-нибудь словарь», and
# standard dictionaries do not list slang).  Informal (Infr), archaic (Arch)
# and literary (Litr) words are ordinary dictionary words and are in.
NONSTANDARD_KINDS = {"Erro": N_("a misspelling"), "Dist": N_("a distorted spelling"), "Slng": N_("slang")}

EXCLUDED_GRAMMEMES = {**ABBREVIATION_KINDS, **PROPER_KINDS, **NONSTANDARD_KINDS}

POS_NAMES = {
    "NOUN": N_("a noun"), "ADJF": N_("an adjective"), "ADJS": N_("a short adjective"),
    "COMP": N_("a comparative"), "VERB": N_("a verb"), "INFN": N_("a verb (infinitive)"),
    "PRTF": N_("a participle"), "PRTS": N_("a short participle"), "GRND": N_("a verbal adverb"),
    "NUMR": N_("a numeral"), "ADVB": N_("an adverb"), "NPRO": N_("a pronoun"),
    "PRED": N_("a predicative"), "PREP": N_("a preposition"), "CONJ": N_("a conjunction"),
    "PRCL": N_("a particle"), "INTJ": N_("an interjection"),
}


def tag_problem(tag) -> str | None:
    """Return None when ``tag`` makes a game word, else what is wrong with it.

    The answer is ``'pos'`` (not a noun), an excluded grammeme such as
    ``'Geox'`` or ``'Abbr'``, ``'case'`` (not nominative) or ``'number'``
    (plural of a noun that has a singular).
    """
    if tag.POS != "NOUN":
        return "pos"
    for grammeme in EXCLUDED_GRAMMEMES:
        if grammeme in tag:
            return grammeme
    return form_problem(tag)


def form_problem(tag) -> str | None:
    """Return None for the nominative singular (or the plural of a plural-only noun), else 'case' or 'number'."""
    if tag.case != "nomn":
        return "case"
    if tag.number == "sing" or (tag.number == "plur" and "Pltm" in tag):
        return None
    return "number"


class _FakeTag(NamedTuple):
    """A stand-in for a pymorphy3 tag in the examples above."""

    POS: str
    case: str | None
    number: str | None
    extra: tuple[str, ...]

    def __contains__(self, grammeme: object) -> bool:
        return grammeme in self.extra


def proper_noun_problem(tag) -> str | None:
    """Return None when ``tag`` is a proper noun in the nominative singular (the house rule's list).

    Proper nouns are admitted in Словесный бой «при общем согласии игроков»;
    abbreviations and misspellings stay out even then.

    >>> proper_noun_problem(_FakeTag("NOUN", "nomn", "sing", ("Geox",))) is None
    True
    >>> proper_noun_problem(_FakeTag("NOUN", "nomn", "sing", ()))
    'common'
    """
    if tag.POS != "NOUN":
        return "pos"
    if not any(g in tag for g in PROPER_KINDS):
        return "common"
    for grammeme in (*ABBREVIATION_KINDS, *NONSTANDARD_KINDS):
        if grammeme in tag:
            return grammeme
    return form_problem(tag)
