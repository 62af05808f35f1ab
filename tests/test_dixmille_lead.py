"""The whole lead counts: the win-probability solver against the text, with no cap on the lead.

«Он может продолжать и набирать очки дальше»; «даже за ход можно получить больше 10 000 очков»: the first
player, past the target, may throw on and widen the lead its opponent's last turn must pass, and the text sets
no bound on that lead.  The solver's tables stop only where banking is proven the best move
(:func:`~wordgames.games.dixmille.turns.banking_bound`, docs/dixmille.md "The whole lead counts"); these tests
check the figures against the uncapped game, the proof's claim on the solved tables, and the oracle below.
"""

from __future__ import annotations

import functools
import math
import sys
from collections import defaultdict
from dataclasses import replace

import numpy as np
import pytest

from wordgames.games.dice import chance_outcomes
from wordgames.games.dixmille.retrograde import build_retrograde
from wordgames.games.dixmille.scoring import TABLES, ScoringTable, selections
from wordgames.games.dixmille.wincache import default_model
from wordgames.games.dixmille.winprob import WinTable, position_turn

UNIT = 50


def uncapped_oracle(table: ScoringTable, dice: int = 6, tol: float = 1e-11):
    """Return {(seat, mine, theirs): P(win)} (units) of the two-player game with the whole lead counting.

    Plain recursion over (turn points, dice, bonuses) with every use of every throw (throws with the same set
    of uses are added together; no use is ever dropped), the positions iterated until they settle.  Nothing
    caps the lead.  A recursion with no end must stop somewhere, and it stops only where that is exact:

    * a state that may bank banks when banking is worth at least what any throw could be worth: a throw of
      ``n`` dice loses the turn with chance ``q(n)`` (worth ``x``) and shows four 2s with chance ``tw(n)``
      (worth ``r``); nothing else is worth more than 1.  Far past the target banking is worth nearly 1, so
      every turn ends;
    * there, a forced throw takes a use it may bank after, when it has one (a forced throw is worth no more
      than that bound, the banked value no less: it only grows with the points); after ``DEPTH`` throws in a
      row that have *only* forced uses, a chance below 1e-15, the rest counts 0.
    """
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 50_000))
    T = -(-table.target // UNIT)

    def merged(n):
        uses_of: dict[frozenset, float] = defaultdict(float)
        bust = twos = 0.0
        for throw, p in chance_outcomes(n):
            if table.twos_bust and throw.count(2) >= table.twos_bust:
                twos += float(p)
                continue
            found = selections(throw, table)
            if not found:
                bust += float(p)
                continue
            uses_of[frozenset((s.points(table) // UNIT, n - len(s.dice()) or dice, s.forced(table))
                              for s in found)] += float(p)
        return list(uses_of.items()), bust, twos

    throws = {n: merged(n) for n in range(2, dice + 1)}
    lose = {1: (4 / 9, 0.0), **{n: (throws[n][1], throws[n][2]) for n in throws}}
    only_forced = sum(p for uses, p in throws[dice][0] if all(f for _g, _l, f in uses))
    depth_max = math.ceil(math.log(1e-15) / math.log(only_forced)) if only_forced > 0 else 1

    def bonus(k, face):
        extra_die = (table.one if face == 1 else table.five) if table.bonus_die_counts else 0
        return (table.bonus(k) + extra_die) // UNIT

    def turn(bank, x, r, settled):
        """Return (the turn's value before its first throw, ``throw``): ``bank(t)`` banking ``t``; from row
        ``settled`` on banking is worth no less at more points."""
        bound = {n: 1 - q * (1 - x) - tw * (1 - r) for n, (q, tw) in lose.items()}

        @functools.lru_cache(maxsize=None)
        def free(t, n, k):                  # may bank or throw n dice
            b = bank(t)
            return b if b >= bound[n] else max(b, throw(t, n, k))

        @functools.lru_cache(maxsize=None)
        def forced(t, k, depth):            # must throw all the dice
            if t >= settled and bank(t) >= bound[dice]:
                if depth >= depth_max:
                    return 0.0
                groups, bust, twos = throws[dice]
                total = bust * x + twos * r
                for uses, p in groups:
                    banks = [free(t + g, left, k) for g, left, f in uses if not f]
                    total += p * (max(banks) if banks else max(forced(t + g, k, depth + 1) for g, _l, _f in uses))
                return total
            return throw(t, dice, k)

        @functools.lru_cache(maxsize=None)
        def throw(t, n, k):
            if n == 1:
                return 5 / 18 * (free(t + bonus(k, 1), dice, k + 1) + free(t + bonus(k, 5), dice, k + 1)) + 4 / 9 * x
            groups, bust, twos = throws[n]
            total = bust * x + twos * r
            for uses, p in groups:
                total += p * max(forced(t + g, k, 0) if f else free(t + g, left, k) for g, left, f in uses)
            return total

        return forced(0, 0, 0), throw

    horizon = 8 * T + 600                   # the farthest lead a seat-0 turn asks about is far below this
    _start, last = turn(lambda t: 1.0 if t > horizon else 0.5 if t == horizon else 0.0, 0.0, 0.0, horizon + 1)

    def F(lead):                            # a last turn that must pass ``lead``: a fresh turn, need left
        if lead < 0:
            return 1.0
        assert lead < horizon - 100
        return last(horizon - lead, dice, 0)

    W = {(s, a, b): 0.5 for s in (0, 1) for a in range(T) for b in range(T)}
    while True:
        change = 0.0
        for a in range(T - 1, -1, -1):
            for b in range(T):
                for s in (1, 0):
                    o = 1 - s
                    x = 1 - W[o, b, a]
                    r = 1 - W[o, b, 0] if table.twos_lose_score else x

                    def bank(t, a=a, b=b, s=s, o=o):
                        if a + t >= T:
                            return 1.0 if s == 1 else 1 - F(a + t - b)
                        return 1 - W[o, b, a + t]
                    new, _throw = turn(bank, x, r, T - a)
                    change = max(change, abs(new - W[s, a, b]))
                    W[s, a, b] = new
        if change < tol:
            return W


TEXT150 = replace(TABLES["text"], target=150)


@functools.lru_cache(maxsize=None)
def exact_table(table: ScoringTable) -> WinTable:
    return build_retrograde(default_model(table), tol=1e-12)


def test_the_first_player_to_150_with_the_whole_lead():
    """«Он может продолжать и набирать очки дальше»: the first player's chance to 150 is 0.3701 (the uncapped
    game; a lead capped at 1 000 past the target gave 0.3559)."""
    assert round(exact_table(TEXT150).first_player(), 4) == 0.3701


@pytest.mark.parametrize("table", [pytest.param(TEXT150, id="text to 150"),
                                   pytest.param(replace(TABLES["plain"], target=200), id="plain to 200")])
def test_banking_is_the_best_move_where_the_tables_stop(table):
    """The proof's claim on the solved values: from ``past`` units past the target on, wherever seat 0 may bank,
    throwing on is worth no more than banking, for every position, bonus level and number of dice."""
    wt = exact_table(table)
    tm, T = wt.tm, wt.tm.target
    for mine in range(T):
        tv = position_turn(wt, 0, mine, np.arange(T))
        first = T - mine + tm.past
        throw_on = tv.C[first:tv.rows, 1:, :, :]
        banked = tv.bank[first:tv.rows][:, None, None, :]
        assert (throw_on <= banked + 1e-12).all()


@pytest.mark.slow
@pytest.mark.parametrize("table", [pytest.param(replace(TABLES["text"], target=100), id="text to 100"),
                                   pytest.param(TEXT150, id="text to 150")])
def test_the_solver_agrees_with_the_uncapped_oracle(table):
    """«даже за ход можно получить больше 10 000 очков»: every position agrees with a recursion that caps nothing."""
    W = uncapped_oracle(table)
    wt = exact_table(table)
    T = wt.tm.target
    worst = max(abs(wt.W[s, a, b] - W[s, a, b]) for s in (0, 1) for a in range(T) for b in range(T))
    assert worst < 1e-8
    if table is TEXT150:
        assert round(W[0, 0, 0], 4) == 0.3701
