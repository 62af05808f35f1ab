"""The review of a saved Yam game: each decision against the best, in expected points (Verhoeff's test)."""

import json

import numpy as np
import pytest

from wordgames.games.yam.advisor import advise
from wordgames.games.yam.game import YamGame
from wordgames.games.yam.sheet import BOXES, Rules
from wordgames.games.yam.solver import PM_SIZE, UPPER_SIZE, Table, load_or_build
from wordgames.games.yam.state import Keep, Score
from wordgames.registry import info
from wordgames.table.loop import play
from wordgames.table.review import review_lines, review_session
from wordgames.table.session import Session


class Reviewer:
    """Plays every decision as the review judges it best (so a game it plays has no blunder of its own)."""

    def __init__(self, game):
        self.game = game

    def choose(self, state):
        column = state.sheets[state.player][0]
        best = advise(self.game.review_table(column), column, state.dice, 3 - state.roll)[0]
        return Keep(best.target) if best.action == "keep" else Score(best.target, 0)


class Stop(Exception):
    pass


def game_with_zero_table():
    """One column, one player; positions with six or more empty boxes valued 0 (the full table takes seconds).

    The review values late positions (five boxes or fewer) with small exact tables of their own, so the last
    turn's choices are valued exactly whatever the full table says.
    """
    game = YamGame({"columns": 1}, seats=1)
    zero = Table(Rules(), BOXES, np.zeros((1 << len(BOXES), UPPER_SIZE, PM_SIZE)))
    game.resource("table:None", lambda: zero)
    return game


def session_with_a_blunder(game, seed):
    """Play ``seed`` until only Ряд is open, then the hand-written last turn: 2 3 4 5 6 rolled, 2 3 4 5 kept."""
    actions = []

    def watch(step):
        actions.append(game.action_to_json(step.action))
        if step.after.sheets[0][0].empty_boxes() == ("Ряд",):
            raise Stop
    try:
        play(game, [Reviewer(game)], seed=seed, watch=watch)
        return None, None                      # Ряд was not the last box open
    except Stop:
        pass
    blunder = len(actions) + 1
    actions += [[2, 3, 4, 5, 6], {"keep": [2, 3, 4, 5]}, [1], {"score": "Ряд", "column": 0}]
    return Session("yam", game.rules_dict(), [], seed, actions), blunder


def test_the_review_finds_exactly_the_blunder_and_its_cost_by_hand():
    # Only Ряд is open and 2 3 4 5 6 is on the table: writing Ряд gets 50.  Keeping 2 3 4 5 and rolling one die:
    # a 6 gives 50 and a 1 gives 45 (chance 1/6 each); otherwise one more roll, the same again: (50 + 45)/6.
    # So the keep is worth (50 + 45)/6 + 4/6 · (50 + 45)/6 = 950/36, and it costs 50 − 950/36 = 23.6111.
    game = game_with_zero_table()
    session, blunder = session_with_a_blunder(game, seed=11)
    review = review_session(game, session)
    costly = [d for d in review.decisions if d.blunder]
    assert [(d.index, d.done, d.best) for d in costly] == [(blunder, "k 2345", "Ряд")]
    assert costly[0].cost == pytest.approx(50 - 950 / 36, abs=1e-9)
    assert review.total() == pytest.approx(50 - 950 / 36, abs=1e-9)
    assert review.mean() == pytest.approx(review.total() / len(review.decisions))
    lines = review_lines(review, ["Аня"], blunders_only=True)
    assert lines[0] == f"{blunder + 1:>4}  Аня: k 2345 — best Ряд, cost 23.61"
    assert lines[-1].startswith(f"Аня: {len(review.decisions)} decisions, 1 cost something; total cost 23.61 points")
    # after the blunder, 1 2 3 4 5 on the second roll: writing Ряд 45 now is best (a reroll: 95/6 = 15.8)
    assert review.decisions[-1].done == "Ряд" and review.decisions[-1].cost == 0


def test_forced_moves_are_not_reviewed_and_costs_are_never_negative():
    from wordgames.games.yam.sheet import Column
    from wordgames.games.yam.state import YamState
    game = game_with_zero_table()
    last = Column.from_mapping({b: 0 for b in BOXES if b != "Ряд"} | {"-": 10, "+": 20})
    forced = YamState(sheets=((last,),), roll=3, dice=(1, 2, 3, 4, 6))
    assert forced.legal_actions() == [Score("Ряд", 0)] and game.appraise(forced, Score("Ряд", 0), "points") is None
    free = YamState(sheets=((last,),), roll=2, dice=(1, 2, 3, 4, 6))
    keep = game.appraise(free, Keep((2, 3, 4, 6)), "points")
    assert (keep.best, keep.cost) == (Keep((2, 3, 4, 6)), 0.0) and keep.value_done == pytest.approx(30 + 50 / 6)
    score = game.appraise(free, Score("Ряд", 0), "points")
    assert score.cost == pytest.approx(50 / 6)
    session, _ = session_with_a_blunder(game, seed=11)
    assert all(d.cost >= 0 and d.value_best >= d.value_done - 1e-9 for d in review_session(game, session).decisions)


def test_the_review_measures_points():
    assert info("yam").review_goals == ("points",)
    assert YamGame().presenter().review_unit("points") == "points"


def test_a_three_column_review_uses_the_experts_estimate():
    # The expert's own game has no blunder by its estimate; greedy's choices cost something by it.
    from wordgames.games.yam.players import ExpertPlayer, GreedyPlayer
    from wordgames.games.yam.solver import build_table
    game = YamGame({"columns": 3}, seats=2)
    zero = Table(Rules(), BOXES, np.zeros((1 << len(BOXES), UPPER_SIZE, PM_SIZE)), "free")
    tables = {"down": build_table(Rules(), kind="down"), "up": build_table(Rules(), kind="up"), "free": zero}
    game.resource("tables:None", lambda: tables)
    actions = []
    play(game, [ExpertPlayer(tables), GreedyPlayer()], seed=5, watch=lambda s: actions.append(
        game.action_to_json(s.action)))
    review = review_session(game, Session("yam", game.rules_dict(), [], 5, actions))
    assert review.total(0) == 0 and len(review.of(0)) > 33
    assert review.total(1) > 0


@pytest.mark.slow
def test_the_review_with_the_full_table_from_the_command_line(tmp_path, monkeypatch):
    # The optimal play of the full table, with the hand-worked blunder at the end, reviewed by the command.
    from click.testing import CliRunner
    from wordgames.table.seats import SeatSpec
    from wordgames_cli.main import cli
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    game = YamGame({"columns": 1}, seats=1)
    table = load_or_build(Rules())[0]                 # cached where the command will find it
    game.resource("table:None", lambda: table)
    session, blunder = next((s, b) for s, b in (session_with_a_blunder(game, seed) for seed in range(300)) if s)
    session.seats = [SeatSpec("Аня", "human")]
    path = tmp_path / "game.json"
    session.save(path)
    r = CliRunner().invoke(cli, ["games", "yam", "review", str(path), "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    costly = [d for d in data["decisions"] if d["cost"] > 0]
    assert [(d["index"], d["done"]) for d in costly] == [(blunder, "k 2345")]
    assert costly[0]["cost"] == pytest.approx(50 - 950 / 36, abs=1e-9)
