"""Dix Mille scoring: the combinations of a throw, what they are worth, and which throws lose the turn.

After each throw the player sets aside one or more *combinations* found
among the dice just thrown (never dice set aside earlier).  A
:class:`Selection` is a set of disjoint combinations; the scoring table
(:class:`ScoringTable`, a rule option) says what each is worth and which
six-dice combinations oblige the player to throw all six again.

>>> t = TABLES["text"]
>>> [(str(s), s.points(t)) for s in selections((1, 1, 5, 3, 4, 6), t)]
[('1', 100), ('1+1', 200), ('1+1+5', 250), ('1+5', 150), ('5', 50)]
>>> best = max(selections((2, 2, 3, 3, 6, 6), t), key=lambda s: s.points(t))
>>> str(best), best.points(t), best.forced(t)
('three pairs 2-3-6', 1500, True)
>>> is_bust((2, 2, 2, 2, 1, 5), t), is_bust((3, 4, 6, 6), t), is_bust((2, 2, 2, 3), t)
(True, True, False)
"""

from __future__ import annotations

import functools
import itertools
import os
from collections import Counter
from dataclasses import asdict, dataclass, fields
from typing import Any, NamedTuple, Sequence

from wordgames.errors import ArgumentError, InputFormatError, Param
from wordgames.files import STDIN, display_name, read_json
from wordgames.games.dice import Dice
from wordgames.i18n import N_, _

NUM_DICE = 6
TARGET = 10_000
MAX_POINTS = 1_000_000
"""The most a field of a scoring table may be worth (points)."""
FIELD_LIMITS = {"twos_bust": NUM_DICE, "target": 10_000_000}

SINGLE = "single"
TRIPLE = "triple"
THREE_PAIRS = "three pairs"
PAIR_AND_FOUR = "pair and four"
SIX_OF_A_KIND = "six of a kind"
STRAIGHT = "straight"
SIX_DICE_KINDS = (THREE_PAIRS, PAIR_AND_FOUR, SIX_OF_A_KIND, STRAIGHT)
KINDS = (SINGLE, TRIPLE) + SIX_DICE_KINDS
MAX_TABLE_BYTES = 64 * 1024
KIND_NAMES = {SINGLE: N_("single die"), TRIPLE: N_("triple"), THREE_PAIRS: N_("three pairs"),
              PAIR_AND_FOUR: N_("pair and four"), SIX_OF_A_KIND: N_("six of a kind"), STRAIGHT: N_("straight")}
"""The kinds of combination (their codes are the JSON's), as a person reads them."""
POINT_UNIT = 50
"""Every value of a scoring table is a multiple of this (the advisor's tables are exact in steps of it: a 1-point
step would make them 50 times as large, minutes to build)."""
POINT_FIELDS = ("one", "five", "triple_ones", "triple_factor", "three_pairs", "pair_and_four", "six_of_a_kind",
                "straight", "bonus_start", "bonus_step")


