"""What Dix Mille (Десяточка) is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

The rule options' values and help are plain constants here, so the command's options and every ``--help``
read them without the game (this module imports only :mod:`wordgames.descriptor` and :mod:`wordgames.i18n`).
The help texts are English and translated when shown, like every command's help.

>>> TABLE_DEFAULT, TWOS, MAX_TARGET
('text', ('score', 'turn'), 10000000)
>>> DESCRIPTOR.bot("winning").make
'wordgames.games.dixmille.winplay:winning_bot'
"""

from wordgames.descriptor import Bot, GameDescriptor, Option
from wordgames.i18n import N_

TABLE_DEFAULT = "text"
"""The scoring table of the text (``plain`` is the other one named; a JSON file of fields is the third way)."""
TABLE_METAVAR = "text|plain|FILE.json"
MAX_TARGET = 10_000_000
"""The most points a game may be played to."""
TWOS = ("score", "turn")
"""The rule option ``twos``: four (``twos_bust``) or more 2s lose the whole banked score, or only the turn's points."""

TABLE_HELP = ("The scoring table: the text's, a plain one (1s, 5s, triples), or a JSON file of fields "
              "('-': standard input).")
TARGET_HELP = "Points to reach [default: the table's, 10000]."
OPENING_HELP = ("Throw a die each to decide who begins (highest begins, a tie throws again) instead of playing "
                "in the order of --players.")
TWOS_HELP = ("What four (the table's twos_bust) or more 2s in one throw lose: the whole banked score with the "
             "turn's points (the text's «все набранные к этому моменту очки») or only the turn's points.")

DESCRIPTOR = GameDescriptor(
    "dixmille", N_("Dix Mille (Десяточка)"), "Six dice: set aside what scores, bank before you bust.",
    seats=tuple(range(1, 11)), loader="wordgames.games.dixmille.game:DixMilleGame",
    presenter="wordgames.games.dixmille.presenter:DixMillePresenter",
    command="games dixmille", docs="docs/dixmille.md",
    options=(
        Option("table", TABLE_HELP, kind="str", default=TABLE_DEFAULT,
               reader="wordgames.games.dixmille.scoring:table_option", metavar=TABLE_METAVAR),
        Option("target", TARGET_HELP, kind="int", default=None, low=1, high=MAX_TARGET),
        Option("opening", OPENING_HELP, kind="flag", default=False),
        Option("twos", TWOS_HELP, kind="choice", default=TWOS[0], choices=TWOS, saved_default="turn"),
    ),
    bots=(Bot("random", "sets aside and banks at random", "wordgames.games.dixmille.players:random_bot"),
          Bot("cautious", "takes the most points; banks at 350 or with two dice left",
              "wordgames.games.dixmille.players:cautious_bot"),
          Bot("optimal", "maximises the expected points of each turn", "wordgames.games.dixmille.strategy:optimal_bot"),
          Bot("winning", "maximises the chance of winning (against the leader when more than two)",
              "wordgames.games.dixmille.winplay:winning_bot")),
    default_players=("you", "optimal"), tournament_players=("optimal", "cautious", "random"),
    codec="wordgames.games.dixmille.codec:codec",
    hint="optimal", review_goals=("win", "points"), page="wordgames.games.dixmille.page:DixMillePage")
"""The game's descriptor: the registry lists it."""
