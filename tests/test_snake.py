"""Змейка: the card set, every placement rule by number, scores, jokers, diminutive warnings."""

from itertools import islice, product

import pytest
from hypothesis import given, strategies as st

from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Placement, Snake
from wordgames.snake.rules import Turn, check, judge
from wordgames.snake.cards import CARD_COUNTS, JOKERS, LETTER_VALUES, full_deck
from wordgames.snake.record import from_words, parse_text, snake_after
from wordgames.snake.suffixes import diminutive_warning


@pytest.fixture(scope="module")
def lex():
    return Lexicon.default(user_words=None)


# The card set as the text lists it: letters, cards of each, points.
TEXT_CARDS = [("аеион", 35, 1), ("вдклмпрст", 21, 2), ("бгйуя", 10, 3), ("жзхчь", 6, 5), ("фцшщъыэю", 4, 10)]


def test_card_set_is_the_texts():
    assert sum(full_deck().values()) == 480 and JOKERS == 4
    for letters, count, value in TEXT_CARDS:
        for letter in letters:
            assert (CARD_COUNTS[letter], LETTER_VALUES[letter]) == (count, value)
    assert len(CARD_COUNTS) == 32  # every letter but ё, which is е


def after(word, played=()):
    """A snake whose right word is ``word`` (not held to rule 4: a position to judge the next word on)."""
    snake = snake_after(word)
    return Snake(snake.cards, snake.words, frozenset(played))


@pytest.mark.parametrize("right, word, rules", [
    ("хлор", "хлорка", ["3"]),                 # the text's own forbidden example
    ("укроп", "опера", []),                    # the text's example: Е, Р, А added to ...оп
    ("опера", "рак", ["4"]),                   # three letters, counting the overlap
    ("опера", "работы", ["6"]),                # a plural, not nominative singular
    ("опера", "опера", ["1", "3", "6"]),       # no new card, the whole right word, played already
    ("кот", "тушь", ["5"]),                    # a dead end: no continuation
    ("опера", "домик", ["2"]),                 # takes no letter of the right word
    ("опера", "радуга", []),
])
def test_normal_placement_rules(lex, right, word, rules):
    verdict = judge(lex, after(right), word)
    assert [f.rule for f in verdict.faults] == rules


def test_played_word_is_rule_6(lex):
    verdict = judge(lex, after("опера", played={"радуга"}), "радуга")
    assert [(f.rule, f.message) for f in verdict.faults] == [("6", "«радуга» has already been played in this game")]


def test_every_broken_rule_is_reported(lex):
    verdict = judge(lex, after("хлор"), "хлоры")  # full overlap, plural
    assert [f.rule for f in verdict.faults] == ["3", "6"]


@pytest.mark.parametrize("word, kind, added, rule", [
    ("опера", RIGHT, 6, "1"),     # more cards than letters: some placed card is outside the word
    ("опера", RIGHT, 0, "1"),     # no card placed
])
def test_rule_1(lex, word, kind, added, rule):
    verdict = check(lex, after("укроп"), Placement(word, kind, added))
    assert verdict.faults[0].rule == rule


@pytest.mark.parametrize("letter, word, kind, rules", [
    ("о", "опера", FIRST_RIGHT, []),
    ("о", "кино", FIRST_LEFT, []),        # to the left of the face-up letter: not a left placement
    ("о", "кино", FIRST_RIGHT, ["2"]),    # does not begin with о
    ("о", "кот", FIRST_LEFT, ["2", "4"]),
    ("х", "хлор", FIRST_RIGHT, []),       # rule 3 does not bind the first placement
    ("о", "кино", LEFT, ["2"]),           # the first placement to the left is not a left placement
])
def test_first_placement(lex, letter, word, kind, rules):
    verdict = check(lex, Snake.start(letter), Placement(word, kind, added=len(word) - 1))
    assert [f.rule for f in verdict.faults] == rules


@pytest.mark.parametrize("turn, rules", [
    (Turn(), []),
    (Turn(left_used=True), ["left-once"]),
    (Turn(words_this_turn=1, normal_this_turn=True), ["left-alone"]),
    (Turn(going_out=True), ["left-out"]),
    (Turn(words_this_turn=7, normal_this_turn=True), ["left-alone", "seven"]),
    (Turn(words_this_turn=2, max_words=2), ["seven"]),           # the limit is a rule option
    (Turn(words_this_turn=6, max_words=10), []),
])
def test_left_placement_limits(lex, turn, rules):
    snake = from_words(["опера"]).snake()   # leftmost letter о
    verdict = check(lex, snake, Placement("кино", LEFT, added=3), turn)
    assert sorted(f.rule for f in verdict.faults) == sorted(rules)


def test_left_placement_shape_and_double_points(lex):
    snake = from_words(["опера"]).snake()
    ok = check(lex, snake, Placement("кино", LEFT, added=3))
    assert ok.accepted and ok.points == 2 * (2 + 1 + 1 + 1)   # К2 И1 Н1 О1, doubled
    bad = check(lex, snake, Placement("кит", LEFT, added=2))
    assert [f.rule for f in bad.faults] == ["1", "4"]          # must end in о; three letters
    # Rule 5 does not bind a left placement: a dead-end word is fine on the left.
    assert check(lex, snake_after("шоу"), Placement("тушь", LEFT, added=3)).faults[0].rule == "1"


def test_points_with_other_letter_values(lex):
    from wordgames.snake.rules import points
    snake, p = after("укроп"), Placement("опера", RIGHT, added=3)
    assert points(snake, p) == 7 and points(snake, p, {"о": 5, "п": 5, "е": 1, "р": 1, "а": 0}) == 12


