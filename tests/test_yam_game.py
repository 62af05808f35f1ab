"""The Yam engine state: move counts of known positions, column orders, typed moves, seeded playouts."""

import json
import random

import pytest

from wordgames.errors import IllegalMoveError, InputFormatError
from wordgames.games.engine import CHANCE, RandomPlayer, play, sample_chance
from wordgames.games.dice import throws
from wordgames.games.yam.game import Keep, Score, YamState, parse_action
from wordgames.games.yam.players import GreedyPlayer
from wordgames.games.yam.sheet import BOXES, Column, Rules


def rolled(dice, players=1, columns=1, **changes):
    """Return a new game where the first player has just rolled ``dice``."""
    state = YamState.new(players, columns).apply(dice)
    return state._replace(**changes) if changes else state


def all_actions(state):
    """Every Keep of 0-5 dice and every Score action that names a real box and column."""
    keeps = [Keep(k) for n in range(6) for k in throws(n)]
    return keeps + [Score(b, c) for c in range(len(state.kinds)) for b in BOXES]


# (dice, columns, roll, expected number of legal actions) — counted by hand:
# distinct proper sub-multisets of the dice plus the open boxes.
PERFT = [
    ((1, 2, 3, 4, 5), 1, 1, 31 + 11),
    ((6, 6, 6, 6, 6), 1, 1, 5 + 11),
    ((2, 2, 5, 5, 5), 1, 1, 11 + 11),
    ((2, 2, 5, 5, 5), 1, 3, 11),            # no reroll after the third roll
    ((1, 2, 3, 4, 5), 3, 1, 31 + 1 + 1 + 11),   # top-down: «1»; bottom-up: Яма; free: all
    ((1, 2, 3, 4, 5), 4, 1, 31 + 1 + 1 + 11 + 11),
    ((1, 2, 3, 4, 5), 4, 2, 31 + 1 + 1 + 11),   # the first-roll column is closed after roll 1
]


@pytest.mark.parametrize("dice, columns, roll, count", PERFT)
def test_move_counts(dice, columns, roll, count):
    state = rolled(dice, columns=columns, roll=roll)
    actions = state.legal_actions()
    assert len(actions) == len(set(actions)) == count
    assert sum(state.is_legal(a) for a in all_actions(state)) == count


def test_only_first_roll_boxes_left_means_no_reroll():
    full = Column.from_mapping({b: 0 for b in BOXES})
    sheet = (full, full, full, Column.empty().fill("1", 2))
    state = YamState(sheets=(sheet,), kinds=("down", "up", "free", "first"), roll=1, dice=(1, 2, 3, 4, 5))
    assert state.legal_actions() == [Score(b, 3) for b in BOXES[1:]]
    with pytest.raises(IllegalMoveError, match="only first-roll boxes are left"):
        state.apply(Keep((5,)))


@pytest.mark.parametrize("action, message", [
    (Keep((6, 6)), "rule keep: these dice are not on the table (1, 2, 3, 4, 5) ((6, 6))"),
    (Keep((1, 2, 3, 4, 5)), "rule keep: keeping all five dice is scoring: name a box ((1, 2, 3, 4, 5))"),
    (Score("2", 0), "rule column down: this column is filled in order: next is 1 ('2')"),
    (Score("1", 1), "rule column up: this column is filled in order: next is Яма ('1')"),
])
def test_illegal_moves_say_why(action, message):
    state = rolled((1, 2, 3, 4, 5), columns=3)
    with pytest.raises(IllegalMoveError) as e:
        state.apply(action)
    assert str(e.value) == message


def test_filled_box_and_first_roll_column():
    state = rolled((1, 2, 3, 4, 5), columns=4)
    state = state.apply(Score("Ряд", 2))
    state = state.apply((2, 2, 3, 5, 5))
    with pytest.raises(IllegalMoveError, match="rule filled box: box Ряд is already filled"):
        state.apply(Score("Ряд", 2))
    state = state.apply(Keep((2, 2)))
    state = state.apply((2, 4, 6))
    with pytest.raises(IllegalMoveError, match="rule first roll: this column takes only a turn's first roll"):
        state.apply(Score("Яма", 3))


