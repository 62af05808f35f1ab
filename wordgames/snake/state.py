"""The card game of Змейка: the deal, the four stages of a turn, going out, challenges, the count.

Two or four players; four play in two teams, partners opposite (seats 0
and 2 against 1 and 3), turns go clockwise, the player left of the dealer
(seat 0) first.  The state is a value of the house protocol
(:mod:`wordgames.engine`); the stages of a turn are its phases:

``deal``, ``face-up``
    chance: the hands are dealt card by card round the table, then one
    card of the stock is turned face up and starts the snake (a joker turned
    up goes back into the stock and the next card is turned: the snake never
    starts with a joker).
``place``
    the player to move may first challenge the current right word
    (:class:`Challenge`, when an opponent laid it) and, in the game of four,
    ask «Партнер, могу ли я выйти?» (:class:`Ask`); then lays words
    (:class:`Lay`, up to seven) and ends the stage (:class:`Done`).
``answer``, ``reply``
    the challenged player names a continuation (:class:`Name`) or concedes
    (:class:`Concede`); the partner answers the question (:class:`Reply`).
``take``
    chance: two cards from the stock (one when one is left, none from an
    empty stock; none for a player who went out).
``discard``
    obligatory after taking, forbidden otherwise (:class:`Discard`).
``pass``
    in the game of four, after a discard: one card to the partner, unseen
    by the opponents (:class:`Give`), or none (:class:`Keep`).

Rule 5 is enforced as the text says, by challenges (rule option
``rule5 = "challenge"``): a dead end may be laid, and loses the game if an
opponent asks and no continuation can be named; ``"strict"`` refuses it.
The stock holds no order: each card taken is a chance outcome over the cards
left in it, weighted by how many of each there are.

>>> from wordgames.lexicon import Lexicon
>>> rules = SnakeRules(players=2, hand_size=3)
>>> s = SnakeState.initial(rules, Lexicon.from_words(["опера", "раструб"]))
>>> s.phase, s.current_player() == -1, len(s.chance_outcomes())
('deal', True, 33)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any, Iterable

from wordgames.engine import CHANCE, TERMINAL, State
from wordgames.errors import Breach, InputFormatError, UsageError
from wordgames.snake.board import Placement, Snake
from wordgames.snake.cards import (CARD_COUNTS, GOING_OUT_BONUSES, HAND_SIZE, ILLEGAL_INFORMATION_PENALTY,
                                   JOKER, JOKER_IN_HAND_PENALTY, JOKERS, LETTER_VALUES, MAX_WORDS_PER_TURN,
                                   UNFOUNDED_DISTRUST_PENALTY)

Seat = int
Side = int
Card = str          # a letter, or JOKER
Hand = str          # the cards of a hand, sorted: "аакк*"

DEAL, FACE_UP, PLACE, ANSWER, REPLY, TAKE, DISCARD, PASS, OVER = (
    "deal", "face-up", "place", "answer", "reply", "take", "discard", "pass", "over")
PHASES = (DEAL, FACE_UP, PLACE, ANSWER, REPLY, TAKE, DISCARD, PASS, OVER)
CHALLENGE_MODE, STRICT_MODE = "challenge", "strict"
ANY_TIME, FIRST = "any", "first"     # when a challenge may be made in the turn (rule option ``challenge_time``)
TAKE_COUNT = 2
UNKNOWN = "?"
"""A card in a hand that nobody saw: a record's deal not written down, a card taken or passed unseen.

The table never deals one (every hand is known to the state); a referee replaying
a record does.  The state's ``stock`` then holds every card not seen (the stock and
the unknown cards of the hands alike), and :attr:`SnakeState.stock_size` counts
the stock alone.  Laying, discarding or passing a letter the hand holds only as an
unknown card reveals it: it leaves the cards not seen.
"""


# -- actions --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw:
    """Chance: the card dealt, turned face up, or taken from the stock."""

    card: Card


@dataclass(frozen=True)
class Challenge:
    """«Какое продолжение вы имели в виду?» — asked of the player who laid the right word."""


@dataclass(frozen=True)
class Name:
    """The challenged player names a continuation of the right word."""

    word: str


@dataclass(frozen=True)
class Concede:
    """The challenged player cannot name a continuation: the side loses the game."""


@dataclass(frozen=True)
class Ask:
    """«Партнер, могу ли я выйти?»"""


@dataclass(frozen=True)
class Reply:
    """The partner's answer: yes (then the asker must go out this turn) or no (then the asker may not)."""

    yes: bool


