"""``wordgames games yam``: sheet, solve, advise and play at the command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli

DOCS = Path(__file__).resolve().parent.parent / "docs" / "yam.md"


def run(args, input=None):
    return CliRunner().invoke(cli, ["games", "yam", *args], input=input)


@pytest.fixture(autouse=True)
def private_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


@pytest.fixture
def example(tmp_path):
    text = re.search(r"<!-- example-sheet -->\n```\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S).group(1)
    path = tmp_path / "example.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_sheet_prints_the_example_with_its_totals_and_the_erratum(example):
    r = run(["sheet", str(example)])
    assert r.exit_code == 2
    assert "Счёт     259        241" in r.stdout
    assert "Бонус    0          30" in r.stdout
    assert r.stderr == f"Error: {example}:11:3: + 31 cannot occur: only 0 or a sum of five dice (5-30) (1-й игрок)\n"


def test_sheet_json(example):
    r = run(["sheet", str(example), "--json", "--yama", "five-of-a-kind"])
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
    (None, "Error: {path}: cannot read the sheet: No such file or directory"),
    ("Позиция\tАня\nСемь\t3\n", "Error: {path}:2:1: unknown box 'Семь'"),
    ('{"players": [', "Error: {path}:1:14: not valid JSON: Expecting value"),
])
def test_sheet_file_errors(tmp_path, content, error):
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
    (["play", "bot:optimal", "--columns", "3"], "Error: bot:optimal plays the one-column game only (--columns 1)"),
    (["play", "bot:clever"], "Error: unknown bot 'clever' in 'bot:clever'; choose from random, greedy, optimal"),
    (["play"], "Error: name at least one player (a name for a human, bot:greedy, bot:optimal, bot:random)"),
])
def test_usage_errors(args, error):
    r = run(args)
    assert r.exit_code == 2
    assert r.stderr == error + "\n"


LATE = ["--set", "1=3", "--set", "2=6", "--set", "3=9", "--set", "4=12", "--set", "5=15", "--set", "6=18",
        "--set", "-=10", "--set", "+=20", "--set", "Дом=0"]


def test_advise_late_position_by_hand():
    # Ряд and Яма left; 1 2 3 4 6 with one roll: keeping 2 3 4 6 (50 with chance 1/6) is worth 8.33,
    # more than anything Яма can expect from these dice.
    r = run(["advise", "12346", "--rolls-left", "1", *LATE, "--json"])
    assert r.exit_code == 0, r.output
    best = json.loads(r.stdout)["choices"][0]
    assert best["action"] == "keep" and best["keep"] == [2, 3, 4, 6]


def test_advise_text_and_sheet(tmp_path):
    path = tmp_path / "s.txt"
    path.write_text("Позиция\tАня\n1\t3\n2\t6\n3\t9\n4\t12\n5\t15\n6\t18\n-\t10\n+\t20\nДом\t0\nРяд\t45\n",
                    encoding="utf-8")
    r = run(["advise", "4 4 4 4 2", "--sheet", str(path)])
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[0] == "Dice 2 4 4 4 4, 0 roll(s) left: score Яма (58)"


def test_advise_sheet_needs_a_player(example):
    r = run(["advise", "12345", "--sheet", str(example)])
    assert r.exit_code == 2
    assert r.stderr.startswith(f"Error: {example}:11:3: + 31 cannot occur")


def test_bots_play_to_the_end():
    r = run(["play", "bot:greedy", "bot:random", "--seed", "3", "--columns", "3"])
    assert r.exit_code == 0, r.output
    assert "Totals: greedy" in r.stdout and ("Winner: " in r.stdout or "Tie: " in r.stdout)


def test_human_is_asked_again_and_can_leave_and_resume(tmp_path):
    save = tmp_path / "g.json"
    r = run(["play", "Аня", "--seed", "1", "--save", str(save)], input="k 7\nk 66\nРяд 2\nЯма\nq\n")
    assert r.exit_code == 0, r.output
    assert "'7' is not a die face (1-6) — try again" in r.stdout
    assert "rule keep: these dice are not on the table" in r.stdout
    assert "Аня writes" in r.stdout and f"Saved to {save}." in r.stdout
    state = json.loads(save.read_text(encoding="utf-8"))["state"]
    assert list(state["sheets"][0][0]) == ["Яма"]
    r = run(["play", "--resume", str(save)], input="")     # end of input: leaves cleanly, saves again
    assert r.exit_code == 0 and "Left the game." in r.stdout


def test_human_game_to_the_end():
    boxes = ["1", "2", "3", "4", "5", "6", "-", "+", "Дом", "Ряд", "Яма"]
    r = run(["play", "Аня", "--seed", "2"], input="\n".join(boxes) + "\n")
    assert r.exit_code == 0, r.output
    assert "Winner: Аня" in r.stdout
