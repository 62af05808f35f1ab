"""`wordgames battle`: score, show and letters, their output and their one-line errors."""

import json

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli

WORDS = "бой\nкот\nбойкот\nбак\nад\nсад\n"

# Оля: → бойкот 5 (r1c1), ад 1 (r2c1), сад 2 (r3c3, not «ад» inside it); ↓ бак 2 (column 1) = 10.
# Петя: → сад 2.  Struck (variation 2): «сад», counted by both -> Оля 8, Петя 0.
GAME = """\
# name: Оля
бойкот
ад....
к.сад.

# name: Петя
сад...
......
......
"""

EXAMPLE = "БОЙКОТ\nАЛЕРХС\nКОПЕРА\nЖВЕСАД\nПОЧТАФ\nЫЯЬЬСЮ\n"


@pytest.fixture
def files(tmp_path):
    (tmp_path / "words.txt").write_text(WORDS, encoding="utf-8")
    (tmp_path / "game.txt").write_text(GAME, encoding="utf-8")
    (tmp_path / "example.txt").write_text(EXAMPLE, encoding="utf-8")
    return tmp_path


@pytest.fixture
def run(tmp_path):
    env = {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1"}

    def invoke(*args, input=None):
        return CliRunner().invoke(cli, list(map(str, args)), env=env, input=input)
    return invoke


def test_score_table(run, files):
    result = run("battle", "score", files / "game.txt", "--dict", files / "words.txt")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "Оля: 10 points",
        "  dir  line    start  word    points",
        "  →    row 1   r1c1   бойкот       5",
        "  →    row 2   r2c1   ад           1",
        "  →    row 3   r3c3   сад          2",
        "  ↓    col 1   r1c1   бак          2",
        "  total 10 (→ 8, ↓ 2)",
        "",
        "Петя: 2 points",
        "  dir  line    start  word  points",
        "  →    row 1   r1c1   сад        2",
        "  total 2 (→ 2, ↓ 0)",
        "",
        "totals: Оля 10, Петя 2",
    ]


def test_score_explain(run, files):
    result = run("battle", "score", files / "game.txt", "--dict", files / "words.txt", "--explain")
    lines = result.stdout.splitlines()
    start = lines.index("  not counted, a better choice in the same line covers them:")
    assert lines[start + 1:start + 4] == [
        "    бой r1c1 →      2  covered by бойкот r1c1 →",
        "    кот r1c4 →      2  covered by бойкот r1c1 →",
        "    ад r3c4 →       1  covered by сад r3c3 →",
    ]
    # Петя's «сад» holds «ад» too, passed over
    assert lines[-4:] == ["  not counted, a better choice in the same line covers them:",
                          "    ад r1c2 →     1  covered by сад r1c1 →",
                          "",
                          "totals: Оля 10, Петя 2"]
    alone = run("battle", "score", "-", "--dict", files / "words.txt", "--explain", input="бак\n")
    assert alone.stdout.splitlines()[-1] == "  every word found is counted"


def test_strike_duplicates(run, files):
    result = run("battle", "score", files / "game.txt", "--dict", files / "words.txt",
                 "--strike-duplicates", "--json")
    assert result.exit_code == 0
    olya, petya = json.loads(result.stdout)["players"]
    assert (olya["total"], petya["total"]) == (8, 0)
    assert olya["struck"] == [{"word": "сад", "spelling": "сад", "direction": "right", "row": 3,
                               "col": 3, "points": 2, "also_in": ["Петя"]}]
    assert [w["word"] for w in petya["struck"]] == ["сад"] and petya["words"] == []
    text = run("battle", "score", files / "game.txt", "--dict", files / "words.txt",
               "--strike-duplicates").stdout.splitlines()
    assert "  struck, counted by more than one player (variation 2):" in text
    assert "    сад r3c3 →      2  also counted by Петя" in text


def test_score_json(run, files):
    result = run("battle", "score", files / "game.txt", "--dict", files / "words.txt", "--json")
    data = json.loads(result.stdout)
    assert data["dictionary"] == "words.txt" and data["directions"] == ["right", "down"]
    olya = data["players"][0]
    assert olya["name"] == "Оля" and olya["total"] == 10
    assert olya["by_direction"] == {"right": 8, "down": 2}
    assert [(w["word"], w["direction"], w["row"], w["col"], w["points"]) for w in olya["words"]] == [
        ("бойкот", "right", 1, 1, 5), ("ад", "right", 2, 1, 1), ("сад", "right", 3, 3, 2),
        ("бак", "down", 1, 1, 2)]


