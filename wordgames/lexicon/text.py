"""Spelling rules shared by every lexicon: case, ё, and look-alike letters.

In these games ё and е are one letter, and case never matters, so every word
is *folded* before it is stored or looked up:

>>> fold("Ёлка")
'елка'

People type on two keyboards, and a Latin ``o`` looks exactly like a Cyrillic
``о``.  :func:`normalize` reads Latin look-alikes in a Cyrillic word as the
Cyrillic letters they look like and says so, naming each character:

>>> n = normalize("кoт")          # the middle letter is a Latin o
>>> n.word, n.notes
('кот', ("Latin 'o' at position 2 read as Cyrillic 'о'",))
>>> normalize("кот").notes
()
"""

from __future__ import annotations

import unicodedata
from collections import namedtuple

from wordgames.i18n import N_, _

Word = str

CYRILLIC_LETTERS = frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")

# what normalize says of a look-alike it reads, by the alphabet the character came from
LOOKALIKE_NOTES = {"Latin": N_("Latin {char!r} at position {position} read as Cyrillic {letter!r}"),
                   "Cyrillic": N_("Cyrillic {char!r} at position {position} read as Latin {letter!r}")}
# Latin letters that look like Cyrillic ones, lower case after folding.
LATIN_TO_CYRILLIC = {
    "a": "а", "b": "в", "c": "с", "e": "е", "h": "н", "k": "к", "m": "м",
    "o": "о", "p": "р", "t": "т", "x": "х", "y": "у",
}
_LOOKALIKE_UPPER = {"B": "в", "H": "н", "M": "м", "T": "т"}  # only upper case looks alike
_CYRILLIC_TO_LATIN = {c: l for l, c in LATIN_TO_CYRILLIC.items() if l not in "bhmt"}


Normalized = namedtuple("Normalized", ["word", "notes"])      # not typing.NamedTuple: a lookup imports no typing
Normalized.__doc__ = """A folded word (``word``) and the notes on what was changed to get it (``notes``, a tuple of str)."""


def fold(word: str) -> Word:
    """Return ``word`` in lower case with ё read as е (NFC, surrounding spaces removed)."""
    return unicodedata.normalize("NFC", word).strip().lower().replace("ё", "е")


def script_of(char: str) -> str:
    """Return ``'cyrillic'``, ``'latin'`` or ``'other'`` for one character."""
    name = unicodedata.name(char, "")
    if name.startswith("CYRILLIC"):
        return "cyrillic"
    if name.startswith("LATIN"):
        return "latin"
    return "other"


def normalize(word: str, script: str = "cyrillic") -> Normalized:
    """Fold ``word`` and read look-alike letters of the other script as ``script``'s letters.

    ``script`` is the alphabet of the lexicon the word will be looked up in.
    A look-alike is replaced only when the word contains at least one letter
    of ``script`` or consists of look-alikes alone; each replacement is
    reported in ``notes``.  Letters with no look-alike are left as they are
    (the lexicon will then reject the word and say which letter is foreign).

    >>> normalize("KOT").word          # all-Latin capitals that spell a Russian word
    'кот'
    >>> normalize("сat", script="latin")   # Cyrillic с in an English word
    Normalized(word='cat', notes=("Cyrillic 'с' at position 1 read as Latin 'c'",))
    """
    raw = unicodedata.normalize("NFC", word).strip()
    if script == "cyrillic":
        table, theirs, ours = LATIN_TO_CYRILLIC, "Latin", "Cyrillic"
    elif script == "latin":
        table, theirs, ours = _CYRILLIC_TO_LATIN, "Cyrillic", "Latin"
    else:
        return Normalized(fold(raw), ())
    mapped = []
    for ch in raw:
        low = ch.lower()
        if ch in _LOOKALIKE_UPPER and script == "cyrillic":
            mapped.append(_LOOKALIKE_UPPER[ch])
        elif low in table and script_of(ch) != script and low not in "bhmt":
            mapped.append(table[low])
        else:
            mapped.append(None)
    has_own = any(script_of(ch) == script for ch in raw)
    all_lookalike = all(m is not None for m in mapped) and raw != ""
    if not (has_own or all_lookalike) or all(m is None for m in mapped):
        return Normalized(fold(raw), ())
    out, notes = [], []
    for pos, (ch, m) in enumerate(zip(raw, mapped), start=1):
        if m is None:
            out.append(ch)
        else:
            out.append(m)
            notes.append(_(LOOKALIKE_NOTES[theirs]).format(char=ch, position=pos, letter=m))
    return Normalized(fold("".join(out)), tuple(notes))


def foreign_characters(word: Word, script: str = "cyrillic") -> list[tuple[int, str, str]]:
    """Return (position, character, description) for every character that is not a letter of ``script``.

    >>> foreign_characters("25-летие")
    [(1, '2', 'digit'), (2, '5', 'digit'), (3, '-', 'hyphen')]
    >>> foreign_characters("кzт")
    [(2, 'z', 'Latin letter')]
    """
    out = []
    for pos, ch in enumerate(word, start=1):
        if script == "cyrillic" and ch in CYRILLIC_LETTERS:
            continue
        if script != "cyrillic" and ch.isalpha() and (script == "any" or script_of(ch) == script):
            continue
        out.append((pos, ch, describe_character(ch)))
    return out


def describe_character(ch: str) -> str:
    """Return a short description of a character in the interface's language: 'digit', 'hyphen', 'Latin letter', ..."""
    if ch.isdigit():
        return _("digit")
    if ch == "-" or unicodedata.category(ch) == "Pd":
        return _("hyphen")
    if ch.isspace():
        return _("space")
    if ch.isalpha():
        return _(LETTER_NAMES[script_of(ch)])
    return _("punctuation") if unicodedata.category(ch).startswith("P") else _("symbol")


LETTER_NAMES = {"cyrillic": N_("Cyrillic letter"), "latin": N_("Latin letter"), "other": N_("letter of another alphabet")}


MAX_WORD = 64
"""The most characters a word may have (the longest Russian nouns have about 25 letters)."""

def too_long(word: str) -> str:
    """Return why ``word`` is refused for its length (its start shown, unprintable characters replaced)."""
    start = "".join(c if c.isprintable() else "\ufffd" for c in word[:12])
    return _("«{start}…» has {n} characters; a word has at most {limit}").format(start=start, n=len(word),
                                                                             limit=MAX_WORD)
