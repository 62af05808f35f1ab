"""Rules I–V of Castle Croquet as a referee applies them to reported events: the game's State.

The players report what happens on the lawn; every report is an action of
:class:`CastleState`.  :meth:`CastleState.breaches` says which rules a
report breaks (it is refused, naming them all); :meth:`CastleState.next_state`
is what the report does, and :func:`.effects.announcements` what the referee says
about it — both run the one rule path, :func:`.effects.advance`.
:meth:`CastleState.legal_actions` lists every report the referee would
accept now, generated from the same rule functions as the check
(:mod:`.legality`, and pinned against the check over every event in the tests).

The interpretations (see ``docs/castle-croquet.md``):

* a ball's progress counts however it moved (as when one croquet ball
  "peels" another through a hoop), but only the ball in turn, moved in its
  own turn, earns an extra stroke ("по своей воле", rule IV);
* a stroke that earns gives one more stroke, however many things it did;
* a stroke with another ball (rule V) is taken right after the stroke that
  touched that ball; it keeps a rule IV stroke owed but earns nothing by
  itself; a ball may be used once per turn until a rule IV stroke;
* capture on entering (rule III) applies to any castle but one's own;
* a prisoner is freed when the sentinel of the castle holding it goes out
  through its gate, or when its own sentinel, still on duty, touches that
  castle's flag; either way it is put behind that castle's door, inside it,
  its invasion so far kept.

>>> from wordgames.games.castle_croquet.effects import announcements
>>> from wordgames.games.castle_croquet.events import END, Pass, Stroke, format_event
>>> from wordgames.games.castle_croquet.messages import render
>>> s = CastleState.start(4)
>>> s.current_player(), [format_event(e, 4) for e in s.legal_actions()]
(0, ['stroke', 'stroke blue'])
>>> s = s.apply(Stroke()).apply(Pass(Ball(1, "soldier"), "gate", 1, "out"))
>>> [str(b) for b in s.breaches(Pass(Ball(1, "soldier"), "gate", 2, "out"))]
['rule II: the blue soldier is outside castle 2, so through its gate it can only go in']
>>> [render(n, 4) for n in announcements(s, END)]
['the blue soldier has another stroke (rule IV: through the gate of castle 1)']
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Any

from wordgames.descriptor import played_by
from wordgames.engine import TERMINAL, State
from wordgames.errors import Breach, InputFormatError, SeatsError
from wordgames.games.castle_croquet.about import DESCRIPTOR
from wordgames.games.castle_croquet.effects import advance, close_stroke
from wordgames.games.castle_croquet.events import Event, as_event
from wordgames.games.castle_croquet.legality import event_breaches, legal_events
from wordgames.games.castle_croquet.pieces import PLAYER_COUNTS, SENTINEL, SOLDIER, Ball, Castle, Player
from wordgames.games.castle_croquet.state import (
    Sentinel, Soldier, Turn, sentinel_from_dict, soldier_from_dict, soldier_to_dict, target_of, turn_from_dict,
    turn_to_dict,
)
from wordgames.i18n import _

@dataclass(frozen=True)
class CastleState(State):
    """The whole position: soldiers and sentinels (index = player − 1), the turn, the winner.

    Seat ``p − 1`` is player ``p``; the seat to act is the owner of the ball in turn.
    """

    players: int
    soldiers: tuple[Soldier, ...]
    sentinels: tuple[Sentinel, ...]
    turn: Turn
    winner: Player | None = None

    @classmethod
    def start(cls, players: int) -> "CastleState":
        """Return the start (rule I): soldiers in their gates, sentinels at their posts, soldier 1 to play."""
        if players not in PLAYER_COUNTS:
            raise SeatsError(played_by(DESCRIPTOR, players), option="seats")
        return cls(players, tuple(Soldier(inside=p) for p in range(1, players + 1)),
                   tuple(Sentinel() for _ in range(players)), Turn(Ball(1, SOLDIER)))

    # -- reading the position -------------------------------------------------------------------

    def soldier(self, player: Player) -> Soldier:
        """Return the soldier of ``player``."""
        return self.soldiers[player - 1]

    def sentinel(self, player: Player) -> Sentinel:
        """Return the sentinel of ``player``."""
        return self.sentinels[player - 1]

    def target(self, player: Player) -> Castle | None:
        """Return the castle ``player``'s soldier must invade next, or ``None`` when it must go home."""
        return target_of(self.players, player, self.soldier(player).invaded)

    def next_ball(self, ball: Ball) -> Ball:
        """Return the ball after ``ball`` in the order soldiers 1…N, then sentinels 1…N (rule II)."""
        if ball.player < self.players:
            return Ball(ball.player + 1, ball.kind)
        return Ball(1, SENTINEL if ball.kind == SOLDIER else SOLDIER)

    # -- changing it (values: each returns a new position) --------------------------------------

    def with_soldier(self, player: Player, **changes: Any) -> "CastleState":
        """Return the position with soldier ``player`` changed."""
        soldiers = list(self.soldiers)
        soldiers[player - 1] = dataclasses.replace(soldiers[player - 1], **changes)
        return dataclasses.replace(self, soldiers=tuple(soldiers))

    def with_sentinel(self, player: Player, **changes: Any) -> "CastleState":
        """Return the position with sentinel ``player`` changed."""
        sentinels = list(self.sentinels)
        sentinels[player - 1] = dataclasses.replace(sentinels[player - 1], **changes)
        return dataclasses.replace(self, sentinels=tuple(sentinels))

    def with_turn(self, **changes: Any) -> "CastleState":
        """Return the position with the turn changed."""
        return dataclasses.replace(self, turn=dataclasses.replace(self.turn, **changes))

    # -- the house protocol ---------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.winner is not None else self.turn.ball.player - 1

    def _breaches(self, action: Any) -> list[Breach]:
        return event_breaches(self, action)

    def _legal_actions(self) -> list[Event]:
        return list(self._legal)

    @functools.cached_property
    def _legal(self) -> tuple[Event, ...]:
        """The legal reports, found once per position (a position is a value)."""
        return tuple(legal_events(self))

    @functools.cached_property
    def closed(self) -> "CastleState":
        """The position once the open stroke is over (a new ``stroke`` or ``croquet`` ends it first)."""
        return close_stroke(self, None) if self.turn.open else self

    def _apply_action(self, action: Event) -> "CastleState":
        return advance(self, as_event(action, self.players), None)

    def chance_outcomes(self) -> list:
        return []

    def returns(self) -> list[float]:
        return [1.0 if p == self.winner else 0.0 for p in range(1, self.players + 1)]

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "winner": self.winner,
                "soldiers": [soldier_to_dict(s) for s in self.soldiers],
                "sentinels": [{"on_duty": s.on_duty} for s in self.sentinels],
                "turn": turn_to_dict(self.turn)}

    @classmethod
    def from_dict(cls, data: Any) -> "CastleState":
        """Rebuild a position from :meth:`to_dict`; raise InputFormatError naming the field that is wrong."""
        if not isinstance(data, dict):
            raise InputFormatError(_("a castle croquet position is an object, not {kind}").format(kind=type(data).__name__))
        known = {"players", "winner", "soldiers", "sentinels", "turn"}
        if set(data) != known:
            odd = sorted(set(data) ^ known)[0]
            raise InputFormatError((_("{where}: missing") if odd in known else _("{where}: no such field")).format(
                where=odd))
        n = data["players"]
        if type(n) is not int or n not in PLAYER_COUNTS:
            raise InputFormatError(_("players: 4 or 5, not {n!r}").format(n=n))
        winner = data["winner"]
        if winner is not None and (type(winner) is not int or not 1 <= winner <= n):
            raise InputFormatError(_("winner: a player 1 to {n}, or null, not {value!r}").format(n=n, value=winner))
        for key in ("soldiers", "sentinels"):
            if not isinstance(data[key], list) or len(data[key]) != n:
                raise InputFormatError(_("{where}: a list of {n}, one per player").format(where=key, n=n))
        state = cls(n, tuple(soldier_from_dict(s, n, f"soldiers[{i}]") for i, s in enumerate(data["soldiers"])),
                    tuple(sentinel_from_dict(s, f"sentinels[{i}]") for i, s in enumerate(data["sentinels"])),
                    turn_from_dict(data["turn"], n), winner)
        ball = state.turn.ball
        if ball.kind == SOLDIER and state.soldier(ball.player).prisoner is not None and not state.turn.captured:
            raise InputFormatError(_("{where}: a prisoner has no turn (rule III)").format(where="turn.ball"))
        return state
