"""What a line of letters is worth before it is full: the values the computer players plan by.

A line (a row or a column) scores the best set of non-overlapping words in
it.  While it still has empty cells, a player needs a guess at what it will
score.  Two guesses live here, both built on the same **slot masses**:

**Slots.**  A slot is a stretch of a line, two cells or longer, e.g. ``к.т``
(``.`` an empty cell).  Its *mass* is the sum, over the dictionary words the
slot can still become, of the probability of their missing letters (the
letter weights, multiplied): for ``к.т`` it is P(о) + P(и) + … for «кот»,
«кит», …  Masses are computed once per slot pattern and remembered.

:class:`FillValues` — **the random-fill value** (the expert's).  The points
the line has now, plus, for every slot that can still become a word, its
mass (the chance that random letters in its empty cells make a word of it)
times the points that word would add to the line's best set of words.  It is
the expected score of the line if its empty cells were filled with letters
drawn at random, to first order: it ignores the chance that two overlapping
slots both come true.  It is pessimistic (the player *chooses* where letters
go) but it ranks positions well, because it is consistent: letters that
exclude one another are not all counted on, a word already made is certain,
and a slot that needs rare letters is worth little.

:class:`LineValues` — **the slot-hope value** (the expert's before, and the
Color Lines expert's).  With ``R`` letters still to come, each missing letter
is taken to be ``λ = κ·R`` times likelier than one draw (capped so a slot's
chance is at most 1), and the line is worth its best set of non-overlapping
slots, each its points times its chance: the scorer's own dynamic programme,
applied to hopes.

With nothing left to come, both are exactly the line's points.

**Raises.**  The players ask, again and again, how much a letter written in
an empty cell raises the value of the lines through it.  Valuing the line
afresh for each letter and each cell repeats most of the work: a letter
changes only the slots through its cell.  A raise table builds a
line's whole table (letters × positions) from its slots: a slot that does
not hold the cell is unchanged; a slot that holds it keeps the points it
would add, and its mass becomes the mass of the slot with the letter
written in (its *extensions*: one pass over the words the slot can become
gives every letter in every cell); a letter that completes a word changes
which words the line has, and so what every slot would add: those few
letters are valued afresh.  The tables are the random-fill value's raises
computed another way (the tests hold the two to each other); only the last
bits of a sum may differ.  They live in :mod:`wordgames.battle.bots.raises`.

**Memos.**  Every memo here is a :class:`~wordgames.battle.bots.memo.Memo`
capped by the bytes it holds (``MEMO_BYTES`` for a valuer's memos together,
``MASS_BYTES`` for the masses), so a process that plays any number of games
stays within a fixed size; what they remember never changes a value.  (The
masses and slot extensions of the patterns of at most one letter, a few
hundred, are kept apart and never forgotten.)
"""

from __future__ import annotations

import math
from collections import defaultdict
from operator import itemgetter
from typing import Sequence

from wordgames.battle.board import packings
from wordgames.battle.bots.memo import Memo, float_entry, tuple_entry
from wordgames.battle.bots.raises import RaiseTables
from wordgames.battle.legality import Letter
from wordgames.battle.letters import ALPHABET, letter_weights
from wordgames.battle.square import EMPTY
from wordgames.battle.words import word_index
from wordgames.lexicon.derived import derived

KAPPA = 0.05  # slot hopes: how much likelier a missing letter is per letter still to come
MEMO_BYTES = 112 * 2**20  # bytes one valuer's memos hold together (values, raises, raise tables, extensions)
MASS_BYTES = 16 * 2**20  # bytes the slot masses' memo holds


