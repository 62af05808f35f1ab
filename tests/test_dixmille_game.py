"""The Dix Mille engine state: move counts, forced throws, hot dice, the bonus ladder, the last round,
seeded playouts."""

import json
import random
from dataclasses import replace

import pytest

from wordgames.errors import IllegalMoveError
from wordgames.games.dixmille.game import (AFTER_BONUS, BONUS, OVER, THROW, DixMilleState, Move, move_from_json,
                                           move_to_json)
from wordgames.games.dixmille.players import CautiousPlayer, OptimalPlayer, RandomPlayer
from wordgames.games.dixmille.scoring import TABLES, Combo, Selection, selections
from wordgames.games.dixmille.strategy import build_turn_table
from wordgames.games.engine import CHANCE, sample_chance

TEXT = TABLES["text"]


def take(state, text, bank=False):
    """The move that sets aside the selection printed as ``text``."""
    selection = next(s for s in selections(state.throw, state.table) if str(s) == text)
    return Move(selection, bank)


def step(state, dice, text, bank=False):
    """Throw ``dice`` and set aside the selection printed as ``text``."""
    state = state.apply(tuple(dice))
    return state.apply(take(state, text, bank))


def thrown(dice, players=2, **changes):
    return replace(DixMilleState.new(players), dice=len(dice), **changes).apply(tuple(dice))


# (throw, legal moves) — counted by hand: each bankable selection twice (bank or throw on), forced ones once.
PERFT = [
    ((1, 2, 3, 3, 4, 6), 2),
    ((1, 1, 5, 3, 4, 6), 10),          # 1s: 0-2, 5s: 0-1, not both none: 5 selections
    ((2, 2, 3, 3, 6, 6), 1),           # three pairs only: forced
    ((1, 1, 5, 5, 3, 3), 17),          # three pairs (forced) + 8 selections of singles
    ((1, 1, 1, 1, 1, 1), 23),          # six of a kind (forced) + 6 + 4 + 1 selections
    ((1, 2, 3, 4, 5, 6), 7),           # straight (forced) + 1, 5, 1+5
    ((1, 1, 5, 5, 5, 5), 41),          # pair and four (forced) + 14 + 6 selections
    ((2, 3), 0),                       # nothing scores: the turn is lost at once
]


@pytest.mark.parametrize("dice, count", PERFT)
def test_move_counts(dice, count):
    state = thrown(sorted(dice))
    moves = state.legal_actions()
    assert len(moves) == len(set(moves)) == count
    everything = [Move(s, b) for s in selections(state.throw, TEXT) for b in (True, False)]
    assert sum(state.is_legal(m) for m in everything) == count


def test_forced_throw_after_three_pairs():
    state = thrown((2, 2, 3, 3, 6, 6))
    with pytest.raises(IllegalMoveError) as e:
        state.apply(take(state, "three pairs 2-3-6", bank=True))
    assert str(e.value) == "rule forced throw: after three pairs 2-3-6 all six dice must be thrown again ('three pairs 2-3-6')"
    state = state.apply(take(state, "three pairs 2-3-6"))
    assert (state.phase, state.dice, state.points) == (THROW, 6, 1500)
    state = state.apply((2, 3, 3, 4, 4, 6))            # nothing scores: the 1500 are lost
    assert (state.player, state.scores, state.points) == (1, (0, 0), 0)


def test_forced_throw_then_free_to_bank():
    state = step(DixMilleState.new(2), (1, 2, 3, 4, 5, 6), "straight 1-6")
    state = step(state, (1, 2, 3, 4, 4, 6), "1", bank=True)
    assert state.scores == (3100, 0)


def test_hot_dice_throw_six_again_without_bonus():
    state = thrown((1, 5, 5))                           # three dice thrown, all score
    state = state.apply(take(state, "1+5+5"))
    assert (state.phase, state.dice, state.points, state.bonuses) == (THROW, 6, 200, 0)


def test_not_a_combination_of_the_throw():
    state = thrown((1, 2, 3, 4, 4, 6))
    with pytest.raises(IllegalMoveError, match="rule combinations: not a scoring combination of the throw"):
        state.apply(Move(Selection((Combo("single", (5,)),)), True))


