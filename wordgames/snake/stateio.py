"""A position of Змейка's card game read from JSON (:meth:`SnakeState.to_dict
<wordgames.snake.state.SnakeState.to_dict>`), every field checked against the rules agreed."""

from __future__ import annotations

from collections import Counter
from typing import Any

from wordgames.i18n import _
from wordgames.snake.cards import JOKER
from wordgames.snake.conditions import SnakeRules
from wordgames.snake.snakeio import MAX_CARDS, bad, snake_from_dict, turn_from_dict
from wordgames.snake.stages import PHASES
from wordgames.snake.state import SnakeState


def _seat(value: Any, n: int, where: str, none: bool = False) -> int | None:
    if value is None and none:
        return None
    if type(value) is not int or not 0 <= value < n:
        raise bad(where, (_("a seat 0 to {last} or null") if none else _("a seat 0 to {last}")).format(last=n - 1))
    return value


def state_from_dict(data: Any, rules: SnakeRules, lexicon=None) -> SnakeState:
    """Return the position written by :meth:`SnakeState.to_dict`, refusing one the card set cannot make."""
    if not isinstance(data, dict):
        raise bad("state", _("an object"))
    n = rules.players
    deck = rules.deck
    cards = frozenset(deck) | {JOKER}
    letters = frozenset(c for c in deck if c != JOKER)
    hands = data.get("hands")
    if not isinstance(hands, list) or len(hands) != n or not all(isinstance(h, str) and set(h) <= cards
                                                                  and len(h) <= MAX_CARDS for h in hands):
        raise bad("hands", _("{n} hands of cards of the set").format(n=n))
    stock = data.get("stock")
    if not isinstance(stock, dict) or not all(c in cards and type(k) is int and k >= 0 for c, k in stock.items()):
        raise bad("stock", _("an object of cards and how many of each"))
    snake = snake_from_dict(data.get("snake"), "snake", letters)
    discards = data.get("discards")
    if not isinstance(discards, str) or not set(discards) <= cards:
        raise bad("discards", _("the discarded cards"))
    phase = data.get("phase")
    if phase not in PHASES:
        raise bad("phase", _("one of {names}").format(names=", ".join(PHASES)))
    to_move = _seat(data.get("to_move"), n, "to_move")
    for key in ("dealt", "taking", "quiet"):
        if type(data.get(key)) is not int or not 0 <= data[key] <= MAX_CARDS:
            raise bad(key, _("a whole number"))
    out = data.get("out")
    if not isinstance(out, list) or len(set(out)) != len(out) or len(out) > n:
        raise bad("out", _("the seats gone out, each once"))
    out = tuple(_seat(x, n, f"out[{i}]") for i, x in enumerate(out))
    left_used = data.get("left_used")
    if not isinstance(left_used, list) or len(left_used) != n or not all(isinstance(x, bool) for x in left_used):
        raise bad("left_used", _("{n} true or false").format(n=n))
    points = data.get("points")
    if not isinstance(points, list) or len(points) != 2 or not all(type(x) is int and abs(x) < 10**9 for x in points):
        raise bad("points", _("the two sides' points"))
    received = data.get("received")
    if not isinstance(received, list) or len(received) != n or not all(isinstance(r, str) and set(r) <= cards
                                                                        for r in received):
        raise bad("received", _("{n} strings of cards").format(n=n))
    loser = data.get("loser")
    if loser not in (None, 0, 1) or isinstance(loser, bool):
        raise bad("loser", _("null, 0 or 1"))
    if not isinstance(data.get("right_challenged"), bool):
        raise bad("right_challenged", _("true or false"))
    seen = sum((Counter(h) for h in hands), Counter())
    seen.update({c: k for c, k in stock.items()})
    seen.update(discards)
    if snake is not None:
        seen.update(JOKER if c.joker else c.letter for c in snake.cards)
    if seen != +deck:
        raise bad("state", _("the hands, the stock, the snake and the discards must hold the card set exactly"))
    return SnakeState(rules, tuple("".join(sorted(h)) for h in hands),
                      tuple(sorted((c, k) for c, k in stock.items() if k)), snake, tuple(discards), phase,
                      to_move, data["dealt"], turn_from_dict(data.get("turn"), "turn"),
                      _seat(data.get("right_by"), n, "right_by", none=True), data["right_challenged"],
                      _seat(data.get("challenger"), n, "challenger", none=True), out, tuple(left_used),
                      tuple(points), data["taking"], data["quiet"], loser,
                      tuple(tuple(r) for r in received), lexicon)
