"""What the ``yam solve`` and ``yam advise`` commands compute, as JSON-ready reports (and their text).

Each takes a :class:`~wordgames.games.yam.game.YamGame` (the rules; its
``progress`` draws the bar while the full table is built) and returns a
dict; ``*_lines`` turn a report into what the command prints.

>>> from wordgames.games.yam.game import YamGame
>>> report = solve_report(YamGame(), boxes="6")     # every other box 0: keep the 6s
>>> round(report["expected"], 4), report["boxes"]
(12.6389, ['6'])
>>> late = ["1=3", "2=6", "3=9", "4=12", "5=15", "6=18", "-=10", "+=20", "Дом=0", "Яма=0"]
>>> report = advise_report(YamGame(), "12346", rolls_left=1, settings=late)
>>> advise_lines(report, top=1)
['Dice 1 2 3 4 6, 1 roll(s) left: keep 2 3 4 6', '  keep 2 3 4 6             expected Счёт  131.333']
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from wordgames.errors import InputFormatError, UsageError
from wordgames.games.dice import NUM_DICE, parse_dice
from wordgames.games.yam.sheet import BOXES, FREE, MINUS, PLUS, Box, Column, Rules, box_name, column_problems

EXPECTED_LINE = "Expected score of optimal play: {expected:.4f}"
RULES_LINE = "Rules: dom={dom}, yama={yama}; boxes: {boxes}"
TABLE_LINE = "Table: {cache} ({how})"
SIMULATED_LINE = ("Simulated {games} games: mean {mean:.3f} ± {stderr:.3f}; {z:g}σ interval "
                  "[{low:.3f}, {high:.3f}] {verdict}")
ADVICE_HEAD = "Dice {dice}, {rolls_left} roll(s) left: {best}"
ADVICE_LINE = "  {choice:<24} expected Счёт {expected:8.3f}"


def parse_boxes(text: str) -> tuple[Box, ...]:
    """Return the boxes listed in ``text`` (``Ряд,Яма``) in sheet order; raise UsageError on an unknown one."""
    chosen = set()
    for part in text.split(","):
        try:
            chosen.add(box_name(part))
        except KeyError:
            raise UsageError(f"--boxes: unknown box {part.strip()!r:.20}") from None
    boxes = tuple(b for b in BOXES if b in chosen)
    if (MINUS in boxes) != (PLUS in boxes):
        raise UsageError("--boxes: «−» and «+» go together (both or neither)")
    return boxes


def solve_report(game, boxes: str | None = None, simulate: int = 0, seed: int = 1,
                 cache_dir: str | None = None, rebuild: bool = False) -> dict[str, Any]:
    """Return the expected score of optimal solitaire play on one free column (and a Monte Carlo check).

    ``boxes`` solves a smaller sheet, where the other boxes count as filled
    with 0 (not cached); ``simulate`` plays that many games with the optimal
    policy, seeded ``seed``.
    """
    from wordgames.games.yam.advisor import expected_final
    from wordgames.games.yam.montecarlo import simulate as play_games, summary
    from wordgames.games.yam.solver import build_table, cache_path
    if boxes:
        chosen = parse_boxes(boxes)
        table = build_table(game.rules, chosen)
        start = Column.from_mapping({b: 0 for b in BOXES if b not in chosen})
        cache, built = None, True
    else:
        table, start = game.table(cache_dir, rebuild), Column.empty()
        info = game.table_info or {"cache": str(cache_path(game.rules, cache_dir)), "built": False}
        cache, built = info["cache"], info["built"]
    report = {"expected": expected_final(table, start), "rules": game.rules.to_dict(),
              "boxes": list(table.boxes), "cache": cache, "built": built}
    if simulate:
        report["simulation"] = summary(play_games(table, simulate, random.Random(seed), start), report["expected"])
        report["simulation"]["seed"] = seed
    return report


def solve_lines(report: dict[str, Any]) -> list[str]:
    """Return :func:`solve_report`'s report as the command prints it."""
    lines = [EXPECTED_LINE.format(expected=report["expected"]),
             RULES_LINE.format(boxes=" ".join(report["boxes"]), **report["rules"])]
    if report["cache"]:
        lines.append(TABLE_LINE.format(cache=report["cache"], how="built now" if report["built"] else "cached"))
    s = report.get("simulation")
    if s:
        lines.append(SIMULATED_LINE.format(low=s["interval"][0], high=s["interval"][1],
                                           verdict="agrees" if s["agrees"] else "DISAGREES", **s))
    return lines


