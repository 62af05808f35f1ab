"""Dix Mille combinations from the rule text, throws that lose the turn, the scoring table option."""

import json

import pytest

from wordgames.errors import ArgumentError, InputFormatError
from wordgames.games.dixmille.scoring import (PAIR_AND_FOUR, SIX_OF_A_KIND, STRAIGHT, TABLES, THREE_PAIRS,
                                              ScoringTable, is_bust, parse_table, selections, table_option)

TEXT = TABLES["text"]


def best(dice, table=TEXT, bankable=None):
    """The highest-scoring selection (among bankable ones, or forced ones, when asked)."""
    options = [s for s in selections(dice, table) if bankable is None or s.forced(table) != bankable]
    return max(options, key=lambda s: s.points(table))


# (throw, points of the best selection, must throw six again) — each from the rule text.
COMBINATIONS = [
    ((1, 2, 3, 3, 4, 6), 100, False),          # "единица - 100 очков"
    ((2, 3, 3, 4, 5, 6), 50, False),           # "пятерка дает 50 очков"
    ((4, 4, 4, 2, 3, 6), 400, False),          # "три четверки принесут 400 очков"
    ((1, 1, 1, 2, 3, 4), 1000, False),         # "тройную единицу ... 1000 очков сразу"
    ((2, 2, 3, 3, 6, 6), 1500, True),          # three pairs, "обязан еще раз бросить все шесть"
    ((3, 3, 4, 4, 4, 4), 1500, True),          # a pair and four of a kind
    ((6, 6, 6, 6, 6, 6), 1500, True),          # six of a kind
    ((1, 2, 3, 4, 5, 6), 3000, True),          # "1, 2, 3, 4, 5, 6 даст 3000 очков"
    ((1, 1, 1, 1, 1, 1), 2000, False),         # six 1s as two triples: 2000, "возможность завершить ход"
    ((4, 4, 4, 6, 6, 6), 1000, False),         # two triples in one throw
    ((5, 5, 5), 500, False),
]


@pytest.mark.parametrize("dice, points, forced", COMBINATIONS)
def test_combinations_of_the_text(dice, points, forced):
    s = best(dice)
    assert (s.points(TEXT), s.forced(TEXT)) == (points, forced)


@pytest.mark.parametrize("dice, kind", [
    ((2, 2, 3, 3, 6, 6), THREE_PAIRS), ((3, 3, 4, 4, 4, 4), PAIR_AND_FOUR),
    ((6, 6, 6, 6, 6, 6), SIX_OF_A_KIND), ((1, 2, 3, 4, 5, 6), STRAIGHT)])
def test_six_dice_combinations_force_a_throw_of_all_six(dice, kind):
    six = [s for s in selections(dice, TEXT) if len(s.dice()) == 6 and s.combos[0].kind == kind]
    assert len(six) == 1 and six[0].forced(TEXT)


@pytest.mark.parametrize("dice, points", [
    ((5, 5, 5, 5, 5, 5), 1000),     # "завершить ход разрешено и после ... шести пятерок": two triples of 5
    ((1, 1, 5, 5, 3, 3), 300),      # "парных пятерок и парных единиц": the 1s and 5s one by one
    ((1, 1, 1, 1, 1, 1), 2000),
    ((1, 2, 3, 4, 5, 6), 150),      # the straight's 1 and 5, to be free to bank
])
def test_ways_to_avoid_the_forced_throw(dice, points):
    assert best(dice, bankable=True).points(TEXT) == points


@pytest.mark.parametrize("dice, listed", [
    ((1, 1, 5, 3, 4, 6), ["1", "1+1", "1+1+5", "1+5", "5"]),
    ((2, 3, 4, 6), []),
    ((3, 3, 3, 3), ["333"]),                                    # four of a kind is a triple and a dead die
    ((1, 1, 1, 5), ["1", "1+1", "1+1+1", "1+1+1+5", "1+1+5", "1+5", "111", "111+5", "5"]),
])
def test_every_selection_is_listed(dice, listed):
    assert [str(s) for s in selections(dice, TEXT)] == listed


