"""Another program as a player of any game: one JSON object a line in, one move a line out.

The table starts the program (never through a shell: ``cmd:./bot --deep``
runs ``./bot`` with the argument ``--deep``) and writes to its standard input,
one JSON object per line (UTF-8):

``{"type": "start", "protocol": 1, "game": …, "seat": …, "seats": …, "names": […], "rules": {…}}``
    once, first; nothing is answered.
``{"type": "move", "move": …, "view": {…}, "legal": ["…", …]}``
    the program's turn: ``view`` is everything its seat may see, ``legal``
    every legal move in the game's own notation.  It answers with **one
    line**: a move in that notation (any of ``legal`` will do).
``{"type": "forced", "move": …, "played": "…", "reason": "…"}``
    its answer came too late or was not a legal move: ``played`` was played for it.
``{"type": "end", "view": {…}, "returns": […]}``
    the game is over; then its standard input is closed.

A program should ignore types it does not know.  Seats count from 0;
``move`` counts the program's own moves from 1.
Every answer must come within the time limit (the first may take
``startup`` seconds more, for loading a dictionary).  When the program is
late, exits, or answers with something that is not a legal move, that move
is **forfeited to the first legal move** of ``legal``, the program is told
with ``forced``, and a :class:`~wordgames.table.loop.Fault` is recorded; a
late answer that arrives afterwards is discarded.  A program that misses
:data:`MAX_MISSES` answers in a row, or exits, is gone: its seat plays the
first legal move for the rest of the game.  The table never waits longer
than the limit, for an answer or to write a question (a program that does
not read its input misses its answers as a slow one does: the table's writes
are made by a thread of their own), reads at most :data:`MAX_LINE` bytes of a
line, and ends the program's whole process group when the game ends, or at
once when the program closes its output and keeps running.  See ``docs/programs.md``.
"""

from __future__ import annotations

import json
import os
import queue
import shlex
import shutil
import subprocess
import threading
import time

from wordgames.engine import Action, View
from wordgames.errors import ArgumentError, WordgamesError
from wordgames.i18n import N_, _, language, ngettext, typed
from wordgames.table import reaper
from wordgames.table.loop import Fault

PROTOCOL = 1
TIME_LIMIT = 1.0       # seconds per answer
STARTUP = 10.0         # seconds more for the first answer of a game
MAX_MISSES = 3         # answers missed in a row before a program is declared gone
MAX_LINE = 64 * 1024   # the longest line read from a program
RUNNING: set[int] = set()   # the programs this process is running now (never another seat's orphans)
_EOF = object()
_TOO_LONG = object()


SHLEX_PROBLEMS = {"No closing quotation": N_("No closing quotation"), "No escaped character": N_("No escaped character")}
"""What :func:`shlex.split` says is wrong with a command line, named as the error shows it."""


def decimal_g(value: float) -> str:
    """Return ``value`` as ``:g`` writes it, with a decimal comma in Russian."""
    text = f"{value:g}"
    return text.replace(".", ",") if language() == "ru" else text


def program_argv(command: str) -> list[str]:
    """Return the program and its arguments, split as a shell would split words (no shell runs).

    >>> program_argv("examples/random_bot.py --seed 3")
    ['examples/random_bot.py', '--seed', '3']
    """
    try:
        argv = shlex.split(command)
    except ValueError as e:
        problem = SHLEX_PROBLEMS.get(str(e), str(e))
        raise ArgumentError(_("cannot read the program {command!r}: {problem}").format(
            command=command, problem=_(problem)), option="players") from None
    if not argv:
        raise ArgumentError(_("cmd: needs a program, e.g. cmd:examples/random_bot.py"), option="players")
    found = shutil.which(argv[0]) or (argv[0] if os.path.sep in argv[0] and os.path.isfile(argv[0]) else None)
    if found is None:
        raise ArgumentError(_("cannot find the program {program!r}").format(program=argv[0]), option="players")
    if not os.access(found, os.X_OK):
        raise ArgumentError(_("the program {program!r} is not executable (chmod +x, or name its interpreter: "
                              "cmd:python3 {path})").format(program=argv[0], path=argv[0]), option="players")
    return argv


