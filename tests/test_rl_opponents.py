"""OpenSpiel's MCTS and ISMCTS as seats at our table (``openspiel:mcts``, ``openspiel:ismcts``): they play legal
games, are seeded, see only their view, and each is refused where the other fits."""

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


@pytest.mark.parametrize("game, players, message", [
    ("vertical", "openspiel:mcts,random", "openspiel:mcts searches the whole position: «Гонки по вертикали» hides "
                                          "items from its seats (use openspiel:ismcts)"),
    ("croquet", "openspiel:ismcts,random", "openspiel:ismcts searches over hidden items: arithmetical croquet hides "
                                           "none (use openspiel:mcts)"),
    ("vertical", "openspiel:pimc,random", "unknown player 'openspiel:pimc'"),
])
def test_each_search_is_refused_where_the_other_fits_and_unknown_algorithms_are_refused(game, players, message):
    with pytest.raises(ArgumentError) as e:
        run_tournament(info(game), players, 1, seed=1)
    assert str(e.value).startswith(message)


def test_ismcts_plays_games_with_hidden_items_to_the_end_and_the_same_seed_plays_the_same(lexicon):
    entry = info("battle")
    runs = [run_tournament(entry, "random,openspiel:ismcts", 2, seed=5, rules={"size": 3, "moves": 9},
                           settings={"simulations": 8}, lexicon=lexicon) for _run in range(2)]
    assert [s.games for s in runs[0].standings] == [2, 2]
    assert [s.faults for s in runs[0].standings] == [0, 0]
    assert [o.scores for o in runs[0].outcomes] == [o.scores for o in runs[1].outcomes]


def test_ismcts_chooses_from_the_view_alone():
    """Two deals the seat to move cannot tell apart (its own hand the same, the others' cards swapped) make the same
    move from the same seed; the search deals its own worlds and never reads the hidden hands."""
    import random
    from wordgames.engine import sample_chance
    from wordgames.games.vertical.game import VerticalGame
    from wordgames.games.vertical.resample import resample
    game, rng = VerticalGame({"mode": "2x2"}, 4), random.Random(2)
    s = game.new_initial_state()
    while s.is_chance_node():
        s = s.next_state(sample_chance(s, rng))
    seat = s.current_player()
    other = next(r for r in (resample(s, seat, random.Random(k)) for k in range(50)) if r.hands != s.hands)
    assert other.view(seat) == s.view(seat)
    moves = [game.make_bot("openspiel:ismcts", random.Random(9), {"simulations": 20}).choose(x.view(seat))
             for x in (s, other)]
    assert moves[0] == moves[1] and moves[0] in s.legal_actions()
