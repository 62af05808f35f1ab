"""Yam shown to a person: the roll and the open boxes, moves as people type them (in English or Russian), the narration.

The game (:class:`~wordgames.games.yam.game.YamGame`) keeps the rules; this presenter asks it and the state.

>>> from wordgames.games.yam.game import YamGame
>>> game = YamGame({"columns": 3})
>>> shown = game.presenter()
>>> t = game.new_initial_state().apply((2, 3, 6, 6, 6))
>>> shown.parse_action(t, "k 666"), shown.format_action(t, Score("Яма", 1))
(Keep(dice=(6, 6, 6)), 'Яма 2')
"""

from __future__ import annotations

import re

from typing import Any, Sequence

from wordgames.errors import InputFormatError
from wordgames.games.dice import NUM_DICE, parse_dice, read_cyrillic, read_throw, show
from wordgames.games.yam.rulesets import UPPER, YAM
from wordgames.games.yam.sheet import KIND_WORDS, box_name
from wordgames.games.yam.sheetfile import box_label, format_table
from wordgames.games.yam.state import MAX_ROLLS, Keep, Score, YamState
from wordgames.i18n import N_, _, decimal, language, ngettext
from wordgames.numbers import is_digits
from wordgames.presenter import Presenter
from wordgames.table.human import named_commands

SHEET_WIDTH = 80
"""The widest sheet drawn side by side: more players go below."""
KEEP_WORDS = ("k", "keep", "о", "ост", "оставить", "o")          # the last: a Latin o, as a Russian о looks
ROLL_WORDS = ("r", "roll", "reroll", "п", "пер", "перебросить", "б", "бросить")
SCORE_WORDS = ("s", "score", "з", "зап", "записать")
GLUED = re.compile(r"(\D+?)([1-6]+)")
"""A keep word with its dice written close up (``о555``, ``k66``)."""
BARE_KEEP_WORDS = ("о", "ост", "оставить", "o")
"""The Russian words for keeping that need the dice after them: alone they are refused, never read as a reroll."""


# -- what people see and say -------------------------------------------------------------------

ROLLED = N_("{name}, roll {roll}: {dice}")
KEEPS = N_("  {name} keeps {dice}")
ROLLS_ALL = N_("  {name} rolls all five dice again")
WRITES = N_("  {name} writes {value} in {box}; Счёт {total}")
WRITES_IN_COLUMN = N_("  {name} writes {value} in {box} (column {column}); Счёт {total}")
TOTALS = N_("Totals: {totals}")
CONFIRM_ZERO = N_("Write 0 in {box}?")
CONFIRM_ZERO_IN_COLUMN = N_("Write 0 in {box} of column {column}?")
PROMPT = N_("{name}: keep dice ({keep}), roll all again ({roll}) or fill a box")
PROMPT_LAST = N_("{name}: fill a box")
ROLL_LINE = N_("Roll {roll} of 3: {dice}")
LAST_ROLL_LINE = N_("Roll 3 of 3: {dice} — fill a box")
OPEN_LINE = N_("Open boxes: {boxes}; Счёт {total}")
COLUMNS_HEAD = N_("Счёт {total}; the boxes open now, by column:")
COLUMN_LINE = N_("  column {column} ({kind}): {boxes}")
NOTHING_OPEN = N_("nothing open")
ADVICE_LINE = N_("  {choice:<24} expected Счёт {expected}")
ADVICE_SHEET_LINE = N_("  {choice:<32} estimated Счёт {expected}")
OPENING_DIE = N_("{name} throws {die} for the first turn")
OPENING_TIE = N_("  {names} tie and throw again")
OPENING_STARTS = N_("  {name} starts")
NOTATION_HELP = N_("Type k and the dice to keep (k 666) to roll the others, r to roll all five again, "
                   "or a box to fill it: 1 … 6, -, +, Дом, Ряд, Яма (also дом/full, ряд/straight, яма/yam). "
                   "In Russian: о 666 (оставить) keeps, п (перебросить) rolls all five again, "
                   "з Дом (записать) fills a box; the boxes also as dom, ryad, yama, plus, minus.")
NOTATION_HELP_RULES = N_("Type k and the dice to keep (k 666) to roll the others, r to roll all five again, "
                         "or a box to fill it: 1 … 6 or a box by its name in either language: {boxes}; short "
                         "names: 3k, 4k, fh, ss, ls, c, y (2p, 1p in Yatzy). In Russian: о 666 (оставить) keeps, "
                         "п (перебросить) rolls all five again, з Шанс (записать) fills a box.")
