"""«Словесный бой»'s actions as integers (:mod:`wordgames.codec`): the letters called, the cells written.

The actions, in this order: when the players call, every ``Call(letter)`` of the 32 letters of
:data:`~wordgames.battle.letters.ALPHABET` (а … я, ё counted as е); then every ``Place(cell)`` of the
square, row by row (``(0, 0), (0, 1), …``).  The chance outcomes (the computer's calls, or the letters
of a file) are the 32 ``Call(letter)`` in the same order.  A 6×6 game the computer calls has 36 actions
and 32 chance outcomes; one the players call, 32 + 36 = 68 actions.

>>> from wordgames.battle.game import BattleGame
>>> from wordgames.lexicon import Lexicon
>>> c = codec(BattleGame({"size": 6, "caller": "players"}, 2, Lexicon.from_words(["кот"])))
>>> c.encode(Call("б")), c.encode(Place((1, 0))), c.decode(32), c.encode_chance(Call("я"))
(1, 38, Place(cell=(0, 0)), 31)
>>> c.num_actions, c.num_chance_outcomes
(68, 32)
"""

from __future__ import annotations

from wordgames.battle.legality import Call, Place
from wordgames.battle.letters import ALPHABET
from wordgames.codec import Universe


def codec(game) -> Universe:
    """Return the codec of a battle game: its rules' calls (if the players call) and cells, the letters as chance."""
    rules = game.rules
    calls = [Call(letter) for letter in ALPHABET]
    cells = [Place((row, col)) for row in range(rules.height) for col in range(rules.width)]
    return Universe(cells if rules.computer_calls else calls + cells, calls)
