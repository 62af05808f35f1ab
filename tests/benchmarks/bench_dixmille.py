"""Dix Mille figures: turn-table build time, expected points per turn, stop thresholds, Monte Carlo, tournament;
then playing to win: the win table's build time and size, the first player's chance, the fair compensation,
Monte Carlo against the exact chance on a reduced game, the winning bot against the expected-points bot (two
players and three), with 95% intervals.

Run: python tests/benchmarks/bench_dixmille.py [--turns 20000] [--games 1000] [--win-games 400] [--only-win]
     python tests/benchmarks/bench_dixmille.py --solvers 1000,2000 [--solvers-grid 1]  (the two win solvers timed)
     python tests/benchmarks/bench_dixmille.py --fair 500,1000,10000  (the fair compensation, by search)
     python tests/benchmarks/bench_dixmille.py --exact [--cache-dir D] [--ship]  (the full game at every score:
         built in parts, resumable, checked against the grid; --ship writes the package's copy)
The tournament is the shared runner's (three players, seats turned every game); its records give the
number of rounds of each game, hence each bot's points per turn.
"""

def interval(wins: float, games: int) -> str:
    """Return a win rate with its 95% interval (normal approximation), as a percentage."""
    p = wins / games
    half = 1.96 * (p * (1 - p) / games) ** 0.5
    return f"{100 * p:.1f}% ± {100 * half:.1f}% ({wins:g} of {games})"


def match(game, kinds, games, seed):
    """Play ``games`` seeded games with the bots ``kinds`` turned round the seats; return each kind's wins
    (a shared win counts 1/number of winners) and the seconds taken."""
    import random
    import time
    from wordgames.table.loop import play
    wins = {k: 0.0 for k in kinds}
    bots = {k: game.make_bot(k, random.Random(0)) for k in set(kinds)}
    began = time.perf_counter()
    for i in range(games):
        order = kinds[i % len(kinds):] + kinds[:i % len(kinds)]
        end = play(game, [bots[k] for k in order], seed=seed + i).state
        winners = end.winners()
        for w in winners:
            wins[order[w]] += 1 / len(winners)
    return wins, time.perf_counter() - began


def win_figures(args):
    import time
    from wordgames.games.dixmille.game import DixMilleGame
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.wincache import default_model, load_or_build
    from wordgames.games.dixmille.winplay import win_advisor

    model = default_model(TABLES["text"])
    t = time.perf_counter()
    wt, path = load_or_build(model)
    loaded = time.perf_counter() - t
    size = path.stat().st_size if path else 0
    print(f"win table, text table to 10000, grid {model.grid * 50} points, the whole lead counting (banking proven "
          f"best {wt.tm.past * 50} points past the target): built in {wt.seconds:.0f} s ({wt.sweeps} sweeps), "
          f"{size / 1024:.0f} KiB at {path}; loaded in {loaded:.2f} s")
    print(f"  first player's chance of winning (both playing to win): {100 * wt.first_player():.2f}%")
    fair_compensation(10000)
    print(f"  second player's last turn: passes a lead of 500 with {100 * wt.last_turn(10):.1f}%, "
          f"1000 {100 * wt.last_turn(20):.1f}%, 2000 {100 * wt.last_turn(40):.1f}%, 5000 {100 * wt.last_turn(100):.1f}%")

    if not args.no_reduced:
        reduced(args)
    if args.grid_check:
        grid_check()
    for seats in [int(n) for n in args.seats.split(",") if n]:
        game = DixMilleGame({}, seats=seats)
        win_advisor(game)
        kinds = ["winning"] + ["optimal"] * (seats - 1)
        wins, seconds = match(game, kinds, args.win_games, seed=7)
        print(f"{seats} players to 10000, winning against {seats - 1} expected-points bot(s), {args.win_games} games "
              f"(seeds 7-{6 + args.win_games}, seats turned): winning wins {interval(wins['winning'], args.win_games)} "
              f"(even: {100 / seats:.1f}%), {seconds:.0f} s", flush=True)


def reduced(args):
    import random
    import time
    from dataclasses import replace
    from wordgames.games.dixmille.game import DixMilleGame
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.retrograde import build_retrograde
    from wordgames.games.dixmille.wincache import default_model
    from wordgames.table.loop import play
    small = replace(TABLES["text"], target=1000)
    t = time.perf_counter()
    exact = build_retrograde(default_model(small))
    print(f"reduced game to 1000, every score: built in {time.perf_counter() - t:.0f} s ({exact.sweeps} sweeps); "
          f"first player {100 * exact.first_player():.2f}%")
    fair_compensation(1000)
    game = DixMilleGame({"target": 1000}, seats=2)
    bot = game.make_bot("winning", random.Random(0))
    n = 2000
    first = 0.0
    for i in range(n):
        end = play(game, [bot, bot], seed=100 + i).state
        first += 1 / len(end.winners()) if 0 in end.winners() else 0
    print(f"  Monte Carlo, {n} games winning against winning (seeds 100-{99 + n}): the first player wins "
          f"{interval(first, n)}; exact {100 * exact.first_player():.2f}%", flush=True)
    wins, seconds = match(game, ["winning", "optimal"], 2000, seed=5000)
    print(f"  to 1000, winning against the expected-points bot, 2000 games (seeds 5000-6999, seats turned): "
          f"{interval(wins['winning'], 2000)}, {seconds:.0f} s", flush=True)


