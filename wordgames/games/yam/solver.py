"""The optimal solitaire strategy for one free column, by dynamic programming over sheet positions.

Between turns, all that matters for the rest of a solitaire game is a
:class:`Position`: which boxes are filled, Сумма capped at 60 (only whether
the Бонус is still to come, and how far off, matters) and, while exactly one
of «−»/«+» is filled, its value.  The expected number of points still to be
scored from each position, ``values[mask, upper, pm]``, is computed from the
last turn backwards; each turn is one widget (:mod:`.widget`) evaluated for
all the positions of one mask at once with numpy.

The Бонус is counted as a reward when a turn lifts Сумма to 60, so the value
of a column in play is ``column.total() + value(position)``.

A table can cover part of the sheet, for positions where the other boxes are
filled; here only Ряд is left, so the value is the chance of a Ряд in three
rolls times its points, when aiming at 2-3-4-5-6 unless the dice say otherwise:

>>> from wordgames.games.yam.sheet import Rules
>>> t = build_table(Rules(), boxes=("Ряд",))
>>> late = Column.from_mapping({b: 0 for b in BOXES if b not in ("Ряд", "-")} | {"-": 20})
>>> 10 < t.value(Position.of(late, t.boxes)) < 0.3 * 50
True
"""

from __future__ import annotations

import io
import json
import os
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

from wordgames import cache
from wordgames.errors import WordgamesError
from wordgames.games.yam.sheet import (BONUS_AT, BONUS_POINTS, BOXES, DOWN, FIRST, FREE, MINUS, PLUS, UP, UPPER,
                                       Box, Column, Rules, box_score)
from wordgames.games.yam.widget import FIRST_ROLL, ROLLS, turn_value
from wordgames.i18n import _

PM_OFFSET = 4
"""pm index i > 0 stands for a «−»/«+» value of i + 4 (5-30); 0 means "not exactly one filled"."""
PM_SIZE = 27
UPPER_SIZE = BONUS_AT + 1
TABLE_VERSION = 2
ROLL_SUMS = np.array([sum(r) for r in ROLLS])
FACE_COUNTS = {f: np.array([r.count(f) for r in ROLLS]) for f in range(1, 7)}
"""How many dice of each face each throw shows."""


@dataclass(frozen=True)
class Position:
    """The state of a column between turns, as the solver sees it.

    ``mask`` has a bit per box of the solver's sheet; ``upper`` is Сумма of
    the whole column capped at 60; ``pm`` is the value of «−» or «+» minus 4
    while exactly one of them is filled, else 0.
    """

    mask: int
    upper: int
    pm: int

    @classmethod
    def of(cls, column: Column, boxes: tuple[Box, ...] = BOXES) -> "Position":
        """Return the position of ``column`` for a solver over ``boxes``; every other box must be filled."""
        missing = [b for b in BOXES if b not in boxes and column[b] is None]
        if missing:
            raise ValueError(f"this table covers only {', '.join(boxes)}: fill {', '.join(missing)} first")
        mask = sum(1 << i for i, b in enumerate(boxes) if column[b] is not None)
        pm = 0
        if (column[MINUS] is None) != (column[PLUS] is None):
            value = column[MINUS] if column[PLUS] is None else column[PLUS]
            if not 5 <= value <= 30:
                raise ValueError(f"a lone «−»/«+» holds the sum of five dice (5-30), not {value}")
            pm = value - PM_OFFSET
        return cls(mask, min(BONUS_AT, column.summa()), pm)


