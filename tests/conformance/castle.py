"""Castle croquet for the conformance test: four players, the referee fed random reports.

A report is an event; random reports rarely end a game within a few hundred
steps (a whole game takes thousands), so ``ends`` is False and the playouts
are few.  The counts below are made by hand from rules I–V as
docs/castle-croquet.md reads them; "25 for a soldier in its castle" is: 12
door passes (4 castles × no direction, in, out; any door counts for nothing
but is no breach), its own gate without a direction or ``out`` (2; every other
gate is refused by rule II: it is inside castle p), 4 flags and 7 touches of
another ball.  A sentinel on duty has 34: 12 doors, its own gate without a
direction or ``out`` (2), the three other gates in any of the 3 ways (9: they
count for nothing, note to rule IV), 4 flags, 7 touches.
"""

from wordgames.games.castle_croquet.events import DECLINE, END, Croquet, Flag, Pass, Stroke, Touch
from wordgames.games.castle_croquet.game import CastleGame
from wordgames.games.castle_croquet.pieces import SENTINEL, SOLDIER, Ball
from tests.conformance import Case, Perft

PLAYERS = 4
QUIET = ["stroke", "end"]
GREEN_OUT = QUIET * 4 + ["stroke", "pass green gate 1 out", "end"]
BLUE_TAKEN = ["stroke", "pass blue gate 1 out", "end", "stroke", "pass blue gate 2 in"]


def make():
    return CastleGame({}, PLAYERS)


def probes(state):
    """Strokes by the ball in turn, the next ball and another; every croquet it may make and two it may not;
    end and decline; every gate pass, a door, every flag and three touches of the ball in turn; moves of the
    ball used to strike with and of every prisoner; things that are not events of this game."""
    n, turn = state.players, state.turn
    me, after = turn.ball, state.next_ball(turn.ball)
    other = state.next_ball(after)
    events = [Stroke(), Stroke(me), Stroke(after), Stroke(other), Croquet(me), Croquet(other),
              *(Croquet(b) for b in state.closed.turn.options), END, DECLINE]
    events += [Pass(me, "gate", c, d) for c in range(1, n + 1) for d in (None, "in", "out")]
    events += [Pass(me, "door", 2, None), *(Flag(me, c) for c in range(1, n + 1)),
               Touch(me, me), Touch(me, after), Touch(after, me)]
    movers = {turn.hammer} - {None} | {Ball(p, SOLDIER) for p in range(1, n + 1) if state.soldier(p).prisoner}
    for b in sorted(movers):
        events += [Pass(b, "gate", b.player, None), Pass(b, "door", 1, "in"), Flag(b, 1), Touch(b, me)]
    return events + [None, "stroke", Stroke(Ball(9, SOLDIER)), Pass(me, "arch", 1), Flag(me, 0),
                     ((1, "soldier"), (2, "soldier"), "touch"), ["end"]]


def scorer(state, actions):
    """Only the winning touch ends a game (rule II): the winner's sentinel touches its own flag; 1 for it, 0 else."""
    last = actions[-1]
    assert isinstance(last, Flag) and last.ball.kind == SENTINEL and last.castle == last.ball.player
    return [1.0 if seat == last.ball.player - 1 else 0.0 for seat in range(state.players)]


CASE = Case(
    make=make,
    perft=[
        Perft([], 2, "rule II: soldier 1 plays first and no stroke is open: 'stroke' or 'stroke blue'; "
                     "no decline before the first stroke, no ball touched to strike with (rule V)"),
        Perft(["stroke"], 240, "the new stroke ends the open one: black's turn, 'stroke' or 'stroke black' (2); "
                               "decline (1), end (1); 4 soldiers in their castles × 25, 4 sentinels on duty × 34"),
        Perft(["stroke", "pass blue gate 1 out", "end"], 3,
              "through a hoop: another stroke (rule IV): 'stroke', 'stroke blue', or decline"),
        Perft(["stroke", "touch blue black", "end"], 2,
              "black touched: 'croquet black' (rule V) or decline; no plain stroke (nothing earned, rule IV)"),
        Perft(["stroke", "touch blue black", "end", "croquet black"], 216,
              "the croquet stroke ends with nothing earned: black's 'stroke', 'stroke black' (2), decline, end; "
              "black, the ball used, stays in place (rule V): only 'touch black blue' (1); blue, orange, red "
              "in their castles × 25, the four sentinels × 34"),
        Perft(BLUE_TAKEN, 215,
              "blue is taken on entering castle 2 (rule III): its turn ends, so black's 'stroke', 'stroke black' "
              "(2), decline, end; the prisoner cannot move (0); black, orange, red × 25; sentinels × 34"),
        Perft(GREEN_OUT + ["stroke"], 238,
              "green, out and through its gate last stroke, cannot use it again (rule IV): 12 doors + 9 other "
              "gates + 4 flags + 7 touches = 32; brown's 'stroke', 'stroke brown' (2), decline, end; "
              "4 soldiers × 25, brown, yellow, pink × 34"),
    ],
    probes=probes,
    bound=300,
    scorer=scorer,
    playouts=20,
    ends=False,
    seats=PLAYERS,
)
