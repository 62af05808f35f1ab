"""The Yam state and game: move counts of known positions, every broken rule by name, the notation,
JSON, seeded playouts, the bots."""

import json
import random
from dataclasses import replace

import numpy as np
import pytest

from wordgames.engine import CHANCE, RandomPlayer
from wordgames.errors import IllegalMoveError, InputFormatError, OptionError, SeatsError
from wordgames.games.dice import throws
from wordgames.games.yam.game import YamGame
from wordgames.games.yam.state import Keep, Score, YamState
from wordgames.games.yam.players import ExpertPlayer, GreedyPlayer, OptimalPlayer
from wordgames.games.yam.sheet import BOXES, DOWN, FIRST, FREE, UP, Column, Rules, open_boxes
from wordgames.games.yam.solver import PM_SIZE, UPPER_SIZE, Table, build_table
from wordgames.registry import info
from wordgames.table.loop import draw_chance, play


def rolled(dice, players=1, columns=1, **changes):
    """Return a new game where the first player has just rolled ``dice``."""
    state = YamState.new(players, columns).apply(dice)
    return replace(state, **changes) if changes else state


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


def test_the_check_agrees_with_the_sheets_own_open_boxes():
    # open_boxes (sheet.py) says which boxes a column takes; the rules' check must say the same.
    state = rolled((1, 2, 3, 4, 5), columns=4)
    for turn in range(6):
        for i, (column, kind) in enumerate(zip(state.sheets[0], state.kinds)):
            assert {a.box for a in state.placements() if a.column == i} == set(open_boxes(column, kind, True))
        state = state.apply(state.placements()[turn % 3]).apply((2, 2, 3, 5, 6))


def test_only_first_roll_boxes_left_means_no_reroll():
    full = Column.from_mapping({b: 0 for b in BOXES})
    sheet = (full, full, full, Column.empty().fill("1", 2))
    state = YamState(sheets=(sheet,), kinds=(DOWN, UP, FREE, FIRST), roll=1, dice=(1, 2, 3, 4, 5))
    assert state.legal_actions() == [Score(b, 3) for b in BOXES[1:]]
    with pytest.raises(IllegalMoveError, match="rule first roll: only first-roll boxes are left"):
        state.apply(Keep((5,)))


@pytest.mark.parametrize("action, breaches", [
    (Keep((6, 6)), ["keep: the dice 6 6 are not all on the table (1 2 3 4 5)"]),
    (Keep((1, 2, 3, 4, 5)), ["keep: keeping all five dice is scoring: name a box"]),
    (Keep((1, 2, 3, 4, 5, 6)), ["keep: keeping all five dice is scoring: name a box",
                                "keep: the dice 1 2 3 4 5 6 are not all on the table (1 2 3 4 5)"]),
    (Keep((6, 2)), ["keep: (6, 2) is not a list of dice faces 1-6 in ascending order"]),
    (Score("2", 0), ["top-down: column 1 is filled top-down: next is 1, not 2"]),
    (Score("1", 1), ["bottom-up: column 2 is filled bottom-up: next is Яма, not 1"]),
    (Score("Семь", 7), ["box: there is no column 7 (this game has 3, counted from 0 in a move)",
                        "box: there is no box 'Семь' (the boxes: 1 2 3 4 5 6 - + Дом Ряд Яма)"]),
    ("Яма", ["move: 'Яма' is not a Yam move: keep dice, roll all five again, or fill a box"]),
])
def test_every_broken_rule_is_named(action, breaches):
    state = rolled((1, 2, 3, 4, 5), columns=3)
    assert [f"{b.rule}: {b.message}" for b in state.breaches(action)] == breaches
    with pytest.raises(IllegalMoveError) as e:
        state.apply(action)
    assert [b.rule for b in e.value.breaches] == [b.split(":")[0] for b in breaches]


def test_a_filled_box_out_of_order_breaks_two_rules():
    state = rolled((1, 2, 3, 4, 5), columns=3).apply(Score("1", 0)).apply((2, 2, 3, 5, 5))
    assert [(b.rule, b.message) for b in state.breaches(Score("1", 0))] == [
        ("filled box", "1 in column 1 is already filled with 1"),
        ("top-down", "column 1 is filled top-down: next is 2, not 1")]


