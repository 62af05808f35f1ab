"""Rules I–V of Castle Croquet as a referee applies them to reported events: the game's State.

The players report what happens on the lawn; every report is an action of
:class:`CastleState`.  :meth:`CastleState.move_breaches` says which rules a
report breaks (it is refused, naming them all); :meth:`CastleState.next_state`
is what the report does, and :func:`announcements` what the referee says
about it — both run the one rule path, :func:`advance`.
:meth:`CastleState.legal_actions` lists every report the referee would
accept now, generated from the same rule functions as the check (and pinned
against the check over every event in the tests).

The interpretations (see ``docs/castle-croquet.md``):

* a ball's progress counts however it moved (as when one croquet ball
  "peels" another through a hoop), but only the ball in turn, moved in its
  own turn, earns an extra stroke ("по своей воле", rule IV);
* a stroke that earns gives one more stroke, however many things it did;
* a stroke with another ball (rule V) is taken right after the stroke that
  touched that ball; it keeps a rule IV stroke owed but earns nothing by
  itself; a ball may be used once per turn until a rule IV stroke;
* capture on entering (rule III) applies to any castle but one's own;
* a prisoner is freed when the sentinel of the castle holding it goes out
  through its gate, or when its own sentinel, still on duty, touches that
  castle's flag; either way it is put behind that castle's door, inside it,
  its invasion so far kept.

>>> s = CastleState.start(4)
>>> s.current_player(), [format_event(e, 4) for e in s.legal_actions()]
(0, ['stroke', 'stroke blue'])
>>> s = s.apply(Stroke()).apply(Pass(Ball(1, "soldier"), "gate", 1, "out"))
>>> [str(b) for b in s.breaches(Pass(Ball(1, "soldier"), "gate", 2, "out"))]
['rule II: the blue soldier is outside castle 2, so through its gate it can only go in']
>>> [render(n, 4) for n in announcements(s, END)]
['the blue soldier has another stroke (rule IV: through the gate of castle 1)']
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Any, NamedTuple

from wordgames.engine import TERMINAL, State
from wordgames.errors import Breach, IllegalMoveError, InputFormatError, UsageError
from wordgames.i18n import _
from wordgames.games.castle_croquet.events import (
    DECLINE, END, SYNTAX, Croquet, Decline, End, Event, Flag, Pass, Stroke, Touch, as_event, format_event,
    repertoire,
)
from wordgames.games.castle_croquet.messages import Note, Who, note, render, say
from wordgames.games.castle_croquet.pieces import (
    DOOR, GATE, PLAYER_COUNTS, SENTINEL, SOLDIER, Ball, Castle, Direction, Player, balls,
)
from wordgames.games.castle_croquet.state import (
    CROQUET, STROKE, Sentinel, Soldier, Turn, sentinel_from_dict, soldier_from_dict, soldier_to_dict, target_of,
    turn_from_dict, turn_to_dict,
)

Notes = list[Note] | None
"""Where the rule path writes what the referee says (``None``: nobody is listening)."""


@dataclass(frozen=True)
class CastleState(State):
    """The whole position: soldiers and sentinels (index = player − 1), the turn, the winner.

    Seat ``p − 1`` is player ``p``; the seat to act is the owner of the ball in turn.
    """

    players: int
    soldiers: tuple[Soldier, ...]
    sentinels: tuple[Sentinel, ...]
    turn: Turn
    winner: Player | None = None

    @classmethod
    def start(cls, players: int) -> "CastleState":
        """Return the start (rule I): soldiers in their gates, sentinels at their posts, soldier 1 to play."""
        if players not in PLAYER_COUNTS:
            raise UsageError(_("castle croquet is played by 4 or 5 players, not {n}").format(n=players))
        return cls(players, tuple(Soldier(inside=p) for p in range(1, players + 1)),
                   tuple(Sentinel() for _ in range(players)), Turn(Ball(1, SOLDIER)))

    # -- reading the position -------------------------------------------------------------------

    def soldier(self, player: Player) -> Soldier:
        """Return the soldier of ``player``."""
        return self.soldiers[player - 1]

    def sentinel(self, player: Player) -> Sentinel:
        """Return the sentinel of ``player``."""
        return self.sentinels[player - 1]

    def target(self, player: Player) -> Castle | None:
        """Return the castle ``player``'s soldier must invade next, or ``None`` when it must go home."""
        return target_of(self.players, player, self.soldier(player).invaded)

    def next_ball(self, ball: Ball) -> Ball:
        """Return the ball after ``ball`` in the order soldiers 1…N, then sentinels 1…N (rule II)."""
        if ball.player < self.players:
            return Ball(ball.player + 1, ball.kind)
        return Ball(1, SENTINEL if ball.kind == SOLDIER else SOLDIER)

    # -- changing it (values: each returns a new position) --------------------------------------

    def with_soldier(self, player: Player, **changes: Any) -> "CastleState":
        """Return the position with soldier ``player`` changed."""
        soldiers = list(self.soldiers)
        soldiers[player - 1] = dataclasses.replace(soldiers[player - 1], **changes)
        return dataclasses.replace(self, soldiers=tuple(soldiers))

    def with_sentinel(self, player: Player, **changes: Any) -> "CastleState":
        """Return the position with sentinel ``player`` changed."""
        sentinels = list(self.sentinels)
        sentinels[player - 1] = dataclasses.replace(sentinels[player - 1], **changes)
        return dataclasses.replace(self, sentinels=tuple(sentinels))

    def with_turn(self, **changes: Any) -> "CastleState":
        """Return the position with the turn changed."""
        return dataclasses.replace(self, turn=dataclasses.replace(self.turn, **changes))

    # -- the house protocol ---------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.winner is not None else self.turn.ball.player - 1

    def breaches(self, action: Any) -> list[Breach]:
        if self.winner is not None:
            return [Breach("II", say("over", self.players, player=Who(self.winner)))]
        return event_breaches(self, action)

    def apply(self, action: Any) -> "CastleState":
        """Return the position after ``action``; refuse it naming every rule it breaks, the event as a log line."""
        found = self.breaches(action)
        if found:
            event = as_event(action, self.players)
            raise IllegalMoveError(breaches=found, move=action if event is None else format_event(event, self.players))
        return self.next_state(action)

    def move_breaches(self, action: Any) -> list[Breach]:
        return event_breaches(self, action)

    def legal_actions(self) -> list[Event]:
        return list(self._legal)

    @functools.cached_property
    def _legal(self) -> tuple[Event, ...]:
        """The legal reports, found once per position (a position is a value)."""
        return tuple(legal_events(self))

    @functools.cached_property
    def closed(self) -> "CastleState":
        """The position once the open stroke is over (a new ``stroke`` or ``croquet`` ends it first)."""
        return close_stroke(self, None) if self.turn.open else self

    def next_state(self, action: Event) -> "CastleState":
        return advance(self, as_event(action, self.players), None)

    def chance_outcomes(self) -> list:
        return []

    def returns(self) -> list[float]:
        return [1.0 if p == self.winner else 0.0 for p in range(1, self.players + 1)]

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "winner": self.winner,
                "soldiers": [soldier_to_dict(s) for s in self.soldiers],
                "sentinels": [{"on_duty": s.on_duty} for s in self.sentinels],
                "turn": turn_to_dict(self.turn)}

    @classmethod
    def from_dict(cls, data: Any) -> "CastleState":
        """Rebuild a position from :meth:`to_dict`; raise InputFormatError naming the field that is wrong."""
        if not isinstance(data, dict):
            raise InputFormatError(_("a castle croquet position is an object, not {kind}").format(kind=type(data).__name__))
        known = {"players", "winner", "soldiers", "sentinels", "turn"}
        if set(data) != known:
            odd = sorted(set(data) ^ known)[0]
            raise InputFormatError((_("{where}: missing") if odd in known else _("{where}: no such field")).format(
                where=odd))
        n = data["players"]
        if type(n) is not int or n not in PLAYER_COUNTS:
            raise InputFormatError(_("players: 4 or 5, not {n!r}").format(n=n))
        winner = data["winner"]
        if winner is not None and (type(winner) is not int or not 1 <= winner <= n):
            raise InputFormatError(_("winner: a player 1 to {n}, or null, not {value!r}").format(n=n, value=winner))
        for key in ("soldiers", "sentinels"):
            if not isinstance(data[key], list) or len(data[key]) != n:
                raise InputFormatError(_("{where}: a list of {n}, one per player").format(where=key, n=n))
        state = cls(n, tuple(soldier_from_dict(s, n, f"soldiers[{i}]") for i, s in enumerate(data["soldiers"])),
                    tuple(sentinel_from_dict(s, f"sentinels[{i}]") for i, s in enumerate(data["sentinels"])),
                    turn_from_dict(data["turn"], n), winner)
        ball = state.turn.ball
        if ball.kind == SOLDIER and state.soldier(ball.player).prisoner is not None and not state.turn.captured:
            raise InputFormatError(_("{where}: a prisoner has no turn (rule III)").format(where="turn.ball"))
        return state


# ---- what may be reported -------------------------------------------------------------------------


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


# ---- what happens: the one rule path --------------------------------------------------------------


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

