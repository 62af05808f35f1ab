"""The expert player of «Словесный бой»: it values what each line can still become, and looks ahead.

The greedy player counts only the words already in the square.  The expert
also counts the words each line *can still become*, by the random-fill value
of :mod:`wordgames.battle.bots.values`: a line is worth its points now plus, for
every stretch of it that can still become a word, the chance that random
letters in its empty cells make that word times the points it would add.

**Writing a letter.**  The expert takes the cells where the letter raises
the value of the lines through them most and plays out, for each, the same
sampled futures (the next few letters drawn from the letter weights with its
own generator, never the real stream), writing each sampled letter where the
value rises most.  It screens the 12 best cells on 16 futures, plays the 6
best of those on 32 more, and keeps the cell whose futures end with the
highest value on average (a cell's futures are played out side by side,
:mod:`wordgames.battle.bots.grid`).  The same futures for every cell (common random
numbers) make the comparison fair and steady.  With no letters left to come
the value is the exact score, so the last letter goes where it makes the
most points; when the ending is small (in a solo game, the last three
letters) it searches it exactly: every letter that can come, weighted by its
chance, each placed as well as it can be.

**Choosing, counted.**  The random-fill value assumes the letters still to
come land at random; the expert chooses their cells.  So the ends of the
futures are worth more by ``choice`` (0.25) × the letters still to come ×
the *choice advantage* of the square reached (:mod:`wordgames.battle.bots.choice`:
what writing the next letter in its best cell gains, on average over the
letters): of two squares worth the same at random it prefers the one that
leaves the better choices.

**Calling a letter.**  It calls the letter that would raise its own square's
value most, one ply.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.rules import Rules
>>> from wordgames.battle.square import Square
>>> from wordgames.battle.state import BattleView
>>> lex = Lexicon.from_words(["кот", "ток", "кит"])
>>> expert = ExpertPlayer(lex, random.Random(1))
>>> view = BattleView(0, Rules(height=3, width=3, moves=9), ("к", "т"), Square(("к..", "...", "...")))
>>> expert.place(view, "т") in {(0, 2), (2, 0)}  # «к.т» across (кот, кит) or down: the square is symmetric
True
>>> view = BattleView(0, Rules(height=3, width=3, moves=9), ("к", "о", "т"), Square(("ко.", "...", "...")))
>>> expert.place(view, "т")    # «кот» now, and «т..» down the last column can still become «ток»
(0, 2)
"""

from __future__ import annotations

import math
import random
from typing import Iterator

from wordgames.battle.board import Flat, Geometry, geometry, line_text
from wordgames.battle.bots import BattleBot, bot_words
from wordgames.battle.bots.choice import ChoiceAdvantage, choice_advantage
from wordgames.battle.bots.grid import RaiseGrid, play_out
from wordgames.battle.bots.values import KAPPA, MEMO_BYTES, FillValues, LineValues, line_values, slot_masses
from wordgames.battle.legality import Letter
from wordgames.battle.letters import ALPHABET, DEFAULT_WEIGHTS, letter_stream, letter_weights
from wordgames.battle.square import EMPTY, Cell
from wordgames.battle.state import BattleView as View

CANDIDATES = 12  # cells, best by value now, that the lookahead screens
SCREEN = 16  # futures that screen the candidates
FINALISTS = 6  # candidates that go on to play out every future
FUTURES = 48  # sampled futures per decision, shared by all the cells
DEPTH = 6  # letters played out in each future
ENDING = 30_000  # the ending is searched exactly when its tree has at most this many leaves
CHOICE = 0.25  # share of the choice advantage, per letter still to come, that the futures' ends count
VALUES = ("fill", "slots")  # the random-fill value (the default) or the slot hopes with κ


