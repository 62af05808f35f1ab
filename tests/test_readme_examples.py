"""README.md and README.ru.md: every `$ wordgames ...` example that shows output shows the command's real output.

An example is a ``$ wordgames ...`` line in a fenced block and the lines after it, up to the next ``$``
line or the end of the block; a line ``...`` stands for any lines.  A command shown without output (a
list of commands to try) is not run.  Where a person types at the table (``Оля, ваше число > 4``), the
typed answers are fed to the command, which click then shows after its prompt as a terminal would.
Times (a tournament's seconds, its ms/move column) are the only things not compared.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli

ROOT = Path(__file__).resolve().parents[1]
READMES = ("README.md", "README.ru.md")
SQUARE = "БОЙКОТ\nАЛЕРХС\nКОПЕРА\nЖВЕСАД\nПОЧТАФ\nЫЯЬЬСЮ\n"   # the rule text's example square: square.txt
PROMPT = re.compile(r"^(?P<prompt>[^>\s][^>]*, [^>]* > )(?P<typed>.*)$")   # «Оля, ваше число > 4»
SECONDS = re.compile(r"(?<=, )\d+(\.\d+)? s$")                             # «…, seed 1, 0.2 s»


class Example:
    """One command of a README, with the lines it is shown to print."""

    def __init__(self, readme: str, line: int, command: str):
        self.readme, self.line, self.command, self.shown = readme, line, command, []

    def __repr__(self) -> str:
        return f"{self.readme}:{self.line}"


def examples() -> list[Example]:
    """Return every example of both READMEs that shows output."""
    found = []
    for readme in READMES:
        inside, current = False, None
        for number, line in enumerate((ROOT / readme).read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("```"):
                inside, current = not inside, None
            elif inside and line.startswith("$ wordgames "):
                current = Example(readme, number, line[2:])
                found.append(current)
            elif inside and current is not None:
                current.shown.append(line)
    for e in found:                                     # a blank line parts one example from the next
        while e.shown and not e.shown[-1].strip():
            e.shown.pop()
    return [e for e in found if e.shown]


def without_times(lines: list[str]) -> list[str]:
    """Return ``lines`` with a trailing «N s» and every row's ms/move field (a table's last but one) masked."""
    out, timed = [], False
    for line in lines:
        line = SECONDS.sub("T s", line)
        if "ms/move" in line:
            timed = True
        elif timed and line.strip():
            fields = line.rsplit(None, 2)
            line = f"{fields[0]} T {fields[2]}" if len(fields) == 3 else line
        else:
            timed = False
        out.append(line)
    return out


def matches(shown: list[str], printed: list[str]) -> bool:
    """Return whether ``printed`` is ``shown``, a line ``...`` standing for any lines.

    >>> matches(["a", "...", "d"], ["a", "b", "c", "d"]), matches(["a", "..."], ["a"]), matches(["a"], ["b"])
    (True, True, False)
    """
    if not shown:
        return not printed
    if shown[0].strip() == "...":
        return any(matches(shown[1:], printed[k:]) for k in range(len(printed) + 1))
    return bool(printed) and shown[0] == printed[0] and matches(shown[1:], printed[1:])


@pytest.mark.parametrize("example", examples(), ids=repr)
def test_readme_example_shows_the_real_output(example, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "square.txt").write_text(SQUARE, encoding="utf-8")
    typed = [m["typed"] for m in map(PROMPT.match, example.shown) if m]
    env = {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1", "WORDGAMES_LANG": "en"}
    args = shlex.split(example.command, comments=True)[1:]
    result = CliRunner().invoke(cli, args, env=env, input="".join(t + "\n" for t in typed))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    printed = result.output.splitlines()
    assert matches(without_times(example.shown), without_times(printed)), "\n".join(printed)


def test_both_readmes_have_examples_that_are_run():
    counted = {readme: sum(e.readme == readme for e in examples()) for readme in READMES}
    assert counted["README.md"] >= 5 and counted["README.ru.md"] >= 4, counted
