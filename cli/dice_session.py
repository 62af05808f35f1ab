"""What the dice games' terminal sessions share: the human's way out, and leaving with a save."""

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
