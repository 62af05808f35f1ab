"""What the players report to the referee, one event per line: the actions of Castle Croquet.

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

Balls are named by colour (English, or the text's Russian), castles by
number or flag colour.  ``stroke`` or ``croquet`` while a stroke is open
ends it first, so ``end`` may be left out.  An event is a value (a named
tuple whose last field is its verb, so that events of different kinds never
compare equal); :func:`format_event` writes it as the log line that
:func:`parse_event` reads back.  The words a report may leave out make
different events that say the same thing: ``stroke`` and ``stroke blue``,
``pass blue gate 1`` and ``pass blue gate 1 out`` are all reports the
referee accepts when the blue soldier may leave castle 1.

>>> parse_event("pass blue gate 1 out", 4)
Pass(ball=Ball(player=1, kind='soldier'), hoop='gate', castle=1, direction='out', verb='pass')
>>> parse_event("struck yellow by red", 4) == Touch(Ball(4, "soldier"), Ball(3, "sentinel"))
True
>>> format_event(parse_event("Flag Синий 2", 4), 4)
'flag blue 2'
>>> len(all_events(4)), len(all_events(5))
(307, 473)
"""

from __future__ import annotations

import functools
from typing import Any, Literal, NamedTuple, Union

from wordgames.errors import InputFormatError
from wordgames.games.castle_croquet.pieces import (
    DOOR, GATE, Ball, Castle, Direction, HoopKind, balls, colour, parse_ball, parse_castle,
)

HOOPS: tuple[HoopKind, ...] = (GATE, DOOR)
DIRECTIONS: tuple[Direction | None, ...] = (None, "in", "out")
"""A hoop's direction as reported: not said, ``in`` or ``out``."""

MAX_EVENT = 200
"""The longest event line read (a log line, a session's action, a program's answer)."""


class Stroke(NamedTuple):
    """The ball in turn is struck with the mallet; ``ball``, if given, must be that ball."""

    ball: Ball | None = None
    verb: Literal["stroke"] = "stroke"


class Croquet(NamedTuple):
    """The ball in turn is driven by striking ``using`` into it (rule V)."""

    using: Ball
    verb: Literal["croquet"] = "croquet"


class Pass(NamedTuple):
    """``ball`` went through the ``hoop`` of ``castle``, ``direction`` if said."""

    ball: Ball
    hoop: HoopKind
    castle: Castle
    direction: Direction | None = None
    verb: Literal["pass"] = "pass"


class Flag(NamedTuple):
    """``ball`` touched the flag of ``castle``."""

    ball: Ball
    castle: Castle
    verb: Literal["flag"] = "flag"


class Touch(NamedTuple):
    """Moving ``mover`` touched ``other``."""

    mover: Ball
    other: Ball
    verb: Literal["touch"] = "touch"


class End(NamedTuple):
    """The balls are at rest: the stroke is over."""

    verb: Literal["end"] = "end"


class Decline(NamedTuple):
    """The player gives up the strokes he may still take this turn."""

    verb: Literal["decline"] = "decline"


Event = Union[Stroke, Croquet, Pass, Flag, Touch, End, Decline]
KINDS = (Stroke, Croquet, Pass, Flag, Touch, End, Decline)
END, DECLINE = End(), Decline()

SYNTAX = ("stroke [BALL] | croquet BALL | pass BALL gate|door CASTLE [in|out] | flag BALL CASTLE | "
          "touch BALL OTHER | struck BALL by OTHER | end | decline")


ARITY: dict[str, tuple[int, ...]] = {"stroke": (0, 1), "croquet": (1,), "use": (1,), "pass": (3, 4), "flag": (2,),
                                     "touch": (2,), "hit": (2,), "struck": (3,), "end": (0,), "decline": (0,)}
"""How many words follow each verb (``use`` = ``croquet``, ``hit`` = ``touch``)."""


