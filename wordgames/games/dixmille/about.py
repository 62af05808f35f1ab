"""What Dix Mille (Десяточка) is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

Imports nothing of the game: the registry and every ``--help`` read it.
"""

from wordgames.descriptor import Bot, GameDescriptor, Option
from wordgames.games.dixmille import options as dixmille
from wordgames.i18n import N_

DESCRIPTOR = GameDescriptor(
    "dixmille", N_("Dix Mille (Десяточка)"), "Six dice: set aside what scores, bank before you bust.",
    seats=tuple(range(1, 11)), loader="wordgames.games.dixmille.game:DixMilleGame",
    command="games dixmille", docs="docs/dixmille.md",
    options=(
        Option("table", dixmille.TABLE_HELP, kind="str", default=dixmille.TABLE_DEFAULT,
               reader="wordgames.games.dixmille.scoring:table_option", metavar=dixmille.TABLE_METAVAR),
        Option("target", dixmille.TARGET_HELP, kind="int", default=None, low=1, high=dixmille.MAX_TARGET),
        Option("opening", dixmille.OPENING_HELP, kind="flag", default=False),
        Option("twos", dixmille.TWOS_HELP, kind="choice", default=dixmille.TWOS[0], choices=dixmille.TWOS,
               saved_default="turn"),
    ),
    bots=(Bot("random", "sets aside and banks at random"),
          Bot("cautious", "takes the most points; banks at 350 or with two dice left"),
          Bot("optimal", "maximises the expected points of each turn"),
          Bot("winning", "maximises the chance of winning (against the leader when more than two)")),
    default_players=("you", "optimal"), tournament_players=("optimal", "cautious", "random"),
    hint="optimal", review_goals=("win", "points"))
"""The game's descriptor: the registry lists it."""
