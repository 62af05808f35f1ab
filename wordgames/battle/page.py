"""«Словесный бой» on a phone: the seat's own square as cells to tap, the alphabet as a keyboard for a call.

What the page shows comes from the seat's view (its own square, the letters called, what it is asked)
and the game's presenter (every move written in the game's notation, the words that score as the
presenter counts them); other seats' squares are not in the view, so not on the page.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.game import BattleGame
>>> from wordgames.battle.legality import Call
>>> game = BattleGame({"size": 2, "caller": "players"}, 2, Lexicon.from_words(["кот"]))
>>> page = BattlePage(game, game.presenter())
>>> s = game.new_initial_state()
>>> [key["move"] for key in page.parts(s.view(0), 0, ["Оля", "Петя"], mine=True)["alphabet"][:3]]
['а', 'б', 'в']
>>> parts = page.parts(s.apply(Call("к")).view(0), 0, ["Оля", "Петя"], mine=True)
>>> parts["letter"], [[cell["move"] for cell in row] for row in parts["rows"]]
('К', [['a1', 'b1'], ['a2', 'b2']])
>>> parts["turn"], parts["moves"], parts["alphabet"]
(1, 4, [])
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.battle.legality import Call, Place
from wordgames.battle.letters import ALPHABET
from wordgames.battle.render import cell_marks, points
from wordgames.battle.score import score_square
from wordgames.battle.square import EMPTY
from wordgames.battle.state import CALL, PLACE
from wordgames.i18n import _
from wordgames.web.page import Page

MARK_CLASSES = {"-": "across", "|": "down", "+": "both"}
"""How a cell of a counted word is marked on the page (by a line, not by colour alone)."""


class BattlePage(Page):
    """The seat's square as a grid of cells (each empty one a button when a letter is to be written),
    and the alphabet as a keyboard when the seat calls."""

    template = "games/battle.html"
    style = "battle.css"

    def parts(self, view, seat: int, names: Sequence[str], mine: bool) -> dict[str, Any]:
        """Return the square, the keyboard, the letter to write, the turn and the words counted so far."""
        legal = view.legal_actions() if mine else []
        places = {a.cell: self.shown.format_action(view, a) for a in legal if isinstance(a, Place)}
        calls = {a.letter: self.shown.format_action(view, a) for a in legal if isinstance(a, Call)}
        score = score_square(self.game.words, view.square, view.rules.directions)
        marks = cell_marks(score)
        rows = [[{"letter": "" if ch == EMPTY else ch.upper(), "move": places.get((r, c), ""),
                  "label": self.shown.format_action(view, Place((r, c))),
                  "mark": MARK_CLASSES.get(marks.get((r, c), ""), "other" if (r, c) in marks else "")}
                 for c, ch in enumerate(row)] for r, row in enumerate(view.square.rows)]
        keys = [{"letter": letter.upper(), "move": calls.get(letter, "")} for letter in ALPHABET] \
            if view.asked == CALL and mine else []        # a letter no rule lets the seat call: shown disabled
        return {"rows": rows, "width": view.rules.width, "alphabet": keys,
                "letter": view.letter.upper() if view.asked == PLACE and view.letter and mine else "",
                "called": [c.upper() for c in view.called],
                "turn": len(view.called) + (view.asked == CALL), "moves": view.rules.moves,
                "points": points(score.total), "words": [_("{word}: {points}").format(word=p.word, points=points(p.points))
                                                         for p in score.counted]}
