"""The Color Lines cross: reachability, legal moves, vanishing words, chance, the end, bots, notation, the CLI."""

import json
import random
from collections import deque
from fractions import Fraction

import click
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.battle.words import word_index
from wordgames.engine import CHANCE, TERMINAL
from wordgames.errors import (ArgumentError, IllegalMoveError, InputFormatError, OptionError, SeatsError,
                              UnknownBotError)
from wordgames.lexicon import Lexicon
from wordgames.lines.game import LinesGame
from wordgames.lines.rules import (PASS, LinesRules, LinesState, Shift, letter_odds, parse_move, reachable,
                                   vanish)
from wordgames.registry import info
from wordgames.table.human import HumanPlayer, ScriptedTerminal
from wordgames.table.loop import play
from wordgames.table.seeds import seat_rng
from wordgames.table.tournament import run_tournament

WORDS = ["кот", "ток", "кит", "сон", "нос", "он", "бойкот", "бой"]
LEX = Lexicon.from_words(WORDS)
INDEX = word_index(LEX)


def small_game(**rules):
    """A game on the test words: 3×3, three letters a time, no start letters, unless told otherwise."""
    return LinesGame({"size": 3, "start": 0, "max_turns": 0, **rules}, lexicon=LEX)


def position(rows, next_letters=(), game=None, **kwargs):
    """A position with these rows, the player to move, playing with the test words."""
    return LinesState.from_rows(rows, next_letters, supply=(game or small_game()).supply, **kwargs)


@pytest.fixture(scope="module")
def big():
    return Lexicon.default()


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
    assert reachable(rows, src) == expected


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


boards = st.integers(3, 5).flatmap(lambda n: st.lists(st.text(alphabet="ъ..", min_size=n, max_size=n),
                                                      min_size=n, max_size=n))


@settings(max_examples=150, deadline=None)
@given(boards)
def test_legal_moves_match_the_flood_oracle_and_the_check(rows):
    state = position(rows)
    n = len(rows)
    expected = {Shift((r, c), dst) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."
                for dst in flood(rows, (r, c))}
    if state.is_full():                       # the game is over: nothing is legal
        assert state.legal_actions() == [] and state.is_terminal()
        return
    legal = state.legal_actions()
    assert legal[0] == PASS and set(legal[1:]) == expected and len(legal) == len(expected) + 1
    cells = [(r, c) for r in range(n) for c in range(n)]
    for move in (Shift(a, b) for a in cells for b in cells):
        assert (state.breaches(move) == []) == (move in expected)


def test_legal_move_count_by_hand():
    """Two letters on 3×3, 7 empty cells all connected: each letter can go to any of the 7; and the pass."""
    assert len(position(("к..", "...", "..т")).legal_actions()) == 15


@pytest.mark.parametrize("move, messages", [
    (Shift((0, 1), (1, 1)), ["rule 2: there is no letter on b1"]),
    (Shift((0, 0), (2, 2)), ["rule 2: c3 is not empty"]),
    (Shift((2, 2), (0, 2)), ["rule 2: no path of empty cells leads from c3 to c1"]),
    (Shift((0, 0), (3, 0)), ["rule 2: (3, 0) is off the board (rows and columns 0 to 2)"]),
    # every broken rule, not only the first
    (Shift((0, 1), (0, 0)), ["rule 2: there is no letter on b1", "rule 2: a1 is not empty"]),
    (Shift((5, 5), (-1, 0)), ["rule 2: (5, 5) is off the board (rows and columns 0 to 2)",
                              "rule 2: (-1, 0) is off the board (rows and columns 0 to 2)"]),
    ("кот", ["rule 2: a move shifts one letter from a cell to a cell, or passes; 'кот' is neither"]),
])
def test_breaches_table(move, messages):
    state = position(("к..", "..т", ".тт"))
    assert [str(b) for b in state.breaches(move)] == messages
    with pytest.raises(IllegalMoveError) as e:
        state.apply(move)
    assert [str(b) for b in e.value.breaches] == messages


