"""Arithmetical croquet rules: legal and illegal numbers with the rule that decides, kinds of
moves, the hold from the text, passes, JSON round trips, seeded random playouts.

Every expected value here is read off the rule text (rules 1-6) by hand.  The default course
is Carroll's: 10 is a gate (docs/croquet.md, 'Is 10 a gate?'); rule 4's exceptions are read as
Carroll wrote them, the other reading (``bans="mover"``) is an option (docs/croquet.md, 'Rule 4').
"""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import IllegalMoveError, InputFormatError
from wordgames.games.croquet.referee import announce, situation
from wordgames.games.croquet.course import CARROLL, MOVER_BANS, PASS, SMALL, WITHOUT_GATE_TEN, Ball, Kind, Rules
from wordgames.games.croquet.rules import CroquetState, rule4_lifted
from wordgames.engine import END_RULE, RandomPlayer


def position(me: Ball, partner: Ball, rules: Rules = CARROLL) -> CroquetState:
    """Player 1 (``me``) to move against player 2 (``partner``)."""
    return CroquetState(balls=(me, partner), to_move=0, rules=rules)


B = Ball
IN_20_BY_3 = B(20, named=3, entry=3)          # just stepped into gate 20 from 17
HELD_20_BY_3 = B(20, named=0, entry=3)        # in gate 20, named nothing last turn

MOVER = Rules(bans=MOVER_BANS)

# (me, partner, number, rules broken) -- legal moves have an empty tuple; the same under both
# readings of rule 4's exceptions (those that differ are RULE4_CASES below).
CASES = [
    # rule 1: the first number is 1..8, later ones 1..8 above one's own last number
    (B(), B(), 1, ()),
    (B(), B(), 8, ()),
    (B(), B(), 9, ("1",)),
    (B(), B(), -3, ("1",)),
    (B(17, 5), B(12, 4), 17, ("1",)),
    (B(17, 5), B(12, 4), 26, ("1",)),
    (B(17, 5), B(12, 4), 25, ()),                    # a miss, but a legal number
    # rule 4: not the partner's last step, nor its complement to 9
    (B(11, 2), B(12, 3), 14, ("4",)),                # step 3, as the partner's
    (B(11, 2), B(12, 3), 17, ("4",)),                # step 6 = 9 - 3
    (B(11, 2), B(12, 3), 15, ()),
    (B(), B(5, 5), 5, ("4",)),                       # also on the second player's first number
    (B(), B(5, 5), 4, ("4",)),
    (B(14, 2), B(12, 3), 17, ("4",)),                # step 3, not into a gate
    (B(17, 2), B(12, 6), 23, ("4",)),                # step 6 through the gate is no exception
    (B(7, 2), B(3, 3), 13, ("4",)),                  # step 6 through gate 10
    (B(95, 1), B(92, 4), 100, ("4",)),               # both in the nineties; the partner's 4 from 88 (through 90)
    (B(95, 1), B(99, 4), 100, ("4",)),               # both in the nineties: the ban stands
    (B(91, 1), B(94, 3), 94, ("4",)),                # the partner's 3 from 91, and I am at 91 too
    (B(90, 4, 4), B(74, 4), 94, ("4",)),             # leaving gate 90 starts from 90: banned (held)
    (B(93, 1), B(95, 5), 98, ("4",)),                # the partner's 5 left gate 90 (from 90); I am at 93
    (B(95, 1), B(90, 5, 5), 100, ()),                # the partner's 5 went into gate 90: bans nothing
    # rule 3: a ball in a gate leaves it by its entry step, and only so
    (IN_20_BY_3, B(12, 1), 23, ()),
    (IN_20_BY_3, B(12, 1), 22, ("3",)),
    (IN_20_BY_3, B(12, 1), 25, ("3",)),
    (IN_20_BY_3, B(12, 1), 29, ("1", "3")),
    (IN_20_BY_3, B(12, 2), 22, ("3", "4")),          # step 2 also repeats the partner's step
    (IN_20_BY_3, B(12, 3), 23, ("4",)),              # held (rule 6 by way of rule 4)
    (IN_20_BY_3, B(12, 6), 23, ("4",)),
    (IN_20_BY_3, B(12, 3), 26, ("3", "4")),
    (B(10, 3, 3), B(5, 5), 13, ()),                  # out of gate 10 by its entry step
    (B(10, 3, 3), B(5, 5), 12, ("3",)),
    # rule 6: the partner in a gate may be held by its exit step or the complement, alternately
    (B(12, 2), IN_20_BY_3, 15, ()),                  # first hold: 3, though the partner just stepped 3
    (B(12, 2), IN_20_BY_3, 18, ()),                  # or 6
    (B(12, 3), HELD_20_BY_3, 15, ("6",)),            # 3 after holding with 3: twice running
    (B(12, 3), HELD_20_BY_3, 18, ()),                # so 6
    (B(12, 6), HELD_20_BY_3, 18, ("6",)),
    (B(12, 6), HELD_20_BY_3, 15, ()),
    (B(12, 5), HELD_20_BY_3, 17, ()),                # 5 blocks nothing: may repeat
    (B(12, 3), IN_20_BY_3, 15, ()),                  # my 3 came before the partner entered
    # passing: only a held ball may name nothing
    (IN_20_BY_3, B(12, 3), PASS, ()),
    (IN_20_BY_3, B(12, 2), PASS, ("6",)),
    (B(), B(), PASS, ("6",)),
]


