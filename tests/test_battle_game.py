"""«Словесный бой», the game: move-count rules, turn order, legality, fairness, sessions and replay."""

import gc
import json
import random
import types

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.battle.bots.expert import ExpertPlayer
from wordgames.battle.bots.simple import GreedyPlayer, RandomPlayer
from wordgames.battle.game import BattleGame, seeded_letters
from wordgames.battle.legality import Call, Place
from wordgames.battle.letters import ALPHABET, letter_weights, read_letters
from wordgames.battle.rules import COMPUTER, Rules, allowed_moves
from wordgames.battle.score import score_square
from wordgames.battle.state import BattleState, BattleView, letter_chances
from wordgames.engine import CHANCE
from wordgames.errors import IllegalMoveError, InputFormatError, OptionError, SeatsError
from wordgames.lexicon import Lexicon
from wordgames.table.loop import play
from wordgames.table.seats import SeatSpec
from wordgames.table.seeds import seat_rng
from wordgames.table.session import Session

LEX = Lexicon.from_words(["кот", "ток", "кит", "тик", "сок", "нос", "сон", "он", "но", "ос", "кок", "оса"])
PLAYERS = {"random": lambda words, rng: RandomPlayer(rng, words), "greedy": GreedyPlayer,
           "expert": ExpertPlayer}   # each bot over the words given, with the default letter weights


def initial(rules):
    return BattleState.initial(rules, LEX)


