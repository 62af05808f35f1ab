"""The expert player of Змейка's card game: it plans its going out, prices its cards, and guards the right word.

It reads a seat's view only (its hand, the snake, the discards, the counts)
and what it passed its partner itself.  Its judgement is a few small
measures, each a pure function in :mod:`wordgames.snake.odds` (the search for a way out is here):

* **what it has not seen** (:func:`unseen_cards`): the set less its hand, the
  snake, the discards and the cards it passed; the hands it cannot see are
  drawn from these;
* **how likely a hand holds letters** (:func:`holding_odds`);
* **what a right word asks of the next player** (:func:`needs_after`,
  :func:`chance_to_continue`): the new letters of every word that continues
  it, and how likely the next hand holds one of them;
* **what a card is worth kept** (:func:`shadow_price`): early in the game
  a card is worth keeping for a better word (the author's advice: collect
  letters and place late); as the stock runs out it turns into what it
  costs left in hand;
* **a way out** (:func:`way_out`): a search for the words, up to the limit
  of the turn, that empty the hand.

On challenges: a challenged player may name *any* unplayed word of the
lexicon that continues the right word, not only one it can lay, and this
player holds the same lexicon.  So a continuation is never "unlikely": it
exists (a challenge costs 100 for sure) or it does not (a challenge wins for
sure).  The expert challenges exactly the dead ends, as every bot does.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import numpy as np

from wordgames.snake.actions import Ask, Challenge, Done, Give, Keep, Lay, Reply
from wordgames.snake.board import LEFT, Placement, Snake
from wordgames.snake.bots import SnakeBot, is_dead_end, seated, words_of
from wordgames.snake.cards import JOKER
from wordgames.snake.legality import can_ask, can_challenge, turn_of
from wordgames.snake.moves import cards_used, placements
from wordgames.snake.odds import (any_payable, chance_to_continue, game_words, holding_odds, letter_shares, open_needs,
                                  shadow_price, unseen_cards)
from wordgames.snake.rules import Turn, points
from wordgames.snake.stages import PASS, PLACE

BRANCHES = 4      # placements tried at each step of the search for a way out


def next_turn_of(turn: Turn, p: Placement) -> Turn:
    """Return the placement rules' turn after placement ``p``."""
    return replace(turn, words_this_turn=turn.words_this_turn + 1,
                   normal_this_turn=turn.normal_this_turn or p.kind != LEFT,
                   left_used=turn.left_used or p.kind == LEFT)


def way_out(lexicon, snake: Snake, hand: Counter, turn: Turn, budget: list[int],
            found: list[Placement] | None = None) -> list[Placement] | None:
    """Return placements that empty ``hand`` this turn (no right word a dead end), or None.

    Depth first, the placements with the most new cards first, at most
    ``BRANCHES`` of them at each step; ``budget[0]`` is how many more lists of
    placements the search may make (it is spent, so that one search shares
    it).  ``found`` is the list of placements here, when the caller has it.

    >>> from wordgames.lexicon import Lexicon
    >>> from wordgames.snake.record import from_words
    >>> lex = Lexicon.from_words(["укроп", "опера", "раструб", "бубен", "убор"])
    >>> [p.word for p in way_out(lex, from_words(["укроп"]).snake(), Counter("ераструб"), Turn(), [10])]
    ['опера', 'раструб']
    """
    size = sum(hand.values())
    if size == 0:
        return []
    words_left = turn.max_words - turn.words_this_turn
    if words_left <= 0:
        return None
    if found is None:
        if budget[0] <= 0:
            return None
        budget[0] -= 1
        found = list(placements(lexicon, snake, hand, turn, jokers="needed"))
    if not found or max(p.added for p in found) * words_left < size:
        return None
    found = sorted(found, key=lambda p: (-p.added, p.word))
    longest, tried = found[0].added, 0
    for p in found:
        if p.kind != LEFT and is_dead_end(lexicon, snake, p.word, snake.played):
            continue
        if p.added == size:
            return [p]
        if words_left == 1 or longest * (words_left - 1) < size - p.added:
            continue
        rest = way_out(lexicon, snake.place(p), hand - cards_used(snake, p), next_turn_of(turn, p), budget)
        if rest is not None:
            return [p] + rest
        tried += 1
        if tried >= BRANCHES or budget[0] <= 0:
            return None
    return None


# -- the player ---------------------------------------------------------------------------------------


