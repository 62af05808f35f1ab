"""What Yam (Яма) is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

Imports nothing of the game: the registry and every ``--help`` read it.
"""

from wordgames.descriptor import BOTS, Bot, GameDescriptor, Option
from wordgames.games.yam import options as yam
from wordgames.i18n import N_

DESCRIPTOR = GameDescriptor(
    "yam", N_("Yam (Яма)"), "Five dice, three rolls, eleven boxes.",
    seats=tuple(range(1, 11)), loader="wordgames.games.yam.game:YamGame", command="games yam",
    docs="docs/yam.md",
    options=(
        Option("columns", yam.COLUMNS_HELP, kind="choice", default=yam.COLUMN_COUNTS[0],
               choices=yam.COLUMN_COUNTS),
        Option("dom", yam.DOM_HELP, kind="choice", default=yam.FULL_HOUSE, choices=yam.DOM_READINGS),
        Option("yama", yam.YAMA_HELP, kind="choice", default=yam.FOUR_OF_A_KIND, choices=yam.YAMA_READINGS),
        Option("opening", yam.OPENING_HELP, kind="flag", default=False),
        Option("cache_dir", yam.CACHE_DIR_HELP, kind="str", default=None, scope=BOTS, metavar="DIR",
               resumed=False, path=True),
    ),
    bots=(Bot("random", "keeps and scores at random"),
          Bot("greedy", "plays each turn for the most points this turn"),
          Bot("optimal", "the exact solitaire optimum of one free column (expected score 250.46)"),
          Bot("expert", "every variant: each turn by the change in each column's exact value alone")),
    default_players=("you", "optimal"), tournament_players=("random", "greedy", "optimal"),
    hint="optimal", review_goals=("points",))
"""The game's descriptor: the registry lists it."""
