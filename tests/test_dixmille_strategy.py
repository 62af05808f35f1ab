"""The Dix Mille turn values against a plain recursive oracle, hand-checked decisions, Monte Carlo."""

import functools
import itertools
import math
import random
import statistics
from collections import Counter
from dataclasses import replace

import pytest

from wordgames.games.dixmille.state import CHOOSE, DixMilleState
from wordgames.games.dixmille.players import CautiousPlayer
from wordgames.games.dixmille.scoring import TABLES, ScoringTable, is_bust, selections
from wordgames.games.dixmille.strategy import (OptimalPlayer, advise, build_turn_table, point_unit, throw_or_bank,
                                               turn_scores, turn_table)
from wordgames.registry import info
from wordgames.table.tournament import run_tournament

TEXT = TABLES["text"]
OUTCOMES = {n: Counter(tuple(sorted(p)) for p in itertools.product(range(1, 7), repeat=n)) for n in range(2, 7)}


def oracle(table: ScoringTable, t_max: int, score: int = 0):
    """Expected banked points of a turn by plain recursion over (points, dice, bonuses), with the
    table's boundary: above t_max the player banks, and a forced throw of six is worth (1 - P(bust)) * t.

    ``score``: what four 2s take besides the turn (the banked score, whole-score reading): a throw that
    shows them is worth ``-score``."""
    def twos(dice):
        return bool(table.twos_bust) and dice.count(2) >= table.twos_bust

    bust_six = sum(c for d, c in OUTCOMES[6].items() if is_bust(d, table)) / 6 ** 6
    twos_six = sum(c for d, c in OUTCOMES[6].items() if twos(d)) / 6 ** 6

    @functools.cache
    def throw(t, n, k):
        if t > t_max:
            return (1 - bust_six) * t - twos_six * score if n == 6 else 0.0
        if n == 1:   # the double throw: a 1 or a 5 within two throws, each with chance 5/18
            return sum(5 / 18 * bank(t + table.bonus(k) + (v if table.bonus_die_counts else 0), 6, k + 1)
                       for v in (table.one, table.five))
        total = 0.0
        for dice, count in OUTCOMES[n].items():
            if is_bust(dice, table):
                total -= count / 6 ** n * score if twos(dice) else 0.0
                continue
            best = 0.0
            for s in selections(dice, table):
                t2, left = t + s.points(table), (n - len(s.dice())) or 6
                best = max(best, throw(t2, 6, k) if s.forced(table) else bank(t2, left, k))
            total += count / 6 ** n * best
        return total

    def bank(t, n, k):
        return t if t > t_max else max(t, throw(t, n, k))

    return throw


@pytest.mark.parametrize("table", [TEXT, TABLES["plain"], replace(TEXT, bonus_die_counts=True)])
def test_turn_values_match_the_oracle(table):
    t_max = 1500
    tt = build_turn_table(table, t_max=t_max)
    throw = oracle(table, t_max)
    assert tt.expected_turn() == pytest.approx(throw(0, 6, 0), rel=1e-12)
    for t, n, k in [(300, 3, 0), (600, 1, 0), (1000, 2, 1), (1500, 5, 1), (250, 4, 0)]:
        assert tt.throw_value(t, n, k) == pytest.approx(throw(t, n, k), rel=1e-12)


@pytest.mark.parametrize("score", [3000, 9000])
def test_turn_values_with_the_banked_score_at_stake_match_the_oracle(score):
    t_max = 1500
    tt = build_turn_table(TEXT, t_max=t_max, score=score)
    throw = oracle(TEXT, t_max, score)
    assert tt.expected_turn() == pytest.approx(throw(0, 6, 0), rel=1e-12)
    for t, n, k in [(300, 3, 0), (600, 1, 0), (1000, 2, 1), (1500, 5, 1), (250, 4, 0), (900, 6, 1)]:
        assert tt.throw_value(t, n, k) == pytest.approx(throw(t, n, k), rel=1e-12)
    turn_only = build_turn_table(replace(TEXT, twos_lose_score=False), t_max=t_max, score=score)
    assert turn_only.expected_turn() == build_turn_table(TEXT, t_max=t_max).expected_turn()   # nothing at stake


def test_one_die_left_by_hand():
    # With one die left, the double throw succeeds with chance 5/9 and brings 500 and six fresh dice;
    # banking right after a success already gives 5/9 * (t + 500), which beats t for t < 625.
    tt = build_turn_table(TEXT, t_max=5000)
    assert tt.should_throw(600, 1, 0)
    assert tt.throw_value(600, 1, 0) >= 5 / 9 * 1100
    assert tt.throw_value(600, 1, 0) == pytest.approx(5 / 9 * tt.value(1100, 6, 1))


def test_two_dice_late_in_a_turn_bank():
    # Two dice: nothing scores with chance (4/6)**2 = 4/9, and a throw gains at most 200 + the
    # continuation; at 2000 points the risk (4/9 * 2000) dwarfs any gain.
    tt = build_turn_table(TEXT, t_max=5000)
    decision = throw_or_bank(tt, 2000, 2)
    assert decision.best == "bank" and decision.throw < 2000 * 5 / 9 + 1500


