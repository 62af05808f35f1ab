"""What a refused saved game says: the move in the game's own notation, places by their names, never a Python value."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from wordgames.registry import info
from wordgames.table.loop import draw_chance
from wordgames.table.sitting import new_session
from wordgames_cli.main import cli

PYTHON_VALUE = re.compile(r"\b[A-Z]\w*\(\w+=|\(\d+, \d+\)")
"""A dataclass or named tuple written by its repr (``Place(cell=``), or a cell as a tuple (``(1, 0)``)."""


def tampered(tmp_path, lexicon, name: str, players: str, bad: list, seed: int = 1) -> str:
    """Write a session of ``name``: the seeded deal or throw, then the actions ``bad`` (JSON); return its path."""
    entry = info(name)
    game, session = new_session(entry, players, seed=seed, lexicon=lexicon if entry.word_game else None)
    state, chances = game.new_initial_state(), 0
    while state.is_chance_node():
        outcome = draw_chance(state, seed, chances)
        chances += 1
        session.actions.append(game.action_to_json(outcome))
        state = state.apply(outcome)
    session.actions += bad
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(session.to_dict(), ensure_ascii=False), encoding="utf-8")
    return str(path)


# (game, players, the bad actions after the deal, the move as the refusal must end, in English and Russian);
# each move written by hand from the game's notation in docs/<game>.md
REFUSED = [
    ("battle", "random,random", [{"place": [1, 1]}], "('a1')", "(«a1»)"),
    ("lines", "random", ["a1 b1"], "('a1 b1')", "(«a1 b1»)"),
    ("snake", "random,random", ["first кот"], "('кот')", "(«кот»)"),
    ("yam", "random,random", [{"keep": [3]}], "('k 3')", "(«о 3»)"),
    ("dixmille", "random,random", [{"combos": [["single", [5]]], "bank": True}], "('single 5 b')", "(«кубик 5 з»)"),
    ("croquet", "random,random", [9], "('9')", "(«9»)"),
    ("castle", "random,random,random,random", ["stroke green"], "('stroke green')", "(«удар зелёный»)"),
    ("vertical", "random,random,random,random", [["8♥", 1, 0]], "('8♥')", "(«8♥»)"),
]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name, players, bad, english, russian", REFUSED, ids=[r[0] for r in REFUSED])
def test_a_refusal_on_resume_writes_the_move_in_the_game_s_notation(tmp_path, lexicon, lang, name, players, bad,
                                                                  english, russian):
    """Issue 35: «refusals on --resume end with (Place(card=Card(rank=8, suit='♠'), cell=(1, 0)))»: no more."""
    path = tampered(tmp_path, lexicon, name, players, bad)
    result = CliRunner().invoke(cli, ["--lang", lang, *info(name).command.split(), "play", "--resume", path])
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert line.count("\n") == 0 and line.startswith(("Error: ", "Ошибка: ")) and "actions[" in line, line
    assert line.endswith(english if lang == "en" else russian), line
    assert not PYTHON_VALUE.search(line), line


def test_vertical_s_first_card_names_no_place_it_cannot_have():
    """«Гонки по вертикали» (3): the first card starts the table; before it no place has a name, so none is written."""
    from wordgames.games.vertical.board import Board, geometry_breaches
    assert [str(b) for b in geometry_breaches(Board(9), (1, 0))] == [
        "rule (3): the first card starts the table: it goes where the table begins"]


@pytest.mark.parametrize("data, expected", [
    (["к", "a1", "т", "a1"], "actions[3]: rule chance: not a possible outcome here ('a1')"),
])
def test_an_impossible_chance_outcome_is_written_as_the_game_writes_it(tmp_path, data, expected):
    """A chance outcome that cannot happen is named as the board names it, not as ``(0, 0)``."""
    rules = {"size": 3, "spawn": 3, "start": 2, "min_length": 3, "max_turns": 0, "weights": "corpus"}
    saved = tmp_path / "game.json"
    saved.write_text(json.dumps({"format": "wordgames-session", "version": 1, "game": "lines", "rules": rules,
                                 "seats": [{"name": "Оля", "kind": "human"}], "seed": 1, "actions": data}),
                     encoding="utf-8")
    result = CliRunner().invoke(cli, ["battle", "lines", "play", "--resume", str(saved)])
    assert result.exit_code == 2 and result.stderr.strip() == f"Error: {saved}: {expected}"