def test_three_rolls_and_a_keep_not_on_the_table():
    state = rolled((2, 2, 5, 5, 5), roll=3)
    assert [b.rule for b in state.breaches(Keep((6,)))] == ["three rolls", "keep"]


def test_filled_box_and_first_roll_column():
    state = rolled((1, 2, 3, 4, 5), columns=4)
    state = state.apply(Score("Ряд", 2))
    state = state.apply((2, 2, 3, 5, 5))
    with pytest.raises(IllegalMoveError, match="rule filled box: Ряд in column 3 is already filled with 45"):
        state.apply(Score("Ряд", 2))
    state = state.apply(Keep((2, 2)))
    state = state.apply((2, 4, 6))
    with pytest.raises(IllegalMoveError, match="rule first roll: column 4 takes only a turn's first roll; "
                                               "this is roll 2"):
        state.apply(Score("Яма", 3))


def test_a_turn_step_by_step():
    state = YamState.new(2)
    assert state.current_player() == CHANCE and len(state.chance_outcomes()) == 252
    state = state.apply((2, 3, 6, 6, 6)).apply(Keep((6, 6, 6)))
    assert state.is_chance_node() and len(state.chance_outcomes()) == 21   # two dice
    state = state.apply((1, 6)).apply(Keep((6, 6, 6, 6))).apply((4,))
    assert state.roll == 3 and state.dice == (4, 6, 6, 6, 6)
    state = state.apply(Score("Яма"))
    assert state.sheets[0][0]["Яма"] == 68 and state.player == 1 and state.totals() == [68, 0]


def test_a_roll_that_cannot_happen_is_refused():
    state = YamState.new(1).apply((2, 3, 6, 6, 6)).apply(Keep((6, 6, 6)))
    with pytest.raises(IllegalMoveError, match="rule chance"):
        state.apply((6, 6, 6))                        # three dice for two


def test_plus_minus_in_a_game_both_orders():
    state = rolled((1, 2, 2, 3, 3)).apply(Score("+"))           # «+» first: 11
    state = state.apply((1, 1, 1, 1, 1)).apply(Score("-"))       # 5 < 11: kept
    assert (state.sheets[0][0]["+"], state.sheets[0][0]["-"]) == (11, 5)
    state = rolled((2, 2, 2, 3, 3)).apply(Score("-"))            # «−» first: 12
    state = state.apply((1, 2, 2, 3, 4)).apply(Score("+"))       # 12 is not > 12: zero
    assert (state.sheets[0][0]["-"], state.sheets[0][0]["+"]) == (12, 0)


GAME1, GAME3 = YamGame({"columns": 1}), YamGame({"columns": 3})


@pytest.mark.parametrize("text, expected", [
    ("k 666", Keep((6, 6, 6))),
    ("keep 6,6", Keep((6, 6))),
    ("k 6 3 6", Keep((3, 6, 6))),
    ("r", Keep(())),
    ("k", Keep(())),
    ("Яма", Score("Яма", 0)),
    ("s дом", Score("Дом", 0)),
    ("−", Score("-", 0)),
    ("+", Score("+", 0)),
    ("6", Score("6", 0)),
    ("k 66", Keep((6, 6))),
    ("о666", Keep((6, 6, 6))),          # the dice written close up, Russian о
    ("o36", Keep((3, 6))),              # a Latin o
    ("ост6 6", Keep((6, 6))),
    ("k66", Keep((6, 6))),
])
def test_typed_moves(text, expected):
    assert GAME1.presenter().parse_action(rolled((2, 3, 6, 6, 6)), text) == expected


