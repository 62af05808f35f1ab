"""Deals, seeded playouts, oracles and bots of «Гонки по вертикали»."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import InputFormatError, OptionError
from wordgames.games.vertical.board import Board, neighbours, open_cells
from wordgames.games.vertical.cards import deck, parse_card
from wordgames.games.vertical.deal import deal
from wordgames.games.vertical.fast import FastGame, from_move, to_move
from wordgames.games.vertical.game import VerticalGame
from wordgames.games.vertical.notation import format_move, parse_move
from wordgames.games.vertical.players import GreedyBot
from wordgames.games.vertical.render import draw_board, seating_text
from wordgames.games.vertical.rules import PASS, Place, placements
from wordgames.games.vertical.search import SearchBot, analyse
from wordgames.games.vertical.state import VerticalState
from wordgames.games.vertical.table import Table, hand_label
from wordgames.table.loop import play

MODES = [(mode, size) for mode in ("2x2", "3x3", "1x1", "3p") for size in (36, 52)]


def play_out(state: VerticalState, bots) -> VerticalState:
    """Play a dealt position to the end, each seat's bot choosing from its view, every move checked."""
    while not state.is_terminal():
        seat = state.current_player()
        state = state.apply(bots[seat].choose(state.view(seat)))
    return state


@pytest.mark.parametrize("mode, size, sizes", [
    ("2x2", 36, [9, 9, 9, 9]),            # section (2): 9 cards each
    ("2x2", 52, [13, 13, 13, 13]),        # 13 each
    ("3x3", 36, [6, 6, 6, 6, 6, 6]),      # 18 of a colour over three hands
    ("3x3", 52, [9, 9, 9, 9, 8, 8]),      # section (8): 9 + 9 + 8
    ("1x1", 36, [9, 9, 9, 9]),            # section (9): two piles of 9 each
    ("1x1", 52, [13, 13, 13, 13]),
    ("3p", 36, [9, 9, 9, 9]),             # section (10): as 2x2, one plays two piles
])
def test_deal_sizes_and_colours(mode, size, sizes):
    state = deal(Table.for_mode(mode, deck_size=size), random.Random(5))
    assert [len(h) for h in state.hands] == sizes
    assert sorted(c for h in state.hands for c in h) == sorted(deck(size))
    for hand, cards in enumerate(state.hands):
        assert {c.colour for c in cards} == {"red" if hand % 2 == 0 else "black"}


def test_the_deal_is_one_card_a_chance_node_uniform_over_the_colour_left():
    """Section 2: the red cards, shuffled, one by one round the red hands; then the black ones."""
    state = VerticalState.initial(Table())
    receivers = []
    for k in range(36):
        assert state.is_chance_node() and state.legal_actions() == []
        outcomes = state.chance_outcomes()
        left = 18 - k % 18                         # cards of the colour not dealt yet
        assert len(outcomes) == left and {p for _, p in outcomes} == {Fraction(1, left)}
        assert {c.colour for c, _ in outcomes} == {"red" if k < 18 else "black"}
        receivers.append(hand_label(state.table, state.receiving()))
        state = state.apply(max(c for c, _ in outcomes))    # ace first; ♦ sorts after ♥, ♣ after ♠
    assert receivers[:4] == ["Red 1", "Red 2", "Red 1", "Red 2"]
    assert receivers[18:20] == ["Black 1", "Black 2"] and receivers[-1] == "Black 2"
    assert state.current_player() == 0 and [len(h) for h in state.hands] == [9, 9, 9, 9]
    # dealt A♦ A♥ K♦ K♥ … 6♦ 6♥ alternately: Red 1 gets every diamond, Red 2 every heart;
    # then A♣ A♠ K♣ K♠ …: Black 1 every club, Black 2 every spade
    assert {c.suit for c in state.hands[0]} == {"♦"} and {c.suit for c in state.hands[2]} == {"♥"}
    assert {c.suit for c in state.hands[1]} == {"♣"} and {c.suit for c in state.hands[3]} == {"♠"}


