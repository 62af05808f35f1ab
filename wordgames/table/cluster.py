"""Championships that outgrow one machine: a tournament's games played by the workers of a Dask cluster.

``address`` names the cluster: ``tcp://HOST:8786`` (any address a Dask
scheduler listens on) for a running one, ``local:N`` for one started here
with ``N`` worker processes and closed after.  The plan is pickled once and
sent to every worker (:meth:`distributed.Client.scatter`, broadcast), where
it stays for the whole run: its lexicon and whatever its bots build on first
use (:meth:`~wordgames.game.Game.prepare`) are built once per worker and kept
for every game that worker plays.  A lexicon is sent without its indexes and
builds them there (:meth:`~wordgames.lexicon.core.Lexicon.__getstate__`).

Game ``i`` depends on its index only (:func:`~wordgames.table.seeds.game_seed`
and the seats' generators drawn from it), so the outcomes are the same, game
by game, as with ``--jobs`` or in one process, whichever worker plays which
game and in whatever order they end.  A Swiss sends its rounds one after
another, each when the one before it has ended and been paired from.

Programs (``cmd:`` seats) run on the workers: each must be found there as it
is here (the same path, or a name on the workers' ``PATH``; a relative path
is read from the folder the worker was started in).  Before the first game
every worker is asked to find them (:func:`missing_programs`), and the run is
refused if one cannot.  Records (``--records``) are written by the workers:
give a folder every worker can write to, the same for all (a shared one).

Needs the ``cluster`` extra (``pip install 'wordgames[cluster]'``).

>>> local_workers("local:3"), local_workers("tcp://10.0.0.5:8786")
(3, None)
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import time
from typing import Callable, Iterable, Iterator

from wordgames.errors import ArgumentError, OptionError, Param, SeatsError
from wordgames.files import os_reason
from wordgames.i18n import _, language, set_language
from wordgames.table.program import program_argv
from wordgames.table.seats import BOT
from wordgames.table.tournament import (GameOutcome, Plan, PlayedRound, Sitting, TournamentResult, check_games,
                                        play_one, result_of, schedule)

LOCAL = "local:"
MAX_LOCAL_WORKERS = 256
CONNECT_TIMEOUT = 5.0   # seconds a scheduler has to answer
QUIET_SCHEDULER = {"dashboard_address": "127.0.0.1:0"}
"""No dashboard, and the scheduler's small HTTP server (health checks) on a free local port, not on 8787."""
AHEAD = 4               # games waiting at the scheduler for each worker thread (the rest are sent as these end)


def local_workers(address: str) -> int | None:
    """Return the number of workers of a ``local:N`` address, or None for the address of a running scheduler.

    >>> local_workers("local:x")
    Traceback (most recent call last):
    ...
    wordgames.errors.OptionError: cluster: local:N takes a number of workers from 1 to 256, not 'x'
    """
    if not address.startswith(LOCAL):
        return None
    count = address[len(LOCAL):]
    if not (count.isascii() and count.isdigit() and 1 <= int(count) <= MAX_LOCAL_WORKERS):
        raise OptionError(_("{cluster}: local:N takes a number of workers from 1 to {most}, not {n!r}"),
                          cluster=Param("cluster"), most=MAX_LOCAL_WORKERS, n=count, option="cluster")
    return int(count)


def _distributed():
    """Return the :mod:`distributed` module, or refuse in one line when the extra is not installed."""
    try:
        import distributed    # deferred: an optional extra, and heavy (cold start)
    except ImportError:
        raise OptionError(_("{cluster} needs Dask: pip install 'wordgames[cluster]'"), cluster=Param("cluster"),
                          option="cluster") from None
    return distributed


@contextlib.contextmanager
def connected(address: str, timeout: float = CONNECT_TIMEOUT) -> Iterator[object]:
    """Yield a :class:`distributed.Client` of the cluster at ``address`` (``local:N``: one started and closed here)."""
    distributed = _distributed()
    workers = local_workers(address)
    if workers is not None:
        with distributed.LocalCluster(n_workers=workers, processes=True, threads_per_worker=1,
                                      dashboard_address=None, silence_logs=logging.ERROR,
                                      scheduler_kwargs=QUIET_SCHEDULER) as cluster, \
                distributed.Client(cluster) as client:
            yield client
        return
    try:
        client = distributed.Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError):
        raise OptionError(_("{cluster}: no Dask scheduler answered at {address} within {seconds} s"),
                          cluster=Param("cluster"), address=address, seconds=f"{timeout:g}",
                          option="cluster") from None
    with client:
        try:
            client.wait_for_workers(1, timeout=timeout)
        except (OSError, TimeoutError):
            raise OptionError(_("{cluster}: the Dask scheduler at {address} has no workers (start some: dask worker "
                                "{address})"), cluster=Param("cluster"), address=address, option="cluster") from None
        yield client