class ProgramPlayer:
    """A seat played by another program over the line protocol; every fault costs it the move, never the game."""

    kind = "program"

    def __init__(self, command: str, game, seat: int, names: list[str] | None = None,
                 time_limit: float = TIME_LIMIT, startup: float = STARTUP):
        self.argv = program_argv(command)
        self.game = game
        self.shown = game.presenter()       # the game's notation, as the program reads and writes moves
        self.seat = seat
        self.names = list(names or [])
        self.time_limit = time_limit
        self.startup = startup
        self.faults: list[Fault] = []
        self.process: subprocess.Popen | None = None
        self.before: set[int] = set()  # this process's children before the program started
        self.lines: queue.Queue = queue.Queue()
        self.outbox: queue.Queue = queue.Queue()   # the lines to write, written by a thread of their own
        self.sent = 0                  # lines queued (counted by the table's thread)
        self.written = 0               # lines taken in whole by the program, or dropped (counted by the writer)
        self.ended = False             # the program's tree has been ended
        self.gone: str | None = None   # why the program can no longer answer
        self.owed = 0                  # late answers still to come, to be discarded
        self.asked = 0
        self.misses = 0

    # -- the process ----------------------------------------------------------------------

    def start(self, view: View) -> None:
        """Start the program and tell it the game, the rules and its seat."""
        reaper.become_subreaper()             # a descendant that leaves the group is still ours to end
        self.before = reaper.children()
        try:
            self.process = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=subprocess.DEVNULL, start_new_session=True)
        except OSError as e:
            self.gone = _("could not start: {problem}").format(problem=e.strerror)
            return
        RUNNING.add(self.process.pid)
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        threading.Thread(target=self._write, args=(self.process.stdin,), daemon=True).start()
        self._send({"type": "start", "protocol": PROTOCOL, "game": self.game.name, "seat": self.seat,
                    "seats": self.game.seats, "names": self.names, "rules": self.game.rules_dict()})

    def _read(self, stream) -> None:
        """Pass the program's lines to the table as they come (in its own thread), at most MAX_LINE bytes each."""
        try:
            while True:
                raw = stream.readline(MAX_LINE + 1)
                if not raw:
                    break
                if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
                    while raw and not raw.endswith(b"\n"):
                        raw = stream.readline(MAX_LINE + 1)
                    self.lines.put(_TOO_LONG)
                    continue
                self.lines.put(raw.rstrip(b"\r\n"))
        except (OSError, ValueError):
            pass
        self.lines.put(_EOF)

    def _write(self, stream) -> None:
        """Write the queued lines to the program (in its own thread: a program that does not read holds only it).

        ``None`` in the queue closes the program's input.  A write that fails (the program has gone,
        or was ended) drops the rest: nothing more reaches it.
        """
        fd = stream.fileno()
        broken = False
        while True:
            data = self.outbox.get()
            if data is None:
                break
            view = memoryview(data)
            while view and not broken:
                try:
                    view = view[os.write(fd, view):]
                except InterruptedError:
                    continue
                except OSError:
                    broken = True
            self.written += 1
        try:
            stream.close()
        except OSError:
            pass

    def _send(self, message: dict) -> None:
        """Queue one JSON line for the program; nothing is sent once it is gone."""
        if self.gone or self.process is None:
            return
        self.sent += 1
        self.outbox.put(json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n")

    def _lost(self) -> None:
        """Note that the program's output has ended: it exited (with its exit code when known), or it
        closed its output and runs on, when it is ended at once."""
        code = None
        if self.process is not None:
            try:
                code = self.process.wait(timeout=0.2)
            except subprocess.TimeoutExpired:
                self.gone = _("the program closed its output and kept running; it was ended")
                self._end()
                return
        self.gone = (_("the program exited with code {code}").format(code=code) if code is not None
                     else _("the program exited"))

    def _answer(self) -> tuple[object, str | None]:
        """Return (line, None), or (None, fault kind) when the program is gone or late."""
        if self.gone:
            return None, "crash"
        limit = self.time_limit + (self.startup if self.asked == 1 else 0.0)
        deadline = time.monotonic() + limit
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                self.owed += 1
                self.misses += 1
                if self.misses >= MAX_MISSES:
                    self.gone = ngettext("no answer to {n} question in a row", "no answer to {n} questions in a row",
                                         MAX_MISSES).format(n=MAX_MISSES)
                return None, "timeout"
            if line is _EOF:
                self._lost()
                return None, "crash"
            if self.owed:
                self.owed -= 1
                continue
            self.misses = 0
            return line, None

    def finish(self, view: View, returns) -> None:
        """Tell the program the game is over."""
        self._send({"type": "end", "view": view.to_dict(), "returns": list(returns)})

    def close(self) -> None:
        """Close the program's input, give it a moment to exit, then end its whole process group."""
        if self.process is None:
            return
        self.outbox.put(None)
        if not self.ended:
            try:
                self.process.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                pass
        self._end()
        self.process = None

    def _end(self) -> None:
        """End the program's whole tree now (once), and collect its exit."""
        if self.process is None or self.ended:
            return
        RUNNING.discard(self.process.pid)
        reaper.end_tree(self.process.pid, keep=self.before | RUNNING)
        self.ended = True               # (not before: an ending interrupted by a signal is done again by close)
        try:
            self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            pass

    # -- the questions ----------------------------------------------------------------------

    def choose(self, view: View) -> Action:
        legal = view.legal_actions()
        written = [self.shown.format_action(view, a) for a in legal]
        self.asked += 1
        move = self.asked
        self._send({"type": "move", "move": move, "view": view.to_dict(), "legal": written})
        answer, kind = self._answer()
        if kind is None:
            action, kind, detail = self._read_answer(view, answer)
            if action is not None:
                return action
        else:
            detail = ((self.gone or _("no answer")) if kind == "crash"
                      else _("the question was not read within {seconds} s").format(
                          seconds=decimal_g(self.time_limit)) if self.written < self.sent
                      else _("no answer within {seconds} s").format(seconds=decimal_g(self.time_limit)))
        self.faults.append(Fault(self.seat, move, kind, detail, written[0]))
        self._send({"type": "forced", "move": move, "played": written[0], "reason": kind})
        return legal[0]

    def _read_answer(self, view: View, answer: object) -> tuple[Action | None, str, str]:
        """Return (the legal move answered, '', ''), or (None, fault kind, why it is not one)."""
        if answer is _TOO_LONG:
            return None, "garbage", _("a line of over {n} bytes").format(n=MAX_LINE)
        try:
            text = answer.decode("utf-8").strip()
        except UnicodeDecodeError as e:
            return None, "garbage", _("not UTF-8 text (byte {n} of the line)").format(n=e.start)
        shown = text if len(text) <= 60 else text[:57] + "..."
        try:
            action = self.shown.parse_action(view, text)
        except WordgamesError as e:
            return None, "garbage", f"{typed(shown)}: {e}"
        breaches = view.breaches(action)
        if breaches:
            return None, "illegal", f"{typed(shown)}: {breaches[0]}"
        return action, "", ""
