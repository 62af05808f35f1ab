"""Why a word is not a game word, in the words a referee needs (pymorphy3 loads only here).

>>> morphological_verdict("столы", "«столы»")[1]
'«столы» is the plural of «стол»'
>>> morphological_verdict("кота", "«кота»")[1]
'«кота» is the genitive of «кот»'
>>> morphological_verdict("бежать", "«бежать»")[1]
'«бежать» is not a noun: it is a verb (infinitive)'
"""

from __future__ import annotations

from functools import lru_cache

from wordgames.lexicon import verdict as v
from wordgames.lexicon.rules import (ABBREVIATION_KINDS, CASE_NAMES, NONSTANDARD_KINDS,
                                     POS_NAMES, PROPER_KINDS, tag_problem)


@lru_cache(maxsize=1)
def analyzer():
    """Return the one pymorphy3 analyser of the process (loaded on first use)."""
    import pymorphy3
    return pymorphy3.MorphAnalyzer()


# Which problem explains a rejection best when a word has several analyses:
# a form of a common noun first (the referee's usual case), then proper nouns, ...
_PRIORITY = {"case": 0, "number": 0, **{g: 1 for g in ABBREVIATION_KINDS},
             **{g: 2 for g in PROPER_KINDS}, **{g: 3 for g in NONSTANDARD_KINDS}, "pos": 4}


def _preference(problem_and_parse) -> tuple:
    """Sort key: the most telling problem first, then nominative, then singular analyses."""
    problem, parse = problem_and_parse
    return (_PRIORITY[problem], parse.tag.case != "nomn", parse.tag.number != "sing")


def morphological_verdict(key: str, shown: str) -> tuple[str, str, str | None]:
    """Return (code, reason, nominative singular or None) for a folded word the lexicon lacks."""
    morph = analyzer()
    if not morph.word_is_known(key):
        return v.UNKNOWN, f"{shown} is not in the dictionary", None
    parses = [p for p in morph.parse(key) if p.is_known]
    problems = [(tag_problem(p.tag), p) for p in parses]
    if any(problem is None for problem, _ in problems):
        # A game word by its tags, yet not in the list: the shipped data is older
        # than the installed dictionary, or the word was filtered for its spelling.
        return v.NOT_LISTED, f"{shown} is a noun in the dictionary but not in the shipped word list", None
    problem, parse = min(problems, key=_preference)
    if problem == "pos":
        kinds = []
        for p in parses:
            name = POS_NAMES.get(p.tag.POS, str(p.tag.POS))
            if name not in kinds:
                kinds.append(name)
        return v.NOT_NOUN, f"{shown} is not a noun: it is {' or '.join(kinds)}", None
    lemma = nominative_singular(parse)
    if problem in PROPER_KINDS:
        form = "" if parse.tag.case == "nomn" else f", {form_name(parse.tag)} of «{lemma}»"
        return v.PROPER, f"{shown} is a proper noun ({PROPER_KINDS[problem]}{form})", lemma
    if problem in ABBREVIATION_KINDS:
        kind = next((PROPER_KINDS[g] for g in PROPER_KINDS if g in parse.tag), None)
        of = f" ({kind})" if kind else ""
        return v.ABBREVIATION, f"{shown} is {ABBREVIATION_KINDS[problem]}{of}", lemma
    if problem in NONSTANDARD_KINDS:
        return v.NONSTANDARD, f"{shown} is marked in the dictionary as {NONSTANDARD_KINDS[problem]}", lemma
    return v.FORM, f"{shown} is the {form_name(parse.tag)} of «{lemma}»", lemma


def form_name(tag) -> str:
    """Return 'plural', 'genitive', 'dative plural', ... for a noun form's tag."""
    case = CASE_NAMES.get(tag.case, str(tag.case))
    if tag.number == "plur":
        return "plural" if tag.case == "nomn" else f"{case} plural"
    return case


def nominative_singular(parse) -> str:
    """Return the nominative singular of a parsed noun (the nominative plural for pluralia tantum)."""
    target = {"nomn", "plur"} if "Pltm" in parse.tag else {"nomn", "sing"}
    form = parse.inflect(target)
    return form.word if form is not None else parse.normal_form
