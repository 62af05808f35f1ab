"""The expert's squares in play: every letter's raise in every cell, and many sampled futures played out at once.

The expert (:mod:`wordgames.battle.bots.expert`) asks, for each cell it
considers, what the square is worth once the letters of each sampled future
have been written, each where it raises the random-fill value most.  A
:class:`RaiseGrid` holds a square's lines and, for every letter and cell,
the raise by each line through the cell (the raise tables of
:mod:`wordgames.battle.bots.raises` spread over the square), so that a
letter's best cell is one sum and one maximum.

:func:`play_out` plays all the futures of one cell side by side: their grids
are one array (futures × layers × letters × cells), each step's best cells
are one sum and one ``argmax`` over all of them, and only the writing (two
lines' new tables per future) is done future by future.  Every future gets
the same floats, added in the same order, as when it is played alone
(:meth:`RaiseGrid.play_out`: the tests hold the two to each other), so the
expert makes the same moves either way, faster.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.board import geometry
>>> from wordgames.battle.bots.values import FillValues, SlotMasses
>>> values = FillValues(SlotMasses(Lexicon.from_words(["кот", "ток"]), {"к": 1, "о": 1, "т": 2}, 3))
>>> g = geometry(1, 3)
>>> grid = RaiseGrid(g, values, ["к.."], [1, 2])
>>> grid.best_cell("о"), grid.best_cell("т")       # «ко.» can become «кот»; «к.т» too, less likely
(1, 2)
>>> play_out(grid, [["о", "т"], ["т", "о"]], 5)    # both futures make «кот»: 2 points, 3 letters still to come
[2.0, 2.0]
"""

from __future__ import annotations

from functools import lru_cache
from collections.abc import Callable, Sequence

import numpy as np

from wordgames.battle.board import Flat, Geometry
from wordgames.battle.bots.choice import ChoiceAdvantage
from wordgames.battle.bots.values import FillValues
from wordgames.battle.legality import Letter

LastCell = Callable[[list[str], list[Flat], Letter], Flat]  # the cell of the game's last letter (exact points)


class RaiseGrid:
    """A square being played out: its lines' letters, and every letter's raise in every cell by the lines through it.

    ``layers[j, x, i]`` is the raise of letter row ``x`` in cell ``i`` by the
    ``j``-th line through ``i`` (the raise tables of
    :mod:`wordgames.battle.bots.raises`, spread over the cells), so that a
    letter's gains in every cell are one sum over the layers, in the order
    of ``g.through``: the same floats as :meth:`ExpertPlayer._best_cell`'s.
    Writing a letter changes two lines, and so two slices of the layers.
    """

    __slots__ = ("g", "values", "texts", "layers", "closed", "open_cells", "_spread")

    def __init__(self, g: Geometry, values: FillValues, texts: list[str], empties: list[Flat]):
        self.g, self.values = g, values
        self.texts = list(texts)
        self._spread = _layout(g)
        self.layers = np.zeros((self._spread[0], len(values.tables.letters), g.height * g.width))
        table = values.tables.table
        for k, text in enumerate(self.texts):
            self._put(k, table(text))
        self.closed = np.full(g.height * g.width, -np.inf)
        self.closed[empties] = 0.0
        self.open_cells = len(empties)

    def copy(self) -> RaiseGrid:
        grid = RaiseGrid.__new__(RaiseGrid)
        grid.g, grid.values, grid._spread, grid.open_cells = self.g, self.values, self._spread, self.open_cells
        grid.texts, grid.layers, grid.closed = list(self.texts), self.layers.copy(), self.closed.copy()
        return grid

    def _put(self, k: int, table: np.ndarray) -> None:
        """Spread line ``k``'s raise table over its cells."""
        _put_into(self.layers, self._spread[1][k], table)

    def gains(self, rows) -> np.ndarray:
        """Return the gains of the letter rows ``rows`` (an index or a slice) in every cell (−∞ where written)."""
        layers = self.layers
        total = layers[0][rows] + layers[1][rows] if len(layers) > 1 else layers[0][rows] + 0.0
        for j in range(2, len(layers)):
            total += layers[j][rows]
        return total + self.closed

    def best_cell(self, letter: Letter) -> Flat:
        """Return the empty cell where ``letter`` gains most (the last of equal cells)."""
        gains = self.gains(self.values.tables.row[letter])
        return len(gains) - 1 - int(gains[::-1].argmax())  # the first of the greatest, counted from the end

    def write(self, cell: Flat, letter: Letter) -> None:
        """Write ``letter`` in the empty ``cell``."""
        table, texts = self.values.tables.table, self.texts
        for k, position in self.g.through[cell]:
            text = texts[k]
            texts[k] = text = text[:position] + letter + text[position + 1:]
            self._put(k, table(text))
        self.closed[cell] = -np.inf
        self.open_cells -= 1

    def empties(self) -> list[Flat]:
        return np.flatnonzero(self.closed == 0.0).tolist()

    def advantage(self, advantage: ChoiceAdvantage) -> float:
        """Return the choice advantage of the square (:class:`~wordgames.battle.bots.choice.ChoiceAdvantage`)."""
        return float(advantage.chances @ self.gains(slice(0, advantage.rows)).max(axis=1))

    def play_out(self, future: Sequence[Letter], remaining: int, advantage: ChoiceAdvantage | None = None,
                 choice: float = 0.0, last_cell: LastCell | None = None) -> float:
        """Return the value of the square after writing the ``future`` letters, each where it gains most.

        ``remaining`` letters are to come before the first of them; plus
        ``choice`` × the letters still to come × the choice ``advantage`` of
        the square reached.  The game's last letter goes to ``last_cell``
        (by the exact points).  The grid itself is not changed.
        """
        grid = self.copy()
        for letter in future:
            remaining -= 1
            if remaining or last_cell is None:
                cell = grid.best_cell(letter)
            else:
                cell = last_cell(grid.texts, grid.empties(), letter)
            grid.write(cell, letter)
        value = self.values.value
        total = sum(value(text, remaining) for text in grid.texts)
        if advantage is not None and remaining > 0 and grid.open_cells > 1:
            total += choice * remaining * grid.advantage(advantage)
        return total


