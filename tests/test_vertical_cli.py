"""``wordgames games vertical``: play and tournament at the command line (the shared table's commands)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from wordgames.games.vertical.game import VerticalGame
from wordgames.table.loop import draw_chance
from wordgames.table.session import Session
from wordgames_cli.main import cli


def run(args, input=None):
    return CliRunner().invoke(cli, ["games", "vertical", *args], input=input)


def dealt(game, seed):
    """The position after the deal of the game seeded ``seed`` (the table's chance draws)."""
    state, step = game.new_initial_state(), 0
    while state.is_chance_node():
        state = state.apply(draw_chance(state, seed, step))
        step += 1
    return state


def test_bots_play_a_whole_game_as_json(tmp_path):
    save = tmp_path / "game.json"
    r = run(["play", "--players", "random,greedy,random,greedy", "--seed", "3", "--json", "--save", str(save)])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)                            # stdout holds only the JSON
    assert data["game"] == "vertical" and data["seed"] == 3 and data["finished"]
    assert data["rules"] == {"mode": "2x2", "deck": 36, "seating": "alternate", "solo": "red"}
    assert len(data["actions"]) > 36 and all(isinstance(a, str) for a in data["actions"][:36])
    winner = data["result"]["winner"]
    red = {"red": 1.0, "black": -1.0, None: 0.0}[winner]
    assert data["returns"] == [red, -red, red, -red]
    assert "Red 1 (random): " in r.stderr and "Black 1 (greedy): " in r.stderr   # the commentary
    session = Session.load(save)
    game = VerticalGame(session.rules, len(session.seats))
    assert session.replay(game).to_dict() == data["result"]["final"]


def test_the_same_seed_plays_the_same_game():
    a = run(["play", "--players", "greedy,random,greedy,random", "--seed", "8", "--json"])
    b = run(["play", "--players", "greedy,random,greedy,random", "--seed", "8", "--json"])
    assert json.loads(a.stdout)["actions"] == json.loads(b.stdout)["actions"]


def test_a_person_is_refused_with_the_rule_and_asked_again():
    state = dealt(VerticalGame(), 1)
    card = min(state.hands[0])
    r = run(["play", "--seed", "1", "--players", "Оля,greedy,greedy,greedy"],
            input=f"AS\nzz\nmoves\n{card}\n")
    assert r.exit_code == 130, r.output                       # the input ran out: the person left
    out = r.stdout
    assert "Red 1, your cards: " in out and "Red 2, your partner: " in out and "Black 1 holds 9 cards." in out
    assert "rule (5): A♠ is not in the hand of Red 1 — try again" in out
    assert "unknown suit 'z' in 'zz' (use H, D, C, S or ♥♦♣♠) — try again ('?' for help)" in out
    assert "legal: " + ", ".join(str(c) for c in sorted(state.hands[0])) in out
    assert f"Red 1 (Оля): {card}" in out and "Black 1 (greedy): " in out   # accepted, play went on
    assert "Game left after 4 turns (not saved: use --save FILE)." in r.stderr


def test_four_people_and_two_piles_each():
    r = run(["play", "--players", "Оля,Петя", "--seed", "2"], input="\n")     # Оля takes the terminal
    assert r.exit_code == 130
    assert "Seating: colours alternate round the table, moves go clockwise: Red pile 1 (Оля), " \
           "Black pile 1 (Петя), Red pile 2 (Оля), Black pile 2 (Петя)." in r.stdout
    assert "Оля (Red pile 1), lay the first card" in r.stdout


