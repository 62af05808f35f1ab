"""The weighted letter generator: weights, reproducibility, and the frequencies it draws."""

import random
from collections import Counter

import pytest

from wordgames.battle.letters import (ALPHABET, CORPUS_PERCENT, draw_letters, letter_stream,
                                      letter_weights, noun_weights)
from wordgames.errors import ArgumentError
from wordgames.lexicon import Lexicon


def test_corpus_table_as_published():
    assert len(CORPUS_PERCENT) == 33
    assert round(sum(CORPUS_PERCENT.values()), 2) == 100.01        # rounded percentages
    assert (CORPUS_PERCENT["о"], CORPUS_PERCENT["п"], CORPUS_PERCENT["р"], CORPUS_PERCENT["с"]) == (
        10.97, 2.81, 4.73, 5.47)


def test_corpus_weights_fold_yo_into_ye():
    weights = letter_weights("corpus")
    assert list(weights) == list(ALPHABET) and len(ALPHABET) == 32
    assert "ё" not in weights
    assert weights["е"] == 8.49                                   # 8.45 + 0.04
    assert weights["ъ"] == 0.04


def test_noun_weights_count_letters_of_words():
    lex = Lexicon.from_words(["кот", "кит", "ёж", "подъезд"])
    assert noun_weights(lex) == {"д": 2.0, "е": 2.0, "ж": 1.0, "з": 1.0, "и": 1.0, "к": 2.0,
                                 "о": 2.0, "п": 1.0, "т": 2.0, "ъ": 1.0}


@pytest.mark.parametrize("kind, lexicon, message", [
    ("bogus", None, "unknown letter weights 'bogus' (choose from corpus, nouns)"),
    ("nouns", None, "the 'nouns' letter weights need a lexicon"),
])
def test_weight_errors(kind, lexicon, message):
    with pytest.raises(ArgumentError) as e:
        letter_weights(kind, lexicon)
    assert str(e.value) == message


def test_same_seed_same_letters():
    weights = letter_weights()
    assert draw_letters(random.Random(7), weights, 36) == draw_letters(random.Random(7), weights, 36)
    assert draw_letters(random.Random(7), weights, 36) != draw_letters(random.Random(8), weights, 36)
    # one letter at a time: a longer draw begins with the shorter one
    assert draw_letters(random.Random(3), weights, 50)[:10] == draw_letters(random.Random(3), weights, 10)


def test_one_random_number_per_letter():
    # A hand-made table: 'а' takes [0, 1), 'б' [1, 3), 'в' [3, 4) of a total of 4.
    class Fixed(random.Random):
        def __init__(self, values):
            super().__init__(0)
            self.values = iter(values)

        def random(self):
            return next(self.values)

    stream = letter_stream(Fixed([0.0, 0.24, 0.25, 0.74, 0.75, 0.999]), {"а": 1, "б": 2, "в": 1})
    assert [next(stream) for _ in range(6)] == ["а", "а", "б", "б", "в", "в"]


def test_zero_weights_are_never_drawn():
    assert set(draw_letters(random.Random(1), {"а": 1.0, "б": 0.0, "в": 1.0}, 2000)) == {"а", "в"}


def test_drawn_frequencies_follow_the_table():
    weights = letter_weights()
    n = 200_000
    counts = Counter(draw_letters(random.Random(2024), weights, n))
    assert set(counts) <= set(ALPHABET)
    total = sum(weights.values())
    for letter in "оеантй":                         # within 5 standard deviations of the expected share
        p = weights[letter] / total
        assert abs(counts[letter] - n * p) < 5 * (n * p * (1 - p)) ** 0.5
    assert counts["о"] > counts["е"] > counts["а"] > counts["и"]


def test_negative_count_is_refused():
    with pytest.raises(ArgumentError) as e:
        draw_letters(random.Random(0), letter_weights(), -1)
    assert e.value.option == "count"
