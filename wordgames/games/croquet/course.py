"""The nouns of Arithmetical Croquet and the courses it is played on: numbers, steps, gates, balls, rule sets.

A *course* (:class:`Rules`) is where the post stands and which numbers are
gates, how rule 4's ban lapses (:data:`BANS`), and whether the CROQUAR-95
contest's rules are played; the named courses are Carroll's (:data:`CARROLL`),
the translation's list (:data:`WITHOUT_GATE_TEN`), a small one for oracles
(:data:`SMALL`) and the contest's (:data:`CROQUAR`).  A :class:`Ball` is all the rules remember of a
player; a :class:`Kind` is what naming a number does to it.  The rules
themselves — which numbers may be named, and what they do — are
:mod:`wordgames.games.croquet.rules` (Carroll's) and
:mod:`wordgames.games.croquet.contest` (the contest's).

>>> CARROLL.next_gate(17), CARROLL.in_final_stretch(95), complement(3)
(20, True, 6)
>>> Ball(20, 3, 3).in_gate, SMALL.key(), CROQUAR.bans
(True, '30-10.20-carroll', 'hoops')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import NamedTuple

from wordgames.errors import InputFormatError
from wordgames.i18n import _

Number = int
"""A running number a player names (a ball's place on the course)."""

Step = int
"""How far a named number lies above the player's own previous number."""

Gate = int
"""A multiple of ten the ball must go through (or stop in and leave)."""

MAX_STEP: Step = 8
"""Rule 1: a new number exceeds the previous one by at most 8."""

COMPLEMENT_TO: int = 9
"""Rule 4: a step and its complement add up to 9."""

GOAL: Number = 100
"""Rule 1: the finishing post; whoever names it first wins."""

GATES: tuple[Gate, ...] = (10, 20, 30, 40, 50, 60, 70, 80, 90)
"""Rule 2: "The numbers 10, 20, etc. are the 'hoops'" (Carroll); see ``docs/croquet.md`` on 10."""

MAX_GOAL: Number = 200
"""The farthest post a course may have: twice Carroll's (its table is 25 MB and half a minute to solve)."""

PASS = 0
"""The action of a player held in a gate (rule 6): names nothing, loses the turn."""


CARROLL_BANS = "carroll"
"""Rule 4 as Carroll wrote it (the default): "a player has no 'barring' power when playing into a hoop, or
when playing from any number between 90 and 100, unless the other player is also at such a number" —
a step into a gate, or from 91..99 while the other player is not at 91..99, bans nothing."""

MOVER_BANS = "mover"
"""Rule 4 read for the player who moves (the project's first reading of the translation): a move into a
gate, or from 91..99 while the partner is not at 91..99, may take a banned step; and rule 6 is read as a
permission (while the partner stands in a gate, rule 4 does not bind), which its example needs then."""

HOOP_BANS = "hoops"
"""The CROQUAR-95 contest's bans: no exception but its hoop clause, "if you are in a hoop, your opponent
is not limited" — Carroll's hoop clause (a ball that played into a hoop bans nothing), no nineties clause."""

BANS: tuple[str, ...] = (CARROLL_BANS, MOVER_BANS)
"""The readings of rule 4 offered for Carroll's game, the default first (``docs/croquet.md``)."""


def complement(step: Step) -> Step:
    """Return the step that makes 9 with ``step`` (rule 4)."""
    return COMPLEMENT_TO - step


@dataclass(frozen=True)
class Rules:
    """The course: where the post stands, which numbers are gates, and how rule 4's ban lapses.

    ``Rules()`` is Carroll's game (``CARROLL``, gates 10 to 90); ``WITHOUT_GATE_TEN``
    is the translation's literal list (gates 20 to 90); ``SMALL`` (post 30, gates 10
    and 20) is small enough for a slow oracle.  ``bans`` is the reading of rule 4
    (:data:`CARROLL_BANS` unless told; the contest's rules always have :data:`HOOP_BANS`).

    >>> Rules(bans="mover").key(), Rules(contest=True).bans
    ('100-10.20.30.40.50.60.70.80.90-mover', 'hoops')
    >>> Rules(bans="hoops")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: not a croquet course: rule 4's bans 'hoops': one of carroll, mover
    """

    goal: Number = GOAL
    gates: tuple[Gate, ...] = GATES
    contest: bool = False
    """The CROQUAR-95 contest's rules (:mod:`.contest`): pass the post as a last hoop, one miss a game, draws."""
    bans: str | None = None
    """How rule 4's ban lapses: :data:`CARROLL_BANS` or :data:`MOVER_BANS` (None: Carroll's, or the contest's own)."""

    def __post_init__(self) -> None:
        if self.bans is None:
            object.__setattr__(self, "bans", HOOP_BANS if self.contest is True else CARROLL_BANS)
        allowed = (HOOP_BANS,) if self.contest is True else BANS
        if self.bans not in allowed:
            raise InputFormatError(_("not a croquet course: rule 4's bans {bans!r}: one of {choices}").format(
                bans=self.bans if isinstance(self.bans, str) else repr(self.bans)[:20], choices=", ".join(allowed)))
        if not isinstance(self.goal, int) or not 20 <= self.goal <= MAX_GOAL:
            raise InputFormatError(_("not a croquet course: the post must be 20 to {most}, not {goal}").format(
                most=MAX_GOAL, goal=repr(self.goal)[:20]))
        ok = (self.gates == tuple(sorted(set(self.gates)))
              and all(g % 10 == 0 and 10 <= g < self.goal for g in self.gates)
              and self.goal % 10 == 0 and self.goal >= 20 and isinstance(self.contest, bool))
        if not ok:
            raise InputFormatError(_("not a croquet course: post {goal!r}, gates {gates!r}").format(
                goal=self.goal, gates=self.gates))

    def is_gate(self, number: Number) -> bool:
        """Return whether ``number`` is a gate."""
        return number in self.gates

    def next_gate(self, number: Number) -> Gate | None:
        """Return the first gate above ``number``, or None when only the post is ahead."""
        return next((g for g in self.gates if g > number), None)

    def in_final_stretch(self, number: Number) -> bool:
        """Return whether ``number`` lies strictly between the last ten and the post (91..99)."""
        return self.goal - 10 < number < self.goal

    def key(self) -> str:
        """Return a short name for file names: ``"100-10.20.30.40.50.60.70.80.90-carroll"``.

        It names the reading of rule 4 too, so a table solved under one reading is never taken for another's.
        """
        return f"{self.goal}-" + ".".join(map(str, self.gates)) + ("-croquar" if self.contest else f"-{self.bans}")


CARROLL = Rules()
WITHOUT_GATE_TEN = Rules(gates=GATES[1:])
SMALL = Rules(goal=30, gates=(10, 20))
CROQUAR = Rules(contest=True, bans=HOOP_BANS)
"""The CROQUAR-95 contest's rules: only a ball in a hoop bans nothing (neither reading of the translation's rule 4)."""
CROQUAR_SMALL = Rules(goal=30, gates=(10, 20), contest=True, bans=HOOP_BANS)

COURSES: dict[str, Rules] = {"10-90": CARROLL, "20-90": WITHOUT_GATE_TEN, "croquar-95": CROQUAR}
"""The rule sets a player can choose: Carroll's gates, the translation's list, and the CROQUAR-95 contest's rules."""


def course(gates: str, bans: str = CARROLL_BANS) -> Rules:
    """Return the rule set of the ``gates`` option under the reading ``bans`` of rule 4.

    The contest's rules have bans of their own (:data:`HOOP_BANS`): ``bans`` does not change them.

    >>> course("20-90", "mover").key(), course("croquar-95", "mover") == CROQUAR
    ('100-20.30.40.50.60.70.80.90-mover', True)
    """
    found = COURSES[gates]
    return found if found.contest else replace(found, bans=bans)


class Ball(NamedTuple):
    """One player's ball: all the rules need to know about that player.

    ``named`` is the step named on the player's last turn (0: nothing yet, or
    held); ``entry`` is the step that took the ball into the gate it stands in
    (0 when not in a gate); ``missed`` says the gate or post now ahead has
    already been missed once (under the contest's rules: the one miss of
    the game is spent, and ``back`` says the ball stands past the gate it
    missed).
    """

    number: Number = 0
    named: Step = 0
    entry: Step = 0
    missed: bool = False
    back: bool = False      # CROQUAR-95 only: past a gate it missed, to come back below it

    @property
    def in_gate(self) -> bool:
        """Return whether the ball stands in a gate (rule 3)."""
        return self.entry > 0


class Kind(enum.Enum):
    """What naming a number does to the ball."""

    STEP = "step"                # an ordinary move short of the next gate
    ENTER = "enter"              # stops exactly in a gate (rule 3)
    LEAVE = "leave"              # leaves a gate by the entry step (rule 3)
    THROUGH = "through"          # goes through a gate: G + (G - x) (rule 2)
    MISS = "miss"                # past a gate or the post otherwise: taken back (rules 2, 5)
    SECOND_MISS = "second miss"  # the same gate or post missed again: loses (rules 2, 5)
    FINISH = "finish"            # names the post: wins (rule 1)
    HELD = "held"                # names nothing: held in a gate (rule 6)
    BACK = "back"                # CROQUAR-95: comes back below the gate it missed