def test_normal_placement_after_a_left_one_in_the_same_turn(lex):
    verdict = check(lex, after("укроп"), Placement("опера", RIGHT, added=3), Turn(words_this_turn=1))
    assert [f.rule for f in verdict.faults] == ["left-alone"]


@pytest.mark.parametrize("record, word, points", [
    ("укроп", "опера", 1 + 2 + 1 + 2 + 1),          # О П Е Р А
    ("укроп", "опер*а", None),                     # placeholder: jokers come from the placement
    ("укро*п", "опера", 2 + 1 + 2 + 1),             # the о of the overlap is a joker: 0 points
])
def test_points_with_jokers(lex, record, word, points):
    snake = parse_text(record).snake()
    if points is None:
        verdict = judge(lex, snake, "опера", jokers=frozenset({3}))   # the new р is a joker
        assert verdict.points == 1 + 2 + 1 + 0 + 1
    else:
        assert judge(lex, snake, word).points == points


@pytest.mark.parametrize("word, warned", [
    ("домик", "дом"), ("домище", "дом"), ("сапожок", "сапог"),
    ("ручка", None), ("ножка", None),     # a pen, the leg of a table: senses of their own (test_snake_diminutives)
    ("голенище", None), ("кот", None), ("опера", None),
])
def test_diminutive_warnings(lex, word, warned):
    warning = diminutive_warning(lex, word)
    if warned is None:
        assert warning is None
    else:
        assert f"of «{warned}»" in warning


def test_diminutive_is_a_warning_not_a_rejection(lex):
    verdict = judge(lex, after("дом"), "домик")   # full overlap: rule 3 — but no rule-6 fault
    assert [f.rule for f in verdict.faults] == ["3"] and verdict.warnings
    verdict = judge(lex, after("ладом"), "домик")
    assert verdict.accepted and verdict.warnings


def test_fixes_found_against_the_rule_text():
    """A recorded word that takes no letter of the right word breaks rule 2; a left placement after
    normal ones breaks left-alone; the new cards of a first placement are named right; a joker
    outside the new cards is refused by position."""
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    run = CliRunner().invoke
    bad = run(cli, ["snake", "show", "-"], input="start: у\nукроп\n|шуба\n")
    assert bad.exit_code == 2 and "rule 2: «шуба» must begin with the last letters of the right word «укроп»" in bad.stderr
    left = run(cli, ["snake", "check", "кино", "--after", "раструб", "--left", "--leftmost", "о", "--turn-words", "2"])
    assert left.exit_code == 1 and "rule left-alone: normal placements have been made in this turn" in left.stdout
    first = run(cli, ["snake", "check", "опера", "--first", "о"])
    assert first.exit_code == 0 and "new cards ПЕРА" in first.stdout
    joker = run(cli, ["snake", "check", "опера", "--first", "о", "--jokers", "1"])
    assert joker.exit_code == 2
    assert joker.stderr.strip() == "Error: --jokers: position 1 («о») is not a new card of «опера» (the new cards are 2 to 5)"


@given(st.sampled_from(["опера", "раструб", "бубен", "кино", "арка"]),
       st.sampled_from([RIGHT, LEFT, FIRST_RIGHT, FIRST_LEFT]), st.integers(0, 8), st.sets(st.integers(0, 8)))
def test_the_cards_of_a_new_word_are_those_the_placed_snake_shows(word, kind, added, jokers):
    before = Snake.start("о") if kind in (FIRST_RIGHT, FIRST_LEFT) else \
        Snake.start("о").place(Placement("кино", FIRST_LEFT, 3, frozenset({1})))
    p = Placement(word, kind, added, frozenset(jokers))
    after = before.place(p)
    assert before.new_word_cards(p) == after.cards_of(after.words[-1])


@pytest.mark.parametrize("moves, message", [
    ('[{"word": "опера", "jokers": null}]', "g.json: moves[0].jokers: expected a list of letter positions 0 to 4, not None"),
    ('[{"word": "опера"}, {"word": "раструб", "overlap": -1}]',
     "g.json: moves[1].overlap: expected a whole number from 0 to 7, not -1"),
    ('[{"word": "опера"}, {"word": "раструб", "overlap": 1e400}]',
     "g.json: moves[1].overlap: expected a whole number from 0 to 7, not inf"),
    ('[{"word": "опера", "player": "a\\nb"}]',
     "g.json: moves[0].player: expected a name without ':', '#' or control characters, not 'a\\nb'"),
    ('[{"word": "опе\\u2028ра"}]', "g.json: moves[0].word: expected a word of Russian letters, not 'опе\\u2028ра'"),
    ('[{"word": "опера"}], "discards": true', "g.json: discards: expected a list of cards, not True"),
    ('[{"word": "опера"}, {"word": "шуба"}]',
     "g.json: moves[1]: «шуба» cannot be placed here: rule 2: «шуба» must begin with the last letters "
     "of the right word «опера»"),
])
def test_json_record_fields_are_named_by_path(moves, message):
    from wordgames.snake.record import parse_json
    with pytest.raises(InputFormatError) as e:
        parse_json('{"start": "о", "moves": ' + moves + "}", "g.json")
    assert str(e.value) == message


def test_a_record_holds_no_more_words_than_the_set_has_cards():
    middles = ("".join(letters) for letters in product("бвгджзклмнпрст", repeat=4))   # words а….а, none repeated
    with pytest.raises(InputFormatError) as e:
        parse_text("start: о\nопера\n" + "".join(f"а{m}а\n" for m in islice(middles, 20_000)), "g.txt")
    assert str(e.value) == "g.txt:482:1: a record holds at most 480 words of at most 480 letters: the card set has 480 cards"
