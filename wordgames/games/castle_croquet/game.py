"""Castle Croquet at the table: the referee as a game of four or five seats, its events as JSON, the end.

The game is played on a lawn; at the table every action is an event the
players report (:mod:`.events`), kept in a saved game as a line of a log
(``pass blue gate 1 out``), and the seat to act is the owner of the ball in
turn.  How events are written, drawn and narrated is the game's presenter
(:mod:`.presenter`).  The only bot (:mod:`.bots`) reports random events the
rules allow: it exercises the referee.

>>> from wordgames.games.castle_croquet.events import Pass, Stroke
>>> from wordgames.games.castle_croquet.pieces import Ball
>>> game = CastleGame({}, 4)
>>> game.action_to_json(Pass(Ball(1, "soldier"), "gate", 1, "out"))
'pass blue gate 1 out'
>>> game.action_from_json("stroke blue") == Stroke(Ball(1, "soldier"))
True
"""

from __future__ import annotations

from typing import Any, Mapping

from wordgames.descriptor import played_by
from wordgames.engine import Outcome
from wordgames.errors import InputFormatError, SeatsError
from wordgames.game import Game
from wordgames.games.castle_croquet.about import DESCRIPTOR
from wordgames.games.castle_croquet.events import MAX_EVENT, Event, format_event, parse_event
from wordgames.games.castle_croquet.report import status_lines
from wordgames.games.castle_croquet.rules import CastleState
from wordgames.i18n import _


class CastleGame(Game):
    """Carroll's Castle Croquet for four or five players, refereed from the events they report."""

    descriptor = DESCRIPTOR


    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        if self.options:
            raise InputFormatError(_("castle croquet has no rule options, not {option!r}").format(
                option=sorted(self.options)[0]))
        if self.seats not in DESCRIPTOR.seats:
            raise SeatsError(played_by(DESCRIPTOR, self.seats), option="seats")

    def default_seats(self) -> int:
        return 4

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

    def outcome(self, state: CastleState) -> Outcome:
        """Return how the game ended: a sentinel on duty touched its own flag after its soldier came home
        (``flag``, rule II); the details are the winner, where everyone stands and the final position."""
        return Outcome.of(state, "flag", "II", {"winner": state.winner, "status": status_lines(state),
                                                "final": state.to_dict()})
