"""Every game the table can play: its name, seats, rule options and bots, as plain data.

This module imports no game code (nor the errors, until one is raised), so listing
the games (and every command's ``--help``) stays instant; :meth:`GameInfo.load` imports the game itself
(``loader``: ``"module:Class"``, a :class:`~wordgames.game.Game`) when a
game is really played.

A rule option has a name (its key in a session's ``rules`` and, with dashes,
its command-line option), help, a default and the values it allows.  Options
of scope ``"bots"`` say how the computer players play (a search's rollouts,
where a solved table is cached) rather than what the rules are; a session
keeps them too.

>>> [g.name for g in GAMES.values()]
['battle', 'lines', 'snake', 'yam', 'dixmille', 'croquet', 'castle', 'vertical']
>>> info("croquet").bot_names, info("croquet").seats
(('random', 'perfect'), (2,))
>>> info("chess")
Traceback (most recent call last):
...
wordgames.errors.UsageError: unknown game 'chess' (choose from battle, lines, snake, yam, dixmille, croquet, castle, vertical)
"""

import importlib
from typing import Any, NamedTuple

from wordgames.games.dixmille import options as dixmille
from wordgames.games.yam import options as yam
from wordgames.i18n import N_, _, ngettext

MAX_ROLLOUTS = 1000
"""The most rollouts per move of «Гонки по вертикали»'s search bot: a move in a tenth of a second or so, a
whole game of six such bots on 52 cards in about ten seconds (docs/limits.md)."""

RULES, BOTS = "rules", "bots"
"""The scopes of an option: the rules agreed before play, or how the bots play."""


class Option(NamedTuple):
    """One rule option of a game, as data: enough to build a command-line option and check a value.

    ``kind``: ``int``, ``float``, ``str``, ``choice`` (one of ``choices``),
    ``flag`` (true or false) or ``file`` (a path, or ``-`` for standard input,
    read by ``reader`` — ``"module:function"`` — into the option's JSON value).
    A default of ``None`` means the game decides from the other options and
    the seats; the help says how.
    """

    name: str
    help: str
    kind: str = "str"
    default: Any = None
    choices: tuple[Any, ...] = ()
    low: float | None = None
    high: float | None = None
    reader: str | None = None
    scope: str = RULES
    metavar: str | None = None
    resumed: bool = True      # a bot setting a resumed game keeps from its file (False: about one run only)
    saved_default: Any = None  # for an option added later: the value a saved game that does not name it was
                               # played with (None: the default), so an old session replays as it was played
    path: bool = False        # the value names a place on disk: a person's own choice on the command line,
                              # never written to a saved game nor taken from one (a received file chooses no path)

    def fault(self, value: Any) -> str | None:
        """Return what is wrong with ``value`` as this option's JSON value (a saved game's rules), or None.

        The kinds the registry knows are checked here: the type of every kind, the range of a number;
        which of its choices a value is, and an option read by a ``reader`` or from a file, are the
        game's to check.

        >>> Option("gates", "", kind="choice", choices=("10-90", "20-90")).fault({"a": 1})
        "gates: one of '10-90', '20-90', not {'a': 1}"
        >>> Option("size", "", kind="int", low=3, high=12).fault(True)
        'size: a whole number from 3 to 12, not True'
        """
        if (value is None and self.default is None) or self.reader is not None:
            return None
        shown = repr(value)
        if self.kind == "flag":
            return None if isinstance(value, bool) else _("{name}: true or false, not {value}").format(
                name=self.name, value=shown)
        if self.kind == "choice":   # a value of a kind the choices have is the game's to judge (in its words)
            if any(type(value) is type(c) for c in self.choices):
                return None
            return _("{name}: one of {choices}, not {value}").format(
                name=self.name, choices=", ".join(map(repr, self.choices)), value=shown)[:300]
        if self.kind in ("int", "float"):
            number = isinstance(value, int) if self.kind == "int" else isinstance(value, (int, float))
            ok = (number and not isinstance(value, bool) and value == value and abs(value) != float("inf")
                  and (self.low is None or value >= self.low) and (self.high is None or value <= self.high))
            if ok:
                return None
            whole = self.kind == "int"
            if self.low is not None and self.high is not None:
                message = (_("{name}: a whole number from {low} to {high}, not {value}") if whole else
                           _("{name}: a number from {low} to {high}, not {value}"))
            elif self.low is not None:
                message = (_("{name}: a whole number of at least {low}, not {value}") if whole else
                           _("{name}: a number of at least {low}, not {value}"))
            else:
                message = _("{name}: a whole number, not {value}") if whole else _("{name}: a number, not {value}")
            return message.format(name=self.name, low=f"{self.low:g}" if self.low is not None else "",
                                  high=f"{self.high:g}" if self.high is not None else "", value=shown)[:300]
        if self.kind == "str" and self.reader is None:
            return None if isinstance(value, str) and len(value) <= 1000 else _(
                "{name}: text, not {value}").format(name=self.name, value=shown)[:300]
        return None

    def to_dict(self) -> dict[str, Any]:
        """Return the option as JSON data (for ``games list --json``)."""
        data = {"name": self.name, "kind": self.kind, "default": self.default, "scope": self.scope,
                "help": self.help}
        if self.choices:
            data["choices"] = list(self.choices)
        if self.low is not None or self.high is not None:
            data["range"] = [self.low, self.high]
        return data


