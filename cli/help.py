r"""Help in the interface's language: every command's help, summaries, option help and metavars.

Help texts are written in English where the commands are defined (docstrings, ``help=``,
``short_help=``, ``epilog=``) and translated when help is formatted, after ``--lang`` has been read.
:class:`TranslatedHelp` is the mixin every command class of the house (:mod:`wordgames_cli.main`)
formats its help with; :func:`help_messages` walks the built command tree for the catalogue.

>>> help_paragraphs("Score a square.\n\n\b\nrow 1\nrow 2")
[('', 'Score a square.'), ('\x08\n', 'row 1\nrow 2')]
>>> translate_metavar("FILE"), translate_metavar("[2|8]")       # English: the words as written
('FILE', '[2|8]')
"""

from __future__ import annotations

import inspect
import os
import re
import sys

import click
import click.core

from wordgames.i18n import _, language

# click's own shortening of a help text to a summary: private since click 8.5, public (now deprecated) before
_make_default_short_help = (getattr(click.core, "_make_default_short_help", None)
                            or click.utils.make_default_short_help)

# -- help in the interface's language ------------------------------------------------------------
#
# Help texts are written in English where the commands are defined (docstrings, ``help=``,
# ``short_help=``, ``epilog=``) and translated when help is formatted, after ``--lang`` has been read.
# A help paragraph is one message (a ``\b`` paragraph without its ``\b`` line); ``python -m
# wordgames_cli.messages update`` walks the built command tree and extracts every one (see help_messages).

HELP_TEMPLATES: dict[str, tuple[str, dict[str, str], dict[str, str]]] = {}
"""A help text made from a template (help_text) -> (template, fields translated, fields as they are)."""

METAVAR_WORD = r"[A-Z][A-Z ]*[A-Z]|[A-Z]"
"""A word of a metavar (compiled by ``re`` where a metavar is translated, not on every --help)."""


def help_text(template: str, tr: dict[str, str] | None = None, **fields: str) -> str:
    """Return the English help ``template.format(...)``, translated as a whole where help is shown.

    ``tr`` holds the fields translated too (a game's title, an option's help); ``fields`` are shown as
    they are (bot names, defaults).  Use it for help built from data; a fixed help text needs nothing.
    """
    tr = dict(tr or {})
    text = template.format(**tr, **fields)
    HELP_TEMPLATES[help_key(text)] = (template, tr, fields)
    return text


def help_key(text: str) -> str:
    """Return the help text click shows: the docstring cleaned, cut at a form feed."""
    return inspect.cleandoc(text).partition("\f")[0]


def help_paragraphs(text: str) -> list[tuple[str, str]]:
    """Return (prefix, message) per paragraph of a help text; the prefix is ``\b\n`` or empty."""
    parts = []
    for paragraph in text.split("\n\n"):
        prefix = "\b\n" if paragraph.startswith("\b\n") else ""
        parts.append((prefix, paragraph[len(prefix):]))
    return parts


def translate_help(text: str | None) -> str:
    """Return a help text (as click shows it) in the interface's language."""
    if not text:
        return ""
    key = help_key(text)
    if key in HELP_TEMPLATES:
        template, tr, fields = HELP_TEMPLATES[key]
        return _(template).format(**{k: _(v) for k, v in tr.items()}, **fields)
    return "\n\n".join(prefix + (_(message) if message.strip() else message)
                        for prefix, message in help_paragraphs(key))


def translate_metavar(metavar: str) -> str:
    """Return a metavar with its words in the interface's language (``FILE`` -> ``ФАЙЛ``; choices kept)."""
    if language() == "en" or metavar.startswith("[") and "|" in metavar:
        return metavar
    return re.sub(METAVAR_WORD, lambda m: _(m.group()), metavar)


def shown_param(param: click.Parameter, ctx: click.Context) -> click.Parameter:
    """Return a copy of ``param`` with its help and metavar in the interface's language."""
    shown = object.__new__(type(param))       # copy.copy, without importing copy into every --help
    shown.__dict__.update(param.__dict__)
    if getattr(param, "help", None):
        shown.help = translate_help(param.help)
    if not isinstance(param.type, click.Choice) and not getattr(param, "is_flag", False):
        shown.metavar = translate_metavar(param.make_metavar(ctx))
    return shown


# -- wrapping, without textwrap ----------------------------------------------------------------------
#
# click wraps help with textwrap, whose import compiles a dozen regular expressions: about a fifth of
# what a --help costs past click.  Help text is plain (no ANSI styling: NO_COLOR or not, the house does not
# colour help), so a greedy fill over whitespace does the same job; a hyphenated word (--time-limit,
# top-down) is never broken at its hyphen, where textwrap would.