class ExpertPlayer(BattleBot):
    """Writes each letter where its lines' value, a few sampled letters later, is highest; calls the letter worth most.

    ``candidates``, ``screen``, ``finalists``, ``futures`` and ``depth``
    shape the lookahead (``finalists=candidates`` plays every candidate on all
    the futures); with ``futures=0`` the expert writes each letter where the
    value rises most now.  ``ending`` bounds the exact search of the last
    letters (0: never).  ``choice`` is the share of the choice advantage
    (:mod:`wordgames.battle.bots.choice`) over the ``choice_letters`` commonest
    letters (all by default) that the futures' ends count (0: the value
    alone).  ``value="slots"`` plans by the slot hopes with ``kappa``
    instead of the random-fill value (the expert before the random-fill
    value; weaker; it counts no choice advantage).  ``memo_bytes`` caps what
    its valuer (shared with every expert of the same cap) remembers.
    """

    kind = "expert"

    def __init__(self, lexicon, rng: random.Random, weights: str = DEFAULT_WEIGHTS,
                 candidates: int = CANDIDATES, futures: int = FUTURES,
                 depth: int = DEPTH, value: str = "fill", kappa: float = KAPPA, *,
                 screen: int = SCREEN, finalists: int = FINALISTS, ending: int = ENDING,
                 choice: float = CHOICE, choice_letters: int | None = None, memo_bytes: int = MEMO_BYTES):
        if value not in VALUES:
            raise ValueError(f"unknown value {value!r} (choose from {', '.join(VALUES)})")
        self.lexicon = lexicon
        self.rng = rng
        self.weights = weights
        self.value, self.kappa = value, kappa
        self.candidates, self.futures, self.depth = candidates, futures, depth
        self.screen, self.finalists, self.ending = screen, finalists, ending
        self.choice = choice if value == "fill" else 0.0
        self.choice_letters = choice_letters
        self.memo_bytes = memo_bytes
        self._values: FillValues | LineValues | None = None
        self._advantage: ChoiceAdvantage | None = None
        self._letters: Iterator[Letter] | None = None  # the expert's own imagined letters
        self._chances: list[tuple[Letter, float]] | None = None  # every letter that can come, with its chance

    def prepare(self, view: View) -> None:
        """Build now the tables its first move on a square of ``view``'s size builds (kept with the words).

        The slot masses, the valuer, and with the random-fill value the
        extensions of the slot patterns of at most one letter, which every
        game needs and its valuer never forgets: what a tournament's workers
        then share (:meth:`~wordgames.game.Game.prepare`).
        """
        values = self._lines(view)
        if isinstance(values, FillValues):
            values.tables.prepare(max(view.rules.height, view.rules.width))

    def _lines(self, view: View) -> FillValues | LineValues:
        """Return the line valuer for this square's size (shared by every expert that plans by it)."""
        masses = slot_masses(self.lexicon, self.weights, max(view.rules.height, view.rules.width))
        if self._values is None or self._values.masses is not masses:
            self._values = line_values(masses, self.value, self.kappa, self.memo_bytes)
            if self.choice:
                self._advantage = choice_advantage(self._values, self.choice_letters)
        return self._values

    def _gains(self, g: Geometry, texts: list[str], empties: list[Flat], letter: Letter,
               remaining: int) -> list[tuple[float, Flat]]:
        """Return (value added, cell) for writing ``letter`` in each of the ``empties``.

        Only the lines through the empty cells are asked for their raises
        (the exact ending asks this of squares with two or three empty cells).
        """
        raise_of, raises, through = self._values.raises, {}, g.through
        out = []
        for i in empties:
            gain = 0.0
            for k, position in through[i]:
                line = raises.get(k)
                if line is None:
                    line = raises[k] = raise_of(texts[k], letter, remaining)
                gain += line[position]
            out.append((gain, i))
        return out

    def _best_cell(self, g: Geometry, texts: list[str], empties: list[Flat], letter: Letter, remaining: int) -> Flat:
        """Return the cell where ``letter`` raises the value most (the last of equal cells): ``max(self._gains(…))``."""
        raise_of, raises, through = self._values.raises, {}, g.through
        best, cell = -math.inf, -1
        for i in empties:
            gain = 0.0
            for k, position in through[i]:
                line = raises.get(k)
                if line is None:
                    line = raises[k] = raise_of(texts[k], letter, remaining)
                gain += line[position]
            if gain > best or (gain == best and i > cell):
                best, cell = gain, i
        return cell

    @staticmethod
    def _write(g: Geometry, texts: list[str], cell: Flat, letter: Letter) -> list[str]:
        """Return the lines' letters with ``letter`` written in ``cell``."""
        texts = list(texts)
        _write_into(g, texts, cell, letter)
        return texts

    def _play_out(self, g: Geometry, texts: list[str], empties: list[Flat], future: list[Letter],
                  remaining: int, grid: RaiseGrid | None = None) -> float:
        """Return the square's value after writing the ``future`` letters, each where the value rises most.

        With ``choice``, plus ``choice`` × the letters still to come × the
        choice advantage of the square reached.  With the random-fill value
        the gains come from a :class:`RaiseGrid` of the square (``grid``, of
        ``texts``: copied, not changed), the same sums as :meth:`_best_cell`'s.
        """
        if self.value != "fill":
            return self._play_out_by_lines(g, texts, empties, future, remaining)
        if grid is None:
            grid = RaiseGrid(g, self._values, texts, empties)
        return grid.play_out(future, remaining, self._advantage, self.choice, self._last_cell(g))

    def _last_cell(self, g: Geometry):
        """Return where a future writes the game's last letter: where it makes the most points (:meth:`_best_cell`)."""
        return lambda texts, empties, letter: self._best_cell(g, texts, empties, letter, 0)

    def _play_out_by_lines(self, g: Geometry, texts: list[str], empties: list[Flat], future: list[Letter],
                           remaining: int) -> float:
        """:meth:`_play_out` for the slot hopes: each letter's gains summed line by line."""
        empties, texts = list(empties), list(texts)
        for letter in future:
            remaining -= 1
            cell = self._best_cell(g, texts, empties, letter, remaining)
            _write_into(g, texts, cell, letter)
            empties.remove(cell)
        value = self._values.value
        return sum(value(text, remaining) for text in texts)

    def _board(self, view: View) -> tuple[Geometry, list[str], list[Flat]]:
        """Return the square's geometry, the letters of its lines, and its empty cells."""
        g = geometry(view.rules.height, view.rules.width, view.rules.directions)
        self._lines(view)
        flat = "".join(view.square.rows)
        return g, [line_text(flat, line) for line in g.lines], [i for i, ch in enumerate(flat) if ch == EMPTY]

    def place(self, view: View, letter: Letter) -> Cell:
        g, texts, empties = self._board(view)
        remaining = view.remaining
        last = min(remaining, len(empties) - 1)  # letters still to come that will find a cell
        if last > 0 and self.ending and self._ending_leaves(len(empties), last) <= self.ending:
            cells = _best_cells(self._ending(g, texts, empties, letter, last))
        else:
            gains = sorted(self._gains(g, texts, empties, letter, remaining), key=lambda vi: -vi[0])
            if remaining == 0 or len(gains) == 1 or self.futures < 1 or self.candidates < 2:
                cells = _best_cells(gains, 1e-12)
            else:
                cells = _best_cells(self._lookahead(g, texts, empties, letter, remaining, [i for _, i in gains]))
        return divmod(self.rng.choice(cells), view.rules.width)

    def _lookahead(self, g: Geometry, texts: list[str], empties: list[Flat], letter: Letter, remaining: int,
                   ranked: list[Flat]) -> list[tuple[float, Flat]]:
        """Return (total value at the ends of all the futures, cell) for the finalists among the best ``ranked`` cells.

        The ``candidates`` best cells by value now play out the first
        ``screen`` futures; the ``finalists`` with the best totals play out the
        rest.  (With no more finalists than candidates, every candidate plays
        out every future.)
        """
        if self._letters is None:
            self._letters = letter_stream(self.rng, letter_weights(self.weights, self.lexicon))
        futures = [[next(self._letters) for _ in range(min(self.depth, remaining))] for _ in range(self.futures)]

        grids: dict[Flat, RaiseGrid] = {}
        last_cell = self._last_cell(g)

        def ends(cell: Flat, some: list[list[Letter]]) -> float:
            after, rest = self._write(g, texts, cell, letter), [e for e in empties if e != cell]
            if self.value != "fill":
                return sum(self._play_out(g, after, rest, future, remaining) for future in some)
            grid = grids.get(cell) or grids.setdefault(cell, RaiseGrid(g, self._values, after, rest))
            return sum(play_out(grid, some, remaining, self._advantage, self.choice, last_cell))

        return screened(ranked[:self.candidates], futures, ends, self.screen, self.finalists)

    def _letter_chances(self) -> list[tuple[Letter, float]]:
        """Return every letter that can come, with its chance."""
        if self._chances is None:
            weights = letter_weights(self.weights, self.lexicon)
            total = sum(weights.values())
            self._chances = [(ch, w / total) for ch, w in weights.items() if w > 0]
        return self._chances

    def _ending_leaves(self, empties: int, remaining: int) -> int:
        """Return how many placements the exact search of the ending would try at its last letter."""
        return len(self._letter_chances()) ** remaining * math.perm(empties, remaining + 1)

    def _ending(self, g: Geometry, texts: list[str], empties: list[Flat], letter: Letter,
                remaining: int) -> list[tuple[float, Flat]]:
        """Return, for each empty cell, the points ``letter`` written there and the ``remaining`` letters make, on average.

        Exact expectimax: every letter that can come next, weighted by its
        chance, is written where it makes the most of the rest; points are
        the exact score's (the value with nothing left to come).
        """
        out = []
        for gain, cell in self._gains(g, texts, empties, letter, 0):
            if remaining:
                after, rest = self._write(g, texts, cell, letter), [e for e in empties if e != cell]
                gain += sum(chance * max(v for v, _ in self._ending(g, after, rest, x, remaining - 1))
                            for x, chance in self._letter_chances())
            out.append((gain, cell))
        return out

    def call(self, view: View) -> Letter:
        g, texts, empties = self._board(view)
        return max(ALPHABET, key=lambda ch: max(v for v, _ in self._gains(g, texts, empties, ch, view.remaining - 1)))


