"""Benchmark of the web table: Змейка played by scripted phones over loopback, one ``wordgames serve`` per table.

Run: ``python tests/benchmarks/bench_serve.py [--tables 20] [--at-once 20] [--seed 1] [--hand-size 8] [--think 0]``.

Each table is its own ``wordgames serve --port P snake --players … --seed … --save TMP --hand-size 8``
process on 127.0.0.1 (half the tables ``A,B,C,D``, half ``A,B,expert,D``), ``--at-once`` of them running
together.  Its phones are asyncio WebSocket clients: each reads its seat's link from what the command
prints (nothing else: no way into the server but the link), GETs the seat's page, opens ``/ws/KEY``, and
whenever a view frame says the seat is to move (``data-mine="yes"``) sends one of the frame's
``data-move`` buttons, chosen by a seeded rng (a frame offering none is asked for again), at once or after
``--think`` seconds on average.  A refused button is not tapped again at that position; a refused button
written with its points after the move (the generic page's Змейка buttons, ``бур*ан 9``, as ``moves``
lists them) is sent again without them, as a person would write it, and without them from then on.

Prints, beside the goals of issue 38:

- the move round trip, p50 and p95: from sending a move to the view frame with the next index, split by
  who moves next (a phone, or a bot).  The loop saves the move and tells the server (which marks every
  page to be sent) before it asks the next player, so a bot's thinking starts after the frame is due;
  it still shares the interpreter's lock with the server's thread, which the split shows;
- the server's CPU per move applied (utime + stime from ``/proc/PID/stat`` between every phone having its
  first frame and the end, bots' thinking included), for the tables with and without a bot;
- each server's peak RSS (``VmHWM`` of ``/proc/PID/status`` at the end): the median and the max;
- the time from starting ``wordgames serve snake …`` to ``GET /`` answered 200: the median and the max of
  ``--cold`` starts run one at a time, before the tables (no load but the machine's own);
- the moves and the games finished.

Nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import asyncio
import html
import json
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

GOAL_P95_MS = 50.0
GOAL_RSS_MB = 400.0
GOAL_FIRST_PAGE_S = 1.5
FIRST_PORT = 18800
LINK = re.compile(r"^  (\S+)  (http://127\.0\.0\.1:\d+/t/([A-Za-z0-9_-]{20,}))$")
MOVE = re.compile(r'data-move="([^"]*)"')
STATUS = re.compile(r'<p class="status[^"]*" id="status">([^<]*)</p>')
POINTS = re.compile(r"^(\S.*\S) \d+$")
REFUSAL = re.compile(r'<div class="refusal".*?</div>', re.DOTALL)


def percentile(values: list[float], q: float) -> float:
    """Return the ``q`` quantile (0-1) of ``values``, the nearest rank at or above (no interpolation).

    >>> percentile([5.0, 1.0, 4.0, 2.0, 3.0], 0.5), percentile(list(map(float, range(1, 101))), 0.95)
    (3.0, 95.0)
    """
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 1))          # ceil(n * q), at least the first
    return ordered[int(rank) - 1]


def cpu_seconds(pid: int) -> float:
    """Return the CPU time (user + system) process ``pid`` has used so far, from ``/proc/PID/stat``."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")      # utime, stime (fields 14, 15)


def peak_rss_mb(pid: int) -> float:
    """Return the peak resident set size of process ``pid`` in MB (``VmHWM`` of ``/proc/PID/status``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmHWM for process {pid}")


def wordgames() -> list[str]:
    """Return the command that runs this checkout's ``wordgames`` (the script beside this interpreter)."""
    script = Path(sys.executable).parent / "wordgames"
    if script.exists():
        return [str(script)]
    found = shutil.which("wordgames")
    if found is None:
        raise SystemExit("wordgames is not installed (pip install -e '.[test]')")
    return [found]


def serve_argv(port: int, players: str, seed: int, save: Path, hand_size: int) -> list[str]:
    """Return the command line of one table (``--port`` is the ``serve`` group's option, before the game)."""
    return wordgames() + ["serve", "--port", str(port), "snake", "--players", players, "--seed", str(seed),
                          "--save", str(save), "--hand-size", str(hand_size)]


