"""The one tournament runner: seeded games between bots and programs, standings with spread and intervals.

The plan it plays (entrants, mode, format, rounds; what is refused) is made in :mod:`wordgames.table.plan`.

Game ``i`` of a tournament seeded ``s`` is the game seeded ``s + i × 1 000 003``
(:func:`~wordgames.table.seeds.game_seed`; game 0 is ``play --seed s``).  How the entrants sit:

``solo``
    every entrant plays game ``i`` alone (a one-seat game): the same dice or
    letters for all, the fairest comparison.
``table``
    all the entrants at one table, one seat each, the seating turned by one
    every game so that each sits first equally often; or, when the game has
    teams and there are as many entrants as teams, each entrant plays every
    seat of one team, the teams' colours swapped every game.

And in which format: ``round-robin`` (the default) plays every game with
every entrant, as above, or, when there are more entrants than a table of
the game seats and a table of two (or of two teams) is played, every
entrant against every other two at a time, in the fixed rounds of
:func:`~wordgames.table.swiss.round_robin`, ``games`` games a pair;
``swiss`` (:mod:`wordgames.table.swiss`) pairs the
entrants two by two, round after round, from the standings so far, and each
pairing plays ``games`` games at a table of two (or of two teams), the seats
turned every game.  Its games are numbered round by round, board by board,
so game ``i`` is still seeded ``s + i × 1 000 003``, and the games of a round
are played at once (``jobs``, a cluster) with the same outcomes as in one
process: a round is paired from the outcomes of the rounds before it only.

An entrant's score in a game is its seat's return (its team's, in a team
game); the top score wins the game, a tie for the top shares the win.  The
results do not depend on ``jobs``.  Before it forks its workers, the runner
has the game build what its bots build on first use and keep for every game
(:meth:`~wordgames.game.Game.prepare`), and freezes the garbage collector's
view of the parent's objects (:func:`gc.freeze`), so that the workers inherit
those tables, shared copy-on-write, instead of each building its own.

>>> from wordgames.registry import info
>>> result = run_tournament(info("croquet"), "perfect,random", games=4, seed=1)
>>> [(s.name, s.games, s.wins) for s in result.standings]
[('perfect', 4, 4.0), ('random', 4, 0.0)]
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import time
from typing import Callable, Iterator, Sequence

from wordgames.errors import FileWriteError, OptionError
from wordgames.files import os_reason
from wordgames.i18n import _
from wordgames.descriptor import GameDescriptor
from wordgames.table import reaper
from wordgames.table.ending import quiet_worker
from wordgames.table.loop import faults_of, play, seated, tell_the_end
from wordgames.table.program import TIME_LIMIT, ProgramPlayer
from wordgames.table.plan import FORMATS, MODES, Plan, Sitting, in_pairs, paired_plan, plan   # noqa: F401 (imported from here too)
from wordgames.table.seats import BOT, SeatSpec
from wordgames.table.seeds import game_seed, seat_rng
from wordgames.table.session import Session
from wordgames.table.standings import (ROUND_ROBIN, SWISS, GameOutcome, PlayedRound, Standing, TournamentResult,
                                       shares)
from wordgames.table.swiss import BYE_POINTS, buchholz, match_points, pairings, records_of, round_robin

Progress = Callable[[str, int, int], None]
"""``progress(label, done, total)``: told how far a table a bot needs is built."""

MAX_GAMES = 1_000_000


def _player(p: Plan, spec: SeatSpec, seat: int, seed: int, names: list[str], progress: Progress | None = None):
    """Return the player of one seat of one game, with its own seeded generator (``progress``: as for
    :meth:`~wordgames.game.Game.make_bot`)."""
    if spec.kind == BOT:
        return p.game.make_bot(spec.bot, seat_rng(seed, seat), p.settings, progress=progress)
    return ProgramPlayer(spec.command or "", p.game, seat, names, time_limit=p.time_limit)


def _one(p: Plan, index: int, entrants: list[int], save_as: str | None,
         progress: Progress | None = None) -> tuple[list[float], list[float], list[int], list[tuple[int, str]]]:
    """Play one game with ``entrants[seat]`` in each seat; return per-seat returns, seconds, decisions, faults."""
    seed = game_seed(p.seed, index)
    names = [p.entrants[k].name for k in entrants]
    specs = [p.entrants[k] for k in entrants]
    players = [_player(p, spec, seat, seed, names, progress) for seat, spec in enumerate(specs)]
    state = p.game.new_initial_state()
    session = Session.start(p.game, specs, seed, p.settings) if save_as else None
    watch = (lambda step: session.record(p.game, step.action, step.after)) if session else None
    with seated(players, state):
        played = play(p.game, players, seed=seed, state=state, watch=watch)
        tell_the_end(players, played.state)
    if session is not None:
        session.save(save_as)
    faults = [(f.seat, f.describe(names[f.seat])) for f in faults_of(players)]
    return (played.state.returns(), p.game.scores(played.state)), played.seconds, played.decisions, faults


def play_one(p: Plan, index: int, *, seats: Sequence[int] | None = None,
             progress: Progress | None = None) -> GameOutcome:
    """Play game ``index`` of the tournament and return its outcome, entrants in their listed order.

    ``seats``: the entrant in each seat (a Swiss pairing's game; only they are in the outcome), None: the
    plan's seating.  ``progress(label, done, total)`` is told how far a table a bot needs is built (None: not told).
    """
    n = len(p.entrants)
    seed = game_seed(p.seed, index)
    record = (lambda tag: os.path.join(p.records, f"game-{index + 1:05d}{tag}.json")) if p.records else None
    if p.mode == "solo":
        scores, seconds, decisions, faults = [], [], [], []
        for k in range(n):
            (_, returns), secs, decs, found = _one(p, index, [k], record(f"-{k + 1}") if record else None,
                                              progress)
            scores.append(returns[0])
            seconds.append(secs[0])
            decisions.append(decs[0])
            faults.extend((k, line) for _, line in found)
        return GameOutcome(index, seed, tuple(scores), tuple(seconds), tuple(decisions), tuple(faults))
    order = list(seats) if seats is not None else p.seating(index)
    (returns, points), secs, decs, found = _one(p, index, order, record("") if record else None, progress)
    who = sorted(set(order)) if seats is not None else list(range(n))
    place = {k: i for i, k in enumerate(who)}
    scores, results = [0.0] * len(who), [0.0] * len(who)
    seconds, decisions = [0.0] * len(who), [0] * len(who)
    scored = set()
    for seat, k in enumerate(order):
        if k not in scored:
            scores[place[k]], results[place[k]] = points[seat], returns[seat]
            scored.add(k)
        seconds[place[k]] += secs[seat]
        decisions[place[k]] += decs[seat]
    faults = tuple((order[seat], line) for seat, line in found)
    return GameOutcome(index, seed, tuple(scores), tuple(seconds), tuple(decisions), faults, tuple(results),
                       tuple(who) if seats is not None else ())


def tally(p: Plan, outcomes: Sequence[GameOutcome]) -> list[Standing]:
    """Return the standings of a list of game outcomes."""
    standings = [Standing(e.name, e.spec) for e in p.entrants]
    for o in outcomes:
        who = o.entrants or range(len(o.scores))
        winners = shares(o)
        for k, s, secs, decs in zip(who, o.scores, o.seconds, o.decisions):
            st = standings[k]
            if st.best_game is None or s > max(st.scores):
                st.best_game, st.best_seed = o.index, o.seed
            st.scores.append(s)
            st.seconds += secs
            st.decisions += decs
            st.wins += winners.get(k, 0.0)
        for k, _fault in o.faults:
            standings[k].faults += 1
    return standings


def prepare(p: Plan, *, progress: Progress | None = None) -> None:
    """Build now what the plan's game and bots build on first use and keep for every game (:meth:`Game.prepare`;
    ``progress`` is told how far a table is built)."""
    p.game.prepare(tuple(dict.fromkeys(s.bot for s in p.entrants if s.kind == BOT)), p.settings, progress=progress)


_worker: dict = {}


def _worker_game(sitting: Sitting) -> GameOutcome:
    """Play one game in a worker process (the plan, lexicon included, was inherited at fork)."""
    return play_one(_worker["plan"], sitting.index, seats=sitting.seats, progress=_worker["progress"])


def schedule(p: Plan, games: int, outcomes: list[GameOutcome], rounds: list[PlayedRound]) -> Iterator[list[Sitting]]:
    """Yield the games of the tournament a batch at a time, each batch's games to be played at once.

    A round robin at one table is one batch of ``games`` games.  Played in
    pairs it is a batch a round: a Swiss, before pairing a round, reads the
    outcomes of the rounds before it from ``outcomes`` (which the caller
    fills, in game order, with every game of a batch before asking for the
    next); a round robin's rounds are fixed.  Each round played is added to
    ``rounds``, and ``games`` is then the number of games of each pairing.
    """
    if not p.paired:
        yield [Sitting(index) for index in range(games)]
        return
    n = len(p.entrants)
    fixed = round_robin(n) if p.format != SWISS else None
    for number in range(p.rounds):
        rnd = next(fixed) if fixed else pairings(records_of(n, [(r.round, r.firsts) for r in rounds]))
        start = number * (n // 2) * games
        yield [Sitting(start + board * games + game, p.pairing_seats(pair, game))
               for board, pair in enumerate(rnd.pairs) for game in range(games)]
        firsts = []
        for board, (first, second) in enumerate(rnd.pairs):
            wins = {first: 0.0, second: 0.0}
            for o in outcomes[start + board * games:start + (board + 1) * games]:
                for k, share in shares(o).items():
                    wins[k] += share
            firsts.append(match_points(wins[first], wins[second]))
        rounds.append(PlayedRound(rnd, tuple(firsts)))


def run_tournament(entry: GameDescriptor, entrants: str | Sequence[str], games: int, seed: int = 1, *,
                   mode: str | None = None, format: str = ROUND_ROBIN, rounds: int | None = None,
                   jobs: int = 1, rules: dict | None = None,
                   settings: dict | None = None, lexicon=None, time_limit: float = TIME_LIMIT,
                   records: str | None = None,
                   on_game: Callable[[GameOutcome], None] | None = None,
                   progress: Progress | None = None) -> TournamentResult:
    """Play ``games`` seeded games (a Swiss: ``games`` a pairing) and return the standings (see :func:`plan` and
    :func:`run_plan`)."""
    p = plan(entry, entrants, rules=rules, settings=settings, seed=seed, mode=mode, lexicon=lexicon,
             time_limit=time_limit, records=records, format=format, rounds=rounds)
    return run_plan(p, games, jobs=jobs, on_game=on_game, progress=progress)


def run_plan(p: Plan, games: int, *, jobs: int = 1, on_game: Callable[[GameOutcome], None] | None = None,
             progress: Progress | None = None) -> TournamentResult:
    """Play ``games`` games of the plan (a Swiss: ``games`` a pairing, round after round) and return the standings.

    ``jobs`` > 1 plays games in that many processes (where the system can
    fork), with the same outcomes as one: the game's tables are built first
    (:func:`prepare`) and inherited; a Swiss's rounds are played one after
    another, each round's games at once (:func:`schedule`).  ``on_game`` is called after each game,
    in order.  ``progress(label, done, total)`` is told how far a table a
    bot needs is built (None: not told).  When the run is ended early (Ctrl-C, or a signal made an
    exception by :mod:`~wordgames.table.ending`), the workers are ended
    quietly, each closing its programs, and what any of them left behind is
    ended here.
    """
    check_games(p, games)
    outcomes: list[GameOutcome] = []
    rounds: list[PlayedRound] = []
    started = time.perf_counter()
    total = p.games_played(games)

    def take(o: GameOutcome) -> None:
        outcomes.append(o)
        if on_game is not None:
            on_game(o)

    if jobs > 1 and total > 1 and "fork" in multiprocessing.get_all_start_methods():
        prepare(p, progress=progress)
        _worker["plan"], _worker["progress"] = p, progress
        programs = any(e.kind != BOT for e in p.entrants)
        if programs:
            reaper.become_subreaper()      # a program a worker leaves behind is re-parented here, to be ended
        before = reaper.children()
        gc.freeze()  # the workers' collections leave the inherited objects alone: their pages stay shared
        try:
            with multiprocessing.get_context("fork").Pool(min(jobs, total), initializer=quiet_worker) as pool:
                for batch in schedule(p, games, outcomes, rounds):
                    for o in pool.imap(_worker_game, batch):
                        take(o)
                pool.close()               # every game played: the workers are told to finish and leave by
                pool.join()                # themselves, not ended by a signal on the way out of the pool
        except BaseException:
            if programs:                   # ended early (a signal, Ctrl-C): the workers' programs end too
                workers = {child.pid for child in multiprocessing.active_children()}   # a pool cut short: they
                reaper.end_orphans(before | workers)   # are the interpreter's to end at exit, and to collect
            raise
        finally:
            gc.unfreeze()
            _worker.clear()
    else:
        for batch in schedule(p, games, outcomes, rounds):
            for sitting in batch:
                take(play_one(p, sitting.index, seats=sitting.seats, progress=progress))
    return result_of(p, outcomes, time.perf_counter() - started, rounds)


def check_games(p: Plan, games: int) -> None:
    """Refuse a number of games out of range; make the records folder (before any game is played)."""
    if not 1 <= games <= MAX_GAMES:
        raise OptionError(_("a tournament has 1 to {most} games, not {n}").format(most=MAX_GAMES, n=games), option="games")
    if p.games_played(games) > MAX_GAMES:
        raise OptionError(_("a tournament has 1 to {most} games, not {n} (rounds × pairings × games a pairing: "
                            "{rounds} × {boards} × {games})").format(most=MAX_GAMES, n=p.games_played(games), rounds=p.rounds,
                                                     boards=len(p.entrants) // 2, games=games), option="games")
    if p.records is not None:
        try:
            os.makedirs(p.records, exist_ok=True)
        except OSError as e:
            raise FileWriteError(p.records, os_reason(e)) from None


def result_of(p: Plan, outcomes: list[GameOutcome], seconds: float,
              rounds: Sequence[PlayedRound] = ()) -> TournamentResult:
    """Return the tournament's result: the standings of ``outcomes`` (in game order), played in ``seconds``
    (played in pairs: in the ``rounds`` played, each entrant's points and Buchholz too; a bye scores in a
    Swiss, not in a round robin, where every entrant of an odd field has one)."""
    standings = tally(p, outcomes)
    if p.paired:
        records = records_of(len(standings), [(r.round, r.firsts) for r in rounds],
                             bye=BYE_POINTS if p.format == SWISS else 0.0)
        for k, st in enumerate(standings):
            st.points, st.buchholz = records[k].points, buchholz(records, k)
    return TournamentResult(p.entry.name, p.mode, p.seed, p.game.rules_dict(), standings, outcomes, seconds,
                            p.format, list(rounds))
