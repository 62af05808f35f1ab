"""Who sits where and plays which hand: the table of sections (1), (8), (9), (10).

The engine's unit is the *hand*: a pile of cards of one colour that moves in
its turn.  Hands move in the fixed order Red 1, Black 1, Red 2, Black 2
(, Red 3, Black 3), whatever the seating, because the text says both
seatings give "то же самое чередование ходов".  A person (an *owner*) plays
one hand, or two when the table is short:

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
>>> Table.for_mode("3p", solo="black").owners
('Red 1', 'Black', 'Red 2', 'Black')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from wordgames.errors import UsageError
from wordgames.games.vertical.cards import DECK_SIZES, RED, TEAMS, Team

Mode = Literal["2x2", "3x3", "1x1", "3p"]
MODES: tuple[str, ...] = ("2x2", "3x3", "1x1", "3p")

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
            raise UsageError(f"the deck has 36 or 52 cards, not {self.deck_size}")
        if self.hands_per_team not in (2, 3):
            raise UsageError(f"a team has 2 or 3 hands, not {self.hands_per_team}")
        if len(self.owners) != 2 * self.hands_per_team:
            raise UsageError(f"{2 * self.hands_per_team} hands need as many owners, not {len(self.owners)}")
        if self.seating not in SEATINGS:
            raise UsageError(f"unknown seating {self.seating!r} (use {', '.join(SEATINGS)})")

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
                raise UsageError(f"the solo player is 'red' or 'black', not {solo!r}")
            owners = (("Red", "Black 1", "Red", "Black 2") if solo == RED
                      else ("Red 1", "Black", "Red 2", "Black"))
        else:
            raise UsageError(f"unknown mode {mode!r} (use {', '.join(MODES)})")
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

    def people(self) -> list[str]:
        """Return the distinct owners in order of their first hand."""
        return list(dict.fromkeys(self.owners))


def hand_team(hand: int) -> Team:
    """Return the team of a hand: even hands are red, odd hands black."""
    return TEAMS[hand % 2]


def hand_label(table: Table, hand: int) -> str:
    """Return a hand's name: ``Red 1`` … ``Black 3``, or ``Red pile 2`` when one person plays it with another."""
    team, number = hand_team(hand).capitalize(), hand // 2 + 1
    if table.owners.count(table.owners[hand]) > 1:
        return f"{team} pile {number}"
    return f"{team} {number}"


def hand_sizes(table: Table) -> tuple[int, ...]:
    """Return the number of cards dealt to each hand, dealing one by one round each team."""
    per_team = table.deck_size // 2
    k = table.hands_per_team
    sizes = [0] * table.hands
    for hand in range(table.hands):
        number = hand // 2
        sizes[hand] = per_team // k + (1 if number < per_team % k else 0)
    return tuple(sizes)


def partners(table: Table, hand: int) -> list[int]:
    """Return the hands of the same team as ``hand``, ``hand`` included."""
    return list(range(hand % 2, table.hands, 2))
