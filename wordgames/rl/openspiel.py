"""Every game with an integer action codec as an OpenSpiel game: ``pyspiel.load_game("wordgames_yam")``.

After OpenSpiel's own Python games (``open_spiel/python/games/kuhn_poker.py``, ``tic_tac_toe.py``): a
``pyspiel.GameType`` and a ``pyspiel.GameInfo`` per game, made from its descriptor
(:mod:`wordgames.descriptor`) and its codec (:func:`wordgames.codec.codec_of`), a state that wraps ours (our
:class:`~wordgames.engine.State` value is kept inside and never copied), and an observer.

What a seat is shown comes only from its view (:meth:`~wordgames.engine.State.view`): the observation string
is the canonical JSON of ``view.to_dict()`` (sorted keys, ASCII), and the information state adds the ids of
the seat's own past actions, which the seat knows.  Observation tensors exist only where a fixed-length
vector means something (:mod:`wordgames.rl.tensors`: Yam and arithmetical croquet); every other game gives strings
only (``provides_observation_tensor`` is False).

The bounds are the descriptor's: ``max_game_length`` is the house's cap on a game's actions, chance outcomes
included (``descriptor.max_actions``, docs/limits.md), not the longest game the rules allow; a game whose
descriptor gives no utility range has the range ``±MAX_RETURN`` (a score game's returns have no bound the
descriptor states; OpenSpiel needs numbers).

>>> game = spiel_game("coin-race")
>>> game.num_distinct_actions(), game.max_chance_outcomes(), game.num_players(), game.max_game_length()
(1, 2, 2, 2)
>>> state = game.new_initial_state()
>>> state.is_chance_node(), state.chance_outcomes()
(True, [(0, 0.5), (1, 0.5)])
>>> state.apply_action(1)
>>> state.current_player(), state.legal_actions(), state.observation_string(0)
(0, [0], '{"coin": 1, "confirmed": false}')
>>> state.apply_action(0)
>>> state.is_terminal(), state.returns()
(True, [1.0, -1.0])
"""

from __future__ import annotations

import functools
import json
import math
from typing import Any, Sequence

import wordgames.rl  # noqa: F401  (raises ArgumentError naming the extra when a package is missing)

import numpy as np
import pyspiel

from wordgames.codec import ActionCodec, codec_of
from wordgames.descriptor import GameDescriptor
from wordgames.engine import CHANCE, TERMINAL, State
from wordgames.registry import GAMES
from wordgames.rl.tensors import TENSORS, Tensor

PREFIX = "wordgames_"
"""The start of every game's OpenSpiel short name: ``wordgames_yam``."""

MAX_RETURN = 1e9
"""The utility bound of a game whose descriptor states none (a score with no stated most)."""


class Kept:
    """A value an OpenSpiel clone shares instead of copying (states clone by ``copy.deepcopy``): our states
    are values, and the game with its lexicon is one object for every state."""

    __slots__ = ("value",)

    def __init__(self, value: Any):
        self.value = value

    def __deepcopy__(self, memo) -> "Kept":
        return self


def descriptor_of(name: str) -> GameDescriptor:
    """Return the descriptor of a registry game, or of the coin race (the worked example, in no registry)."""
    if name == "coin-race":
        from wordgames.coin_race import DESCRIPTOR
        return DESCRIPTOR
    from wordgames.registry import info
    return info(name)


def short_name(name: str) -> str:
    """Return the OpenSpiel short name of a game: ``wordgames_`` and its name, ``-`` as ``_``.

    >>> short_name("coin-race")
    'wordgames_coin_race'
    """
    return PREFIX + name.replace("-", "_")


def game_type(descriptor: GameDescriptor, game_class, codec: ActionCodec, tensor: bool,
              seats: int) -> "pyspiel.GameType":
    """Return the OpenSpiel ``GameType`` of a game: what kind of game it is, from its descriptor and codec
    (``seats``: the number of seats when ``players`` is not given)."""
    kind = pyspiel.GameType
    zero_sum = getattr(game_class, "zero_sum", False)
    return kind(
        short_name=short_name(descriptor.name),
        long_name=f"wordgames {descriptor.name}",
        dynamics=kind.Dynamics.SEQUENTIAL,
        chance_mode=(kind.ChanceMode.EXPLICIT_STOCHASTIC if codec.num_chance_outcomes
                     else kind.ChanceMode.DETERMINISTIC),
        information=(kind.Information.IMPERFECT_INFORMATION if game_class.hidden_information
                     else kind.Information.PERFECT_INFORMATION),
        utility=kind.Utility.ZERO_SUM if zero_sum else kind.Utility.GENERAL_SUM,
        reward_model=kind.RewardModel.TERMINAL,
        max_num_players=max(descriptor.seats),
        min_num_players=min(descriptor.seats),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=tensor,
        parameter_specification={"players": seats})


