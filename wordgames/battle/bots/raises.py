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

**Speed.**  A move of the expert builds some hundreds of new tables, so
each is built with as little as can be, always with the same floats, added
in the same order: the sums run over the line's empty cells only; what a
slot pattern gives (its extensions, the same less its mass, the letters
that make it a word) is remembered per pattern, and those of the patterns
of at most one letter (a few hundred, the costliest) are never forgotten;
a pattern's mass is read, when it can be, from the remembered extensions of
the pattern with one of its letters taken out; a slot that many words fit
sums its extensions with numpy; the letters that complete words are valued
as Python floats.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from functools import lru_cache
from operator import itemgetter
from typing import TYPE_CHECKING

import numpy as np

from wordgames.battle.board import packings
from wordgames.battle.bots.memo import ENTRY, Memo, array_entry, text_bytes
from wordgames.battle.square import EMPTY

MANY = 24  # words a slot can become from which its extensions are summed with numpy

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
        self.extension_memo = Memo(extension_bytes, slot_entry)  # slot pattern → its extensions, …
        # … and those of the patterns of at most one letter (a few hundred, the costliest), never forgotten
        self.kept: dict[str, tuple] = {}

    def nbytes(self) -> int:
        """Return the bytes the tables and extensions remembered hold, by their own count."""
        return self.memo.nbytes + self.extension_memo.nbytes

    def prepare(self, longest: int) -> None:
        """Build the extensions of every slot pattern of at most one letter (a letter that can come), 2 to ``longest`` cells.

        Those are kept for ever (and their masses with the valuer's): built
        before a tournament forks its workers, every worker reads the same.

        >>> from wordgames.lexicon import Lexicon
        >>> from wordgames.battle.bots.values import FillValues, SlotMasses
        >>> tables = FillValues(SlotMasses(Lexicon.from_words(["кот", "ток"]), {"к": 1, "о": 1, "т": 2}, 3)).tables
        >>> tables.prepare(3)
        >>> sorted(tables.kept)     # the blank slots, and those of one letter that some word fits
        ['...', '..к', '..т', '.о.', 'к..', 'т..']
        """
        for size in range(self.values.shortest, longest + 1):
            blank = EMPTY * size
            for pattern in [blank] + [blank[:k] + ch + blank[k + 1:] for k in range(size) for ch in self.letters]:
                mass = self.mass(pattern)
                if mass:
                    self._slot(pattern, mass)

    def table(self, text: str) -> np.ndarray:
        """Return how much each letter (rows) raises the line's value (with letters still to come) at each position.

        Positions that hold a letter raise nothing.
        """
        table = self.memo.get(text)
        if table is None:
            table = self._build(text)
            self.memo.put(text, table)
        return table

    def _build(self, text: str) -> np.ndarray:
        """Build the raise table of ``text`` (see :meth:`table`).

        The sums run over the line's empty cells only (``open``: a slot's
        empty cells are a run of them), in the order of the slots, each
        ``added`` × (extension − mass); the filled cells raise nothing.
        """
        values, size = self.values, len(text)
        cells = [k for k, ch in enumerate(text) if ch == EMPTY]
        column = [0] * size  # each cell's column among the empty cells (its count of empty cells before it)
        for n, k in enumerate(cells):
            column[k] = n
        column.append(len(cells))
        open_ = np.zeros((len(cells), len(self.letters)))  # the empty cells (rows) × the letters
        completes: dict[tuple[int, int], list[tuple[int, int]]] = {}  # (position, letter row) → the words it makes
        words, found = values.stretches(text)
        points, slots = values.packed(size, words, found)
        slot, infos = self._slot, []
        for i, j, m, added in slots:
            info = slot(text[i:j], m)
            infos.append(info)
            if added > 0:
                open_[column[i + info[3]]:column[i + info[3]] + info[2]] += info[1] if added == 1 else added * info[1]
            if info[2] == 1:
                k = i + info[3]
                for r in info[4]:
                    made = completes.get((k, r))
                    if made is None:
                        completes[k, r] = [(i, j)]
                    else:
                        made.append((i, j))
        now = values.total(points, slots, 1)  # the line's value: remembered, since the players ask it next
        if (text, True) not in values.memo:
            values.memo.put((text, True), now)
        if completes:
            self._complete(open_, size, column, words, found, infos, now, completes)
        if len(cells) == size:
            return np.ascontiguousarray(open_.T)
        table = np.zeros((len(self.letters), size))
        table[:, _cells(tuple(cells))] = open_.T
        return table

    def mass(self, pattern: str) -> float:
        """Return the mass of a slot pattern (:meth:`SlotMasses.mass`), read from a remembered extension if it can be.

        A pattern's mass is its extension's entry for one of its letters in
        the pattern with that letter's cell empty: the same words, the same
        products, the same sums in the same order.
        """
        masses = self.values.masses
        if pattern.count(EMPTY) not in (0, len(pattern)):
            known, row = self.extension_memo.get, self.row
            for k, ch in enumerate(pattern):
                if ch != EMPTY and ch in row:
                    parent = pattern[:k] + EMPTY + pattern[k + 1:]
                    info = known(parent)
                    if info is not None:
                        value = info[0].item(row[ch], parent.count(EMPTY, 0, k))
                        masses.memo.put(pattern, value)
                        return value
        return masses.mass(pattern)

    def _slot(self, pattern: str, mass: float) -> tuple[np.ndarray, np.ndarray, int, int, tuple[int, ...]]:
        """Return what the tables need of a slot pattern of ``mass``, remembered.

        Its extensions in its empty cells (columns), the same less the mass (transposed: its empty cells ×
        the letters, for rows that lie in memory one after another), how many empty cells it has, where the first
        is, and (with one) the letter rows that make it a word.
        """
        hit = self.extension_memo.get(pattern)
        if hit is None:
            hit = self.kept.get(pattern)
            if hit is None:
                empty = [k for k, ch in enumerate(pattern) if ch == EMPTY]
                ext = self._extensions(pattern, empty)
                rows = tuple(np.flatnonzero(ext[:, 0]).tolist()) if len(empty) == 1 else ()
                hit = (ext, np.ascontiguousarray((ext - mass).T), len(empty), empty[0], rows)
                if len(empty) >= len(pattern) - 1:
                    self.kept[pattern] = hit
            self.extension_memo.put(pattern, hit)
        return hit

    def _complete(self, open_: np.ndarray, size: int, column: list[int], words: list[tuple[int, int]],
                  found: list[tuple[int, int, float]], infos: list[tuple], now: float,
                  completes: dict[tuple[int, int], list[tuple[int, int]]]) -> None:
        """Value afresh, in ``open_`` (the table's empty cells), the letters that complete words.

        ``completes``: (position, letter row) → the words it makes.  The
        letters that complete the same words in the same cell share the
        line's new best set of words, and so what every slot would add.
        """
        groups: dict[tuple[int, tuple[tuple[int, int], ...]], list[int]] = {}
        for (k, r), made in completes.items():
            key = (k, tuple(made))
            rows = groups.get(key)
            if rows is None:
                groups[key] = [r]
            else:
                rows.append(r)
        spans = [(i, j, m, info[0] if info[2] > 1 else None, column[i + info[3]]) for (i, j, m), info in zip(found, infos)]
        for (k, made), rows in groups.items():
            before, after = _packings(size, tuple(words) + made)
            best = before[size]
            base = float(best)
            at = column[k]
            through = []  # the slots through k still open: (points added, extensions, k's column among theirs)
            for i, j, m, ext, first in spans:
                added = before[i] + j - i - 1 + after[j] - best
                if added <= 0:
                    continue
                if not i <= k < j:
                    base += m * added
                elif ext is not None:  # still open: its mass with the letter in (else a word now, or dead)
                    through.append((added, ext, at - first))
            for r in rows:  # (Python floats: the same sums as a row of numpy floats, faster for so few)
                total = 0.0
                for added, ext, c in through:
                    total += added * ext.item(r, c)
                open_[at, r] = base + total - now

    def extensions(self, pattern: str) -> np.ndarray:
        """Return the mass of a slot pattern with each letter (rows) written in each of its empty cells (columns).

        One pass over the words the slot can become: a word with letter x in
        cell k adds to (x, k) the chance of its letters in the other empty
        cells.  (The same sums, in the same order, as each filled pattern's mass.)
        Filled cells have nothing.

        >>> from wordgames.lexicon import Lexicon
        >>> from wordgames.battle.bots.values import FillValues, SlotMasses
        >>> masses = SlotMasses(Lexicon.from_words(["кот", "кит"]), {"к": 1, "о": 1, "и": 2, "т": 4}, 3)
        >>> tables = FillValues(masses).tables
        >>> tables.letters[:2], tables.extensions("к..")[:2].tolist()   # «к.т» is P(о) + P(и) = 3/8
        (['т', 'и'], [[0.0, 0.0, 0.375], [0.0, 0.5, 0.0]])
        """
        empty = [k for k, ch in enumerate(pattern) if ch == EMPTY]
        out = np.zeros((len(self.letters), len(pattern)))
        if empty:
            out[:, empty] = self._slot(pattern, self.values.masses.mass(pattern))[0]
        return out

    def _extensions(self, pattern: str, empty: list[int]) -> np.ndarray:
        """Return :meth:`extensions` in the ``empty`` cells of ``pattern`` only (its columns)."""
        masses, row = self.values.masses, self.row
        sums = [[0.0] * len(empty) for _ in self.letters]
        if len(empty) == 1:
            k = empty[0]
            for word in masses.matching(pattern):
                r = row.get(word[k])
                if r is not None:
                    sums[r][0] += 1.0
            return np.array(sums)
        words = masses.matching(pattern)
        if len(words) >= MANY:
            return self._extensions_of_many(words, empty)
        # each empty cell with the others' chances, in order (the products the masses multiply)
        others = [(n, k, itemgetter(*[e for e in empty if e != k])) for n, k in enumerate(empty)]
        product = math.prod if len(empty) > 2 else float  # (of one other cell: its chance)
        letter_p = masses.letter_p
        for word in words:
            chances = letter_p[word]
            for n, k, rest in others:
                r = row.get(word[k])
                if r is not None:
                    sums[r][n] += product(rest(chances))
        return np.array(sums)

    def _extensions_of_many(self, words: Sequence[str], empty: list[int]) -> np.ndarray:
        """:meth:`_extensions` over many ``words`` (two empty cells or more) with numpy, the same sums.

        Each word's product of the other cells' chances is multiplied in the
        same order, and ``bincount`` adds them up word after word, as the loop does.
        """
        masses, row, letters = self.values.masses, self.row, len(self.letters)
        chances = np.array([masses.letter_p[w] for w in words])
        rows = np.array([[row.get(w[k], -1) for k in empty] for w in words], dtype=np.intp)
        out = np.empty((letters, len(empty)))
        for n, k in enumerate(empty):
            others = [e for e in empty if e != k]
            product = chances[:, others[0]]
            for e in others[1:]:
                product = product * chances[:, e]
            at = rows[:, n]
            if (at < 0).any():
                keep = at >= 0
                at, product = at[keep], product[keep]
            out[:, n] = np.bincount(at, weights=product, minlength=letters)
        return out


@lru_cache(maxsize=1024)
def _cells(cells: tuple[int, ...]) -> np.ndarray:
    """Return the positions ``cells`` as an index array (the same few recur)."""
    return np.array(cells, dtype=np.intp)


@lru_cache(maxsize=4096)
def _packings(size: int, words: tuple[tuple[int, int], ...]) -> tuple[list[int], list[int]]:
    """:func:`~wordgames.battle.board.packings` of a line's words, remembered (the same few sets recur)."""
    return packings(size, list(words))


def slot_entry(key: str, value: tuple) -> int:
    """The bytes of an entry pattern → what the tables need of the slot (:meth:`RaiseTables._slot`)."""
    ext, less, _, _, rows = value
    return (ENTRY + text_bytes(key) + sys.getsizeof(value) + sys.getsizeof(ext) + sys.getsizeof(less)
            + sys.getsizeof(rows))
