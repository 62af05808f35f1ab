"""A ``cmd:`` program that tells its pid and its grandchild's, for the tests and the benchmark of signals.

``program(folder)`` returns the entrant: ``sh -c 'sleep 300 & exec python pid_program.py FOLDER $! PAUSE'``.
Run so, the program writes "its pid, the sleeping grandchild's pid" to ``FOLDER/<pid>.pids`` (renamed into
place whole), then answers every question with its first legal move after ``PAUSE`` seconds, so that a game
lasts long enough to be signalled.  :func:`running` says whether such a pid is still alive.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path


def program(folder: Path, pause: float = 0.1) -> str:
    """Return the ``cmd:`` entrant of this program, writing its pids to ``folder``."""
    return f"cmd:sh -c 'sleep 300 & exec {sys.executable} {Path(__file__).resolve()} {folder} $! {pause}'"


def running(pid: int) -> bool:
    """Return whether ``pid`` is a live process (a zombie, ended and not yet reaped, is not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rfind(")") + 2] != "Z"


def main(folder: str, grandchild: str, pause: str) -> None:
    temporary = os.path.join(folder, f"{os.getpid()}.tmp")
    with open(temporary, "w") as f:
        f.write(f"{os.getpid()} {grandchild}\n")
    os.rename(temporary, os.path.join(folder, f"{os.getpid()}.pids"))
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "move":
            time.sleep(float(pause))
            print(message["legal"][0], flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:4])
