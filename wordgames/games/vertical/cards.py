"""Cards of «Гонки по вертикали»: suits, colours, ranks, points, the two decks.

A card is a rank and a suit.  Hearts and diamonds are the red team's, clubs
and spades the black team's.  Ranks are numbers: 2 … 10, then J = 11,
Q = 12, K = 13, A = 14, which are also the card points of rule (6) of the
text ("Шестерка дает 6 очков … Туз – 14").  "Higher" (старше) in the
placement rules means a higher rank; suits are never compared.

>>> card = parse_card("QH")
>>> card, str(card), card.colour, card.points
(Card(rank=12, suit='♥'), 'Q♥', 'red', 12)
>>> [str(c) for c in deck(36)[:10]]
['6♥', '7♥', '8♥', '9♥', '10♥', 'J♥', 'Q♥', 'K♥', 'A♥', '6♦']
>>> len(deck(36)), len(deck(52))
(36, 52)
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from wordgames.errors import InputFormatError
from wordgames.i18n import _, language

Suit = str
"""One of :data:`SUITS`."""

Team = Literal["red", "black"]
"""The two teams; a team owns every card of its colour."""

RED: Team = "red"
BLACK: Team = "black"
TEAMS: tuple[Team, Team] = (RED, BLACK)

SUITS = "♥♦♣♠"
"""Hearts and diamonds (red), clubs and spades (black)."""

SUIT_COLOUR: dict[Suit, Team] = {"♥": RED, "♦": RED, "♣": BLACK, "♠": BLACK}

SUIT_LETTERS: dict[str, Suit] = {"h": "♥", "d": "♦", "c": "♣", "s": "♠",
                                 "♥": "♥", "♦": "♦", "♣": "♣", "♠": "♠",
                                 "♡": "♥", "♢": "♦", "♧": "♣", "♤": "♠"}
"""What a player may type for a suit: English initials or the symbols."""

RANK_NAMES: dict[int, str] = {**{r: str(r) for r in range(2, 11)},
                              11: "J", 12: "Q", 13: "K", 14: "A"}

RANK_LETTERS: dict[str, int] = {**{str(r): r for r in range(2, 11)},
                                "t": 10, "j": 11, "q": 12, "k": 13, "a": 14}
"""What a player may type for a rank (``T`` is ten, as in card notation)."""

RUSSIAN_RANKS: dict[str, int] = {**{str(r): r for r in range(2, 11)}, "в": 11, "д": 12, "к": 13, "т": 14}
"""Ranks as a Russian player writes them: 2-10, В (валет), Д (дама), К (король), Т (туз)."""

RUSSIAN_SUITS: dict[str, Suit] = {"ч": "♥", "б": "♦", "т": "♣", "к": "♣", "п": "♠"}
"""Suits as a Russian player writes them: черви, бубны, трефы (or крести), пики."""

RUSSIAN_SUIT_WORDS: dict[str, Suit] = {"черви": "♥", "червы": "♥", "бубны": "♦", "трефы": "♣", "крести": "♣",
                                       "пики": "♠"}

RUSSIAN_RANK_NAMES: dict[int, str] = {**{r: str(r) for r in range(2, 11)}, 11: "В", 12: "Д", 13: "К", 14: "Т"}
"""Ranks as a Russian reader sees them printed: 2-10, В, Д, К, Т."""

DECK_SIZES = (36, 52)
LOWEST_RANK = {36: 6, 52: 2}


class Card(NamedTuple):
    """A playing card; ``rank`` is 2 … 14 (ace high)."""

    rank: int
    suit: Suit

    def __str__(self) -> str:
        return RANK_NAMES[self.rank] + self.suit

    @property
    def colour(self) -> Team:
        """Return the team this card belongs to."""
        return SUIT_COLOUR[self.suit]

    @property
    def points(self) -> int:
        """Return the card's points in the tie-break of rule (6): its rank."""
        return self.rank


