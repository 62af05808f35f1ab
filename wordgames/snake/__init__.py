"""Змейка: placement rules by number, continuation proofs, and adjudication of a challenge.

The modules, in the order a reader meets them: :mod:`.cards` (the card set),
:mod:`.board` (the snake and placements as values), :mod:`.rules` (rules 1–6
and the turn limits; rule 6 refuses diminutives through
:func:`wordgames.lexicon.diminutives.without_diminutives`), :mod:`.continuations`
(rule 5), :mod:`.suffixes` (the warning of ``diminutives=warn``), :mod:`.record` (game records),
:mod:`.challenge` (settling «какое продолжение вы имели в виду?»),
:mod:`.draw` (the snake as the book draws it).
"""

from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Card, Placement, Snake
from wordgames.snake.challenge import ChallengeVerdict, Penalties, adjudicate
from wordgames.snake.continuations import Continuation, continuations, index_for
from wordgames.snake.record import GameRecord, from_words, load
from wordgames.snake.rules import PlacementVerdict, Turn, check, is_legal, judge

__all__ = ["Card", "Placement", "Snake", "RIGHT", "LEFT", "FIRST_RIGHT", "FIRST_LEFT",
           "ChallengeVerdict", "Penalties", "adjudicate", "Continuation", "continuations",
           "index_for", "GameRecord", "from_words", "load", "PlacementVerdict", "Turn",
           "check", "is_legal", "judge"]
