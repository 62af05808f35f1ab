"""``wordgames games castle``: the referee and scorekeeper of Carroll's Castle Croquet.

\b
  wordgames games castle play --players Оля,Петя,Аня,Боря   report what happens on the lawn
  wordgames games castle play --players a,b,c,d,e --save g.json  five players; the game kept as it goes
  wordgames games castle play --resume g.json               go on with a saved game
  wordgames games castle replay g.txt                       the referee's account of a log written by hand
  wordgames games castle replay g.json --json               a saved game: every step and the final state
  wordgames games castle replay g.json --log > g.txt        a saved game as a text log
"""

from __future__ import annotations

import click

from wordgames_cli.common import echo_json
from wordgames_cli.main import LazyGroup
from wordgames_cli.table_menu import add_table_commands


@click.group(cls=LazyGroup, short_help="Carroll's castle croquet: a referee.")
def castle() -> None:
    """Castle Croquet: report what happens on the lawn; the referee keeps score and applies rules I-V."""


add_table_commands(castle, "castle", "castle croquet")


@castle.command(short_help="The referee's account of a log or a game.")
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True,
              help="Print every step, the final state and where everyone stands as JSON.")
@click.option("--quiet", is_flag=True, help="Print only where everyone stands at the end.")
@click.option("--log", "as_log", is_flag=True,
              help="Print the game as a text log (one event a line), e.g. to keep a saved game in that form.")
def replay(file: str, as_json: bool, quiet: bool, as_log: bool) -> None:
    """Run a game through the referee: what each event did, then where everyone stands.

    FILE is a text log ('players 4', then one event a line, '#' comments), a
    game saved by 'play --save', or - for standard input.
    """
    from wordgames.errors import UsageError     # a replay, not a --help: these wait until one is asked for
    from wordgames.games.castle_croquet.log import account, log_text, read_game, replay_dict, summary
    from wordgames.i18n import _
    if as_json and as_log:
        raise UsageError(_("--json and --log are two ways to print the game: choose one"))
    game = read_game(file)
    if as_log:
        click.echo(log_text(game.state.players, game.events), nl=False)
    elif as_json:
        echo_json(replay_dict(game))
    else:
        if not quiet:
            click.echo("\n".join(account(game)))
        click.echo("\n".join(summary(game)))