def apply(state, *moves):
    for move in moves:
        state = state.apply(move)
    return state


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
    with pytest.raises((OptionError, SeatsError)) as e:
        Rules(**kwargs)
    assert str(e.value) == message
    assert isinstance(e.value, SeatsError) == ("played by" in message)


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
        seen.append((state.phase, state.current_player()))
        state = state.apply(Call("к"))
        for seat in range(3):
            seen.append((state.phase, state.current_player()))
            state = state.apply(Place((turn // 3, turn % 3)))
    assert [who for ph, who in seen if ph == "call"] == [0, 1, 2, 0, 1, 2]
    assert [who for ph, who in seen if ph == "place"] == [0, 1, 2] * 6
    assert state.is_terminal() and state.phase == "over" and state.legal_actions() == []


def test_the_computer_calls_at_a_chance_node_with_the_letter_frequencies():
    weights = letter_weights("corpus")
    state = BattleState.initial(Rules(players=2, height=2, width=2, moves=2, computer_calls=True), LEX,
                                letter_chances(weights))
    assert state.current_player() == COMPUTER == CHANCE and state.legal_actions() == []
    outcomes = dict(state.chance_outcomes())
    assert sum(outcomes.values()) == 1 and len(outcomes) == 32
    assert outcomes[Call("о")] / outcomes[Call("ъ")] == 1097 / 4          # 10.97 % against 0.04 %
    assert outcomes[Call("е")] == pytest.approx((8.45 + 0.04) / 100.01)  # ё is е
    state = apply(state, Call("а"), Place((0, 0)), Place((0, 0)))
    assert state.current_player() == COMPUTER
    assert [b.rule for b in state.breaches(Call("ё"))] == ["chance"]


def test_letters_from_a_file_are_the_only_outcome_in_turn():
    rules = Rules(height=2, width=2, moves=3, computer_calls=True, letters=tuple("котя"))
    state = initial(rules)
    for letter in "кот":
        assert state.chance_outcomes() == ((Call(letter), 1),)
        assert state.breaches(Call("а")) and not state.breaches(Call(letter))
        state = apply(state, Call(letter), state.apply(Call(letter)).legal_actions()[0])
    assert state.is_terminal() and state.squares[0].rows == ("ко", "т.")


@pytest.mark.parametrize("kwargs, message", [
    (dict(moves=4, letters=tuple("кот")), "the letters hold 3 calls; the game needs 4"),
    (dict(moves=2, letters=tuple("кот"), computer_calls=False), "letters from a file give every call"),
])
def test_letters_must_cover_the_game_and_come_from_the_computer(kwargs, message):
    with pytest.raises(OptionError, match=message):
        Rules(height=2, width=2, **{"computer_calls": True, **kwargs})


# -- legality -----------------------------------------------------------------------------

def test_legal_moves_counts():
    """Perft-style counts: 32 calls; then one Place per empty cell of the player to write."""
    state = initial(Rules(players=2, height=2, width=3, moves=6))
    assert len(state.legal_actions()) == 32
    state = state.apply(Call("о"))
    assert len(state.legal_actions()) == 6
    state = state.apply(Place((1, 2)))
    assert len(state.legal_actions()) == 6          # player 2's square is still empty
    state = state.apply(Place((0, 0)))
    state = apply(state, Call("к"), Place((0, 0)), Place((0, 1)))
    assert state.legal_actions() == [Call(ch) for ch in ALPHABET]
    state = state.apply(Call("т"))
    assert [m.cell for m in state.legal_actions()] == [(0, 1), (0, 2), (1, 0), (1, 1)]


def _midgame():
    """Two players on 2×2: turn 1 «к» (p1 a1, p2 b2), turn 2 called «о», p1 wrote b1, p2 to write."""
    return apply(initial(Rules(players=2, height=2, width=2, moves=4)),
                 Call("к"), Place((0, 0)), Place((1, 1)), Call("о"), Place((0, 1)))


@pytest.mark.parametrize("move, rule, message", [
    (Call("а"), "no skipping", "player 2 must write the letter 'о' before another is called"),
    (Place((1, 1)), "empty cell", "b2 already holds 'к'"),
    (Place((2, 0)), "cell", "the cell is off the 2×2 square"),
    (Place((0, -1)), "cell", "the cell is off the 2×2 square"),
    (Place("a1"), "cell", "a cell is a row and a column, not 'a1'"),
])
def test_breach_table(move, rule, message):
    s = _midgame()
    assert [(b.rule, b.message) for b in s.breaches(move)] == [(rule, message)]
    assert s.view(1).breaches(move) == s.breaches(move)
    with pytest.raises(IllegalMoveError) as e:
        s.apply(move)
    assert str(e.value) == f"rule {rule}: {message}"    # the state has no notation: the game writes the move
    assert str(BattleGame().presenter().refusal(s, move, e.value)).startswith(f"rule {rule}: {message} ('")


def test_calls_must_be_letters_of_the_game():
    s = initial(Rules(players=1, height=2, width=2, moves=4))
    for bad in ("ё", "k", "кк", "", "аб", "К"):
        assert [b.rule for b in s.breaches(Call(bad))] == ["letter"]
    assert all(s.is_legal(Call(ch)) for ch in ALPHABET)


def test_legal_moves_agree_with_the_predicate():
    s = _midgame()
    every = [Call(ch) for ch in ALPHABET + "ёz"] + [Place((r, c)) for r in range(-1, 3) for c in range(-1, 3)]
    assert [m for m in every if s.is_legal(m)] == s.legal_actions() == s.view(1).legal_actions()


def test_apply_returns_a_new_state():
    s = _midgame()
    after = s.apply(Place((0, 0)))
    assert s.squares[1].rows == ("..", ".к") and after.squares[1].rows == ("о.", ".к")


def test_game_over_refuses_moves():
    s = apply(initial(Rules(players=1, height=2, width=2, moves=1)), Call("к"), Place((0, 0)))
    with pytest.raises(IllegalMoveError, match="rule end: the game is over"):
        s.apply(Call("о"))


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(2, 4), st.randoms(use_true_random=False))
def test_random_playouts_stay_legal_and_end(players, side, rng):
    """Any sequence of legal moves ends after exactly moves × (players + 1) moves, squares holding the calls."""
    moves = allowed_moves(side * side, players)
    rules = Rules(players=players, height=side, width=side, moves=rng.choice(moves))
    s, taken = initial(rules), []
    while not s.is_terminal():
        taken.append(rng.choice(s.legal_actions()))
        s = s.apply(taken[-1])
    assert len(taken) == rules.moves * (players + 1)
    for sq in s.squares:
        assert sorted(ch for row in sq.rows for ch in row if ch != ".") == sorted(s.called)
    assert s.returns() == [float(score_square(LEX, sq).total) for sq in s.squares]
    assert apply(initial(rules), *taken) == s


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


def test_the_seed_calls_the_same_letters_for_any_number_of_players():
    """``battle letters --seed 11`` is the letters every computer-called game seeded 11 calls."""
    weights = letter_weights("corpus")
    expected = seeded_letters(11, weights, 8)
    for players in (1, 2, 4):
        game = BattleGame({"size": 4, "moves": 8, "caller": "computer"}, players, LEX)
        bots = [RandomPlayer(random.Random(k), LEX) for k in range(players)]
        assert list(play(game, bots, seed=11).state.called) == expected


# -- fairness ----------------------------------------------------------------------------

class Snoop:
    """Writes row by row and keeps every view it was given, to look for the future afterwards."""

    def __init__(self):
        self.seen = []

    def choose(self, view):
        self.seen.append(view)
        return Call("о") if view.asked == "call" else Place(view.empty_cells()[0])


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


def test_a_player_cannot_reach_the_letters_to_come_or_another_square():
    """Everything a player is handed leads to no generator, no state, no game, no other square."""
    game = BattleGame({"size": 3, "moves": 8, "caller": "computer"}, 2, LEX)
    snoops = [Snoop(), Snoop()]
    final = play(game, snoops, seed=5).state
    for k, snoop in enumerate(snoops):
        objects = reachable(snoop.seen)
        assert not any(isinstance(o, (random.Random, BattleState, BattleGame, types.GeneratorType,
                                      types.FrameType)) for o in objects)
        other = final.squares[1 - k]
        assert all(o is not other for o in objects)
        assert all(isinstance(v, BattleView) and v.seat == k for v in snoop.seen)
        assert [len(v.called) for v in snoop.seen] == list(range(1, 9))     # the letters called so far, no more
        assert all(v.called == final.called[:len(v.called)] for v in snoop.seen)


def test_a_views_square_is_the_players_own():
    game = BattleGame({"size": 2, "moves": 4}, 2, LEX)
    snoops = [Snoop(), Snoop()]
    final = play(game, snoops, seed=1).state
    view = snoops[1].seen[-1]
    assert view.seat == 1 and view.letter == "о" and view.square.rows != final.squares[0].rows
    with pytest.raises(AttributeError):
        view.square.rows = ("ко", "..")           # frozen: a player cannot change its square behind the table


def test_players_own_generators_are_not_the_letters():
    """Bots get their own Random; drawing from it does not move the computer's letters."""
    game = BattleGame({"size": 3, "moves": 9}, 1, LEX)
    a = play(game, [RandomPlayer(random.Random(1), LEX)], seed=3).state
    b = play(game, [GreedyPlayer(LEX, random.Random(2))], seed=3).state
    assert a.called == b.called


# -- sessions and replay ----------------------------------------------------------------------

def _played(lex, kinds, seed, tmp_path, **rules):
    game = BattleGame(rules, len(kinds), lex)
    seats = [SeatSpec(k, "bot", bot=k) for k in kinds]
    session = Session.start(game, seats, seed)
    bots = [PLAYERS[k](lex, seat_rng(seed, n)) for n, k in enumerate(kinds)]
    final = play(game, bots, seed=seed, watch=lambda step: session.record(game, step.action, step.after)).state
    session.save(tmp_path / "g.json")
    return game, session, final


def test_seeded_game_replays_from_its_session(tmp_path):
    """A full seeded game of three bots, saved as JSON and replayed, gives the same squares and scores."""
    lex = Lexicon.default()
    game, session, final = _played(lex, ["random", "greedy", "expert"], 1, tmp_path)
    data = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    again = Session.from_dict(data).replay(game)
    assert again.squares == final.squares and again.called == final.called
    assert data["returns"] == [float(score_square(lex, sq).total) for sq in again.squares]
    calls = [a for a in data["actions"] if "call" in a]
    assert len(calls) == 36 and len(data["actions"]) == 36 * 4


def test_same_seed_same_game(tmp_path):
    lex = Lexicon.default()
    a = _played(lex, ["greedy", "expert"], 7, tmp_path, size=5, moves=10)[1]
    b = _played(lex, ["greedy", "expert"], 7, tmp_path, size=5, moves=10)[1]
    assert a.actions == b.actions and a.returns == b.returns


@pytest.mark.parametrize("actions, message", [
    ([{"call": "к"}, {"place": [3, 3]}], "actions[1]: rule cell: the cell is off the 2×2 square"),
    ([{"call": "к"}, {"call": "о"}], "actions[1]: rule no skipping: player 1 must write the letter 'к'"),
    ([{"place": "a1"}], "actions[0]: a move is {\"call\": letter} or {\"place\": [row, column]}"),
    ([{"call": "k"}], "actions[0]: rule letter: a call is one letter"),
])
def test_damaged_sessions_are_refused_at_the_first_bad_action(actions, message):
    game = BattleGame({"size": 2, "moves": 4, "caller": "players"}, 1, LEX)
    session = Session.start(game, [SeatSpec("Оля", "human")], 1)
    session.actions = actions
    with pytest.raises(InputFormatError) as e:
        session.replay(game)
    assert str(e.value).startswith(message)
