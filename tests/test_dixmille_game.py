"""The Dix Mille state and game: move counts, every broken rule by name, forced throws, hot dice, the bonus
ladder, the last round, the notation (the verb is never optional), JSON, seeded playouts, a person at the table."""

import json
import random
from dataclasses import replace

import pytest

from wordgames.engine import CHANCE, RandomPlayer, sample_chance
from wordgames.errors import IllegalMoveError, InputFormatError, SeatsError
from wordgames.games.dixmille.about import DESCRIPTOR
from wordgames.games.dixmille.game import DixMilleGame
from wordgames.games.dixmille.state import AFTER_BONUS, BONUS, NOTHING, OVER, THROW, DixMilleState, Move
from wordgames.games.dixmille.players import CautiousPlayer
from wordgames.games.dixmille.scoring import TABLES, Combo, Selection, selections
from wordgames.games.dixmille.strategy import OptimalPlayer, build_turn_table
from wordgames.table.human import HumanPlayer, ScriptedTerminal

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
    return replace(DixMilleState.new(players), dice=len(dice), **changes).apply(tuple(sorted(dice)))


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
    assert str(e.value) == "rule forced throw: after three pairs 2-3-6 all six dice must be thrown again"   # no repr
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
    with pytest.raises(IllegalMoveError, match="rule combinations: 5 is not a way to set aside scoring dice "
                                               "from the throw 1 2 3 4 4 6"):
        state.apply(Move(Selection((Combo("single", (5,)),)), True))


def test_bonus_ladder_500_1000_1500():
    state = step(DixMilleState.new(2), (1, 2, 3, 3, 4, 6), "1")           # five dice left
    state = step(state, (1, 5, 5, 5, 6), "555+1")                           # one die left
    assert (state.phase, state.dice, state.attempt, state.current_player()) == (BONUS, 1, 1, CHANCE)
    state = state.apply((3,))                                               # first try misses
    assert (state.phase, state.attempt) == (BONUS, 2)
    state = state.apply((5,))                                               # second try: a 5
    assert (state.phase, state.points, state.bonuses, state.dice) == (AFTER_BONUS, 100 + 600 + 500, 1, 6)
    assert state.legal_actions() == [Move(NOTHING, True), Move(NOTHING, False)]
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


GAME = DixMilleGame({"table": "text"}, seats=2)


def test_json_round_trips():
    state = thrown((1, 1, 5, 5, 3, 3))
    assert DixMilleState.from_dict(json.loads(state.to_json())) == state
    for m in state.legal_actions() + [(1, 2, 2, 5)]:
        assert GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(m)))) == m


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


def single(face):
    return Selection((Combo("single", (face,)),))


@pytest.mark.parametrize("state, move, breaches", [
    (thrown((2, 2, 3, 3, 6, 6)), Move(Selection((Combo("single", (5,)), Combo("three pairs", (2, 2, 3, 3, 6, 6)))), True),
     ["combinations: 5+three pairs 2-3-6 is not a way to set aside scoring dice from the throw 2 2 3 3 6 6",
      "forced throw: after 5+three pairs 2-3-6 all six dice must be thrown again"]),
    (thrown((1, 2, 3, 4, 4, 6)), Move(NOTHING, False), ["combinations: set aside at least one scoring combination "
                                                        "of the throw"]),
    (replace(DixMilleState.new(2), phase=AFTER_BONUS, points=600, throw=(5,)), Move(single(1), True),
     ["bonus: after the bonus there is nothing to set aside: bank, or throw six dice"]),
    (thrown((1, 2, 3, 4, 4, 6)), Move(Selection((Combo("single", ()),)), True),
     ["move: Combo(kind='single', dice=()) has the wrong dice for a single"]),
    (thrown((1, 2, 3, 4, 4, 6)), Move(single(1), "yes"),
     ["move: Move(selection=Selection(combos=(Combo(kind='single', dice=(1,)),)), bank='yes') is not a Dix Mille "
      "move: a selection, then bank or throw on"]),
])
def test_every_broken_rule_is_named(state, move, breaches):
    assert [f"{b.rule}: {b.message}" for b in state.breaches(move)] == breaches


def test_a_chance_outcome_that_cannot_happen_is_refused():
    state = DixMilleState.new(2)
    with pytest.raises(IllegalMoveError, match="rule chance"):
        state.apply((1, 2, 3))                       # three dice for six


