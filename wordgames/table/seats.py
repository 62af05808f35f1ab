"""Who sits at the table: the one seat vocabulary of every game's ``play`` and ``tournament``.

A seat is written as

* a **bot** name the game lists (``expert``, ``optimal``), or ``bot:NAME``;
* ``cmd:PROGRAM ARGS`` — another program, spoken to over the line protocol
  of :mod:`wordgames.table.program` (split as a shell splits words; no shell runs);
* anything else — a **person** at this terminal, by name (``Оля``), or
  ``human:NAME`` for a person whose name is also a bot's.

Names are made unique with ``#2``, ``#3``.

>>> [str(s) for s in parse_seats("Оля, expert,expert,cmd:python3 bots/mine.py --fast", ("random", "expert"))]
['Оля', 'expert', 'expert#2', 'mine.py']
>>> parse_seats(["bot:optimal", "human:optimal"], ("optimal",))[1]
SeatSpec(name='optimal#2', kind='human', bot=None, command=None)
>>> parse_seats("robot", ("random",), people=False)
Traceback (most recent call last):
...
wordgames.errors.ArgumentError: unknown player 'robot' (choose from random or cmd:PROGRAM)
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from wordgames.errors import ArgumentError, InputFormatError, SeatsError
from wordgames.i18n import _

HUMAN, BOT, PROGRAM = "human", "bot", "program"
KINDS = (HUMAN, BOT, PROGRAM)
PROGRAM_PREFIX = "cmd:"
OUTSIDE_BOTS = ("openspiel:mcts", "openspiel:ismcts")
"""Outside reference opponents any game of perfect information seats (:mod:`wordgames.rl.opponents`, the ``rl``
extra): OpenSpiel's MCTS over the game's integer actions."""
BOT_PREFIX = "bot:"
HUMAN_PREFIX = "human:"
MAX_NAME = 40
MAX_SEATS = 64


@dataclass(frozen=True)
class SeatSpec:
    """One seat: the name it plays under, and a person, a bot of the game, or an external program."""

    name: str
    kind: str
    bot: str | None = None
    command: str | None = None

    def __str__(self) -> str:
        return self.name

    @property
    def spec(self) -> str:
        """Return the seat written as on the command line (``expert``, ``cmd:./bot``, ``Оля``)."""
        if self.kind == BOT:
            return self.bot or ""
        if self.kind == PROGRAM:
            return PROGRAM_PREFIX + (self.command or "")
        return self.name

    def to_dict(self) -> dict[str, Any]:
        """Return the seat as JSON data."""
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.bot is not None:
            data["bot"] = self.bot
        if self.command is not None:
            data["command"] = self.command
        return data

    @classmethod
    def from_dict(cls, data: Any, where: str = "seat") -> "SeatSpec":
        """Return the seat :meth:`to_dict` wrote; raise InputFormatError naming ``where`` if it is not one."""
        if not isinstance(data, dict):
            raise InputFormatError(_("{where}: expected an object, not {kind}").format(where=where, kind=type(data).__name__))
        name, kind = data.get("name"), data.get("kind")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise InputFormatError(_("{where}.name: a name of 1 to {most} characters").format(where=where, most=MAX_NAME))
        if kind not in KINDS:
            raise InputFormatError(_("{where}.kind: one of {kinds}, not {kind!r}").format(
                where=where, kinds=", ".join(KINDS), kind=kind))
        bot, command = data.get("bot"), data.get("command")
        if kind == BOT and not isinstance(bot, str):
            raise InputFormatError(_("{where}.bot: the bot's name (a string)").format(where=where))
        if kind == PROGRAM and (not isinstance(command, str) or not command.strip()):
            raise InputFormatError(_("{where}.command: the program (a string)").format(where=where))
        return cls(name, kind, bot if kind == BOT else None, command if kind == PROGRAM else None)


def split_list(spec: str | Iterable[str]) -> list[str]:
    """Return the items of a comma-separated list (or of a list), stripped, empty ones dropped."""
    items = spec.split(",") if isinstance(spec, str) else list(spec)
    return [item.strip() for item in items if item.strip()]


def parse_seat(text: str, bots: Sequence[str], people: bool = True) -> SeatSpec:
    """Return the seat written ``text`` (its name not yet made unique)."""
    if text.startswith(PROGRAM_PREFIX):
        command = text[len(PROGRAM_PREFIX):].strip()
        if not command:
            raise ArgumentError(_("cmd: needs a program, e.g. cmd:examples/random_bot.py"), option="players")
        return SeatSpec(program_name(command), PROGRAM, command=command)
    if text.startswith(BOT_PREFIX):
        kind = text[len(BOT_PREFIX):].strip()
        if kind not in bots:
            raise ArgumentError(_("unknown bot {name!r} (choose from {bots})").format(name=kind, bots=", ".join(bots)),
                                option="players")
        return SeatSpec(kind, BOT, bot=kind)
    if text in bots or text in OUTSIDE_BOTS:
        return SeatSpec(text, BOT, bot=text)
    name = text[len(HUMAN_PREFIX):].strip() if text.startswith(HUMAN_PREFIX) else text
    if not people:
        raise ArgumentError(_("unknown player {name!r} (choose from {bots} or cmd:PROGRAM)").format(
            name=text, bots=", ".join(bots)), option="players")
    if not name:
        raise ArgumentError(_("human: needs a name, e.g. human:Оля"), option="players")
    if len(name) > MAX_NAME or not name.isprintable():
        raise ArgumentError(_("a player's name is 1 to {most} printable characters, not {name!r}").format(
            most=MAX_NAME, name=name), option="players")
    return SeatSpec(name, HUMAN)


def parse_seats(spec: str | Iterable[str], bots: Sequence[str], people: bool = True) -> list[SeatSpec]:
    """Return the seats of a comma-separated list, in order, their names made unique."""
    items = split_list(spec)
    if not items:
        raise SeatsError(_("name at least one player"), option="players")
    if len(items) > MAX_SEATS:
        raise SeatsError(_("at most {most} players, not {n}").format(most=MAX_SEATS, n=len(items)), option="players")
    return unique_names([parse_seat(item, bots, people) for item in items])


BOT_WORDS = ("bot", "бот", "robot", "робот", "computer", "компьютер", "комп", "ai", "ии", "cpu")
"""Names that say "a computer" in either language: a person seated under one is told how to seat a bot."""

LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                 ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "j", "k", "l", "m", "n", "o", "p", "r", "s",
                  "t", "u", "f", "h", "c", "ch", "sh", "sch", "", "y", "", "e", "yu", "ya"]))


def edit_distance(a: str, b: str) -> int:
    """Return the Levenshtein distance of two words (insertions, deletions, substitutions).

    >>> edit_distance("exper", "expert"), edit_distance("radnom", "random"), edit_distance("оля", "expert")
    (1, 2, 6)
    """
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def seat_notes(spec: str | Iterable[str], bots: Sequence[str]) -> list[str]:
    """Return a note for every person seated under a name that looks like a bot's (the seats stay as they are).

    A word for a computer in either language (``бот``), a bot's name written in Cyrillic (``рандом``)
    or nearly (``exprt``) seats a person; the note says so and how to seat the bot.  A bot's name in
    other capitals (``Expert``) could mean either, and is refused (:class:`~wordgames.errors.ArgumentError`).  ``human:NAME``
    is a person, and no note is made.

    >>> seat_notes("Оля,бот", ("random", "expert"))
    ["'бот' plays as a person at this terminal; a bot is one of random, expert (human:бот: a person, no note)"]
    >>> seat_notes("Оля,exprt,human:бот,expert", ("random", "expert"))[0].startswith("'exprt' plays as a person")
    True
    >>> len(seat_notes("Оля,Петя,Эксперт", ("random", "expert")))
    1
    >>> seat_notes("Expert", ("random", "expert"))
    Traceback (most recent call last):
    ...
    wordgames.errors.ArgumentError: 'Expert' is a person or the bot expert? Write expert for the bot, human:Expert for a person
    """
    notes = []
    for text in split_list(spec):
        if text.startswith((PROGRAM_PREFIX, BOT_PREFIX, HUMAN_PREFIX)) or text in bots:
            continue
        word = text.lower()
        same = [b for b in bots if b.lower() == word]
        if same:
            raise ArgumentError(_("{name!r} is a person or the bot {bot}? Write {bot} for the bot, human:{name} for "
                                  "a person").format(name=text, bot=same[0]), option="players")
        latin = "".join(LATIN.get(ch, ch) for ch in word)
        if word in BOT_WORDS or any(edit_distance(latin, b.lower()) <= (1 if len(b) <= 4 else 2) for b in bots):
            notes.append(_("{name!r} plays as a person at this terminal; a bot is one of {bots} "
                           "(human:{name}: a person, no note)").format(name=text, bots=", ".join(bots)))
    return notes


def unique_names(seats: Sequence[SeatSpec]) -> list[SeatSpec]:
    """Return the seats with a repeated name numbered: ``greedy``, ``greedy#2``."""
    seen: dict[str, int] = {}
    out = []
    for s in seats:
        seen[s.name] = seen.get(s.name, 0) + 1
        out.append(s if seen[s.name] == 1 else SeatSpec(f"{s.name}#{seen[s.name]}", s.kind, s.bot, s.command))
    return out


def program_name(command: str) -> str:
    """Return the name a program plays under: its file name without the folders (the script's, for an interpreter).

    >>> program_name("python3 bots/mine.py"), program_name("./bot --deep"), program_name("")
    ('mine.py', 'bot', 'program')
    """
    words = command.split()
    if not words:
        return "program"
    interpreter = os.path.basename(words[0]).startswith(("python", "node", "ruby", "perl", "sh", "bash"))
    chosen = next((w for w in words[1:] if not w.startswith("-")), words[0]) if interpreter else words[0]
    return (os.path.basename(chosen) or chosen)[:MAX_NAME]
