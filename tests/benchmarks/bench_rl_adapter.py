"""Benchmark of the OpenSpiel adapter's overhead per step (issue: at most 2× the native ``apply``).

For each game, seeded random playouts are played twice over the same actions: natively (our
``State.next_state`` on actions drawn from ``legal_actions`` and ``chance_outcomes``) and through the adapter
(:mod:`wordgames.rl.openspiel`: ``legal_actions`` as ids, ``chance_outcomes`` as ids, ``apply_action(id)``,
which decodes and applies ours).  Both loops ask the same questions a random player asks at each step, so
the ratio is what a program pays for integers instead of our action values.  CPU time of this process.
Run: ``python tests/benchmarks/bench_rl_adapter.py [--games 20]`` (needs the ``rl`` extra).
Nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import random
import time

GAMES = (("croquet", None, 2), ("yam", None, 2), ("dixmille", None, 2), ("battle", None, 2), ("lines", None, 1),
         ("vertical", None, 2))


def native(state, rng: random.Random, cap: int) -> int:
    """Play ``state`` to the end (or ``cap`` steps) with random actions; return the steps."""
    steps = 0
    while not state.is_terminal() and steps < cap:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([o for o, _p in outcomes], [float(p) for _o, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state = state.next_state(action)
        steps += 1
    return steps


def adapted(state, rng: random.Random, cap: int) -> int:
    """The same through the OpenSpiel adapter: ids for actions and chance outcomes."""
    steps = 0
    while not state.is_terminal() and steps < cap:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([o for o, _p in outcomes], [p for _o, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        steps += 1
    return steps


def main() -> None:
    from wordgames.lexicon import Lexicon
    from wordgames.registry import info
    from wordgames.rl.openspiel import spiel_game
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--cap", type=int, default=2000, help="steps at most per game")
    args = parser.parse_args()
    lexicon = Lexicon.default()
    print(f"{'game':10} {'steps':>7} {'native µs/step':>15} {'adapter µs/step':>16} {'ratio':>6}")
    for name, rules, seats in GAMES:
        entry = info(name)
        ours = entry.load(rules, seats, lexicon if entry.word_game else None)
        spiel = spiel_game(name, rules, seats, lexicon if entry.word_game else None)
        spiel.new_initial_state()                     # the codec made once, outside the timing
        times, counts = [], []
        for run in (native, adapted):
            started, steps = time.process_time(), 0
            for g in range(args.games):
                start = ours.new_initial_state() if run is native else spiel.new_initial_state()
                steps += run(start, random.Random(g), args.cap)
            times.append(time.process_time() - started)
            counts.append(steps)
        per = [1e6 * t / max(1, n) for t, n in zip(times, counts)]
        print(f"{name:10} {counts[0]:7d} {per[0]:15.1f} {per[1]:16.1f} {per[1] / per[0]:6.2f}"
              f"{'' if per[1] <= 2 * per[0] else '  (over 2×)'}")


if __name__ == "__main__":
    main()