def test_advice_lists_every_legal_move_best_first():
    tt = build_turn_table(TEXT, t_max=20_000)
    state = DixMilleState((0,), TEXT, phase=CHOOSE, points=300, dice=6, throw=(1, 1, 3, 4, 5, 6))
    ranked = advise(tt, state)
    assert {a.move for a in ranked} == set(state.legal_actions())
    assert [a.expected for a in ranked] == sorted((a.expected for a in ranked), reverse=True)
    banks = {str(a.move.selection): a.expected for a in ranked if a.move.bank}
    assert banks == {"1": 400, "1+1": 500, "1+1+5": 550, "1+5": 450, "5": 350}


def test_forced_selection_is_valued_as_a_throw_of_six():
    tt = build_turn_table(TEXT, t_max=20_000)
    state = DixMilleState((0,), TEXT, phase=CHOOSE, points=0, dice=6, throw=(2, 2, 3, 3, 6, 6))
    (only,) = advise(tt, state)
    assert only.expected == pytest.approx(tt.throw_value(1500, 6, 0))


def test_point_unit():
    assert point_unit(TEXT) == 50
    assert point_unit(replace(TEXT, five=25)) == 25


def test_monte_carlo_turns_agree():
    tt = build_turn_table(TEXT)
    scores = turn_scores(OptimalPlayer(tt), 4000, random.Random(5), TEXT)
    mean, se = statistics.mean(scores), statistics.stdev(scores) / math.sqrt(len(scores))
    assert abs(mean - tt.expected_turn()) < 3 * se


def test_optimal_banks_more_per_turn_than_cautious():
    tt = build_turn_table(TEXT)
    cautious = statistics.mean(turn_scores(CautiousPlayer(), 3000, random.Random(6), TEXT))
    assert cautious < tt.expected_turn() - 50


def test_the_shared_tournament_runner_plays_dix_mille():
    result = run_tournament(info("dixmille"), "optimal,cautious", games=6, seed=2, rules={"target": 3000})
    assert [s.games for s in result.standings] == [6, 6]
    assert sum(s.wins for s in result.standings) == pytest.approx(6)
    assert all(max(o.scores) >= 3000 for o in result.outcomes)
    fields = {k: v for k, v in TEXT.to_dict().items() if k != "twos_lose_score"}
    assert result.rules == {"table": fields, "target": 3000, "opening": False, "twos": "score"}


def test_turn_scores_are_what_a_turn_banks():
    # every combination and bonus is a multiple of 50; some turns are lost (0); none banks more than a
    # turn can give without a run of luck far beyond 200 turns
    scores = turn_scores(CautiousPlayer(), 200, random.Random(1), TEXT)
    assert len(scores) == 200 and all(s % 50 == 0 for s in scores) and 0 in scores and max(scores) < 20_000


def test_a_table_where_few_dice_never_score_is_advised_on():
    """Without single 1s and 5s, two dice can never score: throwing them always loses the turn (no IndexError)."""
    from wordgames.games.dixmille.game import DixMilleGame
    from wordgames.games.dixmille.strategy import advise_report
    game = DixMilleGame({"table": {"one": 0, "five": 0, "target": 3000}}, seats=1)
    report = advise_report(game, "111346", 0, None, 0)
    assert report.moves[0].points == 1000


@pytest.mark.parametrize("twos, score, bank", [("turn", 9000, False), ("score", 0, False), ("score", 9000, True)])
def test_the_expected_points_bot_counts_what_four_twos_take(twos, score, bank):
    """2450 in the turn, six dice thrown: 5 2 3 3 4 6; the 5 makes 2500 with five dice left.

    Throwing the five on is worth 21.7 more than banking on average (the score-blind values); a throw of five
    dice shows four or more 2s with chance (5 * 5 + 1) / 6**5 = 26/7776, which would take 9000 banked:
    26/7776 * 9000 = 30.1 > 21.7, so with 9000 at stake the bot banks (any way of throwing on meets that
    throw first), with nothing at stake, or only the turn at stake, it throws on."""
    from wordgames.games.dixmille.game import DixMilleGame
    game = DixMilleGame({"twos": twos}, seats=2)
    blind = turn_table(game, 0)
    assert 21.7 < blind.throw_value(2500, 5, 0) - 2500 < 21.72 < 26 / 7776 * 9000
    state = DixMilleState((score, 0), game.table, phase=CHOOSE, points=2450, dice=6, throw=(2, 3, 3, 4, 5, 6))
    move = game.make_bot("optimal", random.Random(0)).choose(state)
    assert str(move.selection) == "5" and move.bank is bank
    assert turn_table(game, score).throw_value(2500, 5, 0) <= blind.throw_value(2500, 5, 0) - (
        26 / 7776 * 9000 if bank else 0) + 1e-9
