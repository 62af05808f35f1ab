"""What a person sees of a game and types to it: the position drawn, moves written and read, narration.

After OpenSpiel's observer: the game (:class:`~wordgames.game.Game`) keeps the rules agreed and offers a
presenter (:meth:`Game.presenter <wordgames.game.Game.presenter>`); the presenter knows no rule it does not
ask the state or the game for.  The terminal uses a game's text presenter; another medium (a web page) puts
its own beside it without touching a rule.  Colour is the presenter's (``paint``), given by whoever shows
the text (the CLI's painter, or None: plain text).

A game's presenter subclasses :class:`Presenter` and implements the methods marked *game*; the others
have defaults it may override.

>>> from wordgames.coin_race import CoinRaceGame
>>> game = CoinRaceGame()
>>> shown = game.presenter()
>>> state = game.new_initial_state().apply(1)
>>> shown.format_action(state, "ok"), shown.parse_action(state, "ok")
('ok', 'ok')
>>> shown.narrate(state, "ok", state.apply("ok"), ["Оля", "Петя"])
['Оля: ok']
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from wordgames.engine import Action, Seat, State, View
from wordgames.errors import IllegalMoveError, InputFormatError, WordgamesError
from wordgames.i18n import _


class Presenter:
    """How a game is shown to a person and read from one, in the interface's language.

    ``game``: the game with its rules agreed; ``paint(text, style)``: colour for the named styles, or None;
    ``progress(label, done, total)``: told how far a table is built when the presenter computes one (a
    prompt's advice), or None.
    """

    fits_width = False
    """Whether this game's text fits the terminal's :attr:`width`: its drawing, and the table's refusals of a typed
    move, wrapped (a game that says so; the others keep their lines whole)."""

    def __init__(self, game, paint: Callable[[str, str], str] | None = None,
                 progress: Callable[[str, int, int], None] | None = None):
        self.game = game
        self.paint = paint
        self.progress = progress
        self.names: tuple[str, ...] = ()      # the seats' names at this table, once the table says them
        self.width: int | None = None         # the columns of the terminal drawn for, once the table says them

    def seat_name(self, seat: Seat) -> str:
        """Return what a drawing calls ``seat``: its name at the table when the table gave the names
        (:attr:`names`), else how the rules call it (:meth:`seat_label`)."""
        return self.names[seat] if 0 <= seat < len(self.names) else self.seat_label(seat)

    def painted(self, text: str, style: str) -> str:
        """Return ``text`` in the named ``style`` (``red``, ``across``, ``down``, ``both``, ``other``)
        when the presenter was given colour, else unchanged."""
        return self.paint(text, style) if self.paint is not None else text

    def format_action(self, view: View, action: Action) -> str:
        """*game*: Return a move in the game's own notation, as a person types it (``b3``, ``k 666``)."""
        raise NotImplementedError

    def parse_action(self, view: View, text: str) -> Action:
        """*game*: Return the move written ``text``; raise InputFormatError if it is not one."""
        raise NotImplementedError

    def seat_label(self, seat: Seat) -> str:
        """Return how the rules call ``seat`` (``player 1``, ``Red 1``)."""
        return f"player {seat + 1}"

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

    def show_hint(self, view: View, action: Action) -> str:
        """Return the hint bot's ``action`` as a person asking for a hint is shown it (by default as any move is:
        :meth:`show_action`; a game whose hint measures something else than its review says so here)."""
        return self.show_action(view, action)

    def show_outcome(self, state: State, outcome: Action) -> str:
        """Return a chance outcome (a throw, a card dealt) as a person reads it; by default as a session writes it,
        a list of numbers (a throw) spaced: ``1 2 5 6 6``."""
        data = self.game.action_to_json(outcome)
        if isinstance(data, str):
            return data
        if isinstance(data, list) and all(isinstance(x, (int, str)) for x in data):
            return " ".join(map(str, data))
        return json.dumps(data, ensure_ascii=False)

    def thrower(self, state: State) -> Seat | None:
        """Return the seat whose throw (or draw) the chance node ``state`` is, or None when it is nobody's own.

        At a table where chance is entered by the people at it (real dice), that seat's person enters it;
        anyone at the table enters a bot's, or one that is nobody's.
        """
        return None

    def parse_outcome(self, state: State, text: str) -> Action:
        """Return the chance outcome of ``state`` written ``text`` (real dice entered at the table); raise
        InputFormatError if it is none.  By default an outcome is written as :meth:`show_outcome` shows it
        (spaces and commas aside).

        >>> from wordgames.coin_race import CoinRaceGame
        >>> shown = CoinRaceGame().presenter()
        >>> start = shown.game.new_initial_state()
        >>> heads = start.chance_outcomes()[0][0]
        >>> shown.parse_outcome(start, shown.show_outcome(start, heads)) == heads
        True
        """
        def bare(written: str) -> str:
            return "".join(c for c in written if not c.isspace() and c != ",").casefold()

        outcomes = [outcome for outcome, _p in state.chance_outcomes()]
        for outcome in outcomes:
            if bare(self.show_outcome(state, outcome)) == bare(text):
                return outcome
        raise InputFormatError(_("{text} is not a possible outcome here (for example: {example})").format(
            text=f"{text!r:.40}", example=", ".join(self.show_outcome(state, o) for o in outcomes[:3])))

    def outcome_prompt(self, state: State, names: Sequence[str]) -> str:
        """Return the question put to the table when chance is entered by hand at ``state`` (real dice)."""
        seat = self.thrower(state)
        if seat is None:
            return _("What did chance give?")
        return _("What did {name} throw?").format(name=names[seat])

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
            return json.dumps(self.game.action_to_json(action), ensure_ascii=False)
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

    def shown_by_drawing(self, before: State, action: Action, after: State) -> bool:
        """Return whether what ``action`` did is said by the next drawing of the seat to move (a roll is the first
        line of the roller's position), so a terminal need not narrate it to a person about to choose."""
        return False

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

    def review_unit(self, goal: str) -> str:
        """Return the unit a review with ``goal`` counts its costs in, as a person reads it."""
        return goal

    def review_note(self, goal: str) -> str:
        """Return a line said before a review with ``goal`` (what it measures against), or ''."""
        return ""


PRESENTED = ("painted", "format_action", "parse_action", "seat_label", "draw", "prompt", "notation_help",
             "show_action", "show_hint", "show_outcome", "thrower", "parse_outcome", "outcome_prompt",
             "written_action", "refusal", "listed_moves", "automatic", "confirm",
             "commands", "narrate", "result_lines", "score_lines", "review_unit", "review_note")
"""What a presenter answers (the table and the CLI ask it, never the game)."""

