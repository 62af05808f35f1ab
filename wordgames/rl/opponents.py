"""OpenSpiel's own search as a seat at our table: ``--players perfect,openspiel:mcts`` (the ``rl`` extra).

Outside reference opponents, playing through the adapter (:mod:`wordgames.rl.openspiel`) and given only what
a seat is given: its view.

- ``openspiel:mcts``, OpenSpiel's :class:`~open_spiel.python.algorithms.mcts.MCTSBot` (UCT with random
  rollouts, chance nodes sampled), for a game of perfect information: there the view is the state itself,
  so the search sees what our bots see.
- ``openspiel:ismcts``, its :class:`~open_spiel.python.algorithms.ismcts.ISMCTSBot` (information-set MCTS:
  one tree over the seat's information states, each simulation in a world dealt afresh), for a game with
  hidden items (Змейка, «Словесный бой», «Гонки по вертикали»).  The worlds come from the game's
  ``from_view`` (its descriptor names it): a whole state the seat cannot tell from its view, the hidden
  items dealt at random consistently with it.  The search starts from one such deal and resamples at every
  simulation, so it never reads a hidden card.

Both take ``simulations`` from the bot settings (:data:`SIMULATIONS` when not given); the seed of the seat
seeds the search, its rollouts and its deals.  Each is refused in one line where the other is the one that
fits.

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
from open_spiel.python.algorithms import ismcts, mcts

from wordgames.descriptor import load
from wordgames.engine import Action, View
from wordgames.errors import ArgumentError
from wordgames.i18n import _
from wordgames.rl.openspiel import WordgamesGame, WordgamesState

PREFIX = "openspiel:"
"""How a seat names an outside opponent: ``openspiel:mcts``."""
ALGORITHMS = ("mcts", "ismcts")
SIMULATIONS = 200
"""MCTS simulations a move when the settings give none."""
UCT_C = 2.0


class SpielPlayer:
    """A seat played by an OpenSpiel bot over the adapter; it is handed the seat's view, as every player is.

    ``deal(view)`` makes the state the search starts from: the view itself in a game of perfect information,
    a whole state dealt from the view where items are hidden.
    """

    def __init__(self, spiel: WordgamesGame, bot, deal=lambda view: view):
        self.spiel, self.bot, self.deal = spiel, bot, deal

    def choose(self, view: View) -> Action:
        return self.spiel.codec.decode(self.bot.step(WordgamesState(self.spiel, self.deal(view))))


def make(game, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None,
         progress=None) -> SpielPlayer:
    """Return the seat ``openspiel:ALGORITHM`` of ``game``; raise ArgumentError for an algorithm not offered, MCTS
    in a game with hidden items, or ISMCTS in a game without them."""
    algorithm = kind[len(PREFIX):]
    if algorithm not in ALGORITHMS:
        raise ArgumentError(_("unknown outside opponent {name!r} (choose from {names})").format(
            name=kind, names=", ".join(PREFIX + a for a in ALGORITHMS)), option="players")
    title = _(game.descriptor.title)
    if algorithm == "mcts" and game.hidden_information:
        raise ArgumentError(_("{name} searches the whole position: {title} hides items from its seats "
                              "(use {other})").format(name=kind, title=title, other=PREFIX + "ismcts"),
                            option="players")
    if algorithm == "ismcts" and not game.descriptor.from_view:
        raise ArgumentError(_("{name} searches over hidden items: {title} hides none (use {other})").format(
            name=kind, title=title, other=PREFIX + "mcts"), option="players")
    simulations = int((settings or {}).get("simulations") or SIMULATIONS)
    spiel = WordgamesGame(game)
    seed = rng.randrange(2 ** 31)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
    if algorithm == "mcts":
        return SpielPlayer(spiel, mcts.MCTSBot(spiel, UCT_C, simulations, evaluator, solve=False,
                                               random_state=np.random.RandomState(seed + 1)))
    from_view, deals = load(game.descriptor.from_view), random.Random(seed + 2)
    bot = ismcts.ISMCTSBot(spiel, evaluator, UCT_C, simulations, random_state=np.random.RandomState(seed + 1))

    def resample(state: WordgamesState, seat: int) -> WordgamesState:
        world = WordgamesState(spiel, from_view(game, state.ours.view(seat), deals))
        world.mine, world.chances = [list(ids) for ids in state.mine], state.chances
        return world

    bot.set_resampler(resample)
    return SpielPlayer(spiel, bot, lambda view: from_view(game, view, deals))


def is_outside(kind: str) -> bool:
    """Return whether a bot's name names an outside opponent (``openspiel:…``)."""
    return kind.startswith(PREFIX)


__all__ = ["PREFIX", "ALGORITHMS", "SIMULATIONS", "SpielPlayer", "make", "is_outside"]
