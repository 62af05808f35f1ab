"""Змейка's actions as integers (:mod:`wordgames.codec`): mixed-radix ids for the placements of every word.

A placement (:class:`~wordgames.snake.actions.Lay`) is a word of the game's lexicon × how it lies × how
many of its cards are new × which new cards are jokers: too many to list, so its id is computed.  The
ids, in this order:

1. the seven moves without a value: ``Challenge``, ``Ask``, ``Done``, ``Concede``, ``Reply(True)``,
   ``Reply(False)``, ``Keep`` (ids 0 … 6);
2. ``Discard(card)``, then ``Give(card)``, for every card sorted as text: the joker ``*``, the unknown
   card ``?`` of a record's hand, then the letters of the card set (34 each with the author's cards);
3. ``Name(word)`` for every word of the game's lexicon, sorted (the continuations a challenged player
   names come from it);
4. ``Lay(word, kind, added, jokers)``: word by word (sorted), a block of ``4 · T(L)`` ids for a word of
   ``L`` letters; in it, kind by kind (:data:`~wordgames.snake.board.KINDS`: right, left, first-right,
   first-left), ``added`` from 1 to ``L``, and for each the sets of at most ``J`` of the ``added`` new
   positions that are jokers (``J``: the jokers of the card set, 4), by size and then lexicographically,
   counted from the first new position.  ``T(L)`` is the sum over ``a = 1 … L`` of ``S(a)``, the number of
   such sets: the sum of ``C(a, j)`` for ``j = 0 … min(J, a)``.

``num_actions`` is the exact size of that space, an upper bound of the legal placements (most of it is
never legal): 599 679 705 ids for the 74 934 words the default game plays with (the shipped lexicon
without diminutives, rule 6), below 2³¹; a card set of more than 4 jokers makes more (20 023 602 817,
above 2³¹, once the jokers outnumber the letters of the longest word).  A placement whose ``jokers`` are not
sorted, or lie off its new cards, has no id (the game's own moves always list them sorted).  The chance
outcomes are ``Draw(card)`` of every card of the set, sorted as text (33 with the author's cards).

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.game import SnakeGame
>>> c = codec(SnakeGame(seats=2, lexicon=Lexicon.from_words(["кот", "ток"])))
>>> c.encode(Keep()), c.encode(Name("ток")), c.encode(Lay("ток", "right", 1)), c.encode(Lay("кот", "right", 2, (2,)))
(6, 76, 133, 81)
>>> c.decode(81), c.num_actions, c.encode_chance(Draw("*")), c.num_chance_outcomes
(Lay(word='кот', kind='right', added=2, jokers=(2,)), 189, 0, 33)
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate
from math import comb

from wordgames.codec import ActionCodec, Universe
from wordgames.snake.actions import Ask, Challenge, Concede, Discard, Done, Draw, Give, Keep, Lay, Name, Reply
from wordgames.snake.board import FIRST_LEFT, KINDS, LEFT
from wordgames.snake.stages import UNKNOWN

SIMPLE = (Challenge(), Ask(), Done(), Concede(), Reply(True), Reply(False), Keep())


class SnakeCodec(ActionCodec):
    """The ids of one game's actions: listed ones first (:class:`Universe`), then names, then placements."""

    def __init__(self, words: list[str], cards: list[str], jokers: int):
        held = sorted([*cards, UNKNOWN])
        self.listed = Universe([*SIMPLE, *(Discard(c) for c in held), *(Give(c) for c in held)],
                               [Draw(c) for c in cards])
        self.words, self.jokers = words, jokers
        self.index = {w: i for i, w in enumerate(words)}
        self.names = len(self.listed.actions)
        self.lays = self.names + len(words)
        most = max(map(len, words), default=0)
        self.sets = [sum(comb(a, j) for j in range(min(jokers, a) + 1)) for a in range(most + 1)]   # S(a)
        self.before = [0, *accumulate(self.sets[1:])]             # T(L): the sets of added = 1 … L
        self.starts = [0, *accumulate(len(KINDS) * self.before[len(w)] for w in words)]
        self.num_actions = self.lays + self.starts[-1]
        self.num_chance_outcomes = self.listed.num_chance_outcomes

    def encode(self, action) -> int:
        if type(action) is Name and isinstance(action.word, str) and action.word in self.index:
            return self.names + self.index[action.word]
        if type(action) is not Lay:
            return self.listed.encode(action)
        local = self._local(action)
        if local is None:
            raise KeyError(f"no action id for {action!r}")
        return self.lays + self.starts[self.index[action.word]] + local

    def _local(self, lay: Lay) -> int | None:
        """Return the place of ``lay`` in its word's block of ids, or None when it has none."""
        word, kind, added, jokers = lay.word, lay.kind, lay.added, lay.jokers
        if not (isinstance(word, str) and word in self.index and kind in KINDS and type(added) is int
                and 0 < added <= len(word) and type(jokers) is tuple and len(jokers) <= self.jokers
                and all(type(j) is int for j in jokers) and list(jokers) == sorted(set(jokers))):
            return None
        first = 0 if kind in (LEFT, FIRST_LEFT) else len(word) - added
        chosen = [j - first for j in jokers]
        if not all(0 <= j < added for j in chosen):
            return None
        rank = sum(comb(added, j) for j in range(len(chosen))) + combination_rank(chosen, added)
        return KINDS.index(kind) * self.before[len(word)] + self.before[added - 1] + rank

    def decode(self, action_id: int) -> object:
        if not 0 <= action_id < self.num_actions:
            raise IndexError(f"no action has the id {action_id}")
        if action_id < self.names:
            return self.listed.decode(action_id)
        if action_id < self.lays:
            return Name(self.words[action_id - self.names])
        at = action_id - self.lays
        i = bisect_right(self.starts, at) - 1
        word = self.words[i]
        kind, local = divmod(at - self.starts[i], self.before[len(word)])
        added = bisect_right(self.before, local)
        rank = local - self.before[added - 1]
        size = 0
        while rank >= comb(added, size):
            rank, size = rank - comb(added, size), size + 1
        first = 0 if KINDS[kind] in (LEFT, FIRST_LEFT) else len(word) - added
        return Lay(word, KINDS[kind], added, tuple(first + j for j in combination_of(rank, size, added)))

    def encode_chance(self, outcome) -> int:
        return self.listed.encode_chance(outcome)

    def decode_chance(self, outcome_id: int) -> object:
        return self.listed.decode_chance(outcome_id)


