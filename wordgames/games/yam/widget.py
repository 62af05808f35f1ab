"""One turn of Yam as a small graph of exact expectations (the "widget" of Glenn 2006).

A turn is: roll five dice, keep some, roll the rest, keep some, roll the rest,
fill a box.  Given what each final throw is worth (one number per throw for
each of many positions at once, a ``(252, N)`` array), the turn's value is
two rounds of "average over the rerolled dice" and "keep the best sub-throw",
then an average over the first roll.  Throws and kept dice are multisets, so
the whole turn is two averaging steps and a maximum over a lattice.

The averaging step is the 462 x 252 matrix of exact probabilities
(:data:`TRANSITION`), but it is applied one die at a time: a keep of ``n``
dice is worth the mean of the six keeps of ``n + 1`` dice that one more die
makes, so the values of all 462 keeps come from the 252 throws in 6 x 210
additions instead of a dense product (the matrix is 4 % non-zero).
Arrays put the throw (or keep) first and the positions second, ``(252, N)``,
so that the lattice step gathers whole rows.

>>> import numpy as np
>>> len(KEEPS), TRANSITION.shape
(462, (462, 252))
>>> round(float(TRANSITION[KEEP_INDEX[(6, 6, 6, 6)]].sum()), 12)
1.0
>>> yam_only = np.array([[1.0 if len(set(r)) == 1 else 0.0] for r in ROLLS])
>>> round(float(turn_value(yam_only)[0]), 5)   # five of a kind in three rolls
0.04603
"""

from __future__ import annotations

import numpy as np

from wordgames.games.dice import FACES, NUM_DICE, Dice, normalise, remove, sub_throws, throw_probability, throws

ROLLS: tuple[Dice, ...] = throws(NUM_DICE)
"""The 252 throws of five dice, in lexicographic order."""
ROLL_INDEX: dict[Dice, int] = {r: i for i, r in enumerate(ROLLS)}

KEEPS: tuple[Dice, ...] = tuple(k for n in range(NUM_DICE + 1) for k in throws(n))
"""The 462 multisets of 0-5 dice a player can keep, by size then lexicographically."""
KEEP_INDEX: dict[Dice, int] = {k: i for i, k in enumerate(KEEPS)}


def _transition() -> np.ndarray:
    """Return T with T[k, r] = probability that keeping ``KEEPS[k]`` and rolling the rest gives ``ROLLS[r]``."""
    t = np.zeros((len(KEEPS), len(ROLLS)))
    for k, keep in enumerate(KEEPS):
        for rest in throws(NUM_DICE - len(keep)):
            t[k, ROLL_INDEX[tuple(sorted(keep + rest))]] += float(throw_probability(rest))
    return t


def _parents() -> list[tuple[np.ndarray, np.ndarray]]:
    """Return, for each size 1-5, the keeps of that size (consecutive in KEEPS) and (padded) the keeps one die smaller."""
    layers = []
    for size in range(1, NUM_DICE + 1):
        idx = [i for i, k in enumerate(KEEPS) if len(k) == size]
        assert idx == list(range(idx[0], idx[-1] + 1))
        par = []
        for i in idx:
            p = sorted({KEEP_INDEX[remove(KEEPS[i], (f,))] for f in set(KEEPS[i])})
            par.append(p + [p[0]] * (NUM_DICE - len(p)))
        layers.append((np.array(idx), np.array(par)))
    return layers


def _children() -> list[tuple[np.ndarray, np.ndarray]]:
    """Return, for each size 4 down to 0, the keeps of that size and the six keeps one die (1-6) more makes."""
    layers = []
    for size in range(NUM_DICE - 1, -1, -1):
        idx = [i for i, k in enumerate(KEEPS) if len(k) == size]
        layers.append((np.array(idx), np.array([[KEEP_INDEX[normalise(KEEPS[i] + (f,))] for f in FACES]
                                                 for i in idx])))
    return layers


def _sub_keeps() -> np.ndarray:
    """Return a (252, 32) array: the keeps contained in each roll (padded by repeating the first)."""
    out = np.zeros((len(ROLLS), 2 ** NUM_DICE), dtype=np.int64)
    for r, roll in enumerate(ROLLS):
        subs = [KEEP_INDEX[s] for s in sub_throws(roll)]
        out[r] = subs + [subs[0]] * (out.shape[1] - len(subs))
    return out


TRANSITION = _transition()
FIRST_ROLL = TRANSITION[KEEP_INDEX[()]].copy()
"""Probability of each of the 252 throws of five fresh dice."""
ROLL_AS_KEEP = np.array([KEEP_INDEX[r] for r in ROLLS])
"""The index in KEEPS of each roll (keeping all five dice)."""
ROLL_SLICE = slice(int(ROLL_AS_KEEP[0]), int(ROLL_AS_KEEP[-1]) + 1)
assert (ROLL_AS_KEEP == np.arange(len(KEEPS))[ROLL_SLICE]).all()   # the rolls are the last keeps, in order
PARENT_LAYERS = _parents()
CHILD_LAYERS = _children()
SUB_KEEPS = _sub_keeps()


def best_sub_keep(keep_vals: np.ndarray) -> np.ndarray:
    """Return M with M[k] = the largest of ``keep_vals[j]`` over the keeps j contained in keep k."""
    return _best_sub_keep_in_place(keep_vals.copy())


def _best_sub_keep_in_place(m: np.ndarray) -> np.ndarray:
    """Turn keep values ``m`` (462, N) into :func:`best_sub_keep` of them, in place, and return them."""
    for idx, par in PARENT_LAYERS:
        layer = m[idx[0]:idx[-1] + 1]           # a layer's keeps are consecutive: a view, updated in place
        for j in range(par.shape[1]):
            np.maximum(layer, m[par[:, j]], out=layer)
    return m


def keep_values(roll_vals: np.ndarray) -> np.ndarray:
    """Return the value of each keep (462, N) when the next roll's throws are worth ``roll_vals`` (252, N).

    The same as ``TRANSITION @ roll_vals`` (up to rounding), one die at a time:

    >>> f = np.arange(252.0)[:, None] % 17
    >>> bool(np.allclose(keep_values(f), TRANSITION @ f, rtol=0, atol=1e-12))
    True
    """
    out = np.empty((len(KEEPS),) + roll_vals.shape[1:])
    out[ROLL_SLICE] = roll_vals
    for idx, children in CHILD_LAYERS:
        layer = out[idx[0]:idx[-1] + 1]
        np.add(out[children[:, 0]], out[children[:, 1]], out=layer)
        for j in range(2, len(FACES)):
            layer += out[children[:, j]]
        layer *= 1 / len(FACES)
    return out


def roll_values_before(keep_vals: np.ndarray) -> np.ndarray:
    """Return what each throw is worth (252, N) when the player keeps the best sub-throw, given keep values."""
    return best_sub_keep(keep_vals)[ROLL_SLICE]


def stage_keep_values(final_vals: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return the keep values after the first roll and after the second, given the final throws' values."""
    after_second = keep_values(final_vals)
    after_first = keep_values(roll_values_before(after_second))
    return after_first, after_second


def turn_value(final_vals: np.ndarray) -> np.ndarray:
    """Return the expected value (N,) of a whole turn played optimally, given each final throw's value (252, N)."""
    second_roll = _best_sub_keep_in_place(keep_values(final_vals))[ROLL_SLICE]
    first_roll = _best_sub_keep_in_place(keep_values(second_roll))[ROLL_SLICE]
    return FIRST_ROLL @ first_roll
