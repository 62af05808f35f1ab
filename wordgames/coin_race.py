"""CoinRace: the smallest game of the house protocol, for the examples and tests of the engine and the table.

It is no game in the registry.  A coin is tossed (a chance node, each side
with probability 1/2); heads (1) wins for player 1, who then confirms with
``ok``; tails (0) wins for player 2.  It has one seat's decision and one
chance node, so an example can show a whole game in a few lines.

>>> from wordgames.engine import CHANCE
>>> s = CoinRace.initial()
>>> s.current_player() == CHANCE, sorted(s.chance_outcomes())
(True, [(0, Fraction(1, 2)), (1, Fraction(1, 2))])
>>> s.apply(0).apply("ok").returns()
[-1.0, 1.0]
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from wordgames.engine import CHANCE, TERMINAL, Action, Seat, State
from wordgames.errors import Breach


@dataclass(frozen=True)
class CoinRace(State):
    """A toy game for the examples: a coin is tossed; heads (1) wins for player 1, who confirms with ``ok``."""

    coin: int | None = None
    confirmed: bool = False

    @classmethod
    def initial(cls) -> "CoinRace":
        return cls()

    def current_player(self) -> Seat:
        if self.coin is None:
            return CHANCE
        return TERMINAL if self.confirmed else 0

    def legal_actions(self) -> list[Action]:
        return ["ok"] if self.current_player() == 0 else []

    def move_breaches(self, action: Action) -> list[Breach]:
        return [] if action == "ok" else [Breach("1", "player 1 confirms with 'ok'")]

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        return [(0, Fraction(1, 2)), (1, Fraction(1, 2))]

    def next_state(self, action: Action) -> "CoinRace":
        if self.coin is None:
            return CoinRace(coin=int(action))
        return CoinRace(coin=self.coin, confirmed=True)

    def returns(self) -> list[float]:
        return [1.0, -1.0] if self.coin == 1 else [-1.0, 1.0]

    def to_dict(self) -> dict[str, Any]:
        return {"coin": self.coin, "confirmed": self.confirmed}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "CoinRace":
        return cls(coin=data["coin"], confirmed=data["confirmed"])