def test_a_card_not_left_to_deal_is_refused():
    state = VerticalState.initial(Table()).apply(parse_card("QH"))
    assert [str(b) for b in state.breaches(parse_card("QH"))] == [
        "rule (2): Q♥ is not a card left to deal to Red 2"]                     # dealt already
    assert [str(b) for b in state.breaches(parse_card("QC"))] == [
        "rule (2): Q♣ is not a card left to deal to Red 2"]                     # black, dealt later
    assert [b.rule for b in state.breaches(Place(parse_card("KH"), (0, 0)))] == ["(2)"]


def test_hand_labels_and_owners():
    assert [hand_label(Table.for_mode("1x1"), h) for h in range(4)] == [
        "Red pile 1", "Black pile 1", "Red pile 2", "Black pile 2"]
    t = Table.for_mode("3p", solo="red")
    assert [hand_label(t, h) for h in range(4)] == ["Red pile 1", "Black 1", "Red pile 2", "Black 2"]
    assert t.people() == ["Red", "Black 1", "Black 2"]


@pytest.mark.parametrize("mode, solo, seat_of_hand, teams", [
    ("2x2", "red", [0, 1, 2, 3], (0, 1, 0, 1)),
    ("3x3", "red", [0, 1, 2, 3, 4, 5], (0, 1, 0, 1, 0, 1)),
    ("1x1", "red", [0, 1, 0, 1], (0, 1)),                  # section 9: each plays two piles
    ("3p", "red", [0, 1, 0, 2], (0, 1, 1)),                # section 10: Red plays both red hands
    ("3p", "black", [0, 1, 2, 1], (0, 1, 0)),
])
def test_seats_are_the_people(mode, solo, seat_of_hand, teams):
    t = Table.for_mode(mode, solo=solo)
    assert [t.seat_of(h) for h in range(t.hands)] == seat_of_hand
    assert t.seat_teams() == teams and t.seats == len(teams)


@pytest.mark.parametrize("bad", [dict(mode="4x4"), dict(mode="2x2", deck_size=40),
                                 dict(mode="2x2", seating="round"), dict(mode="3p", solo="blue")])
def test_bad_tables_are_option_errors(bad):
    with pytest.raises(OptionError):
        Table.for_mode(**bad)


def test_both_seatings_play_the_same_order():
    """Section (1): both seatings give the same alternation of moves."""
    games = []
    for seating in ("alternate", "sides"):
        game = VerticalGame({"mode": "2x2", "seating": seating})
        bots = [game.make_bot("greedy", random.Random(h)) for h in range(4)]
        games.append(play(game, bots, seed=11).state.board.placed)
        assert seating_text(game.table).startswith("colours" if seating == "alternate" else "each team")
    assert games[0] == games[1]


def check_invariants(state: VerticalState) -> None:
    """Cards are conserved; no two cards of a suit touch; every card touches another."""
    held = [c for h in state.hands for c in h]
    laid = [c for _, c in state.board.placed]
    assert sorted(held + laid) == sorted(deck(state.table.deck_size))
    at = state.board.at
    for cell, card in at.items():
        touching = [at[n] for n in neighbours(cell) if n in at]
        assert all(t.suit != card.suit for t in touching)
        assert touching or len(at) == 1
        if state.board.base_complete:
            assert state.board.inside(cell)


@pytest.mark.parametrize("mode, size", MODES)
def test_random_playouts_are_legal_and_end(mode, size):
    rng = random.Random(MODES.index((mode, size)))
    for _ in range(4):
        state = deal(Table.for_mode(mode, deck_size=size), rng)
        steps = 0
        while not state.is_terminal():
            moves = state.legal_actions()
            assert moves and all(state.is_legal(m) for m in moves)
            view = state.view(state.current_player())
            assert view.legal_actions() == moves and not view.ended()
            state = state.apply(rng.choice(moves))
            steps += 1
            check_invariants(state)
            assert steps < 4 * size
        assert VerticalState.from_json(state.to_json()) == state
        assert sum(state.returns()) == 0 or set(state.returns()) == {0.0} or mode == "3p"
        assert all(state.view(s).over and state.view(s).ended() for s in range(state.table.seats))


