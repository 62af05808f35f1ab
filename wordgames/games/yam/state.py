"""The state of a game of Yam: turns, rolls, sheets, and the rules a move can break, by name.

With the rule option of the opening roll («Прежде всего броском одного кубика
определяют игрока, который начнет игру»), the game starts with each player
throwing one die in seat order (a chance node each); the highest starts, the
others follow in seat order after him; players tied for the highest throw
again, among themselves, until one is highest.

A turn: the dice are rolled (a chance node), then the player either keeps
some dice and rolls the rest (:class:`Keep`, at most two rerolls) or fills a
box (:class:`Score`), which ends the turn.  The game ends when every box of
every column of every sheet is filled; :meth:`YamState.returns` gives each
player's Счёт over all columns.

The rules a move can break, by the names ``docs/yam.md`` gives them:

``three rolls``
    at most three rolls a turn («Разрешено повторить бросок кубиков и в третий раз»);
``keep``
    the kept dice are dice on the table, fewer than five (keeping all five is scoring);
``filled box``
    a filled box never changes («не может в дальнейшем изменить счет в заполненной позиции»);
``top-down``, ``bottom-up``
    the first column of the variants is filled from the top down, the second from the bottom up;
``first roll``
    the fourth column takes only a turn's first roll (and when only it is open, there is no reroll);
``box``
    there is such a box and such a column;
``move``
    a move keeps dice or fills a box.

>>> s = YamState.new(2).apply((1, 2, 3, 4, 5))
>>> s.current_player(), s.roll, len(s.legal_actions())   # 31 keeps + 11 boxes
(0, 1, 42)
>>> [str(b) for b in s.breaches(Keep((6, 6)))]
['rule keep: the dice 6 6 are not all on the table (1 2 3 4 5)']
>>> s = s.apply(Score("Ряд"))
>>> s.sheets[0][0]["Ряд"], s.player, s.is_chance_node()
(45, 1, True)
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from wordgames.engine import CHANCE, TERMINAL, State, json_field
from wordgames.descriptor import played_by
from wordgames.errors import InputFormatError, OptionError, SeatsError
from wordgames.games.dice import (NUM_DICE, Dice, chance_outcomes, faces_from_json, is_sub_throw, normalise,
                                  show, sub_throws)
from wordgames.games.dice import DiceBreach as Breach
from wordgames.games.yam.about import DESCRIPTOR, YAM
from wordgames.i18n import N_, _, ngettext
from wordgames.games.yam.sheet import (DOWN, FIRST, UP, VARIANTS, Box, Column, Rules,
                                       next_in_order)
from wordgames.games.yam.checks import column_problems

MAX_ROLLS = 3
"""«Разрешено повторить бросок кубиков и в третий раз»: three rolls a turn at most."""

MAX_PLAYERS = DESCRIPTOR.seats[-1]
"""The most players at one table (the descriptor's seats): the most sheets a saved state may hold."""

ROLLS_RULE, KEEP_RULE, FILLED_RULE, FIRST_RULE, BOX_RULE, MOVE_RULE = (
    "three rolls", "keep", "filled box", "first roll", "box", "move")
ORDER_RULE = {DOWN: "top-down", UP: "bottom-up"}
"""The rules as docs/yam.md names them (see the module docstring)."""

OUT_OF_ORDER = {DOWN: N_("column {column} is filled top-down: next is {next}, not {box}"),
                UP: N_("column {column} is filled bottom-up: next is {next}, not {box}")}
FILLED = N_("{box} is already filled with {value}")
FILLED_IN_COLUMN = N_("{box} in column {column} is already filled with {value}")


class Keep(NamedTuple):
    """Keep these dice (fewer than five, in ascending order) and roll the others."""

    dice: Dice


class Score(NamedTuple):
    """Fill ``box`` of column ``column`` (from 0) with the current dice; ends the turn."""

    box: Box
    column: int = 0


Sheet = tuple[Column, ...]
"""A player's sheet: one column per column kind of the variant."""


@dataclass(frozen=True)
class YamState(State):
    """A position of a Yam game: sheets, whose turn, how many rolls made, the dice on the table.

    While the dice are fewer than five, the kept dice are waiting for the
    others to be rolled: that is the chance node.
    """

    sheets: tuple[Sheet, ...]
    kinds: tuple[str, ...] = VARIANTS[1]
    rules: Rules = Rules()
    player: int = 0
    roll: int = 0
    dice: Dice = ()
    first: int = 0
    contenders: tuple[int, ...] = ()
    opening: Dice = ()
    """While the opening roll decides who starts: the seats throwing one die this round, and their dice so far
    (in the order of ``contenders``).  ``first`` is the seat that started (0 without an opening roll)."""

    @classmethod
    def new(cls, players: int = 1, columns: int = 1, rules: Rules = Rules(), opening: bool = False) -> "YamState":
        """Return the start of a game for ``players`` players on the variant with ``columns`` columns.

        With ``opening``, the game begins with the opening roll that decides who starts (for two players or more):

        >>> s = YamState.new(3, opening=True).apply((4,)).apply((6,)).apply((6,))   # seats 1 and 2 tie on 6
        >>> s.contenders, s.is_chance_node()
        ((1, 2), True)
        >>> s = s.apply((2,)).apply((5,))                                           # seat 2 throws higher
        >>> s.first, s.player, s.contenders, s.chance_outcomes()[0][0]
        (2, 2, (), (1, 1, 1, 1, 1))
        """
        if columns not in VARIANTS:
            raise OptionError(_("Yam is played on 1, 3 or 4 columns, not {columns}").format(columns=repr(columns)),
                              option="columns")
        if type(players) is not int or players not in DESCRIPTOR.seats:
            raise SeatsError(played_by(DESCRIPTOR, players), option="seats")
        kinds = VARIANTS[columns]
        contenders = tuple(range(players)) if opening and players > 1 else ()
        if rules.ruleset != YAM and columns != 1:
            raise OptionError(_("{rules} is played on one column only, not {columns}").format(
                rules=rules.ruleset, columns=columns), option="columns")
        return cls(tuple(tuple(Column.empty(rules.ruleset) for _kind in kinds) for _seat in range(players)), kinds,
                   rules, contenders=contenders)

    def in_opening(self) -> bool:
        """Return whether the opening roll is still deciding who starts."""
        return bool(self.contenders)

    def opening_thrower(self) -> int:
        """Return the seat whose die the opening roll waits for (only while :meth:`in_opening`)."""
        return self.contenders[len(self.opening)]

    # -- the protocol ------------------------------------------------------------------

    def current_player(self) -> int:
        if all(c.is_full() for sheet in self.sheets for c in sheet):
            return TERMINAL
        return CHANCE if len(self.dice) < NUM_DICE or self.contenders else self.player

    def candidates(self) -> list[Keep | Score]:
        """Return every move worth checking: each proper part of the dice kept, each box of each column."""
        keeps = [Keep(k) for k in sub_throws(self.dice) if len(k) < NUM_DICE]
        return keeps + [Score(b, i) for i in range(len(self.kinds)) for b in self.rules.boxes]

    def _legal_actions(self) -> list[Keep | Score]:
        """Return the legal moves: the candidates that break no rule (so the two can never disagree)."""
        return list(self._legal)

    @functools.cached_property
    def _legal(self) -> tuple[Keep | Score, ...]:
        """The legal moves, found once per state (a state never changes) by the rules' check."""
        if self.current_player() < 0:
            return ()
        return tuple(a for a in self.candidates() if not self._breaches(a))

    def placements(self) -> list[Score]:
        """Return every box the player may fill now, as :class:`Score` actions (the legal ones)."""
        return [a for a in self._legal if isinstance(a, Score)]

    def _breaches(self, action: Any) -> list[Breach]:
        """Return every rule ``action`` breaks for the player to move (empty: legal): the one check."""
        if isinstance(action, Keep):
            return self.keep_breaches(action.dice)
        if isinstance(action, Score):
            return self.score_breaches(action)
        return [Breach(MOVE_RULE, _("{action} is not a Yam move: keep dice, roll all five again, or fill a box")
                       .format(action=f"{action!r:.60}"))]

    def can_reroll(self) -> bool:
        """Return whether the player may roll again: under three rolls, and a box open to a later roll."""
        return self.roll < MAX_ROLLS and any(kind != FIRST and not column.is_full()
                                             for column, kind in zip(self.sheets[self.player], self.kinds))

    def keep_breaches(self, dice: Any) -> list[Breach]:
        """Return every rule broken by keeping ``dice`` and rolling the rest."""
        if not (isinstance(dice, tuple) and all(type(f) is int and 1 <= f <= 6 for f in dice)
                and list(dice) == sorted(dice)):
            return [Breach(KEEP_RULE, _("{dice} is not a list of dice faces 1-6 in ascending order").format(
                dice=f"{dice!r:.60}"))]
        found = []
        if self.roll >= MAX_ROLLS:
            found.append(Breach(ROLLS_RULE, _("three rolls are made: fill a box")))
        elif not self.can_reroll():
            found.append(Breach(FIRST_RULE, _("only first-roll boxes are left: fill one with this roll")))
        if len(dice) >= NUM_DICE:
            found.append(Breach(KEEP_RULE, _("keeping all five dice is scoring: name a box")))
        if not is_sub_throw(dice, self.dice):
            found.append(Breach(KEEP_RULE, _("the dice {dice} are not all on the table ({table})").format(
                dice=show(dice), table=show(self.dice))))
        return found

    def score_breaches(self, action: Score) -> list[Breach]:
        """Return every rule broken by filling ``action.box`` of column ``action.column`` now."""
        box, i = action
        found = []
        if type(i) is not int or not 0 <= i < len(self.kinds):
            n = len(self.kinds)
            found.append(Breach(BOX_RULE, ngettext("there is no column {column} (this game has {n}, counted from 0 "
                                                   "in a move)", "there is no column {column} (this game has {n}, "
                                                   "counted from 0 in a move)", n).format(column=f"{i!r:.20}", n=n)))
        if not isinstance(box, str) or box not in self.rules.boxes:
            found.append(Breach(BOX_RULE, _("there is no box {box} (the boxes: {boxes})").format(
                box=f"{box!r:.20}", boxes=box_list(self.rules))))
        if found:
            return found
        column, kind = self.sheets[self.player][i], self.kinds[i]
        value = column[box]
        if value is not None:
            message = FILLED if len(self.kinds) == 1 else FILLED_IN_COLUMN
            found.append(Breach(FILLED_RULE, _(message).format(box=box, column=i + 1, value=value)))
        if kind in ORDER_RULE:
            nxt = next_in_order(column, kind)
            if nxt is not None and nxt != box:
                found.append(Breach(ORDER_RULE[kind], _(OUT_OF_ORDER[kind]).format(column=i + 1, next=nxt, box=box)))
        elif kind == FIRST and self.roll != 1:
            found.append(Breach(FIRST_RULE, _("column {column} takes only a turn's first roll; this is roll {roll}")
                                .format(column=i + 1, roll=self.roll)))
        return found

    def chance_outcomes(self):
        """Return every throw of the dice not kept (one die in the opening roll), with its exact probability."""
        if self.current_player() != CHANCE:
            return ()
        return chance_outcomes(1) if self.contenders else chance_outcomes(NUM_DICE - len(self.dice))

    def _apply_action(self, action) -> "YamState":
        if self.contenders:
            return self._after_opening_die(action[0])
        if self.current_player() == CHANCE:
            return replace(self, roll=self.roll + 1, dice=normalise(self.dice + tuple(action)))
        if isinstance(action, Keep):
            return replace(self, dice=action.dice)
        column = self.sheets[self.player][action.column]
        sheet = list(self.sheets[self.player])
        sheet[action.column] = column.write(action.box, self.dice, self.rules)
        sheets = self.sheets[:self.player] + (tuple(sheet),) + self.sheets[self.player + 1:]
        return replace(self, sheets=sheets, player=(self.player + 1) % len(self.sheets), roll=0, dice=())

    def _after_opening_die(self, face: int) -> "YamState":
        """Return the state after one die of the opening roll: the next thrower, a round of the tied, or the start."""
        opening = self.opening + (face,)
        if len(opening) < len(self.contenders):
            return replace(self, opening=opening)
        top = [seat for seat, f in zip(self.contenders, opening) if f == max(opening)]
        if len(top) > 1:
            return replace(self, contenders=tuple(top), opening=())
        return replace(self, contenders=(), opening=(), first=top[0], player=top[0])

    def totals(self) -> list[int]:
        """Return each player's Счёт so far, over all columns."""
        return [sum(c.total() for c in sheet) for sheet in self.sheets]

    def returns(self) -> list[float]:
        return [float(t) for t in self.totals()]

    def winners(self) -> list[int]:
        """Return the seats with the highest Счёт (several on a tie)."""
        totals = self.totals()
        return [i for i, t in enumerate(totals) if t == max(totals)]

    def score_of(self, action: Score) -> int:
        """Return what the dice on the table would write with ``action`` (a legal Score)."""
        column = self.sheets[self.player][action.column]
        return column.score(action.box, self.dice, self.rules)

    # -- JSON ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        data = {"game": "yam", "rules": self.rules.to_dict(), "kinds": list(self.kinds),
                "sheets": [[c.filled() for c in sheet] for sheet in self.sheets],
                "player": self.player, "roll": self.roll, "dice": list(self.dice)}
        if self.first:
            data["first"] = self.first
        if self.contenders:
            data["opening"] = {"contenders": list(self.contenders), "dice": list(self.opening)}
        if self.rules.set.joker_box:
            data["extra"] = [[c.extra for c in sheet] for sheet in self.sheets]
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "YamState":
        """Return the state :meth:`to_dict` wrote; raise InputFormatError naming the field that is wrong."""
        rules_data = json_field(data, "rules", dict, "state")
        if "rules" in rules_data:
            rules = Rules(ruleset=json_field(rules_data, "rules", str, "state.rules"))
        else:
            rules = Rules(json_field(rules_data, "dom", str, "state.rules"),
                          json_field(rules_data, "yama", str, "state.rules"))
        kinds = tuple(json_field(data, "kinds", list, "state"))
        if kinds not in VARIANTS.values():
            raise InputFormatError(_("state.kinds: one of {kinds}").format(
                kinds=", ".join(map(str, map(list, VARIANTS.values())))))
        raw = json_field(data, "sheets", list, "state")
        if not 1 <= len(raw) <= MAX_PLAYERS:
            raise InputFormatError(_("state.sheets: a sheet for each of 1 to {most} players").format(most=MAX_PLAYERS))
        sheets = tuple(_sheet_from_json(s, kinds, rules, f"state.sheets[{n}]") for n, s in enumerate(raw))
        if rules.set.joker_box:
            extra = json_field(data, "extra", list, "state")
            if len(extra) != len(sheets) or not all(
                    isinstance(e, list) and len(e) == len(kinds)
                    and all(type(x) is int and 0 <= x <= 1200 and x % 100 == 0 for x in e) for e in extra):
                raise InputFormatError(_("state.extra: the extra Yahtzee bonus of each column, in hundreds"))
            sheets = tuple(tuple(replace(c, extra=x) for c, x in zip(sheet, e)) for sheet, e in zip(sheets, extra))
        player = json_field(data, "player", int, "state")
        roll = json_field(data, "roll", int, "state")
        dice = faces_from_json(json_field(data, "dice", list, "state"), range(0, NUM_DICE + 1), "state.dice")
        if list(dice) != data["dice"]:
            raise InputFormatError(_("state.dice: the dice in ascending order"))
        first = json_field(data, "first", int, "state") if "first" in data else 0
        contenders, opening = (), ()
        if "opening" in data:
            raw_opening = json_field(data, "opening", dict, "state")
            seats = json_field(raw_opening, "contenders", list, "state.opening")
            if not (2 <= len(seats) <= len(sheets) and all(type(s) is int and 0 <= s < len(sheets) for s in seats)
                    and seats == sorted(set(seats))):
                raise InputFormatError(_("state.opening.contenders: two or more seats, in order"))
            contenders = tuple(seats)
            opening = faces_from_json(json_field(raw_opening, "dice", list, "state.opening"),
                                      range(0, len(contenders)), "state.opening.dice")
            opening = tuple(raw_opening["dice"])    # in seat order, not sorted
        state = cls(sheets, kinds, rules, player, roll, dice, first, contenders, opening)
        problem = state.turn_problem()
        if problem:
            raise InputFormatError(_("state: {problem}").format(problem=problem))
        return state

    def turn_problem(self) -> str | None:
        """Return why whose turn it is, the roll and the dice cannot go together with the sheets, or None."""
        if not 0 <= self.player < len(self.sheets):
            return _("player {player} is not a seat of {seats}").format(player=self.player, seats=len(self.sheets))
        if not 0 <= self.first < len(self.sheets):
            return _("the first player {first} is not a seat of {seats}").format(first=self.first,
                                                                                seats=len(self.sheets))
        if self.contenders and (self.roll or self.dice or self.first or self.player
                                or any(c.filled() for sheet in self.sheets for c in sheet)):
            return _("the opening roll comes before the first turn")
        if not 0 <= self.roll <= MAX_ROLLS:
            return _("roll {roll} is not 0 to {most}").format(roll=self.roll, most=MAX_ROLLS)
        if self.roll == 0 and self.dice or self.roll == MAX_ROLLS and len(self.dice) < NUM_DICE:
            return _("roll {roll} cannot have the dice {dice} on the table").format(roll=self.roll, dice=show(self.dice))
        filled = [sum(len(c.filled()) for c in sheet) for sheet in self.sheets]
        n = filled[self.player]
        seats = len(self.sheets)
        order = [filled[(self.first + k) % seats] for k in range(seats)]     # seat order from the first player
        done = (self.player - self.first) % seats
        if any(f != n + 1 for f in order[:done]) or any(f != n for f in order[done:]):
            return _("the players fill a box a turn in seat order: {filled} filled boxes, player {player} to move").format(
                filled=filled, player=self.player)
        return None


