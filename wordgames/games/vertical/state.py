"""A position of «Гонки по вертикали» in the house protocol (:mod:`wordgames.engine`), and what a seat sees.

The *seats* are the people (section 1's players): four in 2x2, six in 3x3,
two in 1x1 (each plays two piles), three in 3p (one plays both hands of a
team); ``current_player()`` is the seat owning the hand to move
(:class:`~.table.Table` says who owns which).  The deal is a run of chance
nodes, one card each (section 2): the red cards are dealt first, one by one
round the red hands, then the black ones round the black hands; each node is
uniform over the cards of that colour not dealt yet.  After the deal the game
has no chance.

:meth:`VerticalState.view` is what one seat may see (:class:`VerticalView`):
the table, its own hand or hands, what it can work out of its partners'
(partners may not show their cards, section 2, but the team holds every card
of its colour: one partner's hand is known exactly, two partners' cards only
as a whole, the *partner pool* of 3x3), the opponents' cards as a whole (the
*pool*: the other colour's cards not on the table) and each hand's size —
never how a pool is split between the hands that hold it.

>>> from wordgames.games.vertical.cards import parse_card
>>> from wordgames.games.vertical.table import Table
>>> hands = tuple(frozenset(map(parse_card, h.split())) for h in
...               ["6H 7D", "8C 9S", "10H JD", "QC KS"])
>>> s = VerticalState(Table(), hands, Board(9))
>>> s.current_player(), len(s.legal_actions())
(0, 2)
>>> s = s.apply(Place(parse_card("6H"), (0, 0)))
>>> [str(m.card) + str(m.cell) for m in s.legal_actions()]
['8♣(-1, 0)', '9♠(-1, 0)', '8♣(1, 0)', '9♠(1, 0)']
>>> VerticalState.from_json(s.to_json()) == s
True
>>> v = s.view(1)
>>> v.hands[3] == hands[3], v.hands[0], v.hands[2], v.sizes, card_names(v.pool)
(True, None, None, (1, 2, 2, 2), ['7♦', '10♥', 'J♦'])
>>> v.legal_actions() == s.legal_actions()
True

In 3x3 a seat knows its two partners' cards only as a whole:

>>> hands = tuple(frozenset(map(parse_card, h.split())) for h in ["6H", "6C", "7H 8D", "7C", "9H", "8C"])
>>> v = VerticalState(Table.for_mode("3x3"), hands, Board(9)).view(0)
>>> v.hands[2], v.hands[4], card_names(v.partner_pool), v.sizes
(None, None, ['7♥', '8♦', '9♥'], (1, 1, 2, 1, 1, 1))
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cached_property
from typing import Any

from wordgames.engine import CHANCE, END_RULE, TERMINAL, State, json_field
from wordgames.errors import ArgumentError, Breach, InputFormatError
from wordgames.games.vertical import rules
from wordgames.games.vertical.board import Board
from wordgames.games.vertical.cards import TEAMS, Card, card_text, deck, parse_card, team_cards
from wordgames.games.vertical.rules import PASS, Move, Outcome, Place
from wordgames.games.vertical.table import (MODES, SEATINGS, Table, dealt_sizes, hand_label, hand_name, hand_team,
                                            receiver)
from wordgames.i18n import _

MAX_CELL = 64
"""The farthest a saved place may lie from the first card (the rectangle is at most 4×13)."""

DEAL_RULE = "(2)"
"""The section of the deal: a card that cannot be dealt next breaks it."""


def card_names(cards) -> list[str]:
    """Return cards as JSON: their names, low to high."""
    return [str(c) for c in sorted(cards)]


@dataclass(frozen=True)
class VerticalState(State):
    """The table, every hand's cards, the cards laid, the hand to move, how many cards are still to deal,
    and what the passes made public.

    ``not_held[h]`` is the cards hand ``h`` is known, to everyone, not to
    hold: when it passed (section 4: only a hand that cannot lay passes),
    these cards of its colour could have been laid.  Empty for every hand
    unless given.
    """

    table: Table
    hands: tuple[frozenset[Card], ...]
    board: Board
    to_move: int = 0
    to_deal: int = 0
    not_held: tuple[frozenset[Card], ...] = ()

    def __post_init__(self):
        if not self.not_held:
            object.__setattr__(self, "not_held", tuple(frozenset() for _hand in self.hands))

    @classmethod
    def initial(cls, table: Table) -> "VerticalState":
        """Return the position before the deal: empty hands, the whole deck to deal, then Red 1 to lay (section 3)."""
        return cls(table, tuple(frozenset() for _hand in range(table.hands)), Board(table.height), 0,
                   table.deck_size)

    # -- the protocol ------------------------------------------------------------------------

    @cached_property
    def over(self) -> bool:
        """Return whether the game has ended (cached: states never change)."""
        return not self.to_deal and rules.game_over(self.board, self.held)

    @property
    def held(self) -> frozenset[Card]:
        """Return every card still in a hand."""
        return frozenset().union(*self.hands)

    def current_player(self) -> int:
        if self.to_deal:
            return CHANCE
        return TERMINAL if self.over else self.table.seat_of(self.to_move)

    def _legal_actions(self) -> list[Move]:
        return rules.legal_moves(self.board, self.hands[self.to_move])

    def _chance_breaches(self, action: object) -> list[Breach]:
        """Return why ``action`` cannot be the next card of the deal (section 2)."""
        hand = hand_name(self.table, self.receiving())
        if isinstance(action, Card):
            return [Breach(DEAL_RULE, _("{card} is not a card left to deal to {hand}").format(
                card=card_text(action), hand=hand))]
        return [Breach(DEAL_RULE, _("the deal gives {hand} a card, not {action}").format(
            hand=hand, action=f"{action!r:.40}"))]

    def _breaches(self, action: object) -> list[Breach]:
        return rules.move_breaches(self.board, self.hands[self.to_move],
                                   hand_name(self.table, self.to_move), action)

    def receiving(self) -> int:
        """Return the hand the next card of the deal goes to."""
        return receiver(self.table, self.table.deck_size - self.to_deal)

    def chance_outcomes(self) -> list[tuple[Card, Fraction]]:
        """Return the cards the next hand of the deal may get: every card of its colour not dealt yet, equally likely."""
        return list(self._outcomes)

    @cached_property
    def _outcomes(self) -> tuple[tuple[Card, Fraction], ...]:
        if not self.to_deal:
            return ()
        team = hand_team(self.receiving())
        dealt = self.held
        left = [c for c in team_cards(self.table.deck_size, team) if c not in dealt]
        p = Fraction(1, len(left))
        return tuple((c, p) for c in left)

    def _apply_action(self, action: Move | Card) -> "VerticalState":
        if self.to_deal:
            hand = self.receiving()
            hands = tuple(h | {action} if i == hand else h for i, h in enumerate(self.hands))
            return replace(self, hands=hands, to_deal=self.to_deal - 1)
        hands, board, not_held = self.hands, self.board, self.not_held
        if action == PASS:
            not_held = tuple(h | self.could_lay() if i == self.to_move else h for i, h in enumerate(not_held))
        else:
            card, cell = action
            hands = tuple(h - {card} if i == self.to_move else h for i, h in enumerate(hands))
            board = board.with_card(cell, card)
        return replace(self, hands=hands, board=board, to_move=(self.to_move + 1) % len(hands), not_held=not_held)

    def could_lay(self) -> frozenset[Card]:
        """Return the cards of the moving hand's colour, held by its team, that could be laid now.

        A public fact: the team holds every card of its colour not on the
        table.  A hand that passes holds none of them.
        """
        team = frozenset().union(*(self.hands[h] for h in range(self.to_move % 2, len(self.hands), 2)))
        return frozenset(p.card for p in rules.placements(self.board, team))

    def outcome(self) -> Outcome:
        """Return the far-row count, points and winner as the table stands."""
        return rules.outcome(self.board)

    def returns(self) -> list[float]:
        """Return +1 for every seat of the winning team, −1 for the losers, 0 in a draw."""
        winner = self.outcome().winner
        return [0.0 if winner is None else 1.0 if TEAMS[team] == winner else -1.0
                for team in self.table.seat_teams()]

    def view(self, seat: int) -> "VerticalView":
        """Return what ``seat`` may see: its own hands, what it can work out of the others', every hand's size.

        Partners may not show their cards (section 2), so a seat sees only its
        own hands; what it can *work out* is shown too.  Its team holds every
        card of its colour not on the table, so the partners' cards are known
        as a whole: as one hand where a single partner holds them (2x2, the
        pair of 3p), as :attr:`VerticalView.partner_pool` where two do (3x3).
        The opponents' cards are :attr:`VerticalView.pool`, never split.
        During the deal a seat sees only its own cards so far.
        """
        if not 0 <= seat < self.table.seats:
            raise ArgumentError(_("mode {mode} has seats 0 to {last}, not {seat}").format(
                mode=self.table.mode, last=self.table.seats - 1, seat=seat), option="seat")
        mine = self.table.hands_of(seat)
        team = mine[0] % 2
        partners = [h for h in range(team, self.table.hands, 2) if h not in mine]
        seen = set(mine) if self.to_deal or len(partners) > 1 else set(mine) | set(partners)
        hands = tuple(self.hands[h] if h in seen else None for h in range(self.table.hands))
        if self.to_deal:
            pool = partner_pool = frozenset()
            not_held = tuple(frozenset() for _hand in self.hands)
        else:
            pool = frozenset().union(*(self.hands[h] for h in range(1 - team, self.table.hands, 2)))
            partner_pool = frozenset().union(*(self.hands[h] for h in partners if h not in seen))
            pools = (partner_pool, pool) if team == 0 else (pool, partner_pool)
            not_held = tuple(frozenset() if hands[h] is not None else self.not_held[h] & pools[h % 2]
                             for h in range(self.table.hands))
        return VerticalView(seat, self.table, self.board, self.to_move, self.to_deal, hands,
                            tuple(len(h) for h in self.hands), pool, self.is_terminal(), partner_pool, not_held)

    # -- JSON ---------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {**table_dict(self.table), "to_move": self.to_move, "to_deal": self.to_deal,
                "hands": [card_names(h) for h in self.hands],
                "placed": [[x, y, str(c)] for (x, y), c in self.board.placed],
                "not_held": [card_names(h) for h in self.not_held]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "VerticalState":
        table = table_from_dict(data, "state")
        hands_data = json_field(data, "hands", list, "state")
        if len(hands_data) != table.hands:
            raise InputFormatError(_("state.hands: mode {mode} has {hands} hands, not {n}").format(
                mode=table.mode, hands=table.hands, n=len(hands_data)))
        hands = tuple(frozenset(cards_from_json(h, f"state.hands[{i}]")) for i, h in enumerate(hands_data))
        placed = tuple(placed_from_json(json_field(data, "placed", list, "state")))
        to_move = json_field(data, "to_move", int, "state")
        to_deal = json_field(data, "to_deal", int, "state")
        if not 0 <= to_move < table.hands:
            raise InputFormatError(_("state.to_move: a hand from 0 to {last}, not {n}").format(last=table.hands - 1, n=to_move))
        if not 0 <= to_deal <= table.deck_size:
            raise InputFormatError(_("state.to_deal: 0 to {deck} cards, not {n}").format(deck=table.deck_size, n=to_deal))
        check_cards(table, hands, placed, to_move, to_deal)
        not_held = not_held_from_json(data.get("not_held", [[]] * table.hands), hands)
        return cls(table, hands, Board(table.height, placed), to_move, to_deal, not_held)

    def __repr__(self) -> str:
        return f"VerticalState(to_move={self.to_move}, to_deal={self.to_deal}, placed={len(self.board.placed)})"


@dataclass(frozen=True)
class VerticalView:
    """What one seat may see: the table, the hands it plays or can work out (``None`` elsewhere), sizes, pools.

    Built from the state's public facts and the seat's own cards; it keeps no
    reference to the state or to another seat's hand.  ``pool`` is the
    opponents' cards as a whole (the other colour's cards not on the table);
    ``partner_pool`` the cards of partners the seat cannot tell apart (in
    3x3, its two partners' cards as a whole: the team's colour not on the
    table and not its own), empty where a partner's hand is shown.
    ``not_held[h]`` is, for a hand the seat cannot see, the cards of its pool
    it is known not to hold (it passed when they could have been laid,
    section 4); empty elsewhere.
    ``over`` says whether the game has ended: a public fact, which depends
    only on the table and the cards still held (:func:`~.rules.game_over`),
    so the view could work it out itself (:meth:`ended`); it is passed in
    so that a bot does not pay for it at every move.
    """

    seat: int
    table: Table
    board: Board
    to_move: int
    to_deal: int
    hands: tuple[frozenset[Card] | None, ...]
    sizes: tuple[int, ...]
    pool: frozenset[Card]
    over: bool = False
    partner_pool: frozenset[Card] = frozenset()
    not_held: tuple[frozenset[Card], ...] = ()

    @property
    def team(self) -> int:
        """Return the seat's team: 0 Red, 1 Black."""
        return self.table.hands_of(self.seat)[0] % 2

    @property
    def mine(self) -> tuple[int, ...]:
        """Return the hands this seat plays."""
        return self.table.hands_of(self.seat)

    def ended(self) -> bool:
        """Return whether the game is over, worked out from the view alone (the cards held, not who holds them)."""
        if self.to_deal:
            return False
        held = self.pool.union(self.partner_pool, *(h for h in self.hands if h is not None))
        return rules.game_over(self.board, held)

    @property
    def my_turn(self) -> bool:
        """Return whether one of this seat's hands is to lay a card now."""
        return not self.to_deal and not self.over and self.to_move in self.mine

    def legal_actions(self) -> list[Move]:
        if not self.my_turn:
            return []
        return rules.legal_moves(self.board, self.hands[self.to_move])

    def breaches(self, action: object) -> list[Breach]:
        if self.to_deal:
            return [Breach(DEAL_RULE, _("the cards are still being dealt"))]
        if self.over:
            return [Breach(END_RULE, _("the game is over"))]
        if not self.my_turn:
            return [Breach("(3)", _("it is the turn of {hand}").format(hand=hand_name(self.table, self.to_move)))]
        return rules.move_breaches(self.board, self.hands[self.to_move], hand_name(self.table, self.to_move),
                                   action)

    def to_dict(self) -> dict[str, Any]:
        """Return the view as JSON data (what an external program is sent)."""
        t = self.table
        return {**table_dict(t), "seat": self.seat, "you": t.people()[self.seat], "team": TEAMS[self.team],
                "to_deal": self.to_deal, "over": self.over,
                "to_move": {"hand": self.to_move, "label": hand_label(t, self.to_move),
                            "seat": t.seat_of(self.to_move)},
                "placed": [[x, y, str(c)] for (x, y), c in self.board.placed],
                "hands": [{"hand": h, "label": hand_label(t, h), "seat": t.seat_of(h), "team": hand_team(h),
                           "size": self.sizes[h],
                           "cards": None if self.hands[h] is None else card_names(self.hands[h]),
                           "not_held": card_names(self.not_held[h]) if self.not_held else []}
                          for h in range(t.hands)],
                "pool": card_names(self.pool), "partner_pool": card_names(self.partner_pool)}


