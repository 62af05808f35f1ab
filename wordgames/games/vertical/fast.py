"""A compact, mutable copy of the game for searches: the same rules on small integers.

:class:`FastGame` is what the searching bot plays thousands of games with.
It trades the value semantics of :class:`~.state.VerticalState` for speed:
cards are integers ``rank * 4 + suit`` (suits 0 ♥, 1 ♦, 2 ♣, 3 ♠; colour is
``suit >> 1``, 0 red and 1 black), the table a flat list, and
:meth:`FastGame.play` changes the game in place **without checking** the
move.  Its move generator obeys rules 1–8 exactly; the tests check it
against :func:`~.rules.placements` on thousands of positions.

It ends a game when the far row is full or when every hand has passed in a
row (nobody can lay a card).  It does not stop early at a dead far place as
:func:`~.rules.game_over` does; the far row, hence the result, is the same.

A seat's search starts from :meth:`FastGame.from_view`: the hands it sees,
and each pool (the opponents' cards; in 3x3 also its two partners') split in
some order among the hands that share it, each of its known size (the search
deals them afresh for every rollout).

>>> from wordgames.games.vertical.board import Board
>>> from wordgames.games.vertical.cards import parse_card
>>> from wordgames.games.vertical.state import VerticalState
>>> from wordgames.games.vertical.table import Table
>>> hands = [frozenset(map(parse_card, h.split())) for h in ["6H 7D", "8C 9S", "10H JD", "QC KS"]]
>>> g = FastGame.from_view(VerticalState(Table(), tuple(hands), Board(9)).view(0))
>>> [card_of(c) for c, cell in g.moves()], [len(h) for h in g.hands]
([Card(rank=6, suit='♥'), Card(rank=7, suit='♦')], [2, 2, 2, 2])
"""

from __future__ import annotations

from typing import NamedTuple

from wordgames.games.vertical.board import ORIGIN, WIDTH
from wordgames.games.vertical.cards import SUITS, Card
from wordgames.games.vertical.rules import PASS, Move, Place

FastCard = int
"""``rank * 4 + suit``."""

FastCell = int
"""``(y * SPAN) + (x + REACH)``: a place on a strip wide enough for the base row to grow either way."""

REACH = WIDTH - 1          # how far left or right of the first card the base row can reach
SPAN = 2 * REACH + 1       # columns of the strip: -3 … 3
EMPTY = -1


def fast_card(card: Card) -> FastCard:
    """Return the integer code of ``card``."""
    return card.rank * 4 + SUITS.index(card.suit)


def card_of(code: FastCard) -> Card:
    """Return the card of an integer code."""
    return Card(code >> 2, SUITS[code & 3])


def fast_cell(cell: tuple[int, int]) -> FastCell:
    """Return the strip index of an ``(x, y)`` place."""
    return cell[1] * SPAN + cell[0] + REACH


