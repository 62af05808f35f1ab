"""The web table's games checked against the house's loop (the same seats' decisions, played again through
:func:`wordgames.table.sitting.run` with the same seed, must give the same actions and returns), and whose
move the table waits for."""

from __future__ import annotations

import time

from wordgames.registry import info
from wordgames.table import sitting


class Replaying:
    """A seat that makes the moves it is given, in order (the recorded decisions of one seat)."""

    def __init__(self, game, moves):
        self.game, self.moves = game, list(moves)

    def choose(self, view):
        return self.game.action_from_json(self.moves.pop(0))


def replayed(name: str, players: str, seed: int, actions: list, **rules) -> tuple[list[float], list]:
    """Return (the returns, the actions) of a new game of ``name`` with ``seed`` played through
    :func:`wordgames.table.sitting.run` by seats that make the decisions of ``actions`` (the chance
    outcomes are drawn again from the seed, not copied)."""
    entry = info(name)
    game, session = sitting.new_session(entry, players, seed=seed, rules=rules or None)
    state, decisions = game.new_initial_state(), [[] for _seat in session.seats]
    for data in actions:
        if not state.is_chance_node():
            decisions[state.current_player()].append(data)
        state = state.apply(game.action_from_json(data))
    sitting.run(game, session, [Replaying(game, d) for d in decisions])
    return session.returns, session.actions


def asked(table, timeout: float = 30) -> int | None:
    """Return the seat the table waits for a move from (None once the game is over)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if table.finished:
            return None
        seat = table.asked
        if seat is not None:
            return seat
        time.sleep(0.01)
    raise TimeoutError("no seat was asked for a move")
