"""Log files of Castle Croquet: the number of players, then one reported event per line.

::

    # a game on the lawn, 12 June
    players 4
    stroke
    pass blue gate 1 out
    end

Blank lines and ``#`` comments are skipped.  :func:`replay` runs a log
through the referee and returns every step with its announcements; a bad
line is an :class:`~wordgames.errors.InputFormatError` (path and line), a
refused event an :class:`~wordgames.errors.IllegalMoveError` naming the line.

>>> r = replay(["players 4", "stroke", "pass blue gate 1 out", "end"])
>>> r.steps[-1].notes
['the blue soldier has another stroke (rule IV: through the gate of castle 1)']
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Iterable

from wordgames.atomic import atomic_write_text
from wordgames.errors import IllegalMoveError, InputFormatError
from wordgames.games.castle_croquet.events import Event, format_event, parse_event
from wordgames.games.castle_croquet.pieces import PLAYER_COUNTS
from wordgames.games.castle_croquet.rules import apply
from wordgames.games.castle_croquet.state import Game

HEADER = "# Castle Croquet log (wordgames games castle)"


@dataclass
class Step:
    """One accepted event: its line in the log, the game before it, the event, what the referee said."""

    line: int
    before: Game
    event: Event
    notes: list[str]


@dataclass
class Replay:
    """A log run through the referee: the final game and every step."""

    game: Game
    steps: list[Step] = field(default_factory=list)


def parse_players(text: str, path: str | None, line: int) -> int:
    """Return N from a ``players N`` line."""
    words = text.split()
    if len(words) != 2 or words[0].lower() != "players" or not words[1].isdigit():
        raise InputFormatError(f"a log starts with 'players 4' or 'players 5', not {text.strip()!r}",
                               path=path, line=line)
    n = int(words[1])
    if n not in PLAYER_COUNTS:
        raise InputFormatError(f"Castle Croquet is for 4 or 5 players, not {n}", path=path, line=line)
    return n


def replay(lines: Iterable[str], path: str | None = None) -> Replay:
    """Return the game a log's lines lead to, refusing the first bad or illegal line."""
    result: Replay | None = None
    for number, raw in enumerate(lines, 1):
        text = raw.split("#", 1)[0].strip()
        if not text:
            continue
        if result is None:
            result = Replay(Game.start(parse_players(text, path, number)))
            continue
        try:
            event = parse_event(text, result.game.players)
        except InputFormatError as e:
            raise InputFormatError(e.message, path=path, line=number) from None
        before = result.game
        try:
            result.game, notes = apply(before, event)
        except IllegalMoveError as e:
            where = f"{path}:{number}" if path else f"line {number}"
            raise IllegalMoveError(f"{where}: {e.message}", rule=e.rule, move=e.move) from None
        result.steps.append(Step(number, before, event, notes))
    if result is None:
        raise InputFormatError("the log is empty: it starts with 'players 4' or 'players 5'", path=path)
    return result


def read_log(path: str | os.PathLike) -> Replay:
    """Return the replay of the log file at ``path``."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise InputFormatError(f"cannot read the log: {e}", path=str(path)) from None
    return replay(lines, str(path))


def log_text(players: int, events: Iterable[Event]) -> str:
    """Return the text of a log of ``events``."""
    return "\n".join([HEADER, f"players {players}", *(format_event(e, players) for e in events)]) + "\n"


def write_log(path: str | os.PathLike, players: int, events: Iterable[Event]) -> None:
    """Save a log atomically."""
    atomic_write_text(path, log_text(players, events))
