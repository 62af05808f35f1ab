"""The rules of a turn of Змейка: every legal action, every rule an action breaks, what it does.

One check (:func:`move_breaches`) and one generator (:func:`legal_actions`),
both built on :func:`wordgames.snake.rules.check` for placements and on the
same small predicates for the rest, so they cannot disagree; the
conformance test pins them against each other.  They read only what the
seat to move may know (its hand, the snake, the turn so far), so a seat's
view answers them exactly as the state does.

The rules an action can break, by name: the text's placement rules ``1`` …
``6``, ``seven``, ``left-once``, ``left-alone``, ``left-out`` (see
:mod:`.rules`); ``hand`` (the cards must be in the hand); ``challenge``
(only the player to move, before laying anything, and only an opponent's
right word that has not been challenged); ``answer`` (a named continuation
must be correct: rules 1–4 and 6 after the right word; otherwise concede);
``ask`` (the partner question: the game of four, before laying anything, once
a turn, the partner still in; after «нет» the player may not go out);
``joker`` (a joker is one of the new cards); ``discard``, ``pass``,
``stage`` (an action of another stage of the turn).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from wordgames.errors import Breach
from wordgames.i18n import N_, NC_, _, ngettext, pgettext
from wordgames.snake.actions import Ask, Challenge, Concede, Discard, Done, Draw, Give, Keep, Lay, Name, Reply
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Placement, Snake
from wordgames.snake.cards import JOKER
from wordgames.snake.challenge import claim_faults
from wordgames.snake.conditions import CHALLENGE_MODE, FIRST, STRICT_MODE
from wordgames.snake.continuations import continuations, familiar_first
from wordgames.snake.moves import cards_used, placements
from wordgames.snake.rules import Turn, check, points
from wordgames.snake.stages import (ANSWER, DEAL, DISCARD, FACE_UP, OVER, PASS, PLACE, REPLY, TAKE, TAKE_COUNT,
                                    UNKNOWN, TurnSoFar, add)

if TYPE_CHECKING:
    from wordgames.snake.state import SnakeState

STAGE_OF = {Challenge: PLACE, Ask: PLACE, Lay: PLACE, Done: PLACE, Name: ANSWER, Concede: ANSWER,
            Reply: REPLY, Discard: DISCARD, Give: PASS, Keep: PASS}
MOVE_WORDS = {
    Challenge: NC_("move", "a challenge ('challenge')"), Ask: NC_("move", "the question to your partner ('ask')"),
    Lay: NC_("move", "a word laid"), Done: NC_("move", "'done' (the end of the placement stage)"),
    Name: NC_("move", "a continuation named"), Concede: NC_("move", "conceding ('concede')"),
    Reply: NC_("move", "a reply to your partner"), Discard: NC_("move", "a discard"),
    Give: NC_("move", "a card passed to your partner"), Keep: NC_("move", "keeping your cards ('keep')"),
}
"""What a move is taken for when it is not a move of the stage."""
NOW_DO = {
    PLACE: N_("{move} is not a move of this stage: now is the placement stage; lay a word (ра|струб), or end "
              "the stage with 'done'"),
    ANSWER: N_("{move} is not a move of this stage: you were challenged; name the continuation of the right "
               "word you meant, or 'concede'"),
    REPLY: N_("{move} is not a move of this stage: your partner asks «могу ли я выйти?»; answer yes or no"),
    DISCARD: N_("{move} is not a move of this stage: now is the discard; name the card you discard, e.g. 'к' "
                "('*' for a joker)"),
    PASS: N_("{move} is not a move of this stage: now you pass your partner a card (name it, e.g. 'к'), or "
             "'keep' your cards"),
}
"""What a move of another stage is told: what it was taken for, and what the stage asks for."""


@dataclass(frozen=True)
class CodedBreach(Breach):
    """A breach of rule 6 with the lexicon's stable reason code (``diminutive``, ``form``, …) for ``--json``."""

    code: str | None = None


# -- what the seat to move may do ----------------------------------------------------------------


def turn_of(s) -> Turn:
    """Return the placement rules' view of the turn so far (going out is decided per placement)."""
    return Turn(words_this_turn=s.turn.words, normal_this_turn=s.turn.normal,
                left_used=s.left_used[s.to_move], max_words=s.rules.max_words)


