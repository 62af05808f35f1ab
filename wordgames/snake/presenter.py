"""Змейка shown to a person and read from one: the table a seat sees, the stage's question, moves typed and
listed, the narration and the count (:class:`~wordgames.presenter.Presenter`).

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.game import SnakeGame
>>> from wordgames.snake.actions import Draw
>>> game = SnakeGame({"hand_size": 4}, 2, Lexicon.from_words(["опера", "раструб", "бубен"]))
>>> shown = game.presenter()
>>> s = game.new_initial_state()
>>> for card in "паеррсат" + "о":          # dealt card by card round the table, then the face-up card
...     s = s.apply(Draw(card))
>>> [shown.format_action(s, a) for a in s.legal_actions()]
['опера', 'done']
>>> shown.parse_action(s, "опера") == s.legal_actions()[0], shown.parse_action(s, "/готово") == Done()
(True, True)
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.errors import InputFormatError
from wordgames.i18n import _, language
from wordgames.lexicon.text import fold
from wordgames.presenter import Presenter
from wordgames.snake.actions import Discard, Done, Give, Lay, Name, Reply
from wordgames.snake.continuations import MIN_LETTERS
from wordgames.snake.notation import RUSSIAN_REPLIES, RUSSIAN_VERBS, card_of, read_lay, written
from wordgames.snake.record import parse_word
from wordgames.snake.render import (NOTATION_HELP, draw_view, filled, listed_moves, narrate, prompt, result_lines,
                                    words_played)
from wordgames.table.human import named_commands
from wordgames.snake.stages import ANSWER, DISCARD, PASS, REPLY
from wordgames.snake.state import SnakeState


ENGLISH_VERBS = ("done", "challenge", "ask", "concede", "keep", "discard", "give")


def command_list() -> str:
    """Return Змейка's own commands as typed in the interface's language: ``/готово, …, /слова``."""
    if language() == "ru":
        return ", ".join([name + (" К" if english in ("discard", "give") else "")
                          for name, english in RUSSIAN_VERBS.items()] + ["/слова"])
    return ", ".join([verb + (" К" if verb in ("discard", "give") else "") for verb in ENGLISH_VERBS] + ["/words"])


class SnakePresenter(Presenter):
    """Змейка in text, in the interface's language; moves as a player says them (:mod:`.notation`)."""

    fits_width = True

    def format_action(self, view, action) -> str:
        if isinstance(action, Lay):
            return written(action)
        if isinstance(action, Name):
            return action.word
        if isinstance(action, Discard):
            return f"discard {action.card}"
        return self.game.action_to_json(action)

    def show_action(self, view, action) -> str:
        """Return a move as a person may type it: in Russian, the commands by their slashed Russian names."""
        text = self.format_action(view, action)
        if language() != "ru" or isinstance(action, (Lay, Name)):
            return text
        verb, _space, rest = text.partition(" ")
        russian = {english: name for name, english in RUSSIAN_VERBS.items()}
        return " ".join(filter(None, [russian.get(verb, verb), rest.upper() if rest else ""]))

    def parse_action(self, view, text: str):
        t = text.strip().lower()
        words = t.split()
        if not words:
            raise InputFormatError(_("type a move ('?' for help)"))
        if words[0] in RUSSIAN_VERBS or words[0][1:] in ENGLISH_VERBS:     # /готово, and /done as done
            words[0] = RUSSIAN_VERBS.get(words[0], words[0][1:])
            t = " ".join(words)
        verb = words[0]
        replies = {**RUSSIAN_REPLIES, "yes": True, "no": False}
        if view.phase == REPLY and t.removeprefix("/") in replies:     # only a reply can be meant here, /да too
            return Reply(replies[t.removeprefix("/")])
        if verb in ("discard", "give") and len(words) == 1:
            typed = text.strip().split()[0]
            raise InputFormatError(_("{text!r} names no card: write the card after it, e.g. {example!r}").format(
                text=typed, example=f"{typed} к"))
        if verb.startswith("/"):
            raise InputFormatError(_("{text!r} is not a command of Змейка (a word is laid without a slash); its "
                                     "commands: {commands}").format(text=verb, commands=command_list()))
        if verb in ("done", "challenge", "concede", "ask", "yes", "no", "keep") and len(words) == 1:
            return self.game.action_from_json(verb)
        if verb in ("discard", "give", "name") and len(words) == 2:
            return self.game.action_from_json(t)
        if len(words) != 1:
            raise InputFormatError(_("{text!r}: one word, or a command and its card").format(text=text.strip()))
        if view.phase == DISCARD:
            return Discard(card_of(t))
        if view.phase == PASS:
            return Give(card_of(t))
        if view.phase == ANSWER:
            return Name(fold(t))
        if len(parse_word(t).word) == 1:
            raise InputFormatError(_("{text!r} is one card, not a word: lay a word of at least {n} letters, or "
                                     "end the placement stage with 'done' and then discard a card").format(
                text=text.strip(), n=MIN_LETTERS))
        return read_lay(t, view.snake)

    def seat_label(self, seat: int) -> str:
        return f"player {seat + 1}"

    def draw(self, view) -> str:
        return draw_view(view, self.width)

    def prompt(self, view, name: str) -> str:
        return prompt(view, name)

    def notation_help(self, view) -> str:
        return _(NOTATION_HELP)

    def commands(self, view) -> dict[str, tuple[str, Any]]:
        return named_commands({"words": (_("the words played so far (rule 6: no word twice)"), words_played)},
                              {"words": "слова"})

    def listed_moves(self, view) -> list[str]:
        """Return the placements from the hand, most points first, jokers only for letters the hand lacks
        (``бур*ан 9``), then the other moves of the stage."""
        return listed_moves(self, view)

    def automatic(self, view):
        legal = view.legal_actions()
        if legal == [Done()]:
            return Done(), ""
        return None

    def score_lines(self, view, names: Sequence[str]) -> list[str]:
        """Each side's points so far (words, bonuses, fines: public), with its players and the cards they hold."""
        rules = view.rules
        return [_("side {side} ({names}): {points}; cards in hand: {cards}").format(
            side=side + 1, names=", ".join(names[s] for s in range(len(names)) if rules.side(s) == side),
            points=view.points[side], cards=", ".join(str(view.sizes[s]) for s in range(len(names))
                                                      if rules.side(s) == side)) for side in (0, 1)]

    def narrate(self, before: SnakeState, action, after: SnakeState, names: Sequence[str]) -> list[str]:
        """What the table hears of an action; a word laid or named that a table may dispute (not familiar:
        :mod:`wordgames.lexicon.vocabulary`) gets the referee's note saying why."""
        lines = narrate(before, action, after, names)
        if isinstance(action, (Lay, Name)) and lines:
            note = self.game.lexicon.explain(action.word).note
            if note:
                lines.append(note)
        if self.width is None:
            return lines
        return [part for line in lines for part in filled(line, self.width - 2, 2)]  # told again indented, later

    def result_lines(self, state: SnakeState, names: Sequence[str]) -> list[str]:
        return result_lines(state, names, self.width)