@pytest.mark.parametrize("rules", [CARROLL, MOVER], ids=["carroll", "mover"])
@pytest.mark.parametrize("me, partner, number, broken", CASES)
def test_rule_table(me, partner, number, broken, rules):
    check_breaches(position(me, partner, rules), number, broken)


# Rule 4's exceptions, read both ways: (me, partner, number, broken under Carroll's reading, broken under
# the mover's).  «Запрет перестаёт действовать, если после очередного хода игрок оказывается в воротах или
# делает свой ход, стартуя из числа, заключённого между 90 и 100. (В последнем случае запрет остаётся в
# силе, если партнёр также добрался до чисел, заключённых между 90 и 100.)»  Carroll: "a player has no
# 'barring' power when playing into a hoop, or when playing from any number between 90 and 100, unless
# the other player is also at such a number" -- the partner's step into a gate, or from 91..99 while I
# am not at 91..99, bans nothing.  The mover's reading: my move into a gate, or from 91..99 while the
# partner is not at 91..99, may take a banned step.  Each partner's ball is one a game can reach: its
# last step started ``named`` below it (or, after missing the post, where it stands).
RULE4_CASES = [
    # my own step into a gate: only the mover's reading frees it
    (B(17, 2), B(12, 3), 20, ("4",), ()),            # step 3 into gate 20 (the partner's 3 from 9)
    (B(14, 2), B(12, 3), 20, ("4",), ()),            # step 6 into gate 20
    (B(7, 2), B(3, 3), 10, ("4",), ()),              # step 3 into gate 10
    (B(85, 1), B(95, 5), 90, ("4",), ()),            # step 5 into gate 90 (the partner's 5 left gate 90)
    # the partner's step into a gate: free under both (the mover's reading needs rule 6 as a permission)
    (B(12, 2), B(20, 3, 3), 15, (), ()),             # the text's own rule 6 example: 3 after 17 -> 20
    (B(12, 2), B(20, 3, 3), 18, (), ()),             # or 6
    # from the nineties: I start there (mover's reading) or the partner did (Carroll's)
    (B(92, 1), B(58, 8), 100, ("4",), ()),           # the partner's 8 from 50; only I am in the nineties
    (B(91, 1), B(89, 3), 94, ("4",), ()),            # the partner's 3 from 86
    (B(99, 1, missed=True), B(58, 8), 100, ("4",), ()),
    (B(81, 1), B(96, 4), 85, (), ("4",)),            # the partner's 4 from 92; I am at 81, not there
    (B(81, 1), B(96, 4), 86, (), ("4",)),            # its complement 5
    (B(72, 1), B(95, 6, missed=True), 78, (), ("4",)),   # the partner missed the post from 95 with 6
    (B(90, 5, 5), B(96, 4), 95, (), ("4",)),         # in gate 90: the partner's 4 from 92 does not hold it
    (B(93, 1), B(96, 4), 97, ("4",), ("4",)),        # both at 91..99: the ban stands either way
    (B(93, 1), B(96, 4), 98, ("4",), ("4",)),
]


