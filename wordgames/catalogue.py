"""A compiled message catalogue (a GNU ``.mo`` file) read on demand: gettext's answers without parsing it all.

:class:`gettext.GNUTranslations` decodes every message of a catalogue when it is opened: for
wordgames' Russian catalogue (about 1 800 messages) that is 10–15 ms, paid by every command a
Russian speaker runs, most of which show a dozen messages.  :class:`Catalogue` indexes the
catalogue's original strings as bytes (one slice each) and decodes a translation only when it is
asked for.  Its answers are :class:`~gettext.GNUTranslations`' (a test holds the two to each other
for every message of the shipped catalogues): a message not in the catalogue is itself, a plural
form is chosen by the catalogue's ``Plural-Forms`` rule, and a context is written before its
message with ``\\x04`` as GNU gettext writes it.

>>> import io
>>> from babel.messages.catalog import Catalog
>>> from babel.messages.mofile import write_mo
>>> source = Catalog(locale="ru")
>>> for message, translation, context in [("cat", "кот", None), ("the discard", "сброс", "now"),
...         (("{n} cat", "{n} cats"), ("{n} кот", "{n} кота", "{n} котов"), None)]:
...     _ = source.add(message, translation, context=context)
>>> mo = io.BytesIO(); write_mo(mo, source)
>>> cat = Catalogue(mo.getvalue())
>>> cat.gettext("cat"), cat.gettext("dog"), cat.pgettext("now", "the discard")
('кот', 'dog', 'сброс')
>>> [cat.ngettext("{n} cat", "{n} cats", n).format(n=n) for n in (1, 3, 5, 21)]
['1 кот', '3 кота', '5 котов', '21 кот']
"""

from __future__ import annotations

import struct

MAGIC = 0x950412DE  # a GNU .mo file's first word, in the byte order it was written in
CONTEXT = "\x04"    # between a message's context and the message
PLURAL = b"\x00"    # between a plural message's singular and plural (and between a translation's forms)


class Catalogue:
    """The translations of one compiled catalogue, looked up without parsing it all.

    ``data`` is the ``.mo`` file's bytes (UTF-8, as Babel and msgfmt write them).  Raises
    :class:`ValueError` for bytes that are not a catalogue.
    """

    def __init__(self, data: bytes):
        if len(data) < 20:
            raise ValueError("not a compiled catalogue: too short")
        for order in "<>":
            if struct.unpack(order + "I", data[:4])[0] == MAGIC:
                break
        else:
            raise ValueError("not a compiled catalogue: no .mo magic number")
        _version, count, originals, translations = struct.unpack(order + "4I", data[4:20])
        pairs = struct.unpack(f"{order}{4 * count}I", data[originals:originals + 8 * count]
                              + data[translations:translations + 8 * count])
        self._data = data
        self._translations = pairs[2 * count:]             # length, offset of translation k at 2k, 2k + 1
        found = [data[offset:offset + length] for length, offset in zip(pairs[0:2 * count:2], pairs[1:2 * count:2])]
        self._single = dict(zip(found, range(count)))     # an original's bytes -> its number
        # a plural original's singular's bytes -> its number
        self._plural = {o.split(PLURAL, 1)[0]: k for k, o in enumerate(found) if PLURAL in o}
        self._rule = None                                   # the Plural-Forms rule, compiled when first asked

    def plural(self, n: int) -> int:
        """Return the number of the plural form for ``n`` by the header's ``Plural-Forms`` (English's with none)."""
        if self._rule is None:
            self._rule = _plural_rule(self._translation(self._single[b""]) if b"" in self._single else "")
        return self._rule(n)

    def _translation(self, k: int) -> str:
        length, offset = self._translations[2 * k], self._translations[2 * k + 1]
        return self._data[offset:offset + length].decode("utf-8")

    def gettext(self, message: str) -> str:
        """Return the translation of ``message``, or ``message`` itself."""
        k = self._single.get(message.encode("utf-8"))
        return message if k is None else self._translation(k)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """Return the form of the message for the number ``n`` (English's rule when it is not translated)."""
        k = self._plural.get(singular.encode("utf-8"))
        if k is not None:
            forms = self._translation(k).split("\x00")
            form = self.plural(n)
            if form < len(forms):
                return forms[form]
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        """Return the translation of ``message`` as meant in ``context``, or ``message`` itself."""
        k = self._single.get(f"{context}{CONTEXT}{message}".encode("utf-8"))
        return message if k is None else self._translation(k)


def _plural_rule(header: str):
    """Return the function of ``n`` that the header's ``Plural-Forms`` gives (English's with none)."""
    for line in header.split("\n"):
        name, _, value = line.partition(":")
        if name.strip().lower() == "plural-forms":
            for part in value.split(";"):
                key, _, expression = part.partition("=")
                if key.strip() == "plural":
                    import gettext
                    return gettext.c2py(expression.strip())
    return lambda n: int(n != 1)
