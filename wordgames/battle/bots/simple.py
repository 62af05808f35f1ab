"""Computer players of «Словесный бой»: random and greedy, and the registry of every kind of player.

Every player answers two questions (see :class:`~wordgames.battle.engine.Player`):
which letter to call, and where to write a called letter.  Each takes an
injected ``random.Random`` for its choices and tie-breaks, never the
letter stream's.

``random``
    writes each letter in a random empty cell; calls letters drawn with the letter weights.
``greedy``
    writes each letter where it raises the square's score most right now
    (ties broken at random); calls the letter that would raise it most.
``expert``
    plans ahead (:mod:`wordgames.battle.bots.expert`).
``cmd:PROGRAM ARGS``
    an external program speaking the line protocol (:mod:`wordgames.battle.protocol`).

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.game import Rules, View
>>> from wordgames.battle.square import Square
>>> lex = Lexicon.from_words(["кот", "ком"])
>>> view = View(0, Rules(height=2, width=3, moves=6), ("к", "о", "т"), Square(("ко.", "...")))
>>> GreedyPlayer(lex, random.Random(1)).place(view, "т")
(0, 2)
>>> GreedyPlayer(lex, random.Random(1)).call(view)   # т and м both make a word; т is commoner
'т'
"""

from __future__ import annotations

import random

from wordgames.battle.board import gain, geometry, line_points
from wordgames.battle.engine import Player
from wordgames.battle.game import Cell, Letter, View
from wordgames.battle.letters import ALPHABET, DEFAULT_WEIGHTS, letter_stream, letter_weights
from wordgames.errors import UsageError

BOTS = ("random", "greedy", "expert")
PROGRAM_PREFIX = "cmd:"


class RandomPlayer(Player):
    """Writes each letter in a random empty cell; calls letters at random with the letter weights."""

    kind = "random"

    def __init__(self, rng: random.Random, name: str | None = None, weights: str = DEFAULT_WEIGHTS):
        super().__init__(name)
        self.rng = rng
        self._letters = letter_stream(rng, letter_weights(weights))

    def call(self, view: View) -> Letter:
        return next(self._letters)

    def place(self, view: View, letter: Letter) -> Cell:
        return self.rng.choice(view.empty_cells())


class GreedyPlayer(Player):
    """Writes each letter where it adds most points now; calls the letter that can add most.

    Among equally good cells it picks at random; among equally good letters,
    the most frequent (by the weights).
    """

    kind = "greedy"

    def __init__(self, lexicon, rng: random.Random, name: str | None = None,
                 weights: str = DEFAULT_WEIGHTS):
        super().__init__(name)
        self.rng = rng
        self.points = line_points(lexicon)
        weight = letter_weights(weights)
        self.by_weight = sorted(ALPHABET, key=lambda ch: -weight.get(ch, 0.0))

    def _gains(self, view: View, letter: Letter) -> list[tuple[int, Cell]]:
        """Return (points added, cell) for every empty cell."""
        g = geometry(view.rules.height, view.rules.width, view.rules.directions)
        flat = "".join(view.square.rows)
        width = view.rules.width
        return [(gain(self.points, flat, g, r * width + c, letter), (r, c)) for r, c in view.empty_cells()]

    def call(self, view: View) -> Letter:
        return max(self.by_weight, key=lambda ch: max(p for p, _ in self._gains(view, ch)))

    def place(self, view: View, letter: Letter) -> Cell:
        gains = self._gains(view, letter)
        best = max(p for p, _ in gains)
        return self.rng.choice([cell for p, cell in gains if p == best])


def player_kinds() -> tuple[str, ...]:
    """Return the names of the computer players."""
    return BOTS


def make_player(kind: str, lexicon, rng: random.Random, name: str | None = None, **options) -> Player:
    """Return a computer player by kind: ``random``, ``greedy``, ``expert`` or ``cmd:PROGRAM ARGS``.

    ``options`` go to the expert (``weights``) and to programs (``time_limit``, ``startup``).
    """
    weights = options.pop("weights", DEFAULT_WEIGHTS)
    if kind == "random":
        return RandomPlayer(rng, name, weights)
    if kind == "greedy":
        return GreedyPlayer(lexicon, rng, name, weights)
    if kind == "expert":
        from wordgames.battle.bots.expert import ExpertPlayer
        return ExpertPlayer(lexicon, rng, name, weights)
    if kind.startswith(PROGRAM_PREFIX):
        from wordgames.battle.protocol import ProgramPlayer
        return ProgramPlayer(kind[len(PROGRAM_PREFIX):], name, **options)
    raise UsageError(f"unknown player {kind!r} (choose from {', '.join(BOTS)} or cmd:PROGRAM)")
