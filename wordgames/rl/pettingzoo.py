"""A game as a PettingZoo AEC environment, with the legal actions as an ``action_mask``.

A direct :class:`pettingzoo.AECEnv` over the OpenSpiel adapter (:mod:`wordgames.rl.openspiel`), not shimmy's
``OpenSpielCompatibilityV0``: that wrapper reloads the game by its short name on every reset (the rules
agreed, the seats and the lexicon would be lost), throws the dice with its own generator (``play --seed``
would not carry over).  Here the chance outcomes
are the table's for the seed given to :meth:`WordgamesAEC.reset` (a fresh one when None).

Each agent observes a dict: ``observation`` (the tensor where the game has one, else the seat's
observation string, the JSON of its view) and ``action_mask`` (1 for every legal action id when it is that
agent's turn); the mask is in ``infos[agent]["action_mask"]`` too.  Rewards come at the end: the returns.

>>> env = WordgamesAEC("coin-race")
>>> env.reset(seed=3)                          # the seed throws tails, as at the table; player 1 confirms
>>> env.agent_selection, env.observe("player_0")["action_mask"].tolist(), env.observe("player_0")["observation"]
('player_0', [1], '{"coin": 0, "confirmed": false}')
>>> env.step(0)
>>> env.terminations["player_0"], env._cumulative_rewards
(True, {'player_0': -1.0, 'player_1': 1.0})
"""

from __future__ import annotations

import string
from typing import Any

import wordgames.rl  # noqa: F401  (raises ArgumentError naming the extra when a package is missing)

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from wordgames.rl.openspiel import Observer, WordgamesGame, draw_chance, spiel_game

MAX_TEXT = 2**20
"""The longest observation string a Text space allows."""


def observation_space(game: WordgamesGame) -> spaces.Space:
    """Return the space of a seat's observation: a Box of the tensor, or Text of printable ASCII (the view's JSON)."""
    observer = Observer(game, recall=False)
    if observer.shape is not None:
        return spaces.Box(0.0, observer.shape.high, (observer.shape.size,), np.float32)
    return spaces.Text(max_length=MAX_TEXT, min_length=0, charset=string.printable)


def observation(game: WordgamesGame, observer: Observer, state, seat: int) -> Any:
    """Return what ``seat`` observes at ``state``: the tensor (a copy) or the observation string."""
    if observer.shape is not None:
        observer.set_from(state, seat)
        return observer.tensor.copy()
    return observer.string_from(state, seat)


def action_mask(game: WordgamesGame, state, seat: int) -> np.ndarray:
    """Return the mask of ``seat``'s legal action ids at ``state`` (all 0 when it is not its turn)."""
    mask = np.zeros(game.num_distinct_actions(), np.int8)
    if state.current_player() == seat:
        mask[state.legal_actions()] = 1
    return mask


class WordgamesAEC(AECEnv):
    """The game called ``name`` (rules, seats and lexicon as for :func:`~wordgames.rl.openspiel.spiel_game`)
    as an AEC environment; agents ``player_0``, ``player_1`` … are the seats."""

    metadata = {"render_modes": ["ansi"], "name": "wordgames_v0", "is_parallelizable": False}

    def __init__(self, name: str, rules: dict | None = None, seats: int | None = None, lexicon=None,
                 render_mode: str | None = None):
        super().__init__()
        self.game = spiel_game(name, rules, seats, lexicon)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{seat}" for seat in range(self.game.num_players())]
        self._observer = Observer(self.game, recall=False)
        shown = observation_space(self.game)
        mask = spaces.Box(0, 1, (self.game.num_distinct_actions(),), np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": shown, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.game.num_distinct_actions()) for a in self.possible_agents}
        self.seed = 0
        self.state = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start a new game; its chance outcomes are the table's for ``seed`` (a fresh seed when None)."""
        from wordgames.table.seeds import new_seed
        self.seed = new_seed() if seed is None else seed
        self.state = self.game.new_initial_state()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._advance()

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.possible_agents.index(agent)
        return {"observation": observation(self.game, self._observer, self.state, seat),
                "action_mask": action_mask(self.game, self.state, seat)}

    def step(self, action: int | None) -> None:
        """Play the selected agent's action id (None for an agent whose game is over)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(int(action))
        self._advance()
        self._accumulate_rewards()

    def _advance(self) -> None:
        """Draw chance outcomes up to the next seat's turn, then set rewards, masks and the agent to act."""
        while self.state.is_chance_node():
            draw_chance(self.state, self.seed)
        if self.state.is_terminal():
            self.rewards = dict(zip(self.agents, self.state.returns()))
            self.terminations = {a: True for a in self.agents}
        else:
            self.rewards = {a: 0.0 for a in self.agents}
        for seat, agent in enumerate(self.possible_agents):
            if agent in self.infos:
                self.infos[agent] = {"action_mask": action_mask(self.game, self.state, seat)}
        if not self.state.is_terminal():
            self.agent_selection = self.possible_agents[self.state.current_player()]
        elif self.agents:
            self.agent_selection = self.agents[0] if not hasattr(self, "agent_selection") else self.agent_selection

    def render(self) -> str | None:
        """Return the state as text (``render_mode="ansi"``)."""
        return str(self.state) if self.render_mode == "ansi" else None

    def close(self) -> None:
        pass


def env(name: str, **kwargs) -> WordgamesAEC:
    """Return the AEC environment of the game called ``name`` (PettingZoo's usual maker)."""
    return WordgamesAEC(name, **kwargs)


__all__ = ["WordgamesAEC", "action_mask", "env", "observation_space"]