def reachable_upper_sums(boxes: tuple[Box, ...], start: int | None = None) -> dict[int, np.ndarray]:
    """Return, for each mask of the upper boxes among ``boxes``, the capped Сумма values it can reach.

    From ``start`` (the Сумма of the boxes outside ``boxes``) when given; from 0
    when every upper box is in ``boxes``; else from anything (0-60).
    """
    upper = [(i, int(b)) for i, b in enumerate(boxes) if b in UPPER]
    if start is None and len(upper) < len(UPPER):
        every = np.arange(UPPER_SIZE)
        return {sum(1 << i for i, _ in upper) & m: every for m in range(1 << len(boxes))}
    sums: dict[int, set[int]] = {0: {min(BONUS_AT, start or 0)}}
    for i, face in upper:
        for m in list(sums):
            sums[m | (1 << i)] = {min(BONUS_AT, s + face * c) for s in sums[m] for c in range(6)}
    return {m: np.array(sorted(s)) for m, s in sums.items()}


KINDS = (FREE, DOWN, UP, FIRST)
"""The column kinds a table can be solved for, each played alone (see :func:`build_table`)."""


def kind_masks(kind: str, n: int) -> list[int]:
    """Return the masks of a column of ``n`` boxes of ``kind`` that play can reach, fullest first.

    Top-down columns fill a prefix of the boxes, bottom-up ones a suffix:

    >>> kind_masks(DOWN, 3), kind_masks(UP, 3), kind_masks(FREE, 2)
    ([7, 3, 1, 0], [7, 6, 4, 0], [3, 2, 1, 0])
    """
    full = (1 << n) - 1
    if kind == DOWN:
        return [(1 << k) - 1 for k in range(n, -1, -1)]
    if kind == UP:
        return [full ^ ((1 << (n - k)) - 1) for k in range(n, -1, -1)]
    return list(range(full, -1, -1))


