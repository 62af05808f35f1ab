"""``wordgames games dixmille``: advise at the command line; play and tournament from the table."""

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


def test_advise_with_a_table_on_standard_input():
    # without the straight (0: off), 1 2 3 4 5 6 offers only 1, 5 and 1+5
    r = run(["advise", "123456", "--table", "-", "--json"], input='{"straight": 0}')
    assert r.exit_code == 0, r.output
    assert {m["set_aside"] for m in json.loads(r.stdout)["moves"]} == {"1", "5", "1+5"}


@pytest.mark.parametrize("args, error", [
    (["advise"], "Error: give DICE (the throw) or --dice-left (before a throw)"),
    (["advise", "5"], "Error: DICE: a throw to choose from has 2 to 6 dice (one die is the bonus throw)"),
    (["advise", "1234567"], "Error: DICE: '7' is not a die face (1-6)"),
    (["advise", "115", "--points", "30"], "Error: --points: turn points come in steps of 50"),
    (["advise", "115", "--table", "french"], "Error: french: not a table name (text, plain) nor a file"),
    (["tournament", "--players", "optimal,lucky"], "Error: unknown player 'lucky'"),
    (["play", "--players", "bot:lucky"], "Error: unknown bot 'lucky' (choose from random, cautious, optimal, winning)"),
    (["play", "--players", "random", "--table", "french"], "Error: french: not a table name (text, plain) nor a file"),
])
def test_usage_errors(args, error):
    r = run(args)
    assert r.exit_code == 2, r.output
    assert r.stderr.startswith(error) and r.stderr.count("\n") == 1


def test_tournament_json():
    r = run(["tournament", "--players", "cautious,cautious,random", "--games", "6", "--target", "2000", "--json",
             "--no-progress"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert [s["name"] for s in data["players"]] == ["cautious", "cautious#2", "random"]
    assert sum(s["wins"] for s in data["players"]) == pytest.approx(6)
    assert data["rules"]["target"] == 2000 and data["rules"]["table"]["one"] == 100


def test_tournament_table():
    r = run(["tournament", "--players", "optimal,cautious", "--games", "4", "--target", "2000", "--no-progress"])
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[1].split()[:4] == ["player", "games", "mean", "sd"]


def test_bots_play_to_the_end():
    r = run(["play", "--players", "optimal,cautious", "--seed", "2", "--target", "2000"])
    assert r.exit_code == 0, r.output
    assert "Final scores: optimal" in r.stdout
    assert ("Winner: " in r.stdout) or ("Tie: " in r.stdout)


def test_a_person_is_asked_again_and_can_leave_and_resume(tmp_path):
    save = tmp_path / "g.json"
    r = run(["play", "--players", "Аня,cautious", "--seed", "3", "--save", str(save)], input="zz\n99 b\n1\n1 b\nq\n")
    assert r.exit_code == 130, r.output
    assert "'zz' is not a combination" in r.stdout and "there is no choice 99: the choices are 1 to" in r.stdout
    assert "add b to bank or t to throw on: '1 b' or '1 t'" in r.stdout
    assert "Аня sets aside " in r.stdout and " and banks " in r.stdout
    assert f"go on with: wordgames games dixmille play --resume {save}" in r.stderr
    kept = json.loads(save.read_text(encoding="utf-8"))
    assert kept["game"] == "dixmille" and kept["actions"][1]["bank"] is True
    r = run(["play", "--resume", str(save)], input="")
    assert r.exit_code == 130 and r.stdout.startswith("Resuming after ")


def test_resume_rejects_another_game(tmp_path):
    path = tmp_path / "g.json"
    path.write_text('{"game": "yam"}', encoding="utf-8")
    r = run(["play", "--resume", str(path)])
    assert r.exit_code == 2
    assert r.stderr == f"Error: {path}: not a saved game (no \"format\": \"wordgames-session\"; write one with play --save)\n"


def test_play_json_is_valid_and_the_talk_goes_to_stderr():
    r = run(["play", "--players", "random,cautious", "--seed", "4", "--target", "1000", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["finished"] and max(data["result"]["scores"]) >= 1000 and data["rules"]["target"] == 1000
    assert "throw of 6" in r.stderr


def test_the_group_alone_prints_its_help():
    r = run([])
    assert r.exit_code == 0 and "Commands:" in r.stdout and "advise" in r.stdout and r.stderr == ""


@pytest.mark.parametrize("lang, word, says", [
    ("en", "hint", "  hint: single 1 t   (the most points this turn on average; the review weighs the chance of "
                   "winning the game instead)"),
    ("ru", "подсказка", "  подсказка: кубик 1 бр   (больше всего очков за ход в среднем; разбор партии оценивает "
                        "ходы по шансам на победу)"),
])
def test_the_hint_says_it_plays_for_the_turns_points(lang, word, says):
    """The hint is the expected-points bot's move, the review weighs the chance of winning: the hint says so
    (wrapped to the terminal's 80 columns, the rest indented)."""
    r = CliRunner().invoke(cli, ["--lang", lang, "games", "dixmille", "play", "--players", "Аня,cautious",
                                 "--seed", "3"], input=f"{word}\nq\n")
    lines = r.output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"  {word}: "))
    end = next(i for i in range(start + 1, len(lines)) if not lines[i].startswith("    "))
    assert all(len(line) <= 80 for line in lines[start:end]), r.output
    assert " ".join(" ".join(lines[start:end]).split()) == " ".join(says.split()), r.output