def test_a_turn_step_by_step():
    state = YamState.new(2)
    assert state.current_player() == CHANCE and len(state.chance_outcomes()) == 252
    state = state.apply((2, 3, 6, 6, 6)).apply(Keep((6, 6, 6)))
    assert state.is_chance_node() and len(state.chance_outcomes()) == 21   # two dice
    state = state.apply((6, 1)).apply(Keep((6, 6, 6, 6))).apply((4,))
    assert state.roll == 3 and state.dice == (4, 6, 6, 6, 6)
    state = state.apply(Score("Яма"))
    assert state.sheets[0][0]["Яма"] == 68 and state.player == 1 and state.totals() == [68, 0]


def test_plus_minus_in_a_game_both_orders():
    state = rolled((1, 2, 2, 3, 3)).apply(Score("+"))           # «+» first: 11
    state = state.apply((1, 1, 1, 1, 1)).apply(Score("-"))       # 5 < 11: kept
    assert (state.sheets[0][0]["+"], state.sheets[0][0]["-"]) == (11, 5)
    state = rolled((2, 2, 2, 3, 3)).apply(Score("-"))            # «−» first: 12
    state = state.apply((1, 2, 2, 3, 4)).apply(Score("+"))       # 12 is not > 12: zero
    assert (state.sheets[0][0]["-"], state.sheets[0][0]["+"]) == (12, 0)


@pytest.mark.parametrize("text, expected", [
    ("k 666", Keep((6, 6, 6))),
    ("keep 6,6", Keep((6, 6))),
    ("r", Keep(())),
    ("Яма", Score("Яма", 0)),
    ("s дом", Score("Дом", 0)),
    ("−", Score("-", 0)),
    ("+", Score("+", 0)),
    ("6", Score("6", 0)),
])
def test_typed_moves(text, expected):
    assert parse_action(text, rolled((2, 3, 6, 6, 6))) == expected


@pytest.mark.parametrize("text, columns, error, message", [
    ("", 1, InputFormatError, "type 'k <dice>' to keep dice, 'r' to reroll all, or a box name to score"),
    ("k 7", 1, InputFormatError, "'7' is not a die face (1-6)"),
    ("семь", 1, InputFormatError, "unknown box or command 'семь'"),
    ("Яма", 3, InputFormatError, "say which column (1-3) for Яма"),
    ("Яма 5", 3, InputFormatError, "column must be 1-3, not '5'"),
    ("Яма 1", 3, IllegalMoveError, "rule column down: this column is filled in order: next is 1 ('Яма')"),
])
def test_typed_move_errors(text, columns, error, message):
    with pytest.raises(error) as e:
        parse_action(text, rolled((2, 3, 6, 6, 6), columns=columns))
    assert str(e.value) == message


def test_typed_box_in_its_only_open_column():
    assert parse_action("Дом", rolled((1, 1, 2, 3, 4), columns=3)) == Score("Дом", 2)   # only the free column
    assert parse_action("1 1", rolled((1, 1, 2, 3, 4), columns=3)) == Score("1", 0)


@pytest.mark.parametrize("players, columns, seed", [(1, 1, 1), (2, 1, 2), (3, 3, 3), (2, 4, 4), (1, 4, 5)])
def test_seeded_random_playouts(players, columns, seed):
    rng = random.Random(seed)
    bots = [RandomPlayer(rng) if i % 2 == 0 else GreedyPlayer() for i in range(players)]
    state, scores_written = YamState.new(players, columns), 0
    while not state.is_terminal():
        assert YamState.from_dict(json.loads(state.to_json())) == state
        if state.is_chance_node():
            state = state.apply(sample_chance(state, rng))
            continue
        legal = set(state.legal_actions())
        if scores_written % 7 == 0:
            assert {a for a in all_actions(state) if state.is_legal(a)} == legal
        action = bots[state.player].choose(state)
        assert action in legal
        after = state.apply(action)
        if isinstance(action, Score):
            column = state.sheets[state.player][action.column]
            assert after.sheets[state.player][action.column][action.box] == column.score(action.box, state.dice, Rules())
            assert after.player == (state.player + 1) % players
            scores_written += 1
        state = after
    assert scores_written == len(BOXES) * columns * players
    assert state.legal_actions() == [] and state.returns() == [
        float(sum(c.summa() + c.bonus() + sum(v for b, v in c.filled().items() if not b.isdigit()) for c in sheet))
        for sheet in state.sheets]


def test_engine_play_reaches_the_end():
    end = play(YamState.new(2, 3), [RandomPlayer(random.Random(1)), GreedyPlayer()], random.Random(9))
    assert end.is_terminal() and all(c.is_full() for sheet in end.sheets for c in sheet)
