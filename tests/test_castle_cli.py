"""``wordgames games castle``: the interactive log and ``replay``."""

from __future__ import annotations

import json

from click.testing import CliRunner

from test_castle_rules import WORKED_GAME
from wordgames_cli.main import cli


def run(args, input=None):
    return CliRunner().invoke(cli, ["games", "castle", *args], input=input)


def test_replay_tells_the_story_and_the_winner(tmp_path):
    log = tmp_path / "game.txt"
    log.write_text(WORKED_GAME, encoding="utf-8")
    r = run(["replay", str(log)])
    assert r.exit_code == 0, r.output
    assert "the green sentinel touches flag 1: player 1 wins!" in r.output
    assert r.output.rstrip().endswith("player 1 has won")
    data = json.loads(run(["replay", str(log), "--json"]).output)
    assert data["winner"] == 1 and data["state"]["soldiers"][0]["home"]


def test_replay_refuses_an_impossible_report_with_its_line_and_rule(tmp_path):
    log = tmp_path / "bad.txt"
    log.write_text("players 4\nstroke\nend\nstroke blue\n", encoding="utf-8")
    r = run(["replay", str(log)])
    assert r.exit_code == 1
    assert r.output.strip() == (f"Error: rule II: {log}:4: it is the black soldier's turn, "
                                "not the blue soldier's ('stroke blue')")


def test_replay_of_a_malformed_log_is_a_usage_error(tmp_path):
    log = tmp_path / "bad.txt"
    log.write_text("players 4\nstroke\njump blue\n", encoding="utf-8")
    r = run(["replay", str(log)])
    assert r.exit_code == 2
    assert r.output.startswith(f"Error: {log}:3: unknown event 'jump'")
    r = run(["replay", str(tmp_path / "missing.txt")])
    assert r.exit_code == 2 and r.output.startswith("Error:")


def test_interactive_log_refuses_undoes_saves_and_resumes(tmp_path):
    log = tmp_path / "live.txt"
    r = run(["--log", str(log)], input="stroke\npass blue gate 2 in\npass blue gate 1 out\nend\n"
                                       "stroke\nundo\nstatus\n")
    assert r.exit_code == 0, r.output
    assert "Refused: rule II: the blue soldier is in castle 1 and leaves it only by its gate" in r.output
    assert "the blue soldier has another stroke (rule IV: through the gate of castle 1)" in r.output
    assert "Taken back." in r.output
    assert "blue soldier: on the open lawn, 0 of 3 castles invaded" in r.output
    assert log.read_text(encoding="utf-8").splitlines()[1:] == [
        "players 4", "stroke", "pass blue gate 1 out", "end"]
    r = run(["--log", str(log)], input="stroke\nend\n")          # continue the saved game
    assert "Continuing" in r.output and "next: the black soldier (player 2)" in r.output


def test_five_players_colours_are_announced():
    r = run(["--players", "5"], input="quit\n")
    assert r.exit_code == 0
    assert "player 4: green soldier, light-green sentinel" in r.output
