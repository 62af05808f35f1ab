"""Finding the way: a command typed in the wrong group is pointed at where it lives; the top help says how to start."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli


@pytest.mark.parametrize("lang, args, expected", [
    ("en", ["yam", "play"], "Error: No such command 'yam' here: it is wordgames games yam play "
                            "(see 'wordgames --help')"),
    ("en", ["games", "snake", "play"], "Error: No such command 'snake' here: it is wordgames snake play "
                                       "(see 'wordgames games --help')"),
    ("en", ["yam", "play", "--seed", "3"], "Error: No such command 'yam' here: it is wordgames games yam play "
                                           "--seed 3 (see 'wordgames --help')"),
    ("en", ["battle", "yam"], "Error: No such command 'yam' here: it is wordgames games yam or wordgames serve yam "
                              "(see 'wordgames battle --help')"),     # the game's group, and its table on phones
    ("en", ["list"], "Error: No such command 'list' here: it is wordgames games list (see 'wordgames --help')"),
    ("en", ["play"], "Error: No such command 'play' here: 8 groups have one, as in wordgames battle lines play "
                     "(every game: wordgames games list) (see 'wordgames --help')"),
    ("en", ["yma"], "Error: No such command 'yma'. (see 'wordgames --help')"),
    ("ru", ["yam", "play"], "Ошибка: Здесь нет команды «yam»: наберите wordgames games yam play "
                            "(см. «wordgames --help»)"),
    ("ru", ["games", "snake", "play"], "Ошибка: Здесь нет команды «snake»: наберите wordgames snake play "
                                       "(см. «wordgames games --help»)"),
    ("ru", ["play"], "Ошибка: Здесь нет команды «play»: она есть в 8 группах, например wordgames battle lines play "
                     "(все игры: wordgames games list) (см. «wordgames --help»)"),
])
def test_a_command_in_another_group_is_pointed_at(lang, args, expected):
    """Issue 35: «wordgames yam play and wordgames games snake play answer "no such command" without pointing at
    wordgames games yam play / wordgames snake play»."""
    result = CliRunner().invoke(cli, ["--lang", lang, *args])
    assert result.exit_code == 2 and result.stderr == expected + "\n"


@pytest.mark.parametrize("lang, line", [
    ("en", "wordgames games list              every game, and the command that starts it"),
    ("ru", "wordgames games list              все игры и команда, которая начинает каждую"),
])
def test_the_top_help_says_how_to_start_a_game(lang, line):
    result = CliRunner().invoke(cli, ["--lang", lang, "--help"])
    assert result.exit_code == 0 and line in result.output
