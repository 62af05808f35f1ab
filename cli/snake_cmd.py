"""``wordgames snake``: play the card game, referee a whole game, check a placement, settle a challenge.

\b
  wordgames snake play --players Оля,expert,Петя,expert   four seats, teams 1+3 and 2+4
  wordgames snake play --players you,expert                the game of two
  wordgames snake tournament --players expert,greedy --seats 4 --games 200
  wordgames snake referee game.txt                         every rule of a whole game, then the count
  wordgames snake check опера --first о                    one placement, rule by rule
"""

from __future__ import annotations

import functools

import click

from wordgames_cli.main import LazyGroup
from wordgames_cli.table_menu import add_table_commands

# Each command lives in its own module, imported when it is used: `snake challenge` builds its own options,
# not those of the four others (tests/test_imports.py checks each summary is the command's short help).
COMMANDS = {"check": "wordgames_cli.snake_check_cmd:check",
            "continuations": "wordgames_cli.snake_continuations_cmd:continuations",
            "challenge": "wordgames_cli.snake_challenge_cmd:challenge",
            "show": "wordgames_cli.snake_record_cmd:show",
            "referee": "wordgames_cli.snake_record_cmd:referee"}
SUMMARIES = {"check": "Check one placement, rule by rule.",
             "continuations": "List the continuations of a right word.",
             "challenge": "Settle «какое продолжение вы имели в виду?»",
             "show": "Draw the snake of a placement record.",
             "referee": "Referee a whole game: every rule, then the count by side."}


@click.group(cls=LazyGroup, lazy=COMMANDS, summaries=SUMMARIES,
             short_help="Змейка: the card game, its referee, placement rules, challenges.")
def snake() -> None:
    """Змейка: play the card game, referee a whole game, placement rules, continuations (rule 5), challenges."""


add_table_commands(snake, "snake", "Змейка")


def rule6_option(command):
    """Add --diminutives refuse|warn (rule 6's suffixes) and pass the lexicon Змейка plays with."""
    @click.option("--diminutives", type=click.Choice(["refuse", "warn"]), default="refuse", show_default=True,
                  help="Rule 6: refuse diminutives and augmentatives (a suffix that gives a new meaning, as in "
                       "голенище, is allowed), or only warn.")
    @functools.wraps(command)
    def wrapper(*args, diminutives, lexicon, **kwargs):
        from wordgames.lexicon.diminutives import rule6_lexicon   # deferred: a --help loads no lexicon
        return command(*args, lexicon=rule6_lexicon(lexicon, diminutives), **kwargs)

    return wrapper


def word_list(text: str | None) -> list[str]:
    """Return the words of a list separated by commas or spaces (a tab, a line break or another
    control character is part of a word, for the word's reader to refuse by name)."""
    return [w for w in (text or "").replace(",", " ").split(" ") if w]


def placement_record(path: str, command: str):
    """Return the placement record in the file ``path`` ('-': stdin); a whole-game record is refused with the
    command that reads it, ``command`` being the one that was given it."""
    import shlex

    from wordgames.errors import InputFormatError   # deferred: a --help imports neither the game nor the errors
    from wordgames.files import display_name, read_text
    from wordgames.i18n import _
    from wordgames.snake import record as records
    from wordgames.snake.wholegame import is_whole_game
    text, name = read_text(path), display_name(path)
    if is_whole_game(text):
        raise InputFormatError(_("{file!r} is a whole-game record (it names its players): "
                                 "'wordgames snake referee {path}' reads it; 'snake {command}' takes a placement "
                                 "record, one placement a line").format(file=name, path=shlex.quote(path),
                                                                         command=command))
    return records.parse_json(text, name) if text.lstrip().startswith("{") else records.parse_text(text, name)


__all__ = ["snake", "rule6_option", "word_list", "placement_record"]