@pytest.mark.parametrize("dice, bust", [
    ((2, 2, 2, 2, 1, 5), True),     # "четырех или большего количества двоек": loses even with 1 and 5
    ((2, 2, 2, 2, 2, 2), True),     # six 2s: the penalty, not six of a kind
    ((2, 2, 2, 2, 3, 3), True),     # not a pair and four either
    ((2, 2, 2, 2), True),
    ((2, 2, 2, 3), False),          # three 2s score 200
    ((3, 4, 6, 6), True),           # nothing scores
    ((3, 3, 4, 4, 6, 6), False),    # ... but three pairs do
    ((6,), True),
    ((1,), False),
])
def test_throws_that_lose_the_turn(dice, bust):
    assert is_bust(tuple(sorted(dice)), TEXT) == bust


def test_plain_table_has_no_six_dice_combinations_and_no_twos_penalty():
    plain = TABLES["plain"]
    assert [str(s) for s in selections((2, 2, 3, 3, 6, 6), plain)] == []
    assert is_bust((2, 2, 3, 3, 6, 6), plain)
    assert not is_bust((1, 2, 2, 2, 2, 5), plain)
    assert best((1, 2, 3, 4, 5, 6), plain).points(plain) == 150


def test_a_combination_worth_nothing_is_not_offered():
    only_singles = ScoringTable(triple_ones=0, triple_factor=0, three_pairs=0, pair_and_four=0,
                                six_of_a_kind=0, straight=0)
    assert [str(s) for s in selections((1, 1, 1, 4, 4, 4), only_singles)] == ["1", "1+1", "1+1+1"]


def test_bonus_ladder_values():
    assert [TEXT.bonus(k) for k in range(4)] == [500, 1000, 1500, 2000]


def test_table_from_a_file(tmp_path):
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"straight": 1500, "forced_straight": False, "target": 5000}))
    t = parse_table(str(path))
    assert (t.straight, t.forced_straight, t.target, t.one) == (1500, False, 5000, 100)
    assert best((1, 2, 3, 4, 5, 6), t).forced(t) is False
    assert table_option(str(path)) == without_twos(t.to_dict())


def without_twos(fields: dict) -> dict:
    """Return a table's fields without the reading of four 2s (the game's rule option twos, not a table field)."""
    return {k: v for k, v in fields.items() if k != "twos_lose_score"}


def test_a_table_file_may_not_name_the_reading_of_four_twos(tmp_path):
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"twos_lose_score": False}))
    with pytest.raises(ArgumentError, match="twos_lose_score' is the rule option twos now: twos score"):
        table_option(str(path))


def test_table_option_gives_the_json_form():
    assert table_option("text") == without_twos(TABLES["text"].to_dict())
    assert ScoringTable.from_dict(table_option("plain")) == TABLES["plain"]


@pytest.mark.parametrize("content, error", [
    ('{"stright": 1}', "{path}: unknown scoring field 'stright'"),
    ('{"straight": "1500"}', "{path}: scoring field 'straight' must be int, not '1500'"),
    ('{"forced_straight": 1}', "{path}: scoring field 'forced_straight' must be bool, not 1"),
    ('{"one": -100}', "{path}: scoring field 'one' must not be negative"),
    ('{"one": 10000000}', "{path}: scoring field 'one' must be at most 1000000"),
    ('{"twos_bust": 7}', "{path}: scoring field 'twos_bust' must be at most 6"),
    ('{"target": 0}', "{path}: scoring field 'target' must be at least 1"),
    ('{"one": 1}', "{path}: scoring field 'one' must be a multiple of 50, not 1"),
    ('{"bonus_step": 999999}', "{path}: scoring field 'bonus_step' must be a multiple of 50, not 999999"),
    ('[1]', "{path}: a scoring table is a JSON object of fields"),
    ('{', "{path}:1:2: not valid JSON: Expecting property name enclosed in double quotes"),
])
def test_bad_table_files(tmp_path, content, error):
    path = tmp_path / "t.json"
    path.write_text(content)
    with pytest.raises(InputFormatError) as e:
        parse_table(str(path))
    assert str(e.value) == error.format(path=path)


def test_unknown_table_name():
    with pytest.raises(InputFormatError, match="french: not a table name \\(text, plain\\) nor a file"):
        parse_table("french")
