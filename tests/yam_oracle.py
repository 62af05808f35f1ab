"""A plain expectimax over real Yam columns, the independent oracle of the solver's tests (no positions, no tables).

:class:`Expectimax` values a column by trying every box and every keep of every roll, from
:meth:`~wordgames.games.yam.sheet.Column` itself; the tests' oracles change where a throw may go
(:meth:`Expectimax.open`), how it is written (:meth:`Expectimax.write`) and how many rerolls a turn has.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter

OUTCOMES = {n: Counter(tuple(sorted(p)) for p in itertools.product(range(1, 7), repeat=n)) for n in range(6)}
"""Every sorted throw of ``n`` dice with how many of the 6ⁿ throws show it."""


class Expectimax:
    """The expected final total of a column played to the most points, by plain recursion."""

    rerolls = 2

    def __init__(self, rules):
        self.rules = rules
        self.between = functools.cache(self._between)
        self.roll_value = functools.cache(self._roll_value)
        self.keep_value = functools.cache(self._keep_value)

    def open(self, column):
        """Return the boxes a throw may be written in."""
        return column.empty_boxes()

    def write(self, column, box, dice):
        """Return ``column`` with ``dice`` written in ``box``."""
        return column.fill(box, column.score(box, dice, self.rules))

    def _between(self, column):
        if not self.open(column):
            return column.total()
        return sum(n * self.roll_value(column, dice, self.rerolls) for dice, n in OUTCOMES[5].items()) / 6 ** 5

    def _roll_value(self, column, dice, left):
        best = max(self.between(self.write(column, b, dice)) for b in self.open(column))
        if left:
            keeps = {tuple(sorted(c)) for r in range(5) for c in itertools.combinations(dice, r)}
            best = max([best] + [self.keep_value(column, k, left) for k in keeps])
        return best

    def _keep_value(self, column, keep, left):
        n = 5 - len(keep)
        return sum(c * self.roll_value(column, tuple(sorted(keep + r)), left - 1) for r, c in OUTCOMES[n].items()) / 6 ** n