# -- reading positions -----------------------------------------------------------------------


def table_dict(table: Table) -> dict[str, Any]:
    """Return the table's rules as JSON fields."""
    return {"game": "vertical", "mode": table.mode, "deck": table.deck_size, "seating": table.seating,
            "solo": table.solo}


def table_from_dict(data: Any, where: str) -> Table:
    """Return the table a state's JSON names; raise InputFormatError naming the field that is wrong."""
    mode = json_field(data, "mode", str, where)
    deck_size = json_field(data, "deck", int, where)
    seating = json_field(data, "seating", str, where)
    solo = data.get("solo") or "red"
    if mode not in MODES:
        raise InputFormatError(_("{where}.mode: one of {choices}, not {value}").format(
            where=where, choices=", ".join(MODES), value=f"{mode!r:.40}"))
    if deck_size not in (36, 52):
        raise InputFormatError(_("{where}.deck: 36 or 52, not {value}").format(where=where, value=deck_size))
    if seating not in SEATINGS:
        raise InputFormatError(_("{where}.seating: one of {choices}, not {value}").format(
            where=where, choices=", ".join(SEATINGS), value=f"{seating!r:.40}"))
    if solo not in TEAMS:
        raise InputFormatError(_("{where}.solo: red or black, not {value}").format(where=where, value=f"{solo!r:.40}"))
    return Table.for_mode(mode, deck_size=deck_size, seating=seating, solo=solo)


