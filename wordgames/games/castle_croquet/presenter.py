"""Castle Croquet shown to a person: events written as lines of a log, the referee's words, the standing.

Every action is an event the players report (:mod:`.events`), written as a line of a log (``pass blue
gate 1 out``).  The referee's announcements are the narration; ``status`` and ``todo`` at the prompt say
where every ball stands and what each player still has to do.

>>> from wordgames.games.castle_croquet.events import END, Stroke
>>> from wordgames.games.castle_croquet.game import CastleGame
>>> shown = CastleGame({}, 4).presenter()
>>> s = shown.game.new_initial_state()
>>> print(shown.draw(s))
player 1: blue soldier, green sentinel
player 2: black soldier, brown sentinel
player 3: orange soldier, yellow sentinel
player 4: red soldier, pink sentinel
the blue soldier (player 1) to strike
>>> shown.parse_action(s, "stroke") == Stroke()
True
>>> s = s.apply(shown.parse_action(s, "stroke")).apply(shown.parse_action(s, "pass синий gate 1 out"))
>>> after = s.apply(END)
>>> shown.narrate(s, END, after, ["Оля", "Петя", "Аня", "Боря"])
['  the blue soldier has another stroke (rule IV: through the gate of castle 1)']
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.games.castle_croquet.effects import announcements
from wordgames.games.castle_croquet.events import RUSSIAN_WORDS, SYNTAX, Event, format_event, parse_event, shown_event
from wordgames.games.castle_croquet.messages import TEXT, Who, render, say
from wordgames.games.castle_croquet.pieces import COLOURS, shown_colour
from wordgames.games.castle_croquet.report import colours_lines, status_lines, todo_lines, whose_stroke
from wordgames.games.castle_croquet.rules import CastleState
from wordgames.i18n import _, language, typed
from wordgames.presenter import Presenter
from wordgames.table.human import named_commands


class CastlePresenter(Presenter):
    """What a person sees of Castle Croquet and types to it: log lines, the referee's announcements, the standing."""

    def format_action(self, view: CastleState, action: Event) -> str:
        return format_event(action, view.players)      # also what external programs read: never translated

    def show_action(self, view: CastleState, action: Event) -> str:
        return shown_event(action, view.players)          # for a person: in Russian too

    def parse_action(self, view: CastleState, text: str) -> Event:
        return parse_event(text, view.players)

    def score_lines(self, view: CastleState, names: Sequence[str]) -> list[str]:
        """The game is won, not scored: what every player still has to do."""
        return todo_lines(view, names)

    def draw(self, view: CastleState) -> str:
        """Return whose stroke it is and what it may do (at the start, who plays which colours too), the
        players called by their names at the table.

        Drawn before every report, also while a stroke is being reported (the stroke just begun is said
        back), after a take-back and on resuming: the person reporting always sees whose stroke it is.
        """
        names = self.names or None
        if view == CastleState.start(view.players):
            return "\n".join([*colours_lines(view.players, names), whose_stroke(view, names)])
        return whose_stroke(view, names)

    def prompt(self, view: CastleState, name: str) -> str:
        return _("event")

    def notation_help(self, view: CastleState) -> str:
        n = view.players
        colours = ", ".join(f"{shown_colour(soldier)}/{shown_colour(sentinel)}" for soldier, sentinel in COLOURS[n])
        lines = [say("help", n, syntax=SYNTAX, colours=colours)]
        if language() == "ru":
            words = {}
            for word, english in RUSSIAN_WORDS.items():
                words.setdefault(english, []).append(word)
            lines.append(say("help-words", n, words="; ".join(f"{typed(english)} = {', '.join(russian)}"
                                                           for english, russian in words.items())))
        if view.winner is None:
            lines.append(say("help-open", n, situation=whose_stroke(view)))
        return "\n".join(lines)

    def commands(self, view: CastleState) -> dict[str, tuple[str, Any]]:
        n = view.players
        names = self.names or None
        status = lambda v: "\n".join(status_lines(v, names))          # noqa: E731  the players by their names
        todo = lambda v: "\n".join(todo_lines(v, names))              # noqa: E731
        return named_commands({"status": (say("command-status", n), status), "todo": (say("command-todo", n), todo)},
                              {"status": "статус", "todo": "задачи"})

    def narrate(self, before: CastleState, action: Event, after: CastleState, names: Sequence[str]) -> list[str]:
        return ["  " + render(n, before.players, names) for n in announcements(before, action)]

    def result_lines(self, state: CastleState, names: Sequence[str]) -> list[str]:
        if state.winner is None:
            return status_lines(state, names)
        return [say("winner", state.players, names, player=Who(state.winner)), *status_lines(state, names)]

    def seat_label(self, seat: int) -> str:
        return _(TEXT["player"]).format(number=seat + 1)
