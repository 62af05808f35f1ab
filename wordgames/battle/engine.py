"""Running a game of «Словесный бой»: where the letters come from, the player interface, the loop.

The engine alone holds the letters still to come (a :class:`RandomLetters`
stream or the :class:`FileLetters` of a file).  It asks each player for a
move with a fresh :class:`~wordgames.battle.game.View`: the letters called
so far and that player's own square, nothing else.  So fairness is not a
promise of the players but a property of what they are given.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.game import Rules
>>> lex = Lexicon.from_words(["кот", "ток"])
>>> class RowByRow(Player):
...     def place(self, view, letter):
...         return view.empty_cells()[0]
>>> result = play_game(lex, Rules(height=2, width=3, moves=6, computer_calls=True),
...                    [RowByRow("me")], FileLetters(list("котток")))
>>> result.state.squares[0].rows, result.totals
(('кот', 'ток'), (4,))
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from wordgames.battle.game import (COMPUTER, BattleState, Call, Cell, Letter, Move, Place, Rules, View,
                                   apply, final_scores, initial, is_over, phase, to_move, view_of)
from wordgames.battle.letters import ALPHABET, DEFAULT_WEIGHTS, letter_stream, letter_weights
from wordgames.battle.score import SquareScore
from wordgames.battle.square import read_cell
from wordgames.errors import InputFormatError, UsageError


# -- where the letters come from ------------------------------------------------------


class RandomLetters:
    """The computer calls letters at random with the given weights, one ``rng.random()`` per letter.

    >>> a, b = RandomLetters(seed=7), RandomLetters(seed=7)
    >>> [a.next_letter() for _ in range(5)] == [b.next_letter() for _ in range(5)]
    True
    """

    def __init__(self, seed: int, weights: str = DEFAULT_WEIGHTS, lexicon=None, skip: int = 0):
        self.seed = seed
        self.weights = weights
        self._stream = letter_stream(random.Random(seed), letter_weights(weights, lexicon))
        self.drawn = 0
        for _ in range(skip):
            self.next_letter()

    def next_letter(self) -> Letter:
        """Return the next letter of the stream."""
        self.drawn += 1
        return next(self._stream)

    def describe(self) -> dict:
        """Return what replays this stream: the seed, the weights and how many letters were drawn."""
        return {"kind": "random", "seed": self.seed, "weights": self.weights, "drawn": self.drawn}


class FileLetters:
    """The letters of a text file, called in order (task 4b)."""

    def __init__(self, letters: Sequence[Letter], path: str | None = None, skip: int = 0):
        self.letters = list(letters)
        self.path = path
        self.drawn = skip

    def next_letter(self) -> Letter:
        """Return the next letter of the file."""
        if self.drawn >= len(self.letters):
            raise UsageError(f"{self.path or 'the letter list'} holds only {len(self.letters)} letters")
        self.drawn += 1
        return self.letters[self.drawn - 1]

    def describe(self) -> dict:
        """Return the letters and how many were called."""
        return {"kind": "file", "path": self.path, "letters": self.letters, "drawn": self.drawn}


LETTER_SEPARATORS = frozenset(",;.-")


def read_letters(text: str, path: str | None = None) -> list[Letter]:
    """Return the letters written in ``text``, in order: any spacing, commas, dots or dashes between.

    Case does not matter, ё is е, and ``#`` starts a comment.

    >>> read_letters("К о, т\\n# a comment\\nЁж")
    ['к', 'о', 'т', 'е', 'ж']
    >>> read_letters("к 7", path="calls.txt")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: calls.txt:1:3: '7' is not a letter
    """
    letters = []
    for number, line in enumerate(text.splitlines(), start=1):
        for column, char in enumerate(line.split("#", 1)[0], start=1):
            if char.isspace() or char in LETTER_SEPARATORS:
                continue
            letter, _ = read_cell(char)
            if letter is None or letter not in ALPHABET:
                raise InputFormatError(f"{char!r} is not a letter", path=path, line=number, column=column)
            letters.append(letter)
    return letters


def load_letters(path: str | Path) -> list[Letter]:
    """Return the letters of the UTF-8 file at ``path``."""
    try:
        text = Path(path).read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise InputFormatError(f"not UTF-8 text (byte {e.start})", path=str(path)) from None
    except OSError as e:
        raise UsageError(f"cannot read {str(path)!r}: {e.strerror}") from None
    letters = read_letters(text, str(path))
    if not letters:
        raise InputFormatError("no letters in the file", path=str(path), line=1, column=1)
    return letters


# -- players ------------------------------------------------------------------------


class Player:
    """What every player does: call a letter on its turn, write a called letter into its square.

    Subclasses implement :meth:`place` and, to play with callers in turn,
    :meth:`call`.  :meth:`start`, :meth:`finish` and :meth:`close` are hooks
    for players with a life of their own (programs, people).
    """

    kind = "player"

    def __init__(self, name: str | None = None):
        self.name = name or self.kind

    def call(self, view: View) -> Letter:
        """Return the letter to call now."""
        raise NotImplementedError(f"{type(self).__name__} cannot call letters")

    def place(self, view: View, letter: Letter) -> Cell:
        """Return the empty cell of ``view.square`` to write ``letter`` (the last called) in."""
        raise NotImplementedError

    def start(self, view: View) -> None:
        """Be told the rules and the seat before the first question."""

    def finish(self, view: View, score: SquareScore) -> None:
        """Be told the final square and its score."""

    def close(self) -> None:
        """Release what the player holds (a process, a terminal)."""


@dataclass(frozen=True)
class Fault:
    """A move a player did not make properly and that the engine made for it (external programs)."""

    seat: int
    turn: int  # from 1
    kind: str  # crash, timeout, garbage, illegal
    detail: str
    default: str  # what was played instead

    def describe(self, name: str) -> str:
        """Return one line for the report."""
        return f"{name}, turn {self.turn}: {self.kind} ({self.detail}); played {self.default}"


@dataclass
class GameResult:
    """The final position, the scorings, the faults, and the seconds each seat spent deciding."""

    state: BattleState
    scores: tuple[SquareScore, ...]
    faults: list[Fault] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)
    source: dict | None = None

    @property
    def totals(self) -> tuple[int, ...]:
        """Return every player's points."""
        return tuple(s.total for s in self.scores)


