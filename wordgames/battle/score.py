"""Scoring a filled square of «Словесный бой»: every word, the best choice per line, the total.

Each word of N letters scores N−1 (one-letter words score nothing).  Words
read left to right along rows (горизонталь) and top to bottom along columns
(вертикаль).  Words read in one direction must not overlap or contain one
another, so in each line the scorer picks the set of non-overlapping
dictionary words with the largest total, by an exact dynamic programme.
Empty cells break words; words of different directions may share cells.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["бой", "кот", "бойкот", "бак", "ад"])
>>> best_words(lex, "бойкот")              # 5 points beat «бой» + «кот» = 4
[(0, 'бойкот')]
>>> best_words(lex, "бой.кот")
[(0, 'бой'), (4, 'кот')]
>>> score = score_square(lex, Square.parse("бойкот\\nад...."))
>>> [(p.word, p.direction.name, cell_name(p.start), p.points) for p in score.counted]
[('бойкот', 'right', 'r1c1', 5), ('ад', 'right', 'r2c1', 1)]
>>> score.total, score.by_direction()
(6, {'right': 6, 'down': 0})
>>> [p.word for p in score.passed_over]
['бой', 'кот']

Variation 3 reads in all eight directions, each with its own non-overlap;
variation 2 (:func:`strike_duplicates`) strikes words that several players count.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from operator import itemgetter
from typing import Iterable, Iterator, NamedTuple, Sequence

from wordgames.battle.square import EMPTY, Cell, Square, cell_name, load_squares, referee_notes
from wordgames.battle.words import WordIndex, scoring_words, word_index
from wordgames.errors import OptionError
from wordgames.i18n import _

Word = str
Span = tuple[int, int]  # letters [start, end) of a line


class Direction(NamedTuple):
    """A reading direction: its name, an arrow for tables, and the (row, column) step."""

    name: str
    arrow: str
    step: tuple[int, int]


RIGHT = Direction("right", "→", (0, 1))  # горизонталь, the canonical rule
DOWN = Direction("down", "↓", (1, 0))  # вертикаль, the canonical rule
LEFT = Direction("left", "←", (0, -1))
UP = Direction("up", "↑", (-1, 0))
DOWN_RIGHT = Direction("down-right", "↘", (1, 1))
UP_LEFT = Direction("up-left", "↖", (-1, -1))
DOWN_LEFT = Direction("down-left", "↙", (1, -1))
UP_RIGHT = Direction("up-right", "↗", (-1, 1))

CANONICAL = (RIGHT, DOWN)
EIGHT_DIRECTIONS = (RIGHT, DOWN, LEFT, UP, DOWN_RIGHT, UP_LEFT, DOWN_LEFT, UP_RIGHT)  # variation 3
DIRECTION_SETS = {2: CANONICAL, 8: EIGHT_DIRECTIONS}


class Placed(NamedTuple):
    """A dictionary word found in a square: the word, its direction and its first cell."""

    word: Word
    direction: Direction
    start: Cell

    @property
    def points(self) -> int:
        """Return what the word scores: one point less than its length."""
        return len(self.word) - 1

    @property
    def cells(self) -> tuple[Cell, ...]:
        """Return the cells the word covers, in reading order."""
        (r, c), (dr, dc) = self.start, self.direction.step
        return tuple((r + k * dr, c + k * dc) for k in range(len(self.word)))

    def describe(self) -> str:
        """Return e.g. ``'бойкот r1c1 →'``."""
        return f"{self.word} {cell_name(self.start)} {self.direction.arrow}"


class Struck(NamedTuple):
    """A word struck by variation 2: it and the other squares (indices from 0) that counted it too."""

    placed: Placed
    also_in: tuple[int, ...]


@dataclass(frozen=True)
class SquareScore:
    """The scoring of one square: the counted words, the words passed over, and those struck."""

    square: Square
    directions: tuple[Direction, ...]
    counted: tuple[Placed, ...]
    passed_over: tuple[Placed, ...]  # dictionary words not counted: a better choice covers them
    struck: tuple[Struck, ...] = ()

    @property
    def total(self) -> int:
        """Return the square's points."""
        return sum(p.points for p in self.counted)

    def by_direction(self) -> dict[str, int]:
        """Return the points per direction, every direction of the scoring listed."""
        totals = {d.name: 0 for d in self.directions}
        for p in self.counted:
            totals[p.direction.name] += p.points
        return totals

    def covering(self, placed: Placed) -> tuple[Placed, ...]:
        """Return the counted words of ``placed``'s direction that share a cell with it."""
        cells = set(placed.cells)
        return tuple(p for p in self.counted
                     if p.direction == placed.direction and cells.intersection(p.cells))


