"""Numbers as a person or a file writes them: ASCII digits only.

``str.isdigit`` also takes ``²``, ``①`` and other digits that ``int`` refuses, so a check made with it
lets a traceback through; every typed or read number is checked here instead.

>>> [is_digits(t) for t in ("42", "", "²", "①", "٣", " 4", "-4")]
[True, False, False, False, False, False, False]
>>> read_int("007"), read_int("²"), read_int("1234567", most_digits=6)
(7, None, None)
"""

from __future__ import annotations


def is_digits(text: str) -> bool:
    """Return whether ``text`` is one or more ASCII digits."""
    return text.isascii() and text.isdigit()


def read_int(text: str, most_digits: int = 18) -> int | None:
    """Return the whole number ``text`` writes in at most ``most_digits`` ASCII digits, or None."""
    return int(text) if is_digits(text) and len(text) <= most_digits else None
