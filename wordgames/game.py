"""A game with its rules agreed: the object the table asks for everything that is not the position.

:mod:`wordgames.engine` says what a position is (a :class:`~wordgames.engine.State`); a **game** is
the rules agreed before play, with what the rules need (the lexicon of a word game): it makes the
initial state, reads and writes states and actions as JSON (for sessions and programs), says how a
game ended (:class:`~wordgames.engine.Outcome`), and makes its bots, by the makers its descriptor
(:mod:`wordgames.descriptor`) names.  What a person sees and types is the game's presenter's
(:meth:`Game.presenter`, :mod:`wordgames.presenter`).  Every game of the registry is a subclass.
"""

from __future__ import annotations

import random
from typing import Any, Callable, ClassVar, Mapping, Sequence

from wordgames.engine import Action, Outcome, Player, State


class Game:
    """A game with its rules agreed: the initial state, states and actions as JSON, the outcome, bots.

    A subclass sets :attr:`descriptor` (its name, max_actions and review goals are read from it) and
    implements the methods marked *game*; the others have defaults a game may override.
    ``rules`` is the JSON form of the rule options (as the registry lists
    them and a session stores them), ``seats`` the number of seats,
    ``lexicon`` the words of a word game.
    """

    descriptor: ClassVar[Any] = None   # the game's GameDescriptor (wordgames.descriptor), from its about module
    name: ClassVar[str] = ""           # the descriptor's: its registry key
    max_actions: ClassVar[int] = 10_000   # the descriptor's: the longest game a saved game may hold (replayed in
                                          # seconds), and where a game at the table stops (docs/limits.md)
    review_goals: ClassVar[tuple[str, ...]] = ()  # the descriptor's: what a review may measure, the default first
    hidden_information: ClassVar[bool] = False   # seats see different things: people sharing a terminal take turns
    typed_words: ClassVar[bool] = False          # moves are typed words: a Russian command needs a slash (/ходы)
    zero_sum: ClassVar[bool] = False             # the returns of every finished game sum to 0 (wordgames.rl tells OpenSpiel)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "descriptor" in cls.__dict__:      # said once, in the game's about module
            cls.name, cls.max_actions = cls.descriptor.name, cls.descriptor.max_actions
            cls.review_goals = cls.descriptor.review_goals

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        self.options = dict(rules or {})
        self.lexicon = lexicon
        self.seats = seats if seats is not None else self.default_seats()
        self._made: dict[str, Any] = {}

    def resource(self, key: str, build: Callable[[], Any]) -> Any:
        """Return what ``build()`` makes (a solved table, a word index), made once for this game."""
        if key not in self._made:
            self._made[key] = build()
        return self._made[key]

    # -- game ---------------------------------------------------------------------------

    def default_seats(self) -> int:
        """*game*: Return the number of seats when none is asked for."""
        raise NotImplementedError

    def new_initial_state(self) -> State:
        """*game*: Return the position before the first action (a deal is a run of chance nodes)."""
        raise NotImplementedError

    def state_from_dict(self, data: dict[str, Any]) -> State:
        """*game*: Return the state written by ``State.to_dict`` (raise InputFormatError if it is not one)."""
        raise NotImplementedError

    def rules_dict(self) -> dict[str, Any]:
        """*game*: Return the rules in their JSON form: what a session stores to rebuild this game."""
        raise NotImplementedError

    def action_to_json(self, action: Action) -> Any:
        """*game*: Return ``action`` (a move or a chance outcome) as JSON data."""
        raise NotImplementedError

    def action_from_json(self, data: Any) -> Action:
        """*game*: Return the action :meth:`action_to_json` wrote; raise InputFormatError if it is not one."""
        raise NotImplementedError

    def make_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None, *,
                 progress: Callable[[str, int, int], None] | None = None) -> Player:
        """Return a computer player of ``kind``, made by the maker its descriptor names (:class:`~wordgames.descriptor.Bot`).

        ``settings``: the bot options (at their defaults when not given); ``progress(label, done, total)``
        is told how far a table the bot needs is built, when one is.
        """
        chosen = {**self.descriptor.defaults("bots"), **(settings or {})}
        from wordgames.table.seats import OUTSIDE_BOTS
        if kind in OUTSIDE_BOTS:                 # OpenSpiel's search over the game's codec (the rl extra)
            from wordgames.rl.opponents import make
            return make(self, kind, rng, chosen, progress)
        bot = self.descriptor.bot(kind)
        return bot.maker()(self, rng, chosen, progress)

    def presenter(self, paint: Callable[[str, str], str] | None = None,
                  progress: Callable[[str, int, int], None] | None = None):
        """Return what shows this game to a person and reads what they type (:class:`~wordgames.presenter.Presenter`);
        ``paint(text, style)`` colours the named styles (None: plain text); ``progress(label, done, total)`` is
        told how far a table is built when the presenter computes one (a prompt's advice), as for :meth:`make_bot`."""
        from wordgames.descriptor import load      # the presenter's module is imported when a person is shown the game
        return load(self.descriptor.presenter)(self, paint, progress)

    def hint_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None, *,
                 progress: Callable[[str, int, int], None] | None = None) -> Player:
        """Return the bot that answers a person's ``hint`` (the registry's ``hint`` bot, unless the rules need another);
        ``progress`` as for :meth:`make_bot`."""
        return self.make_bot(kind, rng, settings, progress=progress)

    def prepare(self, bots: Sequence[str], settings: Mapping[str, Any] | None = None, *,
                progress: Callable[[str, int, int], None] | None = None) -> None:
        """Build now what the game and its bots of kinds ``bots`` build on first use and keep for every game.

        A tournament calls it before it forks its ``--jobs`` workers, which
        then inherit the tables instead of each building its own (a word
        index, a solved table).  It must change no game, only when the work
        is done.  By default it makes one bot of each kind (what making a bot
        builds, the game keeps: :meth:`resource`, the lexicon's derived
        indexes) and calls the bot's ``prepare(view)`` if it has one, with a
        view of the first position (see :class:`Player`).  A game whose own
        rules build tables on first use builds them here too.  ``progress`` is
        told how far a table is built, as for :meth:`make_bot`.
        """
        view = None
        for kind in bots:
            early = getattr(self.make_bot(kind, random.Random(0), settings, progress=progress), "prepare", None)
            if early is not None:
                if view is None:
                    view = self.new_initial_state().view(0)
                early(view)

    # -- the rules' answers the table asks for, with defaults ----------------------------------

    def teams(self) -> tuple[int, ...] | None:
        """Return the team of every seat, or None when each seat plays for itself."""
        return None

    def outcome(self, state: State) -> Outcome:
        """Return how the finished game at ``state`` ended (:class:`~wordgames.engine.Outcome`): the table's
        result lines and the ``result`` of its JSON are made from it."""
        return Outcome.of(state)

    def turn_of(self, state: State) -> Any:
        """Return what names the turn in progress at ``state`` (None: no turn of its own, as at a chance node).

        The table counts turns as a person does (:func:`wordgames.table.sitting.turns_made`): a turn
        ends where this value changes.  By default it is the seat to move, so a turn is one seat's
        moves in a row, chance outcomes between them included; a game whose turn holds other seats'
        moves (Змейка: a partner's reply), whose turns are numbered (a letter every player writes),
        or that one person may play alone (Yam, Dix Mille: a turn counted by the state, a throw that
        ends a turn by itself included) says so here.
        """
        seat = state.current_player()
        return None if seat < 0 else seat

    def scores(self, state: State) -> list[float]:
        """Return each seat's score at the end, for a tournament's means (by default the returns)."""
        return state.returns()

    def appraise(self, state: State, action: Action, goal: str, progress: Callable[[str, int, int], None] | None = None):
        """Return the :class:`~wordgames.table.review.Appraisal` of ``action`` at ``state`` for ``goal``.

        ``None`` when the decision is not reviewed (a forced move, a seat the
        game cannot judge).  Only games with :attr:`review_goals` implement it.
        ``progress(label, done, total)`` is told how far a table the appraisal
        needs is built, as for :meth:`make_bot`.
        """
        return None

    def title(self) -> str:
        """*game*: Return the game's name under the rules agreed, as a catalogue message (shown through ``_``):
        the descriptor's title, unless the rules make it another game by name (Yam played by Yahtzee's rules)."""
        return self.descriptor.title

    def notes(self) -> list:
        """Return a warning for every rule option that has no effect in this game (the CLI prints them): a
        message, or an :class:`~wordgames.errors.ArgumentError` naming the option as data."""
        return []
