"""docs/doublets.md: every `$ wordgames doublet ...` example shows the command's real output."""

from __future__ import annotations

import codecs
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli

DOCS = Path(__file__).resolve().parents[1] / "docs" / "doublets.md"
PIPE = re.compile(r"^printf '(?P<input>[^']*)' \| (?P<command>.*)$")


def examples() -> list[tuple[str, str | None, list[str]]]:
    """Return (command, standard input, expected output lines) for each example in a console block."""
    found, current, inside, indent = [], None, False, 0
    for line in DOCS.read_text(encoding="utf-8").splitlines():
        text = line.strip()
        if text.startswith("```"):
            inside = text == "```console"
            indent = len(line) - len(line.lstrip())
            current = None
            continue
        if not inside:
            continue
        if text.startswith("$ "):
            command, given = text[2:], None
            piped = PIPE.match(command)
            if piped:
                command = piped["command"]
                given = codecs.decode(piped["input"], "unicode_escape").encode("latin-1").decode("utf-8")
            current = (command, given, [])
            found.append(current)
        elif current is not None:
            current[2].append(line[indent:])
    return found


@pytest.mark.parametrize("command,given,expected", examples(), ids=lambda x: x if isinstance(x, str) else "")
def test_docs_example(command, given, expected, tmp_path):
    args = shlex.split(command)
    assert args[0] == "wordgames"
    env = {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1"}
    result = CliRunner().invoke(cli, args[1:], env=env, input=given)
    assert result.output.splitlines() == expected


def test_docs_have_examples():
    assert len(examples()) >= 20
