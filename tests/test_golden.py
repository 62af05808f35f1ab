"""The golden run: every command's output byte for byte as recorded in ``tests/golden/record.json.gz``.

A change meant to change no output (the house made simpler, a module moved) must leave this green; a change
meant to change an output records again with ``python -m tests.golden.run --record`` and shows the new output
in its diff.
"""

from __future__ import annotations

import gzip
import json
import tempfile

import pytest

from tests.golden import run


@pytest.mark.parametrize("lang", [
    "ru",
    # the English cases are the other half of the run's time, and the unit tests read English output
    # throughout: they run with -m slow (and in `python -m tests.golden.run`)
    pytest.param("en", marks=pytest.mark.slow),
])
def test_every_output_is_as_recorded(lang):
    """Every case's output in ``lang``, and every help page in both languages."""
    recorded = json.loads(gzip.decompress(run.RECORD.read_bytes()))
    with tempfile.TemporaryDirectory(prefix="golden-cache-") as cache:
        now = run.run_all(cache, langs=(lang,))
    recorded["cases"] = {key: case for key, case in recorded["cases"].items() if key.endswith("/" + lang)}
    assert run.differences(recorded, now) == []


def test_a_changed_output_is_found():
    recorded = json.loads(gzip.decompress(run.RECORD.read_bytes()))
    changed = json.loads(json.dumps(recorded))
    changed["cases"]["dict/en"]["steps"][0]["stdout"] += "."
    changed["help"]["ru"]["doublet"] = ""
    assert run.differences(recorded, changed) == [
        "help/ru: wordgames doublet --help", "dict/en step 1 (dict check крест столы москва): stdout differs"]
