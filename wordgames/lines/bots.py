"""Computer players of the Color Lines cross: random, greedy and expert.

Each has ``move(state) -> Shift | None`` (None passes) and sees only the
board and the letters shown next, never the generator that places them.

``random``
    any legal shift, at random.
``greedy``
    the shift that makes the most points now; passes when none makes any.
``expert``
    the shift that makes the most points now, and among those (or when none
    scores) the one that leaves the lines most promising — valued by the
    slot hopes of :mod:`wordgames.battle.bots.values`, counting only words of the
    shortest allowed length or more — with a premium on free cells.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.lines.rules import LinesState
>>> lex = Lexicon.from_words(["кот", "ток"])
>>> s = LinesState.from_rows(("к.т", "...", "о.."), next_letters=("а",))
>>> GreedyLinesPlayer(lex, random.Random(1)).move(s)
Shift(src=(2, 0), dst=(0, 1))
"""

from __future__ import annotations

import random

from wordgames.battle.board import geometry, line_points, line_text
from wordgames.lines.rules import MIN_LENGTH, PASS, LinesState, Shift, legal_moves
from wordgames.battle.bots.values import LineValues, slot_masses
from wordgames.battle.letters import DEFAULT_WEIGHTS
from wordgames.battle.score import CANONICAL
from wordgames.battle.square import EMPTY
from wordgames.errors import UsageError

LINES_BOTS = ("random", "greedy", "expert")
HORIZON = 8  # letters the expert imagines still to come into a line


class RandomLinesPlayer:
    """Moves a random letter to a random reachable cell (passes when nothing can move)."""

    kind = "random"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def move(self, state: LinesState) -> Shift | None:
        moves = list(legal_moves(state))
        return self.rng.choice(moves) if moves else PASS


class _Evaluator:
    """Rescore only the lines a shift touches: its source's and its destination's row and column."""

    def __init__(self, lexicon, min_length: int):
        self.points = line_points(lexicon, min_length)

    def lines_touched(self, state: LinesState, move: Shift) -> tuple[list[tuple[str, str]], int]:
        """Return (old text, new text) of every line the move changes, and the points it makes."""
        n = state.size
        g = geometry(n, n, CANONICAL)
        flat = "".join(state.rows)
        src, dst = move.src[0] * n + move.src[1], move.dst[0] * n + move.dst[1]
        after = list(flat)
        after[dst], after[src] = after[src], EMPTY
        after_flat = "".join(after)
        touched = {k for cell in (src, dst) for k, _ in g.through[cell]}
        pairs = [(line_text(flat, g.lines[k]), line_text(after_flat, g.lines[k])) for k in sorted(touched)]
        return pairs, sum(self.points(new) - self.points(old) for old, new in pairs)


class GreedyLinesPlayer:
    """Makes the most points it can with one shift; passes when no shift makes a word."""

    kind = "greedy"

    def __init__(self, lexicon, rng: random.Random, min_length: int = MIN_LENGTH):
        self.rng = rng
        self.evaluator = _Evaluator(lexicon, min_length)

    def move(self, state: LinesState) -> Shift | None:
        scored = [(self.evaluator.lines_touched(state, m)[1], m) for m in legal_moves(state)]
        best = max((p for p, _ in scored), default=0)
        if best <= 0:
            return PASS
        return self.rng.choice([m for p, m in scored if p == best])


class ExpertLinesPlayer:
    """Points now first; then the shift that leaves its lines most promising."""

    kind = "expert"

    def __init__(self, lexicon, rng: random.Random, min_length: int = MIN_LENGTH,
                 weights: str = DEFAULT_WEIGHTS, horizon: int = HORIZON):
        self.rng = rng
        self.lexicon = lexicon
        self.weights = weights
        self.min_length = min_length
        self.horizon = horizon
        self.evaluator = _Evaluator(lexicon, min_length)
        self._values: dict[int, LineValues] = {}

    def _line_values(self, size: int) -> LineValues:
        if size not in self._values:
            self._values[size] = LineValues(slot_masses(self.lexicon, self.weights, size), shortest=self.min_length)
        return self._values[size]

    def move(self, state: LinesState) -> Shift | None:
        values = self._line_values(state.size)
        best, choice = 0.0, []
        for m in legal_moves(state):
            pairs, points = self.evaluator.lines_touched(state, m)
            hope = sum(values.value(new, self.horizon) - values.value(old, self.horizon) for old, new in pairs)
            worth = points * 10 + hope if points > 0 else hope
            if worth > best + 1e-9:
                best, choice = worth, [m]
            elif choice and abs(worth - best) <= 1e-9:
                choice.append(m)
        return self.rng.choice(choice) if choice else PASS


def make_lines_player(kind: str, lexicon, rng: random.Random, min_length: int = MIN_LENGTH):
    """Return a Color Lines player by kind: ``random``, ``greedy`` or ``expert``."""
    if kind == "random":
        return RandomLinesPlayer(rng)
    if kind == "greedy":
        return GreedyLinesPlayer(lexicon, rng, min_length)
    if kind == "expert":
        return ExpertLinesPlayer(lexicon, rng, min_length)
    raise UsageError(f"unknown Color Lines player {kind!r} (choose from you, {', '.join(LINES_BOTS)})")
