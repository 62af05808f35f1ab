"""What Змейка's expert reads off the table: the cards it has not seen, the odds a hand holds letters,
what a right word asks of the next player, and what a card is worth kept.

Each is a pure function of a seat's view (and the lexicon, whose indexes are built once and kept with it);
:class:`wordgames.snake.expert.ExpertPlayer` weighs them.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Iterable, NamedTuple

import numpy as np

from wordgames.lexicon.derived import derived
from wordgames.snake.board import Snake
from wordgames.snake.cards import JOKER
from wordgames.snake.continuations import continues, searched_suffixes
from wordgames.snake.moves import COLUMN, LETTERS, OTHER, word_counts

Need = tuple[tuple[str, int], ...]      # the new letters a continuation needs: (letter, how many), sorted
MOST = 3          # a continuation needing more of one letter counts as this many


def unseen_cards(deck: Counter, hand: str, snake: Snake, discards: Iterable[str], given: Iterable[str] = ()) -> Counter:
    """Return the cards a seat has not seen: the set less its hand, the snake, the discards, what it passed.

    >>> from wordgames.snake.board import Snake
    >>> unseen_cards(Counter("ааабб*"), "а", Snake.start("б"), "а")
    Counter({'а': 1, 'б': 1, '*': 1})
    """
    seen = Counter(hand) + Counter(JOKER if c.joker else c.letter for c in snake.cards)
    return deck - seen - Counter(discards) - Counter(given)


def holding_odds(unseen: Counter, size: int) -> tuple[np.ndarray, float]:
    """Return the chance that ``size`` cards drawn from ``unseen`` hold at least n of each letter, and a joker.

    Row ``COLUMN[letter]``, column n = 0 … MOST (column 0 is 1: a hand always holds none or more).

    >>> odds, joker = holding_odds(Counter({"а": 1, "*": 1}), 1)
    >>> odds[COLUMN["а"]].tolist(), odds[COLUMN["б"]].tolist(), joker
    ([1.0, 0.5, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0], 0.5)
    """
    total = sum(unseen.values())
    odds = np.zeros((len(LETTERS), MOST + 1))
    odds[:, 0] = 1.0
    joker = 0.0
    for card, n in unseen.items():
        q = n / total
        below, chances = 0.0, []
        for k in range(MOST):
            below += math.comb(size, k) * q ** k * (1 - q) ** (size - k) if k <= size else 0.0
            chances.append(max(0.0, 1.0 - below))
        if card == JOKER:
            joker = chances[0]
        else:
            odds[COLUMN[card], 1:] = chances
    return odds, joker


def game_words(lexicon) -> frozenset[str]:
    """Return the words of ``lexicon`` that may be laid (rule 6 with nothing played), built once."""
    def build():
        index = word_counts(lexicon)
        return frozenset(w for w, ok in zip(index.words, index.game_word.tolist()) if ok)
    return derived(lexicon, "snake.expert.game-words", build)


class Needs(NamedTuple):
    """The continuations through one suffix: one row of new-letter counts per distinct need, and its words."""

    counts: np.ndarray                 # rows × letters: how many new cards of each letter a row's words need
    words: tuple[tuple[str, ...], ...]  # the words of each row
    row_of: dict[str, int]             # the row of each word


def needs_after(lexicon, suffix: str) -> Needs:
    """Return the new letters of every game word that continues through ``suffix``, with the words, kept.

    >>> from wordgames.lexicon import Lexicon
    >>> found = needs_after(Lexicon.from_words(["бубен", "убор", "бор"]), "б")
    >>> found.words, int(found.counts.sum())
    ((('бубен',),), 4)
    """
    table = derived(lexicon, "snake.expert.needs", dict)
    found = table.get(suffix)
    if found is None:
        laid = game_words(lexicon)
        by_need: dict[Need, list[str]] = {}
        for word in lexicon.iter_prefix(suffix):
            if continues(word, suffix) and word in laid:
                by_need.setdefault(tuple(sorted(Counter(word[len(suffix):]).items())), []).append(word)
        counts = np.zeros((len(by_need), len(LETTERS)), dtype=np.int16)
        for row, need in enumerate(by_need):
            for letter, n in need:
                counts[row, COLUMN[letter]] = n
        rows = tuple(tuple(words) for words in by_need.values())
        found = table[suffix] = Needs(counts, rows, {w: r for r, words in enumerate(rows) for w in words})
    return found


def open_needs(lexicon, right_word: str, played: frozenset[str]) -> np.ndarray:
    """Return the new-letter counts of the continuations of ``right_word`` not yet played, one row each.

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.from_words(["раструб", "бубен", "убор", "рубка"])
    >>> open_needs(lex, "раструб", frozenset({"раструб", "убор"})).sum(axis=1).tolist()   # бубен, рубка
    [4, 2]
    """
    blocks = []
    for suffix in searched_suffixes(right_word):
        found = needs_after(lexicon, suffix)
        if not len(found.words):
            continue
        laid = Counter(found.row_of[w] for w in played if w in found.row_of)   # a row goes when all its words are played
        gone = [row for row, n in laid.items() if n == len(found.words[row])]
        blocks.append(np.delete(found.counts, gone, axis=0) if gone else found.counts)
    return np.concatenate(blocks) if blocks else np.zeros((0, len(LETTERS)), dtype=np.int16)


def chance_to_continue(needs: np.ndarray, odds: np.ndarray, joker: float) -> float:
    """Return the chance a hand can continue a right word with these needs (each taken as independent).

    ``odds[c, n]`` is the chance the hand holds at least ``n`` cards of the
    letter in column ``c`` (``n`` = 0 … MOST); ``joker`` that it holds a
    joker, which stands in for the rarest letter of a need.

    >>> odds = np.ones((len(LETTERS), MOST + 1)); odds[COLUMN["а"], 1:] = 0.5; odds[COLUMN["к"], 1:] = 0.5
    >>> needs = np.zeros((2, len(LETTERS)), dtype=np.int16); needs[0, COLUMN["а"]] = 1; needs[1, COLUMN["к"]] = 1
    >>> round(chance_to_continue(needs, odds, 0.0), 3), round(chance_to_continue(needs, odds, 1.0), 3)
    (0.75, 1.0)
    """
    if not len(needs):
        return 0.0
    each = odds[np.arange(len(LETTERS)), np.minimum(needs, MOST)]
    every = each.prod(axis=1)
    weakest = each.min(axis=1)
    but_one = np.where(weakest > 0, every / np.where(weakest > 0, weakest, 1.0), 0.0)
    chance = np.clip(every + joker * (but_one - every), 0.0, 1.0)
    return float(1.0 - np.prod(1.0 - chance))


def any_payable(needs: np.ndarray, hand: Counter) -> bool:
    """Return whether ``hand`` holds the new letters of one of ``needs`` (jokers filling in).

    >>> needs = np.zeros((1, len(LETTERS)), dtype=np.int16); needs[0, COLUMN["а"]] = 2
    >>> any_payable(needs, Counter("а*")), any_payable(needs, Counter("аб"))
    (True, False)
    """
    if not len(needs):
        return False
    row = np.zeros(len(LETTERS), dtype=np.int16)
    for letter, n in hand.items():
        if letter != JOKER:
            row[COLUMN[letter]] = n
    return bool((np.maximum(needs - row, 0).sum(axis=1) <= hand[JOKER]).any())


def shadow_price(card: str, turns_left: float, horizon: float, keep: float, joker_keep: float, rules) -> float:
    """Return what a card is worth kept: ``keep`` × its value with a long game ahead, minus its cost at the end.

    >>> from wordgames.snake.conditions import SnakeRules
    >>> r = SnakeRules()
    >>> shadow_price("к", 100, 10, 1.5, 6.0, r), shadow_price("к", 0, 10, 1.5, 6.0, r), shadow_price("*", 5, 10, 1.5, 6.0, r)
    (3.0, -2.0, -2.0)
    """
    early = min(1.0, turns_left / horizon) if horizon > 0 else 0.0
    kept = joker_keep if card == JOKER else keep * rules.value(card)
    return early * kept - (1.0 - early) * rules.in_hand_cost(card)


def letter_shares(lexicon) -> dict[str, float]:
    """Return each letter's share of the letters of the game words, built once."""
    def build():
        index = word_counts(lexicon)
        totals = index.counts[index.game_word, :OTHER].sum(axis=0).astype(float)
        return {letter: float(t) / float(totals.sum()) for letter, t in zip(LETTERS, totals)}
    return derived(lexicon, "snake.expert.shares", build)


__all__ = ["unseen_cards", "holding_odds", "game_words", "needs_after", "open_needs", "chance_to_continue",
           "any_payable", "shadow_price", "letter_shares"]
