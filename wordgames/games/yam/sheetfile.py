"""Score sheets in files: a table as printed in the text (or JSON), read, checked and drawn.

The text format is the table of the rule text: a header line ``Позиция``
followed by one heading per column, then one line per box; cells are
separated by tabs or by two or more spaces; an empty box is ``.`` (or an
empty cell between tabs).  A heading ``Аня [down]`` marks a column of the
multi-column variants (``down``/``↓``, ``up``/``↑``, ``free``, ``first``);
headings with the same name belong to one player.  The computed lines
(Сумма, Бонус/Приз, Счёт) may be given; then they are checked.  Lines
starting with ``#`` are comments.

>>> text = "Позиция\\tАня\\n1\\t3\\nРяд\\t45\\nСчет\\t48\\n"
>>> sheet = parse_text(text)
>>> [(p.name, p.total()) for p in sheet.players], check(sheet, Rules())
([('Аня', 48)], [])
>>> check(parse_text("Позиция  Аня\\nРяд  47\\n"), Rules())[0].message
'Ряд 47 cannot occur: only 0, 45 or 50'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from wordgames.errors import InputFormatError
from wordgames.files import display_name, read_text
from wordgames.files import parse_json as read_json_text
from wordgames.games.yam.rulesets import RULE_SETS, YAM, box_label
from wordgames.games.yam.sheet import (BONUS, DOWN, FIRST, FREE, SCHYOT, SUMMA, UP, UPPER,
                                       Column, Rules, box_name)
from wordgames.games.yam.checks import column_problems
from wordgames.i18n import N_, _, ngettext

KIND_NAMES = {"down": DOWN, "↓": DOWN, "up": UP, "↑": UP, "free": FREE, "first": FIRST, "1st": FIRST,
              "вниз": DOWN, "вверх": UP, "любая": FREE, "первый": FIRST}
COMPUTED = {"сумма": SUMMA, "sum": SUMMA, "бонус": BONUS, "приз": BONUS, "bonus": BONUS,
            "счет": SCHYOT, "счёт": SCHYOT, "total": SCHYOT, "итого": SCHYOT}
EMPTY_CELLS = ("", ".", "—")
MAX_PLAYERS = 64
MAX_SHEET_BYTES = 1024 * 1024


@dataclass
class SheetColumn:
    """One column of a sheet file: its kind, boxes, the computed lines it states, and where each cell is."""

    kind: str = FREE
    column: Column = field(default_factory=Column.empty)
    stated: dict[str, int] = field(default_factory=dict)
    places: dict[str, tuple[int, int]] = field(default_factory=dict)
    """(line, character column) of each cell, by box or computed line, for error messages."""


@dataclass
class SheetPlayer:
    """A player of a sheet file: a name and one or more columns."""

    name: str
    columns: list[SheetColumn]

    def total(self) -> int:
        """Return the player's Счёт over all columns (of the boxes filled so far)."""
        return sum(c.column.total() for c in self.columns)


@dataclass
class SheetFile:
    """The players of a score sheet, and the file it came from (for messages)."""

    players: list[SheetPlayer]
    path: str | None = None


@dataclass(frozen=True)
class Problem:
    """One entry of a sheet that cannot occur: where it is and why."""

    message: str
    player: str
    path: str | None = None
    line: int | None = None
    column: int | None = None
    code: str = "value"
    """What kind of problem (stable, for ``--json``): value, plus-minus, order (of a column), sum (a stated line)."""

    def __str__(self) -> str:
        return str(InputFormatError(_("{problem} ({player})").format(problem=self.message, player=self.player),
                                    path=self.path, line=self.line, column=self.column))

    def to_dict(self) -> dict:
        return {"message": self.message, "code": self.code, "player": self.player, "line": self.line,
                "column": self.column}


