"""The opening roll that decides who starts (a rule option), and games of several players, people and bots."""

import json

import numpy as np
import pytest

from wordgames.engine import CHANCE
from wordgames.errors import InputFormatError
from wordgames.games.yam.game import YamGame
from wordgames.games.yam.players import ExpertPlayer, GreedyPlayer
from wordgames.games.yam.sheet import BOXES, DOWN, FIRST, FREE, UP, Rules
from wordgames.games.yam.solver import PM_SIZE, UPPER_SIZE, Table, build_table
from wordgames.games.yam.state import Score, YamState
from wordgames.table.human import HumanPlayer, ScriptedTerminal
from wordgames.table.loop import play


@pytest.mark.parametrize("players, dice, first, rounds", [
    (2, [3, 5], 1, 1),                      # the higher throw starts
    (2, [6, 6, 2, 4], 1, 2),                # a tie: both throw again
    (3, [4, 6, 6, 1, 5], 2, 2),             # seats 1 and 2 tie on 6; in their round seat 2 throws higher
    (3, [2, 2, 2, 1, 1, 3], 2, 2),          # all three tie, then seat 2 alone is highest
    (4, [1, 1, 1, 1, 5, 5, 5, 5, 3, 3, 3, 6], 3, 3),
])
def test_the_highest_throw_starts_and_ties_throw_again(players, dice, first, rounds):
    state, seen = YamState.new(players, opening=True), 1
    for face in dice:
        assert state.current_player() == CHANCE and state.in_opening()
        assert [p for _d, p in state.chance_outcomes()] == [pytest.approx(1 / 6)] * 6
        state = state.apply((face,))
        seen += state.in_opening() and not state.opening          # a round of the tied begins
    assert not state.in_opening() and (state.first, state.player) == (first, first) and seen == rounds
    assert state.chance_outcomes()[0][0] == (1, 1, 1, 1, 1)        # the first turn's roll of five dice


def test_without_the_option_or_alone_there_is_no_opening_roll():
    assert not YamState.new(3).in_opening() and not YamState.new(1, opening=True).in_opening()
    assert YamGame({"opening": True}, seats=1).new_initial_state().chance_outcomes()[0][0] == (1, 1, 1, 1, 1)


def test_after_the_opening_the_seats_follow_in_order_and_each_fills_as_many_boxes():
    game = YamGame({"columns": 1, "opening": True}, seats=3)
    order = []

    def watch(step):
        if isinstance(step.action, Score):
            order.append(step.before.player)
    end = play(game, [GreedyPlayer()] * 3, seed=4, watch=watch).state
    assert end.is_terminal() and len(order) == 33
    assert order[:3] == [end.first, (end.first + 1) % 3, (end.first + 2) % 3] and order == order[:3] * 11


def test_a_state_in_the_opening_goes_to_json_and_back():
    game = YamGame({"columns": 3, "opening": True}, seats=3)
    state = game.new_initial_state().apply((6,)).apply((6,)).apply((2,)).apply((3,))
    assert state.contenders == (0, 1) and state.opening == (3,)
    data = json.loads(json.dumps(state.to_dict()))
    assert data["opening"] == {"contenders": [0, 1], "dice": [3]}
    assert YamState.from_dict(data) == state
    started = state.apply((1,))
    assert started.first == 0 and YamState.from_dict(started.to_dict()) == started


@pytest.mark.parametrize("change, message", [
    ({"opening": {"contenders": [0], "dice": []}}, "state.opening.contenders: two or more seats, in order"),
    ({"opening": {"contenders": [1, 0], "dice": []}}, "state.opening.contenders: two or more seats, in order"),
    ({"opening": {"contenders": [0, 1], "dice": [7]}}, "state.opening.dice: a list of 0 to 1 dice faces 1-6, not [7]"),
    ({"opening": {"contenders": [0, 1], "dice": [], }, "roll": 1, "dice": [1, 2, 3, 4, 5]},
     "state: the opening roll comes before the first turn"),
    ({"first": 5}, "state: the first player 5 is not a seat of 2"),
])
def test_a_bad_opening_in_a_saved_state_is_named(change, message):
    data = YamState.new(2, opening=True).to_dict() | change
    with pytest.raises(InputFormatError) as caught:
        YamState.from_dict(data)
    assert str(caught.value) == message


def test_the_turn_order_check_counts_from_the_first_player():
    game = YamGame({"columns": 1, "opening": True}, seats=3)
    state = game.new_initial_state().apply((1,)).apply((6,)).apply((2,))      # seat 1 starts
    state = state.apply((6, 6, 6, 6, 6)).apply(Score("Яма"))                  # seat 1 writes; seat 2 to move
    assert state.player == 2 and state.turn_problem() is None
    assert YamState.from_dict(state.to_dict()) == state
    data = state.to_dict() | {"first": 0}
    with pytest.raises(InputFormatError, match="in seat order"):
        YamState.from_dict(data)


def test_the_narration_of_the_opening():
    game = YamGame({"columns": 1, "opening": True}, seats=2)
    s0 = game.new_initial_state()
    s1, names = s0.apply((6,)), ["Аня", "Боря"]
    assert game.presenter().narrate(s0, (6,), s1, names) == ["Аня throws 6 for the first turn"]
    s2 = s1.apply((6,))
    assert game.presenter().narrate(s1, (6,), s2, names) == ["Боря throws 6 for the first turn", "  Аня, Боря tie and throw again"]
    s3 = s2.apply((2,)).apply((4,))
    assert game.presenter().narrate(s2.apply((2,)), (4,), s3, names) == ["Боря throws 4 for the first turn", "  Боря starts"]
    assert game.rules_dict()["opening"] is True and "opening" not in YamGame().rules_dict()


def zero_tables():
    zero = lambda k: Table(Rules(), BOXES, np.zeros((1 << len(BOXES), UPPER_SIZE, PM_SIZE)), k)
    return {DOWN: build_table(Rules(), kind=DOWN), UP: build_table(Rules(), kind=UP), FREE: zero(FREE),
            FIRST: zero(FIRST)}


@pytest.mark.parametrize("columns", [3, 4])
def test_a_person_and_bots_play_a_variant_to_the_end(columns):
    # The person types, at every question, what the greedy bot chose in the same seeded game.
    game = YamGame({"columns": columns, "opening": True}, seats=3)
    tables = zero_tables()
    typed = []

    def record(step):
        if step.seat == 1:
            legal = step.before.legal_actions()
            if len(legal) > 1:
                typed.append(game.presenter().format_action(step.before, step.action))
                if isinstance(step.action, Score) and step.before.score_of(step.action) == 0:
                    typed.append("y")
    bots = [ExpertPlayer(tables), GreedyPlayer(), GreedyPlayer()]
    expected = play(game, bots, seed=8, watch=record).state
    term = ScriptedTerminal(typed)
    people = [ExpertPlayer(tables), HumanPlayer("Аня", game, term), GreedyPlayer()]
    end = play(game, people, seed=8).state
    assert end.is_terminal() and end.totals() == expected.totals() and term.answers == []
    assert end.first == expected.first
