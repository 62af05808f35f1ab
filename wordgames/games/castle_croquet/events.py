"""What the players report to the referee, one event per line.

=====================================  ==============================================
``stroke [BALL]``                      the ball in turn is struck with the mallet
``croquet BALL``                       the ball in turn is struck *with* BALL (rule V)
``pass BALL gate|door CASTLE [in|out]``  BALL went through a hoop of CASTLE
``flag BALL CASTLE``                   BALL touched the flag of CASTLE
``touch BALL OTHER``                   moving BALL touched OTHER
``struck BALL by OTHER``               BALL was struck by moving OTHER (= ``touch OTHER BALL``)
``end``                                the balls are at rest: the stroke is over
``decline``                            the player gives up the strokes he may still take
=====================================  ==============================================

Balls are named by colour, castles by number or flag colour.  ``stroke`` or
``croquet`` while a stroke is open ends it first, so ``end`` may be left out.

>>> parse_event("pass blue gate 1 out", 4)
Pass(ball=Ball(player=1, kind='soldier'), hoop='gate', castle=1, direction='out')
>>> parse_event("struck yellow by red", 4)
Touch(mover=Ball(player=4, kind='soldier'), other=Ball(player=3, kind='sentinel'))
>>> format_event(parse_event("Flag Синий 2", 4), 4)
'flag blue 2'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from wordgames.errors import InputFormatError
from wordgames.games.castle_croquet.pieces import (
    DOOR, GATE, Ball, Castle, Direction, HoopKind, colour, parse_ball, parse_castle,
)


@dataclass(frozen=True)
class Stroke:
    """The ball in turn is struck with the mallet; ``ball``, if given, must be that ball."""

    ball: Ball | None = None


@dataclass(frozen=True)
class Croquet:
    """The ball in turn is driven by striking ``using`` into it (rule V)."""

    using: Ball


@dataclass(frozen=True)
class Pass:
    """``ball`` went through the ``hoop`` of ``castle``, ``direction`` if known."""

    ball: Ball
    hoop: HoopKind
    castle: Castle
    direction: Direction | None = None


@dataclass(frozen=True)
class Flag:
    """``ball`` touched the flag of ``castle``."""

    ball: Ball
    castle: Castle


@dataclass(frozen=True)
class Touch:
    """Moving ``mover`` touched ``other``."""

    mover: Ball
    other: Ball


@dataclass(frozen=True)
class End:
    """The balls are at rest: the stroke is over."""


@dataclass(frozen=True)
class Decline:
    """The player gives up the strokes he may still take this turn."""


Event = Union[Stroke, Croquet, Pass, Flag, Touch, End, Decline]

SYNTAX = ("stroke [BALL] | croquet BALL | pass BALL gate|door CASTLE [in|out] | flag BALL CASTLE | "
          "touch BALL OTHER | struck BALL by OTHER | end | decline")


def parse_event(text: str, players: int) -> Event:
    """Return the event written on one line of a log (see the module docstring)."""
    words = text.split()
    if not words:
        raise InputFormatError("empty event")
    verb, args = words[0].lower(), words[1:]

    def want(n: int | tuple[int, ...]) -> None:
        if len(args) not in ((n,) if isinstance(n, int) else n):
            raise InputFormatError(f"{verb!r} takes {n if isinstance(n, int) else ' or '.join(map(str, n))} "
                                   f"words, not {len(args)}: {text.strip()!r} (events: {SYNTAX})")

    if verb == "stroke":
        want((0, 1))
        return Stroke(parse_ball(args[0], players) if args else None)
    if verb in ("croquet", "use"):
        want(1)
        return Croquet(parse_ball(args[0], players))
    if verb == "pass":
        want((3, 4))
        hoop = args[1].lower()
        if hoop not in (GATE, DOOR):
            raise InputFormatError(f"a hoop is 'gate' or 'door', not {args[1]!r}")
        direction = args[3].lower() if len(args) == 4 else None
        if direction not in (None, "in", "out"):
            raise InputFormatError(f"a direction is 'in' or 'out', not {args[3]!r}")
        return Pass(parse_ball(args[0], players), hoop, parse_castle(args[2], players), direction)
    if verb == "flag":
        want(2)
        return Flag(parse_ball(args[0], players), parse_castle(args[1], players))
    if verb in ("touch", "hit"):
        want(2)
        return Touch(parse_ball(args[0], players), parse_ball(args[1], players))
    if verb == "struck":
        want(3)
        if args[1].lower() != "by":
            raise InputFormatError(f"write 'struck BALL by OTHER', not {text.strip()!r}")
        return Touch(parse_ball(args[2], players), parse_ball(args[0], players))
    if verb == "end":
        want(0)
        return End()
    if verb == "decline":
        want(0)
        return Decline()
    raise InputFormatError(f"unknown event {words[0]!r} (events: {SYNTAX})")


def format_event(event: Event, players: int) -> str:
    """Return ``event`` as a log line, the inverse of :func:`parse_event`."""
    c = lambda ball: colour(ball, players)  # noqa: E731 - a local shorthand
    if isinstance(event, Stroke):
        return "stroke" + (f" {c(event.ball)}" if event.ball else "")
    if isinstance(event, Croquet):
        return f"croquet {c(event.using)}"
    if isinstance(event, Pass):
        return f"pass {c(event.ball)} {event.hoop} {event.castle}" + (
            f" {event.direction}" if event.direction else "")
    if isinstance(event, Flag):
        return f"flag {c(event.ball)} {event.castle}"
    if isinstance(event, Touch):
        return f"touch {c(event.mover)} {c(event.other)}"
    return "end" if isinstance(event, End) else "decline"
