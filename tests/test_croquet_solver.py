"""Arithmetical croquet solver: a slow, obviously correct negamax over the rules' own states is the
oracle for the fast table; hand-solved endgames; the no-draw argument; cache; perfect player."""

import random
import sys

import pytest

from wordgames import cache
from wordgames.cache import CacheNote

from wordgames.games.croquet.players import PerfectPlayer
from wordgames.games.croquet.course import CARROLL, MOVER_BANS, PASS, SMALL, WITHOUT_GATE_TEN, Ball, Rules
from wordgames.games.croquet.rules import CroquetState
from wordgames.games.croquet import solver
from wordgames.games.croquet.rules import ball_problem as rules_ball_problem
from wordgames.games.croquet.solver import (
    Table, load_or_solve, principal_line, reachable_positions, solve, table_bytes, table_from_bytes,
)
from wordgames.engine import RandomPlayer

B = Ball


def play(state, players):
    """Play to the end, each player choosing for its own seat (no chance in this game)."""
    while not state.is_terminal():
        state = state.apply(players[state.current_player()].choose(state))
    return state


def oracle_values(rules: Rules, check_move=lambda s, n, t: None) -> dict[CroquetState, int]:
    """Return the value of every position reachable from the start, by plain memoised negamax.

    Same value convention as the table: +n wins in n plies, -n loses in n plies;
    a winner takes the fastest win, a loser the longest defence.  ``check_move(s, n, t)``
    sees every move.
    """
    memo: dict[CroquetState, int] = {}

    def value(s: CroquetState) -> int:
        if s not in memo:
            outcomes = []
            for n in s.legal_actions():
                t = s.apply(n)
                check_move(s, n, t)
                if t.winner is not None:
                    outcomes.append(1 if t.winner == s.to_move else -1)
                else:
                    v = value(t)
                    outcomes.append(-(v + 1) if v > 0 else 1 - v)
            wins = [v for v in outcomes if v > 0]
            memo[s] = min(wins) if wins else min(outcomes)
        return memo[s]

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20_000))
    try:
        value(CroquetState.initial(rules))
    finally:
        sys.setrecursionlimit(limit)
    return memo


def progress(s: CroquetState) -> tuple[int, int]:
    """What every move but a pass raises (docs/croquet.md, 'Why there are no draws')."""
    return sum(s.numbers), sum(b.missed for b in s.balls)


def check_progress(s: CroquetState, n: int, t: CroquetState) -> None:
    """Every move but a pass raises the progress; no three passes in a row."""
    if t.winner is None:
        assert progress(t) > progress(s) if n != PASS else progress(t) == progress(s)
        if n == PASS and t.legal_actions() == [PASS]:
            assert t.apply(PASS).legal_actions() != [PASS]


def check_against_oracle(rules: Rules) -> None:
    oracle = oracle_values(rules, check_progress)
    table = solve(rules)
    assert reachable_positions(table) == len(oracle)
    assert table.positions == len({(s.me, s.partner) for s in oracle})     # the codes: seen from the mover
    for s, v in oracle.items():
        assert table.value(s) == v, s


SMALL_CODES = {"carroll": 52_617, "mover": 54_602}
"""The small course's codes (positions seen from the mover), checked against the oracle just below."""


@pytest.mark.parametrize("rules", [SMALL, pytest.param(Rules(goal=30, gates=(10, 20), bans=MOVER_BANS),
                                                       marks=pytest.mark.slow)], ids=["carroll", "mover"])
def test_table_matches_oracle_on_small_course(rules):
    check_against_oracle(rules)
    assert solve(rules).positions == SMALL_CODES[rules.bans]


@pytest.mark.slow
@pytest.mark.parametrize("rules", [Rules(goal=50, gates=(20, 30, 40)), CARROLL, Rules(bans=MOVER_BANS)],
                         ids=["post-50", "carroll", "mover"])
def test_table_matches_oracle_on_larger_courses(rules):
    check_against_oracle(rules)


MOVER = Rules(bans=MOVER_BANS)