def test_bonus_ladder_500_1000_1500():
    state = step(DixMilleState.new(2), (1, 2, 3, 3, 4, 6), "1")           # five dice left
    state = step(state, (1, 5, 5, 5, 6), "555+1")                           # one die left
    assert (state.phase, state.dice, state.attempt, state.current_player()) == (BONUS, 1, 1, CHANCE)
    state = state.apply((3,))                                               # first try misses
    assert (state.phase, state.attempt) == (BONUS, 2)
    state = state.apply((5,))                                               # second try: a 5
    assert (state.phase, state.points, state.bonuses, state.dice) == (AFTER_BONUS, 100 + 600 + 500, 1, 6)
    assert state.legal_actions() == [Move(Selection(()), True), Move(Selection(()), False)]
    state = state.apply(Move(Selection(()), False))                         # throw six again
    state = step(state, (1, 1, 1, 5, 5, 6), "111+5+5")
    state = state.apply((1,))                                               # second bonus: 1000
    assert (state.points, state.bonuses) == (1200 + 1100 + 1000, 2)
    state = state.apply(Move(Selection(()), False))
    state = step(state, (2, 3, 3, 4, 5, 6), "5")
    state = step(state, (2, 3, 3, 3, 4), "333")
    state = step(state, (1, 4), "1")
    state = state.apply((1,))                                               # third bonus: 1500
    assert (state.points, state.bonuses) == (3300 + 50 + 300 + 100 + 1500, 3)
    state = state.apply(Move(Selection(()), True))
    assert state.scores == (5250, 0) and state.player == 1


def test_bonus_missed_twice_loses_the_turn():
    state = step(DixMilleState.new(2), (1, 2, 2, 3, 3, 4), "1")
    state = step(state, (1, 1, 1, 5, 6), "111+5")
    state = state.apply((2,)).apply((6,))
    assert (state.player, state.scores, state.phase) == (1, (0, 0), THROW)


def test_bonus_die_counts_option():
    table = replace(TEXT, bonus_die_counts=True)
    state = replace(DixMilleState.new(1, table), phase=BONUS, dice=1, attempt=1, points=300).apply((1,))
    assert state.points == 300 + 500 + 100


@pytest.mark.parametrize("reaches, expected_turns", [(0, 3), (1, 3), (2, 3)])
def test_last_round_gives_everyone_as_many_turns(reaches, expected_turns):
    # Three players, target 1000: whoever reaches it first, the round is played out and the game ends.
    state = DixMilleState.new(3, replace(TEXT, target=1000))
    for seat in range(3):
        state = state.apply((1, 1, 1, 2, 3, 4) if seat == reaches else (1, 2, 3, 4, 4, 6))
        state = state.apply(take(state, "111" if seat == reaches else "1", bank=True))
    assert state.phase == OVER and state.is_terminal() and state.turns == expected_turns
    assert state.winners() == [reaches] and state.returns()[reaches] == 1000.0


def test_game_goes_on_until_someone_reaches_the_target():
    state = DixMilleState.new(2, replace(TEXT, target=1000))
    state = state.apply((1, 2, 3, 4, 4, 6))
    state = state.apply(take(state, "1", bank=True))
    assert state.phase == THROW and state.player == 1


def test_tie_is_shared():
    state = DixMilleState((1000, 1000), replace(TEXT, target=1000), phase=OVER)
    assert state.winners() == [0, 1]


def test_json_round_trips():
    state = thrown((1, 1, 5, 5, 3, 3))
    assert DixMilleState.from_dict(json.loads(state.to_json())) == state
    for m in state.legal_actions():
        assert move_from_json(json.loads(json.dumps(move_to_json(m)))) == m


@pytest.mark.parametrize("seed, bots", [(1, "rc"), (2, "cr"), (3, "rrr"), (4, "oc")])
def test_seeded_playouts(seed, bots):
    rng = random.Random(seed)
    turn_table = build_turn_table(TEXT, t_max=20_000) if "o" in bots else None
    make = {"r": lambda: RandomPlayer(rng), "c": CautiousPlayer, "o": lambda: OptimalPlayer(turn_table)}
    players = [make[b]() for b in bots]
    state = DixMilleState.new(len(players), replace(TEXT, target=3000))
    banked = [0] * len(players)
    for _ in range(200_000):
        if state.is_terminal():
            break
        assert DixMilleState.from_dict(json.loads(state.to_json())) == state
        if state.is_chance_node():
            state = state.apply(sample_chance(state, rng))
            continue
        move = players[state.player].choose(state)
        assert move in state.legal_actions() and state.is_legal(move)
        before = state
        state = state.apply(move)
        if move.bank:
            banked[before.player] += before.points + move.selection.points(TEXT)
        else:
            assert state.points == before.points + move.selection.points(TEXT)
    assert state.is_terminal() and list(state.scores) == banked
    assert max(state.scores) >= 3000 and state.turns % len(players) == 0
