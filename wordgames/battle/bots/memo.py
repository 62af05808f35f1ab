"""Remembered values under a cap on their bytes: the bots' memos, which forget their oldest half when full.

The expert remembers what every line it has valued is worth, for all the
games a process plays.  Counted by entries, such memos grew by tens of
megabytes a game, because their entries differ in size by a factor of a
hundred (a float against a raise table).  A :class:`Memo` counts the bytes
each entry holds (the key, the value, and the dictionary's own slot) and,
when the total passes its ``limit``, forgets the oldest entries until half
of the limit is left.  What a memo remembers never changes a value, only how
soon it is found again.

>>> memo = Memo(1_000, lambda key, value: 100)
>>> for n in range(12):
...     memo.put(n, n * n)
>>> len(memo), memo.nbytes <= memo.limit, memo.get(11), memo.get(0)  # the oldest were forgotten
(6, True, 121, None)
>>> memo.forgotten
6
"""

from __future__ import annotations

import sys
from typing import Any, Callable, Hashable

import numpy as np

ENTRY = 48  # a dictionary slot (hash, key, value) and its share of the index, with the table's spare room


class Memo:
    """A dictionary that counts the bytes of its entries by ``size(key, value)`` and stays under ``limit``."""

    __slots__ = ("data", "get", "limit", "size", "nbytes", "forgotten")

    def __init__(self, limit: int, size: Callable[[Any, Any], int]):
        self.data: dict = {}
        self.get = self.data.get  # the hot path: a bound method of the one dictionary, kept across clear()
        self.limit = limit
        self.size = size
        self.nbytes = 0
        self.forgotten = 0

    def __len__(self) -> int:
        return len(self.data)

    def __contains__(self, key: Hashable) -> bool:
        return key in self.data

    def put(self, key: Hashable, value: Any) -> None:
        """Remember ``value`` for ``key`` (new), forgetting the oldest entries if the bytes pass the limit."""
        self.data[key] = value
        self.nbytes += self.size(key, value)
        if self.nbytes > self.limit:
            self._forget(self.limit // 2)

    def _forget(self, target: int) -> None:
        """Forget the oldest entries until at most ``target`` bytes are held."""
        data, size, held = self.data, self.size, self.nbytes
        old = []
        for key, value in data.items():  # oldest first: dictionaries keep their insertion order
            if held <= target:
                break
            held -= size(key, value)
            old.append(key)
        for key in old:
            del data[key]
        self.nbytes, self.forgotten = held, self.forgotten + len(old)

    def clear(self) -> None:
        """Forget everything."""
        self.forgotten += len(self.data)
        self.data.clear()
        self.nbytes = 0


def text_bytes(text: str) -> int:
    """Return the bytes a line's letters take as a Python string (Cyrillic: two bytes a letter).

    >>> text_bytes("кот") == sys.getsizeof("кот")
    True
    """
    return sys.getsizeof(text)


def float_entry(key: str | tuple, value: float) -> int:
    """The bytes of an entry ``text`` or ``(text, …)`` → float."""
    text = key if isinstance(key, str) else key[0]
    return ENTRY + text_bytes(text) + (0 if isinstance(key, str) else sys.getsizeof(key)) + 24


def array_entry(key: str, value: np.ndarray) -> int:
    """The bytes of an entry ``text`` → numpy array (the array owns its data)."""
    return ENTRY + text_bytes(key) + sys.getsizeof(value)


def tuple_entry(key: str | tuple, value: tuple) -> int:
    """The bytes of an entry ``text`` or ``(text, …)`` → a tuple of floats or of small tuples."""
    text = key if isinstance(key, str) else key[0]
    inner = sum(sys.getsizeof(item) for item in value)
    return ENTRY + text_bytes(text) + (0 if isinstance(key, str) else sys.getsizeof(key)) + sys.getsizeof(value) + inner
