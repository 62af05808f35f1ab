"""Moves from a hand: every legal placement of Змейка that a hand allows on a snake.

:func:`placements` yields each placement that :func:`wordgames.snake.rules.check`
accepts and whose new cards the hand can pay for — nothing more, nothing
less.  Precisely, for a snake, a hand and the turn so far, it yields every
:class:`~wordgames.snake.board.Placement` ``p`` (``player`` None) such that

1. ``p`` has a *shape* of this snake, with a word of the lexicon (every game
   word made of card letters is one):

   - ``RIGHT`` (the snake has a right word ``r``): the word begins with the
     snake's last ``k`` letters, ``1 ≤ k < len(r)``, and ``added = len(word) - k ≥ 1``;
     a word that lies with several overlaps is several placements;
   - ``LEFT`` (the snake has a word): the word ends with the snake's leftmost
     letter and ``added = len(word) - 1``;
   - ``FIRST_RIGHT`` / ``FIRST_LEFT`` (no word yet): the word begins / ends with
     the face-up letter and ``added = len(word) - 1`` (cards laid to the left
     of the face-up letter are a first placement, never a left one);

2. the hand pays for its new cards: ``p.jokers`` is a set of positions of new
   cards (:attr:`Placement.new_positions`), no more than the hand's jokers,
   and the hand holds the letters of the other new cards (a joker stands for
   a letter of the game, so a word with another character is never laid);
3. ``check(lexicon, snake, p, turn')`` finds no fault, where ``turn'`` is
   ``turn`` with ``going_out`` set to whether ``p`` empties the hand (its
   ``added`` cards are all the hand holds; the caller's ``going_out`` is not
   read) — except that with ``continuation=False`` (the game's default, where
   only a challenge catches a dead end) a fault of rule 5 is allowed;
4. with ``jokers="needed"``, a joker stands only for a letter the hand lacks:
   for every letter, exactly ``max(0, new cards of that letter - hand's cards
   of it)`` of its new cards are jokers, and every choice of which of them is
   kept; ``jokers="all"`` keeps every joker set that 2 allows (a player may
   want to shed a joker, to go out or because one left in hand costs 10).

Each such placement is yielded once; none other is.

How it is exact.  The shapes are found through an index of the lexicon built
once (:func:`word_counts`): the words sorted, so that those with a prefix are
one slice, and their letter counts as a numpy array, so that the hand's test
is one vectorised step per slice.  Rules 1–4 hold by the shapes'
construction (a new card or more, the overlap, four letters or more); rule 6
is :func:`~wordgames.snake.rules.word_faults`, asked once per word of the
lexicon with nothing played (kept in the index), with this game's played
words then left out; the turn limits are
:func:`~wordgames.snake.rules.turn_faults` and rule 5
:func:`~wordgames.snake.rules.continuation_faults`, asked of each shape with
its own ``going_out``.  ``check``'s verdict never depends on which new cards
are jokers (only its points do), so a shape is judged once, on its first
joker set.  The tests hold the output to ``check`` itself, asked of every
word, kind, number of new cards and joker set of a lexicon.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.record import from_words
>>> lex = Lexicon.from_words(["укроп", "опера", "пера", "рак", "кино", "перо", "оса"])
>>> snake = from_words(["укроп"]).snake()
>>> [(p.word, p.overlap) for p in placements(lex, snake, Counter("ера"))]
[('пера', 1), ('опера', 2)]
>>> [sorted(p.jokers) for p in placements(lex, snake, Counter("ер*")) if p.word == "опера"]
[[4]]
>>> [sorted(p.jokers) for p in placements(lex, snake, Counter("ера*")) if p.word == "опера"]
[[], [2], [3], [4]]
>>> [sorted(p.jokers) for p in placements(lex, snake, Counter("ера*"), jokers="needed") if p.word == "опера"]
[[]]
>>> cards_used(snake, Placement("опера", RIGHT, added=3, jokers=frozenset({4})))
Counter({'е': 1, 'р': 1, '*': 1})

The first placement, to the right and to the left of the face-up letter:

>>> [(p.word, p.kind) for p in placements(lex, Snake.start("о"), Counter("перакин"))]
[('опера', 'first-right'), ('кино', 'first-left'), ('перо', 'first-left')]
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from dataclasses import replace
from functools import lru_cache, partial
from itertools import chain, combinations, islice, product
from typing import Iterator, Mapping

import numpy as np

from wordgames.errors import ArgumentError, InputFormatError, Param
from wordgames.lexicon import Lexicon
from wordgames.lexicon.derived import derived
from wordgames.lexicon.text import Word
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Placement, Snake
from wordgames.snake.cards import CARD_COUNTS, JOKER
from wordgames.snake.continuations import MIN_LETTERS
from wordgames.snake.rules import RULES_OF_KIND, Turn, continuation_faults, turn_faults, word_faults

Hand = Counter              # card letters (ё is е) and JOKER, with how many of each
JOKER_CHOICES = ("all", "needed")
COLUMN = {letter: i for i, letter in enumerate(CARD_COUNTS)}  # a letter's column in the count arrays
LETTERS = tuple(COLUMN)
OTHER = len(COLUMN)         # the column of characters no card shows (a hyphen, a Latin letter)
WIDTH = OTHER + 1


class WordCounts:
    """The lexicon's words for the move generator: sorted, with letter counts and words by last letter.

    ``counts[i, COLUMN[letter]]`` is how many times ``letter`` is in
    ``words[i]``; ``counts[i, OTHER]`` counts its other characters.
    """

    def __init__(self, lexicon: Lexicon):
        self.words = tuple(sorted(lexicon))   # a tuple of strings: the garbage collector soon stops visiting it
        self.lengths = np.fromiter(map(len, self.words), dtype=np.int64, count=len(self.words))
        codes = np.frombuffer("".join(self.words).encode("utf-32-le"), dtype=np.uint32)
        column_of = np.full(max(int(codes.max(initial=0)), *map(ord, COLUMN)) + 1, OTHER, dtype=np.int64)
        column_of[[ord(letter) for letter in COLUMN]] = list(COLUMN.values())
        columns = column_of[codes]
        rows = np.repeat(np.arange(len(self.words)), self.lengths)
        cells = np.bincount(rows * WIDTH + columns, minlength=len(self.words) * WIDTH)
        self.counts = cells.reshape(len(self.words), WIDTH).astype(np.int16)
        ending = np.flatnonzero(self.lengths > 0)
        last = columns[np.cumsum(self.lengths)[ending] - 1]
        self.by_last = {letter: ending[last == column] for letter, column in COLUMN.items()}
        nothing_played = Snake(())
        self.game_word = np.fromiter((not word_faults(lexicon, nothing_played, Placement(w)) for w in self.words),
                                     dtype=bool, count=len(self.words))

    def prefixed(self, prefix: str) -> slice:
        """Return the slice of ``words`` that begin with ``prefix`` (non-empty)."""
        after = prefix[:-1] + chr(ord(prefix[-1]) + 1)
        return slice(bisect_left(self.words, prefix), bisect_left(self.words, after))


def word_counts(lexicon: Lexicon) -> WordCounts:
    """Return the move generator's index of ``lexicon``, built once and kept with it."""
    return derived(lexicon, "snake.moves", lambda: WordCounts(lexicon))