@pytest.mark.parametrize("args, message", [
    (["play", "--players", "a,b,c,d,e"], "Error: «Гонки по вертикали» is played by 2, 3, 4 or 6 players, not 5"),
    (["play", "--mode", "1x1", "--players", "a,b,c,d"], "Error: mode 1x1 is played by 2 players (Red, Black), not 4"),
    (["play", "--mode", "3x3", "--players", "a,b,c,d"], "Error: mode 3x3 is played by 6 players"),
    (["play", "--mode", "5x5"], "Error: Invalid value for '--mode'"),
    (["play", "--deck", "40"], "Error: Invalid value for '--deck'"),
    (["play", "--players", "greedy,cmd:"], "Error: cmd: needs a program"),
    (["tournament", "--players", "greedy,foo"], "Error: unknown player 'foo'"),
    (["tournament", "--players", "greedy,search", "--rollouts", "0"], "Error: Invalid value for '--rollouts'"),
])
def test_usage_errors_are_one_line_and_exit_2(args, message):
    r = run(args)
    assert r.exit_code == 2, r.output
    assert r.stderr.startswith(message) and r.stderr.count("\n") == 1 and "Traceback" not in r.output


def test_tournament_json_two_entrants_as_two_teams():
    r = run(["tournament", "--players", "random,greedy", "--games", "4", "--json", "--no-progress"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["game"] == "vertical" and data["games"] == 4 and data["mode"] == "table"
    assert [p["name"] for p in data["players"]] == ["random", "greedy"]
    assert all(o["scores"][0] == -o["scores"][1] for o in data["outcomes"])            # one team's win is the other's loss


def test_tournament_text_for_three_by_three_with_progress(tmp_path):
    records = tmp_path / "records"
    r = run(["tournament", "--players", "greedy,search", "--games", "2", "--mode", "3x3", "--deck", "52",
             "--rollouts", "20", "--records", str(records)])
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("«Гонки по вертикали»: 2 table games, seed 1")
    assert "«Гонки по вертикали»: 2 games" in r.stderr        # the progress bar
    game0 = json.loads((records / "game-00001.json").read_text(encoding="utf-8"))
    assert game0["rules"]["mode"] == "3x3" and len(game0["seats"]) == 6
    assert [s["bot"] for s in game0["seats"]] == ["greedy", "search"] * 3      # greedy Red in game 1
    game1 = json.loads((records / "game-00002.json").read_text(encoding="utf-8"))
    assert [s["bot"] for s in game1["seats"]] == ["search", "greedy"] * 3      # colours swapped


def test_a_left_game_is_kept_after_every_move_and_resumed(tmp_path):
    save = tmp_path / "game.json"
    card = max(dealt(VerticalGame(), 1).hands[0])
    left = run(["play", "--seed", "1", "--players", "Оля,greedy,greedy,greedy", "--save", str(save)],
               input=f"{card}\n")
    assert left.exit_code == 130, left.output
    assert f"Game left after 4 turns; go on with: wordgames games vertical play --resume {save}." in left.stderr
    kept = json.loads(save.read_text(encoding="utf-8"))
    assert kept["actions"][36] == [str(card), 0, 0] and len(kept["actions"]) == 40 and not kept["finished"]
    assert [s["name"] for s in kept["seats"]] == ["Оля", "greedy", "greedy#2", "greedy#3"]
    done = run(["play", "--resume", str(save), "--players", "greedy,random,greedy,random", "--mode", "3x3"])
    assert done.exit_code == 0, done.output
    assert "Warning: --resume plays the saved game's rules and seed; ignoring --mode" in done.stderr
    assert done.stdout.startswith("Resuming after 4 turns.") and "Game over: " in done.stdout
    record = json.loads(save.read_text(encoding="utf-8"))      # saved back to the same file
    assert record["actions"][:40] == kept["actions"] and record["finished"]
    assert [s["name"] for s in record["seats"]] == ["greedy", "random", "greedy#2", "random#2"]


def test_a_saved_game_with_an_illegal_move_is_refused(tmp_path):
    save = tmp_path / "game.json"
    run(["play", "--seed", "1", "--players", "greedy,greedy,greedy,greedy", "--save", str(save)])
    kept = json.loads(save.read_text(encoding="utf-8"))
    red = kept["actions"][36][0]
    kept["actions"][37] = [red, 5, 0]                     # Black 1 lays Red 1's first card, far away
    save.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
    r = run(["play", "--resume", str(save)])
    assert r.exit_code == 2
    assert r.stderr.startswith(f"Error: {save}: actions[37]: rule (5): {red} is not in the hand of Black 1; "
                               "rule 1: the place (5, 0) touches no card on the table")
    assert r.stderr.count("\n") == 1


SEATS4 = '[{"name": "a", "kind": "bot", "bot": "greedy"}, {"name": "b", "kind": "bot", "bot": "greedy"}, ' \
         '{"name": "c", "kind": "bot", "bot": "greedy"}, {"name": "d", "kind": "bot", "bot": "greedy"}]'


def session_text(rules='{}', actions='[]', seats=SEATS4):
    return ('{"format": "wordgames-session", "version": 1, "game": "vertical", "rules": ' + rules
            + ', "seats": ' + seats + ', "seed": 1, "actions": ' + actions + '}')


@pytest.mark.parametrize("text, message", [
    ("[1, 2", ":1:6: not valid JSON: Expecting ',' delimiter"),
    ('{"moves": []}', ': not a saved game (no "format": "wordgames-session"'),
    (session_text(rules='{"deck": 40}'), ": rules: deck: 36 or 52 cards, not 40"),
    (session_text(rules='{"mode": "1x1"}'), ": rules: mode 1x1 is played by 2 players (Red, Black), not 4"),
    (session_text(actions='["Q♥", "Q♥"]'), ": actions[1]: rule (2): Q♥ is not a card left to deal to Red 2"),
    (session_text(actions='["Q♣"]'), ": actions[0]: rule (2): Q♣ is not a card left to deal to Red 1"),
    (session_text(actions='["Q♥", ["K♥", 0, 0]]'), ": actions[1]: rule (2): the deal gives Red 2 a card, not "),
    (session_text(actions='[{"card": 1}]'), ': actions[0]: an action is "pass", [card, x, y] or a dealt card'),
    (session_text(actions='["Z♥"]'), ": actions[0]: a dealt card: unknown rank 'Z'"),
])
def test_resume_refuses_a_broken_file_in_one_line(tmp_path, text, message):
    saved = tmp_path / "game.json"
    saved.write_text(text, encoding="utf-8")
    r = run(["play", "--resume", str(saved)])
    assert r.exit_code == 2, r.output
    assert r.stderr.startswith(f"Error: {saved}{message}"), r.stderr
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.output


def test_help_imports_no_game_code():
    code = ("import sys\nfrom click.testing import CliRunner\nfrom wordgames_cli.main import cli\n"
            "for args in (['games', 'vertical', '--help'], ['games', 'vertical', 'play', '--help'],"
            " ['games', 'vertical', 'tournament', '--help'], ['games', 'vertical']):\n"
            "    r = CliRunner().invoke(cli, args)\n"
            "    assert r.exit_code == 0, r.output\n"
            "from tests.test_cli_conventions import OPTION_VALUES\n"     # the games' plain option values
            "bad = [m for m in sys.modules if m.startswith('wordgames.games') and m not in OPTION_VALUES"
            " or m in ('numpy', 'networkx')]\n"
            "print(bad)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_short_help_is_not_cut():
    commands = run(["--help"]).output.split("Commands:")[1]
    assert "..." not in commands and "Play «Гонки по вертикали»: people, bots, programs." in commands
    top = CliRunner().invoke(cli, ["games", "--help"]).output.split("Commands:")[1]
    assert "vertical  «Гонки по вертикали»: the card race." in top


def test_an_external_program_plays_a_seat_from_its_view():
    from pathlib import Path
    bot = Path(__file__).resolve().parents[1] / "examples" / "random_bot.py"
    r = run(["play", "--players", f"cmd:{sys.executable} {bot},greedy,greedy,greedy", "--seed", "4", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["finished"] and data["faults"] == [] and data["seats"][0]["kind"] == "program"
