"""Dix Mille at the table: the game agreed (the scoring table, the target, the reading of four 2s), moves as JSON.

The state and its rules are in :mod:`wordgames.games.dixmille.state`; what a person sees and types, in
:mod:`wordgames.games.dixmille.presenter`; the bots beside what they compute (:mod:`~.players`,
:mod:`~.strategy`, :mod:`~.winplay`), named by the descriptor (:mod:`~.about`).

>>> game = DixMilleGame({"table": "text", "target": 2000}, seats=2)
>>> s = game.new_initial_state().apply((1, 1, 3, 4, 5, 6))
>>> move = s.legal_actions()[2]
>>> game.action_to_json(move)
{'combos': [['single', [1]], ['single', [1]]], 'bank': True}
>>> game.action_from_json(game.action_to_json(move)) == move
True
>>> s.apply(move).scores
(200, 0)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Mapping

from wordgames.engine import Outcome
from wordgames.errors import InputFormatError
from wordgames.game import Game
from wordgames.games.dice import faces_from_json
from wordgames.games.dixmille.about import DESCRIPTOR, TWOS
from wordgames.games.dixmille.scoring import KINDS, NUM_DICE, Combo, canonical, table_from_rules
from wordgames.games.dixmille.state import DixMilleState, Move, combo_problem
from wordgames.i18n import _
from wordgames.table.review import Appraisal


class DixMilleGame(Game):
    """Dix Mille with its rules agreed: the scoring table and the points to reach."""

    descriptor = DESCRIPTOR

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        given = self.options.get("table", "text")
        self.twos = self.options.get("twos", "score")
        if self.twos not in TWOS:
            raise InputFormatError(_("twos: one of {choices}, not {value}").format(
                choices=", ".join(TWOS), value=f"{self.twos!r:.20}"))
        if isinstance(given, dict) and "twos_lose_score" in given:   # saved before the reading was a rule option
            self.twos = "score" if given["twos_lose_score"] is True else "turn"
        self.base = replace(table_from_rules(given), twos_lose_score=self.twos == "score")
        self.target = self.options.get("target")         # its kind and range are the descriptor's to check
        self.table = self.base if self.target is None else replace(self.base, target=self.target)
        self.opening = self.options.get("opening", False)

    def default_seats(self) -> int:
        return 2

    def rules_dict(self) -> dict[str, Any]:
        table = {k: v for k, v in self.base.to_dict().items() if k != "twos_lose_score"}   # the option says it
        return {"table": table, "target": self.target, "opening": self.opening, "twos": self.twos}

    def new_initial_state(self) -> DixMilleState:
        return DixMilleState.new(self.seats, self.table, opening=self.opening)

    def state_from_dict(self, data: dict[str, Any]) -> DixMilleState:
        return DixMilleState.from_dict(data)

    # -- actions ------------------------------------------------------------------------

    def action_to_json(self, action) -> Any:
        """Return a move as {"combos": [[kind, dice], ...], "bank": bool}, a throw as its list of dice."""
        if isinstance(action, Move):
            return {"combos": [[c.kind, list(c.dice)] for c in action.selection.combos], "bank": action.bank}
        return list(action)

    def action_from_json(self, data: Any):
        if isinstance(data, list):
            return faces_from_json(data, range(1, NUM_DICE + 1), "throw")
        if not (isinstance(data, dict) and set(data) == {"combos", "bank"} and type(data["bank"]) is bool
                and isinstance(data["combos"], list) and len(data["combos"]) <= NUM_DICE):
            raise InputFormatError(_('a Dix Mille action is a throw (a list of dice) or '
                                     '{{"combos": [[kind, dice], ...], "bank": true/false}}, not {data}').format(
                                         data=f"{data!r:.60}"))
        combos = []
        for i, c in enumerate(data["combos"]):
            if not (isinstance(c, list) and len(c) == 2 and c[0] in KINDS):
                raise InputFormatError(_("{where}: [kind, dice] with a kind of {kinds}").format(
                    where=f"combos[{i}]", kinds=", ".join(KINDS)))
            combo = Combo(c[0], faces_from_json(c[1], range(1, NUM_DICE + 1), f"combos[{i}]"))
            problem = combo_problem(combo)
            if problem:
                raise InputFormatError(_("{where}: {problem}").format(where=f"combos[{i}]", problem=problem))
            combos.append(combo)
        return Move(canonical(combos), data["bank"])

    def turn_of(self, state: DixMilleState) -> int | None:
        """A turn is one player's throws until they bank or bust, counted by the state: a player alone at the
        table has turns too, and a first throw that scores nothing is a turn without a decision."""
        return state.turns

    def outcome(self, state: DixMilleState) -> Outcome:
        """Return how the game ended: the round that someone finished at the target or past it is over
        (termination ``target``); the highest scores win, several on a tie."""
        details = {"scores": list(state.scores), "winners": state.winners(), "turns": state.turns,
                   "rounds": state.turns // len(state.scores)}
        return Outcome(tuple(state.returns()), tuple(state.winners()), "target", "", details)

    def appraise(self, state: DixMilleState, action, goal: str,
                 progress: Callable[[str, int, int], None] | None = None) -> Appraisal | None:
        """Return what the move cost: the chance of winning (``win``; with more than two players, the winning bot's
        estimate against the leader) or the turn's expected points (``points``).

        ``progress(label, done, total)`` is told when a table is built.
        """
        # numpy and the solvers are imported only when a review appraises (a game played is not slowed)
        from wordgames.games.dixmille.strategy import advise, move_value, turn_table
        from wordgames.games.dixmille.winplay import win_advisor
        legal = state.legal_actions()
        if len(legal) < 2 or action not in legal:
            return None
        if goal == "win":          # more than two players: the chance against the leader (docs/dixmille.md)
            advisor = win_advisor(self, progress)
            ranked = advisor.advise(state)
            done = advisor.move_value(state, action)
        else:
            tt = turn_table(self, state.scores[state.player], progress)
            ranked = advise(tt, state)
            done = move_value(tt, state, action)
        return Appraisal(best=ranked[0].move, value_best=ranked[0].expected, value_done=done)
