"""The state of a game of Dix Mille: turns, throws, the bonus, and the rules a move can break, by name.

A turn: throw the dice (a chance node); if the throw has nothing to set
aside (or four 2s), the turn's points are lost.  Otherwise the player makes a
:class:`Move`: a selection of combinations to set aside, and whether to bank
or throw on.  Throwing on with no die left starts again with six; with one
die left it is the double throw for the bonus (two chance nodes): a 1 or a 5
gains the bonus and six fresh dice (bank or throw on), two misses lose the
turn.  When a player has 10 000 or more, the round is finished so that every
player has had as many turns, and the highest score wins.

The rules a move can break, by the names ``docs/dixmille.md`` gives them:

``combinations``
    what is set aside is one or more scoring combinations of the dice just thrown;
``forced throw``
    after three pairs, a pair and four, six of a kind or 1-6 all six dice are thrown again;
``bonus``
    after the bonus there is nothing to set aside: bank, or throw six dice;
``move``
    a move is a selection and a choice to bank or to throw on.

>>> s = DixMilleState.new(2).apply((1, 1, 3, 4, 5, 6))
>>> s.phase, s.current_player()
('choose', 0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from wordgames.engine import CHANCE, TERMINAL, State, json_field
from wordgames.errors import ArgumentError, InputFormatError, SeatsError
from wordgames.games.dice import DiceBreach as Breach
from wordgames.games.dice import Dice, chance_outcomes, faces_from_json, normalise, show
from wordgames.games.dixmille.scoring import (KIND_NAMES, KINDS, NUM_DICE, SINGLE, TABLES, TRIPLE, Combo,
                                              ScoringTable, Selection, is_bust, selections)
from wordgames.i18n import _, language, ngettext

THROW, CHOOSE, BONUS, AFTER_BONUS, OVER = "throw", "choose", "bonus", "after-bonus", "over"
"""Phases of a turn: dice to throw; a throw to use; the single die's double throw; six fresh dice after a bonus."""
OPENING = "opening"
"""Before the first turn (a rule option): each player throws one die, the highest begins, a tie throws again."""
PHASES = (OPENING, THROW, CHOOSE, BONUS, AFTER_BONUS, OVER)

BONUS_FACES = (1, 5)
MAX_PLAYERS = 10

COMBINATIONS_RULE, FORCED_RULE, BONUS_RULE, MOVE_RULE = "combinations", "forced throw", "bonus", "move"
"""The rules as docs/dixmille.md names them (see the module docstring)."""

NOTHING = Selection(())
"""What is set aside after a bonus: nothing."""


class Move(NamedTuple):
    """Set aside ``selection`` (nothing after a bonus) and then bank (``bank``) or throw on."""

    selection: Selection
    bank: bool


DICE_OF_KIND = {SINGLE: 1, TRIPLE: 3}


def twos(throw: Dice, table: ScoringTable) -> bool:
    """Return whether the throw shows the 2s that lose (four or more under the text's table).

    >>> twos((2, 2, 2, 2, 1), TABLES["text"]), twos((2, 2, 2, 1), TABLES["text"])
    (True, False)
    """
    return bool(table.twos_bust) and throw.count(2) >= table.twos_bust


def reached(scores: tuple[int, ...] | list[int], table: ScoringTable) -> bool:
    """Return whether a score has reached the table's target (the final round is played, then the game ends).

    >>> reached((9950, 10000), TABLES["text"]), reached((9950, 0), TABLES["text"])
    (True, False)
    """
    return max(scores) >= table.target


def combo_problem(combo: Any) -> str | None:
    """Return why ``combo`` is not a well-formed combination (kind and dice), or None."""
    if not isinstance(combo, Combo) or combo.kind not in KINDS or not isinstance(combo.dice, tuple):
        return _("{combo} is not a combination").format(combo=f"{combo!r:.60}")
    if not all(type(f) is int and 1 <= f <= 6 for f in combo.dice) or list(combo.dice) != sorted(combo.dice):
        return _("{combo} has dice that are not faces 1-6 in ascending order").format(combo=f"{combo!r:.60}")
    if len(combo.dice) != DICE_OF_KIND.get(combo.kind, NUM_DICE) or combo.kind == TRIPLE and len(set(combo.dice)) != 1:
        kind = combo.kind if language() == "en" else _(KIND_NAMES[combo.kind])    # English names the kind's code
        return _("{combo} has the wrong dice for a {kind}").format(combo=f"{combo!r:.60}", kind=kind)
    return None