def candidate_moves(state):
    """Every card of the hand to move on every place within two steps of the table, and pass."""
    around = {(x + dx, y + dy) for (x, y), _ in state.board.placed
              for dx in range(-2, 3) for dy in range(-2, 3)} or {(0, 0), (1, 0)}
    return [Place(c, cell) for c in state.hands[state.to_move] for cell in around] + [PASS]


@pytest.mark.parametrize("seed", range(8))
def test_generator_agrees_with_the_check(seed):
    """The generator yields exactly the candidate moves the check finds legal."""
    rng = random.Random(seed)
    state = deal(Table.for_mode(rng.choice(["2x2", "3x3"]), deck_size=rng.choice([36, 52])), rng)
    while not state.is_terminal():
        legal = set(state.legal_actions())
        assert {m for m in candidate_moves(state) if state.is_legal(m)} == legal
        state = state.apply(rng.choice(sorted(legal, key=str)))


@pytest.mark.parametrize("seed", range(10))
def test_fast_game_agrees_with_the_rules(seed):
    """The search's fast copy generates the same moves and reaches the same result."""
    rng = random.Random(100 + seed)
    state = deal(Table.for_mode(rng.choice(["2x2", "3x3", "1x1"]), deck_size=rng.choice([36, 52])), rng)
    fast = FastGame.from_state(state)
    while not state.is_terminal():
        expected = sorted(placements(state.board, state.hands[state.to_move]))
        assert sorted(to_move(m) for m in fast.moves()) == expected
        seen = FastGame.from_view(state.view(state.current_player()))
        assert sorted(to_move(m) for m in seen.moves()) == expected
        move = rng.choice(state.legal_actions())
        state = state.apply(move)
        fast.play(from_move(move))
    while not fast.over():            # the fast copy may play on past a dead far place
        moves = fast.moves()
        fast.play(moves[0] if moves else None)
    assert fast.score() == {"red": 1, "black": -1, None: 0}[state.outcome().winner]


def test_greedy_climbs_with_the_cheapest_card():
    # From test_vertical_rules position B, Black 1 (6♠ 7♣ K♠ A♣): the highest reachable row
    # is 2 (b3 takes nothing), so row 2: a2 (K♠, A♣), c2 (K♠, A♣), d2 (7♣, A♣) — cheapest 7♣ on d2.
    from test_vertical_rules import POS_B
    assert GreedyBot(random.Random(0)).choose(POS_B.view(1)) == Place(parse_card("7C"), (3, 1))


def test_bots_play_legal_moves_to_the_end():
    game = VerticalGame({"mode": "1x1"}, seats=2)
    bots = [game.make_bot("search", random.Random(1), {"rollouts": 30}), game.make_bot("random", random.Random(2))]
    played = play(game, bots, seed=3)
    assert played.state.is_terminal() and sum(played.decisions) >= 18


def test_search_bot_is_seeded():
    state = play_some(deal(Table(), random.Random(4)), 6)
    view = state.view(state.current_player())
    a = SearchBot(random.Random(9), rollouts=60).choose(view)
    b = SearchBot(random.Random(9), rollouts=60).choose(view)
    assert a == b


def play_some(state, n):
    rng = random.Random(0)
    for _ in range(n):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def swapped_split(state: VerticalState, a: int, b: int) -> VerticalState:
    """Return ``state`` with the highest cards of hands ``a`` and ``b`` (partners) exchanged."""
    ha, hb = sorted(state.hands[a]), sorted(state.hands[b])
    hands = list(state.hands)
    hands[a] = frozenset(ha[:-1] + hb[-1:])
    hands[b] = frozenset(hb[:-1] + ha[-1:])
    return VerticalState(state.table, tuple(hands), state.board, state.to_move)


