"""Benchmark of the Змейка players: strength by the shared tournament runner, and the expert's decision time.

Run: ``python tests/benchmarks/bench_snake_players.py [--games 200] [--seed 1] [--jobs 2] [--timed 20]``.
The same as ``wordgames snake tournament --players expert,greedy --games 200 --seed 1 --seats 2``
and ``--seats 4`` (two entrants at a table of four play a side each, the sides
swapped every game; the deals are the table's seed stream), plus the win
rate's 95% interval, and the expert's time per decision and per turn
measured on ``--timed`` more games of each table.  Prints figures only.

Goals (issue 17): the expert wins at least 70% of two-player games against
greedy, the expert pair at least 70% of four-player games against a greedy
pair; under 1 s a turn.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time


def wilson(wins: float, n: int) -> tuple[float, float]:
    """Return the Wilson 95% interval of a win rate of ``wins`` in ``n`` games.

    >>> low, high = wilson(70, 100); round(low, 3), round(high, 3)
    (0.604, 0.781)
    """
    if n == 0:
        return 0.0, 1.0
    z, p = 1.959964, wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def strength(lexicon, seats: int, games: int, seed: int, jobs: int) -> None:
    """Print expert against greedy at a table of ``seats``: wins, the interval, mean side points."""
    from wordgames.registry import info
    from wordgames.table.tournament import plan, run_plan
    started = time.perf_counter()
    result = run_plan(plan(info("snake"), "expert,greedy", seed=seed, lexicon=lexicon, seats_at_table=seats),
                      games, jobs=jobs)
    wall = time.perf_counter() - started
    print(f"{seats} seats ({'a pair each' if seats == 4 else 'one each'}), {games} games, seed {seed}, "
          f"jobs {jobs}: {wall:.0f} s")
    for s in result.standings:
        low, high = s.ci95
        print(f"  {s.name:7} mean side points {s.mean:7.2f} (95% {low:.1f}–{high:.1f}), sd {s.sd:6.1f}, "
              f"wins {s.wins:5.1f}, {s.ms_per_move:6.1f} ms per decision, faults {s.faults}")
    expert = result.standings[0]
    low, high = wilson(expert.wins, expert.games)
    margins = [o.scores[0] - o.scores[1] for o in result.outcomes]
    print(f"  expert's win rate {expert.win_rate:.1%} (Wilson 95% {low:.1%}–{high:.1%}); goal ≥ 70%: "
          f"{'met' if expert.win_rate >= 0.7 else 'not met'}; mean margin {statistics.fmean(margins):+.1f} points")


class Timed:
    """A player that times each decision of the player it wraps, into a log shared by the table."""

    def __init__(self, player, seat: int, log: list):
        self.player, self.seat, self.log = player, seat, log

    def choose(self, view):
        started = time.perf_counter()
        action = self.player.choose(view)
        self.log.append((self.seat, time.perf_counter() - started))
        return action


def decision_time(lexicon, seats: int, games: int, seed: int) -> None:
    """Print the expert's time per decision and per turn (its decisions in a row) over ``games`` games."""
    from wordgames.snake.game import SnakeGame
    from wordgames.table.loop import play
    from wordgames.table.seeds import game_seed, seat_rng
    game = SnakeGame({}, seats, lexicon)
    started = time.perf_counter()
    play(game, [game.make_bot("expert", seat_rng(seed, seat)) for seat in range(seats)], seed=seed - 1)
    print(f"one untimed game first, building the lexicon's indices the expert reads: {time.perf_counter() - started:.1f} s")
    decisions, turns = [], []
    for i in range(games):
        s = game_seed(seed + 7, i)
        log: list = []
        players = [Timed(game.make_bot("expert" if seat % 2 == i % 2 else "greedy", seat_rng(s, seat)), seat, log)
                   for seat in range(seats)]
        play(game, players, seed=s)
        expert = {seat for seat in range(seats) if seat % 2 == i % 2}
        run_seat, run = None, 0.0
        for seat, seconds in log + [(None, 0.0)]:
            if seat != run_seat and run_seat in expert:
                turns.append(run)
            if seat != run_seat:
                run_seat, run = seat, 0.0
            run += seconds
            if seat in expert:
                decisions.append(seconds)
    decisions.sort()
    turns.sort()
    ms = lambda xs, q: 1000 * xs[min(len(xs) - 1, int(q * len(xs)))]
    print(f"expert at {seats} seats, {games} games: {len(decisions)} decisions, median {ms(decisions, 0.5):.1f} ms, "
          f"99th percentile {ms(decisions, 0.99):.0f} ms, max {1000 * decisions[-1]:.0f} ms; "
          f"{len(turns)} turns, median {ms(turns, 0.5):.1f} ms, max {1000 * turns[-1]:.0f} ms "
          f"(goal < 1000 ms a turn: {'met' if turns[-1] < 1.0 else 'not met'})")


if __name__ == "__main__":
    from wordgames.lexicon import Lexicon
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timed", type=int, default=20)
    args = parser.parse_args()
    lex = Lexicon.default()
    for table in (2, 4):
        strength(lex, table, args.games, args.seed, args.jobs)
    for table in (2, 4):
        decision_time(lex, table, args.timed, args.seed)
