"""The interface's language: every message a person reads goes through one gettext catalogue.

The domain is ``wordgames``; the catalogues are ``wordgames/locale/<lang>/LC_MESSAGES/wordgames.po``
(reviewed in diffs) and the compiled ``.mo`` beside each (shipped, read at run time by
:mod:`wordgames.catalogue`, which gives gettext's answers without parsing the whole file; Babel is
needed only to extract and compile).  English is the source language: with no catalogue a message
is itself.

The language is chosen by :func:`choose_language`: ``--lang``, else ``WORDGAMES_LANG``, else the
locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``): a Russian locale gets Russian, anything else
English.  click's own strings ("Usage:", "Show this message and exit.") are in the same
catalogue: :func:`set_language` makes it the process's default gettext domain, which click reads.

Messages are whole sentences with named placeholders; :func:`ngettext` picks a plural form by the
catalogue's rule (Russian has three: 1 звено, 2 звена, 5 звеньев).  ``N_`` marks a message to
extract where it is defined and translated later (a table of names).

>>> set_language("ru")
>>> _("Usage:")
'Использование:'
>>> [ngettext("{n} link", "{n} links", n).format(n=n) for n in (1, 2, 5, 11, 21, 22, 111)]
['1 звено', '2 звена', '5 звеньев', '11 звеньев', '21 звено', '22 звена', '111 звеньев']
>>> set_language("en")
>>> ngettext("{n} link", "{n} links", 2).format(n=2)
'2 links'

The catalogue's recipe (needs the ``i18n`` extra, Babel) walks the command line's help texts too, so it
is the command line's: :mod:`wordgames_cli.messages`.

    python -m wordgames_cli.messages update     # extract the messages and merge them into every .po
    python -m wordgames_cli.messages compile    # write the .mo files shipped with the package
"""

from __future__ import annotations

import os
from _thread import _local as _thread_local   # the builtin module: no import of threading at a cold start
from pathlib import Path

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

    from wordgames.catalogue import Catalogue

DOMAIN = "wordgames"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = ("en", "ru")
SOURCE = "en"
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


class _SourceLanguage:
    """The messages of the source language, each itself: :class:`gettext.NullTranslations`'s answers, without
    importing :mod:`gettext` until another language is chosen (a process that only looks words up needs none)."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        return message


_translation: Catalogue | _SourceLanguage = _SourceLanguage()
_language = SOURCE
_here = _thread_local()      # a thread's own language while it renders for one reader (:class:`speaking`)


def _active():
    """Return (translation, language) of this thread: its own inside :class:`speaking`, else the process's."""
    own = getattr(_here, "speaking", None)
    return own if own is not None else (_translation, _language)


def choose_language(option: str | None = None, environ: Mapping[str, str] = os.environ) -> str:
    """Return the interface language: ``option``, else ``WORDGAMES_LANG``, else the locale's, else English.

    >>> choose_language("ru"), choose_language(None, {"WORDGAMES_LANG": "ru", "LANG": "en_US.UTF-8"})
    ('ru', 'ru')
    >>> choose_language(None, {"LC_ALL": "ru_RU.UTF-8"}), choose_language(None, {"LANG": "de_DE"})
    ('ru', 'en')
    >>> choose_language(None, {"LC_ALL": "", "LC_MESSAGES": "ru_RU", "LANG": "C"})
    'ru'
    """
    if option:
        return option if option in LANGUAGES else SOURCE
    wanted = environ.get("WORDGAMES_LANG", "").strip().lower()
    if wanted:
        return _language_of(wanted)
    for name in LOCALE_VARIABLES:            # the first one set decides, as the C library reads them
        value = environ.get(name, "")
        if value:
            return _language_of(value.lower())
    return SOURCE


def _language_of(value: str) -> str:
    """Return the language of a locale name such as ``ru_RU.UTF-8`` (English unless it is one we have)."""
    code = value.split(".")[0].split("_")[0].split("-")[0]
    return code if code in LANGUAGES else SOURCE


def set_language(language: str) -> None:
    """Make ``language`` the interface's for this process (messages here, and click's own)."""
    global _translation, _language
    import gettext as _gettext
    _language = language if language in LANGUAGES else SOURCE
    _translation = _SourceLanguage() if _language == SOURCE else _catalogue(_language)  # English: as written
    _gettext.bindtextdomain(DOMAIN, str(LOCALE_DIR))
    _gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = _language    # what the gettext functions click calls look up


_opened: dict[str, Catalogue | _SourceLanguage] = {}


