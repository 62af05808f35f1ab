"""Dice as values, for Yam and Dix Mille: a throw is a sorted tuple of faces with an exact probability.

Yam throws five dice; the order of the dice never matters, so a throw is the
sorted tuple of its faces (a multiset).  Five dice give 252 distinct throws
instead of 6**5 = 7776 ordered ones, which is what makes the exact solver
small.  The helpers here are shared by Dix Mille, which throws up to six.

>>> len(throws(5)), len(throws(6))
(252, 462)
>>> throw_probability((6, 6, 6, 6, 6))
Fraction(1, 7776)
>>> throw_probability((1, 2, 3, 4, 5))
Fraction(5, 324)
>>> sum(p for _, p in chance_outcomes(3)) == 1
True
>>> list(sub_throws((2, 2, 5)))
[(), (2,), (2, 2), (2, 2, 5), (2, 5), (5,)]
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from fractions import Fraction
from typing import Iterator

Face = int
Dice = tuple[int, ...]
"""A throw or a set of kept dice: faces in ascending order."""

FACES: tuple[Face, ...] = (1, 2, 3, 4, 5, 6)
NUM_DICE = 5
"""Yam uses five dice."""


def normalise(dice) -> Dice:
    """Return ``dice`` as a sorted tuple of faces (the canonical form of a throw)."""
    return tuple(sorted(dice))


@functools.cache
def throws(n: int) -> tuple[Dice, ...]:
    """Return every distinct throw of ``n`` dice, in lexicographic order."""
    return tuple(itertools.combinations_with_replacement(FACES, n))


def throw_probability(dice: Dice) -> Fraction:
    """Return the exact probability that ``len(dice)`` fair dice show exactly these faces."""
    counts = Counter(dice)
    ways = math.factorial(len(dice))
    for c in counts.values():
        ways //= math.factorial(c)
    return Fraction(ways, 6 ** len(dice))


@functools.cache
def chance_outcomes(n: int) -> tuple[tuple[Dice, Fraction], ...]:
    """Return every throw of ``n`` dice with its exact probability (they sum to 1)."""
    return tuple((t, throw_probability(t)) for t in throws(n))


def sub_throws(dice: Dice) -> Iterator[Dice]:
    """Yield every sub-multiset of ``dice`` once, as sorted tuples in lexicographic order."""
    counts = sorted(Counter(dice).items())
    ranges = [range(c + 1) for _, c in counts]
    found = set()
    for choice in itertools.product(*ranges):
        found.add(tuple(f for (f, _), k in zip(counts, choice) for _ in range(k)))
    yield from sorted(found)


def is_sub_throw(part: Dice, dice: Dice) -> bool:
    """Return whether the multiset ``part`` is contained in the multiset ``dice``."""
    have = Counter(dice)
    return all(have[f] >= c for f, c in Counter(part).items())


def remove(dice: Dice, part: Dice) -> Dice:
    """Return ``dice`` without the dice of ``part`` (which must be contained in it)."""
    left = Counter(dice)
    left.subtract(Counter(part))
    return normalise(left.elements())


def parse_dice(text: str, count: int | None = None) -> Dice:
    """Return the faces written in ``text`` ("6 6 3", "663" or "6,6,3"); raise ValueError if malformed.

    >>> parse_dice("6 3,6")
    (3, 6, 6)
    >>> parse_dice("637")
    Traceback (most recent call last):
    ...
    ValueError: '7' is not a die face (1-6)
    """
    faces = [c for c in text if not c.isspace() and c != ","]
    for c in faces:
        if c not in "123456":
            raise ValueError(f"{c!r} is not a die face (1-6)")
    if count is not None and len(faces) != count:
        raise ValueError(f"expected {count} dice, got {len(faces)} in {text!r}")
    return normalise(int(c) for c in faces)
