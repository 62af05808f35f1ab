"""The `wordgames dict` commands and the CLI's error discipline."""

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli


@pytest.fixture
def run(tmp_path):
    env = {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1"}

    def invoke(*args):
        return CliRunner().invoke(cli, list(args), env=env)
    invoke.user_file = tmp_path / "user-words.txt"
    return invoke


def test_check_accepts_and_rejects(run):
    ok = run("dict", "check", "крест", "ножницы")
    assert ok.exit_code == 0
    assert ok.output.splitlines() == ["yes  крест: «крест» is in OpenCorpora and in Efremova's dictionary",
                                      "yes  ножницы: «ножницы» is in OpenCorpora and in Efremova's dictionary"]
    bad = run("dict", "check", "крест", "столы")
    assert bad.exit_code == 1
    assert bad.output.splitlines()[1] == ("no   столы: «столы» is the plural of «стол»; "
                                          "Efremova's dictionary does not list it")


def test_check_json(run):
    result = run("dict", "check", "--json", "кота", "кот")
    data = json.loads(result.output)
    assert [(d["word"], d["accepted"], d["reason"], d["evidence"], d["sources"]) for d in data] == [
        ("кота", False, "«кота» is the genitive of «кот»; Efremova's dictionary does not list it",
         {"opencorpora": "form", "efremova": "not-listed"}, []),
        ("кот", True, "«кот» is in OpenCorpora and in Efremova's dictionary",
         {"opencorpora": "noun", "efremova": "noun"}, ["efremova", "opencorpora"])]
    assert result.exit_code == 1


def test_latin_lookalike_warning(run):
    result = run("dict", "check", "к\u006fт")
    assert result.exit_code == 0
    assert "Warning: 'кoт': Latin 'o' at position 2 read as Cyrillic 'о'" in result.stderr


@pytest.mark.parametrize("args, line", [
    (["dict", "check", "--bogus", "x"], "Error: No such option '--bogus'. (see 'wordgames dict check --help')"),
    (["dict", "check"], "Error: Missing argument 'WORDS...'. (see 'wordgames dict check --help')"),
    (["nosuch"], "Error: No such command 'nosuch'. (see 'wordgames --help')"),
    (["dict", "check", "--dict", "/no/such/file.txt", "кот"],
     "Error: cannot read dictionary '/no/such/file.txt': No such file or directory"),
    (["dict", "export", "--length", "0"],
     "Error: Invalid value for '--length': 0 is not in the range x>=1. (see 'wordgames dict export --help')"),
])
def test_usage_errors_are_one_line_exit_2(run, args, line):
    result = run(*args)
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [line]
    assert "Traceback" not in result.output


def test_user_words_round_trip(run):
    assert run("dict", "add", "блинчище", "--note", "links блин").exit_code == 0
    assert run("dict", "remove", "кофе").exit_code == 0
    assert run("dict", "check", "блинчище").exit_code == 0
    assert run("dict", "check", "кофе").output.strip() == "no   кофе: «кофе» was removed by the user"
    listed = json.loads(run("dict", "user", "--json").output)
    assert listed["added"] == {"блинчище": "links блин"} and listed["removed"] == {"кофе": ""}
    assert "+блинчище  links блин" in run.user_file.read_text(encoding="utf-8")
    assert run("dict", "add", "кофе").exit_code == 0   # back in, and no entry left for it
    assert json.loads(run("dict", "user", "--json").output)["removed"] == {}
    assert "блинчище" in run("dict", "export", "--length", "8").output.split()
    assert "блинчище" not in run("dict", "export", "--length", "8", "--no-user-words").output.split()


def test_remove_unknown_word_is_rejected(run):
    result = run("dict", "remove", "столы")
    assert result.exit_code == 1
    assert result.stderr.strip() == ("Error: «столы» is the plural of «стол»; Efremova's dictionary does not list it; "
                                     "nothing to remove")


def test_add_refuses_non_letters(run):
    result = run("dict", "add", "ко-фе")
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: cannot add 'ко-фе': hyphen '-' at position 3"


def test_export_and_info_agree(run):
    words = run("dict", "export", "--length", "4").output.split()
    assert words == sorted(words) and "бант" in words and all(len(w) == 4 for w in words)
    info = json.loads(run("dict", "info", "--json").output)
    assert info["by_length"]["4"] == len(words)
    assert info["words"] == sum(info["by_length"].values())
    assert info["source"][0].startswith("source: OpenCorpora")


def test_dict_option_with_english_list(run, tmp_path):
    path = tmp_path / "en.txt"
    path.write_text("head\nheal\n", encoding="utf-8")
    result = run("dict", "check", "--dict", str(path), "head", "tail")
    assert result.exit_code == 1
    assert result.output.splitlines()[1] == "no   tail: «tail» is not in the word list 'en.txt'"


def test_min_zipf_option(run):
    result = run("dict", "check", "--min-zipf", "3", "рант")
    assert result.exit_code == 1 and "too rare" in result.output


def test_module_entry_point_and_version():
    out = subprocess.run([sys.executable, "-m", "wordgames_cli", "--version"],
                         capture_output=True, text=True, env={**os.environ})
    assert out.returncode == 0 and out.stdout.strip() == "wordgames, version 0.1.0 (interface: English)"


@pytest.mark.parametrize("args, code, line", [
    (["--source", "opencorpora", "знакомая"], 1,
     "no   знакомая: «знакомая» is in Efremova's dictionary, not in OpenCorpora, and this table takes only "
     "OpenCorpora's words (--source opencorpora)"),
    (["--source", "efremova", "знакомая"], 0,
     "yes  знакомая: «знакомая» is a noun in Efremova's dictionary; OpenCorpora has it only as an adjective"),
    (["--source", "both", "зашвыривание"], 1,
     "no   зашвыривание: «зашвыривание» is only in Efremova's dictionary, and this table takes only the words both "
     "dictionaries list (--source both)"),
    (["--source", "any", "зашвыривание"], 0,
     "yes  зашвыривание: «зашвыривание» is in Efremova's dictionary, not in OpenCorpora"),
    (["вуз"], 0, "yes  вуз: «вуз» is in Efremova's dictionary, an abbreviation written in lower case and declined; "
                 "OpenCorpora marks it as an abbreviation"),
    (["ссср"], 1, "no   ссср: «ссср» is an abbreviation written in capitals (a place name); Efremova's dictionary "
                  "does not list it"),
])
def test_check_names_the_evidence_and_takes_source(run, args, code, line):
    result = run("dict", "check", *args)
    verdicts = [shown for shown in result.output.splitlines() if not shown.startswith("     ")]   # not the notes
    assert (result.exit_code, verdicts) == (code, [line])


def test_info_counts_words_per_source(run):
    info = json.loads(run("dict", "info", "--json", "--no-user-words").output)
    assert info["by_source"] == {"opencorpora": 67632, "efremova": 50651, "both": 39933}   # dictionaries/README.md
    assert info["words"] == 67632 + 50651 - 39933 and info["source_choice"] == "any"
    both = json.loads(run("dict", "info", "--json", "--no-user-words", "--source", "both").output)
    assert both["words"] == 39933 and both["source_choice"] == "both"
    text = run("dict", "info", "--no-user-words", "--source", "both").output.splitlines()
    assert "by source:  OpenCorpora 39933, Efremova's dictionary 39933, both 39933" in text
    assert "taken:      only the words both dictionaries list (--source both)" in text


@pytest.mark.parametrize("args, line", [
    (["--source", "both", "--dict", "{path}", "кот"], "Error: --source both takes the shipped dictionaries' words; "
                                                     "the word list 'words.txt' does not say which dictionary each "
                                                     "word comes from"),
    (["--source", "all", "кот"], "Error: Invalid value for '--source': 'all' is not one of 'any', 'both', "
                                 "'opencorpora', 'efremova'. (see 'wordgames dict check --help')"),
])
def test_source_usage_errors(run, tmp_path, args, line):
    path = tmp_path / "words.txt"
    path.write_text("кот\n", encoding="utf-8")
    result = run("dict", "check", *[a.format(path=path) for a in args])
    assert result.exit_code == 2 and result.stderr.strip().splitlines() == [line]
