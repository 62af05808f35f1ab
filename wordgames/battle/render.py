"""«Словесный бой» drawn for people: a square with its coordinates, a scored square with its words marked, tables.

The library prints nothing; these return lines.  ``paint(text, mark)``, when
given, turns a counted cell's letter into what is printed (the CLI colours it
on a terminal).

>>> print("\\n".join(grid_lines(("к.", ".т"))))
     a b
   1 К ·
   2 · Т
"""

from __future__ import annotations

from typing import Callable, Sequence

from functools import reduce

from wordgames.battle.notation import COLUMNS, cell_label
from wordgames.battle.score import DOWN, LEFT, RIGHT, UP, Placed, SquareScore
from wordgames.battle.square import EMPTY, Cell, cell_name
from wordgames.i18n import N_, SOURCE, _, language, ngettext

Paint = Callable[[str, str], str]

AXIS = {"right": "-", "left": "-", "down": "|", "up": "|",
        "down-right": "\\", "up-left": "\\", "down-left": "/", "up-right": "/"}
MARK_STYLES = {"-": "across", "|": "down", "+": "both"}
"""The style of a counted cell's letter by its mark (any other mark: ``other``)."""
LEGEND = N_("marks: - in a counted word across, | down, + both, \\ / on a diagonal, "
            "* several others; lower case: in no counted word")
"""The legend under the marked squares of ``battle show`` and of the end of a game (translated where shown)."""


def legend_lines(width: int = 78) -> list[str]:
    """Return the legend of the marks, in the interface's language, wrapped to ``width`` columns."""
    import textwrap
    return textwrap.wrap(_(LEGEND), width)


def _plain(text: str, mark: str) -> str:
    return text


def points(n: int) -> str:
    """Return ``1 point`` or ``N points`` (in Russian 1 очко, 2 очка, 5 очков)."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def start_text(cell: Cell) -> str:
    """Return where a word starts as a person reads it: ``r3c1`` (row 3, column 1); in Russian the cell as it is
    typed at the table, ``a3`` (column a, row 3)."""
    return cell_name(cell) if language() == SOURCE else cell_label(cell)


def grid_lines(rows: tuple[str, ...], marks: dict[Cell, str] | None = None) -> list[str]:
    """Return a square drawn with column letters above and row numbers at the left (``·`` empty)."""
    marks = marks or {}
    width = len(rows[0]) if rows else 0
    out = ["     " + " ".join(COLUMNS[:width])]
    for r, row in enumerate(rows):
        cells = [marks.get((r, c), "·" if ch == EMPTY else ch.upper()) for c, ch in enumerate(row)]
        out.append(f"  {r + 1:>2} " + " ".join(cells))
    return out


def line_name(p: Placed) -> str:
    """Return the line a word lies in: ``row 3``, ``col 2`` or ``diag``."""
    if p.direction in (RIGHT, LEFT):
        return _("row {n}").format(n=p.start[0] + 1)
    if p.direction in (DOWN, UP):
        return _("col {n}").format(n=p.start[1] + 1)
    return _("diag")


def where(p: Placed, words) -> str:
    """Return a word with its place, e.g. ``копёр r3c1 →``."""
    return f"{words.spelling(p.word)} {start_text(p.start)} {p.direction.arrow}"


def total_line(label: str, total: int) -> str:
    """Return the first line of a player's score: ``Оля: 10 points`` (in Russian with its plural form)."""
    return ngettext("{name}: {n} point", "{name}: {n} points", total).format(name=label, n=total)