def _worker_problems(commands: tuple[str, ...], records: str | None, lang: str) -> list[str]:
    """Return what keeps this worker from playing (run on each worker): programs it cannot run, a records
    folder it cannot make."""
    set_language(lang)
    problems = []
    for command in commands:
        try:
            program_argv(command)
        except ArgumentError as e:
            problems.append(str(e))
    if records is not None:
        try:
            os.makedirs(records, exist_ok=True)
        except OSError as e:
            problems.append(_("cannot make the folder {path!r}: {reason}").format(path=records, reason=os_reason(e)))
    return problems


def missing_programs(client, p: Plan) -> None:
    """Refuse, in one line naming the worker, when a worker cannot run a program of the plan or make its records
    folder."""
    commands = tuple(dict.fromkeys(e.command or "" for e in p.entrants if e.kind != BOT))
    if not commands and p.records is None:
        return
    for worker, problems in sorted(client.run(_worker_problems, commands, p.records, language()).items()):
        if problems:
            raise SeatsError(_("the cluster's worker {worker} cannot play: {problem} (a cmd: program must be found "
                               "on every worker, at the same path)"), worker=worker, problem=problems[0],
                             option="players")


def _game(p: Plan, sitting: Sitting, lang: str) -> GameOutcome:
    """Play one game on a worker (``p``: the worker's copy of the plan, kept for every game it plays)."""
    set_language(lang)    # fault lines are written on the worker, in the caller's language
    return play_one(p, sitting.index, seats=sitting.seats)


def _play_batch(client, shipped, batch: list[Sitting], lang: str,
                on_game: Callable[[GameOutcome], None] | None) -> list[GameOutcome]:
    """Play a batch of games on the cluster (``shipped``: the plan, on every worker); return them in game order."""
    distributed = _distributed()
    outcomes: dict[int, GameOutcome] = {}
    threads = max(1, sum(client.nthreads().values()))
    upcoming = iter(batch)
    sent = set()

    def send(sitting: Sitting):
        future = client.submit(_game, shipped, sitting, lang, pure=False)
        sent.add(future)
        return future

    arriving = distributed.as_completed([send(sitting) for sitting in itertools.islice(upcoming, AHEAD * threads)])
    try:
        for future in arriving:
            outcome = future.result()
            sent.discard(future)
            future.release()    # the outcome is here: the cluster may forget it
            outcomes[outcome.index] = outcome
            if on_game is not None:
                on_game(outcome)
            following = next(upcoming, None)
            if following is not None:
                arriving.add(send(following))
    except BaseException:
        arriving.clear()
        client.cancel(list(sent))
        raise
    return [outcomes[sitting.index] for sitting in batch]


def run_on_cluster(p: Plan, games: int, address: str, *,
                   on_game: Callable[[GameOutcome], None] | None = None,
                   timeout: float = CONNECT_TIMEOUT, rounds: list[PlayedRound] | None = None) -> list[GameOutcome]:
    """Play the games of the plan (:func:`~wordgames.table.tournament.schedule`) on the cluster at ``address``;
    return the outcomes in game order.

    ``on_game`` is called with each outcome as it arrives (in the order the
    games end).  A few games per worker thread wait at the scheduler, the next
    sent as one ends, so a long tournament never queues a million tasks.  When
    the run is ended early (Ctrl-C, a signal), the games sent are cancelled.
    A Swiss adds the rounds it played to ``rounds``.
    """
    outcomes: list[GameOutcome] = []
    lang = language()
    with connected(address, timeout) as client:
        missing_programs(client, p)
        shipped = client.scatter(p, broadcast=True, hash=False)
        batches: Iterable[list[Sitting]] = schedule(p, games, outcomes, rounds if rounds is not None else [])
        for batch in batches:
            outcomes.extend(_play_batch(client, shipped, batch, lang, on_game))
    return outcomes


def run_plan_on_cluster(p: Plan, games: int, address: str, *,
                        on_game: Callable[[GameOutcome], None] | None = None,
                        timeout: float = CONNECT_TIMEOUT) -> TournamentResult:
    """Play ``games`` games of the plan on the cluster at ``address`` and return the standings, as
    :func:`~wordgames.table.tournament.run_plan` does (``on_game``: told each game as it ends)."""
    check_games(p, games)
    started = time.perf_counter()
    rounds: list[PlayedRound] = []
    outcomes = run_on_cluster(p, games, address, on_game=on_game, timeout=timeout, rounds=rounds)
    return result_of(p, outcomes, time.perf_counter() - started, rounds)
