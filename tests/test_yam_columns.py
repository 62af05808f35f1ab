"""The tables of each column kind alone against a brute-force oracle; the expert advisor of several columns."""

import random

import numpy as np
import pytest

from wordgames.games.yam.advisor import advise, expected_final
from wordgames.games.yam.columns import advise_sheet, placements, sheet_value
from wordgames.games.yam.game import YamGame
from wordgames.games.yam.montecarlo import simulate, summary
from wordgames.games.yam.players import ExpertPlayer
from wordgames.games.yam.sheet import BOXES, DOWN, FIRST, FREE, UP, Column, Rules
from wordgames.games.yam.solver import PM_SIZE, UPPER_SIZE, Table, build_table, cache_path, load_or_build
from wordgames.games.yam.state import Keep, Score, YamState
from wordgames.table.loop import play
from yam_oracle import Expectimax


class KindOracle(Expectimax):
    """Plain expectimax over real columns of one kind: the order of the boxes, no reroll for a first-roll column."""

    def __init__(self, rules, kind, boxes):
        super().__init__(rules)
        self.kind, self.boxes = kind, boxes
        self.rerolls = 0 if kind == FIRST else 2

    def open(self, column):
        empty = [b for b in self.boxes if column[b] is None]      # in the order of the sheet
        if self.kind == DOWN:
            return empty[:1]
        if self.kind == UP:
            return empty[-1:]
        return empty


def start_column(open_boxes, filled=None):
    return Column.from_mapping({b: 0 for b in BOXES if b not in open_boxes} | (filled or {}))


slow = pytest.mark.slow
KIND_CASES = [
    pytest.param(DOWN, ("5", "6"), {"1": 4, "2": 8, "3": 12, "4": 16}, marks=slow),  # Сумма 40: the Бонус needs 20
    pytest.param(UP, ("5", "6"), {"1": 4, "2": 8, "3": 12, "4": 16}, marks=slow),    # the same boxes, 6 first
    (DOWN, ("-", "+"), {}),                                      # «−» first: its sum is then the bar for «+»
    pytest.param(UP, ("-", "+"), {}, marks=slow),                # «+» first, then «−» below it
    (UP, ("Ряд", "Яма"), {"-": 10, "+": 20}),                    # Яма first, then Ряд
    (FIRST, ("6", "Ряд", "Яма"), {"-": 10, "+": 20}),            # no rerolls: each turn is its first roll
    (FIRST, ("-", "+"), {"6": 30}),
]


@pytest.mark.parametrize("kind, boxes, filled", KIND_CASES)
def test_a_column_kind_alone_matches_brute_force(kind, boxes, filled):
    rules = Rules()
    table = build_table(rules, boxes, kind=kind)
    column = start_column(boxes, filled)
    assert expected_final(table, column) == pytest.approx(KindOracle(rules, kind, boxes).between(column), abs=1e-9)


def test_the_forced_orders_cost_points():
    # The same three boxes: free ≥ each order ≥ first roll only (fewer choices, never more points).
    boxes, filled = ("4", "5", "6"), {"1": 5, "2": 10, "3": 15}
    column = start_column(boxes, filled)
    value = {k: expected_final(build_table(Rules(), boxes, kind=k), column) for k in (FREE, DOWN, UP, FIRST)}
    assert value[FREE] >= max(value[DOWN], value[UP]) - 1e-9
    assert min(value[DOWN], value[UP]) > value[FIRST]


@pytest.mark.parametrize("kind", [DOWN, UP, FIRST])
def test_monte_carlo_of_a_kind_agrees(kind):
    boxes = ("5", "6", "Ряд")
    table = build_table(Rules(), boxes, kind=kind)
    column = start_column(boxes, {"-": 10, "+": 20})
    s = summary(simulate(table, 3000, random.Random(4), column), expected_final(table, column))
    assert s["agrees"], s


def test_kind_tables_are_cached_by_kind(tmp_path):
    down, info = load_or_build(Rules(), tmp_path, kind=DOWN)
    assert info["built"] and info["cache"] == str(cache_path(Rules(), tmp_path, DOWN))
    assert cache_path(Rules(), tmp_path, DOWN).name == "yam-down-v2-dom-full-house-yama-four-of-a-kind.npz"
    again, info = load_or_build(Rules(), tmp_path, kind=DOWN)
    assert not info["built"] and again.kind == DOWN and np.array_equal(again.values, down.values)
    up, info = load_or_build(Rules(), tmp_path, kind=UP)
    assert info["built"] and up.start_value() != down.start_value()


def test_the_top_down_column_by_hand():
    # «5» then «6» top-down, the rest 0: each turn keeps its face; Binomial(5, 91/216) dice each.
    table = build_table(Rules(), ("5", "6"), kind=DOWN)
    assert expected_final(table, start_column(("5", "6"))) == pytest.approx(11 * 5 * 91 / 216)