def _catalogue(language: str) -> Catalogue | _SourceLanguage:
    """Return the compiled catalogue of ``language`` (opened once a process); the messages as written if it is missing."""
    if language not in _opened:
        from wordgames.catalogue import Catalogue
        try:
            _opened[language] = Catalogue((LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo").read_bytes())
        except (OSError, ValueError):
            _opened[language] = _SourceLanguage()      # as gettext's fallback: a message is itself
    return _opened[language]


class speaking:
    """Make the messages made inside a ``with`` block ``language``'s, in this thread only, and the process's
    own again after it: a page rendered for one reader while others read another language, and while
    other threads (a table's loop, the host's terminal) speak the process's language.  click's strings
    are left alone.

    >>> with speaking("ru"):
    ...     _("Usage:")
    'Использование:'
    >>> _("Usage:")
    'Usage:'
    """

    def __init__(self, language: str):
        self.language = language if language in LANGUAGES else SOURCE

    def __enter__(self) -> None:
        self.saved = getattr(_here, "speaking", None)
        _here.speaking = (_SourceLanguage() if self.language == SOURCE else _catalogue(self.language), self.language)

    def __exit__(self, *exc) -> None:
        _here.speaking = self.saved


def language() -> str:
    """Return the active interface language (``en`` or ``ru``)."""
    return _active()[1]


def _(message: str) -> str:
    """Return ``message`` in the active language."""
    return _quoting(_active()[0].gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """Return the form of the message for the number ``n`` in the active language."""
    return _quoting(_active()[0].ngettext(singular, plural, n))


# -- typed text in the language's quotes -----------------------------------------------------------
#
# A message shows what a person typed as ``{word!r}``: in English 'кот' (Python's repr, which also
# spells out control characters, so no typed escape sequence reaches the terminal).  Russian writes
# «кот»: a Russian message with such a field formats it in «ёлочки», the control characters spelled
# out the same way.

QUOTES = {"ru": ("«", "»")}
"""The quotes each language puts around typed text (a language not listed keeps Python's repr)."""


def _quoting(text: str) -> str:
    """Return ``text``, as a :class:`QuotedMessage` when the active language quotes typed text its own way."""
    return QuotedMessage(text) if _active()[1] in QUOTES and "!r" in text else text


def printable(value: str) -> str:
    r"""Return typed text as a terminal may show it: every unprintable character (controls, direction and
    format marks, line separators) spelled out as repr spells it, so no typed sequence acts on the terminal.

    >>> printable("кот"), printable("ко\rPWNED\x1b[K"), printable("к\u202eот")
    ('кот', 'ко\\rPWNED\\x1b[K', 'к\\u202eот')
    """
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in value)


def shown_typed(value: str, quotes: tuple[str, str]) -> str:
    r"""Return typed text between ``quotes``, with every unprintable character spelled out as repr spells it.

    >>> shown_typed("кот", ("«", "»")), shown_typed("a\x1b[31mb\n", ("«", "»"))
    ('«кот»', '«a\\x1b[31mb\\n»')
    """
    return quotes[0] + printable(value) + quotes[1]


def typed(value: object) -> str:
    """Return ``value`` as a message shows what was typed: text in the active language's quotes
    (:data:`QUOTES`, unprintables spelled out), anything else, and text in English, by its repr.

    >>> typed("кот"), typed(19)
    ("'кот'", '19')
    >>> set_language("ru"); typed("кот"), typed(19); set_language("en")
    ('«кот»', '19')
    """
    lang = _active()[1]
    if isinstance(value, str) and lang in QUOTES:
        return shown_typed(value, QUOTES[lang])
    return repr(value)


class QuotedMessage(str):
    """A translated message whose ``{field!r}`` of text shows it in the language's quotes (:data:`QUOTES`).

    >>> set_language("ru"); _("unknown game {name!r} (choose from {games})").format(name="шахматы", games="yam")
    'неизвестная игра «шахматы» (есть: yam)'
    >>> _("unknown game {name!r} (choose from {games})").format(name=("a", 1), games="yam")   # not text: repr
    "неизвестная игра ('a', 1) (есть: yam)"
    >>> set_language("en"); _("unknown game {name!r} (choose from {games})").format(name="chess", games="yam")
    "unknown game 'chess' (choose from yam)"
    """

    __slots__ = ()

    def format(self, *args, **kwargs) -> str:
        return _formatter().vformat(str(self), args, kwargs)

    def format_map(self, mapping) -> str:
        return _formatter().vformat(str(self), (), mapping)


_quoted_formatter = None


def _formatter():
    """Return the one :class:`string.Formatter` that writes ``!r`` of text in the active language's quotes."""
    global _quoted_formatter
    if _quoted_formatter is None:
        import string

        class Quoting(string.Formatter):
            def convert_field(self, value, conversion):
                return typed(value) if conversion == "r" else super().convert_field(value, conversion)

        _quoted_formatter = Quoting()
    return _quoted_formatter


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (translate it with :func:`_` where shown)."""
    return message


def pgettext(context: str, message: str) -> str:
    """Return ``message`` in the active language as meant in ``context`` (one English word, two senses).

    >>> set_language("ru"); pgettext("rule", "pass"), _("pass")
    ('передача партнёру', 'пас')
    >>> set_language("en")
    """
    return _quoting(_active()[0].pgettext(context, message))


def NC_(context: str, message: str) -> str:
    """Mark ``message`` in ``context`` for the catalogue without translating it (see :func:`pgettext`)."""
    return message


def decimal(value: float, digits: int = 2) -> str:
    """Return ``value`` with ``digits`` decimals as the active language writes it (a comma in Russian).

    Tables, means and percentages a person reads go through this; ``--json`` keeps numbers as numbers.

    >>> set_language("ru"); decimal(1.5), decimal(-0.25, 1), decimal(77.0, 1) + "%"
    ('1,50', '-0,2', '77,0%')
    >>> set_language("en"); decimal(1.5)
    '1.50'
    """
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if _active()[1] == "ru" else text