def parse_event(text: str, players: int) -> Event:
    """Return the event written on one line of a log (see the module docstring)."""
    if len(text) > MAX_EVENT:
        raise InputFormatError(f"an event is at most {MAX_EVENT} characters, not {len(text)}")
    words = text.split()
    if not words:
        raise InputFormatError("empty event")
    verb, args = words[0].lower(), words[1:]
    arity = ARITY.get(verb)
    if arity is None:
        raise InputFormatError(f"unknown event {words[0]!r} (events: {SYNTAX})")
    if len(args) not in arity:
        raise InputFormatError(f"{verb!r} takes {' or '.join(map(str, arity))} words, not {len(args)}: "
                               f"{text.strip()!r} (events: {SYNTAX})")
    if verb == "pass":
        hoop = args[1].lower()
        if hoop not in HOOPS:
            raise InputFormatError(f"a hoop is 'gate' or 'door', not {args[1]!r}")
        direction = args[3].lower() if len(args) == 4 else None
        if direction not in DIRECTIONS:
            raise InputFormatError(f"a direction is 'in' or 'out', not {args[3]!r}")
        return Pass(parse_ball(args[0], players), hoop, parse_castle(args[2], players), direction)
    if verb == "stroke":
        return Stroke(parse_ball(args[0], players) if args else None)
    if verb == "croquet" or verb == "use":
        return Croquet(parse_ball(args[0], players))
    if verb == "flag":
        return Flag(parse_ball(args[0], players), parse_castle(args[1], players))
    if verb == "touch" or verb == "hit":
        return Touch(parse_ball(args[0], players), parse_ball(args[1], players))
    if verb == "struck":
        if args[1].lower() != "by":
            raise InputFormatError(f"write 'struck BALL by OTHER', not {text.strip()!r}")
        return Touch(parse_ball(args[2], players), parse_ball(args[0], players))
    return END if verb == "end" else DECLINE


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


def as_event(value: Any, players: int) -> Event | None:
    """Return ``value`` as an event of a game of ``players`` (real balls, castles, hoops), or None.

    Every event of a game of this size is known (:func:`all_events`), so this
    is a look-up; a plain tuple equal to an event (its balls as pairs) is that
    event, as ``==`` and ``in`` already say.

    >>> as_event(((1, "soldier"), (2, "soldier"), "touch"), 4) == Touch(Ball(1, "soldier"), Ball(2, "soldier"))
    True
    >>> as_event(Flag(Ball(1, "soldier"), 5), 4), as_event(["stroke"], 4), as_event(Flag(Ball(1, "soldier"), 5), 5)
    (None, None, Flag(ball=Ball(player=1, kind='soldier'), castle=5, verb='flag'))
    """
    try:
        return repertoire(players).canonical.get(value)
    except TypeError:                      # unhashable: a list, a dict... never an event
        return None


class Repertoire(NamedTuple):
    """Every event of a game of one size, grouped as the move generator takes them (made once per size)."""

    everything: tuple[Event, ...]
    canonical: dict[Event, Event]                           # every event (or a tuple equal to it) -> the event
    strokes: dict[Ball, tuple[Stroke, Stroke]]              # ball in turn -> "stroke", "stroke BALL"
    croquets: dict[Ball, Croquet]
    doors: dict[Ball, tuple[Pass, ...]]                     # every door, every direction
    gates: dict[tuple[Ball, Castle, Direction | None], tuple[Pass, ...]]   # (ball, castle, the only way) -> passes
    flags: dict[Ball, tuple[Flag, ...]]
    touches: dict[Ball, tuple[Touch, ...]]                  # the ball touching every other ball


@functools.lru_cache(maxsize=None)
def repertoire(players: int) -> Repertoire:
    """Return every event of a game of ``players``, grouped (see :class:`Repertoire`)."""
    castles = range(1, players + 1)
    every = balls(players)
    gates: dict[tuple[Ball, Castle, Direction | None], tuple[Pass, ...]] = {}
    for b in every:
        for c in castles:
            none, inward, outward = (Pass(b, GATE, c, d) for d in DIRECTIONS)
            gates[b, c, None] = (none, inward, outward)
            gates[b, c, "in"] = (none, inward)
            gates[b, c, "out"] = (none, outward)
    strokes = {b: (Stroke(), Stroke(b)) for b in every}
    everything = (Stroke(), *(Stroke(b) for b in every), *(Croquet(b) for b in every),
                  *(Pass(b, h, c, d) for b in every for h in HOOPS for c in castles for d in DIRECTIONS),
                  *(Flag(b, c) for b in every for c in castles),
                  *(Touch(b, o) for b in every for o in every), END, DECLINE)
    return Repertoire(
        everything=everything, canonical={e: e for e in everything}, strokes=strokes,
        croquets={b: Croquet(b) for b in every},
        doors={b: tuple(Pass(b, DOOR, c, d) for c in castles for d in DIRECTIONS) for b in every},
        gates=gates, flags={b: tuple(Flag(b, c) for c in castles) for b in every},
        touches={b: tuple(Touch(b, o) for o in every if o != b) for b in every})


def all_events(players: int) -> tuple[Event, ...]:
    """Return every event that can be written in a game of ``players`` (legal or not)."""
    return repertoire(players).everything
