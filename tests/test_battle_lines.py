"""The Color Lines cross: reachability, legal moves, vanishing words, letters appearing, the end."""

import random
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.lines.rules import (PASS, LinesGame, LinesRules, LinesState, Shift, breach, drop,
                                         legal_moves, make_move, parse_shift, play_lines, reachable, vanish)
from wordgames.lines.bots import make_lines_player
from wordgames.errors import IllegalMoveError, InputFormatError, UsageError
from wordgames.lexicon import Lexicon

LEX = Lexicon.from_words(["кот", "ток", "кит", "сон", "нос", "он", "бойкот", "бой"])


# -- reachability ----------------------------------------------------------------------------

@pytest.mark.parametrize("rows, src, expected", [
    # walled in: nothing reachable
    (("к.", ".."), (0, 0), {(0, 1), (1, 0), (1, 1)}),
    (("кт.", "т..", "..."), (0, 0), set()),
    # a wall of letters splits the board: only the left part is reachable
    (("..к..", "..к..", "о.к..", "..к..", "..к.."), (2, 0),
     {(r, c) for r in range(5) for c in range(2)} - {(2, 0)}),
    # no diagonal steps: the corner behind two letters is unreachable
    (("к.т", "..т", "тт."), (0, 0), {(0, 1), (1, 0), (1, 1)}),
])
def test_reachable_table(rows, src, expected):
    assert reachable(LinesState.from_rows(rows), src) == expected


def flood(rows, src):
    """An independent oracle: every empty cell connected to src through empty cells, by explicit search."""
    n = len(rows)
    empty = {(r, c) for r in range(n) for c in range(n) if rows[r][c] == "."}
    out, todo = set(), deque([src])
    while todo:
        r, c = todo.popleft()
        for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if cell in empty and cell not in out:
                out.add(cell)
                todo.append(cell)
    return out


boards = st.integers(2, 5).flatmap(lambda n: st.lists(st.text(alphabet="к..", min_size=n, max_size=n),
                                                      min_size=n, max_size=n))


@settings(max_examples=150, deadline=None)
@given(boards)
def test_legal_moves_match_the_flood_oracle(rows):
    state = LinesState.from_rows(rows)
    expected = {Shift((r, c), dst) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."
                for dst in flood(rows, (r, c))}
    moves = list(legal_moves(state))
    assert set(moves) == expected and len(moves) == len(expected)
    assert all(breach(state, m) is None for m in moves)


def test_legal_move_count_by_hand():
    """Two letters on 3×3, 7 empty cells all connected: each letter can go to any of the 7."""
    assert len(list(legal_moves(LinesState.from_rows(("к..", "...", "..т"))))) == 14


@pytest.mark.parametrize("move, message", [
    (Shift((0, 1), (1, 1)), "rule 2: b1 holds no letter"),
    (Shift((0, 0), (2, 2)), "rule 2: c3 is not empty"),
    (Shift((2, 2), (0, 2)), "rule 2: no path of empty cells leads from c3 to c1"),
    (Shift((0, 0), (3, 0)), "rule 2: (3, 0) is off the board"),
])
def test_breach_table(move, message):
    state = LinesState.from_rows(("к..", "..т", ".тт"))
    assert str(breach(state, move)).startswith(message)


# -- words vanish ------------------------------------------------------------------------------

@pytest.mark.parametrize("rows, min_length, after, words", [
    # a row word of 3 vanishes and scores 2; a 2-letter word does not count with the default minimum
    (("кот", "он.", "..."), 3, ("...", "он.", "..."), ("кот",)),
    # with 2-letter words: «он» across and «он» down (column b) too; «ко» down column a is no word
    (("кот", "он.", "..."), 2, ("...", "...", "..."), ("кот", "он", "он")),
    # across and down at once: the shared cell goes, both score
    (("кот", "о..", "т.."), 3, ("...", "...", "..."), ("кот", "кот")),
    # the best choice in a line: «бойкот» (5) beats «бой» + «кот» (4), all six letters go
    (("бойкот", "......", "......", "......", "......", "......"), 3,
     ("......",) * 6, ("бойкот",)),
    # no word: nothing changes
    (("кто", "...", "..."), 3, ("кто", "...", "..."), ()),
])
def test_vanish_table(rows, min_length, after, words):
    state, found = vanish(LEX, LinesState.from_rows(rows), min_length)
    assert state.rows == after and found == words


def test_vanish_scores_length_minus_one():
    state, _ = vanish(LEX, LinesState.from_rows(("кот", "о..", "т..")), 3)
    assert state.score == 4 and state.words == ("кот", "кот")


def test_a_move_that_makes_a_word():
    state = LinesState.from_rows(("к.т", "...", "о.."))
    after, words = make_move(LEX, state, Shift((2, 0), (0, 1)))
    assert words == ("кот",) and after.rows == ("...", "...", "...") and after.score == 2


# -- letters appear; the game ends ---------------------------------------------------------------

