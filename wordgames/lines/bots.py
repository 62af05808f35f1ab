"""Computer players of the Color Lines cross: random, greedy and expert.

Each has ``choose(view) -> Move`` (a :class:`~wordgames.lines.rules.Shift`
or :data:`~wordgames.lines.rules.PASS`) and sees only the position — the
board and the letters shown next — never what chance will do.  The game's
descriptor (:mod:`wordgames.lines.about`) names their makers
(:func:`make_random`, :func:`make_greedy`, :func:`make_expert`), which give
them what the game resolves once: the line scorer and, for the expert, the
line values.

``random``
    any legal shift, at random (the pass only when nothing can move).
``greedy``
    the shift that makes the most points now; passes when none makes any.
``expert``
    the shift that makes the most points now, and among those (or when none
    scores) the one that leaves the lines most promising — valued by the
    slot hopes of :mod:`wordgames.battle.bots.values`, counting only words of the
    shortest allowed length or more; a point made now counts ten times a
    point of hope (a word made also frees its cells).

>>> import random
>>> from wordgames.battle.board import line_points
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.lines.rules import LinesState
>>> s = LinesState.from_rows(("к.т", "...", "о.."), next_letters=("а",))
>>> GreedyLinesPlayer(line_points(Lexicon.from_words(["кот", "ток"]), 3), random.Random(1)).choose(s)
Shift(src=(2, 0), dst=(0, 1))
"""

from __future__ import annotations

import random
from typing import Callable

from wordgames.battle.board import geometry, line_points, line_text
from wordgames.battle.bots.values import LineValues, slot_masses
from wordgames.battle.score import CANONICAL
from wordgames.battle.square import EMPTY
from wordgames.i18n import _
from wordgames.lines.rules import PASS, LinesState, Move, Shift

LinePoints = Callable[[str], int]  # a line's letters ('.' empty) -> the points its words make now
HORIZON = 8  # letters the expert imagines still to come into a line
POINTS_FIRST = 10  # how much a point made now outweighs a point of hope


class RandomLinesPlayer:
    """Moves a random letter to a random reachable cell (passes when nothing can move)."""

    kind = "random"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: LinesState) -> Move:
        shifts = [m for m in view.legal_actions() if m != PASS]
        return self.rng.choice(shifts) if shifts else PASS


class Lines:
    """A position's lines (rows and columns) as text, read once, to see what each shift changes."""

    def __init__(self, state: LinesState):
        n = state.size
        self.n = n
        self.rows = state.rows
        self.geometry = geometry(n, n, CANONICAL)
        flat = "".join(state.rows)
        self.texts = [line_text(flat, line) for line in self.geometry.lines]

    def touched(self, move: Shift) -> list[tuple[str, str]]:
        """Return (old text, new text) of every line the shift changes: its source's and destination's row and column."""
        (sr, sc), (dr, dc) = move
        edits: dict[int, list[tuple[int, str]]] = {}
        for k, position in self.geometry.through[sr * self.n + sc]:
            edits.setdefault(k, []).append((position, EMPTY))
        for k, position in self.geometry.through[dr * self.n + dc]:
            edits.setdefault(k, []).append((position, self.rows[sr][sc]))
        pairs = []
        for k in sorted(edits):
            old = self.texts[k]
            chars = list(old)
            for position, ch in edits[k]:
                chars[position] = ch
            pairs.append((old, "".join(chars)))
        return pairs


def points_made(points: LinePoints, pairs: list[tuple[str, str]]) -> int:
    """Return the points a shift makes now: what its lines score after it, less what they scored before."""
    return sum(points(new) - points(old) for old, new in pairs)


class GreedyLinesPlayer:
    """Makes the most points it can with one shift; passes when no shift makes a word."""

    kind = "greedy"

    def __init__(self, points: LinePoints, rng: random.Random):
        self.points = points
        self.rng = rng

    def choose(self, view: LinesState) -> Move:
        lines = Lines(view)
        scored = [(points_made(self.points, lines.touched(m)), m) for m in view.legal_actions() if m != PASS]
        best = max((p for p, _ in scored), default=0)
        if best <= 0:
            return PASS
        return self.rng.choice([m for p, m in scored if p == best])


class ExpertLinesPlayer:
    """Points now first; then the shift that leaves its lines most promising."""

    kind = "expert"

    def __init__(self, points: LinePoints, values: LineValues, rng: random.Random, horizon: int = HORIZON):
        self.points = points
        self.values = values
        self.rng = rng
        self.horizon = horizon

    def choose(self, view: LinesState) -> Move:
        value = self.values.value
        lines = Lines(view)
        best, choice = 0.0, []
        for m in view.legal_actions():
            if m == PASS:
                continue
            pairs = lines.touched(m)
            made = points_made(self.points, pairs)
            hope = sum(value(new, self.horizon) - value(old, self.horizon) for old, new in pairs)
            worth = made * POINTS_FIRST + hope if made > 0 else hope
            if worth > best + 1e-9:
                best, choice = worth, [m]
            elif choice and abs(worth - best) <= 1e-9:
                choice.append(m)
        return self.rng.choice(choice) if choice else PASS


def game_points(game) -> LinePoints:
    """Return the exact points of one line's letters in ``game``, counting words of its shortest length or more."""
    return line_points(game.lexicon, game.rules.min_length)


def game_values(game, progress=None) -> LineValues:
    """Return the expert's line values (slot hopes) for ``game``, made once for it from its letter weights.

    ``progress(label, done, total)`` is told when the weighing starts and ends (None: told nothing).
    """
    def build():
        label = _("Weighing what the dictionary's words need")
        if progress is not None:
            progress(label, 0, 1)
        masses = slot_masses(game.lexicon, game.rules.weights, game.rules.size)
        if progress is not None:
            progress(label, 1, 1)
        return LineValues(masses, shortest=game.rules.min_length)
    return game.resource("line_values", build)


def make_random(game, rng: random.Random, settings, progress=None) -> RandomLinesPlayer:
    """Return the ``random`` bot of ``game`` (the maker its descriptor names)."""
    return RandomLinesPlayer(rng)


def make_greedy(game, rng: random.Random, settings, progress=None) -> GreedyLinesPlayer:
    """Return the ``greedy`` bot of ``game`` (the maker its descriptor names)."""
    return GreedyLinesPlayer(game_points(game), rng)


def make_expert(game, rng: random.Random, settings, progress=None) -> ExpertLinesPlayer:
    """Return the ``expert`` bot of ``game`` (the maker its descriptor names); ``progress`` hears of its values."""
    return ExpertLinesPlayer(game_points(game), game_values(game, progress), rng)
