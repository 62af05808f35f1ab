"""A person's seat at the web table: a :class:`~wordgames.engine.Player` whose ``choose`` waits for the move its
phone's page sends (:meth:`wordgames.web.table.Table.submit`), within the table's turn clock, or lets the
table's stand-in play it; and what the table puts in its queue besides moves.
"""

from __future__ import annotations

import queue
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from wordgames.engine import Action, View
from wordgames.table.human import LeaveGame, TakeBack

if TYPE_CHECKING:
    from wordgames.web.table import Table


class Leave:
    """Put in a seat's queue to end its wait: the table is closing."""


class Wake:
    """Put in a seat's queue to make its wait look again: the host handed the seat to a bot."""


@dataclass(frozen=True)
class Agreed:
    """Put in the waiting seat's queue when every person agreed to take back a move: the loop does it."""

    asker: str


class PhoneSeat:
    """A person's seat played from a page: ``choose`` waits for the move its page sends (:meth:`Table.submit`).

    A seat the host handed to a bot (``stand_in``) is played by the table's stand-in
    (:meth:`Table.stand_in_move`); so is a seat whose time runs out (``Table.turn_time``), that once.
    """

    kind = "human"

    def __init__(self, table: "Table", seat: int):
        self.table = table
        self.seat = seat
        self.moves: queue.Queue = queue.Queue()
        self.stand_in = False

    def choose(self, view: View) -> Action:
        table = self.table
        auto = table.shown.automatic(view)
        if auto is not None:              # no choice: made for the person, as at a terminal
            return auto[0]
        deadline = None if table.turn_time is None else time.monotonic() + table.turn_time
        while True:
            if self.stand_in:
                return table.stand_in_move(view)
            table.waiting_for(self.seat, deadline)
            try:
                action = self.moves.get(timeout=None if deadline is None else max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                action = table.timed_out(self.seat, view)
                if action is None:        # a move was accepted as the time ran out: it is on its way
                    action = self.moves.get()
            if isinstance(action, Leave):
                raise LeaveGame()
            if isinstance(action, Agreed):
                raise TakeBack(action.asker)
            if not isinstance(action, Wake):
                return action

    def agrees(self, asker: str) -> bool:
        return self.table.agreed          # every person at the table agreed before the take-back was made
