"""``wordgames games vertical``: play «Гонки по вертикали» with people, bots and programs; tournaments.

\b
  wordgames games vertical play                                you are Red 1; search bots play the rest
  wordgames games vertical play --players Оля,search,Петя,search   two people and two bots (2x2)
  wordgames games vertical play --players Оля,Петя             one against one: two piles each (1x1)
  wordgames games vertical play --players Оля,Петя,Вася --solo black --deck 52   three people (3p)
  wordgames games vertical play --players greedy,search,greedy,search --seed 3 --save game.json
  wordgames games vertical play --resume game.json             go on with a game left unfinished
  wordgames games vertical tournament --players greedy,search --games 20
"""

from __future__ import annotations

import click

from wordgames_cli.main import LazyGroup
from wordgames_cli.table_menu import add_table_commands


@click.group(cls=LazyGroup, short_help="«Гонки по вертикали»: the card race.")
def vertical() -> None:
    """«Гонки по вертикали»: Red and Black race their cards up a 4×9 (4×13) rectangle."""


add_table_commands(vertical, "vertical", "«Гонки по вертикали»")
