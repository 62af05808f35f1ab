"""Placement rules 1–8 and sections (3)–(6) of «Гонки по вертикали», as tables.

Every position here is made by hand; every count and every rule number was
worked out on paper from the rule text (the comments show the working).
"""

from __future__ import annotations

import re

import pytest

from wordgames.engine import END_RULE
from wordgames.errors import Breach, IllegalMoveError
from wordgames.games.vertical.board import Board, open_cells
from wordgames.games.vertical.cards import parse_card
from wordgames.games.vertical.rules import PASS, Place, game_over, outcome, placements
from wordgames.games.vertical.state import VerticalState
from wordgames.games.vertical.table import Table


def cards(text: str) -> frozenset:
    return frozenset(parse_card(c) for c in text.split())


def position(placed: list[tuple[tuple[int, int], str]], hands: list[str], to_move: int,
             table: Table = Table()) -> VerticalState:
    """A hand-made position: cards on places, the four hands, the hand to move."""
    board = Board(table.height, tuple((cell, parse_card(c)) for cell, c in placed))
    return VerticalState(table, tuple(cards(h) for h in hands), board, to_move)


# Position A: only the first card lies, Q♥ at the origin; Black 1 to move.
POS_A = position([((0, 0), "QH")], ["6H", "6C KC AS", "7H", "7C"], to_move=1)

# Position B: the base row 9♥ 10♣ J♦ Q♠ (a1-d1; each beats the card it touches),
# then A♦ on b2 (beats the 10♣ below).  Black 1 to move.
BASE_B = [((0, 0), "9H"), ((1, 0), "10C"), ((2, 0), "JD"), ((3, 0), "QS"), ((1, 1), "AD")]
POS_B = position(BASE_B, ["6D", "6S 7C KS AC", "6D 8D 10H KH", "8S"], to_move=1)

# Position C: base 6♣ 8♥ 9♠ 10♦, then J♦ on a2 and K♥ on c2; b2 touches three red cards.
BASE_C = [((0, 0), "6C"), ((1, 0), "8H"), ((2, 0), "9S"), ((3, 0), "10D"),
          ((0, 1), "JD"), ((2, 1), "KH")]
POS_C = position(BASE_C, ["QD", "7C 8C 9C AS", "6H", "6S"], to_move=1)


@pytest.mark.parametrize("state, count, why", [
    # Start: the red captain lays any of his cards at the origin.
    (position([], ["6H 7H 8H 9H 10H JH QH KH AH"] + ["6C"] * 3, 0), 9, "any first card"),
    # A: places (-1,0) and (1,0) touch only Q♥: K♣ and A♠ beat it, 6♣ does not: 2 × 2.
    (POS_A, 4, "two places x two higher cards"),
    # B, Black 1 with 6♠ 7♣ K♠ A♣.  a2 touches 9♥, A♦ (beat one: K♠, A♣);
    # c2 touches J♦, A♦ (beat J: K♠, A♣); d2 touches own Q♠ (free but no ♠: 7♣, A♣);
    # b3 touches only A♦ (nothing beats an ace): 2 + 2 + 2 + 0.
    (POS_B, 6, "rules 2-5 on four places"),
    # B, Red 2 with 6♦ 8♦ 10♥ K♥.  a2 touches own 9♥ and A♦: every red suit touches (0);
    # c2 own J♦, A♦: no ♦ (10♥, K♥); d2 only Q♠: beat it (K♥); b3 own A♦: no ♦ (10♥, K♥).
    (position(BASE_B, ["6D", "6S", "6D 8D 10H KH", "8S"], to_move=2), 5, "red in position B"),
    # C, Black 1 with 7♣ 8♣ 9♣ A♠.  b2 touches J♦, K♥, 8♥: beat the 8 (9♣, A♠);
    # d2 touches 10♦ and K♥: beat the 10 (A♠); a3 only J♦ (A♠); c3 only K♥ (A♠).
    (POS_C, 5, "three opponent cards"),
    # B, Black 1 holding only 6♠: no place takes it, so the only move is to pass.
    (position(BASE_B, ["6D", "6S", "10H", "8S"], to_move=1), 1, "pass"),
])
def test_pinned_move_counts(state, count, why):
    assert len(state.legal_actions()) == count, why


