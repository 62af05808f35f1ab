"""The optimal solitaire strategy for one free column, by dynamic programming over sheet positions.

Between turns, all that matters for the rest of a solitaire game is a
:class:`Position`: which boxes are filled, Сумма capped at 60 (only whether
the Бонус is still to come, and how far off, matters) and, while exactly one
of «−»/«+» is filled, its value.  The same solver plays every rule set of
:mod:`.rulesets`, read from its description: Yahtzee and Yatzy cap Сумма at
63, and Yahtzee's third coordinate is whether the Yahtzee box holds 50 (the
extra Yahtzee bonus and the joker rules are in :meth:`Table.final_values`).  The expected number of points still to be
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
from wordgames.games.yam.rulesets import EXTRA_YAHTZEE, JOKER_POINTS, YAM
from wordgames.games.yam.sheet import (BONUS_AT, BOXES, DOWN, FIRST, FREE, MINUS, PLUS, UP, UPPER,
                                       YAHTZEE_BONUS_HELD, Box, Column, Rules, box_score)
from wordgames.games.yam.widget import FIRST_ROLL, ROLL_INDEX, ROLLS, turn_value
from wordgames.i18n import _

PM_OFFSET = 4
"""pm index i > 0 stands for a «−»/«+» value of i + 4 (5-30); 0 means "not exactly one filled"."""
PM_SIZE = 27
UPPER_SIZE = BONUS_AT + 1
"""The sizes of Yam's table beyond its masks (Сумма 0-60, the lone «−»/«+»); other rule sets: :func:`table_shape`."""
TABLE_VERSION = 2
CHUNK = 512
"""Positions evaluated at once by the build (work arrays that stay in the processor cache: fastest)."""
ROLL_SUMS = np.array([sum(r) for r in ROLLS])
FACE_COUNTS = {f: np.array([r.count(f) for r in ROLLS]) for f in range(1, 7)}
"""How many dice of each face each throw shows."""


@dataclass(frozen=True)
class Position:
    """The state of a column between turns, as the solver sees it.

    ``mask`` has a bit per box of the solver's sheet; ``upper`` is Сумма of
    the whole column capped at the bonus (60; 63 in Yahtzee and Yatzy); ``pm``
    is, in Yam, the value of «−» or «+» minus 4 while exactly one of them is
    filled, else 0; in Yahtzee, 1 when the Yahtzee box holds 50, else 0.
    """

    mask: int
    upper: int
    pm: int

    @classmethod
    def of(cls, column: Column, boxes: tuple[Box, ...] | None = None) -> "Position":
        """Return the position of ``column`` for a solver over ``boxes`` (default: all); every other box must be
        filled."""
        rule_set = Rules(ruleset=column.ruleset).set
        boxes = rule_set.boxes if boxes is None else boxes
        missing = [b for b in rule_set.boxes if b not in boxes and column[b] is None]
        if missing:
            raise ValueError(f"this table covers only {', '.join(boxes)}: fill {', '.join(missing)} first")
        mask = sum(1 << i for i, b in enumerate(boxes) if column[b] is not None)
        upper = min(rule_set.bonus_at, column.summa())
        if rule_set.joker_box:
            return cls(mask, upper, int(column[rule_set.joker_box] == YAHTZEE_BONUS_HELD))
        pm = 0
        if rule_set.plus_minus and (column[MINUS] is None) != (column[PLUS] is None):
            value = column[MINUS] if column[PLUS] is None else column[PLUS]
            if not 5 <= value <= 30:
                raise ValueError(f"a lone «−»/«+» holds the sum of five dice (5-30), not {value}")
            pm = value - PM_OFFSET
        return cls(mask, upper, pm)


def table_shape(rules: Rules, boxes: tuple[Box, ...]) -> tuple[int, int, int]:
    """Return the shape of the table of ``boxes`` under ``rules``: masks, capped Сумма, the third coordinate.

    >>> table_shape(Rules(), BOXES), table_shape(Rules(ruleset="yahtzee"), Rules(ruleset="yahtzee").boxes)
    ((2048, 61, 27), (8192, 64, 2))
    """
    rule_set = rules.set
    if rule_set.plus_minus:
        third = PM_SIZE if MINUS in boxes or PLUS in boxes else 1
    else:
        third = 2 if rule_set.joker_box else 1
    return 1 << len(boxes), rule_set.bonus_at + 1, third


