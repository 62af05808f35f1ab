"""OpenSpiel's own search as a seat at our table: ``--players perfect,openspiel:mcts`` (the ``rl`` extra).

An outside reference opponent: OpenSpiel's :class:`~open_spiel.python.algorithms.mcts.MCTSBot` (UCT with
random rollouts, chance nodes sampled) plays through the adapter (:mod:`wordgames.rl.openspiel`), given only
what a seat is given: its view.  In a game of perfect information the view is the state itself, so the
search sees what our bots see.  ``openspiel:mcts`` takes ``simulations`` from the bot settings
(:data:`SIMULATIONS` when not given); the seed of the seat seeds its search and rollouts.

A game with hidden items (Змейка, «Словесный бой», «Гонки по вертикали») would need OpenSpiel's ISMCTS with a
resampler dealing the unseen items consistently with the view; each of those games has one
(``resample(state, seat, rng)``), but it takes a whole state, and a seat is handed its view only, so ISMCTS
is not offered yet: asking for MCTS there is refused in one line.

>>> import random
>>> from wordgames.games.croquet.game import CroquetGame
>>> game = CroquetGame({})
>>> bot = make(game, "openspiel:mcts", random.Random(1), {"simulations": 20})
>>> bot.choose(game.new_initial_state()) in game.new_initial_state().legal_actions()
True
"""

from __future__ import annotations

import random
from typing import Any, Mapping

import wordgames.rl  # noqa: F401  (raises ArgumentError naming the extra when a package is missing)

import numpy as np
from open_spiel.python.algorithms import mcts

from wordgames.engine import Action, View
from wordgames.errors import ArgumentError
from wordgames.i18n import _
from wordgames.rl.openspiel import WordgamesGame, WordgamesState

PREFIX = "openspiel:"
"""How a seat names an outside opponent: ``openspiel:mcts``."""
ALGORITHMS = ("mcts",)
SIMULATIONS = 200
"""MCTS simulations a move when the settings give none."""
UCT_C = 2.0


class SpielPlayer:
    """A seat played by an OpenSpiel bot over the adapter; it is handed the seat's view, as every player is."""

    def __init__(self, spiel: WordgamesGame, bot):
        self.spiel, self.bot = spiel, bot

    def choose(self, view: View) -> Action:
        state = WordgamesState(self.spiel, view)          # perfect information: the view is the state
        return self.spiel.codec.decode(self.bot.step(state))


def make(game, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None,
         progress=None) -> SpielPlayer:
    """Return the seat ``openspiel:ALGORITHM`` of ``game``; raise ArgumentError for an algorithm not offered or a
    game with hidden items."""
    algorithm = kind[len(PREFIX):]
    if algorithm not in ALGORITHMS:
        raise ArgumentError(_("unknown outside opponent {name!r} (choose from {names})").format(
            name=kind, names=", ".join(PREFIX + a for a in ALGORITHMS)), option="players")
    if game.hidden_information:
        raise ArgumentError(_("{name} searches the whole position: {title} hides items from its seats "
                              "(ISMCTS over a view is not offered yet)").format(
            name=kind, title=_(game.descriptor.title)), option="players")
    simulations = int((settings or {}).get("simulations") or SIMULATIONS)
    spiel = WordgamesGame(game)
    seed = rng.randrange(2 ** 31)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
    bot = mcts.MCTSBot(spiel, UCT_C, simulations, evaluator, solve=False,
                       random_state=np.random.RandomState(seed + 1))
    return SpielPlayer(spiel, bot)


def is_outside(kind: str) -> bool:
    """Return whether a bot's name names an outside opponent (``openspiel:…``)."""
    return kind.startswith(PREFIX)


__all__ = ["PREFIX", "ALGORITHMS", "SIMULATIONS", "SpielPlayer", "make", "is_outside"]
