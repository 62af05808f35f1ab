"""What a seat of «Гонки по вертикали» sees: its own cards, what it can work out of the others', no more.

Section (2): «Партнеры не имеют права показывать друг другу свои карты».  A
team holds every card of its colour, so a seat knows which cards its partners
hold between them (its colour, not on the table, not its own): one partner's
hand exactly (2x2, the pair of 3p), two partners' cards only as a whole (3x3).
The expected values here come from that deduction made afresh from the deck
(:func:`known`), not from the view's own code.
"""

from __future__ import annotations

import dataclasses
import json
import random
import sys
import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import InputFormatError
from wordgames.games.vertical.board import Board
from wordgames.games.vertical.cards import card_text, parse_card, team_cards
from wordgames.games.vertical.deal import deal
from wordgames.games.vertical.fast import FastGame, fast_card, hidden_pools
from wordgames.games.vertical.game import VerticalGame
from wordgames.games.vertical.rules import PASS, Place
from wordgames.games.vertical.search import analyse, determinize
from wordgames.games.vertical.state import VerticalState, card_names
from wordgames.games.vertical.table import Table
from wordgames.i18n import set_language
from wordgames.table.loop import faults_of, play, seated, tell_the_end
from wordgames.table.program import ProgramPlayer

MODES = [(mode, size) for mode in ("2x2", "3x3", "1x1", "3p") for size in (36, 52)]
TEAMS = ("red", "black")


def played(mode: str, size: int, seed: int, moves: int) -> VerticalState:
    """Return a game of ``mode`` dealt from ``seed`` after up to ``moves`` random legal moves."""
    rng = random.Random(seed)
    state = deal(Table.for_mode(mode, deck_size=size), rng)
    for _ in range(moves):
        if state.is_terminal():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def known(state: VerticalState, seat: int) -> tuple[frozenset, frozenset]:
    """Return what ``seat`` can work out from the deck, the table and its own hands.

    (its partners' cards as a whole, the opponents' cards as a whole): the
    cards of each colour not on the table, less its own.
    """
    mine = state.table.hands_of(seat)
    team = TEAMS[mine[0] % 2]
    laid = {card for _cell, card in state.board.placed}
    own = frozenset().union(*(state.hands[h] for h in mine))
    left = {t: frozenset(team_cards(state.table.deck_size, t)) - laid for t in TEAMS}
    return left[team] - own, left[TEAMS[1 - TEAMS.index(team)]]


def resplit(state: VerticalState, seat: int, rng: random.Random) -> VerticalState:
    """Return ``state`` with the cards ``seat`` cannot place dealt afresh, every hand keeping its size.

    The opponents' cards among the opponents; in 3x3 the two partners' cards
    between the two partners.  (In 2x2 the one partner's hand stays: the seat
    can work it out.)
    """
    table = state.table
    mine = table.hands_of(seat)
    hands = list(state.hands)
    partners = [h for h in range(mine[0] % 2, table.hands, 2) if h not in mine]
    groups = [[h for h in range(1 - mine[0] % 2, table.hands, 2)]] + ([partners] if len(partners) > 1 else [])
    for group in groups:
        cards = sorted(frozenset().union(*(hands[h] for h in group)))
        rng.shuffle(cards)
        for h in group:
            size = len(hands[h])
            hands[h], cards = frozenset(cards[:size]), cards[size:]
    return dataclasses.replace(state, hands=tuple(hands))          # what the passes told stays: it is public


@pytest.mark.parametrize("size", [36, 52])
@pytest.mark.parametrize("seed", range(3))
def test_in_3x3_a_seat_sees_its_partners_cards_only_as_a_whole(size, seed):
    """«Партнеры не имеют права показывать друг другу свои карты»: in 3x3 no view says which partner holds which
    card; it holds their cards as one pool, the union of the two partners' hands."""
    state = played("3x3", size, seed, 7)
    for seat in range(6):
        view = state.view(seat)
        partners = [h for h in range(seat % 2, 6, 2) if h != seat]
        assert [view.hands[h] for h in partners] == [None, None]
        union = state.hands[partners[0]] | state.hands[partners[1]]
        assert view.partner_pool == union == known(state, seat)[0]
        assert view.pool == known(state, seat)[1]
        data = json.loads(json.dumps(view.to_dict(), ensure_ascii=False))
        assert [data["hands"][h]["cards"] for h in partners] == [None, None]
        assert [data["hands"][h]["size"] for h in partners] == [len(state.hands[h]) for h in partners]
        assert data["partner_pool"] == card_names(union)
        assert data["hands"][seat]["cards"] == card_names(state.hands[seat])


def test_a_partner_s_played_card_leaves_the_pool():
    """«Партнеры не имеют права показывать друг другу свои карты», but a card laid is laid for all to see."""
    state = played("3x3", 36, 4, 2)                    # Red 2 to move
    assert state.to_move == 2
    before = state.view(0).partner_pool
    move = state.legal_actions()[0]
    after = state.apply(move).view(0).partner_pool
    assert move.card in before and after == before - {move.card}


