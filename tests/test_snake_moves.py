"""Змейка's move generator: positions checked by hand, and an independent brute-force oracle built on check."""

from collections import Counter
from dataclasses import replace
from functools import cache
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from wordgames.errors import ArgumentError, InputFormatError, UsageError
from wordgames.lexicon import Lexicon
from wordgames.lexicon.overlay import UserWords
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Placement, Snake
from wordgames.snake.cards import CARD_COUNTS, JOKER
from wordgames.snake.moves import cards_used, placements, word_counts
from wordgames.snake.record import snake_after
from wordgames.snake.rules import Turn, check

# -- lexicons ------------------------------------------------------------------------------------

SMALL_ALPHABET = "аоркптсние"
# Words that make the small lexicon's corners: two overlaps of one word (папа → апатия through «а» and «апа»),
# words that begin and end with the same letter, repeated letters, characters no card shows,
# and words of fewer than four letters.
EXTRA = ["папа", "апатия", "кино", "окно", "анна", "алла", "опера", "укроп", "хлор", "хлорка", "орка",
         "ко-ко", "тoк", "кот", "ток", "пик", "оса", "тушь", "шут"]


@cache
def shipped() -> Lexicon:
    return Lexicon.default(user_words=None)


@cache
def small() -> Lexicon:
    """About 190 words over ten letters, with a user overlay that adds one word and removes another."""
    words = [w for w in shipped() if set(w) <= set(SMALL_ALPHABET) and 3 <= len(w) <= 7][::9]
    overlay = UserWords(added={"тарарам": ""}, removed={"карта": ""})
    return Lexicon.from_words(words + EXTRA + ["карта"], name="small", user_words=overlay)


def hand_of(letters: str) -> Counter:
    return Counter(letters)


def shown(found) -> list[tuple]:
    """Return placements as (word, kind, added, sorted jokers), in the generator's order."""
    return [(p.word, p.kind, p.added, sorted(p.jokers)) for p in found]


# -- positions checked by hand ---------------------------------------------------------------------

def test_the_texts_opera():
    """The text's example: Е, Р, А laid after a snake ending in «…оп» make «опера» — and nothing else does."""
    found = placements(shipped(), snake_after("укроп"), hand_of("ера"))
    assert shown(found) == [("опера", RIGHT, 3, [])]


def test_khlor_khlorka_is_refused_by_rule_3():
    lex = Lexicon.from_words(["хлор", "хлорка", "орка", "рока"])
    snake = snake_after("хлор")
    assert "3" in [f.rule for f in check(lex, snake, Placement("хлорка", RIGHT, added=2)).faults]
    assert shown(placements(lex, snake, hand_of("ка"))) == [("орка", RIGHT, 2, [])]   # through «ор», not «хлор»


def test_one_word_with_two_overlaps_is_two_placements():
    lex = Lexicon.from_words(["папа", "апатия"])
    found = placements(lex, snake_after("папа"), hand_of("патия"))
    assert shown(found) == [("апатия", RIGHT, 5, []), ("апатия", RIGHT, 3, [])]   # through «а», then «апа»


def test_left_placement_ends_in_the_leftmost_letter():
    snake = snake_after("опера")                        # leftmost letter о
    assert shown(placements(shipped(), snake, hand_of("кинж"))) == [("кино", LEFT, 3, [])]


@pytest.mark.parametrize("hand, turn, words", [
    ("кинж", Turn(), ["кино"]),
    ("кин", Turn(), []),                                 # it would empty the hand: left-out
    ("кинж", Turn(left_used=True), []),                  # left-once
    ("кинж", Turn(words_this_turn=1, normal_this_turn=True), []),   # left-alone
    ("кинж", Turn(going_out=True), ["кино"]),            # the caller's going_out is not read
])
def test_left_placement_limits(hand, turn, words):
    found = placements(shipped(), snake_after("опера"), hand_of(hand), turn)
    assert [p.word for p in found] == words


@pytest.mark.parametrize("turn, words", [
    (Turn(), ["опера"]),
    (Turn(words_this_turn=6, normal_this_turn=True), ["опера"]),
    (Turn(words_this_turn=7, normal_this_turn=True), []),          # seven
    (Turn(words_this_turn=1, normal_this_turn=False), []),         # after a left placement: left-alone
])
def test_normal_placement_turn_limits(turn, words):
    assert [p.word for p in placements(shipped(), snake_after("укроп"), hand_of("ера"), turn)] == words


