"""Castle croquet on a phone: the referee's field as the players reported it, and the events to report by tapping.

The game is played on a lawn; the table only keeps score and referees.  The page shows every player's
soldier and sentinel with the state the referee knows of them (on the lawn, in a castle, prisoner behind a
flag, on duty), whose stroke it is, and the events the rules allow now as buttons: each is the event as
the presenter writes it for a person (``удар синий``, ``проход синий ворота 1 наружу``), sent as typed
(``data-move``).  The many passes, flags and touches are grouped by their verb (``проход``), a group
opened by a tap, and in it by the ball (``синий``).  What each event did, with its rule, is the frame's log (the
presenter's narration).  The page knows no rule: the events are the state's ``legal_actions``.

>>> from wordgames.games.castle_croquet.game import CastleGame
>>> game = CastleGame({}, 4)
>>> page = CastlePage(game, game.presenter())
>>> s = game.new_initial_state()
>>> parts = page.parts(s, 0, ["Оля", "Петя", "Аня", "Боря"], mine=True)
>>> [b["move"] for b in parts["direct"]], parts["groups"]
(['stroke', 'stroke blue'], [])
>>> [(p["name"], [b["colour"] for b in p["balls"]]) for p in parts["players"]][:2]
[('Оля', ['blue', 'green']), ('Петя', ['black', 'brown'])]
>>> s = s.apply(s.legal_actions()[0])
>>> parts = page.parts(s, 0, ["Оля", "Петя", "Аня", "Боря"], mine=True)
>>> [g["label"] for g in parts["groups"]], [r["label"] for r in parts["groups"][0]["rows"]][:3]
(['pass', 'flag', 'touch'], ['blue', 'black', 'orange'])
>>> parts["groups"][0]["rows"][0]["events"][0]
{'move': 'pass blue door 1', 'label': 'door 1'}
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.games.castle_croquet.pieces import SENTINEL, SOLDIER, Ball, colour
from wordgames.games.castle_croquet.report import ball_status, whose_stroke
from wordgames.games.castle_croquet.rules import CastleState
from wordgames.web.page import Page

DIRECT = 2
"""An event of at most this many words is a button of its own; a longer one is put in the group of its first two."""


class CastlePage(Page):
    """Castle croquet's page: each player's two balls with their state, whose stroke it is, the events to report."""

    template = "games/castle.html"
    style = "castle.css"

    def parts(self, view: CastleState, seat: int, names: Sequence[str], mine: bool) -> dict[str, Any]:
        direct, groups = self.events(view) if mine and view.winner is None else ([], [])
        return {"players": self.players(view, seat, names), "whose": whose_stroke(view, names),
                "direct": direct, "groups": groups}

    def players(self, view: CastleState, seat: int, names: Sequence[str]) -> list[dict[str, Any]]:
        """Return each player's line: name, and its soldier and sentinel with their colour and state."""
        lines = []
        for player in range(1, view.players + 1):
            balls = []
            for kind in (SOLDIER, SENTINEL):
                ball = Ball(player, kind)
                balls.append({"colour": colour(ball, view.players), "status": ball_status(view, ball),
                              "in_turn": view.winner is None and view.turn.ball == ball})
            lines.append({"name": names[player - 1], "you": player - 1 == seat, "balls": balls,
                          "won": view.winner == player})
        return lines

    def events(self, view: CastleState) -> tuple[list[dict[str, str]], list[dict[str, Any]]]:
        """Return the events allowed now: the short ones as buttons; the long ones grouped by their first word
        (``проход``), and in it by their second (the ball), each button the rest (``ворота 1 наружу``)."""
        direct, groups = [], {}
        for action in view.legal_actions():
            text = self.shown.show_action(view, action)
            words = text.split()
            if len(words) <= DIRECT:
                direct.append({"move": text, "label": text})
            else:
                rows = groups.setdefault(words[0], {})
                rows.setdefault(words[1], []).append({"move": text, "label": " ".join(words[DIRECT:])})
        return direct, [{"label": verb, "rows": [{"label": ball, "events": events} for ball, events in rows.items()]}
                        for verb, rows in groups.items()]
