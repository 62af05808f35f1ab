"""The review of a saved game of Dix Mille: a hand-worked game with one known blunder, and advise --goal win.

The game, to 300 points: Аня (seat 1) throws 1 1 1 2 3 4, sets aside 111
and banks 1000.  Боря has the last turn and must pass 1000: he throws
1 1 1 5 5 2 and sets aside 111+5+5 (1100) with one die left.  Banking wins
outright (a chance of 1); he throws on instead, and the double throw wins
only with a 1 or a 5 in two tries, 1 - (4/6)² = 5/9, so the blunder costs
exactly 4/9.  He misses (3), then hits (1): the bonus, and banking 1600 wins
(best, cost 0).
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wordgames.games.dixmille.game import DixMilleGame
from wordgames.table.review import review_session
from wordgames.table.seats import parse_seats
from wordgames.table.session import Session
from wordgames_cli.main import cli

TRIPLE_ONES = {"combos": [["triple", [1, 1, 1]]], "bank": True}
ACTIONS = [[1, 1, 1, 2, 3, 4], TRIPLE_ONES,
           [1, 1, 1, 2, 5, 5], {"combos": [["triple", [1, 1, 1]], ["single", [5]], ["single", [5]]], "bank": False},
           [3], [1], {"combos": [], "bank": True}]


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return str(tmp_path_factory.mktemp("cache"))


@pytest.fixture
def saved(tmp_path, monkeypatch, cache):
    monkeypatch.setenv("XDG_CACHE_HOME", cache)         # one table to 300 for every test here
    game = DixMilleGame({"target": 300}, seats=2)
    session = Session.start(game, parse_seats("Аня,Боря", ("random",)), seed=1)
    session.actions = list(ACTIONS)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(session.to_dict(), ensure_ascii=False), encoding="utf-8")
    end = session.replay(game)
    assert end.is_terminal() and end.scores == (1000, 1600)
    return game, session, path


def test_the_one_blunder_and_its_cost(saved):
    game, session, _path = saved
    review = review_session(game, session, "win", seats=[1])
    assert [(d.index, d.done, d.best) for d in review.decisions] == [
        (3, "111+5+5 t", "111+5+5 b"), (6, "b", "b")]
    assert review.decisions[0].cost == pytest.approx(4 / 9, abs=1e-12)
    assert review.decisions[0].value_best == pytest.approx(1.0) and review.decisions[1].cost == 0
    assert review.total(1) == pytest.approx(4 / 9) and review.mean(1) == pytest.approx(2 / 9)


def test_review_command(saved):
    _game, _session, path = saved
    r = CliRunner().invoke(cli, ["games", "dixmille", "review", str(path), "--goal", "win", "--seat", "2",
                                 "--blunders"])
    assert r.exit_code == 0, r.output
    lines = [line for line in r.stdout.splitlines() if line.strip()]
    assert lines[0].startswith("Each decision is weighed by the chance of winning the game")
    assert lines[1] == "   4  Боря: 111+5+5 t — best 111+5+5 b, cost 0.4444"
    assert lines[-1].startswith("Боря: 2 decisions, 1 cost something; total cost 0.4444")


@pytest.mark.parametrize("lang, goal, says", [
    ("en", "win", "Each decision is weighed by the chance of winning the game (a cost of 0.05 is 5 percentage "
                  "points); the hint and advise during play aim at the most points per turn instead, so they can "
                  "disagree."),
    ("en", "points", "Each decision is weighed by the turn's expected banked points, as the hint and advise during "
                     "play are (not by the chance of winning the game)."),
    ("ru", "win", "Каждое решение оценено по шансам выиграть партию (цена 0,05 — это 5 процентных пунктов); "
                  "подсказка и совет во время игры добиваются наибольшего числа очков за ход, поэтому они могут "
                  "расходиться с разбором."),
    ("ru", "points", "Каждое решение оценено по ожидаемым очкам, записанным за ход, как подсказка и совет во время "
                     "игры (а не по шансам выиграть партию)."),
])
def test_the_review_says_what_it_weighs_and_that_the_hint_weighs_points(saved, lang, goal, says):
    """The review weighs the chance of winning (by default), the hint the turn's points: the review says so."""
    _game, _session, path = saved
    r = CliRunner().invoke(cli, ["--lang", lang, "games", "dixmille", "review", str(path), "--goal", goal])
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[0] == says


def test_advise_to_win_banks_what_wins(monkeypatch, cache):
    monkeypatch.setenv("XDG_CACHE_HOME", cache)
    # second to play, 200 against 250 to 300: 111 makes 1200 and banking wins at once
    r = CliRunner().invoke(cli, ["games", "dixmille", "advise", "111234", "--goal", "win", "--target", "300",
                                 "--score", "200", "--opponent", "250", "--second", "--json"])
    assert r.exit_code == 0, r.output
    best = json.loads(r.stdout)["moves"][0]
    assert (best["set_aside"], best["bank"], best["win"]) == ("111", True, 1.0)


@pytest.mark.parametrize("args, message", [
    (["--score", "300"], "Error: --score: 300 has reached the target 300; there is no turn of yours to advise"),
    (["--opponent", "300"], "Error: --opponent: the opponent plays second and has reached the target, so the game is over"),
    (["--score", "120"], "Error: --score: scores come in steps of 50"),
])
def test_advise_to_win_refuses_what_cannot_be(args, message, monkeypatch, cache):
    monkeypatch.setenv("XDG_CACHE_HOME", cache)
    r = CliRunner().invoke(cli, ["games", "dixmille", "advise", "111234", "--goal", "win", "--target", "300", *args])
    assert r.exit_code == 2 and r.output.strip().splitlines()[-1] == message, r.output


def test_advise_to_win_in_the_last_turn(monkeypatch, cache):
    monkeypatch.setenv("XDG_CACHE_HOME", cache)
    # second, 0 against 300 (the opponent has reached 300): 1100 in hand with one die left; banking wins
    r = CliRunner().invoke(cli, ["games", "dixmille", "advise", "--points", "1100", "--dice-left", "1", "--goal", "win",
                                 "--target", "300", "--opponent", "1000", "--second", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["bank"] == 1.0 and data["throw"] == pytest.approx(5 / 9) and data["best"] == "bank"
