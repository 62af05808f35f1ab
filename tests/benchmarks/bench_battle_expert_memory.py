"""Memory and decision time of the «Словесный бой» expert over many solo games in one process.

Run: ``nice python tests/benchmarks/bench_battle_expert_memory.py [--games 60] [--seed 1]``.
Game ``i`` is the tournament's game ``i`` (seeded ``game_seed(seed, i)``, the expert in seat 0 with that
seat's generator), played one after another in this one process, as one ``--jobs`` worker plays them.
Prints the peak resident set size (``VmHWM``, and ``ru_maxrss``) after chosen games, the memos' own
byte count, and the milliseconds per move as CPU time (``time.process_time``) and as wall time: the
median and the 95th percentile.  Goals (issue 22): peak RSS under 300 MB for any number of games,
under 100 ms a move.  Prints figures only; nothing runs on import.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time


def vm(field: str) -> float:
    """Return a ``/proc/self/status`` field (``VmHWM``, ``VmRSS``) in MB, or NaN where there is none."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def percentile(values: list[float], share: float) -> float:
    """Return the ``share`` quantile of ``values`` (nearest rank).

    >>> percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)
    10
    """
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=10, help="print the memory every this many games")
    args = parser.parse_args()
    from wordgames.battle.bots.expert import ExpertPlayer
    from wordgames.battle.game import BattleGame
    from wordgames.lexicon import Lexicon
    from wordgames.table.loop import play
    from wordgames.table.seeds import game_seed, seat_rng
    lexicon = Lexicon.default()
    game = BattleGame({}, 1, lexicon)
    cpu: list[float] = []
    wall: list[float] = []
    scores = []
    started = time.perf_counter()
    print(f"before the first game: VmRSS {vm('VmRSS'):.0f} MB; load average {os.getloadavg()}")
    for index in range(args.games):
        seed = game_seed(args.seed, index)
        bot = ExpertPlayer(game.words, seat_rng(seed, 0), game.weights_kind)
        choose = bot.choose

        def timed(view, choose=choose):
            c, w = time.process_time(), time.perf_counter()
            move = choose(view)
            cpu.append(time.process_time() - c)
            wall.append(time.perf_counter() - w)
            return move

        bot.choose = timed
        scores.append(play(game, [bot], seed=seed).state.returns()[0])
        if (index + 1) % args.every == 0 or index + 1 == args.games:
            memo = getattr(getattr(bot, "_values", None), "nbytes", None)
            memo_text = f", memos {memo() / 2**20:.0f} MB by their own count" if callable(memo) else ""
            print(f"after {index + 1} games: VmHWM {vm('VmHWM'):.0f} MB, VmRSS {vm('VmRSS'):.0f} MB, "
                  f"ru_maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB{memo_text}; "
                  f"mean score {statistics.fmean(scores):.2f}; {time.perf_counter() - started:.0f} s", flush=True)
    ms = lambda values, share: 1000 * percentile(values, share)  # noqa: E731
    print(f"{args.games} games, {len(cpu)} decisions: CPU ms per move median {ms(cpu, 0.5):.1f}, "
          f"95th percentile {ms(cpu, 0.95):.1f}, mean {1000 * statistics.fmean(cpu):.1f}; wall median "
          f"{ms(wall, 0.5):.1f}, 95th percentile {ms(wall, 0.95):.1f}, mean {1000 * statistics.fmean(wall):.1f}; "
          f"load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
