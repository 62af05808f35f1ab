"""The turn that banks the most points on average: exact values of every turn state, and advice.

A turn state is (points so far, dice to throw, bonuses won this turn).
Every move adds points, so the values can be computed in one backward sweep
from high points to low (value iteration that converges in a single pass):
``C[t, n, k]`` is the expected banked points when throwing ``n`` dice now,
``W[t, n, k] = max(t, C[t, n, k])`` when the player may also bank.  Points
are counted in units of the table's greatest common divisor (50).

When four (``twos_bust``) or more 2s take the whole banked score (the
rule option ``twos=score``), a turn begun with ``score`` banked is valued by
the expected *change* of the banked score: banking adds ``t``, a bust adds
nothing, four 2s take away ``score`` (the turn's ``t`` is lost as well).  So
the table depends on the banked score (:func:`build_turn_table`'s
``score``; 0, or the turn-only reading, gives the score-blind table).

Above ``t_max`` the table assumes the player banks (a forced throw of six
is then valued ``(1 - P(bust)) * t``); with the default 50 000 that is far
beyond where the optimal player stops.

>>> from wordgames.games.dixmille.scoring import TABLES
>>> tt = build_turn_table(TABLES["text"], t_max=3000)
>>> tt.should_throw(points=600, dice=1, bonuses=0)   # 5/9 * (600 + 500) > 600
True
>>> tt.should_throw(points=700, dice=1, bonuses=0) == (tt.throw_value(700, 1, 0) > 700)
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Callable, Mapping

import numpy as np

from wordgames.errors import ArgumentError, InputFormatError, Param
from wordgames.games.dice import chance_outcomes, parse_dice, roll
from wordgames.games.dixmille.state import BONUS, BONUS_FACES, CHOOSE, DixMilleState, Move
from wordgames.games.dixmille.scoring import NUM_DICE, ScoringTable, is_bust, selections
from wordgames.i18n import _

Progress = Callable[[str, int, int], None]
"""Told how far a long computation is: ``progress(label, done, total)`` (``label``: what is computed)."""

T_MAX = 50_000
SCORED_T_MAX = 20_000
"""The turn points tabulated for a banked score at stake (one table a score: each is built in half a second)."""
P_BONUS = Fraction(5, 18)
"""Chance that the double throw of one die succeeds with a 1 (and, equally, with a 5): (1/3 + 2/3 * 1/3) / 2."""


def point_unit(table: ScoringTable) -> int:
    """Return the greatest common divisor of every value the table can give (50 for the text's table)."""
    values = [table.one, table.five, table.triple_ones, table.three_pairs, table.pair_and_four,
              table.six_of_a_kind, table.straight, table.bonus_start, table.bonus_step]
    values += [table.triple_factor * f for f in range(2, 7)]
    return math.gcd(*[v for v in values if v]) or 1


@dataclass(frozen=True)
class Outcome:
    """One way to use a throw: points gained, dice left to throw next (6 after using all), forced or not."""

    points: int
    left: int
    forced: bool


def throw_options(table: ScoringTable, n: int) -> list[tuple[float, list[Outcome]]]:
    """Return, for every non-losing throw of ``n`` dice, its probability and its distinct outcomes.

    Outcomes are not pruned by "more points is better": that holds for the
    true values but not exactly at the ``t_max`` boundary, and keeping every
    outcome makes the table exact for the truncated model.
    """
    found = []
    for throw, p in chance_outcomes(n):
        if is_bust(throw, table):
            continue
        outcomes = {Outcome(s.points(table), n - len(s.dice()) or NUM_DICE, s.forced(table))
                    for s in selections(throw, table)}
        found.append((float(p), sorted(outcomes, key=lambda o: (o.points, o.left, o.forced))))
    return found


def twos_chance(table: ScoringTable, n: int) -> float:
    """Return the chance that a throw of ``n`` dice shows ``twos_bust`` or more 2s (0 when the table has no such rule).

    >>> from wordgames.games.dixmille.scoring import TABLES
    >>> round(twos_chance(TABLES["text"], 4) * 6 ** 4)
    1
    """
    if not table.twos_bust:
        return 0.0
    return float(sum(p for throw, p in chance_outcomes(n) if throw.count(2) >= table.twos_bust))


class TurnTable:
    """Expected banked points of every turn state, for one scoring table (and, when four 2s take the whole
    score, one banked score at stake: the values are then the expected change of the banked score)."""

    def __init__(self, table: ScoringTable, unit: int, t_max: int, bank: np.ndarray, throw: np.ndarray,
                 bust_six: float, score: int = 0, twos_six: float = 0.0):
        self.table = table
        self.score = score            # the banked score four 2s would take (0: none at stake)
        self.twos_six = twos_six      # the chance of four 2s in a throw of six
        self.unit = unit
        self.t_max = t_max
        self.bank_or_throw = bank     # W[t, n, k]
        self.throw = throw            # C[t, n, k]
        self.bust_six = bust_six

    def _index(self, points: int) -> int:
        if points % self.unit:
            raise ValueError(f"turn points come in steps of {self.unit}, not {points}")
        return points // self.unit

    def throw_value(self, points: int, dice: int, bonuses: int) -> float:
        """Return the expected banked points if the player throws ``dice`` dice now and plays on optimally."""
        i, k = self._index(points), min(bonuses, self.throw.shape[2] - 1)
        if i >= self.throw.shape[0]:
            return (1 - self.bust_six) * points - self.twos_six * self.score if dice == NUM_DICE else 0.0
        return float(self.throw[i, dice, k])

    def value(self, points: int, dice: int, bonuses: int) -> float:
        """Return the expected banked points when the player may bank ``points`` or throw ``dice`` dice."""
        return max(float(points), self.throw_value(points, dice, bonuses))

    def should_throw(self, points: int, dice: int, bonuses: int) -> bool:
        """Return whether throwing on is worth more on average than banking now."""
        return self.throw_value(points, dice, bonuses) > points

    def expected_turn(self) -> float:
        """Return the expected banked points of a whole turn played this way."""
        return float(self.throw[0, NUM_DICE, 0])

    def stop_thresholds(self, bonuses: int = 0) -> dict[int, int | None]:
        """Return, for each number of dice, the fewest points at which banking beats throwing (None: never)."""
        out = {}
        for n in range(1, NUM_DICE + 1):
            t = next((i for i in range(self.throw.shape[0] - 1)
                      if self.throw[i, n, bonuses] <= i * self.unit and i > 0), None)
            out[n] = None if t is None else t * self.unit
        return out


def stake(table: ScoringTable, score: int) -> int:
    """Return what four 2s take besides the turn's points: the banked ``score`` under the whole-score reading, else 0."""
    return score if table.twos_lose_score and table.twos_bust else 0


def build_turn_table(table: ScoringTable, t_max: int = T_MAX, score: int = 0) -> TurnTable:
    """Return the exact values of every turn state with at most ``t_max`` points (see the module doc).

    ``score``: the banked score four 2s would take (under ``twos_lose_score``; else it is ignored).
    """
    score = stake(table, score)
    unit = point_unit(table)
    size = t_max // unit + 1
    options = {n: throw_options(table, n) for n in range(2, NUM_DICE + 1)}
    bust_six = 1.0 - sum(p for p, _outcomes in options[NUM_DICE])
    levels = 1
    while levels < 64 and sum(table.bonus(j) for j in range(levels)) <= t_max:
        levels += 1
    max_gain = max([o.points for opts in options.values() for _p, os in opts for o in os]
                   + [table.bonus(levels) + table.one])
    pad = max_gain // unit + 1
    t_points = (np.arange(size + pad) * unit).astype(float)
    bank = np.zeros((size + pad, NUM_DICE + 1, levels))
    throw = np.zeros((size + pad, NUM_DICE + 1, levels))
    lost = {n: twos_chance(table, n) * score for n in range(2, NUM_DICE + 1)}   # four 2s take the score
    bank[size:] = t_points[size:, None, None]
    throw[size:, NUM_DICE] = (1 - bust_six) * t_points[size:, None] - lost[NUM_DICE]
    flat = {n: _flatten(opts, unit) for n, opts in options.items()}
    bonus_gain = [[(float(P_BONUS), (table.bonus(k) + (table.one if f == 1 else table.five)
                                     * table.bonus_die_counts) // unit) for f in BONUS_FACES]
                  for k in range(levels)]
    next_level = np.minimum(np.arange(levels) + 1, levels - 1)
    for i in range(size - 1, -1, -1):
        for n in range(2, NUM_DICE + 1):
            probs, starts, gain, left, forced = flat[n]
            if not len(starts):         # nothing n dice show scores under this table: throwing them always busts
                throw[i, n] = -lost[n]
                continue
            rows = i + gain
            vals = np.where(forced[:, None], throw[rows, NUM_DICE], bank[rows, left])
            throw[i, n] = probs @ np.maximum.reduceat(vals, starts, axis=0) - lost[n]
        throw[i, 1] = [sum(p * bank[i + g, NUM_DICE, next_level[k]] for p, g in bonus_gain[k])
                       for k in range(levels)]
        bank[i] = np.maximum(throw[i], t_points[i])
    return TurnTable(table, unit, t_max, bank[:size], throw[:size], bust_six, score, twos_chance(table, NUM_DICE))


def turn_table(game, score: int = 0, progress: Progress | None = None) -> TurnTable:
    """Return the exact values of every turn state under ``game``'s table, computed once for the game.

    ``score``: the player's banked score.  When four 2s take the whole score (``twos=score``) the values are
    the expected change of the banked score, one table for each score at stake (built when first asked for);
    otherwise, and at 0, one table serves every score.  ``progress`` hears when the one table is computed.
    """
    at_stake = stake(game.table, score)
    if at_stake:
        return game.resource(f"turn table {at_stake}",
                             lambda: build_turn_table(game.table, SCORED_T_MAX, score=at_stake))

    def build():
        label = _("Computing the turn values")
        if progress is not None:
            progress(label, 0, 1)
        table = build_turn_table(game.table)
        if progress is not None:
            progress(label, 1, 1)
        return table
    return game.resource("turn table", build)


def _flatten(opts, unit):
    """Return the outcomes of all throws as flat arrays, with where each throw's outcomes start."""
    probs, starts, gain, left, forced = [], [], [], [], []
    for p, outcomes in opts:
        probs.append(p)
        starts.append(len(gain))
        for o in outcomes:
            gain.append(o.points // unit)
            left.append(o.left)
            forced.append(o.forced)
    return np.array(probs), np.array(starts), np.array(gain), np.array(left), np.array(forced)


@dataclass(frozen=True)
class Advice:
    """One move, the points it sets aside, and the expected banked points of the turn if the player
    makes it and plays on optimally."""

    move: Move
    points: int
    expected: float

    def to_dict(self) -> dict:
        return {"set_aside": str(self.move.selection) or None, "dice": list(self.move.selection.dice()),
                "points": self.points, "bank": self.move.bank, "expected": round(self.expected, 3)}


def move_value(tt: TurnTable, state: DixMilleState, move: Move) -> float:
    """Return the expected banked points of the turn after ``move`` (which must be legal) with optimal play on."""
    points = state.points + move.selection.points(state.table)
    if move.bank:
        return float(points)
    left = state.dice - len(move.selection.dice()) if move.selection.combos else NUM_DICE
    return tt.throw_value(points, left or NUM_DICE, state.bonuses)


def advise(tt: TurnTable, state: DixMilleState) -> list[Advice]:
    """Return every legal move of the player to act with its expected banked points, best first."""
    moves = state.legal_actions()
    if not moves:
        raise ArgumentError(_("there is no decision to make here"), option="state")
    ranked = [Advice(m, m.selection.points(state.table), move_value(tt, state, m)) for m in moves]
    ranked.sort(key=lambda a: (-a.expected, not a.move.bank, str(a.move.selection)))
    return ranked


@dataclass(frozen=True)
class BankOrThrow:
    """The decision before a throw: what banking the turn's ``points`` and throwing ``dice`` dice are worth.

    ``bank`` and ``throw`` are in the advisor's measure: expected banked points (:func:`throw_or_bank`), or the
    chance of winning (:func:`~wordgames.games.dixmille.winplay.win_report`; ``bank`` None: nothing to bank yet).
    """

    points: int
    dice: int
    bonuses: int
    bank: float | None
    throw: float

    @property
    def best(self) -> str:
        """Return ``throw`` when throwing is worth more than banking, else ``bank``."""
        return "throw" if self.bank is None or self.throw > self.bank else "bank"


@dataclass(frozen=True)
class ThrowAdvice:
    """The advice on a throw: every legal move with its value, best first (none when the throw is ``bust``)."""

    dice: tuple[int, ...]
    points: int
    bonuses: int
    bust: bool
    moves: tuple[Advice, ...] = ()


def throw_or_bank(tt: TurnTable, points: int, dice: int, bonuses: int = 0) -> BankOrThrow:
    """Return the decision before a throw: the value of banking and of throwing (expected banked points)."""
    return BankOrThrow(points, dice, bonuses, points, tt.throw_value(points, dice, bonuses))


class OptimalPlayer:
    """Maximises the expected banked points of each turn (ignores the race to 10 000); when four 2s take the
    whole score, the expected change of its banked score (what the four 2s would take counts as lost).

    ``turn_table``: one :class:`TurnTable` for every score, or a function of the banked score returning the
    table for that score (:func:`turn_table`).
    """

    def __init__(self, turn_table: TurnTable | Callable[[int], TurnTable]):
        self.turn_table = turn_table

    def choose(self, state: DixMilleState) -> Move:
        tt = self.turn_table if isinstance(self.turn_table, TurnTable) else self.turn_table(state.scores[state.player])
        return advise(tt, state)[0].move


def optimal_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Progress | None) -> OptimalPlayer:
    """Return the bot that maximises each turn's expected points; ``progress`` hears of its turn table's building."""
    return OptimalPlayer(lambda score: turn_table(game, score, progress))


def turn_scores(player, turns: int, rng: random.Random, table: ScoringTable) -> list[int]:
    """Return the points ``player`` banks in each of ``turns`` solitaire turns (0 for a lost turn), dice from ``rng``."""
    state = DixMilleState.new(1, replace(table, target=10 ** 12, twos_lose_score=False))   # what a turn banks
    banked = []
    while len(banked) < turns:
        before = state.scores[0]
        while state.turns == len(banked):
            if state.is_chance_node():
                state = state.apply(roll(1 if state.phase == BONUS else state.dice, rng))
            else:
                state = state.apply(player.choose(state))
        banked.append(state.scores[0] - before)
    return banked


# -- the advise command -------------------------------------------------------------------------

def advise_report(game, dice: str | None, points: int = 0, dice_left: int | None = None,
                  bonuses: int = 0) -> BankOrThrow | ThrowAdvice:
    """Return the advisor's verdict on a throw (every move, best first) or, without one, on throwing or banking.

    ``game`` is a :class:`~wordgames.games.dixmille.game.DixMilleGame` (its
    table; its turn values are computed once).  ``dice`` is the throw just
    made (``115346``); without it, ``dice_left`` is how many dice the next
    throw would use.

    >>> from wordgames.games.dixmille.game import DixMilleGame
    >>> advise_report(DixMilleGame({"table": "plain"}, seats=1), None, points=2000, dice_left=2).best
    'bank'
    >>> advise_report(DixMilleGame({}, seats=1), None, points=30, dice_left=2)
    Traceback (most recent call last):
    ...
    wordgames.errors.ArgumentError: points: turn points come in steps of 50
    """
    tt = turn_table(game)
    if points < 0 or points % tt.unit:
        raise ArgumentError(_("{points}: turn points come in steps of {unit}"), points=Param("points"),
                            unit=tt.unit, option="points")
    if bonuses < 0 or bonuses > 1000:
        raise ArgumentError(_("{bonuses}: 0 to 1000"), bonuses=Param("bonuses"), option="bonuses")
    if dice is None:
        if dice_left is None:
            raise ArgumentError(_("give {dice} (the throw) or {dice_left} (before a throw)"), dice=Param("dice"),
                                dice_left=Param("dice_left"), option="dice")
        if not 1 <= dice_left <= NUM_DICE:
            raise ArgumentError(_("{dice_left}: 1 to {most}"), dice_left=Param("dice_left"), most=NUM_DICE,
                                option="dice_left")
        return throw_or_bank(tt, points, dice_left, bonuses)
    throw = throw_to_advise(dice)
    if is_bust(throw, game.table):
        return ThrowAdvice(throw, points, bonuses, bust=True)
    state = DixMilleState((0,), game.table, phase=CHOOSE, points=points, dice=len(throw), bonuses=bonuses,
                          throw=throw)
    return ThrowAdvice(throw, points, bonuses, bust=False, moves=tuple(advise(tt, state)))


def throw_to_advise(dice: str) -> tuple[int, ...]:
    """Return the throw an advice is asked about (the parameter ``dice``), 2 to 6 dice; raise ArgumentError naming
    it otherwise."""
    try:
        throw = parse_dice(dice)
    except InputFormatError as e:
        raise ArgumentError(_("{dice}: {problem}"), dice=Param("dice"), problem=e.message, option="dice") from None
    if not 2 <= len(throw) <= NUM_DICE:
        raise ArgumentError(_("{dice}: a throw to choose from has 2 to 6 dice (one die is the bonus throw)"),
                            dice=Param("dice"), option="dice")
    return throw