class SlotMasses:
    """The mass of every slot pattern: Σ over matching words of Π P(letter) over the empty cells.

    >>> from wordgames.lexicon import Lexicon
    >>> masses = SlotMasses(Lexicon.from_words(["кот", "кит", "ток"]), {"к": 1, "о": 2, "и": 1, "т": 1}, 6)
    >>> masses.mass("к.т")            # P(о) + P(и) = 2/5 + 1/5
    0.6000000000000001
    >>> masses.mass("кот"), masses.mass("кат")
    (1.0, 0.0)
    """

    def __init__(self, lexicon, weights: dict[Letter, float], longest: int, memo_bytes: int = MASS_BYTES):
        total = sum(weights.values())
        self.p = {ch: w / total for ch, w in weights.items()}
        index = word_index(lexicon)
        words = index.words if index.words is not None else frozenset(lexicon)
        self.words = frozenset(w for w in words if 2 <= len(w) <= longest and set(w) <= set(ALPHABET))
        # words by one fixed letter (length, position, letter) and by two (… position, letter, position, letter)
        self.by_letter: dict[tuple[int, int, str], list[str]] = defaultdict(list)
        self.by_pair: dict[tuple[int, int, str, int, str], list[str]] = defaultdict(list)
        self.by_size: dict[int, list[str]] = defaultdict(list)
        self.totals: dict[int, float] = defaultdict(float)
        self.letter_p = {w: tuple(self.p.get(ch, 0.0) for ch in w) for w in self.words}
        for w in sorted(self.words):  # a fixed order: sums must not depend on the hash seed
            size = len(w)
            self.by_size[size].append(w)
            for position, ch in enumerate(w):
                self.by_letter[size, position, ch].append(w)
                for later in range(position + 1, size):
                    self.by_pair[size, position, ch, later, w[later]].append(w)
            self.totals[size] += self._probability(w, range(size))
        self.memo = Memo(memo_bytes, float_entry)  # pattern → mass
        # the patterns of at most one letter (a few hundred, the costliest: most words match) are never forgotten
        self.kept: dict[str, float] = {}
        self.valuers: dict[tuple[str, float | None], FillValues | LineValues] = {}  # line_values(), shared

    def _probability(self, word: str, positions) -> float:
        """Return the product of the letter probabilities of ``word`` at ``positions``."""
        letter_p = self.letter_p[word]
        return math.prod(letter_p[k] for k in positions)

    def matching(self, pattern: str) -> Sequence[str]:
        """Return the words (of the pattern's length) that a slot pattern can still become.

        >>> from wordgames.lexicon import Lexicon
        >>> masses = SlotMasses(Lexicon.from_words(["кот", "кит", "ток"]), {"к": 1, "о": 1, "и": 1, "т": 1}, 3)
        >>> list(masses.matching("к.т")), list(masses.matching("..к")), list(masses.matching("кот"))
        (['кит', 'кот'], ['ток'], ['кот'])
        """
        fixed = [(k, ch) for k, ch in enumerate(pattern) if ch != EMPTY]
        size = len(pattern)
        if not fixed:
            return self.by_size.get(size, [])
        if len(fixed) == size:
            return [pattern] if pattern in self.words else []
        if len(fixed) == 1:
            return self.by_letter.get((size, *fixed[0]), [])
        # the words sharing the pair of fixed letters that fewest words share
        words = min((self.by_pair.get((size, *a, *b), ()) for n, a in enumerate(fixed) for b in fixed[n + 1:]), key=len)
        if len(fixed) == 2:
            return words
        letters, wanted = itemgetter(*(k for k, _ in fixed)), tuple(ch for _, ch in fixed)
        return [w for w in words if letters(w) == wanted]

    def mass(self, pattern: str) -> float:
        """Return the mass of a slot pattern (letters and ``.``)."""
        value = self.memo.get(pattern)
        if value is not None:
            return value
        size = len(pattern)
        value = self.kept.get(pattern)
        if value is not None:
            self.memo.put(pattern, value)
            return value
        if EMPTY not in pattern:
            value = 1.0 if pattern in self.words else 0.0
        elif pattern.count(EMPTY) == size:
            value = self.totals.get(size, 0.0)
        else:
            empty = [k for k, ch in enumerate(pattern) if ch == EMPTY]
            letter_p = self.letter_p
            if len(empty) == 1:  # (the same sums as _probability's products, faster)
                k = empty[0]
                value = sum(letter_p[w][k] for w in self.matching(pattern))
            else:
                chances, prod = itemgetter(*empty), math.prod
                value = sum(prod(chances(letter_p[w])) for w in self.matching(pattern))
            if len(empty) >= size - 1:
                self.kept[pattern] = value
        self.memo.put(pattern, value)
        return value


def slot_masses(lexicon, weights: str, longest: int) -> SlotMasses:
    """Return the slot masses of a lexicon, built once per (weights, line length) and kept with the lexicon."""
    return derived(lexicon, ("battle.slot_masses", weights, longest),
                   lambda: SlotMasses(lexicon, letter_weights(weights, lexicon), longest))


