"""The expert player of «Словесный бой»: it values what each line can still become.

The greedy player counts only the words already in the square.  The expert
also counts the words each line *can still become*, weighted by how likely
the missing letters are to come.

**Slots.**  A slot is a stretch of a line, two cells or longer, e.g. ``к.т``
(``.`` an empty cell).  Its *mass* is the sum, over the dictionary words the
slot can still become, of the probability of their missing letters
(the letter weights, multiplied): for ``к.т`` it is P(о) + P(и) + … for
«кот», «кит», …  Masses are computed once per slot pattern and remembered.

**Chance of a slot.**  The expert chooses where each letter goes, so a
missing letter need not come in one particular draw: with ``R`` letters
still to come, each missing letter is taken to be ``λ = κ·R`` times likelier
than one draw (capped so a slot's chance is at most 1).  With nothing left
to come, only the words already written count, so the value of a full
square is exactly its score.

**Value of a line** is the best set of non-overlapping slots, each worth its
points (length − 1) times its chance: the scorer's own dynamic programme,
applied to hopes.  The expert writes each letter in the cell that raises the
value of the lines through it most, and calls the letter that would raise
its own square's value most.

**Looking a few letters ahead.**  The value of a line is only a guess, and it
guesses better once a few more letters are known.  So the expert takes the
few cells the value likes best for a letter and, for each, plays out the
same sampled futures (the next few letters drawn from the letter weights
with its own generator, never the real stream) by writing each sampled
letter where the value rises most; it keeps the cell whose futures end with
the highest value on average.  The same futures for every cell (common
random numbers) make the comparison fair and steady.

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

import math
import random
from collections import defaultdict
from functools import lru_cache
from typing import Iterator

from wordgames.battle.board import Flat, Geometry, geometry, line_text
from wordgames.battle.engine import Player
from wordgames.battle.game import Cell, Letter, View
from wordgames.battle.letters import ALPHABET, DEFAULT_WEIGHTS, letter_stream, letter_weights
from wordgames.battle.square import EMPTY
from wordgames.battle.words import word_index

KAPPA = 0.05  # how much likelier a missing letter is per letter still to come (tuned by the benchmark)
CANDIDATES = 4  # cells, best by value, that the lookahead compares
FUTURES = 24  # sampled futures per decision, shared by the candidate cells
DEPTH = 6  # letters played out in each future


class SlotMasses:
    """The mass of every slot pattern: Σ over matching words of Π P(letter) over the empty cells.

    >>> from wordgames.lexicon import Lexicon
    >>> masses = SlotMasses(Lexicon.from_words(["кот", "кит", "ток"]), {"к": 1, "о": 2, "и": 1, "т": 1}, 6)
    >>> masses.mass("к.т")            # P(о) + P(и) = 2/5 + 1/5
    0.6000000000000001
    >>> masses.mass("кот"), masses.mass("кат")
    (1.0, 0.0)
    """

    def __init__(self, lexicon, weights: dict[Letter, float], longest: int):
        total = sum(weights.values())
        self.p = {ch: w / total for ch, w in weights.items()}
        index = word_index(lexicon)
        words = index.words if index.words is not None else frozenset(lexicon)
        self.words = frozenset(w for w in words if 2 <= len(w) <= longest and set(w) <= set(ALPHABET))
        # words by one fixed letter (length, position, letter) and by two (… position, letter, position, letter)
        self.by_letter: dict[tuple[int, int, str], list[str]] = defaultdict(list)
        self.by_pair: dict[tuple[int, int, str, int, str], list[str]] = defaultdict(list)
        self.totals: dict[int, float] = defaultdict(float)
        self.letter_p = {w: tuple(self.p.get(ch, 0.0) for ch in w) for w in self.words}
        for w in sorted(self.words):  # a fixed order: sums must not depend on the hash seed
            size = len(w)
            for position, ch in enumerate(w):
                self.by_letter[size, position, ch].append(w)
                for later in range(position + 1, size):
                    self.by_pair[size, position, ch, later, w[later]].append(w)
            self.totals[size] += self._probability(w, range(size))
        self.memo: dict[str, float] = {}

    def _probability(self, word: str, positions) -> float:
        """Return the product of the letter probabilities of ``word`` at ``positions``."""
        letter_p = self.letter_p[word]
        return math.prod(letter_p[k] for k in positions)

    def mass(self, pattern: str) -> float:
        """Return the mass of a slot pattern (letters and ``.``)."""
        value = self.memo.get(pattern)
        if value is not None:
            return value
        fixed = [(k, ch) for k, ch in enumerate(pattern) if ch != EMPTY]
        size = len(pattern)
        if not fixed:
            value = self.totals.get(size, 0.0)
        elif len(fixed) == size:
            value = 1.0 if pattern in self.words else 0.0
        else:
            if len(fixed) == 1:
                words = self.by_letter.get((size, *fixed[0]), ())
            else:
                words = self.by_pair.get((size, *fixed[0], *fixed[1]), ())
            rest = fixed[2:]
            empty = [k for k, ch in enumerate(pattern) if ch == EMPTY]
            value = sum(self._probability(w, empty) for w in words
                        if all(w[k] == ch for k, ch in rest))
        self.memo[pattern] = value
        return value


@lru_cache(maxsize=8)
def _masses(lexicon, weights: str, longest: int) -> SlotMasses:
    """Return the slot masses of a lexicon, built once per (lexicon, weights, line length)."""
    return SlotMasses(lexicon, letter_weights(weights, lexicon), longest)


class LineValues:
    """The value of a line's letters when ``remaining`` letters are still to come, remembered."""

    def __init__(self, masses: SlotMasses, kappa: float = KAPPA, shortest: int = 2):
        self.masses = masses
        self.kappa = kappa
        self.shortest = shortest
        self.memo: dict[tuple[str, int], float] = {}
        self.segment_memo: dict[str, tuple[tuple[int, int, int, float, int], ...]] = {}
        self.raise_memo: dict[tuple[str, Letter, int], tuple[float, ...]] = {}

    def value(self, text: str, remaining: int) -> float:
        """Return the best total of non-overlapping slots of ``text``, each points × chance."""
        key = (text, remaining)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        lam = self.kappa * remaining
        size = len(text)
        best = [0.0] * (size + 1)
        segments = self._segments(text)
        k, count = 0, len(segments)
        for j in range(2, size + 1):
            top = best[j - 1]
            while k < count and segments[k][1] == j:
                i, _, points, m, gaps = segments[k]
                k += 1
                if gaps:
                    if not lam:
                        continue
                    chance = m * lam ** gaps
                    m = chance if chance < 1.0 else 1.0
                candidate = best[i] + points * m
                if candidate > top:
                    top = candidate
            best[j] = top
        if len(self.memo) > 1_000_000:
            self.memo.clear()
        self.memo[key] = best[size]
        return best[size]

    def _segments(self, text: str) -> tuple[tuple[int, int, int, float, int], ...]:
        """Return (start, end, points, mass, gaps) of every stretch of ``text`` with some mass, by end."""
        hit = self.segment_memo.get(text)
        if hit is None:
            mass = self.masses.mass
            hit = tuple((i, j, j - i - 1, m, text.count(EMPTY, i, j))
                        for j in range(2, len(text) + 1) for i in range(j - self.shortest + 1)
                        if (m := mass(text[i:j])))
            if len(self.segment_memo) > 500_000:
                self.segment_memo.clear()
            self.segment_memo[text] = hit
        return hit

    def raises(self, text: str, letter: Letter, remaining: int) -> tuple[float, ...]:
        """Return, for each position of ``text``, how much ``letter`` written there raises the value (0 where written).

        >>> from wordgames.lexicon import Lexicon
        >>> values = LineValues(SlotMasses(Lexicon.from_words(["кот"]), {"к": 1, "о": 1, "т": 2}, 3))
        >>> values.raises("ко.", "т", 0)    # «кот» is made in the last cell, and nothing is made elsewhere
        (0.0, 0.0, 2.0)
        """
        key = (text, letter, remaining)
        hit = self.raise_memo.get(key)
        if hit is None:
            before = self.value(text, remaining)
            hit = tuple(self.value(text[:k] + letter + text[k + 1:], remaining) - before if ch == EMPTY else 0.0
                        for k, ch in enumerate(text))
            if len(self.raise_memo) > 500_000:
                self.raise_memo.clear()
            self.raise_memo[key] = hit
        return hit


class ExpertPlayer(Player):
    """Writes each letter where its lines' value, a few sampled letters later, is highest; calls the letter worth most.

    ``candidates``, ``futures`` and ``depth`` shape the lookahead; with
    ``futures=0`` the expert writes each letter where the value rises most now.
    """

    kind = "expert"

    def __init__(self, lexicon, rng: random.Random, name: str | None = None,
                 weights: str = DEFAULT_WEIGHTS, kappa: float = KAPPA,
                 candidates: int = CANDIDATES, futures: int = FUTURES, depth: int = DEPTH):
        super().__init__(name)
        self.lexicon = lexicon
        self.rng = rng
        self.weights = weights
        self.kappa = kappa
        self.candidates, self.futures, self.depth = candidates, futures, depth
        self._values: LineValues | None = None
        self._letters: Iterator[Letter] | None = None  # the expert's own imagined letters

    def _lines(self, view: View) -> LineValues:
        """Return the line valuer for this square's size (built on first use)."""
        longest = max(view.rules.height, view.rules.width)
        if self._values is None or self._values.masses is not _masses(self.lexicon, self.weights, longest):
            self._values = LineValues(_masses(self.lexicon, self.weights, longest), self.kappa)
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
