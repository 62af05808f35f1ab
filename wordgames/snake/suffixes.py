"""Rule 6's ban on diminutive and augmentative forms, as a warning for the players.

No dictionary marks diminutives, so this is a heuristic: a known suffix on
top of a noun that is itself in the lexicon (домик ← дом, ручка ← рука,
домище ← дом).  It never rejects a word: the text allows such a word when the
suffix gives it a new meaning (голенище), and only the players can judge that.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["дом", "домик", "рука", "ручка", "голень", "голенище", "кот"])
>>> diminutive_warning(lex, "домик")
'«домик» may be a diminutive of «дом» (rule 6 allows it only if the suffix gives a new meaning)'
>>> diminutive_warning(lex, "ручка")
'«ручка» may be a diminutive of «рука» (rule 6 allows it only if the suffix gives a new meaning)'
>>> diminutive_warning(lex, "голенище") is None   # the text's own example of an allowed word
True
>>> diminutive_warning(lex, "кот") is None
True
"""

from __future__ import annotations

from wordgames.i18n import N_, _
from wordgames.lexicon import Lexicon
from wordgames.lexicon.text import Word

# Words the text itself allows although they carry such a suffix.
ALLOWED = frozenset({"голенище"})

# (suffix, kind) — longer suffixes first so that «-очка» is tried before «-ка».
SUFFIXES = [
    ("онька", "diminutive"), ("енька", "diminutive"), ("ушка", "diminutive"), ("юшка", "diminutive"),
    ("очка", "diminutive"), ("ечка", "diminutive"), ("ышко", "diminutive"), ("ишко", "diminutive"),
    ("ишка", "diminutive"), ("очек", "diminutive"), ("ечек", "diminutive"), ("онок", "diminutive"),
    ("енок", "diminutive"), ("ище", "augmentative"), ("ища", "augmentative"), ("ина", "augmentative"),
    ("чик", "diminutive"), ("ик", "diminutive"), ("ок", "diminutive"), ("ек", "diminutive"),
    ("ца", "diminutive"), ("цо", "diminutive"), ("це", "diminutive"), ("ка", "diminutive"),
    ("ко", "diminutive"),
]
ENDINGS = ("", "а", "я", "о", "е", "ь")
WARNINGS = {"diminutive": N_("«{word}» may be a diminutive of {bases} (rule 6 allows it only if the suffix gives "
                             "a new meaning)"),
            "augmentative": N_("«{word}» may be an augmentative of {bases} (rule 6 allows it only if the suffix "
                               "gives a new meaning)")}
# Consonants that alternate before these suffixes: ручка ← рука, ножка ← нога, мушка ← муха.
ALTERNATIONS = {"ч": "кц", "ж": "гз", "ш": "хс", "щ": "ст"}


def bases(word: Word, suffix: str) -> list[Word]:
    """Return the nouns ``word`` could be built from with ``suffix`` (stem × endings × alternations)."""
    stem = word[: -len(suffix)]
    if len(stem) < 2:
        return []
    stems = [stem] + [stem[:-1] + alt for alt in ALTERNATIONS.get(stem[-1], "")]
    return [s + ending for s in stems for ending in ENDINGS]


def diminutive_warning(lexicon: Lexicon, word: Word) -> str | None:
    """Return a warning if ``word`` looks like a diminutive or augmentative of lexicon nouns."""
    if word in ALLOWED:
        return None
    for suffix, kind in SUFFIXES:
        if word.endswith(suffix):
            found = list(dict.fromkeys(b for b in bases(word, suffix) if b != word and b in lexicon))
            if found:
                of = _(" or ").join(f"«{b}»" for b in found)
                return _(WARNINGS[kind]).format(word=word, bases=of)
    return None