def test_search_bot_does_not_look_at_the_opponents_split():
    """Swapping cards between the opponents' hands changes neither the view nor what the bot makes of it."""
    state = play_some(deal(Table(), random.Random(8)), 6)          # Red 2 to move
    assert state.to_move == 2
    swapped = swapped_split(state, 1, 3)
    assert swapped != state
    assert swapped.view(2) == state.view(2) and swapped.view(2).to_dict() == state.view(2).to_dict()
    assert (analyse(state.view(2), random.Random(1), rollouts=80)
            == analyse(swapped.view(2), random.Random(1), rollouts=80))
    assert swapped.view(1) != state.view(1)                        # Black sees its own hands


def test_search_bot_takes_the_deciding_far_place():
    """Far row: b9 A♥ (red), c9 K♣ and d9 A♠ (black); a9 is free and decides the game."""
    column = ["6H", "7C", "8D", "9S", "10H", "JC", "QD", "KS"]
    right = ["8C", "9H", "10S", "JH", "QS", "KD", "QC", "AC"]
    placed = ([((0, y), c) for y, c in enumerate(column)] + [((1, 0), "6S"), ((2, 0), "7D")]
              + [((3, y), c) for y, c in enumerate(right)]
              + [((1, 8), "AH"), ((2, 8), "KC"), ((3, 8), "AS")])
    board = Board(9, tuple((cell, parse_card(c)) for cell, c in placed))
    hands = (frozenset({parse_card("AD"), parse_card("7H")}), frozenset({parse_card("9C")}),
             frozenset({parse_card("6D")}), frozenset({parse_card("10C")}))
    state = VerticalState(Table(), hands, board, 0)
    # a9 touches K♠ below and A♥ beside.  Red has its own A♥ there (rule 5) but no hearts
    # (rule 2): A♦ may go, making 2-2 with 28 points to 27.  Else Black's 9♣ (beside its
    # own K♠, and neither a spade nor a heart) goes there next and Black wins 3-1.
    take = Place(parse_card("AD"), (0, 8))
    assert take in state.legal_actions() and Place(parse_card("7H"), (0, 8)) not in state.legal_actions()
    assert state.apply(take).outcome().winner == "red"
    assert SearchBot(random.Random(0), rollouts=50).choose(state.view(0)) == take


@pytest.mark.parametrize("text, error", [
    ("QH b3 c4", "write a card and a place"),
    ("", "write a card and a place"),
    ("1H b3", "unknown rank"),
    ("QX b3", "unknown suit"),
    ("QH", "say where"),
    ("QH 3b", "a place is a column"),
    ("QH b" + "9" * 5000, "a place is a column"),
])
def test_bad_move_texts(text, error):
    from test_vertical_rules import POS_B
    with pytest.raises(InputFormatError, match=error):
        parse_move(text, POS_B.board)


def test_notation_round_trip_through_a_game():
    rng = random.Random(21)
    state = deal(Table(), rng)
    while not state.is_terminal():
        move = rng.choice(state.legal_actions())
        assert parse_move(format_move(move, state.board), state.board) == move
        state = state.apply(move)


@pytest.mark.parametrize("placed, move, text", [
    ([], Place(parse_card("QH"), (0, 0)), "Q♥"),                                  # the first card alone
    ([((0, 0), "QH")], Place(parse_card("10D"), (-1, 0)), "10♦ <"),               # rule 7: left of the row
    ([((0, 0), "QH")], Place(parse_card("KC"), (1, 0)), "K♣ >"),
    ([((x, 0), c) for x, c in [(-1, "6S"), (0, "QH"), (1, "7C"), (2, "8D")]],
     Place(parse_card("9S"), (0, 2)), "9♠ b3"),                                   # columns from the base's left end
    ([], PASS, "pass"),
])
def test_moves_are_written_as_people_say_them(placed, move, text):
    board = Board(9, tuple((cell, parse_card(c)) for cell, c in placed))
    assert format_move(move, board) == text and parse_move(text, board) == move