@pytest.mark.parametrize("me, partner, number, carroll, mover", RULE4_CASES)
def test_rule4_readings(me, partner, number, carroll, mover):
    """Rule 4 «Запрет перестаёт действовать, если после очередного хода игрок оказывается в воротах или делает
    свой ход, стартуя из числа, заключённого между 90 и 100»: Carroll's reading (the default), the mover's
    (``bans="mover"``)."""
    check_breaches(position(me, partner), number, carroll)
    check_breaches(position(me, partner, MOVER), number, mover)


def check_breaches(s, number, broken):
    assert tuple(b.rule for b in s.breaches(number)) == broken
    assert s.is_legal(number) == (not broken)
    assert (number in s.legal_actions()) == (not broken)
    if broken:
        with pytest.raises(IllegalMoveError) as e:
            s.apply(number)
        assert [b.rule for b in e.value.breaches] == list(broken) and e.value.move == number
    else:
        s.apply(number)


@pytest.mark.parametrize("number, message", [
    (26, "rule 1: a number after your 17 must be 18 to 25 (26)"),
    (19, "rule 4: your partner just stepped 2: you may not step 2 or 7 (19)"),
])
def test_error_texts(number, message):
    s = position(B(17, 6), B(14, 2))
    with pytest.raises(IllegalMoveError) as e:
        s.apply(number)
    assert str(e.value) == message


def test_error_text_in_gate_and_hold():
    s = position(IN_20_BY_3, B(12, 3))
    assert str(pytest.raises(IllegalMoveError, s.apply, 26).value) == (
        "rule 3: you are in gate 20, entered with a step of 3: the only way out is 23; "
        "rule 4: your partner just stepped 3: you may not step 3 or 6 (26)")
    s = position(B(12, 3), HELD_20_BY_3)
    assert str(pytest.raises(IllegalMoveError, s.apply, 15).value) == (
        "rule 6: you held the partner in gate 20 with a step of 3 last turn: "
        "not the same blocking step twice running (15)")


def test_game_over_refuses_everything():
    s = position(B(95, 1), B(81, 1)).apply(100)
    assert s.winner == 0 and s.is_terminal() and s.legal_actions() == [] and s.returns() == [1.0, -1.0]
    assert [b.rule for b in s.breaches(101)] == [END_RULE]          # the protocol's one end-of-game rule
    with pytest.raises(IllegalMoveError, match="rule end: the game is over"):
        s.apply(101)


@pytest.mark.parametrize("me, number, kind", [
    (B(17, 1), 18, Kind.STEP),
    (B(17, 1), 19, Kind.STEP),
    (B(17, 1), 20, Kind.ENTER),
    (B(17, 1), 23, Kind.THROUGH),        # 20 + (20 - 17)
    (B(17, 1), 21, Kind.MISS),
    (B(17, 1), 25, Kind.MISS),
    (B(17, 1, missed=True), 21, Kind.SECOND_MISS),
    (B(17, 1, missed=True), 23, Kind.THROUGH),
    (IN_20_BY_3, 23, Kind.LEAVE),
    (B(16, 1), 24, Kind.THROUGH),        # the longest way through: step 8
    (B(86, 1), 94, Kind.THROUGH),
    (B(95, 1), 99, Kind.STEP),
    (B(95, 1), 100, Kind.FINISH),
    (B(95, 1), 101, Kind.MISS),          # rule 5: the post can be missed once
    (B(95, 1, missed=True), 103, Kind.SECOND_MISS),
    (B(2, 1), 10, Kind.ENTER),           # 10 is a gate (Carroll's rule 2) ...
    (B(7, 1), 13, Kind.THROUGH),         # 10 + (10 - 7)
    (B(7, 1), 12, Kind.MISS),
    (B(6, 1), 14, Kind.THROUGH),
    (B(6, 1), 13, Kind.MISS),
    (B(5, 1), 13, Kind.MISS),            # from 5 gate 10 can only be entered (15 is too far)
    (B(7, 1, missed=True), 12, Kind.SECOND_MISS),
    (B(10, 3, 3), 13, Kind.LEAVE),
])
def test_kinds(me, number, kind):
    assert position(me, B()).kind(number) is kind


