"""Raise tables: how much each letter written in each empty cell raises a line's random-fill value.

The players ask, again and again, how much a letter written in an empty cell
raises the value of the lines through it
(:class:`~wordgames.battle.bots.values.FillValues`).  Valuing the line afresh
for each letter and each cell repeats most of the work: a letter changes
only the slots through its cell.  :class:`RaiseTables` builds a line's whole
table (letters × positions) from its slots: a slot that does not hold the
cell is unchanged; a slot that holds it keeps the points it would add, and
its mass becomes the mass of the slot with the letter written in (its
*extensions*: one pass over the words the slot can become gives every letter
in every cell); a letter that completes a word changes which words the line
has, and so what every slot would add: those few letters are valued afresh.
The tables are the value's raises computed another way (the tests hold the
two to each other); only the last bits of a sum may differ.
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

import numpy as np

from wordgames.battle.bots.memo import Memo, array_entry
from wordgames.battle.game import Letter
from wordgames.battle.square import EMPTY

if TYPE_CHECKING:
    from wordgames.battle.bots.values import FillValues


class RaiseTables:
    """The raise tables of one random-fill valuer's lines, rows in the order of ``letters`` (those that can come).

    >>> from wordgames.lexicon import Lexicon
    >>> from wordgames.battle.bots.values import FillValues, SlotMasses
    >>> values = FillValues(SlotMasses(Lexicon.from_words(["кот"]), {"к": 1, "о": 1, "т": 2}, 3))
    >>> tables = values.tables
    >>> tables.letters                      # commonest first
    ['т', 'к', 'о']
    >>> tables.table("к..").round(6).tolist()   # т at the end +0.25, о in the middle +0.75, к anywhere −0.25
    [[0.0, -0.25, 0.25], [0.0, -0.25, -0.25], [0.0, 0.75, -0.25]]
    """

    def __init__(self, values: FillValues, table_bytes: int, extension_bytes: int):
        self.values = values
        p = values.masses.p
        self.letters = sorted((letter for letter, chance in p.items() if chance > 0), key=lambda letter: -p[letter])
        self.row = {letter: n for n, letter in enumerate(self.letters)}
        self.memo = Memo(table_bytes, array_entry)  # text → its raise table
        self.extension_memo = Memo(extension_bytes, array_entry)  # slot pattern → its extensions

    def nbytes(self) -> int:
        """Return the bytes the tables and extensions remembered hold, by their own count."""
        return self.memo.nbytes + self.extension_memo.nbytes

    def table(self, text: str) -> np.ndarray:
        """Return how much each letter (rows) raises the line's value (with letters still to come) at each position.

        Positions that hold a letter raise nothing.
        """
        table = self.memo.get(text)
        if table is None:
            values, row, size = self.values, self.row, len(text)
            table = np.zeros((len(self.letters), size))
            completes: dict[tuple[int, Letter], list[tuple[int, int]]] = defaultdict(list)
            words, found = values.stretches(text)
            points, slots = values.packed(size, words, found)
            for i, j, m, added in slots:
                pattern = text[i:j]
                if added > 0:
                    table[:, i:j] += added * (self.extensions(pattern) - m)
                if pattern.count(EMPTY) == 1:
                    k = pattern.index(EMPTY)
                    for word in values.masses.matching(pattern):
                        if word[k] in row:
                            completes[i + k, word[k]].append((i, j))
            now = values.total(points, slots, 1)  # the line's value: remembered, since the players ask it next
            if (text, True) not in values.memo:
                values.memo.put((text, True), now)
            if completes:
                self._complete(table, text, words, found, now, completes)
            table[:, [k for k, ch in enumerate(text) if ch != EMPTY]] = 0.0
            self.memo.put(text, table)
        return table

    def _complete(self, table: np.ndarray, text: str, words: list[tuple[int, int]], found: list[tuple[int, int, float]],
                  now: float, completes: dict[tuple[int, Letter], list[tuple[int, int]]]) -> None:
        """Value afresh, in ``table``, the letters that complete words (``completes``: (position, letter) → the words).

        The letters that complete the same words in the same cell share the
        line's new best set of words, and so what every slot would add.
        """
        groups: dict[tuple[int, tuple[tuple[int, int], ...]], list[int]] = defaultdict(list)
        for (k, letter), made in completes.items():
            groups[k, tuple(made)].append(self.row[letter])
        size = len(text)
        for (k, made), rows in groups.items():
            points, slots = self.values.packed(size, words + list(made), found)
            base, through = float(points), np.zeros(len(rows))
            for i, j, m, added in slots:
                if added <= 0:
                    continue
                if not i <= k < j:
                    base += m * added
                elif text.count(EMPTY, i, j) > 1:  # still open: its mass with the letter in (else a word now, or dead)
                    through += added * self.extensions(text[i:j])[rows, k - i]
            table[rows, k] = base + through - now

    def extensions(self, pattern: str) -> np.ndarray:
        """Return the mass of a slot pattern with each letter (rows) written in each of its empty cells (columns).

        One pass over the words the slot can become: a word with letter x in
        cell k adds to (x, k) the chance of its letters in the other empty
        cells.  (The same sums, in the same order, as each filled pattern's mass.)

        >>> from wordgames.lexicon import Lexicon
        >>> from wordgames.battle.bots.values import FillValues, SlotMasses
        >>> masses = SlotMasses(Lexicon.from_words(["кот", "кит"]), {"к": 1, "о": 1, "и": 2, "т": 4}, 3)
        >>> tables = FillValues(masses).tables
        >>> tables.letters[:2], tables.extensions("к..")[:2].tolist()   # «к.т» is P(о) + P(и) = 3/8
        (['т', 'и'], [[0.0, 0.0, 0.375], [0.0, 0.5, 0.0]])
        """
        hit = self.extension_memo.get(pattern)
        if hit is None:
            masses, row = self.values.masses, self.row
            empty = [k for k, ch in enumerate(pattern) if ch == EMPTY]
            sums = [[0.0] * len(pattern) for _ in self.letters]
            for word in masses.matching(pattern):
                chances = masses.letter_p[word]
                for k in empty:
                    r = row.get(word[k])
                    if r is not None:
                        product = 1.0
                        for e in empty:
                            if e != k:
                                product *= chances[e]
                        sums[r][k] += product
            hit = np.array(sums)
            self.extension_memo.put(pattern, hit)
        return hit