@pytest.mark.parametrize("text, columns, message", [
    ("", 1, "type k and the dice to keep, r to roll all five again, or a box to fill"),
    ("k 7", 1, "'7' is not a die face (1-6)"),
    ("семь", 1, "'семь' is not a box or a command"),
    ("о7", 1, "'о7' is not a box or a command"),       # no die face 7: not a keep written close up
    ("п66", 1, "'п66' is not a box or a command"),     # rolling all again takes no dice
    ("Яма 5", 3, "the column is 1 to 3, not '5'"),
    ("Яма 1 2", 3, "a box takes at most a column number, not '1 2'"),
])
def test_typed_move_errors(text, columns, message):
    game = YamGame({"columns": columns})
    with pytest.raises(InputFormatError) as e:
        game.presenter().parse_action(rolled((2, 3, 6, 6, 6), columns=columns), text)
    assert str(e.value) == message


def test_a_box_without_a_column_in_the_variants():
    free_only = rolled((1, 1, 2, 3, 4), columns=3)
    assert GAME3.presenter().parse_action(free_only, "Дом") == Score("Дом", 2)     # open only in the free column
    assert GAME3.presenter().parse_action(free_only, "1 1") == Score("1", 0)
    with pytest.raises(InputFormatError, match="say which column for Яма: 2 or 3"):
        GAME3.presenter().parse_action(free_only, "Яма")
    typed = GAME3.presenter().parse_action(free_only, "Яма 1")                     # read, then refused by the rules
    assert [b.rule for b in free_only.breaches(typed)] == ["top-down"]


def test_every_legal_move_reads_back_from_its_notation():
    for game, state in [(GAME1, rolled((2, 3, 6, 6, 6))), (GAME3, rolled((1, 1, 2, 3, 4), columns=3))]:
        for action in state.legal_actions():
            assert game.presenter().parse_action(state, game.presenter().format_action(state, action)) == action


@pytest.mark.parametrize("data", [
    [1, 2, 7], [], [1, 2, 3, 4, 5, 6], {"keep": [0]}, {"keep": "66"}, {"score": "Яма"},
    {"score": 5, "column": 0}, {"score": "Яма", "column": True}, None, "k 66",
])
def test_action_json_refuses_garbage(data):
    with pytest.raises(InputFormatError):
        GAME1.action_from_json(data)


def test_action_json_round_trips():
    state = rolled((2, 3, 6, 6, 6), columns=3)
    for action in state.legal_actions() + [(1, 4, 4)]:
        assert GAME3.action_from_json(json.loads(json.dumps(GAME3.action_to_json(action)))) == action


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(roll=4), "state: roll 4 is not 0 to 3"),
    (lambda d: d.update(dice=[6, 2]), "state.dice: the dice in ascending order"),
    (lambda d: d.update(kinds=["free", "up"]), "state.kinds: one of"),
    (lambda d: d["sheets"][0][0].update({"Ряд": 47}), "state.sheets[0][0]: Ряд 47 cannot occur"),
    (lambda d: d["sheets"][1][0].update({"Ряд": 45}), "state: the players fill a box a turn in seat order"),
    (lambda d: d.update(player=2), "state: player 2 is not a seat of 2"),
    (lambda d: d["rules"].update(yama="five"), "yama: one of four-of-a-kind, five-of-a-kind, not 'five'"),
    (lambda d: d.pop("sheets"), "state.sheets: missing"),
])
def test_state_json_refuses_what_cannot_be(change, message):
    data = rolled((2, 3, 6, 6, 6), players=2).to_dict()
    change(data)
    with pytest.raises(InputFormatError) as e:
        YamState.from_dict(json.loads(json.dumps(data)))
    assert str(e.value).startswith(message)


@pytest.mark.parametrize("rules, message", [
    ({"columns": 2}, "columns: one of 1, 3, 4, not 2"),
    ({"columns": "3"}, "columns: one of 1, 3, 4, not '3'"),
    ({"dom": "pair"}, "dom: one of full-house, three-of-a-kind, not 'pair'"),
])
def test_game_refuses_impossible_rules(rules, message):
    with pytest.raises(InputFormatError) as e:
        YamGame(rules)
    assert str(e.value) == message