def test_no_move_at_chance_nodes_or_at_the_end():
    waiting = position(("к..", "...", "..."), ("о", "о", "о")).apply(PASS)
    assert waiting.current_player() == CHANCE and waiting.legal_actions() == []
    assert [b.rule for b in waiting.breaches(Shift((0, 0), (0, 1)))] == ["chance"]
    full = position(("кии", "иии", "иии"))
    assert full.current_player() == TERMINAL and [b.rule for b in full.breaches(PASS)] == ["end"]


# -- words vanish ------------------------------------------------------------------------------

@pytest.mark.parametrize("rows, min_length, after, words", [
    # a row word of 3 vanishes; a 2-letter word does not count with the default minimum
    (("кот", "он.", "..."), 3, ("...", "он.", "..."), ("кот",)),
    # with 2-letter words: «он» across and «он» down (column b) too; «ко» down column a is no word
    (("кот", "он.", "..."), 2, ("...", "...", "..."), ("кот", "он", "он")),
    # across and down at once: the shared cell goes, both score
    (("кот", "о..", "т.."), 3, ("...", "...", "..."), ("кот", "кот")),
    # the best choice in a line: «бойкот» (5) beats «бой» + «кот» (4), all six letters go
    (("бойкот", "......", "......", "......", "......", "......"), 3, ("......",) * 6, ("бойкот",)),
    # no word: nothing changes
    (("кто", "...", "..."), 3, ("кто", "...", "..."), ()),
])
def test_vanish_table(rows, min_length, after, words):
    assert vanish(INDEX, rows, min_length) == (after, words)


def test_a_move_that_makes_a_word_scores_and_brings_no_letters():
    state = position(("к.т", "...", "о.."), ("и", "и", "и"))
    after = state.apply(Shift((2, 0), (0, 1)))
    assert after.rows == ("...", "...", "...") and after.words == ("кот",) and after.score == 2
    assert after.turn == 1 and after.current_player() == 0 and after.next_letters == ("и", "и", "и")


def test_one_letter_at_a_crossing_makes_two_words_each_scoring_its_length_minus_one():
    # т from d1 to c2 (through c1) completes «кот» across row 2 and «ток» down column c
    state = position(("...т", "ко..", "..о.", "..к."), ("и", "и", "и"))
    after = state.apply(Shift((0, 3), (1, 2)))
    assert after.words == ("кот", "ток") and after.score == 2 + 2
    assert after.rows == ("....",) * 4


# -- chance: where letters land, which letters are shown ---------------------------------------

def test_letters_appear_one_chance_node_each_only_when_no_word_was_made():
    state = position(("к.т", "...", "о.."), ("ъ", "ъ", "ъ"))    # ъ makes no word
    passed = state.apply(PASS)
    assert passed.turn == 1 and passed.placing == ("ъ", "ъ", "ъ") and passed.next_letters == ()
    assert passed.chance_outcomes() == [(cell, Fraction(1, 6)) for cell in
                                        [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)]]
    landed = passed.apply((1, 1)).apply((0, 1))
    assert landed.chance_outcomes() == [(cell, Fraction(1, 4)) for cell in [(1, 0), (1, 2), (2, 1), (2, 2)]]
    landed = landed.apply((2, 2))
    assert landed.rows == ("кът", ".ъ.", "о.ъ") and landed.placing == () and landed.drawing == 3
    assert landed.landed == (((1, 1), "ъ"), ((0, 1), "ъ"), ((2, 2), "ъ"))
    shown = landed.apply("к").apply("о").apply("т")
    assert shown.current_player() == 0 and shown.next_letters == ("к", "о", "т")


def test_appearing_letters_that_make_a_word_vanish_too_and_letters_without_room_are_lost():
    # one empty cell: «о» lands there (probability 1), the two «и» find no room; «кот» goes
    state = position(("к.т", "иии", "иии"), ("о", "и", "и")).apply(PASS)
    assert state.chance_outcomes() == [((0, 1), Fraction(1))]
    after = state.apply((0, 1))
    assert after.rows == ("...", "иии", "иии") and after.words == ("кот",) and after.score == 2
    assert after.placing == () and after.drawing == 3 and after.current_player() == CHANCE


