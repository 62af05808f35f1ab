"""The second dictionary: Efremova's noun headwords, and when OpenCorpora's morphology contradicts one.

A headword of Efremova's dictionary (``dictionaries/efremova_nouns.txt``) is a
game word unless OpenCorpora's analyses contradict it.  Each analysis of the
word says one of three things:

- it *supports* the headword: a nominative of an adjective or participle (a
  substantivised one: «знакомая», «ведущая»), a verb form, adverb or function
  word that happens to be spelt like the noun («удило», «завтра», «до», the
  note), a lower-case abbreviation word («вуз», «загс»), a word OpenCorpora
  marks as slang or a misspelling, an organisation's name (OpenCorpora marks
  compounds such as «птицефабрика» so), or the nominative plural of a noun
  whose singular is rarer than the plural (pluralia tantum: «мемуары», «качели»);
- it *contradicts* it: another form of a noun or adjective («подлеца» is the
  genitive of «подлец»), a plural whose singular is the commoner word
  («пароли»), a proper name («литва»);
- it *vetoes* it: a pronoun («он», «всякий»), a numeral («два»), or a preposition, conjunction, particle
  or interjection («но», «за», «ура», «ох»): Efremova lists those as nouns in their use as quotations
  («без всяких но», «крики ура»), which is no word to play, and their frequency is the function word's.

The headword is in when no analysis vetoes it and some analysis supports it (or
OpenCorpora does not know the word at all); the note kept with it says what
OpenCorpora makes of it.  Two rules add words the list implies but omits:

- the masculine of a substantivised feminine the list gives («крепостная» →
  «крепостной», «больная» → «больной»): Efremova defines those feminines as the
  feminine of the masculine noun;
- the plural of a singular OpenCorpora marks colloquial, when the plural is used
  at least a hundred times as often (2 on the Zipf scale): «деньга» → «деньги»,
  «гетра» → «гетры».

Hyphenated headwords stay out of the letter games, as OpenCorpora's do.

>>> refusal_note("form")
"Efremova's dictionary lists it, but OpenCorpora knows it only as a form of another word"
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

from wordgames.i18n import N_, _
from wordgames.lexicon import sources as s
from wordgames.lexicon.rules import ABBREVIATION_KINDS, NONSTANDARD_KINDS, PROPER_KINDS, form_problem
from wordgames.lexicon.text import Word, fold

LIST_FILE = "efremova_nouns.txt"
REFUSED_FILE = "efremova_refused.txt"
PLURAL_GAP = 2.0
"""How much more frequent (Zipf) a plural must be than its colloquial singular to come in by itself."""

# Why a headword of the list is not a game word; appended to OpenCorpora's reason in a verdict.
REFUSALS = {
    "form": N_("Efremova's dictionary lists it, but OpenCorpora knows it only as a form of another word"),
    "plural": N_("Efremova's dictionary lists it, but its singular is the commoner word"),
    "proper": N_("Efremova's dictionary lists it, but OpenCorpora knows it only as a proper name"),
    "pronoun": N_("Efremova's dictionary lists it, but pronouns are not game words"),
    "numeral": N_("Efremova's dictionary lists it, but numerals are not game words"),
    "function-word": N_("Efremova's dictionary lists it, but a word that is also a preposition, conjunction, "
                        "particle or interjection is not a game word"),
    "hyphen": N_("Efremova's dictionary lists it, but the letter games take no hyphenated words"),
}
NOT_LISTED = N_("Efremova's dictionary does not list it")
# Which contradiction a refusal names when several analyses contradict the headword.
_REFUSAL_ORDER = ("pronoun", "numeral", "function-word", "plural", "form", "proper")
# Which support the note names when several analyses support the headword.
_SUPPORT_ORDER = (s.ADJECTIVE, s.PARTICIPLE, s.RARE_SINGULAR, s.ABBREVIATION, s.ORGANISATION, s.NONSTANDARD,
                  s.VERB_FORM, s.ADVERB, s.OTHER)
_POS_NOTES = {"ADJF": s.ADJECTIVE, "ADJS": s.ADJECTIVE, "COMP": s.ADVERB, "PRTF": s.PARTICIPLE,
              "PRTS": s.PARTICIPLE, "VERB": s.VERB_FORM, "INFN": s.VERB_FORM, "GRND": s.VERB_FORM,
              "ADVB": s.ADVERB, "PRED": s.ADVERB}
FUNCTION_WORDS = {"PREP", "CONJ", "PRCL", "INTJ"}

Frequency = Callable[[str], float]   # the Zipf frequency of a word as spelt


def refusal_note(code: str) -> str:
    """Return the sentence that says why Efremova's listing of a word does not make it a game word."""
    return _(REFUSALS[code])


def read_list(path: Path) -> list[str]:
    """Return the headwords of the shipped list, as spelt (lower case, ё kept)."""
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def reading(parse, frequency: Frequency) -> tuple[str, int]:
    """Return what one OpenCorpora analysis says of a headword: ('support', note) or (refusal code, 0)."""
    tag = parse.tag
    if tag.POS == "NPRO" or "Apro" in tag:
        return "pronoun", 0
    if tag.POS == "NUMR":
        return "numeral", 0
    if tag.POS in FUNCTION_WORDS:
        return "function-word", 0
    if tag.POS != "NOUN":
        if tag.POS in ("ADJF", "PRTF") and tag.case != "nomn":
            return "form", 0
        return "support", _POS_NOTES.get(tag.POS, s.OTHER)
    if any(g in tag for g in PROPER_KINDS if g != "Orgn") or ("Orgn" in tag and "Abbr" in tag):
        return "proper", 0
    problem = form_problem(tag)
    if problem == "number" and tag.case == "nomn":
        singular = parse.inflect({"nomn", "sing"})
        if singular is not None and frequency(singular.word) < frequency(parse.word):
            return "support", s.RARE_SINGULAR
        return "plural", 0
    if problem is not None:
        return "form", 0
    if any(g in tag for g in ABBREVIATION_KINDS):
        return "support", s.ABBREVIATION
    if any(g in tag for g in NONSTANDARD_KINDS):
        return "support", s.NONSTANDARD
    if "Orgn" in tag:
        return "support", s.ORGANISATION
    return "support", s.OTHER            # a common noun in the nominative singular: the build has it already