def read_hand(hand: Mapping) -> Hand:
    """Return the hand as card letters and jokers with their counts (ё read as е), refusing anything else.

    >>> read_hand({"Ё": 1, "е": 1, "*": 2})
    Counter({'е': 2, '*': 2})
    >>> read_hand({"q": 1})
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: 'q' is not a card of Змейка: a hand holds letters а–я (ё is е) and jokers '*'
    """
    if not isinstance(hand, Mapping):
        raise ArgumentError("a hand is a Counter of letters and '*', not {hand!r}", hand=hand, option="hand")
    cards: Hand = Counter()
    for key, count in hand.items():
        card = key.lower().replace("ё", "е") if isinstance(key, str) else key
        if card != JOKER and card not in COLUMN:
            raise InputFormatError(f"{key!r} is not a card of Змейка: a hand holds letters а–я (ё is е) "
                                   f"and jokers '*'")
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise InputFormatError(f"the hand holds {count!r} of {key!r}: a count is a whole number, 0 or more")
        cards[card] += count
    return cards


def cards_used(snake: Snake, p: Placement) -> Hand:
    """Return the hand cards placement ``p`` takes: the letters of its new cards, jokers as ``*``.

    A joker position that is not a new card is ignored, as :meth:`Snake.place` ignores it.
    """
    if not 0 <= p.added <= len(p.word):
        raise ArgumentError("«{word}» cannot lie with {added} new cards", word=p.word, added=p.added, option="p")
    return Counter(JOKER if i in p.jokers else p.word[i] for i in p.new_positions)