def test_the_letter_odds_are_the_weights_exact_shares():
    # the corpus table sums to 100.01 with ё's 0.04 added to е: о 10.97 → 1097/10001, е 8.49 → 849/10001
    odds = dict(LinesGame(lexicon=LEX).supply.letters)
    assert odds["о"] == Fraction(1097, 10001) and odds["е"] == Fraction(849, 10001) and "ё" not in odds
    assert sum(odds.values()) == 1 and len(odds) == 32
    # nouns: the letters of the test words, each word counted once: о is 8 of their 26 letters, к 4
    nouns = dict(LinesGame({"weights": "nouns"}, lexicon=LEX).supply.letters)
    assert nouns["о"] == Fraction(8, 26) and nouns["к"] == Fraction(4, 26) and sum(nouns.values()) == 1
    assert letter_odds({"а": 1, "б": 0}) == (("а", Fraction(1)),)


def test_the_start_draws_each_letter_places_it_then_draws_the_preview():
    game = small_game(start=2, weights="nouns")
    s = game.new_initial_state()
    assert s.current_player() == CHANCE and s.chance_outcomes() == game.supply.letters
    s = s.apply("к")
    assert s.placing == ("к",) and len(s.chance_outcomes()) == 9          # any of the 9 cells
    s = s.apply((1, 1)).apply("т")
    assert [cell for cell, _ in s.chance_outcomes()] == [(r, c) for r in range(3) for c in range(3) if (r, c) != (1, 1)]
    s = s.apply((0, 0))
    assert s.rows == ("т..", ".к.", "...") and s.drawing == 3 and s.turn == 0
    s = s.apply("о").apply("о").apply("и")
    assert s.current_player() == 0 and s.next_letters == ("о", "о", "и")


# -- the end ----------------------------------------------------------------------------------

def test_a_full_board_ends_the_game():
    assert position(("кии", "иии", "иии")).is_terminal()
    assert not position(("ки.", "иии", "иии")).is_terminal()


def test_turn_limit():
    game = LinesGame({"size": 4, "max_turns": 3}, lexicon=LEX)
    final = play(game, [game.make_bot("random", random.Random(1))], seed=0).state
    assert final.is_terminal() and (final.turn == 3 or final.is_full())


@pytest.mark.parametrize("kind", ["random", "greedy", "expert"])
def test_bot_games_are_legal_and_end(kind, big):
    """Seeded playouts (every action checked by the loop): the score is the words' points, the board ends full."""
    game = LinesGame({"size": 5, "max_turns": 150}, lexicon=big)
    played = play(game, [game.make_bot(kind, random.Random(3))], seed=4)
    final = played.state
    assert final.score == sum(len(w) - 1 for w in final.words)
    assert all(len(w) >= 3 and w in big for w in final.words)
    assert final.is_full() or final.turn == 150
    assert played.decisions == [final.turn]


def test_same_seed_same_game(big):
    game = LinesGame({"size": 5}, lexicon=big)
    a = play(game, [game.make_bot("greedy", seat_rng(8, 0))], seed=8).state
    b = play(game, [game.make_bot("greedy", seat_rng(8, 0))], seed=8).state
    assert a == b and a.to_dict() == b.to_dict()


# -- bots --------------------------------------------------------------------------------------

def test_greedy_takes_the_word_and_passes_when_none_scores():
    bot = small_game().make_bot("greedy", random.Random(1))
    assert bot.choose(position(("к.т", "...", "о.."))) == Shift((2, 0), (0, 1))
    assert bot.choose(position(("к..", "...", "..ъ"))) == PASS


def test_expert_takes_the_word_too():
    bot = small_game().make_bot("expert", random.Random(1))
    assert bot.choose(position(("к.т", "...", "о.."))) == Shift((2, 0), (0, 1))


