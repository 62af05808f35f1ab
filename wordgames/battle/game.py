"""The game of «Словесный бой»: the rules agreed before play, the state, the moves, what a seat sees.

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
(:class:`Rules`) :mod:`wordgames.battle.rules` (both importable from here too).

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
wordgames.errors.IllegalMoveError: rule call: player 2 must call a letter now, not write one (Place(cell=(0, 1)))
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cached_property
from typing import Any, Mapping, Sequence

from wordgames.battle.legality import (
    LETTERS, BattleBreach, Call, Letter, Move, Place, call_breaches, place_breaches,
)
from wordgames.battle.letters import ALPHABET, WEIGHTS, letter_weights
from wordgames.battle.notation import cell_label, parse_cell, parse_letter
from wordgames.battle.rules import (
    COMPUTER, DEFAULT_SIDE, MAX_PLAYERS, MAX_SIDE, Rules, Seat, allowed_moves, default_moves,
)
from wordgames.battle.score import SquareScore, directions_for, score_game
from wordgames.battle.square import EMPTY, Cell, Square
from wordgames.engine import CHANCE, TERMINAL, Game, State
from wordgames.errors import Breach, InputFormatError, UsageError
from wordgames.i18n import _, ngettext

__all__ = ["Letter", "Seat", "LETTERS", "COMPUTER", "MAX_PLAYERS", "MAX_SIDE", "DEFAULT_SIDE", "CALL", "PLACE", "OVER",
           "Call", "Place", "Move", "allowed_moves", "default_moves", "Rules", "empty_square", "write", "empty_cells",
           "seat_label", "seat_name", "BattleBreach", "call_breaches", "place_breaches", "letter_chances",
           "BattleState", "BattleView", "BattleGame", "seeded_letters"]

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

    def legal_actions(self) -> list[Move]:
        now = self.phase
        if now == CALL and not self.rules.computer_calls:
            return [Call(letter) for letter in ALPHABET]
        if now == PLACE:
            return [Place(cell) for cell in empty_cells(self.squares[self.placed])]
        return []

    def move_breaches(self, action: object) -> list[Breach]:
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

    def breaches(self, action: object) -> list[Breach]:
        if self.is_chance_node() and self.rules.letters is None and not self.chances:
            return call_breaches(seat_name(COMPUTER), action)   # a position without its game's letter table
        return super().breaches(action)

    def next_state(self, action: Move) -> "BattleState":
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
            raise UsageError(_("scoring «Словесный бой» needs the game's words"))
        return score_game(self.words, self.squares, self.rules.directions, strike=self.rules.strike)

    def returns(self) -> list[float]:
        return [float(s.total) for s in self.scores]

    def view(self, seat: Seat) -> "BattleView":
        asked = self.phase if self.current_player() == seat else "wait"
        return BattleView(seat, self.rules, self.called, self.squares[seat], asked)

    def to_dict(self) -> dict[str, Any]:
        return {"squares": [list(sq.rows) for sq in self.squares], "called": "".join(self.called),
                "placed": self.placed}

    @classmethod
    def from_dict(cls, data: dict[str, Any], rules: Rules | None = None, words=None,
                  chances: tuple = ()) -> "BattleState":
        """Rebuild a state of ``rules`` from :meth:`to_dict`'s output, checking it can occur."""
        if rules is None:
            raise InputFormatError(_("a «Словесный бой» position is read with its game's rules"))
        if not isinstance(data, dict):
            raise InputFormatError(_("a «Словесный бой» position is an object"))
        squares, called, placed = data.get("squares"), data.get("called"), data.get("placed")
        if not isinstance(squares, list) or len(squares) != rules.players:
            raise InputFormatError(_("squares: one square per player ({n})").format(n=rules.players))
        if not isinstance(called, str) or len(called) > rules.moves or not set(called) <= LETTERS:
            raise InputFormatError(_("called: at most {n} letters of the game").format(n=rules.moves))
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
                raise InputFormatError(_("squares[{k}]: {filled} letters written for {called} called").format(
                    k=k, filled=filled, called=len(called)))
            rows.append(Square(tuple(square)))
        return cls(rules, tuple(rows), tuple(called), placed if called else rules.players, words, chances)


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


# -- the game at the table --------------------------------------------------------------------


