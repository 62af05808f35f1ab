"""Digits that ``str.isdigit`` takes and ``int`` refuses (``²``, ``①``): refused as any other non-number, never a traceback.

Every number a person types or a file holds is checked by :func:`wordgames.numbers.is_digits`
(ASCII digits only); before it, each of these ended in ``ValueError: invalid literal for int()``.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli


def run(args, stdin=None):
    return CliRunner().invoke(cli, args, input=stdin, env={"WORDGAMES_LANG": "en"})


@pytest.mark.parametrize("args, stdin, line", [
    (["games", "croquet", "play", "--players", "Оля,random", "--seed", "1"], "²\nquit\n",
     "'²' is not a number — try again ('?' for help)"),
    (["games", "croquet", "play", "--players", "Оля,random", "--seed", "1"], "①\nquit\n",
     "'①' is not a number — try again ('?' for help)"),
    (["games", "yam", "play", "--players", "Оля", "--seed", "1"], "s ²\nquit\n",
     "'²' is not a box or a command — try again ('?' for help)"),
    (["games", "dixmille", "play", "--players", "Оля,random", "--seed", "1"], "²\nquit\n",
     "'²' is not a combination"),
])
def test_a_typed_move_with_such_a_digit_is_refused_and_asked_again(args, stdin, line):
    result = run(args, stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 130 and line in result.output


@pytest.mark.parametrize("args, line", [
    (["games", "yam", "advise", "11234", "--set", "1=²"], "Error: --set '1=²': expected BOX=NUMBER"),
    (["snake", "play", "--players", "Оля,random", "--bonuses", "²"],
     "Error: --bonuses takes up to three whole numbers like 250,200,50, not '²'"),
    (["snake", "play", "--players", "Оля,random", "--cards", "а²"],
     "Error: --cards: write each letter with its number, like а35,б10,*4 (not 'а²')"),
    (["snake", "play", "--players", "Оля,random", "--values", "щ²"],
     "Error: --values: write each letter with its number, like а1,щ10 (not 'щ²')"),
])
def test_an_option_with_such_a_digit_is_one_line_naming_the_option(args, line):
    result = run(args, "")
    assert (result.exit_code, result.stderr.strip().splitlines()[-1]) == (2, line)