def screened(cells: list[Flat], futures: list, ends, screen: int, finalists: int) -> list[tuple[float, Flat]]:
    """Return (total of ``ends(cell, futures)`` over all the futures, cell) for the finalists among ``cells``.

    Every cell plays out the first ``screen`` futures; the ``finalists`` with the best totals play out
    the rest.  (With no fewer finalists than cells, or no more futures than the screen, every cell
    plays out every future.)

    >>> screened([1, 2, 3], [10, 20, 30], lambda cell, some: cell * sum(some), screen=1, finalists=2)
    [(180, 3), (120, 2)]
    """
    split = screen if finalists < len(cells) and screen < len(futures) else 0
    totals = [(ends(i, futures[:split]), i) for i in cells] if split else [(0.0, i) for i in cells]
    if split:
        totals = sorted(totals, key=lambda vi: -vi[0])[:finalists]
    return [(v + ends(i, futures[split:]), i) for v, i in totals]


def _write_into(g: Geometry, texts: list[str], cell: Flat, letter: Letter) -> None:
    """Write ``letter`` in ``cell`` of the lines' letters ``texts``, in place."""
    for k, position in g.through[cell]:
        text = texts[k]
        texts[k] = text[:position] + letter + text[position + 1:]


def _best_cells(scored: list[tuple[float, Flat]], tolerance: float = 1e-9) -> list[Flat]:
    """Return the cells whose score is the best, within ``tolerance`` (float sums differ in their last bits)."""
    best = max(v for v, _ in scored)
    return [i for v, i in scored if v >= best - tolerance]


def make_expert(game, rng: random.Random, settings, progress=None) -> ExpertPlayer:
    """Return the ``expert`` bot of ``game`` (the maker its descriptor names)."""
    return ExpertPlayer(bot_words(game, settings), rng, game.weights_kind)
