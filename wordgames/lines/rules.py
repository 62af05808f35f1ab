"""«Словесный бой» crossed with Color Lines (task 3): letters appear, words vanish and score.

Rules as implemented (the numbers :class:`~wordgames.errors.Breach` names):

1. The board is a square (6×6 by default), empty at the start but for
   :attr:`LinesRules.start` letters on random cells.  The letters that will
   appear next are shown in advance (as Color Lines shows the next balls).
2. On each turn the player moves **one** letter to an empty cell it can
   reach through empty cells, stepping up, down, left or right — as a ball
   moves in Color Lines — or passes.
3. Then every **word** of at least :attr:`LinesRules.min_length` letters
   (3 by default) read left to right in a row or top to bottom in a column
   scores its length minus one, and its letters vanish.  In each line the
   best set of non-overlapping words is taken, as in the main game's scoring.
4. If the move made no word, the shown letters (:attr:`LinesRules.spawn`,
   3 by default) appear on random empty cells, new ones are shown, and words
   they complete vanish and score too.
5. The game ends when the board is full, or after ``max_turns`` turns (0: no limit).

The board alone — its nouns, the legality of a shift, the words that
vanish — is :mod:`wordgames.lines.board`; how a move is typed is
:mod:`wordgames.lines.notation` (their names are importable from here too).

**Chance** (:meth:`LinesState.chance_outcomes`) decides, one node at a
time: where each appearing letter lands (the outcome is a cell, every empty
cell equally likely), then each letter of the next preview (the outcome is a
letter, with its weight's share).  The start is the same: the ``start``
letters are drawn one by one, each landing on a random empty cell, then the
first preview is drawn.  Future letters are not in the state at all.

Why 3 letters: the dictionary has 54 two-letter nouns (ад, ар, ас, ом, ор …),
so with 2 almost every pair of neighbours would vanish and the board would
never fill; 3-letter words still come often enough to keep a board alive.

>>> from wordgames.lexicon import Lexicon
>>> supply = Supply.of(Lexicon.from_words(["кот", "ток"]), {"а": 1, "к": 1})
>>> s = LinesState.from_rows(("к.т", "...", "о.."), next_letters=("а",), supply=supply)
>>> s.legal_actions()[:3]
['pass', Shift(src=(0, 0), dst=(0, 1)), Shift(src=(0, 0), dst=(1, 0))]
>>> [str(b) for b in s.breaches(Shift((0, 1), (0, 0)))]
['rule 2: there is no letter on b1', 'rule 2: a1 is not empty']
>>> after = s.apply(Shift((2, 0), (0, 1)))
>>> after.rows, after.words, after.score, after.current_player()
(('...', '...', '...'), ('кот',), 2, 0)
>>> passed = s.apply(PASS)
>>> passed.current_player() == CHANCE, passed.placing, passed.chance_outcomes()[0]
(True, ('а',), ((0, 1), Fraction(1, 6)))
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from typing import Any, Mapping, Sequence

from wordgames.battle.letters import WEIGHTS
from wordgames.battle.notation import cell_label, parse_cell
from wordgames.battle.square import EMPTY, Cell
from wordgames.battle.words import WordIndex, word_index
from wordgames.engine import CHANCE, TERMINAL, State, json_field
from wordgames.errors import ArgumentError, Breach, InputFormatError, OptionError
from wordgames.i18n import _, ngettext
from wordgames.lines.board import (
    MIN_LENGTH, PASS, Letter, Move, Rows, Shift, Word, _set, empty_cells, is_cell, legal_shifts, points, reachable,
    shift_breaches, vanish,
)
from wordgames.lines.notation import PASS_WORDS, format_move, parse_move

__all__ = ["LinesRules", "LinesState", "Supply", "letter_odds", "MIN_SIDE", "MAX_SIDE", "SPAWNS",
           # the board's and the notation's, imported from here too
           "Letter", "Word", "Rows", "MIN_LENGTH", "Shift", "PASS", "Move", "empty_cells", "reachable", "is_cell",
           "shift_breaches", "legal_shifts", "vanish", "points", "PASS_WORDS", "format_move", "parse_move"]

MIN_SIDE, MAX_SIDE = 3, 12
SPAWNS = (2, 3)


@dataclass(frozen=True)
class LinesRules:
    """The rules agreed before play: the board's side, letters a turn and at the start, the shortest word, the end."""

    size: int = 6
    spawn: int = 3
    start: int = 5
    min_length: int = MIN_LENGTH
    max_turns: int = 0  # 0: only a full board ends the game
    weights: str = "corpus"

    def __post_init__(self):
        if not MIN_SIDE <= self.size <= MAX_SIDE:
            raise OptionError(_("the board's side must be {least} to {most} cells, not {n}").format(
                least=MIN_SIDE, most=MAX_SIDE, n=self.size), option="size")
        if self.spawn not in SPAWNS:
            raise OptionError(_("letters appear two or three at a time, not {n}").format(n=self.spawn), option="spawn")
        if not 2 <= self.min_length <= self.size:
            raise OptionError(_("the shortest word must be 2 to {most} letters, not {n}").format(
                most=self.size, n=self.min_length), option="min_length")
        if not 0 <= self.start < self.size * self.size:
            raise OptionError(_("{n} starting letters do not fit a {size} board").format(
                n=self.start, size=f"{self.size}×{self.size}"), option="start")
        if self.max_turns < 0:
            raise OptionError(_("the turn limit must be 0 (none) or more, not {n}").format(n=self.max_turns),
                              option="max_turns")
        if self.weights not in WEIGHTS:
            raise OptionError(_("unknown letter weights {weights!r} (choose from {choices})").format(
                weights=self.weights, choices=", ".join(WEIGHTS)), option="weights")

    def to_dict(self) -> dict[str, Any]:
        """Return the rules as JSON data (the registry's option names)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "rules", complete: bool = True) -> "LinesRules":
        """Return the rules of :meth:`to_dict`'s data; missing fields are refused, or defaulted unless ``complete``.

        >>> LinesRules.from_dict({"size": 4}, complete=False).size
        4
        >>> LinesRules.from_dict({"size": "4"}, complete=False)
        Traceback (most recent call last):
        ...
        wordgames.errors.InputFormatError: rules.size: expected int, not str
        """
        if not isinstance(data, Mapping):
            raise InputFormatError(_("{where}: expected an object, not {kind}").format(where=where, kind=type(data).__name__))
        values = {}
        for f in fields(cls):
            if f.name in data or complete:
                values[f.name] = json_field(data, f.name, str if f.name == "weights" else int, where)
        try:
            return cls(**values)
        except OptionError as e:
            raise InputFormatError(f"{where}: {e}") from None


@dataclass(frozen=True)
class Supply:
    """What the rules draw on beyond the position: which runs of letters are words, and each letter's odds."""

    index: WordIndex
    letters: tuple[tuple[Letter, Fraction], ...]

    @classmethod
    def of(cls, lexicon, weights: Mapping[Letter, float]) -> "Supply":
        """Return the supply of a lexicon's words and of these letter weights."""
        return cls(word_index(lexicon), letter_odds(weights))