# The JSON a program receives: a program seated as Red 1 writes down every line it is sent.
LOGGER = textwrap.dedent('''
    import json, sys
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8")
    log = open(sys.argv[1], "a", encoding="utf-8")
    for line in sys.stdin:
        log.write(line)
        log.flush()
        message = json.loads(line)
        if message["type"] == "move":
            print(message["legal"][0], flush=True)
        elif message["type"] == "end":
            break
''')


def test_a_program_in_3x3_is_sent_its_partners_cards_only_as_a_whole(tmp_path):
    """«Партнеры не имеют права показывать друг другу свои карты»: the JSON sent to a program seated in 3x3
    names no partner's cards; its partner pool is the rest of its colour, less what lies on the table."""
    script, log = tmp_path / "logger.py", tmp_path / "heard.txt"
    script.write_text(LOGGER, encoding="utf-8")
    game = VerticalGame({"mode": "3x3"}, 6)
    players = [ProgramPlayer(f"{sys.executable} {script} {log}", game, 0, ["prog"] + ["bot"] * 5, startup=20.0)]
    players += [game.make_bot("greedy", random.Random(s)) for s in range(1, 6)]
    with seated(players, game.new_initial_state()):
        final = play(game, players, seed=5).state
        tell_the_end(players, final)
    assert faults_of(players) == []
    heard = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    views = [m["view"] for m in heard if m["type"] in ("move", "end")]
    assert len(views) >= 3
    red = {str(c) for c in team_cards(36, "red")}
    for view in views:
        assert [view["hands"][h]["cards"] for h in (2, 4)] == [None, None]
        laid = {card for _x, _y, card in view["placed"]}
        assert set(view["partner_pool"]) == red - laid - set(view["hands"][0]["cards"])
        assert len(view["partner_pool"]) == view["hands"][2]["size"] + view["hands"][4]["size"]


@settings(max_examples=40, deadline=None)
@given(mode_size=st.sampled_from(MODES), seed=st.integers(0, 10_000), moves=st.integers(0, 30),
       split=st.integers(0, 10_000), seat=st.integers(0, 5))
def test_a_view_depends_only_on_what_the_seat_may_know(mode_size, seed, moves, split, seat):
    """«Партнеры не имеют права показывать друг другу свои карты»: two positions that differ only in how the
    cards a seat cannot place are split (among its opponents; in 3x3 between its two partners) look the same
    to it, as an object and as the JSON a program is sent; and its pools are what it can work out."""
    state = played(*mode_size, seed, moves)
    seat %= state.table.seats
    other = resplit(state, seat, random.Random(split))
    view = state.view(seat)
    assert other.view(seat) == view and other.view(seat).to_dict() == view.to_dict()
    partners_cards, opponents_cards = known(state, seat)
    shown = frozenset().union(*(view.hands[h] for h in range(view.team, state.table.hands, 2)
                                if h not in view.mine and view.hands[h] is not None))
    assert shown | view.partner_pool == partners_cards and not shown & view.partner_pool
    assert view.pool == opponents_cards


@pytest.mark.parametrize("mode, size", [m for m in MODES if m[0] != "3x3"])
@pytest.mark.parametrize("seed", range(2))
def test_outside_3x3_a_seat_works_out_its_partner_s_hand(mode, size, seed):
    """«Партнеры не имеют права показывать друг другу свои карты», yet in 2x2 (and the pair of 3p) the one
    partner holds exactly the rest of the colour: the view shows that hand, and no partner pool."""
    state = played(mode, size, seed, 0)
    rng = random.Random(seed)
    while not state.is_terminal():
        for seat in range(state.table.seats):
            view = state.view(seat)
            partners = [h for h in range(view.team, state.table.hands, 2) if h not in view.mine]
            assert view.partner_pool == frozenset()
            assert [view.hands[h] for h in partners] == [known(state, seat)[0]] * len(partners)
            assert all(view.hands[h] == state.hands[h] for h in view.mine)
        state = state.apply(rng.choice(state.legal_actions()))


def test_the_search_bot_does_not_look_at_the_partners_split():
    """«Партнеры не имеют права показывать друг другу свои карты»: in 3x3 the bot's analysis is the same
    whichever way its two partners' cards are split, and its fast copy deals the partner pool to them."""
    state = played("3x3", 36, 2, 6)                    # Red 1 to move again
    seat = state.current_player()
    assert seat == 0
    swapped = resplit(state, seat, random.Random(3))
    assert swapped.hands[2] != state.hands[2]
    assert (analyse(state.view(seat), random.Random(1), rollouts=60)
            == analyse(swapped.view(seat), random.Random(1), rollouts=60))
    fast = FastGame.from_view(state.view(seat))
    pools = {tuple(hidden.hands): hidden.pool for hidden in hidden_pools(state.view(seat))}
    assert set(pools) == {(2, 4), (1, 3, 5)}
    assert sorted(fast.hands[2] + fast.hands[4]) == pools[(2, 4)]
    assert [len(fast.hands[h]) for h in range(6)] == [len(h) for h in state.hands]


