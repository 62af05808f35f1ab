"""``wordgames games croquet``: referee Carroll's Arithmetical Croquet and solve it.

\b
  wordgames games croquet play                          you against the perfect bot
  wordgames games croquet play --players Оля,Петя       two people at one terminal
  wordgames games croquet solve                         value of the start, best move
  wordgames games croquet solve 4 1 8 --all --json      after these numbers, every move valued
  wordgames games croquet solve --gates 20-90           the translation's course: no gate at 10
  wordgames games croquet solve --bans mover           rule 4 read for the player who moves
  wordgames games croquet solve --gates croquar-95      the CROQUAR-95 contest's rules: a draw
  wordgames games croquet review game.json              what each number of a saved game cost
"""

from __future__ import annotations

import click

from wordgames_cli.common import echo_json
from wordgames_cli.main import LazyGroup
from wordgames_cli.table_cmd import progress_reporter
from wordgames_cli.table_menu import add_table_commands

gates_option = click.option(
    "--gates", type=click.Choice(["10-90", "20-90", "croquar-95"]), default="10-90", show_default=True,
    help="Which rules: gates 10-90 as Carroll wrote, 20-90 as the Russian translation "
         "lists them, or croquar-95, the 1995 programming contest's rules (a draw with perfect play).")
bans_option = click.option(
    "--bans", type=click.Choice(["carroll", "mover"]), default="carroll", show_default=True,
    help="Rule 4's exceptions: carroll (as Carroll wrote them: a step into a gate, or from 91..99 while the "
         "other player is not at 91..99, bans nothing) or mover (read for the player who moves: such a move "
         "may take a banned step). The CROQUAR-95 rules have bans of their own.")
no_cache_option = click.option(
    "--no-cache", is_flag=True, help="Solve afresh instead of using the cached table.")


@click.group(cls=LazyGroup, short_help="Carroll's arithmetical croquet: play, solve.")
def croquet() -> None:
    """Lewis Carroll's Arithmetical Croquet: race to 100 through the gates 10..90."""


add_table_commands(croquet, "croquet", "arithmetical croquet", review=True)


@croquet.command(short_help="Value a position with perfect play.")
@click.argument("numbers", nargs=-1, type=int)
@click.option("--position", metavar="FILE|JSON",
              help="Start from this position: a game saved by 'play --save', a position as JSON, or - for stdin.")
@click.option("--all", "show_all", is_flag=True, help="Value every legal number.")
@click.option("--line", is_flag=True, help="Show the best line of play to the end.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@gates_option
@bans_option
@no_cache_option
def solve(numbers: tuple[int, ...], position: str | None, show_all: bool, line: bool,
          as_json: bool, gates: str, bans: str, no_cache: bool) -> None:
    """Value of a position with perfect play, and the best move.

    NUMBERS are the numbers named so far, in turn from the start (player 1
    first); without them, the start is solved.  A --position (a saved game,
    a position as JSON, or '-' for standard input) carries its own gates and bans.
    """
    from wordgames.games.croquet.game import analyse, position_after, report_lines   # a solve, not a --help
    game, state = position_after(gates, numbers, position, bans)
    report = analyse(game, state, every_move=show_all, line=line, use_cache=not no_cache,
                     progress=progress_reporter())
    if as_json:
        echo_json(report)
        return
    click.echo("\n".join(report_lines(report, state)))