def reachable_upper_sums(boxes: tuple[Box, ...], start: int | None = None,
                         cap: int = BONUS_AT) -> dict[int, np.ndarray]:
    """Return, for each mask of the upper boxes among ``boxes``, the capped Сумма values it can reach.

    From ``start`` (the Сумма of the boxes outside ``boxes``) when given; from 0
    when every upper box is in ``boxes``; else from anything (0 to ``cap``).
    """
    upper = [(i, int(b)) for i, b in enumerate(boxes) if b in UPPER]
    if start is None and len(upper) < len(UPPER):
        every = np.arange(cap + 1)
        return {sum(1 << i for i, _ in upper) & m: every for m in range(1 << len(boxes))}
    sums: dict[int, set[int]] = {0: {min(cap, start or 0)}}
    for i, face in upper:
        for m in list(sums):
            sums[m | (1 << i)] = {min(cap, s + face * c) for s in sums[m] for c in range(6)}
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
        self.bonus_at, self.bonus_points = rules.bonus_at, rules.bonus_points
        self.joker_box = rules.set.joker_box

    def value(self, position: Position) -> float:
        """Return the expected points still to come from ``position`` with optimal play."""
        return float(self.values[position.mask, position.upper, position.pm])

    def start_value(self) -> float:
        """Return the expected score of a whole solitaire game played optimally (full sheet only)."""
        if self.boxes != self.rules.boxes:
            raise ValueError("the start of the game needs the table of the full sheet")
        return float(self.values[0, 0, 0])

    def open_rows(self, i: int, mask: np.ndarray) -> np.ndarray:
        """Return the positions (indices into ``mask``) where box ``i`` may be filled now under the table's kind."""
        if self.kind == DOWN:
            return np.nonzero(mask == (1 << i) - 1)[0]
        if self.kind == UP:
            return np.nonzero(mask == self.full_mask ^ ((1 << (i + 1)) - 1))[0]
        return np.nonzero((mask >> i) & 1 == 0)[0]

    def box_values(self, i: int, mask: np.ndarray, upper: np.ndarray, pm: np.ndarray, every: bool = False):
        """Return (rows, values) for filling box ``i``: the positions where it is open, and (252, n) points + future
        (with ``every``: all the positions, the values where the box is filled being meaningless)."""
        rows = np.arange(len(mask)) if every else self.open_rows(i, mask)
        values = self._plain_box_values(i, mask[rows], upper[rows], pm[rows])
        if self.joker_box:
            self._add_joker(i, values, mask[rows], upper[rows], pm[rows])
        return rows, values

    def _plain_box_values(self, i: int, mask: np.ndarray, u: np.ndarray, p: np.ndarray) -> np.ndarray:
        """Return (252, n): the points of each throw in box ``i`` plus the future after, without Yahtzee's joker."""
        box = self.boxes[i]
        m2 = mask | (1 << i)
        if box in UPPER:
            points = int(box) * np.arange(6)[:, None]
            return self.upper_gain(points, m2, u, p)[FACE_COUNTS[int(box)]]
        if box == self.joker_box:               # 50 sets the flag of the extra bonus, 0 leaves it unset
            got = self.scores[box][:, None] > 0
            return self.scores[box][:, None] + np.where(got, self.values[m2, u, 1], self.values[m2, u, p])
        if box in (MINUS, PLUS):
            partner = PLUS if box == MINUS else MINUS
            if partner in self.boxes:
                other_filled = (m2 >> self.boxes.index(partner)) & 1 == 1
            else:
                other_filled = np.ones(len(mask), dtype=bool)
            sums = np.arange(5, 31)[:, None]
            ok = sums > p + PM_OFFSET if box == PLUS else sums < p + PM_OFFSET
            alone = sums + self.values[m2, u, sums - PM_OFFSET]
            second = np.where(ok, sums, 0) + self.values[m2, u, 0]
            return np.where(other_filled, second, alone)[ROLL_SUMS - 5]
        return self.scores[box][:, None] + self.values[m2, u, p]

    def _add_joker(self, i: int, values: np.ndarray, mask: np.ndarray, u: np.ndarray, p: np.ndarray) -> None:
        """Add to ``values`` (252, n) of box ``i`` what five equal dice gain from the extra Yahtzee bonus and the joker.

        With the Yahtzee box holding 50 (``p`` 1), each further Yahtzee adds 100, whatever box takes it; with
        the Yahtzee box filled and the matching upper box filled too, full house and the straights take it at
        their full value (docs/yam.md).
        """
        box = self.boxes[i]
        if self.joker_box in self.boxes:
            further = (mask >> self.boxes.index(self.joker_box)) & 1 == 1
        else:
            further = np.ones(len(mask), dtype=bool)
        extra = np.where(p == 1, EXTRA_YAHTZEE, 0)
        for face in range(1, 7):
            r = ROLL_INDEX[(face,) * 5]
            if box in JOKER_POINTS:
                on = further & ((mask >> self.boxes.index(str(face))) & 1 == 1 if str(face) in self.boxes else True)
                values[r] = np.where(on, JOKER_POINTS[box] + self.values[mask | (1 << i), u, p], values[r])
            values[r] += extra

    def upper_gain(self, points: np.ndarray, m2: np.ndarray, u: np.ndarray, p: np.ndarray) -> np.ndarray:
        """Return points written in an upper box (with the Бонус when Сумма reaches it) plus the future after."""
        u2 = np.minimum(u + points, self.bonus_at)
        gain = points + np.where((u < self.bonus_at) & (u + points >= self.bonus_at), self.bonus_points, 0)
        return gain + self.values[m2, u2, p]

    def final_values(self, mask: np.ndarray, upper: np.ndarray, pm: np.ndarray) -> np.ndarray:
        """Return (252, N): points plus future value of the best box for each final throw of each position."""
        best = np.full((len(ROLLS), len(mask)), -np.inf)
        for i in range(len(self.boxes)):
            is_open = np.zeros(len(mask), dtype=bool)
            is_open[self.open_rows(i, mask)] = True
            if not is_open.any():
                continue
            values = self.box_values(i, mask, upper, pm, every=True)[1]
            np.maximum(best, values, out=best, where=is_open[None, :])
        return best

    def save(self, path: str | os.PathLike) -> None:
        """Write the table atomically (compressed numpy archive with its rules and boxes)."""
        meta = json.dumps({"version": TABLE_VERSION, "rules": self.rules.to_dict(), "boxes": list(self.boxes),
                           "kind": self.kind})
        buf = io.BytesIO()
        np.savez_compressed(buf, values=self.values, meta=np.array(meta))
        cache.write(path, buf.getvalue(), family=cache_family(self.kind, self.rules.ruleset))

    @classmethod
    def load(cls, path: str | os.PathLike) -> "Table | None":
        """Return the table saved at ``path``, or None if it is missing, damaged (with a note) or of another version."""
        payload = cache.read(path)
        if payload is None:
            return None
        try:
            with np.load(io.BytesIO(payload), allow_pickle=False) as data:
                meta = json.loads(str(data["meta"]))
                table = cls(Rules.from_dict(meta["rules"]), tuple(meta["boxes"]), data["values"],
                            meta.get("kind", FREE))
                shape = table_shape(table.rules, table.boxes)
                if meta.get("version") == TABLE_VERSION and table.values.shape == shape and table.kind in KINDS:
                    return table
        except (OSError, ValueError, KeyError, TypeError, AttributeError, EOFError, zipfile.BadZipFile,
                WordgamesError):
            pass
        cache.note(_("the cached table {path} is not a Yam table of this version; rebuilding it").format(path=path))
        return None


