"""Yam bots: greedy (best points this turn), optimal (the solver's table) and expert (every variant, from the
tables of each column alone); random is the engine's.

All follow the protocol's :class:`~wordgames.engine.Player`: ``choose(view)
-> action``, where a view of Yam is the state itself (nothing is hidden).
The optimal player needs the single free column of the basic game; the
others play every variant (expert plays one free column exactly as optimal).  The game's descriptor
(:mod:`wordgames.games.yam.about`) names their makers here (``random_bot`` … ``expert_bot``), which
:meth:`~wordgames.game.Game.make_bot` calls; the solved tables are the game's, made once per game.

>>> from wordgames.games.yam.game import YamGame
>>> from wordgames.table.loop import play
>>> end = play(YamGame({"columns": 1}, seats=1), [GreedyPlayer()], seed=3).state
>>> end.is_terminal(), end.totals()[0] > 0
(True, True)
"""

from __future__ import annotations

import functools
from dataclasses import replace

import numpy as np

from wordgames.engine import RandomPlayer
from wordgames.errors import ArgumentError, OptionError, Param
from wordgames.games.yam.advisor import KEEP, advise
from wordgames.games.yam.columns import advise_sheet
from wordgames.games.dice import NUM_DICE, sub_throws
from wordgames.games.yam.state import MAX_ROLLS, Keep, Score, YamState
from wordgames.games.yam.sheet import FREE, Box, Column, Rules
from wordgames.games.yam.solver import Table
from wordgames.games.yam.widget import KEEP_INDEX, ROLL_INDEX, ROLLS, keep_values, stage_keep_values
from wordgames.i18n import _


@functools.lru_cache(maxsize=65536)
def placement_points(column: Column, box: Box, rules: Rules) -> np.ndarray:
    """Return what each of the 252 throws adds to the column's Счёт now if written in ``box`` (Бонус and
    Yahtzee's extra bonus included)."""
    points = []
    for roll in ROLLS:
        written = column.write(box, roll, rules)
        p = written.total() - column.total()        # the points, the Бонус, Yahtzee's extra bonus
        points.append(p)
    return np.array(points, dtype=float)


class GreedyPlayer:
    """Plays each turn for the most points this turn, ignoring the rest of the game.

    It keeps dice as the exact one-turn optimum would, when a turn is worth
    only the points it writes now (with the Бонус if it completes it).
    """

    def choose(self, state: YamState):
        sheet, roll = state.sheets[state.player], state.roll
        now = {a: placement_points(sheet[a.column], a.box, state.rules)[ROLL_INDEX[state.dice]]
               for a in state.placements()}
        best_now = max(now, key=now.get)
        if not state.can_reroll():
            return best_now
        open_later = replace(state, roll=MAX_ROLLS).placements()   # after a reroll: not the first roll
        later = [placement_points(sheet[a.column], a.box, state.rules) for a in open_later]
        final = np.max(later, axis=0)[:, None]
        kv = keep_values(final) if roll == 2 else stage_keep_values(final)[0]
        keeps = [k for k in sub_throws(state.dice) if len(k) < NUM_DICE]
        best_keep = max(keeps, key=lambda k: kv[KEEP_INDEX[k], 0])
        return Keep(best_keep) if kv[KEEP_INDEX[best_keep], 0] > now[best_now] else best_now


class OptimalPlayer:
    """Plays the single free column optimally, from the solver's table."""

    def __init__(self, table: Table):
        self.table = table

    def choose(self, state: YamState):
        if state.kinds != (FREE,):
            raise ArgumentError(_("the optimal player plays the one-column game only (columns=1)"))
        column = state.sheets[state.player][0]
        best = advise(self.table, column, state.dice, MAX_ROLLS - state.roll)[0]
        return Keep(best.target) if best.action == KEEP else Score(best.target, 0)


class ExpertPlayer:
    """Plays any variant by the change in each column's exact value alone, rerolls optimised for it (:mod:`.columns`).

    ``tables`` is a mapping kind -> table, or a function returning one (called
    at the first decision, so a bot that never plays builds nothing).
    """

    def __init__(self, tables):
        self._tables = tables

    @property
    def tables(self):
        if callable(self._tables):
            self._tables = self._tables()
        return self._tables

    def choose(self, state: YamState):
        best = advise_sheet(self.tables, state.sheets[state.player], state.kinds, state.dice, state.roll,
                            state.rules)[0]
        return Keep(best.target) if best.action == KEEP else Score(best.target, best.column)


# -- the makers the descriptor names: (game, rng, settings, progress) -> player --------------------------


def random_bot(game, rng, settings, progress) -> RandomPlayer:
    """Return the bot that keeps and scores at random (from ``rng``)."""
    return RandomPlayer(rng)


def greedy_bot(game, rng, settings, progress) -> GreedyPlayer:
    """Return the bot that plays each turn for the most points this turn."""
    return GreedyPlayer()


def optimal_bot(game, rng, settings, progress) -> OptimalPlayer:
    """Return the optimal bot of one free column, with the game's table (built now, ``progress`` told, when it is
    in no cache: ``settings["cache_dir"]`` or the default); the rules must be the one-column game."""
    if game.columns != 1:
        raise OptionError(_("the optimal bot plays the one-column game only ({columns} 1)"), columns=Param("columns"),
                          option="columns")
    return OptimalPlayer(game.table(settings.get("cache_dir"), progress=progress))


def expert_bot(game, rng, settings, progress) -> ExpertPlayer:
    """Return the expert bot of every variant; the game's tables of its columns are made at its first decision."""
    return ExpertPlayer(functools.partial(game.tables, settings.get("cache_dir"), progress=progress))
