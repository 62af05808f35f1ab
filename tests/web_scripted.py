"""Scripted phones for the web table's protocol and fairness tests (Starlette's ``TestClient``, no browser).

A :class:`Phone` is one seat's socket; a thread of its own reads every frame the server sends, so a
test can record them all and wait for the one it needs.  :func:`play_out` plays a table to its end as
people would: whoever the loop asks chooses, with a seeded ``random.Random``, among the legal actions of
the table's current state (the test's oracle side), and sends it written in the game's notation
(``table.shown.format_action``) over its own socket, answering the position index.  Nothing here reads
a page's markup.
"""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Iterator

WAIT = 30.0
"""Seconds any wait of these tests may last before it fails."""


class Phone:
    """One seat's socket, its every frame kept in ``frames`` (decoded JSON, or the raw message)."""

    def __init__(self, client, key: str, language: str = "ru"):
        self.session = client.websocket_connect(f"/ws/{key}?lang={language}")
        self.socket = self.session.__enter__()
        opened = getattr(client, "phones_opened", None)
        if opened is not None:                  # closed by :func:`seated` whatever happens
            opened.append(self)
        self.frames: list = []
        self.closed: int | None = None          # the close code, once the server closed the socket
        self._closed_here = False
        self._new = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    async def _next(self):
        """Return the next message the server sends, or None after a moment without one.

        (The test client's ``receive`` waits for ever; a reader that can stop reads its stream itself, so a
        server that failed leaves no thread waiting and the test fails instead of hanging.)
        """
        import anyio
        with anyio.move_on_after(0.2):
            return await self.socket._send_rx.receive()
        return None

    def _read(self) -> None:
        while True:
            try:
                message = self.socket.portal.call(self._next)
            except Exception:             # the session is torn down
                message = {"type": "websocket.close", "code": -1}
            if message is None:
                if self._closed_here:
                    return
                continue
            with self._new:
                if message["type"] == "websocket.close":
                    self.closed = message.get("code", 1000)
                    self._new.notify_all()
                    return
                text = message.get("text")
                self.frames.append(json.loads(text) if text is not None else message)
                self._new.notify_all()

    def send(self, message) -> None:
        """Send ``message``: a dict as JSON text, a str as it is, bytes as a binary frame."""
        if isinstance(message, bytes):
            self.socket.send_bytes(message)
        elif isinstance(message, str):
            self.socket.send_text(message)
        else:
            self.socket.send_json(message)

    def wait(self, test, timeout: float = WAIT):
        """Wait for a frame (received from now on or before) that ``test`` accepts; return it."""
        end = time.monotonic() + timeout
        with self._new:
            while True:
                for frame in self.frames:
                    if test(frame):
                        return frame
                if self.closed is not None:
                    raise AssertionError(f"the socket closed ({self.closed}) before the frame came")
                if not self._new.wait(max(0.0, end - time.monotonic())):
                    raise AssertionError(f"no such frame within {timeout} s (the last: {str(self.frames[-1:])[:300]})")

    def mark(self) -> int:
        """Return how many frames have come so far (for :meth:`wait_since`)."""
        with self._new:
            return len(self.frames)

    def wait_since(self, mark: int, test, timeout: float = WAIT):
        """Wait for a frame that came after :meth:`mark` returned ``mark`` and that ``test`` accepts; return it."""
        return self.wait(lambda f: any(f is g for g in self.frames[mark:]) and test(f), timeout)

    def wait_closed(self, timeout: float = WAIT) -> int:
        """Wait until the server closes the socket; return the close code."""
        end = time.monotonic() + timeout
        with self._new:
            while self.closed is None:
                if not self._new.wait(max(0.0, end - time.monotonic())):
                    raise AssertionError("the socket stayed open")
        return self.closed

    def view_at(self, index: int, timeout: float = WAIT) -> dict:
        """Wait for a view frame of position ``index`` (or later); return the latest such frame."""
        self.wait(lambda f: f.get("type") == "view" and f["index"] >= index, timeout)
        return [f for f in self.frames if f.get("type") == "view"][-1]

    def close(self) -> None:
        """Close the socket; an exception the server's side of it raised is raised here."""
        if not self._closed_here:
            self._closed_here = True
            self._reader.join(timeout=5)
            self.session.__exit__(None, None, None)


@dataclass
class Played:
    """What scripted phones did: every move sent (seat, the action chosen, the text sent, the index)."""

    moves: list[tuple[int, object, str, int]] = field(default_factory=list)
    asks: list[bool] = field(default_factory=list)      # the terminal would ask "are you sure?" of the move

    def typed(self) -> str:
        """Return what a person types at a terminal to make these moves (a yes where it asks to confirm)."""
        return "".join(text + "\n" + ("y\n" if ask else "") for (_s, _a, text, _i), ask in zip(self.moves, self.asks))

    def texts(self, seat: int | None = None) -> list[str]:
        return [text for s, _a, text, _i in self.moves if seat is None or s == seat]

    def actions(self, seat: int) -> list:
        return [a for s, a, _t, _i in self.moves if s == seat]


