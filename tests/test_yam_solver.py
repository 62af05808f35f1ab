"""The Yam solver against an independent brute-force oracle on small sheets, a hand-computed value,
widget invariants (hypothesis), the advisor, Monte Carlo agreement, the cache."""

import functools
import itertools
import math
import random
import re
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.cache import CacheNote
from wordgames.games.yam.advisor import KEEP, SCORE, advise, expected_final
from wordgames.games.yam.montecarlo import simulate, summary
from wordgames.games.yam.about import FIVE_OF_A_KIND, THREE_OF_A_KIND
from wordgames.games.yam.sheet import BOXES, Column, Rules
from wordgames.games.yam.solver import Table, build_table, cache_path, load_or_build, table_for
from wordgames.games.yam.widget import FIRST_ROLL, ROLLS, turn_value

# Every ordered outcome of n dice, counted by sorted faces: the oracle's own dice probabilities.
OUTCOMES = {n: Counter(tuple(sorted(p)) for p in itertools.product(range(1, 7), repeat=n)) for n in range(6)}


class Oracle:
    """Plain expectimax over real columns: no abstraction of positions, the Бонус from Column.total()."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.between = functools.cache(self._between)
        self.roll_value = functools.cache(self._roll_value)
        self.keep_value = functools.cache(self._keep_value)

    def _between(self, column: Column) -> float:
        """Expected final Счёт before a turn."""
        if column.is_full():
            return column.total()
        return sum(n * self.roll_value(column, dice, 2) for dice, n in OUTCOMES[5].items()) / 6 ** 5

    def _roll_value(self, column: Column, dice: tuple, left: int) -> float:
        """Expected final Счёт with ``dice`` on the table and ``left`` rolls to go."""
        best = max(self.between(column.fill(b, column.score(b, dice, self.rules))) for b in column.empty_boxes())
        if left:
            keeps = {tuple(sorted(c)) for r in range(5) for c in itertools.combinations(dice, r)}
            best = max([best] + [self.keep_value(column, k, left) for k in keeps])
        return best

    def _keep_value(self, column: Column, keep: tuple, left: int) -> float:
        n = 5 - len(keep)
        return sum(c * self.roll_value(column, tuple(sorted(keep + r)), left - 1)
                   for r, c in OUTCOMES[n].items()) / 6 ** n


def start_column(open_boxes, filled=None):
    """A column where every box but ``open_boxes`` is filled (with 0 unless given in ``filled``)."""
    return Column.from_mapping({b: 0 for b in BOXES if b not in open_boxes} | (filled or {}))


CASES = [
    # (open boxes, other boxes' values, rules)
    (("6",), {"1": 4, "2": 6, "3": 9, "4": 12, "5": 25}, Rules()),   # Сумма 56: one 6 brings the Бонус
    (("5", "6"), {"1": 3, "2": 6, "3": 9, "4": 12, "-": 10, "+": 20}, Rules()),
    (("+",), {"-": 17}, Rules()),
    (("-",), {"+": 22}, Rules()),
    (("Ряд", "Яма"), {"-": 0, "+": 20}, Rules()),
    (("Дом", "Яма"), {"6": 30, "-": 10, "+": 20}, Rules(dom=THREE_OF_A_KIND, yama=FIVE_OF_A_KIND)),
    (("4", "Дом"), {"1": 5, "2": 10, "3": 15, "5": 25, "-": 10, "+": 20}, Rules()),   # Сумма 55: one 4 makes 59, two 63
]


@pytest.mark.parametrize("boxes, filled, rules", CASES)
def test_table_matches_brute_force(boxes, filled, rules):
    table = build_table(rules, boxes)
    column = start_column(boxes, filled)
    oracle = Oracle(rules)
    assert expected_final(table, column) == pytest.approx(oracle.between(column), abs=1e-9)
    rng = random.Random(len(boxes))
    for left in (0, 1, 2):
        dice = tuple(sorted(rng.choice(range(1, 7)) for _ in range(5)))
        assert advise(table, column, dice, left)[0].expected == pytest.approx(oracle.roll_value(column, dice, left))


def test_plus_minus_pair_matches_brute_force():
    boxes = ("-", "+")
    column = start_column(boxes, {"6": 30, "5": 25, "4": 20})
    assert expected_final(build_table(Rules(), boxes), column) == pytest.approx(Oracle(Rules()).between(column))


def test_last_upper_box_by_hand():
    # Only «6» is left and Сумма is 56: any 6 brings the Бонус, so keep every 6.  Each die misses 6
    # in three rolls with probability (5/6)**3 = 125/216, so the count of 6s is Binomial(5, 91/216).
    column = start_column(("6",), {"1": 4, "2": 6, "3": 9, "4": 12, "5": 25})
    p_six = Fraction(91, 216)
    by_hand = 56 + 6 * 5 * p_six + 30 * (1 - (1 - p_six) ** 5)
    assert expected_final(build_table(Rules(), ("6",)), column) == pytest.approx(float(by_hand), abs=1e-9)


def test_advice_on_a_hand_checked_throw():
    # Only Ряд is left, 1 2 3 4 6 on the table, one roll to go.  Keep 2 3 4 6 and roll a 5: 50 with
    # chance 1/6; keep 1 2 3 4 and roll a 5: 45 with chance 1/6; keep 2 3 4: (45 + 50) * 2/36 = 5.28.
    column = start_column(("Ряд",), {"-": 10, "+": 20})
    choices = advise(build_table(Rules(), ("Ряд",)), column, (1, 2, 3, 4, 6), 1)
    best = choices[0]
    assert best.action == KEEP and best.target == (2, 3, 4, 6)
    assert best.expected == pytest.approx(column.total() + 50 / 6)
    keep_1234 = next(c for c in choices if c.action == KEEP and c.target == (1, 2, 3, 4))
    assert keep_1234.expected == pytest.approx(column.total() + 45 / 6)
    score_now = next(c for c in choices if c.action == SCORE)
    assert (score_now.target, score_now.points, score_now.expected) == ("Ряд", 0, column.total())


@given(st.lists(st.floats(0, 100), min_size=252, max_size=252))
@settings(max_examples=40, deadline=None)
def test_widget_bounds(values):
    f = np.array(values)[:, None]
    v = turn_value(f)[0]
    no_reroll = float(FIRST_ROLL @ f[:, 0])
    assert no_reroll - 1e-9 <= v <= max(values) + 1e-9


@given(st.lists(st.floats(0, 100), min_size=252, max_size=252), st.floats(0, 10))
@settings(max_examples=25, deadline=None)
def test_widget_monotone_and_shift(values, shift):
    f = np.array(values)[:, None]
    assert turn_value(f + shift)[0] == pytest.approx(turn_value(f)[0] + shift)
    g = f.copy()
    g[np.argmin(values)] += shift
    assert turn_value(g)[0] >= turn_value(f)[0] - 1e-9


def test_widget_five_of_a_kind_in_three_rolls():
    # Published figure: the chance of five of a kind within three rolls, aiming for it, is 0.04603.
    f = np.array([[1.0 if len(set(r)) == 1 else 0.0] for r in ROLLS])
    assert turn_value(f)[0] == pytest.approx(0.046029, abs=1e-6)


def test_monte_carlo_agrees_on_a_small_sheet():
    boxes = ("5", "6")
    table = build_table(Rules(), boxes)
    column = start_column(boxes, {"1": 3, "2": 6, "3": 9, "4": 12, "-": 10, "+": 20})
    s = summary(simulate(table, 4000, random.Random(11), column), expected_final(table, column))
    assert s["agrees"], s


def test_monte_carlo_bookkeeping_is_the_sheets():
    table = build_table(Rules(), ("Ряд",))
    column = start_column(("Ряд",), {"-": 10, "+": 20})
    scores = simulate(table, 500, random.Random(2), column)
    assert set(scores) <= {column.total(), column.total() + 45, column.total() + 50}


def test_table_round_trip_and_bad_files(tmp_path):
    table = build_table(Rules(), ("Ряд", "Яма"))
    table.save(tmp_path / "t.npz")
    loaded = Table.load(tmp_path / "t.npz")
    assert loaded.boxes == table.boxes and loaded.rules == table.rules
    assert np.array_equal(loaded.values, table.values)
    (tmp_path / "bad.npz").write_bytes(b"not a table")
    with pytest.warns(CacheNote, match="damaged"):
        assert Table.load(tmp_path / "bad.npz") is None
    assert Table.load(tmp_path / "missing.npz") is None


def test_cache_location(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_path(Rules()) == tmp_path / "wordgames" / "yam-v2-dom-full-house-yama-four-of-a-kind.npz"
    assert cache_path(Rules(yama=FIVE_OF_A_KIND), tmp_path / "x").parent == tmp_path / "x"


@pytest.mark.parametrize("open_boxes, filled", [
    (("Ряд", "Яма", "Дом"), {"-": 10, "+": 20}),
    (("6", "+", "Дом", "Ряд", "Яма"), {"-": 12, "4": 12}),
    (("1", "2", "3", "Дом", "Ряд"), {"-": 12, "4": 12}),
])
def test_late_positions_get_a_small_table(open_boxes, filled):
    column = start_column(open_boxes, filled)
    small = table_for(column, Rules())
    assert set(small.boxes) == set(open_boxes)
    assert expected_final(small, column) == pytest.approx(expected_final(build_table(Rules(), small.boxes), column))


@pytest.mark.parametrize("dice, left, error", [
    ((1, 2, 3), 0, "a throw is five dice 1-6, not (1, 2, 3)"),
    ((1, 2, 3, 4, 5), 3, "rolls left must be 0, 1 or 2, not 3"),
])
def test_advise_rejects_bad_questions(dice, left, error):
    table = build_table(Rules(), ("Ряд",))
    with pytest.raises(ValueError, match=re.escape(error)):
        advise(table, start_column(("Ряд",), {"-": 10, "+": 20}), dice, left)


def test_position_needs_other_boxes_filled():
    with pytest.raises(ValueError, match="this table covers only Ряд: fill"):
        expected_final(build_table(Rules(), ("Ряд",)), Column.empty())


@pytest.mark.slow
def test_full_table_agrees_with_monte_carlo(tmp_path):
    table, info = load_or_build(Rules(), tmp_path)
    assert info["built"] and (tmp_path / cache_path(Rules()).name).exists()
    again, info2 = load_or_build(Rules(), tmp_path)
    assert not info2["built"] and again.start_value() == table.start_value()
    s = summary(simulate(table, 10_000, random.Random(3)), table.start_value())
    assert s["agrees"], s
    assert math.isclose(expected_final(table, Column.empty()), table.start_value())

