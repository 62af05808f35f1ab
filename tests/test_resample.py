"""The resamplers of the hidden-information games: a state the seat cannot tell apart, its hidden items dealt afresh.

For each game: seeded random playouts; at every decision state the seat to
move is resampled a few times and the draw must (1) show that seat the same
view, (2) be a consistent game (the same legal moves, the cards or letters
conserved, playable to the end), (3) vary where more than one arrangement
exists, (4) not depend on the true hidden items.  Tiny hand-made positions
check (5) the distribution against an enumeration of the consistent
arrangements written here.
"""

import itertools
import random
from collections import Counter
from dataclasses import replace

import pytest

from wordgames.battle.game import BattleGame
from wordgames.battle.legality import Call, Place
from wordgames.battle.resample import from_view as battle_from_view, resample as battle_resample
from wordgames.battle.rules import Rules
from wordgames.battle.state import BattleState
from wordgames.engine import sample_chance
from wordgames.games.vertical.board import Board
from wordgames.games.vertical.cards import deck, parse_card
from wordgames.games.vertical.game import VerticalGame
from wordgames.games.vertical.resample import from_view as vertical_from_view, resample as vertical_resample
from wordgames.games.vertical.state import VerticalState
from wordgames.games.vertical.table import Table
from wordgames.lexicon import Lexicon
from wordgames.snake.board import Snake
from wordgames.snake.conditions import SnakeRules
from wordgames.snake.resample import from_view as snake_from_view, resample as snake_resample
from wordgames.snake.state import SnakeState

WORDS = ["укроп", "опера", "раструб", "рубка", "кино", "окно", "барка", "арка", "ткань", "ноша", "шарм", "торт",
         "кот", "ток", "рот", "нос", "сон", "сок"]
LEX = Lexicon.from_words(WORDS)
DRAWS = 3


# -- what each game hides and conserves ---------------------------------------------------------------


def vertical_hidden(s, seat):
    view = s.view(seat)
    return tuple(tuple(sorted(h)) for k, h in enumerate(s.hands) if view.hands[k] is None)


def vertical_conserved(s):
    return Counter([c for h in s.hands for c in h] + [c for _, c in s.board.placed])


def vertical_can_vary(s, seat):
    view = s.view(seat)
    for team in (0, 1):
        hidden = [h for h in range(team, len(s.hands), 2) if view.hands[h] is None and s.hands[h]]
        if len(hidden) > 1 and not any(view.not_held[h] for h in hidden):
            return True
    return False


def battle_hidden(s, seat):
    return tuple(sq.rows for k, sq in enumerate(s.squares) if k != seat)


def battle_conserved(s):
    """Each square's letters: the first letters called, as many as it has written."""
    out = []
    for sq in s.squares:
        letters = [ch for row in sq.rows for ch in row if ch != "."]
        assert Counter(letters) == Counter(s.called[:len(letters)])
        out.append(len(letters))
    return Counter(s.called), tuple(out)


def battle_can_vary(s, seat):
    return any(0 < sum(ch != "." for row in sq.rows for ch in row) < s.rules.cells
               for k, sq in enumerate(s.squares) if k != seat)


def snake_hidden(s, seat):
    return tuple(h for k, h in enumerate(s.hands) if k != seat), tuple((c, n) for c, n in s.stock if n)


def snake_conserved(s):
    cards = Counter({c: n for c, n in s.stock})
    for hand in s.hands:
        cards.update(hand)
    cards.update("*" if card.joker else card.letter for card in (s.snake.cards if s.snake else ()))
    cards.update(s.discards)
    return +cards


def snake_can_vary(s, seat):
    """More than one arrangement: two kinds of unseen cards, and two places for them (other hands, the stock)."""
    pool = Counter({c: n for c, n in s.stock})
    for k, h in enumerate(s.hands):
        if k != seat:
            pool.update(h)
    places = sum(1 for k, h in enumerate(s.hands) if k != seat and h) + (s.stock_size > 0)
    return len(+pool) > 1 and places > 1


def snake_rules(players):
    return SnakeRules(players=players, hand_size=5, counts=tuple(sorted({c: 3 for c in "абеикнопрстуш"}.items())),
                      jokers=2)


