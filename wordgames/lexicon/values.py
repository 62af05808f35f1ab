"""A word's value in the lexicon's trie: its frequency, its sources and note, and its spellings.

Every key of the trie is a folded word; its value packs the Zipf frequency (to a hundredth), the
dictionaries that list it and a note in two bytes, followed by the spellings when any differs from
the key (``ёж`` under ``еж``).

>>> value = encode_value(4.35, ["ёж"])
>>> decode_value(value), decode_origin(value)
((4.35, ['ёж']), (0, 0))
>>> trie = build_trie([("еж", 4.35, ["ёж"]), ("кот", 5.1, ["кот"])])
>>> decode_value(trie["кот"][0])      # a spelling equal to the key is not stored
(5.1, [])
"""

from __future__ import annotations

import struct

import marisa_trie

from wordgames.lexicon import sources as src

TYPE_CHECKING = False  # typing itself is not imported on a lookup (tests/test_imports.py)
if TYPE_CHECKING:
    from collections.abc import Iterable

ZIPF_SCALE = 100  # frequencies are stored as round(zipf * 100) in an unsigned short
_VALUE = struct.Struct("<H")


def encode_value(zipf: float, spellings: Iterable[str] = (), sources: int = 0, note: int = 0) -> bytes:
    """Return the trie value of a word: frequency, sources and note, and the spellings when any differs from the key."""
    return _VALUE.pack(src.pack(zipf, sources, note)) + "|".join(spellings).encode("utf-8")


def decode_value(value: bytes) -> tuple[float, list[str]]:
    """Return (zipf, spellings) from :func:`encode_value`'s bytes; no spellings means the key alone."""
    (packed,) = _VALUE.unpack_from(value)
    rest = value[_VALUE.size:].decode("utf-8")
    return src.unpack(packed)[0], rest.split("|") if rest else []


def decode_origin(value: bytes) -> tuple[int, int]:
    """Return (source bits, note) from :func:`encode_value`'s bytes (0, 0 for a trie without sources)."""
    return src.unpack(_VALUE.unpack_from(value)[0])[1:]


def build_trie(entries: Iterable[tuple]) -> marisa_trie.BytesTrie:
    """Return a trie of (folded key, zipf, spellings[, source bits, note]) entries (spellings as written, with ё)."""
    items = []
    for key, zipf, spellings, *origin in entries:
        spelt = sorted(set(spellings)) or [key]
        items.append((key, encode_value(zipf, [] if spelt == [key] else spelt, *origin)))
    return marisa_trie.BytesTrie(items)
