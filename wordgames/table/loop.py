"""The one game loop: players choose, the seed decides chance, a watcher sees every step.

A player is asked only in its own seat's turn, and is given only that seat's
view (:meth:`~wordgames.engine.State.view`); chance outcomes are drawn from
the game's seed and how many chance outcomes came before
(:func:`~wordgames.table.seeds.chance_rng`), so the same seed gives the same
dice however the players play.

>>> from wordgames.coin_race import CoinRace
>>> from wordgames.engine import FirstLegal
>>> class Toy:
...     def new_initial_state(self): return CoinRace.initial()
>>> played = play(Toy(), [FirstLegal()], seed=3)
>>> played.state.is_terminal(), played.steps, played.decisions
(True, 2, [1])
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from typing import Callable, Iterator, Mapping, Sequence

from wordgames.engine import CHANCE, Action, Player, Seat, State, sample_chance
from wordgames.errors import ArgumentError
from wordgames.i18n import N_, _
from wordgames.table.seeds import chance_rng

MAX_STEPS = 1_000_000
"""A game that has not ended after this many steps is a bug, not a long game."""


@dataclass(frozen=True)
class Step:
    """One action of a game: its index from 0, who took it (:data:`~wordgames.engine.CHANCE` for chance), the states around it."""

    index: int
    seat: Seat
    action: Action
    before: State
    after: State


FAULT_KINDS = {"crash": N_("crash"), "timeout": N_("timeout"), "garbage": N_("garbage"), "illegal": N_("illegal")}
"""The kinds of fault (their codes in JSON), named as the report shows them."""


@dataclass(frozen=True)
class Fault:
    """A move a player did not make properly, that the table made for it (external programs)."""

    seat: Seat
    move: int      # the player's own move, counted from 1
    kind: str      # crash, timeout, garbage, illegal
    detail: str
    default: str   # what was played instead, in the game's notation

    def describe(self, name: str) -> str:
        """Return one line for the report."""
        return _("{name}, move {move}: {kind} ({detail}); played {default}").format(
            name=name, move=self.move, kind=_(FAULT_KINDS.get(self.kind, self.kind)), detail=self.detail,
            default=self.default)

    def to_dict(self) -> dict:
        """Return the fault as JSON data."""
        return {"seat": self.seat, "move": self.move, "kind": self.kind, "detail": self.detail,
                "default": self.default}


@dataclass
class Played:
    """The end of a run of the loop: the last state, steps taken, each seat's seconds and decisions."""

    state: State
    steps: int
    seconds: list[float] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)


Watcher = Callable[[Step], None]
Chance = Callable[[State], Action]
"""Where a chance outcome comes from when it is not drawn from the seed: told the chance node, returns its
outcome (the dice the people at a table threw, entered by hand)."""


def draw_chance(state: State, seed: int, index: int) -> Action:
    """Return the ``index``-th chance outcome of the game seeded ``seed``, at ``state``: the house's sampler
    (:func:`~wordgames.engine.sample_chance`) with that draw's own generator (:func:`~wordgames.table.seeds.chance_rng`)."""
    return sample_chance(state, chance_rng(seed, index))


def play(game, players: Sequence[Player], *, seed: int, state: State | None = None, step: int = 0,
         chances: int = 0, watch: Watcher | None = None, max_steps: int = MAX_STEPS,
         chance: Chance | None = None) -> Played:
    """Play from ``state`` (the game's start by default) to the end and return what happened.

    ``step`` is the index of the next action and ``chances`` the number of
    chance outcomes so far (both 0 at the start; a resumed game counts what
    it replayed).  ``watch`` is called after every action.  Whatever a
    player raises (a person leaving, say) ends the loop and goes up to the
    caller; the watcher has seen every action taken before it.

    ``chance``, when given, is asked for every chance outcome instead of the seed (real dice entered at
    the table); what it returns is checked by the rules like any action (an outcome that cannot happen
    here raises :class:`~wordgames.errors.IllegalMoveError`), and counted as a chance outcome.

    >>> from wordgames.coin_race import CoinRace
    >>> from wordgames.engine import FirstLegal
    >>> class Toy:
    ...     def new_initial_state(self): return CoinRace.initial()
    >>> asked = []
    >>> def entered(state):
    ...     asked.append(state.chance_outcomes()[-1][0])
    ...     return asked[-1]
    >>> played = play(Toy(), [FirstLegal()], seed=3, chance=entered)
    >>> len(asked), played.state.is_terminal()
    (1, True)
    """
    state = state if state is not None else game.new_initial_state()
    seats = len(players)
    seconds, decisions = [0.0] * seats, [0] * seats
    first = step
    most = getattr(game, "max_actions", None)      # the longest game a saved game of it may hold
    while not state.is_terminal():
        if step - first >= max_steps:
            raise RuntimeError(_("the game did not end within {n} steps").format(n=max_steps))
        if most is not None and step >= most:       # never play on into a game its own reader refuses
            raise ArgumentError(_("the game has reached {most} actions, the most a saved game of it holds; "
                                  "it stops here").format(most=most))
        seat = state.current_player()
        if seat == CHANCE:
            action = draw_chance(state, seed, chances) if chance is None else chance(state)
            chances += 1
        else:
            started = time.perf_counter()
            action = players[seat].choose(state.view(seat))
            seconds[seat] += time.perf_counter() - started
            decisions[seat] += 1
        after = state.apply(action)
        if watch is not None:
            watch(Step(step, seat, action, state, after))
        state = after
        step += 1
    return Played(state, step, seconds, decisions)


@contextlib.contextmanager
def seated(players: Sequence[Player], state: State) -> Iterator[None]:
    """Tell every player the game starts (``start(view)``), and close them all when it ends, whatever happens."""
    distinct = list({id(p): p for p in players}.values())
    try:
        started(dict(enumerate(players)), state)
        yield
    finally:
        _close_all(distinct)


def started(players: Mapping[Seat, Player], state: State) -> None:
    """Tell each player, by seat, that the game starts: ``start(view)`` with its seat's view (when it has one)."""
    for seat, p in players.items():
        start = getattr(p, "start", None)
        if start is not None:
            start(state.view(seat))


def _close_all(players: Sequence[Player]) -> None:
    """Close every player, each even when closing one before it was interrupted (a signal, Ctrl-C)."""
    if not players:
        return
    try:
        close = getattr(players[0], "close", None)
        if close is not None:
            close()
    finally:
        _close_all(players[1:])


def tell_the_end(players: Sequence[Player], state: State) -> None:
    """Tell every player the final position and the returns (``finish(view, returns)``)."""
    returns = state.returns()
    for seat, p in enumerate(players):
        finish = getattr(p, "finish", None)
        if finish is not None:
            finish(state.view(seat), returns)


def faults_of(players: Sequence[Player]) -> list[Fault]:
    """Return every fault the players recorded, in the order of the game."""
    distinct = {id(p): p for p in players}.values()
    return sorted((f for p in distinct for f in getattr(p, "faults", ())), key=lambda f: (f.move, f.seat))