def test_seats_and_the_optimal_bot_on_the_variants():
    with pytest.raises(SeatsError, match=r"Yam \(Яма\) is played by 1 to 10 players, not 11"):
        info("yam").load({}, seats=11)
    with pytest.raises(SeatsError, match=r"Yam \(Яма\) is played by 1 to 10 players, not 0"):
        YamState.new(0)
    with pytest.raises(OptionError, match=r"the optimal bot plays the one-column game only \(columns 1\)") as e:
        GAME3.make_bot("optimal", random.Random(1))
    assert e.value.option == "columns" and e.value.text(lambda name: "--" + name).endswith("(--columns 1)")
    assert isinstance(GAME3.hint_bot("optimal", random.Random(1)), ExpertPlayer)   # its tables made when it plays


@pytest.mark.parametrize("players, columns, seed", [(1, 1, 1), (2, 1, 2), (3, 3, 3), (2, 4, 4), (1, 4, 5)])
def test_seeded_random_playouts(players, columns, seed):
    rng = random.Random(seed)
    bots = [RandomPlayer(rng) if i % 2 == 0 else GreedyPlayer() for i in range(players)]
    state, scores_written, step = YamState.new(players, columns), 0, 0
    while not state.is_terminal():
        assert YamState.from_dict(json.loads(state.to_json())) == state
        if state.is_chance_node():
            state = state.apply(draw_chance(state, seed, step))
            step += 1
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
        state, step = after, step + 1
    assert scores_written == len(BOXES) * columns * players
    assert state.legal_actions() == [] and state.returns() == [
        float(sum(c.summa() + c.bonus() + sum(v for b, v in c.filled().items() if not b.isdigit()) for c in sheet))
        for sheet in state.sheets]


def test_the_table_loop_plays_to_the_end_with_the_game_bots():
    game = YamGame({"columns": 3}, seats=2)
    players = [game.make_bot("random", random.Random(1)), game.make_bot("greedy", random.Random(2))]
    end = play(game, players, seed=9).state
    assert end.is_terminal() and all(c.is_full() for sheet in end.sheets for c in sheet)


def test_greedy_writes_the_yam_it_has():
    state = rolled((4, 4, 4, 4, 4), roll=3)
    assert GreedyPlayer().choose(state) == Score("Яма", 0)


def test_optimal_plays_from_its_table_late_in_a_game():
    # Only Ряд and Яма are open (the others 0, «−»/«+» 10 and 20): with 2 3 4 5 6 on the table it writes Ряд 50.
    column = Column.from_mapping({b: 0 for b in BOXES if b not in ("Ряд", "Яма", "-", "+")} | {"-": 10, "+": 20})
    table = build_table(Rules(), ("Ряд", "Яма"), start=None)
    state = YamState(sheets=((column,),), roll=1, dice=(2, 3, 4, 5, 6))
    assert OptimalPlayer(table).choose(state) == Score("Ряд", 0)
    state = replace(state, dice=(1, 6, 6, 6, 6))
    assert OptimalPlayer(table).choose(state) == Keep((6, 6, 6, 6))   # rolling the 1 again keeps Яма ≥ 64
    state = replace(state, roll=3)
    assert OptimalPlayer(table).choose(state) == Score("Яма", 0)     # last roll: Яма 65, not Ряд 0


def late_state(open_boxes, dice, roll=1):
    """One player, one column: every box but ``open_boxes`` filled (0, «−» 10 and «+» 20), these dice on the table."""
    column = Column.from_mapping({b: 0 for b in BOXES if b not in (*open_boxes, "-", "+")} | {"-": 10, "+": 20})
    return YamState(sheets=((column,),), roll=roll, dice=dice)


