"""Hypothesis fuzz of every reader of user input: only house errors escape, and each names its place.

Each surface starts from a real example (a saved game of each game, a record of Змейка, a whole-game record,
a Yam sheet, a Dix Mille scoring table, a word list with frequencies, squares of «Словесный бой», a croquet
position, a castle croquet log, a user-words file) and mutates it: text cut, repeated, bytes and odd characters
put in, numbers made huge or not numbers; JSON values replaced by values of other types, huge or deeply
nested.  150 examples per surface in the default run (the file in about a minute); 3 000 under ``-m fuzz``.
"""

from __future__ import annotations

import copy
import functools
import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.errors import WordgamesError

sys.path.insert(0, str(Path(__file__).parent / "benchmarks"))
import bench_fuzz as seeds  # noqa: E402  the examples the CLI fuzz starts from

NAME = "fuzzed.in"
DEFAULT = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
MANY = settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)

# -- mutations -----------------------------------------------------------------------------------------------

ODD = st.sampled_from([None, True, False, -1, 0, 10**30, -2**63 - 1, 2**64, 1.5, 1e308, "", "x", "ё" * 300,
                       "\udcff", "\x00", [], {}, [[[]]], {"a": {}}, "9" * 400])
JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                        max_size=3),
                           max_leaves=8)
PIECES = st.sampled_from(["\n", "\t", " ", "#", "|", "*", "<", ":", ";", ",", ".", "-", "{", "[", '"', "nan", "inf",
                          "-1", "1e308", "9" * 40, "ё", "\x00", "\u202e", "\u0301", "\udcff", "\r", "\x1b"]) \
    | st.text(max_size=12)


def deep(levels: int):
    value = 1
    for k in range(levels):
        value = [value] if k % 2 else {"a": value}
    return value


@st.composite
def mutated_text(draw, seed: str) -> str:
    """Return ``seed`` with one to three cuts, insertions, deletions or repetitions."""
    text = seed
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.integers(0, 4))
        if kind == 0:
            text = text[:at]
        elif kind == 1:
            text = text[:at] + draw(PIECES) + text[at:]
        elif kind == 2:
            text = text[:at] + text[at + draw(st.integers(1, 30)):]
        elif kind == 3:
            text = text[:at] + draw(PIECES) * draw(st.sampled_from([2, 100, 5000])) + text[at:]
        else:
            lines = text.splitlines(keepends=True) or ["\n"]
            text = text[:at] + draw(st.sampled_from(lines)) * draw(st.sampled_from([2, 50, 2000])) + text[at:]
    return text


def places(value, path=()):
    yield path
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for k, v in children:
        yield from places(v, path + (k,))


@st.composite
def mutated_value(draw, seed):
    """Return a copy of the JSON value ``seed`` with one to three values replaced (odd, random, deep) or deleted."""
    value = copy.deepcopy(seed)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(list(places(value))))
        kind = draw(st.integers(0, 3))
        new = (copy.deepcopy(draw(ODD)) if kind == 0 else draw(JSON_VALUES) if kind == 1
               else deep(draw(st.sampled_from([63, 64, 65, 300]))) if kind == 2 else None)
        if not path:
            value = new
            continue
        parent = value
        for p in path[:-1]:
            parent = parent[p]
        if kind == 3:
            del parent[path[-1]]
        else:
            parent[path[-1]] = new
    return value


def mutated_json(seed) -> st.SearchStrategy[str]:
    """Return JSON texts of ``seed`` mutated as values or as text."""
    as_values = mutated_value(seed).map(lambda v: json.dumps(v, ensure_ascii=False))
    return as_values | mutated_text(json.dumps(seed, ensure_ascii=False, indent=1))


def house_error_only(call, name: str = NAME):
    """Run ``call``; a house error is fine when its message names ``name``; anything else escapes and fails."""
    try:
        call()
    except WordgamesError as e:
        assert name in str(e), f"message without its place: {e}"


# -- the examples --------------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def lexicon():
    from wordgames.lexicon import Lexicon
    return Lexicon.default()


SESSION_GAMES = {"croquet": ("games croquet", "random,random"), "yam": ("games yam", "random"),
                 "dixmille": ("games dixmille", "random,random"), "vertical": ("games vertical", "random,random"),
                 "battle": ("battle", "random"), "lines": ("battle lines", "random"),
                 "snake": ("snake", "random,random"), "castle": ("games castle", "random,random,random,random")}


@functools.lru_cache(maxsize=None)
def session_of(game: str) -> dict:
    """Return the session a one-game tournament of ``game`` writes."""
    import tempfile

    from click.testing import CliRunner
    from wordgames_cli.main import cli
    command, players = SESSION_GAMES[game]
    with tempfile.TemporaryDirectory() as tmp:
        result = CliRunner().invoke(cli, [*command.split(), "tournament", "--players", players, "--games", "1",
                                          "--records", tmp, "--no-progress", "--seed", "3"])
        assert result.exit_code == 0, result.output
        return json.loads(next(Path(tmp).glob("*.json")).read_text(encoding="utf-8"))


