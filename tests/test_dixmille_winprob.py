"""The win-probability solver against an independent brute force on reduced games, and its figures' sense.

The brute force knows nothing of the solver's merged throws, dominance or
arrays: it recurses over (turn points, dice, bonuses, may bank) with every
selection of every throw, and iterates the positions until they settle.
It solves the same model, including the stated bound (seat 0, ``extra``
points past the target, banks as soon as it may).
"""

from __future__ import annotations

import functools
from dataclasses import replace

import pytest

from wordgames.games.dice import chance_outcomes
from wordgames.games.dixmille.scoring import TABLES, ScoringTable, selections
from wordgames.games.dixmille.retrograde import build_retrograde
from wordgames.games.dixmille.turns import Model
from wordgames.games.dixmille.winprob import build_win_table

UNIT = 50


def brute_force(model: Model, tol: float = 1e-12):
    """Return {(seat, mine, theirs): P(win)} and the last-turn function, by plain recursion and iteration."""
    table, dice = model.table, model.dice
    T = -(-table.target // UNIT)
    E = model.extra // UNIT

    def outcomes(n):
        found = []
        for throw, p in chance_outcomes(n):
            if table.twos_bust and throw.count(2) >= table.twos_bust:
                found.append((float(p), "twos", []))
            elif not selections(throw, table):
                found.append((float(p), "bust", []))
            else:
                found.append((float(p), "", [(s.points(table) // UNIT, n - len(s.dice()) or dice, s.forced(table))
                                             for s in selections(throw, table)]))
        return found
    throws = {n: outcomes(n) for n in range(2, dice + 1)}

    def bonus(k, face):
        extra_die = (table.one if face == 1 else table.five) if table.bonus_die_counts else 0
        return (table.bonus(k) + extra_die) // UNIT

    def forced_forever(x, r):
        """The value of a forced throw of all the dice when banking is worth 1 at any points."""
        q = 0.0
        for _i in range(2000):
            q, before = sum(p * (x if kind == "bust" else r if kind == "twos" else
                                 max(q if forced else 1.0 for _g, _l, forced in outs))
                            for p, kind, outs in throws[dice]), q
            if abs(q - before) < 1e-15:
                break
        return q

    def turn(bank, x, r, bound, beyond):
        """Return the value of a turn before its first throw; ``bank(t)``; past ``bound`` rows, ``beyond(t, forced)``."""
        @functools.lru_cache(maxsize=None)
        def value(t, n, k, may_bank):
            if t >= bound:
                return beyond(t, not may_bank)
            throw = throwing(t, n, k)
            return max(throw, bank(t)) if may_bank and t > 0 else throw

        def throwing(t, n, k):
            if n == 1:
                return (5 / 18 * value(t + bonus(k, 1), dice, k + 1, True)
                        + 5 / 18 * value(t + bonus(k, 5), dice, k + 1, True) + 4 / 9 * x)
            total = 0.0
            for p, kind, outs in throws[n]:
                if kind:
                    total += p * (x if kind == "bust" else r)
                else:
                    total += p * max(value(t + g, left, k, not forced) for g, left, forced in outs)
            return total
        return value(0, dice, 0, False)

    finals = {}

    def last_turn(need):
        if need < 0:
            return 1.0
        if need not in finals:
            q = forced_forever(0.0, 0.0)
            finals[need] = turn(lambda t: 1.0 if t > need else 0.5 if t == need else 0.0, 0.0, 0.0, need + 1,
                                lambda t, forced: q if forced else 1.0)
        return finals[need]

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
                            return 1.0 if s == 1 else 1 - last_turn(min(a + t, T + E) - b)
                        return 1 - W[o, b, a + t]
                    if s == 1:
                        q = forced_forever(x, r)
                        new = turn(bank, x, r, T - a, lambda t, forced, q=q: q if forced else 1.0)
                    else:
                        g = throws[dice]
                        p_bust = sum(p for p, kind, _o in g if kind == "bust")
                        p_twos = sum(p for p, kind, _o in g if kind == "twos")
                        p_forced = sum(p for p, kind, outs in g if not kind and all(f for _g, _l, f in outs))

                        def beyond(t, forced, bank=bank, x=x, r=r):
                            if not forced:
                                return bank(t)
                            free = 1 - p_bust - p_twos - p_forced
                            return (free * bank(t) + p_bust * x + p_twos * r) / (1 - p_forced)
                        new = turn(bank, x, r, T - a + E, beyond)
                    change = max(change, abs(new - W[s, a, b]))
                    W[s, a, b] = new
        if change < tol:
            return W, last_turn


THREE_DICE = Model(ScoringTable(bonus_start=100, bonus_step=100, twos_bust=3, target=250), dice=3, extra=100)
"""Three dice, three 2s take the whole score, a bonus of 100 growing by 100: every rule at work on 5 scores."""

REDUCED = [
    pytest.param(THREE_DICE, id="3 dice, 3 twos take the score, bonus 100+100k, to 250"),
    pytest.param(replace(THREE_DICE, table=replace(THREE_DICE.table, twos_lose_score=False, bonus_die_counts=True)),
                 id="3 dice, 3 twos take the turn, the bonus die counts", marks=pytest.mark.slow),
    pytest.param(Model(replace(TABLES["text"], target=100), extra=50), id="6 dice, the text's table, to 100"),
    pytest.param(Model(replace(TABLES["text"], target=150), extra=100), id="6 dice, the text's table, to 150",
                 marks=pytest.mark.slow),
    pytest.param(replace(THREE_DICE, table=replace(THREE_DICE.table, target=400), extra=200),
                 id="3 dice, to 400", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("build", [build_win_table, build_retrograde], ids=["sweeps", "retrograde"])
@pytest.mark.parametrize("model", REDUCED)
def test_solver_agrees_with_brute_force(model, build):
    W, last_turn = brute_force(model)
    wt = build(model, tol=1e-12)
    T = wt.tm.target
    worst = max(abs(wt.W[s, a, b] - W[s, a, b]) for s in (0, 1) for a in range(T) for b in range(T))
    assert worst < 1e-12
    assert all(abs(wt.last_turn(d) - last_turn(d)) < 1e-9 for d in range(0, 3 * T))


@pytest.mark.parametrize("model", [
    pytest.param(Model(replace(TABLES["text"], target=300), grid=2, extra=300), id="a grid of 100, to 300"),
    pytest.param(Model(replace(TABLES["text"], target=400, twos_lose_score=False), grid=1, extra=400),
                 id="the turn reading, to 400")])
def test_the_retrograde_solver_gives_the_sweeps_values(model):
    """On a grid a small bank lands between the pair's own scores; under the turn reading nothing zeroes."""
    swept, retro = build_win_table(model, tol=1e-11), build_retrograde(model, tol=1e-11)
    assert abs(swept.W - retro.W).max() < 1e-8 and retro.sweeps < swept.sweeps


def test_values_are_probabilities_and_more_points_help():
    wt = build_win_table(THREE_DICE)
    assert (wt.W >= 0).all() and (wt.W <= 1).all()
    # more of one's own score never hurts, more of the opponent's never helps
    assert (wt.W[:, 1:, :] >= wt.W[:, :-1, :] - 1e-12).all()
    assert (wt.W[:, :, 1:] <= wt.W[:, :, :-1] + 1e-12).all()