def split_cells(line: str) -> list[tuple[int, str]]:
    """Return the cells of a table line with their 1-based character columns (tabs, or 2+ spaces)."""
    sep = r"\t" if "\t" in line else r" {2,}"
    cells, pos = [], 0
    for m in re.finditer(sep, line):
        cells.append((pos + 1, line[pos:m.start()].strip()))
        pos = m.end()
    cells.append((pos + 1, line[pos:].strip()))
    return cells


def parse_heading(text: str) -> tuple[str, str | None]:
    """Return (player name, column kind or None) of a heading like ``Аня [down]``."""
    m = re.fullmatch(r"(.*?)\s*[\[(]\s*([^\])]+?)\s*[\])]", text)
    if m and m.group(2).lower() in KIND_NAMES:
        return m.group(1), KIND_NAMES[m.group(2).lower()]
    return text, None


def parse_text(text: str, path: str | None = None, rules: Rules = Rules()) -> SheetFile:
    """Return the sheet written in the table format; raise InputFormatError naming line and column."""
    lines = [(n, line.rstrip("\n")) for n, line in enumerate(text.splitlines(), 1)
             if line.strip() and not line.lstrip().startswith("#")]
    if not lines:
        raise InputFormatError(_("empty sheet: expected a header line 'Позиция <player> ...'"), path=path)
    n, header = lines[0]
    headings = split_cells(header)[1:]
    if not headings:
        raise InputFormatError(_("the header names no player column"), path=path, line=n, column=1)
    players: dict[str, SheetPlayer] = {}
    columns: list[SheetColumn] = []
    for col, heading in headings:
        name, kind = parse_heading(heading)
        if not name:
            raise InputFormatError(_("a column has no player name"), path=path, line=n, column=col)
        sc = SheetColumn(kind or FREE, Column.empty(rules.ruleset))
        players.setdefault(name, SheetPlayer(name, [])).columns.append(sc)
        columns.append(sc)
    seen: dict[str, int] = {}
    for n, line in lines[1:]:
        cells = split_cells(line)
        label = _row_label(cells[0][1], path, n, rules)
        if label in seen:
            raise InputFormatError(_("line {label!r} appears twice (first on line {line})").format(
                label=label, line=seen[label]), path=path, line=n, column=1)
        seen[label] = n
        if len(cells) - 1 > len(columns):
            raise InputFormatError(ngettext("{cells} cells for {n} column", "{cells} cells for {n} columns",
                                            len(columns)).format(cells=len(cells) - 1, n=len(columns)),
                                   path=path, line=n, column=cells[len(columns) + 1][0])
        for (col, cell), sc in zip(cells[1:], columns):
            if cell in EMPTY_CELLS:
                continue
            if re.fullmatch(r"-?[0-9]{7,}", cell):
                raise InputFormatError(_("{label}: {cell!r:.20} is more than any box holds").format(
                    label=label, cell=cell), path=path, line=n, column=col)
            if not re.fullmatch(r"-?[0-9]+", cell):
                raise InputFormatError(_("{label}: expected a number or '.', not {cell}").format(
                    label=label, cell=repr(cell)), path=path, line=n, column=col)
            _store(sc, label, int(cell), (n, col), path, rules)
    return SheetFile(list(players.values()), path)


def _row_label(text: str, path: str | None, line: int, rules: Rules = Rules()) -> str:
    """Return the box or computed line a row is about; raise InputFormatError if unknown."""
    if text.lower() in COMPUTED:
        return COMPUTED[text.lower()]
    if rules.set.joker_box and text.lower() in EXTRA_NAMES:
        return EXTRA_LINE
    try:
        return box_name(text, rules)
    except KeyError:
        raise InputFormatError(_("unknown box {box!r}").format(box=text), path=path, line=line,
                               column=1 if line is not None else None) from None


