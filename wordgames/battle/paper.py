"""«Словесный бой» played on paper: the letters called, then every player's square typed in and scored.

The players fill their squares on paper (or on a phone); the program is the caller and the scorer.  A
:class:`PaperGame` is a value: the rules agreed (:class:`~wordgames.battle.rules.Rules`), the players'
names, the game's seed, the letters called so far, and each player's square once it is typed in.  A
letter is called at random — the ``k``-th call (from 0) is the ``k``-th letter the computer calls in a
game of the same seed (:func:`~wordgames.battle.game.seeded_letters`, the table's own draws, so
``wordgames battle letters --seed S`` lists them) — or typed by the caller.  At the end each square is
checked (its size, and that it holds exactly the letters called) and scored by the game's own scorer
(:func:`~wordgames.battle.score.score_game`, variation 2 striking duplicates when agreed).
:class:`PaperTable` keeps the game in a file, rewritten atomically after every change.

>>> from wordgames.lexicon import Lexicon
>>> rules = Rules(players=2, height=2, width=2, moves=4)
>>> game = PaperGame(rules, ("Оля", "Петя"), seed=1)
>>> for letter in "коты":
...     game = call(game, letter)
>>> game.called, game.complete
(('к', 'о', 'т', 'ы'), True)
>>> game = enter(game, 0, "ко\\nты")
>>> enter(game, 1, "кот\\nы")
Traceback (most recent call last):
...
wordgames.battle.paper.PaperError: row 2, character 2: this row has 1 cell, the first row of the square has 3
>>> game = enter(game, 1, "тк\\nоы")
>>> [s.total for s in scores(game, Lexicon.from_words(["кот", "ко", "ты", "от"]))]
[2, 0]
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from wordgames.atomic import atomic_write_text
from wordgames.battle.game import BattleGame, seeded_letters
from wordgames.battle.letters import ALPHABET, Letter
from wordgames.battle.notation import cell_label
from wordgames.battle.rules import Rules
from wordgames.battle.score import SquareScore, score_game
from wordgames.battle.square import EMPTY, Cell, Square, read_cell, read_squares
from wordgames.errors import InputFormatError, OptionError, WordgamesError
from wordgames.i18n import _, ngettext

FORMAT = "wordgames-battle-paper"
VERSION = 1
MAX_NAME = 40
"""The longest player's name (characters)."""
MAX_SQUARE_TEXT = 2000
"""The longest square typed in (characters)."""


class PaperError(WordgamesError):
    """A call or a square the paper game refuses; ``problems`` says every reason, in the reader's language."""

    exit_code = 1

    def __init__(self, problems: Sequence[str]):
        self.problems = tuple(problems)
        super().__init__("; ".join(self.problems))


@dataclass(frozen=True)
class PaperGame:
    """A game on paper: the rules, the players, the seed, the letters called and the squares typed in.

    ``drawn[k]`` says whether the ``k``-th call was drawn at random (else the caller typed it);
    ``squares[p]`` is player ``p``'s square, None until it is typed in; ``placed[p]`` the cells where
    player ``p``, filling the square on the phone instead of on paper, wrote the letters called, in order
    (:func:`place`, :func:`draft`).
    """

    rules: Rules
    names: tuple[str, ...]
    seed: int
    called: tuple[Letter, ...] = ()
    drawn: tuple[bool, ...] = ()
    squares: tuple[Square | None, ...] | None = None
    placed: tuple[tuple[Cell, ...], ...] | None = None

    def __post_init__(self):
        if len(self.names) != self.rules.players:
            raise ValueError("one name a player")
        if self.squares is None:
            object.__setattr__(self, "squares", (None,) * len(self.names))
        if self.placed is None:
            object.__setattr__(self, "placed", ((),) * len(self.names))

    @property
    def complete(self) -> bool:
        """Return whether every turn agreed has been called."""
        return len(self.called) >= self.rules.moves

    @property
    def over(self) -> bool:
        """Return whether every square is in: the game can be scored."""
        return all(square is not None for square in self.squares)

    def caller(self) -> int | None:
        """Return the player who names the next letter (None: the computer, or no call is left)."""
        if self.complete or self.rules.computer_calls:
            return None
        return self.rules.caller(len(self.called))


