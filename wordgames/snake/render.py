"""Змейка's card game told to the table: the snake and a hand drawn, each stage prompted, moves narrated, the count.

The library prints nothing; these return text.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from wordgames.snake.cards import JOKER
from wordgames.snake.draw import draw_wrapped
from wordgames.snake.state import (ANSWER, DISCARD, PASS, PLACE, REPLY, Ask, Challenge, Concede, Discard, Done,
                                   Draw, Give, Keep, Lay, Name, Reply, SnakeState)

NOTATION_HELP = (
    "Lay a word by writing it: опера (the first word: from the face-up letter), ра|струб (| where your new "
    "cards begin; without it, the longest overlap), <кино (a left placement, ending in the snake's leftmost "
    "letter), бур*ан (* after a letter played by a joker). Then 'done' ends the placement stage and you take "
    "two cards. At the start of your turn 'challenge' asks the player who laid the right word which "
    "continuation they had in mind; 'ask' asks your partner «могу ли я выйти?» (yes: you must go out this "
    "turn; no: you may not). Answer a challenge with the word you meant (or 'concede'). Discard with the card "
    "('к', '*' for a joker); pass one to your partner with the card, or 'keep'.")


def hand_text(hand: str, rules) -> str:
    """Return a hand sorted, each distinct card with its count and value: ``А×3 (1) К (2) * (joker)``."""
    counts = Counter(hand)
    parts = []
    for card in sorted(counts, key=lambda c: (c == JOKER, c)):
        times = f"×{counts[card]}" if counts[card] > 1 else ""
        value = "joker" if card == JOKER else rules.value(card)
        parts.append(f"{card.upper()}{times} ({value})")
    return " ".join(parts) or "(no cards)"


def draw_view(view) -> str:
    """Return the table as one seat sees it: the snake, the counts, the discards, its hand."""
    lines = []
    if view.snake is not None:
        lines += draw_wrapped(view.snake) or [view.snake.text().upper()]
        right = view.snake.right_word
        lines.append(f"right word: «{right.word}»" if right else
                     f"the face-up letter «{view.snake.leftmost_letter}»: the first word starts or ends with it")
    sizes = ", ".join(f"player {k + 1}: {'out' if k in view.out else n}" for k, n in enumerate(view.sizes))
    lines.append(f"cards in hand: {sizes}; stock {view.stock_size}")
    if view.discards:
        lines.append("discards: " + " ".join(c.upper() for c in view.discards[-12:]))
    lines.append(f"points so far: side 1 {view.points[0]}, side 2 {view.points[1]}")
    lines.append(f"your hand: {hand_text(view.hand, view.rules)}")
    if view.received:
        lines.append("passed to you: " + " ".join(c.upper() for c in view.received))
    return "\n".join(lines)


def listed_moves(game, view) -> list[str]:
    """Return what ``moves`` and ``?`` list: the placements from the hand with their points, most first
    (a joker only for a letter the hand lacks), then the stage's other moves."""
    from wordgames.snake.legality import lays_with
    from wordgames.snake.rules import points
    legal = view.legal_actions()
    if view.phase != PLACE:
        return [game.format_action(view, a) for a in legal]
    found = lays_with(view, jokers="needed")
    scored = sorted(((points(view.snake, a.placement, view.rules.letter_values), a) for a in found),
                    key=lambda pa: (-pa[0], pa[1].word))
    others = [game.format_action(view, a) for a in legal if not isinstance(a, Lay)]
    return [f"{game.format_action(view, a)} {n}" for n, a in scored] + others


def prompt(view, name: str) -> str:
    """Return the question of the stage."""
    if view.phase == PLACE:
        made = f" ({view.turn.words} laid)" if view.turn.words else ""
        return f"{name}, lay a word or 'done'{made}"
    if view.phase == ANSWER:
        return f"{name}, which continuation of «{view.snake.right_word.word}» did you mean? (or 'concede')"
    if view.phase == REPLY:
        return f"{name}, your partner asks: «могу ли я выйти?» (yes/no)"
    if view.phase == DISCARD:
        return f"{name}, discard a card"
    if view.phase == PASS:
        return f"{name}, pass a card to your partner, or 'keep'"
    return f"{name}, your move"


