"""The moves of «Гонки по вертикали»: the generator, the one exact predicate, apply, the end.

A move is :class:`Place` (lay this card on this place) or :data:`PASS`.
:func:`verdict` lists every rule a move breaks (empty means legal); rule
numbers ``1`` … ``8`` are the placement rules of section (5) of the text,
``(3)`` … ``(6)`` its numbered sections (``(4)``: a move is obligatory and a
player passes only when no card can be laid; ``(5)``: a move lays one of
one's own cards on a free place; ``(6)``: the game is over).
:func:`placements` generates exactly the placements :func:`verdict` accepts;
the tests check that they agree on every card and place.

The game ends (section 6) when every place of the far row is taken or can
never be taken, or when no hand can lay any card.  A far place can never be
taken when every place touching it inside the rectangle is taken (so what it
asks of a card is fixed for good) and no card left in any hand fits it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Iterator, NamedTuple, Union

from wordgames.errors import IllegalMoveError
from wordgames.games.vertical.board import (Board, Breach, Cell, card_breaches, cell_rule, fits,
                                            geometry_breaches, neighbours, open_cells)
from wordgames.games.vertical.cards import TEAMS, Card, Team
from wordgames.games.vertical.table import hand_label

if TYPE_CHECKING:
    from wordgames.games.vertical.state import VerticalState


class Place(NamedTuple):
    """Lay ``card`` on ``cell``."""

    card: Card
    cell: Cell


PASS = "pass"
"""The move of a hand that cannot lay any card (section 4)."""

Move = Union[Place, str]


def placements(board: Board, hand: Iterable[Card]) -> Iterator[Place]:
    """Yield every placement of a card from ``hand`` that rules 1–8 allow, place by place."""
    cards = sorted(hand)
    for cell in sorted(open_cells(board)):
        rule = cell_rule(board, cell)
        for card in cards:
            if fits(card, rule):
                yield Place(card, cell)


def can_place(board: Board, hand: Iterable[Card]) -> bool:
    """Return whether some card of ``hand`` can be laid."""
    return next(placements(board, hand), None) is not None


def legal_moves(state: "VerticalState") -> list[Move]:
    """Return the legal moves of the hand to move: its placements, or only :data:`PASS`."""
    if state.is_terminal():
        return []
    return list(placements(state.board, state.hands[state.to_move])) or [PASS]


def verdict(state: "VerticalState", move: object) -> list[Breach]:
    """Return every rule ``move`` breaks in ``state``; an empty list means the move is legal."""
    if state.is_terminal():
        return [Breach("(6)", "the game is over")]
    hand = state.hands[state.to_move]
    who = hand_label(state.table, state.to_move)
    if move == PASS:
        if can_place(state.board, hand):
            return [Breach("(4)", f"a move is obligatory and {who} can lay a card")]
        return []
    if not isinstance(move, Place):
        return [Breach("(5)", f"a move lays one card on a place, or passes; not {move!r}")]
    breaches = []
    if move.card not in hand:
        breaches.append(Breach("(5)", f"{move.card} is not in the hand of {who}"))
    breaches += geometry_breaches(state.board, move.cell)
    if move.cell not in state.board.at:
        breaches += card_breaches(move.card, cell_rule(state.board, move.cell))
    return breaches


def apply(state: "VerticalState", move: Move) -> "VerticalState":
    """Return the state after ``move``; raise :class:`IllegalMoveError` naming the rules it breaks."""
    breaches = verdict(state, move)
    if breaches:
        raise IllegalMoveError("; ".join(b.message for b in breaches),
                               rule=", ".join(dict.fromkeys(b.rule for b in breaches)),
                               move=str(move.card) if isinstance(move, Place) else move)
    return apply_unchecked(state, move)


def apply_unchecked(state: "VerticalState", move: Move) -> "VerticalState":
    """Return the state after a move known to be legal (searches use this to skip :func:`verdict`)."""
    hands, board = state.hands, state.board
    if move != PASS:
        card, cell = move
        hands = tuple(h - {card} if i == state.to_move else h for i, h in enumerate(hands))
        board = board.with_card(cell, card)
    return dataclasses.replace(state, hands=hands, board=board,
                               to_move=(state.to_move + 1) % len(hands))


def dead(board: Board, cell: Cell, hands: Iterable[frozenset[Card]]) -> bool:
    """Return whether the empty ``cell`` can never be taken: all its neighbours lie and no card left fits."""
    if any(n not in board.at and board.inside(n) for n in neighbours(cell)):
        return False
    rule = cell_rule(board, cell)
    return not any(fits(card, rule) for hand in hands for card in hand)


def game_over(board: Board, hands: tuple[frozenset[Card], ...]) -> bool:
    """Return whether the game has ended (section 6): the far row settled, or nobody can lay a card."""
    if board.base_complete and all(cell in board.at or dead(board, cell, hands)
                                   for cell in board.far_row()):
        return True
    return not any(can_place(board, hand) for hand in hands)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: far places and their points per team, and the winner (``None``: a draw)."""

    far: dict[Team, int]
    points: dict[Team, int]
    winner: Team | None

    def __str__(self) -> str:
        score = ", ".join(f"{t} {self.far[t]} ({self.points[t]} points)" for t in TEAMS)
        return f"{self.winner} wins: {score}" if self.winner else f"draw: {score}"


def outcome(board: Board) -> Outcome:
    """Return who holds more far places, ties broken by their card points, then a draw (section 6).

    >>> from wordgames.games.vertical.cards import parse_card
    >>> row = [((x, 8), parse_card(c)) for x, c in enumerate(["AH", "6S", "KD", "7C"])]
    >>> base = [((x, 0), parse_card(c)) for x, c in enumerate(["6H", "7S", "8D", "9C"])]
    >>> str(outcome(Board(9, tuple(base + row))))
    'red wins: red 2 (27 points), black 2 (13 points)'
    """
    far = {t: 0 for t in TEAMS}
    points = {t: 0 for t in TEAMS}
    for cell in board.far_row():
        card = board.at.get(cell)
        if card is not None:
            far[card.colour] += 1
            points[card.colour] += card.points
    red, black = TEAMS
    key = {t: (far[t], points[t]) for t in TEAMS}
    winner = red if key[red] > key[black] else black if key[black] > key[red] else None
    return Outcome(far, points, winner)
