"""The CROQUAR-95 rules: the programming contest's arithmetical croquet, the one that was solved in print.

The contest (Urals State University, November 1995; rules at
nostalgie.gershtein.net/1996/www/users/sg/croquar/rules_eng.html) changed
Carroll's game in these ways, as its rule page and its index page say them:

1. **The goal** is a number *greater than* 100.  Whoever gets there first
   wins; but when the first player does, the second still has one more move,
   and if that takes it past 100 too the game is drawn.
2. **Bans** have no exceptions: a move adds 1 to 8, never the number the
   partner added last nor 9 minus it.  Carroll's rule 4 has two (a step into
   a hoop, or from 91..99, bans nothing); the contest keeps neither, and
   neither the translation's reading for the player who moves (a move into a
   gate may take a banned step): its rule set says ``bans="hoops"``
   (:data:`~wordgames.games.croquet.course.HOOP_BANS`), the one clause below.
3. **Hoops** are 10, 20, ..., 100, so 100 is the last hoop, passed to win
   (96 -> 104, 99 -> 101).  A hoop passed incorrectly (17 -> 25) is a *miss*:
   the ball stands where it went and must, on its next move, come back below
   the hoop by *subtracting* 1 to 8 (same bans) and take it again.  Once in the
   whole game a player may miss; the second miss loses.
4. **Into and out of a hoop** as in Carroll's rule 3; while a ball stands in
   a hoop the partner is not limited by any ban (its step into the hoop bans
   nothing, as in Carroll's rule 4), so it can name the exit step or
   its complement and hold it there, *as often as it likes* (the index page's
   example: 2 again, "and again").  A player with no legal number skips.

Everything here works on the same :class:`~wordgames.games.croquet.course.Ball`
as Carroll's rules: ``missed`` is the one miss of the game spent, ``back``
says the ball stands past the hoop it missed.  What the contest leaves open,
and how it is read, is in ``docs/croquet.md`` ("The CROQUAR-95 rules").

>>> from wordgames.games.croquet.course import CROQUAR, Ball
>>> me, partner = Ball(17, 6), Ball(14, 2)
>>> legal(CROQUAR, me, partner)              # 19 and 24 are banned (2 and 7)
[18, 20, 21, 22, 23, 25]
>>> kind(CROQUAR, me, 25), moved(CROQUAR, me, 25)
(<Kind.MISS: 'miss'>, Ball(number=25, named=8, entry=0, missed=True, back=True))
>>> legal(CROQUAR, Ball(25, 8, 0, True, True), Ball(14, 2))   # back below 20: subtract 6 or 8 (7 is banned)
[17, 19]
"""

from __future__ import annotations

from wordgames.errors import Breach
from wordgames.games.croquet.course import (
    MAX_STEP,
    PASS,
    Ball,
    Kind,
    Number,
    Rules,
    complement,
)
from wordgames.i18n import _


def hoop_behind(number: Number) -> int:
    """Return the hoop a ball that is ``back`` has missed: the multiple of ten just below it."""
    return number // 10 * 10


def on_hoop(rules: Rules, number: Number) -> bool:
    """Return whether ``number`` is a hoop of the contest (the gates and the last hoop, the post)."""
    return number in rules.gates or number == rules.goal


def next_hoop(rules: Rules, number: Number) -> int:
    """Return the first hoop above ``number`` (the post, 100, is the last)."""
    return next((g for g in rules.gates if g > number), rules.goal)


def finished(rules: Rules, ball: Ball) -> bool:
    """Return whether ``ball`` has passed the last hoop (its number is above the post and it is not back)."""
    return ball.number > rules.goal and not ball.back


def banned(partner: Ball) -> tuple[int, ...]:
    """Return the steps the partner's last move bans (none while the partner stands in a hoop).

    These are the bans of :data:`~wordgames.games.croquet.course.HOOP_BANS`, the contest's rule set's reading.
    """
    if partner.entry or not partner.named:
        return ()
    return partner.named, complement(partner.named)


