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
from wordgames.i18n import _, decimal, ngettext



def parse_boxes(text: str) -> tuple[Box, ...]:
    """Return the boxes listed in ``text`` (``Ряд,Яма``) in sheet order; raise UsageError on an unknown one."""
    chosen = set()
    for part in text.split(","):
        try:
            chosen.add(box_name(part))
        except KeyError:
            raise UsageError(_("--boxes: unknown box {box}").format(box=f"{part.strip()!r:.20}")) from None
    boxes = tuple(b for b in BOXES if b in chosen)
    if (MINUS in boxes) != (PLUS in boxes):
        raise UsageError(_("--boxes: «−» and «+» go together (both or neither)"))
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
    lines = [_("Expected score of optimal play: {expected}").format(expected=decimal(report["expected"], 4)),
             _("Rules: dom={dom}, yama={yama}; boxes: {boxes}").format(boxes=" ".join(report["boxes"]),
                                                                      **report["rules"])]
    if report["cache"]:
        lines.append((_("Table: {cache} (built now)") if report["built"] else _("Table: {cache} (cached)"))
                     .format(cache=report["cache"]))
    s = report.get("simulation")
    if s:
        numbers = dict(games=s["games"], mean=decimal(s["mean"], 3), stderr=decimal(s["stderr"], 3),
                       z=f"{s['z']:g}".replace(".", decimal(0.5, 1)[1]), low=decimal(s["interval"][0], 3),
                       high=decimal(s["interval"][1], 3))
        lines.append((ngettext("Simulated {games} games: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] agrees",
                               "Simulated {games} games: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] agrees",
                               s["games"]) if s["agrees"] else
                      ngettext("Simulated {games} games: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] "
                               "DISAGREES",
                               "Simulated {games} games: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] "
                               "DISAGREES", s["games"])).format(**numbers))
    return lines


def column_from_sheet(path: str, player: str | None, rules: Rules) -> Column:
    """Return the chosen player's single column from a sheet file (``-``: standard input), checked."""
    from wordgames.games.yam.sheetfile import check_file
    parsed, problems = check_file(path, rules)
    if problems:
        p = problems[0]
        raise InputFormatError(_("{problem} ({player})").format(problem=p.message, player=p.player),
                               path=p.path, line=p.line, column=p.column)
    names = [p.name for p in parsed.players]
    if player is None and len(names) > 1:
        raise UsageError(_("--player: say whose column ({names})").format(names=", ".join(names)))
    chosen = next((p for p in parsed.players if player in (None, p.name)), None)
    if chosen is None:
        raise UsageError(_("--player: no player {player} in {path} ({names})").format(
            player=f"{player!r:.40}", path=parsed.path, names=", ".join(names)))
    if len(chosen.columns) != 1:
        n = len(chosen.columns)
        raise UsageError(ngettext("the advisor plays one free column; {name} has {n}",
                                  "the advisor plays one free column; {name} has {n}", n).format(name=chosen.name, n=n))
    return chosen.columns[0].column


def column_from_settings(settings: Sequence[str], rules: Rules) -> Column:
    """Return the column given as ``BOX=VALUE`` settings (``Яма=58``), checked."""
    filled = {}
    for s in settings:
        box, _sep, value = s.partition("=")
        try:
            b = box_name(box)
        except KeyError:
            raise UsageError(_("--set {setting}: unknown box {box}").format(setting=f"{s!r:.30}",
                                                                            box=f"{box!r:.20}")) from None
        if not value.strip().isdigit() or len(value.strip()) > 3:
            raise UsageError(_("--set {setting}: expected BOX=NUMBER").format(setting=f"{s!r:.30}"))
        if b in filled:
            raise UsageError(_("--set: {box} is given twice").format(box=b))
        filled[b] = int(value)
    column = Column.from_mapping(filled)
    problems = column_problems(column, FREE, rules)
    if problems:
        raise UsageError(_("--set: {problem}").format(problem=problems[0][1]))
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
        raise UsageError(_("DICE: {problem}").format(problem=e.message)) from None
    if rolls_left not in (0, 1, 2):
        raise UsageError(_("--rolls-left: 0, 1 or 2, not {n}").format(n=rolls_left))
    column = column_from_sheet(sheet, player, game.rules) if sheet else column_from_settings(settings, game.rules)
    if column.is_full():
        raise UsageError(_("the column is full: there is nothing to advise"))
    choices = advise(game.table_for(column, cache_dir), column, throw, rolls_left)
    return {"dice": list(throw), "rolls_left": rolls_left, "rules": game.rules.to_dict(),
            "choices": [c.to_dict() for c in choices]}


def advise_lines(report: dict[str, Any], top: int = 5) -> list[str]:
    """Return :func:`advise_report`'s report as the command prints it: the best choice, then the top ones."""
    from wordgames.games.yam.advisor import describe
    choices = report["choices"]
    n = report["rolls_left"]
    head = ngettext("Dice {dice}, {rolls_left} roll(s) left: {best}", "Dice {dice}, {rolls_left} roll(s) left: {best}",
                    n).format(dice=" ".join(map(str, report["dice"])), rolls_left=n, best=describe(choices[0]))
    return [head] + [_("  {choice:<24} expected Счёт {expected}").format(
        choice=describe(c), expected=f"{decimal(c['expected'], 3):>8}") for c in choices[:top]]
