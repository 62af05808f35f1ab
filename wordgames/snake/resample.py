"""Deal the cards a seat of Змейка cannot see afresh, consistently with what it sees: for searches over hidden information.

A seat sees its own hand (and the cards its partner passed it), the snake,
the discards, how many cards every hand and the stock hold, and what has been
done this turn (:class:`~.view.SnakeView`).  Hidden are the other hands and
which cards the stock holds (it has no order: each card taken is a chance
outcome over the cards left).  The cards the seat has not seen are the same
for every position it cannot tell apart: the set's cards less its own hand,
the snake and the discards (:func:`unseen_cards`, as the expert counts
them); they lie in the other hands and the stock.

:func:`resample` returns a whole :class:`~.state.SnakeState` that ``seat``
cannot tell from the one given (the same view): those unseen cards are
shuffled and the other hands get as many as they hold, the stock the rest.
Each physical card is as likely to be in any place, so every assignment of
the unseen cards to the other hands and the stock is **equally likely** (as
in a fresh deal: a hand of two of three «а» and one «б» is three times as
likely as one of «аа»).  The game keeps no record of what a play revealed
(a player who laid nothing may still hold a word), so no such constraint is
drawn on.  The other seats' passed cards (``received``, which only they
see) are left empty; a card a hand holds unseen (``?``, in a record) is
dealt a card too, except in the seat's own hand, which stays as it sees it.

Nothing of the given state but the view is read, so two states the seat
cannot tell apart give, from the same generator, the same result.  A player
holds only its view: :func:`from_view` deals a whole state from it (what
OpenSpiel's ISMCTS searches from, :mod:`wordgames.rl.opponents`).

>>> import random
>>> from dataclasses import replace
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.board import Snake
>>> from wordgames.snake.conditions import SnakeRules
>>> from wordgames.snake.state import SnakeState
>>> rules = SnakeRules(players=2, hand_size=2, counts=(("а", 3), ("б", 2), ("в", 1)), jokers=0)
>>> s = SnakeState.initial(rules, Lexicon.from_words(["аб"]))
>>> s = replace(s, hands=("аб", "ав"), stock=(("б", 1),), snake=Snake.start("а"), phase="place")
>>> r = resample(s, 0, random.Random(2))
>>> r.hands, r.stock, r.view(0).to_dict() == s.view(0).to_dict()
(('аб', 'бв'), (('а', 1),), True)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from wordgames.snake import odds
from wordgames.snake.board import Snake
from wordgames.snake.stages import UNKNOWN
from wordgames.snake.state import SnakeState
from wordgames.snake.view import SnakeView


def unseen_cards(state: SnakeState, seat: int) -> Counter:
    """Return the cards ``seat`` has not seen, as a multiset: those in the stock or in another hand.

    From the view, as the expert counts them (:func:`~.odds.unseen_cards`):
    the set less the seat's hand, the snake and the discards.  A position made
    by hand with cards out of play (a record's earlier rows) is counted from
    the state instead: its stock and the other hands' known cards.
    """
    view = state.view(seat)
    left = odds.unseen_cards(view.rules.deck, view.hand.replace(UNKNOWN, ""), view.snake or Snake(()),
                             view.discards)
    if sum(left.values()) == view.stock_size + sum(view.sizes) - len(view.hand.replace(UNKNOWN, "")):
        return left
    left = Counter({card: n for card, n in state.stock if n > 0})
    for k, hand in enumerate(state.hands):
        if k != seat:
            left.update(c for c in hand if c != UNKNOWN)
    return left


def resample(state: SnakeState, seat: int, rng: random.Random) -> SnakeState:
    """Return a state ``seat`` cannot tell from ``state``, the other hands and the stock dealt afresh (module docstring)."""
    view = state.view(seat)
    cards = sorted(unseen_cards(state, seat).elements())
    rng.shuffle(cards)
    hands, start = [], 0
    for k, size in enumerate(view.sizes):
        if k == seat:
            hands.append(view.hand)
            continue
        hands.append("".join(sorted(cards[start:start + size])))
        start += size
    stock = tuple(sorted(Counter(cards[start:]).items()))
    received = tuple(view.received if k == seat else () for k in range(len(view.sizes)))
    return replace(state, hands=tuple(hands), stock=stock, received=received)


def from_view(game, view: SnakeView, rng: random.Random) -> SnakeState:
    """Return a whole state the seat of ``view`` cannot tell from what it sees, the unseen cards dealt at random.

    For a seat holding only its view (a player at its turn): the other hands
    are first held face down (as many cards as the view says), the stock
    holds every card the seat has not seen, and :func:`resample` deals them.
    ``game`` is not needed (the view holds the rules and the lexicon); every
    game's ``from_view`` takes it.

    >>> from wordgames.lexicon import Lexicon
    >>> from wordgames.snake.conditions import SnakeRules
    >>> rules = SnakeRules(players=2, hand_size=2, counts=(("а", 3), ("б", 2), ("в", 1)), jokers=0)
    >>> s = SnakeState.initial(rules, Lexicon.from_words(["аб"]))
    >>> s = replace(s, hands=("аб", "ав"), stock=(("б", 1),), snake=Snake.start("а"), phase="place", dealt=4)
    >>> r = from_view(None, s.view(0), random.Random(2))
    >>> r.view(0) == s.view(0), sorted(r.hands[1] + "".join(c * n for c, n in r.stock))
    (True, ['а', 'б', 'в'])
    """
    seat, rules = view.seat, view.rules
    left = odds.unseen_cards(rules.deck, view.hand.replace(UNKNOWN, ""), view.snake or Snake(()), view.discards)
    hands = tuple(view.hand if k == seat else UNKNOWN * size for k, size in enumerate(view.sizes))
    received = tuple(view.received if k == seat else () for k in range(rules.players))
    face_down = SnakeState(rules, hands, tuple(sorted(left.items())), view.snake, view.discards, view.phase,
                           view.to_move, rules.players * rules.hand_size, view.turn, view.right_by,
                           view.right_challenged, view.challenger, view.out, view.left_used, view.points,
                           quiet=view.quiet, received=received, lexicon=view.lexicon)
    return resample(face_down, seat, rng)
