"""The CROQUAR-95 rules: the contest's own examples as tables, a plain negamax (with draws) as the
oracle for the fast table, and the one published solution (a draw, about 1.3 million positions)."""

import sys

import pytest

from wordgames.games.croquet.course import CROQUAR, CROQUAR_SMALL, PASS, Ball, Kind, Rules
from wordgames.games.croquet.referee import announce
from wordgames.games.croquet.rules import CroquetState, read_position
from wordgames.games.croquet.solver import (
    DRAW,
    EXPECTED,
    as_mover,
    as_partner,
    legal_positions,
    reachable_positions,
    solve,
)

B = Ball
TINY = Rules(goal=20, gates=(), contest=True)          # one hoop, the post: misses, holds, the last move
SMALLER = Rules(goal=20, gates=(10,), contest=True)


def at(me, partner, to_move=0, rules=CROQUAR):
    balls = (me, partner) if to_move == 0 else (partner, me)
    return CroquetState(balls=balls, to_move=to_move, rules=rules)


def line(numbers, rules=CROQUAR):
    s = CroquetState.initial(rules)
    for n in numbers:
        s = s.apply(n)
    return s


# -- the rule page's own examples --------------------------------------------------------------

@pytest.mark.parametrize("me, partner, legal", [
    (B(17, 6), B(14, 2), [18, 20, 21, 22, 23, 25]),      # "if your opponent added 2, ... not 2 or 7"
    (B(95, 6), B(51, 5), [96, 97, 98, 101, 102, 103]),     # no exception in the nineties (Carroll has one)
    (B(17, 6), B(14, 3), [18, 19, 21, 22, 24, 25]),        # none for a move into a hoop (read for the mover, 20)
    (B(17, 6), B(20, 2, 2), [18, 19, 20, 21, 22, 23, 24, 25]),   # partner in a hoop: no ban at all
    (B(20, 3, 3), B(14, 2), [23]),                        # "to get out you must use the same number"
    (B(20, 3, 3), B(17, 3), [PASS]),                      # held: the exit step is banned, skip the move
    (B(20, 3, 3), B(17, 6), [PASS]),                      # ... or its complement
    (B(25, 6, 0, True, True), B(14, 2), [17, 19]),        # back below 20: subtract 6 or 8, not 7 (banned)
    (B(27, 8, 0, True, True), B(14, 1), [PASS]),          # only 8 comes back from 27, and 8 is banned
])
def test_legal_numbers(me, partner, legal):
    assert at(me, partner).legal_actions() == legal


def test_the_contest_rule_set_names_its_reading_of_rule_4():
    """Its bans: "except for the number that the adversary added on his/her last move and the difference
    between 9 and that number", and "if you are in a hoop, your opponent is not limited" -- Carroll's hoop
    clause alone (``hoops``), whatever reading Carroll's game is played under."""
    from wordgames.games.croquet.game import CroquetGame
    assert CROQUAR.bans == CROQUAR_SMALL.bans == "hoops"
    assert all(CroquetGame({"gates": "croquar-95", "bans": b}).course == CROQUAR for b in ("carroll", "mover"))


@pytest.mark.parametrize("me, number, kind", [
    (B(17, 6), 23, Kind.THROUGH), (B(18, 6), 22, Kind.THROUGH),     # "17 - 23, or 18 - 22"
    (B(19, 6), 25, Kind.MISS),                                      # "but not 19 - 25"
    (B(17, 6), 20, Kind.ENTER), (B(20, 3, 3), 23, Kind.LEAVE),      # "17 - 20 - 23"
    (B(19, 6, 0, True), 25, Kind.SECOND_MISS),                      # one miss in the whole game
    (B(97, 6), 103, Kind.FINISH), (B(97, 6), 100, Kind.ENTER),      # 100 is the last hoop
    (B(97, 6), 101, Kind.MISS), (B(100, 4, 4), 104, Kind.FINISH),
    (B(25, 6, 0, True, True), 18, Kind.BACK),
])
def test_kinds(me, number, kind):
    assert at(me, B(5, 5)).kind(number) is kind


