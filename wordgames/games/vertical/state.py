"""A position of «Гонки по вертикали» in the engine's shape (:mod:`wordgames.games.engine`).

The engine's *players* are the hands (piles): ``current_player()`` is the
hand to move, 0 … 2k−1 in the order Red 1, Black 1, Red 2, Black 2 …; a
person who plays two hands (1x1, 3p) is one player object passed for both.
The deal is not a chance node (it has billions of outcomes): it is sampled
from an injected ``random.Random`` into the initial state by
:func:`wordgames.games.vertical.deal.deal`.  After the deal the game has no
chance at all.

>>> from wordgames.games.vertical.cards import parse_card
>>> from wordgames.games.vertical.table import Table
>>> hands = tuple(frozenset(map(parse_card, h.split())) for h in
...               ["6H 7D", "8C 9S", "10H JD", "QC KS"])
>>> s = VerticalState.start(Table(), hands)
>>> s.current_player(), len(s.legal_actions())
(0, 2)
>>> s = s.apply(Place(parse_card("6H"), (0, 0)))
>>> [str(m.card) + str(m.cell) for m in s.legal_actions()]
['8♣(-1, 0)', '9♠(-1, 0)', '8♣(1, 0)', '9♠(1, 0)']
>>> VerticalState.from_json(s.to_json(), VerticalState) == s
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from wordgames.errors import InputFormatError
from wordgames.games.engine import TERMINAL, State
from wordgames.games.vertical import rules
from wordgames.games.vertical.board import Board, Breach
from wordgames.games.vertical.cards import Card, deck, parse_card
from wordgames.games.vertical.rules import PASS, Move, Outcome, Place
from wordgames.games.vertical.table import Table, hand_team


@dataclass(frozen=True)
class VerticalState(State):
    """The table, every hand's cards, the cards laid, and the hand to move."""

    table: Table
    hands: tuple[frozenset[Card], ...]
    board: Board
    to_move: int = 0

    @classmethod
    def start(cls, table: Table, hands: tuple[frozenset[Card], ...]) -> "VerticalState":
        """Return the position before the first card, Red 1 (the red captain) to move (section 3)."""
        return cls(table, tuple(frozenset(h) for h in hands), Board(table.height), 0)

    @cached_property
    def over(self) -> bool:
        """Return whether the game has ended (cached: states never change)."""
        return rules.game_over(self.board, self.hands)

    def current_player(self) -> int:
        return TERMINAL if self.over else self.to_move

    def is_terminal(self) -> bool:
        return self.over

    def legal_actions(self) -> list[Move]:
        return rules.legal_moves(self)

    def is_legal(self, action: Move) -> bool:
        return not rules.verdict(self, action)

    def verdict(self, action: object) -> list[Breach]:
        """Return every rule ``action`` breaks here (empty when legal)."""
        return rules.verdict(self, action)

    def chance_outcomes(self):
        return []

    def apply(self, action: Move) -> "VerticalState":
        return rules.apply(self, action)

    def outcome(self) -> Outcome:
        """Return the far-row count, points and winner as the table stands."""
        return rules.outcome(self.board)

    def returns(self) -> list[float]:
        """Return +1 for every hand of the winning team, −1 for the losers, 0 in a draw."""
        winner = self.outcome().winner
        return [0.0 if winner is None else 1.0 if hand_team(h) == winner else -1.0
                for h in range(self.table.hands)]

    def to_dict(self) -> dict[str, Any]:
        t = self.table
        return {"game": "vertical", "deck": t.deck_size, "mode": t.mode, "owners": list(t.owners),
                "seating": t.seating, "to_move": self.to_move,
                "hands": [sorted(str(c) for c in sorted(h)) for h in self.hands],
                "placed": [[x, y, str(c)] for (x, y), c in self.board.placed]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "VerticalState":
        try:
            owners = tuple(data["owners"])
            table = Table(deck_size=data["deck"], hands_per_team=len(owners) // 2, owners=owners,
                          seating=data["seating"], mode=data["mode"])
            hands = tuple(frozenset(parse_card(c) for c in h) for h in data["hands"])
            placed = tuple(((int(x), int(y)), parse_card(c)) for x, y, c in data["placed"])
            to_move = int(data["to_move"])
        except (KeyError, TypeError, ValueError) as e:
            raise InputFormatError(f"not a saved vertical-race position: {e!r}") from None
        check_cards(table, hands, placed, to_move)
        return cls(table, hands, Board(table.height, placed), to_move)

    def __repr__(self) -> str:
        return f"VerticalState(to_move={self.to_move}, placed={len(self.board.placed)})"


def check_cards(table: Table, hands, placed, to_move: int) -> None:
    """Raise :class:`InputFormatError` unless a saved position holds cards of its deck, each at most once, by colour."""
    seen = [c for h in hands for c in h] + [c for _, c in placed]
    if len(set(seen)) != len(seen) or not set(seen) <= set(deck(table.deck_size)):
        raise InputFormatError(f"a saved position holds cards of the {table.deck_size}-card deck, each at most once")
    if len(hands) != table.hands or not 0 <= to_move < table.hands:
        raise InputFormatError(f"a saved position of mode {table.mode} has {table.hands} hands")
    for h, cards in enumerate(hands):
        if any(c.colour != hand_team(h) for c in cards):
            raise InputFormatError(f"hand {h + 1} holds a card of the other colour")


__all__ = ["VerticalState", "Place", "PASS"]