def can_challenge(s) -> Breach | None:
    """Return why the player to move may not challenge now, or None when it may."""
    right = s.snake.right_word if s.snake is not None else None
    if right is None or s.right_by is None:
        return Breach("challenge", _("there is no right word to challenge yet"))
    if s.rules.side(s.right_by) == s.rules.side(s.to_move):
        return Breach("challenge", _("only an opponent of the player who laid the right word may challenge it"))
    if s.right_challenged:
        return Breach("challenge", _("«{word}» has already been challenged and stood").format(word=right.word))
    if s.rules.challenge_time == FIRST and (s.turn.words or s.turn.asked is not None or s.turn.challenged):
        return Breach("challenge", _("a challenge comes first in the turn, before anything is laid or asked "
                                     "(rule option challenge_time=first)"))
    return None


def can_ask(s) -> Breach | None:
    """Return why the player to move may not ask «Партнер, могу ли я выйти?» now, or None."""
    partner = s.rules.partner(s.to_move)
    if partner is None:
        return Breach("ask", _("the partner question belongs to the game of four"))
    if partner in s.out:
        return Breach("ask", _("the partner has gone out"))
    if s.turn.asked is not None:
        return Breach("ask", _("the partner has already been asked this turn"))
    if s.turn.words:
        return Breach("ask", _("the partner is asked before the first placement"))
    return None


def lays(s) -> list[Lay]:
    """Return every legal placement of the player to move (its hand, the turn so far, the partner's reply)."""
    return lays_with(s)


def lays_with(s, jokers: str = "all") -> list[Lay]:
    """Return the legal placements, with every choice of jokers (``all``) or only where letters lack (``needed``)."""
    hand = Counter(s.hand_to_move)
    found = placements(s.lexicon, s.snake, hand, turn_of(s), continuation=s.rules.rule5 == STRICT_MODE,
                       jokers=jokers)
    if s.turn.asked is False:
        found = (p for p in found if not empties(s.snake, hand, p))
    return [Lay.of(p) for p in found]


def empties(snake: Snake, hand: Counter, p: Placement) -> bool:
    """Return whether placement ``p`` uses every card of ``hand``."""
    return sum(hand.values()) == sum(cards_used(snake, p).values())


def lay_breaches(s, lay: object) -> list[Breach]:
    """Return every rule a placement breaks for the player to move."""
    if not (isinstance(lay, Lay) and isinstance(lay.word, str) and lay.kind in (RIGHT, LEFT, FIRST_RIGHT, FIRST_LEFT)
            and isinstance(lay.added, int) and isinstance(lay.jokers, tuple)
            and all(isinstance(j, int) and 0 <= j < len(lay.word) for j in lay.jokers)):
        return [Breach("1", _("a placement is a word, how it lies, its new cards and their jokers, not {lay}").format(lay=repr(lay)[:80]))]
    p = lay.placement
    hand = Counter(s.hand_to_move)
    found = []
    stray = sorted(j for j in p.jokers if j not in p.new_positions) if 0 < p.added <= len(p.word) else []
    if stray:
        found.append(Breach("joker", _("letter {n} of «{word}» is already on the snake: a joker is one of the cards "
                                       "laid").format(n=stray[0] + 1, word=p.word)))
    if 0 < p.added <= len(p.word):
        need = cards_used(s.snake, p)
        short = need - hand
        if sum(short.values()) > hand[UNKNOWN]:
            shown = " ".join(sorted(short.elements()))
            found.append(Breach("hand", _("the hand lacks {cards} for «{word}»").format(cards=shown, word=p.word)))
        elif short:             # unknown cards of a record's hand are revealed
            found += unseen_breaches(s, short)
        going_out = sum(short.values()) <= hand[UNKNOWN] and sum(hand.values()) == sum(need.values())
    else:
        going_out = False
    turn = replace(turn_of(s), going_out=going_out)
    verdict = check(s.lexicon, s.snake, p, turn)
    found += [CodedBreach(f.rule, f.message, f.code) if f.code else Breach(f.rule, f.message) for f in verdict.faults
              if not (f.rule == "5" and s.rules.rule5 == CHALLENGE_MODE)]
    if going_out and s.turn.asked is False:
        found.append(Breach("ask", _("your partner said no: you may not go out this turn")))
    return found


