"""The worked examples of docs/vertical.md run as doctests."""

import doctest
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "vertical.md"


def test_docs_examples_run():
    result = doctest.testfile(str(DOC), module_relative=False, encoding="utf-8",
                              optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10 and result.failed == 0