def read_letter(text: str) -> Letter:
    """Return the letter typed for a call (either case, ё as е), or raise :class:`PaperError`.

    >>> read_letter(" Ё "), read_letter("к")
    ('е', 'к')
    >>> read_letter("q")
    Traceback (most recent call last):
    ...
    wordgames.battle.paper.PaperError: 'q' is not a letter of the game (а to я)
    """
    typed = text.strip()
    letter, _note = read_cell(typed) if len(typed) == 1 else (None, None)
    if letter is None or letter not in ALPHABET:
        raise PaperError([_("{typed!r} is not a letter of the game (а to я)").format(typed=typed[:10])])
    return letter


def call(game: PaperGame, text: str, drawn: bool = False) -> PaperGame:
    """Return ``game`` with the letter typed in ``text`` called."""
    letter = read_letter(text)
    if game.complete:
        raise PaperError([ngettext("all {n} turn agreed has been called", "all {n} turns agreed have been called",
                                   game.rules.moves).format(n=game.rules.moves)])
    return replace(game, called=game.called + (letter,), drawn=game.drawn + (drawn,))


def draw(game: PaperGame, weights: Mapping[Letter, float]) -> PaperGame:
    """Return ``game`` with the next letter called at random: the one the computer calls at this turn of a game
    with the same seed (so taking a call back and drawing again calls the same letter)."""
    turn = len(game.called)
    return call(game, seeded_letters(game.seed, weights, turn + 1)[turn], drawn=True)


def take_back(game: PaperGame) -> PaperGame:
    """Return ``game`` without its last call (and without it in the squares filled on phones), allowed while no
    square is typed in."""
    if not game.called:
        raise PaperError([_("no letter has been called yet")])
    if any(square is not None for square in game.squares):
        raise PaperError([_("a square has been typed in: the calls can no longer be taken back")])
    called = game.called[:-1]
    return replace(game, called=called, drawn=game.drawn[:-1],
                   placed=tuple(cells[:len(called)] for cells in game.placed))


# -- a square filled on the phone -------------------------------------------------------------


def draft(game: PaperGame, player: int) -> Square:
    """Return the square ``player`` has filled on the phone so far: each letter called where they wrote it.

    >>> game = place(call(PaperGame(Rules(height=2, width=2, moves=2), ("Оля",), 0), "к"), 0, (1, 0))
    >>> draft(game, 0).rows, waiting(game, 0)
    (('..', 'к.'), None)
    """
    rows = [[EMPTY] * game.rules.width for _row in range(game.rules.height)]
    for letter, (r, c) in zip(game.called, game.placed[player]):
        rows[r][c] = letter
    return Square(tuple("".join(row) for row in rows), game.names[player])


def waiting(game: PaperGame, player: int) -> Letter | None:
    """Return the next letter called that ``player`` has not yet written on the phone (None: none)."""
    done = len(game.placed[player])
    return game.called[done] if done < len(game.called) else None


def place(game: PaperGame, player: int, cell: Cell) -> PaperGame:
    """Return ``game`` with ``player``'s next letter waiting written in ``cell`` of the square on the phone."""
    letter = waiting(game, player)
    if game.squares[player] is not None:
        raise PaperError([_("your square is in already")])
    if letter is None:
        raise PaperError([_("no letter is waiting to be written")])
    r, c = cell
    if not (0 <= r < game.rules.height and 0 <= c < game.rules.width):
        raise PaperError([_("{cell} is not on the square").format(cell=cell_label(cell))])
    if cell in game.placed[player]:
        raise PaperError([_("{cell} already holds {letter}").format(
            cell=cell_label(cell), letter=draft(game, player).letter(cell).upper())])
    placed = list(game.placed)
    placed[player] = placed[player] + (cell,)
    return replace(game, placed=tuple(placed))


