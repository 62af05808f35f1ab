"""Integers for a game's actions: what OpenSpiel, PettingZoo and Gymnasium call actions (:mod:`wordgames.rl`).

A game's actions are values of its own (``Keep(dice=(3, 4))``, ``Place(cell=(2, 0))``, a chance roll
``(1, 1, 5)``).  Programs that learn want each to be a number below a fixed bound, the same number for
the same action in every state.  A game's :class:`ActionCodec` gives both directions, for the seats'
actions (``num_actions`` of them) and the chance outcomes (``num_chance_outcomes``), separately, as
OpenSpiel keeps them.  Each game names its codec in its descriptor (``codec="module:function"``, a
function of the :class:`~wordgames.game.Game` returning the codec: the bounds depend on the rules agreed).

Most games list every action that can ever be legal, and every chance outcome: :class:`Universe` numbers
them in that order.  Actions are compared as :func:`~wordgames.engine.same_action` compares them (a die
face ``1`` is not ``True``).

>>> from wordgames.coin_race import HEADS, OK, TAILS
>>> codec = Universe([OK], [TAILS, HEADS])
>>> codec.encode(OK), codec.decode(0), codec.encode_chance(HEADS), codec.decode_chance(0)
(0, 'ok', 1, 0)
>>> codec.num_actions, codec.num_chance_outcomes
(1, 2)
>>> codec.encode("no")
Traceback (most recent call last):
...
KeyError: "no action id for 'no'"
>>> codec.encode_chance(True)                   # equal to 1, but no side of the coin
Traceback (most recent call last):
...
KeyError: 'no chance outcome id for True'
>>> codec.decode(-1)
Traceback (most recent call last):
...
KeyError: 'no action with id -1 (ids run from 0 to 0)'

"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

from wordgames.engine import Action, same_action


def typed(value: Any) -> Hashable:
    """Return a key that tells apart what :func:`~wordgames.engine.same_action` tells apart (types included).

    >>> typed(1) == typed(True), typed((1, "a")) == typed((1, "a"))
    (False, True)
    """
    if isinstance(value, tuple):
        return (type(value).__qualname__, tuple(typed(v) for v in value))
    return (type(value).__qualname__, value)


class ActionCodec:
    """The integers of a game's actions (ids ``0 .. num_actions - 1``) and chance outcomes
    (``0 .. num_chance_outcomes - 1``); :meth:`encode` and :meth:`decode` are inverse on every action the
    game can make legal.  ``encode`` raises :class:`KeyError` for an action it has no id for."""

    num_actions: int = 0
    num_chance_outcomes: int = 0

    def encode(self, action: Action) -> int:
        """Return the id of a seat's action."""
        raise NotImplementedError

    def decode(self, action_id: int) -> Action:
        """Return the seat's action with this id."""
        raise NotImplementedError

    def encode_chance(self, outcome: Action) -> int:
        """Return the id of a chance outcome."""
        raise NotImplementedError

    def decode_chance(self, outcome_id: int) -> Action:
        """Return the chance outcome with this id."""
        raise NotImplementedError


class Universe(ActionCodec):
    """A codec numbering two lists: every action that can ever be legal, and every chance outcome."""

    def __init__(self, actions: Sequence[Action], outcomes: Sequence[Action] = ()):
        self.actions = tuple(actions)
        self.outcomes = tuple(outcomes)
        self._action_ids = {typed(a): i for i, a in enumerate(self.actions)}
        self._outcome_ids = {typed(o): i for i, o in enumerate(self.outcomes)}
        self._plain_actions = {a: i for i, a in enumerate(self.actions)}    # by equality: 1 finds True's id too,
        self._plain_outcomes = {o: i for i, o in enumerate(self.outcomes)}  # so a hit is checked (same_action)
        if len(self._action_ids) != len(self.actions) or len(self._outcome_ids) != len(self.outcomes):
            raise ValueError("a universe of actions lists an action twice")
        self.num_actions = len(self.actions)
        self.num_chance_outcomes = len(self.outcomes)

    def encode(self, action: Action) -> int:
        i = self._plain_actions.get(action)
        if i is not None and same_action(self.actions[i], action):
            return i
        try:
            return self._action_ids[typed(action)]
        except KeyError:
            raise KeyError(f"no action id for {action!r}") from None

    def decode(self, action_id: int) -> Action:
        if not 0 <= action_id < self.num_actions:
            raise KeyError(f"no action with id {action_id!r} (ids run from 0 to {self.num_actions - 1})")
        return self.actions[action_id]

    def encode_chance(self, outcome: Action) -> int:
        i = self._plain_outcomes.get(outcome)
        if i is not None and same_action(self.outcomes[i], outcome):
            return i
        try:
            return self._outcome_ids[typed(outcome)]
        except KeyError:
            raise KeyError(f"no chance outcome id for {outcome!r}") from None

    def decode_chance(self, outcome_id: int) -> Action:
        if not 0 <= outcome_id < self.num_chance_outcomes:
            raise KeyError(f"no chance outcome with id {outcome_id!r} (ids run from 0 to "
                           f"{self.num_chance_outcomes - 1})")
        return self.outcomes[outcome_id]


def codec_of(game) -> ActionCodec:
    """Return the codec of a :class:`~wordgames.game.Game` (made once per game), as its descriptor names it.

    Raises :class:`~wordgames.errors.ArgumentError` for a game whose descriptor names none.
    """
    from wordgames.descriptor import load
    from wordgames.errors import ArgumentError
    from wordgames.i18n import _
    where = getattr(game.descriptor, "codec", "")
    if not where:
        raise ArgumentError(_("{title} has no integer action codec yet").format(title=_(game.descriptor.title)),
                            option="game")
    return game.resource("codec", lambda: load(where)(game))


__all__ = ["ActionCodec", "Universe", "codec_of", "typed"]
