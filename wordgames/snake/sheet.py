"""The referee's score sheet of a whole game of Змейка: what it found, and the count by side.

:mod:`wordgames.snake.referee` fills a :class:`Sheet`; :func:`sheet_lines` prints it for a person and
:meth:`Sheet.to_dict` for ``--json``.

>>> sheet = Sheet(("Оля", "Петя"), [SideSheet(words=20, in_hand=-3), SideSheet(words=9, in_hand=-5)], over=True,
...               end="everyone is out")
>>> sheet.winner, sheet_lines(sheet)[-1]
(0, 'Оля wins by 13 points.')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wordgames.i18n import N_, _, ngettext
from wordgames.numbers import signed
from wordgames.snake.rules import Fault

# the referee's own rules, named by the stage or the part of the text they come from (rules 1-6 have numbers)
RULE_LINES = {"cards": N_("rule cards: {message}"), "deal": N_("rule deal: {message}"),
              "turn": N_("rule turn: {message}"), "stage": N_("rule stage: {message}"),
              "take": N_("rule take: {message}"), "discard": N_("rule discard: {message}"),
              "pass": N_("rule pass: {message}"), "hand": N_("rule hand: {message}"),
              "ask": N_("rule ask: {message}"), "challenge": N_("rule challenge: {message}"),
              "answer": N_("rule answer: {message}"), "left": N_("rule left: {message}"),
              "end": N_("rule end: {message}"), "joker": N_("rule joker: {message}")}


@dataclass(frozen=True)
class Finding:
    """A rule the record breaks: where, which rule, what exactly."""

    line: int
    column: int
    rule: str
    message: str
    code: str | None = None         # the lexicon's reason code of a word refused by rule 6 (diminutive, form, …)

    def __str__(self) -> str:
        finding = (_(RULE_LINES[self.rule]).format(message=self.message) if self.rule in RULE_LINES
                   else str(Fault(self.rule, self.message)))
        if not self.line:
            return finding
        return _("line {line}, column {column}: {finding}").format(line=self.line, column=self.column, finding=finding)

    def to_dict(self) -> dict[str, Any]:
        data = {"line": self.line, "column": self.column, "rule": self.rule, "message": self.message}
        return {**data, "code": self.code} if self.code else data


@dataclass
class SideSheet:
    """One side's count: each part as it is added up."""

    words: int = 0
    left_placements: int = 0        # included in words: the doubled points of left placements
    bonuses: int = 0
    distrust: int = 0               # fines for unfounded distrust (as a negative number)
    information: int = 0            # fines for a promise to go out not kept (negative)
    in_hand: int | None = 0         # the cards left in hand (negative; None when not known)

    @property
    def total(self) -> int | None:
        if self.in_hand is None:
            return None
        return self.words + self.bonuses + self.distrust + self.information + self.in_hand

    def to_dict(self) -> dict[str, Any]:
        return {"words": self.words, "left_placements": self.left_placements, "bonuses": self.bonuses,
                "distrust": self.distrust, "information": self.information, "in_hand": self.in_hand,
                "total": self.total}


@dataclass
class Sheet:
    """The referee's report: findings, notes, the words, the count by side, and how the game ended."""

    players: tuple[str, ...]
    sides: list[SideSheet]
    words: list[tuple[str, str, int]] = field(default_factory=list)     # (player, word, points)
    out: list[str] = field(default_factory=list)                       # players in the order they went out
    findings: list[Finding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    note_codes: list[str] = field(default_factory=list)                # each note's stable code (notes are translated)
    over: bool = False
    end: str = ""
    loser: int | None = None            # the side that lost by a challenge
    end_code: str = ""                  # how it ended in a stable English word (``end`` is translated)

    @property
    def winner(self) -> int | None:
        """Return the winning side (0 or 1), or None for a draw or a count not known."""
        if self.loser is not None:
            return 1 - self.loser
        totals = [s.total for s in self.sides]
        if None in totals or totals[0] == totals[1]:
            return None
        return 0 if totals[0] > totals[1] else 1

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.players), "legal": not self.findings, "over": self.over, "end": self.end,
                "end_code": self.end_code,
                "findings": [f.to_dict() for f in self.findings], "notes": self.notes, "note_codes": self.note_codes,
                "words": [{"player": p, "word": w, "points": n} for p, w, n in self.words],
                "out": self.out, "sides": [s.to_dict() for s in self.sides], "winner": self.winner,
                "lost_by_challenge": self.loser}


