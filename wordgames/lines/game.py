"""The Color Lines cross at the table: the rules agreed, moves as people type them, the board drawn, bots.

One player.  A move is a shift of one letter, typed ``b3 d5`` (or
``2 2 4 4``: row and column of each), or the pass, typed ``pass`` or ``-``.
Chance places the appearing letters and draws the preview
(:mod:`wordgames.lines.rules`); in a session's JSON a chance outcome is a
cell (``"b3"``) or a letter (``"к"``), a move is written as typed.

The letter weights (``corpus`` or ``nouns``, the lexicon's own letters) are
resolved once, here, from the game's lexicon: the chance odds and the
expert's plans use the same ones.

>>> from wordgames.lexicon import Lexicon
>>> game = LinesGame({"size": 3, "start": 0, "max_turns": 2}, lexicon=Lexicon.from_words(["кот"]))
>>> s = game.new_initial_state()
>>> [game.action_to_json(a) for a, _ in s.chance_outcomes()[:3]]
['а', 'б', 'в']
>>> s = s.apply("к").apply("о").apply("т")
>>> print(game.draw(s))
     a b c
   1 · · ·
   2 · · ·
   3 · · ·
  next: К О Т    score: 0    turn: 1
>>> game.parse_action(s, "pass"), game.format_action(s, game.parse_action(s, "1 1 2 3"))
('pass', 'a1 c2')
>>> s = s.apply("pass").apply((0, 0)).apply((0, 1))
>>> after = s.apply((0, 2))
>>> game.narrate(s, (0, 2), after, ["Оля"])
['letters appeared: К a1, О b1, Т c1', 'words gone: кот (+2); score 2']
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from wordgames.battle.letters import letter_weights
from wordgames.battle.notation import cell_label, parse_cell
from wordgames.battle.render import grid_lines
from wordgames.game import Game
from wordgames.errors import InputFormatError, UsageError
from wordgames.i18n import _, language, ngettext
from wordgames.lines.rules import (PASS, LinesRules, LinesState, Move, Shift, Supply, format_move, is_cell,
                                   parse_move)
from wordgames.lines.about import DESCRIPTOR

MAX_JSON_ACTION = 40  # characters: the longest action a session may hold ("b12 c12" is 7)


class LinesGame(Game):
    """The Color Lines cross of «Словесный бой» for one player, with its rules and lexicon."""

    descriptor = DESCRIPTOR

    name = "lines"

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        if lexicon is None:
            raise UsageError(_("the Color Lines cross needs a lexicon: its words are what vanish and score"))
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
        state = LinesState.from_dict(data, self.supply)
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

    def format_action(self, view, action: Any) -> str:
        return self.action_to_json(action)

    def parse_action(self, view, text: str) -> Move:
        return parse_move(text, view.size)

    def show_action(self, view, action) -> str:
        return _("pass") if action == PASS else self.format_action(view, action)

    # -- the table --------------------------------------------------------------------------

    def seat_label(self, seat: int) -> str:
        return _("the player")

    def draw(self, view: LinesState) -> str:
        shown = " ".join(ch.upper() for ch in view.next_letters) or "—"
        return "\n".join([*grid_lines(view.rows),
                          "  " + _("next: {letters}    score: {score}    turn: {turn}").format(
                              letters=shown, score=view.score, turn=view.turn + 1)])

    def prompt(self, view: LinesState, name: str) -> str:
        return _("{name}, move a letter (from to, e.g. b3 d5) or pass").format(name=name)

    def notation_help(self, view: LinesState) -> str:
        return ngettext("Type the cell of a letter and an empty cell it can reach through empty cells, stepping "
                        "up, down, left or right (no diagonals, no jumps): b3 d5, or the row and column of each: "
                        "2 2 4 4. 'pass' or '-' moves nothing. A word of "
                        "{n} letter or more, read left to right in a row or top to bottom in "
                        "a column, scores its length minus one and vanishes; a move that makes no word brings the "
                        "shown letters onto random empty cells.",
                        "Type the cell of a letter and an empty cell it can reach through empty cells, stepping "
                        "up, down, left or right (no diagonals, no jumps): b3 d5, or the row and column of each: "
                        "2 2 4 4. 'pass' or '-' moves nothing. A word of "
                        "{n} letters or more, read left to right in a row or top to bottom in "
                        "a column, scores its length minus one and vanishes; a move that makes no word brings the "
                        "shown letters onto random empty cells.", view.rules.min_length).format(n=view.rules.min_length)

    def automatic(self, view: LinesState):
        if view.legal_actions() == [PASS]:
            return PASS, _("The board is empty: nothing to move, so the shown letters appear.")
        return None

    def commands(self, view: LinesState) -> dict[str, tuple[str, Any]]:
        from wordgames.table.human import named_commands
        return named_commands({"words": (_("the words gone so far, and the score"), words_so_far)}, {"words": "слова"})

    def turn_of(self, state: LinesState) -> int | None:
        """A turn is one shift or pass (the screen's «turn: 3»); the letters appearing after it belong to it."""
        return state.turn

    def narrate(self, before: LinesState, action: Any, after: LinesState, names: Sequence[str]) -> list[str]:
        made = after.words[len(before.words):]
        gained = after.score - before.score
        if before.current_player() == 0:
            what = _("pass") if action == PASS else f"{cell_label(action[0])}→{cell_label(action[1])}"
            if made:
                return [_("turn {turn}: {move}: {words} (+{gained}); score {score}").format(
                    turn=after.turn, move=what, words=", ".join(made), gained=gained, score=after.score)]
            return [_("turn {turn}: {move}").format(turn=after.turn, move=what)]
        if not before.placing or after.placing or after.opening:
            return []          # a letter drawn, or one of several still landing: told when all have landed
        landed = ", ".join(f"{letter.upper()} {cell_label(cell)}" for cell, letter in after.landed)
        lines = [_("the game starts with: {letters}").format(letters=landed) if after.turn == 0 else
                 _("letters appeared: {letters}").format(letters=landed)]
        if len(before.placing) > 1:
            lines.append(_("no room for: {letters}").format(letters=" ".join(ch.upper() for ch in before.placing[1:])))
        if made:
            lines.append(_("words gone: {words} (+{gained}); score {score}").format(
                words=", ".join(made), gained=gained, score=after.score))
        return lines

    def result_lines(self, state: LinesState, names: Sequence[str]) -> list[str]:
        if language() == "en":        # English as it always was ("1 turns", "1 words")
            how = ("the board is full" if state.is_full() else
                   f"the turn limit ({state.rules.max_turns}) is reached")
            end = f"Game over after {state.turn} turns, {how}: {state.score} points, {len(state.words)} words"
        else:
            tally = _("{points}, {words}").format(
                points=ngettext("{n} point", "{n} points", state.score).format(n=state.score),
                words=ngettext("{n} word", "{n} words", len(state.words)).format(n=len(state.words)))
            if state.is_full():
                end = ngettext("Game over after {n} turn, the board is full: {tally}",
                               "Game over after {n} turns, the board is full: {tally}", state.turn)
            else:
                end = ngettext("Game over after {n} turn, the turn limit ({limit}) is reached: {tally}",
                               "Game over after {n} turns, the turn limit ({limit}) is reached: {tally}", state.turn)
            end = end.format(n=state.turn, tally=tally, limit=state.rules.max_turns)
        lines = [*grid_lines(state.rows), end]
        if state.words:
            lines.append(_("words: {words}").format(words=" ".join(state.words)))
        return lines

    def result_dict(self, state: LinesState) -> dict[str, Any]:
        return {"score": state.score, "turns": state.turn, "words": list(state.words), "full": state.is_full(),
                "board": list(state.rows)}


def words_so_far(view: LinesState) -> str:
    """Return the words gone so far and the score, for the ``words`` command."""
    if not view.words:
        return "  " + _("no words yet; score 0")
    return "  " + ngettext("{n} word, score {score}: {words}", "{n} words, score {score}: {words}",
                           len(view.words)).format(n=len(view.words), score=view.score, words=" ".join(view.words))
