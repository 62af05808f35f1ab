"""``wordgames games croquet``: play with people and bots, solve positions, one-line errors."""

import json

import pytest
from click.testing import CliRunner

from wordgames.games.croquet.course import CARROLL
from wordgames.games.croquet.rules import CroquetState
from wordgames.games.croquet import solver
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


def replayed(actions):
    state = CroquetState.initial()
    for n in actions:
        state = state.apply(n)
    return state


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
    assert data["positions"] == solver.EXPECTED[CARROLL.key()]        # the progress bar's length is right


def test_solve_after_a_line_in_words(run):
    result = run("solve", "4", "2", "9", "8", "11", "12", "17", "14", "--all")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == ("Player 1 to move at 17 (partner at 14); gate 20 ahead; "
                        "not 2 or 7 (rule 4: partner just stepped 2)")
    assert lines[1].startswith("With perfect play: Player 1 ")
    assert [int(line.split()[0]) for line in lines[3:]] == [18, 20, 21, 22, 23, 25]


@pytest.mark.parametrize("args, code, message", [
    (["solve", "8", "1"], 1, "Error: rule 4: number 2 of the line: your partner just stepped 8: "
                             "you may not step 8 or 1 (1)"),
    (["solve", "9"], 1, "Error: rule 1: number 1 of the line: the first number must be 1 to 8 (9)"),
    (["solve", "x"], 2, "Error: Invalid value for '[NUMBERS]...': 'x' is not a valid integer."),
    (["solve", "--position", "{"], 2, "Error: --position:1:2: not valid JSON: Expecting property name"),
    (["solve", "--position", '{"goal": 100}'], 2, "Error: --position: not a croquet position: no 'gates' field"),
    (["solve", "--position", '{"goal": 100, "gates": [10], "to_move": 0, "winner": null, "balls": 7}'], 2,
     "Error: --position: not a croquet position: balls: expected a list of two balls, not 7"),
    (["solve", "--position", '{"goal": 50, "gates": [10, 20], "to_move": 0, "winner": null, "balls": ['
      '{"number": 0, "named": 0, "entry": 0, "missed": false}, {"number": 0, "named": 0, "entry": 0, "missed": false}]}'],
     2, "Error: --position: not a croquet position: the solver knows the courses 10-90, 20-90, croquar-95; this one "
            "has post 50 and gates 10, 20"),
    (["solve", "--position", '{"goal": 100000, "gates": [], "to_move": 0, "winner": null, "balls": []}'], 2,
     "Error: --position: not a croquet course: the post must be 20 to 200, not 100000"),
    (["solve", "--position", "missing.json"], 2, "Error: cannot read 'missing.json'"),
    (["play", "--players", "Оля,Петя,Вася"], 2, "Error: arithmetical croquet is played by 2 players, not 3"),
    (["play", "--players", "cmd:"], 2, "Error: cmd: needs a program"),
    (["tournament", "--players", "perfect,robot"], 2, "Error: unknown player 'robot'"),
])
def test_errors_are_one_line(run, args, code, message):
    result = run(*args)
    assert result.exit_code == code, result.output
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1
    assert "Traceback" not in result.output


def test_bots_play_and_save_a_session(run, tmp_path):
    save = tmp_path / "game.json"
    result = run("play", "--players", "perfect,random", "--seed", "4", "--save", str(save))
    assert result.exit_code == 0, result.output
    session = json.loads(save.read_text(encoding="utf-8"))
    first_wins = json.loads(run("solve", "--json").stdout)["value"] > 0
    assert session["format"] == "wordgames-session" and session["game"] == "croquet"
    assert session["seed"] == 4 and session["finished"]
    assert session["returns"] == ([1.0, -1.0] if first_wins else [-1.0, 1.0])
    assert result.stdout.splitlines()[-1] == ("perfect wins." if first_wins else "random wins.")
    assert replayed(session["actions"]).to_dict() == session["result"]["final"]
    again = run("solve", "--position", str(save))
    assert again.exit_code == 1
    assert again.stderr.startswith(f"Error: rule 1: the game in {save} is over: ") and "Traceback" not in again.output


def drawn_contest_position() -> dict:
    """A CROQUAR-95 game drawn on its last move (player 1 passes the post with 103, player 2 follows)."""
    from wordgames.games.croquet.course import CROQUAR, Ball
    from wordgames.games.croquet.rules import CroquetState
    return CroquetState(balls=(Ball(97, 2), Ball(98, 1)), rules=CROQUAR).apply(103).apply(102).to_dict()