def croquet_position() -> dict:
    from wordgames.games.croquet.game import position_after
    return position_after("10-90", [4, 2, 9])[1].to_dict()


def castle_log() -> str:
    sys.path.insert(0, str(Path(__file__).parent))
    from test_castle_rules import WORKED_GAME
    return WORKED_GAME


# -- the readers, as one call each -------------------------------------------------------------------------------


def resume(tmp_path: Path, text: str) -> None:
    """What --resume does with a file: read the session, check its fields, replay it through the rules."""
    from wordgames.table.sitting import resume_session
    resume_session(in_file(tmp_path, text), lexicon())


def snake_record(text: str) -> None:
    from wordgames.snake import record
    game = record.parse_json(text, NAME) if text.lstrip().startswith("{") else record.parse_text(text, NAME)
    game.snake()


def whole_game(text: str) -> None:
    from wordgames.snake import wholegame_reader
    from wordgames.snake.referee import referee
    referee(lexicon(), wholegame_reader.load_text(text, NAME, lexicon()))


def yam_sheet(text: str) -> None:
    from wordgames.games.yam.sheet import Rules
    from wordgames.games.yam.sheetfile import check, parse_json, parse_text
    sheet = parse_json(text, NAME) if text.lstrip().startswith("{") else parse_text(text, NAME)
    check(sheet, Rules())


def in_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / NAME
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    return str(path)


def scoring_table(tmp_path: Path, text: str) -> None:
    from wordgames.games.dixmille.scoring import parse_table
    parse_table(in_file(tmp_path, text))


def word_list(tmp_path: Path, text: str) -> None:
    from wordgames.lexicon import Lexicon
    Lexicon.from_path(in_file(tmp_path, text)).explain("кот")


def squares(text: str) -> None:
    from wordgames.battle.score import directions_for, score_game
    from wordgames.battle.square import read_squares
    from wordgames.battle.words import scoring_words
    score_game(scoring_words(lexicon(), False), read_squares(text, path=NAME), directions_for(2))


def croquet(tmp_path: Path, text: str) -> None:
    from wordgames.games.croquet.game import position_after
    position_after("10-90", (), in_file(tmp_path, text))


def castle(text: str) -> None:
    from wordgames.games.castle_croquet.log import replay_session, replay_text
    from wordgames.files import parse_json
    replay_session(parse_json(text, NAME), NAME) if text.lstrip().startswith("{") else replay_text(text, NAME)


def user_words(text: str) -> None:
    from wordgames.lexicon.overlay import UserWords
    UserWords.parse(text, NAME, strict=False).render()


# -- the surfaces: (reader, does it need a folder, texts) --------------------------------------------------------


def surfaces():
    yield "snake record text", snake_record, False, mutated_text(seeds.SNAKE_RECORD)
    yield "snake record json", snake_record, False, mutated_json(seeds.SNAKE_RECORD_JSON)
    yield "whole-game record", whole_game, False, mutated_text(seeds.WHOLE_GAME)
    yield "yam sheet text", yam_sheet, False, mutated_text(seeds.YAM_SHEET) | mutated_text(seeds.YAM_PARTIAL)
    yield "yam sheet json", yam_sheet, False, mutated_json(seeds.YAM_SHEET_JSON)
    yield "dixmille table", scoring_table, True, mutated_json({"one": 200, "five": 0, "target": 3000})
    yield "word list", word_list, True, mutated_text(seeds.WORD_LIST)
    yield "squares", squares, False, mutated_text(seeds.SQUARES)
    yield "croquet position", croquet, True, st.deferred(lambda: mutated_json(croquet_position()))
    yield "castle log", castle, False, st.deferred(lambda: mutated_text(castle_log()))
    yield "user words", user_words, False, mutated_text(seeds.USER_WORDS)
    for game in SESSION_GAMES:
        yield f"{game} session", resume, True, st.deferred(lambda game=game: mutated_json(session_of(game)))
    yield "castle session replay", castle, False, st.deferred(lambda: mutated_json(session_of("castle")))
    yield "snake session referee", whole_game, False, st.deferred(lambda: mutated_json(session_of("snake")))


SURFACES = {name: rest for name, *rest in surfaces()}


def fuzz(name: str, tmp_path: Path, budget: settings) -> None:
    reader, needs_folder, texts = SURFACES[name]

    @budget
    @given(texts)
    def check(text):
        house_error_only(lambda: reader(tmp_path, text) if needs_folder else reader(text))
    check()


@pytest.mark.parametrize("name", list(SURFACES))
def test_only_house_errors_escape(name, tmp_path):
    fuzz(name, tmp_path, DEFAULT)


@pytest.mark.fuzz
@pytest.mark.parametrize("name", list(SURFACES))
def test_only_house_errors_escape_many(name, tmp_path):
    fuzz(name, tmp_path, MANY)
