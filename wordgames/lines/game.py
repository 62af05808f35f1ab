"""The Color Lines cross at the table: the rules agreed, the board's JSON, the result.

One player.  A move is a shift of one letter, typed ``b3 d5`` (or
``2 2 4 4``: row and column of each), or the pass, typed ``pass`` or ``-``.
Chance places the appearing letters and draws the preview
(:mod:`wordgames.lines.rules`); in a session's JSON a chance outcome is a
cell (``"b3"``) or a letter (``"к"``), a move is written as typed.  What a
person sees and types is the presenter's (:mod:`wordgames.lines.presenter`),
the bots are named by the descriptor (:mod:`wordgames.lines.about`).

The letter weights (``corpus`` or ``nouns``, the lexicon's own letters) are
resolved once, here, from the game's lexicon: the chance odds and the
expert's plans use the same ones.

>>> from wordgames.lexicon import Lexicon
>>> game = LinesGame({"size": 3, "start": 0, "max_turns": 2}, lexicon=Lexicon.from_words(["кот"]))
>>> s = game.new_initial_state()
>>> [game.action_to_json(a) for a, _ in s.chance_outcomes()[:3]]
['а', 'б', 'в']
>>> game.action_from_json("b3"), game.action_from_json("a1 c2"), game.action_to_json((0, 2))
((2, 1), Shift(src=(0, 0), dst=(1, 2)), 'c1')
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from wordgames.battle.letters import letter_weights
from wordgames.battle.notation import cell_label, parse_cell
from wordgames.engine import Outcome
from wordgames.game import Game
from wordgames.errors import ArgumentError, InputFormatError
from wordgames.i18n import _
from wordgames.lines.rules import PASS, LinesRules, LinesState, Shift, Supply, format_move, is_cell, parse_move
from wordgames.lines.about import DESCRIPTOR

MAX_JSON_ACTION = 40  # characters: the longest action a session may hold ("b12 c12" is 7)


class LinesGame(Game):
    """The Color Lines cross of «Словесный бой» for one player, with its rules and lexicon."""

    descriptor = DESCRIPTOR


    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        if lexicon is None:
            raise ArgumentError(_("the Color Lines cross needs a lexicon: its words are what vanish and score"),
                                option="lexicon")
        self.rules = LinesRules.from_dict(self.options, "rules", complete=False)
        self.weights = letter_weights(self.rules.weights, lexicon)
        self.supply = Supply.of(lexicon, self.weights)

    def default_seats(self) -> int:
        return 1

    def rules_dict(self) -> dict[str, Any]:
        return self.rules.to_dict()

    def new_initial_state(self) -> LinesState:
        return LinesState.initial(self.rules, self.supply)

    def state_from_dict(self, data: dict[str, Any]) -> LinesState:
        state = replace(LinesState.from_dict(data), supply=self.supply)
        if state.rules != self.rules:
            raise InputFormatError(_("state.rules: the position was played under other rules than this game's"))
        return state

    # -- actions ------------------------------------------------------------------------

    def action_to_json(self, action: Any) -> str:
        if action == PASS or isinstance(action, Shift):
            return format_move(action)
        if is_cell(action):
            return cell_label(action)
        return str(action)

    def action_from_json(self, data: Any) -> Any:
        if not isinstance(data, str) or not 0 < len(data) <= MAX_JSON_ACTION:
            if isinstance(data, (str, int, float)) or data is None:
                shown = repr(data) if len(repr(data)) <= MAX_JSON_ACTION else repr(data)[:MAX_JSON_ACTION] + "…"
            else:
                shown = f"a JSON {type(data).__name__}"
            raise InputFormatError(_("an action is a move ('b3 d5', 'pass'), a cell ('b3') or a letter, not {shown}").format(
                shown=shown))
        if len(data) == 1 and data.isalpha() and not data.isascii():
            return data
        n = self.rules.size
        if data[0].isascii() and data[0].isalpha() and data[1:].isdigit():
            return parse_cell(data, n, n)
        return parse_move(data, n)

    def turn_of(self, state: LinesState) -> int | None:
        """A turn is one shift or pass (the screen's «turn: 3»); the letters appearing after it belong to it."""
        return state.turn

    def outcome(self, state: LinesState) -> Outcome:
        """The game ends when the board is full or the turns agreed are played (rule 5).

        >>> from wordgames.lexicon import Lexicon
        >>> from wordgames.lines.rules import LinesState
        >>> game = LinesGame({"size": 3}, lexicon=Lexicon.from_words(["кот"]))
        >>> end = game.outcome(LinesState.from_rows(("кии", "иии", "иии")))
        >>> end.returns, end.winners, end.termination, end.rule, end.details["full"]
        ((0.0,), (0,), 'board full', '5', True)
        """
        return Outcome.of(state, "board full" if state.is_full() else "turns", "5",
                          {"score": state.score, "turns": state.turn, "words": list(state.words),
                           "full": state.is_full(), "board": list(state.rows)})
