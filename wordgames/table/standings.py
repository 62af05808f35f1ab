"""What a tournament's results are: each game's outcome, each entrant's standing, the result as a whole.

Values the runner (:mod:`wordgames.table.tournament`) makes and a program reads: a game's outcome with its
entrants in their listed order, an entrant's standing over the games (mean score with a normal-approximation
95 % interval, wins, time a move, faults; in a Swiss its points and Buchholz too), and the result with its
JSON form (``tournament --json``).  The top score of a game wins it; a tie for the top shares the win.

>>> st = Standing("perfect", "perfect", scores=[1.0, 1.0, -1.0, 1.0], wins=3.0)
>>> st.games, st.mean, st.win_rate, [round(x, 3) for x in st.ci95]
(4, 0.5, 0.75, [-0.48, 1.48])
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from typing import Sequence

from wordgames.table.swiss import Round

ROUND_ROBIN, SWISS = "round-robin", "swiss"
"""The tournament formats: every game with every entrant, or pairings round after round."""
Z95 = 1.959964  # the normal quantile of a two-sided 95 % interval


@dataclass(frozen=True)
class GameOutcome:
    """One game of the tournament, entrants in their listed order: scores, seconds, decisions, fault lines."""

    index: int
    seed: int
    scores: tuple[float, ...]
    seconds: tuple[float, ...]
    decisions: tuple[int, ...]
    faults: tuple[tuple[int, str], ...] = ()  # (entrant, what happened)
    results: tuple[float, ...] = ()           # the returns, when they are not the scores (who won)
    entrants: tuple[int, ...] = ()            # who played, in listed order, when not every entrant did (Swiss)


@dataclass
class Standing:
    """One entrant's record over the tournament."""

    name: str
    spec: str
    scores: list[float] = field(default_factory=list)
    wins: float = 0.0
    seconds: float = 0.0
    decisions: int = 0
    faults: int = 0
    best_game: int | None = None
    best_seed: int | None = None
    points: float | None = None               # Swiss: the points of its pairings and byes
    buchholz: float | None = None             # Swiss: its opponents' points

    @property
    def games(self) -> int:
        return len(self.scores)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.0

    @property
    def sd(self) -> float:
        """Return the sample standard deviation of the scores."""
        return statistics.stdev(self.scores) if len(self.scores) > 1 else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """Return the normal-approximation 95 % interval of the mean score."""
        half = Z95 * self.sd / math.sqrt(self.games) if self.games else 0.0
        return self.mean - half, self.mean + half

    @property
    def best(self) -> float | None:
        return max(self.scores) if self.scores else None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ms_per_move(self) -> float:
        return 1000 * self.seconds / self.decisions if self.decisions else 0.0

    def to_dict(self) -> dict:
        low, high = self.ci95
        return {"name": self.name, "player": self.spec, "games": self.games, "mean": round(self.mean, 4),
                "sd": round(self.sd, 4), "ci95": [round(low, 4), round(high, 4)], "best": self.best,
                "best_game": self.best_game, "best_seed": self.best_seed, "wins": round(self.wins, 4), "win_rate": round(self.win_rate, 4),
                "ms_per_move": round(self.ms_per_move, 3), "faults": self.faults,
                **({"points": self.points, "buchholz": self.buchholz} if self.points is not None else {})}


@dataclass
class TournamentResult:
    """The standings (entrants in their listed order), every game's outcome, and how it was played."""

    game: str
    mode: str
    seed: int
    rules: dict
    standings: list[Standing]
    outcomes: list[GameOutcome]
    seconds: float = 0.0
    format: str = ROUND_ROBIN
    rounds: list[PlayedRound] = field(default_factory=list)   # played in pairs: every round's pairings, results

    def to_dict(self) -> dict:
        swiss = {"format": self.format, "rounds": [r.to_dict(self.standings) for r in self.rounds]}
        return {"game": self.game, "mode": self.mode, "games": len(self.outcomes), "seed": self.seed,
                "rules": self.rules, **(swiss if self.rounds else {}),
                "players": [s.to_dict() for s in self.standings],
                "outcomes": [{"game": o.index, "seed": o.seed, "scores": list(o.scores),
                              **({"results": list(o.results)} if o.results else {}),
                              **({"players": [self.standings[k].name for k in o.entrants]} if o.entrants else {})}
                             for o in self.outcomes]}


@dataclass(frozen=True)
class PlayedRound:
    """A Swiss round: its pairings and, for each, the points of the entrant who sat first (1, ½ or 0)."""

    round: Round
    firsts: tuple[float, ...]

    def to_dict(self, standings: Sequence[Standing]) -> dict:
        return {"pairs": [{"players": [standings[a].name, standings[b].name], "points": [won, 1 - won]}
                          for (a, b), won in zip(self.round.pairs, self.firsts)],
                "bye": None if self.round.bye is None else standings[self.round.bye].name}


def shares(o: GameOutcome) -> dict[int, float]:
    """Return each winner's share of the win of a game (the top score wins; a tie for the top shares it).

    >>> shares(GameOutcome(0, 1, (3.0, 5.0, 5.0), (0, 0, 0), (0, 0, 0), entrants=(1, 4, 6)))
    {4: 0.5, 6: 0.5}
    """
    who = o.entrants or range(len(o.scores))
    judged = o.results or o.scores
    winners = [who[i] for i, s in enumerate(judged) if s == max(judged)]
    return {k: 1 / len(winners) for k in winners}
