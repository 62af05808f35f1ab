"""What arithmetical croquet is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

Imports nothing of the game: the registry and every ``--help`` read it.
"""

from wordgames.descriptor import BOTS, Bot, GameDescriptor, Option
from wordgames.i18n import N_

DESCRIPTOR = GameDescriptor(
    "croquet", N_("arithmetical croquet"), "Carroll's race to 100 through the gates 10 … 90.",
    seats=(2,), loader="wordgames.games.croquet.game:CroquetGame", command="games croquet",
    docs="docs/croquet.md",
    options=(
        Option("gates", "Which rules: gates 10-90 as Carroll wrote, 20-90 as the Russian translation "
               "lists them, or croquar-95, the 1995 programming contest's rules (a draw with perfect play).",
               kind="choice", default="10-90", choices=("10-90", "20-90", "croquar-95")),
        Option("bans", "Rule 4's exceptions: carroll (as Carroll wrote them: a step into a gate, or from "
               "91..99 while the other player is not at 91..99, bans nothing) or mover (read for the player "
               "who moves: such a move may take a banned step). The CROQUAR-95 rules have bans of their own.",
               kind="choice", default="carroll", choices=("carroll", "mover"), saved_default="mover"),
        Option("no_cache", "Solve afresh for the perfect bot instead of using the cached table.",
               kind="flag", default=False, scope=BOTS, resumed=False),
    ),
    bots=(Bot("random", "names a random legal number", "wordgames.games.croquet.players:random_bot"),
          Bot("perfect", "plays from the solved game: the fastest win or the longest defence",
              "wordgames.games.croquet.players:perfect_bot")),
    default_players=("you", "perfect"), tournament_players=("perfect", "random"), hint="perfect",
    review_goals=("win",), utility=(-1.0, 1.0), presenter="wordgames.games.croquet.presenter:CroquetPresenter",
    codec="wordgames.games.croquet.codec:codec",
    page="wordgames.games.croquet.page:CroquetPage")
"""The game's descriptor: the registry lists it."""
