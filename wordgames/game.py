"""A game with its rules agreed: the object the table asks for everything that is not the position.

:mod:`wordgames.engine` says what a position is (a :class:`~wordgames.engine.State`); a **game** is
the rules agreed before play, with what the rules need (the lexicon of a word game): it makes the
initial state, reads and writes actions (JSON for sessions, the game's own notation for people and
programs), draws a position for a person, narrates a move, and makes its bots.  Every game of the
registry is a subclass; the table (:mod:`wordgames.table`) needs nothing else of it.
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable, ClassVar, Mapping, Sequence

from wordgames.engine import Action, Outcome, Player, Seat, State, View
from wordgames.errors import IllegalMoveError, WordgamesError


class Game:
    """A game with its rules agreed: the initial state, actions read and written, drawings, bots.

    A subclass sets :attr:`name` (its registry key) and implements the
    methods marked *game*; the others have defaults a game may override.
    ``rules`` is the JSON form of the rule options (as the registry lists
    them and a session stores them), ``seats`` the number of seats,
    ``lexicon`` the words of a word game.
    """

    name: ClassVar[str] = ""
    descriptor: ClassVar[Any] = None   # the game's GameDescriptor (wordgames.descriptor), from its about module
    hidden_information: ClassVar[bool] = False   # seats see different things: people sharing a terminal take turns
    max_actions: ClassVar[int] = 10_000   # the longest game a saved game may hold (replayed in seconds), and
                                          # where a game at the table stops (docs/limits.md)
    typed_words: ClassVar[bool] = False          # moves are typed words: a Russian command needs a slash (/ходы)
    review_goals: ClassVar[tuple[str, ...]] = ()  # what a review may measure, the default first (table/review.py)

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        self.options = dict(rules or {})
        self.lexicon = lexicon
        self.seats = seats if seats is not None else self.default_seats()
        self.paint: Callable[[str, str], str] | None = None
        self._made: dict[str, Any] = {}

    def painted(self, text: str, style: str) -> str:
        """Return ``text`` in the named ``style`` (``red``, ``across``, ``down``, ``both``, ``other``)
        when whoever set :attr:`paint` allows colour, else unchanged."""
        return self.paint(text, style) if self.paint is not None else text

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

    def format_action(self, view: View, action: Action) -> str:
        """*game*: Return a move in the game's own notation, as a person types it (``b3``, ``k 666``)."""
        raise NotImplementedError

    def parse_action(self, view: View, text: str) -> Action:
        """*game*: Return the move written ``text``; raise InputFormatError if it is not one."""
        raise NotImplementedError

    def make_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None, *,
                 progress: Callable[[str, int, int], None] | None = None) -> Player:
        """Return a computer player of ``kind``, made by the maker its descriptor names (:class:`~wordgames.descriptor.Bot`).

        ``settings``: the bot options (at their defaults when not given); ``progress(label, done, total)``
        is told how far a table the bot needs is built, when one is.
        """
        bot = self.descriptor.bot(kind)
        chosen = {**self.descriptor.defaults("bots"), **(settings or {})}
        if not bot.make:                                  # a game whose bots are still made by its own make_bot
            return self._make_bot(kind, rng, chosen)
        return bot.maker()(self, rng, chosen, progress)

    def presenter(self, paint: Callable[[str, str], str] | None = None,
                  progress: Callable[[str, int, int], None] | None = None):
        """Return what shows this game to a person and reads what they type (:class:`~wordgames.presenter.Presenter`);
        ``paint(text, style)`` colours the named styles (None: plain text); ``progress(label, done, total)`` is
        told how far a table is built when the presenter computes one (a prompt's advice), as for :meth:`make_bot`."""
        from wordgames.descriptor import load
        from wordgames.presenter import game_presenter
        if not self.descriptor.presenter:
            return game_presenter(self, paint, progress)
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

    # -- presentation, with defaults ----------------------------------------------------

    def seat_label(self, seat: Seat) -> str:
        """Return how the rules call ``seat`` (``player 1``, ``Red 1``)."""
        return f"player {seat + 1}"

    def teams(self) -> tuple[int, ...] | None:
        """Return the team of every seat, or None when each seat plays for itself."""
        return None

    def draw(self, view: View) -> str:
        """Return the position as ``view``'s seat sees it, drawn for a person ('' when there is nothing to draw)."""
        return ""

    def prompt(self, view: View, name: str) -> str:
        """Return the question put to a person to move."""
        return f"{name}, your move"

    def notation_help(self, view: View) -> str:
        """Return one paragraph on how to write a move here."""
        return "Type a move as listed by 'moves'."

    def show_action(self, view: View, action: Action) -> str:
        """Return ``action`` as a person is shown it, in the interface's language (by default its notation).

        The notation (:meth:`format_action`) stays as programs and saved games read it; this is what the
        ``moves`` list and a ``hint`` show, and what a person may type back.
        """
        return self.format_action(view, action)

    def show_outcome(self, state: State, outcome: Action) -> str:
        """Return a chance outcome (a throw, a card dealt) as a person reads it; by default as a session writes it,
        a list of numbers (a throw) spaced: ``1 2 5 6 6``."""
        data = self.action_to_json(outcome)
        if isinstance(data, str):
            return data
        if isinstance(data, list) and all(isinstance(x, (int, str)) for x in data):
            return " ".join(map(str, data))
        return json.dumps(data, ensure_ascii=False)

    def written_action(self, state: State, action: Action) -> str:
        """Return ``action`` taken at ``state`` as a message shows it, never as a Python value.

        A move is written as the seat to move types it (:meth:`show_action`, from its
        view), a chance outcome by :meth:`show_outcome`; an action the notation cannot
        write (it names no place of the board, the game is over, or it is not of the kind the
        state expects: a placement where a letter is called) as a session writes it.
        """
        try:
            if state.is_chance_node():
                return self.show_outcome(state, action)
            if not state.is_terminal():
                return self.show_action(state.view(state.current_player()), action)
        except (WordgamesError, AttributeError, LookupError, TypeError, ValueError):
            pass
        try:
            return json.dumps(self.action_to_json(action), ensure_ascii=False)
        except (WordgamesError, AttributeError, LookupError, TypeError, ValueError):
            return "?"

    def refusal(self, state: State, action: Action, error: IllegalMoveError) -> IllegalMoveError:
        """Return ``error`` (``state`` refused ``action``) with the move written in the game's notation."""
        return error.written(self.written_action(state, action))

    def listed_moves(self, view: View) -> list[str]:
        """Return the legal moves as a person is shown them (by default each legal action, shown)."""
        return [self.show_action(view, a) for a in view.legal_actions()]

    def automatic(self, view: View) -> tuple[Action, str] | None:
        """Return (the only action, why) when a person has no choice and need not be asked, else None.

        ``why`` is said to the person first ('' when the narration of the move says it).
        """
        return None

    def confirm(self, view: View, action: Action) -> str | None:
        """Return a yes/no question to ask before an irreversible move a stray keystroke could make, or None."""
        return None

    def commands(self, view: View) -> dict[str, tuple[str, Any]]:
        """Return the game's own commands at the prompt: name -> (help, function(view) -> text)."""
        return {}

    def narrate(self, before: State, action: Action, after: State, names: Sequence[str]) -> list[str]:
        """Return the lines that tell watchers what ``action`` did (chance outcomes included)."""
        if before.is_chance_node():
            return []
        seat = before.current_player()
        return [f"{names[seat]}: {self.format_action(before.view(seat), action)}"]

    def result_lines(self, state: State, names: Sequence[str]) -> list[str]:
        """Return the end of the game told to the table: the final position, scores, winner."""
        returns = state.returns()
        return [", ".join(f"{n} {r:g}" for n, r in zip(names, returns))]

    def outcome(self, state: State) -> Outcome:
        """Return how the finished game at ``state`` ended (:class:`~wordgames.engine.Outcome`): the table's
        result lines and the ``result`` of its JSON are made from it."""
        return Outcome.of(state, details=self.result_dict(state))

    def result_dict(self, state: State) -> dict[str, Any]:
        """Return the end of the game as JSON data (beside the returns the table adds)."""
        return {}

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

    def score_lines(self, view: View, names: Sequence[str]) -> list[str]:
        """Return the standing of every seat as ``view``'s seat may see it (what ``scores`` at the prompt shows).

        By default each seat's return so far, when the view is the state itself (a game of perfect
        information); a game with hidden information, or whose returns say only who won, says more here.
        """
        from wordgames.i18n import _, decimal
        returns = getattr(view, "returns", None)
        if returns is None:
            return [_("No scores are kept before the end of this game.")]
        # TRANSLATORS: a seat's standing in the list the 'scores' command prints
        return [_("{name}: {score}").format(name=name, score=str(int(r)) if float(r).is_integer() else decimal(r))
                for name, r in zip(names, returns())]

    def scores(self, state: State) -> list[float]:
        """Return each seat's score at the end, for a tournament's means (by default the returns)."""
        return state.returns()

    def check_seats(self, seats: int) -> None:
        """Raise UsageError unless these rules can seat ``seats`` players."""

    def review_unit(self, goal: str) -> str:
        """Return the unit a review with ``goal`` counts its costs in, as a person reads it."""
        return goal

    def appraise(self, state: State, action: Action, goal: str, progress: Callable[[str, int, int], None] | None = None):
        """Return the :class:`~wordgames.table.review.Appraisal` of ``action`` at ``state`` for ``goal``.

        ``None`` when the decision is not reviewed (a forced move, a seat the
        game cannot judge).  Only games with :attr:`review_goals` implement it.
        ``progress(label, done, total)`` is told how far a table the appraisal
        needs is built, as for :meth:`make_bot`.
        """
        return None

    def notes(self) -> list:
        """Return a warning for every rule option that has no effect in this game (the CLI prints them): a
        message, or an :class:`~wordgames.errors.ArgumentError` naming the option as data."""
        return []
