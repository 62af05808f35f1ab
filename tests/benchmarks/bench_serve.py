"""Benchmark of the web table: scripted phones over loopback, one ``wordgames serve`` per table.

Run: ``python tests/benchmarks/bench_serve.py [--tables 20] [--at-once 20] [--seed 1] [--hand-size 8] [--think 0]``
(Змейка, every table played to its end), or ``python tests/benchmarks/bench_serve.py --mix [--tables 20]
[--duration 60] [--think 0]`` (every game of the registry, for a fixed time: see :func:`mix_plan`).

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

With ``--mix`` the tables are spread over every game of :data:`wordgames.registry.GAMES` in turn (table
``i`` plays the ``i``-th game, round the registry again), each with its game's usual seats: the
descriptor's ``default_players``, its people on phones (named ``A``, ``B``, …) and its bots as they are
(Yam: one phone and ``optimal``; a usual table too small for the game would get the game's last bot),
seeded, with the game's own default rules (Змейка: ``--hand-size`` as above); ``--game NAME`` puts every
table at one game.  A phone also taps a picker (``data-pick`` taps, then ``data-send``: Yam's dice to
keep) half the time it offers one.  The run lasts ``--duration`` seconds from the moment every table's
first server serves its page: a table whose game ends starts a new game at once (a new ``wordgames
serve`` with the next seed: its start is in the run's time, not in its CPU per action), and at the end
the game in progress is stopped where it is.  Each server is its own process, as the command runs: a
word game's server loads the shipped lexicon once, for its one table.  Printed: per game the tables, the
games played and finished, the actions applied, the phones' moves timed and refused, the round trips'
p50 / p95, the server CPU per action, the peak RSS and the slowest first page after a cold start
(``--cold`` starts per game, one at a time, before the tables), then the overall figures beside the goals.

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
PICKS = re.compile(r'data-picks="([^"]*)"')
PICK = re.compile(r'data-pick="([^"]*)"')
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


def serve_argv(port: int, players: str, seed: int, save: Path, hand_size: int, game: str = "snake") -> list[str]:
    """Return the command line of one table (``--port`` is the ``serve`` group's option, before the game).

    >>> serve_argv(18800, "A,optimal", 7, Path("t.json"), 8, "yam")[-7:]
    ['yam', '--players', 'A,optimal', '--seed', '7', '--save', 't.json']
    >>> serve_argv(18800, "A,B", 7, Path("t.json"), 8)[-2:]
    ['--hand-size', '8']
    """
    rules = ["--hand-size", str(hand_size)] if game == "snake" else []
    return wordgames() + ["serve", "--port", str(port), game, "--players", players, "--seed", str(seed),
                          "--save", str(save)] + rules


def usual_players(game: str) -> str:
    """Return the ``--players`` of ``game``'s usual table: its descriptor's ``default_players``, the
    people on phones named ``A``, ``B``, … and the bots kept; one person alone gets the game's bot when
    the game is not played alone.

    >>> usual_players("snake"), usual_players("castle"), usual_players("lines"), usual_players("yam")
    ('A,expert,expert,expert', 'A,B,C,D', 'A', 'A,optimal')
    """
    from wordgames.registry import info
    entry = info(game)
    names, people = [], 0
    for who in entry.default_players:
        if who in entry.bot_names:
            names.append(who)
        else:
            names.append(chr(ord("A") + people))
            people += 1
    if len(names) not in entry.seats and len(names) + 1 in entry.seats and entry.bots:
        names.append(entry.bots[-1].name)
    return ",".join(names)


def mix_plan(tables: int, only: str | None = None) -> list[tuple[str, str]]:
    """Return (game, players) of each of ``tables`` tables: every game of the registry in turn (or ``only``).

    A game added to the registry is in the mix without a word here:

    >>> from wordgames.registry import GAMES
    >>> plan = mix_plan(2 * len(GAMES))
    >>> [game for game, _ in plan] == 2 * list(GAMES)
    True
    >>> all(len(players.split(",")) in GAMES[game].seats for game, players in plan)
    True
    >>> all("A" in players.split(",") for _, players in plan)      # every table has a phone
    True
    >>> mix_plan(3)
    [('battle', 'A'), ('lines', 'A'), ('snake', 'A,expert,expert,expert')]
    >>> mix_plan(2, "croquet")
    [('croquet', 'A,perfect'), ('croquet', 'A,perfect')]
    """
    from wordgames.registry import GAMES, info
    games = [info(only).name] if only else list(GAMES)
    return [(games[i % len(games)], usual_players(games[i % len(games)])) for i in range(tables)]


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


def cold_starts(runs: int, port: int, tmp: Path, game: str = "snake", players: str = "A,B,expert,D") -> list[float]:
    """Return the seconds from starting ``wordgames serve GAME …`` to ``GET /`` answered 200, run by run."""
    times = []
    for run in range(runs):
        argv = serve_argv(port, players, 1000 + run, tmp / f"cold-{game}-{run}.json", 8, game)
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
    game: str = "snake"
    timed: bool = False          # stopped at the run's end (--mix), not played to the end whatever it takes
    trips: list[Trip] = field(default_factory=list)
    refusals: list[float] = field(default_factory=list)   # round trips of moves refused (told why)
    moves: int = 0               # actions applied (the session's index at the end, chance and bots included)
    finished: bool = False
    cpu: float = 0.0             # server CPU seconds from every phone's first frame to the end
    life_cpu: float = 0.0        # server CPU seconds from its start to the end (its start included)
    late: bool = False           # begun too near the run's end: stopped before every phone had a frame
    rss: float = 0.0
    wall: float = 0.0
    problem: str = ""


def picks(page: str, rng: random.Random) -> str:
    """Return the move of a frame's picker (``data-picks`` filled with a random choice of its ``data-pick``
    taps, in their order), or '' when it has none.

    >>> page = '<div data-picks="k {picks}"><button data-pick="2"></button><button data-pick="5"></button></div>'
    >>> sorted({picks(page, random.Random(s)) for s in range(40)})
    ['k ', 'k 2', 'k 25', 'k 5']
    >>> picks("<p>no picker</p>", random.Random(1))
    ''
    """
    template = PICKS.search(page)
    if not template:
        return ""
    chosen = "".join(html.unescape(face) for face in PICK.findall(page) if rng.random() < 0.5)
    return html.unescape(template.group(1)).replace("{picks}", chosen)


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
            if run.timed and time.monotonic() >= deadline:
                return                          # the run's time is up: the game stops where it is
            try:
                frame = json.loads(await asyncio.wait_for(socket.recv(), max(0.1, deadline - time.monotonic())))
            except asyncio.TimeoutError:
                if run.timed and time.monotonic() >= deadline - 0.05:
                    return
                raise
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
            picked = picks(page, rng)
            if picked in tried:
                picked = ""
            if retry:
                move, retry = retry, ""
            elif picked and (not buttons or rng.random() < 0.5):
                offered = move = picked         # dice kept (a picker's data-pick taps, then its data-send)
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


async def play_table(run: TableRun, port: int, tmp: Path, hand_size: int, deadline: float, think: float,
                     ready=None) -> None:
    """Start one table's server, play it with its phones to its end (or the ``deadline``, ``time.monotonic()``),
    measure it, and stop it.  ``ready``: an async function called once the server serves its page, which
    returns the deadline (the run starts when every table is up)."""
    from wordgames.registry import info
    argv = serve_argv(port, run.players, run.seed, tmp / f"table-{port}-{run.seed}.json", hand_size, run.game)
    started = time.perf_counter()
    process = await asyncio.create_subprocess_exec(*argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                                   stderr=subprocess.DEVNULL, env=child_env(), cwd=tmp)
    names = run.players.split(",")
    bots = {n for n in names if n in info(run.game).bot_names}
    try:
        links = await read_links(process, sum(n not in bots for n in names), 60)
        while await asyncio.to_thread(get_status, f"http://127.0.0.1:{port}/", 0.5) != 200:
            if process.returncode is not None or time.perf_counter() - started > 60:
                raise RuntimeError("the server served no page")
            await asyncio.sleep(0.02)      # the links are printed before the server listens
        if ready is not None:
            deadline, ready = await ready(), None
        first_frames = asyncio.Event()
        waiting = [len(links)]
        cpu_at_start: list[float] = []

        def connected() -> None:
            waiting[0] -= 1
            if waiting[0] == 0:
                cpu_at_start.append(cpu_seconds(process.pid))
                first_frames.set()

        rng = random.Random(run.seed)
        phones = [phone(run, name, link, bots, random.Random(rng.random()), connected, deadline, think)
                  for name, link in links.items()]
        await asyncio.gather(*phones)
        run.life_cpu = cpu_seconds(process.pid)
        if not cpu_at_start and run.timed and time.monotonic() >= deadline - 0.05:
            run.late = True              # the run's end came first: not a game played
        elif not cpu_at_start:
            raise RuntimeError("every phone ended before every phone had its first frame")
        else:
            run.cpu = run.life_cpu - cpu_at_start[0]
        run.rss = peak_rss_mb(process.pid)
    except Exception as e:             # a table that fails is reported, the others go on
        run.problem = f"{type(e).__name__}: {e}"
        if process.returncode is None:
            run.rss = peak_rss_mb(process.pid)
            run.life_cpu = cpu_seconds(process.pid)
    finally:
        if ready is not None:          # failed before it was up: the other tables do not wait for it
            await ready()
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
            await play_table(run, FIRST_PORT + i, tmp, hand_size, time.monotonic() + limit, think)

    await asyncio.gather(*(one(i, run) for i, run in enumerate(runs)))


async def play_mix(plan: list[tuple[str, str]], seed: int, tmp: Path, hand_size: int, duration: float,
                   think: float, ports: list[int] | None = None) -> list[TableRun]:
    """Play every table of ``plan`` at once for ``duration`` seconds from the moment every table's first
    server is up, a new game (the next seed) whenever one ends; return every game played, the last of each
    table stopped where the time ran out.  Table ``i`` listens on ``ports[i]`` (default ``FIRST_PORT + i``)."""
    ports = ports or [FIRST_PORT + i for i in range(len(plan))]
    runs: list[TableRun] = []
    everyone = asyncio.Barrier(len(plan))
    clock = [float("inf")]

    async def ready() -> float:
        await everyone.wait()
        if clock[0] == float("inf"):
            clock[0] = time.monotonic() + duration
        return clock[0]

    async def table(i: int, game: str, players: str) -> None:
        for n in range(10_000):
            if clock[0] - time.monotonic() < 1:
                return
            run = TableRun(players, seed * 1000 + i + 100 * n, game=game, timed=True)
            runs.append(run)
            await play_table(run, ports[i], tmp, hand_size, clock[0], think, ready if n == 0 else None)
            if run.problem:
                return

    await asyncio.gather(*(table(i, game, players) for i, (game, players) in enumerate(plan)))
    return runs


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


def met(ok: bool) -> str:
    """Return how a goal fared, as printed."""
    return "met" if ok else "NOT met"


def report_mix(runs: list[TableRun], plan: list[tuple[str, str]], cold: dict[str, list[float]],
               duration: float, phones_cpu: float = 0.0) -> None:
    """Print the mix's figures: a line per game, then the whole run's beside the goals."""
    late = [r for r in runs if r.late]
    runs = [r for r in runs if not r.late]
    print(f"{len(plan)} tables at once for {duration:.0f} s, a new game whenever one ends; "
          f"games played: {len(runs)}, finished: {sum(r.finished for r in runs)} (and {len(late)} begun too near "
          f"the end to be played)")
    for problem in sorted({f"{r.game}: {r.problem}" for r in runs if r.problem}):
        print(f"  a table failed: {problem}")
    print(f"{'game':<9} {'players':<24} {'tables':>6} {'games':>5} {'ended':>5} {'actions':>7} {'timed':>6} {'refused':>7} "
          f"{'p50':>9} {'p95':>9} {'CPU/action':>10} {'peak RSS':>8} {'1st page':>8}  goals missed")
    for game in dict.fromkeys(g for g, _ in plan):
        part = [r for r in runs if r.game == game]
        trips = [t.seconds for r in part for t in r.trips]
        good = [r for r in part if r.moves and not r.problem]
        actions = sum(r.moves for r in part)
        cpu = f"{1000 * sum(r.cpu for r in good) / sum(r.moves for r in good):7.1f} ms" if good else "       -"
        rss = max((r.rss for r in part if r.rss), default=0.0)
        first = f"{max(cold[game]):6.2f} s" if cold.get(game) else "       -"
        players = next(p for g, p in plan if g == game)
        missed = [name for name, bad in (("p95", bool(trips) and 1000 * percentile(trips, 0.95) >= GOAL_P95_MS),
                                         ("no move timed", not trips),
                                         ("RSS", rss >= GOAL_RSS_MB),
                                         ("first page", bool(cold.get(game)) and max(cold[game]) >= GOAL_FIRST_PAGE_S))
                  if bad]
        print(f"{game:<9} {players:<24} {sum(g == game for g, _ in plan):>6} {len(part):>5} "
              f"{sum(r.finished for r in part):>5} {actions:>7} {len(trips):>6} "
              f"{sum(len(r.refusals) for r in part):>7} {ms(trips, 0.5):>9} "
              f"{ms(trips, 0.95):>9} {cpu:>10} {rss:5.0f} MB {first:>8}  {', '.join(missed) or 'none'}")
    trips = [t.seconds for r in runs for t in r.trips]
    p95 = percentile(trips, 0.95) * 1000 if trips else float("inf")
    good = [r for r in runs if r.moves and not r.problem]
    print(f"all games: {sum(r.moves for r in runs)} actions applied, {len(trips)} phones' moves timed: "
          f"p50 {ms(trips, 0.5)}, p95 {ms(trips, 0.95)}, max {ms(trips, 1.0)}  "
          f"(goal p95 < {GOAL_P95_MS:.0f} ms: {met(p95 < GOAL_P95_MS)})")
    for label, bot_next in (("a phone moves next", False), ("a bot moves next", True)):
        part = [t.seconds for r in runs for t in r.trips if t.bot_next == bot_next]
        print(f"  {label:<20} {len(part):5} moves: p50 {ms(part, 0.5)}, p95 {ms(part, 0.95)}")
    if good:
        print(f"server CPU per action applied: {1000 * sum(r.cpu for r in good) / sum(r.moves for r in good):.1f} ms")
    rss = [r.rss for r in runs if r.rss]
    if rss:
        print(f"peak RSS per server: median {statistics.median(rss):.0f} MB, max {max(rss):.0f} MB  "
              f"(goal < {GOAL_RSS_MB:.0f} MB: {met(max(rss) < GOAL_RSS_MB)})")
    serving = sum(r.cpu for r in good)
    everything = sum(r.life_cpu for r in runs + late)
    print(f"CPU used while the tables played: the servers {everything:.0f} s ({serving:.0f} s from their phones' "
          f"first frames on, {everything - serving:.0f} s starting and connecting), the phones' process "
          f"{phones_cpu:.1f} s; the machine has {os.cpu_count()} CPUs")
    starts = [t for times in cold.values() for t in times]
    if starts:
        print(f"first page served after a cold start ({len(starts)} starts, one at a time, "
              f"{len(starts) // len(cold)} per game): median {statistics.median(starts):.2f} s, max "
              f"{max(starts):.2f} s  (goal < {GOAL_FIRST_PAGE_S} s: {met(max(starts) < GOAL_FIRST_PAGE_S)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--at-once", type=int, default=None, help="tables running together [default: all]")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hand-size", type=int, default=8)
    parser.add_argument("--cold", type=int, default=None,
                        help="cold starts timed one at a time (of each game with --mix) [default: 5, --mix 2]")
    parser.add_argument("--limit", type=float, default=900, help="seconds a table may take")
    parser.add_argument("--think", type=float, default=0.0,
                        help="mean seconds a phone waits before each move [default: 0, as fast as it can]")
    parser.add_argument("--mix", action="store_true",
                        help="the tables spread over every game of the registry, for --duration seconds")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds a --mix run lasts [default: 60]")
    parser.add_argument("--game", default=None, metavar="NAME",
                        help="with --mix: every table plays this game of the registry, with its usual seats")
    args = parser.parse_args()
    if args.mix:
        mix_main(args)
        return
    at_once = args.at_once or args.tables
    args.cold = 5 if args.cold is None else args.cold
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


def mix_main(args: argparse.Namespace) -> None:
    """Run ``--mix``: the cold starts of every game one at a time, then every table at once."""
    plan = mix_plan(args.tables, args.game)
    cold_runs = 2 if args.cold is None else args.cold
    print(f"wordgames serve, {args.game or 'every game of the registry'}, {args.tables} tables, seed {args.seed}, "
          f"{args.duration:.0f} s, phones thinking {args.think} s on average "
          f"({sys.executable}, {os.cpu_count()} CPUs, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})")
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        cold = {game: cold_starts(cold_runs, FIRST_PORT - 1, tmp, game, players)
                for game, players in dict(plan).items()} if cold_runs else {}
        before = os.times()
        runs = asyncio.run(play_mix(plan, args.seed, tmp, args.hand_size, args.duration, args.think))
        after = os.times()
        report_mix(runs, plan, cold, args.duration, after.user + after.system - before.user - before.system)


if __name__ == "__main__":
    main()
