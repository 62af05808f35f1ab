"""The Color Lines cross on a phone: the board as a grid of letters, each movable letter opening the cells it
can reach as moves, the pass, the letters shown next, the score, the words gone and the turns left.

Everything comes from the position (the player sees it whole) and the game's presenter: every tap sends a
legal action as :meth:`~wordgames.lines.presenter.LinesPresenter.format_action` writes it (``b3 d5``,
``pass``), read back by the table as the terminal reads it.  The letters that landed last are marked by a
frame and a dot, not by colour alone.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.lines.game import LinesGame
>>> game = LinesGame({"size": 3, "start": 0, "max_turns": 2}, lexicon=Lexicon.from_words(["кот"]))
>>> s = game.new_initial_state().apply("к").apply("о").apply("т").apply("pass").apply((0, 0)).apply((0, 1))
>>> s = s.apply((2, 2)).apply("к").apply("о").apply("т")     # К, О, Т landed; К, О, Т shown next
>>> parts = LinesPage(game, game.presenter()).parts(s, 0, ["Оля"], mine=True)
>>> [[c["letter"] for c in row] for row in parts["rows"]]
[['К', 'О', ''], ['', '', ''], ['', '', 'Т']]
>>> [c["cell"] for row in parts["rows"] for c in row if c["new"]]
['a1', 'b1', 'c3']
>>> # К in a1 reaches, through a2, b2 and c2, every empty cell: c1 only round the corner
>>> sorted(t["cell"] for t in parts["movable"][0]["targets"]), parts["movable"][0]["targets"][0]["move"]
(['a2', 'a3', 'b2', 'b3', 'c1', 'c2'], 'a1 c1')
>>> parts["pass"], parts["turn"], parts["left"]
('pass', 2, 1)
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.battle.notation import COLUMNS, cell_label
from wordgames.battle.square import EMPTY
from wordgames.lines.rules import PASS, Shift
from wordgames.web.page import Page


class LinesPage(Page):
    """The board, the movable letters with the cells each can reach, the pass, the score and what vanished."""

    template = "games/lines.html"
    style = "lines.css"
    scores_shown = True

    def parts(self, view, seat: int, names: Sequence[str], mine: bool) -> dict[str, Any]:
        """Return the parts of the page (see the module's docstring)."""
        legal = view.legal_actions() if mine else []
        write = self.shown.format_action
        targets: dict = {}
        for action in legal:
            if isinstance(action, Shift):
                targets.setdefault(action.src, []).append({"move": write(view, action), "cell": cell_label(action.dst)})
        landed = {cell for cell, _letter in view.landed}
        rows = [[{"letter": "" if ch == EMPTY else ch.upper(), "cell": cell_label((r, c)),
                  "new": (r, c) in landed, "movable": (r, c) in targets}
                 for c, ch in enumerate(row)] for r, row in enumerate(view.rows)]
        movable = [{"letter": view.letter(src).upper(), "cell": cell_label(src), "targets": cells}
                   for src, cells in sorted(targets.items())]
        limit = view.rules.max_turns
        return {"rows": rows, "columns": COLUMNS[:view.size], "movable": movable,
                "pass": write(view, PASS) if PASS in legal else "",
                "next": [ch.upper() for ch in view.next_letters], "score": view.score,
                "turn": view.turn + 1, "left": max(0, limit - view.turn) if limit else None,
                "words": list(view.words), "size": view.size}
