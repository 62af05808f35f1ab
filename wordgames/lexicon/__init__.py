"""The lexicon: Russian nominative singular common nouns, and any other word list.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит"])
>>> "кот" in lex
True

See :class:`~wordgames.lexicon.core.Lexicon`; the shipped dictionary is
``Lexicon.default()``, built by :mod:`wordgames.lexicon.build`.  The user's own words are
:class:`wordgames.lexicon.overlay.UserWords`, a word's verdict :class:`wordgames.lexicon.verdict.Verdict`:
imported from there, so that loading a lexicon and looking a word up loads neither the overlay (file
locking, atomic writes) nor the verdicts (tests/test_imports.py).
"""

from wordgames.lexicon.core import Lexicon, data_dir
from wordgames.lexicon.derived import Derived, derived
from wordgames.lexicon.text import Normalized, Word, fold, normalize

__all__ = ["Lexicon", "Derived", "derived", "Word", "Normalized", "fold", "normalize", "data_dir"]