def column_from_sheet(path: str, player: str | None, rules: Rules) -> Column:
    """Return the chosen player's single column from a sheet file (``-``: standard input), checked."""
    from wordgames.games.yam.sheetfile import check_file
    parsed, problems = check_file(path, rules)
    if problems:
        p = problems[0]
        raise InputFormatError(f"{p.message} ({p.player})", path=p.path, line=p.line, column=p.column)
    names = [p.name for p in parsed.players]
    if player is None and len(names) > 1:
        raise UsageError(f"--player: say whose column ({', '.join(names)})")
    chosen = next((p for p in parsed.players if player in (None, p.name)), None)
    if chosen is None:
        raise UsageError(f"--player: no player {player!r:.40} in {parsed.path} ({', '.join(names)})")
    if len(chosen.columns) != 1:
        raise UsageError(f"the advisor plays one free column; {chosen.name} has {len(chosen.columns)}")
    return chosen.columns[0].column


def column_from_settings(settings: Sequence[str], rules: Rules) -> Column:
    """Return the column given as ``BOX=VALUE`` settings (``Яма=58``), checked."""
    filled = {}
    for s in settings:
        box, _, value = s.partition("=")
        try:
            b = box_name(box)
        except KeyError:
            raise UsageError(f"--set {s!r:.30}: unknown box {box!r:.20}") from None
        if not value.strip().isdigit() or len(value.strip()) > 3:
            raise UsageError(f"--set {s!r:.30}: expected BOX=NUMBER")
        if b in filled:
            raise UsageError(f"--set: {b} is given twice")
        filled[b] = int(value)
    column = Column.from_mapping(filled)
    problems = column_problems(column, FREE, rules)
    if problems:
        raise UsageError(f"--set: {problems[0][1]}")
    return column


def advise_report(game, dice: str, rolls_left: int = 0, sheet: str | None = None, player: str | None = None,
                  settings: Sequence[str] = (), cache_dir: str | None = None) -> dict[str, Any]:
    """Return every choice for the throw ``dice`` (``23666``) on one free column, best first, with its expected Счёт.

    The column comes from a sheet file (``sheet``, ``player``) or from
    ``BOX=VALUE`` settings; late positions get a small table of their own,
    others the full one (``game.table``, built once and cached).
    """
    from wordgames.games.yam.advisor import advise
    try:
        throw = parse_dice(dice, NUM_DICE)
    except InputFormatError as e:
        raise UsageError(f"DICE: {e.message}") from None
    if rolls_left not in (0, 1, 2):
        raise UsageError(f"--rolls-left: 0, 1 or 2, not {rolls_left}")
    column = column_from_sheet(sheet, player, game.rules) if sheet else column_from_settings(settings, game.rules)
    if column.is_full():
        raise UsageError("the column is full: there is nothing to advise")
    choices = advise(game.table_for(column, cache_dir), column, throw, rolls_left)
    return {"dice": list(throw), "rolls_left": rolls_left, "rules": game.rules.to_dict(),
            "choices": [c.to_dict() for c in choices]}


def advise_lines(report: dict[str, Any], top: int = 5) -> list[str]:
    """Return :func:`advise_report`'s report as the command prints it: the best choice, then the top ones."""
    from wordgames.games.yam.advisor import describe
    choices = report["choices"]
    head = ADVICE_HEAD.format(dice=" ".join(map(str, report["dice"])), rolls_left=report["rolls_left"],
                              best=describe(choices[0]))
    return [head] + [ADVICE_LINE.format(choice=describe(c), expected=c["expected"]) for c in choices[:top]]