def cell_of(index: FastCell) -> tuple[int, int]:
    """Return the ``(x, y)`` place of a strip index."""
    return (index % SPAN - REACH, index // SPAN)


class FastGame:
    """A game in progress on integers; copy it with :meth:`copy`, advance it with :meth:`play`."""

    __slots__ = ("height", "grid", "hands", "to_move", "placed", "xmin", "xmax", "frontier", "passes")

    def __init__(self, height: int, hands: list[list[FastCard]]):
        self.height = height
        self.grid = [EMPTY] * (SPAN * height)
        self.hands = hands
        self.to_move = 0
        self.placed = 0
        self.xmin = self.xmax = 0
        self.frontier: set[FastCell] = {fast_cell(ORIGIN)}
        self.passes = 0

    @classmethod
    def from_state(cls, state) -> "FastGame":
        """Return the fast copy of a :class:`~.state.VerticalState` (every hand known: for tests)."""
        return cls._with(state, [sorted(fast_card(c) for c in h) for h in state.hands])

    @classmethod
    def from_view(cls, view) -> "FastGame":
        """Return a fast copy of what a :class:`~.state.VerticalView` shows, each pool split low to high.

        The hands the view hides get the cards of their pool in order (the
        opponents' the view's ``pool``, hidden partners' its
        ``partner_pool``), each as many as it holds: one arbitrary split, for
        a search to deal afresh (:func:`hidden_pools`).
        """
        hands: list[list[FastCard]] = [sorted(fast_card(c) for c in cards) if cards is not None else []
                                       for cards in view.hands]
        for hidden, pool, _not_held in hidden_pools(view):
            start = 0
            for h in hidden:
                hands[h] = pool[start:start + view.sizes[h]]
                start += view.sizes[h]
        return cls._with(view, hands)

    @classmethod
    def _with(cls, position, hands: list[list[FastCard]]) -> "FastGame":
        """Return the fast game of a state's or a view's table and hand to move, with these hands."""
        game = cls(position.board.height, hands)
        for cell, card in position.board.placed:
            game._lay(fast_card(card), fast_cell(cell))
        game.to_move = position.to_move
        return game

    def copy(self) -> "FastGame":
        """Return an independent copy."""
        g = FastGame.__new__(FastGame)
        g.height, g.grid, g.hands = self.height, self.grid[:], [h[:] for h in self.hands]
        g.to_move, g.placed, g.xmin, g.xmax = self.to_move, self.placed, self.xmin, self.xmax
        g.frontier, g.passes = set(self.frontier), self.passes
        return g

    def over(self) -> bool:
        """Return whether the far row is full or every hand has passed in a row."""
        if self.passes >= len(self.hands):
            return True
        if self.placed < WIDTH:
            return False
        row = (self.height - 1) * SPAN + REACH
        grid = self.grid
        return all(grid[row + x] != EMPTY for x in range(self.xmin, self.xmin + WIDTH))

    def rule_at(self, index: FastCell) -> tuple[int, int, int]:
        """Return (forbidden suit mask, rank a red card must beat, rank a black card must beat)."""
        grid = self.grid
        mask = 0
        has = [False, False]
        low = 99
        for n in (index - 1, index + 1, index - SPAN, index + SPAN):
            if 0 <= n < len(grid):
                c = grid[n]
                if c != EMPTY and abs(n % SPAN - index % SPAN) <= 1:
                    mask |= 1 << (c & 3)
                    has[(c & 3) >> 1] = True
                    r = c >> 2
                    if r < low:
                        low = r
        if low == 99:
            return mask, 0, 0
        return mask, (0 if has[0] else low), (0 if has[1] else low)

    def moves(self) -> list[tuple[FastCard, FastCell]]:
        """Return the placements of the hand to move (empty: it must pass)."""
        hand = self.hands[self.to_move]
        out = []
        for index in sorted(self.frontier):
            mask, red_floor, black_floor = self.rule_at(index)
            for c in hand:
                if not (mask >> (c & 3)) & 1 and (c >> 2) > (black_floor if c & 2 else red_floor):
                    out.append((c, index))
        return out

    def play(self, move: tuple[FastCard, FastCell] | None) -> None:
        """Lay ``move`` for the hand to move, or pass with ``None``; no checks."""
        if move is None:
            self.passes += 1
        else:
            card, index = move
            self.hands[self.to_move].remove(card)
            self._lay(card, index)
            self.passes = 0
        self.to_move = (self.to_move + 1) % len(self.hands)

    def _lay(self, card: FastCard, index: FastCell) -> None:
        """Put ``card`` on ``index`` and update the places open by rules 1, 6, 7, 8."""
        self.grid[index] = card
        self.placed += 1
        self.frontier.discard(index)
        x, y = cell_of(index)
        if self.placed <= WIDTH:
            self.xmin, self.xmax = min(self.xmin, x), max(self.xmax, x)
            if self.placed < WIDTH:
                self.frontier = {fast_cell((self.xmin - 1, 0)), fast_cell((self.xmax + 1, 0))}
            else:
                self.frontier = {fast_cell((xx, 1)) for xx in range(self.xmin, self.xmax + 1)}
            return
        for nx, ny in ((x - 1, y), (x + 1, y), (x, y + 1), (x, y - 1)):
            if self.xmin <= nx < self.xmin + WIDTH and 0 <= ny < self.height:
                n = fast_cell((nx, ny))
                if self.grid[n] == EMPTY:
                    self.frontier.add(n)

    def far_row(self) -> list[FastCard]:
        """Return the codes in the far row (``EMPTY`` where free)."""
        row = (self.height - 1) * SPAN + REACH
        return [self.grid[row + x] for x in range(self.xmin, self.xmin + WIDTH)]

    def score(self) -> int:
        """Return +1 if red wins, −1 if black wins, 0 for a draw (section 6)."""
        far = [0, 0]
        points = [0, 0]
        for c in self.far_row():
            if c != EMPTY:
                far[(c & 3) >> 1] += 1
                points[(c & 3) >> 1] += c >> 2
        key = (far[0] - far[1]) or (points[0] - points[1])
        return (key > 0) - (key < 0)


class Hidden(NamedTuple):
    """Hands a view hides that share one pool: the hands, the pool's cards, and what each is known not to hold."""

    hands: list[int]
    pool: list[FastCard]
    not_held: list[frozenset[FastCard]]


def hidden_pools(view) -> list[Hidden]:
    """Return, for each team, the hands ``view`` hides, the cards they hold between them (low to high), and
    the cards each of them is known not to hold (it passed when they could have been laid).

    The opponents' hands share the view's ``pool``; partners the seat cannot
    tell apart (3x3) share its ``partner_pool``.  Teams with no hidden hand
    are left out.
    """
    out = []
    for team, pool in ((view.team, view.partner_pool), (1 - view.team, view.pool)):
        hidden = [h for h in range(team, len(view.hands), 2) if view.hands[h] is None]
        if hidden:
            out.append(Hidden(hidden, sorted(fast_card(c) for c in pool),
                              [frozenset(fast_card(c) for c in view.not_held[h]) if view.not_held else frozenset()
                               for h in hidden]))
    return out


def to_move(move: tuple[FastCard, FastCell] | None) -> Move:
    """Return the engine move of a fast move."""
    return PASS if move is None else Place(card_of(move[0]), cell_of(move[1]))


def from_move(move: Move) -> tuple[FastCard, FastCell] | None:
    """Return the fast move of an engine move."""
    return None if move == PASS else (fast_card(move.card), fast_cell(move.cell))
