"""The searching bot: Monte Carlo rollouts over the cards it cannot see.

A team holds every card of its colour, so a seat knows which cards its
partners hold between them (all of its colour not on the table and not its
own: exactly one partner's hand in 2x2, two partners' cards as a whole in
3x3), and *which* cards the opponents hold, only not how they are split
between the opponents' hands.  The bot is given its seat's view
(:class:`~.state.VerticalView`), which holds exactly that, and

1. for each rollout deals each pool the view holds (the opponents' cards as
   a whole; in 3x3 also the two partners') at random into hands of their
   known sizes (a *determinization*);
2. tries every legal move with UCB1 (upper confidence bounds) choosing which
   move gets the next rollout;
3. plays each rollout to the end with the greedy policy of :mod:`.players`
   for every hand (ties at random) on :class:`~.fast.FastGame`, scoring a win
   1, a draw ½, a loss 0 for its own team;
4. plays the move tried most often.

The number of rollouts, not the clock, bounds the work, so a seeded bot
always plays the same move.

>>> import random
>>> from wordgames.games.vertical.deal import deal
>>> from wordgames.games.vertical.table import Table
>>> s = deal(Table(), random.Random(3))
>>> SearchBot(random.Random(1), rollouts=40).choose(s.view(0)) in s.legal_actions()
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from typing import Any, Callable, Mapping

from wordgames.errors import OptionError
from wordgames.games.vertical.about import DEFAULT_ROLLOUTS
from wordgames.games.vertical.fast import SPAN, FastGame, Hidden, from_move, hidden_pools
from wordgames.games.vertical.players import greedy_key
from wordgames.games.vertical.rules import Move
from wordgames.i18n import _

EXPLORATION = 1.0

MOST_ROLLOUTS_ASKED = 100_000
"""The most rollouts a program may make a search bot play through the library (:func:`search_bot`).  A person
and a saved game ask through the option ``rollouts``, which allows at most
:data:`~wordgames.games.vertical.about.MAX_ROLLOUTS` (docs/limits.md)."""


def greedy_rollout_move(game: FastGame, rng: random.Random):
    """Return the greedy policy's move in ``game`` (``None`` to pass), ties at random."""
    moves = game.moves()
    if not moves:
        return None
    best, choice = None, []
    for move in moves:
        key = greedy_key(move[1] // SPAN, move[0] >> 2)
        if best is None or key > best:
            best, choice = key, [move]
        elif key == best:
            choice.append(move)
    return choice[0] if len(choice) == 1 else rng.choice(choice)


def rollout(game: FastGame, rng: random.Random) -> int:
    """Play ``game`` to the end with the greedy policy; return +1 red wins, −1 black wins, 0 a draw."""
    while not game.over():
        game.play(greedy_rollout_move(game, rng))
    return game.score()


def determinize(game: FastGame, hidden: list[Hidden], rng: random.Random) -> FastGame:
    """Return a copy of ``game`` with each pool of ``hidden`` dealt at random among its hands, sizes kept.

    ``hidden`` is :func:`~.fast.hidden_pools` of the view.  With nothing known
    about who holds what, every split of a pool into hands of the known sizes
    is equally likely; a hand known not to hold some cards (it passed) is
    dealt none of them (:func:`deal_pool`).
    """
    g = game.copy()
    for h, cards in deal_hidden(hidden, [len(cards) for cards in g.hands], rng).items():
        g.hands[h] = cards
    return g


def deal_hidden(hidden: list[Hidden], sizes: list[int], rng: random.Random) -> dict[int, list[int]]:
    """Return the cards of every hand of ``hidden``, each pool dealt by :func:`deal_pool` among hands of ``sizes``.

    The one deal of the hidden cards: the searching bot's :func:`determinize`
    and the resampler's (:func:`~.resample.resample`).

    >>> from wordgames.games.vertical.fast import Hidden
    >>> deal_hidden([Hidden([1, 3], [1, 2, 3], [frozenset(), frozenset()])], [0, 2, 0, 1], random.Random(0))
    {1: [1, 3], 3: [2]}
    """
    dealt: dict[int, list[int]] = {}
    for hands, pool, not_held in hidden:
        for h, cards in zip(hands, deal_pool(pool, [sizes[h] for h in hands], not_held, rng)):
            dealt[h] = cards
    return dealt


DEAL_TRIES = 20
"""How often :func:`deal_pool` starts again before it gives up the passes' constraints."""


def deal_pool(pool: list[int], sizes: list[int], not_held: list[frozenset[int]],
              rng: random.Random) -> list[list[int]]:
    """Return ``pool`` dealt at random into hands of ``sizes``, no hand getting a card of its ``not_held``.

    Unconstrained, a shuffle cut into pieces (every split equally likely).
    Constrained, the cards fewest hands may hold go first, each to a hand that
    may hold it chosen in proportion to the room it has left; after
    :data:`DEAL_TRIES` dead ends (constraints no split can meet, as in a
    position made by hand) the constraints are dropped.

    >>> deal_pool([1, 2, 3, 4], [2, 2], [frozenset({1, 2}), frozenset()], random.Random(0))
    [[3, 4], [1, 2]]
    """
    cards = pool[:]
    rng.shuffle(cards)
    if any(not_held):
        for _try in range(DEAL_TRIES):
            dealt = _deal_constrained(cards, sizes, not_held, rng)
            if dealt is not None:
                return dealt
    out, start = [], 0
    for size in sizes:
        out.append(cards[start:start + size])
        start += size
    return out


def _deal_constrained(cards: list[int], sizes: list[int], not_held: list[frozenset[int]],
                      rng: random.Random) -> list[list[int]] | None:
    """Return one constrained deal of the shuffled ``cards`` (see :func:`deal_pool`), or None at a dead end."""
    room = sizes[:]
    out: list[list[int]] = [[] for _size in sizes]
    allowed = {c: [i for i, barred in enumerate(not_held) if c not in barred] for c in cards}
    for c in sorted(cards, key=lambda c: len(allowed[c])):
        open_hands = [i for i in allowed[c] if room[i]]
        if not open_hands:
            return None
        i = rng.choices(open_hands, weights=[room[i] for i in open_hands])[0]
        out[i].append(c)
        room[i] -= 1
    return out


@dataclass
class MoveStats:
    """What the rollouts said about one move: how often it was tried and its mean score (0 … 1)."""

    move: Move
    tries: int
    score: float


def analyse(view, rng: random.Random, rollouts: int = DEFAULT_ROLLOUTS,
            exploration: float = EXPLORATION) -> list[MoveStats]:
    """Return every legal move of the seat seeing ``view`` with its rollout statistics, most tried first."""
    moves = view.legal_actions()
    if len(moves) <= 1:
        return [MoveStats(m, 0, 0.5) for m in moves]
    game = FastGame.from_view(view)
    fast = [from_move(m) for m in moves]
    hidden = hidden_pools(view)
    me = view.to_move
    sign = 1 if me % 2 == 0 else -1
    tries, wins = [0] * len(moves), [0.0] * len(moves)
    for t in range(max(rollouts, len(moves))):
        if t < len(moves):
            i = t
        else:
            log_t = math.log(t)
            i = max(range(len(moves)),
                    key=lambda j: wins[j] / tries[j] + exploration * math.sqrt(log_t / tries[j]))
        g = determinize(game, hidden, rng)
        g.play(fast[i])
        tries[i] += 1
        wins[i] += (rollout(g, rng) * sign + 1) / 2
    stats = [MoveStats(m, n, w / n if n else 0.0) for m, n, w in zip(moves, tries, wins)]
    return sorted(stats, key=lambda s: (-s.tries, -s.score))


class SearchBot:
    """Plays the move the Monte Carlo rollouts favour (see the module docstring)."""

    def __init__(self, rng: random.Random, rollouts: int = DEFAULT_ROLLOUTS,
                 exploration: float = EXPLORATION):
        self.rng = rng
        self.rollouts = rollouts
        self.exploration = exploration

    def choose(self, view) -> Move:
        return analyse(view, self.rng, self.rollouts, self.exploration)[0].move



def search_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Callable | None) -> SearchBot:
    """Return the searching bot with the setting ``rollouts`` (a whole number from 1 to :data:`MOST_ROLLOUTS_ASKED`).

    >>> search_bot(None, random.Random(1), {"rollouts": 0}, None)
    Traceback (most recent call last):
    ...
    wordgames.errors.OptionError: rollouts: a whole number from 1 to 100000, not 0
    """
    rollouts = settings.get("rollouts", DEFAULT_ROLLOUTS)
    if isinstance(rollouts, bool) or not isinstance(rollouts, int) or not 1 <= rollouts <= MOST_ROLLOUTS_ASKED:
        raise OptionError(_("rollouts: a whole number from 1 to {most}, not {value}").format(
            most=MOST_ROLLOUTS_ASKED, value=f"{rollouts!r:.40}"), option="rollouts")
    return SearchBot(rng, rollouts=rollouts)