def kind(rules: Rules, ball: Ball, number: Number) -> Kind:
    """Return what naming ``number`` does to ``ball`` (the number is assumed legal)."""
    if number == PASS:
        return Kind.HELD
    if ball.back:
        return Kind.BACK
    if ball.entry:
        return Kind.FINISH if ball.number == rules.goal else Kind.LEAVE
    hoop = next_hoop(rules, ball.number)
    if number < hoop:
        return Kind.STEP
    if number == hoop:
        return Kind.ENTER
    if number == 2 * hoop - ball.number:
        return Kind.FINISH if hoop == rules.goal else Kind.THROUGH
    return Kind.SECOND_MISS if ball.missed else Kind.MISS


def moved(rules: Rules, ball: Ball, number: Number) -> Ball:
    """Return ``ball`` after naming ``number`` (legal, not a second miss)."""
    what = kind(rules, ball, number)
    if what is Kind.HELD:
        return ball._replace(named=0)
    step = abs(number - ball.number)
    if what is Kind.MISS:
        return Ball(number, step, 0, True, True)
    if what is Kind.BACK:
        return Ball(number, step, 0, True, False)
    return Ball(number, step, step if what is Kind.ENTER else 0, ball.missed, False)


def breaches(rules: Rules, me: Ball, partner: Ball, number: Number) -> list[Breach]:
    """Return every contest rule that forbids ``me`` to name ``number`` (empty if legal)."""
    if number == PASS:
        if any(not breaches(rules, me, partner, n) for n in candidates(me)):
            return [Breach("4", _("only a player held in a gate may pass, and you have a legal number"))]
        return []
    found = []
    if me.back:
        gate = hoop_behind(me.number)
        step = me.number - number
        if not (1 <= step <= MAX_STEP and number < gate):
            found.append(Breach("3", _("you missed gate {gate}: come back below it, to {low} … {high}").format(
                gate=gate, low=max(me.number - MAX_STEP, 1), high=gate - 1)))
    else:
        step = number - me.number
        if not 1 <= step <= MAX_STEP:
            text = (_("the first number must be {low} to {high}") if me.number == 0
                    else _("a number after your {number} must be {low} to {high}"))
            found.append(Breach("2", text.format(number=me.number, low=me.number + 1, high=me.number + MAX_STEP)))
        if me.entry and number != me.number + me.entry:
            found.append(Breach("4", _("you are in gate {gate}, entered with a step of {entry}: "
                                       "the only way out is {out}").format(gate=me.number, entry=me.entry,
                                                                           out=me.number + me.entry)))
    if 1 <= step <= MAX_STEP and step in banned(partner):
        found.append(Breach("2", _("your partner just stepped {step}: you may not step {step} or {complement}")
                            .format(step=partner.named, complement=complement(partner.named))))
    return found


def candidates(me: Ball) -> range:
    """Return the numbers worth checking for ``me``: 1 to 8 above it, or below it when it is back."""
    if me.back:
        return range(me.number - MAX_STEP, me.number)
    return range(me.number + 1, me.number + MAX_STEP + 1)


def legal(rules: Rules, me: Ball, partner: Ball) -> list[Number]:
    """Return the legal numbers for ``me`` in order, or ``[PASS]`` if there are none (a skipped move)."""
    found = [n for n in candidates(me) if n > 0 and not breaches(rules, me, partner, n)]
    return found or [PASS]


def ball_ok(rules: Rules, ball: Ball) -> bool:
    """Return whether ``ball`` can occur under the contest's rules on this course."""
    number, named, entry, missed, back = ball
    if not (0 <= number <= rules.goal + MAX_STEP and 0 <= named <= MAX_STEP and 0 <= entry <= MAX_STEP):
        return False
    if number == 0:
        return not (named or entry or missed or back)
    if back:
        gate = hoop_behind(number)
        return missed and entry == 0 and gate >= 10 and (gate in rules.gates or gate == rules.goal) \
            and 0 < number - gate < MAX_STEP
    if number > rules.goal:
        return entry == 0 and named > 0
    if on_hoop(rules, number) != (entry > 0):
        return False
    return not entry or named in (0, entry)
