"""External programs as players: a line protocol over standard input and output.

The engine starts the program (without a shell: ``cmd:./bot --deep`` runs
``./bot`` with the argument ``--deep``) and talks to it in UTF-8 lines:

engine → program                                  program → engine
``START height width moves players seat dirs``    nothing
``SQUARE row1 row2 …`` (resumed games only)       nothing: its square so far, ``.`` empty
``CALL``                                          ``LETTER а``
``LETTER к``                                      ``PLACE row column`` (counted from 1)
``FORCED PLACE row column``                       nothing: its letter was written there
``FORCED LETTER а``                               nothing: this letter was called for it
``END score``                                     nothing; then its standard input closes

``seat`` counts from 1; ``dirs`` is 2 or 8.  Every letter called, by anyone,
reaches every player as ``LETTER x``, which is also the question "where do
you write it?".  Keywords are case-insensitive, letters may be upper case,
ё is е.

**Faults.**  Each answer must come within the time limit (the first one of
a game may take ``startup`` seconds, for loading a dictionary).  When the
program is late, exits, or answers with something that is not an answer or
not a legal move, that move is **forfeited to the default** — a call of
:data:`DEFAULT_CALL`, or the first empty cell in reading order (row by row,
left to right) — the program is told with a ``FORCED`` line, and a
:class:`~wordgames.battle.engine.Fault` is recorded.  A late answer that
arrives afterwards is discarded (answers are matched to questions in order).
A program that has exited forfeits all its remaining moves.  The engine
never waits longer than the limit and never fails because of a program.
"""

from __future__ import annotations

import os
import queue
import shlex
import shutil
import subprocess
import threading
import time

from wordgames.battle.engine import Fault, Player
from wordgames.battle.game import Cell, Letter, View
from wordgames.battle.letters import ALPHABET
from wordgames.battle.square import EMPTY
from wordgames.errors import UsageError
from wordgames.lexicon.text import fold

DEFAULT_CALL: Letter = "о"  # the commonest letter of Russian text
TIME_LIMIT = 1.0  # seconds per answer
STARTUP = 10.0  # seconds for the first answer of a game
_EOF = object()


def program_argv(command: str) -> list[str]:
    """Return the program and its arguments, split as a shell would split words (no shell runs).

    >>> program_argv("examples/battle_bot.py --seed 3")
    ['examples/battle_bot.py', '--seed', '3']
    """
    try:
        argv = shlex.split(command)
    except ValueError as e:
        raise UsageError(f"cannot read the program {command!r}: {e}") from None
    if not argv:
        raise UsageError("cmd: needs a program, e.g. cmd:examples/battle_bot.py")
    found = shutil.which(argv[0]) or (argv[0] if os.path.sep in argv[0] and os.path.isfile(argv[0]) else None)
    if found is None:
        raise UsageError(f"cannot find the program {argv[0]!r}")
    if not os.access(found, os.X_OK):
        raise UsageError(f"the program {argv[0]!r} is not executable (chmod +x, or name its interpreter: "
                         f"cmd:python3 {argv[0]})")
    return argv


def parse_letter(answer: str) -> Letter | None:
    """Return the letter of an answer ``LETTER x`` (any case, ё as е), or None if it is not one.

    >>> parse_letter("letter Ё"), parse_letter("LETTER"), parse_letter("PLACE 1 1")
    ('е', None, None)
    """
    words = answer.split()
    if len(words) != 2 or words[0].upper() != "LETTER":
        return None
    letter = fold(words[1])
    return letter if len(letter) == 1 else None


def parse_place(answer: str) -> Cell | None:
    """Return the cell (from 0) of an answer ``PLACE row column`` (from 1), or None if it is not one.

    >>> parse_place("PLACE 3 4"), parse_place("place 1 1"), parse_place("PLACE b3")
    ((2, 3), (0, 0), None)
    """
    words = answer.split()
    if len(words) != 3 or words[0].upper() != "PLACE":
        return None
    try:
        return int(words[1]) - 1, int(words[2]) - 1
    except ValueError:
        return None


