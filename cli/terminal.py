"""A person at this terminal, through click: what the table asks and says, and the clearing of a handover.

The table's people (:class:`wordgames.table.human.HumanPlayer`) ask and say through a terminal object;
this is the one the command line gives them.  Ctrl-C and the end of input leave the game.
"""

from __future__ import annotations

import sys

import click

from wordgames.i18n import _


class ClickTerminal:
    """A person at this terminal, through click: Ctrl-C and the end of input leave the game."""

    def __init__(self, err: bool = False):
        self.err = err

    def ask(self, question: str) -> str:
        """Return the line typed at the prompt ``question``; for a line over MAX_TYPED characters, said so, ``""``."""
        from wordgames.table.human import LeaveGame   # cold start: --help imports none of it
        from wordgames_cli.streams import MAX_TYPED, TypedLines   # cold start: --help imports none of it
        stdin = sys.stdin
        if stdin is not None and not stdin.isatty():
            sys.stdin = TypedLines(stdin)
        try:
            return click.prompt(question, default="", show_default=False, prompt_suffix=" > ", err=self.err)
        except OverflowError as e:                # the player asks again, as after an empty line
            self.say(_("the line has {n} characters; a move is at most {most}: type it again").format(
                n=e.args[0], most=MAX_TYPED))
            return ""
        except (click.Abort, EOFError):
            raise LeaveGame() from None
        finally:
            sys.stdin = stdin

    @property
    def width(self) -> int:
        """Return the terminal's width in columns (``COLUMNS``, else 80 when it is not a terminal), for help
        wrapped as ``--help`` is."""
        import shutil   # cold start: --help imports none of it
        return max(40, shutil.get_terminal_size((80, 24)).columns - 1)

    def say(self, text: str) -> None:
        click.echo(text, err=self.err)

    def leave_help(self) -> str:
        """Return the help line of ``quit`` here: the game is kept with ``--save``, and Ctrl-C leaves too."""
        return _("leave the game (kept with --save; Ctrl-C leaves too)")

    def clear(self) -> None:
        """Clear the screen and what scrolled off it (a terminal only), else push what was on it out of sight."""
        stream = sys.stderr if self.err else sys.stdout
        if stream.isatty():
            stream.write(CLEAR_ALL)
            stream.flush()
        else:
            click.echo("\n" * 40, err=self.err)


def say_last(line: str) -> None:
    """Say the table's last line on stderr; a terminal that has hung up (SIGHUP) is not an error."""
    try:
        click.echo(line, err=True)
    except OSError:
        pass


CLEAR_ALL = "\033[H\033[2J\033[3J"
"""Cursor home, clear the screen, clear the scrollback (so the last player's view cannot be scrolled back to)."""