@dataclass(frozen=True)
class Lay:
    """A placement: the word, how it lies (board.KINDS), its new cards, which of them are jokers."""

    word: str
    kind: str
    added: int
    jokers: tuple[int, ...] = ()

    @property
    def placement(self) -> Placement:
        return Placement(self.word, self.kind, self.added, frozenset(self.jokers))

    @classmethod
    def of(cls, p: Placement) -> "Lay":
        return cls(p.word, p.kind, p.added, tuple(sorted(p.jokers)))


@dataclass(frozen=True)
class Done:
    """The end of the placement stage (placing nothing is allowed)."""


@dataclass(frozen=True)
class Discard:
    """The card discarded, shown to everyone."""

    card: Card


@dataclass(frozen=True)
class Give:
    """One card passed to the partner, unseen by the opponents."""

    card: Card


@dataclass(frozen=True)
class Keep:
    """No card passed."""


Action = Draw | Challenge | Name | Concede | Ask | Reply | Lay | Done | Discard | Give | Keep


# -- the rules agreed ------------------------------------------------------------------------------


@dataclass(frozen=True)
class SnakeRules:
    """The author's conditions as defaults, each a rule option."""

    players: int = 4
    hand_size: int = HAND_SIZE
    bonuses: tuple[int, ...] = GOING_OUT_BONUSES
    distrust_penalty: int = UNFOUNDED_DISTRUST_PENALTY
    information_penalty: int = ILLEGAL_INFORMATION_PENALTY
    joker_penalty: int = JOKER_IN_HAND_PENALTY
    max_words: int = MAX_WORDS_PER_TURN
    rule5: str = CHALLENGE_MODE
    challenge_time: str = ANY_TIME
    counts: tuple[tuple[str, int], ...] = tuple(sorted(CARD_COUNTS.items()))
    jokers: int = JOKERS
    values: tuple[tuple[str, int], ...] = tuple(sorted(LETTER_VALUES.items()))

    def __post_init__(self):
        from wordgames.i18n import _
        if self.players not in (2, 4):
            raise UsageError(_("Змейка is played by 2 or 4 players, not {n}").format(n=self.players))
        if self.rule5 not in (CHALLENGE_MODE, STRICT_MODE):
            raise UsageError(_("rule 5 is played by challenge or strict, not {mode!r}").format(mode=self.rule5))
        if self.challenge_time not in (ANY_TIME, FIRST):
            raise UsageError(_("a challenge is made at any time of the turn or first, not {when!r}").format(
                when=self.challenge_time))
        if not 1 <= self.max_words <= 100:
            raise UsageError(_("at most 1 to 100 words a turn, not {n}").format(n=self.max_words))
        total = sum(count for _letter, count in self.counts) + self.jokers
        if not 1 <= self.hand_size or self.players * self.hand_size + 1 > total:
            raise UsageError(_("{players} hands of {size} cards and a face-up card need more than the {total} cards "
                               "of the set").format(players=self.players, size=self.hand_size, total=total))

    @property
    def deck(self) -> Counter:
        """Return the whole card set (jokers as ``*``)."""
        deck = Counter(dict(self.counts))
        if self.jokers:
            deck[JOKER] = self.jokers
        return deck

    @cached_property
    def letter_values(self) -> dict[str, int]:
        """Return the letter values agreed, as a dict."""
        return dict(self.values)

    def value(self, card: Card) -> int:
        """Return what a card is worth in a word (a joker nothing)."""
        return 0 if card == JOKER else self.letter_values[card]

    def in_hand_cost(self, card: Card) -> int:
        """Return what a card left in hand costs at the end (a joker its own penalty)."""
        return self.joker_penalty if card == JOKER else self.letter_values[card]

    def side(self, seat: Seat) -> Side:
        """Return the side of a seat: partners opposite in the game of four."""
        return seat % 2

    def partner(self, seat: Seat) -> Seat | None:
        """Return the partner's seat (None in the game of two)."""
        return (seat + 2) % 4 if self.players == 4 else None


# -- the state ------------------------------------------------------------------------------------


def add(hand: Hand, cards: Iterable[Card]) -> Hand:
    """Return the hand with ``cards`` added."""
    return "".join(sorted(hand + "".join(cards)))


def take_out(hand: Hand, cards: Iterable[Card]) -> Hand:
    """Return the hand without ``cards`` (which it holds)."""
    left = Counter(hand)
    left.subtract(cards)
    return "".join(sorted(left.elements()))


@dataclass(frozen=True)
class TurnSoFar:
    """What the player to move has done this turn."""

    words: int = 0                 # words laid this turn
    normal: bool = False           # a normal (right or first) placement among them
    left: bool = False             # the left placement among them
    challenged: bool = False       # a challenge was made this turn
    asked: bool | None = None      # None: not asked; True/False: the partner's reply
    went_out: bool = False
    took: int = 0                  # cards taken from the stock this turn


