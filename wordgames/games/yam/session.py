"""A game in progress: who plays (humans and bots), the state, the dice's random state; saved as JSON.

Written for Yam and used by Dix Mille as well (any engine state with a
``"game"`` name in its ``to_dict()``).

>>> seats = parse_seats(["Аня", "bot:greedy"])
>>> seats
[Seat(name='Аня', bot=None), Seat(name='greedy', bot='greedy')]
>>> import random, tempfile, os
>>> from wordgames.games.yam.game import YamState
>>> path = os.path.join(tempfile.mkdtemp(), "g.json")
>>> rng = random.Random(5)
>>> save_game(path, YamState.new(2), seats, rng)
>>> state, seats2, rng2 = load_game(path)
>>> state == YamState.new(2), seats2 == seats, rng2.random() == rng.random()
(True, True, True)
"""

from __future__ import annotations

import json
import random
from typing import NamedTuple

from wordgames.atomic import atomic_write_text
from wordgames.errors import InputFormatError, UsageError
from wordgames.games.yam.game import YamState
from wordgames.games.yam.players import BOTS


class Seat(NamedTuple):
    """A place at the table: a name, and the bot kind if a bot plays it (None for a human)."""

    name: str
    bot: str | None


def parse_seats(specs: list[str], bots: tuple[str, ...] = BOTS) -> list[Seat]:
    """Return the seats named on the command line: ``bot:KIND`` for a bot, anything else is a human's name."""
    if not specs:
        kinds = ", ".join(f"bot:{b}" for b in sorted(bots))
        raise UsageError(f"name at least one player (a name for a human, {kinds})")
    seats, names = [], set()
    for spec in specs:
        if spec.startswith("bot:"):
            kind = spec[4:]
            if kind not in bots:
                raise UsageError(f"unknown bot {kind!r} in {spec!r}; choose from {', '.join(bots)}")
            name, seat = kind, Seat(kind, kind)
        else:
            name, seat = spec, Seat(spec, None)
        n = 2
        while name in names:
            name, n = f"{seat.name}{n}", n + 1
        names.add(name)
        seats.append(seat._replace(name=name))
    return seats


def save_game(path: str, state, seats: list[Seat], rng: random.Random) -> None:
    """Write the game atomically as JSON: state, seats and the random generator's state."""
    version, internal, gauss = rng.getstate()
    data = {"game": state.to_dict()["game"], "state": state.to_dict(), "seats": [list(s) for s in seats],
            "rng": [version, list(internal), gauss]}
    atomic_write_text(path, json.dumps(data, ensure_ascii=False) + "\n")


def load_game(path: str, cls=YamState, game: str = "yam", title: str = "Yam"):
    """Return (state, seats, rng) of the game saved at ``path``; raise InputFormatError if it is not one."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if not isinstance(data, dict) or data.get("game") != game:
            raise InputFormatError(f"not a saved {title} game", path=path)
        state = cls.from_dict(data["state"])
        seats = [Seat(name, bot) for name, bot in data["seats"]]
        rng = random.Random()
        version, internal, gauss = data["rng"]
        rng.setstate((version, tuple(internal), gauss))
    except OSError as e:
        raise InputFormatError(f"cannot read the saved game: {e.strerror}", path=path) from None
    except json.JSONDecodeError as e:
        raise InputFormatError(f"not valid JSON: {e.msg}", path=path, line=e.lineno, column=e.colno) from None
    except (ValueError, KeyError, TypeError) as e:
        raise InputFormatError(f"not a saved {title} game ({e})", path=path) from None
    if len(seats) != len(state.returns()):
        raise InputFormatError(f"{len(seats)} seats for {len(state.returns())} players", path=path)
    return state, seats, rng
