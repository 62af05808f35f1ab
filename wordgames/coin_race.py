"""CoinRace: the smallest game of the house, written out in full as the worked example of adding a game.

A coin is tossed (a chance node: heads or tails, each with probability 1/2); heads (1) wins for
player 1, who then confirms with ``ok``; tails (0) wins for player 2.  One chance node and one
decision: an example shows a whole game in a few lines.

A game brings five things, each where the house looks for it; a real game puts them in a package
of its own (``wordgames/games/<name>/``: ``state.py``, ``about.py``, ``game.py``, ``bots.py``,
``presenter.py``), this example keeps them in one module, in that order:

1. **its state** (:class:`CoinRace`), a :class:`~wordgames.engine.State` implementing the protocol's
   hooks ``_legal_actions``, ``_breaches`` and ``_apply_action``; the public ``legal_actions``,
   ``breaches`` and ``apply`` are the base class's (the end of the game and chance are checked there);
2. **its descriptor** (:data:`DESCRIPTOR`): what the game is, as data — title, seats, options, bots,
   where its code is.  A real game's is its package's ``about.py``, which imports nothing heavy, and
   ``wordgames/registry.py`` lists it; this one is in no registry: it is an example;
3. **its game** (:class:`CoinRaceGame`, ``descriptor = DESCRIPTOR``): the rules agreed, the initial
   state, JSON of states and actions, and how a game ended (:meth:`CoinRaceGame.outcome`);
4. **its bots**, each made by the maker its descriptor names (:func:`random_bot`);
5. **its presenter** (:class:`CoinRacePresenter`): what a person sees and types.

The protocol:

>>> from wordgames.engine import CHANCE
>>> s = CoinRace.initial()
>>> s.current_player() == CHANCE, sorted(s.chance_outcomes())
(True, [(0, Fraction(1, 2)), (1, Fraction(1, 2))])
>>> s.apply(TAILS).apply(OK).returns()
[-1.0, 1.0]
>>> s.apply(HEADS).breaches("no")
[Breach(rule='1', message="player 1 confirms with 'ok'")]

The game plugs into the table: a session with two bots, played and replayed from its seed
(:mod:`wordgames.table.sitting`, the library behind every game's ``play``):

>>> from wordgames.table.human import ScriptedTerminal
>>> from wordgames.table.sitting import make_players, new_session, run
>>> game, session = new_session(DESCRIPTOR, "random,random", seed=3)
>>> played = run(game, session, make_players(game, DESCRIPTOR, session, ScriptedTerminal([])))
>>> session.actions, session.returns, session.result
([0, 'ok'], [-1.0, 1.0], {'coin': 'tails'})
>>> game.outcome(played.state)
Outcome(returns=(-1.0, 1.0), winners=(1,), termination='toss', rule='1', details={'coin': 'tails'})
>>> session.replay(game) == played.state
True

and a person at the table is shown it by the presenter:

>>> from wordgames.table.human import HumanPlayer
>>> terminal = ScriptedTerminal(["yes", "ok"])
>>> person = HumanPlayer("Оля", game, terminal, names=["Оля", "Петя"], presenter=game.presenter())
>>> person.choose(CoinRace(coin=HEADS))
'ok'
>>> terminal.said[1]
"  player 1 confirms with 'ok' — try again ('?' for help)"
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Mapping

from wordgames.codec import Universe
from wordgames.descriptor import Bot, GameDescriptor
from wordgames.engine import CHANCE, TERMINAL, Action, Outcome, Player, RandomPlayer, Seat, State, View, json_field
from wordgames.errors import Breach, InputFormatError
from wordgames.game import Game
from wordgames.i18n import N_, _
from wordgames.presenter import Presenter

Coin = int
"""A side of the coin: :data:`HEADS` or :data:`TAILS`."""

HEADS: Coin = 1
TAILS: Coin = 0
OK = "ok"
"""Player 1's one move: confirming the toss."""

TOSS: tuple[tuple[Coin, Fraction], ...] = ((TAILS, Fraction(1, 2)), (HEADS, Fraction(1, 2)))
"""The toss's outcomes with their exact probabilities (one tuple, so the sampler sums it once)."""

CONFIRM = N_("player 1 confirms with 'ok'")


# -- 1. the state -----------------------------------------------------------------------------


