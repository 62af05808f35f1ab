"""``wordgames games yam``: sheet, solve and advise at the command line; play and tournament from the table."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordgames.games.yam.game import YamGame
from wordgames.table.loop import draw_chance
from wordgames_cli.main import cli

DOCS = Path(__file__).resolve().parent.parent / "docs" / "yam.md"
EXAMPLE = re.search(r"<!-- example-sheet -->\n```\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S).group(1)


def run(args, input=None):
    return CliRunner().invoke(cli, ["games", "yam", *args], input=input)


@pytest.fixture(autouse=True)
def private_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


@pytest.fixture
def example(tmp_path):
    path = tmp_path / "example.txt"
    path.write_text(EXAMPLE, encoding="utf-8")
    return path


def test_sheet_prints_the_example_with_its_totals_and_the_erratum(example):
    r = run(["sheet", str(example)])
    assert r.exit_code == 1                      # a rejected entry: exit 1
    assert "Счёт     259        241" in r.stdout
    assert "Бонус    0          30" in r.stdout
    assert r.stderr == f"Error: {example}:11:3: + 31 cannot occur: only 0 or a sum of five dice (5-30) (1-й игрок)\n"


def test_sheet_reads_standard_input():
    r = run(["sheet", "-"], input=EXAMPLE)
    assert r.exit_code == 1 and "Счёт     259        241" in r.stdout
    assert r.stderr.startswith("Error: <stdin>:11:3: + 31 cannot occur")


def test_sheet_json(example):
    r = run(["sheet", str(example), "--json", "--yama", "five-of-a-kind"])
    assert r.exit_code == 1
    data = json.loads(r.stdout)
    assert [p["total"] for p in data["players"]] == [259, 241]
    assert data["rules"] == {"dom": "full-house", "yama": "five-of-a-kind"}
    assert [(p["line"], p["column"]) for p in data["problems"]] == [(11, 3), (14, 5)]


def test_a_possible_sheet_exits_0(tmp_path):
    path = tmp_path / "s.txt"
    path.write_text("Позиция  Аня  Боря\n1  3  .\nЯма  58  .\n-  .  20\n", encoding="utf-8")
    r = run(["sheet", str(path)])
    assert r.exit_code == 0, r.output
    assert "Счёт     61   20" in r.stdout


def test_multi_column_sheet_prints_player_totals(tmp_path):
    path = tmp_path / "s.txt"
    path.write_text("Позиция\tАня [down]\tАня [up]\tАня\n1\t3\t.\t.\nЯма\t.\t60\t.\n", encoding="utf-8")
    r = run(["sheet", str(path)])
    assert r.exit_code == 0 and "Аня: 63 over 3 columns" in r.stdout


@pytest.mark.parametrize("content, error", [
    (None, "Error: cannot read '{path}': No such file or directory"),
    ("Позиция\tАня\nСемь\t3\n", "Error: {path}:2:1: unknown box 'Семь'"),
    ('{"players": [', "Error: {path}:1:14: not valid JSON: Expecting value"),
    ('{"players": [{"name": "Аня", "columns": 3}]}', "Error: {path}: player 'Аня': \"columns\" is a list of 1 to 4 columns"),
    ('{"players": [{"name": "Аня", "columns": [7]}]}', "Error: {path}: player 'Аня': a column is an object with \"boxes\""),
])
def test_unreadable_sheets_exit_2(tmp_path, content, error):
    path = tmp_path / "s.txt"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    r = run(["sheet", str(path)])
    assert r.exit_code == 2
    assert r.stderr == error.format(path=path) + "\n"


def test_solve_a_small_sheet_by_hand():
    # Only «6» open, every other box 0 (no Бонус in reach): keep every 6; the count of 6s after three
    # rolls is Binomial(5, 91/216), so the expectation is 6 * 5 * 91/216 = 12.638...
    r = run(["solve", "--boxes", "6", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["expected"] == pytest.approx(6 * 5 * 91 / 216)
    assert data["rules"] == {"dom": "full-house", "yama": "four-of-a-kind"} and data["boxes"] == ["6"]


def test_solve_simulation_on_a_small_sheet():
    r = run(["solve", "--boxes", "Ряд,Яма", "--simulate", "2000", "--seed", "4"])
    assert r.exit_code == 0, r.output
    assert "Expected score of optimal play:" in r.stdout and "agrees" in r.stdout


@pytest.mark.parametrize("args, error", [
    (["solve", "--boxes", "-"], "Error: --boxes: «−» and «+» go together (both or neither)"),
    (["solve", "--boxes", "Семь"], "Error: --boxes: unknown box 'Семь'"),
    (["advise", "12347"], "Error: DICE: '7' is not a die face (1-6)"),
    (["advise", "1234"], "Error: DICE: expected 5 dice, got 4 in '1234'"),
    (["advise", "12345", "--set", "Ряд=47"], "Error: --set: Ряд 47 cannot occur: only 0, 45 or 50"),
    (["advise", "12345", "--set", "Ряд"], "Error: --set 'Ряд': expected BOX=NUMBER"),
    (["play", "--players", "optimal", "--columns", "3", "--seed", "1"],
     "Error: the optimal bot plays the one-column game only (--columns 1)"),
    (["play", "--players", "bot:clever"], "Error: unknown bot 'clever' (choose from random, greedy, optimal, expert)"),
    (["play", "--players", ","], "Error: name at least one player"),
    (["play", "--players", ",".join(["random"] * 11)], "Error: Yam (Яма) is played by 1 to 10 players, not 11"),
    (["tournament", "--players", "greedy,robot"], "Error: unknown player 'robot'"),
])
def test_usage_errors(args, error):
    r = run(args)
    assert r.exit_code == 2, r.output
    assert r.stderr.startswith(error) and r.stderr.count("\n") == 1


LATE = ["--set", "1=3", "--set", "2=6", "--set", "3=9", "--set", "4=12", "--set", "5=15", "--set", "6=18",
        "--set", "-=10", "--set", "+=20", "--set", "Дом=0"]


def test_advise_late_position_by_hand():
    # Ряд and Яма left; 1 2 3 4 6 with one roll: keeping 2 3 4 6 (50 with chance 1/6) is worth 8.33,
    # more than anything Яма can expect from these dice.
    r = run(["advise", "12346", "--rolls-left", "1", *LATE, "--json"])
    assert r.exit_code == 0, r.output
    best = json.loads(r.stdout)["choices"][0]
    assert best["action"] == "keep" and best["keep"] == [2, 3, 4, 6]


SHEET = "Позиция\tАня\n1\t3\n2\t6\n3\t9\n4\t12\n5\t15\n6\t18\n-\t10\n+\t20\nДом\t0\nРяд\t45\n"


def test_advise_text_and_sheet(tmp_path):
    path = tmp_path / "s.txt"
    path.write_text(SHEET, encoding="utf-8")
    r = run(["advise", "4 4 4 4 2", "--sheet", str(path)])
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[0] == "Dice 2 4 4 4 4, 0 rolls left: score Яма (58)"


def test_advise_reads_the_sheet_from_standard_input():
    r = run(["advise", "44442", "--sheet", "-", "--json"], input=SHEET)
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["choices"][0] == {"action": "score", "box": "Яма", "points": 58,
                                                  "expected": 123 + 45 + 58}


def test_advise_sheet_needs_a_possible_sheet(example):
    r = run(["advise", "12345", "--sheet", str(example)])
    assert r.exit_code == 2
    assert r.stderr.startswith(f"Error: {example}:11:3: + 31 cannot occur")


def test_bots_play_to_the_end():
    r = run(["play", "--players", "greedy,random", "--seed", "3", "--columns", "3"])
    assert r.exit_code == 0, r.output
    assert "Totals: greedy" in r.stdout and ("Winner: " in r.stdout or "Tie: " in r.stdout)
    assert "greedy, roll 1: " in r.stdout and re.search(r"greedy writes \d+ in \S+ \(column \d\); Счёт \d+", r.stdout)


def test_play_json_is_the_session_with_the_result():
    r = run(["play", "--players", "random", "--seed", "1", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["format"] == "wordgames-session" and data["game"] == "yam" and data["seed"] == 1
    assert data["rules"] == {"columns": 1, "dom": "full-house", "yama": "four-of-a-kind"}
    assert data["finished"] and data["result"]["totals"] == [data["returns"][0]]
    assert "random, roll 1: " in r.stderr


def answers_to_fill_in_order(seed: int) -> list[str]:
    """The answers of a person who writes each first roll into the next box in sheet order, saying yes to a 0."""
    game = YamGame({"columns": 1}, seats=1)
    state, answers = game.new_initial_state(), []
    for turn, box in enumerate(["1", "2", "3", "4", "5", "6", "-", "+", "Дом", "Ряд", "Яма"]):
        state = state.apply(draw_chance(state, seed, turn))        # the turn-th chance outcome of the game
        answers.append(box)
        if game.presenter().confirm(state, game.presenter().parse_action(state, box)):
            answers.append("y")
        state = state.apply(game.presenter().parse_action(state, box))
    return answers


def test_a_person_plays_a_whole_game():
    r = run(["play", "--players", "Аня", "--seed", "2"], input="\n".join(answers_to_fill_in_order(2)) + "\n")
    assert r.exit_code == 0, r.output
    assert "Winner: Аня with " in r.stdout and "Аня writes " in r.stdout and "Roll 1 of 3: " in r.stdout
    assert "Аня, roll 1: " not in r.stdout          # a person's own roll is said once: in the position drawn


def test_a_person_is_asked_again_confirms_a_zero_and_can_leave_and_resume(tmp_path):
    save = tmp_path / "g.json"
    # seed 1: Аня's first roll is 1 2 5 6 6 (no Яма): writing Яма asks first; "n" asks for a move again
    r = run(["play", "--players", "Аня", "--seed", "1", "--save", str(save)],
            input="k 7\nk 666\nРяд 2\nЯма\nn\nsheet\nЯма\ny\nq\n")
    assert r.exit_code == 130, r.output
    assert r.stdout.splitlines()[0] == "Roll 1 of 3: 1 2 5 6 6"
    assert "Аня: keep dice (k 66), roll all again (r) or fill a box > " in r.stdout     # what is expected
    assert "'7' is not a die face (1-6) — try again" in r.stdout
    assert "rule keep: the dice 6 6 6 are not all on the table (1 2 5 6 6) — try again" in r.stdout
    assert "the column is 1 to 1, not '2' — try again" in r.stdout
    assert r.stdout.count("Write 0 in Яма? (y/n)") == 2
    assert "Позиция  Аня" in r.stdout              # the sheet by the players' names
    assert "Аня writes 0 in Яма; Счёт 0" in r.stdout
    assert f"Game left after 1 turn; go on with: wordgames games yam play --resume {save}." in r.stderr
    session = json.loads(save.read_text(encoding="utf-8"))
    assert session["actions"][1] == {"score": "Яма", "column": 0} and not session["finished"]
    r = run(["play", "--resume", str(save), "--players", "greedy"])
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("Resuming after 1 turn.") and "Winner: greedy" in r.stdout
    done = json.loads(save.read_text(encoding="utf-8"))
    assert done["finished"] and done["actions"][:3] == session["actions"] and done["result"]["sheets"][0][0]["boxes"]["Яма"] == 0


def test_tournament_solo_and_table():
    r = run(["tournament", "--players", "greedy,random", "--games", "4", "--no-progress", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert [p["name"] for p in data["players"]] == ["greedy", "random"] and data["mode"] == "table"
    assert data["players"][0]["mean"] > data["players"][1]["mean"]
    r = run(["tournament", "--players", "greedy,random", "--games", "2", "--mode", "solo", "--no-progress"])
    assert r.exit_code == 0 and r.stdout.startswith("Yam (Яма): 2 solo games, seed 1")


def test_the_group_alone_prints_its_help():
    r = run([])
    assert r.exit_code == 0 and "Commands:" in r.stdout and "sheet" in r.stdout and r.stderr == ""


def test_solve_a_column_of_the_variants_alone():
    # The top-down column of «5» and «6» alone (the rest 0): 11 · 5 · 91/216 = 23.1713 (see solver.build_table).
    r = run(["solve", "--kind", "down", "--boxes", "5,6", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["kind"] == "down" and round(data["expected"], 4) == 23.1713
    r = run(["solve", "--kind", "up"])
    assert r.exit_code == 0 and r.stdout.startswith("Expected score of optimal play of a bottom-up column alone: 133.44")
    assert "(built now)" in r.stdout and "yam-up-v2-" in r.stdout


def test_play_three_columns_with_the_opening_roll(tmp_path):
    save = tmp_path / "game.json"
    r = run(["play", "--players", "greedy,random", "--columns", "3", "--opening", "--seed", "3", "--save", str(save)])
    assert r.exit_code == 0, r.output
    assert "throws" in r.output and "starts" in r.output
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["rules"]["opening"] is True and data["finished"]


@pytest.mark.slow
def test_advise_on_a_sheet_of_three_columns(tmp_path):
    sheet = tmp_path / "s.txt"
    sheet.write_text("Позиция\tАня [down]\tАня [up]\tАня\n1\t3\t.\t.\nЯма\t.\t58\t.\n", encoding="utf-8")
    r = run(["advise", "23456", "--rolls-left", "2", "--sheet", str(sheet), "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["kinds"] == ["down", "up", "free"]
    best = data["choices"][0]
    assert (best["action"], best["box"], best["column"], best["points"]) == ("score", "Ряд", 1, 50)
