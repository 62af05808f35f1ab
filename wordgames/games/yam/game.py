"""Yam at the table: the game agreed (columns, readings of Дом and Яма), moves as people type them, what they see, bots.

The state and its rules are in :mod:`wordgames.games.yam.state`.

>>> game = YamGame({"columns": 3})
>>> t = game.new_initial_state().apply((2, 3, 6, 6, 6))
>>> game.parse_action(t, "k 666"), game.format_action(t, Score("Яма", 1))
(Keep(dice=(6, 6, 6)), 'Яма 2')
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from wordgames.engine import RandomPlayer
from wordgames.game import Game
from wordgames.errors import InputFormatError, UsageError
from wordgames.games.dice import NUM_DICE, faces_from_json, parse_dice, read_cyrillic, show
from wordgames.games.yam.sheet import DOWN, FIRST, FREE, UP, VARIANTS, Column, Rules, box_name
from wordgames.games.yam.state import MAX_PLAYERS, MAX_ROLLS, Keep, Score, YamState
from wordgames.i18n import N_, _, decimal, language, ngettext
from wordgames.numbers import is_digits
from wordgames.games.yam.about import DESCRIPTOR

KIND_WORDS = {DOWN: N_("top-down"), UP: N_("bottom-up"), FREE: N_("free"), FIRST: N_("first roll")}
KEEP_WORDS = ("k", "keep", "о", "ост", "оставить", "o")          # the last: a Latin o, as a Russian о looks
ROLL_WORDS = ("r", "roll", "reroll", "п", "пер", "перебросить", "б", "бросить")
SCORE_WORDS = ("s", "score", "з", "зап", "записать")
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


class YamGame(Game):
    """Yam with its rules agreed: the variant (1, 3 or 4 columns), the readings of Дом and Яма, the opening roll."""

    descriptor = DESCRIPTOR

    name = "yam"
    review_goals = ("points",)

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        columns = self.options.get("columns", 1)
        if type(columns) is not int or columns not in VARIANTS:
            raise InputFormatError(_("columns: one of 1, 3, 4, not {value}").format(value=f"{columns!r:.20}"))
        self.columns = columns
        self.rules = Rules(self.options.get("dom", Rules.dom), self.options.get("yama", Rules.yama))
        opening = self.options.get("opening") or False
        if type(opening) is not bool:
            raise InputFormatError(_("opening: true or false, not {value}").format(value=f"{opening!r:.20}"))
        self.opening = opening
        self.cache_dir: str | None = None       # the bots' cache_dir setting, as the last bot made was given it
        self.table_info: dict[str, Any] | None = None
        self.check_seats(self.seats)

    def default_seats(self) -> int:
        return 2

    def check_seats(self, seats: int) -> None:
        if not 1 <= seats <= MAX_PLAYERS:
            raise UsageError(_("Yam is played by 1 to {most} players, not {players}").format(
                most=MAX_PLAYERS, players=seats))

    def rules_dict(self) -> dict[str, Any]:
        rules = {"columns": self.columns, "dom": self.rules.dom, "yama": self.rules.yama}
        return rules | ({"opening": True} if self.opening else {})

    def new_initial_state(self) -> YamState:
        return YamState.new(self.seats, self.columns, self.rules, self.opening)

    def state_from_dict(self, data: dict[str, Any]) -> YamState:
        return YamState.from_dict(data)

    # -- actions ------------------------------------------------------------------------

    def action_to_json(self, action) -> Any:
        """Return {"keep": [...]}, {"score": box, "column": i}, or the rolled dice as a list."""
        if isinstance(action, Keep):
            return {"keep": list(action.dice)}
        if isinstance(action, Score):
            return {"score": action.box, "column": action.column}
        return list(action)

    def action_from_json(self, data: Any):
        if isinstance(data, list):
            return faces_from_json(data, range(1, NUM_DICE + 1), "roll")
        if isinstance(data, dict) and set(data) == {"keep"}:
            return Keep(faces_from_json(data["keep"], range(0, NUM_DICE + 1), "keep"))
        if isinstance(data, dict) and set(data) == {"score", "column"}:
            box, column = data["score"], data["column"]
            if not isinstance(box, str) or len(box) > 8 or type(column) is not int or not 0 <= column < 4:
                raise InputFormatError(_("score: a box and a column 0-3, not {data}").format(data=f"{data!r:.60}"))
            return Score(box, column)
        raise InputFormatError(_('a Yam action is a roll (a list of dice), {{"keep": [...]}} or '
                                 '{{"score": box, "column": i}}, not {data}').format(data=f"{data!r:.60}"))

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
        return name

    def notation_help(self, view: YamState) -> str:
        return _(NOTATION_HELP) + (_(NOTATION_HELP_COLUMNS) if len(view.kinds) > 1 else "")

    def automatic(self, view: YamState):
        legal = view.legal_actions()
        return (legal[0], "") if len(legal) == 1 else None

    def confirm(self, view: YamState, action) -> str | None:
        """Ask before a 0 is written into a box: the one move a stray keystroke makes for good."""
        if not isinstance(action, Score) or view.score_of(action) != 0:
            return None
        if len(view.kinds) == 1:
            return _(CONFIRM_ZERO).format(box=action.box)
        return _(CONFIRM_ZERO_IN_COLUMN).format(box=action.box, column=action.column + 1)

    def commands(self, view: YamState) -> dict[str, tuple[str, Any]]:
        from wordgames.table.human import named_commands
        return named_commands({"sheet": (_("show every sheet"), self.sheets_text),
                               "advise": (_("the best choices and their expected Счёт") if self.columns == 1
                                          else _("the expert's best choices and its estimate of the Счёт"), self.advice)},
                              {"sheet": "лист", "advise": "совет"})

    def sheets_text(self, view: YamState, names: Sequence[str] | None = None) -> str:
        """Return every player's sheet drawn as in the text (seats by label, or by ``names``)."""
        from wordgames.games.yam.sheetfile import format_table
        names = names or [self.seat_label(i) for i in range(len(view.sheets))]
        return format_table([(n, list(zip(view.kinds, sheet))) for n, sheet in zip(names, view.sheets)]).rstrip("\n")

    def advice(self, view: YamState) -> str:
        """Return the advisor's three best choices: exact on one column, the expert's estimate on the variants."""
        if self.columns != 1:
            choices = self.sheet_choices(view)[:3]
            return "\n".join(_(ADVICE_SHEET_LINE).format(choice=c.describe(), expected=decimal(c.expected, 2))
                             for c in choices)
        from wordgames.games.yam.advisor import advise
        column = view.sheets[view.player][0]
        choices = advise(self.table_for(column), column, view.dice, MAX_ROLLS - view.roll)[:3]
        return "\n".join(_(ADVICE_LINE).format(choice=c.describe(), expected=decimal(c.expected, 2)) for c in choices)

    def turn_of(self, state: YamState) -> int | None:
        """A turn is up to three rolls and one box written: the boxes written count them (alone at the table too)."""
        return sum(len(column.filled()) for sheet in state.sheets for column in sheet)

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
            return [_(WRITES).format(name=name, value=value, box=action.box, total=total)]
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

    def result_dict(self, state: YamState) -> dict[str, Any]:
        return {"totals": state.totals(), "winners": state.winners(),
                "sheets": [[{"kind": kind, "boxes": c.filled(), "summa": c.summa(), "bonus": c.bonus(),
                             "total": c.total()} for kind, c in zip(state.kinds, sheet)]
                           for sheet in state.sheets]}

    # -- bots ------------------------------------------------------------------------------

    def _make_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None):
        self.cache_dir = (settings or {}).get("cache_dir") or self.cache_dir
        if kind == "random":
            return RandomPlayer(rng)
        if kind == "greedy":
            from wordgames.games.yam.players import GreedyPlayer
            return GreedyPlayer()
        if kind == "optimal":
            if self.columns != 1:
                raise UsageError(_("the optimal bot plays the one-column game only (--columns 1)"))
            from wordgames.games.yam.players import OptimalPlayer
            return OptimalPlayer(self.table(self.cache_dir))
        if kind == "expert":
            from wordgames.games.yam.players import ExpertPlayer
            cache_dir = self.cache_dir
            return ExpertPlayer(lambda: self.tables(cache_dir))
        raise UsageError(_("Yam has no bot {kind} (choose from random, greedy, optimal, expert)").format(
            kind=f"{kind!r:.20}"))

    def hint_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None):
        """Return the optimal bot on one column, the expert on the variants (the optimum covers one column)."""
        return self.make_bot(kind if self.columns == 1 else "expert", rng, settings)

    def tables(self, cache_dir: str | None = None) -> dict:
        """Return the exact table of each column kind of this variant played alone (each cached on disk), made once."""
        def build():
            from wordgames.games.yam.solver import load_or_build
            made = {}
            for kind in dict.fromkeys(VARIANTS[self.columns]):
                if kind == FREE:
                    made[kind] = self.table(cache_dir)
                    continue
                label = _("Building the Yam table of the {kind} column").format(kind=_(KIND_WORDS[kind]))
                made[kind] = load_or_build(self.rules, cache_dir, progress=lambda done, total, label=label:
                                           self.report(label, done, total), kind=kind)[0]
            return made
        return self.resource(f"tables:{cache_dir}", build)

    def sheet_choices(self, view: YamState):
        """Return every choice of the player to move, best first, by the expert's rule (:mod:`.columns`)."""
        from wordgames.games.yam.columns import advise_sheet
        return advise_sheet(self.tables(self.cache_dir), view.sheets[view.player], view.kinds, view.dice,
                            view.roll, view.rules)

    # -- review ----------------------------------------------------------------------------

    def review_unit(self, goal: str) -> str:
        return _("points")

    def appraise(self, state: YamState, action, goal: str):
        """Return what ``action`` costs in expected points against the best choice (None for a forced move).

        One column: the exact expected final Счёт of each choice (small exact
        tables late in a game, else the full one).  The variants: the expert's
        estimate of the sheet's final Счёт (:mod:`.columns`), which is exact
        for the last column left open when it is the free one.
        """
        from wordgames.table.review import Appraisal
        if state.current_player() < 0 or len(state.legal_actions()) < 2:
            return None
        if self.columns == 1:
            from wordgames.games.yam.advisor import advise
            column = state.sheets[state.player][0]
            choices = advise(self.review_table(column), column, state.dice, MAX_ROLLS - state.roll)
            as_action = {(Keep(c.target) if c.action == "keep" else Score(c.target, 0)): c for c in choices}
        else:
            choices = self.sheet_choices(state)
            as_action = {(Keep(c.target) if c.action == "keep" else Score(c.target, c.column)): c for c in choices}
        best, done = choices[0], as_action.get(action)
        if done is None:                        # not a legal move: the replay will say so
            return None
        return Appraisal(best=next(a for a, c in as_action.items() if c is best), value_best=best.expected,
                         value_done=done.expected)

    def review_table(self, column: Column):
        """Return an exact table for ``column``: a small one of its own late in a game (remembered), else the full one."""
        from wordgames.games.yam.solver import SMALL_TABLE_BOXES, Position, build_table
        empty = column.empty_boxes()
        if not 0 < len(empty) <= SMALL_TABLE_BOXES:
            return self.table_for(column)
        start = Position.of(column, empty)
        return self.resource(f"small:{empty}:{start}", lambda: build_table(self.rules, empty, start=start))

    def table(self, cache_dir: str | None = None, rebuild: bool = False):
        """Return the optimal table of one free column under these rules (cached on disk), made once for this game.

        :attr:`table_info` then says where it is cached and whether it was built now.
        """
        def build():
            from wordgames.games.yam.solver import load_or_build
            label = _("Building the Yam table")
            table, self.table_info = load_or_build(self.rules, cache_dir, rebuild,
                                                   progress=lambda done, total: self.report(label, done, total))
            return table
        return self.resource(f"table:{cache_dir}", build)

    def table_for(self, column: Column, cache_dir: str | None = None):
        """Return a table that covers ``column``: the full one if made, else a small one late in a game."""
        cache_dir = cache_dir or self.cache_dir
        made = self._made.get(f"table:{cache_dir}")
        if made is not None:
            return made
        from wordgames.games.yam.solver import SMALL_TABLE_BOXES, Position, build_table
        empty = column.empty_boxes()
        if 0 < len(empty) <= SMALL_TABLE_BOXES:
            return build_table(self.rules, empty, start=Position.of(column, empty))
        return self.table(cache_dir)