NOTATION_HELP_COLUMNS = N_(" With several columns add the column's number (Ряд 3); without it, the only "
                           "column where the box is open.")


def winner_line(name: str, total: int) -> str:
    """Return the line that names the winner and the Счёт."""
    return ngettext("Winner: {name} with {total}", "Winner: {name} with {total}", total).format(name=name, total=total)


def tie_line(names: str, total: int) -> str:
    """Return the line of a tie: the players and the Счёт each has."""
    return ngettext("Tie: {names} with {total}", "Tie: {names} with {total}", total).format(names=names, total=total)


def either(choices: Sequence[str]) -> str:
    """Return the choices joined as alternatives: ``1 or 3`` (``1 или 3``)."""
    text = choices[0]
    for choice in choices[1:]:
        text = _("{first} or {second}").format(first=text, second=choice)
    return text


class YamPresenter(Presenter):
    """What a person sees of Yam and types to it: the notation, the drawing, the narration, the prompt's commands."""

    def format_action(self, view: YamState, action) -> str:
        if isinstance(action, Keep):
            return "k " + "".join(map(str, action.dice)) if action.dice else "r"
        if isinstance(action, Score):
            return action.box if len(view.kinds) == 1 else f"{action.box} {action.column + 1}"
        return show(action)

    def parse_action(self, view: YamState, text: str):
        """Return the move typed: ``k 6 6 3`` keeps dice, ``r`` rolls all five again, a box name scores.

        A box may be followed by a column number (from 1) in the multi-column
        variants; without it, the only column where the box is open.  Raises
        InputFormatError for text that is not a move; whether the move is
        legal is the rules' to say (:meth:`YamState.breaches`).
        """
        words = text.split()
        if not words:
            raise InputFormatError(_("type k and the dice to keep, r to roll all five again, or a box to fill"))
        glued = GLUED.fullmatch(words[0])
        if glued and read_cyrillic(glued[1]).lower() in KEEP_WORDS:      # о555: the dice written close up
            words = [glued[1], glued[2], *words[1:]]
        head = read_cyrillic(words[0]).lower()
        if head in BARE_KEEP_WORDS and len(words) == 1:
            raise InputFormatError(_("«{word}» keeps dice: say which (о 666); п rolls all five again").format(
                word=words[0]))
        if head in KEEP_WORDS:
            return Keep(parse_dice("".join(words[1:])))
        if head in ROLL_WORDS and len(words) == 1:
            return Keep(())
        if head in SCORE_WORDS and len(words) > 1:
            words = words[1:]
        if view.rules.ruleset != YAM:                      # one column; a box's name may be two words
            try:
                return Score(box_name(" ".join(words), view.rules), 0)
            except KeyError:
                raise InputFormatError(_("{word} is not a box or a command").format(
                    word=f"{' '.join(words)!r:.30}")) from None
        try:
            box = box_name(words[0])
        except KeyError:
            raise InputFormatError(_("{word} is not a box or a command").format(word=f"{words[0]!r:.20}")) from None
        if len(words) > 2:
            raise InputFormatError(_("a box takes at most a column number, not {rest}").format(
                rest=f"{' '.join(words[1:])!r:.30}"))
        if len(words) == 2:
            if not is_digits(words[1]) or not 1 <= int(words[1]) <= len(view.kinds):
                raise InputFormatError(_("the column is 1 to {most}, not {word}").format(
                    most=len(view.kinds), word=f"{words[1]!r:.10}"))
            return Score(box, int(words[1]) - 1)
        if len(view.kinds) == 1:
            return Score(box, 0)
        open_in = [a.column for a in view.placements() if a.box == box]
        if len(open_in) > 1:
            raise InputFormatError(_("say which column for {box}: {columns}").format(
                box=box, columns=either([str(c + 1) for c in open_in])))
        return Score(box, open_in[0] if open_in else 0)

    # -- the table ----------------------------------------------------------------------

    def draw(self, view: YamState) -> str:
        """Return the roll and the open boxes of the player to move."""
        line = _(LAST_ROLL_LINE if view.roll >= MAX_ROLLS else ROLL_LINE).format(roll=view.roll, dice=show(view.dice))
        sheet, total = view.sheets[view.player], view.totals()[view.player]
        if view.rules.ruleset != YAM:
            boxes = ", ".join(box_label(b, view.rules.ruleset) for b in sheet[0].empty_boxes())
            return "\n".join([line, _(OPEN_LINE).format(boxes=boxes, total=total)])
        if len(view.kinds) == 1:
            return "\n".join([line, _(OPEN_LINE).format(boxes=" ".join(sheet[0].empty_boxes()), total=total)])
        lines = [line, _(COLUMNS_HEAD).format(total=total)]
        placements = view.placements()
        for i, kind in enumerate(view.kinds):
            open_now = [a.box for a in placements if a.column == i]
            lines.append(_(COLUMN_LINE).format(column=i + 1, kind=_(KIND_WORDS[kind]),
                                               boxes=" ".join(open_now) or _(NOTHING_OPEN)))
        return "\n".join(lines)

    def show_action(self, view: YamState, action) -> str:
        """Return a move as a person types it in the active language (the notation stays English)."""
        return self.format_action(view, action) if language() == "en" else self.typed(view, action)

    def typed(self, view: YamState, action) -> str:
        """Return a move in the Russian words a person may type: ``о 666``, ``п``, a box (``Ряд 3``)."""
        if isinstance(action, Keep):
            return "о " + "".join(map(str, action.dice)) if action.dice else "п"
        return self.format_action(view, action)

    def seat_label(self, seat: int) -> str:
        return _("player {n}").format(n=seat + 1)

    def prompt(self, view: YamState, name: str) -> str:
        """Return the question with what is expected: keep, roll again or fill a box; after the last roll a box."""
        if view.roll >= MAX_ROLLS:
            return _(PROMPT_LAST).format(name=name)
        return _(PROMPT).format(name=name, keep=self.show_action(view, Keep((6, 6))),
                               roll=self.show_action(view, Keep(())))

    def notation_help(self, view: YamState) -> str:
        if view.rules.ruleset != YAM:
            return _(NOTATION_HELP_RULES).format(boxes=", ".join(
                b if box_label(b, view.rules.ruleset) == b else f"{box_label(b, view.rules.ruleset)} ({b})"
                for b in view.rules.boxes[len(UPPER):]))
        return _(NOTATION_HELP) + (_(NOTATION_HELP_COLUMNS) if len(view.kinds) > 1 else "")

    def automatic(self, view: YamState):
        legal = view.legal_actions()
        return (legal[0], "") if len(legal) == 1 else None

    def confirm(self, view: YamState, action) -> str | None:
        """Ask before a 0 is written into a box: the one move a stray keystroke makes for good."""
        if not isinstance(action, Score) or view.score_of(action) != 0:
            return None
        if len(view.kinds) == 1:
            return _(CONFIRM_ZERO).format(box=box_label(action.box, view.rules.ruleset))
        return _(CONFIRM_ZERO_IN_COLUMN).format(box=action.box, column=action.column + 1)

    def commands(self, view: YamState) -> dict[str, tuple[str, Any]]:
        return named_commands({"sheet": (_("show every sheet"), self.sheets_text),
                               "advise": (_("the best choices and their expected Счёт") if self.game.columns == 1
                                          else _("the expert's best choices and its estimate of the Счёт"), self.advice)},
                              {"sheet": "лист", "advise": "совет"})

    def sheets_text(self, view: YamState, names: Sequence[str] | None = None, width: int = SHEET_WIDTH) -> str:
        """Return every player's sheet drawn as in the text (seats by name at the table, or by ``names``).

        Players are drawn side by side as long as the table fits ``width`` columns, then in another table
        below, so a game of several columns and players still reads at 80 columns; each table is the text's
        own layout (:func:`~wordgames.games.yam.sheetfile.format_table`).
        """
        names = names or [self.seat_name(i) for i in range(len(view.sheets))]
        players = [(n, list(zip(view.kinds, sheet))) for n, sheet in zip(names, view.sheets)]
        tables, group = [], []
        for player in players:
            wider = format_table([*group, player])
            if group and max(map(len, wider.splitlines())) > width:
                tables.append(format_table(group))
                group = [player]
            else:
                group.append(player)
        tables.append(format_table(group))
        return "\n\n".join(t.rstrip("\n") for t in tables)

    def advice(self, view: YamState) -> str:
        """Return the advisor's three best choices: exact on one column, the expert's estimate on the variants."""
        if self.game.columns != 1:
            choices = self.game.sheet_choices(view, self.progress)[:3]
            return "\n".join(_(ADVICE_SHEET_LINE).format(choice=c.describe(), expected=decimal(c.expected, 2))
                             for c in choices)
        from wordgames.games.yam.advisor import advise     # numpy: only when a person asks for advice
        column = view.sheets[view.player][0]
        choices = advise(self.game.table_for(column, progress=self.progress), column, view.dice, MAX_ROLLS - view.roll)[:3]
        return "\n".join(_(ADVICE_LINE).format(choice=c.describe(), expected=decimal(c.expected, 2)) for c in choices)

    # -- real dice, entered at the table --------------------------------------------------

    def thrower(self, state: YamState) -> int:
        """Return whose throw the chance node is: the opening roll's thrower, else the player to move."""
        return state.opening_thrower() if state.in_opening() else state.player

    def parse_outcome(self, state: YamState, text: str):
        """Return the dice thrown, typed as the dice thrown or as all five with the kept ones among them.

        >>> from wordgames.games.yam.game import YamGame
        >>> shown = YamGame({}).presenter()
        >>> s = YamGame({}).new_initial_state().apply((2, 3, 6, 6, 6)).apply(Keep((6, 6, 6)))
        >>> shown.parse_outcome(s, "14"), shown.parse_outcome(s, "66164")
        ((1, 4), (1, 4))
        """
        if state.in_opening():
            return read_throw(text, 1)
        return read_throw(text, NUM_DICE - len(state.dice), state.dice)

    def outcome_prompt(self, state: YamState, names: Sequence[str]) -> str:
        """Return the question of a throw entered by hand: which dice the thrower's throw shows."""
        if state.in_opening():
            return _("{name} throws one die for the first turn: which face?").format(
                name=names[state.opening_thrower()])
        n = NUM_DICE - len(state.dice)
        if state.dice:
            return ngettext("{name}, roll {roll} of 3: the {n} die thrown, or all five with the kept {kept}",
                            "{name}, roll {roll} of 3: the {n} dice thrown, or all five with the kept {kept}", n).format(
                name=names[state.player], roll=state.roll + 1, n=n, kept=show(state.dice))
        return _("{name}, roll {roll} of 3: the five dice thrown").format(name=names[state.player], roll=state.roll + 1)

    def shown_by_drawing(self, before: YamState, action, after: YamState) -> bool:
        """A roll is the first line of the roller's next drawing: a person about to choose reads it there."""
        return before.is_chance_node() and not before.in_opening()

    def narrate(self, before: YamState, action, after: YamState, names: Sequence[str]) -> list[str]:
        if before.in_opening():
            lines = [_(OPENING_DIE).format(name=names[before.opening_thrower()], die=action[0])]
            if after.in_opening() and not after.opening:         # the round ended in a tie
                lines.append(_(OPENING_TIE).format(names=", ".join(names[s] for s in after.contenders)))
            elif not after.in_opening():
                lines.append(_(OPENING_STARTS).format(name=names[after.first]))
            return lines
        name = names[before.player]
        if before.is_chance_node():
            return [_(ROLLED).format(name=name, roll=after.roll, dice=show(after.dice))]
        if isinstance(action, Keep):
            return [_(KEEPS).format(name=name, dice=show(action.dice)) if action.dice
                    else _(ROLLS_ALL).format(name=name)]
        value = after.sheets[before.player][action.column][action.box]
        total = after.totals()[before.player]
        if len(before.kinds) == 1:
            return [_(WRITES).format(name=name, value=value, box=box_label(action.box, before.rules.ruleset),
                                     total=total)]
        return [_(WRITES_IN_COLUMN).format(name=name, value=value, box=action.box, column=action.column + 1,
                                           total=total)]

    def result_lines(self, state: YamState, names: Sequence[str]) -> list[str]:
        totals = state.totals()
        lines = [self.sheets_text(state, names)]
        if len(state.kinds) > 1:
            lines.append(_(TOTALS).format(totals=", ".join(f"{n} {t}" for n, t in zip(names, totals))))
        winners = [names[i] for i in state.winners()]
        if len(winners) == 1:
            lines.append(winner_line(winners[0], max(totals)))
        else:
            lines.append(tie_line(", ".join(winners), max(totals)))
        return lines

    def review_unit(self, goal: str) -> str:
        return _("points")
