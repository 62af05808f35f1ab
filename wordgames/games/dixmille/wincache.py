"""The win tables the game plays with: the model of a game's rules, solved once and kept on disk.

:func:`load_or_build` reads a solved :class:`~wordgames.games.dixmille.winprob.WinTable` from the user's
cache or from the package (:func:`shipped`: the text's game to 10 000 at every score, some 20 minutes of
building), or solves it with the retrograde solver (:mod:`~wordgames.games.dixmille.retrograde`: the sweeps'
values in fewer sweeps), keeping a checkpoint beside it so that a build stopped goes on where it stopped, and
writes it there atomically; :func:`default_model` is the model the winning bot and ``advise --goal win`` use
for a game's scoring table.

>>> from wordgames.games.dixmille.scoring import TABLES
>>> default_model(TABLES["text"]).grid, default_model(TABLES["plain"]).grid      # shipped, and not
(1, 10)
>>> cache_path(default_model(TABLES["text"]), Path("/c")).parent
PosixPath('/c')
"""

from __future__ import annotations

import lzma
import os
from dataclasses import replace
from pathlib import Path
from typing import Callable

from wordgames import cache
from wordgames.atomic import atomic_write_bytes
from wordgames.games.dixmille.retrograde import Stage, Sweeps, build_retrograde
from wordgames.games.dixmille.scoring import ScoringTable
from wordgames.games.dixmille.turns import Model
from wordgames.games.dixmille.winprob import WinTable
from wordgames.i18n import _

FORMAT = 3
"""Changes when the solver's table would come out different (the cache file's name carries it)."""
GRID = 10
"""The default grid for the full game: scores every 500 points (see docs/dixmille.md for the measured error)."""
EXACT_UP_TO = 3000
"""Targets up to this are solved at every score (grid 1), exactly."""


def default_model(table: ScoringTable, cache_dir: Path | None = None) -> Model:
    """Return the model the game's win-probability bot uses for ``table``: every score for small targets, for the
    tables whose solution at every score is shipped (the text's game to 10 000) or was built (``win-table
    --every-score``), else a grid; the whole lead counts (no cap: the tables stop where banking is proven best)."""
    exact = Model(table)
    if table.target <= EXACT_UP_TO or shipped_path(exact).exists() or cache_path(exact, cache_dir).exists():
        return exact
    return Model(table, grid=GRID)


def default_cache_dir() -> Path:
    """Return the user's cache folder for wordgames ($XDG_CACHE_HOME/wordgames or ~/.cache/wordgames)."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "wordgames"


def cache_path(model: Model, cache_dir: Path | None = None) -> Path:
    return (cache_dir or default_cache_dir()) / f"dixmille-win-{FORMAT}-{model.key()}.bin"


def cached(model: Model, cache_dir: Path | None = None) -> WinTable | None:
    """Return the solved table of ``model`` from the cache, or None when it is not there (a damaged or foreign
    file: None with a :class:`~wordgames.cache.CacheNote` warning)."""
    path = cache_path(model, cache_dir)
    payload = cache.read(path)
    table = WinTable.from_bytes(model, payload) if payload is not None else None
    if table is None and payload is not None:
        cache.note(_("the cached table {path} is not a table of these rules; rebuilding it").format(path=path))
    return table


def partial_path(model: Model, cache_dir: Path | None = None) -> Path:
    """Return where a build of ``model`` under way keeps its checkpoint."""
    return (cache_dir or default_cache_dir()) / f"dixmille-win-{FORMAT}-{model.key()}.partial"


def checkpointed(model: Model, cache_dir: Path | None = None) -> Sweeps | None:
    """Return the build of ``model`` left under way in the cache, or None (none, or a damaged or foreign one:
    then with a :class:`~wordgames.cache.CacheNote` warning, and the build starts afresh)."""
    path = partial_path(model, cache_dir)
    payload = cache.read(path)
    sweeps = Sweeps.from_bytes(model.key(), payload) if payload is not None else None
    if sweeps is None and payload is not None:
        cache.note(_("the cached table {path} is not a table of these rules; rebuilding it").format(path=path))
    return sweeps


def load_or_build(model: Model, report: Callable[[Stage], None] | None = None,
                  cache_dir: Path | None = None, start: WinTable | None = None,
                  stop: Callable[[], bool] | None = None, threads: int = 1) -> tuple[WinTable | None, Path | None]:
    """Return the solved table of ``model`` from the cache, or build it and cache it atomically.

    ``report(stage)`` hears every :class:`~wordgames.games.dixmille.retrograde.Stage` of a build: each index sum
    of each sweep, then the saving.  ``start``: a table whose values are the first guess (by default, for the
    full game, its coarser grid's).  A build keeps a checkpoint in the cache about once a minute and at each
    sweep's end, and goes on from the last one when it is run again (after ``stop()`` said so, after a crash or a
    kill): then (None, the checkpoint's path) is returned.  A damaged or foreign cache file is rebuilt with a
    :class:`~wordgames.cache.CacheNote` warning.
    """
    path = cache_path(model, cache_dir)
    table = cached(model, cache_dir)
    if table is not None:
        return table, path
    table = shipped(model)
    if table is not None:
        return table, shipped_path(model)
    partial = partial_path(model, cache_dir)
    resume = checkpointed(model, cache_dir)
    if resume is None and start is None and model.grid < GRID and model.table.target > EXACT_UP_TO:
        guessing = None if report is None else lambda stage: report(
            replace(stage, kind="guess") if stage.kind == "sweep" else stage)
        start, _path = load_or_build(replace(model, grid=GRID), guessing, cache_dir)    # a first guess

    def save(sweeps: Sweeps) -> None:
        cache.write(partial, sweeps.to_bytes(model.key()), family="dixmille-win-*.partial")

    table = build_retrograde(model, report=report, start=start, resume=resume, checkpoint=save, stop=stop,
                             threads=threads)
    if table is None:
        return None, partial
    if report:
        report(Stage("saving", 0, 1))
    written = cache.write(path, table.to_bytes(), family="dixmille-win-*.bin")
    if written:
        partial.unlink(missing_ok=True)
    return table, (path if written else None)


SHIPPED = Path(__file__).with_name("tables")
"""The solved tables shipped with the package (the full game's at every score: 22 minutes to build here)."""


def shipped_path(model: Model) -> Path:
    """Return where the package ships the table of ``model`` (when it ships one)."""
    return SHIPPED / f"win-{FORMAT}-{model.key()}.bin.xz"


def ship(table: WinTable) -> Path:
    """Write ``table`` where the package ships the table of its model (lzma-compressed); return the path.  For
    the project's maintainers: ``tests/benchmarks/bench_dixmille.py --exact --ship`` builds and ships it."""
    path = shipped_path(table.model)
    atomic_write_bytes(path, lzma.compress(table.to_bytes(), preset=9 | lzma.PRESET_EXTREME))
    return path


def shipped(model: Model) -> WinTable | None:
    """Return the table of ``model`` shipped with the package (lzma-compressed), or None."""
    try:
        data = lzma.decompress(shipped_path(model).read_bytes())
    except (OSError, lzma.LZMAError):
        return None
    return WinTable.from_bytes(model, data)