@pytest.mark.parametrize("me, number, kind", [
    (B(2, 1), 10, Kind.STEP),            # ... but not on the translation's list (--gates 20-90)
    (B(7, 1), 13, Kind.STEP),
    (B(7, 1), 12, Kind.STEP),
    (B(6, 1), 14, Kind.STEP),
    (B(17, 1), 23, Kind.THROUGH),        # 20 is a gate on both courses
])
def test_kinds_without_gate_ten(me, number, kind):
    assert position(me, B(), WITHOUT_GATE_TEN).kind(number) is kind


@pytest.mark.parametrize("me, number, after", [
    (B(17, 1), 18, B(18, 1)),
    (B(17, 1), 20, B(20, 3, 3)),
    (B(17, 1), 23, B(23, 6)),
    (B(17, 1), 21, B(17, 4, missed=True)),          # taken back; the step still counts as named
    (B(17, 1, missed=True), 23, B(23, 6)),          # through: the next gate starts afresh
    (IN_20_BY_3, 23, B(23, 3)),
    (B(95, 1), 101, B(95, 6, missed=True)),
    (B(7, 1), 12, B(7, 5, missed=True)),            # gate 10 missed: back to 7
    (B(7, 1), 10, B(10, 3, 3)),
])
def test_moved_ball(me, number, after):
    s = position(me, B()).apply(number)
    assert s.balls[0] == after and s.to_move == 1 and s.winner is None


def test_second_miss_loses():
    s = position(B(17, 1, missed=True), B(30, 2)).apply(25)
    assert s.winner == 1 and s.returns() == [-1.0, 1.0]


@pytest.mark.parametrize("rules", [CARROLL, MOVER], ids=["carroll", "mover"])
def test_hold_sequence_from_the_text(rules):
    """Rule 6: «если один игрок после 17 назвал число 20, то второй игрок может задержать его в воротах 20,
    называя поочерёдно числа 3, 6, 3, 6… и т. д.»

    With gate 10 no four holds running can all be real moves (steps 3, 6, 3, 6 span 18
    numbers, and a step of 3 cannot go through a gate), so the fourth is a miss.
    """
    s = position(B(17, 4), B(4, 4), rules)
    s = s.apply(20)                                  # player 1 into gate 20 by a step of 3
    # player 2 from 4: 7, 13 (through gate 10), 16, then 22 misses gate 20 (only 24 goes
    # through): back to 16, but the step of 6 still holds
    for number, after, repeat in [(7, B(7, 3), 10), (13, B(13, 6), 19), (16, B(16, 3), 19),
                                  (22, B(16, 6, missed=True), 22)]:
        s = s.apply(number)
        assert s.balls[1] == after
        assert s.legal_actions() == [PASS]           # player 1 cannot leave: 23 is forbidden
        assert [b.rule for b in s.breaches(23)] == ["4"]
        s = s.apply(PASS)
        assert s.balls[0] == HELD_20_BY_3
        assert [b.rule for b in s.breaches(repeat)] == ["6"]   # not the same step twice
    s = s.apply(17)                                  # player 2 stops holding: 16 -> 17, a step of 1
    assert s.legal_actions() == [23]                 # and player 1 leaves by 3 at last
    assert s.apply(23).balls[0] == B(23, 3)


