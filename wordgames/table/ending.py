"""SIGTERM and SIGHUP end a table the way Ctrl-C does: every program ended, what was played kept.

Inside :func:`signals_end_the_table` the two signals raise :class:`Ended` in the
main thread, a :class:`KeyboardInterrupt`, so that everything that runs on the way
out of a Ctrl-C runs on the way out of a signal: every program seat is closed and
its whole tree ended (:func:`~wordgames.table.loop.seated`), a session saved after
every action stays as it was saved.  The command then says in one line which signal
ended the table and exits with the conventional status ``128 + the signal's number``
(143 for SIGTERM, 129 for SIGHUP; Ctrl-C's 130 is the same convention).  A second
signal while the table is being ended is ignored: the ending is already under way.

>>> import os, signal
>>> with signals_end_the_table():
...     try:
...         os.kill(os.getpid(), signal.SIGTERM)
...     except Ended as e:
...         print(e.signum == signal.SIGTERM, exit_status(e.signum), signal_name(e.signum))
True 143 SIGTERM
>>> received() is None
True
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from typing import Iterator

ENDING = tuple(s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if s is not None)
"""The signals that end a table as Ctrl-C does."""

_received: list[int] = []
_owner = [0]                    # the process whose table the handler ends


class Ended(KeyboardInterrupt):
    """The table was ended by a signal (SIGTERM, SIGHUP): raised where the main thread was."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def received() -> int | None:
    """Return the signal that is ending the table now, or None."""
    return _received[0] if _received else None


def signal_name(signum: int) -> str:
    """Return a signal's conventional name: ``SIGTERM``."""
    try:
        return signal.Signals(signum).name
    except ValueError:
        return str(signum)


def exit_status(signum: int) -> int:
    """Return the exit status of a command ended by the signal ``signum``: 128 + its number."""
    return 128 + int(signum)


def _end(signum, frame) -> None:
    if os.getpid() != _owner[0]:
        raise SystemExit(0)     # a worker forked by the table, ended before it could set its own handlers
    if _received:
        return                  # the table is being ended already
    _received.append(signum)
    raise Ended(signum)


@contextlib.contextmanager
def signals_end_the_table() -> Iterator[None]:
    """Within the block, SIGTERM and SIGHUP raise :class:`Ended` (only in the main thread; elsewhere nothing changes)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _owner[0] = os.getpid()
    previous = {}
    for signum in ENDING:
        previous[signum] = signal.signal(signum, _end)
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        _received.clear()


def quiet_worker() -> None:
    """Make a forked worker of a table leave its ending to its parent.

    Ctrl-C and SIGHUP reach the whole process group: the worker lets them
    pass (by a handler that does nothing, not by ignoring them, which the
    programs it starts would inherit), and the parent ends it with SIGTERM,
    which unwinds the worker's game like :exc:`SystemExit` (its programs
    closed and ended) and exits without a word.
    """
    signal.signal(signal.SIGINT, _let_pass)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, _let_pass)
    signal.signal(signal.SIGTERM, _leave)


def _let_pass(signum, frame) -> None:
    """The parent ends the worker."""


def _leave(signum, frame) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)     # the worker's programs are closed once, uninterrupted
    raise SystemExit(0)