def letter_odds(weights: Mapping[Letter, float]) -> tuple[tuple[Letter, Fraction], ...]:
    """Return every letter of positive weight with its exact share of the total (they sum to exactly 1).

    A weight is read as its decimal writing (10.97 is 1097/100), not as the binary float.

    >>> letter_odds({"о": 10.97, "а": 8.01, "ъ": 0})
    (('о', Fraction(1097, 1898)), ('а', Fraction(801, 1898)))
    """
    exact = {letter: Fraction(str(w)) for letter, w in weights.items() if w > 0}
    total = sum(exact.values())
    if not total:
        raise ArgumentError(_("the letter weights are all zero"), option="weights")
    return tuple((letter, w / total) for letter, w in exact.items())


@dataclass(frozen=True)
class LinesState(State):
    """A position: the board, the letters shown next, the score, the turns played, the words gone, and chance's work.

    ``opening`` start letters are still to be drawn; ``placing`` are letters
    appearing now, each still to land; ``drawing`` letters are still to be
    drawn into the preview; ``landed`` is where the letters of the latest
    appearance landed.  ``supply`` (the word index and the letter odds) is
    shared, not part of the position: it is left out of comparisons and of
    :meth:`to_dict` and :meth:`from_dict`, and put back by the game's
    ``state_from_dict``.
    """

    rows: Rows
    next_letters: tuple[Letter, ...] = ()
    score: int = 0
    turn: int = 0
    words: tuple[Word, ...] = ()
    opening: int = 0
    placing: tuple[Letter, ...] = ()
    drawing: int = 0
    landed: tuple[tuple[Cell, Letter], ...] = ()
    rules: LinesRules = LinesRules()
    supply: Supply | None = field(default=None, compare=False, repr=False)

    @classmethod
    def initial(cls, rules: LinesRules, supply: Supply) -> "LinesState":
        """Return the empty board before the start letters are drawn (rule 1)."""
        empty = cls(tuple(EMPTY * rules.size for _row in range(rules.size)), opening=rules.start,
                    rules=rules, supply=supply)
        return empty if rules.start else empty._settled()

    @classmethod
    def from_rows(cls, rows, next_letters=(), supply: Supply | None = None, min_length: int = MIN_LENGTH,
                  max_turns: int = 0) -> "LinesState":
        """Return a position with these rows, the player to move (for examples and tests)."""
        spawn = len(next_letters) if len(next_letters) in SPAWNS else SPAWNS[-1]
        rules = LinesRules(size=len(rows), spawn=spawn, start=0, min_length=min_length,
                           max_turns=max_turns)
        return cls(tuple(rows), tuple(next_letters), rules=rules, supply=supply)

    # -- the board ----------------------------------------------------------------------

    @property
    def size(self) -> int:
        return len(self.rows)

    def letter(self, cell: Cell) -> str:
        """Return the letter in ``cell`` (EMPTY for none)."""
        return self.rows[cell[0]][cell[1]]

    def empty_cells(self) -> list[Cell]:
        """Return the empty cells in reading order."""
        return empty_cells(self.rows)

    def is_full(self) -> bool:
        return all(EMPTY not in row for row in self.rows)

    def is_over(self) -> bool:
        """Return whether the board is full or the turns agreed are played (rule 5)."""
        limit = self.rules.max_turns
        return self.is_full() or bool(limit and self.turn >= limit)

    # -- the protocol --------------------------------------------------------------------

    def current_player(self) -> int:
        if self.placing or self.opening or self.drawing:
            return CHANCE
        return TERMINAL if self.is_over() else 0

    def _legal_actions(self) -> list[Move]:
        return [PASS, *legal_shifts(self.rows)]

    def _breaches(self, action: Any) -> list[Breach]:
        return shift_breaches(self.rows, action)

    def chance_outcomes(self) -> Sequence[tuple[Any, Fraction]]:
        """Return where the next appearing letter may land, or which letter may be drawn, with exact odds."""
        if self.placing:
            cells = self.empty_cells()
            share = Fraction(1, len(cells))
            return [(cell, share) for cell in cells]
        if self.opening or self.drawing:
            return self._supply().letters
        return []

    def _apply_action(self, action: Any) -> "LinesState":
        if self.placing:
            return self._landed_on(action)
        if self.opening:
            return replace(self, opening=self.opening - 1, placing=(action,))
        if self.drawing:
            return replace(self, next_letters=self.next_letters + (action,), drawing=self.drawing - 1)
        return self._moved(action)

    def returns(self) -> list[float]:
        return [float(self.score)]

    # -- what happens --------------------------------------------------------------------

    def _supply(self) -> Supply:
        if self.supply is None:
            raise ArgumentError("this position has no words to play with: make it with LinesGame "
                                "(its new_initial_state or state_from_dict)", option="supply")
        return self.supply

    def _vanished(self) -> "LinesState":
        """Return the position with its words scored and gone (rule 3)."""
        rows, words = vanish(self._supply().index, self.rows, self.rules.min_length)
        if not words:
            return self
        return replace(self, rows=rows, score=self.score + points(words), words=self.words + words)

    def _settled(self) -> "LinesState":
        """Return the position after letters have appeared: their words gone, the next preview to draw."""
        after = self._vanished()
        return replace(after, drawing=0 if after.is_over() else after.rules.spawn)

    def _landed_on(self, cell: Cell) -> "LinesState":
        """Return the position with the first appearing letter in ``cell`` (rule 4; the start, rule 1)."""
        letter = self.placing[0]
        after = replace(self, rows=_set(self.rows, tuple(cell), letter), placing=self.placing[1:],
                        landed=self.landed + ((tuple(cell), letter),))
        if after.is_full():
            after = replace(after, placing=())  # the letters still to come find no room
        return after if after.placing or after.opening else after._settled()

    def _moved(self, move: Move) -> "LinesState":
        """Return the position after the player's move: its words gone, or the shown letters appearing."""
        moved = self
        if move != PASS:
            src, dst = move
            moved = replace(self, rows=_set(_set(self.rows, tuple(src), EMPTY), tuple(dst), self.letter(src)))
        after = replace(moved._vanished(), turn=self.turn + 1)
        if len(after.words) > len(self.words):
            return after
        appearing = replace(after, placing=after.next_letters, next_letters=(), landed=())
        return appearing if appearing.placing else appearing._settled()

    # -- JSON --------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"rows": list(self.rows), "next": list(self.next_letters), "score": self.score,
                "turn": self.turn, "words": list(self.words), "opening": self.opening,
                "placing": list(self.placing), "drawing": self.drawing,
                "landed": [[cell_label(cell), letter] for cell, letter in self.landed],
                "rules": self.rules.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "LinesState":
        """Rebuild a position from :meth:`to_dict`'s data, without the supply it plays with (the game's
        ``state_from_dict`` puts it back)."""
        rules = LinesRules.from_dict(json_field(data, "rules", dict, "state"), "state.rules")
        n = rules.size
        rows = _strings(data, "rows", "state", width=n)
        if len(rows) != n or any(len(row) != n for row in rows):
            raise InputFormatError(_("state.rows: a {size} board, as its rules say").format(size=f"{n}×{n}"))
        counts = {key: json_field(data, key, int, "state") for key in ("score", "turn", "opening", "drawing")}
        if any(v < 0 for v in counts.values()):
            raise InputFormatError(_("state: score, turn, opening and drawing are not negative"))
        shown, placing = _strings(data, "next", "state", width=1), _strings(data, "placing", "state", width=1)
        words = _strings(data, "words", "state", width=MAX_SIDE)
        landed = []
        for k, item in enumerate(json_field(data, "landed", list, "state")):
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
                    and isinstance(item[1], str) and len(item[1]) == 1):
                raise InputFormatError(_("state.landed[{k}]: a cell and a letter, e.g. [\"b3\", \"к\"]").format(k=k))
            landed.append((parse_cell(item[0], n, n), item[1]))
        state = cls(rows, shown, counts["score"], counts["turn"], words, counts["opening"], placing,
                    counts["drawing"], tuple(landed), rules)
        problem = state.problem()
        if problem:
            raise InputFormatError(f"state: {problem}")
        return state

    def problem(self) -> str | None:
        """Return what makes this position impossible under its rules, or None."""
        letters = sum(ch != EMPTY for row in self.rows for ch in row)
        if any(ch != EMPTY and not (ch.isalpha() and ch.islower()) for row in self.rows for ch in row):
            return _("the board holds lower-case letters and '.' (an empty cell) only")
        if any(len(ch) != 1 or ch == EMPTY for ch in self.next_letters + self.placing):
            return _("the letters shown and appearing are single letters")
        if len(self.next_letters) + self.drawing > self.rules.spawn:
            return ngettext("at most {n} letter is shown at a time", "at most {n} letters are shown at a time",
                            self.rules.spawn).format(n=self.rules.spawn)
        if self.placing and self.is_full():
            return _("letters cannot be appearing on a full board")
        if self.opening and letters + self.opening + len(self.placing) > self.size ** 2:
            return _("the start letters do not fit the board")
        if self.points_of_words() != self.score:
            return _("the score {score} is not what the words gone score ({words})").format(
                score=self.score, words=self.points_of_words())
        return None

    def points_of_words(self) -> int:
        """Return what the words gone so far score."""
        return points(self.words)


def _strings(data: Mapping[str, Any], key: str, where: str, width: int) -> tuple[str, ...]:
    """Return ``data[key]``: a list of strings of at most ``width`` characters each."""
    items = json_field(data, key, list, where)
    if not all(isinstance(s, str) and 0 < len(s) <= width for s in items):
        raise InputFormatError(_("{where}.{key}: a list of strings of 1 to {width} characters").format(
            where=where, key=key, width=width))
    return tuple(items)
