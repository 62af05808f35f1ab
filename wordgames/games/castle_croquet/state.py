"""What the referee of Castle Croquet remembers of each ball and of the turn, and how it is written as JSON.

"Inside a castle" is a status, not a place on the lawn: a ball enters or leaves
a castle only by going through its gate (note to rule II), so a sentinel that
never went out through its gate is *on duty* wherever it rolls.  The whole
position, with the rules that change it, is
:class:`~wordgames.games.castle_croquet.rules.CastleState`.

>>> Soldier(inside=1), Turn(Ball(1, "soldier")).strokes
(Soldier(inside=1, invaded=0, door=False, flag=False, home=False, prisoner=None, freed=False), 0)
>>> turn_from_dict(turn_to_dict(Turn(Ball(2, "sentinel"), open="stroke", strokes=1)), 4).open
'stroke'
>>> soldier_from_dict({"inside": 7}, 4, "soldiers[0]")
Traceback (most recent call last):
...
wordgames.errors.InputFormatError: soldiers[0].inside: a castle 1 to 4, or null, not 7
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from wordgames.errors import InputFormatError
from wordgames.i18n import _
from wordgames.games.castle_croquet.messages import Note
from wordgames.games.castle_croquet.pieces import Ball, Castle, KINDS_OF_BALL, invasion_order

STROKE, CROQUET = "stroke", "croquet"
"""The kinds of an open stroke: with the mallet, or with another ball (rule V)."""

REASONS: dict[str, tuple[str, ...]] = {
    "through-gate": ("castle",), "through-door": ("castle",), "touched-flag": ("castle",),
    "first-since-freed": (), "sentinel-left": (), "sentinel-returned": (), "took-prisoner": ("soldier",),
}
"""Why a stroke earns another (rule IV): the note's key and its fields."""


@dataclass(frozen=True)
class Soldier:
    """A soldier's state; ``inside`` is the castle it entered by the gate (``None``: on the open lawn)."""

    inside: Castle | None
    invaded: int = 0              # castles of its round invaded so far
    door: bool = False            # this visit: went through the door of the castle it is in
    flag: bool = False            # this visit: touched the flag of the castle it is in
    home: bool = False            # touched its own flag after every invasion
    prisoner: Castle | None = None  # the castle behind whose flag it sits (rule III)
    freed: bool = False           # released and has not made a stroke since (rule III)


@dataclass(frozen=True)
class Sentinel:
    """A sentinel's state: on duty until it goes out through its own gate."""

    on_duty: bool = True


@dataclass(frozen=True)
class Turn:
    """The ball whose turn it is, and what its strokes so far allow."""

    ball: Ball
    open: str | None = None          # None between strokes; STROKE or CROQUET while one is played
    hammer: Ball | None = None       # the ball used in a croquet stroke (rule V)
    strokes: int = 0                 # strokes played this turn
    earned: tuple[Note, ...] = ()    # why the open stroke earns another (rule IV)
    roquets: tuple[Ball, ...] = ()   # usable balls the ball in turn touched in the open stroke (rule V)
    owed: bool = False               # an ordinary stroke is still to come (rule IV)
    options: tuple[Ball, ...] = ()   # balls it may strike itself with next (rule V)
    used: tuple[Ball, ...] = ()      # balls used this turn since the last rule IV stroke
    gate_before: bool = False        # a sentinel in turn went through its gate in the previous stroke
    gate_now: bool = False           # ... in the open stroke
    captured: bool = False           # the ball in turn was taken prisoner in the open stroke


SOLDIER_FIELDS = frozenset(f.name for f in dataclasses.fields(Soldier))
TURN_FIELDS = frozenset(f.name for f in dataclasses.fields(Turn))


def target_of(players: int, player: int, invaded: int) -> Castle | None:
    """Return the castle a soldier must invade next after ``invaded`` invasions, or ``None`` (go home).

    >>> target_of(4, 3, 0), target_of(4, 3, 2), target_of(4, 3, 3)
    (4, 2, None)
    """
    order = invasion_order(player, players)
    return order[invaded] if invaded < len(order) else None


# -- JSON ---------------------------------------------------------------------------------------


def ball_to_json(ball: Ball | None) -> list | None:
    """Return a ball as ``[player, kind]`` (``None`` stays ``None``)."""
    return None if ball is None else [ball.player, ball.kind]


