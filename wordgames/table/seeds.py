"""The one seed scheme: one number decides every chance outcome and every bot's choices in a game.

* The ``k``-th chance outcome of a game seeded ``s`` (the dice, the card,
  the called letter; counted from 0) is drawn from :func:`chance_rng`
  ``(s, k)``, so it depends on the seed and on how many came before it, not
  on what the players did in between: a saved game resumed, or replayed,
  throws the same dice, and a seed calls the same letters for one player
  as for six.
* The bot in seat ``n`` draws its choices from :func:`seat_rng` ``(s, n)``
  (and, when a game is resumed at step ``k``, ``(s, n, k)``).
* Game ``i`` of a tournament seeded ``s`` is the game seeded
  ``s + i × 1 000 003`` (:func:`game_seed`): ``play --seed 5`` is game 0 of
  ``tournament --seed 5``, game 7 of it is ``play --seed 7000026`` with the
  same seating (the tournament's records and JSON give every game's seed),
  and tournaments seeded 1 and 2 play different games.

>>> chance_rng(5, 3).random() == chance_rng(5, 3).random() != chance_rng(5, 4).random()
True
>>> game_seed(5, 0), game_seed(5, 7)
(5, 7000026)
"""

from __future__ import annotations

import random

MAX_SEED = 2**63 - 1
GAME_STRIDE = 1_000_003
"""How far apart the seeds of a tournament's games are (a prime, so nearby tournaments never meet)."""


def new_seed() -> int:
    """Return a fresh seed (for a game started without one; the table prints it so it can be replayed)."""
    return random.SystemRandom().randrange(10**9)


def game_seed(seed: int, index: int) -> int:
    """Return the seed of game ``index`` (from 0) of a tournament seeded ``seed``."""
    return (seed + index * GAME_STRIDE) % (MAX_SEED + 1)


def chance_rng(seed: int, index: int) -> random.Random:
    """Return the generator that decides the ``index``-th chance outcome (from 0) of the game seeded ``seed``."""
    return random.Random(f"wordgames/{seed}/chance/{index}")


def seat_rng(seed: int, seat: int, step: int = 0) -> random.Random:
    """Return the generator of the bot in ``seat``, sat down at ``step`` of the game seeded ``seed``."""
    return random.Random(f"wordgames/{seed}/seat/{seat}" + (f"/{step}" if step else ""))
