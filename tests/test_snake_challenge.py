"""Records and challenges: the file formats, verdicts both ways, penalties, the drawing."""

import json

import pytest
from click.testing import CliRunner

from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.snake.challenge import Penalties, adjudicate
from wordgames.snake.record import from_words
from wordgames.snake.draw import draw
from wordgames.snake.record import parse_json, parse_text
from wordgames_cli.main import cli


@pytest.fixture(scope="module")
def lex():
    return Lexicon.default(user_words=None)


RECORD = """# a game
start: о
Оля: опера
Петя: ра|струб
Оля: <кино
Петя: бур*ан
discard: ж, ш
"""


def test_text_record():
    game = parse_text(RECORD, "g.txt")
    assert [(m.word, m.kind, m.added, m.player) for m in game.moves] == [
        ("опера", "first-right", 4, "Оля"), ("раструб", "right", 5, "Петя"),
        ("кино", "left", 3, "Оля"), ("буран", "right", 4, "Петя")]
    snake = game.snake()
    assert snake.text() == "кинопераструбуран"
    assert snake.right_word.word == "буран" and snake.leftmost_letter == "к"
    assert [c.letter for c in snake.cards if c.joker] == ["р"]
    assert game.seen_cards()["*"] == 1 and game.seen_cards()["ж"] == 1


def test_json_record_is_the_same_game():
    data = {"start": "о", "moves": [{"word": "опера", "player": "Оля"},
                                    {"word": "раструб", "overlap": 2, "player": "Петя"},
                                    {"word": "кино", "left": True, "player": "Оля"},
                                    {"word": "буран", "jokers": [2], "player": "Петя"}],
            "discards": ["ж", "ш"]}
    def moves(game):
        return [(m.word, m.kind, m.added, m.jokers, m.player) for m in game.moves]
    from_json, from_text = parse_json(json.dumps(data)), parse_text(RECORD)
    assert moves(from_json) == moves(from_text)
    assert (from_json.start, from_json.discards) == (from_text.start, from_text.discards)


@pytest.mark.parametrize("text, where, message", [
    ("опера\nшуба\n", (2, 1), "«шуба» cannot be placed here: rule 2: «шуба» must begin with the last "
                              "letters of the right word «опера»"),
    ("хлор\nхлорка\n", (2, 1), "«хлорка» cannot be placed here: rule 3: at least one letter of the right "
                               "word «хлор» must stay out of the new word"),
    ("start: оо\n", (1, 8), "'start:' takes one letter, found 'оо'"),
    ("Оля: опера дом\n", (1, 6), "one word per line, found 'опера дом'"),
    ("start: к\nопера\n", (2, 1), "the first word «опера» must begin or end with the face-up letter «к»"),
    ("опера\ndiscard: ж 7\n", (2, 12), "unknown card '7' in the discard pile"),
    ("# nothing\n", (None, None), "the record has no words"),
])
def test_record_errors_name_line_and_column(text, where, message):
    with pytest.raises(InputFormatError) as e:
        parse_text(text, "g.txt")
    assert (e.value.line, e.value.column, e.value.message) == (*where, message)


def test_drawing_alternates_neighbours():
    assert draw(parse_text(RECORD).snake()) == [
        "К И Н           С Т Р У Б",
        "      О П Е Р А           У Р*А Н",
    ]


def test_claim_correct_fines_the_challenger(lex):
    v = adjudicate(lex, from_words(["опера", "раструб"]), claim="бубен")
    assert (v.verdict, v.side, v.penalty) == ("upheld", "challenger", 100)
    v = adjudicate(lex, from_words(["опера", "раструб"]), claim="бубен",
                   penalties=Penalties(unfounded_distrust=50))
    assert v.penalty == 50


@pytest.mark.parametrize("claim, reason", [
    ("шуба", "rule 2: «шуба» must begin with the last letters of the right word «раструб»"),
    ("бабы", "rule 6: «бабы» is the plural of «баба»; Efremova's dictionary does not list it"),
    ("бык", "rule 4: «бык» has 3 letters; at least four are needed"),
    ("опера", "rule 2: «опера» must begin with the last letters of the right word «раструб»"),
])
def test_wrong_claim_loses_but_says_what_existed(lex, claim, reason):
    v = adjudicate(lex, from_words(["опера", "раструб"]), claim=claim)
    assert (v.verdict, v.side, v.penalty) == ("lost", "challenged", "loss of the game")
    assert v.reasons[0] == reason
    assert v.reasons[-1].startswith("a correct continuation did exist, e.g. «")
    assert v.count > 1000 and len(v.continuations) == 5


