"""What is built from a lexicon once and kept with it: word indexes, doublet graphs, slot tables.

A :class:`~wordgames.lexicon.Lexicon` owns one :class:`Derived`; every solver
asks it for the index it needs (:func:`derived`), so the index is built on
first use, shared by every game and player that holds the same lexicon, and
dies with it.  No module keeps caches keyed by a lexicon's ``id``.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "кит"])
>>> built = []
>>> derived(lex, "lengths", lambda: built.append(1) or sorted({len(w) for w in lex}))
[3]
>>> derived(lex, "lengths", lambda: built.append(1)), built
([3], [1])
"""

from __future__ import annotations

from _thread import RLock          # threading's own lock, without importing threading

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Hashable
    from typing import Any


class Derived:
    """The indexes built from one lexicon, by key; each is built once (also with threads)."""

    def __init__(self) -> None:
        self._made: dict[Hashable, Any] = {}
        self._lock = RLock()

    def get(self, key: Hashable, build: Callable[[], Any]) -> Any:
        """Return what ``build()`` makes for ``key``, building it the first time."""
        try:
            return self._made[key]
        except KeyError:
            pass
        with self._lock:
            if key not in self._made:
                self._made[key] = build()
            return self._made[key]

    def __len__(self) -> int:
        return len(self._made)


def derived(lexicon: object, key: Hashable, build: Callable[[], Any]) -> Any:
    """Return ``build()`` kept with ``lexicon`` under ``key``; anything without a :class:`Derived` builds afresh."""
    cache = getattr(lexicon, "derived", None)
    if not isinstance(cache, Derived):
        return build()
    return cache.get(key, build)
