"""What one seat of Змейка sees: exactly what a player at the table sees, and nothing more.

Its own hand (and the cards its partner passed it), the snake, the discards,
how many cards every hand and the stock hold, the points so far, who has
gone out, how many quiet turns have passed (nothing laid, the stock empty),
and what the player to move has done this turn.  Not another hand,
not the stock's cards.  The view answers the rules for its seat exactly as
the state does (:mod:`.legality` reads only these fields).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from wordgames.errors import Breach
from wordgames.i18n import _
from wordgames.snake.board import Snake
from wordgames.snake.conditions import SnakeRules
from wordgames.snake.legality import legal_actions, move_breaches
from wordgames.snake.snakeio import snake_to_dict, turn_to_dict
from wordgames.snake.stages import TurnSoFar

if TYPE_CHECKING:
    from wordgames.snake.state import SnakeState


@dataclass(frozen=True)
class SnakeView:
    """One seat's view of a position of Змейка."""

    seat: int
    rules: SnakeRules
    hand: str
    snake: Snake | None
    discards: tuple[str, ...]
    sizes: tuple[int, ...]
    stock_size: int
    phase: str
    to_move: int
    turn: TurnSoFar
    right_by: int | None
    right_challenged: bool
    challenger: int | None
    out: tuple[int, ...]
    left_used: tuple[bool, ...]
    points: tuple[int, ...]
    received: tuple[str, ...]
    lexicon: Any = field(default=None, compare=False, repr=False)
    quiet: int = 0      # turns in a row with nothing laid, the stock empty (public: the game ends at a round of them)

    @classmethod
    def of(cls, s: SnakeState, seat: int) -> "SnakeView":
        """Return what ``seat`` sees of ``s``."""
        return cls(seat, s.rules, s.hands[seat], s.snake, s.discards, tuple(len(h) for h in s.hands),
                   s.stock_size, s.phase, s.to_move, s.turn, s.right_by, s.right_challenged, s.challenger,
                   s.out, s.left_used, s.points, s.received[seat], s.lexicon, s.quiet)

    @property
    def hand_to_move(self) -> str:
        """Return the hand of the seat to move, when that is this seat (the rules ask nothing else of it)."""
        return self.hand if self.to_move == self.seat else ""

    def legal_actions(self) -> list:
        return legal_actions(self) if self.to_move == self.seat else []

    def breaches(self, action: object) -> list:
        if self.to_move != self.seat:
            return [Breach("stage", _("it is not this player's turn"))]
        return move_breaches(self, action)

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "hand": self.hand, "snake": snake_to_dict(self.snake),
                "discards": "".join(self.discards), "sizes": list(self.sizes), "stock": self.stock_size,
                "phase": self.phase, "to_move": self.to_move, "turn": turn_to_dict(self.turn),
                "right_by": self.right_by, "right_challenged": self.right_challenged,
                "challenger": self.challenger, "out": list(self.out), "left_used": list(self.left_used),
                "points": list(self.points), "received": "".join(self.received)}