def child_env() -> dict[str, str]:
    """Return the environment of a server: its output unbuffered (the links are read as they are printed)."""
    return dict(os.environ, PYTHONUNBUFFERED="1", NO_COLOR="1", COLUMNS="120")


def get_status(url: str, timeout: float = 2.0) -> int:
    """Return the HTTP status of ``GET url`` (0 when nothing answers)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as e:
        return e.code
    except OSError:
        return 0


def stop(process: subprocess.Popen) -> None:
    """End a server as Ctrl-C does, and wait for it (killed if it does not go)."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def cold_starts(runs: int, port: int, tmp: Path) -> list[float]:
    """Return the seconds from starting ``wordgames serve snake …`` to ``GET /`` answered 200, run by run."""
    times = []
    for run in range(runs):
        argv = serve_argv(port, "A,B,expert,D", 1000 + run, tmp / f"cold-{run}.json", 8)
        started = time.perf_counter()
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, env=child_env(), cwd=tmp)
        try:
            while get_status(f"http://127.0.0.1:{port}/", 0.5) != 200:
                if process.poll() is not None or time.perf_counter() - started > 30:
                    raise SystemExit(f"{argv!r} served no page (exit {process.returncode})")
                time.sleep(0.005)
            times.append(time.perf_counter() - started)
        finally:
            stop(process)
    return times


@dataclass
class Trip:
    """One move's round trip: seconds, and whether a bot was to move in the frame that ended it."""

    seconds: float
    bot_next: bool


@dataclass
class TableRun:
    """What one table did: its moves, its round trips, its server's CPU and peak memory."""

    players: str
    seed: int
    trips: list[Trip] = field(default_factory=list)
    refusals: list[float] = field(default_factory=list)   # round trips of moves refused (told why)
    moves: int = 0               # actions applied (the session's index at the end, chance and bots included)
    finished: bool = False
    cpu: float = 0.0             # server CPU seconds from every phone's first frame to the end
    rss: float = 0.0
    wall: float = 0.0
    problem: str = ""


def told(page: str) -> str:
    """Return the refusal a frame shows ('' when none)."""
    found = REFUSAL.search(page)
    return found.group(0) if found else ""


class Pace:
    """A phone's own allowance of messages, under the server's (``protocol.Bucket``: 10 a second, 30 at once)."""

    def __init__(self, rate: float = 8, burst: float = 20):
        self.rate, self.burst = rate, burst
        self.level, self.at = burst, time.monotonic()

    async def wait(self) -> None:
        """Take one message's allowance, waiting for it when it is spent."""
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            await asyncio.sleep((1 - self.level) / self.rate)
            self.level, self.at = 1.0, time.monotonic()
        self.level -= 1


async def read_links(process, people: int, timeout: float) -> dict[str, str]:
    """Return {name: link} of the ``people`` seat links a starting server prints."""
    links: dict[str, str] = {}
    end = time.monotonic() + timeout
    while len(links) < people:
        line = await asyncio.wait_for(process.stdout.readline(), max(0.1, end - time.monotonic()))
        if not line:
            raise RuntimeError("the server ended before printing its links")
        found = LINK.match(line.decode("utf-8", "replace").rstrip("\n"))
        if found:
            links[found.group(1)] = found.group(2)
    return links


