"""The cards of a whole game of Змейка as its referee knows them: the hands, the stock, every card seen.

A record need not show every card: a deal not written down, two cards taken
unseen.  A :class:`Hand` is therefore some known cards and a number of unknown
ones; a card laid, discarded or passed from the unknown ones becomes known.
The :class:`Ledger` keeps the hands, the cards left in the stock and the
cards seen anywhere (the snake, the discards, known hand cards), and holds
the seen ones to the card set: no letter may be seen more often than the
set holds it.  What breaks that, or a hand that cannot hold what it pays,
comes back as complaints, ``(rule, message)`` pairs the referee writes down
by line and column.

Two players, a set of eight cards, hands of two: Оля's deal is recorded,
Петя's is not; the face-up card is «в»; Петя takes «г» and one card unseen,
Оля the last card of the stock, unseen, then discards «г» — the set's one
«г» seen twice.

>>> ledger = Ledger.of(Counter({"а": 3, "б": 2, "в": 2, "г": 1}), ("Оля", "Петя"))
>>> ledger.deal(2, ("аб", None)), ledger.start("в"), ledger.stock
([], [], 3)
>>> ledger.take(1, ("г", None)), ledger.take(0, ()), ledger.stock
([], [], 0)
>>> ledger.discard(0, "г")
[('cards', '«г» seen 2 times: the set has 1')]
>>> [(+hand.known, hand.unknown) for hand in ledger.hands]
[(Counter({'а': 1, 'б': 1}), 0), (Counter({'г': 1}), 3)]
>>> ledger.left(0, None), ledger.left(1, None)
((Counter({'а': 1, 'б': 1}), []), (None, []))

A ``left`` line for Петя of two cards, where the ledger counts four (the
«г» and three unseen), and one of them a «ж» the set does not hold:

>>> cards, complaints = ledger.left(1, "гж")
>>> cards
Counter({'г': 1, 'ж': 1})
>>> for rule, message in complaints:
...     print(rule, message)
left Петя is left with 4 cards including г, not г ж
cards «ж» seen 1 time: the set has 0
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from wordgames.i18n import _, ngettext
from wordgames.snake.cards import JOKER

Complaint = tuple[str, str]
"""A rule the cards break, as ``(rule, message)``: the referee adds where."""


@dataclass
class Hand:
    """A hand as the referee knows it: some cards known, a number unknown."""

    known: Counter = field(default_factory=Counter)
    unknown: int = 0

    @property
    def size(self) -> int:
        return sum(self.known.values()) + self.unknown

    def pay(self, cards: Counter) -> tuple[Counter, Counter]:
        """Take ``cards`` out: return (the cards revealed from unknown ones, the cards the hand cannot have)."""
        revealed, short = Counter(), Counter()
        for card, n in cards.items():
            from_known = min(n, self.known[card])
            self.known[card] -= from_known
            rest = n - from_known
            from_unknown = min(rest, self.unknown)
            self.unknown -= from_unknown
            revealed[card] += from_unknown
            short[card] += rest - from_unknown
        self.known += Counter()
        return revealed, +short


@dataclass
class Ledger:
    """The hands by seat, the stock left, and every card seen, against the card set ``deck``."""

    players: tuple[str, ...]
    deck: Counter
    hands: list[Hand]
    seen: Counter = field(default_factory=Counter)
    stock: int = 0

    @classmethod
    def of(cls, deck: Counter, players: tuple[str, ...]) -> Ledger:
        """Return the ledger before the deal: every card of ``deck`` in the stock."""
        return cls(tuple(players), deck, [Hand() for _ in players], Counter(), sum(deck.values()))

    def reveal(self, cards: Counter) -> list[Complaint]:
        """Count cards as seen; a letter seen more often than the set holds it is a complaint."""
        self.seen += cards
        complaints = []
        for card in cards:
            if self.seen[card] > self.deck[card]:
                n, most = self.seen[card], self.deck[card]
                complaints.append(("cards", (ngettext("a joker seen {n} time: the set has {most}",
                                                      "a joker seen {n} times: the set has {most}", n)
                                             if card == JOKER else
                                             ngettext("«{card}» seen {n} time: the set has {most}",
                                                      "«{card}» seen {n} times: the set has {most}", n)).format(
                    card=card, n=n, most=most)))
        return complaints

    def deal(self, size: int, deal: tuple[str | None, ...] = ()) -> list[Complaint]:
        """Deal ``size`` cards to every seat: the cards of ``deal`` known, a seat's ``None`` (or no deal) unseen."""
        complaints = []
        for seat, player in enumerate(self.players):
            known = deal[seat] if deal else None
            if known is not None:
                if len(known) != size:
                    complaints.append(("deal", ngettext("{player} was dealt {n} card, not {size}",
                                                        "{player} was dealt {n} cards, not {size}", len(known)).format(
                        player=player, n=len(known), size=size)))
                self.hands[seat] = Hand(Counter(known), max(0, size - len(known)))
                complaints += self.reveal(Counter(known))
            else:
                self.hands[seat] = Hand(Counter(), size)
            self.stock -= size
        return complaints

    def start(self, letter: str) -> list[Complaint]:
        """Turn the face-up card ``letter`` over from the stock."""
        self.stock -= 1
        return self.reveal(Counter(letter))

    def lay(self, seat: int, cards: Counter, word: str) -> list[Complaint]:
        """Lay ``cards`` from the hand of ``seat`` for ``word``."""
        revealed, short = self.hands[seat].pay(cards)
        complaints = []
        if short:
            shown = " ".join(sorted(short.elements()))
            complaints.append(("hand", _("{player} holds no {cards} for «{word}»").format(
                player=self.players[seat], cards=shown, word=word)))
        return complaints + self.reveal(revealed)

    def take(self, seat: int, cards: tuple[str | None, ...]) -> list[Complaint]:
        """Take two cards from the stock (what is left of it) for ``seat``: ``cards`` as recorded, ``None`` unseen."""
        due = min(2, self.stock)
        complaints = []
        if cards and len(cards) != due:
            complaints.append(("take", ngettext("{n} card is taken from a stock of {stock}, not {given}",
                                                "{n} cards are taken from a stock of {stock}, not {given}", due).format(
                n=due, stock=self.stock, given=len(cards))))
        hand = self.hands[seat]
        known = Counter(c for c in cards[:due] if c is not None)
        hand.known += known
        hand.unknown += due - sum(known.values())
        complaints += self.reveal(known)
        self.stock -= due
        return complaints

    def discard(self, seat: int, card: str | None) -> list[Complaint]:
        """Discard ``card`` from the hand of ``seat`` (``None``: a card the record does not name)."""
        hand = self.hands[seat]
        if card is None:
            hand.unknown -= 1
            return [("discard", _("the discard is shown to everyone: name its card"))]
        revealed, short = hand.pay(Counter(card))
        complaints = []
        if short:
            complaints.append(("discard", _("{player} holds no «{card}» to discard").format(
                player=self.players[seat], card=card)))
        return complaints + self.reveal(revealed)

    def give(self, seat: int, to: int, card: str | None) -> list[Complaint]:
        """Pass ``card`` from the hand of ``seat`` to the partner's ``to`` (``None``: unseen, as by opponents)."""
        hand, partner = self.hands[seat], self.hands[to]
        if hand.size < 2:
            return [("pass", _("a player does not pass the last card of the hand"))]
        complaints = []
        if card is None:
            if hand.unknown:
                hand.unknown -= 1
            else:
                gone = next(iter(+hand.known))
                hand.known[gone] -= 1
                hand.known += Counter()
                self.seen[gone] -= 1
            partner.unknown += 1
        else:
            revealed, short = hand.pay(Counter(card))
            if short:
                complaints.append(("pass", _("{player} holds no «{card}» to pass").format(
                    player=self.players[seat], card=card)))
            complaints += self.reveal(revealed)
            partner.known[card] += 1
        return complaints

    def left(self, seat: int, recorded: str | None) -> tuple[Counter | None, list[Complaint]]:
        """Return the cards left in the hand of ``seat`` (``None`` if not known) and what ``recorded`` contradicts.

        The cards left are the ``left`` line of the record when it has one, else the hand when fully known.
        """
        hand = self.hands[seat]
        if recorded is None:
            return (None if hand.unknown else hand.known), []
        cards = Counter(recorded)
        complaints = []
        if len(recorded) != hand.size or hand.known - cards:
            shown = " ".join(recorded) or _("none")
            message = (ngettext("{player} is left with {n} card including {known}, not {recorded}",
                                "{player} is left with {n} cards including {known}, not {recorded}", hand.size)
                       if hand.known else
                       ngettext("{player} is left with {n} card, not {recorded}",
                                "{player} is left with {n} cards, not {recorded}", hand.size))
            complaints.append(("left", message.format(player=self.players[seat], n=hand.size, recorded=shown,
                                                      known=" ".join(sorted(hand.known.elements())))))
        return cards, complaints + self.reveal(cards - hand.known)


__all__ = ["Complaint", "Hand", "Ledger"]
