"""``wordgames games croquet``: play with humans and bots, solve positions, one-line errors."""

import json

import pytest
from click.testing import CliRunner

from wordgames.games.croquet.rules import CARROLL, CroquetState
from wordgames.games.croquet.solver import load_or_solve
from wordgames_cli.main import cli


@pytest.fixture(scope="module")
def cache_home(tmp_path_factory):
    """One cache folder for the module, so the full table is solved once."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture
def run(cache_home, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache_home))

    def invoke(*args, input=None):
        return CliRunner().invoke(cli, ["games", "croquet", *args], input=input)
    return invoke


def test_solve_start_as_json(run, cache_home):
    result = run("solve", "--json", "--all", "--line")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    table, path = load_or_solve(CARROLL, cache_dir=cache_home / "wordgames")
    start = CroquetState.initial()
    assert path.exists()
    assert data["value"] == table.value(start) and data["best"] == table.best_moves(start)
    assert data["to_move"] == 1 and data["at"] == 0 and len(data["line"]) == abs(data["value"])
    assert [m["number"] for m in data["moves"]] == list(range(1, 9))
    assert data["result"] == ("win" if data["value"] > 0 else "loss")


def test_solve_after_a_line_in_words(run):
    result = run("solve", "4", "2", "9", "8", "11", "12", "17", "14", "--all")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == ("Player 1 to move at 17 (partner at 14); gate 20 ahead; "
                        "not 2 or 7 (rule 4: partner just stepped 2)")
    assert lines[1].startswith("With perfect play: Player 1 ")
    assert [int(l.split()[0]) for l in lines[3:]] == [18, 20, 21, 22, 23, 25]


@pytest.mark.parametrize("args, code, message", [
    (["solve", "8", "1"], 1, "Error: rule 4: move 2 of the line: your partner just stepped 8: "
                             "you may not step 8 or 1 (1)"),
    (["solve", "9"], 1, "Error: rule 1: move 1 of the line: the first number must be 1 to 8 (9)"),
    (["solve", "x"], 2, "Error: Invalid value for '[NUMBERS]...': 'x' is not a valid integer."),
    (["solve", "--position", "{"], 2, "Error: --position is neither a JSON position nor a file of one"),
    (["solve", "--position", '{"goal": 100}'], 2, "Error: not a croquet position: no 'gates' field"),
    (["play", "--first", "robot"], 2, "Error: Invalid value for '--first'"),
])
def test_errors_are_one_line(run, args, code, message):
    result = run(*args)
    assert result.exit_code == code
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1
    assert "Traceback" not in result.output


def test_bots_play_and_save(run, tmp_path):
    save = tmp_path / "game.json"
    result = run("play", "--first", "perfect", "--second", "random", "--seed", "4", "--save", str(save))
    assert result.exit_code == 0, result.output
    record = json.loads(save.read_text(encoding="utf-8"))
    first_wins = json.loads(run("solve", "--json").stdout)["value"] > 0
    assert record["finished"] and record["winner"] == (1 if first_wins else 2)
    assert result.stdout.splitlines()[-1] == f"Player {record['winner']} wins."
    state = CroquetState.initial()
    for n in record["moves"]:
        state = state.apply(n)
    assert state.to_dict() == record["final"]
    again = run("solve", "--position", str(save))
    assert again.exit_code == 1 and "the game is over" in again.stderr


def test_human_is_asked_again_after_bad_input_and_leaves_on_eof(run):
    result = run("play", "--second", "human", "--json", input="9\nabc\n5\n5\n?\n7\n")
    assert result.exit_code == 0, result.output
    out = result.stderr                              # with --json the talk goes to stderr
    assert "Error: rule 1: the first number must be 1 to 8 (9)" in out
    assert "Error: 'abc' is not a number" in out
    assert "Error: rule 4: your partner just stepped 5: you may not step 5 or 4 (5)" in out
    assert "Legal: 1, 2, 3, 6, 7, 8" in out
    assert "Player 1 names 5: 0 to 5" in out and "Player 2 names 7: 0 to 7" in out
    assert "Game left after 2 numbers (not saved: use --save FILE)." in result.stderr
    record = json.loads(result.stdout)
    assert record["moves"] == [5, 7] and not record["finished"] and record["winner"] is None


def test_held_human_passes_without_being_asked(run):
    # player 1 enters gate 10 by 7 (3 -> 10), leaves it (17), then enters 20 by 3; player 2
    # (human too) goes through gate 10 (8 -> 12), holds with 3, may not repeat 3 (18), so
    # holds with 6 (21), which is also its own first miss at gate 20
    moves = ["3", "2", "10", "8", "17", "12", "20", "15", "18", "21"]
    result = run("play", "--second", "human", input="\n".join(moves) + "\n")
    assert "Player 1 names 10: into gate 10, to leave it by 17 next turn" in result.stdout
    assert "Player 2 names 12: through gate 10" in result.stdout
    assert "Player 1 names 20: into gate 20, to leave it by 23 next turn" in result.stdout
    assert "Player 2 names 15: 12 to 15" in result.stdout
    assert "Player 1 is held in gate 20 and names nothing this turn (rule 6)" in result.stdout
    assert ("Error: rule 6: you held the partner in gate 20 with a step of 3 last turn: "
            "not the same blocking step twice running (18)") in result.stdout
    assert "Player 2 names 21: misses gate 20, back to 15; one miss allowed" in result.stdout
    assert result.stdout.count("is held in gate 20") == 2


@pytest.mark.parametrize("options, gates, partner_at", [
    ([], [10, 20, 30, 40, 50, 60, 70, 80, 90], 6),                 # 6 -> 13 misses gate 10
    (["--gates", "10-90"], [10, 20, 30, 40, 50, 60, 70, 80, 90], 6),
    (["--gates", "20-90"], [20, 30, 40, 50, 60, 70, 80, 90], 13),  # 10 is no gate: 6 -> 13
])
def test_gates_option(run, options, gates, partner_at):
    result = run("solve", *options, "--json", "6", "1", "13")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["gates"] == gates and data["to_move"] == 2 and data["partner_at"] == partner_at


def test_gates_option_refuses_other_courses(run):
    result = run("solve", "--gates", "30-90")
    assert result.exit_code == 2 and "Invalid value for '--gates'" in result.stderr


def test_a_left_game_is_kept_and_resumed(run, tmp_path):
    save = tmp_path / "game.json"
    left = run("play", "--second", "human", "--save", str(save), input="4\n7\n")   # then the input ends
    assert left.exit_code == 0, left.output
    assert f"Game left after 2 numbers; go on with: wordgames games croquet play --resume {save}." in left.stderr
    kept = json.loads(save.read_text(encoding="utf-8"))
    assert kept["moves"] == [4, 7] and not kept["finished"] and kept["players"] == ["human", "human"]
    done = run("play", "--resume", str(save), "--first", "perfect", "--second", "random", "--seed", "3")
    assert done.exit_code == 0, done.output
    assert done.stdout.startswith("Resuming after 2 numbers.")
    record = json.loads(save.read_text(encoding="utf-8"))   # saved back to the same file
    assert record["moves"][:2] == [4, 7] and record["finished"]
    state = CroquetState.initial()
    for n in record["moves"]:
        state = state.apply(n)                              # every number legal, from the start
    assert state.to_dict() == record["final"] and state.winner + 1 == record["winner"]
    over = run("play", "--resume", str(save))
    assert over.exit_code == 2 and over.stderr == f"Error: the game saved in {str(save)!r} is over\n"


@pytest.mark.parametrize("text, message", [
    ("{", ":1:2: not a saved game: Expecting property name enclosed in double quotes"),
    ('{"moves": []}', ": not a saved game: it needs 'gates' and 'moves'"),
    ('{"gates": [30], "moves": []}', ": not a course this referee knows: gates [30]"),
    ('{"gates": [10, 20, 30, 40, 50, 60, 70, 80, 90], "moves": [4, 12]}',
     ": number 2 of the saved game: rule 1: the first number must be 1 to 8 (12)"),
])
def test_resume_refuses_a_bad_file_in_one_line(run, tmp_path, text, message):
    saved = tmp_path / "game.json"
    saved.write_text(text, encoding="utf-8")
    result = run("play", "--resume", str(saved))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: {saved}{message}")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.output


def test_resume_keeps_the_saved_course(run, tmp_path):
    saved = tmp_path / "game.json"
    saved.write_text('{"gates": [10, 20, 30, 40, 50, 60, 70, 80, 90], "moves": [4]}', encoding="utf-8")
    result = run("play", "--resume", str(saved), "--gates", "20-90")
    assert result.exit_code == 2
    assert result.stderr == f"Error: --gates 20-90 is not the course of the saved game {str(saved)!r}\n"