GAMES = {
    "vertical-1x1": (lambda: VerticalGame({"mode": "1x1"}, 2).new_initial_state(), vertical_resample,
                     vertical_hidden, vertical_conserved, vertical_can_vary, 4),
    "vertical-2x2": (lambda: VerticalGame({"mode": "2x2"}, 4).new_initial_state(), vertical_resample,
                     vertical_hidden, vertical_conserved, vertical_can_vary, 2),
    "vertical-3x3": (lambda: VerticalGame({"mode": "3x3"}, 6).new_initial_state(), vertical_resample,
                     vertical_hidden, vertical_conserved, vertical_can_vary, 1),
    "vertical-3p": (lambda: VerticalGame({"mode": "3p"}, 3).new_initial_state(), vertical_resample,
                    vertical_hidden, vertical_conserved, vertical_can_vary, 1),
    "battle-2": (lambda: BattleGame({"size": 3, "moves": 6}, 2, LEX).new_initial_state(), battle_resample,
                 battle_hidden, battle_conserved, battle_can_vary, 3),
    "battle-3": (lambda: BattleGame({"size": 3, "moves": 9}, 3, LEX).new_initial_state(), battle_resample,
                 battle_hidden, battle_conserved, battle_can_vary, 2),
    "snake-2": (lambda: SnakeState.initial(snake_rules(2), LEX), snake_resample, snake_hidden, snake_conserved,
                snake_can_vary, 4),
    "snake-4": (lambda: SnakeState.initial(snake_rules(4), LEX), snake_resample, snake_hidden, snake_conserved,
                snake_can_vary, 4),
}


def random_game(initial, rng):
    """Return the decision states of one game of random moves and chance."""
    s, states = initial, []
    while not s.is_terminal():
        if s.is_chance_node():
            s = s.next_state(sample_chance(s, rng))
        else:
            states.append(s)
            s = s.next_state(rng.choice(s.legal_actions()))
    return states


def play_to_end(s, rng):
    """Play ``s`` to its end with random legal moves; return the final state."""
    for _step in range(10_000):
        if s.is_terminal():
            return s
        s = s.next_state(sample_chance(s, rng) if s.is_chance_node() else rng.choice(s.legal_actions()))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("name", list(GAMES))
def test_a_resampled_state_is_a_consistent_game_the_seat_cannot_tell_apart(name):
    new, resample, hidden, conserved, can_vary, games = GAMES[name]
    rng = random.Random(41)
    checked = varied = could = independent = 0
    for _game in range(games):
        states = random_game(new(), rng)
        for i, s in enumerate(states):
            seat = s.current_player()
            view, legal, truth = s.view(seat).to_dict(), s.legal_actions(), hidden(s, seat)
            draws = [resample(s, seat, random.Random(rng.randrange(10**9))) for _draw in range(DRAWS)]
            for r in draws:
                assert r.view(seat).to_dict() == view                                          # (1)
                assert r.legal_actions() == legal and r.current_player() == seat               # (2)
                assert conserved(r) == conserved(s)
            if i % 4 == 0:
                seats = len(play_to_end(s, rng).returns())
                for watcher in range(seats):                     # a seat not to move sees the same too
                    assert resample(s, watcher, rng).view(watcher).to_dict() == s.view(watcher).to_dict()
                end = play_to_end(draws[0], rng)
                assert len(end.returns()) == seats
                if name.startswith("battle"):                    # the letters written are the ones called
                    assert battle_conserved(end)[1] == (end.rules.moves,) * seats
                else:                                            # the cards are the ones dealt
                    assert conserved(end) == conserved(s)
            if can_vary(s, seat):                                                              # (3)
                could += 1
                varied += any(hidden(r, seat) != truth for r in draws)
            other = draws[0]                                                                   # (4)
            if hidden(other, seat) != truth:
                independent += 1
                seed = rng.randrange(10**9)
                assert (resample(s, seat, random.Random(seed)).to_dict()
                        == resample(other, seat, random.Random(seed)).to_dict())
            checked += 1
    assert checked > 10 and could > 5 and independent > 5
    assert varied >= 0.9 * could, (varied, could)


