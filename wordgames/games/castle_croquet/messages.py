"""Every sentence the referee of Castle Croquet says, as a template with named placeholders.

The referee's words are data until they are shown: a :class:`Note` is a key
of :data:`TEXT` and the values of its placeholders; :func:`render` turns it
into a sentence for a game of so many players, naming the players by number
or by the names of the people at the table.  A translation replaces
:data:`TEXT` and nothing else.

A placeholder's value is shown by its type: a :class:`~.pieces.Ball` by its
colour (``blue soldier``), a :class:`Who` by the player's name, a tuple of
balls as ``the black soldier or the orange soldier``, a note (a reason for
an extra stroke) by its own sentence, a tuple of notes joined by ``;``.

>>> from wordgames.games.castle_croquet.pieces import Ball
>>> n = note("next", ball=Ball(2, "soldier"), player=Who(2))
>>> render(n, 4), render(n, 4, ["Оля", "Петя", "Аня", "Боря"])
('next: the black soldier (player 2)', 'next: the black soldier (Петя)')
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple, Sequence

from wordgames.games.castle_croquet.pieces import Ball, balls, name

TEXT: dict[str, str] = {
    # -- names --------------------------------------------------------------------------------
    "player": "player {number}",
    "or": "{first} or the {second}",
    # -- why a report is refused (the rule is given beside it) ----------------------------------
    "over": "the game is over: {player} has won",
    "not-an-event": "{event} is not an event of a game of {players} (events: {syntax})",
    "wrong-ball": "it is the {ball}'s turn, not the {other}'s",
    "nothing-earned": "the {ball} has earned no further stroke",
    "nothing-earned-but-croquet": ("the {ball} has earned no further stroke (it may strike itself with the "
                                   "{options}, rule V, or decline)"),
    "first-stroke": "a turn has at least one stroke",
    "no-stroke": "no stroke is being played: report 'stroke' first",
    "touch-itself": "a ball cannot touch itself",
    "croquet-itself": "the {ball} cannot be struck with the {other}: that is the ball in turn itself",
    "croquet-used": ("the {ball} cannot be struck with the {other}: it was already used this turn and no "
                     "rule IV stroke came since"),
    "croquet-untouched": "the {ball} cannot be struck with the {other}: the {ball} did not touch it in its last stroke",
    "croquet-on-duty": "the {ball} cannot be struck with the {other}: it is a sentinel on duty",
    "croquet-prisoner": "the {ball} cannot be struck with the {other}: it is a prisoner",
    "croquet-freed": "the {ball} cannot be struck with the {other}: it is a freed soldier that has not struck since",
    "prisoner-moves": "the {ball} is a prisoner and cannot move",
    "hammer-moves": "the {ball}, used to strike with, stays in place",
    "leaves-by-its-gate": "the {ball} is in castle {castle} and leaves it only by its gate",
    "gate-twice": "the {ball} cannot go in or out of its castle twice running",
    "only-out": "the {ball} is inside castle {castle}, so through its gate it can only go out",
    "only-in": "the {ball} is outside castle {castle}, so through its gate it can only go in",
    # -- what the referee announces ------------------------------------------------------------
    "gives-up": "the {ball} gives up its remaining strokes",
    "prisoner-turn-ends": "the {ball} is a prisoner: its turn ends",
    "another-stroke": "the {ball} has another stroke (rule IV: {reasons})",
    "may-croquet": "the {ball} may strike itself with the {options} (rule V)",
    "misses-turn": "the {ball} is a prisoner and misses its turn (rule III)",
    "next": "next: the {ball} ({player})",
    "sentinel-foreign-hoop-gate": ("the {ball} through the gate of castle {castle}: a sentinel's only hoop is "
                                   "its own gate; this counts for nothing (rule IV)"),
    "sentinel-foreign-hoop-door": ("the {ball} through the door of castle {castle}: a sentinel's only hoop is "
                                   "its own gate; this counts for nothing (rule IV)"),
    "door-done": "the {ball} has gone through the door of castle {castle}",
    "door-no-count": "the door of castle {castle} does not count for the {ball} now",
    "sentinel-leaves": "the {ball} leaves castle {castle}: off duty",
    "sentinel-returns": "the {ball} re-enters castle {castle}: on duty",
    "back-home": "the {ball} is back in its own castle",
    "enters": "the {ball} enters castle {castle}",
    "enters-out-of-order": ("the {ball} enters castle {castle} (it must invade castle {aim} next, so this "
                            "visit does not count)"),
    "enters-after-invasions": ("the {ball} enters castle {castle} (its invasions are done; this visit does "
                               "not count)"),
    "invaded-next": "the {ball} has invaded castle {castle}; next it invades castle {aim}",
    "invaded-last": "the {ball} has invaded castle {castle}; now home to castle {home}",
    "left-without-door": "the {ball} leaves castle {castle} without the door: the invasion must be done again",
    "left-without-flag": "the {ball} leaves castle {castle} without the flag: the invasion must be done again",
    "left-without-both": ("the {ball} leaves castle {castle} without the door and the flag: the invasion must "
                          "be done again"),
    "leaves": "the {ball} leaves castle {castle}",
    "flag-done": "the {ball} has touched the flag of castle {castle}",
    "home": "the {ball} is home; the {sentinel} must now touch flag {castle}",
    "flag-no-count": "the flag of castle {castle} does not count for the {ball} now",
    "own-flag-too-soon": "the {ball} touches its flag, but its soldier is not home yet",
    "own-flag-off-duty": "the {ball} must re-enter castle {castle} before touching its flag (rule II)",
    "wins": "the {ball} touches flag {castle}: {player} wins!",
    "frees-by-flag": "the {ball}, on duty, touches flag {castle} and goes back to its post (rule III)",
    "flag-nothing": "the {ball} touches flag {castle}: nothing follows",
    "may-use": "the {ball} touched the {other} (rule V: it may strike itself with it next)",
    "unusable-on-duty": "the {other} is a sentinel on duty and cannot be used (rule V)",
    "unusable-prisoner": "the {other} is a prisoner and cannot be used (rule V)",
    "unusable-freed": "the {other} is a freed soldier that has not struck since and cannot be used (rule V)",
    "taken-entering": ("the {ball} is taken prisoner in castle {castle}: it entered while the sentinels of "
                       "castles {castle} and {home} were both on duty (rule III); it is put behind flag {castle}"),
    "taken-touching": ("the {ball} is taken prisoner in castle {castle}: it touched the {sentinel} inside castle "
                       "{castle} (rule III); it is put behind flag {castle}"),
    "freed-sentinel-left": ("the {ball} is freed (the sentinel of castle {castle} left it) and put behind the "
                            "door of castle {castle}; it cannot be taken again before its next stroke (rule III)"),
    "freed-own-sentinel": ("the {ball} is freed (its own sentinel touched the flag) and put behind the door of "
                           "castle {castle}; it cannot be taken again before its next stroke (rule III)"),
    # -- why a stroke earns another (rule IV), listed in "another-stroke" ----------------------
    "through-gate": "through the gate of castle {castle}",
    "through-door": "through the door of castle {castle}",
    "touched-flag": "touched the flag of castle {castle}",
    "first-since-freed": "its first stroke since it was freed",
    "sentinel-left": "the sentinel left its castle",
    "sentinel-returned": "the sentinel re-entered its castle",
    "took-prisoner": "took the {soldier} prisoner",
    # -- whose stroke it is --------------------------------------------------------------------
    "has-won": "{player} has won",
    "to-strike": "the {ball} ({player}) to strike",
    "striking": "the {ball} ({player}) is striking: report what happens, then 'end'",
    "striking-with": "the {ball} ({player}) is striking with the {hammer}: report what happens, then 'end'",
    "may-strike-again": "the {ball} ({player}) may strike again (or decline)",
    "may-strike-with": "the {ball} ({player}) may strike itself with the {options} (or decline)",
    "may-strike-again-or-with": ("the {ball} ({player}) may strike again, or strike itself with the {options} "
                                 "(or decline)"),
    # -- where every ball stands ---------------------------------------------------------------
    "status": "{ball}: {facts}",
    "on-duty": "on duty in castle {castle}",
    "off-duty": "off duty, out of castle {castle}",
    "prisoner-behind": "prisoner behind flag {castle}",
    "on-the-lawn": "on the open lawn",
    "in-castle": "in castle {castle}",
    "invading-neither": "invading (door not yet, flag not yet)",
    "invading-door": "invading (door done, flag not yet)",
    "invading-flag": "invading (door not yet, flag done)",
    "invading-both": "invading (door done, flag done)",
    "just-freed": "just freed: cannot be taken or used before its next stroke",
    "is-home": "home",
    "invaded-count": "{invaded} of {castles} castles invaded",
    "standing": "{player} ({ball}): {tasks}",
    "standing-won": "{player} ({ball}): has won",
    "todo": "{player}: {tasks}",
    "todo-won": "{player}: has won",
    # -- what each player still has to do ------------------------------------------------------
    "wait-freed": ("soldier: wait to be freed from castle {castle} (its sentinel leaves it, or sentinel {home}, "
                   "on duty, touches flag {castle})"),
    "leave-own": "soldier: leave castle {castle} by its gate",
    "finish-both": "soldier: in castle {castle}, go through the door and touch the flag, then leave by the gate",
    "finish-door": "soldier: in castle {castle}, go through the door, then leave by the gate",
    "finish-flag": "soldier: in castle {castle}, touch the flag, then leave by the gate",
    "finish-leave": "soldier: in castle {castle}, leave by the gate",
    "leave-other": "soldier: leave castle {castle} by its gate",
    "invade-one": "soldier: invade castle {castle} (gate in, door, flag, gate out)",
    "invade-many": "soldier: invade castles {castles} in turn (gate in, door, flag, gate out)",
    "touch-own-flag": "soldier: touch flag {castle}",
    "come-home": "soldier: re-enter castle {castle} and touch its flag",
    "sentinel-then-flag": "sentinel: then touch flag {castle}, on duty",
    "sentinel-flag": "sentinel: touch flag {castle}, on duty",
    "sentinel-then-return": "sentinel: then re-enter castle {castle}, then touch flag {castle}",
    "sentinel-return": "sentinel: re-enter castle {castle}, then touch flag {castle}",
    # -- the table -----------------------------------------------------------------------------
    "colours": "{player}: {soldier} soldier, {sentinel} sentinel",
    "winner": "{player} wins.",
    "help": ("Report what happens on the lawn, one event at a time: {syntax}. Balls by colour "
             "({colours}); castles by number or by their flag's colour. A new 'stroke' or 'croquet' "
             "also ends the open stroke."),
    "help-open": "Now: {situation}.",
    "command-status": "every ball's state and what each player still has to do",
    "command-todo": "what each player still has to do",
}
"""The referee's sentences (English), by key."""


