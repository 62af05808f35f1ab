"""wordgames.catalogue: the on-demand .mo reader gives gettext's own answers, message for message."""

import gettext
import struct

import pytest

from wordgames import i18n
from wordgames.catalogue import Catalogue

SHIPPED = sorted(i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.mo"))
NUMBERS = [*range(0, 32), 100, 101, 102, 104, 105, 111, 112, 121, 1000, 1001, 1011, 1234, 10**6 + 1]


def answers(translations, catalog_keys):
    """Every answer a catalogue gives for its own messages: gettext, pgettext, and ngettext for many numbers."""
    out = []
    for key in catalog_keys:
        if isinstance(key, tuple):
            out += [translations.ngettext(key[0], key[0] + " (plural)", n) for n in NUMBERS]
        elif "\x04" in key:
            out.append(translations.pgettext(*key.split("\x04", 1)))
        else:
            out.append(translations.gettext(key))
    return out


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.parts[-3])
def test_every_message_is_answered_as_gettext_answers_it(path):
    reference = gettext.GNUTranslations(path.open("rb"))
    ours = Catalogue(path.read_bytes())
    singles = sorted(k for k in reference._catalog if isinstance(k, str))            # with contexts, and the header
    plurals = sorted({(k[0],) for k in reference._catalog if isinstance(k, tuple)})  # each plural message once
    assert len(singles) > 1500 and len(plurals) > 100
    assert answers(ours, singles + plurals) == answers(reference, singles + plurals)


def test_messages_it_does_not_have_are_themselves():
    ours = Catalogue(SHIPPED[0].read_bytes())
    assert ours.gettext("no such message, surely") == "no such message, surely"
    assert ours.pgettext("no context", "the discard") == "the discard"
    assert [ours.ngettext("{n} thing", "{n} things", n) for n in (1, 2, 5)] == ["{n} thing", "{n} things", "{n} things"]


def test_russian_plural_forms_by_the_catalogue_rule():
    ours = Catalogue(i18n.LOCALE_DIR.joinpath("ru", "LC_MESSAGES", "wordgames.mo").read_bytes())
    forms = {n: ours.ngettext("{n} link", "{n} links", n).format(n=n) for n in (1, 2, 4, 5, 11, 12, 21, 22, 25, 111)}
    assert forms == {1: "1 звено", 2: "2 звена", 4: "4 звена", 5: "5 звеньев", 11: "11 звеньев", 12: "12 звеньев",
                     21: "21 звено", 22: "22 звена", 25: "25 звеньев", 111: "111 звеньев"}


def big_endian(data: bytes) -> bytes:
    """The same catalogue written in the other byte order (as msgfmt does on a big-endian machine)."""
    magic, version, count, originals, translations, hash_size, hash_offset = struct.unpack("<7I", data[:28])
    out = bytearray(data)
    out[:28] = struct.pack(">7I", magic, version, count, originals, translations, hash_size, hash_offset)
    for table in (originals, translations):
        ints = struct.unpack(f"<{2 * count}I", data[table:table + 8 * count])
        out[table:table + 8 * count] = struct.pack(f">{2 * count}I", *ints)
    if hash_size:
        ints = struct.unpack(f"<{hash_size}I", data[hash_offset:hash_offset + 4 * hash_size])
        out[hash_offset:hash_offset + 4 * hash_size] = struct.pack(f">{hash_size}I", *ints)
    return bytes(out)


def test_either_byte_order_is_read():
    data = SHIPPED[0].read_bytes()
    little, big = Catalogue(data), Catalogue(big_endian(data))
    assert big.gettext("Usage:") == little.gettext("Usage:") != "Usage:"
    assert [big.ngettext("{n} link", "{n} links", n) for n in (1, 2, 5)] == [
        little.ngettext("{n} link", "{n} links", n) for n in (1, 2, 5)]


@pytest.mark.parametrize("data, problem", [
    (b"", "too short"),
    (b"\x00" * 40, "no .mo magic number"),
    (b"not a catalogue at all, but long enough", "no .mo magic number"),
])
def test_bytes_that_are_not_a_catalogue_are_refused(data, problem):
    with pytest.raises(ValueError, match=problem):
        Catalogue(data)


def test_a_missing_catalogue_leaves_the_messages_as_written(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "_opened", {})
    try:
        i18n.set_language("ru")
        assert i18n.language() == "ru" and i18n._("Usage:") == "Usage:"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