def cards_from_json(data: Any, where: str) -> list[Card]:
    """Return the cards of a JSON list of names."""
    if not isinstance(data, list):
        raise InputFormatError(_("{where}: expected a list of cards, not {kind}").format(where=where, kind=type(data).__name__))
    return [card_from_json(c, f"{where}[{i}]") for i, c in enumerate(data)]


def card_from_json(data: Any, where: str) -> Card:
    """Return the card a JSON name holds."""
    if not isinstance(data, str) or len(data) > 4:
        raise InputFormatError(_("{where}: expected a card like 'Q♥', not {value}").format(where=where, value=f"{data!r:.40}"))
    try:
        return parse_card(data)
    except InputFormatError as e:
        raise InputFormatError(f"{where}: {e.message}") from None


def placed_from_json(data: list) -> list[tuple[tuple[int, int], Card]]:
    """Return the cards on the table of a JSON list of ``[x, y, card]``."""
    placed = []
    for i, item in enumerate(data):
        where = f"state.placed[{i}]"
        if not (isinstance(item, list) and len(item) == 3
                and all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= MAX_CELL for v in item[:2])):
            raise InputFormatError(_("{where}: expected [x, y, card] with x and y within {most} of the first card").format(
                where=where, most=MAX_CELL))
        placed.append(((item[0], item[1]), card_from_json(item[2], where)))
    return placed