# -- lines ---------------------------------------------------------------------


@lru_cache(maxsize=256)
def lines(height: int, width: int, direction: Direction) -> tuple[tuple[Cell, ...], ...]:
    """Return the lines of a height×width square read in ``direction``, each a tuple of cells.

    >>> lines(2, 3, RIGHT)
    (((0, 0), (0, 1), (0, 2)), ((1, 0), (1, 1), (1, 2)))
    >>> lines(2, 2, UP_RIGHT)
    (((0, 0),), ((1, 0), (0, 1)), ((1, 1),))
    """
    dr, dc = direction.step

    def inside(r: int, c: int) -> bool:
        return 0 <= r < height and 0 <= c < width

    out = []
    for r in range(height):
        for c in range(width):
            if not inside(r - dr, c - dc):
                line, (rr, cc) = [], (r, c)
                while inside(rr, cc):
                    line.append((rr, cc))
                    rr, cc = rr + dr, cc + dc
                out.append(tuple(line))
    return tuple(sorted(out, key=lambda ln: (min(ln), ln)))


@lru_cache(maxsize=64)
def _plan(height: int, width: int, directions: tuple[Direction, ...]):
    """Return (direction, cells, getter) for every line that can hold a word (two cells or more)."""
    plan = []
    for direction in directions:
        for line in lines(height, width, direction):
            if len(line) >= 2:
                getter = itemgetter(*(r * width + c for r, c in line))
                plan.append((direction, line, getter))
    return tuple(plan)


# -- one line --------------------------------------------------------------------


def line_spans(text: str, index: WordIndex) -> list[Span]:
    """Return every [start, end) of ``text`` holding a word of two letters or more, by end then start.

    ``text`` is folded letters with :data:`~wordgames.battle.square.EMPTY` for
    empty cells; no word holds an empty cell, so runs need no splitting.
    """
    pairs = _pairs(len(text), index.max_length or len(text))
    words = index.words
    if words is not None:
        return [(i, j) for i, j in pairs if text[i:j] in words]
    return [(i, j) for i, j in pairs if EMPTY not in text[i:j] and text[i:j] in index]


@lru_cache(maxsize=1024)
def _pairs(size: int, longest: int) -> tuple[Span, ...]:
    """Return every [i, j) of a line of ``size`` letters, 2 ≤ j − i ≤ ``longest``, by j then i."""
    return tuple((i, j) for j in range(2, size + 1) for i in range(max(0, j - longest), j - 1))


def best_spans(text: str, spans: Sequence[Span], index: WordIndex) -> list[Span]:
    """Return the non-overlapping ``spans`` with the most points, in reading order.

    ``spans`` are sorted by end (as :func:`line_spans` gives them).  Among
    choices with equal points, fewer (so longer) words win, then the more
    frequent words, so the breakdown shows what a player would have meant.
    """
    if len(spans) <= 1:
        return list(spans)
    size = spans[-1][1]
    best = [(0, 0, 0.0)] * (size + 1)
    back: list[int | None] = [None] * (size + 1)
    k = 0
    for j in range(1, size + 1):
        top, choice = best[j - 1], None
        while k < len(spans) and spans[k][1] == j:
            i = spans[k][0]
            points, fewer, zipf = best[i]
            candidate = (points + j - i - 1, fewer - 1, zipf + index.zipf(text[i:j]))
            if candidate > top:
                top, choice = candidate, i
            k += 1
        best[j], back[j] = top, choice
    chosen = []
    j = size
    while j > 0:
        i = back[j]
        if i is None:
            j -= 1
        else:
            chosen.append((i, j))
            j = i
    return chosen[::-1]


