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
import json
import os
import sys
from pathlib import Path

import click

from wordgames.lexicon import Lexicon, UserWords, default_user_words_path

COMMON_ZIPF = 3.0  # what --common means: words a reader meets at least about once per million words


def lexicon_options(command):
    """Add --dict, --min-zipf, --common, --user-words and --no-user-words; pass ``lexicon``."""

    @click.option("--dict", "dict_path", type=click.Path(dir_okay=False, path_type=Path),
                  help="Use this word list (UTF-8 text, one word per line) or compiled trie.")
    @click.option("--min-zipf", type=click.FloatRange(0, 8), default=None,
                  help="Keep only words at least this frequent (Zipf scale: 3 = once per million words).")
    @click.option("--common", is_flag=True, help=f"Familiar words only (same as --min-zipf {COMMON_ZIPF:g}).")
    @click.option("--user-words", "user_words_path", type=click.Path(dir_okay=False, path_type=Path),
                  envvar="WORDGAMES_USER_WORDS", show_envvar=True,
                  help="The file of your own additions and exclusions.")
    @click.option("--no-user-words", is_flag=True, help="Ignore your additions and exclusions.")
    @functools.wraps(command)
    def wrapper(*args, dict_path, min_zipf, common, user_words_path, no_user_words, **kwargs):
        kwargs["lexicon"] = load_lexicon(dict_path, min_zipf if min_zipf is not None
                                         else (COMMON_ZIPF if common else None),
                                         user_words_path, no_user_words)
        return command(*args, **kwargs)

    return wrapper


def load_lexicon(dict_path: Path | None = None, min_zipf: float | None = None,
                 user_words_path: Path | None = None, no_user_words: bool = False) -> Lexicon:
    """Return the lexicon the options ask for, with the user's overlay applied."""
    user_words = UserWords() if no_user_words else UserWords.load(
        user_words_path or default_user_words_path())
    lexicon = (Lexicon.from_path(dict_path, user_words) if dict_path
               else Lexicon.default(user_words))
    if min_zipf is not None:
        lexicon = lexicon.restrict(min_zipf)
    return lexicon


def use_colour() -> bool:
    """Return whether to colour output: a terminal, and NO_COLOR unset."""
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def echo_json(data) -> None:
    """Print ``data`` as JSON, keeping Russian letters readable."""
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def warn(message: str) -> None:
    """Print one warning line on stderr."""
    click.echo(f"Warning: {message}", err=True)


def load_saved_game(path: Path, needs: tuple[str, ...]) -> dict:
    """Return the JSON object of a game kept by ``--save``; one-line errors name the file (and line, column).

    ``needs``: the fields it must have.
    """
    from wordgames.errors import InputFormatError, UsageError
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise UsageError(f"cannot read saved game {str(path)!r}: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise InputFormatError(f"not UTF-8 text (byte {e.start})", path=str(path)) from None
    except ValueError as e:
        raise InputFormatError(f"not a saved game: {e.msg}", path=str(path), line=e.lineno, column=e.colno) from None
    if not isinstance(data, dict) or any(name not in data for name in needs) \
            or not isinstance(data.get("moves"), list):
        raise InputFormatError(f"not a saved game: it needs {' and '.join(repr(n) for n in needs)} "
                               "(write one with play --save)", path=str(path))
    return data