class BattleGame(Game):
    """«Словесный бой» with its rules agreed, over the lexicon's words (and the proper nouns, by house rule).

    >>> from wordgames.lexicon import Lexicon
    >>> game = BattleGame({"size": 2, "letters": list("кот.")[:3] + ["т"]}, 1, Lexicon.from_words(["кот"]))
    >>> game.rules.moves, game.rules.computer_calls, game.rules_dict()["caller"]
    (4, True, 'computer')
    >>> s = game.new_initial_state()
    >>> s.chance_outcomes()
    ((Call(letter='к'), Fraction(1, 1)),)
    >>> game.format_action(s.apply(Call("к")).view(0), Place((1, 0))), game.format_action(s.view(0), Call("к"))
    ('a2', 'к')
    """

    name = "battle"
    hidden_information = True

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        o = self.options
        size = _int_option(o, "size", DEFAULT_SIDE)
        if o.get("directions", 2) not in (2, 8):
            raise InputFormatError(_("directions: 2 or 8, not {value}").format(value=repr(o.get("directions"))))
        if o.get("weights", "corpus") not in WEIGHTS:
            raise InputFormatError(_("weights: one of {choices}, not {value}").format(
                choices=", ".join(WEIGHTS), value=repr(o.get("weights"))))
        if o.get("caller") not in (None, "players", "computer"):
            raise InputFormatError(_("caller: players or computer, not {value}").format(value=repr(o.get("caller"))))
        letters = o.get("letters")
        if letters is not None and (not isinstance(letters, (list, tuple))
                                    or not all(isinstance(x, str) and x in LETTERS for x in letters)):
            raise InputFormatError(_("letters: a list of the game's letters"))
        caller = o.get("caller") or ("computer" if self.seats == 1 or letters is not None else "players")
        if letters is not None and caller == "players":
            raise UsageError(_("--letters gives every call, so the players cannot call: drop --caller players"))
        moves = _int_option(o, "moves", 0) or default_moves(size * size, self.seats)
        self.rules = Rules(players=self.seats, height=size, width=size, moves=moves,
                           computer_calls=caller == "computer", directions=directions_for(o.get("directions", 2)),
                           strike=bool(o.get("strike_duplicates")), letters=letters)
        self.weights_kind = o.get("weights", "corpus")
        self.allow_proper = bool(o.get("allow_proper"))
        self._words = None
        self._chances: tuple | None = None

    def default_seats(self) -> int:
        return 1

    def notes(self) -> list[str]:
        if self.rules.strike and self.rules.players == 1:
            return [_("--strike-duplicates has no effect with one player: variation 2 strikes the words "
                      "counted by more than one player")]
        return []

    @property
    def words(self):
        """Return the words that score: the lexicon, with the proper nouns under the house rule."""
        if self._words is None:
            from wordgames.battle.words import scoring_words
            if self.lexicon is None:
                raise UsageError(_("«Словесный бой» needs a lexicon"))
            self._words = scoring_words(self.lexicon, self.allow_proper)
        return self._words

    @property
    def weights(self) -> dict[Letter, float]:
        """Return the letter weights of the computer's calls (and of the bots' imagined letters)."""
        return letter_weights(self.weights_kind, self.words)

    def chances(self) -> tuple:
        """Return the computer's letters with their exact chances (empty when the players or a file call)."""
        if self._chances is None:
            needed = self.rules.computer_calls and self.rules.letters is None
            self._chances = letter_chances(self.weights) if needed else ()
        return self._chances

    def rules_dict(self) -> dict[str, Any]:
        r = self.rules
        return {"size": r.height, "moves": r.moves, "caller": "computer" if r.computer_calls else "players",
                "letters": list(r.letters) if r.letters is not None else None,
                "directions": len(r.directions), "strike_duplicates": r.strike,
                "allow_proper": self.allow_proper, "weights": self.weights_kind}

    def new_initial_state(self) -> BattleState:
        return BattleState.initial(self.rules, self.words, self.chances())

    def state_from_dict(self, data: dict[str, Any]) -> BattleState:
        return BattleState.from_dict(data, self.rules, self.words, self.chances())

    # -- actions ---------------------------------------------------------------------------

    def action_to_json(self, action: Move) -> dict[str, Any]:
        if isinstance(action, Call):
            return {"call": action.letter}
        return {"place": [action.cell[0] + 1, action.cell[1] + 1]}

    def action_from_json(self, data: Any) -> Move:
        if isinstance(data, dict) and set(data) == {"call"} and isinstance(data["call"], str):
            return Call(data["call"])
        if isinstance(data, dict) and set(data) == {"place"} and isinstance(data["place"], list) \
                and len(data["place"]) == 2 and all(isinstance(x, int) and not isinstance(x, bool)
                                                    and 0 < x <= MAX_SIDE for x in data["place"]):
            return Place((data["place"][0] - 1, data["place"][1] - 1))
        raise InputFormatError(_("a move is {{\"call\": letter}} or {{\"place\": [row, column]}}, not {data}").format(
            data=repr(data)))

    def format_action(self, view: BattleView, action: Move) -> str:
        return action.letter if isinstance(action, Call) else cell_label(action.cell)

    def parse_action(self, view: BattleView, text: str) -> Move:
        if view.asked == CALL:
            return Call(parse_letter(text))
        return Place(parse_cell(text, view.rules.height, view.rules.width))

    # -- the table -------------------------------------------------------------------------

    def seat_label(self, seat: Seat) -> str:
        return seat_name(seat)

    def draw(self, view: BattleView) -> str:
        from wordgames.battle.render import grid_lines
        from wordgames.battle.score import score_square
        points = score_square(self.words, view.square, view.rules.directions).total
        turn = len(view.called) + (view.asked == CALL)
        return "\n".join(["", *grid_lines(view.square.rows),
                          "  " + ngettext("{n} points so far; turn {turn} of {moves}",
                                          "{n} points so far; turn {turn} of {moves}", points).format(
                              n=points, turn=turn, moves=view.rules.moves)])

    def prompt(self, view: BattleView, name: str) -> str:
        if view.asked == CALL:
            return _("{name}, your call: which letter?").format(name=name)
        return _("{name}, where does {letter} go?").format(name=name, letter=view.letter.upper())

    def notation_help(self, view: BattleView) -> str:
        if view.asked == CALL:
            return _("Type one Russian letter, in either case (ё is е).")
        return _("Type a cell like b3 (column b, row 3) or 2 3 (row 2, column 3); an empty cell is ·.")

    def narrate(self, before: BattleState, action: Move, after: BattleState, names: Sequence[str]) -> list[str]:
        if not isinstance(action, Call):
            return []
        seat = before.current_player()
        who = seat_name(COMPUTER) if seat == COMPUTER else names[seat]
        return [_("turn {turn}/{moves}: {who} called {letter}").format(turn=after.turn, moves=after.rules.moves,
                                                                      who=who, letter=action.letter.upper())]

    def result_lines(self, state: BattleState, names: Sequence[str]) -> list[str]:
        from wordgames.battle.render import MARK_STYLES, result_lines
        return result_lines(self.words, state.scores, names,
                            lambda text, mark: self.painted(text, MARK_STYLES.get(mark, "other")))

    def result_dict(self, state: BattleState) -> dict[str, Any]:
        from wordgames.battle.render import score_json
        labels = [seat_label(k) for k in range(len(state.squares))]
        return {"squares": [list(sq.rows) for sq in state.squares],
                "scores": [score_json(labels[k], s, labels, self.words) for k, s in enumerate(state.scores)]}

    # -- bots ----------------------------------------------------------------------------

    def make_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None):
        from wordgames.battle.bots import make_bot
        from wordgames.lexicon.vocabulary import FAMILIAR, vocabulary
        level = (settings or {}).get("vocabulary") or FAMILIAR      # the words the bot plays (a bot option)
        words = self.words if self.words is None else vocabulary(self.words, level)
        return make_bot(kind, words, rng, self.weights_kind)

    def prepare(self, bots: Sequence[str], settings: Mapping[str, Any] | None = None) -> None:
        """Build the index of the words that score and the letters' chances, then each bot's tables."""
        from wordgames.battle.words import word_index
        word_index(self.words)
        self.chances()
        super().prepare(bots, settings)


def _int_option(options: Mapping[str, Any], key: str, default: int) -> int:
    """Return a whole-number option, refusing anything else with its name."""
    value = options.get(key)
    if value is None:
        return default
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputFormatError(_("{key}: a whole number, not {value}").format(key=key, value=repr(value)))
    return value


def seeded_letters(seed: int, weights: Mapping[Letter, float], count: int) -> list[Letter]:
    """Return the first ``count`` letters the computer calls in a game seeded ``seed`` with these weights.

    The same draws as the table's (:func:`~wordgames.table.loop.draw_chance`):
    ``battle letters --seed 5`` lists the letters ``battle play --seed 5``
    calls, whatever the number of players.
    """
    from wordgames.table.loop import draw_chance
    chances = letter_chances(weights)

    class Caller:
        def chance_outcomes(self):
            return chances

    return [draw_chance(Caller(), seed, k).letter for k in range(count)]
