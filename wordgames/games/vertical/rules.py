"""The moves of «Гонки по вертикали»: the generator, the one exact check, the end and the winner.

A move is :class:`Place` (lay this card on this place) or :data:`PASS`.
:func:`move_breaches` lists every rule a move of one hand breaks (empty
means legal); rule numbers ``1`` … ``8`` are the placement rules of section
(5) of the text, ``(3)`` … ``(6)`` its numbered sections (``(3)``: the first
card starts the table; ``(4)``: a move is obligatory and a player passes only
when no card can be laid; ``(5)``: a move lays one of one's own cards on a
free place; ``(6)``: the game is over).  :func:`placements` generates the
placements from the same place and card rules (:func:`~.board.open_cells`,
:func:`~.board.fits`) that :func:`move_breaches` reports; the tests check
that they agree on every card and place.

The game ends (section 6) when every place of the far row is taken or can
never be taken, or when no hand can lay any card.  A far place can never be
taken when every place touching it inside the rectangle is taken (so what it
asks of a card is fixed for good) and no card left in any hand fits it.
Neither depends on which hand holds which card: only the cards still held
count, so every seat can tell when the game is over.

>>> from wordgames.games.vertical.cards import parse_card
>>> board = Board(9).with_card((0, 0), parse_card("QH"))
>>> hand = {parse_card("KC"), parse_card("6S")}
>>> legal_moves(board, hand)
[Place(card=Card(rank=13, suit='♣'), cell=(-1, 0)), Place(card=Card(rank=13, suit='♣'), cell=(1, 0))]
>>> [str(b) for b in move_breaches(board, hand, "Black 1", Place(parse_card("6S"), (0, 1)))]
['rule 7: the second to fourth cards go in the row of the first card', 'rule 3: 6♠ touches only Q♥ of the other team and is not higher']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Iterable, Iterator, NamedTuple, Union

from wordgames.errors import Breach
from wordgames.games.vertical.board import (Board, Cell, card_breaches, cell_rule, fits, geometry_breaches,
                                            neighbours, open_cells)
from wordgames.games.vertical.cards import TEAMS, Card, Team, card_text
from wordgames.games.vertical.table import team_name
from wordgames.i18n import SOURCE, _, language, ngettext


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


def can_place(board: Board, cards: Iterable[Card]) -> bool:
    """Return whether some card of ``cards`` can be laid (by whichever hand holds it)."""
    return next(placements(board, cards), None) is not None


def legal_moves(board: Board, hand: Collection[Card]) -> list[Move]:
    """Return the legal moves of the hand to move holding ``hand``: its placements, or only :data:`PASS`."""
    return list(placements(board, hand)) or [PASS]


def as_place(move: object) -> Place | None:
    """Return ``move`` as a :class:`Place` if it is one (or a plain ``(card, (x, y))`` pair), else None."""
    if isinstance(move, Place):
        return move
    if (isinstance(move, tuple) and len(move) == 2 and isinstance(move[0], Card)
            and isinstance(move[1], tuple) and len(move[1]) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in move[1])):
        return Place(move[0], move[1])
    return None


def move_breaches(board: Board, hand: Collection[Card], who: str, move: object) -> list[Breach]:
    """Return every rule ``move`` of the hand ``who`` (holding ``hand``) breaks; empty when it is legal."""
    if move == PASS:
        if can_place(board, hand):
            return [Breach("(4)", _("a move is obligatory and {who} can lay a card").format(who=who))]
        return []
    place = as_place(move)
    if place is None:
        return [Breach("(5)", _("a move lays one card on a place, or passes; not {move}").format(
            move=f"{move!r:.60}"))]
    breaches = []
    if place.card not in hand:
        breaches.append(Breach("(5)", _("{card} is not in the hand of {who}").format(card=card_text(place.card),
                                                                                    who=who)))
    breaches += geometry_breaches(board, place.cell)
    if place.cell not in board.at:
        breaches += card_breaches(place.card, cell_rule(board, place.cell))
    return breaches


def dead(board: Board, cell: Cell, held: Collection[Card]) -> bool:
    """Return whether the empty ``cell`` can never be taken: all its neighbours lie and no card left fits."""
    if any(n not in board.at and board.inside(n) for n in neighbours(cell)):
        return False
    rule = cell_rule(board, cell)
    return not any(fits(card, rule) for card in held)


def game_over(board: Board, held: Collection[Card]) -> bool:
    """Return whether the game has ended (section 6) with ``held`` the cards still in any hand.

    The far row is settled (every place taken or dead), or no card held can be laid.
    """
    if board.base_complete and all(cell in board.at or dead(board, cell, held)
                                   for cell in board.far_row()):
        return True
    return not can_place(board, held)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: far places and their points per team, and the winner (``None``: a draw)."""

    far: dict[Team, int]
    points: dict[Team, int]
    winner: Team | None

    def __str__(self) -> str:
        if language() == SOURCE:
            score = ", ".join(f"{t} {self.far[t]} ({self.points[t]} points)" for t in TEAMS)
            return f"{self.winner} wins: {score}" if self.winner else f"draw: {score}"
        score = ", ".join(ngettext("{team} {far} ({n} point)", "{team} {far} ({n} points)", self.points[t]).format(
            team=team_name(t), far=self.far[t], n=self.points[t]) for t in TEAMS)
        if self.winner is None:
            return _("draw: {score}").format(score=score)
        return _("{team} win: {score}").format(team=team_name(self.winner), score=score)

    def to_dict(self) -> dict:
        """Return the outcome as JSON data."""
        return {"winner": self.winner, "far": dict(self.far), "points": dict(self.points)}


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
