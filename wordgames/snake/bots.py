"""Computer players of Змейка's card game: greedy (the most points this turn) and expert (a planner).

Both choose from a seat's view only (:class:`~wordgames.snake.view.SnakeView`):
their hand, the snake, the discards, the counts.  Both answer a challenge
with the most familiar continuation there is (a player with the dictionary
always finds one if it exists), challenge a right word that has none (a sure
win), never lay a dead end, and never promise to go out without going out.

``greedy``
    lays, word by word, the placement worth the most points now, up to the
    limit of the turn; discards its costliest card; passes nothing.
``expert``
    plays the strategy the text describes (:class:`wordgames.snake.expert.ExpertPlayer`).
"""

from __future__ import annotations

import random
from dataclasses import replace

from wordgames.engine import RandomPlayer
from wordgames.lexicon.vocabulary import FAMILIAR, vocabulary
from wordgames.snake.actions import Challenge, Concede, Discard, Done, Keep, Lay, Name, Reply
from wordgames.snake.board import LEFT
from wordgames.snake.cards import JOKER
from wordgames.snake.continuations import has_continuation
from wordgames.snake.moves import word_counts
from wordgames.snake.rules import points
from wordgames.snake.stages import ANSWER, DISCARD, PASS, PLACE, REPLY


def is_dead_end(lexicon, snake, word: str, played) -> bool:
    """Return whether ``word`` as the right word would have no continuation (``played`` counted as played)."""
    return not has_continuation(lexicon, word, set(played) | {word})


class SnakeBot:
    """What every Змейка bot shares: answering challenges, replying, and the sure challenge."""

    def __init__(self, lexicon, rng: random.Random):
        self.lexicon = lexicon
        self.rng = rng

    def prepare(self, view) -> None:
        """Build now the index its first move reads, kept with its words (:meth:`~wordgames.game.Game.prepare`)."""
        word_counts(self.lexicon)

    def choose(self, view):
        legal = view.legal_actions()
        if view.phase == ANSWER:
            return next((a for a in legal if isinstance(a, Name)), Concede())
        if view.phase == REPLY:
            return self.reply(view)
        if view.phase == DISCARD:
            return self.discard(view, legal)
        if view.phase == PASS:
            return self.give(view, legal)
        if view.phase == PLACE:
            if Challenge() in legal and is_dead_end(self.lexicon, view.snake, view.snake.right_word.word,
                                                    view.snake.played - {view.snake.right_word.word}):
                return Challenge()
            return self.place(view, [a for a in legal if isinstance(a, Lay)], legal)
        return legal[0]

    def reply(self, view) -> Reply:
        return Reply(True)

    def discard(self, view, legal) -> Discard:
        costs = [(view.rules.in_hand_cost(a.card) if a.card != JOKER else -1, a.card) for a in legal]
        return Discard(max(costs)[1])

    def give(self, view, legal):
        return Keep()

    def place(self, view, lays: list[Lay], legal):
        raise NotImplementedError

    def safe(self, view, lays: list[Lay]) -> list[Lay]:
        """Return the placements that leave a right word with a continuation (a left placement leaves it as it is)."""
        played = view.snake.played
        return [a for a in lays if a.kind == LEFT or not is_dead_end(self.lexicon, view.snake, a.word, played)]


class GreedyPlayer(SnakeBot):
    """Lays the placement worth the most points now, one after another, as long as one can be laid."""

    kind = "greedy"

    def place(self, view, lays, legal):
        options = self.safe(view, lays)
        if not options:
            return Done()
        return max(options, key=lambda a: (points(view.snake, a.placement, view.rules.letter_values), -len(a.jokers), a.word))


class VocabularyPlayer:
    """A bot that lays only the words of its vocabulary: it is shown its seat's view with that vocabulary.

    The view's legal placements are then those of the vocabulary's words; a
    challenge's answers, and every rule, are still the whole lexicon's (see
    :mod:`wordgames.lexicon.vocabulary`).
    """

    def __init__(self, bot, words):
        self.bot, self.words = bot, words

    def choose(self, view):
        return self.bot.choose(replace(view, lexicon=self.words))

    def __getattr__(self, name: str):
        if name.startswith("__") or name in ("bot", "words"):
            raise AttributeError(name)
        return getattr(self.bot, name)


def words_of(game, settings) -> object:
    """Return the words a bot of ``game`` lays: its ``vocabulary`` setting's words of the game's lexicon."""
    return vocabulary(game.lexicon, settings.get("vocabulary") or FAMILIAR)


def seated(bot, words, game):
    """Return ``bot`` shown its vocabulary ``words`` (as it is, when they are the whole lexicon)."""
    return bot if words is game.lexicon else VocabularyPlayer(bot, words)


def random_bot(game, rng: random.Random, settings, progress=None):
    """Make the ``random`` bot (:class:`~wordgames.descriptor.Bot`): a random legal move of its vocabulary."""
    return seated(RandomPlayer(rng), words_of(game, settings), game)


def greedy_bot(game, rng: random.Random, settings, progress=None):
    """Make the ``greedy`` bot: :class:`GreedyPlayer` with its vocabulary."""
    words = words_of(game, settings)
    return seated(GreedyPlayer(words, rng), words, game)
