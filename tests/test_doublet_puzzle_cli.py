"""``wordgames doublet --puzzle / --daily / --pairs``: the setter's sets at the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from tests.test_doublet_difficulty import ENGLISH, slow_figures
from wordgames_cli.main import cli

ENV = {"NO_COLOR": "1", "WORDGAMES_LANG": "en"}


@pytest.fixture
def run(tmp_path):
    env = ENV | {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt")}

    def invoke(*args):
        return CliRunner().invoke(cli, ["doublet", *args], env=env)
    return invoke


@pytest.fixture
def english(tmp_path):
    words = tmp_path / "english.txt"
    words.write_text("".join(f"{w} {z}\n" for w, z in ENGLISH.items()), encoding="utf-8")
    return str(words)


def test_a_seeded_set_is_reproducible_byte_for_byte(run):
    args = ("--puzzle", "--unique", "--grade", "3-4", "--links", "4-6", "--count", "6", "--seed", "11", "--json")
    first, again = run(*args), run(*args)
    assert first.exit_code == 0, first.output
    assert first.stdout_bytes == again.stdout_bytes
    data = json.loads(first.stdout)
    assert len(data["puzzles"]) == 6 and data["unique"] is True and data["grades"] == [3, 4]
    assert all(p["shortest_chains"] == 1 and p["answers"] == [p["chain"]] and 3 <= p["grade"] <= 4
               for p in data["puzzles"])


def test_the_daily_puzzle_is_the_same_in_another_process(run):
    here = run("--daily", "2026-12-07", "--answers")
    assert here.exit_code == 0, here.output
    env = os.environ | ENV | {"PYTHONHASHSEED": "12345"}
    there = subprocess.run([sys.executable, "-m", "wordgames_cli", "doublet", "--daily", "2026-12-07", "--answers"],
                           capture_output=True, env=env, check=True)
    assert there.stdout == here.stdout_bytes
    lines = here.stdout.splitlines()
    assert lines[0].startswith("The doublet of the day 2026-12-07 (words of 4 letters, 5-7 links")
    assert len(lines) == 2 and " → " in lines[1]
    other = run("--daily", "2026-12-08", "--answers")
    assert other.stdout.splitlines()[1] != lines[1]


def test_pairs_with_an_english_word_list(run, english, tmp_path):
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("# Carroll\nhead tail\n\nhead → hell\nhead zzzz\nhead\n", encoding="utf-8")
    result = run("--dict", english, "--pairs", str(pairs))
    assert result.exit_code == 2           # line 6 is not a pair: an input error
    want = slow_figures(ENGLISH, "head", "tail")
    assert (want["par"], want["shortest_chains"]) == (4, 4)
    assert result.stdout.splitlines() == [
        f"2 pairs of {pairs} have an answer (dictionary 'english.txt'):",
        "line 2: HEAD → TAIL  (4 links, grade 2):  HEAD heal teal tell tall TAIL  (and 3 more shortest chains)",
        "line 4: HEAD → HELL  (1 link, grade 1):  HEAD heal HELL  (and 1 more shortest chain)",    # or through held
        f"{pairs}:5: no puzzle: «zzzz» is not in the word list 'english.txt'",
        f"{pairs}:6:1: no puzzle: a doublet needs at least two words, found 1"]


def test_pairs_json(run, english, tmp_path):
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("head tail\nhead zzzz\n", encoding="utf-8")
    result = run("--dict", english, "--pairs", str(pairs), "--json")
    assert result.exit_code == 1           # a word the list does not hold
    data = json.loads(result.stdout)
    [good, bad] = data["pairs"]
    assert (good["line"], good["puzzle"]["links"], good["puzzle"]["shortest_chains"]) == (1, 4, 4)
    assert len(good["puzzle"]["answers"]) == 4                         # four: at most six are listed
    assert (bad["line"], bad["code"]) == (2, "unknown-word")


@pytest.mark.parametrize("args, line", [
    (["--pairs", "x.txt", "--seed", "1"], "Error: --pairs takes its pairs from the file; --seed has no use with it"),
    (["--daily", "2026-12-07", "--seed", "1"],
     "Error: --daily takes its seed from the date; give --daily or --seed, not both"),
    (["--daily", "7.12.2026"], "Error: --daily takes a date like 2026-12-07, or 'today', got '7.12.2026'"),
    (["--puzzle", "--grade", "2-6"], "Error: --grade takes a grade from 1 to 5 or a range like 2-3, got '2-6'"),
    (["--puzzle", "--grade", "x"], "Error: --grade takes a grade from 1 to 5 or a range like 2-3, got 'x'"),
    (["--unique", "бант", "коса"], "Error: --unique goes with --puzzle, not with solving one doublet"),
    (["--pairs", "/nonexistent/pairs.txt"],
     "Error: cannot read the file of pairs '/nonexistent/pairs.txt': No such file or directory"),
])
def test_usage_errors(run, args, line):
    result = run(*args)
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines()[-1] == line


def test_sheets_of_a_set_and_of_pairs(run, english, tmp_path):
    pdf, md = tmp_path / "set.pdf", tmp_path / "pairs.md"
    result = run("--puzzle", "--unique", "--links", "4-6", "--count", "3", "--seed", "4", "--sheet", str(pdf), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["sheet"] == str(pdf) and pdf.read_bytes().startswith(b"%PDF")
    import pypdfium2
    document = pypdfium2.PdfDocument(str(pdf))
    text = [document[i].get_textpage().get_text_range() for i in range(len(document))]
    key = next(i for i, page in enumerate(text) if "Answers" in page)
    assert key > 0 and not any(p["start"].upper() + " → " in "".join(text[:key]) for p in data["puzzles"])
    for p in data["puzzles"]:
        assert p["start"].upper() in "".join(text[:key]) and " → ".join(p["chain"]).upper() in text[key]
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("head tail\n", encoding="utf-8")
    result = run("--dict", english, "--pairs", str(pairs), "--sheet", str(md))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == f"Sheet written to {md}: 1 puzzle, the answers on their own page."
    lines = md.read_text(encoding="utf-8").splitlines()
    ladder = lines[lines.index("HEAD"):lines.index("TAIL") + 1]
    assert ladder == ["HEAD", *["□ □ □ □"] * 4, "TAIL"]                  # par 4: four rungs of four boxes
    assert "   - HEAD → HEAL → TEAL → TELL → TALL → TAIL" in lines[lines.index("## Answers"):]


def test_a_sheet_of_unknown_format_is_refused_before_any_work(run, tmp_path):
    result = run("--puzzle", "--sheet", str(tmp_path / "set.docx"))
    assert result.exit_code == 2
    assert result.stderr.strip() == (f"Error: cannot tell the format of the sheet '{tmp_path / 'set.docx'}' from its "
                                     "name: it must end in .pdf, .html or .md")
    assert result.stdout == ""


def test_a_set_from_an_english_word_list(run, english):
    result = run("--dict", english, "--puzzle", "--length", "4", "--links", "1-4", "--count", "3", "--seed", "1",
                 "--answers")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    # TELL teal HEAL, or through «hell» (zipf 2.0: not familiar, so never shown, but counted)
    assert "TELL → HEAL  (1 link, grade 1):  TELL teal HEAL  (and 1 more shortest chain)" in lines
    words = [w for line in lines[1:] for w in line.split(":  ")[1].split("  (")[0].lower().split()]
    assert len(words) == len(set(words)) and "hell" not in words