def fair_compensation(target):
    """Print the fair compensation to ``target`` (the text's table), found by bisection over head starts, each
    solved (on the full game's grid, a head start off the grid is solved again with it among the scores)."""
    import time
    from dataclasses import replace
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.fair import fair_head_start
    from wordgames.games.dixmille.wincache import default_model
    t = time.perf_counter()
    fair = fair_head_start(default_model(replace(TABLES["text"], target=target)))
    if fair is None:
        print(f"to {target}: no head start below the target makes the game fair", flush=True)
        return
    who = "second" if fair.seat == 1 else "first"
    tried = ", ".join(f"{h}: {100 * c:.2f}%" for h, c in sorted(fair.tried))
    print(f"to {target}: fair compensation to the {who} player between {fair.below} and {fair.at} points "
          f"(its chance {100 * fair.below_chance:.2f}% and {100 * fair.at_chance:.2f}%; nearest a half: "
          f"{fair.nearest()}); head starts solved: {tried}; {time.perf_counter() - t:.0f} s", flush=True)


def solvers(targets, grid):
    """Build each model with the Gauss–Seidel sweeps and with the retrograde solver, one after the other."""
    import time
    from dataclasses import replace
    import numpy as np
    from wordgames.games.dixmille.retrograde import build_retrograde
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.turns import Model
    from wordgames.games.dixmille.wincache import default_model
    from wordgames.games.dixmille.winprob import build_win_table
    for target in targets:
        table = replace(TABLES["text"], target=target)
        model = default_model(table) if grid is None else Model(table, grid=grid, extra=default_model(table).extra)
        t = time.perf_counter()
        swept = build_win_table(model)
        ts = time.perf_counter() - t
        t = time.perf_counter()
        retro = build_retrograde(model)
        tr = time.perf_counter() - t
        print(f"to {target}, grid {model.grid * 50}: sweeps {ts:.1f} s ({swept.sweeps}), retrograde {tr:.1f} s "
              f"({retro.sweeps}), ratio {ts / tr:.2f}; largest difference {np.abs(swept.W - retro.W).max():.1e}; "
              f"first player {100 * retro.first_player():.4f}%", flush=True)


def exact_table(args):
    """Build the full game's table at every score (going on from a checkpoint in ``--cache-dir``), print its
    figures and its differences from the grid's table, and with ``--ship`` write the package's copy."""
    import lzma
    import pathlib
    import time
    from dataclasses import replace
    import numpy as np
    from wordgames.games.dixmille import wincache
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.turns import Model
    model = Model(TABLES["text"], grid=1)
    cache = pathlib.Path(args.cache_dir) if args.cache_dir else None
    last = [0.0]

    def report(stage):
        if stage.done == stage.total or time.monotonic() - last[0] > 60:
            last[0] = time.monotonic()
            print(f"  {time.strftime('%H:%M:%S')} sweep {stage.sweep} ({stage.done}/{stage.total}), change of the "
                  f"sweep before {stage.change}", flush=True)

    cpu = time.process_time()
    exact, path = wincache.load_or_build(model, report, cache, threads=2)
    raw = exact.to_bytes()
    packed = lzma.compress(raw, preset=9 | lzma.PRESET_EXTREME)
    print(f"exact table to 10000: {exact.sweeps} sweeps, {exact.seconds:.0f} s of building (all its parts), "
          f"{time.process_time() - cpu:.0f} s CPU in this run; {len(raw) / 1024:.0f} KiB, "
          f"{len(packed) / 1024:.0f} KiB compressed (lzma); first player {100 * exact.first_player():.4f}%")
    grid = wincache.load_or_build(replace(model, grid=wincache.GRID), cache_dir=cache)[0]
    diffs = np.array([abs(grid.W[s, i, j] - exact.value(s, int(a), int(b)))
                      for s in (0, 1) for i, a in enumerate(grid.pts) for j, b in enumerate(grid.pts)])
    between = np.array([abs(grid.value(s, a, b) - exact.W[s, a, b]) for s in (0, 1) for a in range(200)
                        for b in range(200)])
    print(f"  the grid of 500 against it: first player {100 * grid.first_player():.4f}%; at the grid's own "
          f"{grid.size}x{grid.size} scores largest difference {diffs.max():.2e}, mean {diffs.mean():.2e}; at every "
          f"score (interpolated) largest {between.max():.4f}, mean {between.mean():.4f}")
    if args.ship:
        print(f"  shipped: {wincache.ship(exact)}")