def game_info(descriptor: GameDescriptor, game_class, codec: ActionCodec, seats: int) -> "pyspiel.GameInfo":
    """Return the OpenSpiel ``GameInfo`` of a game for ``seats`` seats: the bounds its descriptor and codec state."""
    low, high = descriptor.utility if descriptor.utility is not None else (-MAX_RETURN, MAX_RETURN)
    return pyspiel.GameInfo(
        num_distinct_actions=codec.num_actions,
        max_chance_outcomes=codec.num_chance_outcomes,
        num_players=seats,
        min_utility=float(low),
        max_utility=float(high),
        utility_sum=0.0 if getattr(game_class, "zero_sum", False) else None,
        max_game_length=descriptor.max_actions)


def view_json(state: State, seat: int) -> str:
    """Return the canonical JSON of what ``seat`` sees at ``state`` (sorted keys, ASCII): the observation string.

    >>> from wordgames.coin_race import CoinRace
    >>> view_json(CoinRace(coin=0), 1)
    '{"coin": 0, "confirmed": false}'
    """
    return json.dumps(state.view(seat).to_dict(), sort_keys=True, ensure_ascii=True)


class WordgamesGame(pyspiel.Game):
    """A game of the house as an OpenSpiel game: ``game`` is our :class:`~wordgames.game.Game` (rules agreed)."""

    def __init__(self, game):
        descriptor, codec = game.descriptor, codec_of(game)
        self.shared = Kept((game, codec, TENSORS.get(descriptor.name)))
        tensor = TENSORS.get(descriptor.name) is not None
        super().__init__(game_type(descriptor, type(game), codec, tensor, game.seats),
                         game_info(descriptor, type(game), codec, game.seats), {"players": game.seats})

    @property
    def ours(self):
        """Return our game (its rules, lexicon, descriptor)."""
        return self.shared.value[0]

    @property
    def codec(self) -> ActionCodec:
        """Return the game's integer action codec."""
        return self.shared.value[1]

    def new_initial_state(self) -> "WordgamesState":
        """Return the state before the first action."""
        return WordgamesState(self, self.ours.new_initial_state())

    def make_py_observer(self, iig_obs_type=None, params=None) -> "Observer":
        """Return the observer of a seat: the information state with perfect recall, else the observation.

        A seat's own view is all there is: a game with hidden items has no public observer (a view that hides
        what every seat's own view shows) and no observer of all seats' items; asking for one raises ValueError.
        """
        if iig_obs_type is not None and iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER \
                and self.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION:
            raise ValueError("a seat is shown its own view only: no public or all-seats observer")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return Observer(self, recall)


class WordgamesState(pyspiel.State):
    """An OpenSpiel state over one of ours (:attr:`ours`), with the history of (player, id) OpenSpiel keeps."""

    def __init__(self, game: WordgamesGame, ours: State):
        super().__init__(game)
        self.shared = game.shared
        self.kept = Kept(ours)
        self.mine: list[list[int]] = [[] for _ in range(game.num_players())]   # each seat's own past ids
        self.chances = 0                                                       # chance outcomes so far

    @property
    def ours(self) -> State:
        """Return our state (a value)."""
        return self.kept.value

    @property
    def codec(self) -> ActionCodec:
        return self.shared.value[1]

    def current_player(self) -> int:
        seat = self.ours.current_player()
        if seat == CHANCE:
            return pyspiel.PlayerId.CHANCE
        if seat == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(map(self.codec.encode, self.ours.legal_actions()))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.codec.chance_ids(self.ours.chance_outcomes())

    def _apply_action(self, action_id: int) -> None:
        state = self.ours
        if state.current_player() == CHANCE:
            self.kept = Kept(state.next_state(self.codec.decode_chance(action_id)))
            self.chances += 1
        else:
            self.mine[state.current_player()].append(int(action_id))
            self.kept = Kept(state.next_state(self.codec.decode(action_id)))

    def _action_to_string(self, player: int, action_id: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance:{self.codec.decode_chance(action_id)!r}"
        return repr(self.codec.decode(action_id))

    def is_terminal(self) -> bool:
        return self.ours.is_terminal()

    def returns(self) -> list[float]:
        if not self.ours.is_terminal():
            return [0.0] * self.get_game().num_players()
        return [float(r) for r in self.ours.returns()]

    def __str__(self) -> str:
        return json.dumps(self.ours.to_dict(), sort_keys=True, ensure_ascii=False)


class Observer:
    """What a seat sees, as OpenSpiel's observers give it (``set_from``, ``string_from``, ``tensor``, ``dict``):
    made only from the seat's view, and with ``recall`` the seat's own past action ids."""

    def __init__(self, game: WordgamesGame, recall: bool):
        ours, _codec, tensor = game.shared.value
        self.recall = recall
        self.shape: Tensor | None = None if recall or tensor is None else tensor(ours)
        size = self.shape.size if self.shape is not None else 0
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: WordgamesState, player: int) -> None:
        """Fill :attr:`tensor` with what ``player`` sees at ``state``."""
        if self.shape is not None:
            self.tensor[:] = self.shape.values(state.ours.view(player).to_dict(), player)

    def string_from(self, state: WordgamesState, player: int) -> str:
        """Return what ``player`` sees at ``state`` (and, with recall, the ids of its own past actions)."""
        seen = view_json(state.ours, player)
        if not self.recall:
            return seen
        return f'{{"mine": {json.dumps(state.mine[player])}, "view": {seen}}}'