def won_position(winner: int) -> dict:
    return {"goal": 100, "gates": [10, 20, 30, 40, 50, 60, 70, 80, 90], "to_move": 1, "winner": winner,
            "balls": [{"number": 9, "named": 5, "entry": 0, "missed": False},
                      {"number": 2, "named": 2, "entry": 0, "missed": False}]}


@pytest.mark.parametrize("position, ending", [
    (lambda: won_position(0), "Player 1 has won"),
    (lambda: won_position(1), "Player 2 has won"),
    (drawn_contest_position, "it is a draw"),
])
def test_a_finished_position_file_is_named_in_its_error(run, tmp_path, position, ending):
    """A position that is over before any number of the line: the error says which file holds it."""
    path = tmp_path / "over.json"
    path.write_text(json.dumps(position()), encoding="utf-8")
    result = run("solve", "--position", str(path))
    assert result.exit_code == 1, result.output
    assert result.stderr == f"Error: rule 1: the game in {path} is over: {ending}\n"


def test_the_same_seed_plays_the_same_game_and_tournament_game_0(run, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    run("play", "--players", "random,random", "--seed", "11", "--save", str(a))
    run("play", "--players", "random,random", "--seed", "11", "--save", str(b))
    first = json.loads(a.read_text(encoding="utf-8"))
    assert first["actions"] == json.loads(b.read_text(encoding="utf-8"))["actions"]
    records = tmp_path / "records"
    result = run("tournament", "--players", "random,random", "--games", "2", "--seed", "11",
                 "--records", str(records), "--no-progress", "--json")
    assert result.exit_code == 0, result.output
    game0 = json.loads((records / "game-00001.json").read_text(encoding="utf-8"))
    assert game0["actions"] == first["actions"] and game0["seed"] == 11
    assert json.loads((records / "game-00002.json").read_text(encoding="utf-8"))["seed"] == 11 + 1_000_003


def test_a_person_is_asked_again_after_bad_input_and_leaves_on_eof(run):
    result = run("play", "--players", "Оля,Петя", "--json", input="9\nabc\n5\n5\n?\nmoves\n7\n")
    assert result.exit_code == 130, result.output
    out = result.stderr                              # with --json the talk goes to stderr
    assert "rule 1: the first number must be 1 to 8 — try again" in out
    assert "'abc' is not a number — try again" in out
    assert "rule 4: your partner just stepped 5: you may not step 5 or 4 — try again" in out
    assert "legal: 1, 2, 3, 6, 7, 8" in out
    assert "Оля names 5: 0 to 5" in out and "Петя names 7: 0 to 7" in out
    assert "Game left after 2 turns (not saved: use --save FILE)." in out
    assert result.stdout == ""


def test_a_held_person_passes_without_being_asked(run):
    # player 1 enters gate 10 by 7 (3 -> 10), leaves it (17), then enters 20 by 3; player 2
    # goes through gate 10 (8 -> 12), holds with 3, may not repeat 3 (18), so holds with 6
    # (21), which is also its own first miss at gate 20
    moves = ["3", "4", "10", "8", "17", "12", "20", "15", "18", "21"]
    result = run("play", "--players", "Оля,Петя", "--seed", "1", input="\n".join(moves) + "\n")
    out = result.stdout
    assert "Оля names 10: into gate 10, to leave it by 17 next turn" in out
    assert "Петя names 12: through gate 10" in out
    assert "Оля names 20: into gate 20, to leave it by 23 next turn" in out
    assert "Петя names 15: 12 to 15" in out
    assert "Оля is held in gate 20 and names nothing this turn (rule 6)" in out
    assert ("rule 6: you held the partner in gate 20 with a step of 3 last turn: "
            "not the same blocking step twice running — try again") in out
    assert "Петя names 21: misses gate 20, back to 15; one miss allowed" in out
    assert out.count("is held in gate 20 and names nothing this turn") == 2


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


BANNED_3 = "number 3 of the line: your partner just stepped 3: you may not step 3 or 6 (10)"


@pytest.mark.parametrize("options, bans, error", [
    ([], "carroll", "rule 4: " + BANNED_3),         # Carroll's rule 4: player 2's 3 bans player 1's 3 into gate 10
    (["--bans", "carroll"], "carroll", "rule 4: " + BANNED_3),
    (["--bans", "mover"], "mover", None),           # read for the mover: a move into a gate may take it
    (["--gates", "20-90", "--bans", "mover"], "mover", "rule 4: " + BANNED_3),   # 10 is no gate there
    (["--gates", "croquar-95", "--bans", "mover"], "hoops", "rule 2: " + BANNED_3),   # no such exception
])
def test_bans_option(run, options, bans, error):
    result = run("solve", *options, "--json", "7", "3", "10")
    if error is not None:
        assert result.exit_code == 1 and result.stderr == f"Error: {error}\n", result.output
        result = run("solve", *options, "--json", "7", "3")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["bans"] == bans


def test_gates_option_refuses_other_courses(run):
    result = run("solve", "--gates", "30-90")
    assert result.exit_code == 2 and "Invalid value for '--gates'" in result.stderr


def test_a_left_game_is_kept_and_resumed_with_other_players(run, tmp_path):
    save = tmp_path / "game.json"
    left = run("play", "--players", "Оля,Петя", "--save", str(save), "--seed", "2", input="4\n7\n")
    assert left.exit_code == 130, left.output
    assert f"Game left after 2 turns; go on with: wordgames games croquet play --resume {save}." in left.stderr
    kept = json.loads(save.read_text(encoding="utf-8"))
    assert kept["actions"] == [4, 7] and not kept["finished"]
    assert [s["name"] for s in kept["seats"]] == ["Оля", "Петя"]
    done = run("play", "--resume", str(save), "--players", "perfect,random")
    assert done.exit_code == 0, done.output
    assert done.stdout.startswith("Resuming after 2 turns.")
    session = json.loads(save.read_text(encoding="utf-8"))   # saved back to the same file
    assert session["actions"][:2] == [4, 7] and session["finished"] and session["seed"] == 2
    assert replayed(session["actions"]).to_dict() == session["result"]["final"]


@pytest.mark.parametrize("text, message", [
    ("{", ":1:2: not valid JSON: Expecting property name enclosed in double quotes"),
    ('{"moves": []}', ': not a saved game (no "format": "wordgames-session"'),
    ('{"format": "wordgames-session", "version": 1, "game": "croquet", "rules": {"gates": "30-90"}, '
     '"seats": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}], "seed": 1, "actions": []}',
     ": rules: gates: one of 10-90, 20-90, croquar-95, not '30-90'"),
    ('{"format": "wordgames-session", "version": 1, "game": "croquet", "rules": {}, '
     '"seats": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}], "seed": 1, "actions": [4, 12]}',
     ": actions[1]: rule 1: the first number must be 1 to 8 ('12')"),
    ('{"format": "wordgames-session", "version": 1, "game": "croquet", "rules": {}, '
     '"seats": [{"name": "a", "kind": "human"}], "seed": 1, "actions": []}',
     ": rules: arithmetical croquet is played by 2 players, not 1"),
    ('{"format": "wordgames-session", "version": 1, "game": "croquet", "rules": {}, '
     '"seats": [{"name": "a", "kind": "human"}, {"name": "b"}], "seed": 1, "actions": []}',
     ": seats[1].kind: one of human, bot, program, not None"),
])
def test_resume_refuses_a_bad_file_in_one_line(run, tmp_path, text, message):
    saved = tmp_path / "game.json"
    saved.write_text(text, encoding="utf-8")
    result = run("play", "--resume", str(saved))
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"Error: {saved}{message}")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.output