# -- the expert advisor ---------------------------------------------------------------------------

SMALL = ("5", "6", "Ряд", "Яма")


def small_tables(kinds, boxes=SMALL):
    return {k: build_table(Rules(), boxes, kind=k) for k in set(kinds)}


@pytest.mark.parametrize("dice, roll", [((1, 2, 5, 6, 6), 1), ((2, 3, 4, 5, 6), 2), ((6, 6, 6, 6, 2), 3),
                                        ((1, 1, 3, 3, 5), 1)])
def test_on_one_free_column_the_expert_is_the_exact_advisor(dice, roll):
    tables = small_tables([FREE])
    column = start_column(SMALL, {"-": 10, "+": 20})
    mine = advise_sheet(tables, (column,), (FREE,), dice, roll, Rules())
    exact = advise(tables[FREE], column, dice, 3 - roll)
    assert [(c.action, c.target) for c in mine] == [(c.action, c.target) for c in exact]
    assert [c.expected for c in mine] == pytest.approx([c.expected for c in exact], abs=1e-9)


def test_a_full_column_leaves_the_exact_advice_of_the_other():
    tables = small_tables([DOWN, FREE])
    full = Column.from_mapping({b: 0 for b in BOXES} | {"-": 10, "+": 20})
    column = start_column(SMALL, {"-": 10, "+": 20})
    mine = advise_sheet(tables, (full, column), (DOWN, FREE), (1, 6, 6, 6, 6), 1, Rules())
    exact = advise(tables[FREE], column, (1, 6, 6, 6, 6), 2)
    assert (mine[0].action, mine[0].target) == (exact[0].action, exact[0].target)
    assert mine[0].expected == pytest.approx(full.total() + exact[0].expected)


def test_the_sheet_value_at_the_start_is_the_sum_of_the_columns_alone():
    kinds = (DOWN, UP, FREE, FIRST)
    tables = small_tables(kinds)
    column = start_column(SMALL, {"-": 10, "+": 20})
    alone = sum(expected_final(tables[k], column) for k in kinds)
    assert sheet_value(tables, (column,) * 4, kinds) == pytest.approx(alone)


def test_the_first_roll_column_takes_only_the_first_roll_and_rerolls_aim_elsewhere():
    kinds = (DOWN, FIRST)
    tables = small_tables(kinds)
    column = start_column(SMALL, {"-": 10, "+": 20})
    sheet = (column, column)
    first = advise_sheet(tables, sheet, kinds, (6, 6, 6, 6, 6), 1, Rules())
    assert first[0].action == "score" and first[0].column == 1 and first[0].target == "Яма"   # 70, the best box
    later = advise_sheet(tables, sheet, kinds, (6, 6, 6, 6, 6), 2, Rules())
    assert all(c.column != 1 for c in later if c.action == "score")
    assert {p.column for p in placements(tables, sheet, kinds) if p.first_only} == {1}
    # only the first-roll column open: no reroll is offered
    full = Column.from_mapping({b: 0 for b in BOXES} | {"-": 10, "+": 20})
    only_first = advise_sheet(tables, (full, column), kinds, (1, 2, 3, 4, 6), 1, Rules())
    assert {c.action for c in only_first} == {"score"}


def test_the_expert_plays_three_and_four_columns_to_the_end_legally():
    # Top-down and bottom-up tables are exact (12 masks each); the free and first-roll ones here value every
    # position at 0 (the real ones take seconds), which the rules do not care about.
    zero = lambda k: Table(Rules(), BOXES, np.zeros((1 << len(BOXES), UPPER_SIZE, PM_SIZE)), k)
    tables = {DOWN: build_table(Rules(), kind=DOWN), UP: build_table(Rules(), kind=UP), FREE: zero(FREE),
              FIRST: zero(FIRST)}
    for columns in (3, 4):
        game = YamGame({"columns": columns}, seats=2)
        moves = []

        def watch(step):
            if not step.before.is_chance_node():
                assert step.action in step.before.legal_actions()
                moves.append(step.action)
        end = play(game, [ExpertPlayer(tables), ExpertPlayer(lambda: tables)], seed=columns, watch=watch).state
        assert end.is_terminal() and all(c.is_full() for sheet in end.sheets for c in sheet)
        assert sum(isinstance(m, Score) for m in moves) == 2 * 11 * columns


def test_the_expert_decides_like_the_advice_it_gives():
    tables = small_tables([DOWN, UP, FREE])
    column = start_column(SMALL, {"-": 10, "+": 20})
    state = YamState(sheets=((column,) * 3,), kinds=(DOWN, UP, FREE), roll=1, dice=(2, 3, 4, 5, 5))
    best = advise_sheet(tables, state.sheets[0], state.kinds, state.dice, 1, Rules())[0]
    action = ExpertPlayer(tables).choose(state)
    assert action == (Keep(best.target) if best.action == "keep" else Score(best.target, best.column))
    assert state.is_legal(action)
