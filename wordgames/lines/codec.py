"""The Color Lines cross's actions as integers (:mod:`wordgames.codec`): passing, and every shift.

The actions, in this order: ``"pass"`` (id 0), then every ``Shift(src, dst)`` of two different cells,
``src`` row by row and, for each, ``dst`` row by row (the letter may travel any free path, so every
pair can be legal): ``1 + n²(n² - 1)`` ids on an n×n board, 1261 on the default 6×6.  The chance
outcomes: every letter of positive weight (sorted: а, б, …), then every cell row by row — where an
appearing letter lands: 32 + 36 = 68 on the default board with the corpus weights.

>>> from wordgames.lines.game import LinesGame
>>> from wordgames.lexicon import Lexicon
>>> c = codec(LinesGame({"size": 3, "start": 0}, lexicon=Lexicon.from_words(["кот"])))
>>> c.encode(PASS), c.encode(Shift((0, 0), (0, 2))), c.decode(9), c.num_actions
(0, 2, Shift(src=(0, 1), dst=(0, 0)), 73)
>>> c.encode_chance("б"), c.encode_chance((0, 1)) - c.encode_chance((0, 0))
(1, 1)
"""

from __future__ import annotations

from wordgames.codec import Universe
from wordgames.lines.board import PASS, Shift


def codec(game) -> Universe:
    """Return the codec of a lines game: pass and every shift on its board; its letters and cells as chance."""
    n = game.rules.size
    cells = [(row, col) for row in range(n) for col in range(n)]
    shifts = [Shift(src, dst) for src in cells for dst in cells if src != dst]
    letters = sorted(letter for letter, _odds in game.supply.letters)
    return Universe([PASS, *shifts], [*letters, *cells])
