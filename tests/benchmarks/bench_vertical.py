"""Benchmark: how strong and how fast the bots of «Гонки по вертикали» are, measured by the shared tournament runner.

Run ``python tests/benchmarks/bench_vertical.py [--games 200] [--rollouts 300] [--jobs 1]``.
Plays seeded games with :func:`wordgames.table.tournament.run_tournament`:
two entrants, each playing every hand of one team, the colours swapped every
game (the first entrant Red in even games, Black in odd ones); game ``i`` is
the game ``wordgames games vertical play --seed 1+i`` deals.  Every move goes
through the exact rules.  First the searching bot's team against the greedy
bot's, 2x2 with 36 cards; then greedy against random; then a quarter as many
games of the other set-ups.  Prints each match's wins, draws, losses, win
rate and the mean time per move of each entrant.
"""

from __future__ import annotations

import argparse
import time

from wordgames.registry import info
from wordgames.table.tournament import TournamentResult, run_tournament


def report(label: str, r: TournamentResult) -> None:
    """Print one match's figures: the first entrant's record, and both entrants' time per move."""
    first, second = r.standings
    wins = sum(1 for o in r.outcomes if o.scores[0] > o.scores[1])
    draws = sum(1 for o in r.outcomes if o.scores[0] == o.scores[1])
    losses = len(r.outcomes) - wins - draws
    print(f"{label}: {len(r.outcomes)} games, wins {wins}, draws {draws}, losses {losses}, "
          f"win rate {wins / len(r.outcomes):.1%} (draws as half: {first.win_rate:.1%}); "
          f"ms per move {first.name} {first.ms_per_move:.1f}, {second.name} {second.ms_per_move:.2f}; "
          f"{r.seconds:.0f} s", flush=True)


def match(first: str, second: str, games: int, jobs: int, rollouts: int, **rules) -> TournamentResult:
    """Return the tournament of ``games`` games of ``first``'s team against ``second``'s."""
    return run_tournament(info("vertical"), [first, second], games=games, seed=1, jobs=jobs,
                          rules=rules, settings={"rollouts": rollouts})


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rollouts", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    n, quarter, j, k = args.games, max(1, args.games // 4), args.jobs, args.rollouts
    report(f"search ({k} rollouts) vs greedy, 2x2, 36 cards", match("search", "greedy", n, j, k, mode="2x2"))
    report("greedy vs random, 2x2, 36 cards", match("greedy", "random", n, j, k, mode="2x2"))
    report("search vs greedy, 2x2, 52 cards", match("search", "greedy", quarter, j, k, mode="2x2", deck=52))
    report("search vs greedy, 3x3, 52 cards", match("search", "greedy", quarter, j, k, mode="3x3", deck=52))
    report("search vs greedy, 1x1, 36 cards", match("search", "greedy", quarter, j, k, mode="1x1"))
    report("search vs greedy, 3p (solo red), 36 cards", match("search", "greedy", quarter, j, k, mode="3p"))
    print(f"total {time.perf_counter() - started:.0f} s")
