"""What the referee of Castle Croquet remembers: every soldier, every sentinel, and the turn.

"Inside a castle" is a status, not a place on the lawn: a ball enters or leaves
a castle only by going through its gate (note to rule II), so a sentinel that
never went out through its gate is *on duty* wherever it rolls.

>>> g = Game.start(4)
>>> g.turn.ball, g.soldiers[0].inside, g.sentinels[3].on_duty
(Ball(player=1, kind='soldier'), 1, True)
>>> [next_ball(g, b) for b in (Ball(4, "soldier"), Ball(4, "sentinel"))]
[Ball(player=1, kind='sentinel'), Ball(player=1, kind='soldier')]
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from wordgames.errors import UsageError
from wordgames.games.castle_croquet.pieces import (
    PLAYER_COUNTS, SENTINEL, SOLDIER, Ball, Castle, Player, invasion_order,
)


@dataclass(frozen=True)
class Soldier:
    """A soldier's state; ``inside`` is the castle it entered by the gate (``None``: on the open lawn)."""

    inside: Castle | None
    invaded: int = 0              # castles of its round invaded so far
    door: bool = False            # this visit: went through the door of the castle it is in
    flag: bool = False            # this visit: touched the flag of the castle it is in
    home: bool = False            # touched its own flag after every invasion
    prisoner: Castle | None = None  # the castle behind whose flag it sits (rule III)
    freed: bool = False           # released and has not made a stroke since (rule III)


@dataclass(frozen=True)
class Sentinel:
    """A sentinel's state: on duty until it goes out through its own gate."""

    on_duty: bool = True


@dataclass(frozen=True)
class Turn:
    """The ball whose turn it is, and what its strokes so far allow."""

    ball: Ball
    open: str | None = None          # None between strokes; "stroke" or "croquet" while one is played
    hammer: Ball | None = None       # the ball used in a croquet stroke (rule V)
    strokes: int = 0                 # strokes played this turn
    earned: tuple[str, ...] = ()     # why the open stroke earns another (rule IV)
    roquets: tuple[Ball, ...] = ()   # usable balls the ball in turn touched in the open stroke (rule V)
    owed: bool = False               # an ordinary stroke is still to come (rule IV)
    options: tuple[Ball, ...] = ()   # balls it may strike itself with next (rule V)
    used: tuple[Ball, ...] = ()      # balls used this turn since the last rule IV stroke
    gate_before: bool = False        # a sentinel in turn went through its gate in the previous stroke
    gate_now: bool = False           # ... in the open stroke
    captured: bool = False           # the ball in turn was taken prisoner in the open stroke


@dataclass(frozen=True)
class Game:
    """The whole state: players, soldiers and sentinels (index = player − 1), the turn, the winner."""

    players: int
    soldiers: tuple[Soldier, ...]
    sentinels: tuple[Sentinel, ...]
    turn: Turn
    winner: Player | None = None

    @classmethod
    def start(cls, players: int) -> "Game":
        """Return the start (rule I): soldiers in their gates, sentinels at their posts, soldier 1 to play."""
        if players not in PLAYER_COUNTS:
            raise UsageError(f"Castle Croquet is for 4 or 5 players, not {players}")
        return cls(players, tuple(Soldier(inside=p) for p in range(1, players + 1)),
                   tuple(Sentinel() for _ in range(players)), Turn(Ball(1, SOLDIER)))

    def soldier(self, player: Player) -> Soldier:
        return self.soldiers[player - 1]

    def sentinel(self, player: Player) -> Sentinel:
        return self.sentinels[player - 1]

    def with_soldier(self, player: Player, **changes) -> "Game":
        """Return the game with soldier ``player`` changed."""
        soldiers = list(self.soldiers)
        soldiers[player - 1] = dataclasses.replace(soldiers[player - 1], **changes)
        return dataclasses.replace(self, soldiers=tuple(soldiers))

    def with_sentinel(self, player: Player, **changes) -> "Game":
        """Return the game with sentinel ``player`` changed."""
        sentinels = list(self.sentinels)
        sentinels[player - 1] = dataclasses.replace(sentinels[player - 1], **changes)
        return dataclasses.replace(self, sentinels=tuple(sentinels))

    def with_turn(self, **changes) -> "Game":
        """Return the game with the turn changed."""
        return dataclasses.replace(self, turn=dataclasses.replace(self.turn, **changes))

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict of the whole state."""
        return {"players": self.players, "winner": self.winner,
                "soldiers": [dataclasses.asdict(s) for s in self.soldiers],
                "sentinels": [dataclasses.asdict(s) for s in self.sentinels],
                "turn": {k: (list(v) if isinstance(v, tuple) else v)
                         for k, v in dataclasses.asdict(self.turn).items()}}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Game":
        """Rebuild a game from :meth:`to_dict`."""
        t = dict(data["turn"])
        for key in ("ball", "hammer"):
            t[key] = Ball(*t[key]) if t[key] is not None else None
        for key in ("roquets", "options", "used"):
            t[key] = tuple(Ball(*b) for b in t[key])
        t["earned"] = tuple(t["earned"])
        return cls(data["players"], tuple(Soldier(**s) for s in data["soldiers"]),
                   tuple(Sentinel(**s) for s in data["sentinels"]), Turn(**t), data["winner"])


def target(game: Game, player: Player) -> Castle | None:
    """Return the castle ``player``'s soldier must invade next, or ``None`` when it must go home."""
    order = invasion_order(player, game.players)
    invaded = game.soldier(player).invaded
    return order[invaded] if invaded < len(order) else None


def next_ball(game: Game, ball: Ball) -> Ball:
    """Return the ball after ``ball`` in the order soldiers 1…N, then sentinels 1…N (rule II)."""
    if ball.player < game.players:
        return Ball(ball.player + 1, ball.kind)
    return Ball(1, SENTINEL if ball.kind == SOLDIER else SOLDIER)
