"""Lewis Carroll's Arithmetical Croquet: the rules as one exact predicate.

Two players each keep a running number (a *ball*).  In turn each names a new
number 1 to 8 above their own last one (rule 1).  The multiples of ten from 10
to 90 are *gates* (Carroll's rule; the Russian translation lists 20, 30, ...): a
ball goes through gate ``G`` from ``x`` only by landing on ``G + (G - x)``; any
other number past ``G`` is a *miss*, taken back, and a second miss at the same
gate loses (rule 2).  A ball may also stop exactly in a gate and must leave it
next turn by the same step (rule 3).  A player may not
take the partner's last step or its complement to 9, unless that step has no
"barring power": it went into a gate, or it started from 91..99 while the player
now to move is not at 91..99 (rule 4, as Carroll wrote it; ``Rules(bans="mover")``
reads the exceptions for the player who moves instead).  The
finishing post 100 may be missed (overshot) once (rule 5).  A ball in a gate can
be *held* there: the partner names the step it needs to leave, or that step's
complement, alternately and never the same twice running; the held player
names nothing that turn (rule 6).  Whoever names 100 first wins.

The game's nouns and its courses (numbers, steps, gates, :class:`Ball`,
:class:`Kind`, :class:`Rules`) are :mod:`.course`.
The interpretations behind this reading are in ``docs/croquet.md``.  The same
state also plays the CROQUAR-95 contest's rules (``Rules(contest=True)``, see
:mod:`.contest`), which differ in the goal, the misses, the bans and the draw.

>>> s = CroquetState.initial()
>>> for n in (4, 2, 9, 8, 11, 12, 17, 14):   # player 1: 4, 9, 11, 17; player 2: 2, 8, 12, 14
...     s = s.apply(n)                       # 9 -> 11 and 8 -> 12 go through gate 10
>>> s.numbers, sorted(s.forbidden_steps())   # player 2 just stepped 2: not 2, not 7
((17, 14), [2, 7])
>>> s.legal_actions()                        # 21, 22 and 25 are legal, but misses
[18, 20, 21, 22, 23, 25]
>>> [b.rule for b in s.breaches(19)], [b.rule for b in s.breaches(26)]
(['4'], ['1'])
>>> s.kind(20), s.kind(23)
(<Kind.ENTER: 'enter'>, <Kind.THROUGH: 'through'>)
>>> s = s.apply(20).apply(17)   # into gate 20 by a step of 3; the partner steps 3 to hold it
>>> s.legal_actions() == [PASS]
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from wordgames.engine import TERMINAL, State
from wordgames.errors import Breach, InputFormatError
from wordgames.games.croquet import contest
from wordgames.games.croquet.course import (
    BANS, CARROLL, CARROLL_BANS, CROQUAR, MAX_GOAL, MAX_STEP, MOVER_BANS, PASS, Ball, Kind, Number, Rules, Step,
    complement, course,
)
from wordgames.i18n import _

def kind_of(rules: Rules, ball: Ball, number: Number) -> Kind:
    """Return what naming ``number`` does to ``ball`` (the step is assumed legal)."""
    if rules.contest:
        return contest.kind(rules, ball, number)
    if number == PASS:
        return Kind.HELD
    if number == rules.goal:
        return Kind.FINISH
    if ball.in_gate:
        return Kind.LEAVE
    gate = rules.next_gate(ball.number)
    if gate is not None and number < gate or gate is None and number < rules.goal:
        return Kind.STEP
    if number == gate:
        return Kind.ENTER
    if gate is not None and number == 2 * gate - ball.number:
        return Kind.THROUGH
    return Kind.SECOND_MISS if ball.missed else Kind.MISS


def moved_ball(rules: Rules, ball: Ball, number: Number) -> Ball:
    """Return ``ball`` after naming ``number`` (legal, not FINISH or SECOND_MISS)."""
    if rules.contest:
        return contest.moved(rules, ball, number)
    kind = kind_of(rules, ball, number)
    if kind is Kind.HELD:
        return ball._replace(named=0)
    step = number - ball.number
    if kind is Kind.MISS:
        return ball._replace(named=step, missed=True)
    if kind is Kind.STEP:
        return ball._replace(number=number, named=step)
    return Ball(number, step, step if kind is Kind.ENTER else 0, False)


def stepped_from_final_stretch(rules: Rules, ball: Ball) -> bool:
    """Return whether ``ball``'s last step started from 91..99 (strictly between the last ten and the post).

    Such a step leaves the ball at 91..99 (there is no gate there), and a ball at 91..99 that
    has missed the post made every step since from 91..99 (the miss itself stays where it was);
    otherwise the step started ``named`` below where the ball stands.

    >>> [stepped_from_final_stretch(CARROLL, b) for b in (Ball(96, 4), Ball(95, 5), Ball(95, 6, 0, True), Ball(94, 8))]
    [True, False, True, False]
    """
    if not ball.named or not rules.in_final_stretch(ball.number):
        return False
    return ball.missed or rules.in_final_stretch(ball.number - ball.named)


def rule4_lifted(rules: Rules, me: Ball, partner: Ball, number: Number) -> str | None:
    """Return why rule 4's ban does not bind ``me`` naming ``number``, or None if it does.

    «Запрет перестаёт действовать, если после очередного хода игрок оказывается в воротах или
    делает свой ход, стартуя из числа, заключённого между 90 и 100.  (В последнем случае запрет
    остаётся в силе, если партнёр также добрался до чисел, заключённых между 90 и 100.)»
    Under :data:`CARROLL_BANS` the player of that sentence is the one whose step bans (Carroll:
    "a player has no 'barring' power when playing into a hoop, or when playing from any number
    between 90 and 100, unless the other player is also at such a number"); under
    :data:`MOVER_BANS` it is the one who moves, and rule 6 is a permission besides.

    >>> rule4_lifted(CARROLL, Ball(12, 2), Ball(20, 3, 3), 15)      # the partner stepped 3 into gate 20
    'the partner stepped into a gate'
    >>> rule4_lifted(CARROLL, Ball(17, 2), Ball(12, 3), 20) is None   # my step of 3 into a gate is banned
    True
    """
    if rules.bans == MOVER_BANS:
        if partner.in_gate:
            return "the partner is in a gate: rule 6 lets you name the blocking steps"
        if rules.is_gate(number) and not me.in_gate:
            return "the move lands in a gate"
        if rules.in_final_stretch(me.number) and not rules.in_final_stretch(partner.number):
            return "you start from 91..99 and the partner is not there"
        return None
    if partner.in_gate:             # its last step went into the gate (or it named nothing, held)
        return "the partner stepped into a gate"
    if stepped_from_final_stretch(rules, partner) and not rules.in_final_stretch(me.number):
        return "the partner stepped from 91..99 and you are not there"
    return None


def number_breaches(rules: Rules, me: Ball, partner: Ball, number: Number) -> list[Breach]:
    """Return every rule that forbids ``me`` to name ``number`` (empty if legal).

    Parameters
    ----------
    rules : the course.
    me, partner : the balls of the player to move and of the other player.
    number : the number named, or :data:`PASS`.
    """
    if rules.contest:
        return contest.breaches(rules, me, partner, number)
    if number == PASS:
        if any(not number_breaches(rules, me, partner, n) for n in candidates(me)):
            return [Breach("6", _("only a player held in a gate may pass, and you have a legal number"))]
        return []
    found = []
    step = number - me.number
    if not 1 <= step <= MAX_STEP:
        text = (_("the first number must be {low} to {high}") if me.number == 0
                else _("a number after your {number} must be {low} to {high}"))
        found.append(Breach("1", text.format(number=me.number, low=me.number + 1, high=me.number + MAX_STEP)))
    if me.in_gate and number != me.number + me.entry:
        found.append(Breach("3", _("you are in gate {gate}, entered with a step of {entry}: "
                                   "the only way out is {out}").format(gate=me.number, entry=me.entry,
                                                                       out=me.number + me.entry)))
    if 1 <= step <= MAX_STEP and partner.named in (step, complement(step)) \
            and rule4_lifted(rules, me, partner, number) is None:
        found.append(Breach("4", _("your partner just stepped {step}: you may not step {step} or {complement}")
                            .format(step=partner.named, complement=complement(partner.named))))
    if partner.in_gate and partner.named == 0 and step == me.named \
            and me.named in (partner.entry, complement(partner.entry)):
        found.append(Breach("6", _("you held the partner in gate {gate} with a step of {step} last turn: "
                                   "not the same blocking step twice running").format(gate=partner.number,
                                                                                      step=step)))
    return found


def candidates(me: Ball) -> range:
    """Return the numbers worth checking for ``me``: 1 to 8 above its number."""
    return range(me.number + 1, me.number + MAX_STEP + 1)


def legal_numbers(rules: Rules, me: Ball, partner: Ball) -> list[Number]:
    """Return the legal numbers for ``me`` in order, or ``[PASS]`` if there are none (rule 6)."""
    if rules.contest:
        return contest.legal(rules, me, partner)
    numbers = [n for n in candidates(me) if not number_breaches(rules, me, partner, n)]
    return numbers or [PASS]


@dataclass(frozen=True)
class CroquetState(State):
    """A position: both balls, whose turn it is, and the winner once decided."""

    balls: tuple[Ball, Ball] = (Ball(), Ball())
    to_move: int = 0
    winner: int | None = None
    rules: Rules = field(default=CARROLL)
    draw: bool = False        # CROQUAR-95 only: both passed the post, the second on its last move

    @property
    def over(self) -> bool:
        """Return whether the game has ended (a winner, or a draw)."""
        return self.winner is not None or self.draw

    @classmethod
    def initial(cls, rules: Rules = CARROLL) -> "CroquetState":
        """Return the start: both balls at 0, player 1 (index 0) to name a number."""
        return cls(rules=rules)

    @property
    def numbers(self) -> tuple[Number, Number]:
        """Return both players' running numbers."""
        return self.balls[0].number, self.balls[1].number

    @property
    def me(self) -> Ball:
        """Return the ball of the player to move."""
        return self.balls[self.to_move]

    @property
    def partner(self) -> Ball:
        """Return the ball of the other player."""
        return self.balls[1 - self.to_move]

    def current_player(self) -> int:
        return TERMINAL if self.over else self.to_move

    def _breaches(self, action: Any) -> list[Breach]:
        """Return every rule that forbids naming ``action`` now (empty if legal)."""
        if not isinstance(action, int) or isinstance(action, bool):
            return [Breach("1", _("players name whole numbers, not {action!r}").format(action=action))]
        return number_breaches(self.rules, self.me, self.partner, action)

    def _legal_actions(self) -> list[Number]:
        return legal_numbers(self.rules, self.me, self.partner)

    def forbidden_steps(self) -> frozenset[Step]:
        """Return the steps the player to move may not take now (rules 4 and 6), apart from rule 3."""
        if self.rules.contest:                      # the contest's bans, up or (coming back) down
            return frozenset(contest.banned(self.partner))
        me = self.me
        return frozenset(n - me.number for n in candidates(me)
                         if any(b.rule in ("4", "6") for b in self.breaches(n)))

    def kind(self, number: Number) -> Kind:
        """Return what naming ``number`` would do for the player to move."""
        return kind_of(self.rules, self.me, number)

    def _apply_action(self, action: Number) -> "CroquetState":
        kind = self.kind(action)
        if self.rules.contest:
            return self._contest_next(action, kind)
        if kind is Kind.FINISH:
            return replace(self, winner=self.to_move)
        if kind is Kind.SECOND_MISS:
            return replace(self, winner=1 - self.to_move)
        balls = list(self.balls)
        balls[self.to_move] = moved_ball(self.rules, self.me, action)
        return replace(self, balls=(balls[0], balls[1]), to_move=1 - self.to_move)

    def _contest_next(self, action: Number, kind: Kind) -> "CroquetState":
        """Return the position after ``action`` under the CROQUAR-95 rules (the post passed, the last move)."""
        partner_done = contest.finished(self.rules, self.partner)
        if kind is Kind.FINISH and self.to_move == 1:
            return replace(self, draw=True) if partner_done else replace(self, winner=1)
        if partner_done or kind is Kind.SECOND_MISS:
            return replace(self, winner=1 - self.to_move)
        balls = list(self.balls)
        balls[self.to_move] = moved_ball(self.rules, self.me, action)
        return replace(self, balls=(balls[0], balls[1]), to_move=1 - self.to_move)

    def chance_outcomes(self) -> list:
        return []

    def returns(self) -> list[float]:
        if self.winner is None:       # not over, or drawn
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def to_dict(self) -> dict[str, Any]:
        if self.rules.contest:
            return {"goal": self.rules.goal, "gates": list(self.rules.gates), "contest": True, "bans": self.rules.bans,
                    "to_move": self.to_move, "winner": self.winner, "draw": self.draw,
                    "balls": [b._asdict() for b in self.balls]}
        return {"goal": self.rules.goal, "gates": list(self.rules.gates), "bans": self.rules.bans,
                "to_move": self.to_move, "winner": self.winner,
                "balls": [{k: v for k, v in b._asdict().items() if k != "back"} for b in self.balls]}

    @classmethod
    def from_dict(cls, data: Any) -> "CroquetState":
        """Return the position of :meth:`to_dict`'s data (:func:`read_position`)."""
        return read_position(data)


def read_position(data: Any, path: str | None = None) -> CroquetState:
    """Return the position of :meth:`CroquetState.to_dict`'s data; a wrong field is named by its JSON path
    (``path``: the file it was read from, named in an error).

    A position without ``bans`` (rule 4's reading) has Carroll's, the default (the contest's
    own under ``contest``); a saved *game* keeps the reading it was played with (its rules).

    >>> read_position({"goal": 100, "gates": [10], "to_move": 0, "winner": None,
    ...                "balls": [{"number": 0, "named": 0, "entry": 0, "missed": "no"}] * 2}, "p.json")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: p.json: not a croquet position: balls[0].missed: expected true or false, not 'no'
    """
    def bad(where: str, expected: str, value: Any) -> InputFormatError:
        return InputFormatError(_("not a croquet position: {where}: expected {expected}, not {value!r:.40}").format(
            where=where, expected=expected, value=value), path=path)

    def whole(value: Any) -> bool:
        return type(value) is int

    if not isinstance(data, dict):
        raise InputFormatError(_("not a croquet position: expected a JSON object"), path=path)
    for key in ("goal", "gates", "to_move", "winner", "balls"):
        if key not in data:
            raise InputFormatError(_("not a croquet position: no {key!r} field").format(key=key), path=path)
    goal, gates, balls, to_move, winner = (data[k] for k in ("goal", "gates", "balls", "to_move", "winner"))
    if not whole(goal):
        raise bad("goal", _("a whole number"), goal)
    if not isinstance(gates, list) or len(gates) > MAX_GOAL // 10 or not all(whole(g) for g in gates):
        raise bad("gates", _("a list of at most {n} whole numbers").format(n=MAX_GOAL // 10), gates)
    is_contest = data.get("contest", False)
    if not isinstance(is_contest, bool):
        raise bad("contest", _("true or false"), is_contest)
    bans = data.get("bans")
    if bans is not None and not isinstance(bans, str):
        raise bad("bans", _("one of {choices}").format(choices=", ".join(BANS)), bans)
    try:
        rules = Rules(goal=goal, gates=tuple(gates), contest=is_contest, bans=bans)
    except InputFormatError as e:
        raise InputFormatError(e.message, path=path) from None
    if not isinstance(balls, list) or len(balls) != 2:
        raise bad("balls", _("a list of two balls"), balls)
    for i, b in enumerate(balls):
        if not isinstance(b, dict):
            raise bad(f"balls[{i}]", _("an object"), b)
        for key in ("number", "named", "entry"):
            if not whole(b.get(key)):
                raise bad(f"balls[{i}].{key}", _("a whole number"), b.get(key))
        for key in ("missed", "back"):
            if not isinstance(b.get(key, False if key == "back" else None), bool):
                raise bad(f"balls[{i}].{key}", _("true or false"), b.get(key))
    if not whole(to_move) or to_move not in (0, 1):
        raise bad("to_move", _("0 or 1"), to_move)
    if not (winner is None or whole(winner) and winner in (0, 1)):
        raise bad("winner", _("null, 0 or 1"), winner)
    draw = data.get("draw", False)
    if not isinstance(draw, bool) or draw and (winner is not None or not is_contest):
        raise bad("draw", _("true or false, and true only in a drawn CROQUAR-95 game"), draw)
    pair = tuple(Ball(b["number"], b["named"], b["entry"], b["missed"], b.get("back", False)) for b in balls)
    problems = [p for b in pair if (p := ball_problem(rules, b))]
    if problems:
        raise InputFormatError(_("not a croquet position: {problems}").format(problems="; ".join(problems)),
                               path=path)
    if is_contest and contest.finished(rules, pair[1]) or \
            is_contest and contest.finished(rules, pair[0]) and (to_move != 1 and not draw and winner is None):
        raise InputFormatError(_("not a croquet position: only the first player's ball can stand past the post, "
                                 "with the second to move"), path=path)
    return CroquetState(balls=(pair[0], pair[1]), to_move=to_move, winner=winner, rules=rules, draw=draw)


def ball_problem(rules: Rules, ball: Ball) -> str | None:
    """Return what makes ``ball`` impossible on this course, or None if it can occur."""
    if rules.contest:
        return None if contest.ball_ok(rules, ball) else _(
            "{ball} is not a ball of the CROQUAR-95 rules").format(ball=tuple(ball))
    number, named, entry, missed, back = ball
    if back:
        return _("only the CROQUAR-95 rules have a ball that is back")
    if not 0 <= number < rules.goal:
        return _("number {number!r} is not 0 to {high}").format(number=number, high=rules.goal - 1)
    if not (0 <= named <= MAX_STEP and 0 <= entry <= MAX_STEP):
        return _("steps must be 0 to {high}: named {named!r}, entry {entry!r}").format(
            high=MAX_STEP, named=named, entry=entry)
    if rules.is_gate(number) != (entry > 0):
        return (_("a ball stands on gate {number} exactly when it has an entry step") if rules.is_gate(number)
                else _("{number} is not a gate, so the entry step must be 0")).format(number=number)
    if entry and (named not in (0, entry) or missed):
        return _("a ball in gate {number} last named its entry step {entry} or nothing, and has no miss").format(
            number=number, entry=entry)
    if number == 0 and (named or missed):
        return _("a ball at 0 has named nothing yet")
    return None


def ball_ok(rules: Rules, ball: Ball) -> bool:
    """Return whether ``ball`` can occur on this course: :func:`ball_problem` without the words, fast.

    >>> ball_ok(CARROLL, Ball(20, 3, 3)), ball_ok(CARROLL, Ball(21, 3, 3))
    (True, False)
    """
    if rules.contest:
        return contest.ball_ok(rules, ball)
    number, named, entry, missed, back = ball
    if back or not (0 <= number < rules.goal and 0 <= named <= MAX_STEP and 0 <= entry <= MAX_STEP):
        return False
    if (number in rules.gates) != (entry > 0):
        return False
    if entry and (named not in (0, entry) or missed):
        return False
    return not (number == 0 and (named or missed))