def narrate(before: SnakeState, action, after: SnakeState, names: Sequence[str]) -> list[str]:
    """Return what the table hears of an action: everything but the cards dealt, taken or passed."""
    seat = before.to_move
    who = names[seat] if 0 <= seat < len(names) else "?"
    if isinstance(action, Draw):
        if before.phase == "face-up":
            return [f"The face-up card: {action.card.upper()}. {names[0]} begins."]
        if before.phase == "take" and after.phase != "take":
            taken = after.turn.took
            return [f"{who} takes {taken} card{'s' if taken != 1 else ''} from the stock ({after.stock_size} left)."]
        return []
    if isinstance(action, Lay):
        side = before.rules.side(seat)
        scored = after.points[side] - before.points[side]
        lines = [f"{who} lays «{action.word}»"
                 + (" (a left placement, doubled)" if action.kind == "left" else "") + f": {_points(scored)}."]
        if seat in after.out and seat not in before.out:
            order = len(after.out)
            bonus = before.rules.bonuses[order - 1] if order < before.rules.players and \
                order <= len(before.rules.bonuses) else 0
            lines[0] = f"{who} lays «{action.word}»: {_points(scored - bonus)}."
            lines.append(f"{who} goes out, {_ORDINAL[order - 1]}" + (f": a bonus of {bonus}." if bonus else "."))
        return lines
    if isinstance(action, Challenge):
        laid = names[before.right_by]
        return [f"{who} to {laid}: «какое продолжение вы имели в виду?» (of «{before.snake.right_word.word}»)"]
    if isinstance(action, Name):
        return [f"{who} names «{action.word}»: the challenge fails; {names[before.challenger]}'s side is fined "
                f"{before.rules.distrust_penalty} for unfounded distrust."]
    if isinstance(action, Concede):
        return [f"{who} cannot name a continuation: {who}'s side loses the game."]
    if isinstance(action, Ask):
        return [f"{who}: «Партнер, могу ли я выйти?»"]
    if isinstance(action, Reply):
        return [f"{who}: «{'да' if action.yes else 'нет'}»."]
    if isinstance(action, Done):
        if before.turn.asked is True:
            return [f"{who} promised to go out and did not: {who}'s side is fined "
                    f"{before.rules.information_penalty}."]
        return [] if before.turn.words else [f"{who} lays nothing."]
    if isinstance(action, Discard):
        return [f"{who} discards {action.card.upper()}."]
    if isinstance(action, Give):
        return [f"{who} passes a card to {names[before.rules.partner(seat)]}."]
    if isinstance(action, Keep):
        return []
    return []


_ORDINAL = ("first", "second", "third", "fourth")


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def result_dict(state: SnakeState) -> dict[str, Any]:
    """Return the count by side: words, bonuses and penalties, the cards left in hand, the total, the winner."""
    rules = state.rules
    left = [0, 0]
    for seat, hand in enumerate(state.hands):
        left[rules.side(seat)] += sum(rules.in_hand_cost(c) for c in hand)
    totals = state.side_totals()
    winner = None if state.loser is None and totals[0] == totals[1] else (
        1 - state.loser if state.loser is not None else totals.index(max(totals)))
    return {"points": list(state.points), "in_hand": left, "totals": totals, "out": list(state.out),
            "lost_challenge": state.loser, "winner": winner,
            "hands": list(state.hands), "snake": state.snake.text() if state.snake else None}


def result_lines(state: SnakeState, names: Sequence[str]) -> list[str]:
    """Return the score sheet by side."""
    r = result_dict(state)
    sides = [[names[s] for s in range(len(names)) if state.rules.side(s) == side] for side in (0, 1)]
    lines = [*draw_wrapped(state.snake)] if state.snake is not None else []
    for side in (0, 1):
        lines.append(f"side {side + 1} ({', '.join(sides[side])}): words, bonuses and fines {r['points'][side]}, "
                     f"cards left in hand −{r['in_hand'][side]}: {r['totals'][side]}")
    if r["lost_challenge"] is not None:
        lines.append(f"side {r['lost_challenge'] + 1} lost the game on a challenge.")
    elif r["winner"] is None:
        lines.append("A draw.")
    else:
        lines.append(f"side {r['winner'] + 1} wins.")
    return lines
