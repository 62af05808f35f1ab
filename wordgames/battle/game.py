"""The game of «Словесный бой»: the rules agreed before play, the state, the moves, records.

One to six players each own a private square.  A game is a sequence of
turns; on each turn a letter is **called** (by the players in rotation, or by
the computer in solo play and when letters come from a file) and then every
player, the caller too, **places** it in an empty cell of their own square.
No one may skip.  The number of turns (``moves``) is agreed before the game:
at most the number of cells and a whole number of rounds, so divisible by
the number of players.

The state is a value; :func:`apply` returns a new one.  The moves of a turn
are one :class:`Call` and then one :class:`Place` per player, in seat order
(the order does not matter: no player sees another's square).

>>> rules = Rules(players=2, height=2, width=2, moves=2)
>>> s = initial(rules)
>>> to_move(s), phase(s)
(0, 'call')
>>> s = apply(s, Call("к"))
>>> to_move(s), phase(s), sorted(legal_moves(s))[:2]
(0, 'place', [Place(cell=(0, 0)), Place(cell=(0, 1))])
>>> s = apply(apply(s, Place((0, 0))), Place((1, 1)))
>>> s.squares[0].rows, s.squares[1].rows, to_move(s)
(('к.', '..'), ('..', '.к'), 1)
>>> apply(s, Place((0, 1)))
Traceback (most recent call last):
...
wordgames.errors.IllegalMoveError: rule call: player 2 must call a letter now, not write one (Place(cell=(0, 1)))
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterator, NamedTuple, Sequence

from wordgames.battle.letters import ALPHABET
from wordgames.battle.score import CANONICAL, Direction, SquareScore, directions_for, score_game
from wordgames.battle.square import EMPTY, Cell, Square, cell_name
from wordgames.errors import IllegalMoveError, UsageError

Letter = str
Seat = int  # a player's place at the table, counted from 0

LETTERS = frozenset(ALPHABET)  # what may be called: one letter, ё counted as е
COMPUTER: Seat = -1  # who calls when the computer calls the letters
MAX_PLAYERS = 6
MAX_SIDE = 12
DEFAULT_SIDE = 6


class Call(NamedTuple):
    """Calling a letter: every player must now write it."""

    letter: Letter


class Place(NamedTuple):
    """Writing the letter just called into an empty cell of one's own square."""

    cell: Cell


Move = Call | Place


def allowed_moves(cells: int, players: int) -> list[int]:
    """Return the numbers of turns a game may be agreed to last: whole rounds, at most one per cell.

    >>> allowed_moves(36, 5)
    [5, 10, 15, 20, 25, 30, 35]
    >>> allowed_moves(4, 6)
    []
    """
    return list(range(players, cells + 1, players))


def default_moves(cells: int, players: int) -> int:
    """Return the longest game allowed: the most whole rounds that fit in the square."""
    allowed = allowed_moves(cells, players)
    if not allowed:
        raise UsageError(f"a square of {cells} cells is too small for {players} players")
    return allowed[-1]


def _allowed_text(cells: int, players: int) -> str:
    """Return the allowed numbers of turns as words, e.g. ``5, 10, 15 or 20``."""
    allowed = allowed_moves(cells, players)
    if players == 1:
        return f"any number from 1 to {cells}"
    if not allowed:
        return "none (the square has fewer cells than there are players)"
    return ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}" if len(allowed) > 1 else str(allowed[0])