def test_letters_appear_only_when_no_word_was_made():
    game = LinesGame(LEX, LinesRules(size=3, spawn=3, start=0), seed=1)
    state = LinesState.from_rows(("к.т", "...", "о.."), next_letters=("ъ", "ъ", "ъ"))   # ъ makes no word
    scored, words = game.turn(state, Shift((2, 0), (0, 1)))
    assert words == ("кот",) and scored.rows == ("...",) * 3 and scored.turn == 1
    passed, words = game.turn(state, PASS)
    letters = sorted(ch for row in passed.rows for ch in row if ch != ".")
    assert words == () and letters == sorted("кто" + "ъъъ") and len(passed.next_letters) == 3


def test_appearing_letters_that_make_a_word_vanish_too():
    game = LinesGame(LEX, LinesRules(size=3, spawn=3, start=0), seed=1)
    # only one empty cell is left in the first row, and «о» is shown: if it lands there, «кот» goes
    state = LinesState.from_rows(("к.т", "иии", "иии"), next_letters=("о", "и", "и"))
    after, words = game.turn(state, PASS)
    assert words == ("кот",) and after.rows[0] == "..." and after.score == 2


def test_drop_and_full_board_end_the_game():
    state = drop(LinesState.from_rows(("к.", "т.")), [((0, 1), "и"), ((1, 1), "и")], ("а",))
    assert state.is_full() and state.next_letters == ("а",)
    game = LinesGame(LEX, LinesRules(size=3), seed=0)
    assert game.is_over(LinesState.from_rows(("кии", "иии", "иии")))
    assert not game.is_over(LinesState.from_rows(("ки.", "иии", "иии")))


def test_turn_limit():
    game = LinesGame(LEX, LinesRules(size=4, max_turns=3), seed=0)
    final = play_lines(LEX, LinesRules(size=4, max_turns=3), make_lines_player("random", LEX, random.Random(1)), 0)
    assert final.turn == 3 or final.is_full()
    assert game.is_over(final)


@pytest.mark.parametrize("kind", ["random", "greedy", "expert"])
def test_bot_games_are_legal_and_end(kind):
    """Seeded playouts: every move legal, the score is the sum of the words' points, the board ends full."""
    lex = Lexicon.default()
    rules = LinesRules(size=5, max_turns=150)
    moves = []

    class Checked:
        def __init__(self):
            self.bot = make_lines_player(kind, lex, random.Random(3))

        def move(self, state):
            move = self.bot.move(state)
            assert breach(state, move) is None
            moves.append(move)
            return move
    final = play_lines(lex, rules, Checked(), seed=4)
    assert final.score == sum(len(w) - 1 for w in final.words)
    assert all(len(w) >= 3 and w in lex for w in final.words)
    assert final.is_full() or final.turn == 150
    assert len(moves) == final.turn


def test_same_seed_same_game():
    lex = Lexicon.default()
    a = play_lines(lex, LinesRules(size=5), make_lines_player("greedy", lex, random.Random(1)), seed=8)
    b = play_lines(lex, LinesRules(size=5), make_lines_player("greedy", lex, random.Random(1)), seed=8)
    assert a == b


def test_greedy_takes_the_word():
    bot = make_lines_player("greedy", LEX, random.Random(1))
    assert bot.move(LinesState.from_rows(("к.т", "...", "о.."))) == Shift((2, 0), (0, 1))
    assert bot.move(LinesState.from_rows(("к..", "...", "..ъ"))) is PASS


def test_expert_takes_the_word_too():
    bot = make_lines_player("expert", LEX, random.Random(1))
    assert bot.move(LinesState.from_rows(("к.т", "...", "о.."))) == Shift((2, 0), (0, 1))


# -- what people type --------------------------------------------------------------------------

@pytest.mark.parametrize("text, move", [
    ("a1 c3", Shift((0, 0), (2, 2))),
    ("A1-C3", Shift((0, 0), (2, 2))),
    ("a1 → b2", Shift((0, 0), (1, 1))),
    ("1 1 3 3", Shift((0, 0), (2, 2))),
    ("", PASS),
    ("pass", PASS),
])
def test_parse_shift(text, move):
    assert parse_shift(text, LinesState.from_rows(("к..", "...", "..."))) == move


@pytest.mark.parametrize("text, error, message", [
    ("a1", InputFormatError, "'a1' is not a move: write two cells, e.g. b3 d5"),
    ("a1 z9", InputFormatError, "'z9': there is no column z (columns a to c)"),
    ("b2 c3", IllegalMoveError, "rule 2: b2 holds no letter"),
    ("a1 a1", IllegalMoveError, "rule 2: a1 is not empty"),
])
def test_parse_shift_errors(text, error, message):
    with pytest.raises(error) as e:
        parse_shift(text, LinesState.from_rows(("к..", "...", "...")))
    assert str(e.value).startswith(message)


@pytest.mark.parametrize("kwargs, message", [
    (dict(spawn=4), "letters appear two or three at a time, not 4"),
    (dict(size=2), "the board's side must be 3 to 12 cells, not 2"),
    (dict(min_length=1), "the shortest word must be 2 to 7 letters, not 1"),
])
def test_rules_refused(kwargs, message):
    with pytest.raises(UsageError) as e:
        LinesRules(**kwargs)
    assert str(e.value) == message
