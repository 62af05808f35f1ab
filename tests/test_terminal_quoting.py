"""Typed input echoed to a terminal is shown, never acted on: controls, direction and format marks spelled out.

``wordgames dict check $'\\e]0;PWNED\\a'`` set the terminal's title, ``doublet $'ко\\rPWNED: fine\\x1b[K' коса``
rewrote its own error line, and a line or paragraph separator split an ``Error:`` line in two: the word
was put between «» as it was typed.  Every echo now spells such characters out as Python's repr does
(:func:`wordgames.i18n.printable`), and a note refuses them.
"""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli

RAW = re.compile("[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff]")


def run(*args):
    return CliRunner().invoke(cli, list(args), env={"WORDGAMES_LANG": "en", "WORDGAMES_USER_WORDS": "/dev/null"})


@pytest.mark.parametrize("args, shown", [
    (["dict", "check", "\x1b]0;PWNED\x07"], "«\\x1b]0;PWNED\\x07»"),
    (["dict", "check", "ко\u2028т"], "«ко\\u2028т»"),
    (["dict", "check", "к\u202eот"], "«к\\u202eот»"),
    (["doublet", "ко\rPWNED: fine\x1b[K", "коса"], "«ко\\rPWNED: fine\\x1b[K»"),
    (["--lang", "ru", "dict", "check", "\x1b[2Jкот"], "«\\x1b[2Jкот»"),
])
def test_an_echoed_word_is_spelled_out_not_sent_raw(args, shown):
    result = run(*args)
    output = result.stdout + result.stderr
    assert RAW.search(output) is None, output
    assert shown in output
    lines = [line for line in output.splitlines() if line and not line.startswith("Warning: ")]
    assert len(lines) == 1                      # one verdict or one Error: line: nothing split it


@pytest.mark.parametrize("note, code", [("a\u202eb", "U+202E"), ("\u200bтихо", "U+200B"), ("x\u2066y", "U+2066")])
def test_a_note_refuses_an_invisible_format_character(tmp_path, note, code):
    result = CliRunner().invoke(cli, ["dict", "add", "котяра", "--note", note, "--user-words", str(tmp_path / "w.txt")],
                                env={"WORDGAMES_LANG": "en"})
    assert result.exit_code == 2
    assert f"the note has the invisible format character {code}" in result.stderr
    assert not (tmp_path / "w.txt").exists()


@pytest.mark.parametrize("command, text, line", [
    (["battle", "score"], "# name: О\x00ля\nбой\nкот\nтам\n", "1:10: a player's name is printable text: 'О\\x00ля' holds U+0000"),
    (["snake", "challenge", "--claim", "бурлак"], "start: о\nОля\ufeff: опера\nПетя: ра|струб\n",
     "2:4: a player's name is printable text: 'Оля\\ufeff' holds U+FEFF"),
])
def test_a_player_s_name_read_from_a_file_is_printable_text(tmp_path, command, text, line):
    """A name is shown at every verdict: one that holds a control or format character is refused where it is read."""
    path = tmp_path / "file.txt"
    path.write_text(text, encoding="utf-8")
    result = run(*command[:2], str(path), *command[2:])
    assert (result.exit_code, result.stderr) == (2, f"Error: {path}:{line}\n")