@dataclass(frozen=True)
class Rules:
    """What the players agree before the first call.

    ``computer_calls``: the letters come from the computer (solo play, task 2)
    or from a file (task 4b), not from the players in turn.  ``directions``
    and ``strike`` are the scoring variations (3 and 2).

    >>> Rules(players=5, moves=36)
    Traceback (most recent call last):
    ...
    wordgames.errors.UsageError: 36 turns are not a whole number of rounds for 5 players on a 6×6 square: choose 5, 10, 15, 20, 25, 30 or 35
    """

    players: int = 1
    height: int = DEFAULT_SIDE
    width: int = DEFAULT_SIDE
    moves: int = DEFAULT_SIDE * DEFAULT_SIDE
    computer_calls: bool = False
    directions: tuple[Direction, ...] = CANONICAL
    strike: bool = False

    def __post_init__(self):
        if not 1 <= self.players <= MAX_PLAYERS:
            raise UsageError(f"«Словесный бой» is played by 1 to {MAX_PLAYERS} players, not {self.players}")
        for side in (self.height, self.width):
            if not 2 <= side <= MAX_SIDE:
                raise UsageError(f"a square's side must be 2 to {MAX_SIDE} cells, not {side}")
        if self.moves not in allowed_moves(self.cells, self.players):
            why = ("are more than the square's cells" if self.moves > self.cells else
                   "are not a whole number of rounds" if self.moves > 0 else "are no game")
            raise UsageError(f"{self.moves} turns {why} for {self.players} player"
                             f"{'s' if self.players > 1 else ''} on a {self.height}×{self.width} square: "
                             f"choose {_allowed_text(self.cells, self.players)}")
        object.__setattr__(self, "directions", tuple(self.directions))

    @property
    def cells(self) -> int:
        """Return the number of cells of a square."""
        return self.height * self.width

    def caller(self, turn: int) -> Seat:
        """Return who calls the letter of ``turn`` (from 0): the players in rotation, or :data:`COMPUTER`."""
        return COMPUTER if self.computer_calls else turn % self.players

    def to_dict(self) -> dict:
        """Return the rules as JSON-ready data."""
        return {"players": self.players, "height": self.height, "width": self.width,
                "moves": self.moves, "computer_calls": self.computer_calls,
                "directions": len(self.directions), "strike": self.strike}

    @classmethod
    def from_dict(cls, data: dict) -> "Rules":
        """Return the rules of :meth:`to_dict`'s data."""
        return cls(players=data["players"], height=data["height"], width=data["width"],
                   moves=data["moves"], computer_calls=data["computer_calls"],
                   directions=directions_for(data.get("directions", 2)), strike=data.get("strike", False))


def empty_square(height: int, width: int, name: str | None = None) -> Square:
    """Return a square with every cell empty."""
    return Square(tuple(EMPTY * width for _ in range(height)), name)


def write(square: Square, cell: Cell, letter: Letter) -> Square:
    """Return ``square`` with ``letter`` written in ``cell`` (no checks: see :func:`breach`)."""
    r, c = cell
    row = square.rows[r]
    rows = square.rows[:r] + (row[:c] + letter + row[c + 1:],) + square.rows[r + 1:]
    return replace(square, rows=rows)


def empty_cells(square: Square) -> list[Cell]:
    """Return the empty cells of ``square`` in reading order (row by row)."""
    return [(r, c) for r, row in enumerate(square.rows) for c, ch in enumerate(row) if ch == EMPTY]


@dataclass(frozen=True)
class BattleState:
    """A position: the rules, every player's square, the letters called, and the moves so far.

    ``placed`` counts the players who have written the last called letter.
    """

    rules: Rules
    squares: tuple[Square, ...]
    called: tuple[Letter, ...] = ()
    placed: int = 0
    history: tuple[Move, ...] = field(default=(), repr=False)

    @property
    def turn(self) -> int:
        """Return the number of letters called so far."""
        return len(self.called)


def initial(rules: Rules, names: Sequence[str] | None = None) -> BattleState:
    """Return the position before the first call: every square empty."""
    names = list(names) if names is not None else [None] * rules.players
    if len(names) != rules.players:
        raise UsageError(f"{len(names)} names for {rules.players} players")
    return BattleState(rules, tuple(empty_square(rules.height, rules.width, n) for n in names),
                       placed=rules.players)


def phase(state: BattleState) -> str:
    """Return ``'call'``, ``'place'`` or ``'over'``."""
    if state.placed < state.rules.players:
        return "place"
    return "over" if state.turn >= state.rules.moves else "call"


def to_move(state: BattleState) -> Seat | None:
    """Return who moves next: the caller, :data:`COMPUTER`, the player to write, or None when over."""
    now = phase(state)
    if now == "place":
        return state.placed
    if now == "call":
        return state.rules.caller(state.turn)
    return None


def is_over(state: BattleState) -> bool:
    """Return whether every agreed turn has been called and written."""
    return phase(state) == "over"


def seat_name(state: BattleState, seat: Seat) -> str:
    """Return how messages name a seat: the player's name or ``player N``; ``the computer``."""
    return "the computer" if seat == COMPUTER else state.squares[seat].label(seat + 1)


def legal_moves(state: BattleState) -> Iterator[Move]:
    """Yield every legal move of the player to move (calls in alphabet order, cells in reading order)."""
    now = phase(state)
    if now == "call":
        yield from (Call(letter) for letter in ALPHABET)
    elif now == "place":
        yield from (Place(cell) for cell in empty_cells(state.squares[state.placed]))


