"""Every game's integer action codec (wordgames.codec): each game names one; at every state of seeded random
playouts every legal action and chance outcome has an id in range that decodes back to it, distinct actions
distinct ids; and a few ids computed by hand from the order each codec's docstring documents."""

import itertools
import random

import pytest

from wordgames.codec import codec_of
from wordgames.engine import CHANCE, same_action
from wordgames.registry import GAMES
from wordgames.snake.cards import CARD_COUNTS, JOKER

# name, rules, seats, playouts, steps each (castle croquet never ends under random play: its steps are capped)
PLAYOUTS = [
    ("battle", None, 1, 3, 200),
    ("battle", {"caller": "players", "size": 4}, 2, 2, 200),
    ("lines", None, 1, 3, 150),
    ("lines", {"size": 4}, 1, 2, 150),
    ("snake", {"hand_size": 12}, 2, 1, 100),
    ("snake", {"hand_size": 8}, 4, 1, 250),
    ("snake", {"hand_size": 8, "cards": {**CARD_COUNTS, JOKER: 60}}, 2, 1, 120),    # placements with jokers
    ("yam", None, 1, 2, 400),
    ("yam", {"columns": 4, "opening": True}, 2, 1, 400),
    ("dixmille", None, 2, 2, 200),
    ("dixmille", {"table": "plain", "opening": True}, 3, 1, 200),
    ("croquet", None, 2, 4, 200),
    ("croquet", {"gates": "croquar-95"}, 2, 4, 200),
    ("castle", None, 4, 1, 200),
    ("castle", None, 5, 1, 120),
    ("vertical", None, 2, 3, 200),
    ("vertical", {"deck": 52}, 4, 2, 200),
]


def make(name, lexicon, rules=None, seats=None):
    """Return the registry's game ``name`` with these rules, played by ``seats``."""
    descriptor = GAMES[name]
    return descriptor.load(rules, seats=seats, lexicon=lexicon if descriptor.word_game else None)


def check_round_trip(codec, state):
    """Assert that every legal action (or chance outcome) of ``state`` has its own id and decodes back."""
    if state.current_player() == CHANCE:
        moves, bound = [o for o, _p in state.chance_outcomes()], codec.num_chance_outcomes
        encode, decode = codec.encode_chance, codec.decode_chance
    else:
        moves, bound, encode, decode = state.legal_actions(), codec.num_actions, codec.encode, codec.decode
    ids = [encode(m) for m in moves]
    assert all(type(i) is int and 0 <= i < bound for i in ids), (moves, ids)
    assert all(same_action(decode(i), m) for i, m in zip(ids, moves))
    assert len(set(ids)) == len(ids)
    return len(ids)


def test_every_game_names_a_codec(lexicon):
    for name, descriptor in GAMES.items():
        assert descriptor.codec, name
        game = make(name, lexicon)
        codec = codec_of(game)
        assert codec_of(game) is codec                  # made once per game
        assert codec.num_actions > 0 and codec.num_chance_outcomes >= 0


@pytest.mark.parametrize("name, rules, seats, games, steps", PLAYOUTS)
def test_round_trip_on_random_playouts(name, rules, seats, games, steps, lexicon, seeded_playout):
    game = make(name, lexicon, rules, seats)
    codec = codec_of(game)
    checked = 0
    for seed in range(games):
        for state, _action in seeded_playout(game, random.Random(seed), bound=steps):
            if not state.is_terminal():
                checked += check_round_trip(codec, state)
    assert checked > steps


# -- ids by hand, from each codec's documented order ------------------------------------------------


def test_croquet_ids(lexicon):
    from wordgames.games.croquet.course import PASS
    codec = codec_of(make("croquet", lexicon))
    assert (codec.encode(PASS), codec.encode(17), codec.encode(108)) == (0, 17, 108)
    assert (codec.num_actions, codec.num_chance_outcomes) == (100 + 8 + 1, 0)
    with pytest.raises(KeyError):
        codec.encode(True)                              # no number, though True == 1


def test_battle_ids(lexicon):
    from wordgames.battle.legality import Call, Place
    solo = codec_of(make("battle", lexicon, seats=1))   # the computer calls: cells only
    assert (solo.encode(Place((0, 0))), solo.encode(Place((1, 2))), solo.encode(Place((5, 5)))) == (0, 8, 35)
    assert (solo.encode_chance(Call("а")), solo.encode_chance(Call("в")), solo.encode_chance(Call("я"))) == (0, 2, 31)
    assert (solo.num_actions, solo.num_chance_outcomes) == (36, 32)
    called = codec_of(make("battle", lexicon, {"caller": "players", "size": 4}, seats=2))
    assert (called.encode(Call("й")), called.encode(Place((0, 0))), called.encode(Place((3, 3)))) == (9, 32, 47)


