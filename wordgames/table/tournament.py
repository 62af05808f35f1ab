"""The one tournament runner: seeded games between bots and programs, standings with spread and intervals.

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
import math
import multiprocessing
import os
import statistics
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from wordgames.errors import FileWriteError, OptionError, Param, SeatsError
from wordgames.files import os_reason
from wordgames.i18n import _
from wordgames.descriptor import BOTS, GameDescriptor, played_by, seats_text
from wordgames.table import reaper
from wordgames.table.ending import quiet_worker
from wordgames.table.loop import faults_of, play, seated, tell_the_end
from wordgames.table.program import TIME_LIMIT, ProgramPlayer
from wordgames.table.seats import BOT, SeatSpec, parse_seats
from wordgames.table.seeds import game_seed, seat_rng
from wordgames.table.session import Session

Progress = Callable[[str, int, int], None]
"""``progress(label, done, total)``: told how far a table a bot needs is built."""

MODES = ("solo", "table")
Z95 = 1.959964  # the normal quantile of a two-sided 95 % interval
MAX_GAMES = 1_000_000


@dataclass(frozen=True)
class GameOutcome:
    """One game of the tournament, entrants in their listed order: scores, seconds, decisions, fault lines."""

    index: int
    seed: int
    scores: tuple[float, ...]
    seconds: tuple[float, ...]
    decisions: tuple[int, ...]
    faults: tuple[tuple[int, str], ...] = ()  # (entrant, what happened)
    results: tuple[float, ...] = ()           # the returns, when they are not the scores (who won)


@dataclass
class Standing:
    """One entrant's record over the tournament."""

    name: str
    spec: str
    scores: list[float] = field(default_factory=list)
    wins: float = 0.0
    seconds: float = 0.0
    decisions: int = 0
    faults: int = 0
    best_game: int | None = None
    best_seed: int | None = None

    @property
    def games(self) -> int:
        return len(self.scores)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.0

    @property
    def sd(self) -> float:
        """Return the sample standard deviation of the scores."""
        return statistics.stdev(self.scores) if len(self.scores) > 1 else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """Return the normal-approximation 95 % interval of the mean score."""
        half = Z95 * self.sd / math.sqrt(self.games) if self.games else 0.0
        return self.mean - half, self.mean + half

    @property
    def best(self) -> float | None:
        return max(self.scores) if self.scores else None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ms_per_move(self) -> float:
        return 1000 * self.seconds / self.decisions if self.decisions else 0.0

    def to_dict(self) -> dict:
        low, high = self.ci95
        return {"name": self.name, "player": self.spec, "games": self.games, "mean": round(self.mean, 4),
                "sd": round(self.sd, 4), "ci95": [round(low, 4), round(high, 4)], "best": self.best,
                "best_game": self.best_game, "best_seed": self.best_seed, "wins": round(self.wins, 4), "win_rate": round(self.win_rate, 4),
                "ms_per_move": round(self.ms_per_move, 3), "faults": self.faults}


@dataclass
class TournamentResult:
    """The standings (entrants in their listed order), every game's outcome, and how it was played."""

    game: str
    mode: str
    seed: int
    rules: dict
    standings: list[Standing]
    outcomes: list[GameOutcome]
    seconds: float = 0.0

    def to_dict(self) -> dict:
        return {"game": self.game, "mode": self.mode, "games": len(self.outcomes), "seed": self.seed,
                "rules": self.rules, "players": [s.to_dict() for s in self.standings],
                "outcomes": [{"game": o.index, "seed": o.seed, "scores": list(o.scores),
                              **({"results": list(o.results)} if o.results else {})} for o in self.outcomes]}


@dataclass(frozen=True)
class Plan:
    """How a tournament is played: the game, the entrants, the mode, and who sits where in game ``i``."""

    entry: GameDescriptor
    game: object
    entrants: tuple[SeatSpec, ...]
    mode: str
    seed: int
    settings: dict
    time_limit: float
    teams: tuple[int, ...] | None = None
    records: str | None = None

    def seating(self, index: int) -> list[int]:
        """Return the entrant in each seat of game ``index`` (``table`` mode).

        One seat each: the table turns by one a game; teams: entrant ``k``
        plays every seat of team ``(k + index) % teams``.
        """
        n = len(self.entrants)
        if self.teams is not None:
            return [(team - index) % n for team in self.teams]
        return [(index + seat) % n for seat in range(n)]


