"""Our best bot of each game of perfect information against OpenSpiel's MCTS, an outside reference opponent.

Seeded games through the tournament runner (the same seeds for both seatings), OpenSpiel's ``MCTSBot`` (UCT,
random rollouts) as the seat ``openspiel:mcts`` with the stated simulations a move
(:mod:`wordgames.rl.opponents`).  It prints the runner's standings: mean return with a 95 % interval, win
rate, and milliseconds a move, so the time budgets can be compared.  Games of hidden information are not
measured: ISMCTS over a seat's view is not offered yet.
Run: ``python tests/benchmarks/bench_reference_opponents.py [--games 20]`` (needs the ``rl`` extra).
Nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import time

MATCHES = (("croquet", "perfect", 200), ("yam", "optimal", 40), ("dixmille", "optimal", 40),
           ("lines", "expert", 40))


def main() -> None:
    from wordgames.lexicon import Lexicon
    from wordgames.registry import info
    from wordgames.table.tournament import run_tournament
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--only", default="", help="one game of the list")
    args = parser.parse_args()
    lexicon = Lexicon.default()
    for name, ours, simulations in MATCHES:
        if args.only and name != args.only:
            continue
        entry = info(name)
        started = time.perf_counter()
        result = run_tournament(entry, f"{ours},openspiel:mcts", args.games, seed=1,
                                settings={"simulations": simulations},
                                lexicon=lexicon if entry.word_game else None)
        print(f"{entry.name}: {args.games} games, MCTS at {simulations} simulations a move, "
              f"{time.perf_counter() - started:.1f} s")
        for s in result.standings:
            low, high = s.ci95
            print(f"  {s.name:16} mean {s.mean:9.2f}  95% {low:9.2f}–{high:9.2f}  win rate {100 * s.win_rate:5.1f}%"
                  f"  {s.ms_per_move:8.1f} ms/move")


if __name__ == "__main__":
    main()
