"""A person at the terminal as a player of «Словесный бой» and of the Color Lines cross.

The square is drawn before every question; cells are typed like ``b3``
(column, row) or ``2 3`` (row, column), letters in either case.  Bad input is
explained and asked again.  Ctrl-C or end of input leaves the game: click
raises ``Abort``, which the ``play`` and ``lines`` commands catch.
"""

from __future__ import annotations

import click

from wordgames.lines.rules import PASS, LinesState, Shift, parse_shift
from wordgames.battle.engine import Player
from wordgames.battle.game import Cell, Letter, View
from wordgames.battle.notation import COLUMNS, parse_cell, parse_letter
from wordgames.battle.score import score_square
from wordgames.battle.square import EMPTY
from wordgames.errors import IllegalMoveError, WordgamesError

HELP = ("Type a cell like b3 (column b, row 3) or 2 3 (row 2, column 3); "
        "'?' shows this help, Ctrl-C leaves (the game is kept with --save).")


def grid_lines(rows: tuple[str, ...], marks: dict[Cell, str] | None = None) -> list[str]:
    """Return a square drawn with column letters above and row numbers at the left.

    >>> print("\\n".join(grid_lines(("к.", ".т"))))
         a b
       1 К ·
       2 · Т
    """
    marks = marks or {}
    width = len(rows[0]) if rows else 0
    out = ["     " + " ".join(COLUMNS[:width])]
    for r, row in enumerate(rows):
        cells = [marks.get((r, c), "·" if ch == EMPTY else ch.upper()) for c, ch in enumerate(row)]
        out.append(f"  {r + 1:>2} " + " ".join(cells))
    return out


def ask(question: str) -> str:
    """Return one line typed at the terminal (Ctrl-C or end of input raise ``click.Abort``)."""
    return click.prompt(question, default="", show_default=False, prompt_suffix=" > ")


class TerminalPlayer(Player):
    """Asks the person at the terminal for every call and every cell, and re-asks on bad input."""

    kind = "human"

    def __init__(self, name: str = "you", lexicon=None):
        super().__init__(name)
        self.lexicon = lexicon

    def _show(self, view: View, turn: int) -> None:
        """Draw the player's square, with its points so far."""
        click.echo()
        click.echo("\n".join(grid_lines(view.square.rows)))
        if self.lexicon is not None:
            points = score_square(self.lexicon, view.square, view.rules.directions).total
            click.echo(f"  {self.name}: {points} points so far; turn {turn} of {view.rules.moves}")

    def call(self, view: View) -> Letter:
        self._show(view, len(view.called) + 1)
        while True:
            text = ask(f"{self.name}, your call: which letter?")
            if text.strip() in ("?", "help"):
                click.echo("Type one Russian letter, in either case (ё is е).")
                continue
            try:
                return parse_letter(text)
            except WordgamesError as e:
                click.echo(f"  {e}; type one Russian letter.")

    def place(self, view: View, letter: Letter) -> Cell:
        self._show(view, len(view.called))
        while True:
            text = ask(f"{self.name}, where does {letter.upper()} go?")
            if text.strip() in ("?", "help"):
                click.echo(HELP)
                continue
            try:
                cell = parse_cell(text, view.rules.height, view.rules.width)
            except WordgamesError as e:
                click.echo(f"  {e}")
                continue
            if view.square.letter(cell) != EMPTY:
                click.echo(f"  {text.strip()} already holds {view.square.letter(cell).upper()}; "
                           "choose an empty cell (·).")
                continue
            return cell


class TerminalLinesPlayer:
    """Asks the person at the terminal for a Color Lines move: ``b3 d5``, or Enter to pass."""

    kind = "human"

    def __init__(self, name: str = "you"):
        self.name = name

    def move(self, state: LinesState) -> Shift | None:
        while True:
            text = ask("move a letter: from to (e.g. b3 d5), Enter to pass")
            if text.strip() in ("?", "help"):
                click.echo("Type the cell of a letter and an empty cell it can reach through empty cells "
                           "(up, down, left, right), e.g. b3 d5; Enter or 'pass' moves nothing.")
                continue
            try:
                move = parse_shift(text, state)
            except IllegalMoveError as e:
                click.echo(f"  rule {e.rule}: {e.message}")
                continue
            except WordgamesError as e:
                click.echo(f"  {e}")
                continue
            return None if move == PASS else move

