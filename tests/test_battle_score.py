"""Scoring squares: hand-checked tables, the variations, and a brute-force oracle.

The oracle below shares no code with the scorer: it walks every line of a
square cell by cell, lists every occurrence of a word, and tries every
subset of occurrences, keeping those without two overlapping words.
"""

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.battle.score import CANONICAL, EIGHT_DIRECTIONS, best_words, directions_for, found_words, lines, score_game, score_square, strike_duplicates
from wordgames.battle.square import Square
from wordgames.battle.words import LexiconUnion, word_index
from wordgames.battle.score import DOWN, LEFT, RIGHT, UP, UP_LEFT, best_spans, line_spans
from wordgames.errors import OptionError
from wordgames.lexicon import Lexicon

TINY = Lexicon.from_words(["бой", "кот", "бойкот", "бак", "ад", "ток", "сад", "я"], name="tiny")


def square(*rows: str) -> Square:
    return Square(tuple(rows))


# -- hand-checked tables ---------------------------------------------------------------


@pytest.mark.parametrize("words, line, expected", [
    (["бой", "кот", "бойкот"], "бойкот", [(0, "бойкот")]),           # 5 beats 2 + 2
    (["бой", "кот"], "бойкот", [(0, "бой"), (3, "кот")]),
    (["бой", "кот", "бойко"], "бойкот", [(0, "бойко")]),              # 4 = 2 + 2: fewer words win
    (["бой", "ой", "кот", "йко"], "бойкот", [(0, "бой"), (3, "кот")]),
    (["бой", "кот"], "бой.кот", [(0, "бой"), (4, "кот")]),
    (["бойкот"], "бой.кот", []),                                      # an empty cell breaks a word
    (["я", "ад"], "яад", [(1, "ад")]),                                # one-letter words never count
    (["аба"], "абаба", [(0, "аба")]),                                 # overlapping occurrences: one
    (["аб", "ба"], "абаба", [(0, "аб"), (2, "аб")]),
    (["ада", "да", "ад"], "адад", [(0, "ада")]),                      # 2 beats «ад» + «ад» = 2 by fewer words
    (["бо", "ойкот"], "бойкот", [(1, "ойкот")]),                      # the first word found is not the best
    (["кот"], "", []),
])
def test_best_words_in_a_line(words, line, expected):
    assert best_words(Lexicon.from_words(words), line) == expected


@pytest.mark.parametrize("frequencies, expected", [
    ({"опера": 4.09, "копер": 2.21}, [(1, "опера")]),
    ({"опера": 2.0, "копер": 3.0}, [(0, "копер")]),
])
def test_equal_choices_prefer_frequent_words(frequencies, expected):
    lex = Lexicon.from_words(["опера", "копер"], frequencies=frequencies)
    assert best_words(lex, "копера") == expected


def test_square_breakdown_by_hand():
    # б о й к о т      rows: бойкот 5; «ад» 1          -> 6
    # а д . . . .      cols: «бак» (col 1) 2; «од»? no -> 2
    # к . с а д .      row 3: «сад» 3..5 = 2 (not «ад» too: they overlap)
    score = score_square(TINY, square("бойкот", "ад....", "к.сад."))
    assert [(p.word, p.direction.name, p.start, p.points) for p in score.counted] == [
        ("бойкот", "right", (0, 0), 5), ("ад", "right", (1, 0), 1), ("сад", "right", (2, 2), 2),
        ("бак", "down", (0, 0), 2)]
    assert score.total == 10
    assert score.by_direction() == {"right": 8, "down": 2}
    assert [(p.word, p.start) for p in score.passed_over] == [
        ("бой", (0, 0)), ("кот", (0, 3)), ("ад", (2, 3))]
    assert score.covering(score.passed_over[2]) == (score.counted[2],)


def test_eight_directions_by_hand():
    # к о т      → кот 2; ← ток 2; ↓ кот? col 1 = к о т: кот 2; ↑ ток 2
    # о . .      ↘ к . . ; others hold no word
    # т . .
    score = score_square(TINY, square("кот", "о..", "т.."), EIGHT_DIRECTIONS)
    assert score.by_direction() == {"right": 2, "down": 2, "left": 2, "up": 2, "down-right": 0,
                                    "up-left": 0, "down-left": 0, "up-right": 0}
    assert [(p.word, p.direction, p.start) for p in score.counted] == [
        ("кот", RIGHT, (0, 0)), ("кот", DOWN, (0, 0)), ("ток", LEFT, (0, 2)), ("ток", UP, (2, 0))]


def test_diagonal_words():
    # б . .      ↘: «бой» from the top left; ↖ «йоб» is no word
    # . о .
    # . . й
    score = score_square(TINY, square("б..", ".о.", "..й"), EIGHT_DIRECTIONS)
    assert [(p.word, p.direction.name, p.cells) for p in score.counted] == [
        ("бой", "down-right", ((0, 0), (1, 1), (2, 2)))]