@dataclass(frozen=True)
class SnakeState(State):
    """A position of the card game: hands, stock, snake, discards, whose turn and what it has done."""

    rules: SnakeRules
    hands: tuple[Hand, ...]
    stock: tuple[tuple[Card, int], ...]
    snake: Snake | None = None
    discards: tuple[Card, ...] = ()
    phase: str = DEAL
    to_move: Seat = 0
    dealt: int = 0
    turn: TurnSoFar = TurnSoFar()
    right_by: Seat | None = None            # who laid the current right word
    right_challenged: bool = False          # the current right word has been challenged and stood
    challenger: Seat | None = None          # who asks, while a challenge is answered
    out: tuple[Seat, ...] = ()              # seats that went out, in order
    left_used: tuple[bool, ...] = ()
    points: tuple[int, ...] = (0, 0)        # per side: words, bonuses, penalties so far
    taking: int = 0                         # cards still to take this turn
    quiet: int = 0                          # turns in a row with nothing laid, the stock empty
    loser: Side | None = None               # the side that lost a challenge
    received: tuple[tuple[Card, ...], ...] = ()   # cards each seat was passed (it alone knows)
    lexicon: Any = field(default=None, compare=False, repr=False)

    @classmethod
    def initial(cls, rules: SnakeRules, lexicon) -> "SnakeState":
        """Return the position before the deal: every card in the stock."""
        n = rules.players
        return cls(rules, ("",) * n, tuple(sorted(rules.deck.items())), left_used=(False,) * n,
                   received=((),) * n, lexicon=lexicon)

    # -- whose turn ------------------------------------------------------------------------

    def current_player(self) -> Seat:
        if self.phase == OVER:
            return TERMINAL
        if self.phase in (DEAL, FACE_UP, TAKE):
            return CHANCE
        return self.to_move

    @cached_property
    def stock_size(self) -> int:
        """Return how many cards the stock holds (the cards not seen, less the unknown cards of the hands)."""
        return sum(n for _, n in self.stock) - sum(hand.count(UNKNOWN) for hand in self.hands)

    @property
    def hand_to_move(self) -> Hand:
        """Return the hand of the seat to move."""
        return self.hands[self.to_move]

    def in_game(self, seat: Seat) -> bool:
        """Return whether a seat has not gone out."""
        return seat not in self.out

    def next_seat(self, seat: Seat) -> Seat:
        """Return the next seat clockwise that is still in the game."""
        n = self.rules.players
        for k in range(1, n + 1):
            if self.in_game((seat + k) % n):
                return (seat + k) % n
        return seat

    # -- chance ----------------------------------------------------------------------------------

    def chance_outcomes(self) -> list[tuple[Draw, Fraction]]:
        if self.current_player() != CHANCE:
            return []
        cards = [(c, n) for c, n in self.stock if n > 0 and not (self.phase == FACE_UP and c == JOKER)]
        total = sum(n for _, n in cards)
        return [(Draw(c), Fraction(n, total)) for c, n in cards]

    # -- the rules of a move ---------------------------------------------------------------------

    @cached_property
    def _legal(self) -> tuple[Action, ...]:
        from wordgames.snake.legality import legal_actions
        return tuple(legal_actions(self))

    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def move_breaches(self, action: object) -> list[Breach]:
        from wordgames.snake.legality import move_breaches
        return move_breaches(self, action)

    def next_state(self, action: Action) -> "SnakeState":
        from wordgames.snake.legality import next_state
        return next_state(self, action)

    # -- the count ---------------------------------------------------------------------------------

    def side_totals(self) -> list[int]:
        """Return each side's count so far: words, bonuses and penalties, minus the cards in hand."""
        totals = list(self.points)
        for seat, hand in enumerate(self.hands):
            totals[self.rules.side(seat)] -= sum(self.rules.in_hand_cost(c) for c in hand)
        return totals

    def returns(self) -> list[float]:
        """Return +1 for the winning side's seats, −1 for the losers, 0 for a draw."""
        if self.loser is not None:
            return [-1.0 if self.rules.side(s) == self.loser else 1.0 for s in range(self.rules.players)]
        totals = self.side_totals()
        best = max(totals)
        if totals.count(best) > 1:
            return [0.0] * self.rules.players
        return [1.0 if totals[self.rules.side(s)] == best else -1.0 for s in range(self.rules.players)]

    def view(self, seat: Seat):
        from wordgames.snake.view import SnakeView
        return SnakeView.of(self, seat)

    # -- JSON ----------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        from wordgames.snake.stateio import state_to_dict
        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any], rules: SnakeRules | None = None, lexicon=None) -> "SnakeState":
        from wordgames.snake.stateio import state_from_dict
        if rules is None:
            raise InputFormatError("a Змейка position is read with its game's rules")
        return state_from_dict(data, rules, lexicon)