def best_words(lexicon, text: str) -> list[tuple[int, Word]]:
    """Return (start, word) of the best choice of words in one line of letters (``.`` for empty)."""
    index = word_index(lexicon)
    return [(i, text[i:j]) for i, j in best_spans(text, line_spans(text, index), index)]


# -- squares ---------------------------------------------------------------------


def score_square(lexicon, square: Square,
                 directions: Sequence[Direction] = CANONICAL) -> SquareScore:
    """Return the exact scoring of ``square``: in each line of each direction, the best words.

    ``lexicon`` is any set of words (a ``Lexicon``, a
    :class:`~wordgames.battle.words.LexiconUnion`, ...); its index is built
    once and cached.
    """
    directions = tuple(directions)
    index = word_index(lexicon)
    counted: list[Placed] = []
    passed: list[Placed] = []
    flat = "".join(square.rows)
    for direction, line, getter in _plan(square.height, square.width, directions):
        text = "".join(getter(flat))
        spans = line_spans(text, index)
        if not spans:
            continue
        chosen = best_spans(text, spans, index)
        for i, j in spans:
            (counted if (i, j) in chosen else passed).append(Placed(text[i:j], direction, line[i]))
    return SquareScore(square, directions, tuple(counted), tuple(passed))


def found_words(lexicon, square: Square,
                directions: Sequence[Direction] = CANONICAL) -> Iterator[Placed]:
    """Yield every dictionary word of two letters or more readable in ``square``, counted or not."""
    index = word_index(lexicon)
    for direction in directions:
        for line in lines(square.height, square.width, direction):
            letters = "".join(square.letter(cell) for cell in line)
            for i, j in sorted(line_spans(letters, index)):
                yield Placed(letters[i:j], direction, line[i])


def strike_duplicates(scores: Sequence[SquareScore]) -> tuple[SquareScore, ...]:
    """Return the scores with every word counted in two squares or more struck from all of them (variation 2)."""
    owners: dict[Word, set[int]] = {}
    for k, score in enumerate(scores):
        for p in score.counted:
            owners.setdefault(p.word, set()).add(k)
    out = []
    for k, score in enumerate(scores):
        kept = tuple(p for p in score.counted if len(owners[p.word]) == 1)
        struck = tuple(Struck(p, tuple(sorted(owners[p.word] - {k})))
                       for p in score.counted if len(owners[p.word]) > 1)
        out.append(replace(score, counted=kept, struck=struck))
    return tuple(out)


def score_game(lexicon, squares: Iterable[Square], directions: Sequence[Direction] = CANONICAL,
               strike: bool = False) -> tuple[SquareScore, ...]:
    """Return the scoring of every player's square; with ``strike``, variation 2 applies."""
    scores = tuple(score_square(lexicon, sq, directions) for sq in squares)
    return strike_duplicates(scores) if strike else scores


def directions_for(count: int) -> tuple[Direction, ...]:
    """Return the reading directions for ``--directions 2`` (canonical) or ``8`` (variation 3)."""
    try:
        return DIRECTION_SETS[count]
    except KeyError:
        raise OptionError(_("directions must be 2 or 8, not {count!r}").format(count=count),
                          option="directions") from None


class ScoredFile(NamedTuple):
    """The squares of a file scored: (label, score) per player, the words that scored, the referee's notes."""

    players: list[tuple[str, SquareScore]]
    words: object
    notes: list[str]


def score_file(lexicon, path: str, directions: int = 2, strike: bool = False,
               allow_proper: bool = False) -> ScoredFile:
    """Return the scoring of every square in the file at ``path`` (``-``: standard input), with what to warn about.

    With ``allow_proper`` (the house rule «при общем согласии игроков») proper nouns count too.
    """
    words = scoring_words(lexicon, allow_proper)
    squares = load_squares(path, script=lexicon.script)
    notes = [note for square in squares for note in square.notes]
    if len(squares) > 1 and all(sq.height == 1 for sq in squares):
        notes.append(_("every square has one row: blank lines separate players' squares, not rows"))
    else:
        notes.extend(referee_notes(squares))
    scores = score_game(words, squares, directions_for(directions), strike=strike)
    return ScoredFile([(s.square.label(k), s) for k, s in enumerate(scores, start=1)], words, notes)
