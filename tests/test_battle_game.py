"""«Словесный бой», the game: move-count rules, turn order, legality, fairness, records and replay."""

import gc
import json
import random
import types

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.battle.engine import FileLetters, Player, RandomLetters, play_game, read_letters
from wordgames.battle.game import (COMPUTER, Call, Place, Rules, View, allowed_moves, apply, breach,
                                   initial, is_legal, is_over, legal_moves, moves_of_turns, phase,
                                   record_turns, replay, to_move)
from wordgames.battle.letters import ALPHABET, draw_letters, letter_weights
from wordgames.battle.bots.simple import make_player
from wordgames.battle.record import GameRecord
from wordgames.battle.score import score_square
from wordgames.errors import IllegalMoveError, InputFormatError, UsageError
from wordgames.lexicon import Lexicon

LEX = Lexicon.from_words(["кот", "ток", "кит", "тик", "сок", "нос", "сон", "он", "но", "ос", "кок", "оса"])


# -- the number of moves ----------------------------------------------------------------

@pytest.mark.parametrize("cells, players, allowed", [
    (36, 1, list(range(1, 37))),
    (36, 2, list(range(2, 37, 2))),
    (36, 5, [5, 10, 15, 20, 25, 30, 35]),      # the rule text's own example: 25, 30 or 35 among them
    (36, 6, [6, 12, 18, 24, 30, 36]),
    (4, 3, [3]),
    (4, 5, []),
])
def test_allowed_moves(cells, players, allowed):
    assert allowed_moves(cells, players) == allowed


@pytest.mark.parametrize("kwargs, message", [
    (dict(players=5, moves=36),
     "36 turns are not a whole number of rounds for 5 players on a 6×6 square: "
     "choose 5, 10, 15, 20, 25, 30 or 35"),
    (dict(players=2, moves=38),
     "38 turns are more than the square's cells for 2 players on a 6×6 square: "
     "choose 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34 or 36"),
    (dict(players=1, moves=37), "37 turns are more than the square's cells for 1 player on a 6×6 square: "
                                "choose any number from 1 to 36"),
    (dict(players=3, moves=0, height=2, width=2), "0 turns are no game for 3 players on a 2×2 square: choose 3"),
    (dict(players=7, moves=7), "«Словесный бой» is played by 1 to 6 players, not 7"),
    (dict(players=0, moves=1), "«Словесный бой» is played by 1 to 6 players, not 0"),
    (dict(height=1, moves=1), "a square's side must be 2 to 12 cells, not 1"),
])
def test_rules_refuse_bad_values_listing_the_allowed(kwargs, message):
    with pytest.raises(UsageError) as e:
        Rules(**kwargs)
    assert str(e.value) == message


@pytest.mark.parametrize("players, moves", [(1, 36), (2, 36), (3, 36), (4, 36), (5, 35), (6, 36), (5, 25)])
def test_rules_accept_whole_rounds(players, moves):
    assert Rules(players=players, moves=moves).moves == moves


# -- turn order ---------------------------------------------------------------------------