@dataclass(frozen=True)
class ScoringTable:
    """What combinations are worth: the rule option behind all scoring (French tables differ).

    A six-dice combination worth 0 does not count.  ``forced_*`` says
    whether taking that combination obliges the player to throw all six dice
    again.  ``twos_bust`` is the number of 2s in one throw that loses the
    turn (0: never); with ``twos_lose_score`` (the default) they take the whole
    score, not only the turn's points (at the table this field is set by the
    game's rule option ``twos``).  The single-die bonus starts at ``bonus_start`` and grows
    by ``bonus_step``; ``bonus_die_counts`` adds the die's own 100/50 to it.
    """

    one: int = 100
    five: int = 50
    triple_ones: int = 1000
    triple_factor: int = 100
    three_pairs: int = 1500
    pair_and_four: int = 1500
    six_of_a_kind: int = 1500
    straight: int = 3000
    forced_three_pairs: bool = True
    forced_pair_and_four: bool = True
    forced_six_of_a_kind: bool = True
    forced_straight: bool = True
    twos_bust: int = 4
    twos_lose_score: bool = True
    bonus_start: int = 500
    bonus_step: int = 500
    bonus_die_counts: bool = False
    target: int = TARGET

    def to_dict(self) -> dict:
        """Return the table as a JSON-ready dict."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any, where: str = "") -> "ScoringTable":
        """Return a table from a dict of (some of) its fields; raise InputFormatError on a field that is wrong.

        Points are whole numbers 0 to 1 000 000, ``twos_bust`` 0 to 6,
        ``target`` 1 to 10 000 000, the ``forced_*`` and ``bonus_die_counts``
        fields true or false; a table where nothing scores is refused (its
        game could never end).
        """
        prefix = f"{where}: " if where else ""
        if not isinstance(data, dict):
            raise InputFormatError(prefix + _("a scoring table is a JSON object of fields"))
        known = {f.name: f.type for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise InputFormatError(prefix + _("unknown scoring field {field}").format(field=f"{key!r:.30}"))
            want = bool if known[key] in (bool, "bool") else int
            if type(value) is not want:
                message = (_("scoring field {field} must be bool, not {value}") if want is bool
                           else _("scoring field {field} must be int, not {value}"))
                raise InputFormatError(prefix + message.format(field=repr(key), value=f"{value!r:.20}"))
            if want is int and value < 0:
                raise InputFormatError(prefix + _("scoring field {field} must not be negative").format(field=repr(key)))
            high = FIELD_LIMITS.get(key, MAX_POINTS)
            if want is int and value > high:
                raise InputFormatError(prefix + _("scoring field {field} must be at most {high}").format(
                    field=repr(key), high=high))
        for key, value in data.items():
            if key in POINT_FIELDS and value % POINT_UNIT:
                raise InputFormatError(_("{prefix}scoring field {key!r} must be a multiple of {unit}, not {value}").format(
                    prefix=prefix, key=key, unit=POINT_UNIT, value=value))
        if data.get("target") == 0:
            raise InputFormatError(prefix + _("scoring field 'target' must be at least 1"))
        table = cls(**data)
        if not (table.one or table.five or table.triple_ones or table.triple_factor or table.three_pairs
                or table.pair_and_four or table.six_of_a_kind or table.straight):
            raise InputFormatError(prefix + _("nothing scores under this table: its game could never end"))
        return table

    def bonus(self, level: int) -> int:
        """Return the bonus of the ``level``-th single-die success of a turn (0-based): 500, 1000, 1500..."""
        return self.bonus_start + self.bonus_step * level

    def is_forced(self, kind: str) -> bool:
        return {THREE_PAIRS: self.forced_three_pairs, PAIR_AND_FOUR: self.forced_pair_and_four,
                SIX_OF_A_KIND: self.forced_six_of_a_kind, STRAIGHT: self.forced_straight}.get(kind, False)


TABLES: dict[str, ScoringTable] = {
    "text": ScoringTable(),
    "plain": ScoringTable(three_pairs=0, pair_and_four=0, six_of_a_kind=0, straight=0, twos_bust=0),
}
"""Named scoring tables: the rule text's, and a plain one with only single 1s and 5s and triples."""


class Combo(NamedTuple):
    """One combination set aside: its kind and its dice."""

    kind: str
    dice: Dice

    def points(self, table: ScoringTable) -> int:
        """Return what this combination scores under ``table``."""
        if self.kind == SINGLE:
            return table.one if self.dice[0] == 1 else table.five
        if self.kind == TRIPLE:
            return table.triple_ones if self.dice[0] == 1 else table.triple_factor * self.dice[0]
        return {THREE_PAIRS: table.three_pairs, PAIR_AND_FOUR: table.pair_and_four,
                SIX_OF_A_KIND: table.six_of_a_kind, STRAIGHT: table.straight}[self.kind]

    def __str__(self) -> str:
        if self.kind == SINGLE:
            return str(self.dice[0])
        if self.kind == TRIPLE:
            return "{0}{0}{0}".format(self.dice[0])
        if self.kind == THREE_PAIRS:
            return "three pairs " + "-".join(str(f) for f in sorted(set(self.dice)))
        if self.kind == PAIR_AND_FOUR:
            return "pair and four " + "".join(map(str, self.dice))
        if self.kind == SIX_OF_A_KIND:
            return "six " + str(self.dice[0]) + "s"
        return "straight 1-6"

    def label(self) -> str:
        """Return the combination as a person reads it in the active language (``str`` is the notation's English).

        >>> Combo(THREE_PAIRS, (2, 2, 3, 3, 6, 6)).label(), Combo(TRIPLE, (4, 4, 4)).label()
        ('three pairs 2-3-6', '444')
        """
        if self.kind in (SINGLE, TRIPLE):
            return str(self)
        if self.kind == THREE_PAIRS:
            return _("three pairs {faces}").format(faces="-".join(str(f) for f in sorted(set(self.dice))))
        if self.kind == PAIR_AND_FOUR:
            return _("pair and four {dice}").format(dice="".join(map(str, self.dice)))
        if self.kind == SIX_OF_A_KIND:
            return _("six {face}s").format(face=self.dice[0])
        return _("straight 1-6")


class Selection(NamedTuple):
    """The combinations a player sets aside from one throw (at least one)."""

    combos: tuple[Combo, ...]

    def points(self, table: ScoringTable) -> int:
        return sum(c.points(table) for c in self.combos)

    def dice(self) -> Dice:
        """Return the dice set aside, sorted."""
        return tuple(sorted(d for c in self.combos for d in c.dice))

    def forced(self, table: ScoringTable) -> bool:
        """Return whether this selection obliges the player to throw all six dice again."""
        return any(table.is_forced(c.kind) for c in self.combos)

    def __str__(self) -> str:
        return "+".join(str(c) for c in self.combos)

    def label(self) -> str:
        """Return the selection as a person reads it in the active language: ``1+1+5``, ``three pairs 2-3-6``."""
        return "+".join(c.label() for c in self.combos)