def test_claim_of_a_played_word(lex):
    v = adjudicate(lex, from_words(["опера", "раструб", "бубен", "енот"]), claim="тбилиси")
    assert v.verdict == "lost"
    v = adjudicate(lex, from_words(["опера", "ракета", "атом", "омар", "ар|буз"]), claim="зона")
    assert v.verdict == "upheld"
    v = adjudicate(lex, from_words(["опера", "ракета", "атом", "омар", "ар|буз", "зона"]), claim="атом")
    assert v.verdict == "lost" and v.reasons[0] == "rule 6: «атом» has already been played in this game"


def test_no_claim_dead_end_and_live_word(lex):
    dead = adjudicate(lex, from_words(["скот", "тушь"]))
    assert (dead.verdict, dead.count, dead.continuations) == ("lost", 0, ())
    assert "«ь», «шь», «ушь»" in dead.reasons[0]
    live = adjudicate(lex, from_words(["опера", "раструб"]))
    assert live.verdict == "upheld" and live.continuations[0] in lex


def run(*args, input=None):
    return CliRunner().invoke(cli, ["snake", *args], input=input)


def test_cli_check_and_exit_codes():
    ok = run("check", "опера", "--after", "укроп")
    assert ok.exit_code == 0 and ok.output.startswith("accepted: «опера» (right placement, new cards ЕРА), 7 points")
    bad = run("check", "хлорка", "--after", "хлор", "--json")
    assert bad.exit_code == 1
    data = json.loads(bad.output)
    assert data["faults"] == [{"rule": "3", "message": "at least one letter of the right word «хлор» must stay "
                                                       "out of the new word"}]
    # хлорка (bleach) is feminine, хлор masculine: not a diminutive of it (a rare word: only the note on it)
    assert [w for w in data["warnings"] if "diminutive" in w] == [] and data["warnings"][0].endswith(
        ": a table may dispute it")


def test_cli_continuations_proof():
    dead = run("continuations", "тушь")
    assert dead.exit_code == 1
    assert "Searched every ending: «ь», «шь», «ушь»" in dead.output
    live = run("continuations", "раструб", "--limit", "3", "--json")
    data = json.loads(live.output)
    assert live.exit_code == 0 and len(data["continuations"]) == 3 and data["count"] > 1000


def test_cli_continuations_with_cards():
    # Every б, у, р, с, т and all jokers seen... a short word still possible? Only the unseen letters count.
    result = run("continuations", "раструб", "--cards", "б" * 10 + "****", "--json")
    data = json.loads(result.output)
    assert all("б" not in c["new"] for c in data["continuations"])
    bad = run("continuations", "раструб", "--cards", "ъъъъъ")
    assert bad.exit_code == 2
    assert bad.stderr.strip() == "Error: --cards: 5 cards «ъ» seen, but the set has only 4"


def test_cli_challenge_json_fields(tmp_path):
    path = tmp_path / "game.txt"
    path.write_text(RECORD, encoding="utf-8")
    result = run("challenge", str(path), "--claim", "ангел", "--json")
    data = json.loads(result.output)
    assert {"verdict", "penalty", "side", "continuations", "reasons"} <= set(data)
    assert data["verdict"] == "upheld" and data["challenged"] == "Петя" and result.exit_code == 0
    result = run("challenge", "--played", "скот,тушь")
    assert result.exit_code == 1 and "verdict: lost" in result.output     # a lost verdict is a rejection
    lost = run("challenge", "--played", "скот,тушь", "--json")
    assert lost.exit_code == 1 and json.loads(lost.output)["verdict"] == "lost"


def test_cli_challenge_usage_errors(tmp_path):
    both = run("challenge")
    assert both.exit_code == 2
    assert both.stderr.strip() == "Error: give a game record file or --played W1,W2,...,RIGHT_WORD (one of them)"
    path = tmp_path / "bad.txt"
    path.write_text("опера\nшуба\n", encoding="utf-8")
    bad = run("challenge", str(path))
    assert bad.exit_code == 2 and bad.stderr.startswith(f"Error: {path}:2:1: «шуба» cannot be placed here")


def test_cli_show(tmp_path):
    path = tmp_path / "game.txt"
    path.write_text(RECORD, encoding="utf-8")
    result = run("show", str(path))
    assert result.exit_code == 0
    assert result.output.splitlines()[:2] == draw(parse_text(RECORD).snake())
    assert "right word: «буран»; leftmost letter: «к»" in result.output
    piped = run("show", "-", "--json", input=RECORD)
    data = json.loads(piped.output)
    assert piped.exit_code == 0 and data["right_word"] == "буран" and data["drawing"] == draw(parse_text(RECORD).snake())