def test_the_only_move_of_a_stuck_hand_is_pass():
    stuck = position(BASE_B, ["6D", "6S", "10H", "8S"], to_move=1)    # Red 2 can still lay 10♥
    assert stuck.legal_actions() == [PASS]
    assert stuck.apply(PASS).to_move == 2


def P(card: str, cell: tuple[int, int]) -> Place:
    return Place(parse_card(card), cell)


@pytest.mark.parametrize("state, move, rules", [
    # Section (3): the first card goes to the origin.
    (position([], ["QH", "6C", "7H", "7C"], 0), P("QH", (0, 0)), []),
    (position([], ["QH", "6C", "7H", "7C"], 0), P("QH", (1, 0)), ["(3)"]),
    # Rule 7: the second card goes beside the first, in its row.
    (POS_A, P("KC", (1, 0)), []),
    (POS_A, P("AS", (-1, 0)), []),
    (POS_A, P("KC", (0, 1)), ["7"]),
    (POS_A, P("KC", (0, -1)), ["7"]),
    # Rule 1: it must touch a card.
    (POS_A, P("KC", (2, 0)), ["1"]),
    # Rule 3: touching only Q♥, the card must be higher; equal is not higher.
    (POS_A, P("6C", (1, 0)), ["3"]),
    (position([((0, 0), "QH")], ["6H", "QC", "7H", "KC"], 1), P("QC", (1, 0)), ["3"]),
    # Rule 4: touching 9♥ and A♦ (no black card): beating the 9 is enough.
    (POS_B, P("KS", (0, 1)), []),
    (POS_B, P("7C", (0, 1)), ["4"]),
    (POS_B, P("6S", (0, 1)), ["4"]),
    # Rule 4 with three cards: J♦, K♥, 8♥ — a nine beats the eight; an eight beats none.
    (POS_C, P("9C", (1, 1)), []),
    (POS_C, P("8C", (1, 1)), ["4"]),
    # Rule 3 at b3, touching only A♦: nothing is higher than an ace.
    (POS_B, P("AC", (1, 2)), ["3"]),
    (POS_B, P("6S", (1, 2)), ["3"]),
    # Rule 5: touching its own Q♠ a low card may go; rule 2: not a spade beside a spade.
    (POS_B, P("7C", (3, 1)), []),
    (POS_B, P("KS", (3, 1)), ["2"]),
    # Rule 2 for red beside red: a2 touches 9♥ and A♦, so no red card at all.
    (position(BASE_B, ["6D", "6S", "6D 8D 10H KH", "8S"], 2), P("10H", (0, 1)), ["2"]),
    (position(BASE_B, ["6D", "6S", "6D 8D 10H KH", "8S"], 2), P("8D", (0, 1)), ["2"]),
    # C, Red 2: d2 touches 10♦ and K♥, both red — rule 5 frees the rank, rule 2 bars ♦ and ♥.
    (position(BASE_C, ["QD", "6S", "6H 7D", "6S"], 2), P("6H", (3, 1)), ["2"]),
    # Rule 6: beside the rectangle, and rule 8: below the base row.
    (POS_B, P("7C", (4, 0)), ["6"]),
    (POS_B, P("7C", (4, 1)), ["1", "6"]),
    (POS_B, P("7C", (0, -1)), ["8", "3"]),
    (POS_B, P("7C", (0, 2)), ["1"]),
    # Section (5): a free place, and one's own card.
    (POS_B, P("7C", (1, 0)), ["(5)"]),
    (POS_B, P("10S", (0, 1)), ["(5)"]),
    # Section (4): passing while a card can be laid.
    (POS_B, PASS, ["(4)"]),
])
def test_breaches_name_every_rule_broken(state, move, rules):
    assert [b.rule for b in state.breaches(move)] == rules
    assert state.is_legal(move) == (not rules)
    assert (move in state.legal_actions()) == (not rules)


