"""A game of Castle Croquet read back: a text log written on the lawn, or a session saved at the table.

A text log is the number of players, then one reported event per line::

    # a game on the lawn, 12 June
    players 4
    stroke
    pass blue gate 1 out
    end

Blank lines and ``#`` comments are skipped.  Every line is read by the
game's notation (:meth:`CastlePresenter.parse_action <.presenter.CastlePresenter.parse_action>`) and judged by the rules
(:meth:`CastleState.apply`): a line that cannot be read is an
:class:`~wordgames.errors.InputFormatError` (path and line), a report the
rules refuse an :class:`~wordgames.errors.IllegalMoveError` naming the line
and every rule.  A saved session (``play --save``) is replayed the same way,
by the shared session format; :func:`log_text` writes any game as a text log.

>>> r = replay_lines(["players 4", "stroke", "pass blue gate 1 out", "end"])
>>> [render(n, 4) for n in r.steps[-1].notes]
['the blue soldier has another stroke (rule IV: through the gate of castle 1)']
>>> replay_lines(["players 4", "end"], path="g.txt")
Traceback (most recent call last):
...
wordgames.errors.IllegalMoveError: rule II: g.txt:2: no stroke is being played: report 'stroke' first ('end')
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from wordgames.errors import Breach, IllegalMoveError, InputFormatError
from wordgames.files import display_name, parse_json, read_text
from wordgames.games.castle_croquet.about import DESCRIPTOR
from wordgames.games.castle_croquet.effects import announcements
from wordgames.games.castle_croquet.events import Event, format_event, shown_event
from wordgames.games.castle_croquet.game import CastleGame
from wordgames.games.castle_croquet.messages import Note, render
from wordgames.games.castle_croquet.pieces import PLAYER_COUNTS
from wordgames.games.castle_croquet.report import status_lines, whose_stroke
from wordgames.games.castle_croquet.rules import CastleState
from wordgames.i18n import _
from wordgames.table.session import Session, load_game

HEADER = "# Castle Croquet log (wordgames games castle)"
MAX_LOG_BYTES = 4 * 1024 * 1024
"""The largest log or saved game ``replay`` reads (4 MiB: 50 000 events of a log take about 20 bytes each)."""
MAX_EVENTS = DESCRIPTOR.max_actions
"""The most events a log may report (each is replayed through the rules: 50 000 take a few seconds)."""


@dataclass
class Step:
    """One accepted event: its number from 1, its log line (None in a session), the state before, what was said."""

    number: int
    line: int | None
    before: CastleState
    event: Event
    notes: list[Note]


@dataclass
class Replay:
    """A game read back: the game, its final state, every step, the players' names (a session's seats)."""

    game: CastleGame
    state: CastleState
    steps: list[Step] = field(default_factory=list)
    names: list[str] | None = None

    @property
    def events(self) -> list[Event]:
        """Return every accepted event, in order."""
        return [s.event for s in self.steps]


def parse_players(text: str, path: str | None, line: int) -> int:
    """Return N from a ``players N`` line."""
    words = text.split()
    if len(words) != 2 or words[0].lower() != "players" or not (words[1].isascii() and words[1].isdigit()
                                                                 and len(words[1]) < 4):
        raise InputFormatError(_("a log starts with 'players 4' or 'players 5', not {text!r}").format(
            text=text.strip()), path=path, line=line)
    n = int(words[1])
    if n not in PLAYER_COUNTS:
        raise InputFormatError(_("castle croquet is played by 4 or 5 players, not {n}").format(n=n), path=path, line=line)
    return n


def replay_lines(lines: Iterable[str], path: str | None = None) -> Replay:
    """Return the game a text log's lines lead to, refusing the first line that is malformed or illegal."""
    result: Replay | None = None
    for number, raw in enumerate(lines, 1):
        text = raw.split("#", 1)[0].strip()
        if not text:
            continue
        if result is None:
            game = CastleGame({}, parse_players(text, path, number))
            result, shown = Replay(game, game.new_initial_state()), game.presenter()
            continue
        if len(result.steps) >= MAX_EVENTS:
            raise InputFormatError(_("a log reports at most {most} events").format(most=MAX_EVENTS),
                                   path=path, line=number)
        before = result.state
        try:
            event = shown.parse_action(before, text)
        except InputFormatError as e:
            raise InputFormatError(e.message, path=path, line=number) from None
        try:
            result.state = before.apply(event)
        except IllegalMoveError as e:
            where = f"{path}:{number}" if path else _("line {number}").format(number=number)
            raise IllegalMoveError(breaches=[Breach(b.rule, f"{where}: {b.message}") for b in e.breaches],
                                   move=text) from None
        result.steps.append(Step(len(result.steps) + 1, number, before, event, announcements(before, event)))
    if result is None:
        raise InputFormatError(_("the log is empty: it starts with 'players 4' or 'players 5'"), path=path)
    return result


def replay_session(data: object, path: str | None = None) -> Replay:
    """Return the game of a saved session (its JSON data), every action replayed through the rules."""
    session = Session.from_dict(data, path)
    if session.game != CastleGame.name:
        raise InputFormatError(_("a saved game of {game!r}, not of castle croquet").format(game=session.game), path=path)
    try:
        game, final = load_game(session)
    except InputFormatError as e:
        raise InputFormatError(e.message, path=path) from None
    state, steps = game.new_initial_state(), []
    for number, data in enumerate(session.actions, 1):          # every action was checked by load_game
        event = game.action_from_json(data)
        steps.append(Step(number, None, state, event, announcements(state, event)))
        state = state.apply(event)
    return Replay(game, final, steps, [s.name for s in session.seats])


def replay_text(text: str, path: str | None = None) -> Replay:
    """Return the game written in ``text``: a saved session (JSON) or a text log."""
    if text.lstrip().startswith("{"):
        return replay_session(parse_json(text, path), path)
    return replay_lines(text.splitlines(), path)


def read_game(path: str | os.PathLike) -> Replay:
    """Return the game in the file at ``path`` (``-``: standard input): a text log or a saved session."""
    return replay_text(read_text(path, MAX_LOG_BYTES), display_name(path))


def log_text(players: int, events: Iterable[Event]) -> str:
    """Return the text log of ``events`` (what a person would have written on the lawn)."""
    return "\n".join([HEADER, f"players {players}", *(format_event(e, players) for e in events)]) + "\n"


def account(replay: Replay) -> list[str]:
    """Return the referee's account of a game read back: every event with what was said about it."""
    n, names = replay.state.players, replay.names
    lines = []
    for s in replay.steps:
        lines.append(f"{s.line if s.line is not None else s.number:>4}  {shown_event(s.event, n)}")
        lines += [f"        {render(note, n, names)}" for note in s.notes]
    return lines


def replay_dict(replay: Replay) -> dict:
    """Return a game read back as JSON data: players, winner, the final state and status, every step."""
    n, names = replay.state.players, replay.names
    return {"players": n, "names": names, "winner": replay.state.winner,
            "state": replay.state.to_dict(), "status": status_lines(replay.state, names),
            "steps": [{"number": s.number, "line": s.line, "event": format_event(s.event, n),
                       "notes": [render(note, n, names) for note in s.notes],
                       "codes": [note.key for note in s.notes]} for s in replay.steps]}


def summary(replay: Replay, names: Sequence[str] | None = None) -> list[str]:
    """Return where everyone stands at the end of a game read back, and whose stroke it is."""
    names = names if names is not None else replay.names
    return [*status_lines(replay.state, names), whose_stroke(replay.state, names)]
