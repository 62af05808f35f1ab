"""Perfect play for Arithmetical Croquet: every reachable position solved.

The game cannot go on for ever, so it has no draws: every move except a held
player's pass raises the pair (sum of the two numbers, misses spent), a pass
leaves it alone, and there are never three passes in a row (see
``docs/croquet.md``).  :func:`solve` therefore values the positions from the
end backwards (a depth-first search over the game graph, each position valued
after all its successors) and raises if it ever meets a cycle.

A position's :data:`Value` is seen from the player to move: ``+n`` means that
player wins in ``n`` plies (``1``: names the post now), ``-n`` that they lose
in ``n`` plies whatever they do.  A winner plays the fastest win, a loser the
longest defence.

Speed: positions are coded as ``me * S + partner`` over the ``S`` well-formed
balls (mover first), and the mover's moves are computed once per
(ball, what the partner's ball tells about bans) with :mod:`.rules` itself,
so the rules live in one place; the codes skip all checks.

>>> from wordgames.games.croquet.course import SMALL
>>> from wordgames.games.croquet.rules import CroquetState
>>> table = solve(SMALL)
>>> start = CroquetState.initial(SMALL)
>>> table.value(start) > 0          # on the small course the first player wins
True
>>> table.value(start.apply(table.best_moves(start)[0])) < 0
True
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sys
from array import array
from collections.abc import Callable
from pathlib import Path

from wordgames import cache
from wordgames.i18n import _
from wordgames.games.croquet import contest
from wordgames.games.croquet.course import CARROLL, MAX_STEP, MOVER_BANS, Ball, Kind, Number, Rules
from wordgames.games.croquet.rules import (
    CroquetState, ball_ok, kind_of, legal_numbers, moved_ball, stepped_from_final_stretch,
)

Value = int
"""+n: the player to move wins in n plies; -n: loses in n plies; :data:`DRAW`; 0: not solved."""

DRAW: Value = 32767
"""The value of a drawn position (only the CROQUAR-95 rules have draws)."""

Code = int
"""A position without its history: ``(side * S + me) * S + partner`` (ball indices, mover first).

``side`` is the mover's seat under the contest's rules (where the seats differ: the second player
has a last move) and always 0 under Carroll's, whose positions look the same from either seat."""

WIN, LOSE, DRAWN = -1, -2, -3  # move outcomes that end the game (otherwise: the mover's new ball index)

FORMAT = 2

EXPECTED: dict[str, int] = {"100-10.20.30.40.50.60.70.80.90-carroll": 627_867,
                            "100-20.30.40.50.60.70.80.90-carroll": 609_143,
                            "100-10.20.30.40.50.60.70.80.90-mover": 645_196,
                            "100-20.30.40.50.60.70.80.90-mover": 625_650,
                            "100-10.20.30.40.50.60.70.80.90-croquar": 733_874}
"""How many positions a solve of each offered rule set fills (``docs/croquet.md``): the progress bar's length."""

REPORT_EVERY = 1 << 15


