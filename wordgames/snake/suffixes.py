"""Rule 6's ban on diminutive and augmentative forms, as a warning (the rule option ``diminutives=warn``).

By default Змейка refuses these words outright: the game plays with the
lexicon less them (:func:`wordgames.lexicon.diminutives.without_diminutives`).
With ``diminutives=warn`` the words stay in and the same evidence
(:func:`wordgames.lexicon.diminutives.diminutive`) only warns the players.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["дом", "домик", "рука", "ручка", "голень", "голенище", "кот", "ар", "арка"])
>>> diminutive_warning(lex, "домик")
'«домик» may be a diminutive of «дом» (rule 6 allows it only if the suffix gives a new meaning)'
>>> [diminutive_warning(lex, w) for w in ("голенище", "ручка", "арка", "кот")]   # голенище: the text's own example
[None, None, None, None]
"""

from __future__ import annotations

from wordgames.i18n import N_, _
from wordgames.lexicon.diminutives import AUGMENTATIVE, DIMINUTIVE, diminutive
from wordgames.lexicon.text import Word

WARNINGS = {DIMINUTIVE: N_("«{word}» may be a diminutive of {bases} (rule 6 allows it only if the suffix gives "
                           "a new meaning)"),
            AUGMENTATIVE: N_("«{word}» may be an augmentative of {bases} (rule 6 allows it only if the suffix "
                             "gives a new meaning)")}


def diminutive_warning(lexicon, word: Word) -> str | None:
    """Return a warning if ``word`` is a diminutive or augmentative of a lexicon noun (see the lexicon's evidence)."""
    found = diminutive(getattr(lexicon, "base", lexicon), word)
    if found is None:
        return None
    return _(WARNINGS[found.kind]).format(word=found.word, bases=f"«{found.base}»")
