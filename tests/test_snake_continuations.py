"""Rule 5: continuations against a brute-force scan of the whole word list, dead ends, cards."""

import random
from collections import Counter

import pytest

from wordgames.lexicon import Lexicon
from wordgames.snake.cards import full_deck
from wordgames.snake.continuations import (ContinuationIndex, can_make, continuations,
                                           searched_suffixes)


@pytest.fixture(scope="module")
def lex():
    return Lexicon.default(user_words=None)


@pytest.fixture(scope="module")
def index(lex):
    return ContinuationIndex(lex)


def brute_force(words, right, played):
    """Every (word, suffix) pair by scanning every word of the list: the obvious, slow way."""
    out = set()
    for k in range(1, len(right)):
        suffix = right[len(right) - k:]
        for w in words:
            if w[:k] == suffix and len(w) > k and len(w) >= 4 and w not in played and w != right:
                out.add((w, suffix))
    return out


def test_continuations_match_brute_force_on_random_words(lex, index):
    words = lex.words()
    rng = random.Random(20261129)
    sample = rng.sample(words, 25) + ["тушь", "хлор", "опера", "бант"]
    for right in sample:
        played = set(rng.sample(words, 3)) | {right}
        fast = {(c.word, c.suffix) for c in continuations(lex, right, played)}
        assert fast == brute_force(words, right, played), right
        assert index.number_of_words(right, played) == len({w for w, _ in fast}), right


@pytest.mark.parametrize("word", ["тушь", "вошь", "брошь", "дочь", "грязь"])
def test_dead_ends(lex, index, word):
    assert list(continuations(lex, word)) == []
    assert not index.has_continuation(word)


def test_suffixes_searched_are_the_proof():
    assert searched_suffixes("тушь") == ["ь", "шь", "ушь"]
    assert searched_suffixes("кот") == ["т", "от"]


def test_playing_the_only_continuation_makes_a_dead_end():
    lex = Lexicon.from_words(["раструб", "бубен", "убор"])
    assert [c.word for c in continuations(lex, "раструб")] == ["бубен", "убор"]
    assert [c.word for c in continuations(lex, "раструб", played={"бубен", "убор"})] == []


def test_nested_suffixes_count_a_word_once():
    lex = Lexicon.from_words(["папа", "апатия", "атлас"])
    found = [(c.word, c.suffix) for c in continuations(lex, "папа")]
    assert found == [("апатия", "а"), ("атлас", "а"), ("апатия", "апа")]
    assert ContinuationIndex(lex).number_of_words("папа") == 2


@pytest.mark.parametrize("letters, seen, possible", [
    ("ера", "", True),
    ("щщщщщ", "", False),                      # four щ in the set, and four jokers: 5 needs one joker
    ("щщщщщ", "", False),
    ("ъъъъъ", "****", False),                  # jokers all seen
    ("ъъъъ", "ъ", True),                       # three ъ left and four jokers
    ("ъъъъъъъъ", "", True),                    # four ъ and four jokers
    ("ъъъъъъъъъ", "", False),
])
def test_card_feasibility(letters, seen, possible):
    unseen = full_deck() - Counter(seen)
    if letters == "щщщщщ":
        assert can_make(letters, unseen)           # 4 щ + 1 joker
        assert not can_make(letters, unseen - Counter("****"))
    else:
        assert can_make(letters, unseen) == possible