def box_list(rules: Rules) -> str:
    """Return the boxes of a column under ``rules`` as a person reads them (Yam's by spaces, names of two words by
    commas)."""
    return (" " if rules.ruleset == YAM else ", ").join(rules.boxes)


def _sheet_from_json(data: Any, kinds: tuple[str, ...], rules: Rules, where: str) -> Sheet:
    """Return one player's sheet from JSON (a list of columns, each an object box -> value), checked."""
    if not isinstance(data, list) or len(data) != len(kinds):
        raise InputFormatError(ngettext("{where}: a list of {n} column", "{where}: a list of {n} columns",
                                        len(kinds)).format(where=where, n=len(kinds)))
    sheet = []
    for k, (raw, kind) in enumerate(zip(data, kinds)):
        if not isinstance(raw, dict) or not all(b in rules.boxes for b in raw) \
                or not all(type(v) is int for v in raw.values()):
            raise InputFormatError(_("{where}: an object of boxes ({boxes}) and whole numbers").format(
                where=f"{where}[{k}]", boxes=box_list(rules)))
        column = Column.from_mapping(raw, rules.ruleset)
        problems = column_problems(column, kind, rules)
        if problems:
            raise InputFormatError(_("{where}: {problem}").format(where=f"{where}[{k}]", problem=problems[0][1]))
        sheet.append(column)
    return tuple(sheet)
