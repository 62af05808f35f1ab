"""Fill the squares a player cannot see afresh, consistently with what it sees: for searches over hidden information.

A player of «Словесный бой» sees the rules, every letter called and its own
square (:class:`~.state.BattleView`); hidden are the other players' squares
and, when a file gives the calls (task 4b), the letters still to come.
:func:`resample` returns a whole :class:`~.state.BattleState` that ``seat``
cannot tell from the one given (the same view), with

- every other square refilled: a player who has written ``k`` letters wrote
  the first ``k`` called, each in any empty cell, so any ``k`` cells holding
  those letters in any order can be its square.  The cells are a random
  ``k``-subset and the letters a random order of them: every injective
  assignment of the turns to cells is equally likely, and each distinct
  square comes from equally many, so the draw is **uniform** over the
  squares consistent with the view;
- the letters a file still holds (when it gives the calls) drawn afresh,
  one at a time from the letter weights (:func:`~.letters.draw_letters`, the
  stream the expert and the PIMC bot imagine their futures with), the called
  ones kept: the seat does not know the file.  The players' or the computer's
  calls to come are chance nodes, not part of a state.

The turn order (who writes next, ``placed``) is the position's structure and
is kept; nothing else of the given state than the view is read, so two
states a seat cannot tell apart give, from the same generator, the same
result.  A player holds only its view: :func:`from_view` deals a whole state
from it at the seat's turn (what OpenSpiel's ISMCTS searches from,
:mod:`wordgames.rl.opponents`).

>>> import random
>>> from wordgames.battle.legality import Call, Place
>>> from wordgames.battle.rules import Rules
>>> from wordgames.battle.state import CALL, PLACE, BattleState, BattleView, empty_square
>>> s = BattleState.initial(Rules(players=2, height=2, width=2, moves=2)).apply(Call("к"))
>>> s = s.apply(Place((0, 0))).apply(Place((1, 1))).apply(Call("о"))
>>> r = resample(s, 0, random.Random(3))
>>> r.view(0).to_dict() == s.view(0).to_dict(), r.squares[0] == s.squares[0]
(True, True)
>>> sorted("".join(r.squares[1].rows).replace(".", ""))
['к']
"""

from __future__ import annotations

import random
from dataclasses import replace

from wordgames.battle.letters import draw_letters, letter_weights
from wordgames.battle.square import EMPTY, Square
from wordgames.battle.state import CALL, PLACE, BattleState, BattleView, empty_square


def random_square(height: int, width: int, letters: tuple[str, ...], rng: random.Random) -> Square:
    """Return a square holding ``letters`` in random cells (every placement equally likely), the rest empty.

    >>> random_square(2, 2, ("а", "б"), random.Random(0)).rows
    ('.б', '.а')
    """
    grid = [EMPTY] * (height * width)
    for cell, letter in zip(rng.sample(range(height * width), len(letters)), letters):
        grid[cell] = letter
    return Square(tuple("".join(grid[r * width:(r + 1) * width]) for r in range(height)))


def resample(state: BattleState, seat: int, rng: random.Random) -> BattleState:
    """Return a state ``seat`` cannot tell from ``state``, the other squares and a file's letters to come drawn afresh."""
    view = state.view(seat)
    rules, called = view.rules, view.called
    turn = len(called)
    squares = []
    for k in range(rules.players):
        if k == seat:
            squares.append(view.square)
            continue
        written = turn - (turn > 0 and k >= state.placed)
        squares.append(random_square(rules.height, rules.width, called[:written], rng))
    if rules.letters is not None:
        rules = replace(rules, letters=called + tuple(draw_letters(rng, letter_weights(), len(rules.letters) - turn)))
    return replace(state, rules=rules, squares=tuple(squares))


def from_view(game, view: BattleView, rng: random.Random) -> BattleState:
    """Return a whole state of ``game`` the seat of ``view`` cannot tell from what it sees, at its turn.

    At a seat's turn the position's structure follows from the view: writing
    the last letter called, the players before it have written it (``placed``
    is the seat); calling, everyone has.  The other squares and the letters
    to come are dealt by :func:`resample`.

    >>> from wordgames.battle.game import BattleGame
    >>> from wordgames.battle.legality import Call, Place
    >>> from wordgames.lexicon import Lexicon
    >>> game = BattleGame({"size": 2, "caller": "players"}, 2, Lexicon.from_words(["кот"]))
    >>> s = game.new_initial_state().apply(Call("к")).apply(Place((0, 0)))
    >>> r = from_view(game, s.view(1), random.Random(3))
    >>> r.view(1) == s.view(1), r.current_player(), "".join(r.squares[0].rows).replace(".", "")
    (True, 1, 'к')
    """
    if view.asked not in (PLACE, CALL):
        raise ValueError("a state is dealt from a view at the seat's turn")
    rules = view.rules
    squares = tuple(view.square if k == view.seat else empty_square(rules.height, rules.width)
                    for k in range(rules.players))
    placed = view.seat if view.asked == PLACE else rules.players
    start = replace(game.new_initial_state(), rules=rules, squares=squares, called=view.called, placed=placed)
    return resample(start, view.seat, rng)
