"""Arithmetical croquet for the conformance test: the small course (post 30, gates 10 and 20)."""

from wordgames.games.croquet.game import CroquetGame
from wordgames.games.croquet.course import PASS, SMALL
from tests.conformance import Case, Perft


def make():
    game = CroquetGame({"gates": "10-90"})
    game.course = SMALL          # small enough for hundreds of random games a second
    return game


def probes(state):
    """Every number up to 10 past the mover's ball, the pass, and some non-numbers."""
    return [PASS, *range(state.me.number + 1, state.me.number + 11), "4", None, 2.5]


def scorer(state, actions):
    """Players alternate (a pass is a move): whoever named the post won; else the last to move missed twice."""
    mover = (len(actions) - 1) % 2
    winner = mover if actions[-1] == state.rules.goal else 1 - mover
    return [1.0, -1.0] if winner == 0 else [-1.0, 1.0]


CASE = Case(
    make=make,
    perft=[
        Perft([], 8, "rule 1: the first number is 1 to 8"),
        Perft([4], 6, "player 2 at 0 may not step 4 or its complement 5 (rule 4): 1, 2, 3, 6, 7, 8"),
        Perft([4, 2, 9, 8], 6, "player 1 at 9, partner just stepped 6: not 6 or 3 (rule 4), so not 15 or 12; "
                               "10 (into the gate), 11 (through), 13, 14, 16, 17 (misses)"),
        Perft([3, 4, 10], 8, "player 2 at 4: the partner's step of 7 into gate 10 bans nothing (rule 4, as "
                             "Carroll wrote it), 5 to 12 all legal"),
        Perft([3, 4, 10, 6], 1, "player 1 in gate 10 (entered by 7) must leave by 17 (rule 3); player 2 held "
                                "it by stepping 2, the complement of 7, so rule 4 forbids 7: only the pass (rule 6)"),
    ],
    probes=probes,
    bound=400,
    scorer=scorer,
)
