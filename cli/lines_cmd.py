"""``wordgames battle lines``: the Color Lines cross of «Словесный бой» (task 3).

\b
  wordgames battle lines play                               you play, 6×6, three letters at a time
  wordgames battle lines play --players expert --seed 3     watch the expert
  wordgames battle lines play --size 9 --spawn 2 --min-length 4
  wordgames battle lines tournament --players random,greedy,expert --games 50
"""

from __future__ import annotations

import click

from wordgames_cli.main import LazyGroup
from wordgames_cli.table_menu import add_table_commands


@click.group(cls=LazyGroup, short_help="The Color Lines cross: letters vanish.")
def lines() -> None:
    """The Color Lines cross of «Словесный бой»: move one letter a turn; words vanish and score.

    Letters appear on random cells, a few at a time, and the next ones are
    shown in advance.  Each turn move one letter along empty cells (or
    pass); every word of three letters or more in a row or a column scores
    its length minus one and vanishes.  A move that makes no word brings the
    shown letters.  The game ends when the board is full.
    """


add_table_commands(lines, "lines", "the Color Lines cross")