def test_words_of_two_directions_may_share_cells():
    score = score_square(TINY, square("бак", "а..", "к.."))
    assert [(p.word, p.direction.name) for p in score.counted] == [("бак", "right"), ("бак", "down")]
    assert score.total == 4


def test_lines():
    assert lines(1, 3, DOWN) == (((0, 0),), ((0, 1),), ((0, 2),))
    # ↖ lines start where the cell down-right of the start is outside: (0,1), (1,0) and (1,1)
    assert sorted(lines(2, 2, UP_LEFT)) == [((0, 1),), ((1, 0),), ((1, 1), (0, 0))]
    assert sum(len(ln) for d in EIGHT_DIRECTIONS for ln in lines(4, 5, d)) == 8 * 20


def test_directions_for():
    assert directions_for(2) == CANONICAL and directions_for(8) == EIGHT_DIRECTIONS
    with pytest.raises(OptionError, match="directions must be 2 or 8, not 4") as e:
        directions_for(4)
    assert e.value.option == "directions"


# -- variation 2 --------------------------------------------------------------------------


def test_strike_duplicates():
    olya = square("кот", "...", "...")
    petya = square("кот", "...", "сад")
    vasya = square("сад", "...", "бак")
    plain = score_game(TINY, [olya, petya, vasya])
    assert [s.total for s in plain] == [2, 4, 4]
    struck = score_game(TINY, [olya, petya, vasya], strike=True)
    assert [s.total for s in struck] == [0, 0, 2]
    assert [(x.placed.word, x.also_in) for x in struck[0].struck] == [("кот", (1,))]
    assert [(x.placed.word, x.also_in) for x in struck[1].struck] == [("кот", (0,)), ("сад", (2,))]
    assert [(x.placed.word, x.also_in) for x in struck[2].struck] == [("сад", (1,))]
    assert [p.word for p in struck[2].counted] == ["бак"]


def test_a_word_twice_in_one_square_is_not_struck():
    (alone,) = strike_duplicates([score_square(TINY, square("кот", "...", "кот"))])
    assert alone.total == 4 and alone.struck == ()


def test_a_word_found_but_not_counted_is_not_struck():
    # Оля counts «бойкот», inside which «кот» is found but not counted: Петя keeps his «кот».
    olya, petya = score_game(TINY, [square("бойкот"), square("кот...")], strike=True)
    assert (olya.total, petya.total) == (5, 2)


# -- lexicons -------------------------------------------------------------------------------


def test_union_adds_a_second_lexicon():
    names = Lexicon.from_words(["Оля", "Рим"], name="names")
    both = LexiconUnion(TINY, names)
    assert score_square(TINY, square("римкот")).total == 2
    assert score_square(both, square("римкот")).total == 4
    assert both.name == "tiny + names"


def test_plain_sets_and_predicates_stand_for_a_lexicon():
    assert score_square({"Кот", "Бойкот"}, square("бойкот")).total == 5

    class Predicate:
        def __contains__(self, word):
            return word in ("кот", "бой")

    assert score_square(Predicate(), square("бойкот")).total == 4


def test_index_is_built_once_per_lexicon():
    lex = Lexicon.from_words(["кот"])
    assert word_index(lex) is word_index(lex)
    assert word_index(Lexicon.from_words(["кот"])) is not word_index(lex)


def test_user_overlay_counts():
    from wordgames.lexicon.overlay import UserWords
    lex = TINY.with_user_words(UserWords().add("бойк").remove("кот"))
    assert best_words(lex, "бойкот") == [(0, "бойкот")]
    assert best_words(lex, "бойк.кот") == [(0, "бойк")]


# -- the oracle -------------------------------------------------------------------------------


def oracle_occurrences(rows, words, step):
    """Every (word, start cell, cells) readable in ``step`` direction, walking the grid directly."""
    h, w = len(rows), len(rows[0])
    dr, dc = step
    out = []
    for r in range(h):
        for c in range(w):
            for length in range(2, max(h, w) + 1):
                cells = [(r + k * dr, c + k * dc) for k in range(length)]
                if not all(0 <= y < h and 0 <= x < w for y, x in cells):
                    break
                letters = "".join(rows[y][x] for y, x in cells)
                if letters in words:
                    out.append((letters, (r, c), frozenset(cells)))
    return out


def oracle_best(occurrences, step):
    """The largest total of pairwise disjoint occurrences: every subset tried, line by line.

    Occurrences on different lines never share a cell, so the lines add up;
    cells (r, c) of one line in direction (dr, dc) share r*dc - c*dr.
    """
    by_line = {}
    for occurrence in occurrences:
        (r, c), (dr, dc) = occurrence[1], step
        by_line.setdefault(r * dc - c * dr, []).append(occurrence)
    return sum(best_subset(line) for line in by_line.values())


def best_subset(occurrences):
    """The largest total of a subset of pairwise disjoint occurrences, by trying every subset."""
    best = 0
    for k in range(len(occurrences) + 1):
        for subset in combinations(occurrences, k):
            cells = [cell for _, _, cs in subset for cell in cs]
            if len(cells) == len(set(cells)):
                best = max(best, sum(len(word) - 1 for word, _, _ in subset))
    return best