class BotInfo(NamedTuple):
    """A computer player a game offers: its name and what it does."""

    name: str
    help: str


class GameInfo(NamedTuple):
    """A game in the registry: who can sit at it, its rule options, its bots, where its code is."""

    name: str
    title: str
    summary: str
    seats: tuple[int, ...]
    loader: str
    command: str
    options: tuple[Option, ...] = ()
    bots: tuple[BotInfo, ...] = ()
    word_game: bool = False
    default_players: tuple[str, ...] = ("you",)
    tournament_players: tuple[str, ...] = ()
    tournament_mode: str = "table"
    hint: str | None = None
    docs: str = ""
    team_game: bool = False      # two sides at a table of several seats: tournaments take --seats
    review_goals: tuple[str, ...] = ()   # the game's Game.review_goals: it offers review and play --review

    @property
    def bot_names(self) -> tuple[str, ...]:
        """Return the names of the game's bots."""
        return tuple(b.name for b in self.bots)

    def option(self, name: str) -> Option:
        """Return the option called ``name``."""
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)

    def defaults(self, scope: str = RULES) -> dict[str, Any]:
        """Return every option of ``scope`` at its default."""
        return {o.name: o.default for o in self.options if o.scope == scope}

    def game_class(self):
        """Return the game's :class:`~wordgames.game.Game` subclass (imports the game)."""
        module, attr = self.loader.split(":")
        return getattr(importlib.import_module(module), attr)

    def load(self, rules: dict[str, Any] | None = None, seats: int | None = None, lexicon=None, saved: bool = False):
        """Return the game with these rules (JSON form; missing options at their defaults) for ``seats`` seats.

        ``saved``: the rules are a saved game's, so an option it does not name
        was not there yet and takes its :attr:`Option.saved_default`.
        """
        from wordgames.errors import InputFormatError, UsageError
        if self.word_game and lexicon is None:
            raise UsageError(_("{title} needs a lexicon").format(title=_(self.title)))
        given = dict(rules or {})
        unknown = sorted(set(given) - {o.name for o in self.options if o.scope == RULES})
        if unknown:
            raise UsageError(_("{title} has no rule option {option!r}").format(title=_(self.title),
                                                                                option=unknown[0]))
        if seats is not None and seats not in self.seats:
            raise UsageError(played_by(self, seats))
        for name, value in given.items():
            fault = self.option(name).fault(value)
            if fault:
                raise InputFormatError(fault)
        before = {o.name: o.saved_default for o in self.options
                  if saved and o.scope == RULES and o.saved_default is not None and o.name not in given}
        return self.game_class()({**self.defaults(), **before, **given}, seats, lexicon)

    def to_dict(self) -> dict[str, Any]:
        """Return the entry as JSON data."""
        return {"name": self.name, "title": self.title, "summary": self.summary, "seats": list(self.seats),
                "command": f"wordgames {self.command}", "word_game": self.word_game,
                "options": [o.to_dict() for o in self.options],
                "bots": [{"name": b.name, "help": b.help} for b in self.bots],
                "default_players": list(self.default_players), "hint": self.hint, "docs": self.docs}


def seats_text(seats: tuple[int, ...]) -> str:
    """Return the allowed numbers of seats in words: ``2``, ``4 or 5``, ``1 to 6``.

    >>> seats_text((2,)), seats_text((4, 5)), seats_text((1, 2, 3, 4, 5, 6)), seats_text((2, 3, 4, 6))
    ('2 players', '4 or 5 players', '1 to 6 players', '2, 3, 4 or 6 players')
    """
    if len(seats) == 1:
        return ngettext("{n} player", "{n} players", seats[0]).format(n=seats[0])
    if len(seats) > 2 and list(seats) == list(range(seats[0], seats[-1] + 1)):
        return ngettext("{low} to {high} player", "{low} to {high} players", seats[-1]).format(
            low=seats[0], high=seats[-1])
    return ngettext("{some} or {last} player", "{some} or {last} players", seats[-1]).format(
        some=", ".join(map(str, seats[:-1])), last=seats[-1])


def played_by(entry: "GameInfo", seats: int) -> str:
    """Return the error of a table of ``seats`` seats for a game not played by that many.

    >>> played_by(info("castle"), 3)
    'castle croquet is played by 4 or 5 players, not 3'
    """
    if entry.seats == (1,):
        return _("{title} is played by 1 player, not {n}").format(title=_(entry.title), n=seats)
    return _("{title} is played by {seats}, not {n}").format(title=_(entry.title), seats=seats_text(entry.seats),
                                                              n=seats)


