"""Dix Mille's actions as integers (:mod:`wordgames.codec`): every selection of scoring dice, banked or not.

A move sets aside a selection of the throw (nothing, after a bonus) and banks or throws on.  The
selections, in this order: nothing, then every selection of every throw of 1 to 6 dice, the throws by
number of dice and then lexicographically, each throw's selections in the order the game offers them
(:func:`~wordgames.games.dixmille.scoring.selections`), each selection where it first appears: ``1``,
``5``, ``1+1``, ``1+5``, ``5+5``, …  Each selection gives two actions, ``Move(selection, True)`` (bank)
then ``Move(selection, False)``.  With the text's table there are 165 selections besides nothing:
332 actions.  The chance outcomes: every throw of 1 to 6 dice, sorted, in the same order (6 + 21 + 56 +
126 + 252 + 462 = 923; a die of the opening or the bonus throw is a throw of one).

>>> from wordgames.games.dixmille.game import DixMilleGame
>>> c = codec(DixMilleGame(seats=2))
>>> c.encode(Move(NOTHING, False)), c.decode(2), c.encode_chance((1, 1)), c.num_actions, c.num_chance_outcomes
(1, Move(selection=Selection(combos=(Combo(kind='single', dice=(1,)),)), bank=True), 6, 332, 923)
"""

from __future__ import annotations

from wordgames.codec import Universe
from wordgames.games.dice import throws
from wordgames.games.dixmille.scoring import selections
from wordgames.games.dixmille.state import NOTHING, Move

MOST_DICE = 6


def codec(game) -> Universe:
    """Return the codec of a Dix Mille game: each selection its table allows, banked or not; the throws as chance."""
    every = [t for n in range(1, MOST_DICE + 1) for t in throws(n)]
    chosen = dict.fromkeys([NOTHING, *(s for t in every for s in selections(t, game.table))])
    return Universe([Move(s, bank) for s in chosen for bank in (True, False)], every)
