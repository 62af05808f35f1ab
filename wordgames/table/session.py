"""A game as JSON: the rules, the seats, the seed and every action taken — the one session format.

::

    {"format": "wordgames-session", "version": 1, "game": "croquet",
     "rules": {"gates": "10-90"}, "settings": {},
     "seats": [{"name": "Оля", "kind": "human"}, {"name": "perfect", "kind": "bot", "bot": "perfect"}],
     "seed": 5, "actions": [4, 2, 9], "undo": true, "finished": false, "returns": null}

``actions`` holds every action in the order taken, chance outcomes
included, each as the game writes it (:meth:`~wordgames.game.Game.action_to_json`);
``undo`` is false when the table agreed that no move is taken back (``play --no-undo``;
absent: true).  ``settings`` never names a place on disk: a setting that does (Yam's
``cache_dir``, a person's ``--cache-dir``) is not saved, and one found in a file is
ignored with a :class:`SettingNote` — a received file chooses no folder to write in.
Loading a session replays them through the rules, so a tampered or
truncated file is refused at the first action that cannot be read or is not
legal, with its index; nothing is half-loaded.  :meth:`Session.save` writes
atomically: a reader sees the old file or the new one.

>>> from wordgames.registry import info
>>> from wordgames.table.seats import parse_seats
>>> game = info("croquet").load()
>>> s = Session.start(game, parse_seats("Оля,perfect", ("perfect",)), seed=5)
>>> s.actions += [4, 2]
>>> Session.from_dict(s.to_dict()).replay(game).numbers
(4, 2)
>>> bad = s.to_dict() | {"actions": [4, 13]}
>>> Session.from_dict(bad).replay(game)
Traceback (most recent call last):
...
wordgames.errors.InputFormatError: actions[1]: rule 1: the first number must be 1 to 8 ('13')
"""

from __future__ import annotations

import json
import os
import warnings
from dataclasses import dataclass, field
from typing import Any

from wordgames.atomic import atomic_write_text
from wordgames.descriptor import BOTS
from wordgames.errors import IllegalMoveError, InputFormatError, WordgamesError
from wordgames.files import display_name, parse_json, read_text
from wordgames.i18n import _
from wordgames.registry import GAMES, info
from wordgames.table.seats import MAX_SEATS, SeatSpec

FORMAT = "wordgames-session"
VERSION = 1
MAX_ACTIONS = 50_000
"""The most actions any saved game holds, checked before anything is replayed (each game's own limit,
:attr:`~wordgames.game.Game.max_actions`, is checked next: 10 000, castle croquet's 50 000)."""
MAX_SESSION_BYTES = 8 * 1024 * 1024


class SettingNote(UserWarning):
    """A saved game's setting was ignored (one that would choose a place on disk)."""


def path_settings(game: Any) -> frozenset[str]:
    """Return the names of ``game``'s settings that name a place on disk (never saved, never taken from a file).

    >>> sorted(path_settings("yam")), sorted(path_settings("croquet"))
    (['cache_dir'], [])
    """
    entry = GAMES.get(game) if isinstance(game, str) else None
    return frozenset(o.name for o in entry.options if o.path) if entry is not None else frozenset()