def _store(sc: SheetColumn, label: str, value: int, place: tuple[int, int] | None,
           path: str | None, rules: Rules = Rules()) -> None:
    """Put a value read from a file into a column (a box, Yahtzee's extra bonus, or a stated computed line)."""
    if label in rules.boxes and sc.column[label] is not None or label in sc.stated:
        line, col = place or (None, None)
        raise InputFormatError(_("{label} is given twice").format(label=label), path=path, line=line, column=col)
    if label in rules.boxes:
        sc.column = sc.column.fill(label, value)
    elif label == EXTRA_LINE:
        if value < 0 or value % 100 or value > 1200:
            line, col = place or (None, None)
            raise InputFormatError(_("the Yahtzee bonus is 100 for each further Yahtzee, not {value}").format(
                value=value), path=path, line=line, column=col)
        sc.column = replace(sc.column, extra=value)
    else:
        sc.stated[label] = value
    if place:
        sc.places[label] = place


def parse_json(text: str, path: str | None = None, rules: Rules = Rules()) -> SheetFile:
    """Return the sheet given as JSON: ``{"players": [{"name": ..., "columns": [{"kind": ..., "boxes": {...}}]}]}``.

    A player may give ``"boxes"`` directly for a single free column; a column
    may state ``"summa"``, ``"bonus"`` and ``"total"``, which are then checked.
    """
    data = read_json_text(text, path)
    if not isinstance(data, dict) or not isinstance(data.get("players"), list):
        raise InputFormatError(_('expected an object with a "players" list'), path=path)
    if len(data["players"]) > MAX_PLAYERS:
        raise InputFormatError(_("at most {most} players, not {n}").format(most=MAX_PLAYERS, n=len(data["players"])),
                               path=path)
    players = []
    for i, p in enumerate(data["players"]):
        if not isinstance(p, dict) or not isinstance(p.get("name", ""), str):
            raise InputFormatError(_("player {n}: expected an object with a name").format(n=i + 1), path=path)
        name = p.get("name") or _("player {n}").format(n=i + 1)
        raw_columns = p.get("columns", [{"kind": FREE, "boxes": p.get("boxes", {})}])
        if not isinstance(raw_columns, list) or not 1 <= len(raw_columns) <= 4:
            raise InputFormatError(_('player {name}: "columns" is a list of 1 to 4 columns').format(name=repr(name)),
                                   path=path)
        columns = []
        for raw in raw_columns:
            if not isinstance(raw, dict) or not isinstance(raw.get("boxes") or {}, dict):
                raise InputFormatError(_('player {name}: a column is an object with "boxes"').format(name=repr(name)),
                                       path=path)
            kind = KIND_NAMES.get(str(raw.get("kind", FREE)).lower())
            if kind is None:
                raise InputFormatError(_("player {name}: unknown column kind {kind}").format(
                    name=repr(name), kind=f"{raw.get('kind')!r:.20}"), path=path)
            sc = SheetColumn(kind, Column.empty(rules.ruleset))
            items = list((raw.get("boxes") or {}).items()) + [
                (k, raw[k]) for k in ("summa", "bonus", "total") if raw.get(k) is not None]
            for key, value in items:
                if value is None:
                    continue
                if not isinstance(value, int) or isinstance(value, bool):
                    raise InputFormatError(_("player {name}, box {box}: expected an integer, not {value}").format(
                        name=repr(name), box=repr(key), value=f"{value!r:.20}"), path=path)
                _store(sc, _row_label(str(key), path, None, rules), value, None, path, rules)
            columns.append(sc)
        players.append(SheetPlayer(name, columns))
    return SheetFile(players, path)


def read_sheet(path: str, rules: Rules = Rules()) -> SheetFile:
    """Return the sheet in the file at ``path`` (``-``: standard input); JSON if it starts with ``{``, else the table."""
    text = read_text(path, MAX_SHEET_BYTES)
    name = display_name(path)
    return parse_json(text, name, rules) if text.lstrip().startswith("{") else parse_text(text, name, rules)


def check_file(path: str, rules: Rules) -> tuple[SheetFile, list[Problem]]:
    """Return the sheet in the file at ``path`` and every entry of it that cannot occur under ``rules``."""
    sheet = read_sheet(path, rules)
    return sheet, check(sheet, rules)