class ExpertPlayer(SnakeBot):
    """A planner: it prices its cards by the stock left, goes out when it pays, and leaves hard right words.

    * **Going out** (250, 200, 50 for the first three out; a card left in
      hand costs its value, a joker 10): when a search finds words that empty
      the hand this turn, it goes out — in the game of two not while the
      stock is large and the opponent far from going out (the opponent, left
      alone, would have the whole stock to itself), and never as the last
      player in while the stock lasts (no bonus, and every turn alone scores).
      Early in the game of four it asks its partner first.
    * **It does not rush**: a placement is worth its points less the shadow
      price of the cards it spends; early a card is worth keeping for a
      better word, so it lays the words whose old letters pay (long
      overlaps, a doubled left placement) and keeps jokers; as the stock
      runs out its cards turn into costs and it sheds them.
    * **The right word it leaves**: for the best candidates it reckons the
      chance that the next player (an opponent) can continue the new right
      word, from the unseen cards, and prefers right words that block the
      opponent and that it can continue itself.
    * **Its partner**: close to going out it passes the card it can least
      use; it answers the partner question with yes, unless the stock is
      large and its own hand is big (the side would lose its farmer).
    * **Discards**: the card most in excess of what words use, the costly
      ones first as the stock runs out.
    """

    kind = "expert"
    KEEP = 1.0            # a card's shadow price with a long game ahead, as a share of its value
    JOKER_KEEP = 8.0      # a joker's, likewise
    LEFT_KEEP = 10.0      # what the left placement not yet used is worth early
    HORIZON = 10.0        # own turns left under which cards start to cost
    BLOCK = 25.0          # what the next opponent's lost turn is worth
    FOLLOW = 10.0         # what a right word it can continue itself is worth
    CANDIDATES = 12       # placements whose right word is weighed
    OUT_STOCK_TWO = 1000  # in the game of two, go out with at most this many cards in the stock ...
    OUT_NEAR = 8          # ... or when the opponent holds at most this many
    ASK_STOCK = 200       # in the game of four, ask the partner first with more cards than this in the stock
    NO_STOCK = 200        # answer «нет» with more cards than this in the stock ...
    NO_HAND = 20          # ... and this many cards in hand
    GIVE_HAND = 8         # pass a card when its hand is this small
    NODES = 12            # lists of placements the search for a way out may make in a turn

    def __init__(self, lexicon, rng):
        super().__init__(lexicon, rng)
        self.given: list[str] = []        # the cards it passed its partner (it alone knows where they are)
        self.plan: list[Placement] = []   # the rest of the way out found this turn
        self.nodes = self.NODES           # the way-out search's budget left this turn

    def prepare(self, view) -> None:
        """Build now the indexes its first move reads: the moves', the game words, the letters' shares."""
        super().prepare(view)
        game_words(self.lexicon)
        letter_shares(self.lexicon)

    def choose(self, view):
        if view.phase == PLACE:
            return self.place_stage(view)
        if view.phase == PASS:
            action = self.give(view, view.legal_actions())
            if isinstance(action, Give):
                self.given.append(action.card)
            return action
        return super().choose(view)

    # -- the measures of a view -------------------------------------------------------------------

    def players_in(self, view) -> list[int]:
        return [s for s in range(view.rules.players) if s not in view.out]

    def opponents_in(self, view) -> list[int]:
        return [s for s in self.players_in(view) if view.rules.side(s) != view.rules.side(view.seat)]

    def next_player(self, view) -> int:
        n = view.rules.players
        return next(((view.seat + k) % n for k in range(1, n + 1) if (view.seat + k) % n not in view.out), view.seat)

    def turns_left(self, view) -> float:
        """Return about how many turns this seat has before the stock runs out."""
        return view.stock_size / (2 * max(1, len(self.players_in(view))))

    def price(self, view, card: str) -> float:
        return shadow_price(card, self.turns_left(view), self.HORIZON, self.KEEP, self.JOKER_KEEP, view.rules)

    def unseen(self, view) -> Counter:
        return unseen_cards(view.rules.deck, view.hand, view.snake, view.discards, self.given)

    # -- the placement stage -------------------------------------------------------------------------

    def place_stage(self, view):
        snake, turn = view.snake, view.turn
        if turn.words == 0 and turn.asked is None and not turn.challenged:   # a new turn
            self.plan, self.nodes = [], self.NODES
        if can_challenge(view) is None and is_dead_end(self.lexicon, snake, snake.right_word.word,
                                                       snake.played - {snake.right_word.word}):
            return Challenge()
        if self.plan and turn.asked is not False and not view.breaches(Lay.of(self.plan[0])):
            return Lay.of(self.plan.pop(0))          # the way out found earlier this turn, word by word
        hand = Counter(view.hand)
        found = list(placements(self.lexicon, snake, hand, turn_of(view), jokers="needed"))
        if turn.asked is not False and (turn.asked or self.wants_out(view)):
            budget = [self.nodes * (3 if turn.asked else 1)]
            out = way_out(self.lexicon, snake, hand, turn_of(view), budget, found)
            self.nodes = min(self.nodes, budget[0])
            if out:
                if can_ask(view) is None and view.stock_size > self.ASK_STOCK:
                    self.plan = out
                    return Ask()
                self.plan = out[1:]
                return Lay.of(out[0])
        return self.best_placement(view, hand, found)

    def wants_out(self, view) -> bool:
        """Return whether going out pays now."""
        others = [s for s in self.players_in(view) if s != view.seat]
        if not others:
            return view.stock_size == 0
        if view.rules.players == 2:
            opponent = others[0]
            return view.stock_size <= self.OUT_STOCK_TWO or view.sizes[opponent] <= self.OUT_NEAR
        return True

    def best_placement(self, view, hand: Counter, found: list[Placement]):
        """Return the placement worth most (points less the price of its cards, and its right word), or Done."""
        snake, rules = view.snake, view.rules
        size = sum(hand.values())
        keep_in = view.turn.asked is False or not self.wants_out(view)
        lays = [p for p in found if not (p.added == size and keep_in)]
        if not lays:
            return Done()
        prices = {card: self.price(view, card) for card in hand}
        early = min(1.0, self.turns_left(view) / self.HORIZON)

        def gain(p: Placement) -> float:
            spent = sum(prices[c] * n for c, n in cards_used(snake, p).items())
            left = self.LEFT_KEEP * early if p.kind == LEFT else 0.0
            return points(snake, p, rules.letter_values) - spent - left

        ranked = sorted(lays, key=lambda p: (-gain(p), p.word))
        context = self.next_hand(view)
        best, best_value = None, self.leave(snake, hand, context) if snake.words else 0.0
        for p in ranked[:self.CANDIDATES]:
            if p.kind != LEFT and is_dead_end(self.lexicon, snake, p.word, snake.played):
                continue
            after = snake.place(p)
            value = gain(p) + self.leave(after, hand - cards_used(snake, p), context)
            if value > best_value:
                best, best_value = p, value
        return Lay.of(best) if best is not None else Done()

    def next_hand(self, view) -> tuple[tuple[np.ndarray, float] | None, bool]:
        """Return the odds of the next player's hand (None when it is this side's) and whether this seat follows it."""
        nxt = self.next_player(view)
        follows = len(self.players_in(view)) <= 2
        if nxt == view.seat or view.rules.side(nxt) == view.rules.side(view.seat):
            return None, True
        return holding_odds(self.unseen(view), view.sizes[nxt]), follows

    def leave(self, snake: Snake, hand: Counter, context) -> float:
        """Return what leaving ``snake``'s right word at the end of the turn is worth."""
        odds, follows = context
        needs = open_needs(self.lexicon, snake.right_word.word, snake.played)
        blocked = 1.0 if odds is None else 1.0 - chance_to_continue(needs, *odds)
        value = self.BLOCK * blocked if odds is not None else 0.0
        if follows and any_payable(needs, hand):
            value += self.FOLLOW * blocked
        return value

    # -- the other stages -----------------------------------------------------------------------------

    def reply(self, view) -> Reply:
        """Say yes, unless the stock is large and this seat's own hand big."""
        return Reply(not (view.stock_size > self.NO_STOCK and len(view.hand) >= self.NO_HAND))

    def excess(self, view, card: str) -> float:
        """Return how much a card is surplus: copies beyond what words use, and its cost as the stock runs out."""
        if card == JOKER:
            return -100.0
        share = letter_shares(self.lexicon).get(card, 0.0)
        late = 1.0 - min(1.0, self.turns_left(view) / self.HORIZON)
        return view.hand.count(card) - len(view.hand) * share + (0.3 + late) * view.rules.in_hand_cost(card) / 5

    def discard(self, view, legal):
        return max(legal, key=lambda a: (self.excess(view, a.card), a.card))

    def give(self, view, legal):
        """Close to going out, pass the card it can least use (the partner has the turns to use it)."""
        partner = view.rules.partner(view.seat)
        gives = [a for a in legal if isinstance(a, Give)]
        if not gives or partner is None or len(view.hand) > self.GIVE_HAND or view.sizes[partner] < len(view.hand):
            return Keep()
        return max(gives, key=lambda a: (self.excess(view, a.card), a.card))


def expert_bot(game, rng, settings, progress=None):
    """Make the ``expert`` bot (:class:`~wordgames.descriptor.Bot`): :class:`ExpertPlayer` with its vocabulary."""
    words = words_of(game, settings)
    return seated(ExpertPlayer(words, rng), words, game)