def load(name: str, rules: dict | None = None, seats: int | None = None, lexicon=None):
    """Return our :class:`~wordgames.game.Game` called ``name`` (a word game gets the shipped lexicon if none is given)."""
    descriptor = descriptor_of(name)
    if descriptor.word_game and lexicon is None:
        lexicon = shipped_lexicon()
    if descriptor.name == "coin-race":
        from wordgames.coin_race import CoinRaceGame
        return CoinRaceGame()
    return descriptor.load(rules, seats, lexicon)


@functools.lru_cache(maxsize=1)
def shipped_lexicon():
    """Return the shipped lexicon, loaded once, when a word game is first asked for without one."""
    from wordgames.lexicon.core import Lexicon
    return Lexicon.default()


def spiel_game(name: str, rules: dict | None = None, seats: int | None = None, lexicon=None) -> WordgamesGame:
    """Return the game called ``name`` (a registry game, or ``coin-race``) as an OpenSpiel game.

    ``rules`` are the rule options in their JSON form, ``seats`` the number of seats (the game's default when
    None), ``lexicon`` the words of a word game (the shipped lexicon when None).  Raises
    :class:`~wordgames.errors.ArgumentError` for a game whose descriptor names no codec.
    """
    return WordgamesGame(load(name, rules, seats, lexicon))


def with_codec(names: Sequence[str] | None = None) -> list[str]:
    """Return the names of the registry games whose descriptor names a codec (in the registry's order)."""
    return [name for name in (names if names is not None else GAMES) if descriptor_of(name).codec]


def register(name: str) -> str:
    """Register the game called ``name`` with OpenSpiel under its short name (:func:`short_name`) and return that.

    ``pyspiel.load_game(short_name)`` then gives the game at its default rules, with ``players=N`` the game for
    ``N`` seats.  The game type is read from the game at its defaults (a game needs a codec).  Registering
    twice is harmless.
    """
    if short_name(name) in pyspiel.registered_names():
        return short_name(name)
    descriptor = descriptor_of(name)
    default = load(name)

    class Registered(WordgamesGame):      # a class: OpenSpiel keeps a Python function factory past the end
        def __init__(self, params: dict | None = None):
            seats = (params or {}).get("players", default.seats)
            super().__init__(default if seats == default.seats else load(name, seats=seats))

    Registered.__qualname__ = Registered.__name__ = f"Wordgames_{descriptor.name.replace('-', '_')}"
    tensor = TENSORS.get(descriptor.name) is not None
    pyspiel.register_game(game_type(descriptor, type(default), codec_of(default), tensor, default.seats), Registered)
    return short_name(name)


def register_all() -> list[str]:
    """Register every registry game that has a codec, and the coin race; return their OpenSpiel short names.

    >>> "wordgames_coin_race" in register_all()
    True
    >>> pyspiel.load_game("wordgames_coin_race").num_players()
    2
    """
    return [register(name) for name in ["coin-race", *with_codec()]]


def draw_chance(state: WordgamesState, seed: int) -> int:
    """Apply the chance outcome the table draws at ``state`` in the game seeded ``seed``, and return its id.

    It is the table's own draw (:func:`wordgames.table.loop.draw_chance`), counted by the chance outcomes
    the state has had, so the ``k``-th outcome is the same as ``play --seed`` throws.
    """
    from wordgames.table.loop import draw_chance as table_draw
    outcome = state.codec.encode_chance(table_draw(state.ours, seed, state.chances))
    state.apply_action(outcome)
    return outcome


def play_through(name: str, seed: int, actions: Sequence[int], *, rules: dict | None = None,
                 seats: int | None = None, lexicon=None) -> WordgamesState:
    """Return the OpenSpiel state after the seats' action ids ``actions``, chance drawn as ``play --seed`` draws it.

    The ``k``-th chance outcome is the table's (:func:`wordgames.table.loop.draw_chance` with ``seed`` and
    ``k``), so a game driven here ends as the same game at the table, seeded ``seed``, with those moves.

    >>> state = play_through("coin-race", 3, [0])
    >>> state.is_terminal(), state.returns(), state.history()
    (True, [-1.0, 1.0], [0, 0])
    """
    state = spiel_game(name, rules, seats, lexicon).new_initial_state()
    moves = iter(actions)
    while not state.is_terminal():
        if state.is_chance_node():
            draw_chance(state, seed)
        else:
            move = next(moves, None)
            if move is None:
                break
            state.apply_action(move)
    return state


__all__ = ["MAX_RETURN", "Observer", "draw_chance", "WordgamesGame", "WordgamesState", "play_through", "register",
           "register_all", "short_name", "spiel_game", "with_codec"]