def test_a_miss_is_made_good_and_spends_the_one_miss_of_the_game():
    s = at(B(19, 1), B(14, 2)).apply(25)                  # "not 19 - 25": stands at 25, must come back
    assert s.balls[0] == B(25, 6, 0, True, True)
    s = s.apply(16)                                       # the partner steps 2: 7 may not be subtracted
    assert s.legal_actions() == [17, 19]
    s = s.apply(19).apply(17)                             # back below 20 by 6; the partner steps 1
    assert s.balls[0] == B(19, 6, 0, True, False)
    assert s.kind(25) is Kind.SECOND_MISS and s.apply(25).winner == 1     # "twice ... the opponent wins"


def test_the_index_pages_hold():
    """The index page: "say you were on 8 and went 2 getting on the hoop 10 ... your opponent is on 7 ...
    goes 2 ... And again." """
    s = at(B(8, 5), B(7, 4))
    for n in (10, 9, PASS, 11, PASS, 13, PASS, 15):       # player 1 enters with 2; player 2 holds with 2, 2, 2
        assert n in s.legal_actions()
        if n == PASS:
            assert s.legal_actions() == [PASS]
        s = s.apply(n)
    assert s.balls[0].number == 10 and s.balls[1].number == 15


@pytest.mark.parametrize("moves, result", [
    ([(B(97, 2), B(98, 1)), 103, 102], "draw"),          # player 1 passes 100; player 2 follows: a draw
    ([(B(97, 2), B(98, 1)), 103, 99], 0),                 # player 2 falls short: player 1 wins
    ([(B(88, 2), B(97, 4)), 90, 103], 1),                 # player 2 first: wins at once
])
def test_the_last_move_and_the_draw(moves, result):
    (p1, p2), *numbers = moves
    s = CroquetState(balls=(p1, p2), rules=CROQUAR)
    for n in numbers:
        s = s.apply(n)
    assert s.is_terminal()
    assert (s.draw and s.winner is None) if result == "draw" else (s.winner == result and not s.draw)
    assert s.returns() == ([0.0, 0.0] if result == "draw" else [1.0, -1.0] if result == 0 else [-1.0, 1.0])


def test_the_referee_says_the_last_move():
    s = CroquetState(balls=(B(97, 2), B(98, 1)), rules=CROQUAR)
    assert announce(s, 103) == "Player 1 names 103: through the last gate 100; Player 2 has one more move"
    s = s.apply(103)
    assert announce(s, 102) == "Player 2 names 102: past the post as well; a draw"
    assert announce(s, 99) == "Player 2 names 99: not past the post; Player 1 wins"


def test_position_json_round_trip():
    s = line([2, 3, 10])
    assert CroquetState.from_dict(s.to_dict()) == s
    assert s.to_dict()["contest"] is True


# -- the table against a plain negamax with draws ------------------------------------------------

def oracle_values(rules: Rules, key=lambda s: s) -> dict:
    """Return the value of every position reachable from the start: +n / -n plies, or DRAW.

    ``key`` names the position a value is remembered under: the state itself, or (faster)
    what decides its future.
    """
    memo: dict = {}
    found: dict[CroquetState, int] = {}

    def value(s: CroquetState) -> int:
        if key(s) in memo:
            found.setdefault(s, memo[key(s)])
        else:
            outcomes = []
            for n in s.legal_actions():
                t = s.apply(n)
                if t.draw:
                    outcomes.append(DRAW)
                elif t.winner is not None:
                    outcomes.append(1 if t.winner == s.to_move else -1)
                else:
                    v = value(t)
                    outcomes.append(DRAW if v == DRAW else -(v + 1) if v > 0 else 1 - v)
            wins = [v for v in outcomes if 0 < v < DRAW]
            memo[key(s)] = found[s] = min(wins) if wins else DRAW if DRAW in outcomes else min(outcomes)
        return memo[key(s)]

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20_000))
    try:
        value(CroquetState.initial(rules))
    finally:
        sys.setrecursionlimit(limit)
    return found


def future(s: CroquetState) -> tuple:
    """What decides the future of ``s`` (the table's coding, docs/croquet.md)."""
    return s.to_move, as_mover(s.rules, s.me), as_partner(s.rules, s.partner)


