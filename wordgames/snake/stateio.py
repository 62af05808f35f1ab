"""Positions of Змейка's card game as JSON, and back, every field checked.

>>> from wordgames.snake.board import Snake, Placement, FIRST_RIGHT
>>> s = Snake.start("о").place(Placement("опера", FIRST_RIGHT, added=4, jokers=frozenset({2})))
>>> snake_to_dict(s)
{'cards': 'опе*ра', 'words': [['опера', 0, 5, 'first-right', None]], 'also_played': []}
>>> snake_from_dict(snake_to_dict(s), "snake") == s
True
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from wordgames.errors import InputFormatError
from wordgames.i18n import _
from wordgames.snake.board import KINDS, Card, PlacedWord, Snake
from wordgames.snake.cards import JOKER
from wordgames.snake.state import PHASES, SnakeRules, SnakeState, TurnSoFar

MAX_CARDS = 10_000


def bad(where: str, what: str) -> InputFormatError:
    return InputFormatError(f"{where}: {what}")


def cards_text(cards: tuple[Card, ...]) -> str:
    """Return the snake's cards as text, ``*`` after a joker's letter."""
    return "".join(c.letter + (JOKER if c.joker else "") for c in cards)


def snake_to_dict(snake: Snake | None) -> dict | None:
    if snake is None:
        return None
    return {"cards": cards_text(snake.cards),
            "words": [[w.word, w.start, w.stop, w.kind, w.player] for w in snake.words],
            "also_played": sorted(snake.also_played)}


def snake_from_dict(data: Any, where: str, letters: frozenset[str] | None = None) -> Snake | None:
    """Return the snake written by :func:`snake_to_dict`; refuse anything that cannot be one."""
    if data is None:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("cards"), str) or not isinstance(data.get("words"), list):
        raise bad(where, _("a snake is {cards, words, also_played}"))
    text = data["cards"]
    if not 0 < len(text) <= MAX_CARDS:
        raise bad(f"{where}.cards", _("1 to {most} cards").format(most=MAX_CARDS))
    cards: list[Card] = []
    for ch in text:
        if ch == JOKER:
            if not cards or cards[-1].joker:
                raise bad(f"{where}.cards", _("'*' follows the letter a joker stands for"))
            cards[-1] = Card(cards[-1].letter, True)
        elif letters is not None and ch not in letters:
            raise bad(f"{where}.cards", _("{letter!r} is not a letter of the card set").format(letter=ch))
        else:
            cards.append(Card(ch))
    words = []
    for i, w in enumerate(data["words"]):
        ok = (isinstance(w, list) and len(w) == 5 and isinstance(w[0], str) and type(w[1]) is int
              and type(w[2]) is int and w[3] in KINDS and (w[4] is None or isinstance(w[4], str))
              and 0 <= w[1] < w[2] <= len(cards) and "".join(c.letter for c in cards[w[1]:w[2]]) == w[0])
        if not ok:
            raise bad(f"{where}.words[{i}]", _("[word, start, stop, kind, player], the word lying on the cards"))
        words.append(PlacedWord(w[0], w[1], w[2], w[3], w[4]))
    also = data.get("also_played", [])
    if not isinstance(also, list) or not all(isinstance(w, str) for w in also):
        raise bad(f"{where}.also_played", _("a list of words"))
    return Snake(tuple(cards), tuple(words), frozenset(also))


def turn_to_dict(t: TurnSoFar) -> dict:
    return {"words": t.words, "normal": t.normal, "left": t.left, "challenged": t.challenged, "asked": t.asked,
            "went_out": t.went_out, "took": t.took}


def turn_from_dict(data: Any, where: str) -> TurnSoFar:
    if not isinstance(data, dict):
        raise bad(where, _("an object"))
    words = data.get("words")
    if type(words) is not int or not 0 <= words <= 1000:
        raise bad(f"{where}.words", _("a number of words"))
    flags = {k: data.get(k) for k in ("normal", "left", "challenged", "went_out")}
    if not all(isinstance(v, bool) for v in flags.values()):
        raise bad(where, _("normal, left, challenged and went_out are true or false"))
    if data.get("asked") not in (None, True, False):
        raise bad(f"{where}.asked", _("null, true or false"))
    took = data.get("took", 0)
    if type(took) is not int or not 0 <= took <= 2:
        raise bad(f"{where}.took", _("the cards taken this turn: 0, 1 or 2"))
    return TurnSoFar(words, flags["normal"], flags["left"], flags["challenged"], data.get("asked"),
                     flags["went_out"], took)


def state_to_dict(s: SnakeState) -> dict[str, Any]:
    return {"hands": list(s.hands), "stock": {c: n for c, n in s.stock}, "snake": snake_to_dict(s.snake),
            "discards": "".join(s.discards), "phase": s.phase, "to_move": s.to_move, "dealt": s.dealt,
            "turn": turn_to_dict(s.turn), "right_by": s.right_by, "right_challenged": s.right_challenged,
            "challenger": s.challenger, "out": list(s.out), "left_used": list(s.left_used),
            "points": list(s.points), "taking": s.taking, "quiet": s.quiet, "loser": s.loser,
            "received": ["".join(r) for r in s.received]}


def _seat(value: Any, n: int, where: str, none: bool = False) -> int | None:
    if value is None and none:
        return None
    if type(value) is not int or not 0 <= value < n:
        raise bad(where, (_("a seat 0 to {last} or null") if none else _("a seat 0 to {last}")).format(last=n - 1))
    return value


def state_from_dict(data: Any, rules: SnakeRules, lexicon=None) -> SnakeState:
    """Return the position written by :func:`state_to_dict`, refusing one the card set cannot make."""
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
