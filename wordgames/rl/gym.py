"""A game as a Gymnasium environment for one learner: a solitaire game, or a seat against our bots.

The solitaire games are Yam and «Словесный бой» with one seat (``seats=1``) and the Color Lines cross
(``lines``); any game of several seats is played against our bots, by name (``opponents="expert"``, or one
name per other seat).  The observation is the tensor where the game has one (:mod:`wordgames.rl.tensors`: a
``Box``), else the learner's observation string, the JSON of its view (a ``Text`` space); the legal action ids
are ``info["action_mask"]``.  The reward is the learner's return, given at the end; a game that reaches the
house's cap on actions (``max_actions``, where the table stops it too) is truncated.  The chance outcomes and
the bots' choices are the table's for the seed given to ``reset`` (:mod:`wordgames.table.seeds`), so a game
here is the game ``play --seed`` plays with those seats.

>>> env = WordgamesEnv("coin-race", opponents="random")
>>> observation, info = env.reset(seed=3)
>>> observation, info["action_mask"].tolist()
('{"coin": 0, "confirmed": false}', [1])
>>> env.step(0)[1:4]
(-1.0, True, False)
"""

from __future__ import annotations

from typing import Any, Sequence

import wordgames.rl  # noqa: F401  (raises ArgumentError naming the extra when a package is missing)

import gymnasium
import numpy as np

from wordgames.errors import ArgumentError
from wordgames.i18n import _
from wordgames.rl.openspiel import Observer, draw_chance, spiel_game
from wordgames.rl.pettingzoo import action_mask, observation, observation_space


class WordgamesEnv(gymnasium.Env):
    """The game called ``name`` for a learner in ``seat``; the other seats are our bots ``opponents`` (one name
    for all of them, or a name per other seat in seat order), with the bot settings ``settings``.

    ``rules``, ``seats`` and ``lexicon`` are as for :func:`~wordgames.rl.openspiel.spiel_game`.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, name: str, *, rules: dict | None = None, seats: int | None = None, lexicon=None,
                 seat: int = 0, opponents: str | Sequence[str] = "random", settings: dict | None = None,
                 render_mode: str | None = None):
        self.game = spiel_game(name, rules, seats, lexicon)
        others = [s for s in range(self.game.num_players()) if s != seat]
        names = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
        if len(names) != len(others):
            raise ArgumentError(_("bots for the seats but the learner's: {needed} needed, {given} given")
                                .format(needed=len(others), given=len(names)), option="opponents")
        self.seat, self.opponents, self.settings = seat, dict(zip(others, names)), settings
        self.render_mode = render_mode
        self.observation_space = observation_space(self.game)
        self.action_space = gymnasium.spaces.Discrete(self.game.num_distinct_actions())
        self._observer = Observer(self.game, recall=False)
        self.state, self.bots, self.game_seed = None, {}, 0

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[Any, dict]:
        """Start a new game seeded ``seed`` (a fresh seed when None): the table's dice and bots for that seed."""
        from wordgames.table.loop import started
        from wordgames.table.seeds import new_seed, seat_rng
        super().reset(seed=seed)
        self.game_seed = new_seed() if seed is None else seed
        self.state = self.game.new_initial_state()
        ours = self.game.ours
        self.bots = {s: ours.make_bot(kind, seat_rng(self.game_seed, s), self.settings)
                     for s, kind in self.opponents.items()}
        started(self.bots, self.state.ours)       # as the table seats them
        self._advance()
        return self._shown(), self._info()

    def step(self, action: int) -> tuple[Any, float, bool, bool, dict]:
        """Play the learner's action id; return observation, reward, terminated, truncated, info."""
        self.state.apply_action(int(action))
        self._advance()
        over = self.state.is_terminal()
        reward = float(self.state.returns()[self.seat]) if over else 0.0
        made = self.state.chances + sum(len(ids) for ids in self.state.mine)
        cut = not over and made >= self.game.max_game_length()     # the house's cap: the table stops there too
        return self._shown(), reward, over, cut, self._info()

    def _advance(self) -> None:
        """Draw chance and let the bots move until it is the learner's turn or the game is over."""
        codec = self.game.codec
        while not self.state.is_terminal():
            if self.state.is_chance_node():
                draw_chance(self.state, self.game_seed)
            elif self.state.current_player() == self.seat:
                return
            else:
                player = self.state.current_player()
                chosen = self.bots[player].choose(self.state.ours.view(player))
                self.state.apply_action(codec.encode(chosen))

    def _shown(self) -> Any:
        return observation(self.game, self._observer, self.state, self.seat)

    def _info(self) -> dict[str, np.ndarray]:
        return {"action_mask": action_mask(self.game, self.state, self.seat)}

    def close(self) -> None:
        """Close the bots (a program seat's process)."""
        for bot in self.bots.values():
            close = getattr(bot, "close", None)
            if close is not None:
                close()
        self.bots = {}

    def render(self) -> str | None:
        """Return the state as text (``render_mode="ansi"``)."""
        return str(self.state) if self.render_mode == "ansi" else None


def solitaire(name: str, *, rules: dict | None = None, lexicon=None) -> WordgamesEnv:
    """Return the environment of a game played alone: Yam or «Словесный бой» with one seat, or ``lines``."""
    return WordgamesEnv(name, rules=rules, seats=1, lexicon=lexicon)


__all__ = ["WordgamesEnv", "solitaire"]
