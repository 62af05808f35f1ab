"""Help is wrapped by cli/help.py, not textwrap: the same lines as click's wrapping, hyphens never broken.

click's own ``wrap_text`` (over textwrap) is the oracle wherever no word has a hyphen; where one has, the
house keeps the word whole (``--time-limit``, ``full-house``), and the text is otherwise the same.
"""

import re

import click
import click.formatting
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames_cli.help import Context, HelpFormatter, fill, wrap_text
from wordgames_cli.main import cli

WORDS = st.text(alphabet="абвгдеёжзabcXYZ019.,«»[]()", min_size=1, max_size=14)
SPACES = st.sampled_from([" ", " ", " ", "  ", "\t"])
LINES = st.lists(st.tuples(WORDS, SPACES), min_size=1, max_size=30).map(lambda ws: "".join(w + s for w, s in ws))


@settings(max_examples=150, deadline=None)
@given(text=LINES, width=st.integers(5, 90), first=st.sampled_from(["", "  ", "Usage: x "]),
       rest=st.sampled_from(["", "  ", "    "]))
def test_a_line_is_filled_as_click_fills_it(text, width, first, rest):
    assert wrap_text(text, width, first, rest) == click.formatting.wrap_text(text, width, first, rest)


@pytest.mark.parametrize("text", ["0", "0 ", "ab", "0 0 ", "0  ab"])
def test_an_indent_wider_than_the_line_leaves_no_empty_line_after_a_word_cut_whole(text):
    """Found by hypothesis: a one-letter word cut to fit after «Usage: x » at width 5 left an empty chunk,
    which became an empty last line; textwrap drops it as it drops whitespace at a line's start (and only it:
    «0 0 » gives «Usage: x 0», then « 0»)."""
    assert wrap_text(text, 5, "Usage: x ", "") == click.formatting.wrap_text(text, 5, "Usage: x ", "")


PARAGRAPH = st.lists(LINES, min_size=1, max_size=4).map("\n".join)
RAW = st.lists(LINES, min_size=1, max_size=3).map(lambda ls: "\b\n" + "\n".join(ls))
INDENTED = st.tuples(st.sampled_from(["", " ", "   "]), PARAGRAPH).map("".join)


@settings(max_examples=150, deadline=None)
@given(paragraphs=st.lists(st.one_of(PARAGRAPH, RAW, INDENTED), min_size=1, max_size=5),
       width=st.integers(12, 90), indent=st.sampled_from(["", "  "]))
def test_paragraphs_are_wrapped_as_click_wraps_them(paragraphs, width, indent):
    text = "\n\n".join(paragraphs)
    assert (wrap_text(text, width, indent, indent, preserve_paragraphs=True)
            == click.formatting.wrap_text(text, width, indent, indent, preserve_paragraphs=True))


@pytest.mark.parametrize("text, width, expected", [
    ("use --time-limit here", 12, "use\n--time-limit\nhere"),       # textwrap: "use --time-" / "limit here"
    ("[default: full-house]", 16, "[default:\nfull-house]"),
    ("top-down, bottom-up", 10, "top-down,\nbottom-up"),
    ("abcdefghijkl", 5, "abcde\nfghij\nkl"),                          # a word longer than a line is cut
    ("  leading kept", 20, "  leading kept"),
    ("two  spaces kept", 20, "two  spaces kept"),
    ("", 10, ""),
])
def test_hand_checked_fills(text, width, expected):
    assert fill(text, width) == expected


def test_styled_text_is_left_to_click():
    """Text with ANSI escapes (none in the house's help) is measured by what is visible, as click does."""
    text = "\x1b[1mbold\x1b[0m words and more words"
    assert wrap_text(text, 10) == click.formatting.wrap_text(text, 10)


def walk(command, path=()):
    yield path, command
    if isinstance(command, click.Group):
        ctx = click.Context(command)
        for name in command.list_commands(ctx):
            yield from walk(command.get_command(ctx, name), path + (name,))


@pytest.mark.parametrize("width", [50, 78])
def test_every_help_is_clicks_but_for_the_hyphens(width):
    """Every command's help, in the house's formatter and in click's: the same words, no line longer; they
    differ only where click broke a word at a hyphen."""
    hyphen_breaks = 0
    for path, command in walk(cli):
        name = path[-1] if path else "wordgames"
        ours = Context(command, info_name=name, terminal_width=width).get_help()
        theirs = click.Context(command, info_name=name, terminal_width=width)
        theirs.formatter_class = click.HelpFormatter
        theirs = theirs.get_help()
        assert re.sub(r"\s+", " ", ours) == re.sub(r"\s+", " ", re.sub(r"(?<=\w)-\n\s*", "-", theirs)), path
        too_long = {line for line in ours.splitlines() if len(line) > width}       # only \b blocks, as written
        assert too_long <= set(theirs.splitlines()), path
        hyphen_breaks += ours != theirs
    assert hyphen_breaks > 0      # the comparison sees the one difference there is


def test_the_house_formatter_is_the_one_help_uses():
    assert Context(cli).make_formatter().__class__ is HelpFormatter


def test_a_line_whose_indent_is_wider_than_it_still_ends():
    """textwrap loops for ever on this one (so click cannot be the oracle): every word comes out, in order."""
    out = wrap_text("  0 . a a", 4, "Usage: x ", "")
    assert out.split() == ["Usage:", "x", "0", ".", "a", "a"]