@pytest.mark.parametrize("rules, why", [
    (CARROLL, "the partner stepped into a gate"),
    (MOVER, "the partner is in a gate: rule 6 lets you name the blocking steps"),
], ids=["carroll", "mover"])
def test_the_rule_6_example_needs_no_exception_under_carrolls_rule_4(rules, why):
    """«Запрет перестаёт действовать, если после очередного хода игрок оказывается в воротах»: read as
    Carroll wrote it ("a player has no 'barring' power when playing into a hoop"), the step 17 -> 20 bans
    nothing, so rule 6's example («после 17 назвал число 20 … называя поочерёдно числа 3, 6, 3, 6») holds
    with 3 right after it by rule 4 itself.  Read for the player who moves, rule 4 forbids that 3, and
    only rule 6 read as a permission lets it through."""
    s = CroquetState(balls=(B(12, 2), B(17, 4)), to_move=1, rules=rules)   # player 2 at 17 to move
    s = s.apply(20)                                           # 17 -> 20, a step of 3 into the gate
    assert s.balls == (B(12, 2), B(20, 3, 3)) and s.to_move == 0
    assert s.legal_actions() == list(range(13, 21))          # every step: 15 (step 3) and 18 (step 6) too
    assert rule4_lifted(rules, s.me, s.partner, 15) == why
    held = s.apply(15)
    assert held.legal_actions() == [PASS]                     # the 3 holds: 23 is banned by rule 4


@pytest.mark.parametrize("rules, starts", [
    (CARROLL, []),
    # without gate 10: from 0 or 1 no gate is met (4, 10, 13, 19 is the old example), and
    # the one gate met, 20, is gone through by the last 6 (5: 8, 14, 17, 23) or the
    # second 6 (8: 14, 17, 23, 26); at any later gate G the gate G - 10 is met too
    (WITHOUT_GATE_TEN, [(0, (3, 6, 3, 6)), (0, (6, 3, 6, 3)), (1, (3, 6, 3, 6)), (1, (6, 3, 6, 3)),
                        (5, (3, 6, 3, 6)), (8, (6, 3, 6, 3))]),
])
def test_four_holds_running_need_a_miss_with_gate_ten(rules, starts):
    """The numbers from which a ball can hold with steps 3, 6, 3, 6 (or 6, 3, 6, 3) by real moves.

    A hold must bind the held ball, so the holder may not stop in a gate (a step into a gate
    bans nothing): each step goes on or through a gate.
    """
    def real_moves(start, steps):
        ball = B(start, 1) if start else B()
        for step in steps:
            if position(ball, B(), rules).kind(ball.number + step) not in (Kind.STEP, Kind.THROUGH):
                return False
            ball = B(ball.number + step, step)
        return True
    found = [(x, steps) for x in range(rules.goal) if not rules.is_gate(x)
             for steps in [(3, 6, 3, 6), (6, 3, 6, 3)] if real_moves(x, steps)]
    assert found == starts


def test_held_ball_can_be_released_by_a_pass_of_the_holder():
    """A player who names nothing bans nothing (rule 4 speaks of the number just named)."""
    s = position(IN_20_BY_3, B(12, 0))
    assert s.legal_actions() == [23]


def test_situation_and_announcements():
    s = position(B(17, 4), B(1, 1)).apply(20).apply(4)
    assert situation(s) == ("Player 1 to move at 20 (partner at 4); in gate 20: the only way out is 23 "
                            "(rule 3); held: no legal number (rule 6)")
    assert announce(s, PASS) == "Player 1 is held in gate 20 and names nothing this turn (rule 6)"
    s = position(B(95, 1, missed=True), B(50, 1))
    assert announce(s, 102) == "Player 1 names 102: misses the post 100 a second time and loses"
    assert announce(s, 100) == "Player 1 names 100: reaches the post 100 and wins"