@functools.lru_cache(maxsize=8)
def well_formed_balls(rules: Rules) -> tuple[Ball, ...]:
    """Return every ball the table codes on this course, in a fixed order (made once per course).

    Under Carroll's rules that is every ball that can occur.  Under the contest's rules a
    position is coded by what decides its future (:func:`as_mover`, :func:`as_partner`):
    the balls whose last step is 0 or the lesser of a step and its complement.
    """
    steps = range(MAX_STEP + 1)
    lasts = range(MAX_STEP // 2 + 1) if rules.contest else steps
    top = rules.goal + MAX_STEP + 1 if rules.contest else rules.goal
    backs = (False, True) if rules.contest else (False,)
    hoops = set(rules.gates) | ({rules.goal} if rules.contest else set())
    every = (Ball(n, named, entry, missed, back) for n in range(top) for named in lasts
             for entry in (steps[1:] if n in hoops else (0,)) for missed in (False, True) for back in backs)
    return tuple(b for b in every if ball_ok(rules, b))


def as_partner(rules: Rules, ball: Ball) -> Ball:
    """Return the ball the table codes for the partner of the player to move.

    Under the contest's rules only what the partner's last step bans matters: a step
    and its complement ban the same, and a ball in a hoop bans nothing.

    >>> from wordgames.games.croquet.course import CROQUAR
    >>> as_partner(CROQUAR, Ball(17, 7)), as_partner(CROQUAR, Ball(20, 7, 7))
    (Ball(number=17, named=2, entry=0, missed=False, back=False), Ball(number=20, named=0, entry=7, missed=False, back=False))
    """
    if not rules.contest:
        return ball
    return ball._replace(named=0 if ball.entry else min(ball.named, 9 - ball.named) if ball.named else 0)


def as_mover(rules: Rules, ball: Ball) -> Ball:
    """Return the ball the table codes for the player to move: under the contest's rules its last step no longer matters.

    (Carroll's rule 6 forbids the same blocking step twice running, so there it does.)
    """
    return ball._replace(named=0) if rules.contest else ball


def outcome_of(value: Value) -> str:
    """Return ``"win"``, ``"draw"`` or ``"loss"`` for a value seen from the player to move."""
    return "draw" if value == DRAW else "win" if value > 0 else "loss"


def move_score(value_after: Value) -> int:
    """Return how good a move is for the mover, given the value after it (seen by the mover).

    Wins first, the fastest best; then draws; then losses, the longest best.
    """
    if value_after == DRAW:
        return 10000
    return 20000 - value_after if value_after > 0 else -value_after


def after_move(outcome: int, successor_value: Value) -> Value:
    """Return the value for the mover of a move with this outcome (partner's value if it goes on)."""
    if outcome == WIN:
        return 1
    if outcome == LOSE:
        return -1
    if outcome == DRAWN or successor_value == DRAW:
        return DRAW
    return -(successor_value + 1) if successor_value > 0 else 1 - successor_value


class Table:
    """The solved values of a course's positions, with the moves that keep them."""

    def __init__(self, rules: Rules, values: array | None = None):
        self.rules = rules
        self.balls = well_formed_balls(rules)
        self.index = {b: i for i, b in enumerate(self.balls)}
        size = len(self.balls)
        self.sides = 2 if rules.contest else 1
        self.values = values if values is not None else array("h", bytes(2 * self.sides * size * size))
        if rules.contest:       # what the partner's ball tells the mover: its ban, a hoop, the post passed
            self._context = [b.named + 9 * (b.entry > 0) + 18 * contest.finished(rules, b) for b in self.balls]
        else:                   # its last step, its gate, and whether its number (its last step's start) is 91..99
            stretch = [rules.in_final_stretch(b.number) if rules.bans == MOVER_BANS
                       else stepped_from_final_stretch(rules, b) for b in self.balls]
            self._context = [b.named + 9 * b.entry + 81 * s for b, s in zip(self.balls, stretch)]
        self._moves: dict[int, tuple[tuple[Number, int], ...]] = {}
        self._mover = [self.index.get(as_mover(rules, b), -1) for b in self.balls]  # a partner's ball, to move next

    @property
    def positions(self) -> int:
        """Return how many positions have been solved (those reachable from where we searched)."""
        return len(self.values) - self.values.count(0)

    def code(self, state: CroquetState) -> Code:
        """Return the code of a position that is not over."""
        side = state.to_move if self.sides == 2 else 0
        me, partner = self.index[as_mover(self.rules, state.me)], self.index[as_partner(self.rules, state.partner)]
        return (side * len(self.balls) + me) * len(self.balls) + partner

    def split(self, code: Code) -> tuple[int, int, int]:
        """Return (side, me, partner) of a code."""
        rest, partner = divmod(code, len(self.balls))
        side, me = divmod(rest, len(self.balls))
        return side, me, partner

    def after(self, side: int, partner: int, outcome: int) -> Code:
        """Return the code after the mover's ball became ``outcome`` (the partner moves next)."""
        size = len(self.balls)
        return (((1 - side) if self.sides == 2 else 0) * size + self._mover[partner]) * size + outcome

    def moves(self, side: int, me: int, partner: int) -> tuple[tuple[Number, int], ...]:
        """Return (number, outcome) for each legal move of ball ``me`` against ball ``partner``."""
        key = (side * len(self.balls) + me) * 162 + self._context[partner]
        found = self._moves.get(key)
        if found is None:
            ball, other = self.balls[me], self.balls[partner]
            found = tuple((n, self._outcome(side, ball, other, n)) for n in legal_numbers(self.rules, ball, other))
            self._moves[key] = found
        return found

    def _outcome(self, side: int, ball: Ball, partner: Ball, number: Number) -> int:
        kind = kind_of(self.rules, ball, number)
        if self.rules.contest:
            if contest.finished(self.rules, partner):            # the second player's last move
                return DRAWN if kind is Kind.FINISH else LOSE
            if kind is Kind.FINISH and side == 1:
                return WIN
        elif kind is Kind.FINISH:
            return WIN
        if kind is Kind.SECOND_MISS:
            return LOSE
        return self.index[as_partner(self.rules, moved_ball(self.rules, ball, number))]

    def search(self, root: Code, report: Callable[[int], None] | None = None) -> None:
        """Solve ``root`` and everything reachable from it; raise RuntimeError on a cycle.

        ``report(solved)`` hears how many positions are solved, every :data:`REPORT_EVERY`.
        """
        values, moves, split, after = self.values, self.moves, self.split, self.after
        solved = 0
        seen = bytearray(len(values))  # 1: expanded, waiting for successors
        stack = [root]
        while stack:
            code = stack[-1]
            if values[code]:
                stack.pop()
                continue
            side, me, partner = split(code)
            options = moves(side, me, partner)
            if not seen[code]:
                seen[code] = 1
                waiting = [c for _, o in options if o >= 0 and not values[c := after(side, partner, o)]]
                for c in waiting:
                    if seen[c]:
                        raise RuntimeError(f"the game graph has a cycle through position {c}")
                if waiting:
                    stack.extend(waiting)
                    continue
            values[code] = max((after_move(o, values[after(side, partner, o)] if o >= 0 else 0)
                                for _, o in options), key=move_score)
            stack.pop()
            solved += 1
            if report is not None and not solved % REPORT_EVERY:
                report(solved)

    def value(self, state: CroquetState) -> Value:
        """Return the value of ``state`` for the player to move (solving it first if needed)."""
        if state.over:
            raise ValueError("the game is over")
        code = self.code(state)
        if not self.values[code]:
            self.search(code)
        return self.values[code]

    def move_values(self, state: CroquetState) -> list[tuple[Number, Value]]:
        """Return each legal number with its value for the player to move, in number order."""
        self.value(state)
        side, me, partner = self.split(self.code(state))
        return [(n, after_move(o, self.values[self.after(side, partner, o)] if o >= 0 else 0))
                for n, o in self.moves(side, me, partner)]

    def best_moves(self, state: CroquetState) -> list[Number]:
        """Return the numbers that keep the value of ``state`` (fastest win, longest defence)."""
        scored = self.move_values(state)
        top = max(move_score(v) for _, v in scored)
        return [n for n, v in scored if move_score(v) == top]


def principal_line(table: Table, state: CroquetState) -> list[Number]:
    """Return the numbers named from ``state`` to the end when both sides play the lowest best move."""
    line = []
    while not state.over:
        number = table.best_moves(state)[0]
        line.append(number)
        state = state.apply(number)
    return line


def reachable_positions(table: Table) -> int:
    """Return how many positions, counting whose turn it is, can arise from the start.

    Under Carroll's rules a :data:`Code` is seen from the mover, so player 1 to
    move at (a, b) and player 2 to move at (b, a) share one; this counts them
    apart.  Under the contest's rules a code carries the seat already.
    """
    start = table.code(CroquetState.initial(table.rules)) * 2
    seen, todo = {start}, [start]
    while todo:
        code, player = divmod(todo.pop(), 2)
        side, me, partner = table.split(code)
        for _step, outcome in table.moves(side, me, partner):
            if outcome >= 0:
                position = table.after(side, partner, outcome) * 2 + 1 - player
                if position not in seen:
                    seen.add(position)
                    todo.append(position)
    return len(seen)


def legal_positions(rules: Rules, hoop_keeps_last_step: bool = False) -> int:
    """Return how many positions can be written down on this course, reachable from the start or not.

    Counted as the table codes them (seat, mover's ball, partner's ball; under the contest's
    rules only the partner may have passed the post, with the second player to move).  With
    ``hoop_keeps_last_step`` a partner standing in a hoop keeps its last step's class (entered,
    or held) although it bans nothing then: the coding of the contest's published count
    (``docs/croquet.md``).

    >>> from wordgames.games.croquet.course import SMALL
    >>> legal_positions(SMALL) == len(well_formed_balls(SMALL)) ** 2
    True
    """
    if not rules.contest:
        return len(well_formed_balls(rules)) ** 2
    balls = [b for b in well_formed_balls(rules) for b in ([b] + ([b._replace(named=min(b.entry, 9 - b.entry))]
                                                                   if hoop_keeps_last_step and b.entry else []))]
    movers = {as_mover(rules, b) for b in balls if not contest.finished(rules, b)}
    partners = set(balls) if hoop_keeps_last_step else {as_partner(rules, b) for b in balls}
    running = sum(not contest.finished(rules, b) for b in partners)
    return len(movers) * (running + len(partners))      # player 1 to move: nobody past the post yet


def solve(rules: Rules = CARROLL, report: Callable[[int, int], None] | None = None) -> Table:
    """Return the table of every position reachable from the start of ``rules``.

    ``report(done, total)`` hears the progress: positions solved of those expected
    (:data:`EXPECTED`; a course not listed reports only its end).
    """
    table = Table(rules)
    total = EXPECTED.get(rules.key(), 0)
    if report is not None and not total:
        report(0, 1)                                    # no length known: just say so
    table.search(table.code(CroquetState.initial(rules)),
                 None if report is None or not total else lambda done: report(min(done, total - 1), total))
    if report is not None:
        report(total or 1, total or 1)
    return table


def default_cache_dir() -> Path:
    """Return the user's cache folder for wordgames ($XDG_CACHE_HOME/wordgames or ~/.cache/wordgames)."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "wordgames"


def fingerprint(rules: Rules) -> str:
    """Return a name that changes when the course or the code that fills the table changes."""
    here = Path(__file__).parent
    digest = hashlib.sha256()
    for name in ("course.py", "rules.py", "contest.py", "solver.py"):
        digest.update((here / name).read_bytes())
    return f"croquet-{rules.key()}-{FORMAT}-{digest.hexdigest()[:12]}"


def table_bytes(table: Table) -> bytes:
    """Return the table as bytes: one JSON header line, then the values (little-endian int16)."""
    values = array("h", table.values)
    if sys.byteorder != "little":
        values.byteswap()
    header = {"fingerprint": fingerprint(table.rules), "balls": len(table.balls), "positions": table.positions}
    return json.dumps(header).encode() + b"\n" + values.tobytes()


def table_from_bytes(rules: Rules, data: bytes) -> Table | None:
    """Return the table stored in ``data``, or None if it is not a table of this course and code."""
    end = data.find(b"\n")
    try:
        header = json.loads(data[:end]) if end > 0 else None
    except ValueError:
        return None
    if not isinstance(header, dict):
        return None
    body = memoryview(data)[end + 1:]       # not copied: the table is 6 MB
    size = len(well_formed_balls(rules))
    sides = 2 if rules.contest else 1
    if header.get("fingerprint") != fingerprint(rules) or header.get("balls") != size \
            or len(body) != 2 * sides * size * size:
        return None
    values = array("h")
    values.frombytes(body)
    if sys.byteorder != "little":
        values.byteswap()
    return Table(rules, values)


def load_or_solve(rules: Rules = CARROLL, cache_dir: Path | None = None, use_cache: bool = True,
                  report: Callable[[int, int], None] | None = None) -> tuple[Table, Path | None]:
    """Return the solved table and the cache file it came from or went to (None: not cached).

    A missing, stale or damaged cache file is rebuilt (a damaged one with a :class:`~wordgames.cache.CacheNote`)
    and written atomically; the folder keeps the few most recently used courses (:data:`wordgames.cache.KEEP`).
    """
    if not use_cache:
        return solve(rules, report=report), None
    path = (cache_dir or default_cache_dir()) / f"{fingerprint(rules)}.bin"
    payload = cache.read(path)
    table = table_from_bytes(rules, payload) if payload is not None else None
    if table is None:
        if payload is not None:
            cache.note(_("the cached table {path} is not a table of this course; rebuilding it").format(path=path))
        table = solve(rules, report=report)
        if not cache.write(path, table_bytes(table), family="croquet-*.bin"):
            return table, None
        for stale in path.parent.glob(f"croquet-{rules.key()}-[0-9]*.bin"):   # this rule set by older code
            if stale != path:
                stale.unlink(missing_ok=True)
    return table, path
