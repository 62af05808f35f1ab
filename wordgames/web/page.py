"""What a seat's phone shows of a game: a page is to the web table what a presenter is to the terminal.

A game's page (its descriptor's ``page``, ``"module:Class"``) subclasses :class:`Page`: it names its
template (``wordgames/web/templates/games/``) and returns that template's parts from the seat's view,
asking the game's presenter (:mod:`wordgames.presenter`) for every word and every move it shows; it
never knows a rule.  The frame around it (who is to move, the scores, what happened, a refusal, the hint)
is the same for every game (:mod:`wordgames.web.render`).

A page offers moves as things to tap.  Every tap becomes a move written in the game's own notation, the
text a person types at a terminal, and the table reads it as the terminal does
(:meth:`~wordgames.web.table.Table.submit`); the template marks what a tap does (``static/table.js``):

``data-move="TEXT"``
    sends the move ``TEXT`` at once;
``data-compose="TEXT"``
    adds ``TEXT`` to the move being written (the text field), which ``Send`` sends;
``data-pick="TEXT"`` in an element with ``data-picks="TEMPLATE"``
    toggles ``TEXT`` in a set of picks (dice to keep); the picker's ``data-send`` button sends ``TEMPLATE``
    with ``{picks}`` replaced by the picks joined, in the order of the page.

>>> from wordgames.registry import info
>>> game = info("croquet").load()
>>> page = Page(game, game.presenter())
>>> parts = page.parts(game.new_initial_state(), 0, ["Оля", "Петя"], mine=True)
>>> parts["moves"][:3]
['1', '2', '3']
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.engine import Seat, View

MAX_MOVES = 60
"""The most moves the generic page lists as buttons (the text field takes any other)."""


class Page:
    """The generic page: the position as the terminal draws it, and the legal moves as buttons."""

    template = "games/generic.html"
    style: str | None = None
    """The game's own style sheet in ``static/games/`` (linked after the table's), or None."""
    scores_shown = False
    """True when the game's template shows every player's score itself (the frame then lists none)."""
    script: str | None = None
    """The game's own ES module in ``static/games/``, or None: it may listen for the ``view`` event the
    ``#table`` element fires after every update (the taps above need none)."""

    record_kind: str | None = None
    """The file suffix of the game's own record format (``txt``), offered at the end beside the session
    file; :meth:`record` writes it."""

    def __init__(self, game, shown):
        self.game = game
        self.shown = shown

    def parts(self, view: View, seat: Seat, names: Sequence[str], mine: bool) -> dict[str, Any]:
        """Return the game's part of ``seat``'s page; ``mine``: the seat is to move (else no move is offered)."""
        moves = list(self.shown.listed_moves(view)) if mine else []
        return {"drawing": self.shown.draw(view), "moves": moves[:MAX_MOVES],
                "more": max(0, len(moves) - MAX_MOVES)}

    def record(self, game, session) -> str:
        """Return the finished ``session`` in the game's own record format (with ``record_kind``)."""
        raise NotImplementedError
