"""Arithmetical croquet's actions as integers (:mod:`wordgames.codec`): a number named is its own id.

A player names a number 1 to 8 above its own (or, under the CROQUAR-95 rules, back below a missed hoop),
never past the post plus a step, or names nothing (:data:`~wordgames.games.croquet.course.PASS`, 0, when
held in a gate).  So the actions are the numbers ``0 .. goal + 8``, each numbered by itself: 109 ids on
the 100-post courses.  There is no chance.

>>> from wordgames.games.croquet.game import CroquetGame
>>> c = codec(CroquetGame())
>>> c.encode(17), c.encode(0), c.decode(100), c.num_actions, c.num_chance_outcomes
(17, 0, 100, 109, 0)
"""

from __future__ import annotations

from wordgames.codec import Universe
from wordgames.games.croquet.course import MAX_STEP


def codec(game) -> Universe:
    """Return the codec of a croquet game: every number from 0 (no number) to its post plus one step."""
    return Universe(range(game.course.goal + MAX_STEP + 1))
