"""What the dice games' terminal sessions share: their seed/save/resume options, the human's way out, and leaving with a save."""

from __future__ import annotations

import random
from pathlib import Path

import click

from wordgames.games.yam.session import save_game


class Quit(Exception):
    """The human asked to leave the game."""


def leave(state, seats, rng: random.Random, save_path: Path | None) -> None:
    """Save the unfinished game when asked (atomically) and say the player left."""
    if save_path:
        save_game(str(save_path), state, seats, rng)
        click.echo(f"Saved to {save_path}.")
    click.echo("Left the game.")


def session_options(command):
    """Add ``--seed``, ``--save`` and ``--resume`` (as ``seed``, ``save_path``, ``resume_path``) to a play command."""
    for option in reversed((
        click.option("--seed", type=int, default=None, help="Seed the dice (a replayable game)."),
        click.option("--save", "save_path", type=click.Path(dir_okay=False, path_type=Path),
                     help="Save the game to this file after every turn (and on leaving)."),
        click.option("--resume", "resume_path", type=click.Path(dir_okay=False, path_type=Path),
                     help="Continue the game saved in this file."),
    )):
        command = option(command)
    return command