async def phone(run: TableRun, name: str, link: str, bots: set[str], rng: random.Random, connected,
                deadline: float, think: float = 0.0) -> None:
    """Play one seat: GET its page, open its socket, answer every frame where it is to move with a button.

    ``think``: the mean seconds the phone waits before a move (drawn uniformly from 0 to twice it).
    """
    import websockets
    status = await asyncio.to_thread(get_status, link)
    if status != 200:
        raise RuntimeError(f"{link}: page answered {status}")
    address = link.replace("http://", "ws://").replace("/t/", "/ws/") + "?lang=ru"
    async with websockets.connect(address, max_size=2**22, ping_interval=None) as socket:
        pace = Pace()
        first = True
        sent_at: float | None = None    # when the move in flight was sent (None: none in flight)
        sent_index = -1                 # the position the last move answered
        offered = sent = ""             # the button tapped last, and the text sent for it
        tried: set[str] = set()         # the buttons and texts tried at ``sent_index``
        retry = ""                      # a text to send next (a refused button's, without its points)
        last_told = ""                  # the refusal shown at ``sent_index`` (a page keeps it until the next move)
        without_points = False          # the buttons carry the points after the move (бур*ан 9): drop them
        while True:
            frame = json.loads(await asyncio.wait_for(socket.recv(), max(0.1, deadline - time.monotonic())))
            if frame.get("type") != "view":
                continue
            index, page = frame["index"], frame["html"]
            if first:
                first = False
                connected()
            refusal = told(page) if index == sent_index else ""
            if sent_at is not None and index > sent_index:
                without_points = without_points or sent != offered
                status_text = STATUS.search(page)
                bot_next = bool(status_text) and any(bot in status_text.group(1) for bot in bots)
                run.trips.append(Trip(time.perf_counter() - sent_at, bot_next))
                sent_at = None
            elif sent_at is not None and refusal not in ("", last_told):
                run.refusals.append(time.perf_counter() - sent_at)     # told why not: try another button
                sent_at = None
                bare = POINTS.match(sent)
                if bare and bare.group(1) not in tried:   # as a person would: the word, without its points
                    retry = bare.group(1)
            last_told = refusal
            run.moves = max(run.moves, index)
            if 'class="result"' in page:
                run.finished = True
                return
            if sent_at is not None or 'data-mine="yes"' not in page:
                continue
            if index != sent_index:
                tried, retry = set(), ""
            buttons = [m for m in map(html.unescape, MOVE.findall(page)) if m not in tried]
            if retry:
                move, retry = retry, ""
            elif buttons:
                offered = move = rng.choice(buttons)
                bare = POINTS.match(move)
                if without_points and bare:
                    move = bare.group(1)
            elif tried:
                raise RuntimeError(f"every move offered at position {index} was refused: {sorted(tried)}")
            else:
                await pace.wait()
                await socket.send(json.dumps({"type": "view"}))
                continue
            tried |= {offered, move}
            sent = move
            if think:
                await asyncio.sleep(rng.uniform(0, 2 * think))
            await pace.wait()
            sent_index, sent_at = index, time.perf_counter()
            await socket.send(json.dumps({"type": "move", "index": index, "text": move}))


async def play_table(run: TableRun, port: int, tmp: Path, hand_size: int, limit: float, think: float) -> None:
    """Start one table's server, play it to the end with its phones, measure it, and stop it."""
    argv = serve_argv(port, run.players, run.seed, tmp / f"table-{port}.json", hand_size)
    started = time.perf_counter()
    process = await asyncio.create_subprocess_exec(*argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                                   stderr=subprocess.DEVNULL, env=child_env(), cwd=tmp)
    names = run.players.split(",")
    bots = {n for n in names if n in ("expert", "greedy", "random")}
    try:
        links = await read_links(process, len(names) - len(bots), 60)
        while await asyncio.to_thread(get_status, f"http://127.0.0.1:{port}/", 0.5) != 200:
            if process.returncode is not None or time.perf_counter() - started > 60:
                raise RuntimeError("the server served no page")
            await asyncio.sleep(0.02)      # the links are printed before the server listens
        first_frames = asyncio.Event()
        waiting = [len(links)]
        cpu_at_start: list[float] = []

        def connected() -> None:
            waiting[0] -= 1
            if waiting[0] == 0:
                cpu_at_start.append(cpu_seconds(process.pid))
                first_frames.set()

        deadline = time.monotonic() + limit
        rng = random.Random(run.seed)
        phones = [phone(run, name, link, bots, random.Random(rng.random()), connected, deadline, think)
                  for name, link in links.items()]
        await asyncio.gather(*phones)
        run.cpu = cpu_seconds(process.pid) - cpu_at_start[0]
        run.rss = peak_rss_mb(process.pid)
    except Exception as e:             # a table that fails is reported, the others go on
        run.problem = f"{type(e).__name__}: {e}"
        if process.returncode is None:
            run.rss = peak_rss_mb(process.pid)
    finally:
        run.wall = time.perf_counter() - started
        if process.returncode is None:
            process.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(process.wait(), 10)
            except asyncio.TimeoutError:
                process.kill()
                await process.wait()


async def play_tables(runs: list[TableRun], at_once: int, tmp: Path, hand_size: int, limit: float,
                      think: float) -> None:
    """Play every table, ``at_once`` at a time."""
    gate = asyncio.Semaphore(at_once)

    async def one(i: int, run: TableRun) -> None:
        async with gate:
            await play_table(run, FIRST_PORT + i, tmp, hand_size, limit, think)

    await asyncio.gather(*(one(i, run) for i, run in enumerate(runs)))


