"""``wordgames games``: the non-word games, each a lazily loaded subcommand."""

from __future__ import annotations

import click

from wordgames_cli.main import LazyGroup

GAMES: dict[str, str] = {
    "yam": "wordgames_cli.yam_cmd:yam",
    "dixmille": "wordgames_cli.dixmille_cmd:dixmille",
    "croquet": "wordgames_cli.croquet_cmd:croquet",
    "castle": "wordgames_cli.castle_cmd:castle",
    "vertical": "wordgames_cli.vertical_cmd:vertical",
}


@click.group(cls=LazyGroup, lazy=GAMES)
def games() -> None:
    """The non-word games: Yam, Dix Mille, Carroll's croquet games, Гонки по вертикали."""