def asked(table, timeout: float = WAIT) -> tuple[int, int] | None:
    """Wait until the loop asks a phone seat for a move; return (seat, index), or None when the game is over."""
    end = time.monotonic() + timeout
    people = set(table.keys.values())
    while time.monotonic() < end:
        state, index, finished = table.snapshot()
        if finished:
            assert table.failure is None, table.failure
            return None
        seat = table.asked
        if seat is not None and seat in people and state.current_player() == seat and table.index == index:
            return seat, index
        time.sleep(0.002)
    raise AssertionError(f"no seat was asked within {timeout} s (index {table.index})")


def advanced(table, index: int, timeout: float = WAIT) -> None:
    """Wait until the table has left position ``index`` (or the game is over)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        _state, now, finished = table.snapshot()
        if now > index or finished:
            return
        time.sleep(0.002)
    raise AssertionError(f"the table stayed at position {index}")


RARE = ("Challenge", "Concede")
"""Actions a scripted person takes once in ten times they could (a game of Змейка a random challenge ends at
once would show the wire little)."""


def choose(table, rng: random.Random, seat: int):
    """Return (action, text): a legal action of ``seat`` drawn with ``rng``, written in the game's notation."""
    state, _index, _finished = table.snapshot()
    view = state.view(seat)
    legal = list(view.legal_actions())
    usual = [a for a in legal if type(a).__name__ not in RARE]
    action = rng.choice(usual if usual and rng.random() < 0.9 else legal)
    return action, table.shown.format_action(view, action)


def play_out(table, phones: dict, rng: random.Random, *, played: Played | None = None,
             bound: int = 5000, after_move=None) -> Played:
    """Play ``table`` to its end through ``phones`` (seat -> :class:`Phone`); return what was sent."""
    played = played or Played()
    for _turn in range(bound):
        if not move(table, phones, rng, played):
            return played
        if after_move is not None:
            after_move(table, played)
    raise AssertionError(f"the game did not end within {bound} moves")


def move(table, phones: dict, rng: random.Random, played: Played) -> bool:
    """Make the move the table waits for, through the seat's phone; return False when the game is over."""
    who = asked(table)
    if who is None:
        return False
    seat, index = who
    action, text = choose(table, rng, seat)
    played.asks.append(table.shown.confirm(table.snapshot()[0].view(seat), action) is not None)
    played.moves.append((seat, action, text, index))
    phones[seat].send({"type": "move", "index": index, "text": text})
    advanced(table, index)
    return True


class Replaying:
    """A player that makes the moves a seat made (and what the table makes for a person, as the terminal does)."""

    def __init__(self, shown, actions):
        self.shown, self.actions = shown, list(actions)

    def choose(self, view):
        auto = self.shown.automatic(view)
        if auto is not None:
            return auto[0]
        return self.actions.pop(0)


def replay_in_library(entry_name: str, players: str, seed: int, played: Played, lexicon=None, **rules):
    """Return the session of the same seats and moves played by the library's own loop (``play``)."""
    from wordgames.registry import info
    from wordgames.table.sitting import make_players, new_session, run
    entry = info(entry_name)
    game, session = new_session(entry, players, seed=seed, lexicon=lexicon, rules=rules or None)
    shown = game.presenter()
    people = {seat: Replaying(shown, played.actions(seat)) for seat in range(len(session.seats))}
    chosen = make_players(game, entry, session, None, presenter=shown, person=lambda seat, name: people[seat])
    run(game, session, chosen)
    assert all(not p.actions for p in people.values()), "a recorded move was left over"
    return session


class Quick:
    """A connection's allowance for scripted phones, which move far faster than people (the real one:
    :class:`wordgames.web.protocol.Bucket`, tested in ``tests/test_web_border.py``)."""

    def take(self) -> bool:
        return True


@contextlib.contextmanager
def seated(server, language: str = "ru", quick: bool = True) -> Iterator[tuple[object, dict]]:
    """Yield (client, phones): a ``TestClient`` of ``server``'s app and a :class:`Phone` on every person's seat.

    ``quick``: the phones may send as fast as a script does (no person's allowance).
    """
    from starlette.testclient import TestClient
    from wordgames.web import protocol
    from wordgames.web.app import create_app
    with contextlib.ExitStack() as stack:
        if quick:
            stack.enter_context(_swapped(protocol, "Bucket", Quick))
        client = stack.enter_context(TestClient(create_app(server)))
        client.phones_opened = []
        try:
            phones = {seat: Phone(client, key, language) for key, seat in server.table.keys.items()}
            yield client, phones
        finally:
            problems = []
            for p in client.phones_opened:
                try:
                    p.close()
                except Exception as e:    # the server's side raised: the test fails with it, every phone closed
                    problems.append(e)
            if problems:
                raise problems[0]


@contextlib.contextmanager
def _swapped(module, name: str, value) -> Iterator[None]:
    old = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, old)
