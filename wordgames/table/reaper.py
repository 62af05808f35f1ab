"""Ending a program and everything it started, including what left its process group.

A program seat runs in a session of its own, so ending its process group ends
its ordinary children.  A child that starts a session of its own (``setsid``,
a daemon's double fork) leaves the group; on Linux the table catches it two
ways: the process that runs programs becomes a *child subreaper*, so an
orphaned descendant is re-parented to it rather than to init, and at the end
the program's whole tree is read from ``/proc`` before anything is killed.
Elsewhere only the process group is ended.

>>> tree({10: 1, 11: 10, 12: 11, 13: 1, 14: 12}, 10)
[11, 12, 14]
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
from pathlib import Path

PR_SET_CHILD_SUBREAPER = 36
_subreaper = False


def become_subreaper() -> bool:
    """Make this process the one orphaned descendants are re-parented to (Linux); return whether it is."""
    global _subreaper
    if _subreaper or not sys.platform.startswith("linux"):
        return _subreaper
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        _subreaper = libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        _subreaper = False
    return _subreaper


def parents() -> dict[int, int]:
    """Return every visible process's parent, from ``/proc`` (empty where there is none)."""
    found = {}
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()       # after the command name, which may hold spaces
        if len(fields) > 1:
            found[int(entry.name)] = int(fields[1])
    return found


def tree(parent_of: dict[int, int], root: int) -> list[int]:
    """Return the descendants of ``root`` in ``parent_of`` (children before grandchildren)."""
    children: dict[int, list[int]] = {}
    for pid, ppid in parent_of.items():
        children.setdefault(ppid, []).append(pid)
    found, todo = [], [root]
    while todo:
        for child in sorted(children.get(todo.pop(0), [])):
            found.append(child)
            todo.append(child)
    return found


def children() -> set[int]:
    """Return this process's children now (taken before a program starts: they are not its orphans)."""
    me = os.getpid()
    return {pid for pid, ppid in parents().items() if ppid == me}


def end_tree(pid: int, keep: set[int] = frozenset()) -> None:
    """Kill ``pid``'s process group and every descendant of it, then the orphans re-parented to us.

    ``keep`` are this process's children that are not the program's: those it had before the program
    started, and other seats' programs.
    """
    descendants = tree(parents(), pid)
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass
    for other in descendants:
        _kill(other)
    if _subreaper:
        me = os.getpid()
        for orphan, ppid in parents().items():
            if ppid == me and orphan != pid and orphan not in keep:
                _kill(orphan)
                _reap(orphan)


def end_orphans(keep: set[int]) -> None:
    """End every child of this process not in ``keep``, and its tree (what ended workers left behind)."""
    me = os.getpid()
    for child, ppid in parents().items():
        if ppid == me and child not in keep:
            end_tree(child, keep=keep)
            _reap(child)


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass


def _reap(pid: int) -> None:
    try:
        os.waitpid(pid, 0)
    except OSError:
        pass