def plan(entry: GameDescriptor, entrants: str | Sequence[str], *, rules: dict | None = None,
         settings: dict | None = None, seed: int = 1, mode: str | None = None, lexicon=None,
         time_limit: float = TIME_LIMIT, records: str | None = None, seats_at_table: int | None = None) -> Plan:
    """Return the plan of a tournament of ``entry`` between ``entrants`` (bots and ``cmd:`` programs).

    ``seats_at_table`` chooses the table of a game played by several
    numbers of players (Змейка for 2 or 4): by default the game's own; two
    entrants at a table of four play as teams.
    """
    seats = parse_seats(entrants, entry.bot_names, people=False)
    mode = mode or entry.tournament_mode
    if mode not in MODES:
        raise OptionError(_("unknown mode {mode!r} (choose solo or table)").format(mode=mode), option="mode")
    chosen = {**entry.defaults(BOTS), **(settings or {})}
    if mode == "solo":
        if 1 not in entry.seats:
            raise SeatsError(_("{title} is not played alone: use {mode} table"), title=_(entry.title), mode=Param("mode"),
                             option="mode")
        return Plan(entry, entry.load(rules, 1, lexicon), tuple(seats), mode, seed, chosen, time_limit,
                    records=records)
    if seats_at_table is not None and seats_at_table not in entry.seats:
        raise SeatsError(played_by(entry, seats_at_table), option="seats")
    default = entry.load(rules, seats_at_table, lexicon)
    teams = default.teams()
    if teams is not None and len(set(teams)) == len(seats) and len(seats) != default.seats:
        return Plan(entry, default, tuple(seats), mode, seed, chosen, time_limit, tuple(teams), records)
    if seats_at_table is not None and len(seats) != seats_at_table:
        message = (_("{n} entrants cannot fill a table of {seats} (teams: {teams} entrants)") if teams
                   else _("{n} entrants cannot fill a table of {seats}"))
        raise SeatsError(message.format(n=len(seats), seats=seats_at_table, teams=len(set(teams or ()))),
                         option="players")
    if len(seats) not in entry.seats:
        message = (_("{title} is played by {seats}; {n} entrants cannot sit at one table (use {mode} solo)")
                   if 1 in entry.seats else _("{title} is played by {seats}; {n} entrants cannot sit at one table"))
        raise SeatsError(message, title=_(entry.title), seats=seats_text(entry.seats), n=len(seats), mode=Param("mode"),
                         option="players")
    game = entry.load(rules, len(seats), lexicon)
    return Plan(entry, game, tuple(seats), mode, seed, chosen, time_limit, None, records)


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