def test_rule_6_above_the_rectangle():
    # A column of nine cards a1-a9 alternating red and black, each beating the one below.
    column = ["6H", "7C", "8D", "9S", "10H", "JC", "QD", "KS", "AH"]
    placed = [((0, y), c) for y, c in enumerate(column)] + [((1, 0), "6S"), ((2, 0), "7D"), ((3, 0), "8C")]
    state = position(placed, ["6D", "9C", "6D", "10C"], to_move=1)
    assert [b.rule for b in state.breaches(P("9C", (0, 9)))] == ["6", "3"]
    assert (0, 9) not in open_cells(state.board)


def test_rejected_move_raises_with_rule_and_move():
    with pytest.raises(IllegalMoveError) as e:
        POS_B.apply(P("6S", (1, 2)))
    assert e.value.rule == "3" and e.value.move == P("6S", (1, 2))
    assert e.value.breaches == (Breach("3", "6♠ touches only A♦ of the other team and is not higher"),)
    assert str(e.value) == "rule 3: 6♠ touches only A♦ of the other team and is not higher"   # the game writes the move


def test_every_broken_rule_is_one_breach_with_a_message():
    # 6♠ from Red 2's turn in position B, on a1 (taken): not Red 2's card (5), the place is taken (5).
    state = position(BASE_B, ["6D", "6S", "6D 8D 10H KH", "8S"], to_move=2)
    assert [str(b) for b in state.breaches(P("6S", (0, 0)))] == [
        "rule (5): 6♠ is not in the hand of Red 2", "rule (5): the place a1 is taken by 9♥"]
    # 7♣ right of the rectangle one row up (x 4, y 1): it touches nothing, and it is outside.
    assert [str(b) for b in POS_B.breaches(P("7C", (4, 1)))] == [
        "rule 1: the place (4, 1) touches no card on the table",
        "rule 6: the place (4, 1) is outside the 4×9 rectangle"]
    assert [str(b) for b in POS_B.breaches("QH b3")] == [
        "rule (5): a move lays one card on a place, or passes; not 'QH b3'"]


def test_apply_moves_the_card_and_the_turn():
    after = POS_B.apply(P("AC", (0, 1)))
    assert after.board.at[(0, 1)] == parse_card("AC")
    assert parse_card("AC") not in after.hands[1]
    assert after.to_move == 2
    assert POS_B.board.at.get((0, 1)) is None          # the old state is unchanged


# ---- the end and the winner (section 6) -------------------------------------------------

TOWER = [((0, y), c) for y, c in enumerate(["6H", "7C", "8D", "9S", "10H", "JC", "QD", "KS", "AH"])]
BASE_ROW = [((1, 0), "6S"), ((2, 0), "7D"), ((3, 0), "8C")]


def board_of(placed) -> Board:
    return Board(9, tuple((cell, parse_card(c)) for cell, c in placed))


@pytest.mark.parametrize("far, expected", [
    ({0: "AH", 1: "KD", 2: "6C", 3: "7S"}, ("red", 2, 2, 27, 13)),      # 2-2, points 27 to 13
    ({0: "AH", 1: "6C", 2: "KD", 3: "AS"}, ("red", 2, 2, 27, 20)),      # 2-2, points 27 to 20
    ({0: "6H", 1: "KS", 2: "7D", 3: "6C"}, ("black", 2, 2, 13, 19)),
    ({0: "9H", 1: "9C", 2: "10D", 3: "10S"}, (None, 2, 2, 19, 19)),    # equal points: a draw
    ({0: "6H", 1: "AS", 2: "7D", 3: "8H"}, ("red", 3, 1, 21, 14)),      # three places beat an ace
    ({0: "6H"}, ("red", 1, 0, 6, 0)),                                   # other places never taken
    ({}, (None, 0, 0, 0, 0)),
])
def test_outcome_counts_far_places_then_points(far, expected):
    board = board_of(BASE_ROW + [((0, 0), "6H")] + [((x, 8), c) for x, c in far.items()])
    o = outcome(board)
    assert (o.winner, o.far["red"], o.far["black"], o.points["red"], o.points["black"]) == expected


