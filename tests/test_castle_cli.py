"""``wordgames games castle``: the referee at the terminal (``play``), ``replay`` of logs and sessions."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from test_castle_rules import WORKED_GAME
from wordgames_cli.main import cli

PLAYERS = ["--players", "Оля,Петя,Аня,Боря"]


def run(args, input=None):
    return CliRunner().invoke(cli, ["games", "castle", *args], input=input)


def events(text: str) -> str:
    """The events of a log, one a line (what people type at the prompt)."""
    return "\n".join(WORKED_GAME.splitlines()[1:] if text is WORKED_GAME else text.splitlines()) + "\n"


def test_the_group_alone_prints_its_help():
    r = run([])
    assert r.exit_code == 0, r.output
    assert "Commands:" in r.output and "replay" in r.output and "play" in r.output


def test_help_imports_no_game_code():
    code = ("import sys; from click.testing import CliRunner; from wordgames_cli.main import cli; "
            "r = CliRunner().invoke(cli, ['games', 'castle', sys.argv[1], '--help']); assert r.exit_code == 0; "
            "from tests.test_cli_conventions import OPTION_VALUES; "            # the games' plain option values
            "print(sorted(m for m in sys.modules if m.startswith('wordgames.games') and m not in OPTION_VALUES "
            "or m in ('numpy', 'networkx')))")
    for command in ("play", "replay", "tournament"):
        out = subprocess.run([sys.executable, "-c", code, command], capture_output=True, text=True, check=True)
        assert out.stdout.strip() == "[]", (command, out.stdout)


@pytest.fixture(scope="module")
def worked(tmp_path_factory):
    """The worked game typed at 'play' by four people and saved: (the result, the saved file)."""
    save = tmp_path_factory.mktemp("castle") / "game.json"
    return run(["play", *PLAYERS, "--save", str(save)], input=events(WORKED_GAME)), save


def test_people_play_the_worked_game_to_a_win_and_it_is_saved(worked):
    r, save = worked
    assert r.exit_code == 0, r.output
    out = r.stdout.splitlines()
    assert out[0] == "Оля: blue soldier, green sentinel"           # the players by their names at the table
    assert "  the blue soldier is freed (the sentinel of castle 2 left it) and put behind the door of castle 2; " \
           "it cannot be taken again before its next stroke (rule III)" in out
    assert "  the green sentinel touches flag 1: Оля wins!" in out
    assert "Оля wins." in out and "Оля (blue soldier): has won" in out
    session = json.loads(save.read_text(encoding="utf-8"))
    assert session["game"] == "castle" and session["finished"] and session["returns"] == [1.0, 0.0, 0.0, 0.0]
    assert session["actions"] == WORKED_GAME.splitlines()[1:]
    assert session["result"]["winner"] == 1


def test_refused_reports_undo_status_todo_help_and_leaving(tmp_path):
    save = tmp_path / "live.json"
    r = run(["play", *PLAYERS, "--save", str(save)],
            input="stroke\npass blue gate 2 in\npass blue gate 1 out\nend\nstroke\nundo\nstatus\ntodo\nhelp\n"
                  "jump\nquit\n")
    assert r.exit_code == 130, r.output
    out = r.stdout
    assert "  rule II: the blue soldier is in castle 1 and leaves it only by its gate — try again" in out
    assert "  the blue soldier has another stroke (rule IV: through the gate of castle 1)" in out
    # the three events are all Оля's turn, which goes on (another stroke): no turn has ended
    assert "Оля takes back their move: the game goes on after 0 turns." in out
    assert "blue soldier: on the open lawn, 0 of 3 castles invaded" in out
    assert "Петя: soldier: leave castle 2 by its gate" in out                        # todo
    assert "  todo     what each player still has to do" in out                      # help
    assert "  unknown event 'jump'" in out
    assert f"Game left after 0 turns; go on with: wordgames games castle play --resume {save}." in r.stderr
    assert json.loads(save.read_text(encoding="utf-8"))["actions"] == ["stroke", "pass blue gate 1 out", "end"]
    rest = WORKED_GAME.splitlines()[4:]                                               # after the first 3 events
    r = run(["play", "--resume", str(save)], input="\n".join(rest) + "\n")
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("Resuming after 0 turns.\nthe blue soldier (Оля) may strike again (or decline)")
    assert "Оля wins." in r.stdout


def test_five_players_and_the_wrong_number():
    r = run(["play", "--players", "a,b,c,d,e"], input="quit\n")
    assert r.exit_code == 130
    assert "d: green soldier, light-green sentinel" in r.stdout
    r = run(["play", "--players", "a,b,c"])
    assert r.exit_code == 2 and r.stderr.startswith("Error: castle croquet is played by 4 or 5 players, not 3")


def test_random_bots_play_to_the_end_and_a_tournament_runs():
    r = run(["play", "--players", "random,random,random,random", "--seed", "3", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["finished"] and sorted(data["returns"]) == [0.0, 0.0, 0.0, 1.0]
    r = run(["tournament", "--games", "2", "--no-progress", "--json"])
    assert r.exit_code == 0, r.output
    assert len(json.loads(r.stdout)["players"]) == 4


def test_replay_tells_the_story_and_the_winner(tmp_path):
    log = tmp_path / "game.txt"
    log.write_text("# a game on the lawn\n" + WORKED_GAME.replace("stroke\n", "stroke   # a stroke\n", 1),
                   encoding="utf-8")
    r = run(["replay", str(log)])
    assert r.exit_code == 0, r.output
    assert "   3  stroke" in r.output and "        the blue soldier leaves castle 1" in r.output
    assert "the green sentinel touches flag 1: player 1 wins!" in r.output
    assert r.output.rstrip().endswith("player 1 has won")
    data = json.loads(run(["replay", str(log), "--json"]).output)
    assert data["winner"] == 1 and data["state"]["soldiers"][0]["home"] and data["steps"][0]["line"] == 3
    assert data["steps"][1] == {"number": 2, "line": 4, "event": "pass blue gate 1 out",
                                "notes": ["the blue soldier leaves castle 1"], "codes": ["leaves"]}
    quiet = run(["replay", str(log), "--quiet"]).output.splitlines()
    assert quiet[0] == "blue soldier: in castle 1, home" and quiet[-1] == "player 1 has won"


def test_replay_reads_standard_input_and_sessions(worked):
    r = run(["replay", "-", "--quiet"], input=WORKED_GAME)
    assert r.exit_code == 0 and r.output.rstrip().endswith("player 1 has won")
    save = worked[1]
    r = run(["replay", str(save)])
    assert r.exit_code == 0, r.output
    assert "        the green sentinel touches flag 1: Оля wins!" in r.output
    assert r.output.rstrip().endswith("Оля has won")
    r = run(["replay", str(save), "--log"])
    assert r.exit_code == 0 and r.output.splitlines()[1:] == WORKED_GAME.splitlines()
    r = run(["replay", "-", "--log"], input=save.read_text(encoding="utf-8"))
    assert r.output.splitlines()[1:] == WORKED_GAME.splitlines()


@pytest.mark.parametrize("text, code, message", [
    ("players 4\nstroke\nend\nstroke blue\n", 1,
     "Error: rule II: {path}:4: it is the black soldier's turn, not the blue soldier's ('stroke blue')"),
    ("players 4\nstroke\njump blue\n", 2, "Error: {path}:3: unknown event 'jump'"),
    ("players 3\n", 2, "Error: {path}:1: castle croquet is played by 4 or 5 players, not 3"),
    ("stroke\n", 2, "Error: {path}:1: a log starts with 'players 4' or 'players 5', not 'stroke'"),
    ("# nothing\n", 2, "Error: {path}: the log is empty"),
    ("{", 2, "Error: {path}:1:2: not valid JSON"),
    ('{"format": "wordgames-session", "version": 1, "game": "croquet", "rules": {}, "seats": '
     '[{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}], "seed": 1, "actions": []}', 2,
     "Error: {path}: a saved game of 'croquet', not of castle croquet"),
    ('{"format": "wordgames-session", "version": 1, "game": "castle", "rules": {}, "seats": '
     + json.dumps([{"name": n, "kind": "human"} for n in "abcd"])
     + ', "seed": 1, "actions": ["stroke", "end", "decline"]}',
     2, "Error: {path}: actions[2]: rule II: a turn has at least one stroke ('decline')"),
])
def test_replay_refuses_a_bad_file_in_one_line(tmp_path, text, code, message):
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    r = run(["replay", str(path)])
    assert r.exit_code == code, r.output
    assert r.stderr.startswith(message.format(path=path)) and r.stderr.count("\n") == 1
    assert "Traceback" not in r.output


def test_replay_usage_errors(tmp_path):
    r = run(["replay", str(tmp_path / "missing.txt")])
    assert r.exit_code == 2 and r.stderr.startswith("Error: cannot read")
    r = run(["replay", "-", "--json", "--log"], input=WORKED_GAME)
    assert r.exit_code == 2 and "choose one" in r.stderr
