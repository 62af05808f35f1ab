"""No English left in Russian output: every game played in Russian, and every command's errors, read in Russian.

A word of Latin letters in Russian output is allowed only where a person types it or it names
something typed: inside quotes («…», '…', "…"), an option (``--save``), a path or a typed
form with punctuation inside (``docs/programs.md``, ``cmd:ПРОГРАММА``, ``b3``), a command of
the command line, a value an option takes, a bot's name, a rule's Roman number, an option's default value, an English
table command listed beside its Russian name (``ходы, moves``; ``status  то же, что «статус»``),
and the short list below.
"""

from __future__ import annotations

import json
import re

import click
import pytest
from click.testing import CliRunner

from wordgames.registry import GAMES, info
from wordgames_cli.main import cli

ALLOWED = {
    "Ctrl-C",          # a key, as printed on the keyboard
    "JSON",            # a file format's name
    "Color", "Lines",  # the name of the game Color Lines, whose cross is «Словесный бой»'s task 3
    "Hasbro",          # whose official rules --rules yahtzee follows
}

QUOTED = re.compile(r"«[^«»]*»|'[^'\n]*'|\"[^\"\n]*\"|`[^`\n]*`")     # «…» may be wrapped across lines
OPTION = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*(?:=\S*)?")
TYPED_FORM = re.compile(r"\S*\w[/\\.:|*<>+]\w\S*")
LISTED_ALIAS = [re.compile(r"^(\s*/?[а-яё]+, )[a-z]+(?=\s)"),          # «  ходы, moves      все разрешённые ходы»
                re.compile(r"^(\s*)[a-z]+(?=\s+то же, что «)")]         # «  status   то же, что «статус»»
TOKEN = re.compile(r"[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*")
WORD = re.compile(r"[A-Za-z]{2,}(?:-[A-Za-z]+)*")
ROMAN = re.compile(r"[IVX]+")
DEFAULT = re.compile(r"\[по\s+умолчанию:[^\]]*\]")                     # an option's default value, in its help


def _names() -> set[str]:
    """Every command of the command line, every value an option takes, every bot: what a person types."""
    from wordgames_cli.common import SOURCE_CHOICES       # the values of --source, checked by a callback
    names = {"wordgames"} | {bot for game in GAMES for bot in info(game).bot_names} | set(SOURCE_CHOICES)

    def walk(group: click.Group, ctx: click.Context) -> None:
        for name in group.list_commands(ctx):
            command = group.get_command(ctx, name)
            names.add(name)
            names.update(str(c) for p in command.params if isinstance(p.type, click.Choice) for c in p.type.choices)
            if isinstance(command, click.Group):
                walk(command, ctx)

    walk(cli, click.Context(cli))
    return names


@pytest.fixture(scope="module")
def names() -> set[str]:
    return _names()


