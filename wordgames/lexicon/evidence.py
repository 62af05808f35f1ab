"""What each dictionary says of a word: the evidence a verdict names, and its sentences.

A verdict on the shipped lexicon names which dictionaries list the word, and
for a refusal why each one refuses.  The evidence is also a small dict of
stable English codes for ``--json``: ``{"opencorpora": ..., "efremova": ...}``
where ``"noun"`` means the dictionary lists the word as a game word.

>>> from wordgames.lexicon import sources as s
>>> accepted_reason("«крест»", s.OPENCORPORA_BIT | s.EFREMOVA_BIT, 0)
"«крест» is in OpenCorpora and in Efremova's dictionary"
>>> accepted_reason("«знакомая»", s.EFREMOVA_BIT, s.ADJECTIVE)
"«знакомая» is a noun in Efremova's dictionary; OpenCorpora has it only as an adjective"
>>> listed(s.EFREMOVA_BIT, s.ADJECTIVE)
{'opencorpora': 'adjective', 'efremova': 'noun'}
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from wordgames.i18n import N_, _
from wordgames.lexicon import sources as s
from wordgames.lexicon import verdict as v

BOTH = s.OPENCORPORA_BIT | s.EFREMOVA_BIT
NOUN = "noun"                  # the dictionary lists the word as a game word
ABSENT = "not-listed"

# Why OpenCorpora lacks a word only Efremova's dictionary lists, by note (sources.py).
ONLY_EFREMOVA = {
    s.UNKNOWN: N_("{word} is in Efremova's dictionary, not in OpenCorpora"),
    s.ADJECTIVE: N_("{word} is a noun in Efremova's dictionary; OpenCorpora has it only as an adjective"),
    s.PARTICIPLE: N_("{word} is a noun in Efremova's dictionary; OpenCorpora has it only as a participle"),
    s.VERB_FORM: N_("{word} is a noun in Efremova's dictionary; OpenCorpora has it only as a verb form"),
    s.ADVERB: N_("{word} is a noun in Efremova's dictionary; OpenCorpora has it only as an adverb"),
    s.ABBREVIATION: N_("{word} is in Efremova's dictionary, an abbreviation written in lower case and declined; "
                       "OpenCorpora marks it as an abbreviation"),
    s.NONSTANDARD: N_("{word} is in Efremova's dictionary; OpenCorpora marks it as slang or a misspelling"),
    s.ORGANISATION: N_("{word} is in Efremova's dictionary; OpenCorpora marks it as the name of an organisation"),
    s.RARE_SINGULAR: N_("{word} is a plural-only noun in Efremova's dictionary; OpenCorpora reads it as the "
                        "plural of a rarer singular"),
    s.COLLOQUIAL_SINGULAR: N_("{word} is a plural-only noun: Efremova's dictionary lists its colloquial singular, "
                              "and the plural is used a hundred times as often; OpenCorpora reads it as a plural"),
    s.MASCULINE: N_("{word} is a noun by Efremova's dictionary, which lists its feminine; OpenCorpora has it only "
                    "as an adjective or participle"),
    s.OTHER: N_("{word} is a noun in Efremova's dictionary; OpenCorpora reads it otherwise"),
}
IN_BOTH = N_("{word} is in OpenCorpora and in Efremova's dictionary")
ONLY_OPENCORPORA = N_("{word} is in OpenCorpora, not in Efremova's dictionary")
IN_NEITHER = N_("{word} is in neither OpenCorpora nor Efremova's dictionary")
LEFT_OUT = N_("{word} is a common noun, but neither dictionary here lists it as one: OpenCorpora knows it only "
              "as {kinds}, and the list of Efremova's headwords leaves it out; a table that plays it adds it to "
              "its own words")
LEFT_OUT_FILE = Path(__file__).with_name("left_out.txt")
"""The reviewed list of common nouns that neither shipped dictionary lists as one (``сечь``)."""
BOTH_REASONS = N_("{opencorpora}; {efremova}")

SOURCE_REFUSALS = {
    (s.EFREMOVA_BIT, s.OPENCORPORA): N_("{word} is in Efremova's dictionary, not in OpenCorpora, and this table "
                                        "takes only OpenCorpora's words (--source opencorpora)"),
    (s.OPENCORPORA_BIT, s.EFREMOVA): N_("{word} is in OpenCorpora, not in Efremova's dictionary, and this table "
                                        "takes only Efremova's words (--source efremova)"),
    (s.EFREMOVA_BIT, "both"): N_("{word} is only in Efremova's dictionary, and this table takes only the words "
                                 "both dictionaries list (--source both)"),
    (s.OPENCORPORA_BIT, "both"): N_("{word} is only in OpenCorpora, and this table takes only the words "
                                    "both dictionaries list (--source both)"),
}


def accepted_reason(shown: str, bits: int, note: int) -> str:
    """Return the sentence of an accepted word of the shipped lexicon: which dictionaries list it."""
    if bits == BOTH:
        return _(IN_BOTH).format(word=shown)
    if bits == s.OPENCORPORA_BIT:
        return _(ONLY_OPENCORPORA).format(word=shown)
    return _(ONLY_EFREMOVA.get(note, ONLY_EFREMOVA[s.OTHER])).format(word=shown)


def listed(bits: int, note: int) -> dict[str, str]:
    """Return the evidence codes of a word the shipped trie has."""
    return {s.OPENCORPORA: NOUN if bits & s.OPENCORPORA_BIT else s.NOTE_NAMES.get(note, "other"),
            s.EFREMOVA: NOUN if bits & s.EFREMOVA_BIT else ABSENT}


def source_refusal(shown: str, bits: int, choice: str) -> str:
    """Return why a word of the lexicon is out under ``--source choice``."""
    return _(SOURCE_REFUSALS[(bits, choice)]).format(word=shown)


def with_second_opinion(reason: str, key: str, folder: Path) -> tuple[str, dict[str, str]]:
    """Return a refusal that is not about morphology (a hyphen), with Efremova's word when it lists the key
    (``folder``: where the lexicon's data, Efremova's refusals among it, is)."""
    from wordgames.lexicon import efremova      # refusals only: an accepted word's verdict needs none of it
    code = efremova.refused_in(folder).get(key)
    if code is None:
        return reason, {}
    return _(BOTH_REASONS).format(opencorpora=reason, efremova=efremova.refusal_note(code)), {s.EFREMOVA: code}


@lru_cache(maxsize=1)
def left_out() -> frozenset[str]:
    """Return the words of :data:`LEFT_OUT_FILE`: common nouns the dictionaries miss, whose refusal says so.

    >>> "сечь" in left_out()
    True
    """
    lines = LEFT_OUT_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(line.split("#")[0].strip() for line in lines if line.split("#")[0].strip())


def morphological_evidence(key: str, shown: str, folder: Path) -> tuple[str, str, str | None, dict]:
    """Return (code, reason, lemma, evidence) for a word the shipped lexicon lacks: why each dictionary refuses it
    (``folder``: where the lexicon's data is)."""
    from wordgames.lexicon import efremova      # refusals only, as above
    from wordgames.lexicon.explain import morphological_verdict     # refusals only, as above
    code, reason, lemma = morphological_verdict(key, shown)
    second = efremova.refused_in(folder).get(key)
    if code == v.NOT_NOUN and second is None and key in left_out():
        from wordgames.lexicon.explain import parts_of_speech     # refusals only, as above
        return code, _(LEFT_OUT).format(word=shown, kinds=parts_of_speech(key)), None, \
            {s.OPENCORPORA: code, s.EFREMOVA: ABSENT}
    evidence = {s.OPENCORPORA: code, s.EFREMOVA: second or ABSENT}
    if second is not None:
        return code, _(BOTH_REASONS).format(opencorpora=reason, efremova=efremova.refusal_note(second)), lemma, \
            evidence
    if code == v.UNKNOWN:
        return code, _(IN_NEITHER).format(word=shown), lemma, evidence
    return code, _(BOTH_REASONS).format(opencorpora=reason, efremova=_(efremova.NOT_LISTED)), lemma, evidence