def grid_check():
    import time
    from dataclasses import replace
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.turns import Model
    from wordgames.games.dixmille.winprob import build_win_table
    mid = replace(TABLES["text"], target=2000)
    t = time.perf_counter()
    fine = build_win_table(Model(mid, grid=1, extra=2000))
    tf = time.perf_counter() - t
    for grid in (2, 4):
        t = time.perf_counter()
        coarse = build_win_table(Model(mid, grid=grid, extra=2000))
        diff = max(abs(coarse.value(s, int(a), int(b)) - fine.W[s, a, b])
                   for s in (0, 1) for a in range(40) for b in range(40))
        print(f"grid check to 2000: every score {tf:.0f} s, first {100 * fine.first_player():.3f}%; grid {grid * 50}: "
              f"{time.perf_counter() - t:.0f} s, first {100 * coarse.first_player():.3f}%, "
              f"largest difference {diff:.4f}")



if __name__ == "__main__":
    import argparse
    import json
    import pathlib
    import random
    import statistics
    import tempfile
    import time

    from wordgames.games.dixmille.players import CautiousPlayer
    from wordgames.games.dixmille.strategy import OptimalPlayer
    from wordgames.games.dixmille.scoring import TABLES
    from wordgames.games.dixmille.strategy import build_turn_table, turn_scores
    from wordgames.registry import info
    from wordgames.table.tournament import run_tournament

    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=20_000)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--win-games", type=int, default=400)
    parser.add_argument("--only-win", action="store_true")
    parser.add_argument("--seats", default="2,3", help="the match sizes to play to 10000 (none: '')")
    parser.add_argument("--no-reduced", action="store_true", help="skip the reduced game's exact and Monte Carlo")
    parser.add_argument("--grid-check", action="store_true", help="also solve to 2000 at every score and on a grid")
    parser.add_argument("--solvers", default="", help="targets to build with both solvers and time, e.g. 1000,2000")
    parser.add_argument("--solvers-grid", type=int, default=None, help="their grid (units of 50) [default: the game's]")
    parser.add_argument("--fair", default="", help="targets to find the fair compensation of, e.g. 500,1000,10000")
    parser.add_argument("--exact", action="store_true", help="the full game's table at every score (resumable)")
    parser.add_argument("--cache-dir", default=None, help="with --exact: where its table and checkpoint are kept")
    parser.add_argument("--ship", action="store_true", help="with --exact: write the package's copy of the table")
    args = parser.parse_args()
    if args.exact:
        exact_table(args)
        raise SystemExit(0)
    if args.fair:
        for target in args.fair.split(","):
            fair_compensation(int(target))
        raise SystemExit(0)
    if args.solvers:
        solvers([int(t) for t in args.solvers.split(",")], args.solvers_grid)
        raise SystemExit(0)
    if args.only_win:
        args.turns = 0

    tables = {}
    for name, table in (TABLES.items() if not args.only_win else ()):
        t = time.perf_counter()
        tt = tables[name] = build_turn_table(table)
        print(f"table {name!r}: turn values built in {time.perf_counter() - t:.2f} s; "
              f"expected banked points per turn {tt.expected_turn():.2f}")
        print(f"  bank from (points, by dice left): {tt.stop_thresholds()}")

    tt = tables.get("text")
    for label, player in ([("optimal", OptimalPlayer(tt)), ("cautious", CautiousPlayer())] if tt else []):
        t = time.perf_counter()
        scores = turn_scores(player, args.turns, random.Random(11), TABLES["text"])
        se = statistics.stdev(scores) / len(scores) ** 0.5
        print(f"{label}: {len(scores)} solitaire turns (seed 11): mean {statistics.mean(scores):.2f} ± {se:.2f} "
              f"per turn, {100 * scores.count(0) / len(scores):.1f}% lost ({time.perf_counter() - t:.1f} s)")

    win_figures(args)
    if args.only_win:
        raise SystemExit(0)
    records = pathlib.Path(tempfile.mkdtemp(prefix="dixmille-bench-"))
    result = run_tournament(info("dixmille"), "optimal,cautious,random", games=args.games, seed=3,
                            records=str(records))
    rounds = [json.loads(p.read_text(encoding="utf-8"))["result"]["rounds"] for p in sorted(records.glob("*.json"))]
    print(f"tournament, {args.games} three-player games (seed 3), {statistics.mean(rounds):.1f} rounds on average "
          f"({result.seconds:.1f} s):")
    for s in result.standings:
        print(f"  {s.name:<9} wins {s.wins:>7g} ({s.win_rate:.1%}), mean score {s.mean:.0f} ± {s.sd:.0f}, "
              f"{sum(s.scores) / sum(rounds):.1f} per turn, {s.ms_per_move:.2f} ms a move")