@pytest.mark.parametrize("language, label", [
    ("en", "Your partners Red 1 and Red 3 hold between them (who holds which is not shown): "),
    ("ru", "Ваши партнёры Красный 1 и Красный 3 держат вместе (у кого какая — не показано): "),
])
def test_the_drawing_shows_the_partners_cards_as_one_pool(language, label):
    """«Партнеры не имеют права показывать друг другу свои карты»: the terminal shows Red 2 its partners'
    cards under one label, and neither partner's hand."""
    state = played("3x3", 36, 4, 2)                    # Red 2 to move
    set_language(language)
    try:
        lines = VerticalGame({"mode": "3x3"}, 6).presenter().draw(state.view(2)).splitlines()
        expected = sorted(card_text(c) for c in state.hands[0] | state.hands[4])
    finally:
        set_language("en")
    pooled = [line for line in lines if line.startswith(label)]
    assert len(pooled) == 1 and sorted(pooled[0][len(label):].split()) == expected
    assert not any("partner:" in line or "партнёр:" in line for line in lines)


def passed_after_a_jack() -> VerticalState:
    """3x3: Red 1 lays J♥ first; Black 1 holds nothing above a jack and passes (section 4)."""
    reds = sorted(c for c in team_cards(36, "red") if str(c) != "J♥")
    hands = [frozenset(reds[:5]) | {parse_card("JH")}, cards("6C 7C 8C 6S 7S 8S"), frozenset(reds[5:11]),
             cards("9C 10C JC QC 9S 10S"), frozenset(reds[11:]), cards("KC AC JS QS KS AS")]
    state = VerticalState(Table.for_mode("3x3"), tuple(hands), Board(9))
    state = state.apply(Place(parse_card("JH"), (0, 0)))
    assert state.legal_actions() == [PASS]
    return state.apply(PASS)


def cards(text: str) -> frozenset:
    return frozenset(parse_card(c) for c in text.split())


@pytest.mark.parametrize("seat, expected", [
    (0, "QC KC AC QS KS AS"),      # Red 1: every black card above a jack; all are in its pool
    (3, "KC AC QS KS AS"),         # Black 2 holds Q♣ itself: the other five must be Black 3's
    (5, "QC"),                     # Black 3 holds the other five
    (1, None),                     # Black 1 knows its own hand
])
def test_a_pass_tells_everyone_what_the_hand_does_not_hold(seat, expected):
    """«Партнеры не имеют права показывать друг другу свои карты», but a pass is public (section 4: only a hand
    that cannot lay passes): after Red 1's J♥, Black 1 passing holds no black card above a jack."""
    state = passed_after_a_jack()
    view = state.view(seat)
    if expected is None:
        assert view.hands[1] == state.hands[1] and view.not_held[1] == frozenset()
        return
    assert view.hands[1] is None and view.not_held[1] == cards(expected)
    assert view.to_dict()["hands"][1]["not_held"] == card_names(cards(expected))
    assert all(view.not_held[h] == frozenset() for h in range(6) if h != 1)


def test_the_drawing_and_the_bot_use_what_a_pass_told():
    """«Партнеры не имеют права показывать друг другу свои карты»: Black 2 reads what Black 1's pass told, and its
    searching bot never deals Black 1 a card it is known not to hold (so K♣ A♣ Q♠ K♠ A♠ are always Black 3's)."""
    state = passed_after_a_jack()
    view = state.view(3)
    lines = VerticalGame({"mode": "3x3"}, 6).presenter().draw(view).splitlines()
    assert "Black 1 passed when these cards could be laid, so it holds none of them: K♣ A♣ Q♠ K♠ A♠" in lines
    game, hidden, rng = FastGame.from_view(view), hidden_pools(view), random.Random(5)
    must = {fast_card(c) for c in cards("KC AC QS KS AS")}
    for _ in range(50):
        dealt = determinize(game, hidden, rng)
        assert must <= set(dealt.hands[5]) and not must & set(dealt.hands[1])
        assert sorted(dealt.hands[1] + dealt.hands[5]) == sorted(fast_card(c) for c in view.partner_pool)


def test_what_a_pass_told_is_kept_with_the_position():
    state = passed_after_a_jack()
    assert VerticalState.from_dict(state.to_dict()) == state
    data = state.to_dict()
    data["not_held"][3] = ["Q♣"]                         # Black 2 holds Q♣
    with pytest.raises(InputFormatError, match=r"state.not_held\[3\]"):
        VerticalState.from_dict(data)
