"""«Гонки по вертикали» on a phone: the rectangle as a grid of cards, the seat's hand as cards to tap, each
card's legal places as buttons, the other hands as counts.

Everything comes from the seat's view (the board, the hands it plays or may see, the sizes of the others)
and the game's presenter: every place button sends the move as
:meth:`~wordgames.games.vertical.presenter.VerticalPresenter.format_action` writes the legal action
(``QH b3``, ``10♦ <``, ``QH`` for the first card), read back by the table as the terminal reads it.  A card
shows its rank and suit symbol and the suit's name, and the team it belongs to is named as well as
coloured: nothing is told by colour alone.  A card in hand is a ``<details>``: tapping it opens the places
it may go (the other cards close).

>>> from wordgames.games.vertical.game import VerticalGame
>>> from wordgames.games.vertical.cards import parse_card
>>> from wordgames.games.vertical.rules import Place
>>> game = VerticalGame({"mode": None, "deck": 36}, seats=2)
>>> s = game.new_initial_state()
>>> while s.is_chance_node():
...     s = s.apply(s.chance_outcomes()[0][0])
>>> page = VerticalPage(game, game.presenter())
>>> view = s.view(s.current_player())
>>> parts = page.parts(view, s.current_player(), ["Оля", "Петя"], mine=True)
>>> parts["empty"], len(parts["hands"][0]["cards"]) == len(view.hands[view.to_move])
(True, True)
>>> card = parts["hands"][0]["cards"][0]
>>> [p["move"] for p in card["places"]] == [str(parse_card(card["move_card"]))]     # the first card: no place
True
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.games.vertical.board import COLUMNS
from wordgames.games.vertical.cards import SUITS, Card, card_text
from wordgames.games.vertical.notation import cell_name
from wordgames.games.vertical.rules import PASS, Place
from wordgames.games.vertical.table import hand_name, team_name
from wordgames.i18n import N_, _
from wordgames.web.page import Page

SUIT_NAMES = {"♥": N_("hearts"), "♦": N_("diamonds"), "♣": N_("clubs"), "♠": N_("spades")}
"""A suit's name under its symbol (a card is read by more than its colour)."""


class VerticalPage(Page):
    """The rectangle, the hands the seat plays (each card with its legal places), the other hands' counts."""

    template = "games/vertical.html"
    style = "vertical.css"

    def parts(self, view, seat: int, names: Sequence[str], mine: bool) -> dict[str, Any]:
        """Return the parts of the page (see the module's docstring)."""
        t = view.table
        legal = [a for a in view.legal_actions() if a != PASS] if mine else []
        places: dict[Card, list[dict[str, str]]] = {}
        for action in legal:
            places.setdefault(action.card, []).append(
                {"move": self.shown.format_action(view, action), "label": self.place_label(view.board, action)})
        hands = []
        for h in sorted(view.mine, key=lambda h: h != view.to_move):
            cards = view.hands[h] or frozenset()
            hands.append({"name": hand_name(t, h), "to_move": h == view.to_move and not view.to_deal,
                          "cards": [{**self.card(c), "move_card": str(c), "places": places.get(c, [])}
                                    for c in self.ordered(cards)]})
        others = []
        for h in range(t.hands):
            if h in view.mine:
                continue
            seen = view.hands[h]
            others.append({"name": hand_name(t, h), "owner": names[t.seat_of(h)], "count": view.sizes[h],
                           "to_move": h == view.to_move and not view.to_deal and not view.over,
                           "cards": [self.card(c) for c in self.ordered(seen)] if seen is not None else []})
        return {"dealing": view.to_deal, "empty": not view.board.placed, "base": not view.board.base_complete,
                "rows": self.grid(view, {a.cell for a in legal}), "columns": COLUMNS if view.board.base_complete else "", "hands": hands, "others": others,
                "pool": [self.card(c) for c in self.ordered(view.partner_pool)],
                "to_move": hand_name(t, view.to_move) if not view.to_deal and not view.over else "",
                "teams": [{"team": "red", "name": team_name("red"), "suits": [self.suit(s) for s in SUITS[:2]]},
                          {"team": "black", "name": team_name("black"), "suits": [self.suit(s) for s in SUITS[2:]]}]}

    @staticmethod
    def ordered(cards) -> list[Card]:
        """Return cards suit by suit (♥♦♣♠), low to high, as the terminal lists a hand."""
        return sorted(cards, key=lambda c: (SUITS.index(c.suit), c.rank))

    @staticmethod
    def suit(symbol: str) -> dict[str, str]:
        return {"symbol": symbol, "name": _(SUIT_NAMES[symbol])}

    def card(self, card: Card) -> dict[str, Any]:
        """Return what a card shows: its rank and suit as read in the language, the suit's name, its team."""
        return {"text": card_text(card), "suit": _(SUIT_NAMES[card.suit]), "team": card.colour}

    @staticmethod
    def place_label(board, action: Place) -> str:
        """Return how a place button reads: the cell (``b3``), or left / right of the base row, or the start."""
        if not board.placed:
            return _("start the base row")
        if not board.base_complete:
            return _("left of the row") if action.cell[0] < board.columns.start else _("right of the row")
        return cell_name(board, action.cell)

    def grid(self, view, marks: set) -> list[dict[str, Any]]:
        """Return the rectangle's rows, top row first (the base row alone, with where the next card may go,
        before it is complete): each cell a card, a free place the hand to move may take, or nothing."""
        board = view.board
        if not board.placed:
            return []
        if not board.base_complete:
            xs = range(board.columns.start - 1, board.columns.stop + 1)
            return [{"label": "", "cells": [self.cell(board, (x, 0), marks) for x in xs]}]
        return [{"label": str(y + 1), "cells": [self.cell(board, (x, y), marks) for x in board.columns]}
                for y in range(board.height - 1, -1, -1)]

    def cell(self, board, cell, marks: set) -> dict[str, Any]:
        card = board.at.get(cell)
        if card is not None:
            return {"card": self.card(card)}
        return {"free": cell in marks,
                "name": cell_name(board, cell) if board.base_complete else ""}