def test_game_ends_when_the_far_row_is_full():
    placed = TOWER + BASE_ROW + [((1, 8), "KC"), ((2, 8), "QH"), ((3, 8), "AS")]
    held = cards("6D 9C 7H 10C")
    assert game_over(board_of(placed), held)
    assert not game_over(board_of(placed[:-1]), held)


def test_a_dead_far_place_does_not_hold_up_the_end():
    # d9 touches A♠ (c9) and A♣ (d8): a red card must beat an ace, a black one
    # may not be a club or a spade — no card can ever go there.
    right = [((3, y), c) for y, c in enumerate(["8C", "9H", "10S", "JH", "QS", "KD", "QC", "AC"])]
    placed = TOWER + [((1, 0), "6S"), ((2, 0), "7D")] + right + [((1, 8), "KC"), ((2, 8), "AS")]
    held = cards("6D 7H 9C 8H 10C")
    assert game_over(board_of(placed), held)
    # Without the A♣ on d8 the place d9 may still be reached, so the game goes on.
    assert not game_over(board_of(placed[:-3] + placed[-2:]), held)


def test_game_ends_when_nobody_can_lay_a_card():
    stuck = position(BASE_B, ["6D", "6S", "", ""], to_move=0)
    assert stuck.is_terminal() and stuck.legal_actions() == []
    assert stuck.returns() == [0.0, 0.0, 0.0, 0.0]
    assert [b.rule for b in stuck.breaches(PASS)] == [END_RULE]           # the protocol's one end-of-game rule
    assert [b.rule for b in stuck.view(2).breaches(PASS)] == [END_RULE]


def test_a_seat_not_to_move_is_told_whose_turn_it_is():
    view = POS_B.view(0)                                # Black 1 is to move; Red 1 asks
    assert view.legal_actions() == []
    assert [str(b) for b in view.breaches(P("6D", (0, 1)))] == ["rule (3): it is the turn of Black 1"]
    assert POS_B.view(1).breaches(P("AC", (0, 1))) == []


def test_placements_are_generated_place_by_place():
    assert [(str(m.card), m.cell) for m in placements(POS_A.board, POS_A.hands[1])] == [
        ("K♣", (-1, 0)), ("A♠", (-1, 0)), ("K♣", (1, 0)), ("A♠", (1, 0))]


@pytest.mark.parametrize("text, card", [
    ("Дч", ("Q", "♥")), ("дч", ("Q", "♥")), ("10п", ("10", "♠")), ("6б", ("6", "♦")), ("Вк", ("J", "♣")),
    ("Тт", ("A", "♣")),                      # Т is туз in Russian, not ten
    ("Кт", ("K", "♣")), ("Д♥", ("Q", "♥")), ("т пики", ("A", "♠")), ("9 черви", ("9", "♥")),
    ("TH", ("10", "♥")),                     # and T is ten in the English notation
])
def test_cards_written_the_russian_way(text, card):
    from wordgames.games.vertical.cards import RANK_NAMES, parse_card
    c = parse_card(text)
    assert (RANK_NAMES[c.rank], c.suit) == card


@pytest.mark.parametrize("text, says", [
    ("Tч", "unknown rank 't' in 'Tч'"),        # a Latin T with a Russian suit: never guessed
    ("Дx", "unknown suit in 'Дx'"),
    ("Зч", "unknown rank 'з' in 'Зч'"),
])
def test_mixed_or_unknown_russian_cards_are_refused(text, says):
    from wordgames.errors import InputFormatError
    from wordgames.games.vertical.cards import parse_card
    with pytest.raises(InputFormatError, match=re.escape(says)):
        parse_card(text)
