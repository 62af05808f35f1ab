"""The win tables the game plays with: the model of a game's rules, solved once and kept on disk.

:func:`load_or_build` reads a solved :class:`~wordgames.games.dixmille.winprob.WinTable` from the user's
cache, or solves it with the retrograde solver (:mod:`~wordgames.games.dixmille.retrograde`: the sweeps'
values in fewer sweeps) and writes it there atomically; :func:`default_model` is the model the winning bot
and ``advise --goal win`` use for a game's scoring table.

>>> from wordgames.games.dixmille.scoring import TABLES
>>> default_model(TABLES["text"]).grid, cache_path(default_model(TABLES["text"]), Path("/c")).parent
(10, PosixPath('/c'))
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Callable

from wordgames import cache
from wordgames.games.dixmille.retrograde import Stage, build_retrograde
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


def default_model(table: ScoringTable) -> Model:
    """Return the model the game's win-probability bot uses for ``table``: every score for small targets, else a
    grid; the whole lead counts (no cap: the tables stop where banking is proven best)."""
    return Model(table, grid=1 if table.target <= EXACT_UP_TO else GRID)


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


def load_or_build(model: Model, report: Callable[[Stage], None] | None = None,
                  cache_dir: Path | None = None, start: WinTable | None = None) -> tuple[WinTable, Path | None]:
    """Return the solved table of ``model`` from the cache, or build it and cache it atomically.

    ``report(stage)`` hears every :class:`~wordgames.games.dixmille.retrograde.Stage` of a build: each index sum
    of each sweep, then the saving.  ``start``: a table whose values are the first guess (by default, for the
    full game, its coarser grid's).  A damaged or foreign cache file is rebuilt with a
    :class:`~wordgames.cache.CacheNote` warning.
    """
    path = cache_path(model, cache_dir)
    table = cached(model, cache_dir)
    if table is not None:
        return table, path
    if start is None and model.grid < GRID and model.table.target > EXACT_UP_TO:
        start, _path = load_or_build(replace(model, grid=GRID), report, cache_dir)    # a first guess
    table = build_retrograde(model, report=report, start=start)
    if report:
        report(Stage("saving", 0, 1))
    return table, (path if cache.write(path, table.to_bytes(), family="dixmille-win-*.bin") else None)
