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
    DOOR, GATE, RUSSIAN_COLOURS, Ball, Castle, Direction, HoopKind, balls, colour, parse_ball, parse_castle,
)
from wordgames.i18n import N_, _, language

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

SYNTAX = N_("stroke [BALL] | croquet BALL | pass BALL gate|door CASTLE [in|out] | flag BALL CASTLE | "
             "touch BALL OTHER | struck BALL by OTHER | end | decline")
"""The events (their Russian translation lists the Russian words of :data:`RUSSIAN_WORDS`)."""

RUSSIAN_WORDS: dict[str, str] = {
    "удар": "stroke", "уд": "stroke",
    "крокет": "croquet", "крокировка": "croquet", "крок": "croquet",
    "проход": "pass", "пр": "pass",
    "флажок": "flag", "флаг": "flag", "фл": "flag",
    "касание": "touch", "кас": "touch",
    "конец": "end", "кон": "end",
    "отказ": "decline", "отк": "decline",
    "ворота": "gate", "вор": "gate", "дверь": "door", "двери": "door", "дв": "door",
    "внутрь": "in", "вн": "in", "наружу": "out", "нар": "out",
}
"""The Russian words of an event (full and short) and the English word each stands for."""

RUSSIAN_VERBS = {"stroke": "удар", "croquet": "крокет", "pass": "проход", "flag": "флажок", "touch": "касание",
                 "end": "конец", "decline": "отказ", "gate": "ворота", "door": "дверь", "in": "внутрь",
                 "out": "наружу"}
"""How an event is written in Russian (the full words of :data:`RUSSIAN_WORDS`)."""


def syntax() -> str:
    """Return the events' syntax in the interface's language."""
    return _(SYNTAX)


def english_word(word: str) -> str:
    """Return the English word of an event's Russian word (others as they are); refuse a lone letter.

    >>> english_word("Проход"), english_word("нар"), english_word("blue")
    ('pass', 'out', 'blue')
    """
    lower = word.lower()
    if lower in RUSSIAN_WORDS:
        return RUSSIAN_WORDS[lower]
    if len(lower) == 1 and "а" <= lower <= "я":
        fits = sorted({w for w in RUSSIAN_VERBS.values() if w.startswith(lower)})
        if len(fits) == 1:
            raise InputFormatError(_("a lone {text!r} is not read as {word}: write the word").format(
                text=word, word=f"«{fits[0]}»"))
        if fits:
            raise InputFormatError(_("a lone {text!r} could be {words}: write the word").format(
                text=word, words=", ".join(f"«{w}»" for w in fits)))
    return lower


ARITY: dict[str, tuple[int, ...]] = {"stroke": (0, 1), "croquet": (1,), "use": (1,), "pass": (3, 4), "flag": (2,),
                                     "touch": (2,), "hit": (2,), "struck": (3,), "end": (0,), "decline": (0,)}
"""How many words follow each verb (``use`` = ``croquet``, ``hit`` = ``touch``)."""


def parse_event(text: str, players: int) -> Event:
    """Return the event written on one line of a log (see the module docstring)."""
    if len(text) > MAX_EVENT:
        raise InputFormatError(_("an event is at most {limit} characters, not {n}").format(limit=MAX_EVENT, n=len(text)))
    words = text.split()
    if not words:
        raise InputFormatError(_("empty event"))
    verb, args = english_word(words[0]), words[1:]
    arity = ARITY.get(verb)
    if arity is None:
        raise InputFormatError(_("unknown event {word!r} (events: {syntax})").format(word=words[0], syntax=syntax()))
    if len(args) not in arity:
        raise InputFormatError(_("{verb!r} takes {counts} words, not {n}: {text!r} (events: {syntax})").format(
            verb=words[0].lower(), counts=_(" or ").join(map(str, arity)), n=len(args), text=text.strip(),
            syntax=syntax()))
    if verb == "pass":
        hoop = english_word(args[1])
        if hoop not in HOOPS:
            raise InputFormatError(_("a hoop is 'gate' or 'door', not {word!r}").format(word=args[1]))
        direction = english_word(args[3]) if len(args) == 4 else None
        if direction not in DIRECTIONS:
            raise InputFormatError(_("a direction is 'in' or 'out', not {word!r}").format(word=args[3]))
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
            raise InputFormatError(_("write 'struck BALL by OTHER', not {text!r}").format(text=text.strip()))
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


def shown_event(event: Event, players: int) -> str:
    """Return ``event`` as a person reads it: the log line, or in Russian words (read back as well).

    >>> from wordgames.i18n import set_language
    >>> set_language("ru"); shown_event(Pass(Ball(1, "soldier"), "gate", 1, "out"), 4); set_language("en")
    'проход синий ворота 1 наружу'
    """
    line = format_event(event, players)
    if language() != "ru":
        return line
    words = line.split()
    colours = {colour(b, players): RUSSIAN_COLOURS[colour(b, players)] for b in balls(players)}
    return " ".join(RUSSIAN_VERBS.get(w, colours.get(w, w)) for w in words)


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