def unplace(game: PaperGame, player: int) -> PaperGame:
    """Return ``game`` without ``player``'s last letter written on the phone (while their square is not in)."""
    if game.squares[player] is not None or not game.placed[player]:
        raise PaperError([_("there is nothing to take back")])
    placed = list(game.placed)
    placed[player] = placed[player][:-1]
    return replace(game, placed=tuple(placed))


def read_square(text: str) -> Square:
    """Return the square typed in ``text``: rows of letters, spaces optional, ``.`` for an empty cell.

    Blank lines are skipped (one square is typed, never several).

    >>> read_square("К о\\n\\n т .").rows
    ('ко', 'т.')
    """
    if len(text) > MAX_SQUARE_TEXT:
        raise PaperError([_("a square is typed in at most {n} characters").format(n=MAX_SQUARE_TEXT)])
    rows = [line for line in text.splitlines() if line.strip()]
    if not rows:
        raise PaperError([_("the square is empty: type its rows, one a line")])
    try:
        squares = read_squares("\n".join(line for line in rows if not line.lstrip().startswith("#")))
    except InputFormatError as e:
        raise PaperError([_("row {row}, character {column}: {problem}").format(
            row=e.line or 1, column=e.column or 1, problem=e.message)]) from None
    return squares[0]


def square_problems(rules: Rules, called: Sequence[Letter], square: Square) -> list[str]:
    """Return what is wrong with a square typed in at the end: its size, and every letter extra or missing.

    Every called letter is written once by every player, so the square holds exactly the letters called.

    >>> rules = Rules(players=1, height=2, width=2, moves=3, computer_calls=True)
    >>> square_problems(rules, "кот", Square(("ко", "т.")))
    []
    >>> for problem in square_problems(rules, "кот", Square(("кк", "т."))):
    ...     print(problem)
    К is written 2 times (a1, b1) but called once
    О was called once (turn 2) but is not in the square
    """
    if square.height != rules.height or square.width != rules.width:
        if square.height != rules.height:
            return [ngettext("the square has {n} row: the game's square has {rows}",
                             "the square has {n} rows: the game's square has {rows}", square.height).format(
                n=square.height, rows=rules.height)]
        return [ngettext("every row has {n} cell: the game's square is {width} wide",
                         "every row has {n} cells: the game's square is {width} wide", square.width).format(
            n=square.width, width=rules.width)]
    written: dict[Letter, list[Cell]] = {}
    for r, row in enumerate(square.rows):
        for c, letter in enumerate(row):
            if letter != EMPTY:
                written.setdefault(letter, []).append((r, c))
    turns: dict[Letter, list[int]] = {}
    for k, letter in enumerate(called):
        turns.setdefault(letter, []).append(k + 1)
    problems = []
    for letter in sorted(set(written) | set(turns), key=ALPHABET.index):
        cells, when = written.get(letter, []), turns.get(letter, [])
        if len(cells) == len(when):
            continue
        shown, where, at = letter.upper(), ", ".join(map(cell_label, cells)), ", ".join(map(str, when))
        if not when:
            problems.append(ngettext("{letter} is written at {cells} but was never called",
                                     "{letter} is written {n} times ({cells}) but was never called",
                                     len(cells)).format(letter=shown, cells=where, n=len(cells)))
        elif not cells:
            problems.append(ngettext("{letter} was called once (turn {turns}) but is not in the square",
                                     "{letter} was called {n} times (turns {turns}) but is not in the square",
                                     len(when)).format(letter=shown, turns=at, n=len(when)))
        elif len(cells) > len(when):
            problems.append(ngettext("{letter} is written {n} times ({cells}) but called once",
                                     "{letter} is written {n} times ({cells}) but called {m} times",
                                     len(when)).format(letter=shown, n=len(cells), cells=where, m=len(when)))
        else:
            problems.append(ngettext("{letter} was called {m} times (turns {turns}) but is written once ({cells})",
                                     "{letter} was called {m} times (turns {turns}) but is written {n} times "
                                     "({cells})", len(cells)).format(letter=shown, m=len(when), turns=at,
                                                                     n=len(cells), cells=where))
    return problems