def test_going_out_with_a_normal_placement_is_allowed():
    found = list(placements(shipped(), snake_after("укроп"), hand_of("ера")))
    assert sum(cards_used(snake_after("укроп"), found[0]).values()) == 3   # the whole hand: going out


def test_first_placement_both_ways():
    """Every word of the shipped lexicon that О and П, Е, Р, А, К, И, Н make (checked word by word)."""
    found = shown(placements(shipped(), Snake.start("о"), hand_of("перакин")))
    # окание (phonetics), оркан (an old word for a hurricane), пиано (the dynamic mark): Efremova's nouns
    right = ["окание", "окапи", "океан", "окра", "онер", "опак", "опарник", "опека", "опера", "орание", "оркан"]
    left = ["капо", "кено", "кино", "перо", "пиано", "рено"]
    assert found == ([(w, FIRST_RIGHT, len(w) - 1, []) for w in right]
                     + [(w, FIRST_LEFT, len(w) - 1, []) for w in left])


def test_no_left_placement_before_the_first_word():
    """Cards to the left of the face-up letter are a first placement (the text), never a left one."""
    found = placements(small(), Snake.start("о"), hand_of("кин"))
    assert [(p.word, p.kind) for p in found] == [("кино", FIRST_LEFT)]


@pytest.mark.parametrize("hand, mode, sets", [
    ("ер*", "all", [[4]]),                                 # the а is missing: the joker stands for it
    ("ер*", "needed", [[4]]),
    ("ера*", "all", [[], [2], [3], [4]]),                  # or it replaces any card: shed a joker
    ("ера*", "needed", [[]]),
    ("е**", "all", [[3, 4]]),
    ("ера**", "all", [[], [2], [3], [4], [2, 3], [2, 4], [3, 4]]),
    ("**", "all", []),                                     # three cards missing, two jokers
])
def test_jokers(hand, mode, sets):
    lex = Lexicon.from_words(["укроп", "опера"])
    found = placements(lex, snake_after("укроп"), hand_of(hand), jokers=mode)
    assert [sorted(p.jokers) for p in found] == sets


@pytest.mark.parametrize("hand, mode, sets", [
    ("па*", "needed", [{1}, {3}]),                         # either а of «папа» may be the joker
    ("па*", "all", [{1}, {3}]),
    ("па**", "needed", [{1}, {3}]),
    ("па**", "all", [{1}, {3}, {1, 2}, {1, 3}, {2, 3}]),   # not {2}: then both а would come from the hand
])
def test_jokers_for_a_repeated_letter(hand, mode, sets):
    lex = Lexicon.from_words(["сап", "папа"])
    found = list(placements(lex, snake_after("сап"), hand_of(hand), jokers=mode))
    assert {p.jokers for p in found} == {frozenset(s) for s in sets} and len(found) == len(sets)
    assert [len(p.jokers) for p in found] == sorted(len(p.jokers) for p in found)   # fewest jokers first


def test_rule_5_only_when_asked():
    snake = snake_after("кот")
    assert [p.word for p in placements(shipped(), snake, hand_of("ушь"))] == ["тушь"]
    assert list(placements(shipped(), snake, hand_of("ушь"), continuation=True)) == []   # a dead end


def test_the_users_words_count_and_removed_words_do_not():
    lex = small()
    assert ("тарарам", FIRST_RIGHT) in [(p.word, p.kind) for p in placements(lex, Snake.start("т"),
                                                                             hand_of("арарам"))]  # added
    assert "карта" not in [p.word for p in placements(lex, Snake.start("к"), hand_of("арта"))]   # removed


def test_played_words_are_not_placed_again():
    snake = snake_after("укроп", ["опера"])
    assert list(placements(shipped(), snake, hand_of("ера"))) == []


@pytest.mark.parametrize("hand, error, message", [
    ({"q": 1}, InputFormatError,
     "'q' is not a card of Змейка: a hand holds letters а–я (ё is е) and jokers '*'"),
    ({"а": -1}, InputFormatError, "the hand holds -1 of 'а': a count is a whole number, 0 or more"),
    ({"а": 1.5}, InputFormatError, "the hand holds 1.5 of 'а': a count is a whole number, 0 or more"),
    ({"а": True}, InputFormatError, "the hand holds True of 'а': a count is a whole number, 0 or more"),
    ({7: 1}, InputFormatError, "7 is not a card of Змейка: a hand holds letters а–я (ё is е) and jokers '*'"),
    ({"аб": 1}, InputFormatError,
     "'аб' is not a card of Змейка: a hand holds letters а–я (ё is е) and jokers '*'"),
    ("ера", ArgumentError, "a hand is a Counter of letters and '*', not 'ера'"),
])
def test_bad_hands(hand, error, message):
    with pytest.raises(error) as e:
        placements(shipped(), snake_after("укроп"), hand)     # refused at once, before iterating
    assert str(e.value) == message


