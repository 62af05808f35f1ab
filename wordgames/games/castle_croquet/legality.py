"""What the Castle Croquet referee accepts: every rule a report breaks now, and every report it would accept.

:func:`event_refusals` is the one legality predicate (rules I–V): it lists
every rule a report breaks, each with why, as :class:`Refusal` data that
:func:`event_breaches` renders for a person.  :func:`legal_events` generates
the reports the referee would accept from the same rule functions, so the
generator and the check agree (pinned over every event in the tests).  The
position itself is :class:`~wordgames.games.castle_croquet.rules.CastleState`.

>>> from wordgames.games.castle_croquet.events import Pass, Stroke
>>> from wordgames.games.castle_croquet.rules import CastleState
>>> s = CastleState.start(4)
>>> event_refusals(s, Pass(Ball(1, "soldier"), "gate", 1, "out"))[0].rule
'II'
>>> [str(b) for b in event_breaches(s, Stroke(Ball(2, "soldier")))]
["rule II: it is the blue soldier's turn, not the black soldier's"]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from wordgames.errors import Breach
from wordgames.games.castle_croquet.events import DECLINE, END, SYNTAX, Event, Touch, as_event, repertoire
from wordgames.games.castle_croquet.messages import Note, note, render
from wordgames.games.castle_croquet.pieces import GATE, SENTINEL, SOLDIER, Ball, Castle, Direction, balls

if TYPE_CHECKING:
    from wordgames.games.castle_croquet.rules import CastleState


class Refusal(NamedTuple):
    """A rule a report breaks, and why, as data (rendered into a :class:`~wordgames.errors.Breach`)."""

    rule: str
    why: Note


def refuse(rule: str, key: str, **fields: Any) -> Refusal:
    """Return the refusal under ``rule`` saying ``key``."""
    return Refusal(rule, note(key, **fields))


def event_breaches(state: CastleState, event: Any) -> list[Breach]:
    """Return every rule the report ``event`` breaks now (empty: the referee accepts it)."""
    found = event_refusals(state, event)
    return [Breach(r.rule, render(r.why, state.players)) for r in found] if found else []


def event_refusals(state: CastleState, event: Any) -> list[Refusal]:
    """Return every rule the report ``event`` breaks now, and why."""
    given, event = event, as_event(event, state.players)
    if event is None:
        return [refuse("I", "not-an-event", event=repr(given), players=state.players, syntax=SYNTAX)]
    turn, verb = state.turn, event.verb
    if verb == "stroke" or verb == "croquet":
        if turn.open:
            state = state.closed                   # a new stroke ends the open one
        return stroke_refusals(state, event.ball) if verb == "stroke" else croquet_refusals(state, event.using)
    if verb == "decline":
        return [] if turn.strokes else [refuse("II", "first-stroke")]
    if turn.open is None:
        return [refuse("II", "no-stroke")]
    if verb == "end":
        return []
    if verb == "touch":
        return touch_refusals(state, event.mover, event.other)
    out = movement_refusals(state, event.ball)
    if verb == "pass" and event.hoop == GATE:
        out += gate_refusals(state, event.ball, event.castle, event.direction)
    return out


def stroke_refusals(state: CastleState, ball: Ball | None) -> list[Refusal]:
    """Return why a stroke (of ``ball``, if named) may not be played now, no stroke being open (rules II, IV)."""
    turn = state.turn
    out = []
    if ball is not None and ball != turn.ball:
        out.append(refuse("II", "wrong-ball", ball=turn.ball, other=ball))
    if turn.strokes and not turn.owed:
        out.append(refuse("IV", "nothing-earned-but-croquet", ball=turn.ball, options=turn.options)
                   if turn.options else refuse("IV", "nothing-earned", ball=turn.ball))
    return out


def croquet_refusals(state: CastleState, using: Ball) -> list[Refusal]:
    """Return why the ball in turn may not now be struck with ``using`` (rule V), no stroke being open."""
    turn = state.turn
    if using in turn.options:
        return []
    why = unusable(state, using)
    if using == turn.ball:
        key = "croquet-itself"
    elif using in turn.used:
        key = "croquet-used"
    elif why is None:
        key = "croquet-untouched"
    else:
        key = f"croquet-{why}"
    return [refuse("V", key, ball=turn.ball, other=using)]


def unusable(state: CastleState, ball: Ball) -> str | None:
    """Return why ``ball`` may not be used to strike with (rule V): ``on-duty``, ``prisoner``, ``freed``, or None."""
    if ball.kind == SENTINEL:
        return "on-duty" if state.sentinel(ball.player).on_duty else None
    soldier = state.soldier(ball.player)
    if soldier.prisoner is not None:
        return "prisoner"
    return "freed" if soldier.freed else None


def hammer_moves(state: CastleState) -> bool:
    """Return whether the ball used in this croquet stroke may move: only the player's own off-duty sentinel."""
    h, me = state.turn.hammer, state.turn.ball
    return h is not None and h == Ball(me.player, SENTINEL) and not state.sentinel(me.player).on_duty


