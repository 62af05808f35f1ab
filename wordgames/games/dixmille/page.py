"""Dix Mille on a phone: the dice of the throw, the turn's points, every score, and the choices to tap.

Each way to set dice aside (the presenter's numbered choices, :meth:`~wordgames.games.dixmille.presenter.
DixMillePresenter.choices`) is a line with its points and two buttons, bank and throw on, each the move
in the game's notation (``1+5 b``, ``1+5 t``); a choice that obliges all six dice again has no bank.
After a bonus the two buttons are bank and throw six dice.  The last die's double throw for the bonus
and the final round are shown from the view (:meth:`~wordgames.games.dixmille.state.DixMilleState.
final_round`).

>>> from wordgames.games.dixmille.game import DixMilleGame
>>> game = DixMilleGame({"table": "text"}, seats=2)
>>> page = DixMillePage(game, game.presenter())
>>> view = game.new_initial_state().apply((1, 1, 3, 4, 5, 6))
>>> parts = page.parts(view, 0, ["Оля", "Петя"], mine=True)
>>> [d["face"] for d in parts["dice"]], parts["points"], parts["left"]
([1, 1, 3, 4, 5, 6], 0, 6)
>>> [(c["label"], c["points"], c["bank"], c["throw"]) for c in parts["choices"]][:2]
[('1+1+5', 250, '1+1+5 b', '1+1+5 t'), ('1+1', 200, '1+1 b', '1+1 t')]
>>> page.parts(view, 1, ["Оля", "Петя"], mine=False)["choices"]
[]

The last die's double throw, and after the bonus (the text's bonuses: 500, then 1000):

>>> from dataclasses import replace
>>> last = page.parts(replace(view, phase="bonus", dice=1, throw=(), attempt=1, points=450), 0, ["Оля", "Петя"], True)
>>> last["bonus_try"], last["bonus"], last["choices"], last["after_bonus"]
(1, 500, [], [])
>>> won = replace(view, phase="after-bonus", points=950, bonuses=1, throw=(5,), attempt=0)
>>> page.parts(won, 0, ["Оля", "Петя"], mine=True)["after_bonus"], page.parts(won, 0, ["Оля", "Петя"], True)["bonus"]
(['b', 't'], 1000)
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.games.dixmille.narration import selection_label
from wordgames.games.dixmille.state import AFTER_BONUS, BONUS, CHOOSE, NOTHING, OPENING, DixMilleState, Move
from wordgames.web.dice import die, entry
from wordgames.web.page import Page


class DixMillePage(Page):
    """Dix Mille's page: the throw, the turn so far, the scores, the choices with bank and throw on."""

    template = "games/dixmille.html"
    style = "dixmille.css"
    scores_shown = True

    def parts(self, view: DixMilleState, seat: int, names: Sequence[str], mine: bool) -> dict[str, Any]:
        legal = set(view.legal_actions()) if mine else set()
        shown = view.phase in (CHOOSE, BONUS, AFTER_BONUS)
        return {
            "dice": [die(f) for f in view.throw] if shown else [], "phase": view.phase,
            "player": names[view.player], "points": view.points, "left": view.dice,
            "scores": [{"name": n, "score": s, "to_move": i == view.player, "me": i == seat}
                       for i, (n, s) in enumerate(zip(names, view.scores))],
            "target": view.table.target, "final": view.final_round(),
            "bonus_try": view.attempt if view.phase == BONUS else 0,
            "bonus": view.table.bonus(view.bonuses), "bonuses": view.bonuses,
            "choices": self.choices(view, legal),
            "after_bonus": [self.button(view, Move(NOTHING, bank), legal) for bank in (True, False)]
            if view.phase == AFTER_BONUS and legal else [],
            "throw": (entry(1 if view.phase in (BONUS, OPENING) else view.dice) if view.is_chance_node() else None),
        }

    def choices(self, view: DixMilleState, legal: set[Move]) -> list[dict[str, Any]]:
        """Return each way to set dice aside, as the presenter numbers them, with its bank and throw-on moves."""
        if not legal or view.phase != CHOOSE:
            return []
        return [{"label": selection_label(s), "points": s.points(view.table), "forced": s.forced(view.table),
                 "bank": self.button(view, Move(s, True), legal), "throw": self.button(view, Move(s, False), legal)}
                for s in self.shown.choices(view)]

    def button(self, view: DixMilleState, move: Move, legal: set[Move]) -> str:
        """Return ``move`` in the notation when it is legal, else ''."""
        return self.shown.format_action(view, move) if move in legal else ""
