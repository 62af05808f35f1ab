"""Rules I–V of Castle Croquet as a referee applies them to reported events.

:func:`breaches` says which rules a report breaks (it is refused, naming
them); :func:`apply` returns the new state and what the referee announces.
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
"""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

from wordgames.errors import IllegalMoveError
from wordgames.games.castle_croquet.events import (
    Croquet, Decline, End, Event, Flag, Pass, Stroke, Touch, format_event,
)
from wordgames.games.castle_croquet.pieces import DOOR, GATE, SENTINEL, SOLDIER, Ball, Castle, name
from wordgames.games.castle_croquet.state import Game, Turn, next_ball, target


class Breach(NamedTuple):
    """A rule a report breaks: the rule's number (I–V) and what is wrong."""

    rule: str
    message: str


Notes = list[str]


def called(game: Game, ball: Ball) -> str:
    """Return the ball's name in a game of this size."""
    return name(ball, game.players)


def unusable(game: Game, ball: Ball) -> str | None:
    """Return why ``ball`` may not be used to strike with (rule V), or ``None``."""
    if ball.kind == SENTINEL and game.sentinel(ball.player).on_duty:
        return "a sentinel on duty"
    if ball.kind == SOLDIER and game.soldier(ball.player).prisoner is not None:
        return "a prisoner"
    if ball.kind == SOLDIER and game.soldier(ball.player).freed:
        return "a freed soldier that has not struck since"
    return None


def hammer_moves(game: Game) -> bool:
    """Return whether the ball used in this croquet stroke may move: only the player's own off-duty sentinel."""
    h, me = game.turn.hammer, game.turn.ball
    return h is not None and h == Ball(me.player, SENTINEL) and not game.sentinel(me.player).on_duty


# ---- what may be reported -----------------------------------------------------------------

def breaches(game: Game, event: Event) -> list[Breach]:
    """Return every rule the report ``event`` breaks now (empty: the referee accepts it)."""
    if game.winner is not None:
        return [Breach("II", f"the game is over: player {game.winner} has won")]
    turn = game.turn
    if isinstance(event, (Stroke, Croquet)) and turn.open:
        return breaches(close_stroke(game, []), event)      # a new stroke ends the open one
    if isinstance(event, Stroke):
        out = []
        if event.ball is not None and event.ball != turn.ball:
            out.append(Breach("II", f"it is the {called(game, turn.ball)}'s turn, "
                                    f"not the {called(game, event.ball)}'s"))
        if turn.strokes and not turn.owed:
            options = " or the ".join(called(game, b) for b in turn.options)
            out.append(Breach("IV", f"the {called(game, turn.ball)} has earned no further stroke"
                                    + (f" (it may strike itself with the {options}, rule V, or decline)"
                                       if options else "")))
        return out
    if isinstance(event, Croquet):
        return croquet_breaches(game, event.using)
    if isinstance(event, Decline):
        return [] if turn.strokes else [Breach("II", "a turn has at least one stroke")]
    if turn.open is None:
        return [Breach("II", "no stroke is being played: report 'stroke' first "
                             f"({format_event(event, game.players)!r})")]
    if isinstance(event, End):
        return []
    mover = event.mover if isinstance(event, Touch) else event.ball
    out = movement_breaches(game, mover)
    if isinstance(event, Touch):
        if event.mover == event.other:
            out.append(Breach("V", "a ball cannot touch itself"))
        elif event.mover == turn.hammer and event.other == turn.ball:
            out = []                               # the stroke with another ball itself
    elif isinstance(event, Pass):
        out += pass_breaches(game, event)
    return out


def croquet_breaches(game: Game, using: Ball) -> list[Breach]:
    """Return why the ball in turn may not now be struck with ``using`` (rule V)."""
    turn = game.turn
    if using in turn.options:
        return []
    why = unusable(game, using)
    if using == turn.ball:
        why = "that is the ball in turn itself"
    elif using in turn.used:
        why = "it was already used this turn and no rule IV stroke came since"
    elif why is None:
        why = f"the {called(game, turn.ball)} did not touch it in its last stroke"
    else:
        why = f"it is {why}"
    return [Breach("V", f"the {called(game, turn.ball)} cannot be struck with the "
                        f"{called(game, using)}: {why}")]


