"""Dix Mille players: random, cautious and optimal-expectation bots, all with ``choose(state)``.

>>> import random
>>> from wordgames.games.engine import play
>>> from wordgames.games.dixmille.game import DixMilleState
>>> end = play(DixMilleState.new(2), [CautiousPlayer(), CautiousPlayer()], random.Random(4))
>>> end.is_terminal() and max(end.scores) >= 10_000
True
"""

from __future__ import annotations

import random

from wordgames.errors import UsageError
from wordgames.games.dixmille.game import DixMilleState, Move
from wordgames.games.dixmille.scoring import NUM_DICE
from wordgames.games.dixmille.strategy import TurnTable, advise


class RandomPlayer:
    """Sets aside a random selection, then banks or throws on at random (banks half the time)."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, state: DixMilleState) -> Move:
        return self.rng.choice(state.legal_actions())


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


class OptimalPlayer:
    """Maximises the expected banked points of each turn (ignores the race to 10 000)."""

    def __init__(self, turn_table: TurnTable):
        self.turn_table = turn_table

    def choose(self, state: DixMilleState) -> Move:
        return advise(self.turn_table, state)[0].move


BOTS = ("random", "cautious", "optimal")


def make_bot(kind: str, rng: random.Random, turn_table_loader=None):
    """Return a bot of ``kind``; ``turn_table_loader()`` gives the optimal bot's turn table."""
    if kind == "random":
        return RandomPlayer(rng)
    if kind == "cautious":
        return CautiousPlayer()
    if kind == "optimal":
        if turn_table_loader is None:
            raise UsageError("the optimal bot needs the turn table")
        return OptimalPlayer(turn_table_loader())
    raise UsageError(f"unknown bot {kind!r}; choose from {', '.join(BOTS)}")
