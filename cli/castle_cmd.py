"""``wordgames games castle``: the referee and scorekeeper of Carroll's Castle Croquet.

\b
  wordgames games castle                        an interactive log: type what happens on the lawn
  wordgames games castle --players 5 --log g.txt  five players; every accepted event saved to g.txt
  wordgames games castle replay g.txt            the referee's account of a saved log
  wordgames games castle replay g.txt --json     the final state as data
"""

from __future__ import annotations

from pathlib import Path

import click

from wordgames.errors import WordgamesError
from wordgames.games.castle_croquet.events import SYNTAX, format_event, parse_event
from wordgames.games.castle_croquet.log import read_log, write_log
from wordgames.games.castle_croquet.pieces import COLOURS, PLAYER_COUNTS
from wordgames.games.castle_croquet.report import status_lines, todo, whose_stroke
from wordgames.games.castle_croquet.rules import apply
from wordgames.games.castle_croquet.state import Game
from wordgames_cli.common import echo_json

HELP = f"""Events: {SYNTAX}
Balls by colour; castles by number or flag colour.  Also: status, todo, undo, help, quit."""


def colours_line(players: int) -> str:
    """Return who plays which colours."""
    return "; ".join(f"player {p}: {soldier} soldier, {sentinel} sentinel"
                     for p, (soldier, sentinel) in enumerate(COLOURS[players], 1))


@click.group(invoke_without_command=True)
@click.option("--players", type=click.Choice([str(n) for n in PLAYER_COUNTS]), default="4",
              show_default=True, help="Four or five players (colours as in the text's note).")
@click.option("--log", "log_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Log file: continued if it exists, rewritten after every accepted event.")
@click.pass_context
def castle(ctx: click.Context, players: str, log_path: Path | None) -> None:
    """Castle Croquet: report what happens on the lawn; the referee keeps score and applies rules I-V."""
    if ctx.invoked_subcommand is not None:
        return
    history: list[tuple[Game, object]] = []      # (game before, event) of every accepted event
    if log_path is not None and log_path.exists():
        r = read_log(log_path)
        game, history = r.game, [(s.before, s.event) for s in r.steps]
        click.echo(f"Continuing {log_path} ({len(r.steps)} events).")
    else:
        game = Game.start(int(players))
    click.echo(colours_line(game.players))
    click.echo(HELP)
    shown = None
    try:
        while True:
            if whose_stroke(game) != shown:                  # say whose stroke it is when that changes
                shown = whose_stroke(game)
                click.echo(shown)
            text = click.prompt("event", prompt_suffix=" > ", default="", show_default=False).strip()
            word = text.lower()
            if not word:
                continue
            if word in ("quit", "exit"):
                break
            if word == "help":
                click.echo(HELP)
            elif word == "status":
                click.echo("\n".join(status_lines(game)))
            elif word == "todo":
                for p in range(1, game.players + 1):
                    click.echo(f"player {p}: " + "; ".join(todo(game, p)))
            elif word == "undo":
                if not history:
                    click.echo("Nothing to undo.")
                else:
                    game, event = history.pop()
                    click.echo("Taken back.")
                    save(log_path, game.players, history)
            else:
                try:
                    event = parse_event(text, game.players)
                    after, notes = apply(game, event)
                except WordgamesError as e:
                    click.echo(f"Refused: {e}")
                    continue
                history.append((game, event))
                game = after
                for note in notes:
                    click.echo(f"  {note}")
                save(log_path, game.players, history)
                if game.winner is not None:
                    click.echo(f"Player {game.winner} wins.")
                    break
    except (click.Abort, KeyboardInterrupt):
        click.echo("\nLog closed.", err=True)


def save(log_path: Path | None, players: int, history: list) -> None:
    """Rewrite the log file with the accepted events, if there is one."""
    if log_path is not None:
        write_log(log_path, players, [event for _, event in history])


@castle.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the final state and every step as JSON.")
@click.option("--quiet", is_flag=True, help="Print only the final state.")
def replay(file: Path, as_json: bool, quiet: bool) -> None:
    """Run a saved log through the referee: what each event did, then where everyone stands."""
    r = read_log(file)
    if as_json:
        echo_json({"players": r.game.players, "winner": r.game.winner, "state": r.game.to_dict(),
                   "steps": [{"line": s.line, "notes": s.notes} for s in r.steps]})
        return
    if not quiet:
        for s in r.steps:
            click.echo(f"{s.line:>4}  {format_event(s.event, r.game.players)}")
            for note in s.notes:
                click.echo(f"        {note}")
    click.echo("\n".join(status_lines(r.game)))
    click.echo(whose_stroke(r.game))
