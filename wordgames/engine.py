"""The house protocol: every game that is played is a :class:`State` (its rules, a :class:`~wordgames.game.Game`).

After OpenSpiel.  A **state** is a value: it says whose turn it is (a seat,
counted from 0, or :data:`CHANCE` when dice, cards or the letter caller
decide, or :data:`TERMINAL`), which actions are legal, and what happens when
one is applied: :meth:`State.apply` returns a *new* state and never changes
the old one.  :meth:`State.breaches` is the one legality check: it lists
every rule an action breaks (:class:`~wordgames.errors.Breach`), and
:meth:`State.apply` refuses an action that breaks any with one
:class:`~wordgames.errors.IllegalMoveError` naming them all.  At a chance
node :meth:`State.chance_outcomes` lists every outcome with its exact
probability.  :meth:`State.view` is what one seat may see (its own square,
its own hand, what was shown); a bot is given only that.  Terminal states
give :meth:`State.returns`, one number per seat.  Every state round-trips
through JSON.

A **game** (:class:`~wordgames.game.Game`, in :mod:`wordgames.game`) is the rules agreed before play, with what the
rules need (the lexicon of a word game): it makes the initial state, reads
and writes actions (JSON for sessions, the game's own notation for people
and programs), draws a position for a person, and makes its bots.  The
registry (:mod:`wordgames.registry`) names every game; the table
(:mod:`wordgames.table`) plays any of them: one loop, one session format,
one seat vocabulary, one tournament runner.

>>> from wordgames.coin_race import CoinRace     # a toy game, for examples like this one
>>> s = CoinRace.initial()
>>> s.current_player() == CHANCE, sorted(s.chance_outcomes())
(True, [(0, Fraction(1, 2)), (1, Fraction(1, 2))])
>>> s = s.apply(1)
>>> s.legal_actions(), s.breaches("no")
(['ok'], [Breach(rule='1', message="player 1 confirms with 'ok'")])
>>> final = s.apply("ok")
>>> final.is_terminal(), final.returns()
(True, [1.0, -1.0])
>>> CoinRace.from_dict(final.to_dict()) == final
True
"""

from __future__ import annotations

import bisect
import itertools
import json
import random
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Hashable, Mapping, Protocol, Sequence

from wordgames.errors import Breach, IllegalMoveError, InputFormatError
from wordgames.i18n import _

Action = Hashable
"""A move or a chance outcome; each game chooses its own action values (ints, tuples, named tuples)."""

Seat = int
"""A place at the table, counted from 0."""

CHANCE: Seat = -1
"""``current_player()`` at a chance node: dice, cards or the letter caller decide."""

TERMINAL: Seat = -4
"""``current_player()`` when the game is over."""

END_RULE = "end"
"""The rule a move after the end of the game breaks."""

CHANCE_RULE = "chance"
"""The rule a chance outcome that cannot happen breaks."""


class View(Protocol):
    """What one seat may see and do: the seat, its legal actions, the legality check, JSON.

    A state of a game of perfect information is its own view; games with
    hidden cards or squares return a smaller object from :meth:`State.view`.
    """

    seat: Seat

    def legal_actions(self) -> list[Action]: ...

    def breaches(self, action: Action) -> list[Breach]: ...

    def to_dict(self) -> dict[str, Any]: ...


PROVIDED = ("legal_actions", "breaches", "is_legal", "apply", "next_state", "is_terminal", "is_chance_node",
            "to_json", "from_json")
"""The protocol's own methods: a game implements the hooks they call (``_legal_actions``, ``_breaches``,
``_apply_action``), never these (OpenSpiel: "Games should implement DoApplyAction")."""


