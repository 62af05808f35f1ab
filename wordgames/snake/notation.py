"""Змейка's moves as a player writes them: ``ра|струб``, ``<кино``, ``бур*ан``, one card, a slashed Russian command.

The game's JSON (:meth:`SnakeGame.action_to_json <wordgames.snake.game.SnakeGame.action_to_json>`), its
presenter (:mod:`wordgames.snake.presenter`) and the referee of a record all read and write them here.
"""

from __future__ import annotations

from wordgames.errors import InputFormatError
from wordgames.i18n import _
from wordgames.lexicon.text import fold
from wordgames.snake.actions import Lay
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT
from wordgames.snake.cards import CARD_COUNTS, JOKER
from wordgames.snake.record import parse_word
from wordgames.snake.rules import placements_of


def written(lay: Lay) -> str:
    """Return a placement as a player writes it: ``ра|струб``, ``<кино``, ``бур*ан``, ``опера`` (the first word).

    >>> written(Lay("раструб", RIGHT, 5, (5,))), written(Lay("кино", LEFT, 3)), written(Lay("опера", FIRST_RIGHT, 4))
    ('ра|стру*б', '<кино', 'опера')
    """
    letters = [ch + (JOKER if i in lay.jokers else "") for i, ch in enumerate(lay.word)]
    if lay.kind == RIGHT:
        letters.insert(len(lay.word) - lay.added, "|")
    return ("<" if lay.kind in (LEFT, FIRST_LEFT) else "") + "".join(letters)


def read_lay(text: str, snake) -> Lay:
    """Return the placement written ``text`` on ``snake`` (see the module docstring)."""
    word, overlap, jokers, left = parse_word(text.strip())
    if not word or not word.isalpha():
        raise InputFormatError(_("{text!r} is not a word").format(text=text.strip()))
    if any(ch not in CARD_COUNTS for ch in word):
        raise InputFormatError(_("{text!r}: write the word in Russian letters").format(text=text.strip()))
    if not snake.words:
        kind = FIRST_LEFT if left or (word[0] != snake.leftmost_letter and word[-1] == snake.leftmost_letter) \
            else FIRST_RIGHT
        return Lay(word, kind, len(word) - 1, tuple(sorted(jokers)))
    if left:
        return Lay(word, LEFT, len(word) - 1, tuple(sorted(jokers)))
    if overlap is None:
        overlap = placements_of(snake, word, RIGHT)[0].overlap
    return Lay(word, RIGHT, len(word) - overlap, tuple(sorted(jokers)))


def card_of(text: str) -> str:
    """Return the one card written ``text`` (a letter, ``*`` for a joker)."""
    t = fold(text.strip())
    if t != JOKER and (len(t) != 1 or not t.isalpha()):
        raise InputFormatError(_("{text!r} is not one card: write a letter, or * for a joker").format(text=text.strip()))
    return t


RUSSIAN_REPLIES = {"да": True, "д": True, "нет": False, "н": False}
# the stage commands' Russian names: written after a slash, since a bare word is a placement
RUSSIAN_VERBS = {"/готово": "done", "/вызов": "challenge", "/сдаюсь": "concede", "/спросить": "ask",
                 "/оставить": "keep", "/сбросить": "discard", "/отдать": "give"}
