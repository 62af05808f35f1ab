"""Observation tensors: fixed-length vectors of what a seat sees, for the games where one means something.

Only two games have one: Yam (the dice on the table counted by face, the rolls left, the boxes filled on
every sheet) and arithmetical croquet (both balls: number, named step, entry step, a miss spent, and whose turn).
Every other game's view is a word, a square of letters or a hand whose natural vector would be a design of
its own: those games give OpenSpiel strings only.  A tensor is computed from ``view.to_dict()`` alone, so
it shows nothing the seat's view does not.

>>> from wordgames.registry import info
>>> game = info("croquet").load()
>>> shape = TENSORS["croquet"](game)
>>> shape.size, shape.values(game.new_initial_state().view(0).to_dict(), 0)
(12, [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0])
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

FACES = 6
"""The faces of a die."""


class Tensor:
    """The tensor of one game with its rules agreed: its :attr:`size`, and :meth:`values` of a seat's view,
    each from 0 to :attr:`high`."""

    size: int = 0
    high: float = 1.0

    def values(self, view: Mapping[str, Any], seat: int) -> list[float]:
        """Return the tensor of ``view`` (a view's ``to_dict()``) seen by ``seat``."""
        raise NotImplementedError


class YamTensor(Tensor):
    """Yam: the dice counted by face (6), the rolls left of three (1), the seat to play and the observing
    seat (one-hot, a place per seat each), and for every sheet, column and box whether it is filled."""

    def __init__(self, game):
        from wordgames.games.yam.sheet import BOXES
        from wordgames.games.yam.state import MAX_ROLLS
        from wordgames.games.dice import NUM_DICE
        self.boxes, self.max_rolls, self.high = BOXES, MAX_ROLLS, float(max(NUM_DICE, MAX_ROLLS))
        start = game.new_initial_state().view(0).to_dict()
        self.seats, self.columns = len(start["sheets"]), len(start["kinds"])
        self.size = FACES + 1 + 2 * self.seats + self.seats * self.columns * len(BOXES)

    def values(self, view: Mapping[str, Any], seat: int) -> list[float]:
        counts = [0.0] * FACES
        for face in view["dice"]:
            counts[face - 1] += 1.0
        turn, me = [0.0] * self.seats, [0.0] * self.seats
        turn[view["player"]], me[seat] = 1.0, 1.0
        filled = [1.0 if box in column else 0.0
                  for sheet in view["sheets"] for column in sheet for box in self.boxes]
        return counts + [float(self.max_rolls - view["roll"])] + turn + me + filled


class CroquetTensor(Tensor):
    """arithmetical croquet: for each ball its number, the number or step named last and the step it entered its
    gate by (each over the goal and the longest step, 108 on Carroll's course: no number goes past), whether
    its one miss is spent and whether it stands back past a missed gate; then whose turn it is (one-hot, 2);
    the balls in seat order."""

    size = 12

    def __init__(self, game):
        from wordgames.games.croquet.rules import MAX_STEP
        self.most_step = MAX_STEP

    def values(self, view: Mapping[str, Any], seat: int) -> list[float]:
        scale = view["goal"] + self.most_step
        balls = [[ball["number"] / scale, ball["named"] / scale, ball["entry"] / scale,
                  float(ball["missed"]), float(ball.get("back", False))] for ball in view["balls"]]
        turn = [0.0, 0.0]
        turn[view["to_move"]] = 1.0
        return balls[0] + balls[1] + turn


TENSORS: dict[str, Callable[[Any], Tensor]] = {"yam": YamTensor, "croquet": CroquetTensor}
"""The games with an observation tensor, by name: each makes the tensor of a game with its rules agreed."""
