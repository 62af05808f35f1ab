"""The Swiss system: who meets whom in each round of a championship of many entrants, from the standings so far.

An entrant's :class:`Record` is what the pairing reads: its points (a
pairing won 1, drawn ½, lost 0, a bye 1), the opponents it has met, in
which of its pairings it sat first, and its byes.  Each round:

1. The entrants are placed by points, then by Buchholz (the sum of the
   points of the opponents met; a bye adds none), then in their listed
   order (the order of ``--players``, the seeding).
2. With an odd field the bye goes to the lowest placed entrant who has had
   the fewest byes (at most one each while there are no more rounds than
   entrants) and whose bye leaves the others a pairing with the fewest
   rematches.
3. The others are paired from the top down: the highest unpaired entrant
   meets the next highest it has not met, backtracking when the rest could
   not be paired; when no pairing of the round avoids every rematch, the
   one with the fewest rematches, found the same way.
4. In each pairing the entrant who has sat first in fewer of its pairings
   sits first (its games then alternate the seats); if equal, the one who
   did not sit first in its last pairing; if equal again, the higher placed.

A round robin of more entrants than a table seats is played in pairs too, in the fixed rounds of the circle
method (:func:`round_robin`, Berger's tables): every entrant meets every other once, and in an odd field
each has one bye, which scores nothing there.

Everything here is a value in and a value out: the runner
(:mod:`wordgames.table.tournament`) plays the pairings and keeps the records.

>>> fresh = [Record()] * 4
>>> first = pairings(fresh)
>>> first
Round(pairs=((0, 1), (2, 3)), bye=None)
>>> after = records_of(4, [(first, (1.0, 0.5))])      # 0 beat 1, 2 and 3 drew
>>> [(r.points, r.opponents) for r in after]
[(1.0, (1,)), (0.0, (0,)), (0.5, (3,)), (0.5, (2,))]
>>> pairings(after)                                   # the leader meets the better of the drawn pair
Round(pairs=((0, 2), (3, 1)), bye=None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Sequence

Entrant = int
"""An entrant's place in the listed order (from 0)."""
Pair = tuple[Entrant, Entrant]
"""Two entrants paired, the one who sits first in the pairing's first game first."""

WIN, DRAW, LOSS = 1.0, 0.5, 0.0
BYE_POINTS = WIN


@dataclass(frozen=True)
class Record:
    """An entrant's Swiss record: points, the opponents met (one per pairing, in round order), whether it sat
    first in each of those pairings, and how many byes it has had."""

    points: float = 0.0
    opponents: tuple[Entrant, ...] = ()
    starts: tuple[bool, ...] = ()
    byes: int = 0


@dataclass(frozen=True)
class Round:
    """One round's pairings, the highest placed board first, and who has the bye (None: an even field)."""

    pairs: tuple[Pair, ...]
    bye: Entrant | None = None


def buchholz(records: Sequence[Record], k: Entrant) -> float:
    """Return entrant ``k``'s Buchholz: the points of every opponent it has met (once per meeting).

    >>> buchholz([Record(1.0, (1,)), Record(0.0, (0,))], 1)
    1.0
    """
    return sum(records[o].points for o in records[k].opponents)


def placing(records: Sequence[Record]) -> list[Entrant]:
    """Return the entrants best first: by points, then Buchholz, then listed order.

    >>> placing([Record(0.5), Record(1.0), Record(0.5, (1,))])
    [1, 2, 0]
    """
    return sorted(range(len(records)), key=lambda k: (-records[k].points, -buchholz(records, k), k))


def bye_candidates(records: Sequence[Record], order: Sequence[Entrant]) -> list[Entrant]:
    """Return who may have this round's bye, the lowest placed first: those with the fewest byes."""
    fewest = min(records[k].byes for k in order)
    return [k for k in reversed(order) if records[k].byes == fewest]


def _match(rest: tuple[Entrant, ...], met: Sequence[frozenset], budget: int,
           failed: set) -> list[Pair] | None:
    """Return pairs of ``rest`` (best first) from the top down with at most ``budget`` rematches, or None."""
    if not rest:
        return []
    if (rest, budget) in failed:
        return None
    top, others = rest[0], rest[1:]
    for i, partner in enumerate(others):
        cost = partner in met[top]
        if cost > budget:
            continue
        below = _match(others[:i] + others[i + 1:], met, budget - cost, failed)
        if below is not None:
            return [(top, partner), *below]
    failed.add((rest, budget))
    return None


