"""What a game is, as plain data: its title, seats, rule options with kinds and defaults, bots, hint, review goals.

Each game says it once, in its package's ``about`` module (``wordgames.games.yam.about``), and imports
nothing heavy doing so: listing the games and every command's ``--help`` stay instant.  The registry
(:mod:`wordgames.registry`) is the list of these descriptors; the table, the CLI, ``games list`` and the
conformance suite read them.  Code is named by ``"module:attribute"`` strings and imported when a game is
really played (:meth:`GameDescriptor.load`, :meth:`Bot.maker`).

A rule option has a name (its key in a session's ``rules`` and, with dashes,
its command-line option), help, a default and the values it allows.  Options
of scope ``"bots"`` say how the computer players play (a search's rollouts,
where a solved table is cached) rather than what the rules are; a session
keeps them too.

>>> d = GameDescriptor("race", "a coin race", "Toss a coin.", seats=(2,), loader="wordgames.coin_race:CoinRaceGame",
...                    command="race", bots=(Bot("random", "tosses", "wordgames.coin_race:random_bot"),))
>>> d.bot_names, d.bot("random").make
(('random',), 'wordgames.coin_race:random_bot')
"""

import importlib
from typing import Any, NamedTuple

from wordgames.i18n import _, ngettext


def load(where: str):
    """Return the attribute named by ``"module:attribute"`` (imports the module)."""
    module, attr = where.split(":")
    return getattr(importlib.import_module(module), attr)


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
            return message.format(name=self.name, low=_bound(self.low), high=_bound(self.high), value=shown)[:300]
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


def _bound(value: float | None) -> str:
    """Return a bound of a range as a message writes it: a whole number in full (``10000000``), else ``0.01``.

    >>> _bound(10_000_000), _bound(0.01), _bound(None)
    ('10000000', '0.01', '')
    """
    if value is None:
        return ""
    return str(value) if isinstance(value, int) else f"{value:g}"


class Bot(NamedTuple):
    """A computer player a game offers: its name, what it does, and where its maker is.

    ``make`` is ``"module:function"``: a function ``(game, rng, settings) -> Player`` (``settings``: the
    options of scope ``"bots"``, at their defaults when not given), imported only when a bot is made.
    """

    name: str
    help: str
    make: str = ""

    def maker(self):
        """Return the function that makes this bot (imports its module)."""
        return load(self.make)


class GameDescriptor(NamedTuple):
    """What a game is, as plain data: who can sit at it, its rule options, its bots, where its code is.

    ``loader`` and ``presenter`` name the game's :class:`~wordgames.game.Game` and
    :class:`~wordgames.presenter.Presenter` classes (``"module:Class"``), imported only when the game is
    played, and ``page`` its web table's page (:class:`wordgames.web.page.Page`); ``max_actions`` is the longest game a saved game may hold and where a game at the table stops
    (docs/limits.md); ``utility`` the least and the most any seat's return can be (None: unbounded).
    """

    name: str
    title: str
    summary: str
    seats: tuple[int, ...]
    loader: str
    command: str
    options: tuple[Option, ...] = ()
    bots: tuple[Bot, ...] = ()
    word_game: bool = False
    default_players: tuple[str, ...] = ("you",)
    tournament_players: tuple[str, ...] = ()
    tournament_mode: str = "table"
    hint: str | None = None
    docs: str = ""
    team_game: bool = False      # two sides at a table of several seats: tournaments take --seats
    review_goals: tuple[str, ...] = ()   # what a review may measure, the default first: it offers review and
                                         # play --review (table/review.py)
    presenter: str = ""
    page: str = "wordgames.web.page:Page"   # what a seat's phone shows (wordgames.web): the generic page by default
    max_actions: int = 10_000
    utility: tuple[float, float] | None = None
    codec: str = ""     # "module:function" making the game's integer action codec (wordgames.codec) from a Game
    from_view: str = ""  # "module:function" (game, view, rng) -> a whole state the view's seat cannot tell from
                         # what it sees, the hidden items dealt at random: a game with hidden items, for searches
                         # over them (wordgames.rl.opponents)

    def bot(self, name: str) -> Bot:
        """Return the bot called ``name``; raise :class:`~wordgames.errors.UnknownBotError` if there is none."""
        for b in self.bots:
            if b.name == name:
                return b
        from wordgames.errors import UnknownBotError
        raise UnknownBotError(name, self.title, self.bot_names)

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
        return load(self.loader)

    def load(self, rules: dict[str, Any] | None = None, seats: int | None = None, lexicon=None, saved: bool = False):
        """Return the game with these rules (JSON form; missing options at their defaults) for ``seats`` seats.

        ``saved``: the rules are a saved game's, so an option it does not name
        was not there yet and takes its :attr:`Option.saved_default`.
        """
        from wordgames.errors import ArgumentError, InputFormatError, OptionError, SeatsError
        if self.word_game and lexicon is None:
            raise ArgumentError(_("{title} needs a lexicon").format(title=_(self.title)), option="lexicon")
        given = dict(rules or {})
        unknown = sorted(set(given) - {o.name for o in self.options if o.scope == RULES})
        if unknown:
            raise OptionError(_("{title} has no rule option {option!r}").format(title=_(self.title),
                                                                                 option=unknown[0]), option=unknown[0])
        if seats is not None and seats not in self.seats:
            raise SeatsError(played_by(self, seats), option="seats")
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


def played_by(entry: "GameDescriptor", seats: int) -> str:
    """Return the error of a table of ``seats`` seats for a game not played by that many.

    >>> from wordgames.registry import info
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
"""The bot option of the word games: which words the computer plays."""

TABLE_WORDS_OPTION = Option("table_words", "The words the referee accepts from every player: all (the "
                            "whole lexicon) or familiar (only the words of the computer players' familiar "
                            "vocabulary; any other is refused, with the reason).", kind="choice",
                            default="all", choices=("all", "familiar"), saved_default="all")
"""The rule option of the word games: which words the table takes from everyone (people and bots alike)."""

WEIGHTS_OPTION = Option("weights", "Letter frequencies of the computer's calls: corpus (Russian text) or "
                        "nouns (the lexicon's words).", kind="choice", default="corpus",
                        choices=("corpus", "nouns"))
"""The letter frequencies of «Словесный бой»'s calls."""
