"""The pieces of Carroll's Castle Croquet: players, castles, balls, hoops, and their colours.

Each player ``1 … N`` (N = 4 or 5, numbered clockwise, rule II) owns castle
``N``, a soldier and a sentinel.  A castle is two hoops and a flag on one
ray from the centre: the *gate* (across the ray, the only way in or out),
the *door* (along the ray) and the flag.  Balls are named by colour, as in
the text's note; the flag of a castle has its soldier's colour, so a castle
may be named by its number or by that colour.

>>> blue = parse_ball("blue", 4)
>>> blue, name(blue, 4)
(Ball(player=1, kind='soldier'), 'blue soldier')
>>> parse_ball("Розовый", 4), parse_ball("green", 5), parse_ball("green", 4)
(Ball(player=4, kind='sentinel'), Ball(player=4, kind='soldier'), Ball(player=1, kind='sentinel'))
>>> parse_castle("3", 4), parse_castle("red", 4)
(3, 4)
"""

from __future__ import annotations

import functools
from typing import Literal, NamedTuple

from wordgames.errors import InputFormatError

Player = int
"""A player's number, 1 … N, clockwise; also the number of his castle."""

Castle = int
"""A castle's number: that of its owner."""

Kind = Literal["soldier", "sentinel"]
SOLDIER: Kind = "soldier"
SENTINEL: Kind = "sentinel"
KINDS_OF_BALL: tuple[Kind, ...] = (SOLDIER, SENTINEL)

HoopKind = Literal["gate", "door"]
GATE: HoopKind = "gate"
DOOR: HoopKind = "door"

Direction = Literal["in", "out"]
"""Through a gate, ``in`` enters the castle and ``out`` leaves it; through a door,
``in`` is towards the flag and ``out`` towards the gate."""

PLAYER_COUNTS = (4, 5)

COLOURS: dict[int, tuple[tuple[str, str], ...]] = {
    4: (("blue", "green"), ("black", "brown"), ("orange", "yellow"), ("red", "pink")),
    5: (("blue", "light-blue"), ("black", "brown"), ("orange", "yellow"),
        ("green", "light-green"), ("red", "pink")),
}
"""(soldier, sentinel) colours per player, in the order the text's note lists them."""

RUSSIAN: dict[str, str] = {
    "синий": "blue", "чёрный": "black", "черный": "black", "оранжевый": "orange",
    "красный": "red", "зелёный": "green", "зеленый": "green", "коричневый": "brown",
    "жёлтый": "yellow", "желтый": "yellow", "розовый": "pink", "голубой": "light-blue",
    "светло-зелёный": "light-green", "светло-зеленый": "light-green",
    "lightblue": "light-blue", "lightgreen": "light-green",
}
"""The text's Russian colour names (and spellings without hyphens) mapped to ours."""


class Ball(NamedTuple):
    """A ball: its owner and whether it is his soldier or his sentinel."""

    player: Player
    kind: Kind


def colour(ball: Ball, players: int) -> str:
    """Return the colour of ``ball`` in a game of ``players``."""
    soldier, sentinel = COLOURS[players][ball.player - 1]
    return soldier if ball.kind == SOLDIER else sentinel


def name(ball: Ball, players: int) -> str:
    """Return how the referee calls ``ball``: ``blue soldier``, ``pink sentinel``."""
    return f"{colour(ball, players)} {ball.kind}"


def balls(players: int) -> list[Ball]:
    """Return every ball: the soldiers, then the sentinels."""
    return list(_balls(players))


@functools.lru_cache(maxsize=None)
def _balls(players: int) -> tuple[Ball, ...]:
    return tuple(Ball(p, k) for k in (SOLDIER, SENTINEL) for p in range(1, players + 1))


@functools.lru_cache(maxsize=None)
def _by_colour(players: int) -> dict[str, Ball]:
    return {colour(b, players): b for b in _balls(players)}


def parse_ball(text: str, players: int) -> Ball:
    """Return the ball named by its colour (English or the text's Russian)."""
    word = text.strip().lower()
    found = _by_colour(players).get(RUSSIAN.get(word, word))
    if found is None:
        known = ", ".join(_by_colour(players))
        raise InputFormatError(f"no ball is {text!r} in a game of {players} (balls: {known})")
    return found


def parse_castle(text: str, players: int) -> Castle:
    """Return the castle named by its number or by its flag's (= its soldier's) colour."""
    t = text.strip()
    if t.isascii() and t.isdigit() and 1 <= int(t) <= players:
        return int(t)
    word = RUSSIAN.get(t.lower(), t.lower())
    for p, (soldier, _) in enumerate(COLOURS[players], 1):
        if soldier == word:
            return p
    raise InputFormatError(f"no castle {text!r}: castles are 1-{players} or their flags' colours "
                           f"({', '.join(s for s, _ in COLOURS[players])})")


def invasion_order(player: Player, players: int) -> list[Castle]:
    """Return the castles ``player``'s soldier must invade, in order (rule II).

    >>> invasion_order(3, 4), invasion_order(1, 5)
    ([4, 1, 2], [2, 3, 4, 5])
    """
    return [(player + i - 1) % players + 1 for i in range(1, players)]