def test_resume_keeps_the_saved_course_and_warns(run, tmp_path):
    save = tmp_path / "game.json"
    run("play", "--players", "random,random", "--seed", "3", "--gates", "20-90", "--save", str(save))
    result = run("play", "--resume", str(save), "--gates", "10-90")
    assert result.exit_code == 0
    assert "Warning: --resume plays the saved game's rules and seed; ignoring --gates" in result.stderr
    assert json.loads(save.read_text(encoding="utf-8"))["rules"] == {"gates": "20-90", "bans": "carroll"}


def test_tournament_table_and_json(run):
    result = run("tournament", "--players", "perfect,random", "--games", "6", "--no-progress")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("arithmetical croquet: 6 table games, seed 1")
    assert lines[2].split()[:3] == ["perfect", "6", "1.00"] and "100.0%" in lines[2]
    data = json.loads(run("tournament", "--players", "perfect,random", "--games", "4", "--json",
                          "--no-progress").stdout)
    assert [p["name"] for p in data["players"]] == ["perfect", "random"]
    assert data["players"][0]["wins"] == 4 and data["players"][1]["mean"] == -1.0


def test_review_shows_the_one_blunder_and_its_cost(run, cache_home, tmp_path):
    """Оля opens 5: the start is won only by 3 (docs/croquet.md), so 5 throws the win away (cost 2).
    From then on Петя plays the perfect bot's numbers (keeping the win) and Оля, lost whatever she
    names, the same bot's longest defence: nothing else costs anything."""
    from wordgames.games.croquet.players import PerfectPlayer
    table, _ = load_or_solve(CARROLL, cache_dir=cache_home / "wordgames")
    start = CroquetState.initial()
    assert table.best_moves(start) == [3] and table.value(start.apply(5)) > 0      # 5: the partner wins
    state, actions, perfect = start.apply(5), [5], PerfectPlayer(table)
    while not state.is_terminal():
        actions.append(perfect.choose(state))
        state = state.apply(actions[-1])
    assert state.winner == 1
    saved = tmp_path / "game.json"
    saved.write_text(json.dumps({"format": "wordgames-session", "version": 1, "game": "croquet",
                                 "rules": {"gates": "10-90", "bans": "carroll"},
                                 "seats": [{"name": "Оля", "kind": "human"}, {"name": "Петя", "kind": "human"}],
                                 "seed": 1, "actions": actions}), encoding="utf-8")
    result = run("review", str(saved), "--json")
    assert result.exit_code == 0, result.output
    review = json.loads(result.stdout)
    costly = [(d["index"], d["seat"], d["done"], d["best"], d["cost"]) for d in review["decisions"] if d["cost"]]
    assert costly == [(0, 0, "5", "3", 2.0)]
    assert review["unit"] == "results (win 1, draw 0, loss −1)"
    assert [s["blunders"] for s in review["seats"]] == [1, 0]
    lines = run("review", str(saved), "--blunders").stdout.splitlines()
    assert lines[0] == "   1  Оля: 5 — best 3, cost 2.00"
    assert lines[1].startswith("Оля: ") and "1 cost something; total cost 2.00 results" in lines[1]
    assert lines[2].startswith("Петя: ") and "0 cost something; total cost 0.0000 results" in lines[2]
    assert len(lines) == 3


