"""Why a word is not a game word, in the words a referee needs (pymorphy3 loads only here).

>>> morphological_verdict("столы", "«столы»")[1]
'«столы» is the plural of «стол»'
>>> morphological_verdict("кота", "«кота»")[1]
'«кота» is the genitive of «кот»'
>>> morphological_verdict("бежать", "«бежать»")[1]
'«бежать» is not a noun: it is a verb (infinitive)'
"""

from __future__ import annotations

import os
from functools import lru_cache

from wordgames.i18n import N_, _
from wordgames.lexicon import verdict as v
from wordgames.lexicon.rules import ABBREVIATION_KINDS, NONSTANDARD_KINDS, POS_NAMES, PROPER_KINDS, tag_problem


@lru_cache(maxsize=1)
def analyzer():
    """Return the one pymorphy3 analyser of the process (loaded on first use), shared by every module.

    It is opened on the installed Russian dictionary's path: found by name, pymorphy3 would first read
    the metadata of every installed package for its entry points (about 40 ms of a cold command).
    pymorphy3's own variable ``PYMORPHY2_DICT_PATH``, when set, still chooses the dictionary.
    """
    import pymorphy3     # heavy: loaded when a refusal is first explained
    if pymorphy3.MorphAnalyzer.DICT_PATH_ENV_VARIABLE in os.environ:
        return pymorphy3.MorphAnalyzer(lang="ru")
    import pymorphy3_dicts_ru     # heavy: loaded when a refusal is first explained
    return pymorphy3.MorphAnalyzer(pymorphy3_dicts_ru.get_path(), lang="ru")


# Which problem explains a rejection best when a word has several analyses:
# a form of a common noun first (the referee's usual case), then proper nouns, ...
_PRIORITY = {"case": 0, "number": 0, **{g: 1 for g in ABBREVIATION_KINDS},
             **{g: 2 for g in PROPER_KINDS}, **{g: 3 for g in NONSTANDARD_KINDS}, "pos": 4}


def _preference(problem_and_parse) -> tuple:
    """Sort key: the most telling problem first, then nominative, then singular analyses."""
    problem, parse = problem_and_parse
    return (_PRIORITY[problem], parse.tag.case != "nomn", parse.tag.number != "sing")


def morphological_verdict(key: str, shown: str) -> tuple[str, str, str | None]:
    """Return (code, reason, nominative singular or None) for a folded word the lexicon lacks.

    The reason is a whole sentence in the interface's language (:mod:`wordgames.i18n`).
    """
    morph = analyzer()
    if not morph.word_is_known(key):
        return v.UNKNOWN, _("{word} is not in the dictionary").format(word=shown), None
    parses = [p for p in morph.parse(key) if p.is_known]
    problems = [(tag_problem(p.tag), p) for p in parses]
    if any(problem is None for problem, _parse in problems):
        # A game word by its tags, yet not in the list: the shipped data is older
        # than the installed dictionary, or the word was filtered for its spelling.
        return v.NOT_LISTED, _("{word} is a noun in the dictionary but not in the shipped word list").format(
            word=shown), None
    problem, parse = min(problems, key=_preference)
    if problem == "pos":
        return v.NOT_NOUN, _("{word} is not a noun: it is {kinds}").format(word=shown, kinds=parts_of_speech(key)), \
            None
    lemma = nominative_singular(parse)
    if problem in PROPER_KINDS:
        kind = _(PROPER_KINDS[problem])
        if parse.tag.case == "nomn":
            return v.PROPER, _("{word} is a proper noun ({kind})").format(word=shown, kind=kind), lemma
        return v.PROPER, _("{word} is a proper noun ({kind}, {form} of «{lemma}»)").format(
            word=shown, kind=kind, form=form_name(parse.tag), lemma=lemma), lemma
    if problem in ABBREVIATION_KINDS:
        kind = _(ABBREVIATION_KINDS[problem])
        proper = next((_(PROPER_KINDS[g]) for g in PROPER_KINDS if g in parse.tag), None)
        if proper:
            return v.ABBREVIATION, _("{word} is {kind} ({proper})").format(word=shown, kind=kind, proper=proper), lemma
        return v.ABBREVIATION, _("{word} is {kind}").format(word=shown, kind=kind), lemma
    if problem in NONSTANDARD_KINDS:
        return v.NONSTANDARD, _("{word} is marked in OpenCorpora as {kind}").format(
            word=shown, kind=_(NONSTANDARD_KINDS[problem])), lemma
    return v.FORM, _("{word} is the {form} of «{lemma}»").format(word=shown, form=form_name(parse.tag),
                                                                  lemma=lemma), lemma


def parts_of_speech(key: str) -> str:
    """Return what OpenCorpora knows a folded word as, in words: 'a verb (infinitive)', 'an adverb or a verb'.

    >>> parts_of_speech("сечь")
    'a verb (infinitive)'
    """
    kinds = []
    for p in analyzer().parse(key):
        if p.is_known:
            name = _(POS_NAMES[p.tag.POS]) if p.tag.POS in POS_NAMES else str(p.tag.POS)
            if name not in kinds:
                kinds.append(name)
    return either(kinds)


def either(names: list[str]) -> str:
    """Return names joined as alternatives: 'a verb', 'a verb or an adjective'."""
    return _(" or ").join(names)


FORM_NAMES = {
    ("nomn", "plur"): N_("plural"),
    ("gent", "sing"): N_("genitive"), ("gent", "plur"): N_("genitive plural"),
    ("datv", "sing"): N_("dative"), ("datv", "plur"): N_("dative plural"),
    ("accs", "sing"): N_("accusative"), ("accs", "plur"): N_("accusative plural"),
    ("ablt", "sing"): N_("instrumental"), ("ablt", "plur"): N_("instrumental plural"),
    ("loct", "sing"): N_("prepositional"), ("loct", "plur"): N_("prepositional plural"),
    ("voct", "sing"): N_("vocative"), ("voct", "plur"): N_("vocative plural"),
    ("gen2", "sing"): N_("second genitive"), ("gen2", "plur"): N_("second genitive plural"),
    ("acc2", "sing"): N_("second accusative"), ("acc2", "plur"): N_("second accusative plural"),
    ("loc2", "sing"): N_("locative"), ("loc2", "plur"): N_("locative plural"),
    ("nomn", "sing"): N_("nominative"),
}


def form_name(tag) -> str:
    """Return 'plural', 'genitive', 'dative plural', ... for a noun form's tag, in the interface's language."""
    number = "plur" if tag.number == "plur" else "sing"
    name = FORM_NAMES.get((tag.case, number))
    return _(name) if name else f"{tag.case} {number}"


def nominative_singular(parse) -> str:
    """Return the nominative singular of a parsed noun (the nominative plural for pluralia tantum)."""
    target = {"nomn", "plur"} if "Pltm" in parse.tag else {"nomn", "sing"}
    form = parse.inflect(target)
    return form.word if form is not None else parse.normal_form
