"""``wordgames games dixmille``: advise, tournament and play at the command line."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli


def run(args, input=None):
    return CliRunner().invoke(cli, ["games", "dixmille", *args], input=input)


def test_advise_a_throw_json():
    r = run(["advise", "115346", "--points", "300", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    banks = {m["set_aside"]: m["expected"] for m in data["moves"] if m["bank"]}
    assert banks == {"1": 400, "1+1": 500, "1+1+5": 550, "1+5": 450, "5": 350}   # 300 + the points set aside
    assert len(data["moves"]) == 10
    assert (data["moves"][0]["set_aside"], data["moves"][0]["bank"]) == ("1", False)   # docs/dixmille.md


def test_advise_text_names_the_best_move():
    r = run(["advise", "223366"])
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[0] == "2 2 3 3 6 6 with 0 points: best is set aside three pairs 2-3-6 (1500), throw on"


def test_advise_a_losing_throw():
    r = run(["advise", "222215"])
    assert r.exit_code == 0 and r.stdout == "1 2 2 2 2 5: the throw loses the turn's points.\n"


def test_advise_before_a_throw():
    r = run(["advise", "--points", "2000", "--dice-left", "2", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["best"] == "bank"
    r = run(["advise", "--points", "600", "--dice-left", "1"])
    assert r.stdout.startswith("Throw: the double throw of the last die is worth")


@pytest.mark.parametrize("args, error", [
    (["advise"], "Error: give DICE (the throw) or --dice-left (before a throw)"),
    (["advise", "5"], "Error: DICE: a throw to choose from has 2 to 6 dice (one die is the bonus throw)"),
    (["advise", "1234567"], "Error: DICE: '7' is not a die face (1-6)"),
    (["advise", "115", "--points", "30"], "Error: --points: turn points come in steps of 50"),
    (["tournament", "optimal", "lucky"], "Error: unknown bot 'lucky'; choose from random, cautious, optimal"),
    (["play", "bot:lucky"], "Error: unknown bot 'lucky' in 'bot:lucky'; choose from random, cautious, optimal"),
    (["advise", "115", "--table", "french"],
     "Error: french: not a table name (text, plain) nor a readable file: No such file or directory"),
])
def test_usage_errors(args, error):
    r = run(args)
    assert r.exit_code == 2
    assert r.stderr == error + "\n"


def test_tournament_json():
    r = run(["tournament", "cautious", "cautious", "random", "--games", "6", "--target", "2000", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert [s["name"] for s in data["standings"]] == ["cautious", "cautious2", "random"]
    assert sum(s["wins"] for s in data["standings"]) == pytest.approx(6)
    assert data["table"]["target"] == 2000


def test_tournament_table():
    r = run(["tournament", "optimal", "cautious", "--games", "4", "--target", "2000"])
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[1].split() == ["bot", "wins", "win", "%", "mean", "score", "per", "turn"]


def test_bots_play_to_the_end():
    r = run(["play", "bot:optimal", "bot:cautious", "--seed", "2", "--target", "2000"])
    assert r.exit_code == 0, r.output
    assert "Final scores: optimal" in r.stdout
    assert ("Winner: " in r.stdout) or ("Tie: " in r.stdout)


def test_human_is_asked_again_and_can_leave_and_resume(tmp_path):
    save = tmp_path / "g.json"
    r = run(["play", "Аня", "bot:cautious", "--seed", "3", "--save", str(save)], input="zz\n99\n1 b\nq\n")
    assert r.exit_code == 0, r.output
    assert "type a choice 1-" in r.stdout and "Аня banks" in r.stdout and f"Saved to {save}." in r.stdout
    r = run(["play", "--resume", str(save)], input="")
    assert r.exit_code == 0 and "Left the game." in r.stdout


def test_resume_rejects_another_game(tmp_path):
    path = tmp_path / "g.json"
    path.write_text('{"game": "yam"}', encoding="utf-8")
    r = run(["play", "--resume", str(path)])
    assert r.exit_code == 2
    assert r.stderr == f"Error: {path}: not a saved Dix Mille game\n"
