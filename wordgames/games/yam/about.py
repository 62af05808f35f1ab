"""What Yam (Яма) is, as plain data (:mod:`wordgames.descriptor`): seats, rule options and their values, bots.

Imports nothing of the game: the registry and every ``--help`` read it, and the command-line options of
``wordgames games yam`` are built from these values; :mod:`wordgames.games.yam.sheet` checks a reading
against the same tuples.  The help texts are English and translated when shown, like every command's help.

>>> DOM_READINGS, YAMA_READINGS, COLUMN_COUNTS, RULE_SET_NAMES
(('full-house', 'three-of-a-kind'), ('four-of-a-kind', 'five-of-a-kind'), (1, 3, 4), ('yam', 'yahtzee', 'yatzy'))
>>> DESCRIPTOR.bot_names, DESCRIPTOR.seats[-1]
(('random', 'greedy', 'optimal', 'expert'), 10)
"""

from wordgames.descriptor import BOTS, Bot, GameDescriptor, Option
from wordgames.i18n import N_

FULL_HOUSE = "full-house"
THREE_OF_A_KIND = "three-of-a-kind"
FOUR_OF_A_KIND = "four-of-a-kind"
FIVE_OF_A_KIND = "five-of-a-kind"
DOM_READINGS = (FULL_HOUSE, THREE_OF_A_KIND)
"""What Дом may need, the default first."""
YAMA_READINGS = (FOUR_OF_A_KIND, FIVE_OF_A_KIND)
"""What Яма may need, the default first."""
COLUMN_COUNTS = (1, 3, 4)
YAM, YAHTZEE, YATZY = "yam", "yahtzee", "yatzy"
RULE_SET_NAMES = (YAM, YAHTZEE, YATZY)
"""The rule sets of the sheet (:mod:`wordgames.games.yam.rulesets`), the text's Yam first."""
"""The variants of the text by their number of columns, the default first."""

RULES_HELP = ("The rule set: yam (the text's), yahtzee (official Hasbro, with the joker) or yatzy (Scandinavian); "
              "--dom, --yama and --columns 3/4 are Yam's only.")
COLUMNS_HELP = "1: one free column; 3: top-down, bottom-up, free; 4: plus a first-roll column."
DOM_HELP = "What Дом needs: a full house (3+2) or any three of a kind."
YAMA_HELP = "What Яма needs: four equal dice or five."
OPENING_HELP = "Begin with the opening roll: each player throws one die, the highest starts (the tied throw again)."
CACHE_DIR_HELP = "Where the optimal and expert bots' solved tables are cached [default: $XDG_CACHE_HOME/wordgames]."

DESCRIPTOR = GameDescriptor(
    "yam", N_("Yam (Яма)"), "Five dice, three rolls, eleven boxes.",
    seats=tuple(range(1, 11)), loader="wordgames.games.yam.game:YamGame", command="games yam",
    docs="docs/yam.md",
    options=(
        Option("rules", RULES_HELP, kind="choice", default=YAM, choices=RULE_SET_NAMES),
        Option("columns", COLUMNS_HELP, kind="choice", default=COLUMN_COUNTS[0], choices=COLUMN_COUNTS),
        Option("dom", DOM_HELP, kind="choice", default=FULL_HOUSE, choices=DOM_READINGS),
        Option("yama", YAMA_HELP, kind="choice", default=FOUR_OF_A_KIND, choices=YAMA_READINGS),
        Option("opening", OPENING_HELP, kind="flag", default=False),
        Option("cache_dir", CACHE_DIR_HELP, kind="str", default=None, scope=BOTS, metavar="DIR",
               resumed=False, path=True),
    ),
    bots=(Bot("random", "keeps and scores at random", "wordgames.games.yam.players:random_bot"),
          Bot("greedy", "plays each turn for the most points this turn", "wordgames.games.yam.players:greedy_bot"),
          Bot("optimal", "the exact solitaire optimum of one free column (expected score 250.46)",
              "wordgames.games.yam.players:optimal_bot"),
          Bot("expert", "every variant: each turn by the change in each column's exact value alone",
              "wordgames.games.yam.players:expert_bot")),
    default_players=("you", "optimal"), tournament_players=("random", "greedy", "optimal"),
    hint="optimal", review_goals=("points",), presenter="wordgames.games.yam.presenter:YamPresenter",
    codec="wordgames.games.yam.codec:codec",
    page="wordgames.games.yam.page:YamPage")
"""The game's descriptor: the registry lists it."""
