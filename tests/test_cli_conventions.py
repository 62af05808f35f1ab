"""The same conventions on every command: help everywhere, summaries never cut, help imports no game code,
groups without a subcommand print their help, "did you mean", and a CLI that only parses and prints."""

import ast
import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli

CLI_DIR = Path(__file__).resolve().parents[1] / "cli"


def walk(command: click.Command, path: tuple[str, ...] = ()):
    """Yield (path, command) for every command and group under ``command``."""
    yield path, command
    if isinstance(command, click.Group):
        ctx = click.Context(command)
        for name in command.list_commands(ctx):
            yield from walk(command.get_command(ctx, name), path + (name,))


COMMANDS = list(walk(cli))


def test_every_command_is_found():
    names = {" ".join(p) for p, _ in COMMANDS}
    for expected in ["doublet", "dict check", "battle score", "battle play", "battle tournament",
                     "battle lines play", "snake challenge", "games list", "games yam play",
                     "games dixmille tournament", "games croquet solve", "games castle play",
                     "games vertical tournament"]:
        assert expected in names


@pytest.mark.parametrize("path, command", COMMANDS, ids=[" ".join(p) or "wordgames" for p, _ in COMMANDS])
def test_every_option_has_help_and_the_summary_is_whole(path, command):
    for param in command.params:
        if isinstance(param, click.Option) and param.name != "help":
            assert param.help, f"{' '.join(path)} {param.opts[0]} has no help text"
    if path:
        summary = command.get_short_help_str(limit=45)
        assert summary and not summary.endswith("..."), f"{' '.join(path)}: the summary {summary!r} is cut"


@pytest.mark.parametrize("args", [[], ["games"], ["battle"], ["games", "castle"], ["battle", "lines"], ["dict"], ["snake"],
                                  ["games", "croquet"]])
def test_a_group_without_a_subcommand_prints_its_help_and_exits_0(args):
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0 and "Usage:" in result.stdout and "Commands:" in result.stdout
    assert result.stderr == ""


def test_did_you_mean():
    result = CliRunner().invoke(cli, ["doublt", "бант", "коса"])
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: No such command 'doublt'. Did you mean 'doublet'?")
    result = CliRunner().invoke(cli, ["games", "croquett"])
    assert "Did you mean 'croquet'?" in result.stderr


HEAVY = ("numpy", "networkx", "pymorphy3", "wordgames.battle", "wordgames.games", "wordgames.lines",
         "wordgames.snake", "wordgames.doublets", "wordgames.table", "wordgames.lexicon")
PACKAGES = ("wordgames.battle", "wordgames.lines", "wordgames.snake", "wordgames.games.yam", "wordgames.games.dixmille",
            "wordgames.games.croquet", "wordgames.games.castle_croquet", "wordgames.games.vertical")
OPTION_VALUES = ("wordgames.games", *PACKAGES,
                 *(f"{p}.about" for p in PACKAGES))
"""Not game code: each game's descriptor (its about module, whose package imports nothing) and the dice games'
option values (plain constants that import nothing), their commands' options."""