# Move counts of hand-made positions (as chess engines pin perft counts).
@pytest.mark.parametrize("me, partner, legal, rules", [
    (B(), B(), [1, 2, 3, 4, 5, 6, 7, 8], CARROLL),
    (B(), B(8, 8), [2, 3, 4, 5, 6, 7], CARROLL),
    (B(17, 6), B(14, 2), [18, 20, 21, 22, 23, 25], CARROLL),
    (B(7, 1), B(3, 3), [8, 9, 11, 12, 14, 15], CARROLL),        # 3 and 6 banned, into gate 10 too
    (B(7, 1), B(3, 3), [8, 9, 10, 11, 12, 14, 15], MOVER),      # 10 by the banned 3 (into a gate), not 13
    (IN_20_BY_3, B(12, 1), [23], CARROLL),
    (IN_20_BY_3, B(12, 6), [PASS], CARROLL),
    (B(99, 1, missed=True), B(94, 8), [101, 102, 103, 104, 105, 106], CARROLL),   # only second misses
    (B(99, 1, missed=True), B(94, 8), [101, 102, 103, 104, 105, 106], MOVER),
    (B(92, 1), B(93, 1), [94, 95, 96, 97, 98, 99], CARROLL),    # steps 1 and 8 banned: 93 and the post
    (B(90, 5, 5), B(96, 4), [95], CARROLL),                    # a 4 from 92 does not hold a ball in gate 90
    (B(90, 5, 5), B(96, 4), [PASS], MOVER),                    # ... read for the mover, it does
])
def test_legal_move_lists(me, partner, legal, rules):
    assert position(me, partner, rules).legal_actions() == legal


def random_positions(rules, seeds):
    """Yield every position of seeded random games."""
    for seed in seeds:
        rng = random.Random(seed)
        s = CroquetState.initial(rules)
        while not s.is_terminal():
            yield s
            s = s.apply(RandomPlayer(rng).choose(s))
        yield s


@pytest.mark.parametrize("rules", [CARROLL, WITHOUT_GATE_TEN, SMALL])
def test_generator_agrees_with_predicate(rules):
    for s in random_positions(rules, range(40)):
        if s.is_terminal():
            continue
        me = s.me.number
        by_predicate = [n for n in range(me - 2, me + 12) if s.is_legal(n)]
        legal = s.legal_actions()
        assert legal == (by_predicate or [PASS])
        assert s.is_legal(PASS) == (legal == [PASS])
        assert s.forbidden_steps() <= set(range(1, 9))


@pytest.mark.parametrize("rules", [CARROLL, WITHOUT_GATE_TEN])
def test_random_playouts(rules):
    """Seeded games end, every move is legal, balls only go forward, the result adds up."""
    for seed in range(100):
        rng = random.Random(seed)
        final = CroquetState.initial(rules)
        while not final.is_terminal():
            final = final.apply(RandomPlayer(rng).choose(final))
        assert final.winner in (0, 1) and sum(final.returns()) == 0
    previous = None
    for s in random_positions(rules, range(100, 130)):
        if previous is not None and previous.winner is None and s.to_move != previous.to_move:
            assert s.balls[previous.to_move].number >= previous.me.number
        previous = s


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([CARROLL, WITHOUT_GATE_TEN, SMALL]))
def test_json_round_trip(seed, rules):
    for s in random_positions(rules, [seed]):
        assert CroquetState.from_json(s.to_json()) == s
        assert json.loads(s.to_json())["gates"] == list(rules.gates)


@pytest.mark.parametrize("data, message", [
    ({"gates": [20], "to_move": 0, "winner": None, "balls": []}, "no 'goal' field"),
    ({"goal": 100, "gates": [20], "to_move": 0, "winner": None,
      "balls": [{"number": 25, "named": 1, "entry": 3, "missed": False}] * 2},
     "25 is not a gate, so the entry step must be 0"),
    ({"goal": 100, "gates": [20], "to_move": 0, "winner": None,
      "balls": [{"number": 120, "named": 1, "entry": 0, "missed": False}] * 2},
     "number 120 is not 0 to 99"),
    ({"goal": 100, "gates": [25], "to_move": 0, "winner": None, "balls": []}, "not a croquet course"),
])
def test_from_dict_refuses_impossible_positions(data, message):
    with pytest.raises(InputFormatError, match=message):
        CroquetState.from_dict(data)