def placements(lexicon: Lexicon, snake: Snake, hand: Mapping, turn: Turn = Turn(), *,
               continuation: bool = False, jokers: str = "all") -> Iterator[Placement]:
    """Return an iterator over every legal placement the hand allows on the snake (the module's docstring says which).

    The input is checked at once, before the first placement is asked for.

    The order: the first placements (to the right, then to the left), or the
    right placements by overlap (shortest first), then the left placement;
    words in alphabetical order; a word's joker sets with the fewest jokers first.

    Raises
    ------
    InputFormatError
        A hand with a card that is not a letter of the game or a joker, or a count that is not 0 or more.
    ArgumentError
        ``jokers`` not one of ``"all"``, ``"needed"``; a ``turn`` that is not a :class:`Turn`;
        a hand that is not a mapping; a snake with a card that is not a letter of the game.
    """
    hand = read_hand(hand)
    if jokers not in JOKER_CHOICES:
        raise ArgumentError("{name} must be 'all' or 'needed', not {jokers!r}", name=Param("jokers"), jokers=jokers,
                            option="jokers")
    if not isinstance(turn, Turn):
        raise ArgumentError("{name} must be a Turn, not {turn!r}", name=Param("turn"), turn=turn, option="turn")
    if not snake.cards or not set(snake.text()) <= COLUMN.keys():
        raise ArgumentError("a snake is a row of letter cards, not {text!r}", text=snake.text(), option="snake")
    return _placements(lexicon, snake, hand, turn, continuation, jokers == "needed")


def _placements(lexicon: Lexicon, snake: Snake, hand: Hand, turn: Turn, continuation: bool,
                exact: bool) -> Iterator[Placement]:
    """Yield the placements of :func:`placements`, its input checked."""
    size, played, jokers = sum(hand.values()), snake.played, hand[JOKER]
    turns = {going_out: replace(turn, going_out=going_out) for going_out in (False, True)}
    for word, kind, start, stop, short in _shapes(word_counts(lexicon), snake, hand):
        if word in played:                           # rule 6: not played before in this game
            continue
        added = stop - start
        sets = _sets(start, stop, _groups(word, start, stop, short) if short else (), jokers, exact)
        first = Placement(word, kind, added, sets[0])   # the verdict is the same for every joker set
        if turn_faults(first, turns[added == size]):   # the turn limits, going out if it takes the whole hand
            continue
        if continuation and "5" in RULES_OF_KIND[kind] and continuation_faults(lexicon, snake, first):
            continue
        yield first
        yield from map(partial(Placement, word, kind, added), islice(sets, 1, None))


Short = tuple[tuple[str, int], ...]   # the letters the hand lacks for a word's new cards, and how many of each
Shape = tuple[Word, str, int, int, Short]  # word, kind, its new cards' positions range(start, stop), Short


def _shapes(index: WordCounts, snake: Snake, hand: Hand) -> Iterator[Shape]:
    """Return the shapes of this snake (rules 1–4) with a game word (rule 6) whose new cards the hand can pay for."""
    hand_row = _row(hand)
    fitting = lambda rows, kept, kind: _fitting(index, rows, kept, kind, hand_row, hand[JOKER])
    letter = snake.leftmost_letter
    if not snake.words:
        blocks = [fitting(index.prefixed(letter), letter, FIRST_RIGHT), fitting(index.by_last[letter], letter, FIRST_LEFT)]
    else:
        right, text = snake.right_word, snake.text()
        blocks = [fitting(index.prefixed(text[-k:]), text[-k:], RIGHT)  # rule 2: k ≥ 1; rule 3: k < the right word
                  for k in range(1, len(right.word) if right else 0)]
        blocks.append(fitting(index.by_last[letter], letter, LEFT))
    return chain.from_iterable(blocks)


def _row(cards: Mapping[str, int]) -> np.ndarray:
    """Return the letter counts of ``cards`` as a row of the count arrays (jokers left out)."""
    row = np.zeros(WIDTH, dtype=np.int16)
    for letter, count in cards.items():
        if letter != JOKER:
            row[COLUMN[letter]] += min(count, 1000)   # no word needs more of one letter
    return row