class State:
    """One position of a game.  Subclasses implement the methods marked *game*.

    :meth:`next_state` applies an action without checking it (searches use
    it); :meth:`apply` checks with :meth:`breaches` first.  Both, and
    :meth:`legal_actions`, are the protocol's: a subclass implements the hooks
    ``_legal_actions``, ``_breaches`` and ``_apply_action`` (and, when its rule
    text says who gets what by chance, ``_chance_breaches``) and may not
    override them (:data:`PROVIDED`).
    """

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        bent = [name for name in PROVIDED if name in cls.__dict__]
        if bent:
            raise TypeError(f"{cls.__name__} overrides {', '.join(bent)}: implement the hooks _legal_actions, "
                            f"_breaches and _apply_action instead")

    # -- game: what each game implements ------------------------------------------------

    def current_player(self) -> Seat:
        """*game*: Return the seat to act, or :data:`CHANCE`, or :data:`TERMINAL`."""
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:
        """*game*: Return the legal actions of the seat to act (asked at a decision node only)."""
        raise NotImplementedError

    def _breaches(self, action: Action) -> list[Breach]:
        """*game*: Return every rule the seat to act breaks with ``action`` (empty: legal; asked at a decision
        node only: the end of the game and chance are the protocol's)."""
        return self.move_breaches(action)

    def move_breaches(self, action: Action) -> list[Breach]:
        """The hook of a game that has not yet moved its check to :meth:`_breaches`."""
        raise NotImplementedError

    def _apply_action(self, action: Action) -> "State":
        """*game*: Return the state after a legal ``action`` (a move or a chance outcome; no checks)."""
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """*game*: Return every chance outcome with its exact probability (at a chance node; they sum to 1)."""
        raise NotImplementedError

    def returns(self) -> list[float]:
        """*game*: Return each seat's result (scores, or +1/0/−1); final only when terminal."""
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        """*game*: Return a JSON-ready dict of this state."""
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "State":
        """*game*: Rebuild a state from :meth:`to_dict`'s output (raise InputFormatError if it is not one)."""
        raise NotImplementedError

    def view(self, seat: Seat) -> View:
        """Return what ``seat`` may see; by default the whole state (perfect information)."""
        return self  # type: ignore[return-value]

    @property
    def seat(self) -> Seat:
        """Return the seat a state seen as a view belongs to: the seat to act."""
        return self.current_player()

    # -- provided ----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Return the legal actions of the seat to act (empty at chance and terminal nodes)."""
        return self._legal_actions() if self.current_player() >= 0 else []

    def next_state(self, action: Action) -> "State":
        """Return the state after a legal ``action``, unchecked (searches use it; :meth:`apply` checks)."""
        return self._apply_action(action)

    def breaches(self, action: Action) -> list[Breach]:
        """Return every rule ``action`` breaks here; empty when it is legal (the one exact check)."""
        if self.is_terminal():
            return [Breach(END_RULE, _("the game is over"))]
        if self.is_chance_node():
            if any(same_action(outcome, action) for outcome, _ in self.chance_outcomes()):
                return []
            return self._chance_breaches(action)
        return self._breaches(action)

    def _chance_breaches(self, action: Action) -> list[Breach]:
        """Return why ``action`` is no chance outcome here (asked only when it is not one): by default the
        protocol's chance rule; a game whose rule text says who gets what (a deal) names its own rule."""
        return [Breach(CHANCE_RULE, _("not a possible outcome here"))]   # the table writes the outcome

    def is_legal(self, action: Action) -> bool:
        """Return whether ``action`` breaks no rule here."""
        return not self.breaches(action)

    def apply(self, action: Action) -> "State":
        """Return the state after ``action``; raise :class:`IllegalMoveError` naming every rule it breaks."""
        found = self.breaches(action)
        if found:
            raise IllegalMoveError(breaches=found, move=action)
        return self.next_state(action)

    def is_terminal(self) -> bool:
        """Return whether the game is over."""
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        """Return whether chance decides next."""
        return self.current_player() == CHANCE

    def to_json(self) -> str:
        """Return this state as a JSON string."""
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "State":
        """Rebuild a state from :meth:`to_json`'s output."""
        return cls.from_dict(json.loads(text))


@dataclass(frozen=True)
class Outcome:
    """How a game ended, as a value (after python-chess's ``Outcome``): what the table says and writes of the end.

    ``returns``: each seat's result; ``winners``: the seats that won (every seat of the winning side; empty
    when nobody won: a draw, a game abandoned); ``termination``: why it ended, a stable English code
    (``"goal"``, ``"out"``, ``"turns"``, ``"board full"`` …, each game's listed in its docs); ``rule``: the
    rule text's number of the rule that ended it (``""`` when the text numbers none); ``details``: the game's
    own JSON of the end (the ``result`` of a session and of ``play --json``).

    >>> Outcome((1.0, -1.0), (0,), "goal", "1").winner
    0
    """

    returns: tuple[float, ...]
    winners: tuple[Seat, ...] = ()
    termination: str = "end"
    rule: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def winner(self) -> Seat | None:
        """Return the one winning seat, or None (a draw, or a side of several seats)."""
        return self.winners[0] if len(self.winners) == 1 else None

    @classmethod
    def of(cls, state: "State", termination: str = "end", rule: str = "",
           details: Mapping[str, Any] | None = None) -> "Outcome":
        """Return the outcome of a finished ``state`` whose best returns win (every seat tied at the top wins;
        all seats tied: nobody)."""
        returns = tuple(state.returns())
        best = max(returns, default=0)
        winners = tuple(s for s, r in enumerate(returns) if r == best)
        return cls(returns, winners if len(winners) < len(returns) or len(returns) == 1 else (), termination,
                   rule, dict(details or {}))