def unseen_breaches(s, revealed: Counter) -> list[Breach]:
    """Return the breach of the card set when unknown cards of a hand turn out to be ``revealed``.

    Every card not seen is in the state's ``stock``: a letter revealed more often
    than it holds was seen more often than the set has it.  Only a record's
    unknown cards are ever revealed (the table knows every hand).
    """
    pool = dict(s.stock)
    found = []
    for card, n in sorted(revealed.items()):
        if n > pool.get(card, 0):
            most = s.rules.deck[card]
            seen = most - pool.get(card, 0) + n
            found.append(Breach("cards", (ngettext("a joker seen {n} time: the set has {most}",
                                                   "a joker seen {n} times: the set has {most}", seen)
                                          if card == JOKER else
                                          ngettext("«{card}» seen {n} time: the set has {most}",
                                                   "«{card}» seen {n} times: the set has {most}", seen)).format(
                card=card, n=seen, most=most)))
    return found


def card_breaches(s, card: object, rule: str) -> list[Breach]:
    """Return why the seat to move cannot discard or pass ``card`` (``rule``: ``discard`` or ``pass``)."""
    hand = s.hand_to_move
    if not isinstance(card, str) or len(card) != 1 or card not in hand and UNKNOWN not in hand:
        return [Breach(rule, _("{card!r} is not a card of your hand").format(card=str(card)[:20]))]
    if card == UNKNOWN:
        return [Breach(rule, _("the discard is shown to everyone: name its card"))] if rule == "discard" else []
    return [] if card in hand else unseen_breaches(s, Counter(card))


def continuation_words(s) -> list[str]:
    """Return every correct continuation of the right word (unique words, the most familiar first)."""
    right = s.snake.right_word.word
    return list(dict.fromkeys(c.word for c in familiar_first(s.lexicon, continuations(s.lexicon, right,
                                                                                     s.snake.played))))


def name_breaches(s, name: object) -> list[Breach]:
    """Return why a named continuation is not correct (rules 1–4 and 6 after the right word), or nothing."""
    if not isinstance(name, Name) or not isinstance(name.word, str) or not 0 < len(name.word) <= 40:
        return [Breach("answer", _("name a continuation (a word), or concede"))]
    faults = claim_faults(s.lexicon, s.snake, name.word)
    return [Breach("answer", _("{fault} — name another, or concede").format(fault=f)) for f in faults]


def legal_actions(s) -> list:
    """Return every legal action of the seat to move, in a fixed order."""
    if s.phase == PLACE:
        actions = [] if can_challenge(s) else [Challenge()]
        if can_ask(s) is None:
            actions.append(Ask())
        return actions + lays(s) + [Done()]
    if s.phase == ANSWER:
        return [Name(w) for w in continuation_words(s)] + [Concede()]
    if s.phase == REPLY:
        return [Reply(True), Reply(False)]
    if s.phase == DISCARD:
        return [Discard(c) for c in sorted(set(s.hand_to_move))]
    if s.phase == PASS:
        gives = [Give(c) for c in sorted(set(s.hand_to_move))] if len(s.hand_to_move) > 1 else []
        return gives + [Keep()]
    return []


def move_breaches(s, action: object) -> list[Breach]:
    """Return every rule ``action`` breaks for the seat to move (empty: legal)."""
    stage = STAGE_OF.get(type(action))
    if stage != s.phase:
        move = pgettext("move", MOVE_WORDS[type(action)]) if type(action) in MOVE_WORDS else repr(action)[:80]
        if s.phase in NOW_DO:
            return [Breach("stage", _(NOW_DO[s.phase]).format(move=move))]
        return [Breach("stage", _("now is {stage}, not {action}").format(stage=s.phase, action=move))]
    if isinstance(action, Challenge):
        why = can_challenge(s)
        return [why] if why else []
    if isinstance(action, Ask):
        why = can_ask(s)
        return [why] if why else []
    if isinstance(action, Lay):
        return lay_breaches(s, action)
    if isinstance(action, Name):
        return name_breaches(s, action)
    if isinstance(action, Reply):
        return [] if isinstance(action.yes, bool) else [Breach("ask", _("the partner answers yes or no"))]
    if isinstance(action, Discard):
        return card_breaches(s, action.card, "discard")
    if isinstance(action, Give):
        if len(s.hand_to_move) < 2:
            return [Breach("pass", _("a player does not pass the last card of the hand"))]
        return card_breaches(s, action.card, "pass")
    return []   # Done, Concede, Keep: always legal in their stage