def test_new_refuses_no_players_with_a_seats_error():
    with pytest.raises(SeatsError, match="Dix Mille is played by 1 to 10 players, not 0"):
        DixMilleState.new(0)
    with pytest.raises(SeatsError, match=r"Dix Mille \(Десяточка\) is played by 1 to 10 players, not 11"):
        DESCRIPTOR.load({}, seats=11)


# The drawing's list for 1 1 3 4 5 6, most points first: 1+1+5 (250), 1+1 (200), 1+5 (150), 1 (100), 5 (50).
LIST = thrown((1, 1, 3, 4, 5, 6))


@pytest.mark.parametrize("text, move", [
    ("1 t", Move(Selection((Combo("single", (1,)), Combo("single", (1,)), Combo("single", (5,)))), False)),
    ("2 b", Move(Selection((Combo("single", (1,)),) * 2), True)),
    ("4 bank", Move(single(1), True)),
    ("5 throw", Move(single(5), False)),
    ("1+1+5 b", Move(Selection((Combo("single", (1,)), Combo("single", (1,)), Combo("single", (5,)))), True)),
    ("5 + 1 t", Move(Selection((Combo("single", (1,)), Combo("single", (5,)))), False)),
    ("single 1 b", Move(single(1), True)),
    ("SINGLE 5 T", Move(single(5), False)),
    ("2 з", Move(Selection((Combo("single", (1,)),) * 2), True)),          # записать
    ("5 бр", Move(single(5), False)),                                     # бросать
    ("1+5 записать", Move(Selection((Combo("single", (1,)), Combo("single", (5,)))), True)),
    ("4 Бросать", Move(single(1), False)),
])
def test_typed_moves(text, move):
    assert GAME.presenter().parse_action(LIST, text) == move


@pytest.mark.parametrize("state, text, message", [
    (LIST, "2", "add b to bank or t to throw on: '2 b' or '2 t'"),
    (LIST, "1+1+5", "add b to bank or t to throw on: '1+1+5 b' or '1+1+5 t'"),
    (LIST, "6 b", "there is no choice 6: the choices are 1 to 5"),
    (thrown((1, 2, 3, 4, 4, 6)), "5 b", "there is no choice 5: the choices are 1 to 1 (a lone 5 is 'single 5')"),
    (LIST, "zz", "'zz' is not a combination: write 1, 5, 111 … 666 joined by +, 'single 1', 'three pairs 2-3-6', "
                 "'pair and four 115555', 'six 4s' or 'straight 1-6'"),
    (LIST, "b", "say what to set aside (a choice's number or its combination), then b to bank or t to throw on"),
    (LIST, "", "say what to set aside (a choice's number or its combination), then b to bank or t to throw on"),
    (replace(LIST, phase=AFTER_BONUS), "1 b", "after the bonus type b to bank or t to throw six dice"),
    (LIST, "2 б", "«б» could be банк or бросать: write з (записать) to bank or бр (бросать) to throw on"),
    (replace(LIST, phase=AFTER_BONUS), "б", "«б» could be банк or бросать: write з (записать) to bank or бр "
                                           "(бросать) to throw on"),
])
def test_typed_move_errors(state, text, message):
    with pytest.raises(InputFormatError) as e:
        GAME.presenter().parse_action(state, text)
    assert str(e.value) == message


def test_a_combination_not_thrown_is_read_and_then_refused_by_the_rules():
    move = GAME.presenter().parse_action(LIST, "555 b")
    assert move == Move(Selection((Combo("triple", (5, 5, 5)),)), True)
    assert [b.rule for b in LIST.breaches(move)] == ["combinations"]


@pytest.mark.parametrize("dice", [(1, 1, 3, 4, 5, 6), (2, 2, 3, 3, 6, 6), (1, 1, 5, 5, 5, 5), (1, 2, 3, 4, 5, 6),
                                  (1, 1, 1, 1, 1, 1), (5, 5, 5, 5, 5, 5), (1, 1, 1, 1, 5, 5), (4, 4, 4, 2, 2, 2)])
def test_every_legal_move_has_its_own_text_and_reads_back(dice):
    state = thrown(dice)
    texts = [GAME.presenter().format_action(state, m) for m in state.legal_actions()]
    assert len(set(texts)) == len(texts)
    assert [GAME.presenter().parse_action(state, t) for t in texts] == state.legal_actions()
    assert all(t.endswith((" b", " t")) for t in texts)


