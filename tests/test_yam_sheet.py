"""Yam boxes on hand-made dice, the «−»/«+» rule, the Бонус edge, the example sheet of the text, sheet files."""

import re
from pathlib import Path

import pytest

from wordgames.errors import InputFormatError
from wordgames.games.yam.about import FIVE_OF_A_KIND, THREE_OF_A_KIND
from wordgames.games.yam.checks import column_problems
from wordgames.games.yam.sheet import (DOWN, FREE, UP, Column, Rules, box_score, plus_minus_score, possible_values)
from wordgames.games.yam.sheetfile import check, format_table, parse_json, parse_text

DOCS = Path(__file__).resolve().parent.parent / "docs" / "yam.md"

# (dice, box, score with the default rules) — each worked out by hand from the rule text.
BOX_CASES = [
    ((1, 1, 1, 2, 3), "1", 3),
    ((4, 4, 4, 4, 1), "4", 16),           # "четыре четверки дадут 16"
    ((2, 2, 2, 3, 5), "2", 6),            # "три двойки дадут число 6"
    ((2, 2, 2, 2, 2), "2", 10),
    ((1, 2, 3, 4, 6), "5", 0),
    ((1, 5, 5, 6, 6), "6", 12),
    ((1, 2, 3, 4, 5), "3", 3),
    ((1, 2, 3, 4, 5), "-", 15),
    ((6, 6, 6, 6, 6), "+", 30),
    ((2, 2, 6, 6, 6), "Дом", 42),         # 22 + 20
    ((2, 2, 5, 5, 5), "Дом", 39),
    ((3, 3, 3, 3, 3), "Дом", 35),         # five equal dice count as a full house
    ((2, 2, 2, 3, 4), "Дом", 0),          # three of a kind is not a full house
    ((1, 2, 2, 3, 3), "Дом", 0),
    ((1, 2, 3, 4, 5), "Ряд", 45),         # "в первом случае сумма составит 45"
    ((2, 3, 4, 5, 6), "Ряд", 50),         # "во втором - 50"
    ((1, 2, 3, 4, 6), "Ряд", 0),
    ((1, 3, 4, 5, 6), "Ряд", 0),
    ((2, 4, 4, 4, 4), "Яма", 58),         # 18 + 40: four of a kind
    ((3, 3, 3, 3, 6), "Яма", 58),
    ((4, 4, 4, 4, 4), "Яма", 60),
    ((1, 1, 5, 5, 5), "Яма", 0),
]


@pytest.mark.parametrize("dice, box, expected", BOX_CASES)
def test_box_scores(dice, box, expected):
    assert box_score(box, dice, Rules()) == expected


@pytest.mark.parametrize("dice, box, rules, expected", [
    ((2, 2, 2, 3, 4), "Дом", Rules(dom=THREE_OF_A_KIND), 33),
    ((1, 2, 6, 6, 6), "Дом", Rules(dom=THREE_OF_A_KIND), 41),
    ((1, 2, 2, 3, 3), "Дом", Rules(dom=THREE_OF_A_KIND), 0),
    ((2, 4, 4, 4, 4), "Яма", Rules(yama=FIVE_OF_A_KIND), 0),
    ((4, 4, 4, 4, 4), "Яма", Rules(yama=FIVE_OF_A_KIND), 60),
])
def test_rule_options(dice, box, rules, expected):
    assert box_score(box, dice, rules) == expected


@pytest.mark.parametrize("first, first_value, second, total, expected", [
    ("-", 19, "+", 20, 20),   # the text's example: 20 and 19
    ("-", 19, "+", 19, 0),    # equal is not greater
    ("-", 21, "+", 15, 0),
    ("+", 20, "-", 19, 19),   # «+» filled first: «−» must be smaller
    ("+", 20, "-", 20, 0),
    ("+", 20, "-", 25, 0),
])
def test_plus_minus_both_orders(first, first_value, second, total, expected):
    assert plus_minus_score(second, total, first_value) == expected
    column = Column.empty().fill(first, first_value)
    dice = {15: (1, 2, 3, 4, 5), 19: (1, 3, 4, 5, 6), 20: (2, 3, 4, 5, 6), 25: (3, 5, 5, 6, 6)}[total]
    assert column.score(second, dice, Rules()) == expected


def test_plus_minus_first_filled_is_the_sum():
    assert Column.empty().score("+", (1, 1, 1, 1, 2), Rules()) == 6
    assert Column.empty().score("-", (6, 6, 6, 6, 6), Rules()) == 30