def score_table(label: str, s: SquareScore, labels: Sequence[str], words, explain: bool = False) -> list[str]:
    """Return the lines of one player's score: every counted word, the totals, the struck and (asked) the passed over."""
    shown = list(s.counted) + [st.placed for st in s.struck] + list(s.passed_over)
    # TRANSLATORS: the heads of the score table's columns: direction, line, start cell, word, points
    heads = [_("dir"), _("line"), _("start"), _("word"), _("points")]
    width = max([len(p.word) for p in shown] + [4, len(heads[3])])
    lines = [line_name(p) for p in s.counted]
    starts = [start_text(p.start) for p in s.counted]
    wide = [max([len(heads[0]) + 2, 5]), max([len(heads[1]), 6] + [len(x) for x in lines]) + 2,
            max([len(heads[2]), 5] + [len(x) for x in starts]) + 2]
    if language() == SOURCE:
        wide = [5, 8, 7]                # the English table as it always was
    out = [total_line(label, s.total),
           f"  {heads[0]:<{wide[0]}}{heads[1]:<{wide[1]}}{heads[2]:<{wide[2]}}{heads[3]:<{width}}  {heads[4]}"]
    for p, line, start in zip(s.counted, lines, starts):
        out.append(f"  {p.direction.arrow:<{wide[0]}}{line:<{wide[1]}}{start:<{wide[2]}}"
                   f"{words.spelling(p.word):<{width}}  {p.points:>{max(len(heads[4]), 6)}}")
    if not s.counted:
        out.append("  " + _("(no words)"))
    per = ", ".join(f"{d.arrow} {n}" for d, n in zip(s.directions, s.by_direction().values()))
    out.append("  " + ngettext("total {n} ({per})", "total {n} ({per})", s.total).format(n=s.total, per=per))
    if s.struck:
        out.append("  " + _("struck, counted by more than one player (variation 2):"))
        for st in s.struck:
            others = ", ".join(labels[k] for k in st.also_in)
            out.append("    " + ngettext("{word}  {n}  also counted by {others}", "{word}  {n}  also counted by {others}",
                                         st.placed.points).format(word=f"{where(st.placed, words):<{width + 8}}",
                                                                  n=st.placed.points, others=others))
    if explain:
        out.append("  " + (_("not counted, a better choice in the same line covers them:")
                           if s.passed_over else _("every word found is counted")))
        for p in s.passed_over:
            covers = s.covering(p) or tuple(st.placed for st in s.struck if st.placed.direction == p.direction
                                            and set(st.placed.cells) & set(p.cells))   # a struck word's
            cover = ", ".join(where(c, words) for c in covers)
            out.append("    " + ngettext("{word}  {n}  covered by {cover}", "{word}  {n}  covered by {cover}",
                                         p.points).format(word=f"{where(p, words):<{width + 8}}", n=p.points,
                                                          cover=cover))
    return out


def placed_json(p: Placed, words) -> dict:
    """Return one word as JSON, its row and column counted from 1."""
    return {"word": p.word, "spelling": words.spelling(p.word), "direction": p.direction.name,
            "row": p.start[0] + 1, "col": p.start[1] + 1, "points": p.points}


def score_json(label: str, s: SquareScore, labels: Sequence[str], words) -> dict:
    """Return one player's score as JSON."""
    return {
        "name": s.square.name,
        "label": label,
        "total": s.total,
        "by_direction": s.by_direction(),
        "words": [placed_json(p, words) for p in s.counted],
        "struck": [{**placed_json(st.placed, words), "also_in": [labels[k] for k in st.also_in]}
                   for st in s.struck],
        "passed_over": [placed_json(p, words) for p in s.passed_over],
    }


def cell_marks(s: SquareScore) -> dict[Cell, str]:
    """Return each covered cell's mark: its axis, ``+`` for across and down, ``*`` for other mixes."""
    axes: dict[Cell, set[str]] = {}
    for p in s.counted:
        for cell in p.cells:
            axes.setdefault(cell, set()).add(AXIS[p.direction.name])
    return {cell: (a.pop() if len(a) == 1 else "+" if a == {"-", "|"} else "*") for cell, a in axes.items()}


def square_lines(s: SquareScore, paint: Paint = _plain) -> list[str]:
    """Return the square drawn with its counted cells upper case and marked."""
    marks = cell_marks(s)
    out = []
    for r, row in enumerate(s.square.rows):
        cells = []
        for c, letter in enumerate(row):
            mark = marks.get((r, c))
            if letter == EMPTY:
                cells.append("· ")            # as the square is drawn during play (grid_lines)
            else:
                cells.append(f"{letter} " if mark is None else paint(letter.upper(), mark) + mark)
        out.append("  " + " ".join(cells).rstrip())
    return out


def marked_square(s: SquareScore, words, paint: Paint = _plain) -> list[str]:
    """Return a scored square with its counted words marked, then the words by direction and any struck."""
    out = square_lines(s, paint)
    for d in s.directions:
        here = [words.spelling(p.word) for p in s.counted if p.direction == d]
        if here:
            out.append(f"  {d.arrow} {' '.join(here)}")
    if s.struck:
        out.append("  " + _("struck: {words}").format(words=" ".join(st.placed.word for st in s.struck)))
    return out


def result_lines(words, scores: Sequence[SquareScore], names: Sequence[str], paint: Paint = _plain) -> list[str]:
    """Return the end of a game: every square with its counted words marked, the points, the winner."""
    out = []
    for name, s in zip(names, scores):
        out += ["", _("{name}: {points}").format(name=name, points=points(s.total)), *marked_square(s, words, paint)]
    if any(s.counted for s in scores):
        out += ["", *legend_lines()]
    if len(scores) > 1:
        top = max(s.total for s in scores)
        winners = [name for name, s in zip(names, scores) if s.total == top]
        if len(winners) == 1:
            out += ["", _("{name} wins with {points}").format(name=winners[0], points=points(top))]
        else:
            together = reduce(lambda first, last: _("{first} and {last}").format(first=first, last=last), winners)
            out += ["", _("{names} win with {points}").format(names=together, points=points(top))]
    return out