def test_turn_order_and_call_rotation():
    """Three players, six turns: callers 0,1,2,0,1,2; after each call every player writes, in seat order."""
    rules = Rules(players=3, height=3, width=3, moves=6)
    state = initial(rules)
    seen = []
    for turn in range(6):
        seen.append((phase(state), to_move(state)))
        state = apply(state, Call("к"))
        for seat in range(3):
            seen.append((phase(state), to_move(state)))
            state = apply(state, Place((turn // 3, turn % 3)))
    assert [who for ph, who in seen if ph == "call"] == [0, 1, 2, 0, 1, 2]
    assert [who for ph, who in seen if ph == "place"] == [0, 1, 2] * 6
    assert is_over(state) and to_move(state) is None and phase(state) == "over"


def test_computer_calls_every_letter():
    state = initial(Rules(players=2, height=2, width=2, moves=2, computer_calls=True))
    assert to_move(state) == COMPUTER
    state = apply(apply(apply(state, Call("а")), Place((0, 0))), Place((0, 0)))
    assert to_move(state) == COMPUTER


# -- legality -----------------------------------------------------------------------------

def test_legal_moves_counts():
    """Perft-style counts: 32 calls; then one Place per empty cell of the player to write."""
    state = initial(Rules(players=2, height=2, width=3, moves=6))
    assert len(list(legal_moves(state))) == 32
    state = apply(state, Call("о"))
    assert len(list(legal_moves(state))) == 6
    state = apply(state, Place((1, 2)))
    assert len(list(legal_moves(state))) == 6          # player 2's square is still empty
    state = apply(state, Place((0, 0)))
    state = apply(apply(apply(state, Call("к")), Place((0, 0))), Place((0, 1)))
    assert list(legal_moves(state)) == [Call(ch) for ch in ALPHABET]
    state = apply(state, Call("т"))
    assert [m.cell for m in legal_moves(state)] == [(0, 1), (0, 2), (1, 0), (1, 1)]


def _midgame():
    """Two players on 2×2: turn 1 «к» (p1 a1, p2 b2), turn 2 called «о», p1 wrote b1, p2 to write."""
    s = initial(Rules(players=2, height=2, width=2, moves=4), ["Оля", "Петя"])
    for move in (Call("к"), Place((0, 0)), Place((1, 1)), Call("о"), Place((0, 1))):
        s = apply(s, move)
    return s


@pytest.mark.parametrize("move, rule, message", [
    (Call("а"), "no skipping", "Петя must write the letter 'о' before another is called (Call(letter='а'))"),
    (Place((1, 1)), "empty cell", "r2c2 already holds 'к' (Place(cell=(1, 1)))"),
    (Place((2, 0)), "cell", "the cell is off the 2×2 square (Place(cell=(2, 0)))"),
    (Place((0, -1)), "cell", "the cell is off the 2×2 square (Place(cell=(0, -1)))"),
])
def test_breach_table(move, rule, message):
    error = breach(_midgame(), move)
    assert error.rule == rule and error.message + f" ({move!r})" == str(error).split(": ", 1)[1]
    assert str(error) == f"rule {rule}: {message}"
    assert not is_legal(_midgame(), move)


def test_calls_must_be_letters_of_the_game():
    s = initial(Rules(players=1, height=2, width=2, moves=4))
    for bad in ("ё", "k", "кк", "", "аб", "К"):
        assert breach(s, Call(bad)).rule == "letter"
    assert all(is_legal(s, Call(ch)) for ch in ALPHABET)


def test_legal_moves_agree_with_the_predicate():
    s = _midgame()
    every = [Call(ch) for ch in ALPHABET + "ёz"] + [Place((r, c)) for r in range(-1, 3) for c in range(-1, 3)]
    assert [m for m in every if is_legal(s, m)] == list(legal_moves(s))


def test_apply_returns_a_new_state():
    s = _midgame()
    after = apply(s, Place((0, 0)))
    assert s.squares[1].rows == ("..", ".к") and after.squares[1].rows == ("о.", ".к")


def test_game_over_refuses_moves():
    s = initial(Rules(players=1, height=2, width=2, moves=1))
    s = apply(apply(s, Call("к")), Place((0, 0)))
    with pytest.raises(IllegalMoveError, match="rule end: the game is over"):
        apply(s, Call("о"))


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(2, 4), st.randoms(use_true_random=False))
def test_random_playouts_stay_legal_and_end(players, side, rng):
    """Any sequence of legal moves ends after exactly moves × (players + 1) moves, squares holding the calls."""
    moves = allowed_moves(side * side, players)
    rules = Rules(players=players, height=side, width=side, moves=rng.choice(moves))
    s = initial(rules)
    steps = 0
    while not is_over(s):
        s = apply(s, rng.choice(list(legal_moves(s))))
        steps += 1
    assert steps == rules.moves * (players + 1)
    for sq in s.squares:
        assert sorted(ch for row in sq.rows for ch in row if ch != ".") == sorted(s.called)
    assert replay(rules, s.history).squares == s.squares


# -- letters from a file ---------------------------------------------------------------------

@pytest.mark.parametrize("text, letters", [
    ("к о т", ["к", "о", "т"]),
    ("КОТ\nёж", ["к", "о", "т", "е", "ж"]),
    ("к, о; т. а-б  # comment: 123\n", ["к", "о", "т", "а", "б"]),
    ("# only a comment\n", []),
    ("KOT", ["к", "о", "т"]),          # Latin look-alikes read as Cyrillic
])
def test_read_letters(text, letters):
    assert read_letters(text) == letters


@pytest.mark.parametrize("text, message", [
    ("к 7", "f.txt:1:3: '7' is not a letter"),
    ("ко\nт%", "f.txt:2:2: '%' is not a letter"),
    ("q", "f.txt:1:1: 'q' is not a letter"),
])
def test_read_letters_errors(text, message):
    with pytest.raises(InputFormatError) as e:
        read_letters(text, "f.txt")
    assert str(e.value) == message


def test_file_letters_run_out_with_a_message():
    source = FileLetters(["к"], "calls.txt")
    assert source.next_letter() == "к"
    with pytest.raises(UsageError, match="calls.txt holds only 1 letters"):
        source.next_letter()


def test_random_letters_are_the_seeded_draw():
    """The computer's calls are exactly letters.draw_letters with the same seed (the scorer's tested draw)."""
    source = RandomLetters(seed=11)
    assert [source.next_letter() for _ in range(40)] == draw_letters(random.Random(11), letter_weights(), 40)
    skipped = RandomLetters(seed=11, skip=30)
    assert [skipped.next_letter() for _ in range(10)] == draw_letters(random.Random(11), letter_weights(), 40)[30:]


# -- fairness ----------------------------------------------------------------------------

class Snoop(Player):
    """Writes row by row and keeps every object it was given, to look for the future afterwards."""

    def __init__(self):
        super().__init__("snoop")
        self.seen = []

    def call(self, view):
        self.seen.append(view)
        return "о"

    def place(self, view, letter):
        self.seen.append((view, letter))
        return view.empty_cells()[0]


def reachable(roots):
    """Return every object reachable from ``roots`` through their data (not through classes or modules)."""
    seen, todo, out = set(), list(roots), []
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType, types.FunctionType,
                                               types.BuiltinFunctionType)):
            continue
        seen.add(id(obj))
        out.append(obj)
        todo.extend(gc.get_referents(obj))
    return out