def test_bad_options():
    snake = snake_after("укроп")
    with pytest.raises(ArgumentError, match="jokers must be 'all' or 'needed', not 'some'"):
        placements(shipped(), snake, hand_of("ера"), jokers="some")
    with pytest.raises(ArgumentError, match="turn must be a Turn"):
        placements(shipped(), snake, hand_of("ера"), None)
    with pytest.raises(ArgumentError, match="a snake is a row of letter cards"):
        placements(shipped(), Snake.start("x"), hand_of("ера"))


def test_yo_and_capitals_in_a_hand_are_cards():
    assert [p.word for p in placements(shipped(), snake_after("укроп"), Counter({"Ё": 1, "р": 1, "а": 1}))] \
        == ["опера"]


def test_cards_used():
    snake = snake_after("укроп")
    assert cards_used(snake, Placement("опера", RIGHT, 3, frozenset({4}))) == Counter({"е": 1, "р": 1, "*": 1})
    assert cards_used(Snake.start("о"), Placement("кино", FIRST_LEFT, 3, frozenset({0}))) \
        == Counter({"*": 1, "и": 1, "н": 1})
    with pytest.raises(ArgumentError):
        cards_used(snake, Placement("опера", RIGHT, 6))


def test_the_index_is_built_once_per_lexicon():
    assert word_counts(small()) is word_counts(small())


# -- the oracle -----------------------------------------------------------------------------------

def new_positions(word: str, kind: str, added: int) -> range:
    """Where the new cards of a placement are in its word: the first ones when laid to the left."""
    return range(added) if kind in (LEFT, FIRST_LEFT) else range(len(word) - added, len(word))


def payable(word: str, kind: str, added: int, hand: Counter) -> bool:
    """Whether the hand, jokers included, could pay for the new letters (jokers stand for letters of the game)."""
    letters = Counter(word[i] for i in new_positions(word, kind, added))
    return all(ch in CARD_COUNTS for ch in letters) and sum((letters - hand).values()) <= hand[JOKER]


def every_way(snake: Snake, word: str, hand: Counter):
    """Yield (kind, added) for every kind this snake has and every number of new cards the hand could pay.

    The first placements exist before the first word, the others after (a first placement to the left
    of the face-up letter is not a left placement).  The new letters grow with the number of cards,
    so the count stops at the first the hand cannot pay.
    """
    for kind in (RIGHT, LEFT) if snake.words else (FIRST_RIGHT, FIRST_LEFT):
        for added in range(1, len(word) + 1):
            if not payable(word, kind, added, hand):
                break
            yield kind, added


def every_shape(snake: Snake, word: str, hand: Counter):
    """Yield (kind, added) for the shapes of the module's definition, written plainly, that the hand could pay."""
    text, right = snake.text(), snake.right_word
    if not snake.words:
        ways = [(FIRST_RIGHT, len(word) - 1)] if word.startswith(text[0]) else []
        ways += [(FIRST_LEFT, len(word) - 1)] if word.endswith(text[0]) else []
    else:
        ways = [(RIGHT, len(word) - k) for k in range(1, min(len(right.word), len(word)))
                if word.startswith(text[-k:])]
        ways += [(LEFT, len(word) - 1)] if word.endswith(text[0]) else []
    return [(kind, added) for kind, added in ways if added >= 1 and payable(word, kind, added, hand)]


def oracle(lexicon: Lexicon, snake: Snake, hand: Counter, turn: Turn, shapes_only: bool = False) -> dict:
    """Return {placement: the rules check breaks} for every word, way and joker set the hand pays for.

    Every joker set is asked of ``check`` on its own, with ``going_out`` true when the placement
    takes all the hand's cards.  ``shapes_only`` asks only of the shapes the module defines
    (quicker, for the shipped lexicon); else of every kind and number of new cards.
    """
    size, found = sum(hand.values()), {}
    for word in lexicon:
        for kind, added in (every_shape(snake, word, hand) if shapes_only else every_way(snake, word, hand)):
            new = new_positions(word, kind, added)
            for n in range(min(hand[JOKER], added) + 1):
                for jokers in combinations(new, n):
                    if Counter(word[i] for i in new if i not in jokers) - hand:
                        continue
                    p = Placement(word, kind, added, frozenset(jokers))
                    verdict = check(lexicon, snake, p, replace(turn, going_out=added == size))
                    found[p] = {f.rule for f in verdict.faults}
    return found


