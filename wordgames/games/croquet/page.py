"""Arithmetical croquet on a phone: the course as a track with its gates and both balls, and the numbers to name.

The track is the course cut in tens (0–9, 10–19, …, the post, and past it under the CROQUAR-95 rules),
each ten headed by its gate; both balls stand in their ten with their number.  The numbers the seat may
name are big buttons (``data-move``, the number as the presenter writes it); the other numbers 1 to 8 from
the ball are shown disabled with the breaches the state gives for them (rule 1, 3 or 4, the contest's 2),
so the page never knows a rule: the state's own ``breaches`` and ``legal_actions`` decide.

>>> from wordgames.games.croquet.game import CroquetGame
>>> game = CroquetGame()
>>> page = CroquetPage(game, game.presenter())
>>> s = game.new_initial_state()
>>> for n in (4, 2, 9, 8, 11, 12, 17, 14):   # docs: player 2 just stepped 2, so player 1 may not step 2 or 7
...     s = s.apply(n)
>>> parts = page.parts(s, 0, ["Оля", "Петя"], mine=True)
>>> [(b["number"], b["move"]) for b in parts["numbers"]][:3]
[(18, '18'), (19, None), (20, '20')]
>>> parts["numbers"][1]["why"]
['rule 4: your partner just stepped 2: you may not step 2 or 7']
>>> [(t["label"], t["gate"], [b["number"] for b in t["balls"]]) for t in parts["track"]][1:3]
[('10', True, [17, 14]), ('20', True, [])]
>>> page.parts(s, 1, ["Оля", "Петя"], mine=False)["numbers"]
[]
>>> held = s.apply(20).apply(17)             # into gate 20 by a step of 3; Петя steps 3 and holds Оля there
>>> [p["notes"] for p in page.parts(held, 1, ["Оля", "Петя"], mine=False)["players"]]
[['in gate 20, out by 23', 'held: names nothing this turn'], []]
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.games.croquet import contest
from wordgames.games.croquet.course import MAX_STEP, PASS
from wordgames.games.croquet.rules import CroquetState
from wordgames.i18n import _
from wordgames.web.page import Page

TEN = 10
"""The track is drawn in tens: each piece starts at a multiple of ten (where the gates stand)."""


class CroquetPage(Page):
    """Croquet's page: the track with the gates and both balls, each player's place, and the numbers to name."""

    template = "games/croquet.html"
    style = "croquet.css"
    scores_shown = True
    """The situation line (the presenter's score line) is shown under the players."""

    def parts(self, view: CroquetState, seat: int, names: Sequence[str], mine: bool) -> dict[str, Any]:
        return {"track": self.track(view), "players": self.players(view, seat, names),
                "situation": self.shown.draw(view),
                "numbers": self.numbers(view) if mine and not view.over else []}

    def track(self, view: CroquetState) -> list[dict[str, Any]]:
        """Return the course in tens: each with its first number, whether a gate (or the post) stands there,
        and the balls in it."""
        rules = view.rules
        top = max(rules.goal, *view.numbers)
        pieces = []
        for start in range(0, top + 1, TEN):
            post = start == rules.goal
            gate = post or rules.is_gate(start) or rules.contest and contest.on_hoop(rules, start)
            balls = [{"seat": who, "number": ball.number} for who, ball in enumerate(view.balls)
                     if start <= ball.number < start + TEN or post and ball.number >= start]
            pieces.append({"label": str(start), "gate": bool(gate and start), "post": post, "balls": balls})
            if post:
                break
        return pieces

    def players(self, view: CroquetState, seat: int, names: Sequence[str]) -> list[dict[str, Any]]:
        """Return each player's line: name, number, whether to move, in a gate (with the way out) or held."""
        lines = []
        for who, ball in enumerate(view.balls):
            moving = who == view.to_move and not view.over
            held = moving and view.legal_actions() == [PASS]
            notes = []
            if ball.in_gate:
                notes.append(_("in gate {gate}, out by {out}").format(gate=ball.number, out=ball.number + ball.entry))
            if held:
                notes.append(_("held: names nothing this turn"))
            if ball.missed:
                notes.append(_("one miss spent"))
            lines.append({"seat": who, "name": names[who], "number": ball.number, "you": who == seat,
                          "moving": moving, "notes": notes})
        return lines

    def numbers(self, view: CroquetState) -> list[dict[str, Any]]:
        """Return the numbers 1 to 8 from the ball (below it when the contest sends it back): each with its
        move when legal, else the breaches that forbid it."""
        me = view.me
        low, high = (me.number - MAX_STEP, me.number - 1) if me.back else (me.number + 1, me.number + MAX_STEP)
        legal = set(view.legal_actions())
        found = []
        for number in range(max(1, low), high + 1):
            if number in legal:
                found.append({"number": number, "move": self.shown.format_action(view, number),
                              "label": self.shown.show_action(view, number), "why": []})
            else:
                found.append({"number": number, "move": None, "label": str(number),
                              "why": [str(b) for b in view.breaches(number)]})
        return found
