"""Castle Croquet at the table: the referee as a game of four or five seats, its notation, its words.

The game is played on a lawn; at the table every action is an event the
players report (:mod:`.events`), written as a line of a log (``pass blue
gate 1 out``), and the seat to act is the owner of the ball in turn.  The
referee's announcements are the narration; ``status`` and ``todo`` at the
prompt say where every ball stands and what each player still has to do.
The only bot reports random events the rules allow: it exercises the referee.

>>> from wordgames.games.castle_croquet.events import END, Pass, Stroke
>>> from wordgames.games.castle_croquet.pieces import Ball
>>> game = CastleGame({}, 4)
>>> s = game.new_initial_state()
>>> print(game.draw(s))
player 1: blue soldier, green sentinel
player 2: black soldier, brown sentinel
player 3: orange soldier, yellow sentinel
player 4: red soldier, pink sentinel
the blue soldier (player 1) to strike
>>> game.parse_action(s, "stroke") == Stroke()
True
>>> s = s.apply(game.parse_action(s, "stroke")).apply(game.parse_action(s, "pass синий gate 1 out"))
>>> after = s.apply(END)
>>> game.narrate(s, END, after, ["Оля", "Петя", "Аня", "Боря"])
['  the blue soldier has another stroke (rule IV: through the gate of castle 1)']
>>> game.action_to_json(Pass(Ball(1, "soldier"), "gate", 1, "out"))
'pass blue gate 1 out'
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from wordgames.engine import RandomPlayer
from wordgames.game import Game
from wordgames.errors import InputFormatError, UsageError
from wordgames.games.castle_croquet.events import (
    MAX_EVENT, RUSSIAN_WORDS, SYNTAX, Event, format_event, parse_event, shown_event,
)
from wordgames.games.castle_croquet.messages import TEXT, Who, render, say
from wordgames.games.castle_croquet.pieces import COLOURS, PLAYER_COUNTS, shown_colour
from wordgames.i18n import _, language, typed
from wordgames.games.castle_croquet.report import colours_lines, status_lines, todo_lines, whose_stroke
from wordgames.games.castle_croquet.rules import CastleState, announcements
from wordgames.games.castle_croquet.about import DESCRIPTOR

class CastleGame(Game):
    """Carroll's Castle Croquet for four or five players, refereed from the events they report."""

    descriptor = DESCRIPTOR

    name = "castle"
    max_actions = 50_000
    """The longest game read back (a log's events, a saved game's actions): a game of bots that report at
    random is about 9 000; 50 000 are replayed in a few seconds (docs/limits.md)."""

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        if self.options:
            raise InputFormatError(_("castle croquet has no rule options, not {option!r}").format(
                option=sorted(self.options)[0]))
        self.check_seats(self.seats)

    def default_seats(self) -> int:
        return 4

    def check_seats(self, seats: int) -> None:
        if seats not in PLAYER_COUNTS:
            raise UsageError(_("castle croquet is played by 4 or 5 players, not {n}").format(n=seats))

    def rules_dict(self) -> dict[str, Any]:
        return {}

    def new_initial_state(self) -> CastleState:
        return CastleState.start(self.seats)

    def state_from_dict(self, data: dict[str, Any]) -> CastleState:
        state = CastleState.from_dict(data)
        if state.players != self.seats:
            raise InputFormatError(_("players: a game of {n}, not of {found}").format(n=self.seats, found=state.players))
        return state

    # -- actions: the log line is the notation and the JSON ------------------------------------

    def action_to_json(self, action: Event) -> str:
        return format_event(action, self.seats)

    def action_from_json(self, data: Any) -> Event:
        if not isinstance(data, str) or len(data) > MAX_EVENT:
            raise InputFormatError(_("an event is a log line of at most {limit} characters, not {data!r:.60}").format(
                limit=MAX_EVENT, data=data))
        return parse_event(data, self.seats)

    def format_action(self, view: CastleState, action: Event) -> str:
        return format_event(action, view.players)      # also what external programs read: never translated

    def show_action(self, view: CastleState, action: Event) -> str:
        return shown_event(action, view.players)          # for a person: in Russian too

    def parse_action(self, view: CastleState, text: str) -> Event:
        return parse_event(text, view.players)

    # -- what people see -----------------------------------------------------------------------

    def score_lines(self, view: CastleState, names: Sequence[str]) -> list[str]:
        """The game is won, not scored: what every player still has to do."""
        return todo_lines(view, names)

    def draw(self, view: CastleState) -> str:
        """Return whose stroke it is and what it may do (at the start, who plays which colours too).

        While a stroke is being reported nothing is drawn: the referee's
        announcements say what each event did.
        """
        if view.turn.open and view.winner is None:
            return ""
        if view == CastleState.start(view.players):
            return "\n".join([*colours_lines(view.players), whose_stroke(view)])
        return whose_stroke(view)

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
        status, todo = lambda v: "\n".join(status_lines(v)), lambda v: "\n".join(todo_lines(v))
        from wordgames.table.human import named_commands
        return named_commands({"status": (say("command-status", n), status), "todo": (say("command-todo", n), todo)},
                              {"status": "статус", "todo": "задачи"})

    def narrate(self, before: CastleState, action: Event, after: CastleState, names: Sequence[str]) -> list[str]:
        return ["  " + render(n, before.players, names) for n in announcements(before, action)]

    def result_lines(self, state: CastleState, names: Sequence[str]) -> list[str]:
        if state.winner is None:
            return status_lines(state, names)
        return [say("winner", state.players, names, player=Who(state.winner)), *status_lines(state, names)]

    def result_dict(self, state: CastleState) -> dict[str, Any]:
        return {"winner": state.winner, "status": status_lines(state), "final": state.to_dict()}

    def seat_label(self, seat: int) -> str:
        return _(TEXT["player"]).format(number=seat + 1)

    # -- bots ------------------------------------------------------------------------------------

    def _make_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None):
        if kind == "random":
            return RandomPlayer(rng)
        raise UsageError(_("castle croquet has no bot {kind!r} (choose from {bots})").format(kind=kind, bots="random"))