def not_held_from_json(data: Any, hands) -> tuple[frozenset[Card], ...]:
    """Return a state's ``not_held`` from JSON: per hand, cards of its colour that it does not hold."""
    if not isinstance(data, list) or len(data) != len(hands):
        raise InputFormatError(_("state.not_held: a list of cards for each of the {hands} hands").format(
            hands=len(hands)))
    out = tuple(frozenset(cards_from_json(d, f"state.not_held[{i}]")) for i, d in enumerate(data))
    for h, cards in enumerate(out):
        if any(c.colour != hand_team(h) or c in hands[h] for c in cards):
            raise InputFormatError(_("state.not_held[{i}]: cards of the hand's colour that it does not hold").format(
                i=h))
    return out


def check_cards(table: Table, hands, placed, to_move: int, to_deal: int) -> None:
    """Raise :class:`InputFormatError` unless a position holds its deck's cards as a deal in progress or done may.

    Each card at most once and in a hand of its colour; during the deal, the
    hands as the deal has filled them and nothing on the table.  After the deal
    cards may be missing (a position made by hand, an endgame study).
    """
    laid = [c for _, c in placed]
    seen = [c for h in hands for c in h] + laid
    if len(set(seen)) != len(seen) or not set(seen) <= set(deck(table.deck_size)):
        raise InputFormatError(_("a position holds cards of the {deck}-card deck, each at most once").format(
            deck=table.deck_size))
    if len({cell for cell, _card in placed}) != len(placed):
        raise InputFormatError(_("a position has at most one card on each place"))
    for h, cards in enumerate(hands):
        if any(c.colour != hand_team(h) for c in cards):
            raise InputFormatError(_("hand {n} holds a card of the other colour").format(n=h + 1))
    if to_deal:
        expected = dealt_sizes(table, table.deck_size - to_deal)
        if placed or to_move or tuple(len(h) for h in hands) != expected:
            raise InputFormatError(_("during the deal, with {n} cards to deal, the hands hold {sizes} cards and none "
                                     "lies on the table").format(n=to_deal, sizes=", ".join(map(str, expected))))

