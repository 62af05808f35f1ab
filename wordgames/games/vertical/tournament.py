"""Matches between bots of «Гонки по вертикали»: seeded deals, colours swapped every game.

Game ``i`` of a match is dealt with ``random.Random(seed + i)``; the first
bot plays Red in even games and Black in odd ones, so both see the same deal
quality on average.  Every move goes through the exact rules.

>>> r = match("greedy", "random", games=4, seed=1)
>>> r.wins + r.draws + r.losses, r.games
(4, 4)
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from itertools import combinations
from typing import Callable

from wordgames.games.vertical.deal import deal
from wordgames.games.vertical.players import make_bot
from wordgames.games.vertical.table import Table, hand_team


@dataclass
class MatchResult:
    """The first bot's wins, draws and losses against the second, and each bot's seconds per move."""

    first: str
    second: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    seconds: dict[str, list[float]] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        """Return the first bot's share of games won (draws count as not won)."""
        return self.wins / self.games if self.games else 0.0

    def per_move(self, side: str) -> float:
        """Return the mean seconds per move of ``first`` or ``second``."""
        times = self.seconds.get(side, [])
        return sum(times) / len(times) if times else 0.0

    def to_dict(self) -> dict:
        return {"first": self.first, "second": self.second, "games": self.games,
                "wins": self.wins, "draws": self.draws, "losses": self.losses,
                "win_rate": round(self.win_rate, 4),
                "ms_per_move": {"first": round(1000 * self.per_move("first"), 2),
                                "second": round(1000 * self.per_move("second"), 2)}}


def match(first: str, second: str, games: int, mode: str = "2x2", deck_size: int = 36,
          seed: int = 0, rollouts: int | None = None,
          on_game: Callable[[int, MatchResult], None] | None = None) -> MatchResult:
    """Return the result of ``games`` games of bot kind ``first`` against ``second``."""
    result = MatchResult(first, second, seconds={"first": [], "second": []})
    options = {} if rollouts is None else {"rollouts": rollouts}
    for i in range(games):
        state = deal(Table.for_mode(mode, deck_size=deck_size), random.Random(seed + i))
        first_team = "red" if i % 2 == 0 else "black"
        sides = ["first" if hand_team(h) == first_team else "second" for h in range(state.table.hands)]
        bots = [make_bot(first if side == "first" else second, random.Random((seed + i) * 100 + h),
                         **(options if (first if side == "first" else second) == "search" else {}))
                for h, side in enumerate(sides)]
        while not state.is_terminal():
            hand = state.current_player()
            started = time.perf_counter()
            move = bots[hand].choose(state)
            result.seconds[sides[hand]].append(time.perf_counter() - started)
            state = state.apply(move)
        winner = state.outcome().winner
        result.games += 1
        if winner is None:
            result.draws += 1
        elif winner == first_team:
            result.wins += 1
        else:
            result.losses += 1
        if on_game is not None:
            on_game(i, result)
    return result


def round_robin(kinds: list[str], games: int, **options) -> list[MatchResult]:
    """Return one match of ``games`` games for every pair of bot kinds."""
    return [match(a, b, games, **options) for a, b in combinations(kinds, 2)]
