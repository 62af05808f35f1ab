"""Who sits where and plays which hand: the table of sections (1), (8), (9), (10).

A *hand* is a pile of cards of one colour that moves in its turn.  Hands
move in the fixed order Red 1, Black 1, Red 2, Black 2 (, Red 3, Black 3),
whatever the seating, because the text says both seatings give "то же самое
чередование ходов".  A *seat* is a person (an *owner*, counted from 0 in the
order of their first hand): one hand each, or two when the table is short:

========  =====================================  ==========================
mode      hands                                  owners
========  =====================================  ==========================
``2x2``   Red 1, Black 1, Red 2, Black 2         four people
``3x3``   Red 1 … Black 3                        six people
``1x1``   two piles per colour, played in turn   two people, two piles each
``3p``    as ``2x2``                             one person plays both hands
                                                 of one team (section 10)
========  =====================================  ==========================

With 36 cards a colour has 18 cards, with 52 it has 26; they are dealt one by
one round the team's hands, so 3x3 with 52 cards gives 9, 9 and 8.

>>> t = Table.for_mode("3x3", deck_size=52)
>>> hand_sizes(t), [hand_label(t, h) for h in (0, 5)]
((9, 9, 9, 9, 8, 8), ['Red 1', 'Black 3'])
>>> Table.for_mode("1x1").owners
('Red', 'Black', 'Red', 'Black')
>>> t = Table.for_mode("3p", solo="black")
>>> t.owners, t.people(), t.seat_of(3), t.hands_of(1), t.seat_teams()
(('Red 1', 'Black', 'Red 2', 'Black'), ['Red 1', 'Black', 'Red 2'], 1, (1, 3), (0, 1, 0))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from wordgames.errors import ArgumentError, OptionError
from wordgames.games.vertical.cards import BLACK, DECK_SIZES, RED, TEAMS, Team
from wordgames.i18n import N_, _

Mode = Literal["2x2", "3x3", "1x1", "3p"]
MODES: tuple[str, ...] = ("2x2", "3x3", "1x1", "3p")

SEATS_OF_MODE: dict[str, int] = {"2x2": 4, "3x3": 6, "1x1": 2, "3p": 3}
"""How many people each mode seats."""

MODE_OF_SEATS: dict[int, str] = {n: mode for mode, n in SEATS_OF_MODE.items()}
"""The mode a number of people plays when no mode is asked for."""

Seating = Literal["alternate", "sides"]
SEATINGS: tuple[str, ...] = ("alternate", "sides")
"""``alternate``: colours alternate clockwise round the table (section 1);
``sides``: each team on one side, hands move "ёлочкой" across the table."""


@dataclass(frozen=True)
class Table:
    """The deck, the number of hands per team, who plays each hand, and the seating."""

    deck_size: int = 36
    hands_per_team: int = 2
    owners: tuple[str, ...] = ("Red 1", "Black 1", "Red 2", "Black 2")
    seating: Seating = "alternate"
    mode: Mode = "2x2"

    def __post_init__(self):
        if self.deck_size not in DECK_SIZES:
            raise OptionError(_("the deck has 36 or 52 cards, not {n}").format(n=self.deck_size), option="deck")
        if self.hands_per_team not in (2, 3):
            raise ArgumentError(_("a team has 2 or 3 hands, not {n}").format(n=self.hands_per_team),
                                option="hands_per_team")
        if len(self.owners) != 2 * self.hands_per_team:
            raise ArgumentError(_("{hands} hands need as many owners, not {n}").format(
                hands=2 * self.hands_per_team, n=len(self.owners)), option="owners")
        if self.seating not in SEATINGS:
            raise OptionError(_("unknown seating {seating!r} (use {choices})").format(
                seating=self.seating, choices=", ".join(SEATINGS)), option="seating")

    @classmethod
    def for_mode(cls, mode: str, deck_size: int = 36, seating: str = "alternate",
                 solo: Team = RED) -> "Table":
        """Return the table of a mode; ``solo`` is the team of the one who plays two hands in ``3p``."""
        if mode == "2x2":
            owners = ("Red 1", "Black 1", "Red 2", "Black 2")
        elif mode == "3x3":
            owners = ("Red 1", "Black 1", "Red 2", "Black 2", "Red 3", "Black 3")
        elif mode == "1x1":
            owners = ("Red", "Black", "Red", "Black")
        elif mode == "3p":
            if solo not in TEAMS:
                raise OptionError(_("the solo player is 'red' or 'black', not {solo!r}").format(solo=solo),
                                  option="solo")
            owners = (("Red", "Black 1", "Red", "Black 2") if solo == RED
                      else ("Red 1", "Black", "Red 2", "Black"))
        else:
            raise OptionError(_("unknown mode {mode!r} (use {choices})").format(mode=mode, choices=", ".join(MODES)),
                              option="mode")
        return cls(deck_size=deck_size, hands_per_team=len(owners) // 2, owners=owners,
                   seating=seating, mode=mode)

    @property
    def hands(self) -> int:
        """Return the number of hands (piles) in play."""
        return 2 * self.hands_per_team

    @property
    def height(self) -> int:
        """Return the height of the imagined rectangle: 9 rows for 36 cards, 13 for 52 (rule 6)."""
        return self.deck_size // 4

    @property
    def solo(self) -> Team | None:
        """Return the team whose two hands one person plays in ``3p`` (None in the other modes)."""
        if self.mode != "3p":
            return None
        return RED if self.owners[0] == self.owners[2] else BLACK

    def people(self) -> list[str]:
        """Return the distinct owners in order of their first hand: the seats."""
        return list(dict.fromkeys(self.owners))

    @property
    def seats(self) -> int:
        """Return the number of people at the table."""
        return len(self.people())

    @cached_property
    def _seat_of_hand(self) -> tuple[int, ...]:
        people = self.people()
        return tuple(people.index(owner) for owner in self.owners)

    def seat_of(self, hand: int) -> int:
        """Return the seat (the person, from 0) who plays ``hand``."""
        return self._seat_of_hand[hand]

    def hands_of(self, seat: int) -> tuple[int, ...]:
        """Return the hands the person in ``seat`` plays, in order of play."""
        return tuple(h for h, s in enumerate(self._seat_of_hand) if s == seat)

    def seat_teams(self) -> tuple[int, ...]:
        """Return each seat's team: 0 for Red, 1 for Black."""
        return tuple(self.hands_of(seat)[0] % 2 for seat in range(self.seats))