def test_the_drawing_numbers_the_choices_as_the_notation_reads_them():
    drawing = GAME.presenter().draw(LIST).splitlines()
    assert drawing[:5] == ["   1) 1+1+5                    250", "   2) 1+1                      200",
                           "   3) 1+5                      150", "   4) single 1                 100",
                           "   5) single 5                  50"]
    assert "then all six dice again" in GAME.presenter().draw(thrown((2, 2, 3, 3, 6, 6)))
    assert GAME.presenter().draw(replace(LIST, phase=AFTER_BONUS, points=1100)) == "  b) bank 1100    t) throw six dice"


@pytest.mark.parametrize("data", [[0], [1, 2, 3, 4, 5, 6, 1], {"combos": [], "bank": 1}, {"combos": [["double", [1]]],
                                  "bank": True}, {"combos": [["triple", [1, 1, 2]]], "bank": True}, {"bank": True},
                                  {"combos": [["single", [7]]], "bank": False}, "1 b", None])
def test_action_json_refuses_garbage(data):
    with pytest.raises(InputFormatError):
        GAME.action_from_json(data)


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(phase="resting"), "state.phase: one of opening, throw, choose, bonus, after-bonus, over"),
    (lambda d: d.update(throw=[6, 2]), "state.throw: the dice in ascending order"),
    (lambda d: d.update(scores=[0, -5]), "state.scores: a list of 1 to 10 scores"),
    (lambda d: d["table"].update(one="100"), "state.table: scoring field 'one' must be int"),
    (lambda d: d.update(player=5), "state: player 5 is not a seat of 2"),
    (lambda d: d.update(throw=[2, 3]), "state: a throw to choose from has the 6 dice thrown"),
    (lambda d: d.pop("turns"), "state.turns: missing"),
])
def test_state_json_refuses_what_cannot_be(change, message):
    data = thrown((1, 1, 3, 4, 5, 6)).to_dict()
    change(data)
    with pytest.raises(InputFormatError) as e:
        DixMilleState.from_dict(json.loads(json.dumps(data)))
    assert str(e.value).startswith(message)


@pytest.mark.parametrize("rules, message", [
    ({"table": "french"}, "table: one of text, plain or the table's fields, not 'french'"),
    ({"table": {"one": -1}}, "table: scoring field 'one' must not be negative"),
    ({"table": {"one": 0, "five": 0, "triple_ones": 0, "triple_factor": 0, "three_pairs": 0, "pair_and_four": 0,
                "six_of_a_kind": 0, "straight": 0}}, "table: nothing scores under this table"),
    ({"target": 0}, "target: a whole number from 1 to 10000000, not 0"),
])
def test_game_refuses_impossible_rules(rules, message):
    with pytest.raises(InputFormatError) as e:
        DESCRIPTOR.load(rules)
    assert str(e.value).startswith(message)


def test_rules_are_stored_as_the_tables_fields():
    game = DixMilleGame({"table": "plain", "target": 3000})
    fields = {k: v for k, v in TABLES["plain"].to_dict().items() if k != "twos_lose_score"}   # that is the option
    assert game.rules_dict() == {"table": fields, "target": 3000, "opening": False, "twos": "score"}
    again = DixMilleGame(json.loads(json.dumps(game.rules_dict())))
    assert again.table == replace(TABLES["plain"], target=3000) and again.rules_dict() == game.rules_dict()


def test_narration_of_a_turn():
    names = ["Аня", "Боря"]
    s0 = DixMilleState.new(2)
    s1 = s0.apply((1, 1, 3, 4, 5, 6))
    assert GAME.presenter().narrate(s0, (1, 1, 3, 4, 5, 6), s1, names) == ["Аня (score 0, turn 0), throw of 6: 1 1 3 4 5 6"]
    move = GAME.presenter().parse_action(s1, "1+1 t")
    s2 = s1.apply(move)
    assert GAME.presenter().narrate(s1, move, s2, names) == ["  Аня sets aside 1+1 (200): turn 200; throws 4 dice."]
    s3 = s2.apply((2, 2, 2, 2))
    assert GAME.presenter().narrate(s2, (2, 2, 2, 2), s3, names) == [
        "Аня, throw of 4: 2 2 2 2 — 4 or more 2s: the whole score (0) and the turn's 200 points are lost."]
    move = GAME.presenter().parse_action(s1, "1 b")
    assert GAME.presenter().narrate(s1, move, s1.apply(move), names) == ["  Аня sets aside 1+1+5 (250) and banks 250: score 250."]