@dataclass(frozen=True)
class CoinRace(State):
    """A position of the coin race: the coin (None before the toss) and whether player 1 has confirmed."""

    coin: Coin | None = None
    confirmed: bool = False

    @classmethod
    def initial(cls) -> "CoinRace":
        """Return the position before the toss."""
        return cls()

    def current_player(self) -> Seat:
        if self.coin is None:
            return CHANCE
        return TERMINAL if self.confirmed else 0

    def _legal_actions(self) -> list[Action]:
        return [OK]

    def _breaches(self, action: Action) -> list[Breach]:
        return [] if action == OK else [Breach("1", _(CONFIRM))]

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        return list(TOSS) if self.coin is None else []

    def _apply_action(self, action: Action) -> "CoinRace":
        if self.coin is None:
            return CoinRace(coin=action)
        return CoinRace(coin=self.coin, confirmed=True)

    def returns(self) -> list[float]:
        return [1.0, -1.0] if self.coin == HEADS else [-1.0, 1.0]

    def to_dict(self) -> dict[str, Any]:
        return {"coin": self.coin, "confirmed": self.confirmed}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "CoinRace":
        """Rebuild a position from :meth:`to_dict`'s output; raise InputFormatError naming a bad field.

        >>> CoinRace.from_dict({"coin": 2, "confirmed": False})
        Traceback (most recent call last):
        ...
        wordgames.errors.InputFormatError: state.coin: expected 0 or 1, not 2
        """
        confirmed = json_field(data, "confirmed", bool, "state")
        coin = data.get("coin") if isinstance(data, Mapping) else None
        if coin is not None and (coin not in (HEADS, TAILS) or type(coin) is not int):
            raise InputFormatError(_("{path}: expected 0 or 1, not {value!r}").format(path="state.coin", value=coin))
        return cls(coin=coin, confirmed=confirmed)


# -- 2. the descriptor --------------------------------------------------------------------------

DESCRIPTOR = GameDescriptor(
    "coin-race", N_("coin race"), "A coin is tossed: heads wins for player 1, who confirms with ok.",
    seats=(2,), loader="wordgames.coin_race:CoinRaceGame", command="coin-race",
    bots=(Bot("random", "plays any legal move", make="wordgames.coin_race:random_bot"),),
    default_players=("you", "random"), tournament_players=("random", "random"),
    presenter="wordgames.coin_race:CoinRacePresenter", max_actions=2, utility=(-1.0, 1.0),
    codec="wordgames.coin_race:codec")
"""What the coin race is; a game of the registry says it in its package's ``about.py``."""


# -- 3. the game --------------------------------------------------------------------------------


class CoinRaceGame(Game):
    """The coin race with its rules agreed (it has no options): the initial state, JSON, the outcome."""

    descriptor = DESCRIPTOR
    zero_sum = True        # one seat wins 1, the other loses 1

    def default_seats(self) -> int:
        return 2

    def new_initial_state(self) -> CoinRace:
        return CoinRace.initial()

    def state_from_dict(self, data: dict[str, Any]) -> CoinRace:
        return CoinRace.from_dict(data)

    def rules_dict(self) -> dict[str, Any]:
        return {}

    def action_to_json(self, action: Action) -> Any:
        return action

    def action_from_json(self, data: Any) -> Action:
        """Return the action a session wrote: a side of the coin (0, 1) or ``"ok"``."""
        if data == OK or (type(data) is int and data in (HEADS, TAILS)):
            return data
        raise InputFormatError(_("not an action of this game: {value!r}").format(value=data))

    def outcome(self, state: State) -> Outcome:
        """Return how the race ended: the toss (rule 1) decided it.

        >>> CoinRaceGame().outcome(CoinRace(coin=HEADS, confirmed=True)).winner
        0
        """
        winner = 0 if state.coin == HEADS else 1
        return Outcome(tuple(state.returns()), (winner,), "toss", "1",
                       {"coin": "heads" if state.coin == HEADS else "tails"})


# -- 4. the bots --------------------------------------------------------------------------------


def codec(game: CoinRaceGame) -> Universe:
    """Return the integers of the game's actions for programs that learn (:mod:`wordgames.codec`): the one
    move ``ok``, and the two sides of the coin.

    >>> c = codec(CoinRaceGame())
    >>> c.encode(OK), c.encode_chance(HEADS), c.num_actions, c.num_chance_outcomes
    (0, 1, 1, 2)
    """
    return Universe([OK], [TAILS, HEADS])


def random_bot(game: CoinRaceGame, rng: random.Random, settings: Mapping[str, Any],
               progress: Callable[[str, int, int], None] | None) -> Player:
    """Return the random bot (the maker :data:`DESCRIPTOR` names): any legal move, chosen with ``rng``.

    A maker is given the game, the seat's generator, the bot settings and a progress callback, and
    returns a player; a bot that builds a table keeps it with ``game.resource(key, build)``.
    """
    return RandomPlayer(rng)


# -- 5. the presenter ---------------------------------------------------------------------------


class CoinRacePresenter(Presenter):
    """What a person sees of the coin race and types to it: the move ``ok`` (the rest is the defaults')."""

    def format_action(self, view: View, action: Action) -> str:
        return str(action)

    def parse_action(self, view: View, text: str) -> Action:
        if text.strip().lower() == OK:
            return OK
        raise InputFormatError(_(CONFIRM))
