"""Which dictionaries list a word: the two sources of the shipped lexicon, and how a trie value records them.

The shipped lexicon joins two dictionaries: OpenCorpora (through pymorphy3's
data) and T. F. Efremova's explanatory dictionary (a list of its noun
headwords).  Every key of the shipped trie records which of them admit it
and, for a word only Efremova's dictionary lists, what OpenCorpora makes of
it (a *note*), so a verdict names its evidence without loading pymorphy3.

A trie value starts with an unsigned short: the Zipf frequency × 100 in the
low 10 bits (at most 800), the sources in bits 10–11 and the note in bits
12–15.  A trie written before sources existed has zeros there: its words
come from the list itself.

>>> pack(4.35, OPENCORPORA_BIT | EFREMOVA_BIT)
3507
>>> unpack(3507)
(4.35, 3, 0)
>>> names(EFREMOVA_BIT)
frozenset({'efremova'})
"""

from __future__ import annotations


OPENCORPORA = "opencorpora"
EFREMOVA = "efremova"
USER = "user"
"""The source of a word the user added (``dict add``)."""
LIST = "list"
"""The source of a word of a word list given with ``--dict`` (or made with ``Lexicon.from_words``)."""

OPENCORPORA_BIT, EFREMOVA_BIT = 1, 2
BITS = {OPENCORPORA: OPENCORPORA_BIT, EFREMOVA: EFREMOVA_BIT}

# --source: which words a table takes
CHOICES = ("any", "both", OPENCORPORA, EFREMOVA)

ZIPF_BITS = 10
ZIPF_MASK = (1 << ZIPF_BITS) - 1
SOURCE_SHIFT, NOTE_SHIFT = 10, 12

# Notes: what OpenCorpora makes of a word that only Efremova's dictionary lists as a noun.
UNKNOWN, ADJECTIVE, PARTICIPLE, VERB_FORM, ADVERB, FUNCTION_WORD, ABBREVIATION, NONSTANDARD, \
    ORGANISATION, RARE_SINGULAR, COLLOQUIAL_SINGULAR, MASCULINE, OTHER = range(1, 14)
NOTE_NAMES = {UNKNOWN: "unknown", ADJECTIVE: "adjective", PARTICIPLE: "participle", VERB_FORM: "verb",
              ADVERB: "adverb", FUNCTION_WORD: "function-word", ABBREVIATION: "abbreviation",
              NONSTANDARD: "nonstandard", ORGANISATION: "organisation", RARE_SINGULAR: "plural-rare-singular",
              COLLOQUIAL_SINGULAR: "plural-colloquial-singular", MASCULINE: "masculine", OTHER: "other"}
NOTE_CODES = {name: code for code, name in NOTE_NAMES.items()}


def pack(zipf: float, sources: int = 0, note: int = 0) -> int:
    """Return the unsigned short of a trie value: frequency, sources and note."""
    scaled = round(zipf * 100)
    if not 0 <= scaled <= ZIPF_MASK:
        raise ValueError(f"zipf {zipf} out of range")
    return scaled | sources << SOURCE_SHIFT | note << NOTE_SHIFT


def unpack(value: int) -> tuple[float, int, int]:
    """Return (zipf, source bits, note) of a packed unsigned short."""
    return (value & ZIPF_MASK) / 100, value >> SOURCE_SHIFT & 3, value >> NOTE_SHIFT


def names(bits: int) -> frozenset[str]:
    """Return the source names of ``bits``."""
    return frozenset(name for name, bit in BITS.items() if bits & bit)


def listing(bits: int) -> frozenset[str]:
    """Return the sources of a trie value's ``bits``: its dictionaries, or 'list' for a list without sources.

    >>> sorted(listing(OPENCORPORA_BIT | EFREMOVA_BIT)), listing(0)
    (['efremova', 'opencorpora'], frozenset({'list'}))
    """
    return names(bits) if bits else frozenset({LIST})


def admits(bits: int, choice: str) -> bool:
    """Return whether a word listed by ``bits`` is in under ``--source choice``.

    >>> [admits(OPENCORPORA_BIT, c) for c in CHOICES]
    [True, False, True, False]
    """
    if choice == "any":
        return True
    if choice == "both":
        return bits == OPENCORPORA_BIT | EFREMOVA_BIT
    return bool(bits & BITS[choice])