def fill(text: str, width: int, initial_indent: str = "", subsequent_indent: str = "") -> str:
    r"""Return ``text`` filled to ``width`` as textwrap's ``fill`` does, breaking only at whitespace.

    Runs of whitespace inside a line are kept; at a line's ends they are dropped (but leading
    whitespace on the first line is kept).  A word longer than a line is cut.

    >>> print(fill("Play a seeded tournament of Змейка --time-limit", 20, "  ", "    "))
      Play a seeded
        tournament of
        Змейка
        --time-limit
    >>> fill("abcdefghij", 4)
    'abcd\nefgh\nij'
    """
    chunks = [c for c in re.split(r"(\s+)", text) if c]
    chunks.reverse()
    lines: list[str] = []
    while chunks:
        indent = subsequent_indent if lines else initial_indent
        room = width - len(indent)
        if lines and not chunks[-1].strip():         # whitespace, or what is left of a word cut whole
            chunks.pop()
        line: list[str] = []
        used = 0
        while chunks and used + len(chunks[-1]) <= room:
            used += len(chunks[-1])
            line.append(chunks.pop())
        if chunks and len(chunks[-1]) > room:          # a word longer than the line: cut it
            cut = max(room - used, 1)
            line.append(chunks[-1][:cut])
            chunks[-1] = chunks[-1][cut:]
        if line and line[-1].isspace():
            line.pop()
        if line:
            lines.append(indent + "".join(line))
    return "\n".join(lines)


def wrap_text(text: str, width: int = 78, initial_indent: str = "", subsequent_indent: str = "",
              preserve_paragraphs: bool = False) -> str:
    r"""Return ``text`` wrapped as ``click.formatting.wrap_text`` wraps it, with :func:`fill`.

    With ``preserve_paragraphs``, paragraphs (split by an empty line) are filled one by one, each at
    the indent of its first line, and a paragraph that opens with a ``\b`` line is kept as written.

    >>> print(wrap_text("one two three\n\n\b\nrow 1\nrow 2", 9, preserve_paragraphs=True))
    one two
    three
    <BLANKLINE>
    row 1
    row 2
    """
    if "\x1b" in text or "\x1b" in initial_indent:       # styled text: click measures what is visible
        return click.formatting.wrap_text(text, width, initial_indent, subsequent_indent, preserve_paragraphs)
    text = text.expandtabs()
    if not preserve_paragraphs:
        return fill(text, width, initial_indent, subsequent_indent)
    paragraphs: list[tuple[int, bool, str]] = []
    lines: list[str] = []
    indent = None

    def flush() -> None:
        if lines:
            raw = lines[0].strip() == "\b"
            paragraphs.append((indent or 0, raw, "\n".join(lines[1:]) if raw else " ".join(lines)))
            lines.clear()

    for line in text.splitlines():
        if not line:
            flush()
            indent = None
            continue
        if indent is None:
            stripped = line.lstrip()
            indent = len(line) - len(stripped)
            line = stripped
        lines.append(line)
    flush()
    out = []
    for extra, raw, paragraph in paragraphs:
        first, rest = initial_indent + " " * extra, subsequent_indent + " " * extra
        if raw:
            out.append("\n".join((first if k == 0 else rest) + line
                                  for k, line in enumerate(paragraph.splitlines())))
        else:
            out.append(fill(paragraph, width, first, rest))
    return "\n\n".join(out)


