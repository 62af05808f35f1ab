"""Numbers as a person or a file writes them: ASCII digits only.

``str.isdigit`` also takes ``²``, ``①`` and other digits that ``int`` refuses, so a check made with it
lets a traceback through; every typed or read number is checked here instead.

>>> [is_digits(t) for t in ("42", "", "²", "①", "٣", " 4", "-4")]
[True, False, False, False, False, False, False]
>>> read_int("007"), read_int("²"), read_int("1234567", most_digits=6)
(7, None, None)

and numbers as a person reads them: :func:`signed` writes a negative number with the minus sign (U+2212),
never a hyphen, and zero without one.
"""

from __future__ import annotations


def is_digits(text: str) -> bool:
    """Return whether ``text`` is one or more ASCII digits."""
    return text.isascii() and text.isdigit()


def read_int(text: str, most_digits: int = 18) -> int | None:
    """Return the whole number ``text`` writes in at most ``most_digits`` ASCII digits, or None."""
    return int(text) if is_digits(text) and len(text) <= most_digits else None


MINUS = "\u2212"
"""The minus sign, as print sets it (a hyphen-minus reads as a dash beside a dash)."""


def signed(n: int | float) -> str:
    """Return ``n`` as a person reads it: ``−91`` with the minus sign, ``0`` for zero (also for ``-0``).

    >>> signed(-91), signed(0), signed(-0.0), signed(12)
    ('−91', '0', '0', '12')
    """
    if n == 0:
        return "0"
    return MINUS + str(-n) if n < 0 else str(n)
