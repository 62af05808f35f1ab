"""A game of Dix Mille as an engine state (see :mod:`wordgames.games.engine`).

A turn: throw the dice (a chance node); if the throw has nothing to set
aside (or four 2s), the turn's points are lost.  Otherwise the player makes a
:class:`Move`: a selection of combinations to set aside, and whether to bank
or throw on.  Throwing on with no die left starts again with six; with one
die left it is the double throw for the bonus (two chance nodes): a 1 or a 5
gains the bonus and six fresh dice (bank or throw on), two misses lose the
turn.  When a player has 10 000 or more, the round is finished so that every
player has had as many turns, and the highest score wins.

>>> from wordgames.games.dixmille.scoring import Selection, Combo
>>> s = DixMilleState.new(2).apply((1, 2, 3, 3, 4, 6))
>>> s.phase, len(s.legal_actions())   # take the 1, bank or throw five
('choose', 2)
>>> s = s.apply(Move(Selection((Combo("single", (1,)),)), bank=True))
>>> s.scores, s.player, s.phase
((100, 0), 1, 'throw')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, NamedTuple

from wordgames.errors import IllegalMoveError
from wordgames.games.dixmille.scoring import (NUM_DICE, TABLES, Combo, ScoringTable, Selection, is_bust,
                                              selections)
from wordgames.games.engine import CHANCE, TERMINAL, State
from wordgames.games.dice import Dice, chance_outcomes, normalise

THROW, CHOOSE, BONUS, AFTER_BONUS, OVER = "throw", "choose", "bonus", "after-bonus", "over"
"""Phases of a turn: dice to throw; a throw to use; the single die's double throw; six fresh dice after a bonus."""

BONUS_FACES = (1, 5)


class Move(NamedTuple):
    """Set aside ``selection`` (empty after a bonus) and then bank (``bank``) or throw on."""

    selection: Selection
    bank: bool


