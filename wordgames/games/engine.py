"""The shape every non-word game follows (after OpenSpiel's ``State``).

A game state is a value.  It says whose turn it is (a player number, or
:data:`CHANCE` when dice or cards decide, or :data:`TERMINAL`), which actions
are legal, and what happens when an action is applied: :meth:`State.apply`
returns a *new* state and never changes the old one.  At a chance node
:meth:`State.chance_outcomes` lists every outcome with its exact probability,
so solvers can enumerate them; in play, :func:`sample_chance` draws one with
an injected ``random.Random``.  Terminal states give :meth:`State.returns`,
one number per player.  Every state serialises to JSON and back.

A game plugs in by subclassing :class:`State`; players are anything with a
``choose(state) -> action`` method (see :class:`Player`).

>>> import random
>>> s = CoinRace.initial()
>>> s.current_player()
-1
>>> sorted(s.chance_outcomes())
[(0, Fraction(1, 2)), (1, Fraction(1, 2))]
>>> final = play(s, [FirstLegal(), FirstLegal()], random.Random(1))
>>> final.is_terminal(), final.returns() == ([1.0, -1.0] if final.coin == 1 else [-1.0, 1.0])
(True, True)
>>> State.from_json(final.to_json(), CoinRace) == final
True
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Hashable, Protocol, Sequence

Action = Hashable
"""A move or a chance outcome; games choose their own action values (ints, tuples, strings)."""

CHANCE = -1
"""``current_player()`` at a chance node: dice or cards decide."""

TERMINAL = -4
"""``current_player()`` when the game is over."""


class State:
    """One position of a game.  Subclasses implement the abstract methods."""

    def current_player(self) -> int:
        """Return the number of the player to act, or :data:`CHANCE`, or :data:`TERMINAL`."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """Return the legal actions of the player to act (empty at chance and terminal nodes)."""
        raise NotImplementedError

    def is_legal(self, action: Action) -> bool:
        """Return whether ``action`` is legal here; games override it with an exact predicate."""
        return action in self.legal_actions()

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """Return every chance outcome with its exact probability (only at a chance node)."""
        raise NotImplementedError

    def apply(self, action: Action) -> "State":
        """Return the state after ``action``; raise :class:`~wordgames.errors.IllegalMoveError` if illegal."""
        raise NotImplementedError

    def is_terminal(self) -> bool:
        """Return whether the game is over."""
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        """Return whether dice or cards decide next."""
        return self.current_player() == CHANCE

    def returns(self) -> list[float]:
        """Return the result for each player (scores or +1/0/−1); final only when terminal."""
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict of this state."""
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "State":
        """Rebuild a state from :meth:`to_dict`'s output."""
        raise NotImplementedError

    def to_json(self) -> str:
        """Return this state as a JSON string."""
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @staticmethod
    def from_json(text: str, cls: type["State"]) -> "State":
        """Rebuild a state of class ``cls`` from :meth:`to_json`'s output."""
        return cls.from_dict(json.loads(text))


class Player(Protocol):
    """Anything that picks an action for the player to act: a bot, a human, a program."""

    def choose(self, state: State) -> Action: ...


def sample_chance(state: State, rng: random.Random) -> Action:
    """Return one chance outcome drawn with its exact probability."""
    outcomes = state.chance_outcomes()
    actions = [a for a, _ in outcomes]
    weights = [float(p) for _, p in outcomes]
    return rng.choices(actions, weights=weights, k=1)[0]


def play(state: State, players: Sequence[Player], rng: random.Random,
         max_steps: int = 1_000_000) -> State:
    """Play from ``state`` to the end: players choose, ``rng`` rolls the dice; return the final state."""
    for _ in range(max_steps):
        if state.is_terminal():
            return state
        if state.is_chance_node():
            state = state.apply(sample_chance(state, rng))
        else:
            state = state.apply(players[state.current_player()].choose(state))
    raise RuntimeError(f"game did not end within {max_steps} steps")


class RandomPlayer:
    """Chooses uniformly among the legal actions, with an injected ``random.Random``."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


class FirstLegal:
    """Always takes the first legal action: a deterministic player for tests."""

    def choose(self, state: State) -> Action:
        return state.legal_actions()[0]


@dataclass(frozen=True)
class CoinRace(State):
    """A toy game for the examples: a coin is tossed; heads (1) wins for player 0.

    Player 0 then confirms with the action ``"ok"``.
    """

    coin: int | None = None
    confirmed: bool = False

    @classmethod
    def initial(cls) -> "CoinRace":
        return cls()

    def current_player(self) -> int:
        if self.coin is None:
            return CHANCE
        return TERMINAL if self.confirmed else 0

    def legal_actions(self) -> list[Action]:
        return ["ok"] if self.current_player() == 0 else []

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        return [(0, Fraction(1, 2)), (1, Fraction(1, 2))]

    def apply(self, action: Action) -> "CoinRace":
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