def test_a_person_is_asked_for_the_verb_and_can_ask_for_advice():
    term = ScriptedTerminal(["2", "advise", "9 t", "2 t"])
    move = HumanPlayer("Аня", GAME, term).choose(LIST)
    assert move == Move(Selection((Combo("single", (1,)),) * 2), False)
    said = "\n".join(term.said)
    assert "  add b to bank or t to throw on: '2 b' or '2 t' — try again" in said
    assert "  there is no choice 9: the choices are 1 to 5 — try again" in said
    assert said.count("expected") == 5 and "   1) 1+1+5" in said


def test_a_person_with_no_choice_is_not_asked():
    term = ScriptedTerminal([])
    move = HumanPlayer("Аня", GAME, term).choose(thrown((2, 2, 3, 3, 6, 6)))
    assert move == Move(Selection((Combo("three pairs", (2, 2, 3, 3, 6, 6)),)), False) and term.said == []


@pytest.mark.parametrize("lose_score, after", [(True, 0), (False, 1500)])
def test_four_twos_take_the_whole_score_or_only_the_turn(lose_score, after):
    """«теряет все набранные к этому моменту очки» (the default) against the turn's points only (the option)."""
    table = replace(TEXT, twos_lose_score=lose_score)
    s = DixMilleState((1500, 700), table, player=0, phase="throw", points=400, dice=4)
    end = s.apply((2, 2, 2, 2))
    assert end.scores == (after, 700) and end.player == 1
    plain_bust = s.apply((3, 3, 4, 6))            # an ordinary bust only ever loses the turn
    assert plain_bust.scores == (1500, 700)


@pytest.mark.parametrize("twos, after, told", [
    ("score", 0, "4 or more 2s: the whole score (1500) and the turn's 400 points are lost."),
    ("turn", 1500, "4 or more 2s: the turn's 400 points are lost.")])
def test_the_rule_option_twos_says_what_four_twos_cost(twos, after, told):
    """A hand-worked throw: 1500 banked, 400 in the turn, four dice thrown: 2 2 2 2."""
    game = DixMilleGame({"twos": twos}, seats=2)
    assert game.table.twos_lose_score is (twos == "score") and game.rules_dict()["twos"] == twos
    s = replace(game.new_initial_state(), scores=(1500, 700), phase="throw", points=400, dice=4)
    end = s.apply((2, 2, 2, 2))
    assert end.scores == (after, 700) and end.player == 1
    assert game.presenter().narrate(s, (2, 2, 2, 2), end, ["Аня", "Боря"]) == [f"Аня, throw of 4: 2 2 2 2 — {told}"]


def test_the_rule_option_twos_refuses_other_readings():
    with pytest.raises(InputFormatError, match="twos: one of score, turn, not 'all'"):
        DixMilleGame({"twos": "all"})


def test_the_opening_throw_decides_who_begins_and_when_the_round_ends():
    """«вначале определяют игрока, с которого начинать»: one die each, the highest begins, a tie throws again."""
    game = DixMilleGame({"target": 300, "opening": True}, seats=3)
    s = game.new_initial_state()
    assert s.is_chance_node() and s.phase == "opening" and len(s.chance_outcomes()) == 6
    for face in (5, 2, 5, 3, 4):            # 5 and 5 tie; of those two, the third player throws 4, the first 3
        s = s.apply((face,))
    assert (s.phase, s.first, s.player) == ("throw", 2, 2)
    s = s.apply((1, 1, 1, 2, 3, 4)).apply(game.presenter().parse_action(s.apply((1, 1, 1, 2, 3, 4)), "111 b"))
    assert s.scores == (0, 0, 1000) and s.player == 0 and not s.is_terminal()
    for _seat in range(2):                  # the first and second players bust: the turn is back to the third
        s = s.apply((2, 3, 3, 4, 4, 6))
    assert s.is_terminal() and s.winners() == [2]
    again = DixMilleState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again == s