class Who(NamedTuple):
    """A player, shown by name at the table (``Оля``) or by number (``player 2``)."""

    player: int


class Note(NamedTuple):
    """One thing the referee says, as data: a key of :data:`TEXT` and its placeholders' values."""

    key: str
    fields: tuple[tuple[str, Any], ...] = ()

    def get(self, field: str) -> Any:
        """Return the value of one placeholder."""
        return dict(self.fields)[field]


def note(key: str, **fields: Any) -> Note:
    """Return the note ``key`` with these placeholder values."""
    return Note(key, tuple(fields.items()))


def render(said: Note, players: int, names: Sequence[str] | None = None) -> str:
    """Return the note as a sentence of a game of ``players``; players by ``names`` when given."""
    return TEXT[said.key].format(**{k: show(v, players, names) for k, v in said.fields})


def show(value: Any, players: int, names: Sequence[str] | None = None) -> Any:
    """Return a placeholder's value as it is shown (balls by colour, players by name)."""
    kind = type(value)
    if kind is Ball:
        return ball_names(players)[value]
    if kind is int or kind is str:
        return value
    if kind is Who:
        return names[value.player - 1] if names else TEXT["player"].format(number=value.player)
    if kind is Note:
        return render(value, players, names)
    if kind is tuple and value and all(type(v) is Note for v in value):
        return "; ".join(render(v, players, names) for v in value)
    if kind is tuple and value and all(type(v) is Ball for v in value):
        shown = [ball_names(players)[b] for b in value]
        joined = shown[0]
        for other in shown[1:]:
            joined = TEXT["or"].format(first=joined, second=other)
        return joined
    return value


@functools.lru_cache(maxsize=None)
def ball_names(players: int) -> dict[Ball, str]:
    """Return how the referee calls every ball of a game of ``players``."""
    return {b: name(b, players) for b in balls(players)}


def say(key: str, players: int, names: Sequence[str] | None = None, **fields: Any) -> str:
    """Return the sentence ``key`` with these values, at once (for refusals and reports)."""
    return render(note(key, **fields), players, names)