class Table:
    """Expected future points of every position, with the rules, boxes and column kind they were computed for.

    ``kind`` is how the column is played alone: ``free`` (any box), ``down``
    and ``up`` (the boxes in order) or ``first`` (any box, from a turn's first
    roll only: no rerolls).
    """

    def __init__(self, rules: Rules, boxes: tuple[Box, ...], values: np.ndarray, kind: str = FREE):
        self.rules = rules
        self.kind = kind
        self.boxes = tuple(boxes)
        self.values = values
        self.full_mask = (1 << len(self.boxes)) - 1
        self.scores = {b: np.array([box_score(b, r, rules) for r in ROLLS]) for b in self.boxes}
        self.has_pm = MINUS in self.boxes or PLUS in self.boxes

    def value(self, position: Position) -> float:
        """Return the expected points still to come from ``position`` with optimal play."""
        return float(self.values[position.mask, position.upper, position.pm])

    def start_value(self) -> float:
        """Return the expected score of a whole solitaire game played optimally (full sheet only)."""
        if self.boxes != BOXES:
            raise ValueError("the start of the game needs the table of the full sheet")
        return float(self.values[0, 0, 0])

    def open_rows(self, i: int, mask: np.ndarray) -> np.ndarray:
        """Return the positions (indices into ``mask``) where box ``i`` may be filled now under the table's kind."""
        if self.kind == DOWN:
            return np.nonzero(mask == (1 << i) - 1)[0]
        if self.kind == UP:
            return np.nonzero(mask == self.full_mask ^ ((1 << (i + 1)) - 1))[0]
        return np.nonzero((mask >> i) & 1 == 0)[0]

    def box_values(self, i: int, mask: np.ndarray, upper: np.ndarray, pm: np.ndarray):
        """Return (rows, values) for filling box ``i``: the positions where it is open, and (252, n) points + future."""
        rows = self.open_rows(i, mask)
        box = self.boxes[i]
        m2, u, p = mask[rows] | (1 << i), upper[rows], pm[rows]
        if box in UPPER:
            points = int(box) * np.arange(6)[:, None]
            u2 = np.minimum(u + points, BONUS_AT)
            gain = points + np.where((u < BONUS_AT) & (u + points >= BONUS_AT), BONUS_POINTS, 0)
            return rows, (gain + self.values[m2, u2, p])[FACE_COUNTS[int(box)]]
        if box in (MINUS, PLUS):
            partner = PLUS if box == MINUS else MINUS
            if partner in self.boxes:
                other_filled = (m2 >> self.boxes.index(partner)) & 1 == 1
            else:
                other_filled = np.ones(len(rows), dtype=bool)
            sums = np.arange(5, 31)[:, None]
            ok = sums > p + PM_OFFSET if box == PLUS else sums < p + PM_OFFSET
            alone = sums + self.values[m2, u, sums - PM_OFFSET]
            second = np.where(ok, sums, 0) + self.values[m2, u, 0]
            return rows, np.where(other_filled, second, alone)[ROLL_SUMS - 5]
        return rows, self.scores[box][:, None] + self.values[m2, u, p]

    def final_values(self, mask: np.ndarray, upper: np.ndarray, pm: np.ndarray) -> np.ndarray:
        """Return (252, N): points plus future value of the best box for each final throw of each position."""
        best = None
        for i in range(len(self.boxes)):
            rows, values = self.box_values(i, mask, upper, pm)
            if len(rows) == len(mask):
                best = values if best is None else np.maximum(best, values, out=best)
            elif best is None:
                best = np.full((len(ROLLS), len(mask)), -np.inf)
                best[:, rows] = values
            elif len(rows):
                best[:, rows] = np.maximum(best[:, rows], values)
        return best

    def save(self, path: str | os.PathLike) -> None:
        """Write the table atomically (compressed numpy archive with its rules and boxes)."""
        meta = json.dumps({"version": TABLE_VERSION, "rules": self.rules.to_dict(), "boxes": list(self.boxes),
                           "kind": self.kind})
        buf = io.BytesIO()
        np.savez_compressed(buf, values=self.values, meta=np.array(meta))
        cache.write(path, buf.getvalue(), family=cache_family(self.kind))

    @classmethod
    def load(cls, path: str | os.PathLike) -> "Table | None":
        """Return the table saved at ``path``, or None if it is missing, damaged (with a note) or of another version."""
        payload = cache.read(path)
        if payload is None:
            return None
        try:
            with np.load(io.BytesIO(payload), allow_pickle=False) as data:
                meta = json.loads(str(data["meta"]))
                table = cls(Rules(**meta["rules"]), tuple(meta["boxes"]), data["values"], meta.get("kind", FREE))
                shape = (1 << len(table.boxes), UPPER_SIZE, PM_SIZE if {MINUS, PLUS} & set(table.boxes) else 1)
                if meta.get("version") == TABLE_VERSION and table.values.shape == shape and table.kind in KINDS:
                    return table
        except (OSError, ValueError, KeyError, TypeError, AttributeError, EOFError, zipfile.BadZipFile,
                WordgamesError):
            pass
        cache.note(_("the cached table {path} is not a Yam table of this version; rebuilding it").format(path=path))
        return None