def build_table(rules: Rules, boxes: tuple[Box, ...] | None = None,
                progress: Callable[[int, int], None] | None = None, start: Position | None = None,
                kind: str = FREE) -> Table:
    """Return the table of optimal expected future points for a column of ``boxes`` (default: the rule set's
    sheet) played alone as ``kind``.

    Masks are processed from full to empty, all masks with as many boxes filled
    at once (filling a box only sets a bit, so every successor is done before
    its predecessors); ``progress(done, total)`` is told how many masks are
    done.  With ``start`` (the position of a column whose other boxes are
    filled), only positions reachable from it are computed, and the table is
    valid for those only.  A ``down`` or ``up`` column reaches 12 masks, so its
    table takes a fraction of a second; a ``first`` column has no rerolls, so
    each turn is one average over the first roll.

    A top-down column of «5» then «6» (the other boxes 0): each turn aims at
    one face, so each box expects face × 5 × 91/216 (Binomial(5, 91/216) dice):

    >>> down = build_table(Rules(), ("5", "6"), kind=DOWN)
    >>> col = Column.from_mapping({b: 0 for b in BOXES if b not in ("5", "6")})
    >>> round(down.value(Position.of(col, down.boxes)), 4), round(11 * 5 * 91 / 216, 4)
    (23.1713, 23.1713)
    """
    boxes = rules.boxes if boxes is None else tuple(boxes)
    if not boxes or len(set(boxes)) != len(boxes) or not set(boxes) <= set(rules.boxes):
        raise ValueError(f"a solver sheet is a non-empty set of distinct boxes, not {boxes!r}")
    if kind not in KINDS:
        raise ValueError(f"a column is one of {', '.join(KINDS)}, not {kind!r}")
    n = len(boxes)
    table = Table(rules, boxes, np.zeros(table_shape(rules, boxes)), kind)
    upper_bits = sum(1 << i for i, b in enumerate(boxes) if b in UPPER)
    ups = reachable_upper_sums(boxes, None if start is None else start.upper, rules.bonus_at)
    third = _third_coordinates(rules, boxes, start)
    masks = sorted(kind_masks(kind, n)[1:], key=lambda m: -bin(m).count("1"))
    done = 0
    for filled in range(n - 1, -1, -1):
        layer = [m for m in masks if bin(m).count("1") == filled]
        grids = [np.meshgrid(ups[m & upper_bits], third(m), indexing="ij") for m in layer]
        m_all = np.concatenate([np.full(g[0].size, m) for m, g in zip(layer, grids)]) if layer else np.zeros(0, int)
        u_all = np.concatenate([g[0].ravel() for g in grids]) if layer else m_all
        p_all = np.concatenate([g[1].ravel() for g in grids]) if layer else m_all
        for lo in range(0, len(m_all), CHUNK):
            m, u, p = m_all[lo:lo + CHUNK], u_all[lo:lo + CHUNK], p_all[lo:lo + CHUNK]
            final = table.final_values(m, u, p)
            table.values[m, u, p] = FIRST_ROLL @ final if kind == FIRST else turn_value(final)
        done += len(layer)
        if progress and layer:
            progress(done, len(masks))
    return table


