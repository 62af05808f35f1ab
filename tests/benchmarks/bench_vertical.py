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

``--partners N [--seed S]`` plays instead N games of 3x3 (36 and 52 cards,
deals seeded S, S+1, …) between two searching teams: one sees what its seats
may see (the partners' cards as a whole, section 2), the other is handed each
partner's hand (what the view showed before), colours swapped every game.  It
measures what the partners' split is worth to the bot.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time

from wordgames.games.vertical.deal import deal
from wordgames.games.vertical.search import SearchBot
from wordgames.games.vertical.table import Table
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


def told_partners(state, seat: int):
    """Return ``seat``'s view with each partner's hand filled in from ``state`` (more than the seat may see)."""
    view = state.view(seat)
    hands = tuple(state.hands[h] if h % 2 == view.team else cards for h, cards in enumerate(view.hands))
    return dataclasses.replace(view, hands=hands, partner_pool=frozenset())


def partners_match(games: int, rollouts: int, deck: int, seed: int = 1) -> tuple[int, int, int]:
    """Return (wins, draws, losses) of the team seeing its view against the team told its partners' hands."""
    record = [0, 0, 0]
    for i in range(games):
        state = deal(Table.for_mode("3x3", deck_size=deck), random.Random(seed + i))
        fair_team = i % 2                      # the fair team is Red in even games, Black in odd ones
        bot = SearchBot(random.Random(1000 + seed + i), rollouts=rollouts)
        while not state.is_terminal():
            seat = state.current_player()
            view = state.view(seat) if seat % 2 == fair_team else told_partners(state, seat)
            state = state.apply(bot.choose(view))
        result = state.returns()[fair_team]
        record[0 if result > 0 else 1 if result == 0 else 2] += 1
    return tuple(record)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rollouts", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--partners", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed (--partners)")
    args = parser.parse_args()
    started = time.perf_counter()
    if args.partners:
        for deck in (36, 52):
            wins, draws, losses = partners_match(args.partners, args.rollouts, deck, args.seed)
            print(f"search seeing the partner pool vs search told each partner's hand, 3x3, {deck} cards, "
                  f"seeds {args.seed}–{args.seed + args.partners - 1}: "
                  f"{args.partners} games, wins {wins}, draws {draws}, losses {losses}, "
                  f"score {(wins + draws / 2) / args.partners:.1%}; {time.perf_counter() - started:.0f} s",
                  flush=True)
        raise SystemExit(0)
    n, quarter, j, k = args.games, max(1, args.games // 4), args.jobs, args.rollouts
    report(f"search ({k} rollouts) vs greedy, 2x2, 36 cards", match("search", "greedy", n, j, k, mode="2x2"))
    report("greedy vs random, 2x2, 36 cards", match("greedy", "random", n, j, k, mode="2x2"))
    report("search vs greedy, 2x2, 52 cards", match("search", "greedy", quarter, j, k, mode="2x2", deck=52))
    report("search vs greedy, 3x3, 52 cards", match("search", "greedy", quarter, j, k, mode="3x3", deck=52))
    report("search vs greedy, 1x1, 36 cards", match("search", "greedy", quarter, j, k, mode="1x1"))
    report("search vs greedy, 3p (solo red), 36 cards", match("search", "greedy", quarter, j, k, mode="3p"))
    print(f"total {time.perf_counter() - started:.0f} s")