def english_words(text: str, names: set[str], typed: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """Return (word, line) for every English word of ``text`` outside what the module's docstring allows."""
    for line in typed:
        if line.strip():
            text = text.replace("> " + line, "> ")          # the input the terminal echoed
    text = DEFAULT.sub(lambda m: "\n" * m.group().count("\n"), text)
    text = QUOTED.sub(lambda m: m.group() if "\n" not in m.group() else " " + "\n" * m.group().count("\n"),
                      text)                                      # «…» wrapped across two lines
    found = []
    for line in text.splitlines():
        bare = line
        for alias in LISTED_ALIAS:
            bare = alias.sub(r"\1", bare)
        bare = TYPED_FORM.sub(" ", OPTION.sub(" ", QUOTED.sub(" ", bare)))
        for token in TOKEN.findall(bare):
            if WORD.fullmatch(token) and token not in names and token not in ALLOWED and not ROMAN.fullmatch(token):
                found.append((token, line.strip()))
    return found


@pytest.mark.parametrize("text, expected", [
    ("Ошибка: неверный JSON: Expecting value", ["Expecting", "value"]),
    ("… 36 cards …", ["cards"]),
    ("  /ходы, moves      все разрешённые ходы", []),
    ("status   где каждый шар", ["status"]),
    ("  status  то же, что «статус»", []),
    ("Оля, передайте карточку партнёру или 'keep'", []),        # quoted: typed input
    ("Оля, передайте карточку партнёру или keep", ["keep"]),
    ("ИГРОКИ — боты игры или cmd:ПРОГРАММА (docs/programs.md); --save ФАЙЛ; Ctrl-C", []),
    ("правило IV: сейчас удара нет; ход b3, Д♥ a1", []),
    ("есть: random, greedy, expert", []),
])
def test_the_detector(names, text, expected):
    assert [w for w, _line in english_words(text, names)] == expected


def run_ru(args: list[str], typed: tuple[str, ...] = ()) -> str:
    result = CliRunner().invoke(cli, ["--lang", "ru", *args], input="".join(line + "\n" for line in typed))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.output


COMMANDS = ("/помощь", "/ходы", "/подсказка", "абв", "/назад")
SESSIONS = [
    # (the game's command, its people and bots, what the person types before leaving: help, moves, hint, a bad move)
    ("games croquet", "Оля,random", ("/помощь", "/ходы", "/подсказка", "99", "абв", "4", "/назад")),
    ("games yam", "Оля,random", COMMANDS + ("о 1", "о", "з Яма")),
    ("games dixmille", "Оля,random", COMMANDS + ("1 з",)),
    ("games castle", "Оля,random,random,random", COMMANDS + ("статус", "задачи", "удар")),
    ("games vertical", "Оля,random,random,random", ("",) + COMMANDS),
    ("battle", "Оля,random", ("",) + COMMANDS + ("а1", "b2")),
    ("battle lines", "Оля", COMMANDS + ("слова", "a1 b1")),
    pytest.param("snake", "Оля,random", ("",) + COMMANDS + ("/готово", "кот", "/оставить"), marks=pytest.mark.slow,
                 id="snake"),
]


@pytest.mark.parametrize("command, players, typed", SESSIONS, ids=lambda v: v if isinstance(v, str) and " " not in v
                         and "," not in v else None)
def test_a_person_s_russian_session_is_russian(names, command, players, typed):
    """Issue 35: «English left in Russian output»: help, moves, hint, a refused move, undo, the game's commands."""
    out = run_ru([*command.split(), "play", "--players", players, "--seed", "1"], typed + ("/выход",))
    assert english_words(out, names, typed + ("/выход",)) == []


BOT_GAMES = [
    ("games croquet", ["--players", "random,random"]),
    ("games yam", ["--players", "random,random"]),
    ("games dixmille", ["--players", "random,random", "--target", "2000"]),
    ("games castle", ["--players", "random,random,random,random"]),
    ("games vertical", ["--players", "random,random,random,random"]),
    ("battle", ["--players", "random,random"]),
    ("battle lines", ["--players", "random", "--max-turns", "30"]),
    pytest.param("snake", ["--players", "random,random"], marks=pytest.mark.slow, id="snake"),
]


@pytest.mark.parametrize("command, options", BOT_GAMES)
def test_a_whole_russian_game_to_its_end_is_russian(names, command, options):
    """The narration of a whole game, its drawings and its end, bots in every seat."""
    out = run_ru([*command.split(), "play", *options, "--seed", "1"])
    assert english_words(out, names) == []


@pytest.mark.parametrize("command", sorted({info(g).command for g in GAMES}))
def test_every_play_help_is_russian(names, command):
    """Issue 35: every ``play --help`` said «moves, hint, undo, quit» in Russian."""
    assert english_words(run_ru([*command.split(), "play", "--help"]), names) == []


@pytest.fixture
def bad_files(tmp_path):
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    (tmp_path / "bad.txt").write_text("кот\nко\n", encoding="utf-8")
    (tmp_path / "sheet.txt").write_text("Позиция\tАня\n1\t3\t4\n", encoding="utf-8")
    return tmp_path


ERRORS = [   # a representative bad input for every command ({dir}: a folder of bad files)
    ["battle", "letters", "--weights", "nope"], ["battle", "lines", "play", "--size", "1"],
    ["battle", "lines", "tournament", "--players", "nobody"], ["battle", "play", "--size", "99"],
    ["battle", "score", "{dir}/bad.txt"], ["battle", "show", "{dir}/no-such-file"],
    ["battle", "tournament", "--players", "nobody"], ["dict", "add", "cat"], ["dict", "build", "--bogus"],
    ["dict", "check", "кот1"], ["dict", "export", "--source", "nope"], ["dict", "info", "--source", "nope"],
    ["dict", "remove", "123"], ["dict", "user", "--bogus"], ["doublet", "кот", "собака"],
    ["games", "castle", "play", "--players", "a,b"], ["games", "castle", "replay", "{dir}/bad.json"],
    ["games", "castle", "tournament", "--games", "0"], ["games", "croquet", "play", "--resume", "{dir}/bad.json"],
    ["games", "croquet", "review", "{dir}/bad.json"], ["games", "croquet", "solve", "3", "3"],
    ["games", "croquet", "tournament", "--players", "x"], ["games", "dixmille", "advise", "77"],
    ["games", "dixmille", "play", "--target", "-5"], ["games", "dixmille", "review", "{dir}/bad.json"],
    ["games", "dixmille", "tournament", "--games", "0"], ["games", "list", "--bogus"],
    ["games", "vertical", "play", "--players", "a,b,c,d,e"], ["games", "vertical", "tournament", "--games", "0"],
    ["games", "yam", "advise", "1234"], ["games", "yam", "play", "--columns", "2"],
    ["games", "yam", "review", "{dir}/bad.json"], ["games", "yam", "sheet", "{dir}/sheet.txt"],
    ["games", "yam", "solve", "--bogus"], ["games", "yam", "tournament", "--games", "0"],
    ["snake", "challenge", "{dir}/bad.txt"], ["snake", "check", "кот", "--after", "опера"],
    ["snake", "continuations", "ъъъ"], ["snake", "play", "--players", "Оля,random,x"],
    ["snake", "referee", "{dir}/bad.json"], ["snake", "show", "{dir}/bad.json"],
    ["snake", "tournament", "--games", "0"], ["yam", "play"], ["games", "snake", "play"],
]


@pytest.mark.parametrize("args", ERRORS, ids=[" ".join(a[:3]) for a in ERRORS])
def test_every_command_s_errors_are_russian(names, bad_files, args):
    """Issue 35: the JSON parser's own message (Expecting property name enclosed in double quotes), and the rest."""
    out = run_ru([a.replace("{dir}", str(bad_files)) for a in args])
    assert out.strip() and english_words(out, names) == []


def test_the_json_reasons_are_python_s_own_messages():
    """The table of the decoder's messages is the decoder's: each one a bad JSON text gives is in it."""
    from wordgames.files import JSON_REASONS, json_reason
    for text in ["{", "[1 2]", '{"a" 1}', "1 2", '"abc', '"a\x01"', '"\\x"', '"\\u12"', ""]:
        with pytest.raises(json.JSONDecodeError) as e:
            json.loads(text)
        assert json_reason(e.value.msg) in JSON_REASONS, e.value.msg
