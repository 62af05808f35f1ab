"""Rule 5's dead-end test by bisection (has_continuation) against the generator it replaces, on seeded cases.

The oracle is the plain definition: ``next(continuations(...), None) is not None``, which walks the
lexicon's prefix iterator suffix by suffix.  The cases are drawn so that both answers occur often:
right words from the lexicon, random letter strings, words with capitals, ё and Latin look-alikes,
and played sets that hold some or all of a word's continuations; lexicons with and without the
user's additions and exclusions, and a Latin one.
"""

import random
from itertools import islice

import pytest

from wordgames.lexicon import Lexicon
from wordgames.lexicon.overlay import UserWords
from wordgames.snake.bots import is_dead_end
from wordgames.snake.continuations import continuations, continues_by_bisection, has_continuation

LETTERS = "абвгдежзийклмнопрстуфхцчшщъыьэюя"
LOOKALIKES = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "к": "K", "т": "T"}


def oracle(lexicon, word, played) -> bool:
    return next(continuations(lexicon, word, played), None) is not None


def disguise(word: str, rng: random.Random) -> str:
    """Return the word with some letters capitalised, е written ё, or a letter swapped for a Latin look-alike."""
    out = []
    for ch in word:
        roll = rng.random()
        if roll < 0.1 and ch in LOOKALIKES:
            out.append(LOOKALIKES[ch])
        elif roll < 0.2:
            out.append(ch.upper())
        elif roll < 0.3 and ch == "е":
            out.append("ё")
        else:
            out.append(ch)
    return "".join(out)


def cases(lexicon, seed: int, count: int):
    """Yield (right word, played) pairs, seeded: dead ends and live words both."""
    rng = random.Random(seed)
    words = lexicon.words()
    for _ in range(count):
        kind = rng.random()
        if kind < 0.45:
            word = rng.choice(words)
        elif kind < 0.65:
            word = "".join(rng.choice(LETTERS) for _ in range(rng.randint(1, 8)))
        elif kind < 0.8:
            word = rng.choice(words)[-rng.randint(1, 4):] + rng.choice("ьъйыщэ")
        else:
            word = disguise(rng.choice(words), rng)
        found = [c.word for c in islice(continuations(lexicon, word, ()), 40)]
        roll = rng.random()
        if roll < 0.4:
            played = set(found)                       # every continuation played: a dead end if any existed
        elif roll < 0.7:
            played = set(rng.sample(found, len(found) // 2)) if found else set()
        else:
            played = {rng.choice(words) for _ in range(3)}
        if rng.random() < 0.2:
            played = {disguise(w, rng) for w in played}
        yield word, played


@pytest.fixture(scope="module")
def ru():
    return Lexicon.default()


def test_bisection_agrees_with_the_generator_on_the_shipped_lexicon(ru):
    both = {True: 0, False: 0}
    for word, played in cases(ru, seed=22, count=1200):
        expected = oracle(ru, word, played)
        assert continues_by_bisection(ru, word, played) == expected, (word, sorted(played))
        assert has_continuation(ru, word, played) == expected
        both[expected] += 1
    assert min(both.values()) > 150          # the cases hold many dead ends and many live words


def test_bisection_agrees_with_user_additions_and_exclusions(ru):
    rng = random.Random(5)
    words = ru.words()
    user = UserWords()
    for word in rng.sample(words, 300):
        user = user.remove(word)
    for _ in range(200):
        user = user.add(rng.choice(words)[-2:] + "".join(rng.choice(LETTERS) for _ in range(rng.randint(0, 4))))
    lexicon = ru.with_user_words(user)
    for word, played in cases(lexicon, seed=6, count=600):
        assert continues_by_bisection(lexicon, word, played) == oracle(lexicon, word, played), (word, sorted(played))


@pytest.mark.parametrize("words, right, played, expected", [
    (["тушь", "ушко", "опера", "раструб", "рука", "бубен", "убор"], "раструб", {"раструб"}, True),
    (["тушь", "ушко", "опера", "раструб", "рука", "бубен", "убор"], "раструб", {"бубен", "убор"}, False),
    (["тушь", "ушко", "опера", "раструб"], "тушь", set(), False),        # «ушко» begins with «ушк», not «ушь»
    (["кот", "отец", "тесто"], "кот", set(), True),                       # «отец» through «от»
    (["кот", "от", "ото"], "кот", set(), False),                          # shorter than four letters
    (["кот", "отец"], "КОТ", {"ОТЕЦ"}, False),                            # played words are folded too
    (["cat", "atom", "tiger", "tent"], "cat", set(), True),               # a Latin lexicon
    (["cat", "atom", "tiger"], "cat", {"atom", "tiger"}, False),
])
def test_hand_checked_dead_ends(words, right, played, expected):
    lexicon = Lexicon.from_words(words)
    assert continues_by_bisection(lexicon, right, played) is expected
    assert has_continuation(lexicon, right, played) is expected
    assert oracle(lexicon, right, played) is expected
    assert is_dead_end(lexicon, None, right, played) is not expected


def test_a_latin_lexicon_agrees_on_random_cases():
    rng = random.Random(3)
    words = ["".join(rng.choice("abcdeopt") for _ in range(rng.randint(2, 7))) for _ in range(3000)]
    lexicon = Lexicon.from_words(words)
    for word, played in cases(lexicon, seed=4, count=800):
        assert continues_by_bisection(lexicon, word, played) == oracle(lexicon, word, played), (word, sorted(played))


def test_a_lexicon_bisects_only_after_a_few_tests():
    """A cold command asks once: it must not build the sorted word list; a player asking often does."""
    from wordgames.snake.continuations import BISECT_AFTER
    built = []
    lexicon = Lexicon.from_words(["кот", "отец"])
    words = lexicon.words
    lexicon.words = lambda *args: built.append(1) or words(*args)
    for _ in range(BISECT_AFTER):
        assert has_continuation(lexicon, "кот")
    assert built == []
    assert has_continuation(lexicon, "кот") and not has_continuation(lexicon, "кот", {"отец"})
    assert built == [1]
