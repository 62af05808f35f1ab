"""«Гонки по вертикали» at the shared table: seats and modes, views, JSON, notation, people, sessions, tournaments."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from wordgames.errors import InputFormatError, SeatsError
from wordgames.games.vertical.board import Board
from wordgames.games.vertical.cards import parse_card
from wordgames.games.vertical.game import VerticalGame
from wordgames.games.vertical.rules import PASS, Place
from wordgames.games.vertical.state import VerticalState
from wordgames.games.vertical.table import Table
from wordgames.registry import info
from wordgames.table import sitting
from wordgames.table.human import HumanPlayer, LeaveGame, ScriptedTerminal
from wordgames.table.loop import draw_chance
from wordgames.table.session import Session
from wordgames.table.tournament import plan, run_tournament

ENTRY = info("vertical")


def cards(text: str) -> frozenset:
    return frozenset(parse_card(c) for c in text.split())


def dealt(game: VerticalGame, seed: int) -> VerticalState:
    """Return the position after the deal the table makes for the game seeded ``seed``."""
    state = game.new_initial_state()
    step = 0
    while state.is_chance_node():
        state = state.apply(draw_chance(state, seed, step))
        step += 1
    return state


# -- modes and seats --------------------------------------------------------------------------


@pytest.mark.parametrize("seats, mode, labels", [
    (4, "2x2", ["Red 1", "Black 1", "Red 2", "Black 2"]),
    (6, "3x3", ["Red 1", "Black 1", "Red 2", "Black 2", "Red 3", "Black 3"]),
    (2, "1x1", ["Red", "Black"]),
    (3, "3p", ["Red", "Black 1", "Black 2"]),
])
def test_the_number_of_players_chooses_the_mode(seats, mode, labels):
    game = ENTRY.load({}, seats)
    assert game.rules_dict() == {"mode": mode, "deck": 36, "seating": "alternate", "solo": "red"}
    assert [game.presenter().seat_label(s) for s in range(seats)] == labels


@pytest.mark.parametrize("rules, seats, message", [
    ({"mode": "1x1"}, 4, "mode 1x1 is played by 2 players (Red, Black), not 4"),
    ({"mode": "3p", "solo": "black"}, 4, "mode 3p is played by 3 players (Red 1, Black, Red 2), not 4"),
    ({"mode": "2x2"}, 6, "mode 2x2 is played by 4 players (Red 1, Black 1, Red 2, Black 2), not 6"),
    ({}, 5, "«Гонки по вертикали» is played by 2, 3, 4 or 6 players, not 5"),
])
def test_a_mode_given_must_seat_the_players(rules, seats, message):
    with pytest.raises(SeatsError) as e:
        VerticalGame(rules, seats)
    assert str(e.value) == message


@pytest.mark.parametrize("rules, message", [
    ({"mode": "4x4"}, "mode: one of 2x2, 3x3, 1x1, 3p, not '4x4'"),
    ({"deck": 40}, "deck: 36 or 52 cards, not 40"),
    ({"deck": True}, "deck: 36 or 52 cards, not True"),
    ({"seating": ["round"]}, "seating: one of alternate, sides, not ['round']"),
    ({"solo": "blue"}, "solo: red or black, not 'blue'"),
])
def test_impossible_rules_are_refused(rules, message):
    with pytest.raises(InputFormatError) as e:
        VerticalGame(rules)
    assert str(e.value) == message


def test_the_default_seats_follow_the_mode():
    assert [VerticalGame({"mode": m}).seats for m in ("2x2", "3x3", "1x1", "3p", None)] == [4, 6, 2, 3, 4]


@pytest.mark.parametrize("rules, seats, teams, owners", [
    ({}, 4, (0, 1, 0, 1), [0, 1, 2, 3]),
    ({"mode": "1x1"}, 2, (0, 1), [0, 1, 0, 1]),                     # section 9: piles played in turn
    ({"mode": "3p", "solo": "black"}, 3, (0, 1, 0), [0, 1, 2, 1]),   # section 10: Black plays both
])
def test_the_seat_to_move_owns_the_hand_to_move(rules, seats, teams, owners):
    game = VerticalGame(rules, seats)
    assert game.teams() == teams
    state = dealt(game, 1)
    movers = []
    for _ in range(4):
        movers.append(state.current_player())
        state = state.apply(state.legal_actions()[0])
    assert movers == owners


# -- what a seat sees ------------------------------------------------------------------------


def test_a_view_holds_the_team_the_pool_and_the_sizes():
    game = VerticalGame({"mode": "3p", "solo": "red"}, 3)
    state = dealt(game, 4)
    red, black1 = state.view(0), state.view(1)
    assert red.mine == (0, 2) and black1.mine == (1,)
    assert red.hands == (state.hands[0], None, state.hands[2], None)
    assert black1.hands == (None, state.hands[1], None, state.hands[3])       # its partner's too
    assert red.pool == state.hands[1] | state.hands[3] and black1.pool == state.hands[0] | state.hands[2]
    assert red.sizes == (9, 9, 9, 9)
    data = red.to_dict()
    assert data["you"] == "Red" and data["hands"][1]["cards"] is None and data["hands"][2]["label"] == "Red pile 2"
    assert len(data["pool"]) == 18 and json.loads(json.dumps(data, ensure_ascii=False)) == data


def test_during_the_deal_a_seat_sees_only_its_own_cards():
    game = VerticalGame()
    state = game.new_initial_state()
    for step in range(20):                         # 18 red cards, then two black ones
        state = state.apply(draw_chance(state, 3, step))
    view = state.view(2)
    assert view.hands == (None, None, state.hands[2], None) and view.pool == frozenset()
    assert view.sizes == (9, 1, 9, 1) and view.legal_actions() == []
    assert [b.rule for b in view.breaches(PASS)] == ["(2)"]


def reachable(root, seen=None):
    """Yield every object reachable from ``root`` through containers and dataclass fields."""
    seen = set() if seen is None else seen
    if id(root) in seen:
        return
    seen.add(id(root))
    yield root
    if dataclasses.is_dataclass(root) and not isinstance(root, type):
        children = list(vars(root).values())
    elif isinstance(root, dict):
        children = [*root.keys(), *root.values()]
    elif isinstance(root, (tuple, list, frozenset, set)):
        children = list(root)
    else:
        children = []
    for child in children:
        yield from reachable(child, seen)


def test_a_bot_given_a_view_cannot_reach_the_opponents_split():
    game = VerticalGame()
    state = dealt(game, 9)
    state = state.apply(state.legal_actions()[0])                 # Black 1 to move
    view = state.view(1)
    found = list(reachable(view))
    assert not any(isinstance(x, VerticalState) for x in found)
    assert not any(x is state.hands[0] or x is state.hands[2] for x in found)
    red_sets = [x for x in found if isinstance(x, frozenset) and x and all(c.colour == "red" for c in x)]
    assert red_sets == [view.pool]                                  # the opponents' cards only as a whole
    assert view.pool == state.hands[0] | state.hands[2]
    # the split is not in the view: exchanging cards between the red hands leaves it equal
    a, b = sorted(state.hands[0]), sorted(state.hands[2])
    other = VerticalState(state.table, (frozenset(a[1:] + b[:1]), state.hands[1], frozenset(b[1:] + a[:1]),
                                        state.hands[3]), state.board, state.to_move)
    assert other.view(1) == view and other.view(1).to_dict() == view.to_dict()


def test_the_view_checks_moves_as_the_state_does():
    state = dealt(VerticalGame(), 2)
    rng = random.Random(0)
    for _ in range(30):
        view = state.view(state.current_player())
        assert view.legal_actions() == state.legal_actions()
        for move in [*state.legal_actions()[:5], PASS, Place(parse_card("AS"), (0, 0)), "nonsense"]:
            assert view.breaches(move) == state.breaches(move)
        state = state.apply(rng.choice(state.legal_actions()))


# -- actions as JSON and as people write them ------------------------------------------------------


@pytest.mark.parametrize("action, data", [
    (PASS, "pass"),
    (parse_card("QH"), "Q♥"),                                # a dealt card
    (Place(parse_card("10D"), (-1, 0)), ["10♦", -1, 0]),
])
def test_actions_as_json(action, data):
    game = VerticalGame()
    assert game.action_to_json(action) == data and game.action_from_json(data) == action


@pytest.mark.parametrize("data, message", [
    ("Z♥", "a dealt card: unknown rank 'Z'"),
    (["Q♥", 0], 'an action is "pass", [card, x, y] or a dealt card like "Q♥"'),
    (["Q♥", 0, True], 'an action is "pass"'),
    (["Q♥", 0, 10**6], 'an action is "pass"'),
    ([17, 0, 0], "the card of a move: expected a card like 'Q♥', not 17"),
    ({"card": "Q♥"}, 'an action is "pass"'),
    (None, 'an action is "pass"'),
])
def test_garbage_actions_are_refused(data, message):
    with pytest.raises(InputFormatError) as e:
        VerticalGame().action_from_json(data)
    assert str(e.value).startswith(message)


def test_a_long_move_text_is_refused():
    state = dealt(VerticalGame(), 1)
    with pytest.raises(InputFormatError, match="a move is a card and a place"):
        VerticalGame().presenter().parse_action(state.view(0), "Q" * 1000)


# -- what a person is shown ------------------------------------------------------------------


POS_B = VerticalState(
    Table(), tuple(cards(h) for h in ["6D 9D", "6S 7C KS AC", "8D 10H KH", "8S QC"]),
    Board(9, tuple((cell, parse_card(c)) for cell, c in
                   [((0, 0), "9H"), ((1, 0), "10C"), ((2, 0), "JD"), ((3, 0), "QS"), ((1, 1), "AD")])),
    to_move=1)


def test_the_drawing_shows_the_marks_the_hands_and_the_sizes():
    # Black 1 (6♠ 7♣ K♠ A♣) may lay on a2, c2, d2 (see test_vertical_rules); b3 takes nothing.
    text = VerticalGame().presenter().draw(POS_B.view(1)).splitlines()
    assert text[-7:] == [
        " 3 |    |    |    |    |",
        " 2 |  · | A♦ |  · |  · |",
        " 1 | 9♥ |10♣ | J♦ | Q♠ |",
        "Black 1, your cards: 7♣ A♣ 6♠ K♠",
        "Red 1 holds 2 cards.",
        "Red 2 holds 3 cards.",
        "Black 2, your partner: Q♣ 8♠",
    ]
    one = dataclasses.replace(POS_B, hands=(cards("6D"),) + POS_B.hands[1:])
    assert "Red 1 holds 1 card." in VerticalGame().presenter().draw(one.view(1)).splitlines()


def test_two_piles_are_drawn_as_the_person_s_own():
    game = VerticalGame({"mode": "1x1"}, 2)
    state = dealt(game, 5)
    once = state.apply(state.legal_actions()[0])               # Red pile 1 lays
    twice = once.apply(once.legal_actions()[0])                # Black pile 1 lays (or passes)
    assert twice.to_move == 2 and twice.current_player() == 0  # Red pile 2: Red again
    lines = game.presenter().draw(twice.view(0)).splitlines()
    assert lines[-4].startswith("Red pile 2, your cards: ") and len(lines[-4].split(": ")[1].split()) == 9
    assert lines[-3].startswith("Red pile 1, your other pile: ")
    assert lines[-2] == f"Black pile 1 holds {len(twice.hands[1])} cards."
    assert lines[-1] == "Black pile 2 holds 9 cards."


def test_the_prompt_says_what_to_type():
    game = VerticalGame()
    state = dealt(game, 1)
    assert game.presenter().prompt(state.view(0), "Оля") == "Оля (Red 1), lay the first card (just the card, like QH)"
    state = state.apply(state.legal_actions()[0])
    assert game.presenter().prompt(state.view(1), "Петя") == "Петя (Black 1), your card and < or > (left or right of the row)"
    assert game.presenter().prompt(POS_B.view(1), "Петя") == "Петя (Black 1), your card and place (like QH b3)"


def test_a_hand_that_cannot_lay_passes_by_itself():
    stuck = dataclasses.replace(POS_B, hands=(cards("6D"), cards("6S"), cards("10H"), cards("8S")))
    game = VerticalGame()
    assert game.presenter().automatic(stuck.view(1)) == (PASS, "")
    assert game.presenter().automatic(POS_B.view(1)) is None
    term = ScriptedTerminal([])
    assert HumanPlayer("Петя", game, term).choose(stuck.view(1)) == PASS and term.said == []
    names = ["Оля", "Петя", "Вася", "Маша"]
    assert game.presenter().narrate(stuck, PASS, stuck.apply(PASS), names) == [
        "Black 1 (Петя) cannot lay any card and passes (section 4)."]


def test_the_narration_names_the_hand_and_the_person():
    game = VerticalGame()
    move = Place(parse_card("7C"), (3, 1))
    assert game.presenter().narrate(POS_B, move, POS_B.apply(move), ["Оля", "Петя", "Вася", "Маша"]) == ["Black 1 (Петя): 7♣ d2"]
    state = game.new_initial_state()
    for step in range(36):
        before, state = state, state.apply(draw_chance(state, 1, step))
    lines = game.presenter().narrate(before, None, state, ["Оля", "search", "search#2", "search#3"])
    assert lines == ["The 36 cards are dealt: Red 1 9, Black 1 9, Red 2 9, Black 2 9.",
                     "Seating: colours alternate round the table, moves go clockwise: Red 1 (Оля), "
                     "Black 1 (search), Red 2 (search#2), Black 2 (search#3)."]


def end_position() -> VerticalState:
    """The end position of docs/vertical.md: far row A♥ K♣ A♠ and d9 free, between A♠ and A♣ (d8)."""
    tower = ["6H", "7C", "8D", "9S", "10H", "JC", "QD", "KS", "AH"]
    right = ["8C", "9H", "10S", "JH", "QS", "KD", "QC", "AC"]
    placed = ([((0, y), c) for y, c in enumerate(tower)] + [((1, 0), "6S"), ((2, 0), "7D")]
              + [((3, y), c) for y, c in enumerate(right)] + [((1, 8), "KC"), ((2, 8), "AS")])
    return VerticalState(Table(), (cards("6D"), cards("9C"), frozenset(), frozenset()),
                         Board(9, tuple((cell, parse_card(c)) for cell, c in placed)), 0)


@pytest.mark.parametrize("far, points, winner, sentence", [
    ((3, 1), (21, 14), "red", "Game over: Red wins, far places 3 to 1, points 21 to 14."),
    ((2, 2), (19, 19), None, "Game over: a draw, far places 2 to 2, points 19 to 19."),
])
def test_the_outcome_in_one_sentence(far, points, winner, sentence):
    from wordgames.games.vertical.presenter import outcome_sentence
    from wordgames.games.vertical.rules import Outcome
    o = Outcome({"red": far[0], "black": far[1]}, {"red": points[0], "black": points[1]}, winner)
    assert outcome_sentence(o) == sentence


def test_the_end_is_told_and_written():
    # The docs' end position: d9 is dead, the far row holds A♥ (red) and K♣, A♠ (black).
    game = VerticalGame()
    end = end_position()
    assert end.is_terminal() and end.returns() == [-1.0, 1.0, -1.0, 1.0]
    lines = game.presenter().result_lines(end, ["Оля", "Петя", "Вася", "Маша"])
    assert lines[-2:] == ["Game over: Black wins, far places 2 to 1, points 27 to 14.",
                          "The winners: Петя, Маша."]
    assert lines[0].splitlines()[1] == " 9 | A♥ | K♣ | A♠ |    |"
    data = game.outcome(end).details
    assert (data["winner"], data["far"], data["points"], data["winning_seats"]) == (
        "black", {"red": 1, "black": 2}, {"red": 14, "black": 27}, [1, 3])


# -- people at the table --------------------------------------------------------------------


def test_a_person_is_refused_with_the_rule_and_asked_again():
    game = VerticalGame()
    state = dealt(game, 1)
    hand = sorted(state.hands[0])
    other_red = min(state.hands[2])                        # a red card of the partner's
    answers = ["AS", str(other_red), "zz", "moves", "QH b3 c4", str(hand[0])]
    term = ScriptedTerminal(answers)
    assert HumanPlayer("Оля", game, term).choose(state.view(0)) == Place(hand[0], (0, 0))
    told = [line.strip() for line in term.said if line.startswith("  ")]
    assert told == [
        "rule (5): A♠ is not in the hand of Red 1 — try again",
        f"rule (5): {other_red} is not in the hand of Red 1 — try again",
        "unknown suit 'z' in 'zz' (use H, D, C, S or ♥♦♣♠) — try again ('?' for help)",
        "legal: " + ", ".join(map(str, hand)),
        "write a card and a place, like 'QH b3', or 'pass'; not 'QH b3 c4' — try again ('?' for help)",
    ]


def test_a_person_playing_two_piles_is_asked_for_each():
    game, session = sitting.new_session(ENTRY, "Оля,Петя", rules={"mode": "1x1"}, seed=6)
    state = dealt(game, 6)
    first = min(state.hands[0])                            # the lowest red card: Black can beat it
    after = state.apply(Place(first, (0, 0)))
    reply = after.legal_actions()[0]
    assert reply != PASS
    term = ScriptedTerminal(["", str(first), "", game.presenter().format_action(after.view(1), reply), ""])
    with pytest.raises(LeaveGame):
        sitting.run(game, session, sitting.make_players(game, ENTRY, session, term))
    asked = [line for line in term.said if line.startswith(("Оля (", "Петя (", "Pass"))]
    assert asked == ["Pass the terminal to Оля. Оля, press Enter when only you can see the screen",
                     "Оля (Red pile 1), lay the first card (just the card, like QH)",
                     "Pass the terminal to Петя. Петя, press Enter when only you can see the screen",
                     "Петя (Black pile 1), your card and < or > (left or right of the row)",
                     "Pass the terminal to Оля. Оля, press Enter when only you can see the screen",
                     "Оля (Red pile 2), your card and < or > (left or right of the row)"]


def test_a_left_game_is_kept_and_resumed(tmp_path):
    save = tmp_path / "game.json"
    game, session = sitting.new_session(ENTRY, "Оля,greedy,greedy,greedy", seed=1)
    state = dealt(game, 1)
    card = max(state.hands[0])
    players = sitting.make_players(game, ENTRY, session, ScriptedTerminal([str(card)]))
    with pytest.raises(LeaveGame):
        sitting.run(game, session, players, save=save)
    kept = json.loads(save.read_text(encoding="utf-8"))
    assert len(kept["actions"]) == 36 + 4 and kept["actions"][36] == [str(card), 0, 0] and not kept["finished"]
    game2, session2, resumed = sitting.resume_session(save, players="greedy,greedy,greedy,greedy")
    assert resumed.board.placed[0] == ((0, 0), card) and resumed.current_player() == 0
    played = sitting.run(game2, session2, sitting.make_players(game2, ENTRY, session2, None), save=save)
    assert played.state.is_terminal()
    done = Session.load(save)
    assert done.finished and done.actions[:40] == kept["actions"] and done.result["winner"] in ("red", "black", None)


# -- tournaments ---------------------------------------------------------------------------


def test_two_entrants_play_as_two_teams_with_colours_swapped():
    result = run_tournament(ENTRY, "greedy,random", games=4, seed=3)
    assert [s.games for s in result.standings] == [4, 4]
    for o in result.outcomes:
        assert o.scores[0] == -o.scores[1]            # one team's win is the other's loss
    p = plan(ENTRY, "greedy,random", seed=3)             # greedy Red in game 0, Black in game 1
    assert [p.seating(index) for index in range(2)] == [[0, 1, 0, 1], [1, 0, 1, 0]]


def test_search_beats_random_in_a_short_tournament():
    result = run_tournament(ENTRY, "search,random", games=4, seed=1, settings={"rollouts": 20})
    assert result.standings[0].wins >= 3
