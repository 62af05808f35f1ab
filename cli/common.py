"""What many commands share: the dictionary options, output helpers, colour.

Every command that uses words takes the lexicon options through
:func:`lexicon_options`, which builds one :class:`~wordgames.lexicon.Lexicon`
and passes it to the command as the ``lexicon`` argument::

    @click.command()
    @lexicon_options
    def check(lexicon, ...): ...
"""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

import click

from wordgames.i18n import _, ngettext
from wordgames_cli.help import help_text

COMMON_ZIPF = 3.0  # what --common means: words a reader meets at least about once per million words


SOURCE_CHOICES = ("any", "both", "opencorpora", "efremova")   # wordgames.lexicon.sources.CHOICES, not imported here


def source_choice(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """Return --source's value when it is one of :data:`SOURCE_CHOICES`, else refuse it in click's own words.

    A plain string rather than a ``click.Choice``, so the help shows a short metavar in the interface's
    language (``SOURCE``, ``ИСТОЧНИК``) instead of the four choices, which the option's help lists.
    """
    if value in SOURCE_CHOICES:
        return value
    raise click.BadParameter(ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.",
                                      len(SOURCE_CHOICES)).format(value=value, choice=SOURCE_CHOICES[0],
                                                                  choices=", ".join(map(repr, SOURCE_CHOICES))),
                             ctx=ctx, param=param)


def lexicon_options(command):
    """Add --dict, --source, --min-zipf, --common, --user-words and --no-user-words; pass ``lexicon``."""

    @click.option("--dict", "dict_path", type=click.Path(dir_okay=False, path_type=Path),
                  help="Use this word list (UTF-8 text, one word per line) or compiled trie.")
    @click.option("--source", "source_choice", default="any", metavar="SOURCE", callback=source_choice,
                  help="Which dictionaries' words count: any (either, the default), both, opencorpora or efremova.")
    @click.option("--min-zipf", type=click.FloatRange(0, 8), default=None,
                  help="Keep only words at least this frequent (Zipf scale: 3 = once per million words).")
    @click.option("--common", is_flag=True, help=help_text("Familiar words only (same as --min-zipf {zipf}).",
                                                           zipf=f"{COMMON_ZIPF:g}"))
    @click.option("--user-words", "user_words_path", type=click.Path(dir_okay=False, path_type=Path),
                  envvar="WORDGAMES_USER_WORDS", show_envvar=True,
                  help="The file of your own additions and exclusions.")
    @click.option("--no-user-words", is_flag=True, help="Ignore your additions and exclusions.")
    @functools.wraps(command)
    def wrapper(*args, dict_path, source_choice, min_zipf, common, user_words_path, no_user_words, **kwargs):
        kwargs["lexicon"] = load_lexicon(dict_path, min_zipf if min_zipf is not None
                                         else (COMMON_ZIPF if common else None),
                                         user_words_path, no_user_words, source_choice)
        return command(*args, **kwargs)

    return wrapper


def load_lexicon(dict_path: Path | None = None, min_zipf: float | None = None,
                 user_words_path: Path | None = None, no_user_words: bool = False, source_choice: str = "any"):
    """Return the lexicon the options ask for, with the user's overlay applied."""
    from wordgames.lexicon.core import Lexicon   # cold start: --help imports none of it
    from wordgames.lexicon.overlay import UserWords, default_path as default_user_words_path   # cold start
    user_words = UserWords() if no_user_words else UserWords.load(
        user_words_path or default_user_words_path())
    for problem, _line in user_words.damaged:
        warn(_("{problem}; the line is skipped and kept in the file").format(problem=problem))
    lexicon = (Lexicon.from_path(dict_path, user_words) if dict_path
               else Lexicon.default(user_words))
    if source_choice != "any":
        lexicon = lexicon.restrict_source(source_choice)
    if min_zipf is not None:
        lexicon = lexicon.restrict(min_zipf)
    return lexicon


def use_colour() -> bool:
    """Return whether to colour output: a terminal, and NO_COLOR unset."""
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def echo_json(data) -> None:
    """Print ``data`` as JSON, keeping Russian letters readable."""
    import json   # cold start: --help imports none of it
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def warn(message: str) -> None:
    """Print one warning line on stderr."""
    click.echo(_("Warning: {message}").format(message=message), err=True)


def show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    """Print a library's note (a damaged cache rebuilt) as one warning line, never with a source location."""
    warn(str(message))


STYLES = {"red": dict(fg="red", bold=True), "across": dict(fg="green", bold=True),
          "down": dict(fg="cyan", bold=True), "both": dict(fg="yellow", bold=True),
          "other": dict(fg="magenta", bold=True)}


def painter():
    """Return ``paint(text, style)`` colouring the house's named styles, or None when colour is off."""
    if not use_colour():
        return None
    return lambda text, style: click.style(text, **STYLES.get(style, {}))