def judge(word: str, parses: list, frequency: Frequency) -> tuple[bool, int | str]:
    """Return (True, note) when the headword ``word`` is a game word, else (False, refusal code).

    ``parses`` are OpenCorpora's analyses of the word (none: OpenCorpora does not know it).
    """
    if not parses:
        return True, s.UNKNOWN
    readings = [reading(p, frequency) for p in parses]
    kinds = {kind for kind, _note in readings}
    for veto in ("pronoun", "numeral", "function-word"):
        if veto in kinds:
            return False, veto
    notes = {note for kind, note in readings if kind == "support"}
    if notes:
        return True, next(n for n in _SUPPORT_ORDER if n in notes)
    return False, next(code for code in _REFUSAL_ORDER if code in kinds)


@dataclass(frozen=True)
class Admission:
    """The outcome of reading Efremova's list against OpenCorpora."""

    admitted: dict[Word, tuple[set[str], int]]   # key -> (spellings, note; 0 when OpenCorpora has it too)
    refused: dict[str, str]                       # headword as spelt -> refusal code


def admit(headwords: list[str], common: dict[Word, set[str]], morph, frequency: Frequency,
          is_word: Callable[[str], bool], colloquial: frozenset[Word] | None = None) -> Admission:
    """Return which headwords are game words, given OpenCorpora's game words ``common`` (by key).

    ``is_word`` tells a word of plain letters (no hyphen, digit or space).  ``colloquial`` are the keys of
    ``common`` whose form OpenCorpora marks Infr (the only ones of ``common`` a rule below can add to;
    None: any), so the others need no analysis.
    """
    admitted: dict[Word, tuple[set[str], int]] = {}
    refused: dict[str, str] = {}

    def add(spelling: str, note: int) -> None:
        spellings, first = admitted.setdefault(fold(spelling), (set(), note))
        spellings.add(spelling)

    for word in headwords:
        if not is_word(word):
            refused[word] = "hyphen"
            continue
        key = fold(word)
        settled = key in common and colloquial is not None and key not in colloquial
        # morph.parse of a word OpenCorpora lacks runs its predictor for nothing: ask the dictionary first
        parses = [p for p in morph.parse(word) if p.is_known] if not settled and morph.word_is_known(word) else []
        ok, what = (True, 0) if key in common else judge(word, parses, frequency)
        if not ok:
            refused[word] = what
            continue
        add(word, what)
        for p in parses:
            for derived, note in derived_words(p, frequency, substantivised=key not in common):
                if fold(derived) not in common and is_word(derived):
                    add(derived, note)
    for word in list(refused):                 # a spelling admitted another way is not refused
        if fold(word) in admitted:
            del refused[word]
    return Admission(admitted, refused)


def derived_words(parse, frequency: Frequency, substantivised: bool) -> list[tuple[str, int]]:
    """Return the words a headword's analysis brings in: its masculine, or its plural (see the module).

    ``substantivised`` says the headword is a noun by Efremova alone (OpenCorpora has no noun «столовая» of
    which «столовый» would be the masculine).
    """
    tag = parse.tag
    if (substantivised and tag.POS in ("ADJF", "PRTF") and tag.case == "nomn" and tag.gender == "femn"
            and tag.number == "sing" and "Apro" not in tag):
        masculine = parse.inflect({"masc", "nomn", "sing"})
        if masculine is not None and "Apro" not in masculine.tag:
            return [(masculine.word, s.MASCULINE)]
    if tag.POS == "NOUN" and tag.case == "nomn" and tag.number == "sing" and "Infr" in tag and "Pltm" not in tag \
            and not any(g in tag for g in PROPER_KINDS):
        plural = parse.inflect({"nomn", "plur"})
        if plural is not None and frequency(plural.word) - frequency(parse.word) >= PLURAL_GAP:
            return [(plural.word, s.COLLOQUIAL_SINGULAR)]
    return []


def render_refused(refused: dict[str, str]) -> str:
    """Return the text of the refused-headword file: a header, then 'headword<TAB>code' lines, sorted."""
    lines = ["# wordgames: headwords of efremova_nouns.txt that are not game words, and why",
             "# codes: " + ", ".join(REFUSALS), "# rebuild with: wordgames dict build"]
    lines += [f"{word}\t{refused[word]}" for word in sorted(refused, key=lambda w: (fold(w), w))]
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=4)
def refused_in(folder: Path) -> dict[Word, str]:
    """Return the refused headwords shipped in ``folder``, by folded key (empty when the file is missing)."""
    try:
        text = (folder / REFUSED_FILE).read_text(encoding="utf-8")
    except OSError:
        return {}
    out = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            word, _tab, code = line.partition("\t")
            out.setdefault(fold(word), code)
    return out