def hand_team(hand: int) -> Team:
    """Return the team of a hand: even hands are red, odd hands black."""
    return TEAMS[hand % 2]


def hand_label(table: Table, hand: int) -> str:
    """Return a hand's name: ``Red 1`` … ``Black 3``, or ``Red pile 2`` when one person plays it with another."""
    team, number = hand_team(hand).capitalize(), hand // 2 + 1
    if table.owners.count(table.owners[hand]) > 1:
        return f"{team} pile {number}"
    return f"{team} {number}"


TEAM_NAMES: dict[str, str] = {RED: N_("Red"), BLACK: N_("Black")}
"""The teams as a person reads them (translated where shown): the rules' КРАСНЫЕ and ЧЕРНЫЕ."""


def team_name(team: Team) -> str:
    """Return a team's name in the interface's language: ``Red``, in Russian ``красные``."""
    return _(TEAM_NAMES[team])


def hand_name(table: Table, hand: int) -> str:
    """Return :func:`hand_label` in the interface's language (``hand_label`` itself is the JSON's, English).

    >>> from wordgames.i18n import set_language
    >>> set_language("ru"); hand_name(Table(), 2), hand_name(Table.for_mode("1x1"), 3)
    ('Красный 2', 'Чёрная кучка 2')
    >>> set_language("en"); hand_name(Table(), 2)
    'Red 2'
    """
    number = hand // 2 + 1
    red = hand_team(hand) == RED
    if table.owners.count(table.owners[hand]) > 1:
        return (_("Red pile {n}") if red else _("Black pile {n}")).format(n=number)
    return (_("Red {n}") if red else _("Black {n}")).format(n=number)


def owner_name(owner: str) -> str:
    """Return a seat's owner label (``Red 1``, ``Black``: :attr:`Table.owners`) in the interface's language."""
    team, _space, number = owner.partition(" ")
    if team not in ("Red", "Black"):
        return owner
    red = team == "Red"
    if not number:
        return team_name(RED if red else BLACK)
    return (_("Red {n}") if red else _("Black {n}")).format(n=number)


def receiver(table: Table, k: int) -> int:
    """Return the hand dealt the ``k``-th card (from 0): the red cards first, one by one round the red
    hands, then the black cards round the black hands (section 2).

    >>> t = Table()
    >>> [hand_label(t, receiver(t, k)) for k in (0, 1, 2, 17, 18, 19, 35)]
    ['Red 1', 'Red 2', 'Red 1', 'Red 2', 'Black 1', 'Black 2', 'Black 2']
    """
    per_team = table.deck_size // 2
    colour, i = divmod(k, per_team)
    return 2 * (i % table.hands_per_team) + colour


def dealt_sizes(table: Table, dealt: int) -> tuple[int, ...]:
    """Return how many cards each hand holds once ``dealt`` cards of the deal have been dealt."""
    sizes = [0] * table.hands
    for k in range(dealt):
        sizes[receiver(table, k)] += 1
    return tuple(sizes)


def hand_sizes(table: Table) -> tuple[int, ...]:
    """Return the number of cards dealt to each hand, dealing one by one round each team."""
    return dealt_sizes(table, table.deck_size)


def partners(table: Table, hand: int) -> list[int]:
    """Return the hands of the same team as ``hand``, ``hand`` included."""
    return list(range(hand % 2, table.hands, 2))
