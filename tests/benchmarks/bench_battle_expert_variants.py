"""Experiments on the «Словесный бой» expert: a variant against the kept expert on the same solo streams.

Run: ``python tests/benchmarks/bench_battle_expert_variants.py --variant oracle --games 60 --jobs 2``.
Game ``i`` is the tournament's game ``i`` — the game seeded ``game_seed(seed, i)``, the
expert in seat 0 with that seat's generator (``wordgames battle tournament
--players random,greedy,expert --seed 1``) — so the kept expert's scores are
those of the strength benchmark.  Prints both means and
the paired difference with its standard error; nothing runs on import.

Variants (the figures in docs/battle.md, "Where the limit is"):

``search``     the kept expert with other ``--candidates/--screen/--finalists/--futures/--depth/--ending``,
               or another share of the choice advantage at the futures' ends (``--choice 0``: none;
               the kept expert counts 0.25, over the ``--choice-letters`` commonest letters, all by default);
``oracle``     sees the true next ``--see`` letters (one future, the real one): no fair player can,
               it measures what knowing the near future is worth;
``slots``      the expert before the random-fill value: slot hopes with κ 0.05 (``value="slots"``),
               4 cells × 24 futures × 6 letters unless ``--candidates/--futures/--depth`` say otherwise;
``leaf-kappa`` that slot-hope expert, valuing the ends of the futures with ``--kappa`` instead of 0.05;
``play-kappa`` that slot-hope expert, writing the letters of the futures by ``--kappa`` instead of 0.05;
``pimc``       cells valued by order-free completions of sampled multisets of the letters to come
               (``bots/pimc.py``): ``--samples`` futures for the ``--pimc-candidates`` best cells, ``--prefix``
               letters of each in order first, only with at most ``--below`` letters to come (the expert before);
               ``--mode leaf``: the expert's own lookahead, each future ended by an order-free completion
               (``--mix``: its share, the expert's end the rest).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import time

VARIANTS = ("search", "oracle", "slots", "leaf-kappa", "play-kappa", "pimc")


def make_variant(kind: str, lexicon, rng: random.Random, stream: list[str], options: dict):
    """Return the expert variant ``kind`` (``stream`` is used by ``oracle`` only)."""
    from wordgames.battle.bots.expert import ExpertPlayer, LineValues

    class Oracle(ExpertPlayer):
        def place(self, view, letter):
            seen = stream[len(view.called):len(view.called) + options["see"]]
            self._letters = iter(seen)
            self.futures, self.depth = (1, len(seen)) if seen else (0, 0)
            return super().place(view, letter)

    class OtherKappa(ExpertPlayer):
        other: LineValues | None = None

        def _play_out(self, g, texts, empties, future, remaining, grid=None):
            if self.other is None:
                self.other = LineValues(self._values.masses, options["kappa"])
            playing = self.other if kind == "play-kappa" else self._values
            ending = self.other if kind == "leaf-kappa" else self._values
            empties = list(empties)
            for letter in future:
                remaining -= 1
                raises = [playing.raises(text, letter, remaining) for text in texts]
                _, cell = max((sum(raises[k][p] for k, p in g.through[i]), i) for i in empties)
                texts = self._write(g, texts, cell, letter)
                empties.remove(cell)
            return sum(ending.value(text, remaining) for text in texts)

    search = {k: options[k] for k in ("candidates", "futures", "depth", "screen", "finalists", "ending",
                                      "choice", "choice_letters") if options.get(k) is not None}
    if kind == "oracle":
        return Oracle(lexicon, rng, candidates=options.get("candidates") or 6, finalists=6, ending=0)
    if kind == "search":
        return ExpertPlayer(lexicon, rng, **search)
    if kind == "pimc":
        from wordgames.battle.bots.pimc import PimcPlayer
        pimc = {k: options[k] for k in ("samples", "pimc_candidates", "prefix", "below", "mode",
                                                         "mix") if options.get(k) is not None}
        return PimcPlayer(lexicon, rng, **search, **pimc)
    search = {"candidates": 4, "futures": 24, "depth": 6, "finalists": 4, "ending": 0,  # the slot-hope expert's
              **search}                                                                  # own search
    if kind == "slots":
        return ExpertPlayer(lexicon, rng, value="slots", **search)
    return OtherKappa(lexicon, rng, value="slots", **search)


def play_pair(job) -> tuple[int, int, float]:
    """Play game ``index`` with the kept expert and the variant; return both scores and the variant's seconds.

    With ``options["kept"]`` (scores of the kept expert by game index, from ``--kept-cache``) the kept
    expert's game is not replayed: it is deterministic, a seed replays it exactly.
    """
    index, seed, kind, options = job
    from wordgames.battle.bots.expert import ExpertPlayer
    from wordgames.battle.game import BattleGame, seeded_letters
    from wordgames.lexicon import Lexicon
    from wordgames.table.loop import play
    from wordgames.table.seeds import game_seed, seat_rng
    lexicon = Lexicon.default()
    game = BattleGame({}, 1, lexicon)
    seed = game_seed(seed, index)
    stream = seeded_letters(seed, game.weights, game.rules.moves)
    known = (options.get("kept") or {}).get(str(index))
    if known is None:
        kept = play(game, [ExpertPlayer(lexicon, seat_rng(seed, 0))], seed=seed)
        assert list(kept.state.called) == stream
        known = kept.state.returns()[0]
    variant = play(game, [make_variant(kind, lexicon, seat_rng(seed, 0), stream, options)], seed=seed)
    assert list(variant.state.called) == stream
    return known, variant.state.returns()[0], variant.seconds[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=VARIANTS, required=True)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--candidates", type=int)
    parser.add_argument("--futures", type=int)
    parser.add_argument("--depth", type=int)
    parser.add_argument("--screen", type=int)
    parser.add_argument("--finalists", type=int)
    parser.add_argument("--ending", type=int)
    parser.add_argument("--choice", type=float, help="share of the choice advantage at the futures' ends")
    parser.add_argument("--choice-letters", type=int, help="the commonest letters the choice advantage counts")
    parser.add_argument("--see", type=int, default=6, help="letters the oracle sees (default 6)")
    parser.add_argument("--kappa", type=float, default=0.08)
    parser.add_argument("--kept-cache", help="JSON file of the kept expert's scores by seed and game, read and "
                        "written (no version is recorded: delete it when the expert changes)")
    parser.add_argument("--samples", type=int, help="pimc: futures (multisets) per decision")
    parser.add_argument("--pimc-candidates", type=int, help="pimc: cells completed")
    parser.add_argument("--prefix", type=int, help="pimc: letters of each future written in order first")
    parser.add_argument("--below", type=int, help="pimc: only with at most this many letters to come")
    parser.add_argument("--mode", choices=("cells", "leaf"), help="pimc: complete the candidates' futures "
                        "(cells, the default) or end the expert's own lookahead (its --depth) with completions (leaf)")
    parser.add_argument("--mix", type=float, help="pimc leaf: share of the completion's score in a future's end")
    args = parser.parse_args()
    options = {"candidates": args.candidates, "futures": args.futures, "depth": args.depth,
               "screen": args.screen, "finalists": args.finalists, "ending": args.ending,
               "choice": args.choice, "choice_letters": args.choice_letters,
               "see": args.see, "kappa": args.kappa, "samples": args.samples,
               "pimc_candidates": args.pimc_candidates, "prefix": args.prefix, "below": args.below,
               "mode": args.mode, "mix": args.mix}
    cache = {}
    if args.kept_cache and os.path.exists(args.kept_cache):
        with open(args.kept_cache) as f:
            cache = json.load(f)
    jobs = [(i, args.seed, args.variant, {**options, "kept": cache.get(str(args.seed), {})}) for i in range(args.games)]
    started = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(play_pair, jobs, chunksize=1)
    else:
        results = [play_pair(job) for job in jobs]
    kept, variant, seconds = zip(*results)
    if args.kept_cache:
        cache.setdefault(str(args.seed), {}).update({str(i): k for i, k in enumerate(kept)})
        with open(args.kept_cache, "w") as f:
            json.dump(cache, f)
    diffs = [v - k for k, v in zip(kept, variant)]
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    print(f"{args.games} solo streams (seed {args.seed}), variant {args.variant} {options}: "
          f"{time.perf_counter() - started:.0f} s")
    print(f"kept expert {statistics.fmean(kept):.2f}, variant {statistics.fmean(variant):.2f}, "
          f"difference {statistics.fmean(diffs):+.2f} ± {se:.2f} (standard error, paired); "
          f"variant {1000 * sum(seconds) / (36 * len(seconds)):.0f} ms per move")


if __name__ == "__main__":
    main()
