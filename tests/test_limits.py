"""The limits of docs/limits.md, each refused with one located Error: line before the input is read whole."""


import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli


@pytest.fixture
def gigabyte(tmp_path):
    path = tmp_path / "big.txt"
    with open(path, "wb") as f:
        f.truncate(1 << 30)                  # a sparse file: a gigabyte on paper, nothing on disk
    return path


@pytest.mark.parametrize("args, limit", [
    (["battle", "score", "{f}"], 4 << 20), (["battle", "show", "{f}"], 4 << 20),
    (["snake", "show", "{f}"], 64 << 20), (["snake", "referee", "{f}"], 64 << 20),
    (["games", "yam", "sheet", "{f}"], 1 << 20), (["games", "castle", "replay", "{f}"], 16 << 20),
    (["games", "croquet", "play", "--resume", "{f}"], 32 << 20),
    (["games", "croquet", "solve", "--position", "{f}"], 64 << 20),
])
def test_a_gigabyte_file_is_refused_by_its_size(args, limit, gigabyte):
    result = CliRunner().invoke(cli, [a.format(f=gigabyte) for a in args])
    assert result.exit_code == 2
    assert result.output == f"Error: {gigabyte}: the file is {1 << 30} bytes; the limit is {limit}\n"


def test_a_batch_line_is_bounded(tmp_path):
    path = tmp_path / "batch.txt"
    path.write_bytes(b"a" * 10_000)
    result = CliRunner().invoke(cli, ["doublet", "--batch", str(path)])
    assert (result.exit_code, result.output) == (2, f"Error: {path}:1: the line is longer than 4096 bytes\n")


@pytest.mark.parametrize("text, message", [
    ("к" * 101, "1:101: a row has at most 100 cells"),
    ("кот\n" * 101, "101:1: a square has at most 100 rows"),
    ("кот\n\n" * 65, "129:1: a file holds at most 64 squares"),
    ((("к" * 100 + "\n") * 100 + "\n") * 4 + "кот\n",     # four full squares of 100 × 100, then three cells
     "405:1: the squares of a file hold at most 40000 cells together"),
])
def test_squares_are_bounded(text, message, tmp_path):
    path = tmp_path / "squares.txt"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["battle", "score", str(path)])
    assert (result.exit_code, result.output) == (2, f"Error: {path}:{message}\n")


@pytest.mark.parametrize("goal, message", [
    (210, "not a croquet course: the post must be 20 to 200, not 210"),
    (100_000, "not a croquet course: the post must be 20 to 200, not 100000"),
])
def test_a_made_up_course_is_bounded(goal, message):
    from wordgames.errors import InputFormatError
    from wordgames.games.croquet.rules import Rules
    with pytest.raises(InputFormatError, match=message):
        Rules(goal=goal, gates=(10,))
