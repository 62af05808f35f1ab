"""`wordgames battle play|tournament`: games at the terminal, sessions, championships, one-line errors."""

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordgames.battle.render import grid_lines
from wordgames.battle.score import score_square
from wordgames.battle.square import Square
from wordgames.lexicon import Lexicon
from wordgames_cli.main import cli

WORDS = ["кот", "ток", "кит", "сок", "нос", "сон", "он", "но", "ос", "от", "то"]
BOT = Path(__file__).resolve().parents[1] / "examples" / "battle_bot.py"


@pytest.fixture
def run(tmp_path):
    env = {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1"}
    (tmp_path / "words.txt").write_text("\n".join(WORDS) + "\n", encoding="utf-8")

    def invoke(*args, input=None):
        return CliRunner().invoke(cli, ["battle", *map(str, args), "--dict", str(tmp_path / "words.txt")],
                                  env=env, input=input)
    return invoke


LEX = Lexicon.from_words(WORDS)


def test_bots_play_a_game(run):
    result = run("play", "--players", "greedy,expert", "--size", "3", "--moves", "8", "--seed", "3")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "turn 1/8: greedy called " + lines[0][-1]
    assert [ln.split(":")[0] for ln in lines if ln.startswith("turn")] == [f"turn {k}/8" for k in range(1, 9)]
    assert [ln.split(":")[0][5:] for ln in lines if ln.startswith("turn")][::2] == ["1/8", "3/8", "5/8", "7/8"]
    assert sum(" greedy called " in ln for ln in lines) == 4 and sum(" expert called " in ln for ln in lines) == 4
    assert any(ln.startswith("greedy: ") for ln in lines) and any(ln.startswith("expert: ") for ln in lines)
    assert "wins with" in result.stdout or " win with " in result.stdout


def test_play_json_is_the_session_with_scores_that_agree_with_the_scorer(run):
    result = run("play", "--players", "greedy,random", "--size", "3", "--moves", "8", "--seed", "4", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["format"] == "wordgames-session" and data["finished"] and data["seed"] == 4
    assert [s["bot"] for s in data["seats"]] == ["greedy", "random"]
    calls = [a["call"] for a in data["actions"] if "call" in a]
    assert len(calls) == 8 and len(data["actions"]) == 8 * 3
    squares = [Square(tuple(rows)) for rows in data["result"]["squares"]]
    assert data["returns"] == [float(score_square(LEX, sq).total) for sq in squares]
    assert [s["total"] for s in data["result"]["scores"]] == [int(r) for r in data["returns"]]
    for sq in squares:
        assert sorted(ch for row in sq.rows for ch in row if ch != ".") == sorted(calls)
    assert result.stderr.splitlines()[0].startswith("turn 1/8: greedy called ")   # the commentary: stderr


@pytest.mark.parametrize("args, message", [
    (["--players", "greedy,greedy,greedy,greedy,greedy", "--moves", "36"],
     "Error: 36 turns are not a whole number of rounds for 5 players on a 6×6 square: "
     "choose 5, 10, 15, 20, 25, 30 or 35"),
    (["--players", "greedy", "--moves", "40"],
     "Error: 40 turns are more than the square's cells for 1 player on a 6×6 square: choose any number from 1 to 36"),
    (["--players", "greedy,greedy,greedy,greedy,greedy,greedy,greedy"],
     "Error: «Словесный бой» is played by 1 to 6 players, not 7"),
    (["--players", "cmd:no-such-bot-xyz"], "Error: cannot find the program 'no-such-bot-xyz'"),
    (["--players", "greedy", "--directions", "4"], "Error: Invalid value for '--directions': '4' is not one of '2', '8'."),
])
def test_play_usage_errors(run, args, message):
    result = run("play", *args)
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines()[-1].startswith(message)


def test_letters_from_a_file(run, tmp_path):
    (tmp_path / "calls.txt").write_text("к о т\nс о н\n# done\n", encoding="utf-8")
    result = run("play", "--players", "greedy,expert", "--size", "3", "--moves", "6", "--seed", "1",
                 "--letters", tmp_path / "calls.txt", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [a["call"] for a in data["actions"] if "call" in a] == list("котсон")
    assert data["rules"]["letters"] == list("котсон") and data["rules"]["caller"] == "computer"


def test_letters_from_standard_input(run):
    result = run("play", "--players", "greedy", "--size", "2", "--moves", "2", "--letters", "-", "--json",
                 input="к о\n")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["rules"]["letters"] == ["к", "о"]


@pytest.mark.parametrize("text, args, message", [
    ("к о т", ["--moves", "4"], "Error: the letters hold 3 calls; the game needs 4 (agree to 3 turns or fewer, "
                                "in whole rounds)"),
    ("к 7", [], "Error: {path}:1:3: '7' is not a letter"),
    ("кот", ["--caller", "players"], "Error: --letters gives every call, so the players cannot call: "
                                     "drop --caller players"),
])
def test_letters_file_errors(run, tmp_path, text, args, message):
    path = tmp_path / "calls.txt"
    path.write_text(text, encoding="utf-8")
    result = run("play", "--players", "greedy", "--size", "2", "--letters", path, *args)
    assert result.exit_code == 2
    assert result.stderr.strip() == message.format(path=path)


def test_a_person_plays_and_bad_input_is_asked_again(run, tmp_path):
    (tmp_path / "calls.txt").write_text("к о т о", encoding="utf-8")
    typed = "z9\nb1\nb1\n2 1\n?\nзз\n1 1\n2 2\n"
    result = run("play", "--size", "2", "--letters", tmp_path / "calls.txt", input=typed)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "'z9': there is no column z (columns a to b) — try again" in out
    assert "rule empty cell: b1 already holds 'к' — try again" in out
    assert "Type a cell like b3" in out
    assert "'зз' is not a cell" in out
    # к b1, о a2, т a1, о b2: rows «тк» and «оо», no words; column a reads «то» down: 1 point
    lines = out.rstrip().splitlines()
    end = lines.index("you: 1 point")
    assert lines[end:end + 4] == ["you: 1 point", "  Т| к", "  О| о", "  ↓ то"]
    assert " ".join(lines[end + 5:]).startswith("marks: - in a counted word across, | down")   # the legend after


def test_ctrl_c_leaves_cleanly_and_the_save_resumes(run, tmp_path):
    save = tmp_path / "game.json"
    (tmp_path / "calls.txt").write_text("к о т о", encoding="utf-8")
    first = run("play", "--size", "2", "--letters", tmp_path / "calls.txt", "--save", save, input="a1\nb1\n")
    assert first.exit_code == 130
    assert f"Game left after 2 turns; go on with: wordgames battle play --resume {save}." in first.stderr
    data = json.loads(save.read_text(encoding="utf-8"))
    # т was called and awaits its cell when the input ended: the save keeps the call
    assert data["actions"] == [{"call": "к"}, {"place": [1, 1]}, {"call": "о"}, {"place": [1, 2]}, {"call": "т"}]
    assert not data["finished"]
    second = run("play", "--resume", save, input="a2\nb2\n")
    assert second.exit_code == 0, second.output
    assert second.stdout.startswith("Resuming after 2 turns.")     # a turn is a letter, written
    # к a1, о b1, т a2, о b2: «ко» no word, «то» across row 2 scores 1, «кт», «оо» down none
    assert "you: 1 point\n" in second.stdout
    done = json.loads(save.read_text(encoding="utf-8"))
    assert done["finished"] and done["returns"] == [1.0]


def test_resume_errors(run, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    result = run("play", "--resume", bad)
    assert result.exit_code == 2 and result.stderr.startswith(f"Error: {bad}:1:2: not valid JSON")
    result = run("play", "--resume", tmp_path / "missing.json")
    assert result.exit_code == 2 and "cannot read" in result.stderr


def test_tournament_json(run):
    result = run("tournament", "--players", "random,greedy", "--games", "3", "--size", "3", "--json",
                 "--no-progress")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [(p["name"], p["games"]) for p in data["players"]] == [("random", 3), ("greedy", 3)]
    assert all(isinstance(p["mean"], float) for p in data["players"])
    assert data["mode"] == "solo" and data["games"] == 3


def test_tournament_table_with_an_external_program(run):
    result = run("tournament", "--players", f"greedy,cmd:{sys.executable} {BOT}", "--games", "2",
                 "--mode", "table", "--no-progress")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("«Словесный бой»: 2 table games, seed 1, ")
    assert lines[1].split() == ["player", "games", "mean", "sd", "95%", "interval", "best", "(seed)", "win",
                                "rate", "ms/move", "faults"]
    assert sorted(ln.split()[0] for ln in lines[2:]) == ["battle_bot.py", "greedy"]


@pytest.mark.parametrize("args, message", [
    (["--players", "greedy,wizard"], "Error: unknown player 'wizard' (choose from random, greedy, expert or cmd:PROGRAM)"),
    (["--players", "greedy,Оля"], "Error: unknown player 'Оля' (choose from random, greedy, expert or cmd:PROGRAM)"),
])
def test_tournament_errors(run, args, message):
    result = run("tournament", *args, "--games", "2")
    assert result.exit_code == 2 and result.stderr.strip().splitlines()[-1] == message


def test_grid_drawing():
    assert grid_lines(("к.", ".т")) == ["     a b", "   1 К ·", "   2 · Т"]


def test_docs_show_the_real_refusal(run):
    docs = (Path(__file__).resolve().parents[1] / "docs" / "battle.md").read_text(encoding="utf-8").splitlines()
    start = docs.index("`play` refuses a number of turns that is no whole number of rounds:")
    command, error = docs[start + 3], docs[start + 4]
    assert command.startswith("$ wordgames battle play ")
    result = run(*command.split()[3:])
    assert result.exit_code == 2 and result.stderr.strip() == error
