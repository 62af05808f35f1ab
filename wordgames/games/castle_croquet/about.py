"""What castle croquet is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

Imports nothing of the game: the registry and every ``--help`` read it.
"""

from wordgames.descriptor import Bot, GameDescriptor
from wordgames.i18n import N_

DESCRIPTOR = GameDescriptor(
    "castle", N_("castle croquet"),
    "Carroll's lawn game for four or five: report what happens; the referee applies rules I–V.",
    seats=(4, 5), loader="wordgames.games.castle_croquet.game:CastleGame", command="games castle",
    docs="docs/castle-croquet.md",
    bots=(Bot("random", "reports a random event the rules allow (to exercise the referee)",
              "wordgames.games.castle_croquet.bots:random_bot"),),
    default_players=("player 1", "player 2", "player 3", "player 4"), tournament_players=("random",) * 4,
    presenter="wordgames.games.castle_croquet.presenter:CastlePresenter",
    codec="wordgames.games.castle_croquet.codec:codec",
    page="wordgames.games.castle_croquet.page:CastlePage",
    utility=(0.0, 1.0), max_actions=50_000)   # the longest game read back (a log's events, a saved game's actions): a game of bots
                          # that report at random is about 9 000; 50 000 are replayed in a few seconds
                          # (docs/limits.md)
"""The game's descriptor: the registry lists it."""