def test_a_person_asks_for_advice_and_the_sheet_and_takes_back_a_zero():
    from wordgames.table.human import HumanPlayer, ScriptedTerminal
    game = YamGame({"columns": 1}, seats=1)
    state = late_state(("Ряд", "Яма"), (1, 2, 3, 4, 6))
    term = ScriptedTerminal(["advise", "sheet", "Ряд", "n", "Яма", "y"])
    assert HumanPlayer("Аня", game, term).choose(state) == Score("Яма", 0)
    said = term.said
    assert said[:2] == ["Roll 1 of 3: 1 2 3 4 6", "Open boxes: Ряд Яма; Счёт 30"]
    advice = [line for line in said if "expected Счёт" in line]
    assert len(advice) == 3 and advice[0].startswith("  keep ")
    assert "Позиция  player 1" in said and "Счёт     30" in said
    assert said.count("Write 0 in Ряд? (y/n)") == 1 and said.count("Write 0 in Яма? (y/n)") == 1


def test_a_person_with_one_box_and_no_roll_left_is_not_asked():
    from wordgames.table.human import HumanPlayer, ScriptedTerminal
    game = YamGame({"columns": 1}, seats=1)
    term = ScriptedTerminal([])
    assert HumanPlayer("Аня", game, term).choose(late_state(("Яма",), (1, 2, 3, 4, 6), roll=3)) == Score("Яма", 0)
    assert term.said == []


def test_advice_on_the_variants_is_the_experts():
    # With tables that value every position at 0, the expert's estimate is the points written now.
    game = YamGame({"columns": 3}, seats=1)
    zero = {k: Table(Rules(), BOXES, np.zeros((1 << len(BOXES), UPPER_SIZE, PM_SIZE)), k) for k in ("down", "up", "free")}
    game.resource("tables:None", lambda: zero)
    state = rolled((4, 4, 4, 4, 4), columns=3, roll=3)
    assert game.presenter().advice(state).split("\n") == ["  score Яма in column 2 (60)       estimated Счёт 60.00",
                                              "  score Яма in column 3 (60)       estimated Счёт 60.00",
                                              "  score Дом in column 3 (40)       estimated Счёт 40.00"]
    assert [b.rule for b in state.breaches(GAME3.presenter().parse_action(state, "Яма 1"))] == ["top-down"]


def test_narration_and_the_end():
    game = YamGame({"columns": 1}, seats=2)
    s0 = game.new_initial_state()
    s1 = s0.apply((2, 3, 6, 6, 6))
    s2 = s1.apply(Keep((6, 6, 6)))
    s3 = s1.apply(Score("6"))
    names = ["Аня", "Боря"]
    assert game.presenter().narrate(s0, (2, 3, 6, 6, 6), s1, names) == ["Аня, roll 1: 2 3 6 6 6"]
    assert game.presenter().narrate(s1, Keep((6, 6, 6)), s2, names) == ["  Аня keeps 6 6 6"]
    assert game.presenter().narrate(s1, Keep(()), s1.apply(Keep(())), names) == ["  Аня rolls all five dice again"]
    assert game.presenter().narrate(s1, Score("6"), s3, names) == ["  Аня writes 18 in 6; Счёт 18"]
    full = Column.from_mapping({b: 0 for b in BOXES} | {"Яма": 58, "-": 10, "+": 20})
    end = YamState(sheets=((full,), (Column.from_mapping({b: 0 for b in BOXES} | {"-": 10, "+": 20}),)))
    lines = game.presenter().result_lines(end, names)
    assert lines[-1] == "Winner: Аня with 88" and "Позиция  Аня  Боря" in lines[0]
    outcome = game.outcome(end)
    assert outcome.details["totals"] == [88, 30] and outcome.details["winners"] == [0]
    assert (outcome.returns, outcome.winners, outcome.termination, outcome.rule) == ((88.0, 30.0), (0,), "sheets full", "")


def test_every_sheet_fits_80_columns_by_names():
    """Three players of the four-column game: side by side they would be 193 columns; each table fits 80."""
    game = YamGame({"columns": 4}, seats=3)
    shown = game.presenter()
    shown.names = ("Оля", "Петя", "Маша")
    text = shown.sheets_text(game.new_initial_state())
    lines = text.splitlines()
    assert max(map(len, lines)) <= 80
    heads = [line for line in lines if line.startswith("Позиция")]
    assert [h.split()[1] for h in heads] == ["Оля", "Петя", "Маша"]       # by name, one table after another
