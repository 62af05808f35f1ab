"""A game of Yam for one or more players, as an engine state (see :mod:`wordgames.games.engine`).

A turn: the dice are rolled (a chance node), then the player either keeps
some dice and rolls the rest (:class:`Keep`, at most two rerolls) or fills a
box (:class:`Score`), which ends the turn.  The game ends when every box of
every column of every sheet is filled; :meth:`YamState.returns` gives each
player's Счёт over all columns.

>>> s = YamState.new(2).apply((1, 2, 3, 4, 5))
>>> s.current_player(), s.roll, len(s.legal_actions())   # 31 keeps + 11 boxes
(0, 1, 42)
>>> s = s.apply(Score("Ряд"))
>>> s.sheets[0][0]["Ряд"], s.player, s.is_chance_node()
(45, 1, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple

from wordgames.errors import IllegalMoveError
from wordgames.games.engine import CHANCE, TERMINAL, State
from wordgames.games.dice import NUM_DICE, Dice, chance_outcomes, is_sub_throw, normalise, sub_throws
from wordgames.games.yam.sheet import BOXES, FIRST, VARIANTS, Box, Column, Rules, open_boxes

MAX_ROLLS = 3


class Keep(NamedTuple):
    """Keep these dice (fewer than five) and roll the others."""

    dice: Dice


class Score(NamedTuple):
    """Fill ``box`` of column ``column`` with the current dice; ends the turn."""

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

    @classmethod
    def new(cls, players: int = 1, columns: int = 1, rules: Rules = Rules()) -> "YamState":
        """Return the start of a game for ``players`` players on the variant with ``columns`` columns."""
        kinds = VARIANTS[columns]
        return cls(tuple(tuple(Column.empty() for _ in kinds) for _ in range(players)), kinds, rules)

    def current_player(self) -> int:
        if all(c.is_full() for sheet in self.sheets for c in sheet):
            return TERMINAL
        return CHANCE if len(self.dice) < NUM_DICE else self.player

    def legal_actions(self) -> list:
        if self.current_player() < 0:
            return []
        keeps = [Keep(k) for k in sub_throws(self.dice) if len(k) < NUM_DICE] if self.can_reroll() else []
        return keeps + list(self.placements())

    def can_reroll(self) -> bool:
        """Return whether the player may roll again: under three rolls, and a box open to a later roll."""
        return self.roll < MAX_ROLLS and any(
            kind != FIRST and not column.is_full() for column, kind in zip(self.sheets[self.player], self.kinds))

    def placements(self):
        """Yield every box the player may fill now, as :class:`Score` actions."""
        for i, (column, kind) in enumerate(zip(self.sheets[self.player], self.kinds)):
            for box in open_boxes(column, kind, self.roll == 1):
                yield Score(box, i)

    def is_legal(self, action) -> bool:
        if self.current_player() < 0:
            return False
        if isinstance(action, Keep):
            return self.can_reroll() and len(action.dice) < NUM_DICE and is_sub_throw(action.dice, self.dice)
        if isinstance(action, Score):
            return action in set(self.placements())
        return False

    def why_illegal(self, action) -> IllegalMoveError:
        """Return the error that explains why ``action`` is not legal here."""
        if self.current_player() < 0:
            return IllegalMoveError("no player is to move now", rule="turn", move=action)
        if isinstance(action, Keep):
            if self.roll >= MAX_ROLLS:
                return IllegalMoveError("three rolls are made: fill a box", rule="three rolls", move=action.dice)
            if not self.can_reroll():
                return IllegalMoveError("only first-roll boxes are left: fill one now", rule="first roll", move=action.dice)
            if len(action.dice) >= NUM_DICE:
                return IllegalMoveError("keeping all five dice is scoring: name a box", rule="keep", move=action.dice)
            return IllegalMoveError(f"these dice are not on the table {self.dice}", rule="keep", move=action.dice)
        if isinstance(action, Score):
            if not 0 <= action.column < len(self.kinds) or action.box not in BOXES:
                return IllegalMoveError("no such box", rule="sheet", move=action)
            column, kind = self.sheets[self.player][action.column], self.kinds[action.column]
            if column[action.box] is not None:
                return IllegalMoveError(f"box {action.box} is already filled", rule="filled box", move=action.box)
            if kind == FIRST:
                return IllegalMoveError("this column takes only a turn's first roll", rule="first roll", move=action.box)
            return IllegalMoveError(f"this column is filled in order: next is {next(open_boxes(column, kind, False))}",
                                    rule=f"column {kind}", move=action.box)
        return IllegalMoveError("not a Yam move", move=action)

    def chance_outcomes(self) -> list[tuple[Dice, Fraction]]:
        return list(chance_outcomes(NUM_DICE - len(self.dice)))

    def apply(self, action) -> "YamState":
        if self.is_chance_node():
            rolled = normalise(action)
            if len(rolled) != NUM_DICE - len(self.dice) or not set(rolled) <= set(range(1, 7)):
                raise IllegalMoveError(f"expected {NUM_DICE - len(self.dice)} dice", rule="roll", move=action)
            return self._replace(roll=self.roll + 1, dice=normalise(self.dice + rolled))
        if not self.is_legal(action):
            raise self.why_illegal(action)
        if isinstance(action, Keep):
            return self._replace(dice=normalise(action.dice))
        column = self.sheets[self.player][action.column]
        filled = column.fill(action.box, column.score(action.box, self.dice, self.rules))
        sheet = list(self.sheets[self.player])
        sheet[action.column] = filled
        sheets = self.sheets[:self.player] + (tuple(sheet),) + self.sheets[self.player + 1:]
        return self._replace(sheets=sheets, player=(self.player + 1) % len(self.sheets), roll=0, dice=())

    def _replace(self, **changes) -> "YamState":
        fields = {k: getattr(self, k) for k in ("sheets", "kinds", "rules", "player", "roll", "dice")}
        fields.update(changes)
        return YamState(**fields)

    def totals(self) -> list[int]:
        """Return each player's Счёт so far, over all columns."""
        return [sum(c.total() for c in sheet) for sheet in self.sheets]

    def returns(self) -> list[float]:
        return [float(t) for t in self.totals()]

    def to_dict(self) -> dict[str, Any]:
        return {"game": "yam", "rules": self.rules.to_dict(), "kinds": list(self.kinds),
                "sheets": [[c.filled() for c in sheet] for sheet in self.sheets],
                "player": self.player, "roll": self.roll, "dice": list(self.dice)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "YamState":
        sheets = tuple(tuple(Column.from_mapping(c) for c in sheet) for sheet in data["sheets"])
        return cls(sheets, tuple(data["kinds"]), Rules(**data["rules"]), data["player"],
                   data["roll"], tuple(data["dice"]))


def action_to_json(action) -> Any:
    """Return an action as JSON data: {"keep": [...]}, {"score": box, "column": i} or a list of rolled dice."""
    if isinstance(action, Keep):
        return {"keep": list(action.dice)}
    if isinstance(action, Score):
        return {"score": action.box, "column": action.column}
    return list(action)


def parse_action(text: str, state: YamState):
    """Return the legal action a player typed: ``k 6 6 3`` keeps dice, ``r`` rerolls all, a box name scores.

    A box may be followed by a column number (1-based) in the multi-column
    variants.  Raises InputFormatError for unreadable text and
    IllegalMoveError for a move the rules forbid.

    >>> s = YamState.new(1).apply((2, 3, 6, 6, 6))
    >>> parse_action("k 666", s), parse_action("яма", s), parse_action("r", s)
    (Keep(dice=(6, 6, 6)), Score(box='Яма', column=0), Keep(dice=()))
    >>> parse_action("k 6666", s)
    Traceback (most recent call last):
    ...
    wordgames.errors.IllegalMoveError: rule keep: these dice are not on the table (2, 3, 6, 6, 6) ((6, 6, 6, 6))
    """
    from wordgames.errors import InputFormatError
    from wordgames.games.dice import parse_dice
    from wordgames.games.yam.sheet import box_name

    words = text.split()
    if not words:
        raise InputFormatError("type 'k <dice>' to keep dice, 'r' to reroll all, or a box name to score")
    head = words[0].lower()
    if head in ("k", "keep", "о", "оставить"):
        try:
            action = Keep(parse_dice("".join(words[1:])))
        except ValueError as e:
            raise InputFormatError(str(e)) from None
    elif head in ("r", "roll", "reroll", "б", "бросить") and len(words) == 1:
        action = Keep(())
    else:
        if head in ("s", "score", "з", "записать") and len(words) > 1:
            words = words[1:]
        try:
            box = box_name(words[0])
        except KeyError:
            raise InputFormatError(f"unknown box or command {words[0]!r}") from None
        column = 0
        if len(words) > 1:
            if not words[1].isdigit() or not 1 <= int(words[1]) <= len(state.kinds):
                raise InputFormatError(f"column must be 1-{len(state.kinds)}, not {words[1]!r}")
            column = int(words[1]) - 1
        elif len(state.kinds) > 1:
            open_columns = [a.column for a in state.placements() if a.box == box]
            column = open_columns[0] if len(open_columns) == 1 else (-1 if open_columns else 0)
            if column < 0:
                raise InputFormatError(f"say which column (1-{len(state.kinds)}) for {box}")
        action = Score(box, column)
    if not state.is_legal(action):
        raise state.why_illegal(action)
    return action