@dataclass(frozen=True)
class DixMilleState(State):
    """A position: banked scores, whose turn, and the turn so far.

    ``points`` are the turn's unbanked points, ``dice`` how many dice the
    next throw uses, ``bonuses`` how many single-die bonuses this turn has
    won (the next is worth ``table.bonus(bonuses)``), ``throw`` the dice just
    thrown (phase choose; in phase throw, the throw that ended the last
    turn), ``attempt`` the single die's throw (1 or 2).
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
    first: int = 0
    rollers: tuple[int, ...] = ()
    opening: Dice = ()

    @classmethod
    def new(cls, players: int = 2, table: ScoringTable = TABLES["text"], opening: bool = False) -> "DixMilleState":
        """Return the start of a game for ``players`` players (``opening``: a die each decides who begins).

        >>> s = DixMilleState.new(3, opening=True).apply((4,)).apply((6,)).apply((6,))
        >>> s.phase, s.rollers, s.player            # 6 and 6: the two throw again
        ('opening', (1, 2), 1)
        >>> s = s.apply((2,)).apply((5,))
        >>> s.phase, s.first, s.player
        ('throw', 2, 2)
        """
        if type(players) is not int or not 1 <= players <= MAX_PLAYERS:
            raise SeatsError(_("Dix Mille is played by 1 to {most} players, not {players}").format(
                most=MAX_PLAYERS, players=f"{players!r:.20}"), option="seats")
        if not isinstance(table, ScoringTable):
            raise ArgumentError(_("not a scoring table: {table}").format(table=f"{table!r:.40}"), option="table")
        if opening and players > 1:
            return cls(scores=(0,) * players, table=table, phase=OPENING, rollers=tuple(range(players)))
        return cls(scores=(0,) * players, table=table)

    # -- the protocol ------------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        return CHANCE if self.phase in (THROW, BONUS, OPENING) else self.player

    def candidates(self) -> list[Move]:
        """Return every move worth checking: each selection of the throw (nothing after a bonus), bank or not."""
        chosen = selections(self.throw, self.table) if self.phase == CHOOSE else (NOTHING,)
        return [Move(s, bank) for s in chosen for bank in (True, False)]

    def _legal_actions(self) -> list[Move]:
        """Return the legal moves: the candidates that break no rule (so the two can never disagree)."""
        return [m for m in self.candidates() if not self._breaches(m)]

    def _breaches(self, action: Any) -> list[Breach]:
        """Return every rule ``action`` breaks for the player to move (empty: legal)."""
        if not (isinstance(action, Move) and isinstance(action.selection, Selection)
                and isinstance(action.selection.combos, tuple) and type(action.bank) is bool):
            return [Breach(MOVE_RULE, _("{action} is not a Dix Mille move: a selection, then bank or throw on").format(
                action=f"{action!r:.80}"))]
        problems = [p for c in action.selection.combos if (p := combo_problem(c))]
        if problems:
            return [Breach(MOVE_RULE, p) for p in problems]
        selection = action.selection
        if self.phase == AFTER_BONUS:
            if selection.combos:
                return [Breach(BONUS_RULE, _("after the bonus there is nothing to set aside: bank, or throw six dice"))]
            return []
        found = []
        if not selection.combos:
            found.append(Breach(COMBINATIONS_RULE, _("set aside at least one scoring combination of the throw")))
        elif selection not in selections(self.throw, self.table):
            found.append(Breach(COMBINATIONS_RULE, _("{selection} is not a way to set aside scoring dice from the "
                                                     "throw {throw}").format(selection=selection.label(),
                                                                             throw=show(self.throw))))
        if action.bank and selection.forced(self.table):
            found.append(Breach(FORCED_RULE, _("after {selection} all six dice must be thrown again").format(
                selection=selection.label())))
        return found

    def chance_outcomes(self):
        """Return every throw of the dice to throw (one die in the double throw), with its exact probability."""
        if self.phase in (BONUS, OPENING):
            return chance_outcomes(1)
        return chance_outcomes(self.dice) if self.phase == THROW else ()

    def _apply_action(self, action) -> "DixMilleState":
        if self.phase == OPENING:
            rolled = self.opening + tuple(normalise(action)[:1])
            if len(rolled) < len(self.rollers):
                return replace(self, opening=rolled, player=self.rollers[len(rolled)])
            tied = tuple(r for r, f in zip(self.rollers, rolled) if f == max(rolled))
            if len(tied) > 1:
                return replace(self, rollers=tied, opening=(), player=tied[0], throw=rolled)
            return replace(self, phase=THROW, first=tied[0], player=tied[0], rollers=(), opening=(), throw=rolled)
        if self.phase == THROW:
            throw = normalise(action)
            if is_bust(throw, self.table):
                return self.end_turn(banked=0, throw=throw, reset=self.table.twos_lose_score and twos(throw, self.table))
            return replace(self, phase=CHOOSE, throw=throw)
        if self.phase == BONUS:
            face = normalise(action)
            if face[0] in BONUS_FACES:
                gain = self.table.bonus(self.bonuses)
                if self.table.bonus_die_counts:
                    gain += self.table.one if face[0] == 1 else self.table.five
                return replace(self, phase=AFTER_BONUS, points=self.points + gain, dice=NUM_DICE,
                               bonuses=self.bonuses + 1, throw=face, attempt=0)
            if self.attempt == 1:
                return replace(self, attempt=2, throw=face)
            return self.end_turn(banked=0, throw=face)
        points = self.points + action.selection.points(self.table)
        if action.bank:
            return self.end_turn(banked=points)
        left = self.dice - len(action.selection.dice()) if self.phase == CHOOSE else NUM_DICE
        if left == 0:
            left = NUM_DICE
        if left == 1:
            return replace(self, phase=BONUS, points=points, dice=1, throw=(), attempt=1)
        return replace(self, phase=THROW, points=points, dice=left, throw=())

    def end_turn(self, banked: int, throw: Dice = (), reset: bool = False) -> "DixMilleState":
        """Return the state after this turn ends with ``banked`` points added (0: the turn's points are lost;
        ``reset``: the whole score is lost)."""
        scores = list(self.scores)
        scores[self.player] = 0 if reset else scores[self.player] + banked
        nxt = (self.player + 1) % len(scores)
        over = nxt == self.first and reached(scores, self.table)          # the round is back to who began
        return DixMilleState(tuple(scores), self.table, nxt, OVER if over else THROW, throw=throw,
                             turns=self.turns + 1, first=self.first)

    def final_round(self) -> bool:
        """Return whether someone has reached the target: the round is being finished, and then the game ends."""
        return reached(self.scores, self.table)

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def winners(self) -> list[int]:
        """Return the players with the highest score (several on a tie)."""
        best = max(self.scores)
        return [i for i, s in enumerate(self.scores) if s == best]

    # -- JSON ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"game": "dixmille", "scores": list(self.scores), "table": self.table.to_dict(),
                "player": self.player, "phase": self.phase, "points": self.points, "dice": self.dice,
                "bonuses": self.bonuses, "throw": list(self.throw), "attempt": self.attempt, "turns": self.turns,
                "first": self.first, "rollers": list(self.rollers), "opening": list(self.opening)}

    @classmethod
    def from_dict(cls, data: Any) -> "DixMilleState":
        """Return the state :meth:`to_dict` wrote; raise InputFormatError naming the field that is wrong."""
        table = ScoringTable.from_dict(json_field(data, "table", dict, "state"), "state.table")
        scores = json_field(data, "scores", list, "state")
        if not 1 <= len(scores) <= MAX_PLAYERS or not all(type(s) is int and s >= 0 for s in scores):
            raise InputFormatError(_("state.scores: a list of 1 to {most} scores (whole numbers, 0 or more)").format(
                most=MAX_PLAYERS))
        ints = {k: json_field(data, k, int, "state") for k in ("player", "points", "dice", "bonuses", "attempt",
                                                               "turns")}
        phase = json_field(data, "phase", str, "state")
        throw = faces_from_json(json_field(data, "throw", list, "state"), range(0, NUM_DICE + 1), "state.throw")
        if phase not in PHASES:
            raise InputFormatError(_("state.phase: one of {phases}, not {phase}").format(
                phases=", ".join(PHASES), phase=f"{phase!r:.20}"))
        if list(throw) != data["throw"]:
            raise InputFormatError(_("state.throw: the dice in ascending order"))
        opening = {"first": data.get("first", 0), "rollers": data.get("rollers", []), "opening": data.get("opening", [])}
        if type(opening["first"]) is not int or not all(
                isinstance(opening[k], list) and len(opening[k]) <= MAX_PLAYERS
                and all(type(v) is int and 0 <= v < MAX_PLAYERS for v in opening[k]) for k in ("rollers", "opening")):
            raise InputFormatError(_("state: first is a seat, rollers and opening short lists of whole numbers"))
        state = cls(tuple(scores), table, phase=phase, throw=throw, first=opening["first"],
                    rollers=tuple(opening["rollers"]), opening=tuple(opening["opening"]), **ints)
        problem = state.turn_problem()
        if problem:
            raise InputFormatError(_("state: {problem}").format(problem=problem))
        return state

    def turn_problem(self) -> str | None:
        """Return why the fields of the turn cannot go together, or None."""
        if not 0 <= self.first < len(self.scores) or any(not 0 <= r < len(self.scores) for r in self.rollers):
            return _("the first player and those throwing for it are seats of {seats}").format(seats=len(self.scores))
        if (self.phase == OPENING) != bool(self.rollers) or len(self.opening) >= max(len(self.rollers), 1) \
                or any(not 1 <= f <= 6 for f in self.opening):
            return _("the opening throws are faces 1-6, one for each player throwing, before the first turn")
        if not 0 <= self.player < len(self.scores):
            return _("player {player} is not a seat of {seats}").format(player=self.player, seats=len(self.scores))
        if not 1 <= self.dice <= NUM_DICE or self.points < 0 or not 0 <= self.bonuses <= 1000 or self.turns < 0:
            return _("dice 1 to 6, and points, bonuses and turns 0 or more")
        if self.phase == CHOOSE and (len(self.throw) != self.dice or is_bust(self.throw, self.table)):
            return ngettext("a throw to choose from has the {n} die thrown and something to set aside",
                            "a throw to choose from has the {n} dice thrown and something to set aside",
                            self.dice).format(n=self.dice)
        if (self.phase == BONUS) != (self.attempt in (1, 2)) or self.phase == BONUS and self.dice != 1:
            return _("the double throw of the last die is attempt 1 or 2 of one die")
        return None
