"""«Гонки по вертикали» for the conformance test: four people (2x2), 36 cards.

The perft positions start from one deal written out in full: the red cards
are dealt first, one by one round Red 1 and Red 2 (section 2), in the order
6♥ … A♥, 6♦ … A♦, then the black ones round Black 1 and Black 2 in the order
6♣ … A♣, 6♠ … A♠.  So

* Red 1:   6♥ 8♥ 10♥ Q♥ A♥ 7♦ 9♦ J♦ K♦      Red 2:   7♥ 9♥ J♥ K♥ 6♦ 8♦ 10♦ Q♦ A♦
* Black 1: 6♣ 8♣ 10♣ Q♣ A♣ 7♠ 9♠ J♠ K♠      Black 2: 7♣ 9♣ J♣ K♣ 6♠ 8♠ 10♠ Q♠ A♠
"""

from wordgames.games.vertical.board import ORIGIN, neighbours
from wordgames.games.vertical.cards import Card, deck
from wordgames.games.vertical.game import VerticalGame
from wordgames.games.vertical.rules import PASS, Place
from tests.conformance import Case, Perft

RED_ORDER = [f"{r}{s}" for s in "♥♦" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")]
BLACK_ORDER = [f"{r}{s}" for s in "♣♠" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")]
DEAL = RED_ORDER + BLACK_ORDER
RED_SUITS = "♥♦"


def make():
    return VerticalGame({"mode": "2x2", "deck": 36, "seating": "alternate", "solo": "red"}, seats=4)


def probes(state):
    """The mover's cards, a partner's and an opponent's card, on every place touching the table or taken;
    the pass; and some things that are not moves."""
    hand = sorted(state.hands[state.to_move])
    others = [sorted(h)[0] for i, h in enumerate(state.hands) if i != state.to_move and h]
    cells = {ORIGIN, (1, 0), (0, 1)} | {n for cell, _ in state.board.placed for n in neighbours(cell)}
    cells |= {cell for cell, _ in state.board.placed}
    cards = hand + others[:2]
    moves = [Place(c, cell) for c in cards for cell in sorted(cells)]
    return moves + [PASS, (hand[0], ORIGIN) if hand else None, Card(14, "♥"), None, "QH b3", 7]


def scorer(state, actions):
    """Count the far row from the cards laid: the base row's four columns, the top row of the 4×9
    rectangle; more places win, then more points (rank 6…14), then a draw (section 6).  Seats 0 and 2
    are Red, 1 and 3 Black."""
    laid = [a for a in actions if isinstance(a, Place)]
    height = 36 // 4
    left = min(p.cell[0] for p in laid[:4])
    far = [p.card for p in laid if p.cell[1] == height - 1 and left <= p.cell[0] < left + 4]
    red = [c for c in far if c.suit in RED_SUITS]
    black = [c for c in far if c.suit not in RED_SUITS]
    key_red = (len(red), sum(c.rank for c in red))
    key_black = (len(black), sum(c.rank for c in black))
    if key_red == key_black:
        return [0.0] * 4
    red_wins = key_red > key_black
    return [1.0 if (seat % 2 == 0) == red_wins else -1.0 for seat in range(4)]


assert sorted(DEAL) == sorted(str(c) for c in deck(36))

CASE = Case(
    make=make,
    perft=[
        Perft([], 0, "the deal: a chance node, nobody lays a card"),
        Perft(DEAL, 9, "section 3: Red 1 lays any of its 9 cards first, at the origin"),
        Perft(DEAL + [["10♥", 0, 0]], 8,
              "Black 1, beside 10♥ left or right (rule 7), must beat it (rule 3): Q♣ A♣ J♠ K♠, 2 x 4"),
        Perft(DEAL + [["10♥", 0, 0], ["J♠", 1, 0]], 8,
              "Red 2: left of 10♥ its own colour (rule 5) but no heart (rule 2): 6♦ 8♦ 10♦ Q♦ A♦; "
              "right of J♠ beat it (rule 3): K♥ Q♦ A♦ (not J♥, equal); 5 + 3"),
        Perft(DEAL + [["10♥", 0, 0], ["J♠", 1, 0], ["Q♦", 2, 0]], 6,
              "Black 2: left of 10♥ beat it: J♣ K♣ Q♠ A♠; right of Q♦ beat it: K♣ A♠; 4 + 2"),
        Perft(DEAL + [["10♥", 0, 0], ["J♠", 1, 0], ["Q♦", 2, 0], ["K♣", 3, 0]], 12,
              "the base lies, so only row 2 is open (rules 6, 8).  Red 1 (6♥ 8♥ Q♥ A♥ 7♦ 9♦ J♦ K♦): a2 over "
              "its 10♥, no heart: 7♦ 9♦ J♦ K♦; b2 beat J♠: Q♥ A♥ K♦; c2 over its Q♦, no diamond: 6♥ 8♥ Q♥ "
              "A♥; d2 beat K♣: A♥; 4 + 3 + 4 + 1"),
    ],
    probes=probes,
    bound=36 + 4 * 36 + 4,
    scorer=scorer,
    playouts=60,
)