def ms(seconds: list[float], q: float) -> str:
    """Return the ``q`` quantile of ``seconds`` in milliseconds, as printed (or a dash when there is none)."""
    return f"{1000 * percentile(seconds, q):6.1f} ms" if seconds else "     - ms"


def report(runs: list[TableRun], cold: list[float], at_once: int, wall: float) -> None:
    """Print the figures beside their goals."""
    trips = [t.seconds for r in runs for t in r.trips]
    p95 = percentile(trips, 0.95) * 1000 if trips else float("inf")
    print(f"tables: {len(runs)}, {at_once} at once, in {wall:.0f} s; games finished: "
          f"{sum(r.finished for r in runs)}; moves applied: {sum(r.moves for r in runs)} "
          f"(phones' moves timed: {len(trips)})")
    for problem in sorted({r.problem for r in runs if r.problem}):
        print(f"  a table failed: {problem}")
    print(f"move round trip: p50 {ms(trips, 0.5)}, p95 {ms(trips, 0.95)}, max {ms(trips, 1.0)}  "
          f"(goal p95 < {GOAL_P95_MS:.0f} ms: {'met' if p95 < GOAL_P95_MS else 'NOT met'})")
    for label, bot_next in (("a phone moves next", False), ("a bot moves next", True)):
        part = [t.seconds for r in runs for t in r.trips if t.bot_next == bot_next]
        print(f"  {label:<20} {len(part):5} moves: p50 {ms(part, 0.5)}, p95 {ms(part, 0.95)}")
    refusals = [t for r in runs for t in r.refusals]
    print(f"  a listed move refused {len(refusals):5} times: p50 {ms(refusals, 0.5)}, p95 {ms(refusals, 0.95)} "
          f"(the refusal's frame; not in the round trips above)")
    for label, with_bot in (("all phones", False), ("with a bot", True)):
        part = [r for r in runs if ("expert" in r.players) == with_bot and r.moves and not r.problem]
        if part:
            cpu = sum(r.cpu for r in part) / sum(r.moves for r in part)
            print(f"server CPU per move applied ({label}, {len(part)} tables): {1000 * cpu:.1f} ms")
    rss = [r.rss for r in runs if r.rss]
    if rss:
        print(f"peak RSS per server: median {statistics.median(rss):.0f} MB, max {max(rss):.0f} MB  "
              f"(goal < {GOAL_RSS_MB:.0f} MB: {'met' if max(rss) < GOAL_RSS_MB else 'NOT met'})")
    if cold:
        print(f"first page served after a cold start ({len(cold)} starts, one at a time): median "
              f"{statistics.median(cold):.2f} s, max {max(cold):.2f} s  (goal < {GOAL_FIRST_PAGE_S} s: "
              f"{'met' if max(cold) < GOAL_FIRST_PAGE_S else 'NOT met'})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--at-once", type=int, default=None, help="tables running together [default: all]")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hand-size", type=int, default=8)
    parser.add_argument("--cold", type=int, default=5, help="cold starts timed one at a time")
    parser.add_argument("--limit", type=float, default=900, help="seconds a table may take")
    parser.add_argument("--think", type=float, default=0.0,
                        help="mean seconds a phone waits before each move [default: 0, as fast as it can]")
    args = parser.parse_args()
    at_once = args.at_once or args.tables
    print(f"wordgames serve snake, {args.tables} tables, seed {args.seed}, --hand-size {args.hand_size}, "
          f"phones thinking {args.think} s on average "
          f"({sys.executable}, {os.cpu_count()} CPUs, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})")
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        cold = cold_starts(args.cold, FIRST_PORT - 1, tmp) if args.cold else []
        runs = [TableRun("A,B,C,D" if i % 2 == 0 else "A,B,expert,D", args.seed * 1000 + i)
                for i in range(args.tables)]
        started = time.perf_counter()
        asyncio.run(play_tables(runs, at_once, tmp, args.hand_size, args.limit, args.think))
        report(runs, cold, at_once, time.perf_counter() - started)


if __name__ == "__main__":
    main()
