"""«Словесный бой» as values: the state, the moves applied to it, and what a seat sees.

One to six players each own a private square.  A game is a run of turns; on
each turn a letter is **called** — by the players in rotation, or by the
computer (solo play, task 2) or from a file (task 4b) — and then every
player, the caller too, **places** it in an empty cell of their own square.
No one may skip.  The number of turns (``moves``) is agreed before the game:
at most the number of cells and a whole number of rounds.

On the house protocol (:mod:`wordgames.engine`): a call by a player is a
:class:`Call` action of the caller's seat; a call by the computer is a
chance node whose outcomes are the letters with their exact frequencies (a
letter from a file is the one outcome, with probability 1); a placement is
a :class:`Place` of the seat writing.  Each seat sees only the letters
called and its own square (:class:`BattleView`): fairness is a property of
what a player is given.
The moves themselves and the one check of them that the state and the
views share are :mod:`wordgames.battle.legality`, the rules agreed
(:class:`Rules`) :mod:`wordgames.battle.rules`; the game at the table
(its options, the words that score, the computer's letters) is
:mod:`wordgames.battle.game`.

>>> rules = Rules(players=2, height=2, width=2, moves=2)
>>> s = BattleState.initial(rules)
>>> s.current_player(), s.phase
(0, 'call')
>>> s = s.apply(Call("к"))
>>> s.current_player(), s.phase, s.legal_actions()[:2]
(0, 'place', [Place(cell=(0, 0)), Place(cell=(0, 1))])
>>> s = s.apply(Place((0, 0))).apply(Place((1, 1)))
>>> s.squares[0].rows, s.squares[1].rows, s.current_player()
(('к.', '..'), ('..', '.к'), 1)
>>> s.apply(Place((0, 1)))
Traceback (most recent call last):
...
wordgames.errors.IllegalMoveError: rule call: player 2 must call a letter now, not write one
>>> v = s.view(1)
>>> v.asked, v.called, v.square.rows, v.remaining
('call', ('к',), ('..', '.к'), 1)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cached_property
from typing import Any

from wordgames.battle.legality import LETTERS, BattleBreach, Call, Letter, Move, Place, call_breaches, place_breaches
from wordgames.battle.letters import ALPHABET
from wordgames.battle.rules import COMPUTER, Rules, Seat
from wordgames.battle.score import SquareScore, score_game
from wordgames.battle.square import EMPTY, Cell, Square
from wordgames.engine import CHANCE, TERMINAL, State
from wordgames.errors import ArgumentError, Breach, InputFormatError
from wordgames.i18n import _, ngettext

__all__ = ["CALL", "PLACE", "OVER", "empty_square", "write", "empty_cells", "seat_label", "seat_name",
           "letter_chances", "BattleState", "BattleView"]

CALL, PLACE, OVER = "call", "place", "over"


def empty_square(height: int, width: int) -> Square:
    """Return a square with every cell empty."""
    return Square(tuple(EMPTY * width for _row in range(height)))


def write(square: Square, cell: Cell, letter: Letter) -> Square:
    """Return ``square`` with ``letter`` written in ``cell`` (no checks: see :func:`.legality.place_breaches`)."""
    r, c = cell
    row = square.rows[r]
    return replace(square, rows=square.rows[:r] + (row[:c] + letter + row[c + 1:],) + square.rows[r + 1:])


def empty_cells(square: Square) -> list[Cell]:
    """Return the empty cells of ``square`` in reading order (row by row)."""
    return [(r, c) for r, row in enumerate(square.rows) for c, ch in enumerate(row) if ch == EMPTY]


def seat_label(seat: Seat) -> str:
    """Return how the rules name a seat: ``player 1``, or ``the computer`` (the JSON's labels: English)."""
    return "the computer" if seat == COMPUTER else f"player {seat + 1}"


def seat_name(seat: Seat) -> str:
    """Return :func:`seat_label` in the interface's language (``игрок 1``, ``компьютер``)."""
    return _("the computer") if seat == COMPUTER else _("player {n}").format(n=seat + 1)


def letter_chances(weights: Mapping[Letter, float]) -> tuple[tuple[Call, Fraction], ...]:
    """Return every letter the computer can call, with its exact chance (the weights as fractions, summing to 1).

    >>> letter_chances({"а": 1.5, "б": 0.5, "в": 0.0})
    ((Call(letter='а'), Fraction(3, 4)), (Call(letter='б'), Fraction(1, 4)))
    """
    exact = {letter: Fraction(str(w)) for letter, w in weights.items() if w > 0}
    total = sum(exact.values())
    return tuple((Call(letter), w / total) for letter, w in exact.items())


# -- the state ------------------------------------------------------------------------------


@dataclass(frozen=True)
class BattleState(State):
    """A position: the rules, every player's square, the letters called, and who has written the last one.

    ``placed`` counts the players who have written the last called letter.
    ``words`` (what scores) and ``chances`` (the computer's letters) are the
    game's, shared, and not part of the position's value.
    """

    rules: Rules
    squares: tuple[Square, ...]
    called: tuple[Letter, ...] = ()
    placed: int = 0
    words: Any = field(default=None, compare=False, repr=False)
    chances: tuple = field(default=(), compare=False, repr=False)

    @classmethod
    def initial(cls, rules: Rules, words=None, chances: tuple = ()) -> "BattleState":
        """Return the position before the first call: every square empty."""
        return cls(rules, tuple(empty_square(rules.height, rules.width) for _seat in range(rules.players)),
                   placed=rules.players, words=words, chances=chances)

    @property
    def turn(self) -> int:
        """Return the number of letters called so far."""
        return len(self.called)

    @property
    def phase(self) -> str:
        """Return ``'call'``, ``'place'`` or ``'over'``."""
        if self.placed < self.rules.players:
            return PLACE
        return OVER if self.turn >= self.rules.moves else CALL

    def current_player(self) -> Seat:
        now = self.phase
        if now == PLACE:
            return self.placed
        if now == CALL:
            return self.rules.caller(self.turn)
        return TERMINAL

    def _legal_actions(self) -> list[Move]:
        if self.phase == CALL:
            return [Call(letter) for letter in ALPHABET]
        return [Place(cell) for cell in empty_cells(self.squares[self.placed])]

    def _breaches(self, action: object) -> list[Breach]:
        seat = self.current_player()
        if self.phase == CALL:
            return call_breaches(seat_name(seat), action)
        return place_breaches(seat_name(seat), self.squares[seat], self.called[-1], action)

    def chance_outcomes(self) -> tuple[tuple[Call, Fraction], ...]:
        if self.current_player() != CHANCE:
            return ()
        if self.rules.letters is not None:
            return ((Call(self.rules.letters[self.turn]), Fraction(1)),)
        return self.chances

    def _apply_action(self, action: Move) -> "BattleState":
        if isinstance(action, Call):
            return replace(self, called=self.called + (action.letter,), placed=0)
        seat = self.placed
        squares = list(self.squares)
        squares[seat] = write(squares[seat], action.cell, self.called[-1])
        return replace(self, squares=tuple(squares), placed=seat + 1)

    @cached_property
    def scores(self) -> tuple[SquareScore, ...]:
        """Return every player's scoring under the game's rules (directions, struck duplicates)."""
        if self.words is None:
            raise ArgumentError(_("scoring «Словесный бой» needs the game's words"), option="words")
        return score_game(self.words, self.squares, self.rules.directions, strike=self.rules.strike)

    def returns(self) -> list[float]:
        return [float(s.total) for s in self.scores]

    def view(self, seat: Seat) -> "BattleView":
        asked = self.phase if self.current_player() == seat else "wait"
        return BattleView(seat, self.rules, self.called, self.squares[seat], asked)

    def to_dict(self) -> dict[str, Any]:
        return {"squares": [list(sq.rows) for sq in self.squares], "called": "".join(self.called),
                "placed": self.placed}


def read_state(data: dict[str, Any], rules: Rules, words=None, chances: tuple = ()) -> BattleState:
    """Return the state of ``rules`` that :meth:`BattleState.to_dict` wrote, checking it can occur.

    The rules, the words and the letters' chances are the game's (its ``state_from_dict``): a position
    alone does not hold them.

    >>> read_state({"squares": [["к.", ".."]], "called": "к", "placed": 1}, Rules(height=2, width=2, moves=4)).turn
    1
    """
    if not isinstance(data, dict):
        raise InputFormatError(_("a «Словесный бой» position is an object"))
    squares, called, placed = data.get("squares"), data.get("called"), data.get("placed")
    if not isinstance(squares, list) or len(squares) != rules.players:
        raise InputFormatError(_("squares: one square per player ({n})").format(n=rules.players))
    if not isinstance(called, str) or len(called) > rules.moves or not set(called) <= LETTERS:
        raise InputFormatError(ngettext("called: at most {n} letter of the game",
                                        "called: at most {n} letters of the game", rules.moves).format(n=rules.moves))
    if not isinstance(placed, int) or isinstance(placed, bool) or not 0 <= placed <= rules.players:
        raise InputFormatError(_("placed: a number of players from 0 to {n}").format(n=rules.players))
    rows = []
    for k, square in enumerate(squares):
        if not (isinstance(square, list) and len(square) == rules.height
                and all(isinstance(r, str) and len(r) == rules.width
                        and set(r) <= LETTERS | {EMPTY} for r in square)):
            raise InputFormatError(_("squares[{k}]: {height} rows of {width} letters or '.'").format(
                k=k, height=rules.height, width=rules.width))
        filled = sum(ch != EMPTY for r in square for ch in r)
        if filled != len(called) - (k >= placed):
            raise InputFormatError(ngettext("squares[{k}]: {filled} letter written for {called} called",
                                            "squares[{k}]: {filled} letters written for {called} called",
                                            filled).format(
                k=k, filled=filled, called=len(called)))
        rows.append(Square(tuple(square)))
    return BattleState(rules, tuple(rows), tuple(called), placed if called else rules.players, words, chances)


# -- what a seat sees -----------------------------------------------------------------------


@dataclass(frozen=True)
class BattleView:
    """Everything a player may know: the rules, the letters called so far, and its own square.

    ``asked`` says what the seat must do now: ``call``, ``place`` (the last
    letter called) or ``wait``.  The table builds a fresh view for every
    question from the public letters and the player's own (immutable) square;
    nothing in it leads to the letters still to come or to another player's square.
    """

    seat: Seat
    rules: Rules
    called: tuple[Letter, ...]
    square: Square
    asked: str = PLACE

    @property
    def remaining(self) -> int:
        """Return how many letters are still to be called after the ones seen."""
        return self.rules.moves - len(self.called)

    @property
    def letter(self) -> Letter | None:
        """Return the letter to write (the last called), when one is to be written."""
        return self.called[-1] if self.asked == PLACE and self.called else None

    def empty_cells(self) -> list[Cell]:
        """Return the empty cells of the player's square in reading order."""
        return empty_cells(self.square)

    def legal_actions(self) -> list[Move]:
        if self.asked == CALL:
            return [Call(letter) for letter in ALPHABET]
        if self.asked == PLACE:
            return [Place(cell) for cell in self.empty_cells()]
        return []

    def breaches(self, action: object) -> list[Breach]:
        who = seat_name(self.seat)
        if self.asked == CALL:
            return call_breaches(who, action)
        if self.asked == PLACE:
            return place_breaches(who, self.square, self.called[-1], action)
        return [BattleBreach("turn", _("{who} is not to move now").format(who=who))]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "asked": self.asked, "letter": self.letter, "called": "".join(self.called),
                "square": list(self.square.rows), "remaining": self.remaining,
                "size": [self.rules.height, self.rules.width], "directions": len(self.rules.directions)}