def _fitting(index: WordCounts, rows: slice | np.ndarray, kept: str, kind: str, hand_row: np.ndarray,
             jokers: int) -> list[Shape]:
    """Return the game words of ``rows`` as ``kind`` shapes keeping the letters ``kept``, where the hand pays.

    A word is kept when it has four letters or more (rule 4), a new card or
    more (rule 1), rule 6's word test passes, and the hand's jokers cover
    the new letters its other cards lack (never a character no card shows).
    """
    short = np.maximum(index.counts[rows] - _row(Counter(kept)) - hand_row, 0)
    missing = short[:, :OTHER].sum(axis=1)
    lengths = index.lengths[rows]
    fits = ((missing <= jokers) & (short[:, OTHER] == 0) & index.game_word[rows]
            & (lengths >= MIN_LETTERS) & (lengths > len(kept)))
    numbers = (np.arange(rows.start, rows.stop) if isinstance(rows, slice) else rows)[fits]
    lacked = short[fits, :OTHER]
    lacking: dict[int, list[tuple[str, int]]] = {}
    at, columns = np.nonzero(lacked)
    for r, c, n in zip(at.tolist(), columns.tolist(), lacked[at, columns].tolist()):
        lacking.setdefault(r, []).append((LETTERS[c], n))
    words, k = [index.words[i] for i in numbers.tolist()], len(kept)
    new = [(0, len(w) - k) for w in words] if kind in (LEFT, FIRST_LEFT) else [(k, len(w)) for w in words]
    return [(w, kind, start, stop, tuple(lacking[r]) if r in lacking else ())
            for r, (w, (start, stop)) in enumerate(zip(words, new))]


def _groups(word: Word, start: int, stop: int, short: Short) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Return, for each letter the hand lacks, the positions of its new cards and how many must be jokers."""
    groups = []
    for letter, n in short:
        found, i = [], word.find(letter, start, stop)
        while i >= 0:
            found.append(i)
            i = word.find(letter, i + 1, stop)
        groups.append((tuple(found), n))
    return tuple(groups)


@lru_cache(maxsize=4096)
def _sets(start: int, stop: int, groups: tuple[tuple[tuple[int, ...], int], ...], jokers: int,
          exact: bool) -> tuple[frozenset[int], ...]:
    """Return the sets of new cards ``range(start, stop)`` that may be jokers, the fewest jokers first.

    Each group is the positions of the cards of a letter the hand lacks and
    how many of them it lacks: that many of them must be jokers.  With
    ``exact`` only those are, else any other new card may be one too while
    the ``jokers`` last.  Kept for the next word of the same pattern: the
    sets are values, shared by the placements that use them.
    """
    grouped = [i for cards, _ in groups for i in cards]
    order = grouped + [i for i in range(start, stop) if i not in grouped]
    sizes = tuple((len(cards), n) for cards, n in groups)
    return tuple(_joker_set(tuple(sorted(map(order.__getitem__, chosen))))
                 for chosen in _pattern(sizes, stop - start - len(grouped), jokers, exact))


@lru_cache(maxsize=None)
def _joker_set(positions: tuple[int, ...]) -> frozenset[int]:
    """Return the one frozenset of these positions (a few hundred exist for two jokers in words of 30 letters)."""
    return frozenset(positions)


@lru_cache(maxsize=1024)
def _pattern(groups: tuple[tuple[int, int], ...], free: int, jokers: int, exact: bool) -> tuple[tuple[int, ...], ...]:
    """Return the joker sets of new cards listed group by group and then the ``free`` ones, as indices.

    Each group is the cards of one letter the hand lacks: how many there
    are, and how many of them must be jokers.  A set is its choice in each
    group plus its choice among the free cards, so each set is made once.
    """
    choices, start = [], 0
    for size, n in groups:
        most = n if exact else min(size, jokers)
        choices.append([c for k in range(n, most + 1) for c in combinations(range(start, start + size), k)])
        start += size
    found = []
    for choice in product(*choices):
        chosen = tuple(chain.from_iterable(choice))
        spare = 0 if exact else jokers - len(chosen)
        if spare >= 0:
            found += [chosen + extra for k in range(min(spare, free) + 1)
                      for extra in combinations(range(start, start + free), k)]
    return tuple(sorted(found, key=len))
