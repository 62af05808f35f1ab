"""``wordgames games vertical``: play and tournament at the command line."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wordgames.games.vertical.state import VerticalState
from wordgames_cli.main import cli


def run(args, input=None):
    return CliRunner().invoke(cli, ["games", "vertical", *args], input=input)


def test_bots_play_a_whole_game_and_save_it(tmp_path):
    save = tmp_path / "game.json"
    r = run(["play", "--red", "greedy", "--black", "random", "--seed", "2", "--save", str(save), "--json"])
    assert r.exit_code == 0, r.output
    assert "Game over:" in r.output
    record = json.loads(save.read_text(encoding="utf-8"))
    assert record["finished"] and record["winner"] in ("red", "black", None)
    final = VerticalState.from_dict(record["final"])
    assert final.is_terminal()
    assert len(record["moves"]) >= len(final.board.placed)


def test_a_human_is_refused_with_the_rule_and_asked_again():
    # Seed 1 deals Red 1: 7♥ 8♥ 9♥ 6♦ 7♦ 8♦ 9♦ Q♦ K♦ (shown in the output).
    r = run(["play", "--seed", "1", "--black", "greedy", "--red", "human", "--hands",
             "human,greedy,greedy,greedy"], input="AS\nQH\nzz\n?\nKD\n")
    assert r.exit_code == 0, r.output
    assert "Red 1, your cards: 7♥ 8♥ 9♥ 6♦ 7♦ 8♦ 9♦ Q♦ K♦" in r.output
    assert "Error: rule (5): A♠ is not in the hand of Red 1" in r.output
    assert "Error: rule (5): Q♥ is not in the hand of Red 1" in r.output
    assert "Error: unknown suit 'z'" in r.output
    assert "Legal: 6♦, 7♥" in r.output
    assert "Black 1 (greedy):" in r.output             # K♦ was accepted and play went on
    assert "Game left." in r.output                     # the input ran out: a clean exit


@pytest.mark.parametrize("args, message", [
    (["tournament", "--bots", "greedy,foo"], "Error: --bots: unknown bot 'foo'"),
    (["tournament", "--bots", "greedy"], "Error: --bots needs at least two different bots"),
    (["play", "--hands", "human,greedy"], "Error: --hands lists 2 players but mode 2x2 has 4 hands"),
    (["play", "--mode", "1x1", "--hands", "human,greedy,greedy,greedy"],
     "Error: --hands: Red plays two piles and must be one kind of player"),
    (["play", "--mode", "5x5"], "Error: Invalid value for '--mode'"),
])
def test_usage_errors_are_one_line_and_exit_2(args, message):
    r = run(args)
    assert r.exit_code == 2
    assert r.output.strip().splitlines()[-1].startswith(message)


def test_tournament_json():
    r = run(["tournament", "--bots", "random,greedy", "--games", "4", "--json"])
    assert r.exit_code == 0, r.output
    [result] = json.loads(r.output)
    assert (result["first"], result["second"], result["games"]) == ("random", "greedy", 4)
    assert result["wins"] + result["draws"] + result["losses"] == 4


def test_tournament_text_for_three_by_three():
    r = run(["tournament", "--bots", "greedy,search", "--games", "2", "--mode", "3x3",
             "--deck", "52", "--rollouts", "20"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("greedy vs search: 2 games,")


def test_a_left_game_is_kept_after_every_move_and_resumed(tmp_path):
    save = tmp_path / "game.json"
    # Seed 1 deals Red 1: 7♥ 8♥ 9♥ 6♦ 7♦ 8♦ 9♦ Q♦ K♦; K♦ opens, then the bots move until Red 1 is asked again
    left = run(["play", "--seed", "1", "--hands", "human,greedy,greedy,greedy", "--save", str(save)],
               input="KD\n")
    assert left.exit_code == 0, left.output
    assert f"Game left; go on with: wordgames games vertical play --resume {save}." in left.output
    kept = json.loads(save.read_text(encoding="utf-8"))
    assert kept["moves"][0] == "K♦" and len(kept["moves"]) == 4 and not kept["finished"]
    assert kept["players"] == ["human", "greedy", "greedy", "greedy"]
    done = run(["play", "--resume", str(save), "--red", "greedy", "--black", "random", "--mode", "3x3"])
    assert done.exit_code == 0, done.output
    assert "Warning: --resume plays the saved game's table; ignoring --mode" in done.output
    assert "Resuming after 4 moves." in done.output and "Game over:" in done.output
    record = json.loads(save.read_text(encoding="utf-8"))      # saved back to the same file
    assert record["moves"][:4] == kept["moves"] and record["finished"]
    assert record["start"] == kept["start"] and record["players"] == ["greedy", "random", "greedy", "random"]
    assert VerticalState.from_dict(record["final"]).is_terminal()
    over = run(["play", "--resume", str(save)])
    assert over.exit_code == 2 and over.output == f"Error: the game saved in {str(save)!r} is over\n"


def test_a_saved_game_with_an_illegal_move_is_refused(tmp_path):
    save = tmp_path / "game.json"
    run(["play", "--seed", "1", "--hands", "human,greedy,greedy,greedy", "--save", str(save)], input="KD\n")
    kept = json.loads(save.read_text(encoding="utf-8"))
    kept["moves"][1] = "K♦ a1"                                 # Black 1 cannot lay a red card
    save.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
    r = run(["play", "--resume", str(save)])
    assert r.exit_code == 2
    assert r.output.startswith(f"Error: {save}: move 2 of the saved game") and r.output.count("\n") == 1


@pytest.mark.parametrize("text, message", [
    ("[1, 2", ":1:6: not a saved game: Expecting ',' delimiter"),
    ('{"moves": []}', ": not a saved game: it needs 'start' and 'moves'"),
    ('{"start": 1, "moves": []}', ": not a saved game: 'start' must be the dealt position (an object)"),
    ('{"start": {"deck": 36}, "moves": []}', ": not a saved vertical-race position"),
])
def test_resume_refuses_a_broken_file_in_one_line(tmp_path, text, message):
    saved = tmp_path / "game.json"
    saved.write_text(text, encoding="utf-8")
    r = run(["play", "--resume", str(saved)])
    assert r.exit_code == 2
    assert r.output.startswith(f"Error: {saved}{message}") and r.output.count("\n") == 1
