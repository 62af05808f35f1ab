"""docs/castle-croquet.md: its doctests run, and its worked game is the one the tests replay."""

import doctest
import re
from pathlib import Path

from test_castle_rules import WORKED_GAME

DOC = Path(__file__).resolve().parents[1] / "docs" / "castle-croquet.md"


def test_docs_examples_run():
    result = doctest.testfile(str(DOC), module_relative=False, encoding="utf-8",
                              optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10 and result.failed == 0


def test_the_worked_game_in_the_docs_is_the_tested_one():
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"## Worked game.*?```text\n(.*?)```", text, re.S).group(1)
    lines = [line.split("#", 1)[0].strip() for line in block.splitlines()]
    assert [line for line in lines if line] == WORKED_GAME.splitlines()