# Two letters make words overlap often, which is where a wrong choice would show.
word_lists = st.sets(st.text(alphabet="аб", min_size=1, max_size=4), max_size=12)
shapes = st.tuples(st.integers(1, 5), st.integers(1, 5))
cells = st.sampled_from("ааббб.")


@st.composite
def squares(draw):
    h, w = draw(shapes)
    return square(*("".join(draw(cells) for _ in range(w)) for _ in range(h)))


@settings(max_examples=300, deadline=None)
@given(words=word_lists, sq=squares(), eight=st.booleans())
def test_scorer_agrees_with_brute_force(words, sq, eight):
    lex = Lexicon.from_words(sorted(words) or ["ъъъ"])
    directions = EIGHT_DIRECTIONS if eight else CANONICAL
    score = score_square(lex, sq, directions)
    for d in directions:
        occurrences = oracle_occurrences(sq.rows, set(words), d.step)
        found = {(p.word, p.start) for p in score.counted + score.passed_over if p.direction == d}
        assert found == {(word, start) for word, start, _ in occurrences}
        # words of one direction never share a cell (non-overlap within each line)
        cells = [c for p in score.counted if p.direction == d for c in p.cells]
        assert len(cells) == len(set(cells))
        assert score.by_direction()[d.name] == oracle_best(occurrences, d.step)
    assert set(score.counted + score.passed_over) == set(found_words(lex, sq, directions))
    for p in score.passed_over:          # a word passed over always overlaps a counted one
        assert score.covering(p)


@settings(max_examples=100, deadline=None)
@given(words=word_lists, sq=squares())
def test_symmetries(words, sq):
    lex = Lexicon.from_words(sorted(words) or ["ъъъ"])
    transposed = square(*("".join(row[c] for row in sq.rows) for c in range(sq.width)))
    mirrored = square(*(row[::-1] for row in sq.rows))
    eight = score_square(lex, sq, EIGHT_DIRECTIONS).by_direction()
    assert eight["down"] == score_square(lex, transposed).by_direction()["right"]
    assert eight["left"] == score_square(lex, mirrored).by_direction()["right"]
    assert eight["down-left"] == score_square(lex, mirrored, EIGHT_DIRECTIONS).by_direction()["down-right"]


def test_line_spans_and_best_spans():
    index = word_index(TINY)
    spans = line_spans("бойкот", index)
    assert spans == [(0, 3), (0, 6), (3, 6)]        # sorted by end, then start
    assert best_spans("бойкот", spans, index) == [(0, 6)]


def test_variation_1_a_large_sparse_plane():
    rows = [["."] * 40 for _ in range(30)]
    for k, letter in enumerate("бойкот"):          # «бойкот» across from r11c6
        rows[10][5 + k] = letter
    for k, letter in enumerate("бак"):             # «бак» down from the same «б»
        rows[10 + k][5] = letter
    rows[29][38:40] = ["а", "д"]                   # «ад» in the bottom right corner
    score = score_square(TINY, square(*("".join(r) for r in rows)))
    assert [(p.word, p.direction.name, p.start) for p in score.counted] == [
        ("бойкот", "right", (10, 5)), ("ад", "right", (29, 38)), ("бак", "down", (10, 5))]
    assert score.total == 5 + 1 + 2


@settings(max_examples=60, deadline=None)
@given(words=word_lists, game=st.lists(squares(), min_size=1, max_size=4))
def test_strike_invariants(words, game):
    lex = Lexicon.from_words(sorted(words) or ["ъъъ"])
    plain = score_game(lex, game)
    struck = score_game(lex, game, strike=True)
    kept_by = [{p.word for p in s.counted} for s in struck]
    for k, (before, after) in enumerate(zip(plain, struck)):
        assert sorted(after.counted + tuple(x.placed for x in after.struck)) == sorted(before.counted)
        for x in after.struck:
            assert x.also_in and k not in x.also_in
            assert all(x.placed.word in {p.word for p in plain[o].counted} for o in x.also_in)
        for word in kept_by[k]:
            assert sum(word in {p.word for p in s.counted} for s in plain) == 1


@pytest.mark.slow
def test_real_dictionary_against_brute_force():
    """200 random 6×6 squares of called letters, shipped dictionary, 8 directions, against the oracle."""
    import random

    from wordgames.battle.letters import draw_letters, letter_weights
    lex = Lexicon.default()
    words = set(lex)
    rng = random.Random(4)
    for _ in range(200):
        letters = "".join(draw_letters(rng, letter_weights(), 36))
        sq = square(*(letters[k:k + 6] for k in range(0, 36, 6)))
        score = score_square(lex, sq, EIGHT_DIRECTIONS)
        for d in EIGHT_DIRECTIONS:
            occurrences = oracle_occurrences(sq.rows, words, d.step)
            assert score.by_direction()[d.name] == oracle_best(occurrences, d.step)