def movement_breaches(game: Game, ball: Ball) -> list[Breach]:
    """Return why ``ball`` cannot have moved in this stroke (rules III and V)."""
    out = []
    if ball.kind == SOLDIER and game.soldier(ball.player).prisoner is not None:
        out.append(Breach("III", f"the {called(game, ball)} is a prisoner and cannot move"))
    if ball == game.turn.hammer and not hammer_moves(game):
        out.append(Breach("V", f"the {called(game, ball)}, used to strike with, stays in place"))
    return out


def pass_breaches(game: Game, event: Pass) -> list[Breach]:
    """Return why ``event.ball`` cannot have gone through that hoop that way (rules II, IV)."""
    ball, castle = event.ball, event.castle
    if event.hoop != GATE:
        return []
    out = []
    if ball.kind == SENTINEL:
        if castle != ball.player:
            return []                              # counts for nothing (note to rule IV)
        inside = game.sentinel(ball.player).on_duty
        if ball == game.turn.ball and (game.turn.gate_before or game.turn.gate_now):
            out.append(Breach("IV", f"the {called(game, ball)} cannot go in or out of its castle twice running"))
    else:
        where = game.soldier(ball.player).inside
        if where is not None and where != castle:
            return [Breach("II", f"the {called(game, ball)} is in castle {where} "
                                 "and leaves it only by its gate")]
        inside = where == castle
    expected = "out" if inside else "in"
    if event.direction is not None and event.direction != expected:
        state = "inside" if inside else "outside"
        out.append(Breach("II", f"the {called(game, ball)} is {state} castle {castle}, so through its gate "
                                f"it can only go {expected}"))
    return out


# ---- what happens --------------------------------------------------------------------------

def apply(game: Game, event: Event) -> tuple[Game, Notes]:
    """Return the game after ``event`` and the referee's announcements; refuse a breach."""
    found = breaches(game, event)
    if found:
        raise IllegalMoveError("; ".join(b.message for b in found),
                               rule=", ".join(dict.fromkeys(b.rule for b in found)),
                               move=format_event(event, game.players))
    notes: Notes = []
    if isinstance(event, (Stroke, Croquet, Decline)) and game.turn.open:
        game = close_stroke(game, notes)
    if isinstance(event, Stroke):
        game = begin_stroke(game, "stroke", None, notes)
    elif isinstance(event, Croquet):
        game = begin_stroke(game, "croquet", event.using, notes)
    elif isinstance(event, Decline) and game.turn.strokes:     # the turn was not over already
        notes.append(f"the {called(game, game.turn.ball)} gives up its remaining strokes")
        game = pass_turn(game, notes)
    elif isinstance(event, End):
        game = close_stroke(game, notes)
    elif isinstance(event, Pass):
        game = through_hoop(game, event, notes)
    elif isinstance(event, Flag):
        game = touch_flag(game, event.ball, event.castle, notes)
    elif isinstance(event, Touch):
        game = touch_ball(game, event.mover, event.other, notes)
    return game, notes


def earn(game: Game, ball: Ball, reason: str) -> Game:
    """Return the game with an extra stroke earned, if ``ball`` is the ball in turn (rule IV)."""
    if ball != game.turn.ball:
        return game
    return game.with_turn(earned=game.turn.earned + (reason,))


def begin_stroke(game: Game, kind: str, hammer: Ball | None, notes: Notes) -> Game:
    """Return the game with a stroke of the ball in turn begun."""
    t = game.turn
    game = game.with_turn(open=kind, hammer=hammer, strokes=t.strokes + 1, earned=(), roquets=(),
                          owed=t.owed and kind == "croquet", options=(),
                          used=t.used + ((hammer,) if hammer else ()),
                          gate_before=t.gate_now if t.strokes else False, gate_now=False, captured=False)
    ball = t.ball
    if ball.kind == SOLDIER and game.soldier(ball.player).freed:
        game = earn(game, ball, "its first stroke since it was freed")
    return game