def ball_from_json(data: Any, players: int, where: str, optional: bool = False) -> Ball | None:
    """Return the ball written ``[player, kind]``; raise InputFormatError naming ``where`` if it is not one."""
    if data is None and optional:
        return None
    if (not isinstance(data, list) or len(data) != 2 or not _whole(data[0]) or not 1 <= data[0] <= players
            or data[1] not in KINDS_OF_BALL):
        text = (_("{where}: a ball [player 1 to {players}, \"soldier\" or \"sentinel\"], or null, not {data!r}")
                if optional else _("{where}: a ball [player 1 to {players}, \"soldier\" or \"sentinel\"], not {data!r}"))
        raise InputFormatError(text.format(where=where, players=players, data=data))
    return Ball(data[0], data[1])


def balls_from_json(data: Any, players: int, where: str) -> tuple[Ball, ...]:
    """Return a list of balls."""
    if not isinstance(data, list) or len(data) > 2 * players:
        raise InputFormatError(_("{where}: a list of at most {n} balls, not {data!r:.80}").format(
            where=where, n=2 * players, data=data))
    return tuple(ball_from_json(b, players, f"{where}[{i}]") for i, b in enumerate(data))


def soldier_to_dict(soldier: Soldier) -> dict[str, Any]:
    """Return a soldier as JSON data (its fields)."""
    return {"inside": soldier.inside, "invaded": soldier.invaded, "door": soldier.door, "flag": soldier.flag,
            "home": soldier.home, "prisoner": soldier.prisoner, "freed": soldier.freed}


def soldier_from_dict(data: Any, players: int, where: str) -> Soldier:
    """Return the soldier :func:`soldier_to_dict` wrote; refuse anything else."""
    if not isinstance(data, dict):
        raise InputFormatError(_("{where}: expected an object, not {kind}").format(where=where, kind=type(data).__name__))
    unknown = sorted(set(data) - SOLDIER_FIELDS)
    if unknown:
        raise InputFormatError(_("{where}: no field {field!r}").format(where=where, field=unknown[0]))
    if "inside" not in data:
        raise InputFormatError(_("{where}: missing").format(where=f"{where}.inside"))
    fields = {}
    for key in ("inside", "prisoner"):
        value = data.get(key)
        if value is not None and not (_whole(value) and 1 <= value <= players):
            raise InputFormatError(_("{where}: a castle 1 to {players}, or null, not {value!r}").format(
                where=f"{where}.{key}", players=players, value=value))
        fields[key] = value
    invaded = data.get("invaded", 0)
    if not _whole(invaded) or not 0 <= invaded <= players - 1:
        raise InputFormatError(_("{where}: 0 to {high}, not {value!r}").format(
            where=f"{where}.invaded", high=players - 1, value=invaded))
    for key in ("door", "flag", "home", "freed"):
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise InputFormatError(_("{where}: true or false, not {value!r}").format(where=f"{where}.{key}", value=value))
        fields[key] = value
    soldier = Soldier(invaded=invaded, **fields)
    if soldier.prisoner is not None and soldier.inside != soldier.prisoner:
        raise InputFormatError(_("{where}: a prisoner is inside the castle that holds it").format(where=where))
    if soldier.home and invaded != players - 1:
        raise InputFormatError(_("{where}: a soldier is home only after {n} invasions").format(where=where, n=players - 1))
    return soldier


def sentinel_from_dict(data: Any, where: str) -> Sentinel:
    """Return the sentinel written as ``{"on_duty": …}``; refuse anything else."""
    if not isinstance(data, dict) or set(data) != {"on_duty"} or not isinstance(data["on_duty"], bool):
        raise InputFormatError(_("{where}: expected {{\"on_duty\": true or false}}, not {data!r}").format(
            where=where, data=data))
    return Sentinel(data["on_duty"])


def reason_to_json(reason: Note) -> dict[str, Any]:
    """Return a reason for an extra stroke as JSON: its key and fields."""
    return {"key": reason.key, **{k: ball_to_json(v) if isinstance(v, Ball) else v for k, v in reason.fields}}