SHEET_ROWS = (("words", N_("words")), ("left_placements", N_("  of them left placements (doubled)")),
              ("bonuses", N_("going-out bonuses")), ("distrust", N_("unfounded distrust")),
              ("information", N_("illegal information")), ("in_hand", N_("cards left in hand")),
              ("total", N_("total")))


def side_names(players: tuple[str, ...]) -> list[str]:
    """Return the sides' names: ``Оля & Коля`` (partners opposite), or the player of each side."""
    n = len(players)
    if n == 2:
        return list(players)
    return [_("{first} & {second}").format(first=players[side], second=players[side + 2]) for side in (0, 1)]


def score_rows(sheet: Sheet) -> list[tuple[str, list[str]]]:
    """Return the score sheet's rows as a person reads them: the label (translated) and each side's figure,
    ``?`` when not known, negative ones with the minus sign; left placements only when there were some."""
    rows = []
    for key, label in SHEET_ROWS:
        values = [getattr(side, key) for side in sheet.sides]
        if key == "left_placements" and not any(values):
            continue
        rows.append((_(label), ["?" if v is None else signed(v) for v in values]))
    return rows


def sheet_lines(sheet: Sheet) -> list[str]:
    """Return the referee's report for a person: findings, notes, the score sheet by side, the end."""
    lines = []
    if sheet.findings:
        lines.append(_("Rules broken ({n}):").format(n=len(sheet.findings)))
        lines += [f"  {f}" for f in sheet.findings]
    else:
        lines.append(_("Every move keeps the rules."))
    if sheet.notes:
        lines.append(_("Notes:"))
        lines += [f"  {n}" for n in sheet.notes]
    names = side_names(sheet.players)
    rows = [("", *names), *((label, *values) for label, values in score_rows(sheet))]
    width = max(len(r[0]) for r in rows)
    cols = [max(len(r[k]) for r in rows) for k in (1, 2)]
    lines.append(ngettext("Score sheet ({n} word):", "Score sheet ({n} words):", len(sheet.words)).format(
        n=len(sheet.words)))
    lines += [f"  {r[0].ljust(width)}  {r[1].rjust(cols[0])}  {r[2].rjust(cols[1])}" for r in rows]
    if sheet.out:
        lines.append(_("Went out: {players}.").format(players=", ".join(sheet.out)))
    lines.append((_("The game is over: {end}.") if sheet.over else _("The game is not over: {end}.")).format(
        end=sheet.end))
    winner = sheet.winner
    pair = len(sheet.players) == 4
    if sheet.loser is not None:
        lines.append((_("{side} win: the other side lost on a challenge.") if pair else
                      _("{side} wins: the other side lost on a challenge.")).format(side=names[winner]))
    elif winner is not None:
        totals = [side.total for side in sheet.sides]
        n = abs(totals[0] - totals[1])
        lines.append(WINNER_LINES[sheet.over, pair](n).format(side=names[winner], n=n))
    elif all(side.total is not None for side in sheet.sides):
        lines.append(_("The sides are level."))
    return lines


WINNER_LINES = {   # (the game is over, a side of two players) -> the line of the leading side, for n points
    (True, False): lambda n: ngettext("{side} wins by {n} point.", "{side} wins by {n} points.", n),
    (True, True): lambda n: ngettext("{side} win by {n} point.", "{side} win by {n} points.", n),
    (False, False): lambda n: ngettext("{side} leads by {n} point.", "{side} leads by {n} points.", n),
    (False, True): lambda n: ngettext("{side} lead by {n} point.", "{side} lead by {n} points.", n),
}


__all__ = ["Finding", "Sheet", "SideSheet", "sheet_lines", "side_names"]
