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
['Dice 1 2 3 4 6, 1 roll left: keep 2 3 4 6', '  keep 2 3 4 6             expected Счёт  131.333']
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from wordgames.errors import InputFormatError, UsageError
from wordgames.games.dice import NUM_DICE, parse_dice
from wordgames.games.yam.state import MAX_ROLLS
from wordgames.games.yam.sheet import (BOXES, FIRST, FREE, KIND_WORDS, MINUS, PLUS, VARIANTS, Box, Column, Rules,
                                       box_name, column_problems)
from wordgames.i18n import N_, _, decimal, ngettext
from wordgames.numbers import is_digits



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
                 cache_dir: str | None = None, rebuild: bool = False, kind: str = FREE,
                 progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Return the expected score of optimal solitaire play on one column of ``kind`` (and a Monte Carlo check).

    ``boxes`` solves a smaller sheet, where the other boxes count as filled
    with 0 (not cached); ``simulate`` plays that many games with the optimal
    policy, seeded ``seed``.  A column of another kind than ``free`` is one
    column of the variants played alone: top-down, bottom-up or first roll.  ``progress(label, done, total)``
    is told how far a table is built.
    """
    from wordgames.games.yam.advisor import expected_final
    from wordgames.games.yam.montecarlo import simulate as play_games, summary
    from wordgames.games.yam.solver import build_table, load_or_build
    if boxes:
        chosen = parse_boxes(boxes)
        table = build_table(game.rules, chosen, kind=kind)
        start = Column.from_mapping({b: 0 for b in BOXES if b not in chosen})
        cache, built = None, True
    else:
        label = (_("Building the Yam table") if kind == FREE else
                 _("Building the Yam table of the {kind} column").format(kind=_(KIND_WORDS[kind])))
        table, info = load_or_build(game.rules, cache_dir, rebuild, kind=kind,
                                    progress=game.progress_of(label, progress))
        start, cache, built = Column.empty(), info["cache"], info["built"]
    report = {"expected": expected_final(table, start), "rules": game.rules.to_dict(), "kind": kind,
              "boxes": list(table.boxes), "cache": cache, "built": built}
    if simulate:
        report["simulation"] = summary(play_games(table, simulate, random.Random(seed), start), report["expected"])
        report["simulation"]["seed"] = seed
    return report


def solve_lines(report: dict[str, Any]) -> list[str]:
    """Return :func:`solve_report`'s report as the command prints it."""
    expected, kind = decimal(report["expected"], 4), report.get("kind", FREE)
    head = (_("Expected score of optimal play: {expected}").format(expected=expected) if kind == FREE else
            _("Expected score of optimal play of a {kind} column alone: {expected}").format(
                kind=_(KIND_WORDS[kind]), expected=expected))
    lines = [head,
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
        lines.append((ngettext("Simulated {games} game: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] agrees",
                               "Simulated {games} games: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] agrees",
                               s["games"]) if s["agrees"] else
                      ngettext("Simulated {games} game: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] "
                               "DISAGREES",
                               "Simulated {games} games: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] "
                               "DISAGREES", s["games"])).format(**numbers))
    return lines


def sheet_from_file(path: str, player: str | None, rules: Rules) -> tuple[tuple[str, ...], tuple[Column, ...]]:
    """Return (the kinds, the columns) of the chosen player's sheet in a sheet file (``-``: standard input), checked."""
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
    kinds = tuple(c.kind for c in chosen.columns)
    if kinds not in VARIANTS.values():
        raise UsageError(_("{name}'s columns are not a variant of the text (free; or down, up, free; "
                           "or down, up, free, first)").format(name=chosen.name))
    return kinds, tuple(c.column for c in chosen.columns)


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
        if not is_digits(value.strip()) or len(value.strip()) > 3:
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
                  settings: Sequence[str] = (), cache_dir: str | None = None,
                  progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Return every choice for the throw ``dice`` (``23666``) on a player's sheet, best first, with its Счёт.

    The column comes from a sheet file (``sheet``, ``player``) or from
    ``BOX=VALUE`` settings; late positions get a small table of their own,
    others the full one (``game.table``, built once and cached).  A sheet of
    three or four columns gets the expert's choices (:mod:`.columns`) with its
    estimate of the sheet's final Счёт, and ``kinds`` in the report.  ``progress(label, done, total)`` is told
    how far a table is built.
    """
    from wordgames.games.yam.advisor import advise
    try:
        throw = parse_dice(dice, NUM_DICE)
    except InputFormatError as e:
        raise UsageError(_("DICE: {problem}").format(problem=e.message)) from None
    if rolls_left not in (0, 1, 2):
        raise UsageError(_("--rolls-left: 0, 1 or 2, not {n}").format(n=rolls_left))
    if sheet:
        kinds, columns = sheet_from_file(sheet, player, game.rules)
    else:
        kinds, columns = (FREE,), (column_from_settings(settings, game.rules),)
    if all(c.is_full() for c in columns):
        raise UsageError(_("the column is full: there is nothing to advise"))
    if len(columns) > 1:
        from wordgames.games.yam.columns import advise_sheet
        from wordgames.games.yam.game import YamGame
        if not any(not c.is_full() and (k != FIRST or rolls_left == 2) for k, c in zip(kinds, columns)):
            raise UsageError(_("only the first-roll column is open: it takes the first roll (--rolls-left 2)"))
        variant = YamGame(game.rules_dict() | {"columns": len(columns)}, seats=1)
        choices = advise_sheet(variant.tables(cache_dir, progress), columns, kinds, throw, MAX_ROLLS - rolls_left, game.rules)
        return {"dice": list(throw), "rolls_left": rolls_left, "rules": game.rules.to_dict(), "kinds": list(kinds),
                "choices": [c.to_dict() for c in choices]}
    column = columns[0]
    choices = advise(game.table_for(column, cache_dir, progress), column, throw, rolls_left)
    return {"dice": list(throw), "rolls_left": rolls_left, "rules": game.rules.to_dict(),
            "choices": [c.to_dict() for c in choices]}


def advise_lines(report: dict[str, Any], top: int = 5) -> list[str]:
    """Return :func:`advise_report`'s report as the command prints it: the best choice, then the top ones."""
    from wordgames.games.yam.advisor import describe
    choices = report["choices"]
    n = report["rolls_left"]
    head = ngettext("Dice {dice}, {rolls_left} roll left: {best}", "Dice {dice}, {rolls_left} rolls left: {best}",
                    n).format(dice=" ".join(map(str, report["dice"])), rolls_left=n, best=describe(choices[0]))
    if "kinds" in report:
        return [head] + [_("  {choice:<32} estimated Счёт {expected}").format(
            choice=describe(c), expected=f"{decimal(c['expected'], 2):>8}") for c in choices[:top]]
    return [head] + [_("  {choice:<24} expected Счёт {expected}").format(
        choice=describe(c), expected=f"{decimal(c['expected'], 3):>8}") for c in choices[:top]]
