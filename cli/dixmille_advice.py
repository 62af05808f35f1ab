"""The advice of ``wordgames games dixmille advise``, formatted: the lines it prints and its ``--json``.

The advisors (:func:`~wordgames.games.dixmille.strategy.advise_report`,
:func:`~wordgames.games.dixmille.winplay.win_report`) return typed values; this module writes them for a
person, in the interface's language, and as JSON (English keys).  The command imports it only when advice
is asked, so its ``--help`` stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordgames.games.dice import show
from wordgames.games.dixmille.narration import describe
from wordgames.games.dixmille.scoring import ScoringTable
from wordgames.games.dixmille.strategy import BankOrThrow, ThrowAdvice
from wordgames.i18n import _, decimal, ngettext

if TYPE_CHECKING:                  # the advice by expected points does not load the win-probability solvers
    from wordgames.games.dixmille.winplay import TableBuild, WinReport


def advice_json(report: BankOrThrow | ThrowAdvice, table: ScoringTable) -> dict:
    """Return the advice by expected points (:func:`~wordgames.games.dixmille.strategy.advise_report`) as JSON."""
    if isinstance(report, BankOrThrow):
        return {"points": report.points, "dice": report.dice, "bonuses": report.bonuses, "bank": report.bank,
                "throw": report.throw, "best": report.best}
    if report.bust:
        return {"dice": list(report.dice), "bust": True, "moves": []}
    return {"dice": list(report.dice), "points": report.points, "bonuses": report.bonuses, "bust": False,
            "moves": [{**a.to_dict(), "describe": describe(a.move, table)} for a in report.moves]}


def advice_lines(report: BankOrThrow | ThrowAdvice, table: ScoringTable, top: int = 8) -> list[str]:
    """Return the advice by expected points as the command prints it."""
    if isinstance(report, BankOrThrow):
        throw, points, n = decimal(report.throw, 1), report.points, report.dice
        if n == 1:
            template = (_("Throw: the double throw of the last die is worth {throw} on average; banking is worth "
                          "{points}.") if report.best == "throw" else
                        _("Bank: the double throw of the last die is worth {throw} on average; banking is worth "
                          "{points}."))
        elif report.best == "throw":
            template = ngettext("Throw: throw {count} die is worth {throw} on average; banking is worth {points}.",
                                "Throw: throw {count} dice is worth {throw} on average; banking is worth {points}.", n)
        else:
            template = ngettext("Bank: throw {count} die is worth {throw} on average; banking is worth {points}.",
                                "Bank: throw {count} dice is worth {throw} on average; banking is worth {points}.", n)
        return [template.format(count=n, throw=throw, points=points)]
    dice = show(report.dice)
    if report.bust:
        return [_("{dice}: the throw loses the turn's points.").format(dice=dice)]
    lines = [_("{dice} with {points} points: best is {move}").format(dice=dice, points=report.points,
                                                                    move=describe(report.moves[0].move, table))]
    return lines + [_("  {move:<40} expected {expected}").format(
        move=describe(a.move, table), expected=f"{decimal(round(a.expected, 3), 1):>9}") for a in report.moves[:top]]


def win_json(report: WinReport, table: ScoringTable) -> dict:
    """Return the advice by chances of winning (:func:`~wordgames.games.dixmille.winplay.win_report`) as JSON."""
    advice = report.advice
    common = {"goal": "win", "score": report.score, "opponent": report.opponent, "second": report.second,
              "points": advice.points, "bonuses": advice.bonuses}
    if isinstance(advice, BankOrThrow):
        return {**common, "dice": advice.dice, "bank": advice.bank, "throw": advice.throw, "best": advice.best}
    moves = []
    for a in advice.moves:
        move = {**a.to_dict(), "win": round(a.expected, 6), "describe": describe(a.move, table)}
        del move["expected"]
        moves.append(move)
    return {**common, "dice": list(advice.dice), "bust": advice.bust, "moves": moves}


def win_lines(report: WinReport, table: ScoringTable, top: int = 8) -> list[str]:
    """Return the advice by chances of winning as the command prints it (chances as percentages)."""
    advice = report.advice

    def pct(p):
        return decimal(100 * p, 2) + "%"
    if isinstance(advice, BankOrThrow):
        if advice.bank is None:
            return [_("Throw: the turn has no points to bank yet; throwing wins {throw}.").format(
                throw=pct(advice.throw))]
        template = (_("Throw: throwing on wins {throw}; banking wins {bank}.") if advice.best == "throw"
                    else _("Bank: banking wins {bank}; throwing on wins {throw}."))
        return [template.format(throw=pct(advice.throw), bank=pct(advice.bank))]
    dice = show(advice.dice)
    if advice.bust:
        return [_("{dice}: the throw loses the turn's points.").format(dice=dice)]
    lines = [_("{dice} with {points} points: best is {move}").format(dice=dice, points=advice.points,
                                                                    move=describe(advice.moves[0].move, table))]
    return lines + [_("  {move:<40} wins {chance}").format(move=describe(a.move, table),
                                                           chance=f"{pct(round(a.expected, 6)):>8}")
                    for a in advice.moves[:top]]


def table_lines(build: TableBuild) -> list[str]:
    """Return what ``win-table`` prints of a :class:`~wordgames.games.dixmille.winplay.TableBuild`."""
    if build.source == "stopped":
        line = _("Win table: stopped in sweep {sweep}, {share} % of it done; the work is kept in {path}. Run the "
                 "command again to go on.")
        return [line.format(sweep=build.sweep, share=decimal(round(100 * (build.share or 0), 1), 1),
                            path=build.path)]
    where = {"shipped": _("Win table: shipped with wordgames, nothing to build."),
             "cache": _("Win table: built before, kept in {path}."),
             "built": _("Win table: built and kept in {path}.")}[build.source]
    kind = (_("It holds every score.") if build.every_score else
            _("It holds a grid of scores (every 500 points, finer near the target), the others interpolated."))
    chance = _("The first player's chance of winning: {chance} %.").format(
        chance=decimal(round(100 * build.first_player, 2), 2))
    return [" ".join((where.format(path=build.path), kind, chance))]
