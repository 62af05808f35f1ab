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

from wordgames.battle.notation import COLUMNS
from wordgames.battle.score import DOWN, LEFT, RIGHT, UP, Placed, SquareScore
from wordgames.battle.square import EMPTY, Cell, cell_name

Paint = Callable[[str, str], str]

AXIS = {"right": "-", "left": "-", "down": "|", "up": "|",
        "down-right": "\\", "up-left": "\\", "down-left": "/", "up-right": "/"}
MARK_STYLES = {"-": "across", "|": "down", "+": "both"}
"""The style of a counted cell's letter by its mark (any other mark: ``other``)."""
LEGEND = ("marks: - in a counted word across, | down, + both, \\ / on a diagonal, "
          "* several others; lower case: in no counted word")


def _plain(text: str, mark: str) -> str:
    return text


def points(n: int) -> str:
    """Return ``1 point`` or ``N points``."""
    return f"{n} point{'' if n == 1 else 's'}"


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
        return f"row {p.start[0] + 1}"
    if p.direction in (DOWN, UP):
        return f"col {p.start[1] + 1}"
    return "diag"


def where(p: Placed, words) -> str:
    """Return a word with its place, e.g. ``копёр r3c1 →``."""
    return f"{words.spelling(p.word)} {cell_name(p.start)} {p.direction.arrow}"


def score_table(label: str, s: SquareScore, labels: Sequence[str], words, explain: bool = False) -> list[str]:
    """Return the lines of one player's score: every counted word, the totals, the struck and (asked) the passed over."""
    shown = list(s.counted) + [st.placed for st in s.struck] + list(s.passed_over)
    width = max([len(p.word) for p in shown] + [4])
    out = [f"{label}: {s.total} points",
           f"  dir  line    start  {'word':<{width}}  points"]
    for p in s.counted:
        out.append(f"  {p.direction.arrow}    {line_name(p):<6}  {cell_name(p.start):<5}  "
                   f"{words.spelling(p.word):<{width}}  {p.points:>6}")
    if not s.counted:
        out.append("  (no words)")
    per = ", ".join(f"{d.arrow} {n}" for d, n in zip(s.directions, s.by_direction().values()))
    out.append(f"  total {s.total} ({per})")
    if s.struck:
        out.append("  struck, counted by more than one player (variation 2):")
        for st in s.struck:
            others = ", ".join(labels[k] for k in st.also_in)
            out.append(f"    {where(st.placed, words):<{width + 8}}  {st.placed.points}  also counted by {others}")
    if explain:
        out.append("  not counted, a better choice in the same line covers them:"
                   if s.passed_over else "  every word found is counted")
        for p in s.passed_over:
            cover = ", ".join(where(c, words) for c in s.covering(p))
            out.append(f"    {where(p, words):<{width + 8}}  {p.points}  covered by {cover}")
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
            cells.append(f"{letter} " if letter == EMPTY or mark is None else paint(letter.upper(), mark) + mark)
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
        out.append(f"  struck: {' '.join(st.placed.word for st in s.struck)}")
    return out


def result_lines(words, scores: Sequence[SquareScore], names: Sequence[str], paint: Paint = _plain) -> list[str]:
    """Return the end of a game: every square with its counted words marked, the points, the winner."""
    out = []
    for name, s in zip(names, scores):
        out += ["", f"{name}: {points(s.total)}", *marked_square(s, words, paint)]
    if len(scores) > 1:
        top = max(s.total for s in scores)
        winners = [name for name, s in zip(names, scores) if s.total == top]
        out += ["", f"{' and '.join(winners)} {'win' if len(winners) > 1 else 'wins'} with {points(top)}"]
    return out
