"""Many games between bots: wins (ties shared), mean scores, mean points per turn.

>>> import random
>>> from wordgames.games.dixmille.players import CautiousPlayer, RandomPlayer
>>> rng = random.Random(1)
>>> result = tournament({"cautious": CautiousPlayer(), "random": RandomPlayer(rng)}, 4, rng)
>>> [s.games for s in result.standings], sum(s.wins for s in result.standings)
([4, 4], 4.0)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

from wordgames.games.dixmille.game import DixMilleState
from wordgames.games.dixmille.scoring import TABLES, ScoringTable
from wordgames.games.engine import Player, play, sample_chance

MAX_STEPS = 200_000


@dataclass
class Standing:
    """One bot's results over a tournament."""

    name: str
    games: int = 0
    wins: float = 0.0
    score_sum: int = 0
    turns: int = 0

    def mean_score(self) -> float:
        return self.score_sum / self.games if self.games else 0.0

    def points_per_turn(self) -> float:
        return self.score_sum / self.turns if self.turns else 0.0

    def to_dict(self) -> dict:
        return {"name": self.name, "games": self.games, "wins": self.wins,
                "win_rate": self.wins / self.games if self.games else 0.0,
                "mean_score": round(self.mean_score(), 2), "points_per_turn": round(self.points_per_turn(), 2)}


@dataclass
class TournamentResult:
    """The standings, and the mean number of rounds a game lasted."""

    standings: list[Standing]
    rounds: list[int] = field(default_factory=list)

    def mean_rounds(self) -> float:
        return sum(self.rounds) / len(self.rounds) if self.rounds else 0.0

    def to_dict(self) -> dict:
        return {"games": len(self.rounds), "mean_rounds": round(self.mean_rounds(), 2),
                "standings": [s.to_dict() for s in self.standings]}


def tournament(bots: dict[str, Player], games: int, rng: random.Random, table: ScoringTable = TABLES["text"],
               progress: Callable[[int], None] | None = None) -> TournamentResult:
    """Play ``games`` games among ``bots`` (name -> player); the seating rotates so each starts equally often."""
    names = list(bots)
    standings = {n: Standing(n) for n in names}
    result = TournamentResult([standings[n] for n in names])
    for g in range(games):
        order = names[g % len(names):] + names[:g % len(names)]
        end = play(DixMilleState.new(len(order), table), [bots[n] for n in order], rng, MAX_STEPS)
        winners = end.winners()
        rounds = end.turns // len(order)
        result.rounds.append(rounds)
        for seat, name in enumerate(order):
            st = standings[name]
            st.games += 1
            st.score_sum += end.scores[seat]
            st.turns += rounds
            if seat in winners:
                st.wins += 1 / len(winners)
        if progress:
            progress(g + 1)
    return result


def turn_scores(player: Player, turns: int, rng: random.Random, table: ScoringTable = TABLES["text"]) -> list[int]:
    """Return the points ``player`` banks in each of ``turns`` solitaire turns (0 for a lost turn)."""
    from dataclasses import replace

    state = DixMilleState.new(1, replace(table, target=10 ** 12))
    banked = []
    while len(banked) < turns:
        before = state.scores[0]
        while True:
            if state.is_chance_node():
                state = state.apply(sample_chance(state, rng))
            else:
                state = state.apply(player.choose(state))
            if state.turns > len(banked):
                break
        banked.append(state.scores[0] - before)
    return banked