def play_out(grid: RaiseGrid, futures: Sequence[Sequence[Letter]], remaining: int,
             advantage: ChoiceAdvantage | None = None, choice: float = 0.0,
             last_cell: LastCell | None = None) -> list[float]:
    """Return :meth:`RaiseGrid.play_out` of each of the ``futures`` (all as long), played side by side.

    The futures' grids are one array; each step's gains of every future's
    letter are summed over the layers and maximised for all the futures at
    once, in the same order as one grid's.  ``grid`` is not changed.
    """
    count = len(futures)
    if not count:
        return []
    g, values = grid.g, grid.values
    row, table, spread = values.tables.row, values.tables.table, grid._spread[1]
    layers = np.repeat(grid.layers[None], count, axis=0)  # futures × layers × letters × cells
    closed = np.repeat(grid.closed[None], count, axis=0)  # futures × cells
    texts = [list(grid.texts) for _ in range(count)]
    every, last = np.arange(count), closed.shape[1] - 1
    open_cells = grid.open_cells
    for step in range(len(futures[0])):
        remaining -= 1
        letters = [future[step] for future in futures]
        if remaining or last_cell is None:
            chosen = layers[every, :, [row[letter] for letter in letters], :]  # futures × layers × cells
            gains = chosen[:, 0] + chosen[:, 1] if chosen.shape[1] > 1 else chosen[:, 0] + 0.0
            for j in range(2, chosen.shape[1]):
                gains += chosen[:, j]
            gains += closed
            cells = (last - gains[:, ::-1].argmax(axis=1)).tolist()  # the last of equal cells, as best_cell
        else:
            cells = [last_cell(texts[f], np.flatnonzero(closed[f] == 0.0).tolist(), letters[f]) for f in range(count)]
        for f, (cell, letter) in enumerate(zip(cells, letters)):
            lines, mine = texts[f], layers[f]
            for k, position in g.through[cell]:
                text = lines[k]
                lines[k] = text = text[:position] + letter + text[position + 1:]
                _put_into(mine, spread[k], table(text))
            closed[f, cell] = -np.inf
        open_cells -= 1
    value = values.value
    totals = [sum(value(text, remaining) for text in lines) for lines in texts]
    if advantage is not None and remaining > 0 and open_cells > 1:
        rows = advantage.rows
        gains = layers[:, 0, :rows] + layers[:, 1, :rows] if layers.shape[1] > 1 else layers[:, 0, :rows] + 0.0
        for j in range(2, layers.shape[1]):
            gains += layers[:, j, :rows]
        best = (gains + closed[:, None, :]).max(axis=2)  # futures × letters
        chances = advantage.chances
        totals = [total + choice * remaining * float(chances @ best[f]) for f, total in enumerate(totals)]
    return totals


def _put_into(layers: np.ndarray, spread: tuple, table: np.ndarray) -> None:
    """Spread a line's raise table over its cells of one grid's ``layers`` (the line's layer(s) and cells)."""
    layer, cells = spread
    if isinstance(layer, int):
        layers[layer][:, cells] = table
    else:
        layers[layer, :, cells] = table.T


@lru_cache(maxsize=64)
def _layout(g: Geometry) -> tuple[int, tuple[tuple[int | np.ndarray, np.ndarray | slice], ...]]:
    """Return the number of layers of a :class:`RaiseGrid`, and for each line its layer(s) and its cells."""
    layer_of = {(k, cell): j for cell, through in enumerate(g.through) for j, (k, _) in enumerate(through)}
    out = []
    for k, line in enumerate(g.lines):
        layers = [layer_of[k, cell] for cell in line]
        cells = np.array(line)
        step = line[1] - line[0]
        if len(set(layers)) == 1 and all(b - a == step for a, b in zip(line, line[1:])) and step > 0:
            out.append((layers[0], slice(line[0], line[-1] + 1, step)))
        else:
            out.append((np.array(layers), cells))
    return max(map(len, g.through)), tuple(out)