def combination_rank(chosen: list[int], n: int) -> int:
    """Return the place of the increasing ``chosen`` among the same-size subsets of ``range(n)``, lexicographically.

    >>> [combination_rank(c, 4) for c in ([0, 1], [0, 3], [1, 2], [2, 3])]
    [0, 2, 3, 5]
    """
    rank, k, low = 0, len(chosen), 0
    for i, c in enumerate(chosen):
        rank += sum(comb(n - 1 - v, k - 1 - i) for v in range(low, c))
        low = c + 1
    return rank


def combination_of(rank: int, k: int, n: int) -> list[int]:
    """Return the ``k``-subset of ``range(n)`` at place ``rank`` (:func:`combination_rank` reversed).

    >>> combination_of(2, 2, 4), combination_of(5, 2, 4)
    ([0, 3], [2, 3])
    """
    chosen, v = [], 0
    for i in range(k):
        while rank >= (skip := comb(n - 1 - v, k - 1 - i)):
            rank, v = rank - skip, v + 1
        chosen.append(v)
        v += 1
    return chosen


def codec(game) -> SnakeCodec:
    """Return the codec of a Змейка game: its lexicon's words (sorted), its card set, its jokers."""
    cards = sorted(game.rules.deck)
    return SnakeCodec(sorted(game.lexicon), cards, game.rules.jokers)
