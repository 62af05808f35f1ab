"""Deal the cards a seat cannot see afresh, consistently with what it sees: for searches over hidden information.

:func:`resample` returns a whole :class:`~.state.VerticalState` that ``seat``
cannot tell from the one given (the same :meth:`~.state.VerticalState.view`),
with the hidden cards dealt at random.  After the deal a seat knows *which*
cards every team holds (a team holds its colour not on the table), so what
is hidden is only how a pool is split between the hands that share it: the
opponents' cards, and in 3x3 its two partners'.  Each pool is dealt by
:func:`~.search.deal_hidden` (:func:`~.search.deal_pool` for each pool),
the searching bot's own deal, from :func:`~.fast.hidden_pools` of the view:

- no hand of the pool has passed: every split into hands of the known
  sizes is equally likely (uniform over the consistent arrangements);
- a hand has passed (``not_held``): no hand gets a card it is known not to
  hold; the cards fewest hands may hold go first, each to a hand chosen in
  proportion to its room left: every consistent split is possible, but not
  equally likely.

During the deal a seat sees only its own cards so far: the cards of each
colour that it does not hold are shuffled and the hidden hands of that colour
get as many as they hold (uniform); the rest stay to be dealt.

Only the view is read, never the hidden hands, so two states a seat cannot
tell apart give, from the same generator, the same result; a player holding
only its view deals a whole state from it with :func:`from_view` (what
OpenSpiel's ISMCTS searches from, :mod:`wordgames.rl.opponents`).

>>> import random
>>> from wordgames.games.vertical.deal import deal
>>> from wordgames.games.vertical.table import Table
>>> s = deal(Table.for_mode("1x1"), random.Random(5))
>>> r = resample(s, 0, random.Random(1))
>>> r.view(0).to_dict() == s.view(0).to_dict(), r.hands[0] == s.hands[0], r.hands[2] == s.hands[2]
(True, True, True)
>>> r.hands[1] | r.hands[3] == s.hands[1] | s.hands[3], [len(h) for h in r.hands] == [len(h) for h in s.hands]
(True, True)
"""

from __future__ import annotations

import random

from wordgames.games.vertical.cards import team_cards
from wordgames.games.vertical.fast import card_of, hidden_pools
from wordgames.games.vertical.search import deal_hidden
from wordgames.games.vertical.state import VerticalState, VerticalView
from wordgames.games.vertical.table import hand_team


def resample(state: VerticalState, seat: int, rng: random.Random) -> VerticalState:
    """Return a state ``seat`` cannot tell from ``state``, the cards it does not see dealt afresh (module docstring)."""
    return from_view(None, state.view(seat), rng)


def from_view(game, view: VerticalView, rng: random.Random) -> VerticalState:
    """Return a whole state the seat of ``view`` cannot tell from what it sees, the cards it does not see dealt
    at random (module docstring); the view holds the table, so ``game`` is not needed (every game's
    ``from_view`` takes it).

    >>> from wordgames.games.vertical.deal import deal
    >>> from wordgames.games.vertical.table import Table
    >>> s = deal(Table.for_mode("1x1"), random.Random(5))
    >>> from_view(None, s.view(0), random.Random(1)) == resample(s, 0, random.Random(1))
    True
    """
    hands = [set(h) if h is not None else set() for h in view.hands]
    if view.to_deal:
        for team in (0, 1):
            hidden = [h for h in range(team, len(hands), 2) if view.hands[h] is None]
            seen = set().union(*(hands[h] for h in range(team, len(hands), 2)))
            unseen = sorted(c for c in team_cards(view.table.deck_size, hand_team(team)) if c not in seen)
            rng.shuffle(unseen)
            start = 0
            for h in hidden:
                hands[h] = set(unseen[start:start + view.sizes[h]])
                start += view.sizes[h]
    else:
        for h, cards in deal_hidden(hidden_pools(view), list(view.sizes), rng).items():
            hands[h] = {card_of(c) for c in cards}
    not_held = tuple(view.not_held[h] if view.not_held and view.hands[h] is None else frozenset()
                     for h in range(len(hands)))
    return VerticalState(view.table, tuple(frozenset(h) for h in hands), view.board, view.to_move, view.to_deal,
                         not_held)
