"""`wordgames doublet`: solving by default, the option modes, exact error lines and exit codes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wordgames.lexicon import Lexicon
from wordgames_cli.main import cli

FOUR = len(Lexicon.default().words(4))    # how many 4-letter words the answer must say it used


def bfs_steps(words: list[str], a: str, b: str) -> int:
    """An independent oracle: BFS comparing the frontier against every word."""
    seen, frontier, steps = {a}, {a}, 0
    while b not in frontier:
        frontier = {w for w in words if w not in seen
                    and any(sum(x != y for x, y in zip(f, w)) == 1 for f in frontier)}
        seen |= frontier
        steps += 1
    return steps


@pytest.fixture
def run(tmp_path):
    env = {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1"}

    def invoke(*args, input=None):
        return CliRunner().invoke(cli, ["doublet", *args], env=env, input=input)
    return invoke


def test_carrolls_doublet(run):
    result = run("бант", "коса", "--all-words")     # the note on rare links: tests/test_vocabulary.py
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "БАНТ",
        "рант   1: б→р",
        "рана   4: т→а",
        "раса   3: н→с",
        "роса   2: а→о",
        "КОСА   1: р→к",
        f"4 links; dictionary 'ru_nouns', {FOUR} words of 4 letters",
    ]


def test_oneline_marks_the_changed_letters(run):
    result = run("--oneline", "БАНТ", "коса", "--all-words")
    assert result.stdout == (f"БАНТ [р]ант ран[а] ра[с]а р[о]са [К]ОСА  "
                             f"(4 links; dictionary 'ru_nouns', {FOUR} words of 4 letters)\n")


def test_json_fields(run):
    data = json.loads(run("--json", "бант", "коса", "--all-words").stdout)
    assert data == {"start": "бант", "end": "коса",
                    "chain": ["бант", "рант", "рана", "раса", "роса", "коса"],
                    "links": 4, "marked": [], "dictionary": "ru_nouns", "words_of_length": FOUR}


def test_latin_lookalike_is_read_and_warned(run):
    result = run("--oneline", "б\u0430нт", "ko\u0441\u0430")        # «ko» typed on a Latin keyboard
    assert result.exit_code == 0
    assert result.stdout.startswith("БАНТ [р]ант ран[а] ра[с]а р[о]са [К]ОСА")
    assert result.stderr.splitlines() == [
        "Warning: 'koса': Latin 'k' at position 1 read as Cyrillic 'к'",
        "Warning: 'koса': Latin 'o' at position 2 read as Cyrillic 'о'"]


def test_marked_link_is_shown(run):
    result = run("бант", "раса", "коса")
    assert result.exit_code == 0
    assert "раса   3: н→с  (marked link)" in result.stdout.splitlines()


@pytest.mark.parametrize("args,code,line", [
    (["пазл", "кость"], 1, "Error: no chain: a doublet is two words of the same number of letters "
                           "(«пазл» has 4, «кость» has 5)"),
    (["бант", "столы"], 1, "Error: «столы» is the plural of «стол»; Efremova's dictionary does not list it"),
    (["бант"], 2, "Error: give two words to join (and any marked links between them), "
                  "e.g. 'wordgames doublet бант коса'"),
    (["--verify", "--stats"], 2, "Error: choose one of --verify, --stats"),
    (["--links", "рана", "бант", "коса"], 2, "Error: --links goes with --verify (marked links), --puzzle "
                                             "or --reach (number of links); to solve with marked links, put them "
                                             "between the two words"),
    (["--puzzle", "--links", "7-5"], 2, "Error: --links with --puzzle takes a number of links or a range "
                                        "like 5-7, got '7-5'"),
    (["--stats", "бант"], 2, "Error: --stats takes no words, got 'бант'"),
    (["--all", "--batch", "-"], 2, "Error: --all goes with solving one doublet, not with --batch"),
    (["--batch", "/no/such/file"], 2, "Error: cannot read batch file '/no/such/file': No such file or directory"),
    (["--all", "бант", "раса", "коса"], 2, "Error: --all lists shortest chains of a doublet without marked links"),
])
def test_errors_are_one_line(run, args, code, line):
    result = run(*args)
    assert result.exit_code == code
    assert result.stderr.splitlines() == [line]
    assert "Traceback" not in result.output


def test_all_shortest_chains_json(run):
    data = json.loads(run("--all", "--json", "рак", "суп").stdout)
    assert data["count"] == len(data["chains"]) >= 1
    assert all(c[0] == "рак" and c[-1] == "суп" and len(c) == data["links"] + 2 for c in data["chains"])
    assert data["chain"] in data["chains"]


def test_verify_valid_chain_and_both_scores(run):
    result = run("--verify", "бант", "рант", "рана", "раса", "роса", "коса")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "valid chain: 4 links; the fewest possible is 4 (dictionary 'ru_nouns')",
        "score: 8 of 8 (Vanity Fair, 0 extra links)"]
    new = json.loads(run("--verify", "--json", "--score", "new", "бант", "рант", "рана", "раса", "роса",
                         "коса").stdout)
    assert (new["valid"], new["score"], new["worth"], new["method"]) == (True, 16, 16, "new")


def test_verify_lists_every_fault(run):
    result = run("--verify", "--links", "роса", "бант", "рана", "ранк")
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "word 2 «рана»: changes 2 letters of «бант» (at places 1, 4); rule 2 allows one",
        "word 3 «ранк»: «ранк» is in neither OpenCorpora nor Efremova's dictionary",
        "the marked link «роса» is not among the links; rule 3: marked links must be in the chain "
        "in the given order"]
    assert result.stderr.splitlines() == ["Error: the chain has 3 faults"]


def test_puzzle_is_reproducible_from_its_seed(run):
    first = run("--puzzle", "--length", "4", "--links", "5-7", "--count", "10", "--seed", "1", "--json")
    again = run("--puzzle", "--length", "4", "--links", "5-7", "--count", "10", "--seed", "1", "--json")
    assert first.exit_code == 0 and first.stdout == again.stdout
    data = json.loads(first.stdout)
    assert data["seed"] == 1 and len(data["puzzles"]) == 10
    assert all(5 <= p["links"] <= 7 and len(p["chain"]) == p["links"] + 2 for p in data["puzzles"])


def test_stats_json(run):
    data = json.loads(run("--stats", "--length", "4", "--json").stdout)
    assert data["words"] == FOUR            # LengthStats.words: how many words of that length
    assert data["longest_links"] == len(data["longest"]) - 2
    assert len(data["isolated"]) <= data["groups"]


def test_batch_goes_on_after_bad_lines(run, tmp_path):
    batch = tmp_path / "pairs.txt"
    batch.write_text("бант коса\nрак\n\n# a comment\nстолы стул\nпазл кость\nрыба, сеть\n", encoding="utf-8")
    result = run("--batch", str(batch))
    assert result.stdout.splitlines()[0] == "БАНТ рант рана раса роса КОСА  (4 links)"
    assert len(result.stdout.splitlines()) == 2
    assert result.stdout.splitlines()[1].startswith("РЫБА ")
    assert result.stderr.splitlines() == [
        f"Error: {batch}:2:1: a doublet needs at least two words, found 1",
        f"Error: {batch}:5: «столы» is the plural of «стол»; Efremova's dictionary does not list it",
        f"Error: {batch}:6: no chain: a doublet is two words of the same number of letters "
        "(«пазл» has 4, «кость» has 5)"]
    assert result.exit_code == 2           # the worst line: a malformed one


def test_batch_json_lines_from_stdin(run):
    result = run("--batch", "-", "--json", input="бант коса\nбант столы\n")
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert lines[0]["line"] == 1 and lines[0]["chain"] == ["бант", "рант", "рана", "раса", "роса", "коса"]
    assert lines[1] == {"line": 2, "input": ["бант", "столы"], "error": "«столы» is the plural of «стол»; Efremova's dictionary does not list it",
                        "code": "unknown-word"}
    assert result.exit_code == 1



def test_batch_stops_at_a_line_that_is_not_utf8(run, tmp_path):
    batch = tmp_path / "pairs.txt"
    batch.write_bytes("\ufeffбант коса\n".encode() + b"\xd0\xb1\xff\n" + "рыба сеть\n".encode())
    result = run("--batch", str(batch))
    assert result.stdout.splitlines() == ["БАНТ рант рана раса роса КОСА  (4 links)"]   # the BOM is dropped
    assert result.stderr.splitlines() == [f"Error: {batch}:2: not UTF-8 text (byte 3 of the line)"]
    assert result.exit_code == 2


def test_batch_answers_a_pipe_line_by_line(tmp_path):
    """The answer to a line comes before the next line is written: a program can talk to the batch."""
    import os
    import subprocess
    import sys
    import threading
    env = os.environ | {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1"}
    process = subprocess.Popen([sys.executable, "-m", "wordgames_cli", "doublet", "--batch", "-"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    watchdog = threading.Timer(60, process.kill)      # a batch that waits for the end of input fails, not hangs
    watchdog.start()
    try:
        process.stdin.write("бант коса\n".encode())
        process.stdin.flush()
        first = process.stdout.readline().decode()
        process.stdin.write("рыба сеть\n".encode())
        process.stdin.close()
        rest = process.stdout.read().decode()
    finally:
        watchdog.cancel()
        process.wait()
    assert first == "БАНТ рант рана раса роса КОСА  (4 links)\n"
    assert rest.startswith("РЫБА ") and process.returncode == 0

ENGLISH = """# Carroll's HEAD → TAIL, with frequencies so that his chain is the most familiar
head 4.0
heal 4.0
teal 3.0
tell 4.0
tall 4.0
tail 4.0
hear 3.0
heir 3.0
hair 3.0
hail 3.0
held 4.0
hell 2.0
"""


def test_english_word_list_with_dict(run, tmp_path):
    # BFS by hand: head; heal hear held; teal hell heir; tell hair; tall hail; tail.
    # Shortest chains (4 links): via heal-teal-tell, heal-hell-tell, held-hell-tell, hear-heir-hair-hail.
    # Rarest links: hell 2.0 in two of them; teal 3.0 (total 15) beats hear... 3.0 (total 12).
    words = tmp_path / "english.txt"
    words.write_text(ENGLISH, encoding="utf-8")
    result = run("--dict", str(words), "--oneline", "head", "tail")
    assert result.exit_code == 0
    assert result.stdout == ("HEAD hea[l] [t]eal te[l]l t[a]ll TA[I]L  "
                             "(4 links; dictionary 'english.txt', 12 words of 4 letters)\n")
    every = json.loads(run("--dict", str(words), "--all", "--json", "head", "tail").stdout)
    assert every["count"] == 4
    assert every["chains"][0] == ["head", "heal", "hell", "tell", "tall", "tail"]
    assert every["chain"] == ["head", "heal", "teal", "tell", "tall", "tail"]


def test_common_restricts_the_dictionary_and_says_so(run):
    common = Lexicon.default().restrict(3.0)
    data = json.loads(run("--common", "--json", "роза", "ваза").stdout)
    full = json.loads(run("--json", "роза", "ваза").stdout)
    assert data["dictionary"] == common.name == "ru_nouns, zipf ≥ 3"
    assert data["words_of_length"] == len(common.words(4))
    assert all(w in common for w in data["chain"])
    assert data["links"] + 1 == bfs_steps(common.words(4), "роза", "ваза") > full["links"] + 1
    rare = run("--common", "бант", "коса")               # «бант» has zipf 2.99
    assert rare.exit_code == 1
    assert rare.stderr.splitlines() == ["Error: «бант» is too rare for this dictionary (zipf 2.99 < 3)"]


def test_a_change_is_printed_with_the_letters_as_spelt():
    """лот → лёт changes о into ё, not into е (the words are kept folded, ё as е, and printed as spelt)."""
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    result = CliRunner().invoke(cli, ["doublet", "кот", "пёс"], env={"NO_COLOR": "1", "WORDGAMES_LANG": "en"})
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[:5] == ["КОТ", "лот   1: к→л", "лёт   2: о→ё", "лес   3: т→с", "ПЁС   1: л→п"]