def test_a_resumed_game_saved_with_no_cache_uses_the_cached_table(run, cache_home, tmp_path, monkeypatch):
    """--no-cache is about the run that gave it: a game saved with it resumes from the cached table
    (solving afresh took 12 s on a loaded machine); --no-cache given again would solve afresh."""
    load_or_solve(CARROLL, cache_dir=cache_home / "wordgames")
    solved, original = [], solver.solve
    monkeypatch.setattr(solver, "solve", lambda rules, **kw: solved.append(rules) or original(rules, **kw))
    saved = tmp_path / "game.json"
    session = {"format": "wordgames-session", "version": 1, "game": "croquet",
               "rules": {"gates": "10-90", "bans": "carroll"}, "settings": {"no_cache": True}, "seats": [{"name": "perfect", "kind": "bot", "bot": "perfect"},
                                                         {"name": "random", "kind": "bot", "bot": "random"}],
               "seed": 3, "actions": [4]}
    saved.write_text(json.dumps(session), encoding="utf-8")
    result = run("play", "--resume", str(saved))
    assert result.exit_code == 0, result.output
    assert json.loads(saved.read_text(encoding="utf-8"))["finished"] and solved == []


@pytest.mark.parametrize("verb, command", [
    (["play", "--resume"], "wordgames games yam play --resume"),
    (["review"], "wordgames games yam review"),
])
def test_a_saved_game_of_another_game_names_the_command_that_takes_it(run, tmp_path, verb, command):
    saved = tmp_path / "yam.json"
    made = CliRunner().invoke(cli, ["games", "yam", "play", "--players", "random", "--seed", "1", "--save", str(saved)])
    assert made.exit_code == 0, made.output
    result = run(*verb, str(saved))
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1].startswith(
        f"Error: {saved} is a saved game of Yam (Яма), not of arithmetical croquet: {command} {saved}")
