"""Змейка's card game told to the table: the snake and a hand drawn, each stage prompted, moves narrated, the count.

The library prints nothing; these return text.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from wordgames.i18n import N_, _, ngettext
from wordgames.numbers import signed
from wordgames.snake.actions import Ask, Challenge, Concede, Discard, Done, Draw, Give, Lay, Name, Reply
from wordgames.snake.cards import JOKER
from wordgames.snake.draw import draw_wrapped
from wordgames.snake.game import side_count
from wordgames.snake.legality import lays_with
from wordgames.snake.rules import points
from wordgames.snake.stages import ANSWER, DISCARD, PASS, PLACE, REPLY
from wordgames.snake.state import SnakeState

NOTATION_HELP = N_(
    "Lay a word by writing it: опера (the first word: from the face-up letter), ра|струб (| where your new "
    "cards begin; without it, the longest overlap), <кино (a left placement, ending in the snake's leftmost "
    "letter), бур*ан (* after a letter played by a joker). Then 'done' ends the placement stage and you take "
    "two cards. At the start of your turn 'challenge' asks the player who laid the right word which "
    "continuation they had in mind; 'ask' asks your partner «могу ли я выйти?» (yes: you must go out this "
    "turn; no: you may not). Answer a challenge with the word you meant (or 'concede'). Discard with the card "
    "('к', '*' for a joker); pass one to your partner with the card, or 'keep'. The commands have Russian "
    "names, written after a slash: /готово (done), /вызов (challenge), /спросить (ask), /сдаюсь (concede), "
    "/оставить (keep).")


def hand_cards(hand: str, rules) -> list[str]:
    """Return each distinct card of a hand with its count and value, sorted: ``['А×3 (1)', 'К (2)', '* (joker)']``."""
    counts = Counter(hand)
    parts = []
    for card in sorted(counts, key=lambda c: (c == JOKER, c)):
        times = f"×{counts[card]}" if counts[card] > 1 else ""
        value = _("joker") if card == JOKER else rules.value(card)
        parts.append(f"{card.upper()}{times} ({value})")
    return parts


def hand_text(hand: str, rules) -> str:
    """Return a hand sorted, each distinct card with its count and value: ``А×3 (1) К (2) * (joker)``."""
    return " ".join(hand_cards(hand, rules)) or _("(no cards)")


def filled(line: str, width: int | None, indent: int = 4) -> list[str]:
    """Return ``line`` cut into lines of at most ``width`` columns at its spaces, the later ones indented
    by ``indent``; what is joined by a no-break space (a card's notation) is never cut.

    >>> filled("your hand: А×2\u00a0(1) Б\u00a0(3) В×4\u00a0(1)", 22)
    ['your hand: А×2 (1)', '    Б (3) В×4 (1)']
    """
    import textwrap        # its whitespace is ASCII: a no-break space holds a card's parts together
    lines = textwrap.wrap(line, width, subsequent_indent=" " * indent, break_long_words=False,
                          break_on_hyphens=False) if width and len(line) > width else [line]
    return [part.replace(NO_BREAK, " ") for part in lines]


NO_BREAK = "\u00a0"
DEFAULT_WIDTH = 79
"""The columns a drawing takes when the table does not say its terminal's width (an 80-column terminal's)."""


SHOWN_DISCARDS = 12
"""The discards drawn under the table: the last ones, the count said."""


def words_played(view) -> str:
    """Return the words played so far, in the order laid (rule 6: no word twice), for the ``words`` command."""
    if view.snake is None or not view.snake.played:
        return "  " + _("no word played yet")
    laid = [w.word for w in view.snake.words]
    earlier = sorted(view.snake.also_played - set(laid))
    return "  " + ngettext("{n} word played: {words}", "{n} words played: {words}", len(laid) + len(earlier)).format(
        n=len(laid) + len(earlier), words=", ".join([*earlier, *laid]))


def draw_view(view, width: int | None = None) -> str:
    """Return the table as one seat sees it, in lines of at most ``width`` columns: the snake (its lines
    broken between words), the counts, the discards, its hand (never cut inside a card's notation)."""
    width = width or DEFAULT_WIDTH
    lines = []
    if view.snake is not None:
        lines += draw_wrapped(view.snake, width) or [view.snake.text().upper()]
        right = view.snake.right_word
        lines.append(_("right word: «{word}»").format(word=right.word) if right else
                     _("the face-up letter «{letter}»: the first word starts or ends with it").format(
                         letter=view.snake.leftmost_letter))
    sizes = ", ".join(_("player {k}: {cards}").format(k=k + 1, cards=_("out") if k in view.out else n)
                      for k, n in enumerate(view.sizes))
    lines.append(_("cards in hand: {sizes}; stock {stock}").format(sizes=sizes, stock=view.stock_size))
    if len(view.discards) > SHOWN_DISCARDS:
        lines.append(_("discards, the last {n} of {total}: {cards}").format(
            n=SHOWN_DISCARDS, total=len(view.discards),
            cards=" ".join(c.upper() for c in view.discards[-SHOWN_DISCARDS:])))
    elif view.discards:
        lines.append(_("discards: {cards}").format(cards=" ".join(c.upper() for c in view.discards)))
    lines.append(_("points so far: side 1 {first}, side 2 {second}").format(first=signed(view.points[0]),
                                                                             second=signed(view.points[1])))
    cards = " ".join(card.replace(" ", NO_BREAK) for card in hand_cards(view.hand, view.rules))
    lines.append(_("your hand: {hand}").format(hand=cards or _("(no cards)")))
    if view.received:
        lines.append(_("passed to you: {cards}").format(cards=" ".join(c.upper() for c in view.received)))
    return "\n".join(part for line in lines for part in filled(line, width))


def listed_moves(shown, view) -> list[str]:
    """Return what ``moves`` and ``?`` list: the placements from the hand with their points, most first
    (a joker only for a letter the hand lacks), then the stage's other moves."""
    legal = view.legal_actions()
    if view.phase != PLACE:
        return [shown.show_action(view, a) for a in legal]
    found = lays_with(view, jokers="needed")
    scored = sorted(((points(view.snake, a.placement, view.rules.letter_values), a) for a in found),
                    key=lambda pa: (-pa[0], pa[1].word))
    others = [shown.show_action(view, a) for a in legal if not isinstance(a, Lay)]
    return [f"{shown.show_action(view, a)} {n}" for n, a in scored] + others


def prompt(view, name: str) -> str:
    """Return the question of the stage."""
    if view.phase == PLACE:
        if view.turn.words:
            return _("{name}, lay a word or 'done' ({n} laid)").format(name=name, n=view.turn.words)
        return _("{name}, lay a word or 'done'").format(name=name)
    if view.phase == ANSWER:
        return _("{name}, which continuation of «{word}» did you mean? (or 'concede')").format(
            name=name, word=view.snake.right_word.word)
    if view.phase == REPLY:
        return _("{name}, your partner asks: «могу ли я выйти?» (yes/no)").format(name=name)
    if view.phase == DISCARD:
        return _("{name}, discard a card").format(name=name)
    if view.phase == PASS:
        return _("{name}, pass a card to your partner, or 'keep'").format(name=name)
    return _("{name}, your move").format(name=name)


def narrate(before: SnakeState, action, after: SnakeState, names: Sequence[str]) -> list[str]:
    """Return what the table hears of an action: everything but the cards dealt, taken or passed."""
    seat = before.to_move
    who = names[seat] if 0 <= seat < len(names) else "?"
    if isinstance(action, Draw):
        if before.phase == "face-up":
            return [_("The face-up card: {card}. {first} begins.").format(card=action.card.upper(), first=names[0])]
        if before.phase == "take" and after.phase != "take":
            taken = after.turn.took
            return [ngettext("{who} takes {n} card from the stock ({left} left).",
                             "{who} takes {n} cards from the stock ({left} left).", taken).format(
                who=who, n=taken, left=after.stock_size)]
        return []
    if isinstance(action, Lay):
        side = before.rules.side(seat)
        scored = after.points[side] - before.points[side]
        lays = (_("{who} lays «{word}» (a left placement, doubled): {points}.") if action.kind == "left" else
                _("{who} lays «{word}»: {points}."))
        lines = [lays.format(who=who, word=action.word, points=points_text(scored))]
        if seat in after.out and seat not in before.out:
            order = len(after.out)
            bonus = before.rules.bonuses[order - 1] if order < before.rules.players and \
                order <= len(before.rules.bonuses) else 0
            lines[0] = _("{who} lays «{word}»: {points}.").format(who=who, word=action.word,
                                                                  points=points_text(scored - bonus))
            goes = (_("{who} goes out, {order}: a bonus of {bonus}.") if bonus else _("{who} goes out, {order}."))
            lines.append(goes.format(who=who, order=_(ORDINALS[min(order, len(ORDINALS)) - 1]), bonus=bonus))
        return lines
    if isinstance(action, Challenge):
        return [_("{who} to {laid}: «какое продолжение вы имели в виду?» (of «{word}»)").format(
            who=who, laid=names[before.right_by], word=before.snake.right_word.word)]
    if isinstance(action, Name):
        return [ngettext("{who} names «{word}»: the challenge fails; {challenger}'s side is fined {n} point "
                         "for unfounded distrust.",
                         "{who} names «{word}»: the challenge fails; {challenger}'s side is fined {n} points "
                         "for unfounded distrust.", before.rules.distrust_penalty).format(
            who=who, word=action.word, challenger=names[before.challenger], n=before.rules.distrust_penalty)]
    if isinstance(action, Concede):
        return [_("{who} cannot name a continuation: {who}'s side loses the game.").format(who=who)]
    if isinstance(action, Ask):
        return [_("{who}: «Партнер, могу ли я выйти?»").format(who=who)]
    if isinstance(action, Reply):
        return [_("{who}: «{answer}».").format(who=who, answer="да" if action.yes else "нет")]
    if isinstance(action, Done):
        if before.turn.asked is True:
            return [ngettext("{who} promised to go out and did not: {who}'s side is fined {n} point.",
                             "{who} promised to go out and did not: {who}'s side is fined {n} points.",
                             before.rules.information_penalty).format(who=who, n=before.rules.information_penalty)]
        return [] if before.turn.words else [_("{who} lays nothing.").format(who=who)]
    if isinstance(action, Discard):
        return [_("{who} discards {card}.").format(who=who, card=action.card.upper())]
    if isinstance(action, Give):
        return [_("{who} passes a card to {partner}.").format(who=who, partner=names[before.rules.partner(seat)])]
    return []


ORDINALS = (N_("first"), N_("second"), N_("third"), N_("fourth"))


def points_text(n: int) -> str:
    """Return '1 point', '7 points' (1 очко, 3 очка, 7 очков) in the interface's language."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def result_lines(state: SnakeState, names: Sequence[str], width: int | None = None) -> list[str]:
    """Return the snake and the score sheet by side, in lines of at most ``width`` columns."""
    r = side_count(state)
    sides = [[names[s] for s in range(len(names)) if state.rules.side(s) == side] for side in (0, 1)]
    lines = [*draw_wrapped(state.snake, width or DEFAULT_WIDTH)] if state.snake is not None else []
    for side in (0, 1):
        lines.append(_("side {side} ({names}): words, bonuses and fines {points}, cards left in hand {left}: "
                       "{total}").format(side=side + 1, names=", ".join(sides[side]), points=signed(r["points"][side]),
                                         left=signed(-r["in_hand"][side]), total=signed(r["totals"][side])))
    if r["lost_challenge"] is not None:
        lines.append(_("side {side} lost the game on a challenge.").format(side=r["lost_challenge"] + 1))
    elif r["winner"] is None:
        lines.append(_("A draw."))
    else:
        lines.append(_("side {side} wins.").format(side=r["winner"] + 1))
    return [part for line in lines for part in filled(line, width)]