def test_draw_marks_open_places():
    from test_vertical_rules import POS_B
    text = draw_board(POS_B.board, marks=open_cells(POS_B.board), rows=3)
    assert text.splitlines() == [
        "      a    b    c    d",
        " 3 |    |  · |    |    |",
        " 2 |  · | A♦ |  · |  · |",
        " 1 | 9♥ |10♣ | J♦ | Q♠ |",
    ]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), mode=st.sampled_from(["2x2", "3x3", "1x1", "3p"]),
       size=st.sampled_from([36, 52]))
def test_hypothesis_greedy_games_end_with_a_consistent_score(seed, mode, size):
    rng = random.Random(seed)
    state = deal(Table.for_mode(mode, deck_size=size), rng)
    final = play_out(state, [GreedyBot(random.Random(seed + s)) for s in range(state.table.seats)])
    o = final.outcome()
    far = Counter(c.colour for cell, c in final.board.placed if cell[1] == size // 4 - 1)
    assert (o.far["red"], o.far["black"]) == (far["red"], far["black"])
    assert o.far["red"] + o.far["black"] <= 4
    check_invariants(final)


@pytest.mark.parametrize("change, message", [
    (lambda d: d["hands"][0].append(d["hands"][1][0]), "each at most once"),
    (lambda d: d["hands"].__setitem__(0, ["2♥"]), "each at most once"),          # no 2 in 36 cards
    (lambda d: d["hands"].__setitem__(1, [d["hands"][0].pop()]), "other colour"),
    (lambda d: d.pop("placed"), "state.placed: missing"),
    (lambda d: d.update(placed=[[0, 0, d["hands"][0].pop()], [0, 0, d["hands"][1].pop()]]),
     "at most one card on each place"),
    (lambda d: d.__setitem__("placed", [[0, 10**9, "QH"]]), r"state.placed\[0\]: expected \[x, y, card\]"),
    (lambda d: d["hands"][2].__setitem__(0, "Z♥"), r"state.hands\[2\]\[0\]: unknown rank"),
    (lambda d: d.__setitem__("mode", "4x4"), "state.mode: one of 2x2, 3x3, 1x1, 3p"),
    (lambda d: d.__setitem__("deck", "36"), "state.deck: expected int, not str"),
    (lambda d: d.__setitem__("to_move", 7), "state.to_move: a hand from 0 to 3"),
    (lambda d: d.__setitem__("hands", d["hands"][:3]), "state.hands: mode 2x2 has 4 hands, not 3"),
    (lambda d: d.__setitem__("to_deal", 5), "during the deal, with 5 cards to deal"),
])
def test_broken_saved_positions_are_refused(change, message):
    data = deal(Table(), random.Random(1)).to_dict()
    change(data)
    with pytest.raises(InputFormatError, match=message):
        VerticalState.from_dict(data)


def test_positions_round_trip_during_the_deal():
    state = VerticalState.initial(Table.for_mode("3x3", deck_size=52))
    rng = random.Random(2)
    for _ in range(30):
        state = state.apply(rng.choice([c for c, _ in state.chance_outcomes()]))
        assert VerticalState.from_dict(state.to_dict()) == state
    assert [len(h) for h in state.hands] == [9, 2, 9, 1, 8, 1] and state.to_deal == 22


def test_red_cards_are_painted_only_when_a_painter_is_set():
    from wordgames.games.vertical.game import VerticalGame
    game = VerticalGame({}, 4)
    state = game.new_initial_state()
    while state.is_chance_node():
        state = state.apply(state.chance_outcomes()[0][0])
    view = state.view(0)
    plain = game.presenter().draw(view)
    painted = game.presenter(paint=lambda text, style: f"<{style}>{text}</{style}>").draw(view)
    assert "<red>" not in plain and "<red>" in painted
    assert painted.replace("<red>", "").replace("</red>", "") == plain
