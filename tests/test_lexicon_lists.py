"""Other word lists (--dict), plain and compiled, in any alphabet."""

import pytest

from wordgames.errors import ArgumentError, InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.lexicon.values import build_trie


def test_plain_english_list(tmp_path):
    path = tmp_path / "en.txt"
    path.write_text("# Carroll's words\nhead 4.5\nheal\nteal\ntell\ntall\ntail\n", encoding="utf-8")
    lex = Lexicon.from_path(path)
    assert lex.script == "latin"
    assert "HEAD" in lex and "tail" in lex and "cat" not in lex
    assert lex.frequency("head") == 4.5 and lex.frequency("heal") == 0.0
    assert lex.explain("cat").reason == "«cat» is not in the word list 'en.txt'"
    # A Cyrillic look-alike in an English word is read as Latin, with a note.
    assert lex.explain("t\u0435al").notes == ("Cyrillic 'е' at position 2 read as Latin 'e'",)


def test_compiled_trie(tmp_path):
    path = tmp_path / "tiny.marisa"
    path.write_bytes(build_trie([("кот", 4.0, ["кот"]), ("еж", 3.0, ["ёж"])]).tobytes())
    lex = Lexicon.from_path(path)
    assert "ёж" in lex and lex.spelling("еж") == "ёж" and lex.frequency("кот") == 4.0


@pytest.mark.parametrize("text, message", [
    ("", "the word list is empty"),
    ("# only a comment\n", "the word list is empty"),
    ("кот 4.1\nкит x\n", "expected a frequency from 0 to 8 after the word, found 'x'"),
    ("кот nan\n", "expected a frequency from 0 to 8 after the word, found 'nan'"),
    ("кот inf\n", "expected a frequency from 0 to 8 after the word, found 'inf'"),
    ("кот -1\n", "expected a frequency from 0 to 8 after the word, found '-1'"),
    ("кот 1e308\n", "expected a frequency from 0 to 8 after the word, found '1e308'"),
    ("кот 8.01\n", "expected a frequency from 0 to 8 after the word, found '8.01'"),
])
def test_bad_lists(tmp_path, text, message):
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputFormatError) as e:
        Lexicon.from_path(path)
    assert e.value.message == message


def test_bad_list_names_line_and_column(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("кот 4.1\nкит x\n", encoding="utf-8")
    with pytest.raises(InputFormatError) as e:
        Lexicon.from_path(path)
    assert str(e.value) == f"{path}:2:5: expected a frequency from 0 to 8 after the word, found 'x'"


def test_missing_and_binary_files(tmp_path):
    with pytest.raises(ArgumentError, match="cannot read dictionary"):
        Lexicon.from_path(tmp_path / "nope.txt")
    path = tmp_path / "latin1.txt"
    path.write_bytes("caf\xe9\n".encode("latin-1"))
    with pytest.raises(InputFormatError, match="not UTF-8"):
        Lexicon.from_path(path)


def test_restricted_plain_list_explains_rarity(tmp_path):
    path = tmp_path / "en.txt"
    path.write_text("cat 4.5\ncot 2.0\n", encoding="utf-8")
    common = Lexicon.from_path(path).restrict(3.0)
    assert "cat" in common and "cot" not in common
    assert common.explain("cot").reason == "«cot» is too rare for this dictionary (zipf 2.00 < 3)"
    assert common.explain("dog").reason == "«dog» is not in the word list 'en.txt, zipf ≥ 3'"