@dataclass
class Session:
    """One game as it is saved: enough to replay it exactly, and to go on from where it stopped."""

    game: str
    rules: dict[str, Any]
    seats: list[SeatSpec]
    seed: int
    actions: list[Any] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    finished: bool = False
    returns: list[float] | None = None
    result: dict[str, Any] | None = None
    undo: bool = True

    @classmethod
    def start(cls, game, seats: list[SeatSpec], seed: int, settings: dict[str, Any] | None = None) -> "Session":
        """Return a new session of ``game`` (a :class:`~wordgames.game.Game`) for these seats."""
        return cls(game.name, game.rules_dict(), list(seats), seed, [], dict(settings or {}))

    def replay(self, game, upto: int | None = None):
        """Return the state the actions lead to (the first ``upto`` of them), every one checked by the rules."""
        return self.replay_counting(game, upto)[0]

    def replay_counting(self, game, upto: int | None = None):
        """Return (the state the actions lead to, how many of them were chance outcomes)."""
        state, chances = game.new_initial_state(), 0
        for i, data in enumerate(self.actions[:upto]):
            chances += state.is_chance_node()
            try:
                action = game.action_from_json(data)
                state = state.apply(action)
            except IllegalMoveError as e:
                raise InputFormatError(f"actions[{i}]: {game.presenter().refusal(state, action, e)}") from None
            except InputFormatError as e:
                raise InputFormatError(f"actions[{i}]: {e.message}") from None
        return state, chances

    def record(self, game, action, state) -> None:
        """Add ``action`` (just applied, leading to ``state``); note the end when ``state`` is terminal."""
        self.actions.append(game.action_to_json(action))
        if state.is_terminal():
            self.finished = True
            self.returns = list(state.returns())
            self.result = dict(game.outcome(state).details) or None

    def truncate(self, count: int, game) -> None:
        """Keep only the first ``count`` actions (a move taken back)."""
        del self.actions[count:]
        self.finished, self.returns, self.result = False, None, None

    def to_dict(self) -> dict[str, Any]:
        """Return the session as JSON data."""
        paths = path_settings(self.game)
        return {"format": FORMAT, "version": VERSION, "game": self.game, "rules": self.rules,
                "settings": {k: v for k, v in self.settings.items() if k not in paths}, "seats": [s.to_dict() for s in self.seats], "seed": self.seed,
                "actions": self.actions, "undo": self.undo, "finished": self.finished, "returns": self.returns,
                "result": self.result}

    @classmethod
    def from_dict(cls, data: Any, name: str | None = None) -> "Session":
        """Return the session of :meth:`to_dict`'s data; raise InputFormatError naming the field that is wrong."""
        def bad(message: str) -> InputFormatError:
            return InputFormatError(message, path=name)

        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise bad(_("not a saved game (no \"format\": \"{format}\"; write one with play --save)").format(format=FORMAT))
        if data.get("version") != VERSION:
            raise bad(_("version: this wordgames reads saved games of version {version}, not {given!r}").format(
                version=VERSION, given=data.get("version")))
        game, rules, settings = data.get("game"), data.get("rules"), data.get("settings", {})
        seats, seed, actions = data.get("seats"), data.get("seed"), data.get("actions")
        if not isinstance(game, str):
            raise bad(_("game: the game's name (a string)"))
        if not isinstance(rules, dict):
            raise bad(_("rules: expected an object"))
        if not isinstance(settings, dict):
            raise bad(_("settings: expected an object"))
        for key in sorted(path_settings(game) & settings.keys()):
            warnings.warn(_("{file}: settings.{name} is ignored: a saved game does not choose where files are "
                            "written").format(file=name or _("the saved game"), name=key), SettingNote, stacklevel=2)
            settings = {k: v for k, v in settings.items() if k != key}
        if not isinstance(seats, list) or not 0 < len(seats) <= MAX_SEATS:
            raise bad(_("seats: a list of 1 to {most} seats").format(most=MAX_SEATS))
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise bad(_("seed: a whole number from 0 to 2**63 - 1"))
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
            raise bad(_("actions: a list of at most {most} actions").format(most=MAX_ACTIONS))
        try:
            parsed = [SeatSpec.from_dict(s, f"seats[{i}]") for i, s in enumerate(seats)]
        except InputFormatError as e:
            raise bad(e.message) from None
        undo = data.get("undo", True)
        if not isinstance(undo, bool):
            raise bad(_("undo: true or false"))
        returns = data.get("returns")
        if returns is not None and not (isinstance(returns, list)
                                        and all(isinstance(r, (int, float)) for r in returns)):
            raise bad(_("returns: a list of numbers, or null"))
        return cls(game, rules, parsed, seed, list(actions), settings, bool(data.get("finished")),
                   returns, data.get("result") if isinstance(data.get("result"), dict) else None, undo)

    def save(self, path: str | os.PathLike) -> None:
        """Write the session to ``path`` atomically."""
        atomic_write_text(path, self.text())

    def text(self) -> str:
        """Return the session as the JSON text :meth:`save` writes: a field a line, the actions on one line.

        The actions are written without indentation (by the decoder's fast path): the file is rewritten
        after every move, and a long game's actions one a line cost a tenth of a second a move.

        >>> from wordgames.registry import info
        >>> s = Session.start(info("croquet").load(), [], seed=5)
        >>> s.actions += [4, [2, 3]]
        >>> [line for line in s.text().splitlines() if "actions" in line], json.loads(s.text()) == s.to_dict()
        ([' "actions": [4, [2, 3]],'], True)
        """
        fields = [f" {json.dumps(key)}: " + (json.dumps(value, ensure_ascii=False) if key == "actions" else
                                             json.dumps(value, ensure_ascii=False, indent=1).replace("\n", "\n "))
                  for key, value in self.to_dict().items()]
        return "{\n" + ",\n".join(fields) + "\n}\n"

    @classmethod
    def load(cls, path: str | os.PathLike) -> "Session":
        """Return the session saved at ``path`` (``-``: standard input), its fields checked (not yet replayed)."""
        name = display_name(path)
        return cls.from_dict(parse_json(read_text(path, MAX_SESSION_BYTES), name), name)


def load_game(session: Session, lexicon=None):
    """Return (game, state) of a loaded session: its game with its rules, the actions replayed."""
    try:
        entry = info(session.game)
    except WordgamesError as e:
        raise InputFormatError(f"game: {e}") from None
    for option in entry.options:     # the bots' settings a session keeps are checked like its rules
        fault = option.fault(session.settings[option.name]) if (option.scope == BOTS
                                                                 and option.name in session.settings) else None
        if fault:
            raise InputFormatError(f"settings: {fault}")
    try:
        game = entry.load(session.rules, len(session.seats), lexicon, saved=True)
    except InputFormatError as e:
        raise InputFormatError(f"rules: {e.message}") from None
    except WordgamesError as e:
        raise InputFormatError(f"rules: {e}") from None
    most = getattr(game, "max_actions", MAX_ACTIONS)    # replayed in seconds (docs/limits.md)
    if len(session.actions) > most:
        raise InputFormatError(_("actions: a saved game of {game} holds at most {most} actions, not {n}").format(
            game=session.game, most=most, n=len(session.actions)))
    return game, session.replay(game)