class HelpFormatter(click.HelpFormatter):
    """click's help formatter, wrapping with :func:`wrap_text` (no textwrap import on a ``--help``)."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        if prefix is None:
            prefix = "{usage} ".format(usage=_("Usage:"))
        usage_prefix = f"{prefix:>{self.current_indent}}{prog} "
        text_width = self.width - self.current_indent
        if not args:
            self.write(usage_prefix.rstrip(" ") + "\n")
            return
        if text_width >= len(usage_prefix) + 20:       # the arguments fit to the right of the prefix
            self.write(wrap_text(args, text_width, usage_prefix, " " * len(usage_prefix)))
        else:
            indent = " " * (max(self.current_indent, len(prefix)) + 4)
            self.write(usage_prefix + "\n" + wrap_text(args, text_width, indent, indent))
        self.write("\n")

    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        self.write(wrap_text(text, self.width, indent, indent, preserve_paragraphs=True) + "\n")

    def write_dl(self, rows, col_max: int = 30, col_spacing: int = 2) -> None:
        rows = list(rows)
        if any(len(row) != 2 for row in rows):
            raise TypeError("Expected two columns for definition list")
        if not rows:
            return
        first_col = min(max(len(first) for first, _second in rows), col_max) + col_spacing
        for first, second in rows:
            self.write(f"{'':>{self.current_indent}}{first}")
            if not second:
                self.write("\n")
                continue
            if len(first) <= first_col - col_spacing:
                self.write(" " * (first_col - len(first)))
            else:
                self.write("\n" + " " * (first_col + self.current_indent))
            lines = wrap_text(second, max(self.width - first_col - 2, 10), preserve_paragraphs=True).splitlines()
            self.write(f"{lines[0]}\n" if lines else "\n")
            for line in lines[1:]:
                self.write(f"{'':>{first_col + self.current_indent}}{line}\n")


class Context(click.Context):
    """click's context, formatting help with the house's :class:`HelpFormatter`."""

    formatter_class = HelpFormatter


class TranslatedHelp:
    """What every command of the house shares: its help, summaries and options' help translated when shown."""

    context_class = Context

    def get_short_help_str(self, limit: int = 45) -> str:
        if self.short_help:
            text = translate_help(self.short_help)
        elif self.help:
            text = _make_default_short_help(translate_help(self.help), limit)
        else:
            text = ""
        return text.strip()

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        text = translate_help(self.help)
        if text:
            formatter.write_paragraph()
            with formatter.indentation():
                formatter.write_text(text)

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        pieces = [translate_metavar(self.options_metavar)] if self.options_metavar else []
        for param in self.get_params(ctx):
            pieces.extend(shown_param(param, ctx).get_usage_pieces(ctx))
        if isinstance(self, click.Group):
            pieces.append(translate_metavar(self.subcommand_metavar))       # COMMAND [ARGS]...
        return pieces

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        records = []
        for param in self.get_params(ctx):
            record = shown_param(param, ctx).get_help_record(ctx)
            if record is not None and not isinstance(param, click.Argument):
                records.append(record)
        if records:
            with formatter.section(_("Options")):
                formatter.write_dl(records)
        if isinstance(self, click.Group):
            self.format_commands(ctx, formatter)

    def format_arguments(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        arguments = [param for param in self.get_params(ctx) if isinstance(param, click.Argument)]
        if any(getattr(a, "help", None) is not None for a in arguments):
            with formatter.section(_("Positional arguments")):
                formatter.write_dl([shown_param(a, ctx).get_help_record(ctx) for a in arguments])

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if self.epilog:
            formatter.write_paragraph()
            with formatter.indentation():
                formatter.write_text(translate_help(self.epilog))


def help_messages(command: click.Command, path: tuple[str, ...] = ("wordgames",)):
    """Yield (message, file, line, where) for every help message under ``command`` (for the catalogue).

    The messages are the ones :func:`translate_help` and :func:`translate_metavar` look up: each
    paragraph of a help text, a template's text and its translated fields, the words of metavars.
    Texts without a Latin letter (a title such as «Змейка») are their own translation and left out.
    """
    callback = inspect.unwrap(command.callback) if command.callback else None
    try:
        where_file, line = inspect.getsourcefile(callback), callback.__code__.co_firstlineno
    except (TypeError, AttributeError):
        where_file, line = inspect.getsourcefile(type(command)), 1
    name = " ".join(path)

    def texts(text, where):
        if not text:
            return
        key = help_key(text)
        if key in HELP_TEMPLATES:
            template, tr, _fields = HELP_TEMPLATES[key]
            found = [template, *tr.values()]
        else:
            found = [message for _prefix, message in help_paragraphs(key)]
        for message in found:
            if re.search("[A-Za-z]", message):
                yield message, where_file, line, where

    yield from texts(command.help, f"help of `{name}`")
    yield from texts(command.short_help, f"short help of `{name}`")
    yield from texts(command.epilog, f"epilog of `{name}`")
    ctx = click.Context(command, info_name=path[-1])
    usage = [command.options_metavar, command.subcommand_metavar if isinstance(command, click.Group) else None]
    for word in re.findall(METAVAR_WORD, " ".join(filter(None, usage))):
        yield word, where_file, line, f"usage of `{name}`"
    for param in command.params:
        label = f"`{name} {param.opts[0] if param.opts else param.name}`"
        yield from texts(getattr(param, "help", None), f"help of {label}")
        if not isinstance(param.type, click.Choice) and not getattr(param, "is_flag", False):
            for word in re.findall(METAVAR_WORD, param.make_metavar(ctx)):
                yield word, where_file, line, f"metavar of {label}"
    if isinstance(command, click.Group):
        for sub in command.list_commands(ctx):
            yield from help_messages(command.get_command(ctx, sub), path + (sub,))


def help_width() -> int:
    """Return the width click gives help on this terminal (``COLUMNS``, else the terminal's, else 80; at most 78).

    The same width click computes itself through ``shutil.get_terminal_size``, found without importing
    shutil (and the compression modules it brings), which is most of what a ``--help`` costs past click.
    """
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    return max(min(columns if columns > 0 else 80, 80) - 2, 50)