def test_vertical_resamples_during_the_deal_too():
    s, rng = VerticalGame({"mode": "2x2"}, 4).new_initial_state(), random.Random(3)
    for _card in range(13):
        s = s.next_state(sample_chance(s, rng))
    for seat in range(4):
        r = vertical_resample(s, seat, rng)
        assert r.view(seat).to_dict() == s.view(seat).to_dict() and r.hands[seat] == s.hands[seat]
        assert [len(h) for h in r.hands] == [len(h) for h in s.hands]
        end = play_to_end(r, rng)
        assert vertical_conserved(end) == Counter(deck(36))


# -- (4) by hand: a hidden item moved, the view the same ---------------------------------------------------


def cards(text):
    return frozenset(map(parse_card, text.split()))


def test_vertical_a_swap_between_the_opponents_hands_does_not_change_the_draw():
    a = VerticalState(Table(), (cards("6H"), cards("6C 7C"), cards("7H"), cards("8C 9S")), Board(9))
    b = replace(a, hands=(cards("6H"), cards("6C 9S"), cards("7H"), cards("8C 7C")))
    assert a.view(0).to_dict() == b.view(0).to_dict()
    for seed in range(20):
        assert vertical_resample(a, 0, random.Random(seed)) == vertical_resample(b, 0, random.Random(seed))


def test_snake_a_card_moved_between_a_hand_and_the_stock_does_not_change_the_draw():
    a = tiny_snake("вгдеж", "вг")
    b = replace(a, hands=("аб", "вд"), stock=(("г", 1), ("е", 1), ("ж", 1)))
    assert a.view(0).to_dict() == b.view(0).to_dict()
    for seed in range(20):
        assert snake_resample(a, 0, random.Random(seed)) == snake_resample(b, 0, random.Random(seed))


# -- (5) the distribution over the consistent arrangements of a tiny position ---------------------------------------


def chi_square(counts: Counter, expected: dict) -> float:
    assert set(counts) == set(expected), "an arrangement never drawn, or one that is not consistent"
    return sum((counts[k] - e) ** 2 / e for k, e in expected.items())


def bound(arrangements: int) -> float:
    """A loose upper tail of chi-square with ``arrangements - 1`` degrees of freedom (far past p = 0.001)."""
    d = arrangements - 1
    return d + 6 * (2 * d) ** 0.5


def test_vertical_splits_the_opponents_pool_uniformly():
    s = VerticalState(Table(), (cards("6H"), cards("6C 7C"), cards("7H"), cards("8C 9S")), Board(9))
    pool = sorted(cards("6C 7C 8C 9S"))
    splits = {frozenset(c) for c in itertools.combinations(pool, 2)}   # hand 2's two cards; hand 4 the rest
    rng, n = random.Random(5), 3000
    drawn = Counter(vertical_resample(s, 0, rng).hands[1] for _ in range(n))
    assert chi_square(drawn, {k: n / len(splits) for k in splits}) < bound(len(splits))


def test_vertical_a_pass_bars_cards_from_a_hand():
    s = VerticalState(Table(), (cards("6H"), cards("6C 7C"), cards("7H"), cards("8C 9S")), Board(9),
                      not_held=(frozenset(), cards("6C"), frozenset(), frozenset()))
    rng = random.Random(6)
    drawn = Counter(vertical_resample(s, 0, rng).hands[1] for _ in range(600))
    assert set(drawn) == {frozenset(c) for c in itertools.combinations(sorted(cards("7C 8C 9S")), 2)}


def battle_after(letters, rules):
    s = BattleState.initial(rules)
    for letter in letters:
        s = s.apply(Call(letter))
        for _seat in range(rules.players):
            s = s.apply(Place(s.legal_actions()[0].cell))
    return s


@pytest.mark.parametrize("letters", ["ко", "кк"])
def test_battle_fills_the_other_square_uniformly(letters):
    rules = Rules(players=2, height=2, width=2, moves=4)
    s = battle_after(letters, rules).apply(Call("т"))
    squares = set()
    for cells in itertools.permutations(range(4), len(letters)):
        grid = ["."] * 4
        for cell, letter in zip(cells, letters):
            grid[cell] = letter
        squares.add(("".join(grid[:2]), "".join(grid[2:])))
    rng, n = random.Random(7), 100 * len(squares)
    drawn = Counter(battle_resample(s, 0, rng).squares[1].rows for _ in range(n))
    assert len(squares) == (12 if letters == "ко" else 6)
    assert chi_square(drawn, {k: n / len(squares) for k in squares}) < bound(len(squares))