def test_random_moves_a_letter_and_passes_only_when_nothing_can_move():
    bot = small_game().make_bot("random", random.Random(1))
    assert bot.choose(position(("к..", "...", "..."))) != PASS
    assert bot.choose(position(("...", "...", "..."))) == PASS


def test_unknown_bot():
    with pytest.raises(UnknownBotError, match="has no bot 'smart' \\(choose from random, greedy, expert\\)"):
        small_game().make_bot("smart", random.Random(1))


# -- what people type, and JSON ---------------------------------------------------------------

@pytest.mark.parametrize("text, move", [
    ("a1 c3", Shift((0, 0), (2, 2))),
    ("A1-C3", Shift((0, 0), (2, 2))),
    ("a1 → b2", Shift((0, 0), (1, 1))),
    ("1 1 3 3", Shift((0, 0), (2, 2))),
    ("b2 c3", Shift((1, 1), (2, 2))),      # read, not judged: b2 holds no letter (rule 2 says so)
    ("pass", PASS),
    (" - ", PASS),
])
def test_parse_move(text, move):
    assert parse_move(text, 3) == move


@pytest.mark.parametrize("text, message", [
    ("a1", "'a1' is not a move: write two cells, e.g. b3 d5, or pass"),
    ("", "'' is not a move: write two cells, e.g. b3 d5, or pass"),   # an empty line is not the pass
    ("a1 z9", "'z9': there is no column z (columns a to c)"),
    ("1 1 4 1", "'4 1': there is no row 4 (rows 1 to 3)"),
])
def test_parse_move_errors(text, message):
    with pytest.raises(InputFormatError) as e:
        parse_move(text, 3)
    assert str(e.value) == message


def test_every_legal_move_reads_back_from_its_notation_and_its_json():
    game = small_game()
    state = position(("к..", ".о.", "..т"), ("и", "и", "и"), game)
    shown = game.presenter()
    for move in state.legal_actions():
        assert shown.parse_action(state, shown.format_action(state, move)) == move
        assert game.action_from_json(json.loads(json.dumps(game.action_to_json(move)))) == move
    assert [game.action_to_json(a) for a in (PASS, Shift((2, 1), (0, 0)), (2, 1), "к")] == ["pass", "b3 a1", "b3", "к"]


@pytest.mark.parametrize("data, message", [
    (5, "an action is a move ('b3 d5', 'pass'), a cell ('b3') or a letter, not 5"),
    ("", "an action is a move ('b3 d5', 'pass'), a cell ('b3') or a letter, not ''"),
    ([[0, 0], [1, 1]], "an action is a move ('b3 d5', 'pass'), a cell ('b3') or a letter, not a JSON list"),
    ("z1", "'z1': there is no column z (columns a to c)"),
    ("вот", "'вот' is not a move: write two cells, e.g. b3 d5, or pass"),
])
def test_action_from_json_refuses_garbage(data, message):
    with pytest.raises(InputFormatError) as e:
        small_game().action_from_json(data)
    assert str(e.value) == message


def test_state_json_round_trip_keeps_the_words_out_and_puts_them_back():
    game = small_game(start=2, weights="nouns")
    state = game.new_initial_state().apply("к").apply((1, 1))
    data = json.loads(json.dumps(state.to_dict(), ensure_ascii=False))
    assert "supply" not in data and data["placing"] == [] and data["opening"] == 1
    back = game.state_from_dict(data)
    assert back == state and back.supply is game.supply


@pytest.mark.parametrize("change, message", [
    ({"rows": ["к..", "..."]}, "state.rows: a 3×3 board, as its rules say"),
    ({"score": 2}, "state: the score 2 is not what the words gone score (0)"),
    ({"turn": "1"}, "state.turn: expected int, not str"),
    ({"rows": ["К..", "...", "..."]}, "state: the board holds lower-case letters and '.' (an empty cell) only"),
    ({"rules": {"size": 3}}, "state.rules.spawn: missing"),
])
def test_state_from_dict_refuses_bad_data(change, message):
    game = small_game()
    data = {**game.new_initial_state().to_dict(), **change}
    with pytest.raises(InputFormatError) as e:
        game.state_from_dict(data)
    assert str(e.value) == message


