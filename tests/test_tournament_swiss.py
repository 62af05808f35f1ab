"""The Swiss system (wordgames.table.swiss) and the runner's Swiss (tournament --format swiss)."""

import json

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import OptionError, SeatsError
from wordgames.registry import info
from wordgames.table.loop import play
from wordgames.table.seeds import game_seed, seat_rng
from wordgames.table.swiss import Record, Round, pairings, records_of, round_robin, round_robin_rounds
from wordgames.table.tournament import plan, run_plan
from wordgames_cli.main import cli

CROQUET = info("croquet")


# --- the oracle: every way to pair a field, by brute force -------------------------------------------------------

def matchings(entrants):
    """Yield every way to pair ``entrants`` (an even number) two by two, as sets of frozensets."""
    if not entrants:
        yield []
        return
    first, rest = entrants[0], entrants[1:]
    for i, partner in enumerate(rest):
        for below in matchings(rest[:i] + rest[i + 1:]):
            yield [frozenset((first, partner)), *below]


def fewest_rematches(records):
    """Return the fewest rematches any pairing of the round can have, the bye given to one with the fewest byes."""
    n = len(records)
    met = [set(r.opponents) for r in records]
    fewest = min(r.byes for r in records)
    byes = [k for k in range(n) if records[k].byes == fewest] if n % 2 else [None]
    return min(sum(1 for a, b in map(tuple, matching) if b in met[a])
               for bye in byes for matching in matchings([k for k in range(n) if k != bye]))


