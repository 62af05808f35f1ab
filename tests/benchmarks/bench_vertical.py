"""Benchmark: how strong and how fast the searching bot of «Гонки по вертикали» is.

Run ``python tests/benchmarks/bench_vertical.py [--games 200] [--rollouts 300]``.
Plays seeded 2x2 games with 36 cards, the searching bot's team against the
greedy bot's team, the bot red in even games and black in odd ones, on the
exact engine (every move checked by the rules); prints the win rate and the
searching bot's time per move.  Game ``i`` is dealt with ``random.Random(i)``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from wordgames.games.vertical.deal import deal
from wordgames.games.vertical.players import make_bot
from wordgames.games.vertical.table import Table, hand_team


def match(kind_a: str, kind_b: str, games: int, mode: str = "2x2", deck: int = 36,
          rollouts: int = 300) -> tuple[list[int], list[float]]:
    """Return (wins, draws, losses) of ``kind_a`` and the seconds each of its moves took."""
    tally = [0, 0, 0]
    times: list[float] = []
    for i in range(games):
        rng = random.Random(i)
        state = deal(Table.for_mode(mode, deck_size=deck), rng)
        a_team = "red" if i % 2 == 0 else "black"
        bots = [make_bot(kind_a if hand_team(h) == a_team else kind_b, random.Random(1000 * i + h),
                         **({"rollouts": rollouts} if (kind_a if hand_team(h) == a_team else kind_b) == "search" else {}))
                for h in range(state.table.hands)]
        while not state.is_terminal():
            hand = state.current_player()
            t0 = time.perf_counter()
            move = bots[hand].choose(state)
            if hand_team(hand) == a_team:
                times.append(time.perf_counter() - t0)
            state = state.apply(move)
        winner = state.outcome().winner
        tally[0 if winner == a_team else 1 if winner is None else 2] += 1
    return tally, times


def report(label: str, tally: list[int], times: list[float]) -> None:
    games = sum(tally)
    print(f"{label}: {games} games, wins {tally[0]}, draws {tally[1]}, losses {tally[2]}, "
          f"win rate {tally[0] / games:.1%}")
    if times:
        print(f"  time per move: mean {statistics.mean(times) * 1000:.1f} ms, "
              f"median {statistics.median(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms "
              f"over {len(times)} moves")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rollouts", type=int, default=300)
    args = parser.parse_args()
    started = time.perf_counter()
    report(f"search ({args.rollouts} rollouts) vs greedy, 2x2, 36 cards",
           *match("search", "greedy", args.games, rollouts=args.rollouts))
    report("greedy vs random, 2x2, 36 cards", *match("greedy", "random", args.games))
    report(f"search vs greedy, 2x2, 52 cards ({args.games // 4} games)",
           *match("search", "greedy", args.games // 4, deck=52, rollouts=args.rollouts))
    report(f"search vs greedy, 3x3, 52 cards ({args.games // 4} games)",
           *match("search", "greedy", args.games // 4, mode="3x3", deck=52, rollouts=args.rollouts))
    print(f"total {time.perf_counter() - started:.0f} s")