def test_lines_ids(lexicon):
    from wordgames.lines.board import PASS, Shift
    codec = codec_of(make("lines", lexicon))            # 6×6: 36 cells, 35 destinations each
    assert (codec.encode(PASS), codec.encode(Shift((0, 0), (0, 1))), codec.encode(Shift((0, 1), (0, 0)))) == (0, 1, 36)
    assert codec.encode(Shift((5, 5), (5, 4))) == 1 + 36 * 35 - 1
    assert codec.num_actions == 1 + 36 * 35
    assert (codec.encode_chance("а"), codec.encode_chance("я"), codec.encode_chance((0, 0))) == (0, 31, 32)
    assert codec.num_chance_outcomes == 32 + 36


def test_yam_ids(lexicon):
    from wordgames.games.yam.sheet import BOXES
    from wordgames.games.yam.state import Keep, Score
    codec = codec_of(make("yam", lexicon, {"columns": 3}, seats=1))
    keeps = 1 + 6 + 21 + 56 + 126                       # multisets of 0..4 dice of six faces
    assert (codec.encode(Keep(())), codec.encode(Keep((2,))), codec.encode(Keep((1, 2)))) == (0, 2, 8)
    assert codec.encode(Keep((6, 6, 6, 6))) == keeps - 1
    assert (codec.encode(Score(BOXES[0], 0)), codec.encode(Score(BOXES[1], 2))) == (keeps, keeps + 2 * 11 + 1)
    assert codec.num_actions == keeps + 3 * 11
    assert (codec.encode_chance((1,)), codec.encode_chance((1, 1)), codec.encode_chance((6, 6, 6, 6, 6))) == (0, 6, 460)
    assert codec.num_chance_outcomes == 6 + 21 + 56 + 126 + 252
    with pytest.raises(KeyError):
        codec.encode(Keep((1, 1, 1, 1, 1)))             # five dice kept is no keep


def test_dixmille_ids(lexicon):
    from wordgames.games.dixmille.scoring import Combo, Selection
    from wordgames.games.dixmille.state import NOTHING, Move
    codec = codec_of(make("dixmille", lexicon, seats=2))
    one, five = Selection((Combo("single", (1,)),)), Selection((Combo("single", (5,)),))
    assert [codec.encode(Move(s, b)) for s in (NOTHING, one, five) for b in (True, False)] == [0, 1, 2, 3, 4, 5]
    ones = Selection((Combo("single", (1,)), Combo("single", (1,))))    # first offered by the throw (1, 1)
    assert codec.encode(Move(ones, True)) == 6
    assert (codec.encode_chance((1,)), codec.encode_chance((2, 2)), codec.encode_chance((6,) * 6)) == (0, 6 + 6, 922)
    assert codec.num_chance_outcomes == 6 + 21 + 56 + 126 + 252 + 462


def test_castle_ids(lexicon):
    from wordgames.games.castle_croquet.events import DECLINE, END, Croquet, Flag, Stroke
    from wordgames.games.castle_croquet.pieces import Ball
    codec = codec_of(make("castle", lexicon, seats=4))  # 8 balls: 1 + 8 strokes, 8 croquets, 8·2·4·3 passes …
    assert (codec.encode(Stroke()), codec.encode(Stroke(Ball(1, "soldier"))), codec.encode(Croquet(Ball(1, "soldier")))) \
        == (0, 1, 9)
    assert codec.encode(Flag(Ball(1, "soldier"), 1)) == 1 + 8 + 8 + 192
    assert (codec.encode(END), codec.encode(DECLINE), codec.num_actions) == (305, 306, 1 + 8 + 8 + 192 + 32 + 64 + 2)
    assert codec_of(make("castle", lexicon, seats=5)).num_actions == 1 + 10 + 10 + 10 * 2 * 5 * 3 + 50 + 100 + 2


def test_vertical_ids(lexicon):
    from wordgames.games.vertical.cards import Card
    from wordgames.games.vertical.rules import PASS, Place
    codec = codec_of(make("vertical", lexicon, {"deck": 36}, seats=2))     # 7 columns × 9 rows a card
    assert (codec.encode(PASS), codec.encode(Place(Card(6, "♥"), (-3, 0))), codec.encode(Place(Card(6, "♥"), (0, 0)))) \
        == (0, 1, 1 + 3 * 9)
    assert codec.encode(Place(Card(7, "♥"), (-3, 1))) == 1 + 63 + 1
    assert codec.encode(Place(Card(14, "♠"), (3, 8))) == 36 * 63
    assert (codec.encode_chance(Card(6, "♥")), codec.encode_chance(Card(6, "♦")), codec.encode_chance(Card(14, "♠"))) \
        == (0, 9, 35)
    assert codec_of(make("vertical", lexicon, {"deck": 52}, seats=2)).num_actions == 1 + 52 * 7 * 13


