"""What the referee tells the players: whose stroke it is, where every ball stands, what is left to do.

>>> g = Game.start(4)
>>> whose_stroke(g)
'the blue soldier (player 1) to strike'
>>> todo(g, 3)
['soldier: leave castle 3 by its gate', 'soldier: invade castles 4, 1, 2 in turn (gate in, door, flag, gate out)', 'soldier: re-enter castle 3 and touch its flag', 'sentinel: then touch flag 3, on duty']
>>> ball_status(g, Ball(2, "sentinel"))
'brown sentinel: on duty in castle 2'
"""

from __future__ import annotations

from wordgames.games.castle_croquet.pieces import SENTINEL, SOLDIER, Ball, Player, balls, invasion_order, name
from wordgames.games.castle_croquet.state import Game, target


def whose_stroke(game: Game) -> str:
    """Return one line: who strikes now, and how (or who has won)."""
    if game.winner is not None:
        return f"player {game.winner} has won"
    t = game.turn
    who = f"the {name(t.ball, game.players)} (player {t.ball.player})"
    if t.open:
        how = f"with the {name(t.hammer, game.players)}" if t.hammer else ""
        return f"{who} is striking{' ' + how if how else ''}: report what happens, then 'end'"
    if not t.strokes:
        return f"{who} to strike"
    ways = []
    if t.owed:
        ways.append("strike again")
    ways += [f"strike itself with the {name(b, game.players)}" for b in t.options]
    return f"{who} may " + ", or ".join(ways) + " (or decline)"


def ball_status(game: Game, ball: Ball) -> str:
    """Return one ball's state: where it is, on duty or not, prisoner, just freed, invasions."""
    label = name(ball, game.players)
    if ball.kind == SENTINEL:
        duty = "on duty in" if game.sentinel(ball.player).on_duty else "off duty, out of"
        return f"{label}: {duty} castle {ball.player}"
    s = game.soldier(ball.player)
    if s.prisoner is not None:
        return f"{label}: prisoner behind flag {s.prisoner}"
    where = f"in castle {s.inside}" if s.inside is not None else "on the open lawn"
    parts = [where]
    if s.inside is not None and s.inside != ball.player and s.inside == target(game, ball.player):
        parts.append(f"invading (door {'done' if s.door else 'not yet'}, flag {'done' if s.flag else 'not yet'})")
    if s.freed:
        parts.append("just freed: cannot be taken or used before its next stroke")
    parts.append("home" if s.home else f"{s.invaded} of {game.players - 1} castles invaded")
    return f"{label}: " + ", ".join(parts)


def todo(game: Game, player: Player) -> list[str]:
    """Return what ``player`` still has to do to win, in order (rule II)."""
    if game.winner == player:
        return []
    s = game.soldier(player)
    order = invasion_order(player, game.players)
    left = order[s.invaded:]
    out = []
    if s.prisoner is not None:
        out.append(f"soldier: wait to be freed from castle {s.prisoner} (its sentinel leaves it, or "
                   f"sentinel {player}, on duty, touches flag {s.prisoner})")
    if not s.home:
        if s.inside == player and left:
            out.append(f"soldier: leave castle {player} by its gate")
        if left:
            aim = left[0]
            if s.inside == aim and s.prisoner is None:
                steps = [w for w, done in (("the door", s.door), ("the flag", s.flag)) if not done]
                out.append(f"soldier: in castle {aim}, " + (f"go through {' and touch '.join(steps)}, then "
                           if steps else "") + "leave by the gate")
                left = left[1:]
            elif s.inside is not None and s.inside != player and s.prisoner is None:
                out.append(f"soldier: leave castle {s.inside} by its gate")
            if left:
                out.append(f"soldier: invade castle{'s' if len(left) > 1 else ''} "
                           f"{', '.join(map(str, left))}{' in turn' if len(left) > 1 else ''} "
                           "(gate in, door, flag, gate out)")
        home_inside = not left and s.inside == player
        out.append(f"soldier: touch flag {player}" if home_inside
                   else f"soldier: re-enter castle {player} and touch its flag")
    sentinel = game.sentinel(player)
    out.append(f"sentinel: {'then ' if not s.home else ''}"
               + (f"touch flag {player}, on duty" if sentinel.on_duty
                  else f"re-enter castle {player}, then touch flag {player}"))
    return out


def status_lines(game: Game) -> list[str]:
    """Return every ball's state, then what every player still has to do."""
    lines = [ball_status(game, b) for b in balls(game.players)]
    for p in range(1, game.players + 1):
        left = "; ".join(todo(game, p)) or "has won"
        lines.append(f"player {p} ({name(Ball(p, SOLDIER), game.players)}): {left}")
    return lines
