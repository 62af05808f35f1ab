"""What the referee tells the players: whose stroke it is, where every ball stands, what is left to do.

Every line is a sentence of :data:`~.messages.TEXT`; players are named by
number unless the names of the people at the table are given.

>>> s = CastleState.start(4)
>>> whose_stroke(s), whose_stroke(s, ["Оля", "Петя", "Аня", "Боря"])
('the blue soldier (player 1) to strike', 'the blue soldier (Оля) to strike')
>>> todo(s, 3)
['soldier: leave castle 3 by its gate', 'soldier: invade castles 4, 1, 2 in turn (gate in, door, flag, gate out)', 'soldier: re-enter castle 3 and touch its flag', 'sentinel: then touch flag 3, on duty']
>>> ball_status(s, Ball(2, "sentinel"))
'brown sentinel: on duty in castle 2'
"""

from __future__ import annotations

from typing import Sequence

from wordgames.games.castle_croquet.messages import Who, say
from wordgames.games.castle_croquet.pieces import (
    COLOURS, SENTINEL, SOLDIER, Ball, Player, balls, invasion_order, shown_colour,
)
from wordgames.games.castle_croquet.rules import CastleState

Names = Sequence[str] | None


def whose_stroke(state: CastleState, names: Names = None) -> str:
    """Return one line: who strikes now, and what it may do (or who has won)."""
    n = state.players
    if state.winner is not None:
        return say("has-won", n, names, player=Who(state.winner))
    t = state.turn
    who = {"ball": t.ball, "player": Who(t.ball.player)}
    if t.open:
        return (say("striking-with", n, names, hammer=t.hammer, **who) if t.hammer
                else say("striking", n, names, **who))
    if not t.strokes:
        return say("to-strike", n, names, **who)
    if t.owed and t.options:
        return say("may-strike-again-or-with", n, names, options=t.options, **who)
    if t.options:
        return say("may-strike-with", n, names, options=t.options, **who)
    return say("may-strike-again", n, names, **who)


def ball_status(state: CastleState, ball: Ball) -> str:
    """Return one ball's state: where it is, on duty or not, prisoner, just freed, invasions."""
    n = state.players
    if ball.kind == SENTINEL:
        duty = "on-duty" if state.sentinel(ball.player).on_duty else "off-duty"
        return say("status", n, ball=ball, facts=say(duty, n, castle=ball.player))
    s = state.soldier(ball.player)
    if s.prisoner is not None:
        return say("status", n, ball=ball, facts=say("prisoner-behind", n, castle=s.prisoner))
    facts = [say("in-castle", n, castle=s.inside) if s.inside is not None else say("on-the-lawn", n)]
    if s.inside is not None and s.inside != ball.player and s.inside == state.target(ball.player):
        facts.append(say({(False, False): "invading-neither", (True, False): "invading-door",
                          (False, True): "invading-flag", (True, True): "invading-both"}[s.door, s.flag], n))
    if s.freed:
        facts.append(say("just-freed", n))
    facts.append(say("is-home", n) if s.home else say("invaded-count", n, invaded=s.invaded, castles=n - 1))
    return say("status", n, ball=ball, facts=", ".join(facts))


def todo(state: CastleState, player: Player) -> list[str]:
    """Return what ``player`` still has to do to win, in order (rule II)."""
    if state.winner == player:
        return []
    n = state.players
    s = state.soldier(player)
    left = invasion_order(player, n)[s.invaded:]
    out = []
    if s.prisoner is not None:
        out.append(say("wait-freed", n, castle=s.prisoner, home=player))
    if not s.home:
        if s.inside == player and left:
            out.append(say("leave-own", n, castle=player))
        if left:
            aim = left[0]
            if s.inside == aim and s.prisoner is None:
                key = {(False, False): "finish-both", (True, False): "finish-flag",
                       (False, True): "finish-door", (True, True): "finish-leave"}[s.door, s.flag]
                out.append(say(key, n, castle=aim))
                left = left[1:]
            elif s.inside is not None and s.inside != player and s.prisoner is None:
                out.append(say("leave-other", n, castle=s.inside))
            if len(left) == 1:
                out.append(say("invade-one", n, castle=left[0]))
            elif left:
                out.append(say("invade-many", n, castles=", ".join(map(str, left))))
        out.append(say("touch-own-flag", n, castle=player) if not left and s.inside == player
                   else say("come-home", n, castle=player))
    on_duty = state.sentinel(player).on_duty
    key = ("sentinel-flag" if s.home else "sentinel-then-flag") if on_duty else \
        ("sentinel-return" if s.home else "sentinel-then-return")
    out.append(say(key, n, castle=player))
    return out


def todo_lines(state: CastleState, names: Names = None) -> list[str]:
    """Return what every player still has to do, one line each."""
    n = state.players
    return [say("todo", n, names, player=Who(p), tasks="; ".join(todo(state, p))) if todo(state, p)
            else say("todo-won", n, names, player=Who(p)) for p in range(1, n + 1)]


def status_lines(state: CastleState, names: Names = None) -> list[str]:
    """Return every ball's state, then what every player still has to do."""
    n = state.players
    lines = [ball_status(state, b) for b in balls(n)]
    for p in range(1, n + 1):
        tasks = todo(state, p)
        who = {"player": Who(p), "ball": Ball(p, SOLDIER)}
        lines.append(say("standing", n, names, tasks="; ".join(tasks), **who) if tasks
                     else say("standing-won", n, names, **who))
    return lines


def colours_lines(players: int, names: Names = None) -> list[str]:
    """Return who plays which colours, one line per player (the text's note)."""
    return [say("colours", players, names, player=Who(p), soldier=shown_colour(soldier), sentinel=shown_colour(sentinel))
            for p, (soldier, sentinel) in enumerate(COLOURS[players], 1)]