@pytest.mark.parametrize("upper, summa, bonus, total", [
    ({"1": 4, "2": 6, "3": 9, "4": 12, "5": 10, "6": 18}, 59, 0, 59),
    ({"1": 5, "2": 6, "3": 9, "4": 12, "5": 10, "6": 18}, 60, 30, 90),
    ({"1": 5, "2": 10, "3": 15, "4": 20, "5": 25, "6": 30}, 105, 30, 135),
    ({"5": 25, "6": 30}, 55, 0, 55),
    ({"4": 8, "5": 25, "6": 30}, 63, 30, 93),   # the Бонус counts once Сумма reaches 60, even mid-game
])
def test_bonus_edge(upper, summa, bonus, total):
    column = Column.from_mapping(upper)
    assert (column.summa(), column.bonus(), column.total()) == (summa, bonus, total)


def docs_example() -> str:
    """Return the example sheet of the text as docs/yam.md shows it."""
    text = DOCS.read_text(encoding="utf-8")
    return re.search(r"<!-- example-sheet -->\n```\n(.*?)```", text, re.S).group(1)


def test_example_sheet_adds_up():
    sheet = parse_text(docs_example())
    assert [(p.name, p.total()) for p in sheet.players] == [("1-й игрок", 259), ("2-й игрок", 241)]
    assert [(c.columns[0].column.summa(), c.columns[0].column.bonus()) for c in sheet.players] == [(57, 0), (76, 30)]


def test_example_sheet_only_problem_is_the_texts_plus_31():
    # Five dice sum to at most 30, so «+» 31 is an erratum of the text; Дом and Яма are all possible.
    problems = check(parse_text(docs_example(), "example.txt"), Rules())
    assert [str(p) for p in problems] == [
        "example.txt:11:3: + 31 cannot occur: only 0 or a sum of five dice (5-30) (1-й игрок)"]


def test_example_sheet_rules_out_five_of_a_kind_yama():
    problems = check(parse_text(docs_example()), Rules(yama=FIVE_OF_A_KIND))
    assert [p.message for p in problems][1:] == [
        "Яма 58 cannot occur: no five of a kind sums to 18 (Яма is 0 or five of a kind + 40; rule option yama=five-of-a-kind)"]


def test_every_example_entry_is_possible_under_the_default_reading():
    for box, value in [("Дом", 42), ("Дом", 36), ("Яма", 58), ("Яма", 60), ("Ряд", 50), ("Ряд", 0)]:
        assert value in possible_values(box, Rules())


@pytest.mark.parametrize("text, message", [
    ("Позиция\tАня\nРяд\t47\n", "Ряд 47 cannot occur: only 0, 45 or 50"),
    ("Позиция\tАня\n3\t10\n", "3 10 cannot occur: only a multiple of 3 up to 15"),
    ("Позиция\tАня\n6\t36\n", "6 36 cannot occur: only a multiple of 6 up to 30"),
    ("Позиция\tАня\n-\t20\n+\t19\n", "«+» 19 must be greater than «−» 20 (or be 0)"),
    ("Позиция\tАня\n-\t0\n+\t0\n", "«−» and «+» cannot both be 0: the box filled first holds its sum"),
    ("Позиция\tАня\n-\t4\n", "«-» 4 cannot be filled first: the sum of five dice is 5-30"),
    ("Позиция\tАня\nДом\t49\n", "Дом 49 cannot occur: no full house sums to 29 (Дом is 0 or a full house + 20; rule option dom=full-house)"),
    ("Позиция\tАня\nДом\t26\n", "Дом 26 cannot occur: no full house sums to 6 (Дом is 0 or a full house + 20; rule option dom=full-house)"),
    ("Позиция\tАня\nЯма\t44\n", "Яма 44 cannot occur: no four of a kind sums to 4 (Яма is 0 or four of a kind + 40; rule option yama=four-of-a-kind)"),
    ("Позиция\tАня\n1\t3\nСумма\t4\n", "Сумма 4 does not add up: the boxes give 3"),
    ("Позиция\tАня\n1\t3\nСчёт\t33\n", "Счёт 33 does not add up: the boxes give 3"),
    ("Позиция\tАня [down]\tАня [up]\tАня\n2\t4\t.\t.\n",
     "this column is filled from the top down, but 1 is empty before a filled box"),
    ("Позиция\tАня [down]\tАня [up]\tАня\nРяд\t.\t45\t.\n",
     "this column is filled from the bottom up (Яма first), but Яма is empty before a filled box"),
])
def test_invalid_sheets(text, message):
    assert [p.message for p in check(parse_text(text), Rules())] == [message]


