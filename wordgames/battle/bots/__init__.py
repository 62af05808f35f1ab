"""The computer players of «Словесный бой»: :mod:`.simple` (random, greedy), :mod:`.expert` (plans ahead),
and what they plan by: :mod:`.values` (what a line can still become) and :mod:`.choice`.

Every bot answers the table's one question, ``choose(view)``, from the seat's
:class:`~wordgames.battle.state.BattleView` (the letters called, its own
square): when asked to call it calls (:meth:`BattleBot.call`), when asked to
write it writes the last letter (:meth:`BattleBot.place`).  Each takes an
injected ``random.Random`` and the game's words and letter weights.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.game import BattleState, Call, Rules
>>> lex = Lexicon.from_words(["кот"])
>>> state = BattleState.initial(Rules(height=2, width=3, moves=6)).apply(Call("к"))
>>> make_bot("greedy", lex, random.Random(1)).choose(state.view(0)) in state.legal_actions()
True
"""

from __future__ import annotations

import random

from wordgames.battle.game import CALL, BattleView, Call, Letter, Move, Place
from wordgames.battle.letters import DEFAULT_WEIGHTS
from wordgames.battle.square import Cell
from wordgames.errors import UsageError
from wordgames.i18n import _

BOTS = ("random", "greedy", "expert")


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


def make_bot(kind: str, words, rng: random.Random, weights: str = DEFAULT_WEIGHTS) -> BattleBot:
    """Return a bot by kind: ``random``, ``greedy`` or ``expert``, over ``words`` with the letter ``weights``."""
    if kind == "random":
        from wordgames.battle.bots.simple import RandomPlayer
        return RandomPlayer(rng, words, weights)
    if kind == "greedy":
        from wordgames.battle.bots.simple import GreedyPlayer
        return GreedyPlayer(words, rng, weights)
    if kind == "expert":
        from wordgames.battle.bots.expert import ExpertPlayer
        return ExpertPlayer(words, rng, weights)
    raise UsageError(_("«Словесный бой» has no bot {kind!r} (choose from {choices})").format(
        kind=kind, choices=", ".join(BOTS)))
