"""Every sentence the referee of Castle Croquet says, as a template with named placeholders.

The referee's words are data until they are shown: a :class:`Note` is a key
of :data:`TEXT` and the values of its placeholders; :func:`render` turns it
into a sentence for a game of so many players, naming the players by number
or by the names of the people at the table.  Every sentence goes through the
catalogue when it is rendered (:mod:`wordgames.i18n`), so a note made in one
language is said in the language active when it is shown.

A placeholder's value is shown by its type: a :class:`~.pieces.Ball` by its
colour (``blue soldier``), a :class:`Who` by the player's name, a tuple of
balls as ``the black soldier or the orange soldier``, a note (a reason for
an extra stroke) by its own sentence, a tuple of notes joined by ``;``.  A
ball (or a tuple of balls) is a :class:`~.pieces.Phrase`: a translation asks
it in a case by a format spec, ``{ball:dat}``, ``{other:ins}`` (Russian declines
``синий воин`` as ``синему воину``, ``синим воином``).

>>> from wordgames.games.castle_croquet.pieces import Ball
>>> from wordgames.i18n import set_language
>>> n = note("next", ball=Ball(2, "soldier"), player=Who(2))
>>> render(n, 4), render(n, 4, ["Оля", "Петя", "Аня", "Боря"])
('next: the black soldier (player 2)', 'next: the black soldier (Петя)')
>>> set_language("ru"); render(note("may-croquet", ball=Ball(1, "soldier"), options=(Ball(2, "soldier"),
...     Ball(3, "soldier"))), 4); set_language("en")
'по синему воину можно ударить чёрным воином или оранжевым воином (правило V)'
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple, Sequence

from wordgames.games.castle_croquet.events import SYNTAX
from wordgames.games.castle_croquet.pieces import CASES, Ball, Phrase, balls, shown_name
from wordgames.i18n import N_, _, language

TEXT: dict[str, str] = {
    # -- names --------------------------------------------------------------------------------
    "player": N_("player {number}"),
    "or": N_("{first} or the {second}"),
    # -- why a report is refused (the rule is given beside it) ----------------------------------
    "not-an-event": N_("{event} is not an event of a game of {players} (events: {syntax})"),
    "wrong-ball": N_("it is the {ball}'s turn, not the {other}'s"),
    "nothing-earned": N_("the {ball} has earned no further stroke"),
    "nothing-earned-but-croquet": N_("the {ball} has earned no further stroke (it may strike itself with the "
                                   "{options}, rule V, or decline)"),
    "first-stroke": N_("a turn has at least one stroke"),
    "no-stroke": N_("no stroke is being played: report 'stroke' first"),
    "touch-itself": N_("a ball cannot touch itself"),
    "croquet-itself": N_("the {ball} cannot be struck with the {other}: that is the ball in turn itself"),
    "croquet-used": N_("the {ball} cannot be struck with the {other}: it was already used this turn and no "
                     "rule IV stroke came since"),
    "croquet-untouched": N_("the {ball} cannot be struck with the {other}: the {ball} did not touch it in its last stroke"),
    "croquet-on-duty": N_("the {ball} cannot be struck with the {other}: it is a sentinel on duty"),
    "croquet-prisoner": N_("the {ball} cannot be struck with the {other}: it is a prisoner"),
    "croquet-freed": N_("the {ball} cannot be struck with the {other}: it is a freed soldier that has not struck since"),
    "prisoner-moves": N_("the {ball} is a prisoner and cannot move"),
    "hammer-moves": N_("the {ball}, used to strike with, stays in place"),
    "leaves-by-its-gate": N_("the {ball} is in castle {castle} and leaves it only by its gate"),
    "gate-twice": N_("the {ball} cannot go in or out of its castle twice running"),
    "only-out": N_("the {ball} is inside castle {castle}, so through its gate it can only go out"),
    "only-in": N_("the {ball} is outside castle {castle}, so through its gate it can only go in"),
    # -- what the referee announces ------------------------------------------------------------
    "gives-up": N_("the {ball} gives up its remaining strokes"),
    "prisoner-turn-ends": N_("the {ball} is a prisoner: its turn ends"),
    "another-stroke": N_("the {ball} has another stroke (rule IV: {reasons})"),
    "may-croquet": N_("the {ball} may strike itself with the {options} (rule V)"),
    "misses-turn": N_("the {ball} is a prisoner and misses its turn (rule III)"),
    "next": N_("next: the {ball} ({player})"),
    "sentinel-foreign-hoop-gate": N_("the {ball} through the gate of castle {castle}: a sentinel's only hoop is "
                                   "its own gate; this counts for nothing (rule IV)"),
    "sentinel-foreign-hoop-door": N_("the {ball} through the door of castle {castle}: a sentinel's only hoop is "
                                   "its own gate; this counts for nothing (rule IV)"),
    "door-done": N_("the {ball} has gone through the door of castle {castle}"),
    "door-no-count": N_("the door of castle {castle} does not count for the {ball} now"),
    "sentinel-leaves": N_("the {ball} leaves castle {castle}: off duty"),
    "sentinel-returns": N_("the {ball} re-enters castle {castle}: on duty"),
    "back-home": N_("the {ball} is back in its own castle"),
    "enters": N_("the {ball} enters castle {castle}"),
    "enters-out-of-order": N_("the {ball} enters castle {castle} (it must invade castle {aim} next, so this "
                            "visit does not count)"),
    "enters-after-invasions": N_("the {ball} enters castle {castle} (its invasions are done; this visit does "
                               "not count)"),
    "invaded-next": N_("the {ball} has invaded castle {castle}; next it invades castle {aim}"),
    "invaded-last": N_("the {ball} has invaded castle {castle}; now home to castle {home}"),
    "left-without-door": N_("the {ball} leaves castle {castle} without the door: the invasion must be done again"),
    "left-without-flag": N_("the {ball} leaves castle {castle} without the flag: the invasion must be done again"),
    "left-without-both": N_("the {ball} leaves castle {castle} without the door and the flag: the invasion must "
                          "be done again"),
    "leaves": N_("the {ball} leaves castle {castle}"),
    "flag-done": N_("the {ball} has touched the flag of castle {castle}"),
    "home": N_("the {ball} is home; the {sentinel} must now touch flag {castle}"),
    "flag-no-count": N_("the flag of castle {castle} does not count for the {ball} now"),
    "own-flag-too-soon": N_("the {ball} touches its flag, but its soldier is not home yet"),
    "own-flag-off-duty": N_("the {ball} must re-enter castle {castle} before touching its flag (rule II)"),
    "wins": N_("the {ball} touches flag {castle}: {player} wins!"),
    "frees-by-flag": N_("the {ball}, on duty, touches flag {castle} and goes back to its post (rule III)"),
    "flag-nothing": N_("the {ball} touches flag {castle}: nothing follows"),
    "may-use": N_("the {ball} touched the {other} (rule V: it may strike itself with it next)"),
    "unusable-on-duty": N_("the {other} is a sentinel on duty and cannot be used (rule V)"),
    "unusable-prisoner": N_("the {other} is a prisoner and cannot be used (rule V)"),
    "unusable-freed": N_("the {other} is a freed soldier that has not struck since and cannot be used (rule V)"),
    "taken-entering": N_("the {ball} is taken prisoner in castle {castle}: it entered while the sentinels of "
                       "castles {castle} and {home} were both on duty (rule III); it is put behind flag {castle}"),
    "taken-touching": N_("the {ball} is taken prisoner in castle {castle}: it touched the {sentinel} inside castle "
                       "{castle} (rule III); it is put behind flag {castle}"),
    "freed-sentinel-left": N_("the {ball} is freed (the sentinel of castle {castle} left it) and put behind the "
                            "door of castle {castle}; it cannot be taken again before its next stroke (rule III)"),
    "freed-own-sentinel": N_("the {ball} is freed (its own sentinel touched the flag) and put behind the door of "
                           "castle {castle}; it cannot be taken again before its next stroke (rule III)"),
    # -- why a stroke earns another (rule IV), listed in "another-stroke" ----------------------
    "through-gate": N_("through the gate of castle {castle}"),
    "through-door": N_("through the door of castle {castle}"),
    "touched-flag": N_("touched the flag of castle {castle}"),
    "first-since-freed": N_("its first stroke since it was freed"),
    "sentinel-left": N_("the sentinel left its castle"),
    "sentinel-returned": N_("the sentinel re-entered its castle"),
    "took-prisoner": N_("took the {soldier} prisoner"),
    # -- whose stroke it is --------------------------------------------------------------------
    "has-won": N_("{player} has won"),
    "to-strike": N_("the {ball} ({player}) to strike"),
    "striking": N_("the {ball} ({player}) is striking: report what happens, then 'end'"),
    "striking-with": N_("the {ball} ({player}) is striking with the {hammer}: report what happens, then 'end'"),
    "may-strike-again": N_("the {ball} ({player}) may strike again (or decline)"),
    "may-strike-with": N_("the {ball} ({player}) may strike itself with the {options} (or decline)"),
    "may-strike-again-or-with": N_("the {ball} ({player}) may strike again, or strike itself with the {options} "
                                 "(or decline)"),
    # -- where every ball stands ---------------------------------------------------------------
    "status": N_("{ball}: {facts}"),
    "on-duty": N_("on duty in castle {castle}"),
    "off-duty": N_("off duty, out of castle {castle}"),
    "prisoner-behind": N_("prisoner behind flag {castle}"),
    "on-the-lawn": N_("on the open lawn"),
    "in-castle": N_("in castle {castle}"),
    "invading-neither": N_("invading (door not yet, flag not yet)"),
    "invading-door": N_("invading (door done, flag not yet)"),
    "invading-flag": N_("invading (door not yet, flag done)"),
    "invading-both": N_("invading (door done, flag done)"),
    "just-freed": N_("just freed: cannot be taken or used before its next stroke"),
    "is-home": N_("home"),
    "invaded-count": N_("{invaded} of {castles} castles invaded"),
    "standing": N_("{player} ({ball}): {tasks}"),
    "standing-won": N_("{player} ({ball}): has won"),
    "todo": N_("{player}: {tasks}"),
    "todo-won": N_("{player}: has won"),
    # -- what each player still has to do ------------------------------------------------------
    "wait-freed": N_("soldier: wait to be freed from castle {castle} (its sentinel leaves it, or sentinel {home}, "
                   "on duty, touches flag {castle})"),
    "leave-own": N_("soldier: leave castle {castle} by its gate"),
    "finish-both": N_("soldier: in castle {castle}, go through the door and touch the flag, then leave by the gate"),
    "finish-door": N_("soldier: in castle {castle}, go through the door, then leave by the gate"),
    "finish-flag": N_("soldier: in castle {castle}, touch the flag, then leave by the gate"),
    "finish-leave": N_("soldier: in castle {castle}, leave by the gate"),
    "leave-other": N_("soldier: leave castle {castle} by its gate"),
    "invade-one": N_("soldier: invade castle {castle} (gate in, door, flag, gate out)"),
    "invade-many": N_("soldier: invade castles {castles} in turn (gate in, door, flag, gate out)"),
    "touch-own-flag": N_("soldier: touch flag {castle}"),
    "come-home": N_("soldier: re-enter castle {castle} and touch its flag"),
    "sentinel-then-flag": N_("sentinel: then touch flag {castle}, on duty"),
    "sentinel-flag": N_("sentinel: touch flag {castle}, on duty"),
    "sentinel-then-return": N_("sentinel: then re-enter castle {castle}, then touch flag {castle}"),
    "sentinel-return": N_("sentinel: re-enter castle {castle}, then touch flag {castle}"),
    # -- the table -----------------------------------------------------------------------------
    "colours": N_("{player}: {soldier} soldier, {sentinel} sentinel"),
    "winner": N_("{player} wins."),
    "help": N_("Report what happens on the lawn, one event at a time: {syntax}. Balls by colour "
             "({colours}); castles by number or by their flag's colour. A new 'stroke' or 'croquet' "
             "also ends the open stroke."),
    "help-open": N_("Now: {situation}."),
    "help-words": N_("The English words of an event, and the Russian ones that stand for them: {words}."),
    "command-status": N_("every ball's state and what each player still has to do"),
    "command-todo": N_("what each player still has to do"),
}
"""The referee's sentences (English), by key; each is translated through the catalogue where it is shown.