def reason_from_json(data: Any, players: int, where: str) -> Note:
    """Return the reason :func:`reason_to_json` wrote."""
    if not isinstance(data, dict) or data.get("key") not in REASONS:
        raise InputFormatError(_("{where}: a reason for an extra stroke ({reasons}), not {data!r}").format(
            where=where, reasons=", ".join(REASONS), data=data))
    key = data["key"]
    wanted = REASONS[key]
    if set(data) != {"key", *wanted}:
        raise InputFormatError((_("{where}: {key!r} has the fields {fields}") if wanted else
                                _("{where}: {key!r} has no fields")).format(where=where, key=key, fields=", ".join(wanted)))
    fields = []
    for field in wanted:
        value = data[field]
        if field == "castle":
            if not _whole(value) or not 1 <= value <= players:
                raise InputFormatError(_("{where}: a castle 1 to {players}, not {value!r}").format(
                    where=f"{where}.castle", players=players, value=value))
        else:
            value = ball_from_json(value, players, f"{where}.{field}")
        fields.append((field, value))
    return Note(key, tuple(fields))


def turn_to_dict(turn: Turn) -> dict[str, Any]:
    """Return the turn as JSON data."""
    return {"ball": ball_to_json(turn.ball), "open": turn.open, "hammer": ball_to_json(turn.hammer),
            "strokes": turn.strokes, "earned": [reason_to_json(r) for r in turn.earned],
            "roquets": [ball_to_json(b) for b in turn.roquets], "owed": turn.owed,
            "options": [ball_to_json(b) for b in turn.options], "used": [ball_to_json(b) for b in turn.used],
            "gate_before": turn.gate_before, "gate_now": turn.gate_now, "captured": turn.captured}


MAX_STROKES = 10**9


def turn_from_dict(data: Any, players: int, where: str = "turn") -> Turn:
    """Return the turn :func:`turn_to_dict` wrote; raise InputFormatError naming the field that is wrong."""
    if not isinstance(data, dict):
        raise InputFormatError(_("{where}: expected an object, not {kind}").format(where=where, kind=type(data).__name__))
    known = TURN_FIELDS
    if set(data) != known:
        odd = sorted(set(data) ^ known)[0]
        raise InputFormatError((_("{where}: missing") if odd in known else _("{where}: no such field")).format(
            where=f"{where}.{odd}"))
    if data["open"] not in (None, STROKE, CROQUET):
        raise InputFormatError(_("{where}: null, \"stroke\" or \"croquet\", not {value!r}").format(
            where=f"{where}.open", value=data["open"]))
    strokes = data["strokes"]
    if not _whole(strokes) or not 0 <= strokes <= MAX_STROKES:
        raise InputFormatError(_("{where}: a whole number from 0, not {value!r}").format(
            where=f"{where}.strokes", value=strokes))
    if not isinstance(data["earned"], list) or len(data["earned"]) > 4 * players + 3:
        raise InputFormatError(_("{where}: a list of at most {n} reasons, not {data!r:.80}").format(
            where=f"{where}.earned", n=4 * players + 3, data=data["earned"]))
    flags = {}
    for key in ("owed", "gate_before", "gate_now", "captured"):
        if not isinstance(data[key], bool):
            raise InputFormatError(_("{where}: true or false, not {value!r}").format(where=f"{where}.{key}",
                                                                                   value=data[key]))
        flags[key] = data[key]
    turn = Turn(ball=ball_from_json(data["ball"], players, f"{where}.ball"), open=data["open"],
                hammer=ball_from_json(data["hammer"], players, f"{where}.hammer", optional=True),
                strokes=strokes,
                earned=tuple(reason_from_json(r, players, f"{where}.earned[{i}]")
                             for i, r in enumerate(data["earned"])),
                roquets=balls_from_json(data["roquets"], players, f"{where}.roquets"),
                options=balls_from_json(data["options"], players, f"{where}.options"),
                used=balls_from_json(data["used"], players, f"{where}.used"), **flags)
    if turn.open is not None and turn.strokes == 0:
        raise InputFormatError(_("{where}: an open stroke is counted in strokes").format(where=where))
    if (turn.hammer is not None) != (turn.open == CROQUET):
        raise InputFormatError(_("{where}: a ball exactly while a croquet stroke is open").format(where=f"{where}.hammer"))
    return turn


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
