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

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from wordgames.engine import CHANCE, TERMINAL, Seat, State
from wordgames.errors import Breach, InputFormatError
from wordgames.snake.actions import Action, Draw
from wordgames.snake.board import Snake
from wordgames.snake.cards import JOKER
from wordgames.snake.conditions import Side, SnakeRules
from wordgames.snake.legality import legal_actions, move_breaches, next_state
from wordgames.snake.snakeio import snake_to_dict, turn_to_dict
from wordgames.snake.stages import DEAL, FACE_UP, OVER, TAKE, UNKNOWN, Card, Hand, TurnSoFar
from wordgames.snake.view import SnakeView


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
        return tuple(legal_actions(self))

    def _legal_actions(self) -> list[Action]:
        return list(self._legal)

    def _breaches(self, action: object) -> list[Breach]:
        return move_breaches(self, action)

    def _apply_action(self, action: Action) -> "SnakeState":
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

    def view(self, seat: Seat) -> SnakeView:
        return SnakeView.of(self, seat)

    # -- JSON ----------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"hands": list(self.hands), "stock": {c: n for c, n in self.stock}, "snake": snake_to_dict(self.snake),
                "discards": "".join(self.discards), "phase": self.phase, "to_move": self.to_move,
                "dealt": self.dealt, "turn": turn_to_dict(self.turn), "right_by": self.right_by,
                "right_challenged": self.right_challenged, "challenger": self.challenger, "out": list(self.out),
                "left_used": list(self.left_used), "points": list(self.points), "taking": self.taking,
                "quiet": self.quiet, "loser": self.loser, "received": ["".join(r) for r in self.received]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "SnakeState":
        """A position is read with its game's rules and lexicon: :meth:`SnakeGame.state_from_dict
        <wordgames.snake.game.SnakeGame.state_from_dict>` (:func:`wordgames.snake.stateio.state_from_dict`)."""
        raise InputFormatError("a Змейка position is read with its game's rules")