def enter(game: PaperGame, player: int, text: str | Square) -> PaperGame:
    """Return ``game`` with ``player``'s square typed in (refused, with every reason, when it is not right).

    A square may be typed in again (corrected) until the game is scored: every square in.
    """
    if not 0 <= player < len(game.names):
        raise PaperError([_("there is no player {n}").format(n=player + 1)])
    if not game.complete:
        left = game.rules.moves - len(game.called)
        raise PaperError([ngettext("{n} letter is still to be called: squares are typed in at the end",
                                   "{n} letters are still to be called: squares are typed in at the end",
                                   left).format(n=left)])
    if game.over:
        raise PaperError([_("every square is in and scored")])
    square = text if isinstance(text, Square) else read_square(text)
    problems = square_problems(game.rules, game.called, square)
    if problems:
        raise PaperError(problems)
    squares = list(game.squares)
    squares[player] = Square(square.rows, game.names[player])
    return replace(game, squares=tuple(squares))


def scores(game: PaperGame, words) -> tuple[SquareScore, ...]:
    """Return every square's score by the game's own scorer, duplicates struck when variation 2 is agreed.

    ``words``: the words that score (:func:`~wordgames.battle.words.scoring_words`).
    """
    if not game.over:
        raise PaperError([_("not every square is typed in yet")])
    return score_game(words, game.squares, game.rules.directions, strike=game.rules.strike)


def winners(totals: Sequence[int]) -> list[int]:
    """Return the players with the highest total (equal totals share the win).

    >>> winners([3, 7, 7])
    [1, 2]
    """
    top = max(totals)
    return [k for k, total in enumerate(totals) if total == top]


# -- the file ---------------------------------------------------------------------------------


def to_json(game: PaperGame, options: Mapping[str, Any]) -> dict[str, Any]:
    """Return the game as JSON; ``options`` are the rule options it was opened with (:meth:`BattleGame.rules_dict`)."""
    return {"format": FORMAT, "version": VERSION, "options": dict(options), "players": list(game.names),
            "seed": game.seed, "called": "".join(game.called), "drawn": list(game.drawn),
            "squares": [list(sq.rows) if sq is not None else None for sq in game.squares],
            "placed": [[[r + 1, c + 1] for r, c in cells] for cells in game.placed]}


def from_json(data: Any, make_rules: Callable[[dict, int], Rules]) -> tuple[PaperGame, dict]:
    """Return (game, options) read from :func:`to_json`'s form, every value checked and every call and square
    replayed through :func:`call` and :func:`enter`; ``make_rules(options, players)`` checks the options."""
    def bad(why: str) -> InputFormatError:
        return InputFormatError(_("not a saved paper game of «Словесный бой»: {why}").format(why=why))

    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise bad(_("no {format} version {version}").format(format=FORMAT, version=VERSION))
    names, options, seed = data.get("players"), data.get("options"), data.get("seed")
    if not isinstance(names, list) or not all(isinstance(n, str) and 0 < len(n) <= MAX_NAME for n in names):
        raise bad(_("players"))
    if not isinstance(options, dict) or not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise bad(_("options or seed"))
    called, drawn, squares = data.get("called"), data.get("drawn"), data.get("squares")
    if not isinstance(called, str) or not isinstance(drawn, list) or len(drawn) != len(called) \
            or not all(isinstance(d, bool) for d in drawn):
        raise bad(_("the calls"))
    placed = data.get("placed", [[]] * len(names))
    if not isinstance(squares, list) or len(squares) != len(names) or not isinstance(placed, list) \
            or len(placed) != len(names) or not all(isinstance(cells, list) and all(
                isinstance(cell, list) and len(cell) == 2 and all(type(x) is int for x in cell) for cell in cells)
                                                    for cells in placed):
        raise bad(_("the squares"))
    try:
        game = PaperGame(make_rules(options, len(names)), tuple(names), seed)
        for letter, by_chance in zip(called, drawn):
            game = call(game, letter, drawn=by_chance)
        for player, cells in enumerate(placed):
            for r, c in cells:
                game = place(game, player, (r - 1, c - 1))
        for player, rows in enumerate(squares):
            if rows is not None:
                if not isinstance(rows, list) or not all(isinstance(row, str) for row in rows):
                    raise bad(_("the squares"))
                game = enter(game, player, "\n".join(rows))
    except PaperError as e:
        raise bad(str(e)) from None
    return game, options