A translation may ask a ball in a case by a format spec: ``{ball:ins}`` (see :class:`~.pieces.Phrase`)."""


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
    return _(TEXT[said.key]).format(**{k: show(v, players, names) for k, v in said.fields})


def show(value: Any, players: int, names: Sequence[str] | None = None) -> Any:
    """Return a placeholder's value as it is shown (balls by colour, players by name)."""
    kind = type(value)
    if kind is Ball:
        return ball_names(players)[value]
    if value is SYNTAX:
        return _(SYNTAX)
    if kind is int or kind is str:
        return value
    if kind is Who:
        return names[value.player - 1] if names else _(TEXT["player"]).format(number=value.player)
    if kind is Note:
        return render(value, players, names)
    if kind is tuple and value and all(type(v) is Note for v in value):
        return "; ".join(render(v, players, names) for v in value)
    if kind is tuple and value and all(type(v) is Ball for v in value):
        shown = [ball_names(players)[b] for b in value]
        either = _(TEXT["or"])
        joined = {case: shown[0].form(case) for case in ("", *CASES)}
        for other in shown[1:]:
            joined = {case: either.format(first=text, second=other.form(case)) for case, text in joined.items()}
        return Phrase(joined.pop(""), joined)
    return value


def ball_names(players: int) -> dict[Ball, Phrase]:
    """Return how the referee calls every ball of a game of ``players`` (in the interface's language)."""
    return _ball_names(players, language())


@functools.lru_cache(maxsize=None)
def _ball_names(players: int, lang: str) -> dict[Ball, Phrase]:
    return {b: shown_name(b, players) for b in balls(players)}


def say(key: str, players: int, names: Sequence[str] | None = None, **fields: Any) -> str:
    """Return the sentence ``key`` with these values, at once (for refusals and reports)."""
    return render(note(key, **fields), players, names)