def close_stroke(game: Game, notes: Notes) -> Game:
    """Return the game after the open stroke ends: strokes earned, balls to use, or the next turn."""
    t = game.turn
    me = called(game, t.ball)
    if game.winner is not None:
        return game.with_turn(open=None)
    if t.ball.kind == SOLDIER and game.soldier(t.ball.player).freed:
        game = game.with_soldier(t.ball.player, freed=False)     # it has made its stroke (rule III)
    if t.captured:
        notes.append(f"the {me} is a prisoner: its turn ends")
        return pass_turn(game, notes)
    used = () if t.earned else t.used
    options = tuple(b for b in dict.fromkeys(t.roquets) if b not in used and unusable(game, b) is None)
    owed = t.owed or bool(t.earned)
    game = game.with_turn(open=None, hammer=None, earned=(), roquets=(), owed=owed,
                          options=options, used=used)
    if t.earned:
        notes.append(f"the {me} has another stroke (rule IV: {'; '.join(t.earned)})")
    if options:
        notes.append(f"the {me} may strike itself with the " + " or the ".join(called(game, b) for b in options)
                     + " (rule V)")
    if not owed and not options:
        return pass_turn(game, notes)
    return game


def pass_turn(game: Game, notes: Notes) -> Game:
    """Return the game with the turn given to the next ball that can move (prisoners are skipped)."""
    ball = next_ball(game, game.turn.ball)
    while ball.kind == SOLDIER and game.soldier(ball.player).prisoner is not None:
        notes.append(f"the {called(game, ball)} is a prisoner and misses its turn (rule III)")
        ball = next_ball(game, ball)
    notes.append(f"next: the {called(game, ball)} (player {ball.player})")
    return dataclasses.replace(game, turn=Turn(ball))


def through_hoop(game: Game, event: Pass, notes: Notes) -> Game:
    """Return the game after a ball went through a hoop."""
    ball, castle = event.ball, event.castle
    if ball.kind == SENTINEL:
        if event.hoop != GATE or castle != ball.player:
            notes.append(f"the {called(game, ball)} through the {event.hoop} of castle {castle}: "
                         "a sentinel's only hoop is its own gate; this counts for nothing (rule IV)")
            return game
        return sentinel_gate(game, ball, notes)
    game = earn(game, ball, f"through the {event.hoop} of castle {castle}")
    soldier = game.soldier(ball.player)
    if event.hoop == DOOR:
        if soldier.inside == castle and castle == target(game, ball.player):
            notes.append(f"the {called(game, ball)} has gone through the door of castle {castle}")
            return game.with_soldier(ball.player, door=True)
        notes.append(f"the door of castle {castle} does not count for the {called(game, ball)} now")
        return game
    if soldier.inside == castle:
        return soldier_leaves(game, ball, castle, notes)
    return soldier_enters(game, ball, castle, notes)


def sentinel_gate(game: Game, ball: Ball, notes: Notes) -> Game:
    """Return the game after a sentinel went out of or back into its castle."""
    p = ball.player
    game = game.with_turn(gate_now=True) if ball == game.turn.ball else game
    if game.sentinel(p).on_duty:
        notes.append(f"the {called(game, ball)} leaves castle {p}: off duty")
        game = earn(game.with_sentinel(p, on_duty=False), ball, "the sentinel left its castle")
        for q in range(1, game.players + 1):
            if game.soldier(q).prisoner == p:
                game = free(game, q, p, notes, f"the sentinel of castle {p} left it")
        return game
    notes.append(f"the {called(game, ball)} re-enters castle {p}: on duty")
    return earn(game.with_sentinel(p, on_duty=True), ball, "the sentinel re-entered its castle")


def soldier_enters(game: Game, ball: Ball, castle: Castle, notes: Notes) -> Game:
    """Return the game after a soldier entered a castle by its gate (capture: rule III)."""
    p = ball.player
    game = game.with_soldier(p, inside=castle, door=False, flag=False)
    me = called(game, ball)
    if castle == p:
        notes.append(f"the {me} is back in its own castle")
        return game
    aim = target(game, p)
    notes.append(f"the {me} enters castle {castle}" + ("" if castle == aim else
                 f" (it must invade castle {aim} next, so this visit does not count)" if aim else
                 " (its invasions are done; this visit does not count)"))
    if game.sentinel(castle).on_duty and game.sentinel(p).on_duty and not game.soldier(p).freed:
        game = capture(game, p, castle, notes,
                       f"it entered while the sentinels of castles {castle} and {p} were both on duty")
    return game


