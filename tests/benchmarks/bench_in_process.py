"""Benchmark of what a command costs past ``import click``, in fresh processes, for checkouts side by side.

Each run is a fresh interpreter that imports click, then starts the clock, runs ``wordgames ARGS`` as the
installed script does (``from wordgames_cli.main import main; main()``, output discarded) and prints the
milliseconds.  The interpreter's start and click's import, the same for every command, are left out, so
the figure is what the house adds; ``bench_cold.py`` measures whole cold starts against their baselines.

To compare a checkout with the installed one, give its import path (a ``git worktree`` of the old commit,
with ``wordgames_cli`` linked to its ``cli/``)::

    git worktree add /tmp/old REV && mkdir /tmp/old/.pp && ln -s ../cli /tmp/old/.pp/wordgames_cli
    python tests/benchmarks/bench_in_process.py --runs 11 --path /tmp/old:/tmp/old/.pp -- snake play --help

Prints the median of ``--runs`` runs per command and checkout, the checkouts interleaved run by run.
Nothing runs on import (pytest collects this file for doctests).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

HARNESS = """import contextlib, io, sys, time
import click
start = time.perf_counter()
from wordgames_cli.main import main
sys.argv[1:] = sys.argv[2:]
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    try:
        main()
    except SystemExit:
        pass
print((time.perf_counter() - start) * 1000)
"""

DEFAULT_COMMANDS = ["--help", "--lang ru --help", "snake play --help", "snake challenge --help",
                    "games yam tournament --help", "dict check --help", "snake challenge --played скот,тушь"]


def run_once(args: list[str], path: str | None, env: dict[str, str], empty: str) -> float:
    """Return the milliseconds ``wordgames ARGS`` takes past ``import click`` in one fresh process.

    The child runs in the directory ``empty``: ``python -c`` puts its working directory first on the
    import path, and a checkout there would shadow the one ``path`` names.
    """
    child = dict(env, PYTHONPATH=path) if path else env
    out = subprocess.run([sys.executable, "-c", HARNESS, "-", *args], capture_output=True, text=True,
                         env=child, cwd=empty, check=True).stdout
    return float(out.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=11, help="fresh processes per command and checkout")
    parser.add_argument("--path", action="append", default=[],
                        help="an import path to measure beside the installed checkout (repeatable)")
    parser.add_argument("command", nargs="*", help="one command's arguments (default: a set of seven)")
    args = parser.parse_args()
    commands = [args.command] if args.command else [c.split() for c in DEFAULT_COMMANDS]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env |= {"NO_COLOR": "1", "PYTHONPYCACHEPREFIX": os.path.join(os.environ.get("TMPDIR", "/tmp"), "wg-bench-pyc"),
            "WORDGAMES_USER_WORDS": os.devnull + ".absent"}
    checkouts = [None, *args.path]
    print(f"ms past import click, median of {args.runs} fresh processes ({sys.executable})")
    with tempfile.TemporaryDirectory() as empty:          # one empty directory for every child
        for command in commands:
            times: dict[str | None, list[float]] = {c: [] for c in checkouts}
            for c in checkouts:
                run_once(command, c, env, empty)            # untimed: writes the bytecode caches
            for _ in range(args.runs):
                for c in checkouts:
                    times[c].append(run_once(command, c, env, empty))
            row = "  ".join(f"{statistics.median(times[c]):6.2f} ({c or 'installed'})" for c in checkouts)
            print(f"{' '.join(command):<40} {row}")


if __name__ == "__main__":
    main()