# Endgames solved by hand on the full course, player 1 to move, under each reading of rule 4.
@pytest.mark.parametrize("me, partner, value, best, rules", [
    (B(99, 1), B(13, 3), 1, [100], CARROLL),
    (B(92, 1), B(81, 4), 1, [100], CARROLL),
    (B(99, 1, missed=True), B(94, 8), -1, [101, 102, 103, 104, 105, 106], CARROLL),  # 1 banned: all lose
    (B(99, 1, missed=True), B(94, 8), -1, [101, 102, 103, 104, 105, 106], MOVER),    # both in the nineties
    # The partner's 8 from 50 bans 8 and 1: the post is banned and every other number a second miss.
    # Read for the mover, starting from 99 while the partner is not in the nineties frees the step.
    (B(99, 1, missed=True), B(58, 8), -1, [101, 102, 103, 104, 105, 106], CARROLL),
    (B(99, 1, missed=True), B(58, 8), 1, [100], MOVER),
    # In gate 90 (entered by 5), the partner at 96 having stepped 4 from 92.  Carroll: a step from
    # 91..99 does not bar a player at 90, so 95 leaves; its 5 from 90 bars 5 and 4, so the partner
    # cannot name 100 (4) and whatever it names bans 1+8, 2+7 or 3+6, never 5: 100 next.  Won in 3.
    (B(90, 5, 5), B(96, 4), 3, [95], CARROLL),
    # Read for the mover: held in 90 (the partner's 4 came after the entry, so it holds); the partner
    # may not name 4 twice running (rule 6), so 100 must wait: it misses with 5 (holding again),
    # then steps 4 to the post.  Pass, 101, pass, 100: lost in 4 plies.
    (B(90, 5, 5), B(96, 4), -4, [PASS], MOVER),
    (B(95, 1), B(51, 5), 1, [100], MOVER),   # partner not in the nineties: step 5 is free
])
def test_hand_solved_endgames(me, partner, value, best, rules):
    table = Table(rules)                     # empty: solves just what the position reaches
    s = CroquetState(balls=(me, partner), rules=rules)
    assert table.value(s) == value
    assert table.best_moves(s) == best


@pytest.fixture(scope="module")
def full_table():
    return solve(CARROLL)


def playout_positions(rules, players_for, seeds):
    for seed in seeds:
        rng = random.Random(seed)
        players = players_for(rng)
        s = CroquetState.initial(rules)
        while not s.is_terminal():
            yield s
            s = s.apply(players[s.to_move].choose(s))


def test_table_moves_agree_with_rules(full_table):
    """The table's coded moves are the rules' legal numbers and successors."""
    size = len(full_table.balls)
    for s in playout_positions(CARROLL, lambda rng: [RandomPlayer(rng)] * 2, range(30)):
        side, me, partner = full_table.split(full_table.code(s))
        assert side == 0 and (me, partner) == (full_table.index[s.me], full_table.index[s.partner])
        coded = full_table.moves(side, me, partner)
        assert [n for n, _ in coded] == s.legal_actions()
        for n, outcome in coded:
            t = s.apply(n)
            if t.winner is not None:
                assert outcome == (solver.WIN if t.winner == s.to_move else solver.LOSE)
            else:
                assert full_table.code(t) == partner * size + outcome


def test_values_obey_the_minimax_equation(full_table):
    for s in playout_positions(CARROLL, lambda rng: [RandomPlayer(rng)] * 2, range(20)):
        options = []
        for n in s.legal_actions():
            t = s.apply(n)
            options.append((1 if t.winner == s.to_move else -1) if t.winner is not None
                           else -(full_table.value(t) + 1) if full_table.value(t) > 0
                           else 1 - full_table.value(t))
        wins = [v for v in options if v > 0]
        assert full_table.value(s) == (min(wins) if wins else min(options))


def test_perfect_player(full_table):
    start = CroquetState.initial()
    first_wins = full_table.value(start) > 0
    perfect = PerfectPlayer(full_table)
    for seed in range(30):
        rng = random.Random(seed)
        final = play(start, [perfect, RandomPlayer(rng)] if first_wins else [RandomPlayer(rng), perfect])
        assert final.winner == (0 if first_wins else 1)
    line = principal_line(full_table, start)
    assert len(line) == abs(full_table.value(start))
    final = play(start, [perfect, perfect])
    assert final.winner == (0 if first_wins else 1)


def test_small_course_perfect_player_with_random_ties():
    table = solve(SMALL)
    rng = random.Random(3)
    final = play(CroquetState.initial(SMALL), [PerfectPlayer(table, rng), PerfectPlayer(table, rng)])
    assert final.winner == (0 if table.value(CroquetState.initial(SMALL)) > 0 else 1)


def test_value_of_a_position_off_the_start_table():
    """A position the start never reaches is solved on demand."""
    table = solve(SMALL)
    s = CroquetState(balls=(B(25, 1, missed=True), B(3, 3)), rules=SMALL)
    assert table.value(s) == 1 and table.best_moves(s) == [30]


def test_table_bytes_round_trip():
    table = solve(SMALL)
    again = table_from_bytes(SMALL, table_bytes(table))
    assert again is not None and again.values == table.values
    assert table_from_bytes(CARROLL, table_bytes(table)) is None        # another course
    assert table_from_bytes(SMALL, table_bytes(table)[:-2]) is None     # cut short
    assert table_from_bytes(SMALL, b"garbage") is None


