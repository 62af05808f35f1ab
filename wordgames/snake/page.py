"""Змейка on a phone: the snake with its right word marked, the seat's hand as cards to tap, the best
placements to tap, and a button for each move of the turn's stage.

Everything comes from the seat's view (its hand, the snake, the counts, the stage) and the game's
presenter and rules (each move written by :meth:`~wordgames.snake.presenter.SnakePresenter.format_action`
from a legal action, the placements found and scored as the terminal's list finds them); the other hands
are not in the view, so not on the page.  A placement is composed in the text field by tapping cards
(the snake's letters it overlaps, then the hand's; ``*`` after a letter a joker plays, ``|`` where the
new cards begin, ``<`` for a left placement) and sent with Send: the table refuses a word that breaks a
rule, naming the rule.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.game import SnakeGame
>>> from wordgames.snake.actions import Draw
>>> game = SnakeGame({"hand_size": 4}, 2, Lexicon.from_words(["опера", "раструб", "бубен"]))
>>> s = game.new_initial_state()
>>> for card in "паеррсат" + "о":          # dealt card by card round the table, then the face-up card
...     s = s.apply(Draw(card))
>>> parts = SnakePage(game, game.presenter()).parts(s.view(0), 0, ["Оля", "Петя"], mine=True)
>>> # опера: о 1 + п 2 + е 1 + р 2 + а 1 = 7 points
>>> [(c["letter"], c["compose"]) for c in parts["hand"]], parts["placements"]
([('А', 'а'), ('Е', 'е'), ('П', 'п'), ('Р', 'р')], [{'move': 'опера', 'shown': 'опера', 'points': '7 points'}])
>>> [b["move"] for b in parts["buttons"]], [(c["letter"], c["compose"]) for c in parts["snake"]]
(['done'], [('О', 'о')])
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.i18n import N_, _
from wordgames.snake.actions import Ask, Challenge, Concede, Discard, Done, Give, Keep, Name, Reply
from wordgames.snake.cards import JOKER
from wordgames.snake.draw import owners
from wordgames.snake.legality import lays_with
from wordgames.snake.render import points_text
from wordgames.snake.rules import points
from wordgames.snake.stages import ANSWER, DISCARD, PASS, PLACE, REPLY
from wordgames.web.page import Page

BEST = 12
"""The most placements the page lists (best by points first); the text field takes any other."""

STAGES = {PLACE: N_("placing words"), ANSWER: N_("answering a challenge"), REPLY: N_("the partner's reply"),
          DISCARD: N_("discarding a card"), PASS: N_("passing a card to the partner")}
"""The stage of the turn, as the page names it."""

BUTTONS = {Done: N_("Done: end the placement stage"), Challenge: N_("Challenge: which continuation did you mean?"),
           Ask: N_("Ask the partner: «могу ли я выйти?»"), Concede: N_("Concede"),
           Keep: N_("Keep my cards")}
"""What the stage's buttons say (each sends its move in the game's notation)."""


class SnakePage(Page):
    """The snake, the hand as cards, the counts, the best placements, and the stage's moves as buttons."""

    template = "games/snake.html"
    style = "snake.css"
    script = "snake.js"
    record_kind = "txt"

    def record(self, game, session) -> str:
        """Return the finished game as the whole-game record ``wordgames snake referee`` reads (in Russian
        when the reader's language is)."""
        from wordgames.i18n import language
        from wordgames.snake.wholegame import from_session
        return from_session(session, game.lexicon).to_text(russian=language() == "ru")

    def parts(self, view, seat: int, names: Sequence[str], mine: bool) -> dict[str, Any]:
        """Return the parts of the page (see the module's docstring)."""
        legal = view.legal_actions() if mine else []
        placing = mine and view.phase == PLACE
        write = self.shown.format_action
        hand_moves = {}
        for action in legal:
            if isinstance(action, (Discard, Give)):
                hand_moves[action.card] = write(view, action)
        hand = [{"letter": "" if card == JOKER else card.upper(), "joker": card == JOKER,
                 "value": view.rules.value(card) if card != JOKER else None,
                 "compose": card if placing else "", "move": hand_moves.get(card, "")}
                for card in sorted(view.hand, key=lambda c: (c == JOKER, c))]
        buttons = [{"move": write(view, a), "label": _(BUTTONS[type(a)])} for a in legal if type(a) in BUTTONS]
        replies = [{"move": write(view, a), "label": "да" if a.yes else "нет"} for a in legal if isinstance(a, Reply)]
        names_given = [{"move": write(view, a), "label": a.word} for a in legal if isinstance(a, Name)][:BEST]
        return {"snake": self.snake_cards(view, placing), "right": self.right_word(view),
                "hand": hand, "received": [c.upper() for c in view.received],
                "placements": self.placements(view) if placing else [],
                "composing": placing, "left": placing and not view.left_used[seat],
                "buttons": buttons, "replies": replies, "names": names_given,
                "stage": _(STAGES[view.phase]) if view.phase in STAGES else "",
                "to_move": names[view.to_move] if 0 <= view.to_move < len(names) else "",
                "seats": [{"name": name, "cards": view.sizes[k], "out": k in view.out, "me": k == seat,
                           "side": view.rules.side(k) + 1} for k, name in enumerate(names)],
                "stock": view.stock_size, "sides": [{"side": k + 1, "points": p} for k, p in enumerate(view.points)],
                "discards": [c.upper() for c in view.discards[-12:]]}

    def snake_cards(self, view, placing: bool) -> list[dict[str, Any]]:
        """Return the snake's cards: the letter, the word's level (alternating), the right word's marked;
        when placing, the right word's cards and the leftmost card compose their letters."""
        snake = view.snake
        if snake is None:
            return []
        right = snake.right_word
        owner = owners(snake)
        level_of = {who: k % 2 for k, who in enumerate(dict.fromkeys(owner))}   # the words alternate up and down
        cards = []
        for i, (card, who) in enumerate(zip(snake.cards, owner)):
            in_right = right is not None and right.start <= i < right.stop
            composes = placing and (in_right or i == 0 or right is None)
            level = level_of[who]
            cards.append({"letter": card.letter.upper(), "joker": card.joker, "right": in_right, "level": level,
                          "compose": card.letter if composes else "",
                          "classes": f"card level-{level}" + (" right" if in_right else "") + (" joker" if card.joker else "")})
        return cards

    def right_word(self, view) -> str:
        """Return the line naming the right word (or the face-up letter before the first word)."""
        if view.snake is None:
            return ""
        right = view.snake.right_word
        if right is not None:
            return _("right word: «{word}»").format(word=right.word)
        return _("the face-up letter «{letter}»: the first word starts or ends with it").format(
            letter=view.snake.leftmost_letter)

    def placements(self, view) -> list[dict[str, Any]]:
        """Return the best placements from the hand (as the terminal's list finds them), most points first."""
        found = lays_with(view, jokers="needed")
        scored = sorted(((points(view.snake, a.placement, view.rules.letter_values), a) for a in found),
                        key=lambda pa: (-pa[0], pa[1].word))
        return [{"move": self.shown.format_action(view, a), "shown": self.shown.show_action(view, a),
                 "points": points_text(n)}
                for n, a in scored[:BEST]]