def test_the_texts_example_with_the_shipped_dictionary(run, files):
    result = run("battle", "score", files / "example.txt", "--json")
    (player,) = json.loads(result.stdout)["players"]
    assert player["total"] == 36 and player["by_direction"] == {"right": 17, "down": 19}
    assert next(w for w in player["words"] if w["word"] == "крест")["col"] == 4
    eight = json.loads(run("battle", "score", files / "example.txt", "--json",
                           "--directions", "8").stdout)
    assert eight["players"][0]["total"] == 57        # 55 with OpenCorpora alone; Efremova adds «пе» ↑ and «ро» ↗


def test_standard_input(run, files):
    result = run("battle", "score", "-", "--dict", files / "words.txt", input="бойкот\n")
    assert result.stdout.splitlines()[0] == "player 1: 5 points"


def test_allow_proper(run, files):
    (files / "rim.txt").write_text("римкот\n", encoding="utf-8")
    plain = json.loads(run("battle", "score", files / "rim.txt", "--json").stdout)
    proper = json.loads(run("battle", "score", files / "rim.txt", "--json", "--allow-proper").stdout)
    assert plain["players"][0]["total"] == 2                  # «кот»; «Рим» is a place name
    assert proper["players"][0]["total"] == 4
    assert proper["dictionary"] == "ru_nouns + ru_proper"


def test_show_plain_marks(run, files):
    lines = run("battle", "show", files / "game.txt", "--dict", files / "words.txt").stdout.splitlines()
    assert lines[:6] == [
        "Оля: 10 points",
        "  Б+ О- Й- К- О- Т-",
        "  А+ Д- ·  ·  ·  ·",
        "  К| ·  С- А- Д- ·",
        "  → бойкот ад сад",
        "  ↓ бак",
    ]
    legend = next(i for i, line in enumerate(lines) if line.startswith("marks: "))
    assert " ".join(lines[legend:]).startswith("marks: - in a counted word across")
    assert all(len(line) <= 80 for line in lines)


def test_letters(run):
    first = run("battle", "letters", "--seed", "7")
    assert first.exit_code == 0
    letters = first.stdout.split()
    assert len(letters) == 36 and all(len(x) == 1 and x.isupper() for x in letters)
    assert run("battle", "letters", "--seed", "7").stdout == first.stdout
    data = json.loads(run("battle", "letters", "--seed", "7", "--json", "--count", "5").stdout)
    assert data["seed"] == 7 and data["weights"] == "corpus"
    assert [x.upper() for x in data["letters"]] == letters[:5]
    assert data["percent"]["о"] == 10.97 and "ё" not in data["percent"]


def test_letters_without_seed_print_one(run):
    result = run("battle", "letters", "--count", "3")
    assert result.stderr.startswith("seed: ")
    seed = int(result.stderr.split()[1])
    assert run("battle", "letters", "--count", "3", "--seed", seed).stdout == result.stdout


def test_letters_noun_weights(run, files):
    data = json.loads(run("battle", "letters", "--seed", "1", "--json", "--weights", "nouns",
                          "--dict", files / "words.txt").stdout)
    # бой кот бойкот бак ад сад: 20 letters, о 4, б 3, к 3, а 3, й 2, т 2, д 2, с 1
    assert data["percent"] == {"а": 15.0, "б": 15.0, "д": 10.0, "й": 10.0, "к": 15.0, "о": 20.0,
                               "с": 5.0, "т": 10.0}
    assert set(data["letters"]) <= set("бойкатдс")


@pytest.mark.parametrize("content, line", [
    ("кот\nк%т\n", "{path}:2:2: unknown character '%' (expected a letter or one of . _ - * ? for an empty cell)"),
    ("кот\nко\n", "{path}:2:3: this row has 2 cells, the first row of the square has 3"),
    ("", "{path}:1:1: the file is empty"),
])
def test_format_errors_exit_2(run, files, content, line):
    path = files / "bad.txt"
    path.write_text(content, encoding="utf-8")
    result = run("battle", "score", path, "--dict", files / "words.txt")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == ["Error: " + line.format(path=path)]