def check_against_oracle(rules: Rules, key=lambda s: s) -> None:
    oracle = oracle_values(rules, key)
    table = solve(rules)
    for s, v in oracle.items():
        assert table.value(s) == v, s
    # The table codes a position by what decides its future: so many classes of the oracle's positions.
    assert reachable_positions(table) == table.positions == len({future(s) for s in oracle})


def test_table_matches_oracle_on_a_tiny_course():
    check_against_oracle(TINY, key=future)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [TINY, SMALLER, CROQUAR_SMALL])
def test_table_matches_oracle_on_every_position_as_it_is(rules):
    """The oracle remembers each position as it is, so this checks the table's coding too."""
    check_against_oracle(rules)


def test_the_published_count_of_positions():
    """Paul Colley, winner of CROQUAR-95: "I first solved the game by retrograde analysis (1.3 million
    positions)."  A retrograde analysis runs over every position that can be written down, reachable
    or not; coded as the table codes them but with the last step of a ball in a hoop kept (his tables
    index by the last move, "a 2 (or equivalently a 7)"), there are 1.32 million of them."""
    assert abs(legal_positions(CROQUAR, hoop_keeps_last_step=True) - 1_300_000) <= 0.05 * 1_300_000


@pytest.fixture(scope="module")
def croquar_table():
    return solve(CROQUAR)           # about 4 s


def test_the_published_solution(croquar_table):
    """Paul Colley: "The game is a draw with perfect play." """
    start = CroquetState.initial(CROQUAR)
    assert croquar_table.value(start) == DRAW
    assert croquar_table.positions <= legal_positions(CROQUAR)
    assert croquar_table.positions == EXPECTED[CROQUAR.key()]       # the progress bar's length is right


def test_review_values_a_thrown_draw_at_one(croquar_table, monkeypatch):
    """A draw given away costs 1 (won 1, drawn 0, lost -1); keeping it costs nothing."""
    from wordgames.games.croquet.game import CroquetGame
    monkeypatch.setattr(CroquetGame, "table", lambda self, use_cache=True, progress=None: croquar_table)
    game, start = CroquetGame({"gates": "croquar-95"}), CroquetState.initial(CROQUAR)
    drawing = [n for n, v in croquar_table.move_values(start) if v == DRAW]
    thrown = next(n for n, v in croquar_table.move_values(start) if v != DRAW)
    kept, lost = game.appraise(start, drawing[0], "win"), game.appraise(start, thrown, "win")
    assert (kept.value_best, kept.value_done, kept.cost) == (0.0, 0.0, 0.0)
    assert (lost.best, lost.value_done, lost.cost) == (drawing[0], -1.0, 1.0)


@pytest.mark.parametrize("change, message", [
    (lambda d: d["balls"][0].update(back="yes"), "balls[0].back: expected true or false, not 'yes'"),
    (lambda d: d.update(contest=1), "contest: expected true or false, not 1"),
    (lambda d: d.update(draw=True, winner=0), "draw: expected true or false, and true only in a drawn"),
    (lambda d: d["balls"][1].update(number=104, named=4), "only the first player's ball can stand past the post"),
    (lambda d: d["balls"][0].update(number=25, named=6, back=True), "is not a ball of the CROQUAR-95 rules"),
])
def test_a_bad_contest_position_is_refused_by_its_field(change, message):
    from wordgames.errors import InputFormatError
    data = line([2, 3, 10]).to_dict()
    change(data)
    with pytest.raises(InputFormatError, match=message.replace("[", r"\[").replace("]", r"\]")):
        read_position(data, "p.json")


def test_the_situation_line_names_the_bans_also_when_coming_back():
    from wordgames.games.croquet.referee import situation
    assert situation(at(B(25, 6, 0, True, True), B(17, 2))) == (
        "Player 1 to move at 25 (partner at 17); missed gate 20: to come back below it; "
        "not 2 or 7 (rule 2: partner just stepped 2)")
    assert situation(at(B(20, 3, 3), B(17, 3))) == (
        "Player 1 to move at 20 (partner at 17); in gate 20: the only way out is 23 (rule 3); "
        "no legal number: the move is skipped")