@dataclass(frozen=True)
class DixMilleState(State):
    """A position: banked scores, whose turn, and the turn so far.

    ``points`` are the turn's unbanked points, ``dice`` how many dice the
    next throw uses, ``bonuses`` how many single-die bonuses this turn has
    won (the next is worth ``table.bonus(bonuses)``), ``throw`` the dice just
    thrown (phase choose), ``attempt`` the single die's throw (1 or 2).
    """

    scores: tuple[int, ...]
    table: ScoringTable = TABLES["text"]
    player: int = 0
    phase: str = THROW
    points: int = 0
    dice: int = NUM_DICE
    bonuses: int = 0
    throw: Dice = ()
    attempt: int = 0
    turns: int = 0

    @classmethod
    def new(cls, players: int = 2, table: ScoringTable = TABLES["text"]) -> "DixMilleState":
        """Return the start of a game for ``players`` players."""
        if players < 1:
            raise ValueError("Dix Mille needs at least one player")
        return cls(scores=(0,) * players, table=table)

    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        return CHANCE if self.phase in (THROW, BONUS) else self.player

    def legal_actions(self) -> list[Move]:
        if self.phase == AFTER_BONUS:
            return [Move(Selection(()), True), Move(Selection(()), False)]
        if self.phase != CHOOSE:
            return []
        return [Move(s, bank) for s in selections(self.throw, self.table)
                for bank in (True, False) if not (bank and s.forced(self.table))]

    def is_legal(self, action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, action) -> IllegalMoveError | None:
        """Return the error explaining why ``action`` is illegal here, or None if it is legal."""
        if self.phase not in (CHOOSE, AFTER_BONUS):
            return IllegalMoveError("no player is to move now", rule="turn", move=action)
        if not isinstance(action, Move) or not isinstance(action.selection, Selection):
            return IllegalMoveError("not a Dix Mille move", move=action)
        if self.phase == AFTER_BONUS:
            if action.selection.combos:
                return IllegalMoveError("after the bonus there is nothing to set aside: bank or throw six",
                                        rule="bonus", move=str(action.selection))
            return None
        if action.selection not in selections(self.throw, self.table):
            return IllegalMoveError(f"not a scoring combination of the throw {self.throw}",
                                    rule="combinations", move=str(action.selection))
        if action.bank and action.selection.forced(self.table):
            return IllegalMoveError(f"after {action.selection} all six dice must be thrown again",
                                    rule="forced throw", move=str(action.selection))
        return None

    def chance_outcomes(self) -> list[tuple[Dice, Fraction]]:
        if self.phase == BONUS:
            return list(chance_outcomes(1))
        return list(chance_outcomes(self.dice)) if self.phase == THROW else []

    def apply(self, action) -> "DixMilleState":
        if self.phase == THROW:
            throw = normalise(action)
            if len(throw) != self.dice or not set(throw) <= set(range(1, 7)):
                raise IllegalMoveError(f"expected a throw of {self.dice} dice", rule="throw", move=action)
            if is_bust(throw, self.table):
                return self.end_turn(banked=0, throw=throw)
            return replace(self, phase=CHOOSE, throw=throw)
        if self.phase == BONUS:
            face = normalise(action)
            if len(face) != 1 or face[0] not in range(1, 7):
                raise IllegalMoveError("expected one die", rule="throw", move=action)
            if face[0] in BONUS_FACES:
                gain = self.table.bonus(self.bonuses)
                if self.table.bonus_die_counts:
                    gain += self.table.one if face[0] == 1 else self.table.five
                return replace(self, phase=AFTER_BONUS, points=self.points + gain, dice=NUM_DICE,
                               bonuses=self.bonuses + 1, throw=face, attempt=0)
            if self.attempt == 1:
                return replace(self, attempt=2, throw=face)
            return self.end_turn(banked=0, throw=face)
        error = self.why_illegal(action)
        if error:
            raise error
        points = self.points + action.selection.points(self.table)
        left = self.dice - len(action.selection.dice()) if self.phase == CHOOSE else NUM_DICE
        if action.bank:
            return self.end_turn(banked=points)
        if left == 0:
            left = NUM_DICE
        if left == 1:
            return replace(self, phase=BONUS, points=points, dice=1, throw=(), attempt=1)
        return replace(self, phase=THROW, points=points, dice=left, throw=())

    def end_turn(self, banked: int, throw: Dice = ()) -> "DixMilleState":
        """Return the state after this turn ends with ``banked`` points added (0: the turn's points are lost)."""
        scores = list(self.scores)
        scores[self.player] += banked
        nxt = (self.player + 1) % len(scores)
        over = nxt == 0 and max(scores) >= self.table.target
        return DixMilleState(tuple(scores), self.table, nxt, OVER if over else THROW, throw=throw,
                             turns=self.turns + 1)

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def winners(self) -> list[int]:
        """Return the players with the highest score (several on a tie)."""
        best = max(self.scores)
        return [i for i, s in enumerate(self.scores) if s == best]

    def to_dict(self) -> dict[str, Any]:
        return {"game": "dixmille", "scores": list(self.scores), "table": self.table.to_dict(),
                "player": self.player, "phase": self.phase, "points": self.points, "dice": self.dice,
                "bonuses": self.bonuses, "throw": list(self.throw), "attempt": self.attempt, "turns": self.turns}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "DixMilleState":
        return cls(tuple(data["scores"]), ScoringTable.from_dict(data["table"]), data["player"], data["phase"],
                   data["points"], data["dice"], data["bonuses"], tuple(data["throw"]), data["attempt"],
                   data["turns"])


def move_to_json(move: Move) -> dict:
    """Return a move as JSON data: the combinations (kind and dice) and bank."""
    return {"combos": [[c.kind, list(c.dice)] for c in move.selection.combos], "bank": move.bank}


def move_from_json(data: dict) -> Move:
    """Return the move written by :func:`move_to_json`."""
    return Move(Selection(tuple(Combo(k, tuple(d)) for k, d in data["combos"])), bool(data["bank"]))
