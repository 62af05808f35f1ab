"""Yam's actions as integers (:mod:`wordgames.codec`): every keep of the dice, every box of every column.

The actions, in this order: every ``Keep(dice)`` of 0 to 4 dice (a proper part of the five kept), by
number of dice and then lexicographically (``()``, ``(1,)`` … ``(6,)``, ``(1, 1)`` … ``(6, 6, 6, 6)``:
1 + 6 + 21 + 56 + 126 = 210); then every ``Score(box, column)``, column by column, each in the sheet's
order of boxes (:data:`~wordgames.games.yam.sheet.BOXES`): 11 a column.  The chance outcomes: every
throw of 1 to 5 dice, sorted, by number of dice and then lexicographically (the opening roll's die is a
throw of one): 6 + 21 + 56 + 126 + 252 = 461.  One column: 221 actions; three: 243; four: 254.

>>> from wordgames.games.yam.game import YamGame
>>> c = codec(YamGame({"columns": 3}))
>>> c.encode(Keep((1,))), c.encode(Keep((1, 1))), c.decode(210), c.encode(Score(BOXES[0], 1))
(1, 7, Score(box='1', column=0), 221)
>>> c.encode_chance((6,)), c.decode_chance(6), c.num_actions, c.num_chance_outcomes
(5, (1, 1), 243, 461)
"""

from __future__ import annotations

from wordgames.codec import Universe
from wordgames.games.dice import NUM_DICE, throws
from wordgames.games.yam.sheet import BOXES
from wordgames.games.yam.state import Keep, Score


def codec(game) -> Universe:
    """Return the codec of a Yam game: the keeps, then the boxes of each of its columns; the throws as chance."""
    keeps = [Keep(dice) for n in range(NUM_DICE) for dice in throws(n)]
    boxes = [Score(box, column) for column in range(game.columns) for box in BOXES]
    return Universe(keeps + boxes, [t for n in range(1, NUM_DICE + 1) for t in throws(n)])