def test_state_from_dict_refuses_a_position_of_other_rules():
    other = LinesGame({"size": 4, "start": 0}, lexicon=LEX).new_initial_state().to_dict()
    with pytest.raises(InputFormatError, match="played under other rules"):
        small_game().state_from_dict(other)


# -- the rules agreed ---------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, message", [
    (dict(spawn=4), "letters appear two or three at a time, not 4"),
    (dict(size=2), "the board's side must be 3 to 12 cells, not 2"),
    (dict(min_length=1), "the shortest word must be 2 to 6 letters, not 1"),
    (dict(size=4, min_length=5), "the shortest word must be 2 to 4 letters, not 5"),
    (dict(size=3, start=9), "9 starting letters do not fit a 3×3 board"),
    (dict(max_turns=-1), "the turn limit must be 0 (none) or more, not -1"),
    (dict(weights="vowels"), "unknown letter weights 'vowels' (choose from corpus, nouns)"),
])
def test_rules_refused(kwargs, message):
    with pytest.raises(OptionError) as e:
        LinesRules(**kwargs)
    assert str(e.value) == message and e.value.option in LinesRules.__dataclass_fields__


@pytest.mark.parametrize("rules, seats, lexicon, error, message", [
    ({"size": "6"}, None, LEX, InputFormatError, "rules.size: expected int, not str"),
    ({"size": 3, "start": 9}, None, LEX, InputFormatError, "rules: 9 starting letters do not fit a 3×3 board"),
    ({}, None, None, ArgumentError, "the Color Lines cross needs a lexicon: its words are what vanish and score"),
])
def test_game_refuses_impossible_rules(rules, seats, lexicon, error, message):
    with pytest.raises(error) as e:
        LinesGame(rules, seats, lexicon)
    assert str(e.value) == message


def test_the_descriptor_seats_one_player():
    with pytest.raises(SeatsError) as e:
        info("lines").load({}, 2, LEX)
    assert str(e.value) == "the Color Lines cross is played by 1 player, not 2"


def test_the_registry_entry_plays_solo_and_its_rules_are_the_session_rules():
    entry = info("lines")
    game = entry.load({"size": 4}, 1, LEX)
    assert isinstance(game, LinesGame) and entry.tournament_mode == "solo"
    assert game.rules_dict() == {**entry.defaults(), "size": 4}


# -- what a person and a watcher see ------------------------------------------------------------

def test_draw_narrate_and_the_end():
    game = small_game(max_turns=1)
    state = position(("к.т", "...", "о.."), ("и", "ъ", "и"), game, max_turns=1)
    shown = game.presenter()
    assert shown.draw(state).splitlines() == ["     a b c", "   1 К · Т", "   2 · · ·", "   3 О · ·",
                                              "  next: И Ъ И    score: 0    turn: 1 of 1"]   # max_turns=1
    word = Shift((2, 0), (0, 1))
    after = state.apply(word)
    assert shown.narrate(state, word, after, ["Оля"]) == ["turn 1: a3→b1: кот (+2); score 2"]
    assert after.is_terminal()
    assert shown.result_lines(after, ["Оля"]) == [
        "     a b c", "   1 · · ·", "   2 · · ·", "   3 · · ·",
        "Game over after 1 turns, the turn limit (1) is reached: 2 points, 1 words", "words: кот"]
    end = game.outcome(after)
    assert (end.returns, end.winners, end.termination, end.rule) == ((2.0,), (0,), "turns", "5")
    assert end.details == {"score": 2, "turns": 1, "words": ["кот"], "full": False, "board": ["...", "...", "..."]}
    passed = state.apply(PASS)
    assert shown.narrate(state, PASS, passed, ["Оля"]) == ["turn 1: pass"]
    one, two = passed.apply((1, 1)), passed.apply((1, 1)).apply((2, 2))
    assert shown.narrate(passed, (1, 1), one, ["Оля"]) == []          # told when all have landed
    assert shown.narrate(one, (2, 2), two, ["Оля"]) == []
    last = two.apply((0, 1))
    # и on b1 completes «кит» in row 1 (к a1, т c1): it vanishes and scores too
    assert shown.narrate(two, (0, 1), last, ["Оля"]) == ["letters appeared: И b2, Ъ c3, И b1",
                                                        "words gone: кит (+2); score 2"]