def test_battle_draws_the_letters_a_file_still_holds():
    game = BattleGame({"size": 2, "letters": list("котк")}, 1, LEX)
    s = game.new_initial_state()
    s = s.apply(Call("к")).apply(Place((0, 0)))
    tails = set()
    for seed in range(30):
        r = battle_resample(s, 0, random.Random(seed))
        assert r.view(0).to_dict() == s.view(0).to_dict() and r.rules.letters[0] == "к"
        assert len(r.rules.letters) == 4
        tails.add(r.rules.letters[1:])
    assert len(tails) > 20


def tiny_snake(unseen: str, other: str) -> SnakeState:
    """Two players; seat 0 holds «аб», the snake «о», seat 1 ``other``, the stock the rest of ``unseen``."""
    rules = SnakeRules(players=2, hand_size=2, counts=tuple(sorted((Counter("або") + Counter(unseen)).items())),
                       jokers=0)
    stock = Counter(unseen) - Counter(other)
    return replace(SnakeState.initial(rules, LEX), hands=("аб", other), stock=tuple(sorted(stock.items())),
                   snake=Snake.start("о"), phase="place")


@pytest.mark.parametrize("unseen", ["вгдеж", "ааабв"])
def test_snake_deals_the_unseen_cards_as_a_fresh_deal_would(unseen):
    s = tiny_snake(unseen, unseen[:2])
    weights = Counter("".join(sorted(unseen[i] for i in pair)) for pair in itertools.combinations(range(5), 2))
    total = sum(weights.values())                                      # the pairs of physical cards: 10
    rng, n = random.Random(8), 4000
    drawn = Counter()
    for _ in range(n):
        r = snake_resample(s, 0, rng)
        assert snake_conserved(r) == snake_conserved(s)
        drawn[r.hands[1]] += 1
    assert chi_square(drawn, {k: n * w / total for k, w in weights.items()}) < bound(len(weights))


def test_snake_a_study_with_cards_out_of_play_keeps_the_view():
    s = tiny_snake("вгдеж", "вг")
    s = replace(s, rules=replace(s.rules, counts=s.rules.counts + (("я", 2),)))   # two cards nowhere on the table
    for seed in range(10):
        r = snake_resample(s, 0, random.Random(seed))
        assert r.view(0).to_dict() == s.view(0).to_dict() and snake_conserved(r) == snake_conserved(s)


FROM_VIEW = {
    "vertical-2x2": (lambda: VerticalGame({"mode": "2x2"}, 4), vertical_from_view),
    "battle-3": (lambda: BattleGame({"size": 3, "moves": 9}, 3, LEX), battle_from_view),
    "snake-4": (lambda: SnakeGameOf(snake_rules(4)), snake_from_view),
}


class SnakeGameOf:
    """A Змейка game of hand-made rules (its ``from_view`` reads the rules and the lexicon from the view)."""

    def __init__(self, rules):
        self.rules = rules

    def new_initial_state(self):
        return SnakeState.initial(self.rules, LEX)


@pytest.mark.parametrize("name", list(FROM_VIEW))
def test_a_state_dealt_from_a_view_alone_is_the_resampled_state(name):
    """``from_view`` holds only the seat's view at its turn, yet deals what :func:`resample` deals from the
    whole state: the same state, field for field, from the same generator, at every decision of random games
    (so it is a consistent game the seat cannot tell apart, by the test above)."""
    make, from_view = FROM_VIEW[name]
    game, rng, checked = make(), random.Random(7), 0
    resample = {"vertical": vertical_resample, "battle": battle_resample, "snake": snake_resample}[name.split("-")[0]]
    for s in random_game(game.new_initial_state(), rng)[::3]:
        seat, seed = s.current_player(), rng.randrange(10 ** 9)
        dealt = from_view(game, s.view(seat), random.Random(seed))
        assert dealt.to_dict() == resample(s, seat, random.Random(seed)).to_dict()
        assert dealt.view(seat) == s.view(seat)
        checked += 1
    assert checked > 5
