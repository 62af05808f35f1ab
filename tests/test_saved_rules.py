"""A saved game replays under the rules it was played with, also when a rule option was added after it was saved."""

from __future__ import annotations

import pytest

from wordgames.registry import GAMES, info
from wordgames.table.seats import parse_seats
from wordgames.table.session import Session, load_game


def test_a_new_game_takes_the_default_and_an_old_save_the_rule_it_was_played_with(lexicon):
    snake = info("snake")
    assert snake.load({}, 2, lexicon).rules_dict()["diminutives"] == "refuse"            # the text: refused
    assert snake.load({}, 2, lexicon, saved=True).rules_dict()["diminutives"] == "warn"  # saved before rule 6 refused
    assert snake.load({"diminutives": "refuse"}, 2, lexicon, saved=True).rules_dict()["diminutives"] == "refuse"


def test_an_old_snake_session_resumes_with_diminutives_only_warned(lexicon):
    game = info("snake").load({}, 2, lexicon)
    session = Session.start(game, parse_seats("Оля,Петя", ()), seed=3).to_dict()
    del session["rules"]["diminutives"]                       # as a session of the last round was written
    resumed, _state = load_game(Session.from_dict(session), lexicon)
    assert resumed.rules_dict()["diminutives"] == "warn"


def test_every_saved_default_is_a_value_the_option_takes():
    for entry in GAMES.values():
        for option in entry.options:
            if option.saved_default is not None:
                assert option.fault(option.saved_default) is None, (entry.name, option.name)


# A Dix Mille session as it was written before four 2s took the whole score: the table's fields without
# twos_lose_score, no opening, no twos.  Аня banks 111 (1000); Боря banks a 5 (50); Аня sets aside a 1 and
# throws 2 2 2 2 3 — four 2s; Боря busts.  Then it is Аня's turn again.
OLD_FIELDS = {"one": 100, "five": 50, "triple_ones": 1000, "triple_factor": 100, "three_pairs": 1500,
              "pair_and_four": 1500, "six_of_a_kind": 1500, "straight": 3000, "forced_three_pairs": True,
              "forced_pair_and_four": True, "forced_six_of_a_kind": True, "forced_straight": True, "twos_bust": 4,
              "bonus_start": 500, "bonus_step": 500, "bonus_die_counts": False, "target": 10000}
OLD_ACTIONS = [[1, 1, 1, 3, 4, 6], {"combos": [["triple", [1, 1, 1]]], "bank": True},
               [5, 3, 3, 4, 6, 2], {"combos": [["single", [5]]], "bank": True},
               [1, 3, 4, 6, 6, 2], {"combos": [["single", [1]]], "bank": False}, [2, 2, 2, 2, 3],
               [3, 3, 4, 6, 6, 2]]


def dixmille_session(rules: dict) -> dict:
    return {"format": "wordgames-session", "version": 1, "game": "dixmille", "rules": rules, "settings": {},
            "seats": [{"name": "Аня", "kind": "human"}, {"name": "Боря", "kind": "human"}], "seed": 3,
            "actions": OLD_ACTIONS, "finished": False, "returns": None, "result": None}


@pytest.mark.parametrize("rules, twos, scores", [
    ({"table": OLD_FIELDS, "target": 3000}, "turn", (1000, 50)),                   # saved before the option
    ({"table": {**OLD_FIELDS, "twos_lose_score": True}, "target": 3000}, "score", (0, 50)),  # the field, then
    ({"table": {**OLD_FIELDS, "twos_lose_score": False}, "target": 3000}, "turn", (1000, 50)),
    ({"table": OLD_FIELDS, "target": 3000, "twos": "score"}, "score", (0, 50)),
])
def test_a_dix_mille_session_replays_with_the_reading_of_four_twos_it_was_played_with(rules, twos, scores):
    game, state = load_game(Session.from_dict(dixmille_session(rules)))
    assert game.rules_dict()["twos"] == twos and state.table.twos_lose_score is (twos == "score")
    assert state.scores == scores and state.player == 0 and state.phase == "throw"


def test_a_new_dix_mille_session_saves_the_reading_and_replays_identically():
    import json
    game = info("dixmille").load({"target": 3000}, 2)
    session = Session.start(game, parse_seats("Аня,Боря", ()), seed=3)
    state = game.new_initial_state()
    for action in OLD_ACTIONS:
        action = game.action_from_json(action)
        state = state.apply(action)
        session.record(game, action, state)
    saved = json.loads(json.dumps(session.to_dict()))
    assert saved["rules"]["twos"] == "score" and "twos_lose_score" not in saved["rules"]["table"]
    resumed, again = load_game(Session.from_dict(saved))
    assert again == state and again.scores == (0, 50) and resumed.rules_dict() == game.rules_dict()


# Croquet sessions as they were written before rule 4's reading was an option: the rules name the gates
# alone, and the game was played under the reading for the player who moves («Запрет перестаёт действовать,
# если после очередного хода игрок оказывается в воротах …» read for the mover).  7, 3, 10: player 1 steps 3
# into gate 10 right after player 2's 3 -- legal read for the mover, banned by Carroll's reading (the default).
def croquet_session(rules: dict, actions: list) -> dict:
    return {"format": "wordgames-session", "version": 1, "game": "croquet", "rules": rules, "settings": {},
            "seats": [{"name": "Оля", "kind": "human"}, {"name": "Петя", "kind": "human"}], "seed": 3,
            "actions": actions, "finished": False, "returns": None, "result": None}


@pytest.mark.parametrize("rules, actions, bans, kept", [
    ({"gates": "10-90"}, [7, 3, 10], "mover", {"gates": "10-90", "bans": "mover"}),     # saved before the option
    ({"gates": "20-90"}, [8, 2, 16, 6, 20], "mover", {"gates": "20-90", "bans": "mover"}),   # 4 into 20 after 4
    ({"gates": "10-90", "bans": "mover"}, [7, 3, 10], "mover", {"gates": "10-90", "bans": "mover"}),
    ({"gates": "croquar-95"}, [6, 2, 10], "hoops", {"gates": "croquar-95"}),          # the contest's own bans
])
def test_an_old_croquet_session_resumes_under_the_reading_it_was_played_with(rules, actions, bans, kept):
    game, state = load_game(Session.from_dict(croquet_session(rules, actions)))
    assert state.rules.bans == bans and game.rules_dict() == kept
    assert state.balls[0].number == actions[-1] and state.balls[0].in_gate


def test_a_croquet_session_under_carrolls_reading_refuses_the_movers_step_into_a_gate():
    """The same numbers under Carroll's reading, the default since: 10 is refused by rule 4."""
    from wordgames.errors import InputFormatError
    with pytest.raises(InputFormatError, match=r"actions\[2\]: rule 4: your partner just stepped 3"):
        load_game(Session.from_dict(croquet_session({"gates": "10-90", "bans": "carroll"}, [7, 3, 10])))


def test_a_new_croquet_session_saves_the_reading_and_resumes_under_it():
    import json
    game = info("croquet").load({}, 2)
    assert game.rules_dict() == {"gates": "10-90", "bans": "carroll"}
    session = Session.start(game, parse_seats("Оля,Петя", ()), seed=3)
    session.actions += [6, 2, 10]
    saved = json.loads(json.dumps(session.to_dict()))
    resumed, state = load_game(Session.from_dict(saved))
    assert resumed.rules_dict() == game.rules_dict() and state.rules.bans == "carroll"