def jokers_needed(p: Placement, hand: Counter) -> bool:
    """Whether each letter's jokers are exactly the cards of it the hand lacks."""
    new = new_positions(p.word, p.kind, p.added)
    letters = Counter(p.word[i] for i in new)
    by_joker = Counter(p.word[i] for i in p.jokers)
    return all(by_joker[ch] == max(0, n - hand[ch]) for ch, n in letters.items())


def assert_agrees(lexicon: Lexicon, snake: Snake, hand: Counter, turn: Turn, shapes_only: bool = False):
    truth = oracle(lexicon, snake, hand, turn, shapes_only)
    for continuation in (False, True):
        legal = {p for p, rules in truth.items() if not rules or (rules == {"5"} and not continuation)}
        for mode in ("all", "needed"):
            expected = legal if mode == "all" else {p for p in legal if jokers_needed(p, hand)}
            found = list(placements(lexicon, snake, hand, turn, continuation=continuation, jokers=mode))
            assert len(found) == len(set(found)), "a placement is listed twice"
            assert set(found) == expected, (continuation, mode, set(found) ^ expected)
    for p in list(truth)[:50]:
        after = snake.place(p)
        cards = after.cards[:p.added] if p.kind in (LEFT, FIRST_LEFT) else after.cards[len(snake.cards):]
        assert cards_used(snake, p) == Counter(JOKER if c.joker else c.letter for c in cards)


# -- random positions --------------------------------------------------------------------------------

def play_out(lexicon: Lexicon, rng, steps: int, played: list[str]) -> Snake:
    """Return a snake grown from a face-up letter by ``steps`` random placements of lexicon words."""
    words = sorted(lexicon)
    snake = Snake.start(rng.choice(SMALL_ALPHABET))
    snake = replace(snake, also_played=frozenset(played))
    for _ in range(steps):
        text = snake.text()
        if not snake.words:
            kind = rng.choice([FIRST_RIGHT, FIRST_LEFT])
            options = [(w, kind, len(w) - 1) for w in words
                       if len(w) >= 4 and (w[0] if kind == FIRST_RIGHT else w[-1]) == text[0]]
        elif rng.random() < 0.2:
            options = [(w, LEFT, len(w) - 1) for w in words if len(w) >= 4 and w.endswith(text[0])]
        else:
            right = snake.right_word.word
            options = [(w, RIGHT, len(w) - k) for k in range(1, len(right)) for w in words
                       if len(w) > k and w.startswith(text[-k:])]
        options = [o for o in options if o[0] not in snake.played and set(o[0]) <= set(CARD_COUNTS)]
        if options:
            word, kind, added = rng.choice(options)
            snake = snake.place(Placement(word, kind, added))
    return snake


turns = st.one_of(st.just(Turn()), st.builds(Turn, words_this_turn=st.integers(0, 7),
                                              normal_this_turn=st.booleans(), left_used=st.booleans(),
                                              going_out=st.booleans()))
hands = st.builds(lambda letters, jokers: Counter(letters) + Counter({JOKER: jokers}),
                  st.lists(st.sampled_from(SMALL_ALPHABET + "ушб"), max_size=6), st.integers(0, 2))


@settings(max_examples=30, deadline=None)
@given(rng=st.randoms(use_true_random=False), steps=st.integers(0, 4), hand=hands, turn=turns,
       played=st.lists(st.sampled_from(EXTRA + ["тарарам", "карта"]), max_size=3))
def test_generator_equals_the_oracle_on_a_small_lexicon(rng, steps, hand, turn, played):
    lexicon = small()
    assert_agrees(lexicon, play_out(lexicon, rng, steps, played), hand, turn)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generator_equals_the_oracle_on_the_shipped_lexicon(seed):
    import random
    rng = random.Random(seed)
    lexicon = shipped()
    snake = play_out(small(), rng, [0, 2, 3][seed - 1], [])
    letters = [ch for ch, n in CARD_COUNTS.items() for _ in range(n)]
    hand = Counter(rng.sample(letters, 8)) + Counter({JOKER: 1})
    assert_agrees(lexicon, snake, hand, Turn(), shapes_only=True)