def rematches(records, rnd):
    return sum(1 for a, b in rnd.pairs if b in records[a].opponents)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_every_round_pairs_everyone_once_gives_a_bye_at_most_once_and_rematches_only_when_no_pairing_avoids_them(data):
    n = data.draw(st.integers(2, 7), label="entrants")
    rounds = data.draw(st.integers(1, n), label="rounds")
    played = []
    for _ in range(rounds):
        records = records_of(n, played)
        rnd = pairings(records)
        seated = [k for pair in rnd.pairs for k in pair] + ([rnd.bye] if rnd.bye is not None else [])
        assert sorted(seated) == list(range(n))                     # everyone once: at a table or with the bye
        assert (rnd.bye is None) == (n % 2 == 0)
        assert rematches(records, rnd) == fewest_rematches(records)
        firsts = data.draw(st.lists(st.sampled_from([0.0, 0.5, 1.0]), min_size=len(rnd.pairs),
                                    max_size=len(rnd.pairs)), label="results")
        played.append((rnd, tuple(firsts)))
    final = records_of(n, played)
    assert all(r.byes <= 1 for r in final)                          # no more rounds than entrants: one bye each
    assert sum(r.points for r in final) == len(played) * (n // 2) + sum(r.bye is not None for r, _ in played)


def test_the_oracle_counts_rematches():
    records = records_of(4, [(Round(((0, 1), (2, 3))), (1.0, 1.0))])
    assert fewest_rematches(records) == 0
    assert fewest_rematches(records_of(2, [(Round(((0, 1),)), (1.0,))])) == 1


# --- hand-checked rounds -------------------------------------------------------------------------------------------

def test_four_entrants_three_rounds_by_hand():
    first = pairings([Record()] * 4)
    assert first == Round(((0, 1), (2, 3)))                 # all level: the listed order, top down
    after1 = records_of(4, [(first, (1.0, 1.0))])           # 0 beats 1, 2 beats 3
    # 0 and 2 have 1 point, Buchholz 0 each; 1 and 3 have 0, Buchholz 1 each: 0, 2, 1, 3.
    # Both leaders sat first last time, as did neither of the others: the higher placed sits first.
    second = pairings(after1)
    assert second == Round(((0, 2), (1, 3)))
    after2 = records_of(4, [(first, (1.0, 1.0)), (second, (1.0, 1.0))])    # 0 beats 2, 1 beats 3
    # 0: 2 points; 1: 1 point, Buchholz 2 + 0; 2: 1 point, Buchholz 0 + 2; 3: 0.  Tied 1 and 2: listed order.
    # 0 has met 1 and 2: only 3 is left for it, and then 1 meets 2.  3 has sat first less (never) than 0 (twice);
    # 1 and 2 have sat first once each, 1 last time (against 3), 2 not (against 0): 2 sits first.
    assert pairings(after2) == Round(((3, 0), (2, 1)))


def test_the_top_pairing_is_undone_when_it_leaves_a_rematch_below():
    records = [Record(3.0), Record(2.0), Record(1.0, (3,)), Record(0.0, (2,))]
    # top down: 0–1 would leave 2–3, who have met; so 0–2 and 1–3
    assert pairings(records) == Round(((0, 2), (1, 3)))


def test_a_deeper_pairing_is_undone_and_the_top_one_kept():
    records = [Record(5.0), Record(4.0), Record(3.0), Record(2.0), Record(1.0, (5,)), Record(0.0, (4,))]
    assert pairings(records) == Round(((0, 1), (2, 4), (3, 5)))


def test_five_entrants_three_rounds_by_hand():
    first = pairings([Record()] * 5)
    assert first == Round(((0, 1), (2, 3)), bye=4)          # the bye to the lowest placed
    played = [(first, (1.0, 0.0))]                          # 0 beats 1, 3 beats 2
    # points 0: 1, 3: 1, 4: 1 (the bye), 1: 0, 2: 0; Buchholz 0, 0, 0 (a bye adds none), 1, 1 → 0, 3, 4, 1, 2
    # the bye to 2, the lowest placed without one; 3 sat second in round 1, 0 first: 3 sits first
    second = pairings(records_of(5, played))
    assert second == Round(((3, 0), (4, 1)), bye=2)
    played.append((second, (0.5, 1.0)))                     # 3 and 0 draw, 4 beats 1
    # points 4: 2, 3: 1½ (Buchholz 1 + 1½), 0: 1½ (0 + 1½), 2: 1, 1: 0; the bye to 1 (2 and 4 have had theirs)
    # 4 and 3 both sat first once, last time too: 4, placed higher, sits first; 0 sat second last time
    assert pairings(records_of(5, played)) == Round(((4, 3), (0, 2)), bye=1)


def test_the_bye_moves_up_when_the_lowest_placed_ones_would_leave_a_rematch():
    records = [Record(1.0, (1,)), Record(0.0, (0,)), Record(0.0)]
    # placed 0, 1 (Buchholz 1), 2; a bye to 2 would leave 0–1 again: the bye goes to 1, and 0 meets 2
    assert pairings(records) == Round(((0, 2),), bye=1)


def test_two_entrants_meet_again_with_the_seats_swapped():
    records = records_of(2, [(Round(((0, 1),)), (1.0,))])
    assert pairings(records) == Round(((1, 0),))


def test_after_as_many_rounds_as_entrants_the_bye_goes_round_again():
    played = []
    for _ in range(4):
        rnd = pairings(records_of(3, played))
        played.append((rnd, (0.5,)))
    assert sorted(r.bye for r, _ in played[:3]) == [0, 1, 2] and played[3][0].bye is not None


# --- the runner --------------------------------------------------------------------------------------------------

def played(result):
    """Return what a tournament's games were, without the seconds they took."""
    return [(o.index, o.seed, o.scores, o.results, o.entrants, o.decisions, o.faults) for o in result.outcomes]


def test_a_swiss_of_croquet_plays_each_pairing_as_its_seeds_alone_and_scores_it_by_hand():
    p = plan(CROQUET, "perfect,random,random,perfect", seed=9, format="swiss", rounds=2)
    result = run_plan(p, 2)
    # round 1, all level: 0–1 and 2–3; perfect croquet always wins: 0 and 3 lead, 1 and 2 trail (Buchholz 1)
    # round 2: 0 (sat first) meets 3 (sat second, so it sits first now); 1 (sat second) first against 2
    assert [r.round for r in result.rounds] == [Round(((0, 1), (2, 3))), Round(((3, 0), (1, 2)))]
    assert [r.firsts[0] for r in result.rounds] == [1.0, 0.5]      # two perfect players: each wins one seat
    assert result.rounds[0].firsts[1] == 0.0
    game = CROQUET.load(None, 2, None)
    points = [0.0] * 4
    for number, rnd in enumerate(result.rounds):
        for board, (first, second) in enumerate(rnd.round.pairs):
            wins = {first: 0.0, second: 0.0}
            for g in range(2):
                index = number * 4 + board * 2 + g
                seats = (first, second) if g == 0 else (second, first)
                seed = game_seed(9, index)
                bots = [game.make_bot(p.entrants[k].bot, seat_rng(seed, s)) for s, k in enumerate(seats)]
                returns = play(game, bots, seed=seed).state.returns()
                o = result.outcomes[index]
                assert o.seed == seed and o.entrants == tuple(sorted(seats))
                assert {k: o.scores[o.entrants.index(k)] for k in seats} == dict(zip(seats, returns))
                winner = seats[0] if returns[0] > returns[1] else seats[1]
                wins[winner] += 1
            a, b = wins[first], wins[second]
            points[first] += 1.0 if a > b else 0.5 if a == b else 0.0
            points[second] += 1.0 if b > a else 0.5 if a == b else 0.0
    assert [s.points for s in result.standings] == points
    assert points[0] == points[3] == 1.5 and points[1] + points[2] == 1.0
    assert [s.buchholz for s in result.standings] == [points[1] + points[3], points[0] + points[2],
                                                      points[3] + points[1], points[2] + points[0]]
    assert [s.games for s in result.standings] == [4, 4, 4, 4]


def test_a_swiss_plays_the_same_games_in_one_process_and_in_two():
    p = plan(CROQUET, "random,perfect,random,random,perfect", seed=4, format="swiss", rounds=3)
    alone, forked = run_plan(p, 2), run_plan(p, 2, jobs=2)
    assert played(alone) == played(forked) and alone.rounds == forked.rounds
    assert len(alone.outcomes) == 3 * 2 * 2
    assert [s.points for s in alone.standings] == [s.points for s in forked.standings]


def test_a_team_game_pairs_two_entrants_one_team_each():
    p = plan(info("vertical"), "greedy,random,random", format="swiss")
    assert p.rounds == 2 and p.teams is not None and len(set(p.teams)) == 2
    assert p.pairing_seats((2, 0), 0) == tuple((2, 0)[t] for t in p.teams)
    assert p.pairing_seats((2, 0), 1) == tuple((0, 2)[t] for t in p.teams)


@pytest.mark.parametrize("game, entrants, options, error, says", [
    ("castle", "random,random", {}, SeatsError,
     "castle croquet is played by 4 or 5 players: a Swiss pairs two entrants at a table"),
    ("yam", "optimal,greedy", {"mode": "solo"}, OptionError, "a Swiss pairs the entrants at tables: use mode table"),
    ("croquet", "perfect", {}, SeatsError, "a Swiss needs two entrants or more, not 1"),
    ("croquet", "perfect,random", {"rounds": 0}, OptionError, "a Swiss has 1 to 1000 rounds, not 0"),
    ("croquet", "perfect,random", {"format": "knockout"}, OptionError,
     "unknown format 'knockout' (choose round-robin or swiss)"),
])
def test_what_a_swiss_cannot_be_is_refused_in_one_line(game, entrants, options, error, says):
    options = {"format": "swiss", **options}
    with pytest.raises(error) as caught:
        plan(info(game), entrants, **options)
    assert str(caught.value) == says


def test_a_swiss_of_more_games_than_a_tournament_may_have_is_refused_before_a_game_is_played():
    p = plan(CROQUET, "random,random,random,random", format="swiss", rounds=1000)
    with pytest.raises(OptionError) as caught:
        run_plan(p, 600)
    assert str(caught.value) == ("a tournament has 1 to 1000000 games, not 1200000 "
                                 "(rounds × pairings × games a pairing: 1000 × 2 × 600)")


# --- the command line --------------------------------------------------------------------------------------------

def test_the_command_prints_the_rounds_and_the_standings_by_points():
    args = ["games", "croquet", "tournament", "--players", "perfect,random,random,perfect", "--format", "swiss",
            "--games", "2", "--seed", "9", "--no-progress"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("arithmetical croquet: Swiss system, 8 games, rounds: 2, seed 9, ")
    assert lines[1] == "round 1: perfect 1–0 random, random#2 0–1 perfect#2"
    assert lines[2].startswith("round 2: perfect#2 ½–½ perfect, random ")
    assert lines[3].split()[:4] == ["player", "points", "Buchholz", "games"]
    assert [line.split()[:2] for line in lines[4:6]] == [["perfect", "1½"], ["perfect#2", "1½"]]
    data = json.loads(CliRunner().invoke(cli, [*args, "--json"]).stdout)
    assert data["format"] == "swiss" and data["games"] == 8
    assert data["rounds"][0] == {"pairs": [{"players": ["perfect", "random"], "points": [1.0, 0.0]},
                                           {"players": ["random#2", "perfect#2"], "points": [0.0, 1.0]}],
                                 "bye": None}
    assert [p["points"] for p in data["players"]][0] == 1.5
    assert data["outcomes"][0]["players"] == ["perfect", "random"]


def test_the_command_in_russian_and_its_refusals():
    russian = CliRunner().invoke(cli, ["--lang", "ru", "games", "croquet", "tournament", "--players",
                                       "perfect,random,random", "--format", "swiss", "--games", "1",
                                       "--no-progress"])
    assert russian.exit_code == 0, russian.output
    lines = russian.stdout.splitlines()
    assert lines[0].startswith("арифметический крокет: швейцарская система, 2 партии, туров: 2, зерно 1, ")
    assert lines[1] == "тур 1: perfect 1–0 random; свободен: random#2"
    assert lines[3].split()[:3] == ["игрок", "очки", "Бухгольц"]
    solo = CliRunner().invoke(cli, ["games", "yam", "tournament", "--mode", "solo", "--format", "swiss"])
    assert solo.exit_code == 2
    assert solo.output.strip().splitlines()[-1] == "Error: a Swiss pairs the entrants at tables: use --mode table"
    idle = CliRunner().invoke(cli, ["games", "croquet", "tournament", "--rounds", "3", "--games", "1",
                                    "--no-progress"])
    assert idle.exit_code == 0
    assert "Warning: --rounds has no effect on a round robin: add --format swiss" in idle.stderr


# -- a round robin of more entrants than a table seats: every pair, in the circle method's fixed rounds ---------

@pytest.mark.parametrize("n", range(2, 13))
def test_a_round_robin_meets_every_pair_once_each_entrant_once_a_round_and_each_has_one_bye_in_an_odd_field(n):
    rounds = list(round_robin(n))
    assert len(rounds) == round_robin_rounds(n)
    met = [frozenset(pair) for rnd in rounds for pair in rnd.pairs]
    assert sorted(map(sorted, met)) == sorted([a, b] for a in range(n) for b in range(a + 1, n))
    for rnd in rounds:
        seated = [k for pair in rnd.pairs for k in pair] + ([rnd.bye] if rnd.bye is not None else [])
        assert sorted(seated) == list(range(n))
    assert sorted(rnd.bye for rnd in rounds if rnd.bye is not None) == (list(range(n)) if n % 2 else [])
    firsts = [sum(pair[0] == k for rnd in rounds for pair in rnd.pairs) for k in range(n)]
    assert max(firsts) - min(firsts) <= 2                 # who sits first is shared out


def test_a_round_robin_of_croquet_plays_every_pair_and_scores_it_by_hand():
    p = plan(CROQUET, "perfect,random,random", seed=3)
    assert (p.format, p.rounds, p.games_played(2)) == ("round-robin", 3, 6)
    result = run_plan(p, 2)
    assert [r.round.bye for r in result.rounds] == [0, 2, 1]      # the circle 0 1 2 _, then 0 2 _ 1, 0 _ 1 2
    assert sorted(tuple(sorted(pair)) for r in result.rounds for pair in r.round.pairs) == [(0, 1), (0, 2), (1, 2)]
    points = [0.0] * 3
    for number, r in enumerate(result.rounds):
        (first, second), = r.round.pairs
        wins = {first: 0.0, second: 0.0}
        for g in range(2):
            o = result.outcomes[number * 2 + g]
            assert o.seed == game_seed(3, number * 2 + g)
            for k, score in zip(o.entrants, o.scores):
                other = o.scores[1 - o.entrants.index(k)]
                wins[k] += 1.0 if score > other else 0.5 if score == other else 0.0
        a, b = wins[first], wins[second]
        points[first] += 1.0 if a > b else 0.5 if a == b else 0.0     # a bye scores nothing here
        points[second] += 1.0 if b > a else 0.5 if a == b else 0.0
    assert [s.points for s in result.standings] == points and points[0] == 2.0      # perfect beats both
    assert [s.games for s in result.standings] == [4, 4, 4]
    assert played(result) == played(run_plan(p, 2, jobs=2))


@pytest.mark.parametrize("game, entrants, seats, pairs", [
    ("croquet", "perfect,random", None, False),          # a table of two seats them both
    ("battle", "greedy,random,random", None, False),     # «Словесный бой» seats three
    ("snake", "expert,greedy,random", None, True),       # Змейка: two or four, not three
    ("snake", "expert,greedy,random", 4, False),         # three cannot fill a table of four: refused, as before
    ("vertical", "greedy,random,random", None, False),   # a table of three
    ("vertical", "greedy,random,random,random,random", None, True),    # no table of five
    ("yam", "optimal,greedy,random", None, False),       # played alone by default
])
def test_a_round_robin_is_played_in_pairs_only_when_no_table_seats_the_entrants(game, entrants, seats, pairs):
    from wordgames.table.tournament import in_pairs
    entry = info(game)
    assert in_pairs(entry, len(entrants.split(",")), None, seats) == pairs


def test_the_command_prints_a_round_robin_in_pairs_in_both_languages():
    args = ["games", "croquet", "tournament", "--players", "perfect,random,random,perfect", "--games", "2",
            "--seed", "9", "--no-progress"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("arithmetical croquet: round robin in pairs, 12 games, rounds: 3, seed 9, ")
    assert lines[1].startswith("round 1: perfect ½–½ perfect#2, random ")      # each perfect wins its first seat
    assert lines[4].split()[:3] == ["player", "points", "games"]           # no Buchholz in a round robin
    assert [line.split()[:2] for line in lines[5:7]] == [["perfect", "2½"], ["perfect#2", "2½"]]
    data = json.loads(CliRunner().invoke(cli, [*args, "--json"]).stdout)
    assert data["format"] == "round-robin" and data["games"] == 12 and len(data["rounds"]) == 3
    russian = CliRunner().invoke(cli, ["--lang", "ru", *args])
    assert russian.stdout.startswith("арифметический крокет: круговой турнир парами, 12 партий, туров: 3, зерно 9, ")