def test_cache_is_written_once_and_reused(tmp_path, monkeypatch):
    table, path = load_or_solve(SMALL, cache_dir=tmp_path)
    assert path is not None and path.parent == tmp_path and path.exists()
    assert [p.name for p in tmp_path.iterdir()] == [path.name]         # no temp files left
    monkeypatch.setattr(solver, "solve", lambda rules, **kw: pytest.fail("should load from the cache"))
    again, path2 = load_or_solve(SMALL, cache_dir=tmp_path)
    assert path2 == path and again.values == table.values


def test_damaged_or_stale_cache_is_rebuilt(tmp_path):
    _, path = load_or_solve(SMALL, cache_dir=tmp_path)
    stale = tmp_path / f"croquet-{SMALL.key()}-0-000000000000.bin"
    stale.write_bytes(b"old")
    path.write_bytes(b"damaged")
    with pytest.warns(CacheNote, match="is damaged"):
        table, path2 = load_or_solve(SMALL, cache_dir=tmp_path)
    assert path2 == path and table_from_bytes(SMALL, cache.unframe(path.read_bytes())[0]) is not None
    assert not stale.exists()


def test_the_cache_tells_the_readings_of_rule_4_apart(tmp_path):
    """A table solved under one reading of rule 4 is never loaded for the other: its file name and its
    header name the reading, and both readings' tables are kept side by side."""
    mover = Rules(goal=30, gates=(10, 20), bans=MOVER_BANS)
    assert "-carroll-" in solver.fingerprint(SMALL) and "-mover-" in solver.fingerprint(mover)
    old, mover_path = load_or_solve(mover, cache_dir=tmp_path)
    assert table_from_bytes(SMALL, table_bytes(old)) is None
    path = tmp_path / f"{solver.fingerprint(SMALL)}.bin"
    cache.write(path, table_bytes(old), family="croquet-*.bin")       # the other reading's table in its place
    with pytest.warns(CacheNote, match="is not a table of this course; rebuilding it"):
        table, path2 = load_or_solve(SMALL, cache_dir=tmp_path)
    assert path2 == path and table.positions == SMALL_CODES["carroll"] != old.positions
    assert mover_path.exists() and sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name, mover_path.name])


def test_unwritable_cache_still_solves(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.warns(CacheNote) as notes:
        table, path = load_or_solve(SMALL, cache_dir=blocker / "sub")
    assert [("cannot be read" in str(n.message), "cannot be cached" in str(n.message)) for n in notes] == [
        (True, False), (False, True)]
    assert path is None and table.value(CroquetState.initial(SMALL)) != 0


def test_no_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    _, path = load_or_solve(SMALL, use_cache=False)
    assert path is None and not any(tmp_path.iterdir())


def test_translation_course_is_solved_too():
    table = Table(WITHOUT_GATE_TEN)
    s = CroquetState(balls=(B(86, 1), B(83, 2)), rules=WITHOUT_GATE_TEN)
    assert 94 in s.legal_actions() and table.value(s) != 0


@pytest.mark.parametrize("rules", [SMALL, CARROLL, WITHOUT_GATE_TEN])
def test_balls_enumerated_fast_are_those_the_worded_check_allows(rules):
    """The table's balls (made by a pruned loop) are exactly the balls rules.ball_problem lets through."""
    steps = range(9)
    every = [Ball(n, named, entry, missed) for n in range(rules.goal) for named in steps for entry in steps
             for missed in (False, True)]
    assert solver.well_formed_balls(rules) == tuple(b for b in every if rules_ball_problem(rules, b) is None)


def test_a_cache_file_is_trusted_by_its_checksum_not_re_solved(tmp_path, monkeypatch):
    """Loading a cached table checks the file's SHA-256 and header, and never runs the rules."""
    load_or_solve(SMALL, cache_dir=tmp_path)
    solver.well_formed_balls.cache_clear()
    monkeypatch.setattr(solver, "legal_numbers", lambda *a: pytest.fail("the rules ran while loading"))
    monkeypatch.setattr(solver, "solve", lambda rules, **kw: pytest.fail("solved again"))
    table, _ = load_or_solve(SMALL, cache_dir=tmp_path)
    assert table.positions == SMALL_CODES["carroll"]


def test_solving_reports_progress_to_the_expected_end(monkeypatch):
    """A course of known size reports positions solved of those expected, ending at the end."""
    monkeypatch.setattr(solver, "REPORT_EVERY", 10_000)
    codes = SMALL_CODES["carroll"]
    monkeypatch.setitem(solver.EXPECTED, SMALL.key(), codes)        # the table's codes (docs/croquet.md)
    heard = []
    table = solve(SMALL, report=lambda done, total: heard.append((done, total)))
    assert heard == [(n, codes) for n in range(10_000, codes, 10_000)] + [(codes, codes)]
    assert table.positions == codes
    quiet = []
    solve(Rules(goal=20, gates=(10,)), report=lambda done, total: quiet.append((done, total)))
    assert quiet == [(0, 1), (1, 1)]                                 # unknown length: the start and the end
