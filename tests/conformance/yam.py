"""Yam for the conformance test: one player on the three-column variant (top-down, bottom-up, free).

The scorer replays the actions with its own bookkeeping of the dice and its
own reading of the boxes (from the rule text and docs/yam.md), so it checks
the game's sheets and totals rather than repeating them.
"""

from collections import Counter

from wordgames.games.dice import sub_throws, throws
from wordgames.games.yam.game import YamGame
from wordgames.games.yam.state import Keep, Score
from tests.conformance import Case, Perft

BOX_ORDER = ["1", "2", "3", "4", "5", "6", "-", "+", "Дом", "Ряд", "Яма"]


def make():
    return YamGame({"columns": 3, "dom": "full-house", "yama": "four-of-a-kind"}, seats=1)


def probes(state):
    """Every part of the dice kept (all five: never legal), dice not on the table, every box of four columns, junk."""
    keeps = [Keep(k) for k in sub_throws(state.dice)] + [Keep(k) for k in throws(4)[::7]] + [Keep((6,) * 6)]
    scores = [Score(b, c) for c in range(4) for b in BOX_ORDER] + [Score("Семь", 0), Score("Яма", -1)]
    return keeps + scores + [Keep((6, 2)), None, "k 66", (1, 2, 3)]


def box_points(box, dice):
    """What the five dice score in ``box``, by the text: faces, sums, Дом (full house) +20, Ряд, Яма (4+) +40."""
    counts = sorted(Counter(dice).values())
    if box in "123456" and len(box) == 1:
        return int(box) * dice.count(int(box))
    if box in ("-", "+"):
        return sum(dice)
    if box == "Дом":
        return sum(dice) + 20 if counts in ([2, 3], [5]) else 0
    if box == "Ряд":
        return {(1, 2, 3, 4, 5): 45, (2, 3, 4, 5, 6): 50}.get(tuple(sorted(dice)), 0)
    return sum(dice) + 40 if counts[-1] >= 4 else 0


def scorer(state, actions):
    """Replay: the dice kept plus the dice rolled; a box written is scored here; Счёт = boxes + 30 at 60."""
    players = len(state.sheets)
    sheets = [[{} for _ in state.kinds] for _ in range(players)]
    player, dice = 0, []
    for a in actions:
        if isinstance(a, Keep):
            dice = list(a.dice)
        elif isinstance(a, Score):
            column = sheets[player][a.column]
            value = box_points(a.box, dice)
            other = column.get("+" if a.box == "-" else "-") if a.box in "-+" else None
            if other is not None and not (value > other if a.box == "+" else value < other):
                value = 0
            column[a.box] = value
            player, dice = (player + 1) % players, []
        else:
            dice = dice + list(a)
    totals = []
    for sheet in sheets:
        total = 0
        for column in sheet:
            upper = sum(v for b, v in column.items() if b in "123456" and len(b) == 1)
            total += sum(column.values()) + (30 if upper >= 60 else 0)
        totals.append(float(total))
    return totals


CASE = Case(
    make=make,
    perft=[
        Perft([[1, 2, 3, 4, 5]], 44, "five different faces: 2**5 - 1 = 31 proper subsets to keep; the top-down "
                                     "column takes only 1, the bottom-up only Яма, the free one all 11 boxes"),
        Perft([[6, 6, 6, 6, 6]], 18, "five 6s: keep 0-4 of them (5 keeps); boxes 1 + 1 + 11"),
        Perft([[2, 2, 5, 5, 5]], 24, "keep 0-2 twos and 0-3 fives, not all five: 3*4 - 1 = 11; boxes 13"),
        Perft([[2, 2, 5, 5, 5], {"keep": [5, 5, 5]}, [1, 6], {"keep": [5, 5, 5]}, [2, 2]], 13,
              "the third roll (2 2 5 5 5 again): no keep (three rolls), the 13 boxes"),
        Perft([[1, 2, 3, 4, 5], {"score": "Ряд", "column": 2}, [1, 2, 3, 4, 5]], 43,
              "Ряд filled in the free column: 31 keeps + 1 (top-down: 1) + 1 (bottom-up: Яма) + 10"),
        Perft([[1, 2, 3, 4, 5], {"score": "1", "column": 0}, [1, 2, 3, 4, 5]], 44,
              "1 filled in the top-down column, which now takes only 2: 31 + 1 + 1 + 11"),
    ],
    probes=probes,
    bound=400,
    scorer=scorer,
    playouts=40,
)
