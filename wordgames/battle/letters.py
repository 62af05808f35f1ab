"""Calling letters at random, weighted by how often each letter occurs (task 2).

Two sets of weights are offered:

``corpus`` (the default)
    The published frequencies of Russian letters in running text, computed on
    the Russian National Corpus (НКРЯ) and given in the table «Частотность
    букв русского языка» of the Russian Wikipedia article «Частотность»
    (percentages rounded to 0.01; they sum to 100.01).  A fixed table, so a
    seed calls the same letters whatever dictionary is installed.
``nouns``
    How often each letter occurs in the lexicon's own words (every word
    counted once): the letters the game's words are actually made of.

ё counts as е in this game, so its share (0.04 %) is added to е and ё is
never called.  ъ keeps its small real share (0.04 %): it is rare, but it is a
letter of nouns such as «подъезд» and «объём», and a player must write
every called letter.

>>> import random
>>> weights = letter_weights("corpus")
>>> weights["е"], weights["ъ"], "ё" in weights
(8.49, 0.04, False)
>>> draw_letters(random.Random(7), weights, 5) == draw_letters(random.Random(7), weights, 5)
True
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from itertools import accumulate
from typing import Iterator, Mapping

from wordgames.battle.square import read_cell
from wordgames.errors import ArgumentError, InputFormatError, OptionError
from wordgames.files import display_name, read_text
from wordgames.i18n import _

Letter = str

ALPHABET = "абвгдежзийклмнопрстуфхцчшщъыьэюя"  # the 32 letters of the game: ё is е

# Percent of letters in Russian text, as published (НКРЯ, via ru.wikipedia «Частотность»).
CORPUS_PERCENT: dict[Letter, float] = {
    "о": 10.97, "е": 8.45, "а": 8.01, "и": 7.35, "н": 6.70, "т": 6.26, "с": 5.47,
    "р": 4.73, "в": 4.54, "л": 4.40, "к": 3.49, "м": 3.21, "д": 2.98, "п": 2.81,
    "у": 2.62, "я": 2.01, "ы": 1.90, "ь": 1.74, "г": 1.70, "з": 1.65, "б": 1.59,
    "ч": 1.44, "й": 1.21, "х": 0.97, "ж": 0.94, "ш": 0.73, "ю": 0.64, "ц": 0.48,
    "щ": 0.36, "э": 0.32, "ф": 0.26, "ъ": 0.04, "ё": 0.04,
}

WEIGHTS = {
    "corpus": "letters of Russian text (НКРЯ table, the default)",
    "nouns": "letters of the lexicon's words, each word counted once",
}
DEFAULT_WEIGHTS = "corpus"


def corpus_weights() -> dict[Letter, float]:
    """Return the published corpus percentages with ё's share added to е."""
    weights = {letter: CORPUS_PERCENT[letter] for letter in ALPHABET}
    weights["е"] = round(weights["е"] + CORPUS_PERCENT["ё"], 2)
    return weights


def noun_weights(lexicon) -> dict[Letter, float]:
    """Return how many times each letter occurs in the lexicon's (folded) words.

    >>> from wordgames.lexicon import Lexicon
    >>> noun_weights(Lexicon.from_words(["кот", "ёж", "кит"]))
    {'е': 1.0, 'ж': 1.0, 'и': 1.0, 'к': 2.0, 'о': 1.0, 'т': 2.0}
    """
    counts = Counter(ch for word in lexicon for ch in word if ch.isalpha())
    if not counts:
        raise ArgumentError(_("the lexicon {name!r} has no letters to weigh").format(name=getattr(lexicon, "name", "")),
                            option="lexicon")
    return {letter: float(n) for letter, n in sorted(counts.items())}


def letter_weights(kind: str = DEFAULT_WEIGHTS, lexicon=None) -> dict[Letter, float]:
    """Return the weights named ``kind`` ('corpus' or 'nouns', which needs ``lexicon``)."""
    if kind == "corpus":
        return corpus_weights()
    if kind == "nouns":
        if lexicon is None:
            raise ArgumentError(_("the 'nouns' letter weights need a lexicon"), option="lexicon")
        return noun_weights(lexicon)
    raise OptionError(_("unknown letter weights {weights!r} (choose from {choices})").format(
        weights=kind, choices=", ".join(WEIGHTS)), option="weights")


def percentages(weights: Mapping[Letter, float]) -> dict[Letter, float]:
    """Return each letter's weight in percent of all, to two places.

    >>> percentages({"а": 3.0, "б": 1.0})
    {'а': 75.0, 'б': 25.0}
    """
    total = sum(weights.values())
    return {letter: round(100 * w / total, 2) for letter, w in weights.items()}


def letter_stream(rng: random.Random, weights: Mapping[Letter, float]) -> Iterator[Letter]:
    """Yield letters for ever, one at a time, each drawn with probability proportional to its weight.

    Each letter costs exactly one ``rng.random()`` call, so a seed replays the
    same letters.
    """
    letters = list(weights)
    cumulative = list(accumulate(weights[letter] for letter in letters))
    total = cumulative[-1]
    if total <= 0:
        raise ArgumentError(_("the letter weights are all zero"), option="weights")
    while True:
        yield letters[min(bisect.bisect_right(cumulative, rng.random() * total), len(letters) - 1)]


def draw_letters(rng: random.Random, weights: Mapping[Letter, float], count: int) -> list[Letter]:
    """Return ``count`` letters drawn one at a time (see :func:`letter_stream`)."""
    if count < 0:
        raise ArgumentError(_("the count of letters must not be negative, not {n}").format(n=count), option="count")
    stream = letter_stream(rng, weights)
    return [next(stream) for _call in range(count)]



LETTER_SEPARATORS = frozenset(",;.-")


def read_letters(text: str, path: str | None = None) -> list[Letter]:
    """Return the letters written in ``text``, in order: any spacing, commas, dots or dashes between.

    Case does not matter, ё is е, and ``#`` starts a comment.

    >>> read_letters("К о, т\\n# a comment\\nЁж")
    ['к', 'о', 'т', 'е', 'ж']
    >>> read_letters("к 7", path="calls.txt")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: calls.txt:1:3: '7' is not a letter
    """
    letters = []
    for number, line in enumerate(text.splitlines(), start=1):
        for column, char in enumerate(line.split("#", 1)[0], start=1):
            if char.isspace() or char in LETTER_SEPARATORS:
                continue
            letter, _note = read_cell(char)
            if letter is None or letter not in ALPHABET:
                raise InputFormatError(_("{char!r} is not a letter").format(char=char), path=path, line=number,
                                       column=column)
            letters.append(letter)
    return letters


def load_letters(path: str) -> list[Letter]:
    """Return the letters of the UTF-8 file at ``path`` (``-``: standard input), for a game's calls (task 4b)."""
    letters = read_letters(read_text(path, 1024 * 1024), display_name(path))
    if not letters:
        raise InputFormatError(_("no letters in the file"), path=display_name(path), line=1, column=1)
    return letters
