"""The computer player of Castle Croquet: it reports random events the rules allow, to exercise the referee."""

from __future__ import annotations

import random
from typing import Any, Callable, Mapping

from wordgames.engine import RandomPlayer


def random_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Callable | None) -> RandomPlayer:
    """Return the bot that reports a random event the rules allow."""
    return RandomPlayer(rng)