def play_one(p: Plan, index: int, *, progress: Progress | None = None) -> GameOutcome:
    """Play game ``index`` of the tournament and return its outcome, entrants in their listed order.

    ``progress(label, done, total)`` is told how far a table a bot needs is built (None: not told).
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
    order = p.seating(index)
    (returns, points), secs, decs, found = _one(p, index, order, record("") if record else None, progress)
    scores, results = [0.0] * n, [0.0] * n
    seconds, decisions = [0.0] * n, [0] * n
    scored = set()
    for seat, k in enumerate(order):
        if k not in scored:
            scores[k], results[k] = points[seat], returns[seat]
            scored.add(k)
        seconds[k] += secs[seat]
        decisions[k] += decs[seat]
    faults = tuple((order[seat], line) for seat, line in found)
    return GameOutcome(index, seed, tuple(scores), tuple(seconds), tuple(decisions), faults, tuple(results))


def tally(p: Plan, outcomes: Sequence[GameOutcome]) -> list[Standing]:
    """Return the standings of a list of game outcomes."""
    standings = [Standing(e.name, e.spec) for e in p.entrants]
    for o in outcomes:
        judged = o.results or o.scores
        top = max(judged)
        winners = [k for k, s in enumerate(judged) if s == top]
        for k, s in enumerate(o.scores):
            st = standings[k]
            if st.best_game is None or s > max(st.scores):
                st.best_game, st.best_seed = o.index, o.seed
            st.scores.append(s)
            st.seconds += o.seconds[k]
            st.decisions += o.decisions[k]
            if k in winners:
                st.wins += 1 / len(winners)
        for k, _fault in o.faults:
            standings[k].faults += 1
    return standings


def prepare(p: Plan, *, progress: Progress | None = None) -> None:
    """Build now what the plan's game and bots build on first use and keep for every game (:meth:`Game.prepare`;
    ``progress`` is told how far a table is built)."""
    p.game.prepare(tuple(dict.fromkeys(s.bot for s in p.entrants if s.kind == BOT)), p.settings, progress=progress)


_worker: dict = {}


def _worker_game(index: int) -> GameOutcome:
    """Play one game in a worker process (the plan, lexicon included, was inherited at fork)."""
    return play_one(_worker["plan"], index, progress=_worker["progress"])


def run_tournament(entry: GameDescriptor, entrants: str | Sequence[str], games: int, seed: int = 1, *,
                   mode: str | None = None, jobs: int = 1, rules: dict | None = None,
                   settings: dict | None = None, lexicon=None, time_limit: float = TIME_LIMIT,
                   records: str | None = None,
                   on_game: Callable[[GameOutcome], None] | None = None,
                   progress: Progress | None = None) -> TournamentResult:
    """Play ``games`` seeded games and return the standings (see :func:`plan` and :func:`run_plan`)."""
    p = plan(entry, entrants, rules=rules, settings=settings, seed=seed, mode=mode, lexicon=lexicon,
             time_limit=time_limit, records=records)
    return run_plan(p, games, jobs=jobs, on_game=on_game, progress=progress)


def run_plan(p: Plan, games: int, *, jobs: int = 1, on_game: Callable[[GameOutcome], None] | None = None,
             progress: Progress | None = None) -> TournamentResult:
    """Play ``games`` games of the plan and return the standings.

    ``jobs`` > 1 plays games in that many processes (where the system can
    fork), with the same outcomes as one: the game's tables are built first
    (:func:`prepare`) and inherited.  ``on_game`` is called after each game,
    in order.  ``progress(label, done, total)`` is told how far a table a
    bot needs is built (None: not told).  When the run is ended early (Ctrl-C, or a signal made an
    exception by :mod:`~wordgames.table.ending`), the workers are ended
    quietly, each closing its programs, and what any of them left behind is
    ended here.
    """
    check_games(p, games)
    outcomes: list[GameOutcome] = []
    started = time.perf_counter()

    def take(o: GameOutcome) -> None:
        outcomes.append(o)
        if on_game is not None:
            on_game(o)

    if jobs > 1 and games > 1 and "fork" in multiprocessing.get_all_start_methods():
        prepare(p, progress=progress)
        _worker["plan"], _worker["progress"] = p, progress
        programs = any(e.kind != BOT for e in p.entrants)
        if programs:
            reaper.become_subreaper()      # a program a worker leaves behind is re-parented here, to be ended
        before = reaper.children()
        gc.freeze()  # the workers' collections leave the inherited objects alone: their pages stay shared
        try:
            with multiprocessing.get_context("fork").Pool(min(jobs, games), initializer=quiet_worker) as pool:
                for o in pool.imap(_worker_game, range(games)):
                    take(o)
        except BaseException:
            if programs:                   # ended early (a signal, Ctrl-C): the workers' programs end too
                workers = {child.pid for child in multiprocessing.active_children()}   # a pool cut short: they
                reaper.end_orphans(before | workers)   # are the interpreter's to end at exit, and to collect
            raise
        finally:
            gc.unfreeze()
            _worker.clear()
    else:
        for index in range(games):
            take(play_one(p, index, progress=progress))
    return result_of(p, outcomes, time.perf_counter() - started)


def check_games(p: Plan, games: int) -> None:
    """Refuse a number of games out of range; make the records folder (before any game is played)."""
    if not 1 <= games <= MAX_GAMES:
        raise OptionError(_("a tournament has 1 to {most} games, not {n}").format(most=MAX_GAMES, n=games), option="games")
    if p.records is not None:
        try:
            os.makedirs(p.records, exist_ok=True)
        except OSError as e:
            raise FileWriteError(p.records, os_reason(e)) from None


def result_of(p: Plan, outcomes: list[GameOutcome], seconds: float) -> TournamentResult:
    """Return the tournament's result: the standings of ``outcomes`` (in game order), played in ``seconds``."""
    return TournamentResult(p.entry.name, p.mode, p.seed, p.game.rules_dict(), tally(p, outcomes), outcomes, seconds)
