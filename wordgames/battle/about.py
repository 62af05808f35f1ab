"""What «Словесный бой» is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

Imports nothing of the game: the registry and every ``--help`` read it.
"""

from wordgames.descriptor import Bot, GameDescriptor, Option, TABLE_WORDS_OPTION, VOCABULARY_OPTION, WEIGHTS_OPTION

DESCRIPTOR = GameDescriptor(
    "battle", "«Словесный бой»",
    "Fill a private square with called letters; every noun read along a row or a column scores.",
    seats=(1, 2, 3, 4, 5, 6), loader="wordgames.battle.game:BattleGame", command="battle",
    word_game=True, docs="docs/battle.md",
    options=(
        Option("size", "Side of the square.", kind="int", default=6, low=2, high=12),
        Option("moves", "Turns agreed before the game: whole rounds, at most one per cell "
               "[default: the most].", kind="int", default=None, low=1, high=144),
        Option("caller", "Who calls the letters: the players in turn, or the computer [default: the "
               "computer for one player or with --letters].", kind="choice", default=None,
               choices=("players", "computer")),
        Option("letters", "Take the called letters from this file, in order (task 4b).", kind="file",
               reader="wordgames.battle.letters:load_letters", metavar="FILE"),
        Option("directions", "2: rows left to right and columns top to bottom; 8: also backwards and "
               "diagonally (variation 3).", kind="choice", default=2, choices=(2, 8)),
        Option("strike_duplicates", "Words counted by several players score for none (variation 2).",
               kind="flag", default=False),
        Option("allow_proper", "House rule: proper nouns count too («при общем согласии игроков»).",
               kind="flag", default=False),
        WEIGHTS_OPTION,
        TABLE_WORDS_OPTION,
        VOCABULARY_OPTION,
    ),
    bots=(Bot("random", "writes each letter in a random empty cell; calls weighted random letters",
              make="wordgames.battle.bots.simple:make_random"),
          Bot("greedy", "writes each letter where it adds most points now",
              make="wordgames.battle.bots.simple:make_greedy"),
          Bot("expert", "plans by what each line can still become, and looks ahead",
              make="wordgames.battle.bots.expert:make_expert")),
    default_players=("you",), tournament_players=("random", "greedy", "expert"),
    tournament_mode="solo", hint="greedy", presenter="wordgames.battle.presenter:BattlePresenter",
    codec="wordgames.battle.codec:codec",
    from_view="wordgames.battle.resample:from_view",
    page="wordgames.battle.page:BattlePage")
"""The game's descriptor: the registry lists it."""
