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

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.game import Rules, View
>>> from wordgames.battle.square import Square
>>> lex = Lexicon.from_words(["кот", "ток", "кит"])
>>> expert = ExpertPlayer(lex, random.Random(1))
>>> view = View(0, Rules(height=3, width=3, moves=9), ("к", "т"), Square(("к..", "...", "...")))
>>> expert.place(view, "т")    # «к.т»: кот or кит; «к.» + «т» down the column: кот or ток
(0, 2)
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from functools import lru_cache

from wordgames.battle.board import geometry, line_points, line_text
from wordgames.battle.engine import Player
from wordgames.battle.game import Cell, Letter, View
from wordgames.battle.letters import ALPHABET, DEFAULT_WEIGHTS, letter_weights
from wordgames.battle.square import EMPTY
from wordgames.battle.words import word_index

KAPPA = 0.05  # how much likelier a missing letter is per letter still to come (tuned by the benchmark)


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
        self.by_letter: dict[tuple[int, int, str], list[str]] = defaultdict(list)
        self.totals: dict[int, float] = defaultdict(float)
        for w in self.words:
            for position, ch in enumerate(w):
                self.by_letter[len(w), position, ch].append(w)
            self.totals[len(w)] += self._probability(w, range(len(w)))
        self.memo: dict[str, float] = {}

    def _probability(self, word: str, positions) -> float:
        """Return the product of the letter probabilities of ``word`` at ``positions``."""
        return math.prod(self.p.get(word[k], 0.0) for k in positions)

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
            lists = [self.by_letter.get((size, k, ch), ()) for k, ch in fixed]
            shortest = min(lists, key=len)
            empty = [k for k, ch in enumerate(pattern) if ch == EMPTY]
            value = sum(self._probability(w, empty) for w in shortest
                        if all(w[k] == ch for k, ch in fixed))
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

    def value(self, text: str, remaining: int) -> float:
        """Return the best total of non-overlapping slots of ``text``, each points × chance."""
        key = (text, remaining)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        lam = self.kappa * remaining
        mass = self.masses.mass
        size = len(text)
        best = [0.0] * (size + 1)
        shortest = self.shortest
        for j in range(2, size + 1):
            top = best[j - 1]
            for i in range(j - shortest + 1):
                segment = text[i:j]
                gaps = segment.count(EMPTY)
                if gaps and not lam:
                    continue
                m = mass(segment)
                if m:
                    chance = m * lam ** gaps if gaps else m
                    candidate = best[i] + (j - i - 1) * (chance if chance < 1.0 else 1.0)
                    if candidate > top:
                        top = candidate
            best[j] = top
        if len(self.memo) > 1_000_000:
            self.memo.clear()
        self.memo[key] = best[size]
        return best[size]


class ExpertPlayer(Player):
    """Writes each letter where it raises the value of its lines most; calls the letter worth most to it."""

    kind = "expert"

    def __init__(self, lexicon, rng: random.Random, name: str | None = None,
                 weights: str = DEFAULT_WEIGHTS, kappa: float = KAPPA):
        super().__init__(name)
        self.lexicon = lexicon
        self.rng = rng
        self.weights = weights
        self.kappa = kappa
        self.points = line_points(lexicon)
        self._values: LineValues | None = None

    def _lines(self, view: View) -> LineValues:
        """Return the line valuer for this square's size (built on first use)."""
        longest = max(view.rules.height, view.rules.width)
        if self._values is None or self._values.masses is not _masses(self.lexicon, self.weights, longest):
            self._values = LineValues(_masses(self.lexicon, self.weights, longest), self.kappa)
        return self._values

    def _gains(self, view: View, letter: Letter, remaining: int) -> list[tuple[float, Cell]]:
        """Return (value added, cell) for writing ``letter`` in each empty cell."""
        g = geometry(view.rules.height, view.rules.width, view.rules.directions)
        values = self._lines(view).value
        flat = "".join(view.square.rows)
        width = view.rules.width
        texts = [line_text(flat, line) for line in g.lines]
        out = []
        for r, c in view.empty_cells():
            added = 0.0
            for k, position in g.through[r * width + c]:
                text = texts[k]
                added += values(text[:position] + letter + text[position + 1:], remaining) - values(text, remaining)
            out.append((added, (r, c)))
        return out

    def place(self, view: View, letter: Letter) -> Cell:
        gains = self._gains(view, letter, view.remaining)
        best = max(v for v, _ in gains)
        return self.rng.choice([cell for v, cell in gains if v >= best - 1e-12])

    def call(self, view: View) -> Letter:
        remaining = view.remaining - 1
        return max(ALPHABET, key=lambda ch: max(v for v, _ in self._gains(view, ch, remaining)))