Watcher = Callable[[BattleState, int, Move, BattleState], None]


def play_game(lexicon, rules: Rules, players: Sequence[Player], source=None, *,
              state: BattleState | None = None, watch: Watcher | None = None) -> GameResult:
    """Play a game (or the rest of ``state``) and return its result; every move goes through :func:`apply`.

    ``source`` gives the letters when ``rules.computer_calls``; ``watch`` is
    called after every move with (before, seat, move, after).  Players are
    closed at the end, also when the game is interrupted.
    """
    if len(players) != rules.players:
        raise UsageError(f"{len(players)} players for a game of {rules.players}")
    if rules.computer_calls and source is None:
        raise UsageError("the computer calls the letters, but no letters were given")
    state = state or initial(rules, [p.name for p in players])
    seconds = [0.0] * rules.players
    decisions = [0] * rules.players
    try:
        for seat, player in enumerate(players):
            player.start(view_of(state, seat))
        while not is_over(state):
            seat = to_move(state)
            move = _ask(state, seat, players, source, seconds, decisions)
            before, state = state, apply(state, move)
            if watch is not None:
                watch(before, seat, move, state)
        scores = final_scores(lexicon, state)
        for seat, player in enumerate(players):
            player.finish(view_of(state, seat), scores[seat])
    finally:
        for player in players:
            player.close()
    faults = sorted((f for p in players for f in getattr(p, "faults", ())), key=lambda f: (f.turn, f.seat))
    return GameResult(state, scores, faults, seconds, decisions,
                      source.describe() if source is not None else None)


def _ask(state: BattleState, seat: int, players, source, seconds: list[float],
         decisions: list[int]) -> Move:
    """Return the move of ``seat`` (the source's letter when the computer calls), timing the player."""
    if seat == COMPUTER:
        return Call(source.next_letter())
    view = view_of(state, seat)
    started = time.perf_counter()
    if phase(state) == "call":
        move: Move = Call(players[seat].call(view))
    else:
        move = Place(tuple(players[seat].place(view, state.called[-1])))
    seconds[seat] += time.perf_counter() - started
    decisions[seat] += 1
    return move
