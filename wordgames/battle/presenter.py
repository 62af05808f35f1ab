"""«Словесный бой» shown to a person: moves typed and written, a seat's square drawn, the calls told, the result.

The presenter asks the game for what the rules say (:class:`~wordgames.battle.game.BattleGame`: the words
that score) and the seat's view for the rest; it knows no rule of its own.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.game import BattleGame
>>> from wordgames.battle.legality import Call, Place
>>> game = BattleGame({"size": 2, "caller": "players"}, 2, Lexicon.from_words(["кот"]))
>>> shown = game.presenter()
>>> s = game.new_initial_state()
>>> shown.parse_action(s.view(0), "К"), shown.format_action(s.apply(Call("к")).view(0), Place((1, 0)))
(Call(letter='к'), 'a2')
>>> shown.prompt(s.view(0), "Оля")
'Оля, your call: which letter?'
"""

from __future__ import annotations

from typing import Sequence

from wordgames.battle.legality import Call, Move, Place
from wordgames.battle.notation import cell_label, parse_cell, parse_letter
from wordgames.battle.render import MARK_STYLES, grid_lines, result_lines
from wordgames.battle.rules import COMPUTER, Seat
from wordgames.battle.score import score_square
from wordgames.battle.state import CALL, BattleState, BattleView, seat_name
from wordgames.i18n import _, ngettext
from wordgames.presenter import Presenter


class BattlePresenter(Presenter):
    """«Словесный бой» at the terminal: letters and cells as people type them, a seat's own square drawn."""

    def format_action(self, view: BattleView, action: Move) -> str:
        return action.letter if isinstance(action, Call) else cell_label(action.cell)

    def show_outcome(self, state, outcome: Call) -> str:
        return outcome.letter       # the letter a caller at random called

    def parse_action(self, view: BattleView, text: str) -> Move:
        if view.asked == CALL:
            return Call(parse_letter(text))
        return Place(parse_cell(text, view.rules.height, view.rules.width))

    def seat_label(self, seat: Seat) -> str:
        return seat_name(seat)

    def draw(self, view: BattleView) -> str:
        points = score_square(self.game.words, view.square, view.rules.directions).total
        turn = len(view.called) + (view.asked == CALL)
        return "\n".join(["", *grid_lines(view.square.rows),
                          "  " + ngettext("{n} point so far; turn {turn} of {moves}",
                                          "{n} points so far; turn {turn} of {moves}", points).format(
                              n=points, turn=turn, moves=view.rules.moves)])

    def score_lines(self, view: BattleView, names: Sequence[str]) -> list[str]:
        """Each player's points so far: this seat's own square only, the others' squares being hidden."""
        points = score_square(self.game.words, view.square, view.rules.directions).total
        return [ngettext("{name}: {n} point so far", "{name}: {n} points so far", points).format(name=name, n=points)
                if seat == view.seat else _("{name}: hidden until the end").format(name=name)
                for seat, name in enumerate(names)]

    def prompt(self, view: BattleView, name: str) -> str:
        if view.asked == CALL:
            return _("{name}, your call: which letter?").format(name=name)
        return _("{name}, where does {letter} go?").format(name=name, letter=view.letter.upper())

    def notation_help(self, view: BattleView) -> str:
        if view.asked == CALL:
            return _("Type one Russian letter, in either case (ё is е).")
        return _("Type a cell like b3 (column b, row 3) or 2 3 (row 2, column 3); an empty cell is ·.")

    def narrate(self, before: BattleState, action: Move, after: BattleState, names: Sequence[str]) -> list[str]:
        if not isinstance(action, Call):
            return []
        seat = before.current_player()
        who = seat_name(COMPUTER) if seat == COMPUTER else names[seat]
        return [_("turn {turn}/{moves}: {who} called {letter}").format(turn=after.turn, moves=after.rules.moves,
                                                                      who=who, letter=action.letter.upper())]

    def result_lines(self, state: BattleState, names: Sequence[str]) -> list[str]:
        """The squares and points, the referee's note on each counted word a table may dispute (not familiar:
        :mod:`wordgames.lexicon.vocabulary`, once per word), then the winner."""
        lines = result_lines(self.game.words, state.scores, names,
                             lambda text, mark: self.painted(text, MARK_STYLES.get(mark, "other")))
        winner = 2 if len(state.scores) > 1 else 0      # the blank line and the winner stay last
        return lines[:len(lines) - winner] + disputed_lines(self.game.words, state.scores) + lines[len(lines) - winner:]


def disputed_lines(words, scores) -> list[str]:
    """Return the notes on the counted words of ``scores`` a table may dispute, after a blank line (none: [])."""
    notes = []
    explain = getattr(words, "explain", None)
    for word in dict.fromkeys(p.word for s in scores for p in s.counted) if explain else ():
        shown = words.spelling(word)
        found = explain(shown).dispute
        if found is not None:
            notes.append("  " + found.why(f"«{shown}»"))
    return ["", _("Words a table may dispute:"), *notes] if notes else []