def test_a_full_board_result():
    game = small_game()
    state = position(("кии", "иии", "иии"), (), game)
    shown = game.presenter()
    assert shown.result_lines(state, ["Оля"])[-1] == "Game over after 0 turns, the board is full: 0 points, 0 words"


def test_a_person_is_asked_again_after_bad_input_and_an_empty_line_is_not_the_pass():
    game = small_game()
    state = position(("к..", "...", "..т"), ("о", "о", "о"), game)
    term = ScriptedTerminal(["a1", "b1 b2", "", "c3 a1", "words", "a1 b1"])
    assert HumanPlayer("Оля", game, term).choose(state) == Shift((0, 0), (0, 1))
    talk = [line for line in term.said[5:] if not line.startswith("Оля, ")]     # after the drawing
    assert talk == ["  'a1' is not a move: write two cells, e.g. b3 d5, or pass — try again ('?' for help)",
                    "  rule 2: there is no letter on b1 — try again",
                    "  rule 2: a1 is not empty — try again",
                    "  no words yet; score 0"]
    assert term.said.count("Оля, move a letter (from to, e.g. b3 d5) or pass") == 6


def test_a_person_with_an_empty_board_passes_without_being_asked():
    game = small_game()
    term = ScriptedTerminal([])
    assert HumanPlayer("Оля", game, term).choose(position(("...",) * 3, ("о", "о", "о"), game)) == PASS
    assert term.said == ["The board is empty: nothing to move, so the shown letters appear."]


# -- the command line: wordgames battle lines ---------------------------------------------------

@pytest.fixture
def run(tmp_path):
    from wordgames_cli.lines_cmd import lines
    from wordgames_cli.main import WordgamesGroup
    cli = WordgamesGroup("wordgames", commands=[click.Group("battle", commands=[lines])])
    words = tmp_path / "words.txt"
    words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")

    def invoke(*args, input=None):
        return CliRunner().invoke(cli, ["battle", "lines", *args, "--dict", str(words), "--no-user-words"],
                                  input=input)
    return invoke


SMALL = ["--size", "4", "--weights", "nouns", "--max-turns", "30"]


def replayed(session):
    game = LinesGame(session["rules"], lexicon=LEX)
    state = game.new_initial_state()
    for data in session["actions"]:
        state = state.apply(game.action_from_json(data))
    return state


def test_a_bot_game_as_json(run):
    result = run("play", "--players", "expert", "--seed", "3", "--json", *SMALL)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == "lines" and data["seed"] == 3 and data["finished"]
    assert data["rules"] == {"size": 4, "spawn": 3, "start": 5, "min_length": 3, "max_turns": 30,
                             "weights": "nouns"}
    final = data["result"]
    assert final["score"] == sum(len(w) - 1 for w in final["words"]) == data["returns"][0]
    assert all(w in WORDS and len(w) >= 3 for w in final["words"])
    assert final["full"] or final["turns"] == 30
    state = replayed(data)
    assert state.is_terminal() and list(state.rows) == final["board"] and state.score == final["score"]
    assert "turn 1: " in result.stderr            # with --json the commentary goes to stderr


def test_a_person_is_asked_again_and_leaves(run):
    result = run("play", "--players", "Оля", "--seed", "1", *SMALL, input="a1\nb9 b1\n\nmoves\nquit\n")
    assert result.exit_code == 130, result.output
    out = result.stdout
    assert "the game starts with: " in out and "  next: " in out
    assert "'a1' is not a move: write two cells, e.g. b3 d5, or pass — try again" in out
    assert "'b9': there is no row 9 (rows 1 to 4)" in out
    assert "  legal: pass, " in out
    assert "Game left after " in result.stderr and "(not saved: use --save FILE)." in result.stderr


