"""Our best bot of each game against OpenSpiel's MCTS or ISMCTS, outside reference opponents.

Seeded games through the tournament runner (the seats alternate game by game), OpenSpiel's ``MCTSBot`` (UCT,
random rollouts) as the seat ``openspiel:mcts`` in a game of perfect information, its ``ISMCTSBot`` as
``openspiel:ismcts`` where items are hidden, each with the stated simulations a move
(:mod:`wordgames.rl.opponents`).  It prints the runner's standings: mean return with a 95 % interval, win
rate, and milliseconds a move, so the time budgets can be compared.
Run: ``python tests/benchmarks/bench_reference_opponents.py [--games 20] [--only GAME] [--simulations N]``
(needs the ``rl`` extra).
Nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import time

MATCHES = (("croquet", "perfect", "mcts", 200), ("yam", "optimal", "mcts", 40), ("dixmille", "optimal", "mcts", 40),
           ("lines", "expert", "mcts", 40), ("battle", "expert", "ismcts", 200), ("vertical", "search", "ismcts", 200),
           ("snake", "expert", "ismcts", 4))


def main() -> None:
    from wordgames.lexicon import Lexicon
    from wordgames.registry import info
    from wordgames.table.tournament import run_tournament
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--only", default="", help="one game of the list")
    parser.add_argument("--simulations", type=int, default=0, help="simulations a move instead of the list's")
    args = parser.parse_args()
    lexicon = Lexicon.default()
    for name, ours, algorithm, simulations in MATCHES:
        if args.only and name != args.only:
            continue
        simulations = args.simulations or simulations
        entry = info(name)
        started = time.perf_counter()
        result = run_tournament(entry, f"{ours},openspiel:{algorithm}", args.games, seed=1,
                                settings={"simulations": simulations},
                                lexicon=lexicon if entry.word_game else None)
        print(f"{entry.name}: {args.games} games, {algorithm.upper()} at {simulations} simulations a move, "
              f"{time.perf_counter() - started:.1f} s")
        for s in result.standings:
            low, high = s.ci95
            print(f"  {s.name:16} mean {s.mean:9.2f}  95% {low:9.2f}–{high:9.2f}  win rate {100 * s.win_rate:5.1f}%"
                  f"  {s.ms_per_move:8.1f} ms/move")


if __name__ == "__main__":
    main()
