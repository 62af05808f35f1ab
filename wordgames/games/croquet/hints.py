"""Why the perfect bot's number is the one to name: the solver's values of every number, as data.

A hint in a lost position is the longest defence, and that is often a number
that looks wrong: a deliberate miss, which leaves the ball where it stands but
bars two of the partner's steps (rule 4).  :func:`explain` says what the
solved table knows about a number: the result with perfect play, in how many
plies, how long the other numbers hold out, and, under Carroll's rules,
whether it is a deliberate miss, which steps it bars and whether it keeps the
partner off the post next turn.  The presenter words it.

>>> from wordgames.games.croquet.course import CARROLL, Ball
>>> from wordgames.games.croquet.rules import CroquetState
>>> from wordgames.games.croquet.solver import Table
>>> s = CroquetState(balls=(Ball(86, 3), Ball(95, 1)), rules=CARROLL)   # 95 needs a step of 5 to the post
>>> why = explain(Table(CARROLL), s, 91)     # 91 misses gate 90 (only 94 goes through)
>>> why.outcome, why.plies, why.others, why.miss, why.banned, why.bars_post
('loss', 4, 2, 90, (4, 5), '4')
"""

from __future__ import annotations

from dataclasses import dataclass

from wordgames.games.croquet.course import Kind, Number, Step
from wordgames.games.croquet.rules import CroquetState
from wordgames.games.croquet.solver import DRAW, Table, move_score, outcome_of

Gate = int
"""A gate, or the post, by its number."""


@dataclass(frozen=True)
class HintReason:
    """What the solved table says about naming ``number``, for the player to move.

    ``outcome`` is ``"win"``, ``"draw"`` or ``"loss"`` with perfect play after it, ``plies`` how many plies
    (this one counted) the game then lasts (None for a draw).  In a lost position ``others`` is the most plies
    any worse number holds out (None when every number loses as late) and ``equally`` the other numbers that
    lose as late.  Under Carroll's rules ``miss`` is the gate or post it misses on purpose (None if it is no
    miss, or if every legal number misses), ``banned`` the partner's steps it bars next turn (rule 4), and
    ``bars_post`` the rule that keeps the partner from naming the post next turn when some other number would
    not; ``goal`` is the post.
    """

    number: Number
    outcome: str
    plies: int | None
    others: int | None = None
    equally: tuple[Number, ...] = ()
    miss: Gate | None = None
    banned: tuple[Step, ...] = ()
    bars_post: str | None = None
    goal: Number = 100


def explain(table: Table, state: CroquetState, number: Number) -> HintReason:
    """Return why ``number`` (legal in ``state``, which is not over) is as good as the table says."""
    values = dict(table.move_values(state))
    value = values[number]
    outcome, goal = outcome_of(value), state.rules.goal
    plies = None if value == DRAW else abs(value)
    if outcome != "loss":
        return HintReason(number, outcome, plies, goal=goal)
    worse = [n for n, v in values.items() if move_score(v) < move_score(value)]
    others = max((abs(values[n]) for n in worse), default=None)
    equally = tuple(n for n, v in values.items() if n != number and v == value)
    if state.rules.contest:         # a miss there is no standstill, and the post is passed, not named
        return HintReason(number, outcome, plies, others, equally, goal=goal)
    deliberate = state.kind(number) is Kind.MISS and any(state.kind(n) is not Kind.MISS for n in values)
    miss = (state.rules.next_gate(state.me.number) or goal) if deliberate else None
    return HintReason(number, outcome, plies, others, equally, miss, barred_steps(state.apply(number)),
                      post_barred(state, number, worse), goal)


def barred_steps(state: CroquetState) -> tuple[Step, ...]:
    """Return the steps rule 4 forbids the player to move in ``state`` (none once the game is over).

    >>> from wordgames.games.croquet.course import CARROLL, Ball
    >>> barred_steps(CroquetState(balls=(Ball(40, 3), Ball(17, 2)), rules=CARROLL))
    (2, 7)
    """
    if state.over:
        return ()
    me = state.me.number
    return tuple(n - me for n in range(me + 1, me + 9) if any(b.rule == "4" for b in state.breaches(n)))


def post_barred(state: CroquetState, number: Number, others: list[Number]) -> str | None:
    """Return the rule that keeps the partner from naming the post right after ``number``, when one of ``others``
    would let them name it (else None)."""
    def finish_breaches(after: CroquetState) -> list | None:
        """The rules against the partner's naming the post next (None: the post is out of reach or the game over)."""
        if after.over or not 1 <= after.rules.goal - after.me.number <= 8:
            return None
        return after.breaches(after.rules.goal)

    found = finish_breaches(state.apply(number))
    if not found or not any(finish_breaches(state.apply(n)) == [] for n in others):
        return None
    return found[0].rule