class _Valuer:
    """What both line values share: how much a letter raises the value in each empty cell, remembered."""

    raise_memo: Memo  # set by each value's __init__; each value defines value(text, remaining)

    @staticmethod
    def _horizon(remaining: int):
        """Return what of ``remaining`` the value depends on (the memo key)."""
        return remaining

    def raises(self, text: str, letter: Letter, remaining: int) -> tuple[float, ...]:
        """Return, for each position of ``text``, how much ``letter`` written there raises the value (0 where written).

        >>> from wordgames.lexicon import Lexicon
        >>> values = LineValues(SlotMasses(Lexicon.from_words(["кот"]), {"к": 1, "о": 1, "т": 2}, 3))
        >>> values.raises("ко.", "т", 0)    # «кот» is made in the last cell, and nothing is made elsewhere
        (0.0, 0.0, 2.0)
        """
        key = (text, letter, self._horizon(remaining))
        hit = self.raise_memo.get(key)
        if hit is None:
            hit = self._raises(text, letter, remaining)
            self.raise_memo.put(key, hit)
        return hit

    def _raises(self, text: str, letter: Letter, remaining: int) -> tuple[float, ...]:
        """Return the raises of ``letter`` in ``text``, valuing the line afresh with the letter in each empty cell."""
        before = self.value(text, remaining)
        return tuple(self.value(text[:k] + letter + text[k + 1:], remaining) - before if ch == EMPTY else 0.0
                     for k, ch in enumerate(text))


