"""Dix Mille bots: cautious and optimal-expectation, with ``choose(view)``; random is the engine's.

A view of Dix Mille is the state itself (nothing is hidden).  The bots are
made by :meth:`~wordgames.games.dixmille.game.DixMilleGame.make_bot`, which
computes the optimal bot's turn table once per game.

>>> from wordgames.games.dixmille.game import DixMilleGame
>>> from wordgames.table.loop import play
>>> end = play(DixMilleGame({"target": 3000}, seats=2), [CautiousPlayer(), CautiousPlayer()], seed=4).state
>>> end.is_terminal() and max(end.scores) >= 3000
True
"""

from __future__ import annotations

from typing import Callable

from wordgames.games.dixmille.state import DixMilleState, Move
from wordgames.games.dixmille.scoring import NUM_DICE
from wordgames.games.dixmille.strategy import TurnTable, advise


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
    """Maximises the expected banked points of each turn (ignores the race to 10 000); when four 2s take the
    whole score, the expected change of its banked score (what the four 2s would take counts as lost).

    ``turn_table``: one :class:`TurnTable` for every score, or a function of the banked score returning the
    table for that score (:meth:`~wordgames.games.dixmille.game.DixMilleGame.turn_table`).
    """

    def __init__(self, turn_table: TurnTable | Callable[[int], TurnTable]):
        self.turn_table = turn_table

    def choose(self, state: DixMilleState) -> Move:
        tt = self.turn_table if isinstance(self.turn_table, TurnTable) else self.turn_table(state.scores[state.player])
        return advise(tt, state)[0].move