def _seated(records: Sequence[Record], high: Entrant, low: Entrant) -> Pair:
    """Return the pair with the entrant who sits first first (rule 4 of the module's docstring)."""
    def due(k: Entrant) -> tuple[int, bool]:
        starts = records[k].starts
        return sum(starts), bool(starts and starts[-1])
    return (low, high) if due(low) < due(high) else (high, low)


def pairings(records: Sequence[Record]) -> Round:
    """Return the next round's pairings of the entrants whose records these are (at least two).

    >>> pairings([Record(1.0, (1,), (True,)), Record(0.0, (0,), (False,)), Record(1.0, byes=1)])
    Round(pairs=((2, 0),), bye=1)
    """
    order = placing(records)
    met = [frozenset(r.opponents) for r in records]
    byes = bye_candidates(records, order) if len(order) % 2 else [None]
    failed: set = set()
    for budget in range(len(order)):
        for bye in byes:
            found = _match(tuple(k for k in order if k != bye), met, budget, failed)
            if found is not None:
                return Round(tuple(_seated(records, high, low) for high, low in found), bye)
    raise AssertionError("a field can always be paired with enough rematches")


def records_of(n: int, played: Sequence[tuple[Round, Sequence[float]]], bye: float = BYE_POINTS) -> list[Record]:
    """Return the records of ``n`` entrants after the rounds ``played``: each round with the points of the
    first entrant of each of its pairs (1 won, ½ drawn, 0 lost); a bye scores ``bye``.

    >>> records_of(3, [(Round(((2, 0),), bye=1), (0.0,))])
    [Record(points=1.0, opponents=(2,), starts=(False,), byes=0), Record(points=1.0, opponents=(), starts=(), byes=1), Record(points=0.0, opponents=(0,), starts=(True,), byes=0)]
    """
    points = [0.0] * n
    opponents: list[list[Entrant]] = [[] for _ in range(n)]
    starts: list[list[bool]] = [[] for _ in range(n)]
    byes = [0] * n
    for rnd, firsts in played:
        for (first, second), won in zip(rnd.pairs, firsts):
            points[first] += won
            points[second] += WIN - won
            opponents[first].append(second)
            opponents[second].append(first)
            starts[first].append(True)
            starts[second].append(False)
        if rnd.bye is not None:
            points[rnd.bye] += bye
            byes[rnd.bye] += 1
    return [Record(points[k], tuple(opponents[k]), tuple(starts[k]), byes[k]) for k in range(n)]


def match_points(wins: float, other: float) -> float:
    """Return the points of a pairing to the entrant who won ``wins`` of its games to the other's ``other``.

    >>> match_points(3, 1), match_points(2, 2), match_points(0.5, 1.5)
    (1.0, 0.5, 0.0)
    """
    return WIN if wins > other else DRAW if wins == other else LOSS


def round_robin_rounds(n: int) -> int:
    """Return how many rounds a round robin of ``n`` entrants in pairs has: ``n - 1``, or ``n`` in an odd field.

    >>> round_robin_rounds(4), round_robin_rounds(5)
    (3, 5)
    """
    return n - 1 if n % 2 == 0 else n


def round_robin(n: int) -> Iterator[Round]:
    """Yield the rounds of a round robin of ``n`` entrants in pairs, by the circle method: entrant 0 stays, the
    others turn by one place a round, and the first and last of the circle meet, the second and the one before
    last, and so on.  In an odd field an empty place completes the circle, and whoever meets it has the bye.  In
    each pair the entrant who has sat first in fewer of its pairings so far sits first (if equal, the one who did
    not sit first in its last pairing; if equal again, the lower listed).

    >>> [r.pairs for r in round_robin(4)]
    [((0, 3), (1, 2)), ((0, 1), (2, 3)), ((2, 0), (3, 1))]
    >>> next(round_robin(3))
    Round(pairs=((1, 2),), bye=0)
    """
    m = n + n % 2
    firsts, last = [0] * n, [False] * n
    for r in range(round_robin_rounds(n)):
        circle = [0] + [1 + (k + r) % (m - 1) for k in range(m - 1)]
        pairs, bye = [], None
        for i in range(m // 2):
            a, b = sorted((circle[i], circle[m - 1 - i]))
            if b == n:                                  # the empty place of an odd field
                bye = a
                continue
            first, second = (b, a) if (firsts[b], last[b]) < (firsts[a], last[a]) else (a, b)
            pairs.append((first, second))
            firsts[first] += 1
            last[first], last[second] = True, False
        yield Round(tuple(pairs), bye)
