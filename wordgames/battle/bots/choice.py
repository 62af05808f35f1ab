"""What choosing the cell is worth: the advantage a player has over letters written at random.

The random-fill value (:class:`~wordgames.battle.bots.values.FillValues`) is the
square's expected score if every empty cell got a random letter.  A player
does better: each letter still to come goes where it gains the most.  The
**choice advantage** of a position is what that choice is worth for the
next letter, on average over the letters that can come::

    A = Σ over letters x of P(x) × max over empty cells c of (value after x in c − value now)

A position whose open words can use many common letters, and which has a
harmless place for the rare ones, has a large advantage; with one empty cell
it has none (at random the letters gain nothing on average: that is what the
random-fill value already counts).  The expert adds ``choice × letters still
to come × A`` to the value of the positions its lookahead reaches, so that of
two squares worth the same at random it prefers the one that leaves it the
better choices.

The gains of every letter in every cell come from one table per line (the
value's raise for each letter at each position: :mod:`wordgames.battle.bots.values`)
and one matrix that spreads the lines' positions over the square's cells.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.board import geometry
>>> from wordgames.battle.bots.values import FillValues, SlotMasses
>>> values = FillValues(SlotMasses(Lexicon.from_words(["кот"]), {"к": 1, "о": 1, "т": 2}, 3))
>>> advantage = ChoiceAdvantage(values)
>>> g = geometry(1, 3)                           # one row of three cells
>>> round(advantage(g, ["ко."], [2]), 6)         # one cell: no choice (т gains 1, к or о lose 1)
0.0
>>> round(advantage(g, ["к.."], [1, 2]), 6)      # о in the middle +0.75, т at the end +0.25, к −0.25
0.25
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from wordgames.battle.board import Flat, Geometry
from wordgames.battle.bots.values import FillValues


class ChoiceAdvantage:
    """The choice advantage of positions valued by one random-fill valuer.

    ``letters`` keeps only the commonest letters in the sum (each letter
    costs as much as any other to weigh; the rare ones weigh little).
    """

    def __init__(self, values: FillValues, letters: int | None = None):
        self.values = values
        self.letters = values.tables.letters[:letters]   # the raise tables' rows are the letters, commonest first
        self.chances = np.array([values.masses.p[letter] for letter in self.letters])
        self.rows = len(self.letters)

    def __call__(self, g: Geometry, texts: list[str], empties: list[Flat]) -> float:
        """Return Σ P(x) × the best gain of letter x among the ``empties`` of the square whose lines read ``texts``."""
        table, rows = self.values.tables.table, self.rows
        gains = np.concatenate([table(text)[:rows] for text in texts], axis=1) @ _spread(g)
        closed = np.full(g.height * g.width, -np.inf)
        closed[empties] = 0.0
        return float(self.chances @ (gains + closed).max(axis=1))


@lru_cache(maxsize=64)
def _spread(g: Geometry) -> np.ndarray:
    """Return the 0/1 matrix that adds each line position's gain to its cell (line positions × cells)."""
    spread = np.zeros((sum(len(line) for line in g.lines), g.height * g.width))
    row = 0
    for line in g.lines:
        for cell in line:
            spread[row, cell] = 1.0
            row += 1
    return spread


def choice_advantage(values: FillValues, letters: int | None = None) -> ChoiceAdvantage:
    """Return the one :class:`ChoiceAdvantage` of a valuer over its ``letters`` commonest letters, kept with the valuer."""
    kept = values.__dict__.setdefault("advantages", {})
    if letters not in kept:
        kept[letters] = ChoiceAdvantage(values, letters)
    return kept[letters]