def build_table(rules: Rules, boxes: tuple[Box, ...] = BOXES,
                progress: Callable[[int, int], None] | None = None, start: Position | None = None,
                kind: str = FREE) -> Table:
    """Return the table of optimal expected future points for a column of ``boxes`` played alone as ``kind``.

    Masks are processed from full to empty (filling a box only sets a bit, so
    every successor is done before its predecessors); ``progress(done, total)``
    is called after each mask.  With ``start`` (the position of a column whose
    other boxes are filled), only positions reachable from it are computed,
    and the table is valid for those only.  A ``down`` or ``up`` column
    reaches 12 masks, so its table takes a fraction of a second; a ``first``
    column has no rerolls, so each turn is one average over the first roll.

    A top-down column of «5» then «6» (the other boxes 0): each turn aims at
    one face, so each box expects face × 5 × 91/216 (Binomial(5, 91/216) dice):

    >>> down = build_table(Rules(), ("5", "6"), kind=DOWN)
    >>> col = Column.from_mapping({b: 0 for b in BOXES if b not in ("5", "6")})
    >>> round(down.value(Position.of(col, down.boxes)), 4), round(11 * 5 * 91 / 216, 4)
    (23.1713, 23.1713)
    """
    boxes = tuple(boxes)
    if not boxes or len(set(boxes)) != len(boxes) or not set(boxes) <= set(BOXES):
        raise ValueError(f"a solver sheet is a non-empty set of distinct boxes, not {boxes!r}")
    if kind not in KINDS:
        raise ValueError(f"a column is one of {', '.join(KINDS)}, not {kind!r}")
    n = len(boxes)
    pm_size = PM_SIZE if MINUS in boxes or PLUS in boxes else 1
    table = Table(rules, boxes, np.zeros((1 << n, UPPER_SIZE, pm_size)), kind)
    upper_bits = sum(1 << i for i, b in enumerate(boxes) if b in UPPER)
    ups = reachable_upper_sums(boxes, None if start is None else start.upper)
    pm_bits = [boxes.index(b) for b in (MINUS, PLUS) if b in boxes]
    prefilled_pm = 2 - len(pm_bits)
    lone_pms = np.array([start.pm]) if start is not None and prefilled_pm == 1 else np.arange(1, pm_size)
    masks = kind_masks(kind, n)[1:]
    for done, mask in enumerate(masks, 1):
        one_pm = prefilled_pm + sum((mask >> b) & 1 for b in pm_bits) == 1
        pms = lone_pms if one_pm else np.array([0])
        u_grid, p_grid = np.meshgrid(ups[mask & upper_bits], pms, indexing="ij")
        u, p = u_grid.ravel(), p_grid.ravel()
        m = np.full(len(u), mask)
        final = table.final_values(m, u, p)
        table.values[mask, u, p] = FIRST_ROLL @ final if kind == FIRST else turn_value(final)
        if progress:
            progress(done, len(masks))
    return table


def default_cache_dir() -> Path:
    """Return where solver tables are cached: $XDG_CACHE_HOME/wordgames (or ~/.cache/wordgames)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wordgames"


def cache_family(kind: str = FREE) -> str:
    """Return the pattern of the cache files of one column kind (each kind keeps its own few files)."""
    return "yam-v*.npz" if kind == FREE else f"yam-{kind}-v*.npz"


def cache_path(rules: Rules, cache_dir: str | os.PathLike | None = None, kind: str = FREE) -> Path:
    """Return the file that holds the full table for ``rules`` of a column of ``kind``."""
    name = f"yam-v{TABLE_VERSION}-dom-{rules.dom}-yama-{rules.yama}.npz"
    if kind != FREE:
        name = f"yam-{kind}-" + name[len("yam-"):]
    return Path(cache_dir or default_cache_dir()) / name


def load_or_build(rules: Rules, cache_dir: str | os.PathLike | None = None, rebuild: bool = False,
                  progress: Callable[[int, int], None] | None = None, kind: str = FREE) -> tuple[Table, dict]:
    """Return the full table for ``rules`` and a column of ``kind`` from the cache, building and caching it when needed.

    The second value says what happened: ``{"cache": path, "built": bool, "seconds": float}``.
    """
    path = cache_path(rules, cache_dir, kind)
    start = time.perf_counter()
    table = None if rebuild else Table.load(path)
    built = table is None or table.rules != rules or table.boxes != BOXES or table.kind != kind
    if built:
        table = build_table(rules, BOXES, progress, kind=kind)
        table.save(path)
    return table, {"cache": str(path), "built": built, "seconds": time.perf_counter() - start}


SMALL_TABLE_BOXES = 5
"""Positions with at most this many empty boxes get a table of their own (under a second) instead of the full one."""


def table_for(column: Column, rules: Rules, cache_dir: str | os.PathLike | None = None,
              progress: Callable[[int, int], None] | None = None) -> Table:
    """Return a table that covers ``column``: a small one for its empty boxes late in a game, else the full one."""
    empty = column.empty_boxes()
    if 0 < len(empty) <= SMALL_TABLE_BOXES:
        return build_table(rules, empty, start=Position.of(column, empty))
    return load_or_build(rules, cache_dir, progress=progress)[0]
