"""Dix Mille's simple bots, with ``choose(view)``: the cautious one, and random (the engine's).

A view of Dix Mille is the state itself (nothing is hidden).  The makers the
descriptor names (:mod:`wordgames.games.dixmille.about`) make them; the bots
that compute are beside their tables: the optimal one in
:mod:`~wordgames.games.dixmille.strategy`, the winning one in
:mod:`~wordgames.games.dixmille.winplay`.

>>> from wordgames.games.dixmille.game import DixMilleGame
>>> from wordgames.table.loop import play
>>> end = play(DixMilleGame({"target": 3000}, seats=2), [CautiousPlayer(), CautiousPlayer()], seed=4).state
>>> end.is_terminal() and max(end.scores) >= 3000
True
"""

from __future__ import annotations

import random
from typing import Any, Callable, Mapping

from wordgames.engine import RandomPlayer
from wordgames.games.dixmille.state import DixMilleState, Move
from wordgames.games.dixmille.scoring import NUM_DICE


class CautiousPlayer:
    """Takes the most points from each throw; banks at ``stop_at`` points or with ``min_dice`` dice or fewer left."""

    def __init__(self, stop_at: int = 350, min_dice: int = 2):
        self.stop_at = stop_at
        self.min_dice = min_dice

    def choose(self, state: DixMilleState) -> Move:
        moves = state.legal_actions()
        table = state.table
        selection = max((m.selection for m in moves),
                        key=lambda s: (s.points(table), -len(s.dice()))) if moves[0].selection.combos else moves[0].selection
        left = (state.dice - len(selection.dice()) if selection.combos else NUM_DICE) or NUM_DICE
        bank = state.points + selection.points(table) >= self.stop_at or left <= self.min_dice
        move = Move(selection, bank)
        return move if move in moves else Move(selection, not bank)


# -- the makers the descriptor names ----------------------------------------------------------------

def random_bot(game, rng: random.Random, settings: Mapping[str, Any],
               progress: Callable[[str, int, int], None] | None) -> RandomPlayer:
    """Return the bot that sets aside and banks at random (with ``rng``)."""
    return RandomPlayer(rng)


def cautious_bot(game, rng: random.Random, settings: Mapping[str, Any],
                 progress: Callable[[str, int, int], None] | None) -> CautiousPlayer:
    """Return the bot that takes the most points and banks at 350 or with two dice left."""
    return CautiousPlayer()
