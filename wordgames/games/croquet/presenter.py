"""Arithmetical croquet shown to a person: numbers as people say them, the referee's words.

A move is the number a player names (``23``); a player held in a gate names
nothing (:data:`~wordgames.games.croquet.course.PASS`, written ``pass``) and
is passed over without being asked.

>>> from wordgames.games.croquet.game import CroquetGame
>>> shown = CroquetGame({"gates": "20-90"}).presenter()
>>> s = shown.game.new_initial_state()
>>> shown.parse_action(s, " 8 "), shown.format_action(s, 8)
(8, '8')
>>> shown.narrate(s, 8, s.apply(8), ["Оля", "Петя"])
['Оля names 8: 0 to 8']
"""

from __future__ import annotations

from typing import Sequence

from wordgames.errors import InputFormatError
from wordgames.games.croquet.course import PASS, Number
from wordgames.games.croquet.referee import announce, situation
from wordgames.games.croquet.rules import CroquetState
from wordgames.i18n import _
from wordgames.numbers import is_digits
from wordgames.presenter import Presenter

PASS_WORDS = ("pass", "held", "-", "пас", "пропуск")
"""What a held player may type (English or Russian); the table passes a held player over anyway."""


class CroquetPresenter(Presenter):
    """What a person sees of arithmetical croquet and types to it: numbers, the referee's narration."""

    def format_action(self, view, action: Number) -> str:
        return "pass" if action == PASS else str(action)     # also what external programs read: never translated

    def show_action(self, view, action: Number) -> str:
        return _("pass") if action == PASS else str(action)  # what a person sees and may type: «пас»

    def parse_action(self, view, text: str) -> Number:
        word = text.strip().lower()
        if word in PASS_WORDS:
            return PASS
        if not is_digits(word) or len(word) > 6:
            raise InputFormatError(_("{text!r} is not a number").format(text=text.strip()))
        return int(word)

    def seat_label(self, seat: int) -> str:
        return _("Player {number}").format(number=seat + 1)

    def draw(self, view: CroquetState) -> str:
        return situation(view, self.seat_name)

    def score_lines(self, view: CroquetState, names: Sequence[str]) -> list[str]:
        """The game is won, not scored: where both balls stand."""
        return [situation(view, names.__getitem__)]

    def prompt(self, view: CroquetState, name: str) -> str:
        return _("{name}, your number").format(name=name)

    def notation_help(self, view: CroquetState) -> str:
        if view.me.back:
            return _("You missed a gate: name a number 1 to 8 below your {number} and below the gate; "
                     "'moves' lists the legal ones.").format(number=view.me.number)
        return _("Name a number 1 to 8 above your own last one ({number}); "
                 "'moves' lists the legal ones.").format(number=view.me.number)

    def automatic(self, view: CroquetState):
        if view.legal_actions() == [PASS]:
            return PASS, ""          # the narration says it: "… is held in gate 20 and names nothing"
        return None

    def narrate(self, before: CroquetState, action: Number, after: CroquetState, names: Sequence[str]) -> list[str]:
        return [announce(before, action, names.__getitem__)]

    def result_lines(self, state: CroquetState, names: Sequence[str]) -> list[str]:
        if state.draw:
            return [_("A draw: both passed the post.")]
        return [_("{name} wins.").format(name=names[state.winner])] if state.winner is not None else []

    def review_unit(self, goal: str) -> str:
        return _("results (win 1, draw 0, loss −1)")
