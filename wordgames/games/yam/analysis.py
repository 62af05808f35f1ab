"""What the ``yam solve`` and ``yam advise`` commands compute, as typed reports (and their text).

Each takes a :class:`~wordgames.games.yam.game.YamGame` (the rules) and an optional
``progress(label, done, total)`` told how far a table is built, and returns a frozen dataclass
(:class:`SolveReport`, :class:`AdviseReport`) whose ``to_dict`` is the command's ``--json``;
``*_lines`` turn a report into what the command prints.  A parameter given wrong raises
:class:`~wordgames.errors.ArgumentError` naming it as data (``boxes``, ``rolls_left``).

>>> from wordgames.games.yam.game import YamGame
>>> report = solve_report(YamGame(), boxes="6")     # every other box 0: keep the 6s
>>> round(report.expected, 4), report.boxes
(12.6389, ('6',))
>>> late = ["1=3", "2=6", "3=9", "4=12", "5=15", "6=18", "-=10", "+=20", "Дом=0", "Яма=0"]
>>> report = advise_report(YamGame(), "12346", rolls_left=1, settings=late)
>>> advise_lines(report, top=1)
['Dice 1 2 3 4 6, 1 roll left: keep 2 3 4 6', '  keep 2 3 4 6             expected Счёт  131.333']
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from wordgames.errors import ArgumentError, InputFormatError, Param
from wordgames.games.dice import NUM_DICE, Dice, parse_dice
from wordgames.games.yam.advisor import Choice, advise, expected_final
from wordgames.games.yam.columns import advise_sheet
from wordgames.games.yam.game import YamGame, progress_of
from wordgames.games.yam.montecarlo import simulate as play_games, summary
from wordgames.games.yam.sheet import (FIRST, FREE, KIND_WORDS, MINUS, PLUS, VARIANTS, Box, Column, Rules,
                                       box_name)
from wordgames.games.yam.checks import column_problems
from wordgames.games.yam.rulesets import YAM
from wordgames.games.yam.sheetfile import check_file
from wordgames.games.yam.solver import build_table, load_or_build
from wordgames.games.yam.state import MAX_ROLLS
from wordgames.i18n import _, decimal, ngettext
from wordgames.numbers import is_digits


@dataclass(frozen=True)
class Simulation:
    """Games played with the optimal policy (:func:`wordgames.games.yam.montecarlo.summary`): their mean, its
    standard error, the ``z``-sigma interval around it, and whether the ``expected`` score lies in it."""

    games: int
    mean: float
    stderr: float
    interval: tuple[float, float]
    z: float
    expected: float
    agrees: bool
    seed: int

    def to_dict(self) -> dict[str, Any]:
        """Return the simulation as ``solve --json`` writes it."""
        return {"games": self.games, "mean": self.mean, "stderr": self.stderr, "interval": list(self.interval),
                "z": self.z, "expected": self.expected, "agrees": self.agrees, "seed": self.seed}


@dataclass(frozen=True)
class SolveReport:
    """The expected score of optimal solitaire play on one column of ``kind`` with ``boxes`` open, under ``rules``;
    where its table is cached (None: not cached) and whether it was built now; a Monte Carlo check, if asked."""

    expected: float
    rules: Rules
    kind: str
    boxes: tuple[Box, ...]
    cache: str | None
    built: bool
    simulation: Simulation | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the report as ``solve --json`` writes it."""
        data = {"expected": self.expected, "rules": self.rules.to_dict(), "kind": self.kind,
                "boxes": list(self.boxes), "cache": self.cache, "built": self.built}
        if self.simulation is not None:
            data["simulation"] = self.simulation.to_dict()
        return data