def soldier_leaves(game: Game, ball: Ball, castle: Castle, notes: Notes) -> Game:
    """Return the game after a soldier left a castle by its gate (an invasion may be complete)."""
    p = ball.player
    s = game.soldier(p)
    me = called(game, ball)
    if castle != p and castle == target(game, p) and s.door and s.flag:
        game = game.with_soldier(p, invaded=s.invaded + 1)
        nxt = target(game, p)
        notes.append(f"the {me} has invaded castle {castle}; "
                     + (f"next it invades castle {nxt}" if nxt else f"now home to castle {p}"))
    elif castle != p and castle == target(game, p):
        missing = [w for w, done in (("the door", s.door), ("the flag", s.flag)) if not done]
        notes.append(f"the {me} leaves castle {castle} without {' and '.join(missing)}: "
                     "the invasion must be done again")
    else:
        notes.append(f"the {me} leaves castle {castle}")
    return game.with_soldier(p, inside=None, door=False, flag=False)


def touch_flag(game: Game, ball: Ball, castle: Castle, notes: Notes) -> Game:
    """Return the game after a ball touched a flag (invasion, home, release, victory)."""
    p = ball.player
    me = called(game, ball)
    if ball.kind == SOLDIER:
        game = earn(game, ball, f"touched the flag of castle {castle}")
        s = game.soldier(p)
        if s.inside == castle and castle != p and castle == target(game, p):
            notes.append(f"the {me} has touched the flag of castle {castle}")
            return game.with_soldier(p, flag=True)
        if s.inside == castle == p and target(game, p) is None and not s.home:
            notes.append(f"the {me} is home; the {called(game, Ball(p, SENTINEL))} must now touch flag {p}")
            return game.with_soldier(p, home=True)
        notes.append(f"the flag of castle {castle} does not count for the {me} now")
        return game
    sentinel = game.sentinel(p)
    if castle == p:
        if not game.soldier(p).home:
            notes.append(f"the {me} touches its flag, but its soldier is not home yet")
        elif not sentinel.on_duty:
            notes.append(f"the {me} must re-enter castle {p} before touching its flag (rule II)")
        else:
            notes.append(f"the {me} touches flag {p}: player {p} wins!")
            return dataclasses.replace(game, winner=p)
        return game
    if sentinel.on_duty and game.soldier(p).prisoner == castle:
        notes.append(f"the {me}, on duty, touches flag {castle} and goes back to its post (rule III)")
        return free(game, p, castle, notes, "its own sentinel touched the flag")
    notes.append(f"the {me} touches flag {castle}: nothing follows")
    return game


def touch_ball(game: Game, mover: Ball, other: Ball, notes: Notes) -> Game:
    """Return the game after two balls touched: capture (rule III), a ball to use (rule V)."""
    pair = {mover.kind: mover, other.kind: other}
    if len(pair) == 2:
        sentinel, soldier = pair[SENTINEL], pair[SOLDIER]
        s = game.soldier(soldier.player)
        if (soldier.player != sentinel.player and game.sentinel(sentinel.player).on_duty
                and s.inside == sentinel.player and s.prisoner is None and not s.freed):
            game = capture(game, soldier.player, sentinel.player, notes,
                           f"it touched the {called(game, sentinel)} inside castle {sentinel.player}")
            game = earn(game, sentinel, f"took the {called(game, soldier)} prisoner")
    me = game.turn.ball
    if mover == me and game.turn.hammer != other and not game.turn.captured:
        why = unusable(game, other)
        if why is None:
            notes.append(f"the {called(game, me)} touched the {called(game, other)} (rule V: it may strike "
                         "itself with it next)")
            game = game.with_turn(roquets=game.turn.roquets + (other,))
        else:
            notes.append(f"the {called(game, other)} is {why} and cannot be used (rule V)")
    return game


def capture(game: Game, player: int, castle: Castle, notes: Notes, why: str) -> Game:
    """Return the game with soldier ``player`` a prisoner behind the flag of ``castle`` (rule III)."""
    notes.append(f"the {called(game, Ball(player, SOLDIER))} is taken prisoner in castle {castle}: {why} "
                 f"(rule III); it is put behind flag {castle}")
    game = game.with_soldier(player, prisoner=castle, inside=castle)
    if game.turn.ball == Ball(player, SOLDIER):
        game = game.with_turn(captured=True)
    return game


def free(game: Game, player: int, castle: Castle, notes: Notes, why: str) -> Game:
    """Return the game with soldier ``player`` freed and put behind the door of ``castle`` (rule III)."""
    notes.append(f"the {called(game, Ball(player, SOLDIER))} is freed ({why}) and put behind the door "
                 f"of castle {castle}; it cannot be taken again before its next stroke (rule III)")
    return game.with_soldier(player, prisoner=None, inside=castle, freed=True)