# -- what an action does ------------------------------------------------------------------------------


def with_hand(s: SnakeState, seat: int, hand: str) -> tuple[str, ...]:
    """Return the hands with ``seat``'s replaced."""
    return s.hands[:seat] + (hand,) + s.hands[seat + 1:]


def without(stock: tuple, card: str) -> tuple:
    """Return the stock with one ``card`` fewer."""
    return tuple((c, n - (c == card)) for c, n in stock if n - (c == card) > 0)


def spend(s: SnakeState, seat: int, cards: Counter) -> tuple[tuple[str, ...], tuple]:
    """Return the hands and the cards not seen after ``seat`` gives up ``cards``.

    A letter the hand holds only as an unknown card (:data:`UNKNOWN`) is revealed:
    one unknown card goes, and the letter leaves the cards not seen.  Giving up an
    unknown card itself (a card passed unseen) takes one of the hand's unknown
    cards; a hand with none forgets which of its cards it holds (they go back to
    the cards not seen), as a referee who did not see the card cannot tell.
    """
    hand, stock = Counter(s.hands[seat]), s.stock
    for card, n in cards.items():
        for _k in range(n):
            if card == UNKNOWN and not hand[UNKNOWN]:
                stock = merged(stock, +hand)
                hand = Counter({UNKNOWN: sum(hand.values())})
            if hand[card] > 0:
                hand[card] -= 1
            elif hand[UNKNOWN] > 0:
                hand[UNKNOWN] -= 1
                stock = without(stock, card)
    return with_hand(s, seat, "".join(sorted((+hand).elements()))), stock


def merged(stock: tuple, cards: Counter) -> tuple:
    """Return the stock with ``cards`` added."""
    return tuple(sorted((Counter(dict(stock)) + cards).items()))


def gain(points: tuple[int, ...], side: int, amount: int) -> tuple[int, ...]:
    """Return the sides' points with ``amount`` added to ``side``."""
    return points[:side] + (points[side] + amount,) + points[side + 1:]


def next_turn(s: SnakeState) -> SnakeState:
    """Return the state at the start of the next player's turn, or the end.

    The game ends when everyone is out, or when the stock is empty and no
    player still in can place a word (the referee sees every hand).
    """
    if len(s.out) >= s.rules.players or (s.stock_size <= 0 and not any_placement(s)):
        return replace(s, phase=OVER)
    return replace(s, phase=PLACE, to_move=s.next_seat(s.to_move), turn=TurnSoFar(), taking=0)


def any_placement(s: SnakeState) -> bool:
    """Return whether some player still in the game could place a word from the hand it holds."""
    return placer(s) is not None


def placer(s: SnakeState) -> int | None:
    """Return the first seat still in the game that could place a word from its hand, or None.

    A hand holding unknown cards (a record's) might hold a word: its seat counts.
    """
    strict = s.rules.rule5 == STRICT_MODE
    for seat, hand in enumerate(s.hands):
        if s.in_game(seat) and UNKNOWN in hand:
            return seat             # a hand a record does not show might hold a word
        if s.in_game(seat):
            turn = Turn(left_used=s.left_used[seat])
            if next(iter(placements(s.lexicon, s.snake, Counter(hand), turn, continuation=strict)), None):
                return seat
    return None


