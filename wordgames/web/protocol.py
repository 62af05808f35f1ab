"""The messages a page may send over its socket, checked at the border: size, shape, kinds, rate.

Whatever arrives is either one of these, or answered with one line saying what is wrong (a
connection that keeps sending what is not is closed): never an exception in the server.

``{"type": "move", "index": N, "text": "b3"}``
    the seat's move, written in the game's notation, answering the position ``N``
    (the number of actions played); a move for another position is ignored;
``{"type": "hint", "index": N}``
    what the game's hint bot would play at position ``N``;
``{"type": "undo", "index": N}``
    ask to take back the last move a person made, before position ``N``: every other person is asked;
``{"type": "agree", "index": N, "text": "yes"}``
    the answer (``yes`` or ``no``) to the take-back asked at position ``N``;
``{"type": "review"}``
    the review of the finished game (what each decision cost), for every page;
``{"type": "view"}``
    the whole current view again;
``{"type": "ping"}``
    answered ``{"type": "pong"}`` at once: a page that came back (the screen on, the network again)
    checks that its socket still lives, and opens another if no answer comes.

>>> read('{"type": "move", "index": 3, "text": "b3"}')
Message(kind='move', index=3, text='b3')
>>> read('{"type": "move", "index": -1, "text": "b3"}')
Traceback (most recent call last):
...
wordgames.web.protocol.BadMessage: $.index: a number of 0 or more is expected
>>> read("[" * 3000)
Traceback (most recent call last):
...
wordgames.web.protocol.BadMessage: $: not JSON (nested too deeply)
>>> read(b"\\x00")
Traceback (most recent call last):
...
wordgames.web.protocol.BadMessage: $: a text frame is expected
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

from wordgames.i18n import _

MAX_FRAME = 4096
"""The longest message a page sends, in bytes (a move is a few dozen)."""
MAX_TEXT = 200
"""The longest move text."""
KINDS = ("move", "hint", "undo", "agree", "review", "view", "ping")
WATCHING = ("view", "ping", "review")
"""What a page that only watches (a spectator's, the host's) may send."""


class BadMessage(ValueError):
    """A message that is not one of the protocol's, with what is wrong and where (a JSON path)."""


@dataclass(frozen=True)
class Message:
    kind: str
    index: int | None = None
    text: str | None = None


def read(frame: str | bytes | None) -> Message:
    """Return the message ``frame`` holds; raise :class:`BadMessage` naming what is wrong and where."""
    if not isinstance(frame, str):
        raise BadMessage(_("$: a text frame is expected"))
    if len(frame.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        raise BadMessage(_("$: the message is longer than {n} bytes").format(n=MAX_FRAME))
    try:
        data = json.loads(frame)
    except json.JSONDecodeError as e:         # where, in the reader's language (not the decoder's English)
        raise BadMessage(_("$: not JSON (line {line}, column {column})").format(line=e.lineno, column=e.colno)) from None
    except (ValueError, RecursionError):
        raise BadMessage(_("$: not JSON (nested too deeply)")) from None
    if not isinstance(data, dict):
        raise BadMessage(_("$: an object is expected"))
    kind = data.get("type")
    if kind not in KINDS:
        raise BadMessage(_("$.type: one of {kinds} is expected").format(kinds=", ".join(KINDS)))
    unknown = sorted(set(data) - {"type", "index", "text"})
    if unknown:
        raise BadMessage(_("$.{key}: not a field of this message").format(key=str(unknown[0])[:40]))
    if kind in ("view", "ping", "review"):
        return Message(kind)
    index = data.get("index")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < 2**31:
        raise BadMessage(_("$.index: a number of 0 or more is expected"))
    if kind in ("hint", "undo"):
        return Message(kind, index)
    text = data.get("text")
    if kind == "agree":
        if text not in ("yes", "no"):
            raise BadMessage(_("$.text: yes or no is expected"))
        return Message(kind, index, text)
    if not isinstance(text, str):
        raise BadMessage(_("$.text: a move written as text is expected"))
    if len(text) > MAX_TEXT or not text.isprintable():
        raise BadMessage(_("$.text: a move is at most {n} printable characters").format(n=MAX_TEXT))
    return Message(kind, index, text)


class Bucket:
    """At most ``rate`` messages a second on average, ``burst`` at once: a connection's allowance.

    >>> b = Bucket(rate=1, burst=2, clock=lambda: 0.0)
    >>> b.take(), b.take(), b.take()
    (True, True, False)
    """

    def __init__(self, rate: float = 10, burst: float = 30, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.level, self.at = burst, clock()

    def take(self) -> bool:
        now = self.clock()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True
