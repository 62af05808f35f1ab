"""How a tournament is played: its entrants, its mode and format, and who sits where in each game.

:func:`plan` reads the entrants and the options and returns a :class:`Plan` (a value: the game, the entrants,
the mode ``solo`` or ``table``, the format, the rounds), or refuses what cannot be played in one line: more
entrants than a table seats where no table of two can pair them, a Swiss of a game not played two at a table,
a solo tournament of a game not played alone.  The runner (:mod:`wordgames.table.tournament`) plays a plan.

>>> from wordgames.registry import info
>>> p = plan(info("croquet"), "perfect,random,random")       # no table of three: a round robin in pairs
>>> p.format, p.paired, p.rounds, p.games_played(2)
('round-robin', True, 3, 6)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from wordgames.descriptor import BOTS, GameDescriptor, played_by, seats_text
from wordgames.errors import OptionError, Param, SeatsError
from wordgames.i18n import _
from wordgames.table.program import TIME_LIMIT
from wordgames.table.seats import SeatSpec, parse_seats
from wordgames.table.standings import ROUND_ROBIN, SWISS
from wordgames.table.swiss import round_robin_rounds

MODES = ("solo", "table")
FORMATS = (ROUND_ROBIN, SWISS)
MAX_ROUNDS = 1000


@dataclass(frozen=True)
class Sitting:
    """A game to play: its index, and the entrant in each seat (None: the plan's :meth:`Plan.seating`)."""

    index: int
    seats: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Plan:
    """How a tournament is played: the game, the entrants, the mode, and who sits where in game ``i``."""

    entry: GameDescriptor
    game: object
    entrants: tuple[SeatSpec, ...]
    mode: str
    seed: int
    settings: dict
    time_limit: float
    teams: tuple[int, ...] | None = None
    records: str | None = None
    format: str = ROUND_ROBIN
    rounds: int = 0                       # Swiss, or a round robin in pairs: how many rounds

    @property
    def paired(self) -> bool:
        """Return whether the entrants meet two at a time, round after round (a Swiss, or a round robin of more
        entrants than a table seats)."""
        return self.rounds > 0

    def seating(self, index: int) -> list[int]:
        """Return the entrant in each seat of game ``index`` (``table`` mode).

        One seat each: the table turns by one a game; teams: entrant ``k``
        plays every seat of team ``(k + index) % teams``.
        """
        n = len(self.entrants)
        if self.teams is not None:
            return [(team - index) % n for team in self.teams]
        return [(index + seat) % n for seat in range(n)]

    def pairing_seats(self, pair: tuple[int, int], game: int) -> tuple[int, ...]:
        """Return the entrant in each seat of game ``game`` (from 0) of a Swiss pairing, its first entrant first
        in game 0: the seats (or the teams' colours) turned every game."""
        if self.teams is not None:
            return tuple(pair[(team + game) % 2] for team in self.teams)
        return tuple(pair[(seat + game) % 2] for seat in range(2))

    def games_played(self, games: int) -> int:
        """Return how many games the tournament plays: ``games``, or, played in pairs, ``games`` a pairing."""
        return self.rounds * (len(self.entrants) // 2) * games if self.paired else games


def plan(entry: GameDescriptor, entrants: str | Sequence[str], *, rules: dict | None = None,
         settings: dict | None = None, seed: int = 1, mode: str | None = None, lexicon=None,
         time_limit: float = TIME_LIMIT, records: str | None = None, seats_at_table: int | None = None,
         format: str = ROUND_ROBIN, rounds: int | None = None) -> Plan:
    """Return the plan of a tournament of ``entry`` between ``entrants`` (bots and ``cmd:`` programs).

    ``seats_at_table`` chooses the table of a game played by several
    numbers of players (Змейка for 2 or 4): by default the game's own; two
    entrants at a table of four play as teams.  ``format`` is ``round-robin``
    or ``swiss``; a Swiss plays ``rounds`` rounds (by default the fewest
    that can leave one entrant alone on top: ⌈log₂ entrants⌉); a round robin
    of more entrants than a table seats is played in pairs, when the game is
    played two at a table (or two teams at one).
    """
    seats = parse_seats(entrants, entry.bot_names, people=False)
    if format not in FORMATS:
        raise OptionError(_("unknown format {format!r} (choose round-robin or swiss)").format(format=format),
                          option="format")
    if format == SWISS or in_pairs(entry, len(seats), mode, seats_at_table):
        return paired_plan(entry, tuple(seats), rules=rules, settings=settings, seed=seed, mode=mode,
                           lexicon=lexicon, time_limit=time_limit, records=records, seats_at_table=seats_at_table,
                           format=format, rounds=rounds)
    mode = mode or entry.tournament_mode
    if mode not in MODES:
        raise OptionError(_("unknown mode {mode!r} (choose solo or table)").format(mode=mode), option="mode")
    chosen = {**entry.defaults(BOTS), **(settings or {})}
    if mode == "solo":
        if 1 not in entry.seats:
            raise SeatsError(_("{title} is not played alone: use {mode} table"), title=_(entry.title), mode=Param("mode"),
                             option="mode")
        return Plan(entry, entry.load(rules, 1, lexicon), tuple(seats), mode, seed, chosen, time_limit,
                    records=records)
    if seats_at_table is not None and seats_at_table not in entry.seats:
        raise SeatsError(played_by(entry, seats_at_table), option="seats")
    default = entry.load(rules, seats_at_table, lexicon)
    teams = default.teams()
    if teams is not None and len(set(teams)) == len(seats) and len(seats) != default.seats:
        return Plan(entry, default, tuple(seats), mode, seed, chosen, time_limit, tuple(teams), records)
    if seats_at_table is not None and len(seats) != seats_at_table:
        message = (_("{n} entrants cannot fill a table of {seats} (teams: {teams} entrants)") if teams
                   else _("{n} entrants cannot fill a table of {seats}"))
        raise SeatsError(message.format(n=len(seats), seats=seats_at_table, teams=len(set(teams or ()))),
                         option="players")
    if len(seats) not in entry.seats:
        message = (_("{title} is played by {seats}; {n} entrants cannot sit at one table (use {mode} solo)")
                   if 1 in entry.seats else _("{title} is played by {seats}; {n} entrants cannot sit at one table"))
        raise SeatsError(message, title=_(entry.title), seats=seats_text(entry.seats), n=len(seats), mode=Param("mode"),
                         option="players")
    game = entry.load(rules, len(seats), lexicon)
    return Plan(entry, game, tuple(seats), mode, seed, chosen, time_limit, None, records)


def in_pairs(entry: GameDescriptor, n: int, mode: str | None, seats_at_table: int | None) -> bool:
    """Return whether a round robin of ``n`` entrants is played two at a time: in ``table`` mode, when no table of
    the game seats them all (or more than the table asked for), and two entrants can sit at one table (two
    seats, or two teams)."""
    if (mode or entry.tournament_mode) != "table" or n <= 2:
        return False
    if seats_at_table is not None:
        return n > seats_at_table and seats_at_table in entry.seats and (seats_at_table == 2 or entry.team_game)
    return n not in entry.seats and (2 in entry.seats or entry.team_game)


def paired_plan(entry: GameDescriptor, entrants: tuple[SeatSpec, ...], *, rules: dict | None,
                settings: dict | None, seed: int, mode: str | None, lexicon, time_limit: float,
                records: str | None, seats_at_table: int | None, format: str, rounds: int | None) -> Plan:
    """Return the plan of a Swiss, or of a round robin in pairs, between ``entrants``: two entrants at each
    table, one seat or one team each."""
    swiss = format == SWISS
    if mode == "solo":
        raise OptionError(_("a Swiss pairs the entrants at tables: use {mode} table"), mode=Param("mode"),
                          option="mode")
    if len(entrants) < 2:
        raise SeatsError(_("a Swiss needs two entrants or more, not {n}"), n=len(entrants), option="players")
    if swiss:
        rounds = rounds if rounds is not None else max(1, math.ceil(math.log2(len(entrants))))
        if not 1 <= rounds <= MAX_ROUNDS:
            raise OptionError(_("a Swiss has 1 to {most} rounds, not {n}"), most=MAX_ROUNDS, n=rounds,
                              option="rounds")
    else:
        rounds = round_robin_rounds(len(entrants))
    chosen = {**entry.defaults(BOTS), **(settings or {})}
    if seats_at_table is not None and seats_at_table not in entry.seats:
        raise SeatsError(played_by(entry, seats_at_table), option="seats")
    default = entry.load(rules, seats_at_table, lexicon)
    teams = default.teams()
    if teams is not None and len(set(teams)) == 2 and default.seats != 2:
        return Plan(entry, default, entrants, "table", seed, chosen, time_limit, tuple(teams), records, format,
                    rounds)
    if 2 not in entry.seats or seats_at_table not in (None, 2):
        raise SeatsError(_("{title} is played by {seats}: a Swiss pairs two entrants at a table"),
                         title=_(entry.title), seats=seats_text((seats_at_table,) if seats_at_table else entry.seats),
                         option="format")
    return Plan(entry, entry.load(rules, 2, lexicon), entrants, "table", seed, chosen, time_limit, None, records,
                format, rounds)
