"""The rule text's example square, scored in full with the shipped dictionary.

The author counts 31 points (15 down + 16 across).  A complete count finds
every word he lists and two more, «ер» (row 2) and «крест» (column 4), for
36.  Every line below was worked by hand; each asserted word was checked to
be a nominative singular common noun (pymorphy3's tags: «ер» is the old name
of the letter ъ, «ёра» an archaic noun for a rogue, «копёр» a pile driver,
«лов» a catch, «ре» the note D).
"""

import pytest

from wordgames.battle.score import CANONICAL, EIGHT_DIRECTIONS, score_square
from wordgames.battle.square import Square
from wordgames.lexicon import Lexicon

EXAMPLE = """\
Б О Й К О Т
А Л Е Р Х С
К О П Е Р А
Ж В Е С А Д
П О Ч Т А Ф
Ы Я Ь Ь С Ю
"""

AUTHOR_ACROSS = {"бойкот": 5, "опера": 4, "вес": 2, "ад": 1, "почта": 4}    # 16
AUTHOR_DOWN = {"бак": 2, "олово": 4, "печь": 3, "охра": 3, "ас": 1, "сад": 2}  # 15

# (word, start cell r/c from 1, points) per direction, worked line by line:
ACROSS = [
    ("бойкот", "r1c1", 5),  # бойкот 5 > бой + кот 4
    ("ер", "r2c3", 1),      # а л Е Р х с: only «ер»
    ("опера", "r3c2", 4),   # копер 4 = опера 4, they overlap; ер/ера overlap both: опера is the more frequent
    ("вес", "r4c2", 2),     # ж В Е С А Д: вес + ад = 3 > сад 2 (сад overlaps both)
    ("ад", "r4c5", 1),
    ("почта", "r5c1", 4),   # row 6 ы я ь ь с ю holds no word
]
DOWN = [
    ("бак", "r1c1", 2),     # б а к ж п ы
    ("олово", "r1c2", 4),   # олово 4 > лов 2 (inside it)
    ("печь", "r3c3", 3),    # й е п е ч ь
    ("крест", "r1c4", 4),   # к р е с т ь: крест 4 > ре 1 (inside it); the author missed it
    ("охра", "r1c5", 3),    # о х р а а с: охра + ас, disjoint
    ("ас", "r5c5", 1),
    ("сад", "r2c6", 2),     # т с а д ф ю: сад 2 > ад 1 (inside it)
]
# «пе» (the name of the letter п, in Efremova's dictionary only) lies inside опера and inside печь.
PASSED_OVER = [("бой", "right"), ("кот", "right"), ("пе", "right"), ("копер", "right"), ("ер", "right"),
               ("ера", "right"), ("сад", "right"), ("лов", "down"), ("пе", "down"), ("ре", "down"), ("ад", "down")]

# Variation 3 adds, line by line (read backwards and along the diagonals):
#   ← т о к й о б: ток + йо = 3;  с х Р Е л а: ре 1;  а р е п о к: ар | ре overlap, 1;
#     д а с е в ж: сев 2 > ас 1 (overlap);  ф а т ч о п: фат 2 > фа 1;  ю с ь ь я ы: юс 1   -> 10
#   ↑ я о в о л о: вол 2;  ь ч е п е й: пе 1;  ь т с е р к: ер 1;  с а а р х о: ар 1;
#     ю ф д а с т: ас 1                                                                    -> 6
#   ↖ ю а с п л б: ас 1;  ф а е е о: фа 1 -> 2;   ↙ о р п в п: ор 1;
#   ↗ ь а д: ад 1;  п в п р о: ро 1 -> 2;   ↘ none
# The new words are tagged NOUN, nominative singular by pymorphy3 (йо and фа indeclinable;
# юс an old letter, ар a unit of area, фа the note F, ор a shout, сев sowing, фат a fop); «пе» (the
# letter п) and «ро» (the Greek letter rho) are nouns of Efremova's dictionary that OpenCorpora lacks.
EIGHT = {"right": 17, "down": 19, "left": 10, "up": 6, "down-right": 0, "up-left": 2,
         "down-left": 1, "up-right": 2}


@pytest.fixture(scope="module")
def lexicon():
    return Lexicon.default()


@pytest.fixture(scope="module")
def score(lexicon):
    return score_square(lexicon, Square.parse(EXAMPLE), CANONICAL)


def cell(p):
    return f"r{p.start[0] + 1}c{p.start[1] + 1}"


def test_every_word_the_author_lists_is_counted(score):
    counted = {(p.word, p.direction.name): p.points for p in score.counted}
    for words, direction in ((AUTHOR_ACROSS, "right"), (AUTHOR_DOWN, "down")):
        for word, points in words.items():
            assert counted[(word, direction)] == points
    assert sum(AUTHOR_ACROSS.values()) + sum(AUTHOR_DOWN.values()) == 31


def test_complete_count(score):
    assert [(p.word, cell(p), p.points) for p in score.counted if p.direction.name == "right"] == ACROSS
    assert [(p.word, cell(p), p.points) for p in score.counted if p.direction.name == "down"] == DOWN
    assert score.by_direction() == {"right": 17, "down": 19}
    assert score.total == 36 == sum(n for _, _, n in ACROSS + DOWN)
    assert [(p.word, p.direction.name) for p in score.passed_over] == PASSED_OVER


def test_every_counted_word_is_a_nominative_singular_noun(score, lexicon):
    for p in score.counted + score.passed_over:
        verdict = lexicon.explain(p.word)
        assert verdict.accepted, verdict.reason


def test_variation_3_adds_the_authors_words(lexicon):
    eight = score_square(lexicon, Square.parse(EXAMPLE), EIGHT_DIRECTIONS)
    counted = {(p.word, p.direction.name) for p in eight.counted}
    assert {("вол", "up"), ("ток", "left"), ("фат", "left"), ("сев", "left")} <= counted
    assert eight.by_direction() == EIGHT
    assert eight.total == 57
    for p in eight.counted:
        assert lexicon.explain(p.word).accepted