def test_a_left_game_is_saved_and_resumed_by_a_bot(run, tmp_path):
    save = tmp_path / "game.json"
    left = run("play", "--players", "Оля", "--seed", "2", "--save", str(save), *SMALL, input="pass\n")
    assert left.exit_code == 130, left.output
    assert f"go on with: wordgames battle lines play --resume {save}" in left.stderr
    kept = json.loads(save.read_text(encoding="utf-8"))
    assert "pass" in kept["actions"] and not kept["finished"]
    done = run("play", "--resume", str(save), "--players", "greedy")
    assert done.exit_code == 0, done.output
    assert done.stdout.startswith("Resuming after ")
    session = json.loads(save.read_text(encoding="utf-8"))
    assert session["finished"] and session["actions"][:len(kept["actions"])] == kept["actions"]
    assert list(replayed(session).rows) == session["result"]["board"]


def test_tournament_every_entrant_alone_on_the_same_seeded_game(run, tmp_path):
    records = tmp_path / "records"
    result = run("tournament", "--players", "random,greedy,expert", "--games", "2", "--seed", "5",
                 "--records", str(records), "--no-progress", "--json", *SMALL)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["mode"] == "solo" and [p["name"] for p in data["players"]] == ["random", "greedy", "expert"]
    assert all(p["games"] == 2 for p in data["players"])
    games = [json.loads((records / f"game-00001-{k}.json").read_text(encoding="utf-8")) for k in (1, 2, 3)]
    assert {g["seed"] for g in games} == {5}
    starts = [g["actions"][:5 * 2 + 3] for g in games]      # the 5 start letters and cells, the first preview
    assert starts[0] == starts[1] == starts[2]
    alone = json.loads(run("play", "--players", "greedy", "--seed", "5", "--json", *SMALL).stdout)
    assert alone["actions"] == games[1]["actions"]


def test_registry_level_tournament_runs_solo():
    result = run_tournament(info("lines"), "random,greedy", games=2, seed=1,
                            rules={"size": 4, "max_turns": 10, "weights": "nouns"}, lexicon=LEX)
    assert result.mode == "solo" and [s.games for s in result.standings] == [2, 2]


@pytest.mark.parametrize("args, message", [
    (["play", "--players", "Оля,Петя"], "Error: the Color Lines cross is played by 1 player, not 2"),
    (["play", "--players", "expert", "--size", "3", "--start", "9"],
     "Error: rules: 9 starting letters do not fit a 3×3 board"),
    (["tournament", "--players", "expert,robot"], "Error: unknown player 'robot'"),
])
def test_errors_are_one_line(run, args, message):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1


def test_the_group_alone_prints_its_help():
    from wordgames_cli.lines_cmd import lines
    result = CliRunner().invoke(lines, [])
    assert result.exit_code == 0 and "play" in result.output and "tournament" in result.output
    assert len(lines.get_short_help_str(limit=45)) < 45 and not lines.get_short_help_str(limit=45).endswith("...")


def test_resume_refuses_a_tampered_session_at_its_first_bad_action(run, tmp_path):
    rules = {"size": 3, "spawn": 3, "start": 2, "min_length": 3, "max_turns": 0, "weights": "corpus"}
    saved = tmp_path / "game.json"
    saved.write_text(json.dumps({"format": "wordgames-session", "version": 1, "game": "lines", "rules": rules,
                                 "seats": [{"name": "Оля", "kind": "human"}], "seed": 1,
                                 "actions": ["к", "a1", "т", "a1"]}), encoding="utf-8")   # a1 is taken
    result = run("play", "--resume", str(saved))
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"Error: {saved}: actions[3]: rule chance: not a possible outcome here ('a1')")
    assert result.stderr.count("\n") == 1
