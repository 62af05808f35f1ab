"""The computer players of «Словесный бой»: :mod:`.simple` (random, greedy), :mod:`.expert` (plans ahead),
and what they plan by: :mod:`.values` (what a line can still become) and :mod:`.choice`.

Every bot answers the table's one question, ``choose(view)``, from the seat's
:class:`~wordgames.battle.state.BattleView` (the letters called, its own
square): when asked to call it calls (:meth:`BattleBot.call`), when asked to
write it writes the last letter (:meth:`BattleBot.place`).  Each takes an
injected ``random.Random`` and the game's words and letter weights.  The
game's descriptor (:mod:`wordgames.battle.about`) names each bot's maker
(:func:`.simple.make_random`, :func:`.simple.make_greedy`,
:func:`.expert.make_expert`).

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.bots.simple import GreedyPlayer
>>> from wordgames.battle.legality import Call
>>> from wordgames.battle.rules import Rules
>>> from wordgames.battle.state import BattleState
>>> lex = Lexicon.from_words(["кот"])
>>> state = BattleState.initial(Rules(height=2, width=3, moves=6)).apply(Call("к"))
>>> GreedyPlayer(lex, random.Random(1)).choose(state.view(0)) in state.legal_actions()
True
"""

from __future__ import annotations

from typing import Any, Mapping

from wordgames.battle.legality import Call, Letter, Move, Place
from wordgames.battle.square import Cell
from wordgames.battle.state import CALL, BattleView
from wordgames.lexicon.vocabulary import FAMILIAR, vocabulary


class BattleBot:
    """What every bot of «Словесный бой» does: call a letter when asked to, write the called letter when asked to."""

    kind = "bot"

    def choose(self, view: BattleView) -> Move:
        if view.asked == CALL:
            return Call(self.call(view))
        return Place(tuple(self.place(view, view.letter)))

    def call(self, view: BattleView) -> Letter:
        """Return the letter to call now."""
        raise NotImplementedError

    def place(self, view: BattleView, letter: Letter) -> Cell:
        """Return the empty cell of ``view.square`` to write ``letter`` (the last called) in."""
        raise NotImplementedError


def bot_words(game, settings: Mapping[str, Any]):
    """Return the words a bot of ``game`` plays: the scoring words at the ``vocabulary`` level its settings name."""
    level = settings.get("vocabulary") or FAMILIAR
    return vocabulary(game.words, level)
