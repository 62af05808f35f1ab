"""What a report does in Castle Croquet: the one rule path, from a legal report to the next position.

:func:`advance` returns the position after a report the referee accepted
(see :mod:`.legality`) and, when asked, tells what the referee says about it
(:func:`announcements`): strokes earned (rule IV), invasions, captures and
releases (rule III), strokes with another ball (rule V), the turn passing
(rule II), the winner.  :meth:`CastleState.next_state
<wordgames.games.castle_croquet.rules.CastleState.next_state>` and the
announcements run this same path, so what the referee says is what happens.

>>> from wordgames.games.castle_croquet.events import Pass, Stroke
>>> from wordgames.games.castle_croquet.messages import render
>>> from wordgames.games.castle_croquet.rules import CastleState
>>> s = CastleState.start(4).apply(Stroke())
>>> [render(n, 4) for n in announcements(s, Pass(Ball(1, "soldier"), "gate", 1, "out"))]
['the blue soldier leaves castle 1']
>>> advance(s, Pass(Ball(1, "soldier"), "gate", 1, "out"), None).soldier(1).inside is None
True
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from wordgames.games.castle_croquet.events import Croquet, Decline, End, Event, Flag, Pass, Stroke, as_event
from wordgames.games.castle_croquet.legality import unusable
from wordgames.games.castle_croquet.messages import Note, Who, note
from wordgames.games.castle_croquet.pieces import DOOR, GATE, SENTINEL, SOLDIER, Ball, Castle, Player
from wordgames.games.castle_croquet.state import CROQUET, STROKE, Turn

if TYPE_CHECKING:
    from wordgames.games.castle_croquet.rules import CastleState

Notes = list[Note] | None
"""Where the rule path writes what the referee says (``None``: nobody is listening)."""


def announcements(before: CastleState, event: Event) -> list[Note]:
    """Return what the referee says when ``event`` (legal in ``before``) is reported."""
    notes: list[Note] = []
    advance(before, as_event(event, before.players), notes)
    return notes


def advance(state: CastleState, event: Event, notes: Notes) -> CastleState:
    """Return the position after the legal report ``event``, telling ``notes`` what the referee says."""
    if isinstance(event, (Stroke, Croquet, Decline)) and state.turn.open:
        state = close_stroke(state, notes)
    if isinstance(event, Stroke):
        return begin_stroke(state, STROKE, None)
    if isinstance(event, Croquet):
        return begin_stroke(state, CROQUET, event.using)
    if isinstance(event, Decline):
        if not state.turn.strokes:                 # closing the open stroke already ended the turn
            return state
        tell(notes, "gives-up", ball=state.turn.ball)
        return pass_turn(state, notes)
    if isinstance(event, End):
        return close_stroke(state, notes)
    if isinstance(event, Pass):
        return through_hoop(state, event, notes)
    if isinstance(event, Flag):
        return touch_flag(state, event.ball, event.castle, notes)
    return touch_ball(state, event.mover, event.other, notes)


def tell(notes: Notes, key: str, **fields: Any) -> None:
    """Add what the referee says to ``notes`` (if anyone listens)."""
    if notes is not None:
        notes.append(note(key, **fields))


def earn(state: CastleState, ball: Ball, reason: Note) -> CastleState:
    """Return the position with an extra stroke earned, if ``ball`` is the ball in turn (rule IV)."""
    if ball != state.turn.ball or reason in state.turn.earned:
        return state
    return state.with_turn(earned=state.turn.earned + (reason,))


def begin_stroke(state: CastleState, kind: str, hammer: Ball | None) -> CastleState:
    """Return the position with a stroke of the ball in turn begun."""
    t = state.turn
    state = state.with_turn(open=kind, hammer=hammer, strokes=t.strokes + 1, earned=(), roquets=(),
                            owed=t.owed and kind == CROQUET, options=(),
                            used=t.used + ((hammer,) if hammer else ()),
                            gate_before=t.gate_now if t.strokes else False, gate_now=False, captured=False)
    ball = t.ball
    if ball.kind == SOLDIER and state.soldier(ball.player).freed:
        state = earn(state, ball, note("first-since-freed"))
    return state


def close_stroke(state: CastleState, notes: Notes) -> CastleState:
    """Return the position after the open stroke ends: strokes earned, balls to use, or the next turn."""
    t = state.turn
    if t.ball.kind == SOLDIER and state.soldier(t.ball.player).freed:
        state = state.with_soldier(t.ball.player, freed=False)     # it has made its stroke (rule III)
    if t.captured:
        tell(notes, "prisoner-turn-ends", ball=t.ball)
        return pass_turn(state, notes)
    used = () if t.earned else t.used
    options = tuple(b for b in dict.fromkeys(t.roquets) if b not in used and unusable(state, b) is None)
    owed = t.owed or bool(t.earned)
    state = state.with_turn(open=None, hammer=None, earned=(), roquets=(), owed=owed, options=options, used=used)
    if t.earned:
        tell(notes, "another-stroke", ball=t.ball, reasons=t.earned)
    if options:
        tell(notes, "may-croquet", ball=t.ball, options=options)
    if not owed and not options:
        return pass_turn(state, notes)
    return state


def pass_turn(state: CastleState, notes: Notes) -> CastleState:
    """Return the position with the turn given to the next ball that can move (prisoners are skipped)."""
    ball = state.next_ball(state.turn.ball)
    while ball.kind == SOLDIER and state.soldier(ball.player).prisoner is not None:
        tell(notes, "misses-turn", ball=ball)
        ball = state.next_ball(ball)
    tell(notes, "next", ball=ball, player=Who(ball.player))
    return dataclasses.replace(state, turn=Turn(ball))


def through_hoop(state: CastleState, event: Pass, notes: Notes) -> CastleState:
    """Return the position after a ball went through a hoop."""
    ball, castle = event.ball, event.castle
    if ball.kind == SENTINEL:
        if event.hoop != GATE or castle != ball.player:
            tell(notes, f"sentinel-foreign-hoop-{event.hoop}", ball=ball, castle=castle)
            return state
        return sentinel_gate(state, ball, notes)
    state = earn(state, ball, note(f"through-{event.hoop}", castle=castle))
    soldier = state.soldier(ball.player)
    if event.hoop == DOOR:
        if soldier.inside == castle and castle == state.target(ball.player):
            tell(notes, "door-done", ball=ball, castle=castle)
            return state.with_soldier(ball.player, door=True)
        tell(notes, "door-no-count", ball=ball, castle=castle)
        return state
    if soldier.inside == castle:
        return soldier_leaves(state, ball, castle, notes)
    return soldier_enters(state, ball, castle, notes)


def sentinel_gate(state: CastleState, ball: Ball, notes: Notes) -> CastleState:
    """Return the position after a sentinel went out of or back into its castle."""
    p = ball.player
    state = state.with_turn(gate_now=True) if ball == state.turn.ball else state
    if state.sentinel(p).on_duty:
        tell(notes, "sentinel-leaves", ball=ball, castle=p)
        state = earn(state.with_sentinel(p, on_duty=False), ball, note("sentinel-left"))
        for q in range(1, state.players + 1):
            if state.soldier(q).prisoner == p:
                state = free(state, q, p, notes, "freed-sentinel-left")
        return state
    tell(notes, "sentinel-returns", ball=ball, castle=p)
    return earn(state.with_sentinel(p, on_duty=True), ball, note("sentinel-returned"))


def soldier_enters(state: CastleState, ball: Ball, castle: Castle, notes: Notes) -> CastleState:
    """Return the position after a soldier entered a castle by its gate (capture: rule III)."""
    p = ball.player
    state = state.with_soldier(p, inside=castle, door=False, flag=False)
    if castle == p:
        tell(notes, "back-home", ball=ball)
        return state
    aim = state.target(p)
    if castle == aim:
        tell(notes, "enters", ball=ball, castle=castle)
    elif aim is not None:
        tell(notes, "enters-out-of-order", ball=ball, castle=castle, aim=aim)
    else:
        tell(notes, "enters-after-invasions", ball=ball, castle=castle)
    if state.sentinel(castle).on_duty and state.sentinel(p).on_duty and not state.soldier(p).freed:
        state = capture(state, p, castle, notes, "taken-entering", home=p)
    return state


def soldier_leaves(state: CastleState, ball: Ball, castle: Castle, notes: Notes) -> CastleState:
    """Return the position after a soldier left a castle by its gate (an invasion may be complete)."""
    p = ball.player
    s = state.soldier(p)
    if castle != p and castle == state.target(p) and s.door and s.flag:
        state = state.with_soldier(p, invaded=s.invaded + 1)
        aim = state.target(p)
        if aim is not None:
            tell(notes, "invaded-next", ball=ball, castle=castle, aim=aim)
        else:
            tell(notes, "invaded-last", ball=ball, castle=castle, home=p)
    elif castle != p and castle == state.target(p):
        missing = "both" if not (s.door or s.flag) else "door" if not s.door else "flag"
        tell(notes, f"left-without-{missing}", ball=ball, castle=castle)
    else:
        tell(notes, "leaves", ball=ball, castle=castle)
    return state.with_soldier(p, inside=None, door=False, flag=False)


def touch_flag(state: CastleState, ball: Ball, castle: Castle, notes: Notes) -> CastleState:
    """Return the position after a ball touched a flag (invasion, home, release, victory)."""
    p = ball.player
    if ball.kind == SOLDIER:
        state = earn(state, ball, note("touched-flag", castle=castle))
        s = state.soldier(p)
        if s.inside == castle and castle != p and castle == state.target(p):
            tell(notes, "flag-done", ball=ball, castle=castle)
            return state.with_soldier(p, flag=True)
        if s.inside == castle == p and state.target(p) is None and not s.home:
            tell(notes, "home", ball=ball, sentinel=Ball(p, SENTINEL), castle=p)
            return state.with_soldier(p, home=True)
        tell(notes, "flag-no-count", ball=ball, castle=castle)
        return state
    on_duty = state.sentinel(p).on_duty
    if castle == p:
        if not state.soldier(p).home:
            tell(notes, "own-flag-too-soon", ball=ball)
        elif not on_duty:
            tell(notes, "own-flag-off-duty", ball=ball, castle=p)
        else:
            tell(notes, "wins", ball=ball, castle=p, player=Who(p))
            return dataclasses.replace(state, winner=p)
        return state
    if on_duty and state.soldier(p).prisoner == castle:
        tell(notes, "frees-by-flag", ball=ball, castle=castle)
        return free(state, p, castle, notes, "freed-own-sentinel")
    tell(notes, "flag-nothing", ball=ball, castle=castle)
    return state


def touch_ball(state: CastleState, mover: Ball, other: Ball, notes: Notes) -> CastleState:
    """Return the position after two balls touched: capture (rule III), a ball to use (rule V)."""
    pair = {mover.kind: mover, other.kind: other}
    if len(pair) == 2:
        sentinel, soldier = pair[SENTINEL], pair[SOLDIER]
        s = state.soldier(soldier.player)
        if (soldier.player != sentinel.player and state.sentinel(sentinel.player).on_duty
                and s.inside == sentinel.player and s.prisoner is None and not s.freed):
            state = capture(state, soldier.player, sentinel.player, notes, "taken-touching", sentinel=sentinel)
            state = earn(state, sentinel, note("took-prisoner", soldier=soldier))
    me = state.turn.ball
    if mover == me and state.turn.hammer != other and not state.turn.captured:
        why = unusable(state, other)
        if why is None:
            tell(notes, "may-use", ball=me, other=other)
            if other not in state.turn.roquets:
                state = state.with_turn(roquets=state.turn.roquets + (other,))
        else:
            tell(notes, f"unusable-{why}", other=other)
    return state


def capture(state: CastleState, player: Player, castle: Castle, notes: Notes, key: str,
            **why: Any) -> CastleState:
    """Return the position with soldier ``player`` a prisoner behind the flag of ``castle`` (rule III)."""
    tell(notes, key, ball=Ball(player, SOLDIER), castle=castle, **why)
    state = state.with_soldier(player, prisoner=castle, inside=castle)
    if state.turn.ball == Ball(player, SOLDIER):
        state = state.with_turn(captured=True)
    return state


def free(state: CastleState, player: Player, castle: Castle, notes: Notes, key: str) -> CastleState:
    """Return the position with soldier ``player`` freed and put behind the door of ``castle`` (rule III)."""
    tell(notes, key, ball=Ball(player, SOLDIER), castle=castle)
    return state.with_soldier(player, prisoner=None, inside=castle, freed=True)
