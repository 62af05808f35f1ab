"""Yam on a phone: the five dice as big faces, the roll, a picker of the dice to keep, and the score sheet.

What the page shows is the seat's view (the whole table: Yam hides nothing) and the presenter's words and
moves; every tap is a move in the game's notation (``k 66`` keeps two sixes and rolls the rest, ``r`` rolls
all five, ``Яма 2`` fills a box), read by the table as the terminal reads it.  The score a box would get
is the state's own (:meth:`~wordgames.games.yam.state.YamState.score_of`); a 0 is confirmed with the
presenter's question (:meth:`~wordgames.games.yam.presenter.YamPresenter.confirm`) before it is sent.

>>> from wordgames.games.yam.game import YamGame
>>> game = YamGame({"columns": 3})
>>> page = YamPage(game, game.presenter())
>>> view = game.new_initial_state().apply((2, 3, 6, 6, 6))
>>> parts = page.parts(view, 0, ["Оля", "Петя"], mine=True)
>>> [d["face"] for d in parts["dice"]], parts["keep"], parts["roll"]
([2, 3, 6, 6, 6], True, 1)
>>> [(c["move"], c["score"]) for c in parts["rows"][0]["cells"] if c.get("move")]   # box 1: not column 2 (bottom-up)
[('1 1', 0), ('1 3', 0)]
>>> parts["rows"][0]["cells"][0]["confirm"]
'Write 0 in 1 of column 1?'
>>> page.parts(view, 1, ["Оля", "Петя"], mine=False)["keep"]
False
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.games.yam.sheet import BONUS, KIND_WORDS, MINUS, SCHYOT, SUMMA, UPPER
from wordgames.games.yam.sheetfile import EXTRA_LINE, box_label
from wordgames.games.yam.state import MAX_ROLLS, Keep, Score, YamState
from wordgames.i18n import _
from wordgames.games.dice import NUM_DICE
from wordgames.web.dice import die, entry
from wordgames.web.page import Page

SHOWN_BOX = {MINUS: "−"}
"""A box's name as the sheet prints it, where it differs from the notation's."""


class YamPage(Page):
    """Yam's page: the throw, the keep picker and roll button, and every player's sheet with the boxes to fill."""

    template = "games/yam.html"
    style = "yam.css"
    scores_shown = True

    def parts(self, view: YamState, seat: int, names: Sequence[str], mine: bool) -> dict[str, Any]:
        legal = view.legal_actions() if mine else []
        keeps = any(isinstance(a, Keep) for a in legal)
        boxes = {(a.box, a.column): a for a in legal if isinstance(a, Score)}
        return {
            "dice": [die(f) for f in view.dice], "roll": view.roll, "rolls": MAX_ROLLS,
            "opening": view.in_opening(), "player": names[view.player] if not view.in_opening() else "",
            "keep": keeps, "names": names, "kinds": [_(KIND_WORDS[k]) for k in view.kinds],
            "columns": len(view.kinds), "seat": seat, "to_move": view.player,
            "rows": self.rows(view, boxes), "throw": self.throw(view),
        }

    def throw(self, view: YamState) -> dict[str, Any] | None:
        """Return the entry of the dice thrown at a chance node (shown where the table asks for real dice), else None.

        >>> from wordgames.games.yam.game import YamGame
        >>> game = YamGame({})
        >>> page = YamPage(game, game.presenter())
        >>> s = game.new_initial_state().apply((2, 3, 6, 6, 6)).apply(Keep((6, 6, 6)))
        >>> t = page.throw(s)
        >>> t["count"], [d["face"] for d in t["kept"]]
        (2, [6, 6, 6])
        """
        if not view.is_chance_node():
            return None
        return entry(1) if view.in_opening() else entry(NUM_DICE - len(view.dice), view.dice)

    def rows(self, view: YamState, boxes: dict[tuple[str, int], Score]) -> list[dict[str, Any]]:
        """Return the sheet's lines, top to bottom: each with a cell per player and column."""
        rows = []
        for box in view.rules.boxes:
            cells = []
            for who, sheet in enumerate(view.sheets):
                for i, column in enumerate(sheet):
                    action = boxes.get((box, i)) if who == view.player else None
                    cells.append(self.cell(view, column[box], action))
            rows.append({"label": SHOWN_BOX.get(box, box_label(box, view.rules.ruleset)), "cells": cells,
                         "computed": False})
            if box == UPPER[-1]:
                for label, value in ((SUMMA, lambda c: c.summa()), (BONUS, lambda c: c.bonus())):
                    rows.append({"label": label, "computed": True,
                                 "cells": [{"value": value(c)} for sheet in view.sheets for c in sheet]})
        if view.rules.set.joker_box:
            rows.append({"label": _(EXTRA_LINE), "computed": True,
                         "cells": [{"value": c.extra} for sheet in view.sheets for c in sheet]})
        rows.append({"label": SCHYOT, "computed": True,
                     "cells": [{"value": c.total()} for sheet in view.sheets for c in sheet]})
        return rows

    def cell(self, view: YamState, value: int | None, action: Score | None) -> dict[str, Any]:
        """Return one box of a sheet: its value, or the move that fills it now with the score it would get."""
        if action is None:
            return {"value": value}
        return {"value": value, "move": self.shown.format_action(view, action), "score": view.score_of(action),
                "confirm": self.shown.confirm(view, action)}