def test_possible_partial_sheets_pass():
    text = "Позиция\tАня [down]\tАня [up]\tАня\tАня [first]\n1\t3\t.\t.\t2\nЯма\t.\t0\t58\t.\n-\t.\t.\t0\t.\n+\t.\t.\t12\t.\n"
    sheet = parse_text(text)
    assert check(sheet, Rules()) == []
    assert sheet.players[0].total() == 3 + 0 + 58 + 12 + 2


@pytest.mark.parametrize("text, error", [
    ("", "s.txt: empty sheet: expected a header line 'Позиция <player> ...'"),
    ("Позиция\n1\t3\n", "s.txt:1:1: the header names no player column"),
    ("Позиция\tАня\nСемь\t3\n", "s.txt:2:1: unknown box 'Семь'"),
    ("Позиция\tАня\n1\tx\n", "s.txt:2:3: 1: expected a number or '.', not 'x'"),
    ("Позиция\tАня\n1\t3\n1\t2\n", "s.txt:3:1: line '1' appears twice (first on line 2)"),
    ("Позиция\tАня\n1\t3\t4\n", "s.txt:2:5: 2 cells for 1 column"),
    ("Позиция  Аня  Боря\nЯма    58\n# comment\nРяд  .     45\n", None),
])
def test_sheet_format_errors(text, error):
    if error is None:
        sheet = parse_text(text, "s.txt")
        assert [p.total() for p in sheet.players] == [58, 45]
        return
    with pytest.raises(InputFormatError) as e:
        parse_text(text, "s.txt")
    assert str(e.value) == error


@pytest.mark.parametrize("text, error", [
    ("{", "s.json:1:2: not valid JSON: Expecting property name enclosed in double quotes"),
    ('{"players": 3}', 's.json: expected an object with a "players" list'),
    ('{"players": [{"name": "Аня", "boxes": {"Семь": 3}}]}', "s.json: unknown box 'Семь'"),
    ('{"players": [{"name": "Аня", "boxes": {"1": "3"}}]}', "s.json: player 'Аня', box '1': expected an integer, not '3'"),
    ('{"players": [{"name": "Аня", "boxes": {"Яма": 58, "yam": 60}}]}', "s.json: Яма is given twice"),
])
def test_json_errors(text, error):
    with pytest.raises(InputFormatError) as e:
        parse_json(text, "s.json")
    assert str(e.value) == error


def test_json_sheet_with_columns_and_stated_totals():
    text = ('{"players": [{"name": "Аня", "columns": [{"kind": "down", "boxes": {"1": 3}, "total": 3},'
            ' {"kind": "up", "boxes": {"Яма": 60}}]}]}')
    sheet = parse_json(text)
    assert [c.kind for c in sheet.players[0].columns] == [DOWN, UP]
    assert sheet.players[0].total() == 63 and check(sheet, Rules()) == []


def test_drawn_sheet_reads_back():
    columns = [(DOWN, Column.from_mapping({"1": 3, "2": 4})), (UP, Column.from_mapping({"Яма": 58})),
               (FREE, Column.from_mapping({"-": 12, "+": 0}))]
    text = format_table([("Аня", columns), ("Боря", [(FREE, Column.empty())])])
    sheet = parse_text(text)
    assert [(c.kind, c.column) for c in sheet.players[0].columns] == columns
    assert check(sheet, Rules()) == []


def test_column_problems_lists_every_problem():
    column = Column.from_mapping({"Ряд": 47, "3": 10, "-": 20, "+": 19})
    assert [box for box, *_ in column_problems(column, FREE, Rules())] == ["3", "Ряд", "+"]


@pytest.mark.parametrize("cell, message", [
    ("9" * 5000, "s.txt:2:3: 1: '9999999999999999999 is more than any box holds"),
    ("٣", "s.txt:2:3: 1: expected a number or '.', not '٣'"),
])
def test_a_cell_that_is_no_box_value_is_refused_where_it_stands(cell, message):
    with pytest.raises(InputFormatError) as e:
        parse_text(f"Позиция\tАня\n1\t{cell}\n", "s.txt")
    assert str(e.value) == message
