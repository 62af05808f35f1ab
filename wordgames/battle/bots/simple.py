"""The simple computer players of «Словесный бой»: random and greedy.

Every player answers two questions (see :class:`~wordgames.battle.bots.BattleBot`):
which letter to call, and where to write a called letter.  Each takes an
injected ``random.Random`` for its choices and tie-breaks, never the
computer's letters.

``random``
    writes each letter in a random empty cell; calls letters drawn with the letter weights.
``greedy``
    writes each letter where it raises the square's score most right now
    (ties broken at random); calls the letter that would raise it most.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.rules import Rules
>>> from wordgames.battle.square import Square
>>> from wordgames.battle.state import BattleView
>>> lex = Lexicon.from_words(["кот", "ком"])
>>> view = BattleView(0, Rules(height=2, width=3, moves=6), ("к", "о", "т"), Square(("ко.", "...")))
>>> GreedyPlayer(lex, random.Random(1)).place(view, "т")
(0, 2)
>>> GreedyPlayer(lex, random.Random(1)).call(view)   # т and м both make a word; т is commoner
'т'
"""

from __future__ import annotations

import random

from wordgames.battle.board import gain, geometry, line_points
from wordgames.battle.bots import BattleBot, bot_words
from wordgames.battle.legality import Letter
from wordgames.battle.letters import ALPHABET, DEFAULT_WEIGHTS, letter_stream, letter_weights
from wordgames.battle.square import Cell
from wordgames.battle.state import BattleView


class RandomPlayer(BattleBot):
    """Writes each letter in a random empty cell; calls letters at random with the letter weights."""

    kind = "random"

    def __init__(self, rng: random.Random, words=None, weights: str = DEFAULT_WEIGHTS):
        self.rng = rng
        self._letters = letter_stream(rng, letter_weights(weights, words))

    def call(self, view: BattleView) -> Letter:
        return next(self._letters)

    def place(self, view: BattleView, letter: Letter) -> Cell:
        return self.rng.choice(view.empty_cells())


class GreedyPlayer(BattleBot):
    """Writes each letter where it adds most points now; calls the letter that can add most.

    Among equally good cells it picks at random; among equally good letters,
    the most frequent (by the weights).
    """

    kind = "greedy"

    def __init__(self, words, rng: random.Random, weights: str = DEFAULT_WEIGHTS):
        self.rng = rng
        self.points = line_points(words)
        weight = letter_weights(weights, words)
        self.by_weight = sorted(ALPHABET, key=lambda ch: -weight.get(ch, 0.0))

    def _gains(self, view: BattleView, letter: Letter) -> list[tuple[int, Cell]]:
        """Return (points added, cell) for every empty cell."""
        g = geometry(view.rules.height, view.rules.width, view.rules.directions)
        flat = "".join(view.square.rows)
        width = view.rules.width
        return [(gain(self.points, flat, g, r * width + c, letter), (r, c)) for r, c in view.empty_cells()]

    def call(self, view: BattleView) -> Letter:
        return max(self.by_weight, key=lambda ch: max(p for p, _ in self._gains(view, ch)))

    def place(self, view: BattleView, letter: Letter) -> Cell:
        gains = self._gains(view, letter)
        best = max(p for p, _ in gains)
        return self.rng.choice([cell for p, cell in gains if p == best])


def make_random(game, rng: random.Random, settings, progress=None) -> RandomPlayer:
    """Return the ``random`` bot of ``game`` (the maker its descriptor names)."""
    return RandomPlayer(rng, bot_words(game, settings), game.weights_kind)


def make_greedy(game, rng: random.Random, settings, progress=None) -> GreedyPlayer:
    """Return the ``greedy`` bot of ``game`` (the maker its descriptor names)."""
    return GreedyPlayer(bot_words(game, settings), rng, game.weights_kind)
