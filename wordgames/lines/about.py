"""What the Color Lines cross is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

Imports nothing of the game: the registry and every ``--help`` read it.
"""

from wordgames.descriptor import Bot, GameDescriptor, Option
from wordgames.i18n import N_

DESCRIPTOR = GameDescriptor(
    "lines", N_("the Color Lines cross"),
    "Move one letter a turn along empty cells; words of three letters or more vanish and score.",
    seats=(1,), loader="wordgames.lines.game:LinesGame", command="battle lines", word_game=True,
    docs="docs/lines.md",
    options=(
        Option("size", "Side of the board.", kind="int", default=6, low=3, high=12),
        Option("spawn", "Letters appearing at a time.", kind="choice", default=3, choices=(2, 3)),
        Option("start", "Letters on the board at the start.", kind="int", default=5, low=0, high=100),
        Option("min_length", "Shortest word that scores and vanishes.", kind="int", default=3,
               low=2, high=12),
        Option("max_turns", "Stop after this many turns, an evening's game (0: only a full board ends it, "
               "as in the text).", kind="int", default=200, low=0, high=1_000_000, saved_default=1000),
        Option("weights", "Letter frequencies of the letters that appear: corpus (Russian text) or "
               "nouns (the lexicon's words).", kind="choice", default="corpus", choices=("corpus", "nouns")),
    ),
    bots=(Bot("random", "moves a random letter to a random reachable cell", make="wordgames.lines.bots:make_random"),
          Bot("greedy", "makes the most points it can with one move; passes when none scores",
              make="wordgames.lines.bots:make_greedy"),
          Bot("expert", "points now first, then the move that leaves its lines most promising",
              make="wordgames.lines.bots:make_expert")),
    default_players=("you",), tournament_players=("random", "greedy", "expert"),
    tournament_mode="solo", hint="expert", presenter="wordgames.lines.presenter:LinesPresenter",
    codec="wordgames.lines.codec:codec",
    page="wordgames.lines.page:LinesPage")
"""The game's descriptor: the registry lists it."""
