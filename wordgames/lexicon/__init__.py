"""The lexicon: Russian nominative singular common nouns, and any other word list.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит"])
>>> "кот" in lex
True

See :class:`~wordgames.lexicon.core.Lexicon`; the shipped dictionary is
``Lexicon.default()``, built by :mod:`wordgames.lexicon.build`.
"""

from wordgames.lexicon.core import Lexicon, data_dir
from wordgames.lexicon.derived import Derived, derived
from wordgames.lexicon.overlay import UserWords, default_path as default_user_words_path
from wordgames.lexicon.text import Normalized, Word, fold, normalize
from wordgames.lexicon.verdict import Verdict

__all__ = ["Lexicon", "Derived", "derived", "UserWords", "Verdict", "Word", "Normalized", "fold", "normalize",
           "data_dir", "default_user_words_path"]
