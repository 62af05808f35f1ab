"""``wordgames games``: the non-word games, each a lazily loaded subcommand, and the list of every game."""

from __future__ import annotations

import click

from wordgames.i18n import _
from wordgames_cli.main import LazyGroup

GAMES: dict[str, str] = {
    "yam": "wordgames_cli.yam_cmd:yam",
    "dixmille": "wordgames_cli.dixmille_cmd:dixmille",
    "croquet": "wordgames_cli.croquet_cmd:croquet",
    "castle": "wordgames_cli.castle_cmd:castle",
    "vertical": "wordgames_cli.vertical_cmd:vertical",
}

# name -> the game's own short help, so that ``wordgames games --help`` lists the games without importing
# them (tests/test_imports.py checks that each is the command's short help).
SUMMARIES: dict[str, str] = {
    "yam": "Yam (Яма): sheets, the optimal advisor, play.",
    "dixmille": "Dix Mille (Десяточка): advise, play.",
    "croquet": "Carroll's arithmetical croquet: play, solve.",
    "castle": "Carroll's castle croquet: a referee.",
    "vertical": "«Гонки по вертикали»: the card race.",
}


@click.group(cls=LazyGroup, lazy=GAMES, summaries=SUMMARIES, short_help="Yam, Dix Mille, croquet, Гонки по вертикали.")
def games() -> None:
    """The non-word games: Yam, Dix Mille, Carroll's croquet games, Гонки по вертикали."""


@games.command("list", short_help="Every game the table plays, with its bots.")
@click.option("--json", "as_json", is_flag=True, help="Print every game's seats, rule options and bots as JSON.")
def list_games(as_json: bool) -> None:
    """List every game the table can play (word games too): its command, seats, rule options and bots."""
    from wordgames.descriptor import seats_text   # cold start: --help imports none of it
    from wordgames.registry import GAMES as REGISTRY   # cold start: --help imports none of it
    from wordgames_cli.common import echo_json   # cold start: --help imports none of it
    if as_json:
        echo_json([g.to_dict() for g in REGISTRY.values()])
        return
    for g in REGISTRY.values():
        click.echo(f"{g.name:<9} " + _("{title} — {summary}").format(title=_(g.title), summary=_(g.summary)))
        click.echo("          " + _("wordgames {command} play; {seats}; bots: {bots}").format(
            command=g.command, seats=seats_text(g.seats), bots=", ".join(g.bot_names) or _("none")))
        if g.options:
            click.echo("          " + _("options: {options}").format(
                options=", ".join("--" + o.name.replace("_", "-") for o in g.options)))