class LineValues(_Valuer):
    """The value of a line's letters when ``remaining`` letters are still to come, remembered."""

    def __init__(self, masses: SlotMasses, kappa: float = KAPPA, shortest: int = 2, memo_bytes: int = MEMO_BYTES):
        self.masses = masses
        self.kappa = kappa
        self.shortest = shortest
        self.memo = Memo(memo_bytes // 4, float_entry)  # (text, remaining) → value
        self.segment_memo = Memo(memo_bytes // 2, tuple_entry)  # text → its stretches with some mass
        self.raise_memo = Memo(memo_bytes // 4, tuple_entry)  # (text, letter, remaining) → raises

    def nbytes(self) -> int:
        """Return the bytes this valuer's memos hold, by their own count."""
        return self.memo.nbytes + self.segment_memo.nbytes + self.raise_memo.nbytes

    def value(self, text: str, remaining: int) -> float:
        """Return the best total of non-overlapping slots of ``text``, each points × chance."""
        key = (text, remaining)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        lam = self.kappa * remaining
        size = len(text)
        best = [0.0] * (size + 1)
        segments = self._segments(text)
        k, count = 0, len(segments)
        for j in range(2, size + 1):
            top = best[j - 1]
            while k < count and segments[k][1] == j:
                i, _, points, m, gaps = segments[k]
                k += 1
                if gaps:
                    if not lam:
                        continue
                    chance = m * lam ** gaps
                    m = chance if chance < 1.0 else 1.0
                candidate = best[i] + points * m
                if candidate > top:
                    top = candidate
            best[j] = top
        self.memo.put(key, best[size])
        return best[size]

    def _segments(self, text: str) -> tuple[tuple[int, int, int, float, int], ...]:
        """Return (start, end, points, mass, gaps) of every stretch of ``text`` with some mass, by end."""
        hit = self.segment_memo.get(text)
        if hit is None:
            mass = self.masses.mass
            hit = tuple((i, j, j - i - 1, m, text.count(EMPTY, i, j))
                        for j in range(2, len(text) + 1) for i in range(j - self.shortest + 1)
                        if (m := mass(text[i:j])))
            self.segment_memo.put(text, hit)
        return hit


class FillValues(_Valuer):
    """The random-fill value of a line: its points now plus Σ over slots of mass × the points the slot would add.

    ``value(text, remaining)`` depends on ``remaining`` only through whether
    any letter is still to come (with none, it is the exact score).

    >>> from wordgames.lexicon import Lexicon
    >>> values = FillValues(SlotMasses(Lexicon.from_words(["кот", "кит", "ток"]), {"к": 1, "о": 2, "и": 1, "т": 1}, 6))
    >>> round(values.value("к.т", 5), 6)    # кот 2 × P(о) 0.4 + кит 2 × P(и) 0.2
    1.2
    >>> values.value("к.т", 0), values.value("кот", 5)
    (0.0, 2.0)
    """

    @staticmethod
    def _horizon(remaining: int) -> bool:
        return remaining > 0

    def __init__(self, masses: SlotMasses, shortest: int = 2, memo_bytes: int = MEMO_BYTES):
        self.masses = masses
        self.shortest = shortest
        self.memo = Memo(memo_bytes // 8, float_entry)  # (text, any letters to come) → value
        self.raise_memo = Memo(memo_bytes // 8, tuple_entry)  # (text, letter, any to come) → raises
        self.tables = RaiseTables(self, memo_bytes // 2, memo_bytes // 4)

    def nbytes(self) -> int:
        """Return the bytes this valuer's memos hold, by their own count (the slot masses' memo apart)."""
        return self.memo.nbytes + self.raise_memo.nbytes + self.tables.nbytes()

    def _raises(self, text: str, letter: Letter, remaining: int) -> tuple[float, ...]:
        """With letters still to come, a row of the line's raise table (:mod:`wordgames.battle.bots.values`: every letter at once)."""
        row = self.tables.row.get(letter)
        if not remaining or row is None:
            return super()._raises(text, letter, remaining)
        return tuple(self.tables.table(text)[row].tolist())

    def value(self, text: str, remaining: int) -> float:
        """Return the line's points now plus the hope of its slots (only the points if ``remaining`` is 0)."""
        key = (text, self._horizon(remaining))
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        total = self.total(*self.slots(text), remaining)
        self.memo.put(key, total)
        return total

    @staticmethod
    def total(points: int, slots: list[tuple[int, int, float, int]], remaining: int) -> float:
        """Return the value of a line from its points and its :meth:`slots`."""
        total = float(points)
        if remaining:
            for _, _, m, added in slots:
                if added > 0:
                    total += m * added
        return total

    def slots(self, text: str) -> tuple[int, list[tuple[int, int, float, int]]]:
        """Return the line's points now, and (start, end, mass, points it would add) of each stretch that can become a word.

        A slot adds the points of the best set of words that includes it
        (with the words already made that do not overlap it) less the points
        now: nothing, or less than nothing, if it would only displace words.

        >>> from wordgames.lexicon import Lexicon
        >>> values = FillValues(SlotMasses(Lexicon.from_words(["кот", "ток"]), {"к": 1, "о": 1, "т": 2}, 6))
        >>> values.slots("ток..")         # «ток» is 2 points; «к..» could become «кот» only in place of «ток»
        (2, [(2, 5, 0.125, 0)])
        """
        return self.packed(len(text), *self.stretches(text))

    def stretches(self, text: str) -> tuple[list[tuple[int, int]], list[tuple[int, int, float]]]:
        """Return the stretches (start, end) of ``text`` that are words, and those that can still become one, with their mass."""
        size, shortest = len(text), self.shortest
        known, mass = self.masses.memo.get, self.tables.mass
        words: list[tuple[int, int]] = []
        found: list[tuple[int, int, float]] = []
        for i in range(size - shortest + 1):
            for j in range(i + shortest, size + 1):
                pattern = text[i:j]
                m = known(pattern)
                if m is None:
                    m = mass(pattern)
                if m:
                    if EMPTY in pattern:
                        found.append((i, j, m))
                    else:
                        words.append((i, j))
        return words, found

    @staticmethod
    def packed(size: int, words: list[tuple[int, int]],
               found: list[tuple[int, int, float]]) -> tuple[int, list[tuple[int, int, float, int]]]:
        """Return the points of the best set of ``words``, and each stretch ``found`` with the points it would add."""
        if not words:
            return 0, [(i, j, m, j - i - 1) for i, j, m in found]
        before, after = packings(size, words)
        best = before[size]
        return best, [(i, j, m, before[i] + j - i - 1 + after[j] - best) for i, j, m in found]


def line_values(masses: SlotMasses, value: str = "fill", kappa: float = KAPPA,
                memo_bytes: int = MEMO_BYTES) -> FillValues | LineValues:
    """Return the valuer of one kind for these masses, shared by every player that plans by it.

    A value depends only on a line's letters, so every game and every player
    with the same dictionary and weights can use the same memos: a player's
    first moves then cost no more than its last.  (``kappa`` matters to the
    slot hopes only: every random-fill player shares one valuer.)  Its memos
    hold at most ``memo_bytes`` together.

    >>> from wordgames.lexicon import Lexicon
    >>> masses = SlotMasses(Lexicon.from_words(["кот"]), {"к": 1, "о": 1, "т": 1}, 3)
    >>> line_values(masses, "fill", 0.05) is line_values(masses, "fill", 0.1)
    True
    """
    key = (value, kappa if value == "slots" else None, memo_bytes)
    if key not in masses.valuers:
        masses.valuers[key] = (FillValues(masses, memo_bytes=memo_bytes) if value == "fill"
                               else LineValues(masses, kappa, memo_bytes=memo_bytes))
    return masses.valuers[key]
