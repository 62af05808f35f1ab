"""Typed text in a message: 'кот' in English (Python's repr), «кот» in Russian, control characters spelled out in both.

A message shows what a person typed as ``{field!r}``; the Russian catalogue keeps that field (so the typed text is
never written to the terminal raw) and wordgames.i18n formats it in «ёлочки».
"""

import re

import pytest
from babel.messages.pofile import read_po

from wordgames import i18n
from wordgames.i18n import LOCALE_DIR, QuotedMessage, _, ngettext, shown_typed


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def catalogue_entries():
    with open(LOCALE_DIR / "ru" / "LC_MESSAGES" / "wordgames.po", "rb") as f:
        for message in read_po(f):
            if message.id:
                ids = [message.id] if isinstance(message.id, str) else list(message.id)
                strings = [message.string] if isinstance(message.string, str) else list(message.string)
                yield ids, strings


def test_every_russian_translation_keeps_the_typed_fields_of_its_message():
    """A field the English shows with !r (typed text) is !r in every Russian form too, never «{field}» (raw)."""
    checked = 0
    for ids, strings in catalogue_entries():
        typed = set(re.findall(r"\{(\w+)!r[}:]", " ".join(ids)))
        for field in typed:
            for string in strings:
                if "{" + field in string:
                    assert "{%s!r" % field in string, (ids[0], string)
                    checked += 1
    assert checked > 150       # the catalogue has some 170 such fields


@pytest.mark.parametrize("value, expected", [
    ("кот", "«кот»"),
    ("it's", "«it's»"),                       # no backslash before a quote: the quotes are not Python's
    ("a\x1b[31mb", "«a\\x1b[31mb»"),          # an escape sequence typed (or pasted) is shown, not obeyed
    ("\n\t", "«\\n\\t»"),
    ("", "«»"),
])
def test_typed_text_is_quoted_and_spelled_out(value, expected):
    assert shown_typed(value, ("«", "»")) == expected


@pytest.mark.parametrize("message, fields, english, russian", [
    ("cannot add {word!r}: {what}", {"word": "ко\x1bт", "what": "x"},
     "cannot add 'ко\\x1bт': x", "нельзя добавить «ко\\x1bт»: x"),
    ("{what} {char!r} at position {position}", {"what": "a", "char": "Q", "position": 2},
     "a 'Q' at position 2", "a «Q» на позиции 2"),
    ("unknown game {name!r} (choose from {games})", {"name": ["not", "text"], "games": "yam"},
     "unknown game ['not', 'text'] (choose from yam)", "неизвестная игра ['not', 'text'] (есть: yam)"),
])
def test_a_message_quotes_typed_text_in_each_language(message, fields, english, russian):
    assert _(message).format(**fields) == english
    i18n.set_language("ru")
    try:
        assert _(message).format(**fields) == russian
        assert _(message).format_map(fields) == russian
    finally:
        i18n.set_language("en")


def test_plural_messages_and_width_specs_are_quoted_too(russian):
    text = ngettext("--cards: {n} card «{card}» seen, but the set has only {most}",
                    "--cards: {n} cards «{card}» seen, but the set has only {most}", 3)
    assert "3" in text.format(n=3, card="я", most=2)
    assert QuotedMessage("[{x!r:>6}]").format(x="ab") == "[  «ab»]"


def test_english_messages_stay_plain_strings():
    assert type(_("cannot add {word!r}: {what}")) is str


def test_a_russian_command_line_shows_typed_text_in_its_quotes(tmp_path):
    from click.testing import CliRunner

    from wordgames_cli.main import cli
    result = CliRunner().invoke(cli, ["--lang", "ru", "dict", "add", "ко\x1bт"],
                                env={"WORDGAMES_USER_WORDS": str(tmp_path / "words.txt")})
    assert result.exit_code == 2
    assert "«ко\\x1bт»" in result.output and "\x1b" not in result.output


@pytest.mark.parametrize("move, english, russian", [
    ("конец", "rule II: no stroke now ('конец')", "правило II: no stroke now («конец»)"),
    ("удар\x1b[2J", r"rule II: no stroke now ('удар\x1b[2J')", r"правило II: no stroke now («удар\x1b[2J»)"),
    (19, "rule II: no stroke now (19)", "правило II: no stroke now (19)"),
])
def test_the_move_a_rejection_names_is_typed_text(move, english, russian):
    """The move an IllegalMoveError ends with (a log line, a number) is shown as typed text: quoted by the
    language when it is text, by repr otherwise (the message itself is not in the catalogue; «правило» is)."""
    from wordgames.errors import IllegalMoveError
    assert str(IllegalMoveError("no stroke now", rule="II", move=move)) == english
    i18n.set_language("ru")
    try:
        assert str(IllegalMoveError("no stroke now", rule="II", move=move)) == russian
    finally:
        i18n.set_language("en")