def breach(state: BattleState, move: Move) -> IllegalMoveError | None:
    """Return the rule ``move`` breaks here, or None when it is legal: the one exact predicate."""
    now = phase(state)
    if now == "over":
        return IllegalMoveError("the game is over", rule="end", move=move)
    who = seat_name(state, to_move(state))
    if now == "call":
        if not isinstance(move, Call):
            return IllegalMoveError(f"{who} must call a letter now, not write one", rule="call", move=move)
        if move.letter not in LETTERS:
            return IllegalMoveError(f"a call is one letter of {ALPHABET[0]}–{ALPHABET[-1]} (ё is е)",
                                    rule="letter", move=move)
        return None
    if not isinstance(move, Place):
        return IllegalMoveError(f"{who} must write the letter {state.called[-1]!r} before another is called",
                                rule="no skipping", move=move)
    square = state.squares[state.placed]
    r, c = move.cell
    if not (0 <= r < square.height and 0 <= c < square.width):
        return IllegalMoveError(f"the cell is off the {square.height}×{square.width} square",
                                rule="cell", move=move)
    if square.letter(move.cell) != EMPTY:
        return IllegalMoveError(f"{cell_name(move.cell)} already holds {square.letter(move.cell)!r}",
                                rule="empty cell", move=move)
    return None


def is_legal(state: BattleState, move: Move) -> bool:
    """Return whether ``move`` is legal for the player to move."""
    return breach(state, move) is None


def apply(state: BattleState, move: Move) -> BattleState:
    """Return the position after ``move``; raise :class:`~wordgames.errors.IllegalMoveError` if it is illegal."""
    error = breach(state, move)
    if error is not None:
        raise error
    history = state.history + (move,)
    if isinstance(move, Call):
        return replace(state, called=state.called + (move.letter,), placed=0, history=history)
    seat = state.placed
    squares = list(state.squares)
    squares[seat] = write(squares[seat], move.cell, state.called[-1])
    return replace(state, squares=tuple(squares), placed=seat + 1, history=history)


def replay(rules: Rules, moves: Sequence[Move], names: Sequence[str] | None = None) -> BattleState:
    """Return the position after playing ``moves`` from the start, every move checked."""
    state = initial(rules, names)
    for move in moves:
        state = apply(state, move)
    return state


def final_scores(lexicon, state: BattleState) -> tuple[SquareScore, ...]:
    """Return every player's scoring under the game's rules (directions, struck duplicates)."""
    return score_game(lexicon, state.squares, state.rules.directions, strike=state.rules.strike)


# -- what a player sees ---------------------------------------------------------------


@dataclass(frozen=True)
class View:
    """Everything a player may know: the rules, the letters called so far, and its own square.

    The engine builds a fresh view for every question from the public
    letters and the player's own (immutable) square; nothing in it leads to
    the letters still to come or to another player's square.
    """

    seat: Seat
    rules: Rules
    called: tuple[Letter, ...]
    square: Square

    @property
    def remaining(self) -> int:
        """Return how many letters are still to be called after the ones seen."""
        return self.rules.moves - len(self.called)

    def empty_cells(self) -> list[Cell]:
        """Return the empty cells of the player's square in reading order."""
        return empty_cells(self.square)


def view_of(state: BattleState, seat: Seat) -> View:
    """Return what player ``seat`` sees now."""
    return View(seat, state.rules, state.called, state.squares[seat])


# -- records ------------------------------------------------------------------------


def record_turns(state: BattleState) -> list[dict]:
    """Return the game so far turn by turn: caller, letter, and each player's cell (row, column from 1)."""
    turns: list[dict] = []
    for move in state.history:
        if isinstance(move, Call):
            turns.append({"caller": _seat_json(state.rules.caller(len(turns))), "letter": move.letter,
                          "cells": []})
        else:
            turns[-1]["cells"].append([move.cell[0] + 1, move.cell[1] + 1])
    return turns


def moves_of_turns(turns: Sequence[dict]) -> list[Move]:
    """Return the moves written in :func:`record_turns`'s data."""
    moves: list[Move] = []
    for turn in turns:
        moves.append(Call(turn["letter"]))
        moves.extend(Place((r - 1, c - 1)) for r, c in turn["cells"])
    return moves


def _seat_json(seat: Seat) -> int | str:
    """Return a seat as JSON: the player's number from 1, or ``"computer"``."""
    return "computer" if seat == COMPUTER else seat + 1
