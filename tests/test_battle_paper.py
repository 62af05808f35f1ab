"""«Словесный бой» on paper (wordgames/battle/paper.py): calls, squares typed in, scores checked by hand."""

import json

import pytest

from wordgames.battle.game import seeded_letters
from wordgames.battle.letters import ALPHABET, corpus_weights
from wordgames.battle.paper import (PaperError, PaperGame, PaperTable, call, draft, draw, enter, place,
                                    read_letter, scores, square_problems, take_back, unplace, waiting, winners)
from wordgames.battle.rules import Rules
from wordgames.battle.square import Square
from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon

WORDS = ["кот", "сон", "нос", "сок", "он", "ад", "код"]
CALLS = "котсонад"          # 8 calls: 2 players × 4 rounds on a 3×3 square (one cell stays empty)
OLYA = "к о т\nс о н\nа д ."
PETYA = "сок\nо.т\nнад"


@pytest.fixture
def words():
    return Lexicon.from_words(WORDS)


def played(strike: bool = False) -> PaperGame:
    game = PaperGame(Rules(players=2, height=3, width=3, moves=8, strike=strike), ("Оля", "Петя"), seed=3)
    for letter in CALLS:
        game = call(game, letter)
    return enter(enter(game, 0, OLYA), 1, PETYA)


def table(s):
    return [(p.word, p.direction.name, p.start, p.points) for p in s.counted]


def test_scores_checked_by_hand(words):
    # The rule: a word of N letters scores N−1, read left to right and top to bottom; words of one direction
    # do not overlap (the longer wins when it scores more).
    # Оля:  к о т | rows: «кот» 3−1 = 2; «сон» 2 (beats «он» 1, which it contains); «ад» 1
    #       с о н | columns: «кса», «оод», «тн» hold no word of the list
    #       а д . | total 2 + 2 + 1 = 5
    # Петя: с о к | rows: «сок» 2; «о.т» none; «над»: only «ад» 1
    #       о . т | columns: «сон» 2; «о.а» none; «ктд» none
    #       н а д | total 2 + 1 + 2 = 5
    oly, pet = scores(played(), words)
    assert table(oly) == [("кот", "right", (0, 0), 2), ("сон", "right", (1, 0), 2), ("ад", "right", (2, 0), 1)]
    assert table(pet) == [("сок", "right", (0, 0), 2), ("ад", "right", (2, 1), 1), ("сон", "down", (0, 0), 2)]
    assert (oly.total, pet.total, oly.struck, pet.struck) == (5, 5, (), ())
    assert winners([oly.total, pet.total]) == [0, 1]


def test_variation_2_strikes_the_words_both_counted(words):
    # «сон» and «ад» are counted by both: struck from both.  Оля keeps «кот» 2, Петя «сок» 2.
    oly, pet = scores(played(strike=True), words)
    assert [p.word for p in oly.counted] == ["кот"] and [p.word for p in pet.counted] == ["сок"]
    assert sorted((st.placed.word, st.also_in) for st in oly.struck) == [("ад", (1,)), ("сон", (0 + 1,))]
    assert sorted((st.placed.word, st.also_in) for st in pet.struck) == [("ад", (0,)), ("сон", (0,))]
    assert (oly.total, pet.total) == (2, 2)


@pytest.mark.parametrize("typed, problems", [
    ("сок\nотт\nнад", ["Т is written 2 times (b2, c2) but called once"]),
    ("сок\nо.ж\nнад", ["Ж is written at c2 but was never called", "Т was called once (turn 3) but is not in the square"]),
    ("сок\n..т\nнад", ["О was called 2 times (turns 2, 5) but is written once (b1)"]),
    ("сок\nо.т", ["the square has 2 rows: the game's square has 3"]),
    ("соко\nо.тт\nнадд", ["every row has 4 cells: the game's square is 3 wide"]),
    ("сок\nо%т\nнад", ["row 2, character 2: unknown character '%' (expected a letter or one of . _ - * ? for an "
                       "empty cell)"]),
    ("", ["the square is empty: type its rows, one a line"]),
])
def test_a_wrong_square_is_refused_saying_why(typed, problems):
    game = PaperGame(Rules(players=2, height=3, width=3, moves=8), ("Оля", "Петя"), seed=3)
    for letter in CALLS:
        game = call(game, letter)
    with pytest.raises(PaperError) as e:
        enter(game, 1, typed)
    assert list(e.value.problems) == problems
    assert game.squares == (None, None)


def test_square_problems_agree_with_a_right_square():
    assert square_problems(Rules(players=2, height=3, width=3, moves=8), CALLS, Square(("сок", "о.т", "над"))) == []


