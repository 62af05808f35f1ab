"""What Змейка is, as plain data (:mod:`wordgames.descriptor`): seats, rule options, bots.

Imports nothing of the game: the registry and every ``--help`` read it.
"""

from wordgames.descriptor import Bot, GameDescriptor, Option, TABLE_WORDS_OPTION, VOCABULARY_OPTION

DESCRIPTOR = GameDescriptor(
    "snake", "Змейка", "Lay words on the snake from your hand; go out first; challenge a dead end.",
    seats=(2, 4), loader="wordgames.snake.game:SnakeGame", command="snake", word_game=True,
    docs="docs/snake.md", team_game=True,
    options=(
        Option("hand_size", "Cards dealt to each player.", kind="int", default=30, low=1, high=200),
        Option("bonuses", "Going-out bonuses, first, second and third out, e.g. 250,200,50.", kind="str",
               default=[250, 200, 50], reader="wordgames.snake.game:bonuses_option", metavar="N,N,N"),
        Option("distrust_penalty", "The fine for unfounded distrust (a challenge that fails).", kind="int",
               default=100, low=0, high=100_000),
        Option("information_penalty", "The fine for a promise to go out not kept (illegal information).",
               kind="int", default=200, low=0, high=100_000),
        Option("joker_penalty", "What a joker left in hand costs at the end.", kind="int", default=10,
               low=0, high=100_000),
        Option("max_words", "Words a player may lay in one turn.", kind="int", default=7, low=1, high=100),
        Option("rule5", "Rule 5: challenge (a dead end may be laid; a challenge catches it) or strict "
               "(the referee refuses a dead end).", kind="choice", default="challenge",
               choices=("challenge", "strict")),
        Option("challenge_time", "When in a turn the right word may be challenged: any (the text: «в любой "
               "момент», also after asking the partner or a left placement) or first (before anything else "
               "of the turn).", kind="choice", default="any", choices=("any", "first"), saved_default="first"),
        Option("diminutives", "Rule 6's diminutive and augmentative suffixes: refuse the words (the text; "
               "a suffix that gives a new meaning is allowed, as in голенище) or only warn.", kind="choice",
               default="refuse", choices=("refuse", "warn"), saved_default="warn"),
        Option("cards", "The card set, each letter with its count, jokers as *, e.g. а35,б10,…,*4 "
               "[default: the text's 480 cards].", kind="str", default=None,
               reader="wordgames.snake.game:cards_option", metavar="а35,…,*4"),
        Option("values", "Letter values that differ from the text's, e.g. щ8,ъ5.", kind="str", default=None,
               reader="wordgames.snake.game:values_option", metavar="а1,…"),
        TABLE_WORDS_OPTION,
        VOCABULARY_OPTION,
    ),
    bots=(Bot("random", "plays a random legal move", make="wordgames.snake.bots:random_bot"),
          Bot("greedy", "lays the placement worth the most points now, word after word",
              make="wordgames.snake.bots:greedy_bot"),
          Bot("expert", "prices its cards by the stock left, goes out when it pays, leaves right words the next opponent cannot continue, passes to its partner",
              make="wordgames.snake.expert:expert_bot")),
    default_players=("you", "expert", "expert", "expert"), tournament_players=("expert", "greedy"),
    hint="expert", presenter="wordgames.snake.presenter:SnakePresenter",
    codec="wordgames.snake.codec:codec",
    from_view="wordgames.snake.resample:from_view",
    page="wordgames.snake.page:SnakePage")
"""The game's descriptor: the registry lists it."""
