"""Dix Mille for the conformance test: two players, the text's table, a target of 1000 (short games).

The scorer replays the actions with its own bookkeeping of a turn and its
own valuation of what is set aside (from the rule text and docs/dixmille.md),
so it checks the game's scores rather than repeating them.
"""

from collections import Counter

from wordgames.games.dixmille.game import DixMilleGame
from wordgames.games.dixmille.state import NOTHING, Move
from wordgames.games.dixmille.scoring import Combo, Selection
from tests.conformance import Case, Perft

TARGET = 1000


def make():
    return DixMilleGame({"table": "text", "target": TARGET}, seats=2)


def probes(state):
    """Every legal selection both ways, nothing set aside, dice not thrown, a six-dice combination, junk."""
    from wordgames.games.dixmille.scoring import selections
    found = [Move(s, b) for s in selections(state.throw, state.table) for b in (True, False)] if state.throw else []
    odd = [Selection((Combo("single", (5,)),)), Selection((Combo("triple", (2, 2, 2)),)), NOTHING,
           Selection((Combo("straight", (1, 2, 3, 4, 5, 6)),)), Selection((Combo("single", (1,)),) * 3)]
    return found + [Move(s, b) for s in odd for b in (True, False)] + [None, "1 b", Move(NOTHING, "yes")]


def points(combo):
    """What a combination set aside is worth by the text: 1 = 100, 5 = 50, three Ns = 100 N (1s: 1000),
    three pairs, a pair and four, six of a kind 1500, 1-2-3-4-5-6 3000."""
    kind, dice = combo
    if kind == "single":
        return 100 if dice == (1,) else 50
    if kind == "triple":
        return 1000 if dice[0] == 1 else 100 * dice[0]
    return 3000 if kind == "straight" else 1500


def loses(dice):
    """Whether a throw loses the turn: four or more 2s, or no 1, no 5, no three alike, no six-dice combination."""
    counts = Counter(dice)
    if counts[2] >= 4:
        return True
    shape = sorted(counts.values())
    six = len(dice) == 6 and shape in ([2, 2, 2], [2, 4], [6], [1] * 6)
    return not (counts[1] or counts[5] or max(counts.values()) >= 3 or six)


def scorer(state, actions):
    """Replay every throw and move: a turn's points are banked or lost; the bonus is 500, then 1000, 1500 …"""
    scores = [0, 0]
    player, turn, dice, bonuses, waiting = 0, 0, 6, 0, "throw"

    def end(banked):
        nonlocal player, turn, dice, bonuses, waiting
        scores[player] += banked
        player, turn, dice, bonuses, waiting = 1 - player, 0, 6, 0, "throw"

    for a in actions:
        if waiting == "throw":
            if Counter(a)[2] >= 4:          # four 2s take the whole score («все набранные к этому моменту очки»)
                scores[player] = 0
            waiting = "move" if not loses(a) else end(0) or "throw"
        elif waiting in ("die", "die again"):
            if a[0] in (1, 5):
                turn += 500 * (bonuses + 1)
                bonuses, dice, waiting = bonuses + 1, 6, "move"
            elif waiting == "die":
                waiting = "die again"
            else:
                end(0)
        else:
            turn += sum(points(c) for c in a.selection.combos)
            dice = (dice - sum(len(c.dice) for c in a.selection.combos)) or 6
            if a.bank:
                end(turn)
            else:
                waiting = "die" if dice == 1 else "throw"
    return [float(s) for s in scores]


CASE = Case(
    make=make,
    perft=[
        Perft([[1, 2, 3, 3, 4, 6]], 2, "only the 1 scores: set it aside, bank or throw on"),
        Perft([[1, 1, 3, 4, 5, 6]], 10, "0-2 ones and 0-1 five, not none: 5 selections, each bank or throw"),
        Perft([[2, 2, 3, 3, 6, 6]], 1, "three pairs only, which must be thrown on"),
        Perft([[1, 1, 3, 3, 5, 5]], 17, "three pairs (thrown on) or 0-2 ones and 0-2 fives (8 ways, both verbs)"),
        Perft([[1, 2, 3, 4, 5, 6]], 7, "the straight (thrown on), or 1, 5, 1+5 both ways"),
        Perft([[1, 1, 5, 5, 5, 5]], 41, "a pair and four (thrown on); or 555 with 0-2 ones and 0-1 five "
                                        "(6 ways), or no triple and 0-2 ones, 0-4 fives, not none (14): "
                                        "1 + 2 * 20"),
        Perft([[1, 2, 3, 3, 4, 6], {"combos": [["single", [1]]], "bank": False}, [2, 5, 5, 5, 6]], 8,
              "five dice 2 5 5 5 6: 555, or one, two or three single 5s (interpretation 2: any combinations): "
              "4 selections, each bank or throw"),
        Perft([[1, 2, 3, 3, 4, 6], {"combos": [["single", [1]]], "bank": False}, [1, 3, 4, 4, 6],
               {"combos": [["single", [1]]], "bank": False}, [2, 2, 3, 5], {"combos": [["single", [5]]],
                                                                         "bank": False}, [1, 3, 4]], 2,
              "three dice 1 3 4 after 1, 1, 5 set aside: the 1, bank or throw (the last die then)"),
    ],
    probes=probes,
    bound=20_000,
    scorer=scorer,
)