def test_calls_are_letters_and_as_many_as_agreed():
    game = PaperGame(Rules(players=2, height=2, width=2, moves=2), ("Оля", "Петя"), seed=0)
    assert read_letter("Ё") == "е"
    for bad in ("q", "кк", "", "1"):
        with pytest.raises(PaperError):
            call(game, bad)
    game = call(call(game, "а"), "Б")
    with pytest.raises(PaperError, match="all 2 turns agreed have been called"):
        call(game, "в")
    assert game.called == ("а", "б") and game.drawn == (False, False)


def test_squares_come_after_the_calls_and_calls_go_back_only_before():
    game = PaperGame(Rules(players=2, height=2, width=2, moves=2), ("Оля", "Петя"), seed=0)
    game = call(game, "а")
    with pytest.raises(PaperError, match="1 letter is still to be called"):
        enter(game, 0, "а.\n..")
    game = take_back(call(game, "д"))
    assert game.called == ("а",)
    game = enter(call(game, "д"), 0, "ад\n..")
    with pytest.raises(PaperError, match="can no longer be taken back"):
        take_back(game)


def test_random_calls_are_the_computers_calls_of_the_same_seed():
    weights = corpus_weights()
    game = PaperGame(Rules(players=1, height=3, width=3, moves=9, computer_calls=True), ("Оля",), seed=7)
    game = draw(call(draw(game, weights), "ы"), weights)
    expected = seeded_letters(7, weights, 3)
    assert game.called == (expected[0], "ы", expected[2]) and game.drawn == (True, False, True)
    assert set(game.called) <= set(ALPHABET)
    assert draw(take_back(game), weights).called == game.called       # taking back never draws a new letter


def test_saved_after_every_change_and_resumed(tmp_path, words):
    path = tmp_path / "paper.json"
    paper = PaperTable.new(["Оля", "Петя"], {"size": 3, "moves": 8, "strike_duplicates": True}, 3, words, save=path)
    for letter in CALLS:
        paper.change(lambda game, letter=letter: call(game, letter))
    paper.change(lambda game: place(game, 1, (2, 2)))
    paper.change(lambda game: enter(game, 0, OLYA))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["called"] == CALLS and saved["squares"] == [["кот", "сон", "ад."], None]
    again = PaperTable.resume(path, words)
    assert again.game == paper.game and again.game.rules.strike and again.game.placed == ((), ((2, 2),))
    again.change(lambda game: enter(game, 1, PETYA))
    assert [s.total for s in again.scores()] == [2, 2]
    assert PaperTable.resume(path, words).game.over
    saved["squares"][0] = ["кот", "сон", "адд"]                     # a tampered file: replayed, so refused
    path.write_text(json.dumps(saved), encoding="utf-8")
    with pytest.raises(InputFormatError, match="Д is written 2 times"):
        PaperTable.resume(path, words)


def test_letters_from_a_file_and_bad_rules_are_refused(words):
    from wordgames.errors import OptionError
    with pytest.raises(OptionError, match="called on the caller's page"):
        PaperTable.new(["Оля"], {"letters": ["а"]}, 1, words)
    with pytest.raises(OptionError, match="choose 2, 4, 6 or 8"):
        PaperTable.new(["Оля", "Петя"], {"size": 3, "moves": 9}, 1, words)
    with pytest.raises(PaperError):
        PaperTable.new(["Оля", "Оля"], {}, 1, words)


def test_a_square_filled_on_the_phone_is_the_letters_where_they_were_written(tmp_path, words):
    game = PaperGame(Rules(players=2, height=3, width=3, moves=8), ("Оля", "Петя"), seed=3)
    for letter in CALLS[:3]:
        game = call(game, letter)
    game = place(place(game, 0, (0, 0)), 0, (0, 1))
    assert waiting(game, 0) == "т" and waiting(game, 1) == "к"
    with pytest.raises(PaperError, match="a1 already holds К"):
        place(game, 0, (0, 0))
    with pytest.raises(PaperError, match="d1 is not on the square"):
        place(game, 0, (0, 3))
    game = place(game, 0, (2, 2))
    assert draft(game, 0).rows == ("ко.", "...", "..т")
    game = place(unplace(game, 0), 0, (0, 2))
    with pytest.raises(PaperError, match="no letter is waiting"):
        place(game, 0, (1, 1))
    assert take_back(game).placed == (((0, 0), (0, 1)), ())        # the letter taken back leaves the squares too
    for letter in CALLS[3:]:
        game = call(game, letter)
    for cell in ((1, 0), (1, 1), (1, 2), (2, 0), (2, 1)):
        game = place(game, 0, cell)
    game = enter(game, 0, draft(game, 0))
    assert game.squares[0].rows == ("кот", "сон", "ад.")
    with pytest.raises(PaperError, match="your square is in already"):
        place(game, 0, (2, 2))
