"""The lexicon: Russian nominative singular common nouns, and any other word list.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит"])
>>> "кот" in lex
True

See :class:`~wordgames.lexicon.core.Lexicon`; the shipped dictionary is
``Lexicon.default()``, built by :mod:`wordgames.lexicon.build`.
"""

from importlib import import_module

from wordgames.lexicon.core import Lexicon, data_dir
from wordgames.lexicon.derived import Derived, derived
from wordgames.lexicon.text import Normalized, Word, fold, normalize

# Imported on first use, so that loading a lexicon and looking a word up loads neither the user's
# overlay (file locking, atomic writes) nor the verdicts (tests/test_imports.py).
_LATER = {"UserWords": ("overlay", "UserWords"), "default_user_words_path": ("overlay", "default_path"),
          "Verdict": ("verdict", "Verdict")}


def __getattr__(name: str):
    """Return a name of a submodule imported on first use (PEP 562)."""
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attribute = _LATER[name]
    value = getattr(import_module(f"{__name__}.{module}"), attribute)
    globals()[name] = value
    return value


__all__ = ["Lexicon", "Derived", "derived", "UserWords", "Verdict", "Word", "Normalized", "fold", "normalize",
           "data_dir", "default_user_words_path"]