def test_help_imports_no_game_code_numpy_or_networkx():
    """Every --help, and the command list itself, in one fresh interpreter: then look at what was imported."""
    script = f"""
import json, sys
import click
from click.testing import CliRunner
from wordgames_cli.main import cli
paths = {json.dumps([list(p) for p, _ in COMMANDS])}
for path in paths:
    result = CliRunner().invoke(cli, path + ["--help"])
    assert result.exit_code == 0, (path, result.output)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in ("numpy", "networkx", "pymorphy3")
                        or m.startswith({HEAVY!r}))))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert [m for m in json.loads(out) if m not in OPTION_VALUES] == []


def test_the_cli_defines_no_game_logic():
    """cli/ parses, calls the library and prints: no classes of its own but the group, the terminal and the
    help's and click's translation (TranslatedHelp, TypeName), help's formatting (HelpFormatter, Context) and the process's
    standard streams (StandardOutput, TypedLines), no game loop (no apply, no legal moves), no save files written by hand, no seeds derived."""
    allowed_classes = {"LazyGroup", "WordgamesGroup", "ClickTerminal", "TranslatedHelp", "WordgamesCommand", "TypeName", "_Titled",
                       "HelpFormatter", "Context", "StandardOutput", "TypedLines"}
    for path in sorted(CLI_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes = {node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
        assert classes <= allowed_classes, f"{path.name} defines {classes - allowed_classes}"
        calls = {node.func.attr for node in ast.walk(tree)
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)}
        for forbidden in ("apply", "legal_actions", "next_state", "chance_outcomes", "atomic_write_text",
                          "Random", "SystemRandom", "choose"):
            assert forbidden not in calls, f"{path.name} calls .{forbidden}()"
        names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
        assert not names & {"atomic_write_text", "atomic_write_bytes"}, f"{path.name} writes files itself"


def test_the_literals_named_for_help_are_the_librarys():
    from wordgames.doublets.score import METHODS
    from wordgames.snake.challenge import Penalties
    from wordgames_cli import doublet_cmd, snake_challenge_cmd
    assert doublet_cmd.METHODS == METHODS
    assert snake_challenge_cmd.UNFOUNDED_DISTRUST == Penalties().unfounded_distrust


def test_shell_completion_as_the_readme_documents_it():
    import os
    env = dict(os.environ, _WORDGAMES_COMPLETE="bash_complete", COMP_WORDS="wordgames games cro", COMP_CWORD="2")
    out = subprocess.run([sys.executable, "-m", "wordgames_cli"], env=env, capture_output=True, text=True).stdout
    assert out.split() == ["plain,croquet"]
    env = dict(env, _WORDGAMES_COMPLETE="bash_source")
    script = subprocess.run([sys.executable, "-m", "wordgames_cli"], env=env, capture_output=True, text=True).stdout
    assert "_wordgames_completion()" in script


NO_RESULT = {"dict", "battle", "snake", "games", "games yam", "games dixmille", "games croquet", "games castle",
             "games vertical", "battle lines"}          # groups: they print only their help
SERVERS = ("serve",)     # a table on phones: it serves pages until Ctrl-C (its session file is the result)


@pytest.mark.parametrize("path, command", [(p, c) for p, c in COMMANDS
                                           if p and " ".join(p) not in NO_RESULT and p[0] not in SERVERS],
                         ids=[" ".join(p) for p, _ in COMMANDS
                              if p and " ".join(p) not in NO_RESULT and p[0] not in SERVERS])
def test_every_command_that_prints_a_result_takes_json(path, command):
    assert any("--json" in getattr(param, "opts", ()) for param in command.params), f"{' '.join(path)} has no --json"


@pytest.mark.parametrize("args, warning", [
    (["battle", "play", "--players", "greedy", "--size", "2", "--seed", "1", "--strike-duplicates"],
     "Warning: --strike-duplicates has no effect with one player"),
    (["games", "croquet", "play", "--players", "random,random", "--seed", "1", "--time-limit", "3"],
     "Warning: --time-limit has no effect: no seat is a program"),
    (["games", "croquet", "tournament", "--players", "random,random", "--games", "1", "--jobs", "2",
      "--no-progress"], "Warning: --jobs has no effect on a tournament of one game"),
    (["doublet", "бант", "коса", "--length", "5"], "Error: --length goes with --puzzle or --stats"),
])
def test_an_option_without_effect_is_never_silently_ignored(args, warning):
    result = CliRunner().invoke(cli, args)
    assert warning in result.stderr


@pytest.mark.parametrize("argv, number, byte, column", [
    ([b"dict", b"check", b"\xff\xfe\xd0\xba"], 3, "0xff", 1),
    ([b"doublet", "бан".encode() + b"\xff", "коса".encode()], 2, "0xff", 4),
    ([b"snake", b"check", "опера".encode(), b"--after", b"\xc3("], 5, "0xc3", 1),
    ([b"dict", b"add", b"\x80", b"--note", b"x"], 3, "0x80", 1),
])
def test_an_argument_that_is_not_utf8_is_named_by_position_not_printed(argv, number, byte, column):
    done = subprocess.run([sys.executable.encode(), b"-m", b"wordgames_cli", *argv], capture_output=True)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and done.stdout == b""
    assert err == f"Error: argument {number} is not valid UTF-8: byte {byte} at character {column} " \
                  "(write words in UTF-8)\n"


LONG = "а" * 3000


@pytest.mark.parametrize("args", [
    ["dict", "add", LONG], ["dict", "remove", LONG], ["doublet", "кот", LONG],
    ["snake", "continuations", LONG], ["snake", "check", "опера", "--after", LONG],
])
def test_a_word_of_thousands_of_letters_is_refused_at_once(args, tmp_path, monkeypatch):
    # snake continuations once spent seconds (and, for longer words, gigabytes) on every ending of such a word
    monkeypatch.setenv("WORDGAMES_USER_WORDS", str(tmp_path / "words.txt"))
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == "Error: «аааааааааааа…» has 3000 characters; a word has at most 64"


def test_dict_check_of_a_word_of_thousands_of_letters_is_a_verdict():
    result = CliRunner().invoke(cli, ["dict", "check", LONG])
    assert (result.exit_code, result.output) == (
        1, "no   аааааааааааа…: «аааааааааааа…» has 3000 characters; a word has at most 64\n")