class ProgramPlayer(Player):
    """A player that is another program, spoken to over the line protocol; faults cost it the move."""

    kind = "program"

    def __init__(self, command: str, name: str | None = None, time_limit: float = TIME_LIMIT,
                 startup: float = STARTUP):
        self.argv = program_argv(command)
        super().__init__(name or os.path.basename(self.argv[0]))
        self.time_limit = time_limit
        self.startup = startup
        self.faults: list[Fault] = []
        self.process: subprocess.Popen | None = None
        self.lines: queue.Queue = queue.Queue()
        self.gone: str | None = None  # why the program can no longer answer
        self.owed = 0  # late answers still to come, to be discarded
        self.answered = 0

    # -- the process ------------------------------------------------------------------

    def start(self, view: View) -> None:
        try:
            self.process = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=subprocess.DEVNULL, encoding="utf-8", errors="replace",
                                            bufsize=1)
        except OSError as e:
            self.gone = f"could not start: {e.strerror}"
            return
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        r = view.rules
        self._send(f"START {r.height} {r.width} {r.moves} {r.players} {view.seat + 1} {len(r.directions)}")
        if view.called:
            self._send("SQUARE " + " ".join(view.square.rows))

    def _read(self, stream) -> None:
        """Pass the program's lines to the engine as they come (runs in its own thread)."""
        try:
            for line in stream:
                self.lines.put(line.strip())
        except (OSError, ValueError):
            pass
        self.lines.put(_EOF)

    def _send(self, line: str) -> None:
        """Write one line to the program; a closed pipe means it is gone."""
        if self.gone or self.process is None:
            return
        try:
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
        except (OSError, ValueError):
            self._lost()

    def _lost(self) -> None:
        """Note that the program has exited (with its exit code when known)."""
        code = self.process.poll() if self.process is not None else None
        if code is None and self.process is not None:
            try:
                code = self.process.wait(timeout=0.2)
            except subprocess.TimeoutExpired:
                code = None
        self.gone = "the program exited" + (f" with code {code}" if code is not None else "")

    def _answer(self) -> tuple[str | None, str | None]:
        """Return (answer, None), or (None, fault kind) when the program is gone or late."""
        if self.gone:
            return None, "crash"
        limit = self.time_limit + (self.startup if self.answered == 0 else 0.0)
        deadline = time.monotonic() + limit
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                self.owed += 1
                return None, "timeout"
            if line is _EOF:
                self._lost()
                return None, "crash"
            if self.owed:
                self.owed -= 1
                continue
            self.answered += 1
            return line, None

    def finish(self, view: View, score) -> None:
        self._send(f"END {score.total}")

    def close(self) -> None:
        if self.process is None:
            return
        try:
            self.process.stdin.close()
        except (OSError, ValueError):
            pass
        try:
            self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None

    # -- the questions ------------------------------------------------------------------

    def call(self, view: View) -> Letter:
        self._send("CALL")
        answer, kind = self._answer()
        letter = parse_letter(answer) if answer is not None else None
        if kind is None and letter is not None and letter in ALPHABET:
            return letter
        if kind is None:
            kind, detail = (("illegal", f"{answer!r}: not a letter of the game") if letter is not None
                            else ("garbage", f"{answer!r} is not 'LETTER x'"))
        else:
            detail = f"no answer within {self.time_limit:g} s" if kind == "timeout" else "no answer"
        self.faults.append(Fault(view.seat, len(view.called) + 1, kind,
                                 self.gone if kind == "crash" else detail, f"call {DEFAULT_CALL!r}"))
        self._send(f"FORCED LETTER {DEFAULT_CALL}")
        return DEFAULT_CALL

    def place(self, view: View, letter: Letter) -> Cell:
        self._send(f"LETTER {letter}")
        answer, kind = self._answer()
        cell = parse_place(answer) if answer is not None else None
        if kind is None and cell is not None:
            problem = _cell_problem(view, cell)
            if problem is None:
                return cell
            kind, detail = "illegal", f"{answer!r}: {problem}"
        elif kind is None:
            kind, detail = "garbage", f"{answer!r} is not 'PLACE row column'"
        else:
            detail = (self.gone or "no answer") if kind == "crash" else f"no answer within {self.time_limit:g} s"
        default = view.empty_cells()[0]
        self.faults.append(Fault(view.seat, len(view.called), kind, detail,
                                 f"{letter!r} at row {default[0] + 1}, column {default[1] + 1}"))
        self._send(f"FORCED PLACE {default[0] + 1} {default[1] + 1}")
        return default


def _cell_problem(view: View, cell: Cell) -> str | None:
    """Return why ``cell`` cannot take the letter, or None when it is an empty cell of the square."""
    r, c = cell
    if not (0 <= r < view.rules.height and 0 <= c < view.rules.width):
        return f"no such cell on a {view.rules.height}×{view.rules.width} square"
    if view.square.letter(cell) != EMPTY:
        return f"row {r + 1}, column {c + 1} already holds {view.square.letter(cell)!r}"
    return None