def six_dice_combos(dice: Dice, table: ScoringTable) -> list[Combo]:
    """Return the six-dice combinations the throw shows (and the table counts)."""
    if len(dice) != NUM_DICE:
        return []
    shape = sorted(Counter(dice).values())
    found = []
    if shape == [2, 2, 2] and table.three_pairs:
        found.append(Combo(THREE_PAIRS, dice))
    if shape == [2, 4] and table.pair_and_four:
        found.append(Combo(PAIR_AND_FOUR, dice))
    if shape == [6] and table.six_of_a_kind:
        found.append(Combo(SIX_OF_A_KIND, dice))
    if shape == [1] * 6 and table.straight:
        found.append(Combo(STRAIGHT, dice))
    return found


def canonical(combos: Sequence[Combo]) -> Selection:
    """Return the selection of these combinations in the order :func:`selections` lists them (triples first).

    >>> str(canonical([Combo(SINGLE, (5,)), Combo(TRIPLE, (4, 4, 4))]))
    '444+5'
    """
    return Selection(tuple(sorted(combos, key=lambda c: (c.kind != TRIPLE, c.dice))))


def selections(dice: Dice, table: ScoringTable) -> tuple[Selection, ...]:
    """Return every way to set aside scoring dice from the throw ``dice``, in a fixed order.

    Six-dice combinations come alone; otherwise any number of triples and of
    single 1s and 5s among the dice that are not in a triple.  A combination
    the table values at 0 does not score and is never offered.
    """
    return _selections(tuple(sorted(dice)), table)


@functools.lru_cache(maxsize=8192)
def _selections(dice: Dice, table: ScoringTable) -> tuple[Selection, ...]:
    """Return :func:`selections` of a sorted throw."""
    counts = Counter(dice)
    found = [Selection((c,)) for c in six_dice_combos(dice, table)]
    faces = sorted(counts)
    triple_choices = [range(counts[f] // 3 + 1) for f in faces]
    for triples in itertools.product(*triple_choices):
        left = {f: counts[f] - 3 * t for f, t in zip(faces, triples)}
        single_choices = [range(left.get(1, 0) + 1), range(left.get(5, 0) + 1)]
        for ones, fives in itertools.product(*single_choices):
            combos = [Combo(TRIPLE, (f,) * 3) for f, t in zip(faces, triples) for _each in range(t)]
            combos += [Combo(SINGLE, (1,))] * ones + [Combo(SINGLE, (5,))] * fives
            if combos and all(c.points(table) > 0 for c in combos):
                found.append(Selection(tuple(sorted(combos, key=lambda c: (c.kind != TRIPLE, c.dice)))))
    return tuple(sorted(set(found), key=lambda s: (str(s), s.combos)))


def is_bust(dice: Dice, table: ScoringTable) -> bool:
    """Return whether the throw loses the turn's points: too many 2s, or nothing to set aside."""
    if table.twos_bust and dice.count(2) >= table.twos_bust:
        return True
    return not selections(dice, table)


def parse_table(spec: str) -> ScoringTable:
    """Return the scoring table named ``spec`` (text, plain), or read from a JSON file of fields (``-``: stdin).

    >>> parse_table("plain").straight
    0
    >>> parse_table("french")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: french: not a table name (text, plain) nor a file
    """
    if spec in TABLES:
        return TABLES[spec]
    if spec != STDIN and not os.path.isfile(spec):
        raise InputFormatError(_("not a table name ({names}) nor a file").format(names=", ".join(TABLES)), path=spec)
    data = read_json(spec, MAX_TABLE_BYTES)
    if isinstance(data, dict) and "twos_lose_score" in data:
        raise ArgumentError(_("{path}: scoring field 'twos_lose_score' is the rule option twos now: {twos} score "
                              "(the whole score) or {twos} turn (the turn's points)"), path=display_name(spec),
                            twos=Param("twos"), option="table")
    try:
        return ScoringTable.from_dict(data)
    except InputFormatError as e:
        raise InputFormatError(e.message, path=display_name(spec)) from None


def table_option(spec: str) -> dict:
    """Return the ``--table`` option in its JSON form (the table's fields): a name or a JSON file (``-``: stdin).

    The reading of four 2s is not among them: it is the game's rule option ``twos`` (a file may not name
    ``twos_lose_score``; a saved session's table that does keeps the reading it was played with).

    >>> table_option("plain")["straight"], len(table_option("text"))
    (0, 17)
    """
    return {k: v for k, v in parse_table(spec).to_dict().items() if k != "twos_lose_score"}


def table_from_rules(value: Any) -> ScoringTable:
    """Return the table a session's rules name: ``"text"``, ``"plain"``, or the table's fields (JSON form)."""
    if isinstance(value, str):
        if value not in TABLES:
            raise InputFormatError(_("table: one of {names} or the table's fields, not {value}").format(
                names=", ".join(TABLES), value=f"{value!r:.30}"))
        return TABLES[value]
    return ScoringTable.from_dict(value, "table")
