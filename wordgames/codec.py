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

from fractions import Fraction
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

    def chance_ids(self, outcomes: Sequence[tuple[Action, Fraction]]) -> list[tuple[int, float]]:
        """Return the ``(id, probability)`` of every chance outcome, as OpenSpiel lists them.

        The tuples a game hands out again and again (a throw of ``n`` dice, a bag of letters) are encoded
        once: the last 32 are remembered by identity.

        >>> from fractions import Fraction
        >>> codec, throw = Universe([], ["tails", "heads"]), (("heads", Fraction(1, 2)), ("tails", Fraction(1, 2)))
        >>> codec.chance_ids(throw), codec.chance_ids(throw) is not codec.chance_ids(throw)
        ([(1, 0.5), (0, 0.5)], True)
        """
        memo = self.__dict__.setdefault("_known_chances", [])
        for seen, ids in memo:
            if seen is outcomes:
                return list(ids)
        ids = [(self.encode_chance(o), float(p)) for o, p in outcomes]
        if isinstance(outcomes, tuple):
            memo.insert(0, (outcomes, ids))
            del memo[32:]
        return list(ids)


class Numbering:
    """The ids of one list of values (a game's actions, or its chance outcomes), ``what`` naming them in errors.

    A value is looked up by equality first, the hit checked by :func:`~wordgames.engine.same_action` (``1``
    finds ``True``'s id too), then by its :func:`typed` key.
    """

    def __init__(self, values: Sequence[Action], what: str):
        self.values, self.what = tuple(values), what
        self._plain = {v: i for i, v in enumerate(self.values)}
        self._typed = {typed(v): i for i, v in enumerate(self.values)}
        if len(self._typed) != len(self.values):
            raise ValueError(f"a universe of actions lists a {what} twice")

    def __len__(self) -> int:
        return len(self.values)

    def id_of(self, value: Action) -> int:
        """Return the id of ``value``; raise KeyError when it has none."""
        i = self._plain.get(value)
        if i is not None and same_action(self.values[i], value):
            return i
        try:
            return self._typed[typed(value)]
        except KeyError:
            raise KeyError(f"no {self.what} id for {value!r}") from None

    def value_of(self, value_id: int) -> Action:
        """Return the value with id ``value_id``; raise KeyError for an id out of range."""
        if not 0 <= value_id < len(self.values):
            raise KeyError(f"no {self.what} with id {value_id!r} (ids run from 0 to {len(self.values) - 1})")
        return self.values[value_id]


class Universe(ActionCodec):
    """A codec numbering two lists: every action that can ever be legal, and every chance outcome."""

    def __init__(self, actions: Sequence[Action], outcomes: Sequence[Action] = ()):
        self._actions = Numbering(actions, "action")
        self._outcomes = Numbering(outcomes, "chance outcome")
        self.actions, self.outcomes = self._actions.values, self._outcomes.values
        self.num_actions = len(self._actions)
        self.num_chance_outcomes = len(self._outcomes)

    def encode(self, action: Action) -> int:
        return self._actions.id_of(action)

    def decode(self, action_id: int) -> Action:
        return self._actions.value_of(action_id)

    def encode_chance(self, outcome: Action) -> int:
        return self._outcomes.id_of(outcome)

    def decode_chance(self, outcome_id: int) -> Action:
        return self._outcomes.value_of(outcome_id)


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


__all__ = ["ActionCodec", "Numbering", "Universe", "codec_of", "typed"]
