"""Per-game data for the conformance test (tests/test_conformance.py): one module per registered game.

Each module defines ``CASE``, a :class:`Case`: how to make a small game,
hand-counted move counts (perft), the candidate actions to check the move
generator against the legality check, a bound on a random game's length,
and an independent scorer of the final position.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence


@dataclass(frozen=True)
class Perft:
    """After these actions (JSON, from the start), the seat to move has ``count`` legal actions (hand-counted)."""

    actions: Sequence[Any]
    count: int
    why: str = ""


@dataclass(frozen=True)
class Case:
    """How the conformance test exercises one game."""

    make: Callable[[], Any]                          # () -> Game, small rules for speed
    perft: Sequence[Perft]
    probes: Callable[[Any], Sequence[Any]]           # state -> candidate actions, legal and not
    bound: int                                       # a random game ends within this many steps
    scorer: Callable[[Any, Sequence[Any]], list]     # (final state, actions taken) -> the returns, independently
    playouts: int = 200
    ends: bool = True                                # random play reaches the end (castle croquet's reports need not)
    seats: int | None = None
    extra: dict = field(default_factory=dict)
