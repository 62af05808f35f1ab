"""What the players of «Словесный бой» agree before the first call: how many play, the square, the turns, who calls.

:class:`Rules` refuses an agreement the rule text does not allow (a number
of turns is at most the number of cells and a whole number of rounds:
:func:`allowed_moves`), saying what could be chosen instead.  The game that
is played under them is :mod:`wordgames.battle.state` (at the table, :mod:`wordgames.battle.game`).

>>> allowed_moves(36, 4)[-1], Rules(players=4, moves=32).caller(5), Rules(computer_calls=True).caller(0) == COMPUTER
(36, 1, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from wordgames.battle.legality import Letter
from wordgames.battle.score import CANONICAL, Direction
from wordgames.engine import CHANCE
from wordgames.errors import OptionError, SeatsError
from wordgames.i18n import _, ngettext

Seat = int  # a player's place at the table, counted from 0

COMPUTER: Seat = CHANCE        # who calls when the computer calls the letters
MAX_PLAYERS = 6
MAX_SIDE = 12
DEFAULT_SIDE = 6


def allowed_moves(cells: int, players: int) -> list[int]:
    """Return the numbers of turns a game may be agreed to last: whole rounds, at most one per cell.

    >>> allowed_moves(36, 5)
    [5, 10, 15, 20, 25, 30, 35]
    >>> allowed_moves(4, 6)
    []
    """
    return list(range(players, cells + 1, players))


def default_moves(cells: int, players: int) -> int:
    """Return the longest game allowed: the most whole rounds that fit in the square."""
    allowed = allowed_moves(cells, players)
    if not allowed:
        raise SeatsError(ngettext("a square of {cells} cells is too small for {n} player",
                                  "a square of {cells} cells is too small for {n} players", players).format(
            cells=cells, n=players), option="seats")
    return allowed[-1]


def _allowed_text(cells: int, players: int) -> str:
    """Return the allowed numbers of turns as words, e.g. ``5, 10, 15 or 20``."""
    allowed = allowed_moves(cells, players)
    if players == 1:
        return _("any number from 1 to {n}").format(n=cells)
    if not allowed:
        return _("none (the square has fewer cells than there are players)")
    if len(allowed) == 1:
        return str(allowed[0])
    return _("{numbers} or {last}").format(numbers=", ".join(map(str, allowed[:-1])), last=allowed[-1])


@dataclass(frozen=True)
class Rules:
    """What the players agree before the first call.

    ``computer_calls``: the letters come from the computer (solo play, task 2)
    or, with ``letters``, from a file (task 4b), not from the players in
    turn.  ``directions`` and ``strike`` are the scoring variations (3 and 2).

    >>> Rules(players=5, moves=36)
    Traceback (most recent call last):
    ...
    wordgames.errors.OptionError: 36 turns are not a whole number of rounds for 5 players on a 6×6 square: choose 5, 10, 15, 20, 25, 30 or 35
    """

    players: int = 1
    height: int = DEFAULT_SIDE
    width: int = DEFAULT_SIDE
    moves: int = DEFAULT_SIDE * DEFAULT_SIDE
    computer_calls: bool = False
    directions: tuple[Direction, ...] = CANONICAL
    strike: bool = False
    letters: tuple[Letter, ...] | None = None

    def __post_init__(self):
        if not 1 <= self.players <= MAX_PLAYERS:
            raise SeatsError(_("«Словесный бой» is played by 1 to {most} players, not {n}").format(
                most=MAX_PLAYERS, n=self.players), option="seats")
        for side in (self.height, self.width):
            if not 2 <= side <= MAX_SIDE:
                raise OptionError(_("a square's side must be 2 to {most} cells, not {n}").format(most=MAX_SIDE, n=side),
                                  option="size")
        if self.moves not in allowed_moves(self.cells, self.players):
            if self.moves > self.cells:
                why = ngettext("{moves} turns are more than the square's cells for {n} player on a {size} square",
                               "{moves} turns are more than the square's cells for {n} players on a {size} square",
                               self.players)
            elif self.moves > 0:
                why = ngettext("{moves} turn is not a whole number of rounds for {n} players on a {size} square",
                               "{moves} turns are not a whole number of rounds for {n} players on a {size} square",
                               self.moves)     # never a whole number of rounds: two players or more
            else:
                why = ngettext("{moves} turns are no game for {n} player on a {size} square",
                               "{moves} turns are no game for {n} players on a {size} square", self.players)
            raise OptionError(_("{why}: choose {allowed}").format(
                why=why.format(moves=self.moves, n=self.players, size=f"{self.height}×{self.width}"),
                allowed=_allowed_text(self.cells, self.players)), option="moves")
        object.__setattr__(self, "directions", tuple(self.directions))
        if self.letters is not None:
            object.__setattr__(self, "letters", tuple(self.letters))
            if not self.computer_calls:
                raise OptionError(_("letters from a file give every call, so the players cannot call"), option="caller")
            if len(self.letters) < self.moves:
                raise OptionError(ngettext("the letters hold {n} call; the game needs {moves} (agree to {n} turn or "
                                           "fewer, in whole rounds)",
                                           "the letters hold {n} calls; the game needs {moves} (agree to {n} turns or "
                                           "fewer, in whole rounds)", len(self.letters)).format(
                    n=len(self.letters), moves=self.moves), option="letters")

    @property
    def cells(self) -> int:
        """Return the number of cells of a square."""
        return self.height * self.width

    def caller(self, turn: int) -> Seat:
        """Return who calls the letter of ``turn`` (from 0): the players in rotation, or :data:`COMPUTER`."""
        return COMPUTER if self.computer_calls else turn % self.players
