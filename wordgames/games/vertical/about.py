"""What «Гонки по вертикали» is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

Imports nothing of the game: the registry and every ``--help`` read it.
"""

from wordgames.descriptor import BOTS, Bot, GameDescriptor, Option

MAX_ROLLOUTS = 1000
"""The most rollouts per move of the search bot a person or a saved game may ask for: a move in a tenth of a
second or so, a whole game of six such bots on 52 cards in about ten seconds (docs/limits.md)."""

DEFAULT_ROLLOUTS = 300
"""The search bot's rollouts per move when none are asked for."""


DESCRIPTOR = GameDescriptor(
    "vertical", "«Гонки по вертикали»",
    "Red and Black race their cards up a 4×9 (4×13) rectangle.",
    seats=(2, 3, 4, 6), loader="wordgames.games.vertical.game:VerticalGame", command="games vertical",
    team_game=True,
    docs="docs/vertical.md",
    options=(
        Option("mode", "2x2, 3x3, 1x1 (two piles each) or 3p (one person plays both hands of --solo) "
               "[default: from the number of players: 4, 6, 2 or 3].", kind="choice", default=None,
               choices=("2x2", "3x3", "1x1", "3p")),
        Option("deck", "Deck size: a 4×9 or a 4×13 rectangle.", kind="choice", default=36, choices=(36, 52)),
        Option("seating", "Colours alternating round the table, or each team on one side (same order "
               "of moves).", kind="choice", default="alternate", choices=("alternate", "sides")),
        Option("solo", "In 3p mode, the team of the person who plays two hands.", kind="choice",
               default="red", choices=("red", "black")),
        Option("rollouts", "Rollouts per move of the search bot.", kind="int", default=DEFAULT_ROLLOUTS, low=1,
               high=MAX_ROLLOUTS, scope=BOTS),
    ),
    bots=(Bot("random", "lays a random legal card", "wordgames.games.vertical.players:random_bot"),
          Bot("greedy", "lays the lowest card that reaches the highest place",
              "wordgames.games.vertical.players:greedy_bot"),
          Bot("search", "Monte Carlo rollouts over the cards it cannot see",
              "wordgames.games.vertical.search:search_bot")),
    default_players=("you", "search", "search", "search"), tournament_players=("greedy", "search"),
    hint="search", utility=(-1.0, 1.0), presenter="wordgames.games.vertical.presenter:VerticalPresenter",
    codec="wordgames.games.vertical.codec:codec",
    from_view="wordgames.games.vertical.resample:from_view",
    page="wordgames.games.vertical.page:VerticalPage")
"""The game's descriptor: the registry lists it."""