VOCABULARY_OPTION = Option("vocabulary", "The words the computer players play: familiar (words a table accepts "
                           "without a dictionary fight: frequent, and in both dictionaries) or all (the whole "
                           "lexicon).", kind="choice", default="familiar", choices=("familiar", "all"), scope=BOTS)

WEIGHTS_OPTION = Option("weights", "Letter frequencies of the computer's calls: corpus (Russian text) or "
                        "nouns (the lexicon's words).", kind="choice", default="corpus",
                        choices=("corpus", "nouns"))

GAMES: dict[str, GameInfo] = {g.name: g for g in [
    GameInfo(
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
            VOCABULARY_OPTION,
        ),
        bots=(BotInfo("random", "writes each letter in a random empty cell; calls weighted random letters"),
              BotInfo("greedy", "writes each letter where it adds most points now"),
              BotInfo("expert", "plans by what each line can still become, and looks ahead")),
        default_players=("you",), tournament_players=("random", "greedy", "expert"),
        tournament_mode="solo", hint="greedy"),
    GameInfo(
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
            Option("max_turns", "Stop after this many turns (0: only a full board ends the game).",
                   kind="int", default=1000, low=0, high=1_000_000),
            Option("weights", "Letter frequencies of the letters that appear: corpus (Russian text) or "
                   "nouns (the lexicon's words).", kind="choice", default="corpus", choices=("corpus", "nouns")),
        ),
        bots=(BotInfo("random", "moves a random letter to a random reachable cell"),
              BotInfo("greedy", "makes the most points it can with one move; passes when none scores"),
              BotInfo("expert", "points now first, then the move that leaves its lines most promising")),
        default_players=("you",), tournament_players=("random", "greedy", "expert"),
        tournament_mode="solo", hint="expert"),
    GameInfo(
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
            VOCABULARY_OPTION,
        ),
        bots=(BotInfo("random", "plays a random legal move"),
              BotInfo("greedy", "lays the placement worth the most points now, word after word"),
              BotInfo("expert", "prices its cards by the stock left, goes out when it pays, leaves right words the next opponent cannot continue, passes to its partner")),
        default_players=("you", "expert", "expert", "expert"), tournament_players=("expert", "greedy"),
        hint="expert"),
    GameInfo(
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
        bots=(BotInfo("random", "keeps and scores at random"),
              BotInfo("greedy", "plays each turn for the most points this turn"),
              BotInfo("optimal", "the exact solitaire optimum of one free column (expected score 250.46)"),
              BotInfo("expert", "every variant: each turn by the change in each column's exact value alone")),
        default_players=("you", "optimal"), tournament_players=("random", "greedy", "optimal"),
        hint="optimal", review_goals=("points",)),
    GameInfo(
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
        bots=(BotInfo("random", "sets aside and banks at random"),
              BotInfo("cautious", "takes the most points; banks at 350 or with two dice left"),
              BotInfo("optimal", "maximises the expected points of each turn"),
              BotInfo("winning", "maximises the chance of winning (against the leader when more than two)")),
        default_players=("you", "optimal"), tournament_players=("optimal", "cautious", "random"),
        hint="optimal", review_goals=("win", "points")),
    GameInfo(
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
        bots=(BotInfo("random", "names a random legal number"),
              BotInfo("perfect", "plays from the solved game: the fastest win or the longest defence")),
        default_players=("you", "perfect"), tournament_players=("perfect", "random"), hint="perfect",
        review_goals=("win",)),
    GameInfo(
        "castle", N_("castle croquet"),
        "Carroll's lawn game for four or five: report what happens; the referee applies rules I–V.",
        seats=(4, 5), loader="wordgames.games.castle_croquet.game:CastleGame", command="games castle",
        docs="docs/castle-croquet.md",
        bots=(BotInfo("random", "reports a random event the rules allow (to exercise the referee)"),),
        default_players=("player 1", "player 2", "player 3", "player 4"), tournament_players=("random",) * 4),
    GameInfo(
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
            Option("rollouts", "Rollouts per move of the search bot.", kind="int", default=300, low=1,
                   high=MAX_ROLLOUTS, scope=BOTS),
        ),
        bots=(BotInfo("random", "lays a random legal card"),
              BotInfo("greedy", "lays the lowest card that reaches the highest place"),
              BotInfo("search", "Monte Carlo rollouts over the cards it cannot see")),
        default_players=("you", "search", "search", "search"), tournament_players=("greedy", "search"),
        hint="search"),
]}


def info(name: str) -> GameInfo:
    """Return the registry entry of the game called ``name``."""
    try:
        return GAMES[name]
    except KeyError:
        from wordgames.errors import UsageError
        raise UsageError(_("unknown game {name!r} (choose from {games})").format(
            name=name, games=", ".join(GAMES))) from None