def rules_of(options: Mapping[str, Any], players: int, lexicon=None):
    """Return the :class:`~wordgames.battle.game.BattleGame` of these rule options (the paper game's rules,
    words and letter weights); letters from a file are refused: on paper the caller calls them."""
    if options.get("letters") is not None:
        raise OptionError(_("on paper the letters are called on the caller's page, not read from a file"),
                          option="letters")
    return BattleGame(dict(options), players, lexicon)


class PaperTable:
    """The paper game being played: its value, its battle game (rules, words, letter weights), its file.

    Every change is made under a lock, saved at once (atomically), and counted in ``version`` (pages
    poll it to know when to show the game again).
    """

    def __init__(self, game: PaperGame, battle, save: Path | None = None):
        self.game = game
        self.battle = battle
        self.save = save
        self.version = 0
        self.lock = threading.Lock()
        self._scores: tuple[SquareScore, ...] | None = None
        self._weights: dict[Letter, float] | None = None
        if save is not None:
            self._write()

    @classmethod
    def new(cls, names: Sequence[str], options: Mapping[str, Any], seed: int, lexicon, save: Path | None = None):
        """Return a new paper game for ``names`` under the rule ``options``."""
        names = tuple(n.strip() for n in names)
        if any(not n or len(n) > MAX_NAME for n in names) or len(set(names)) != len(names):
            raise PaperError([_("the players' names must be different, of 1 to {n} characters").format(n=MAX_NAME)])
        battle = rules_of(options, len(names), lexicon)
        return cls(PaperGame(battle.rules, names, seed), battle, save)

    @classmethod
    def resume(cls, path: Path, lexicon, save: Path | None = None):
        """Return the paper game saved at ``path`` (saved on to ``save``, by default the same file)."""
        from wordgames.files import read_text
        text = read_text(path, 1024 * 1024)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise InputFormatError(_("not JSON: {reason}").format(reason=e.msg), path=str(path), line=e.lineno,
                                   column=e.colno) from None
        holder = {}

        def make_rules(options: dict, players: int) -> Rules:
            holder["battle"] = rules_of(options, players, lexicon)
            return holder["battle"].rules

        game, _options = from_json(data, make_rules)
        return cls(game, holder["battle"], save if save is not None else path)

    @property
    def weights(self) -> dict[Letter, float]:
        """Return the letter weights of the random calls (computed once: the nouns' are counted on the lexicon)."""
        if self._weights is None:
            self._weights = self.battle.weights
        return self._weights

    def change(self, step: Callable[[PaperGame], PaperGame], version: int | None = None) -> PaperGame:
        """Apply ``step`` to the game (it raises :class:`PaperError` to refuse), save it, and return it.

        With ``version``, only if the game is still at that version (a form sent twice changes it once).
        """
        with self.lock:
            if version is not None and version != self.version:
                return self.game
            game = step(self.game)
            if game is not self.game:
                self.game, self._scores = game, None
                self.version += 1
                if self.save is not None:
                    self._write()
            return game

    def scores(self) -> tuple[SquareScore, ...] | None:
        """Return every square's score once every square is in (computed once), else None."""
        game = self.game
        if not game.over:
            return None
        if self._scores is None:
            self._scores = scores(game, self.battle.words)
        return self._scores

    def _write(self) -> None:
        atomic_write_text(self.save, json.dumps(to_json(self.game, self.battle.rules_dict()), ensure_ascii=False,
                                                indent=1) + "\n")