def check(sheet: SheetFile, rules: Rules) -> list[Problem]:
    """Return every entry of the sheet that cannot occur (and every stated sum that does not add up)."""
    problems = []
    for player in sheet.players:
        for sc in player.columns:
            for box, message, code in column_problems(sc.column, sc.kind, rules):
                line, col = sc.places.get(box, (None, None)) if box else (None, None)
                problems.append(Problem(message, player.name, sheet.path, line, col, code))
            computed = {SUMMA: sc.column.summa(), BONUS: sc.column.bonus(), SCHYOT: sc.column.total()}
            for label, value in sc.stated.items():
                if value != computed[label]:
                    line, col = sc.places.get(label, (None, None))
                    problems.append(Problem(_("{label} {value} does not add up: the boxes give {total}").format(
                                                label=label, value=value, total=computed[label]),
                                            player.name, sheet.path, line, col, "sum"))
    return problems


KIND_MARK = {DOWN: N_(" [down]"), UP: N_(" [up]"), FREE: "", FIRST: N_(" [first]")}
"""How a column's kind is marked after the player's name (read back by :func:`parse_heading` in either language)."""


EXTRA_LINE = N_("Yahtzee bonus")
"""The line of Yahtzee's extra bonus (100 for each further Yahtzee)."""
EXTRA_NAMES = ("yahtzee bonus", "бонус яцзы")
"""The names of that line a sheet file may use."""


def format_table(players: list[tuple[str, list[tuple[str, Column]]]]) -> str:
    """Return the sheet drawn as in the text: a line per box and computed line, a column per player column.

    ``players`` is a list of (name, [(kind, column), ...]).  Empty boxes are
    ``.``; the output reads back with :func:`parse_text`.
    """
    heads = ["Позиция"] + [name + (_(KIND_MARK[kind]) if len(cols) > 1 and KIND_MARK[kind] else "")
                           for name, cols in players for kind, _column in cols]
    cols = [c for _name, cs in players for _kind, c in cs]

    def cell(v):
        return "." if v is None else str(v)

    rows = [heads]
    ruleset = cols[0].ruleset if cols else YAM
    for box in UPPER:
        rows.append([box] + [cell(c[box]) for c in cols])
    rows.append([SUMMA] + [str(c.summa()) for c in cols])
    rows.append([BONUS] + [str(c.bonus()) for c in cols])
    for box in RULE_SETS[ruleset].boxes[len(UPPER):]:
        rows.append([box_label(box, ruleset)] + [cell(c[box]) for c in cols])
    if RULE_SETS[ruleset].joker_box:
        rows.append([_(EXTRA_LINE)] + [str(c.extra) for c in cols])
    rows.append([SCHYOT] + [str(c.total()) for c in cols])
    widths = [max(len(r[i]) for r in rows) for i in range(len(heads))]
    return "\n".join("  ".join(x.ljust(w) for x, w in zip(r, widths)).rstrip() for r in rows) + "\n"


def sheet_to_dict(sheet: SheetFile, rules: Rules, problems: list[Problem]) -> dict:
    """Return the sheet's boxes and totals as JSON-ready data."""
    return {"rules": rules.to_dict(), "problems": [p.to_dict() for p in problems], "players": [
        {"name": p.name, "total": p.total(), "columns": [
            {"kind": sc.kind, "boxes": sc.column.filled(), "summa": sc.column.summa(),
             "bonus": sc.column.bonus(), "total": sc.column.total(), "complete": sc.column.is_full()}
            for sc in p.columns]} for p in sheet.players]}


def sheet_text(sheet: SheetFile) -> str:
    """Return the sheet drawn as in the text, with each multi-column player's total under it."""
    lines = [format_table([(p.name, [(c.kind, c.column) for c in p.columns]) for p in sheet.players]).rstrip("\n")]
    lines += [ngettext("{name}: {total} over {columns} columns", "{name}: {total} over {columns} columns",
                       len(p.columns)).format(name=p.name, total=p.total(), columns=len(p.columns))
              for p in sheet.players if len(p.columns) > 1]
    return "\n".join(lines)
