"""The Color Lines cross shown to a person: moves as people type them, the board drawn, what happened told.

A move is typed ``b3 d5`` (or ``2 2 4 4``: row and column of each), or the
pass, typed ``pass`` or ``-``; at the prompt ``words`` lists the words gone.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.lines.game import LinesGame
>>> game = LinesGame({"size": 3, "start": 0, "max_turns": 2}, lexicon=Lexicon.from_words(["кот"]))
>>> shown = game.presenter()
>>> s = game.new_initial_state().apply("к").apply("о").apply("т")
>>> print(shown.draw(s))
     a b c
   1 · · ·
   2 · · ·
   3 · · ·
  next: К О Т    score: 0    turn: 1 of 2
>>> shown.parse_action(s, "pass"), shown.format_action(s, shown.parse_action(s, "1 1 2 3"))
('pass', 'a1 c2')
>>> s = s.apply("pass").apply((0, 0)).apply((0, 1))
>>> after = s.apply((0, 2))
>>> shown.narrate(s, (0, 2), after, ["Оля"])
['letters appeared: К a1, О b1, Т c1', 'words gone: кот (+2); score 2']
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.battle.notation import cell_label
from wordgames.battle.render import grid_lines
from wordgames.i18n import _, language, ngettext
from wordgames.lines.rules import PASS, LinesState, Move, parse_move
from wordgames.presenter import Presenter
from wordgames.table.human import named_commands


class LinesPresenter(Presenter):
    """The Color Lines cross at the terminal: shifts typed and written, the board and the letters shown next."""

    def format_action(self, view, action: Any) -> str:
        return self.game.action_to_json(action)

    def parse_action(self, view, text: str) -> Move:
        return parse_move(text, view.size)

    def show_action(self, view, action) -> str:
        return _("pass") if action == PASS else self.format_action(view, action)

    def seat_label(self, seat: int) -> str:
        return _("the player")

    def draw(self, view: LinesState) -> str:
        shown = " ".join(ch.upper() for ch in view.next_letters) or "—"
        limit = view.rules.max_turns
        turn = (_("turn: {turn} of {limit}").format(turn=view.turn + 1, limit=limit) if limit
                else _("turn: {turn}").format(turn=view.turn + 1))
        return "\n".join([*grid_lines(view.rows),
                          "  " + _("next: {letters}    score: {score}    {turn}").format(
                              letters=shown, score=view.score, turn=turn)])

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
        return named_commands({"words": (_("the words gone so far, and the score"), words_so_far)}, {"words": "слова"})

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



def words_so_far(view: LinesState) -> str:
    """Return the words gone so far and the score, for the ``words`` command."""
    if not view.words:
        return "  " + _("no words yet; score 0")
    return "  " + ngettext("{n} word, score {score}: {words}", "{n} words, score {score}: {words}",
                           len(view.words)).format(n=len(view.words), score=view.score, words=" ".join(view.words))
