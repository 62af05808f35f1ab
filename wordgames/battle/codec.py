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


class BattleCodec(Universe):
    """The universe of a game's calls and cells, a cell's id worked out from its row and column.

    The adapter encodes every empty cell (or every letter a player may call) at every step, and a cell's id
    is its place row by row after the calls, a call's its letter's place in the alphabet: arithmetic instead
    of a lookup checked value by value.  Anything but a well-typed cell of the
    square goes to the universe's lookup, which gives the same ids and the same refusals.

    >>> c = BattleCodec(3, 2, with_calls=True)
    >>> cells = [Place((r, k)) for r in range(3) for k in range(2)]
    >>> [c.encode(p) for p in cells] == [c.actions.index(p) for p in cells] == list(range(32, 38))
    True
    >>> [c.encode(Call(x)) for x in ALPHABET] == [c.actions.index(Call(x)) for x in ALPHABET] == list(range(32))
    True
    >>> c.encode(Place((True, 0)))
    Traceback (most recent call last):
    ...
    KeyError: 'no action id for Place(cell=(True, 0))'
    """

    def __init__(self, height: int, width: int, with_calls: bool):
        calls = [Call(letter) for letter in ALPHABET]
        cells = [Place((row, col)) for row in range(height) for col in range(width)]
        super().__init__(calls + cells if with_calls else cells, calls)
        self.height, self.width, self.first_cell = height, width, len(calls) if with_calls else 0
        self.letters = {letter: i for i, letter in enumerate(ALPHABET)} if with_calls else {}

    def encode(self, action) -> int:
        if type(action) is Call and type(action.letter) is str and action.letter in self.letters:
            return self.letters[action.letter]
        if type(action) is Place:
            cell = action.cell
            if type(cell) is tuple and len(cell) == 2 and type(cell[0]) is int and type(cell[1]) is int \
                    and 0 <= cell[0] < self.height and 0 <= cell[1] < self.width:
                return self.first_cell + cell[0] * self.width + cell[1]
        return super().encode(action)


def codec(game) -> Universe:
    """Return the codec of a battle game: its rules' calls (if the players call) and cells, the letters as chance."""
    rules = game.rules
    return BattleCodec(rules.height, rules.width, with_calls=not rules.computer_calls)
