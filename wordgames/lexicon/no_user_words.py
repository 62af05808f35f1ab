"""The stand-in for the user's words in a lexicon given none: empty, and without importing the overlay.

A :class:`~wordgames.lexicon.Lexicon` made without user words looks its words
up through :data:`NO_USER_WORDS` (nothing added, nothing removed), so that
loading a lexicon and asking whether it holds a word never imports
:mod:`wordgames.lexicon.overlay` (its file locking and atomic writes).  The
first time :attr:`Lexicon.user_words <wordgames.lexicon.Lexicon.user_words>`
is asked for, the lexicon makes a real, empty
:class:`~wordgames.lexicon.overlay.UserWords` and looks up through that.

>>> bool(NO_USER_WORDS), dict(NO_USER_WORDS.added), "кот" in NO_USER_WORDS.removed
(False, {}, False)
>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот"])
>>> lex._overlay is NO_USER_WORDS, len(lex.user_words.added), lex._overlay is NO_USER_WORDS
(True, 0, False)
"""

from __future__ import annotations

from types import MappingProxyType


class NoUserWords:
    """The overlay of a lexicon given none, until :attr:`Lexicon.user_words` makes it a real (empty) one."""

    added = removed = MappingProxyType({})

    def __bool__(self) -> bool:
        return False


NO_USER_WORDS = NoUserWords()
"""The one stand-in: every lexicon given no user words shares it."""