def test_a_player_cannot_reach_the_letter_stream():
    """Everything a player is handed leads to no generator, no stream, no engine, no other square."""
    source = RandomLetters(seed=5)
    snoops = [Snoop(), Snoop()]
    result = play_game(LEX, Rules(players=2, height=3, width=3, moves=8, computer_calls=True), snoops, source)
    for k, snoop in enumerate(snoops):
        objects = reachable(snoop.seen)
        assert not any(isinstance(o, (random.Random, RandomLetters, types.GeneratorType, types.FrameType))
                       for o in objects)
        assert source._stream not in objects and source not in objects
        other = result.state.squares[1 - k]
        assert all(o is not other for o in objects)
        # and each view held exactly the letters called so far
        views = [v if isinstance(v, View) else v[0] for v in snoop.seen]
        assert [len(v.called) for v in views] == list(range(1, 9))
        assert all(v.called == result.state.called[:len(v.called)] for v in views)
        assert all(v.square.name == "snoop" for v in views)


def test_a_views_square_is_the_players_own():
    snoops = [Snoop(), Snoop()]
    play_game(LEX, Rules(players=2, height=2, width=2, moves=4), snoops)
    view, letter = snoops[1].seen[-1]
    assert view.seat == 1 and letter == "о"
    with pytest.raises(AttributeError):
        view.square.rows = ("ко", "..")           # frozen: a player cannot change its square behind the engine


def test_players_own_generators_are_not_the_letters():
    """Bots get their own Random; drawing from it does not move the letter stream."""
    source_a, source_b = RandomLetters(seed=3), RandomLetters(seed=3)
    rules = Rules(players=1, height=3, width=3, moves=9, computer_calls=True)
    a = play_game(LEX, rules, [make_player("random", LEX, random.Random(1))], source_a)
    b = play_game(LEX, rules, [make_player("greedy", LEX, random.Random(2))], source_b)
    assert a.state.called == b.state.called


# -- records and replay ----------------------------------------------------------------------

def test_seeded_game_replays_from_its_record():
    """A full seeded game of three bots, saved as JSON and replayed, gives the same squares and scores."""
    lex = Lexicon.default()
    rules = Rules(players=3, moves=36)
    players = [make_player(kind, lex, random.Random(k)) for k, kind in enumerate(["random", "greedy", "expert"])]
    result = play_game(lex, rules, players)
    record = GameRecord.of(result.state, ["random", "greedy", "expert"], seed=1, scores=result.totals)
    data = json.loads(json.dumps(record.to_dict(), ensure_ascii=False))
    again = GameRecord.from_dict(data).state()
    assert again.squares == result.state.squares and again.called == result.state.called
    assert tuple(score_square(lex, sq).total for sq in again.squares) == result.totals == tuple(data["scores"])
    assert [t["caller"] for t in data["turns"]] == [1, 2, 3] * 12


def test_same_seed_same_game():
    lex = Lexicon.default()
    rules = Rules(players=2, moves=36)

    def one():
        players = [make_player(k, lex, random.Random(7 + i)) for i, k in enumerate(["greedy", "expert"])]
        return play_game(lex, rules, players)
    a, b = one(), one()
    assert a.state.history == b.state.history and a.totals == b.totals


def test_record_turns_round_trip_a_half_turn():
    s = _midgame()
    turns = record_turns(s)
    assert turns == [{"caller": 1, "letter": "к", "cells": [[1, 1], [2, 2]]},
                     {"caller": 2, "letter": "о", "cells": [[1, 2]]}]
    assert moves_of_turns(turns) == list(s.history)


@pytest.mark.parametrize("data, message", [
    ({"format": "other"}, "g.json: not a saved game of «Словесный бой»"),
    ({"format": "wordgames-battle"}, "g.json: damaged saved game: 'rules'"),
    ({"format": "wordgames-battle", "rules": {"players": 1, "height": 2, "width": 2, "moves": 4,
                                              "computer_calls": True}, "names": ["a"], "kinds": ["greedy"],
      "turns": [{"letter": "к", "cells": [[3, 3]]}]},
     "g.json: the saved moves do not replay: rule cell: the cell is off the 2×2 square"),
])
def test_damaged_records_are_refused(data, message):
    with pytest.raises(InputFormatError) as e:
        GameRecord.from_dict(data, "g.json")
    assert str(e.value).startswith(message)