class Player(Protocol):
    """Anything that picks an action from what its seat sees: a bot, a person, a program.

    The table also calls ``start(view)``, ``finish(view, returns)`` and
    ``close()`` when a player has them, and reads its ``faults`` (moves it
    forfeited) when it keeps any.  A bot that builds tables on its first
    move that every game can use (kept with the lexicon or the game, not
    with the bot) offers ``prepare(view)``, which builds them from a view of
    a first position: a tournament calls it on one bot of each kind before
    it forks its workers (:meth:`Game.prepare`).
    """

    def choose(self, view: View) -> Action: ...


def sample_chance(state: State, rng: random.Random) -> Action:
    """Return one chance outcome of ``state`` drawn with its exact probability (one ``rng.random()`` call).

    The one sampler of the house: the table draws the ``k``-th chance outcome of a game seeded ``s`` with
    the generator :func:`wordgames.table.seeds.chance_rng` ``(s, k)`` (:func:`wordgames.table.loop.draw_chance`).
    The point drawn is scaled by the running sum's last value, so floats that sum to a hair off 1 still
    reach every outcome.

    >>> from wordgames.coin_race import CoinRace
    >>> [sample_chance(CoinRace.initial(), random.Random(seed)) for seed in range(6)]
    [1, 0, 1, 0, 0, 1]
    """
    outcomes = state.chance_outcomes()
    sums = running_sums(outcomes)
    return outcomes[min(bisect.bisect_right(sums, rng.random() * sums[-1]), len(sums) - 1)][0]


_KNOWN_SUMS: list[tuple[Sequence[tuple[Action, Fraction]], list[float]]] = []
"""The running sums of the last tuples of outcomes drawn from, newest first (:func:`running_sums`)."""


def running_sums(outcomes: Sequence[tuple[Action, Fraction]]) -> list[float]:
    """Return the running sums of the outcomes' probabilities, as floats.

    A game that offers one tuple of outcomes at every chance node of a kind (the throws of ``n`` dice, a
    battle's letters) has them summed once: a tuple cannot change, so the sums of the last few tuples are
    kept beside them and found again by identity (summing 462 fractions costs more than the rest of a
    throw).  A list is summed at every draw.

    >>> running_sums([("a", Fraction(1, 4)), ("b", Fraction(3, 4))])
    [0.25, 1.0]
    """
    for known, sums in _KNOWN_SUMS:
        if known is outcomes:
            return sums
    sums = list(itertools.accumulate(float(p) for _action, p in outcomes))
    if isinstance(outcomes, tuple):
        _KNOWN_SUMS.insert(0, (outcomes, sums))
        del _KNOWN_SUMS[32:]
    return sums


def same_action(a: Action, b: Action) -> bool:
    """Return whether two actions are the same value and of the same types (``1.0`` is no die face, ``True`` no 1).

    >>> same_action((1, 2), (1, 2)), same_action((1, 2), (1.0, 2)), same_action(1, True)
    (True, False, False)
    """
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(map(same_action, a, b))
    return a == b


def check_chance(outcomes: Sequence[tuple[Action, Fraction]]) -> None:
    """Raise ValueError unless the outcomes are distinct and their probabilities are positive and sum to 1."""
    if sum(p for _, p in outcomes) != 1 or any(p <= 0 for _, p in outcomes):
        raise ValueError("chance outcomes must have positive probabilities summing to exactly 1")
    if len({a for a, _ in outcomes}) != len(outcomes):
        raise ValueError("chance outcomes must be distinct")


class RandomPlayer:
    """Chooses uniformly among the legal actions, with an injected ``random.Random``."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: View) -> Action:
        return self.rng.choice(view.legal_actions())


class FirstLegal:
    """Always takes the first legal action: a deterministic player for tests."""

    def choose(self, view: View) -> Action:
        return view.legal_actions()[0]


def json_field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str = "") -> Any:
    """Return ``data[key]`` if it is of ``kind``; raise InputFormatError naming the field otherwise.

    >>> json_field({"to_move": 1}, "to_move", int)
    1
    >>> json_field({"to_move": "1"}, "to_move", int, "state")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: state.to_move: expected int, not str
    """
    path = f"{where}.{key}" if where else key
    if not isinstance(data, Mapping):
        raise InputFormatError(_("{where}: expected an object, not {kind}").format(where=where or "data",
                                                                                  kind=type(data).__name__))
    if key not in data:
        raise InputFormatError(_("{path}: missing").format(path=path))
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise InputFormatError(_("{path}: expected {kinds}, not {kind}").format(
            path=path, kinds="/".join(k.__name__ for k in kinds), kind="bool"))
    if not isinstance(value, kinds):
        raise InputFormatError(_("{path}: expected {kinds}, not {kind}").format(
            path=path, kinds="/".join(k.__name__ for k in kinds), kind=type(value).__name__))
    return value