def _third_coordinates(rules: Rules, boxes: tuple[Box, ...], start: Position | None) -> Callable[[int], np.ndarray]:
    """Return the values of a position's third coordinate (:class:`Position` ``pm``) that a mask can reach."""
    rule_set = rules.set
    if rule_set.joker_box:
        if rule_set.joker_box not in boxes:
            flags = np.array([start.pm]) if start is not None else np.arange(2)
            return lambda mask: flags
        bit = 1 << boxes.index(rule_set.joker_box)
        return lambda mask: np.arange(2) if mask & bit else np.array([0])
    if not rule_set.plus_minus:
        return lambda mask: np.array([0])
    pm_size = table_shape(rules, boxes)[2]
    pm_bits = [boxes.index(b) for b in (MINUS, PLUS) if b in boxes]
    prefilled_pm = 2 - len(pm_bits)
    lone_pms = np.array([start.pm]) if start is not None and prefilled_pm == 1 else np.arange(1, pm_size)

    def pms(mask: int) -> np.ndarray:
        one_pm = prefilled_pm + sum((mask >> b) & 1 for b in pm_bits) == 1
        return lone_pms if one_pm else np.array([0])
    return pms


def default_cache_dir() -> Path:
    """Return where solver tables are cached: $XDG_CACHE_HOME/wordgames (or ~/.cache/wordgames)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wordgames"


def cache_family(kind: str = FREE, ruleset: str = YAM) -> str:
    """Return the pattern of the cache files of one column kind and rule set (each keeps its own few files)."""
    return f"{ruleset}-v*.npz" if kind == FREE else f"{ruleset}-{kind}-v*.npz"


def cache_path(rules: Rules, cache_dir: str | os.PathLike | None = None, kind: str = FREE) -> Path:
    """Return the file that holds the full table for ``rules`` of a column of ``kind`` (its name says the rule set).

    >>> cache_path(Rules(), "c").name, cache_path(Rules(ruleset="yatzy"), "c").name
    ('yam-v2-dom-full-house-yama-four-of-a-kind.npz', 'yatzy-v2.npz')
    """
    name = f"yam-v{TABLE_VERSION}-dom-{rules.dom}-yama-{rules.yama}.npz"
    if rules.ruleset != YAM:
        name = f"{rules.ruleset}-v{TABLE_VERSION}.npz"
    if kind != FREE:
        name = f"{rules.ruleset}-{kind}-" + name[len(rules.ruleset) + 1:]
    return Path(cache_dir or default_cache_dir()) / name


def load_or_build(rules: Rules, cache_dir: str | os.PathLike | None = None, rebuild: bool = False,
                  progress: Callable[[int, int], None] | None = None, kind: str = FREE) -> tuple[Table, dict]:
    """Return the full table for ``rules`` and a column of ``kind`` from the cache, building and caching it when needed.

    The second value says what happened: ``{"cache": path, "built": bool, "seconds": float}``.
    """
    path = cache_path(rules, cache_dir, kind)
    start = time.perf_counter()
    table = None if rebuild else Table.load(path)
    built = table is None or table.rules != rules or table.boxes != rules.boxes or table.kind != kind
    if built:
        table = build_table(rules, rules.boxes, progress, kind=kind)
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
