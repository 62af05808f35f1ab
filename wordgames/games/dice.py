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

import bisect
import functools
import itertools
import math
import random
from collections import Counter
from fractions import Fraction
from typing import Iterator

from dataclasses import dataclass

from wordgames.errors import Breach, InputFormatError
from wordgames.i18n import NC_, _, ngettext

Face = int
Dice = tuple[int, ...]
"""A throw or a set of kept dice: faces in ascending order."""

FACES: tuple[Face, ...] = (1, 2, 3, 4, 5, 6)
NUM_DICE = 5
"""Yam uses five dice."""


def show(dice: Dice) -> str:
    """Return dice as a person reads them: ``2 3 6 6 6`` (``nothing`` for none).

    >>> show((2, 3, 6)), show(())
    ('2 3 6', 'nothing')
    """
    return " ".join(map(str, dice)) if dice else _("nothing")


def faces_from_json(data, count: range, where: str) -> Dice:
    """Return the dice of a JSON list of faces, sorted; raise InputFormatError naming ``where`` if it is not one.

    >>> faces_from_json([6, 2], range(1, 6), "roll")
    (2, 6)
    >>> faces_from_json([7], range(1, 6), "roll")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: roll: a list of 1 to 5 dice faces 1-6, not [7]
    """
    if not (isinstance(data, list) and len(data) in count
            and all(type(f) is int and 1 <= f <= 6 for f in data)):
        raise InputFormatError(_("{where}: a list of {low} to {high} dice faces 1-6, not {data}").format(
            where=where, low=count.start, high=count.stop - 1, data=f"{data!r:.80}"))
    return normalise(data)


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


@functools.cache
def _cumulative(n: int) -> list[float]:
    """Return the running sums of :func:`chance_outcomes` ``(n)``'s probabilities, as floats."""
    return list(itertools.accumulate(float(p) for _throw, p in chance_outcomes(n)))


def roll(n: int, rng: random.Random) -> Dice:
    """Return a throw of ``n`` dice drawn with its exact probability (one ``rng.random()`` call).

    >>> roll(3, random.Random(1)) in throws(3)
    True
    """
    sums = _cumulative(n)
    return chance_outcomes(n)[min(bisect.bisect_right(sums, rng.random() * sums[-1]), len(sums) - 1)][0]


def sub_throws(dice: Dice) -> Iterator[Dice]:
    """Yield every sub-multiset of ``dice`` once, as sorted tuples in lexicographic order."""
    yield from _sub_throws(normalise(dice))


@functools.lru_cache(maxsize=4096)
def _sub_throws(dice: Dice) -> tuple[Dice, ...]:
    """Return :func:`sub_throws` of a sorted throw (remembered: a game asks for the same throws again and again)."""
    counts = sorted(Counter(dice).items())
    ranges = [range(c + 1) for _face, c in counts]
    found = set()
    for choice in itertools.product(*ranges):
        found.add(tuple(f for (f, _count), k in zip(counts, choice) for _each in range(k)))
    return tuple(sorted(found))


@functools.lru_cache(maxsize=65536)
def is_sub_throw(part: Dice, dice: Dice) -> bool:
    """Return whether the multiset ``part`` is contained in the multiset ``dice`` (both tuples of faces)."""
    have = Counter(dice)
    return all(have[f] >= c for f, c in Counter(part).items())


def remove(dice: Dice, part: Dice) -> Dice:
    """Return ``dice`` without the dice of ``part`` (which must be contained in it)."""
    left = Counter(dice)
    left.subtract(Counter(part))
    return normalise(left.elements())


def parse_dice(text: str, count: int | None = None) -> Dice:
    """Return the faces written in ``text`` ("6 6 3", "663" or "6,6,3"); raise InputFormatError if malformed.

    >>> parse_dice("6 3,6")
    (3, 6, 6)
    >>> parse_dice("637")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: '7' is not a die face (1-6)
    """
    faces = [c for c in text if not c.isspace() and c != ","]
    for c in faces:
        if c not in "123456":
            raise InputFormatError(_("{face!r} is not a die face (1-6)").format(face=c))
    if count is not None and len(faces) != count:
        raise InputFormatError(_("expected {count} dice, got {n} in {text!r}").format(
            count=count, n=len(faces), text=text))
    return normalise(int(c) for c in faces)


