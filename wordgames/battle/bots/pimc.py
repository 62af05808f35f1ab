"""An experiment on the «Словесный бой» expert: cells valued by order-free completions of sampled letter multisets.

Perfect-information Monte Carlo, order-free.  For each candidate cell of the
letter called, the player samples ``samples`` futures — the letters still to
come, drawn from the letter weights with its *own* generator (never the real
stream), the same futures for every cell — and completes the square:

- the first ``prefix`` letters of each future in their order, each written
  where the random-fill value rises most (as the expert's lookahead does);
- the rest as a *multiset*, order-free: again and again the pair (letter
  still in the multiset, empty cell) whose raise of the value is the
  highest, until the multiset is used up or the square is full;

and scores what it reached: the exact points when the square is full, else
its random-fill value.  It keeps the cell with the best mean.  Knowing the
multiset is optimistic (the letters may come in any order); the question it
answers is whether that optimism ranks cells better than the expert's
pessimistic random-fill value at the end of a short ordered lookahead.

With more than ``below`` letters still to come, or when the expert would
search the ending exactly, it plays as the expert.  ``mode="leaf"`` keeps
the expert's own lookahead (its cells, futures and depth) and ends each of
its futures, all the letters to come, by an order-free completion of the
letters after the first ``depth`` (``mix`` of that exact score, the rest the
expert's own end: value and choice term).

**Measured: not kept.**  At the whole lexicon, paired against the kept
expert on the first seed-1 streams of ``tests/benchmarks/bench_battle_expert_variants.py
--variant pimc`` (kept: 36.03 on the 30 and on the 60), every form was worse
or within the noise, and slower: from the first letter, 8 cells × 16
multisets −3.47 ± 0.69 (30 streams), × 64 multisets −2.53 ± 0.66 (about 1 s
a move); 6 letters in order first −2.93 ± 0.53; only with 12 letters or
fewer to come −1.00 ± 0.37 with 16 multisets, −0.13 ± 0.39 (30) and −0.20 ±
0.28 (60) with 64; as the leaves of the expert's lookahead with 12 letters
or fewer to come −0.27 ± 0.45, with 20 or fewer −0.70 ± 0.51; mixed half and
half with the expert's own ends, 12 or fewer +0.47 ± 0.43 (30), +0.15 ± 0.28
(60), +0.02 ± 0.23 on 60 fresh streams (seed 2), 20 or fewer +0.23 ± 0.38
(30).  The more of the game the order-free completion decides, the worse:
knowing the multiset counts on letters meeting in the right cells, which
the order they come in forbids; more multisets remove only part of the loss
(the noise of an exact score), not the optimism.

:func:`complete` does the completions of one cell side by side, as the
expert's :func:`~wordgames.battle.bots.grid.play_out` does: the futures'
grids are one array, each step's best pairs one sum and one ``argmax``.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.board import geometry
>>> from wordgames.battle.bots.values import FillValues, SlotMasses
>>> values = FillValues(SlotMasses(Lexicon.from_words(["кот", "ток"]), {"к": 1, "о": 1, "т": 2}, 3))
>>> grid = RaiseGrid(geometry(1, 3), values, ["..."], [0, 1, 2])
>>> complete(grid, [["о", "т", "к"], ["т", "т", "о"]])  # order-free: кот (or ток) from о, т, к; тот is no word
[2.0, 0.0]
>>> completions(grid, [["т", "о", "к"]], prefix=1)  # т first where it gains most («..т»: of equal cells the last)
[['кот']]
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np

from wordgames.battle.board import Flat
from wordgames.battle.bots.expert import ExpertPlayer, _best_cells, _write_into, screened
from wordgames.battle.bots.grid import RaiseGrid, _put_into, play_out
from wordgames.battle.legality import Letter
from wordgames.battle.letters import letter_stream, letter_weights
from wordgames.battle.square import Cell
from wordgames.battle.state import BattleView as View

SAMPLES = 16  # futures (multisets of the letters to come) per decision, shared by all the cells
PIMC_CANDIDATES = 8  # cells, best by value now, that are completed
PREFIX = 0  # letters of each future written in their order before the order-free completion
BELOW = 36  # order-free completions only with at most this many letters still to come
MODES = ("cells", "leaf")  # complete the candidates' futures alone, or end the expert's lookahead with them


def complete(grid: RaiseGrid, futures: Sequence[Sequence[Letter]], prefix: int = 0) -> list[float]:
    """Return the value of the square once each future is written: ``prefix`` letters in order, the rest order-free.

    The value of the lines :func:`completions` reaches: exact if no letter
    is left to come (the futures are all the letters still to come, and
    all as long).  ``grid`` is not changed.
    """
    value = grid.values.value
    after = len(futures[0]) - min(len(futures[0]), grid.open_cells) if futures else 0  # letters still to come
    return [sum(value(text, after) for text in lines) for lines in completions(grid, futures, prefix)]


def completions(grid: RaiseGrid, futures: Sequence[Sequence[Letter]], prefix: int = 0) -> list[list[str]]:
    """Return the lines' letters once each future is written: ``prefix`` letters in order, the rest order-free.

    Every future's first ``prefix`` letters go, one by one, where they raise
    the random-fill value most (the last of equal cells, as
    :meth:`RaiseGrid.best_cell`); the rest are a multiset, from which the
    pair (letter left, empty cell) with the greatest raise is written (the
    commonest letter, then the first cell, of equal pairs), again and again,
    until no letter or no cell is left.  ``grid`` is not changed.
    """
    count = len(futures)
    if not count:
        return []
    g, values = grid.g, grid.values
    row, table, spread = values.tables.row, values.tables.table, grid._spread[1]
    letters = values.tables.letters
    layers = np.repeat(grid.layers[None], count, axis=0)  # futures × layers × letters × cells
    closed = np.repeat(grid.closed[None], count, axis=0)  # futures × cells
    texts = [list(grid.texts) for _ in range(count)]
    every, cells_count = np.arange(count), closed.shape[1]
    length = len(futures[0])
    steps = min(length, grid.open_cells)
    ordered = min(prefix, steps)
    left = np.zeros((count, len(letters)))  # the multiset still to write, as counts per letter row
    for f, future in enumerate(futures):
        for letter in future[ordered:]:
            left[f, row[letter]] += 1
    for step in range(steps):
        if step < ordered:
            chosen = layers[every, :, [row[future[step]] for future in futures], :]  # futures × layers × cells
            gains = chosen.sum(axis=1) + closed
            cells = (cells_count - 1 - gains[:, ::-1].argmax(axis=1)).tolist()
            rows = [row[future[step]] for future in futures]
        else:
            gains = layers.sum(axis=1) + closed[:, None, :]  # futures × letters × cells
            gains[left == 0] = -np.inf
            pairs = gains.reshape(count, -1).argmax(axis=1)
            rows, cells = (pairs // cells_count).tolist(), (pairs % cells_count).tolist()
            left[every, rows] -= 1
        for f, (cell, x) in enumerate(zip(cells, rows)):
            lines, mine, letter = texts[f], layers[f], letters[x]
            for k, position in g.through[cell]:
                text = lines[k]
                lines[k] = text = text[:position] + letter + text[position + 1:]
                _put_into(mine, spread[k], table(text))
            closed[f, cell] = -np.inf
    return texts


class PimcPlayer(ExpertPlayer):
    """The expert, choosing each cell by order-free completions of sampled multisets (:func:`complete`).

    ``samples`` futures per decision for the ``pimc_candidates`` best cells
    now; ``prefix`` letters of each future are written in order first;
    with more than ``below`` letters to come it plays as the expert.  The
    other options are the expert's (its lookahead early, its exact ending).
    """

    kind = "pimc"

    def __init__(self, lexicon, rng: random.Random, *args, samples: int = SAMPLES,
                 pimc_candidates: int = PIMC_CANDIDATES, prefix: int = PREFIX, below: int = BELOW,
                 mode: str = "cells", mix: float = 1.0, **options):
        super().__init__(lexicon, rng, *args, **options)
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r} (choose from {', '.join(MODES)})")
        self.samples, self.pimc_candidates, self.prefix, self.below = samples, pimc_candidates, prefix, below
        self.mode, self.mix = mode, mix

    def _lookahead(self, g, texts, empties, letter, remaining, ranked):
        """With ``mode="leaf"``: the expert's lookahead, its futures all the letters to come, ended order-free.

        Each future's first ``depth`` letters are written in order, as the
        expert's are; the rest are completed order-free (:func:`complete`),
        and the future is worth ``mix`` × that exact score + (1 − ``mix``) ×
        the expert's own end of the future (its value and choice term).
        """
        if self.mode != "leaf" or remaining > self.below or self.value != "fill":
            return super()._lookahead(g, texts, empties, letter, remaining, ranked)
        if self._letters is None:
            self._letters = letter_stream(self.rng, letter_weights(self.weights, self.lexicon))
        futures = [[next(self._letters) for _ in range(remaining)] for _ in range(self.futures)]
        depth, mix, grids = min(self.depth, remaining), self.mix, {}
        last_cell = self._last_cell(g)

        def ends(cell: Flat, some: list[list[Letter]]) -> float:
            if not some:
                return 0.0
            grid = grids.get(cell)
            if grid is None:
                after = self._write(g, texts, cell, letter)
                grid = grids[cell] = RaiseGrid(g, self._values, after, [e for e in empties if e != cell])
            total = mix * sum(complete(grid, some, depth))
            if mix < 1:
                total += (1 - mix) * sum(play_out(grid, [f[:depth] for f in some], remaining, self._advantage,
                                                  self.choice, last_cell))
            return total

        return screened(ranked[:self.candidates], futures, ends, self.screen, self.finalists)

    def place(self, view: View, letter: Letter) -> Cell:
        g, texts, empties = self._board(view)
        remaining = view.remaining
        last = min(remaining, len(empties) - 1)
        exact = last > 0 and self.ending and self._ending_leaves(len(empties), last) <= self.ending
        if (self.mode != "cells" or exact or remaining == 0 or remaining > self.below or len(empties) < 2
                or self.value != "fill"):
            return super().place(view, letter)
        gains = sorted(self._gains(g, texts, empties, letter, remaining), key=lambda vi: -vi[0])
        cells = [i for _, i in gains[:self.pimc_candidates]]
        if self._letters is None:
            self._letters = letter_stream(self.rng, letter_weights(self.weights, self.lexicon))
        futures = [[next(self._letters) for _ in range(remaining)] for _ in range(self.samples)]
        scored = [(sum(self._completions(g, texts, empties, cell, letter, futures)), cell) for cell in cells]
        return divmod(self.rng.choice(_best_cells(scored)), view.rules.width)

    def _completions(self, g, texts: list[str], empties: list[Flat], cell: Flat, letter: Letter,
                     futures: list[list[Letter]]) -> list[float]:
        """Return the value each future's completion reaches once ``letter`` is written in ``cell``."""
        after = list(texts)
        _write_into(g, after, cell, letter)
        grid = RaiseGrid(g, self._values, after, [e for e in empties if e != cell])
        return complete(grid, futures, self.prefix)