@dataclass(frozen=True)
class AdviseReport:
    """Every choice for the throw ``dice`` with ``rolls_left`` rolls to go, best first.

    ``kinds`` is None on one free column (each choice's ``expected`` is exact); on a sheet of several
    columns it lists their kinds, and ``expected`` is the expert's estimate of the sheet's final Счёт.
    """

    dice: Dice
    rolls_left: int
    rules: Rules
    choices: tuple[Choice, ...]
    kinds: tuple[str, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the report as ``advise --json`` writes it."""
        data: dict[str, Any] = {"dice": list(self.dice), "rolls_left": self.rolls_left, "rules": self.rules.to_dict()}
        if self.kinds is not None:
            data["kinds"] = list(self.kinds)
        data["choices"] = [c.to_dict() for c in self.choices]
        return data



def parse_boxes(text: str, rules: Rules = Rules()) -> tuple[Box, ...]:
    """Return the boxes listed in ``text`` (``Ряд,Яма``) in sheet order; raise ArgumentError (``boxes``) on an
    unknown one.

    >>> parse_boxes("Яма,ряд")
    ('Ряд', 'Яма')
    >>> parse_boxes("Семь")
    Traceback (most recent call last):
    wordgames.errors.ArgumentError: boxes: unknown box 'Семь'
    """
    chosen = set()
    for part in text.split(","):
        try:
            chosen.add(box_name(part, rules))
        except KeyError:
            raise ArgumentError(_("{boxes}: unknown box {box}"), boxes=Param("boxes"), box=f"{part.strip()!r:.20}",
                                option="boxes") from None
    boxes = tuple(b for b in rules.boxes if b in chosen)
    if (MINUS in boxes) != (PLUS in boxes):
        raise ArgumentError(_("{boxes}: «−» and «+» go together (both or neither)"), boxes=Param("boxes"),
                            option="boxes")
    return boxes


def solve_report(game, boxes: str | None = None, simulate: int = 0, seed: int = 1,
                 cache_dir: str | None = None, rebuild: bool = False, kind: str = FREE,
                 progress: Callable[[str, int, int], None] | None = None) -> SolveReport:
    """Return the expected score of optimal solitaire play on one column of ``kind`` (and a Monte Carlo check).

    ``boxes`` solves a smaller sheet, where the other boxes count as filled
    with 0 (not cached); ``simulate`` plays that many games with the optimal
    policy, seeded ``seed``.  A column of another kind than ``free`` is one
    column of the variants played alone: top-down, bottom-up or first roll.  ``progress(label, done, total)``
    is told how far a table is built.
    """
    if boxes:
        chosen = parse_boxes(boxes, game.rules)
        table = build_table(game.rules, chosen, kind=kind)
        start = Column.from_mapping({b: 0 for b in game.rules.boxes if b not in chosen}, game.rules.ruleset)
        cache, built = None, True
    else:
        label = (_("Building the Yam table") if kind == FREE else
                 _("Building the Yam table of the {kind} column").format(kind=_(KIND_WORDS[kind])))
        table, info = load_or_build(game.rules, cache_dir, rebuild, kind=kind,
                                    progress=progress_of(label, progress))
        start, cache, built = Column.empty(game.rules.ruleset), info["cache"], info["built"]
    expected = expected_final(table, start)
    simulation = None
    if simulate:
        s = summary(play_games(table, simulate, random.Random(seed), start), expected)
        simulation = Simulation(s["games"], s["mean"], s["stderr"], tuple(s["interval"]), s["z"], s["expected"],
                                s["agrees"], seed)
    return SolveReport(expected, game.rules, kind, tuple(table.boxes), cache, built, simulation)


def solve_lines(report: SolveReport) -> list[str]:
    """Return :func:`solve_report`'s report as the command prints it."""
    expected, kind = decimal(report.expected, 4), report.kind
    head = (_("Expected score of optimal play: {expected}").format(expected=expected) if kind == FREE else
            _("Expected score of optimal play of a {kind} column alone: {expected}").format(
                kind=_(KIND_WORDS[kind]), expected=expected))
    if report.rules.ruleset == YAM:
        rules = _("Rules: dom={dom}, yama={yama}; boxes: {boxes}").format(boxes=" ".join(report.boxes),
                                                                         dom=report.rules.dom, yama=report.rules.yama)
    else:
        rules = _("Rules: {rules}; boxes: {boxes}").format(rules=report.rules.ruleset, boxes=", ".join(report.boxes))
    lines = [head, rules]
    if report.rules.set.published and kind == FREE and report.boxes == report.rules.boxes:
        lines.append(_(report.rules.set.published))
    if report.cache:
        lines.append((_("Table: {cache} (built now)") if report.built else _("Table: {cache} (cached)"))
                     .format(cache=report.cache))
    s = report.simulation
    if s:
        numbers = dict(games=s.games, mean=decimal(s.mean, 3), stderr=decimal(s.stderr, 3),
                       z=f"{s.z:g}".replace(".", decimal(0.5, 1)[1]), low=decimal(s.interval[0], 3),
                       high=decimal(s.interval[1], 3))
        lines.append((ngettext("Simulated {games} game: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] agrees",
                               "Simulated {games} games: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] agrees",
                               s.games) if s.agrees else
                      ngettext("Simulated {games} game: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] "
                               "DISAGREES",
                               "Simulated {games} games: mean {mean} ± {stderr}; {z}σ interval [{low}, {high}] "
                               "DISAGREES", s.games)).format(**numbers))
    return lines


def sheet_from_file(path: str, player: str | None, rules: Rules) -> tuple[tuple[str, ...], tuple[Column, ...]]:
    """Return (the kinds, the columns) of the chosen player's sheet in a sheet file (``-``: standard input), checked."""
    parsed, problems = check_file(path, rules)
    if problems:
        p = problems[0]
        raise InputFormatError(_("{problem} ({player})").format(problem=p.message, player=p.player),
                               path=p.path, line=p.line, column=p.column)
    names = [p.name for p in parsed.players]
    if player is None and len(names) > 1:
        raise ArgumentError(_("{who}: say whose column ({names})"), who=Param("player"), names=", ".join(names),
                            option="player")
    chosen = next((p for p in parsed.players if player in (None, p.name)), None)
    if chosen is None:
        raise ArgumentError(_("{who}: no player {player} in {path} ({names})"), who=Param("player"),
                            player=f"{player!r:.40}", path=parsed.path, names=", ".join(names), option="player")
    kinds = tuple(c.kind for c in chosen.columns)
    if kinds not in VARIANTS.values():
        raise ArgumentError(_("{name}'s columns are not a variant of the text (free; or down, up, free; "
                              "or down, up, free, first)"), name=chosen.name, option="sheet")
    return kinds, tuple(c.column for c in chosen.columns)


def column_from_settings(settings: Sequence[str], rules: Rules) -> Column:
    """Return the column given as ``BOX=VALUE`` settings (``Яма=58``), checked."""
    filled = {}
    for s in settings:
        box, _sep, value = s.partition("=")
        try:
            b = box_name(box, rules)
        except KeyError:
            raise ArgumentError(_("{set} {setting}: unknown box {box}"), set=Param("settings"),
                                setting=f"{s!r:.30}", box=f"{box!r:.20}", option="settings") from None
        if not is_digits(value.strip()) or len(value.strip()) > 3:
            raise ArgumentError(_("{set} {setting}: expected BOX=NUMBER"), set=Param("settings"),
                                setting=f"{s!r:.30}", option="settings")
        if b in filled:
            raise ArgumentError(_("{set}: {box} is given twice"), set=Param("settings"), box=b, option="settings")
        filled[b] = int(value)
    column = Column.from_mapping(filled, rules.ruleset)
    problems = column_problems(column, FREE, rules)
    if problems:
        raise ArgumentError(_("{set}: {problem}"), set=Param("settings"), problem=problems[0][1], option="settings")
    return column


def advise_report(game, dice: str, rolls_left: int = 0, sheet: str | None = None, player: str | None = None,
                  settings: Sequence[str] = (), cache_dir: str | None = None,
                  progress: Callable[[str, int, int], None] | None = None) -> AdviseReport:
    """Return every choice for the throw ``dice`` (``23666``) on a player's sheet, best first, with its Счёт.

    The column comes from a sheet file (``sheet``, ``player``) or from
    ``BOX=VALUE`` settings; late positions get a small table of their own,
    others the full one (``game.table``, built once and cached).  A sheet of
    three or four columns gets the expert's choices (:mod:`.columns`) with its
    estimate of the sheet's final Счёт, and ``kinds`` in the report.  ``progress(label, done, total)`` is told
    how far a table is built.
    """
    try:
        throw = parse_dice(dice, NUM_DICE)
    except InputFormatError as e:
        raise ArgumentError(_("{dice}: {problem}"), dice=Param("dice"), problem=e.message, option="dice") from None
    if rolls_left not in (0, 1, 2):
        raise ArgumentError(_("{rolls_left}: 0, 1 or 2, not {n}"), rolls_left=Param("rolls_left"), n=rolls_left,
                            option="rolls_left")
    if sheet:
        kinds, columns = sheet_from_file(sheet, player, game.rules)
    else:
        kinds, columns = (FREE,), (column_from_settings(settings, game.rules),)
    if all(c.is_full() for c in columns):
        raise ArgumentError(_("the column is full: there is nothing to advise"), option="sheet")
    if len(columns) > 1:
        if not any(not c.is_full() and (k != FIRST or rolls_left == 2) for k, c in zip(kinds, columns)):
            raise ArgumentError(_("only the first-roll column is open: it takes the first roll ({rolls_left} 2)"),
                                rolls_left=Param("rolls_left"), option="rolls_left")
        variant = YamGame(game.rules_dict() | {"columns": len(columns)}, seats=1)
        choices = advise_sheet(variant.tables(cache_dir, progress), columns, kinds, throw, MAX_ROLLS - rolls_left, game.rules)
        return AdviseReport(throw, rolls_left, game.rules, tuple(choices), kinds)
    column = columns[0]
    choices = advise(game.table_for(column, cache_dir, progress), column, throw, rolls_left)
    return AdviseReport(throw, rolls_left, game.rules, tuple(choices))


def advise_lines(report: AdviseReport, top: int = 5) -> list[str]:
    """Return :func:`advise_report`'s report as the command prints it: the best choice, then the top ones.

    Each expected Счёт is shown as ``--json`` writes it (to 6 places), then to 3 (exact) or 2 (the expert's estimate).
    """
    choices, n = report.choices, report.rolls_left
    head = ngettext("Dice {dice}, {rolls_left} roll left: {best}", "Dice {dice}, {rolls_left} rolls left: {best}",
                    n).format(dice=" ".join(map(str, report.dice)), rolls_left=n, best=choices[0].describe())
    shown = [c.describe() for c in choices[:top]]
    width = max(map(len, shown), default=0)      # a choice longer than the line's column keeps the rest aligned
    if report.kinds is not None:
        return [head] + [_("  {choice:<32} estimated Счёт {expected}").format(
            choice=text.ljust(width), expected=f"{decimal(round(c.expected, 6), 2):>8}")
            for text, c in zip(shown, choices)]
    return [head] + [_("  {choice:<24} expected Счёт {expected}").format(
        choice=text.ljust(width), expected=f"{decimal(round(c.expected, 6), 3):>8}") for text, c in zip(shown, choices)]