def test_snake_ids():
    from wordgames.lexicon import Lexicon
    from wordgames.snake.actions import Discard, Draw, Give, Keep, Lay, Name
    from wordgames.snake.game import SnakeGame
    codec = codec_of(SnakeGame(seats=2, lexicon=Lexicon.from_words(["кот", "сток", "ток"])))
    # 7 simple moves; 34 cards (*, ?, 32 letters) to discard, then to give; 3 names; then the placements
    assert (codec.encode(Keep()), codec.encode(Discard("*")), codec.encode(Discard("?")), codec.encode(Discard("а"))) \
        == (6, 7, 8, 9)
    assert (codec.encode(Give("*")), codec.encode(Give("я")), codec.encode(Name("кот")), codec.encode(Name("ток"))) \
        == (7 + 34, 7 + 68 - 1, 75, 77)
    # a word of 3 letters: joker sets of 1, 2, 3 new cards: 2, 4, 8 (J = 4 allows every set): T = 14 a kind
    assert codec.encode(Lay("кот", "right", 1)) == 78
    assert codec.encode(Lay("кот", "right", 2, (2,))) == 78 + 2 + 2        # sets of 2 new: (), (1,), (2,), (1, 2)
    assert codec.encode(Lay("кот", "left", 3, (0, 2))) == 78 + 14 + 2 + 4 + 1 + 3 + 1   # (), 3 singles, (0, 1)
    # «сток», 4 letters: 2 + 4 + 8 + 16 = 30 a kind, after the 4 · 14 of «кот»
    assert codec.encode(Lay("сток", "first-left", 1, ())) == 78 + 56 + 3 * 30
    assert codec.num_actions == 78 + 4 * (14 + 30 + 14)
    assert (codec.encode_chance(Draw("*")), codec.encode_chance(Draw("а")), codec.num_chance_outcomes) == (0, 1, 33)
    with pytest.raises(KeyError):
        codec.encode(Lay("кот", "right", 2, (0,)))      # the к of a right placement of 2 is not a new card
    for stray in (Name("кит"), Lay("кот", "right", 2, (2, 1)), Lay("кот", "right", 2, (True,)), Lay("кот", "up", 1)):
        with pytest.raises(KeyError):
            codec.encode(stray)                         # no word, jokers unsorted or not numbers, no kind


def test_snake_placements_fill_their_ids_exactly():
    """Every placement of every word (a slow listing: kinds, added, every joker set of at most J new cards) takes
    one id each, and together exactly the ids from the first placement's to num_actions."""
    from wordgames.lexicon import Lexicon
    from wordgames.snake.actions import Lay
    from wordgames.snake.board import FIRST_LEFT, KINDS, LEFT
    from wordgames.snake.game import SnakeGame
    words = ["а", "кот", "сток", "абракадабра"]
    for jokers in (0, 2, 4, 12):
        game = SnakeGame({"cards": {**CARD_COUNTS, JOKER: jokers}}, seats=2, lexicon=Lexicon.from_words(words))
        codec = codec_of(game)
        lays = []
        for word in sorted(words):
            for kind in KINDS:
                for added in range(1, len(word) + 1):
                    new = range(added) if kind in (LEFT, FIRST_LEFT) else range(len(word) - added, len(word))
                    lays += [Lay(word, kind, added, js) for n in range(min(jokers, added) + 1)
                             for js in itertools.combinations(new, n)]
        ids = [codec.encode(lay) for lay in lays]
        first = 7 + 2 * (32 + 1 + (jokers > 0)) + len(words)     # the letters, ?, * (if the set has jokers)
        assert ids == list(range(first, codec.num_actions))    # in the documented order, no gap
        assert all(same_action(codec.decode(i), lay) for i, lay in zip(ids, lays))


def test_snake_bound_of_the_default_game(lexicon):
    game = make("snake", lexicon)
    codec = codec_of(game)
    words = list(game.lexicon)
    sets = {n: sum(1 for a in range(1, n + 1) for j in range(5) for _ in itertools.combinations(range(a), j))
            for n in {len(w) for w in words}}
    assert codec.num_actions == 7 + 2 * 34 + len(words) + sum(4 * sets[len(w)] for w in words)
