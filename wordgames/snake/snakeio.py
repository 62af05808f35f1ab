"""The parts of a position of Змейка's card game as JSON, and back, every field checked: the snake, the turn so far.

>>> from wordgames.snake.board import Snake, Placement, FIRST_RIGHT
>>> s = Snake.start("о").place(Placement("опера", FIRST_RIGHT, added=4, jokers=frozenset({2})))
>>> snake_to_dict(s)
{'cards': 'опе*ра', 'words': [['опера', 0, 5, 'first-right', None]], 'also_played': []}
>>> snake_from_dict(snake_to_dict(s), "snake") == s
True
"""

from __future__ import annotations

from typing import Any

from wordgames.errors import InputFormatError
from wordgames.i18n import _
from wordgames.snake.board import KINDS, Card, PlacedWord, Snake
from wordgames.snake.cards import JOKER
from wordgames.snake.stages import TurnSoFar

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