def movement_refusals(state: CastleState, ball: Ball) -> list[Refusal]:
    """Return why ``ball`` cannot have moved in this stroke (rules III and V)."""
    out = []
    if ball.kind == SOLDIER and state.soldiers[ball.player - 1].prisoner is not None:
        out.append(refuse("III", "prisoner-moves", ball=ball))
    if ball == state.turn.hammer and not hammer_moves(state):
        out.append(refuse("V", "hammer-moves", ball=ball))
    return out


def touch_refusals(state: CastleState, mover: Ball, other: Ball) -> list[Refusal]:
    """Return why moving ``mover`` cannot have touched ``other`` (rules III and V)."""
    if mover == state.turn.hammer and other == state.turn.ball:
        return []                                  # the stroke with another ball itself
    out = movement_refusals(state, mover)
    if mover == other:
        out.append(refuse("V", "touch-itself"))
    return out


def gate_verdict(state: CastleState, ball: Ball, castle: Castle) -> tuple[str | None, Direction | None]:
    """Return (what forbids ``ball`` the gate of ``castle`` whichever way, the only way it may go through).

    What forbids it is ``"gate-twice"`` (rule IV: a sentinel in or out of its
    castle twice running) or ``"leaves-by-its-gate"`` (rule II: a soldier in
    another castle), or None.  The way is None when either way will do: a
    sentinel through a gate not its own (it counts for nothing, note to rule IV).
    """
    if ball.kind == SENTINEL:
        if castle != ball.player:
            return None, None
        twice = ball == state.turn.ball and (state.turn.gate_before or state.turn.gate_now)
        return ("gate-twice" if twice else None), "out" if state.sentinels[ball.player - 1].on_duty else "in"
    where = state.soldiers[ball.player - 1].inside
    if where is not None and where != castle:
        return "leaves-by-its-gate", None
    return None, "out" if where == castle else "in"


def gate_refusals(state: CastleState, ball: Ball, castle: Castle, direction: Direction | None) -> list[Refusal]:
    """Return why ``ball`` cannot have gone through the gate of ``castle`` that way (rules II, IV)."""
    forbidden, way = gate_verdict(state, ball, castle)
    out = []
    if forbidden == "gate-twice":
        out.append(refuse("IV", forbidden, ball=ball))
    elif forbidden is not None:
        out.append(refuse("II", forbidden, ball=ball, castle=state.soldier(ball.player).inside))
    if direction is not None and way is not None and direction != way:
        out.append(refuse("II", "only-out" if way == "out" else "only-in", ball=ball, castle=castle))
    return out


def legal_events(state: CastleState) -> list[Event]:
    """Return every report the referee accepts now, from the same rule functions as :func:`event_refusals`."""
    if state.winner is not None:
        return []
    n, turn = state.players, state.turn
    every = repertoire(n)
    after = state.closed                           # a new stroke ends the open one
    out: list[Event] = []
    if not stroke_refusals(after, None):
        out.extend(every.strokes[after.turn.ball])
    out.extend(every.croquets[b] for b in after.turn.options)
    if turn.strokes:
        out.append(DECLINE)
    if turn.open is None:
        return out
    out.append(END)
    castles = range(1, n + 1)
    for ball in balls(n):
        if movement_refusals(state, ball):
            if ball == turn.hammer:
                out.append(Touch(ball, turn.ball))             # the stroke with another ball itself
            continue
        out.extend(every.doors[ball])
        for castle in castles:
            forbidden, way = gate_verdict(state, ball, castle)
            if forbidden is None:
                out.extend(every.gates[ball, castle, way])
        out.extend(every.flags[ball])
        out.extend(every.touches[ball])
    return out