def next_state(s: SnakeState, action) -> SnakeState:
    """Return the state after a legal action (no checks)."""
    seat, rules = s.to_move, s.rules
    if isinstance(action, Draw):
        stock = without(s.stock, action.card)
        if s.phase == DEAL:
            who = s.dealt % rules.players
            dealt = s.dealt + 1
            after = replace(s, hands=with_hand(s, who, add(s.hands[who], action.card)), stock=stock, dealt=dealt)
            return replace(after, phase=FACE_UP) if dealt == rules.players * rules.hand_size else after
        if s.phase == FACE_UP:
            return replace(s, snake=Snake.start(action.card), stock=stock, phase=PLACE, to_move=0)
        hands = with_hand(s, seat, add(s.hands[seat], action.card))
        left = s.taking - 1
        return replace(s, hands=hands, stock=stock, taking=left, phase=TAKE if left else DISCARD,
                       turn=replace(s.turn, took=s.turn.took + 1))
    if isinstance(action, Challenge):
        return replace(s, phase=ANSWER, challenger=seat, to_move=s.right_by, turn=replace(s.turn, challenged=True))
    if isinstance(action, Name):
        return replace(s, phase=PLACE, to_move=s.challenger, challenger=None, right_challenged=True,
                       points=gain(s.points, rules.side(s.challenger), -rules.distrust_penalty))
    if isinstance(action, Concede):
        return replace(s, phase=OVER, loser=rules.side(seat))
    if isinstance(action, Ask):
        return replace(s, phase=REPLY, to_move=rules.partner(seat))
    if isinstance(action, Reply):
        asker = rules.partner(seat)
        return replace(s, phase=PLACE, to_move=asker, turn=replace(s.turn, asked=action.yes))
    if isinstance(action, Lay):
        return lay(s, action)
    if isinstance(action, Done):
        return done(s)
    if isinstance(action, Discard):
        hands, stock = spend(s, seat, Counter(action.card))
        after = replace(s, hands=hands, stock=stock, discards=s.discards + (action.card,))
        partner = rules.partner(seat)
        if partner is not None and partner not in s.out and len(hands[seat]) > 1:
            return replace(after, phase=PASS)
        return next_turn(after)
    if isinstance(action, Give):
        partner = rules.partner(seat)
        hands, stock = spend(s, seat, Counter(action.card))
        hands = hands[:partner] + (add(hands[partner], action.card),) + hands[partner + 1:]
        received = s.received[:partner] + (s.received[partner] + (action.card,),) + s.received[partner + 1:]
        return next_turn(replace(s, hands=hands, stock=stock, received=received))
    if isinstance(action, Keep):
        return next_turn(s)
    raise TypeError(f"not a Змейка action: {action!r}")


def lay(s: SnakeState, action: Lay) -> SnakeState:
    """Return the state after a placement: the snake, the hand, the points, and going out."""
    seat, rules = s.to_move, s.rules
    p = action.placement
    scored = points(s.snake, p, s.rules.letter_values)
    hands, stock = spend(s, seat, cards_used(s.snake, p))
    hand = hands[seat]
    snake = s.snake.place(replace(p, player=str(seat)))
    turn = replace(s.turn, words=s.turn.words + 1, normal=s.turn.normal or p.kind != LEFT,
                   left=s.turn.left or p.kind == LEFT)
    after = replace(s, snake=snake, hands=hands, stock=stock, turn=turn, quiet=0,
                    points=gain(s.points, rules.side(seat), scored),
                    left_used=s.left_used[:seat] + (s.left_used[seat] or p.kind == LEFT,) + s.left_used[seat + 1:])
    if p.kind != LEFT:
        after = replace(after, right_by=seat, right_challenged=False)
    if hand:
        return after
    out = s.out + (seat,)
    order = len(out)
    bonus = rules.bonuses[order - 1] if order < rules.players and order - 1 < len(rules.bonuses) else 0
    after = replace(after, out=out, points=gain(after.points, rules.side(seat), bonus),
                    turn=replace(turn, went_out=True))
    return next_turn(after)


def done(s: SnakeState) -> SnakeState:
    """Return the state after the placement stage ends: the partner's promise kept or fined, then taking."""
    rules, seat = s.rules, s.to_move
    after = s
    if s.turn.asked is True:
        after = replace(after, points=gain(after.points, rules.side(seat), -rules.information_penalty))
    if after.stock_size <= 0:
        quiet = 0 if after.turn.words else after.quiet + 1
        after = replace(after, quiet=quiet)
        if quiet >= rules.players - len(after.out):
            return replace(after, phase=OVER)      # a whole round passed with nothing laid: nobody will
        return next_turn(after)
    return replace(after, phase=TAKE, taking=min(TAKE_COUNT, after.stock_size))