def card_text(card: Card) -> str:
    """Return a card as a person reads it in the interface's language: ``Q♥``, in Russian ``Д♥``.

    ``str(card)`` stays the English name: JSON and the programs' notation use it.

    >>> from wordgames.i18n import set_language
    >>> set_language("ru"); card_text(Card(12, "♥")), card_text(Card(14, "♠")), card_text(Card(10, "♦"))
    ('Д♥', 'Т♠', '10♦')
    >>> set_language("en"); card_text(Card(12, "♥"))
    'Q♥'
    """
    names = RUSSIAN_RANK_NAMES if language() == "ru" else RANK_NAMES
    return names[card.rank] + card.suit


def deck(size: int) -> list[Card]:
    """Return the deck of ``size`` (36 or 52) cards, suit by suit, low to high."""
    if size not in DECK_SIZES:
        raise ValueError(f"a deck has 36 or 52 cards, not {size}")
    return [Card(rank, suit) for suit in SUITS for rank in range(LOWEST_RANK[size], 15)]


def team_cards(size: int, team: Team) -> list[Card]:
    """Return the cards of one team's colour in a deck of ``size`` cards."""
    return [c for c in deck(size) if c.colour == team]


def other(team: Team) -> Team:
    """Return the opposing team."""
    return BLACK if team == RED else RED


def parse_card(text: str) -> Card:
    """Return the card written as rank then suit: ``QH``, ``10♦``, ``td``, ``A♠``.

    >>> parse_card("10d"), parse_card("T♦") == parse_card("10d")
    (Card(rank=10, suit='♦'), True)
    >>> parse_card("1H")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: unknown rank '1' in '1H' (use 2-10, T, J, Q, K, A)

    In Russian, the rank 6-10, В, Д, К or Т (туз: not ten) and the suit ч, б, т (or к), п, or the suit's name:

    >>> parse_card("Дч"), parse_card("10п"), parse_card("Тт"), parse_card("к трефы")
    (Card(rank=12, suit='♥'), Card(rank=10, suit='♠'), Card(rank=14, suit='♣'), Card(rank=13, suit='♣'))
    """
    t = text.strip().lower()
    if len(t) < 2:
        raise InputFormatError(_("a card is a rank and a suit, like 'QH' or '10♦', not {text!r}").format(text=text))
    if any("а" <= ch <= "я" or ch == "ё" for ch in t):
        return _russian_card(t, text)
    rank_text, suit_text = t[:-1], t[-1]
    if suit_text not in SUIT_LETTERS:
        raise InputFormatError(_("unknown suit {suit!r} in {text!r} (use H, D, C, S or ♥♦♣♠)").format(
            suit=text.strip()[-1], text=text))
    if rank_text not in RANK_LETTERS:
        raise InputFormatError(_("unknown rank {rank!r} in {text!r} (use 2-10, T, J, Q, K, A)").format(
            rank=text.strip()[:-1], text=text))
    return Card(RANK_LETTERS[rank_text], SUIT_LETTERS[suit_text])


def _russian_card(t: str, text: str) -> Card:
    """Return the card written the Russian way (``дч``, ``10п``, ``т трефы``); ``t`` is ``text`` lowered."""
    words = t.split()
    if len(words) == 2 and words[1] in RUSSIAN_SUIT_WORDS:
        rank_text, suit = words[0], RUSSIAN_SUIT_WORDS[words[1]]
    elif len(words) == 1 and t[-1] in RUSSIAN_SUITS:
        rank_text, suit = t[:-1], RUSSIAN_SUITS[t[-1]]
    elif len(words) == 1 and t[-1] in SUIT_LETTERS and t[-1] not in "hdcs":   # a Russian rank, a suit symbol
        rank_text, suit = t[:-1], SUIT_LETTERS[t[-1]]
    else:
        raise InputFormatError(_("unknown suit in {text!r} (the Russian way: ч, б, т or к, п — черви, бубны, "
                                 "трефы, пики — or ♥♦♣♠)").format(text=text))
    if rank_text not in RUSSIAN_RANKS:
        raise InputFormatError(_("unknown rank {rank!r} in {text!r} (the Russian way: 2-10, В, Д, К, Т)").format(
            rank=rank_text, text=text))
    return Card(RUSSIAN_RANKS[rank_text], suit)
