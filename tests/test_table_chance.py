"""Chance entered by the people at the table (real dice): the loop's chance source, a session that says so,
and a saved game of real dice that is never played on with the seed's draws (at a terminal it asks for them)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wordgames.coin_race import CoinRaceGame
from wordgames.engine import CHANCE, FirstLegal
from wordgames.errors import ArgumentError, IllegalMoveError
from wordgames.registry import info
from wordgames.table.human import ScriptedTerminal
from wordgames.table.loop import draw_chance, play
from wordgames.table.session import Session
from wordgames.table.sitting import ENTERED, asking, entered, new_session, run
from wordgames_cli.main import cli


def test_the_loop_asks_the_chance_source_instead_of_the_seed_and_counts_each_outcome():
    game = CoinRaceGame()
    start = game.new_initial_state()
    outcomes = [o for o, _p in start.chance_outcomes()]
    for outcome in outcomes:        # whichever the seed would draw, the entered one is played
        asked = []

        def enter(state, outcome=outcome):
            asked.append(state)
            return outcome
        played = play(game, [FirstLegal(), FirstLegal()], seed=3, chance=enter)
        assert asked == [start] and played.state.coin == outcome and played.steps == 2


def test_an_outcome_the_chance_node_cannot_give_is_refused_by_the_rules():
    with pytest.raises(IllegalMoveError):
        play(CoinRaceGame(), [FirstLegal(), FirstLegal()], seed=3, chance=lambda state: "seven")


def test_without_a_chance_source_the_seed_draws_as_before():
    game = CoinRaceGame()
    played = play(game, [FirstLegal(), FirstLegal()], seed=3)
    assert played.state.coin == draw_chance(game.new_initial_state(), 3, 0)


def yam_session(actions):
    game, session = new_session(info("yam"), "Оля", seed=11, settings={"chance": ENTERED})
    session.actions = list(actions)
    return game, session


def test_a_session_of_real_dice_is_never_played_on_from_the_seed(tmp_path):
    game, session = yam_session([[2, 4, 4, 5, 6]])
    assert entered(session)
    with pytest.raises(ArgumentError, match="real dice"):
        run(game, session, [FirstLegal()])
    assert session.actions == [[2, 4, 4, 5, 6]]             # nothing drawn, nothing played
    path = tmp_path / "yam.json"
    session.save(path)
    assert json.loads(path.read_text())["settings"]["chance"] == "entered"
    assert entered(Session.load(path))


def test_a_person_at_the_terminal_enters_the_dice_and_a_bad_entry_is_asked_again():
    game, session = yam_session([])
    shown = game.presenter()
    term = ScriptedTerminal(["1234", "7", "6 6 6 6 6"])
    enter = asking(term, shown, ["Оля"])
    state = game.new_initial_state()
    assert enter(state) == (6, 6, 6, 6, 6)
    assert term.said == ["Оля, roll 1 of 3: the five dice thrown ", "type the 5 dice thrown; '1234' has 4",
                         "Оля, roll 1 of 3: the five dice thrown ", "'7' is not a die face (1-6)",
                         "Оля, roll 1 of 3: the five dice thrown "]


def test_games_yam_play_resume_asks_for_the_dice_of_a_game_of_real_dice(tmp_path):
    # Оля threw 2 4 4 5 6 and wrote Ряд (0: no straight); the next throw is asked, never drawn
    game, session = yam_session([[2, 4, 4, 5, 6], {"score": "Ряд", "column": 0}])
    session.replay(game)
    path = tmp_path / "yam.json"
    session.save(path)
    result = CliRunner().invoke(cli, ["games", "yam", "play", "--resume", str(path)], input="66666\nЯма\n")
    saved = Session.load(path)
    assert saved.actions[2:4] == [[6, 6, 6, 6, 6], {"score": "Яма", "column": 0}], (result.output, saved.actions)
    assert "roll 1 of 3: the five dice thrown" in result.output
    state = saved.replay(game)
    assert state.sheets[0][0]["Яма"] == 6 * 5 + 40          # the text: «сумму очков на всех кубиках и добавляют 40»
    assert state.current_player() == CHANCE


def test_games_yam_play_with_real_dice_asks_for_every_throw_and_saves_the_game_so(tmp_path):
    path = tmp_path / "yam.json"
    result = CliRunner().invoke(cli, ["games", "yam", "play", "--players", "Оля", "--dice", "real", "--save",
                                      str(path)], input="1234\n66666\nЯма\n")
    saved = Session.load(path)
    assert saved.settings["chance"] == "entered", result.output
    assert saved.actions == [[6, 6, 6, 6, 6], {"score": "Яма", "column": 0}], result.output
    assert "type the 5 dice thrown; '1234' has 4" in result.output          # a bad entry: asked again
