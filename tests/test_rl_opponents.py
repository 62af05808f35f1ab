"""OpenSpiel's MCTS as a seat at our table (``openspiel:mcts``): plays legal games, is seeded, refuses hidden items."""

from __future__ import annotations

import pytest

pytest.importorskip("pyspiel", reason="the adapters need the rl extra: pip install -e '.[rl]'")

from wordgames.errors import ArgumentError  # noqa: E402
from wordgames.registry import info  # noqa: E402
from wordgames.table.tournament import run_tournament  # noqa: E402


def test_mcts_plays_croquet_games_to_the_end_and_the_same_seed_plays_the_same():
    entry = info("croquet")
    first = run_tournament(entry, "random,openspiel:mcts", 2, seed=3, settings={"simulations": 30})
    again = run_tournament(entry, "random,openspiel:mcts", 2, seed=3, settings={"simulations": 30})
    assert [s.games for s in first.standings] == [2, 2]
    assert [o.scores for o in first.outcomes] == [o.scores for o in again.outcomes]
    assert all(sorted(o.scores) == [-1.0, 1.0] for o in first.outcomes)      # croquet is won, never drawn here


def test_the_solver_wins_every_won_start_against_mcts():
    """The exact solver never lets a won position go: in each game, if the start is a win for the seat the
    solver sits in (the solver's own value of the start), the solver wins it."""
    import json
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    first_wins = json.loads(CliRunner().invoke(cli, ["games", "croquet", "solve", "--json"]).stdout)["value"] > 0
    result = run_tournament(info("croquet"), "perfect,openspiel:mcts", 4, seed=1, settings={"simulations": 30})
    for outcome in result.outcomes:
        perfect_first = outcome.index % 2 == 0                       # the seats alternate game by game
        if perfect_first == first_wins:
            assert outcome.scores[0] == 1.0, outcome


@pytest.mark.parametrize("players, message", [
    ("openspiel:mcts,random", "openspiel:mcts searches the whole position: «Гонки по вертикали» hides items from "
                              "its seats (ISMCTS over a view is not offered yet)"),
    ("openspiel:ismcts,random", "unknown player 'openspiel:ismcts'"),
])
def test_games_with_hidden_items_and_unknown_algorithms_are_refused(players, message):
    with pytest.raises(ArgumentError) as e:
        run_tournament(info("vertical"), players, 1, seed=1)
    assert str(e.value).startswith(message)