def read_throw(text: str, count: int, kept: Dice = ()) -> Dice:
    """Return the dice thrown that ``text`` writes (real dice entered at a table): the ``count`` dice thrown, or,
    when dice were ``kept``, all the dice on the table with the kept ones among them; raise InputFormatError if not.

    >>> read_throw("24456", 5), read_throw("3 1", 2, kept=(6, 6, 6)), read_throw("61366", 2, kept=(6, 6, 6))
    ((2, 4, 4, 5, 6), (1, 3), (1, 3))
    >>> read_throw("12345", 2, kept=(6, 6, 6))
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: type the 2 dice thrown, or all 5 with the kept 6 6 6 among them; '12345' has 5
    """
    faces = parse_dice(text)
    if len(faces) == count:
        return faces
    if kept and len(faces) == count + len(kept) and is_sub_throw(kept, faces):
        return remove(faces, kept)
    if kept:
        raise InputFormatError(ngettext("type the {count} die thrown, or all {all} with the kept {kept} among them; "
                                        "{text!r} has {n}",
                                        "type the {count} dice thrown, or all {all} with the kept {kept} among them; "
                                        "{text!r} has {n}", count).format(
            count=count, all=count + len(kept), kept=show(kept), text=text[:20], n=len(faces)))
    raise InputFormatError(ngettext("type the {count} die thrown; {text!r} has {n}",
                                    "type the {count} dice thrown; {text!r} has {n}", count).format(
        count=count, text=text[:20], n=len(faces)))


def read_cyrillic(word: str) -> str:
    """Return ``word`` with the Latin look-alikes of a word that mixes both alphabets read as Cyrillic letters.

    A Russian keyboard user's stray Latin letter (``зaп``, ``Дoм``, ``бp``) is read as the letter it looks
    like; a word of Latin letters alone (``t``, ``dom``) is left as it is, since it may be an English word.

    >>> read_cyrillic("Дoм"), read_cyrillic("бp"), read_cyrillic("dom"), read_cyrillic("t")
    ('дом', 'бр', 'dom', 't')
    """
    lower = word.lower()
    if not (any("а" <= c <= "я" or c == "ё" for c in lower) and any("a" <= c <= "z" for c in lower)):
        return word
    return "".join(LATIN_LOOKALIKES.get(c, c) for c in lower)


LATIN_LOOKALIKES = {"a": "а", "c": "с", "e": "е", "k": "к", "o": "о", "p": "р", "x": "х", "y": "у"}
"""Latin letters that look like Cyrillic ones in lower case (as in :mod:`wordgames.lexicon.text`)."""


RULE_NAMES = {
    "three rolls": NC_("rule", "three rolls"), "keep": NC_("rule", "the kept dice"),
    "filled box": NC_("rule", "filled box"), "first roll": NC_("rule", "first roll"), "box": NC_("rule", "the box"),
    "top-down": NC_("rule", "top-down"), "bottom-up": NC_("rule", "bottom-up"),
    "combinations": NC_("rule", "scoring combinations"), "forced throw": NC_("rule", "forced throw"),
    "bonus": NC_("rule", "after the bonus"), "move": NC_("rule", "a move"),
}
"""The rules of Yam and Dix Mille by the names the docs give them (their codes, shown as they are in English),
and the Russian reader's name of each."""


@dataclass(frozen=True)
class DiceBreach(Breach):
    """A rule of Yam or Dix Mille a move breaks: ``rule`` is its stable English name, shown in the active language.

    >>> str(DiceBreach("keep", "keeping all five dice is scoring: name a box"))
    'rule keep: keeping all five dice is scoring: name a box'
    """

    NAMES = RULE_NAMES
