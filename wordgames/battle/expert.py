"""The expert player of «Словесный бой»: it values what each line can still become, and looks ahead.

The greedy player counts only the words already in the square.  The expert
also counts the words each line *can still become*, by the random-fill value
of :mod:`wordgames.battle.values`: a line is worth its points now plus, for
every stretch of it that can still become a word, the chance that random
letters in its empty cells make that word times the points it would add.

**Writing a letter.**  The expert takes the few cells where the letter
raises the value of the lines through them most and, for each, plays out the
same sampled futures (the next few letters drawn from the letter weights with
its own generator, never the real stream), writing each sampled letter where
the value rises most; it keeps the cell whose futures end with the highest
value on average.  The same futures for every cell (common random numbers)
make the comparison fair and steady.  With no letters left to come the value
is the exact score, so the last letters are placed by the points they make.

**Calling a letter.**  It calls the letter that would raise its own square's
value most, one ply.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.game import Rules, View
>>> from wordgames.battle.square import Square
>>> lex = Lexicon.from_words(["кот", "ток", "кит"])
>>> expert = ExpertPlayer(lex, random.Random(1))
>>> view = View(0, Rules(height=3, width=3, moves=9), ("к", "т"), Square(("к..", "...", "...")))
>>> expert.place(view, "т") in {(0, 2), (2, 0)}  # «к.т» across (кот, кит) or down: the square is symmetric
True
>>> view = View(0, Rules(height=3, width=3, moves=9), ("к", "о", "т"), Square(("ко.", "...", "...")))
>>> expert.place(view, "т")    # «кот» now, and «т..» down the last column can still become «ток»
(0, 2)
"""

from __future__ import annotations

import random
from typing import Iterator

from wordgames.battle.board import Flat, Geometry, geometry, line_text
from wordgames.battle.engine import Player
from wordgames.battle.game import Cell, Letter, View
from wordgames.battle.letters import ALPHABET, DEFAULT_WEIGHTS, letter_stream, letter_weights
from wordgames.battle.square import EMPTY
from wordgames.battle.values import KAPPA, FillValues, LineValues, slot_masses

CANDIDATES = 6  # cells, best by value, that the lookahead compares
FUTURES = 48  # sampled futures per decision, shared by the candidate cells
DEPTH = 6  # letters played out in each future
VALUES = ("fill", "slots")  # the random-fill value (the default) or the slot hopes with κ


class ExpertPlayer(Player):
    """Writes each letter where its lines' value, a few sampled letters later, is highest; calls the letter worth most.

    ``candidates``, ``futures`` and ``depth`` shape the lookahead; with
    ``futures=0`` the expert writes each letter where the value rises most now.
    ``value="slots"`` plans by the slot hopes with ``kappa`` instead of the
    random-fill value (the expert before the random-fill value; weaker).
    """

    kind = "expert"

    def __init__(self, lexicon, rng: random.Random, name: str | None = None,
                 weights: str = DEFAULT_WEIGHTS, candidates: int = CANDIDATES, futures: int = FUTURES,
                 depth: int = DEPTH, value: str = "fill", kappa: float = KAPPA):
        super().__init__(name)
        if value not in VALUES:
            raise ValueError(f"unknown value {value!r} (choose from {', '.join(VALUES)})")
        self.lexicon = lexicon
        self.rng = rng
        self.weights = weights
        self.value, self.kappa = value, kappa
        self.candidates, self.futures, self.depth = candidates, futures, depth
        self._values: FillValues | LineValues | None = None
        self._letters: Iterator[Letter] | None = None  # the expert's own imagined letters

    def _lines(self, view: View) -> FillValues | LineValues:
        """Return the line valuer for this square's size (built on first use)."""
        masses = slot_masses(self.lexicon, self.weights, max(view.rules.height, view.rules.width))
        if self._values is None or self._values.masses is not masses:
            self._values = FillValues(masses) if self.value == "fill" else LineValues(masses, self.kappa)
        return self._values

    def _gains(self, g: Geometry, texts: list[str], empties: list[Flat], letter: Letter,
               remaining: int) -> list[tuple[float, Flat]]:
        """Return (value added, cell) for writing ``letter`` in each of the ``empties``."""
        raises = [self._values.raises(text, letter, remaining) for text in texts]
        return [(sum(raises[k][position] for k, position in g.through[i]), i) for i in empties]

    @staticmethod
    def _write(g: Geometry, texts: list[str], cell: Flat, letter: Letter) -> list[str]:
        """Return the lines' letters with ``letter`` written in ``cell``."""
        texts = list(texts)
        for k, position in g.through[cell]:
            text = texts[k]
            texts[k] = text[:position] + letter + text[position + 1:]
        return texts

    def _play_out(self, g: Geometry, texts: list[str], empties: list[Flat], future: list[Letter],
                  remaining: int) -> float:
        """Return the square's value after writing the ``future`` letters, each where the value rises most."""
        empties = list(empties)
        for letter in future:
            remaining -= 1
            _, cell = max(self._gains(g, texts, empties, letter, remaining))
            texts = self._write(g, texts, cell, letter)
            empties.remove(cell)
        return sum(self._values.value(text, remaining) for text in texts)

    def _board(self, view: View) -> tuple[Geometry, list[str], list[Flat]]:
        """Return the square's geometry, the letters of its lines, and its empty cells."""
        g = geometry(view.rules.height, view.rules.width, view.rules.directions)
        self._lines(view)
        flat = "".join(view.square.rows)
        return g, [line_text(flat, line) for line in g.lines], [i for i, ch in enumerate(flat) if ch == EMPTY]

    def place(self, view: View, letter: Letter) -> Cell:
        g, texts, empties = self._board(view)
        remaining = view.remaining
        gains = sorted(self._gains(g, texts, empties, letter, remaining), key=lambda vi: -vi[0])
        if remaining == 0 or len(gains) == 1 or self.futures < 1 or self.candidates < 2:
            choice = [i for v, i in gains if v >= gains[0][0] - 1e-12]
        else:
            if self._letters is None:
                self._letters = letter_stream(self.rng, letter_weights(self.weights, self.lexicon))
            futures = [[next(self._letters) for _ in range(min(self.depth, remaining))]
                       for _ in range(self.futures)]
            ends = [(sum(self._play_out(g, self._write(g, texts, i, letter), [e for e in empties if e != i],
                                        future, remaining) for future in futures), i)
                    for _, i in gains[:self.candidates]]
            best = max(v for v, _ in ends)
            choice = [i for v, i in ends if v >= best - 1e-9]
        return divmod(self.rng.choice(choice), view.rules.width)

    def call(self, view: View) -> Letter:
        g, texts, empties = self._board(view)
        return max(ALPHABET, key=lambda ch: max(v for v, _ in self._gains(g, texts, empties, ch, view.remaining - 1)))
