"""Castle Croquet's actions as integers (:mod:`wordgames.codec`): every event a report can name.

The actions are the events of :func:`~wordgames.games.castle_croquet.events.all_events` for the
number of players, in its order: ``stroke``, ``stroke BALL`` for each ball, ``croquet BALL``, every
``pass BALL gate|door CASTLE [in|out]``, every ``flag BALL CASTLE``, every ``touch BALL OTHER``, then
``end`` and ``decline``; the balls are the soldiers by player, then the sentinels.  307 ids with four players, 473
with five.  The referee's game has no chance.

>>> from wordgames.games.castle_croquet.game import CastleGame
>>> c = codec(CastleGame(seats=4))
>>> c.encode(Stroke()), c.decode(1), c.encode(DECLINE), c.num_actions, c.num_chance_outcomes
(0, Stroke(ball=Ball(player=1, kind='soldier'), verb='stroke'), 306, 307, 0)
"""

from __future__ import annotations

from wordgames.codec import Universe
from wordgames.games.castle_croquet.events import DECLINE, Stroke, all_events


def codec(game) -> Universe:
    """Return the codec of a Castle Croquet game: every event of a game of its seats."""
    return Universe(all_events(game.seats))
