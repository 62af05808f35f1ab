"""Dice drawn on a page: a face's pips on a 3×3 grid, for the dice games' pages (Yam, Dix Mille).

The template macro ``die`` of ``templates/games/dice.html`` draws what :func:`die` returns.
"""

from __future__ import annotations

from typing import Any

PIPS = {1: (4,), 2: (2, 6), 3: (2, 4, 6), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8), 6: (0, 2, 3, 5, 6, 8)}
"""Where a face's pips sit on the die's 3×3 grid (0 top left, 8 bottom right)."""


def die(face: int) -> dict[str, Any]:
    """Return a die's face for the template: its number and which of the nine places hold a pip.

    >>> die(3)["pips"]
    [False, False, True, False, True, False, True, False, False]
    >>> [sum(die(f)["pips"]) for f in range(1, 7)]
    [1, 2, 3, 4, 5, 6]
    """
    return {"face": face, "pips": [i in PIPS[face] for i in range(9)]}


def entry(count: int, kept=()) -> dict[str, Any]:
    """Return the parts of the entry of real dice (the template macro ``entry``): how many dice were thrown, the
    kept dice, and the six faces to tap.

    >>> e = entry(2, (6, 6, 6))
    >>> e["count"], [d["face"] for d in e["kept"]], [d["face"] for d in e["faces"]]
    (2, [6, 6, 6], [1, 2, 3, 4, 5, 6])
    """
    return {"count": count, "kept": [die(f) for f in kept], "faces": [die(f) for f in range(1, 7)]}