@pytest.mark.parametrize("args, line", [
    (["battle", "score", "/no/such.txt"], "Error: cannot read '/no/such.txt': No such file or directory"),
    (["battle", "score", "x", "--directions", "4"],
     "Error: Invalid value for '--directions': '4' is not one of '2', '8'. "
     "(see 'wordgames battle score --help')"),
    (["battle", "letters", "--count", "-1"],
     "Error: Invalid value for '--count': -1 is not in the range 0<=x<=100000. "
     "(see 'wordgames battle letters --help')"),
])
def test_usage_errors_exit_2(run, args, line):
    result = run(*args)
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [line]


def test_lookalike_warning(run, files):
    path = files / "latin.txt"
    path.write_text("бойкoт\n", encoding="utf-8")          # a Latin o in the fifth cell
    result = run("battle", "score", path, "--dict", files / "words.txt")
    assert result.exit_code == 0
    assert result.stderr.splitlines() == [f"Warning: {path}:1:5: Latin 'o' read as Cyrillic 'о'"]
    assert result.stdout.splitlines()[0] == "player 1: 5 points"


def test_one_row_squares_warn(run, files):
    path = files / "spaced.txt"
    path.write_text("Б О Й К О Т\n\nА Л Е Р Х С\n", encoding="utf-8")
    result = run("battle", "score", path, "--dict", files / "words.txt")
    assert ("Warning: every square has one row: blank lines separate players' squares, not rows"
            in result.stderr)


def docs_block(after: str) -> list[str]:
    """Return the lines of the first code block after the line starting with ``after`` in docs/battle.md."""
    from pathlib import Path
    lines = (Path(__file__).resolve().parents[1] / "docs" / "battle.md").read_text(encoding="utf-8").splitlines()
    start = next(k for k, line in enumerate(lines) if line.startswith(after))
    begin = lines.index("```", start) + 1
    return lines[begin:lines.index("```", begin)]


def test_docs_show_the_real_output(run, files):
    score = run("battle", "score", files / "example.txt").stdout.splitlines()
    assert score == docs_block("`score` on the example")
    show = run("battle", "show", files / "example.txt").stdout.splitlines()
    legend = next(i for i, line in enumerate(show) if line.startswith("marks: "))
    assert show[:legend] == docs_block("`show` marks each cell")


def test_lexicon_options_apply(run, files):
    # --common keeps zipf ≥ 3: «олово» (2.89) and «охра» (2.41) drop out, «лов» (3.21) takes
    # column 2: 36 − 4 + 2 − 3 = 31.
    data = json.loads(run("battle", "score", files / "example.txt", "--common", "--json").stdout)
    (player,) = data["players"]
    assert player["total"] == 31
    assert ("лов", "down", 2, 2) in [(w["word"], w["direction"], w["row"], w["col"]) for w in player["words"]]


def test_colour_marks():
    from wordgames.battle.score import score_square
    from wordgames.battle.square import Square
    from wordgames.lexicon import Lexicon
    from wordgames.battle.render import MARK_STYLES, square_lines
    from wordgames_cli.common import STYLES
    import click
    score = score_square(Lexicon.from_words(["кот"]), Square.parse("кот\nа.."))

    def paint(text, mark):
        return click.style(text, **STYLES[MARK_STYLES.get(mark, "other")])
    plain, coloured = square_lines(score), square_lines(score, paint)
    assert plain == ["  К- О- Т-", "  а  ·  ·"]
    assert coloured[0].startswith("  \x1b[") and "К" in coloured[0] and coloured[1] == plain[1]


def test_referee_warnings(run, files):
    # Оля's letters: а×2 б д×2 й к×2 о×2 с т (12); Петя's: а д с.  12 calls are 6 whole rounds.
    result = run("battle", "score", files / "game.txt", "--dict", files / "words.txt")
    assert result.stderr.splitlines() == [
        "Warning: Петя's square holds other letters than Оля's: nothing in place of а, б, д, й, к×2, о×2, т"]
