"""Arithmetical croquet shown to a person: numbers as people say them, the referee's words.

A move is the number a player names (``23``); a player held in a gate names
nothing (:data:`~wordgames.games.croquet.course.PASS`, written ``pass``) and
is passed over without being asked.

>>> from wordgames.games.croquet.game import CroquetGame
>>> shown = CroquetGame({"gates": "20-90"}).presenter()
>>> s = shown.game.new_initial_state()
>>> shown.parse_action(s, " 8 "), shown.format_action(s, 8)
(8, '8')
>>> shown.narrate(s, 8, s.apply(8), ["Оля", "Петя"])
['Оля names 8: 0 to 8']
"""

from __future__ import annotations

from typing import Sequence

from wordgames.errors import InputFormatError
from wordgames.games.croquet.course import PASS, Number
from wordgames.games.croquet.hints import HintReason, explain
from wordgames.games.croquet.referee import announce, situation
from wordgames.games.croquet.rules import CroquetState
from wordgames.i18n import _, ngettext
from wordgames.numbers import is_digits
from wordgames.presenter import Presenter

PASS_WORDS = ("pass", "held", "-", "пас", "пропуск")
"""What a held player may type (English or Russian); the table passes a held player over anyway."""


class CroquetPresenter(Presenter):
    """What a person sees of arithmetical croquet and types to it: numbers, the referee's narration."""

    def format_action(self, view, action: Number) -> str:
        return "pass" if action == PASS else str(action)     # also what external programs read: never translated

    def show_action(self, view, action: Number) -> str:
        return _("pass") if action == PASS else str(action)  # what a person sees and may type: «пас»

    def show_hint(self, view: CroquetState, action: Number) -> str:
        """Return the perfect bot's number with why it is the one: the result with perfect play and, in a lost
        position, how much longer it holds out than the others and what a deliberate miss does (:func:`hint_words`).
        The table is the hint bot's own (the game's, made once)."""
        if action == PASS:
            return self.show_action(view, action)
        return _("{move} — {reason}").format(move=self.show_action(view, action),
                                             reason=hint_words(explain(self.game.table(progress=self.progress),
                                                                       view, action)))

    def parse_action(self, view, text: str) -> Number:
        word = text.strip().lower()
        if word in PASS_WORDS:
            return PASS
        if not is_digits(word) or len(word) > 6:
            raise InputFormatError(_("{text!r} is not a number").format(text=text.strip()))
        return int(word)

    def seat_label(self, seat: int) -> str:
        return _("Player {number}").format(number=seat + 1)

    def draw(self, view: CroquetState) -> str:
        return situation(view, self.seat_name)

    def score_lines(self, view: CroquetState, names: Sequence[str]) -> list[str]:
        """The game is won, not scored: where both balls stand."""
        return [situation(view, names.__getitem__)]

    def prompt(self, view: CroquetState, name: str) -> str:
        return _("{name}, your number").format(name=name)

    def notation_help(self, view: CroquetState) -> str:
        if view.me.back:
            return _("You missed a gate: name a number 1 to 8 below your {number} and below the gate; "
                     "'moves' lists the legal ones.").format(number=view.me.number)
        return _("Name a number 1 to 8 above your own last one ({number}); "
                 "'moves' lists the legal ones.").format(number=view.me.number)

    def automatic(self, view: CroquetState):
        if view.legal_actions() == [PASS]:
            return PASS, ""          # the narration says it: "… is held in gate 20 and names nothing"
        return None

    def narrate(self, before: CroquetState, action: Number, after: CroquetState, names: Sequence[str]) -> list[str]:
        return [announce(before, action, names.__getitem__)]

    def result_lines(self, state: CroquetState, names: Sequence[str]) -> list[str]:
        if state.draw:
            return [_("A draw: both passed the post.")]
        return [_("{name} wins.").format(name=names[state.winner])] if state.winner is not None else []

    def review_unit(self, goal: str) -> str:
        return _("results (win 1, draw 0, loss −1)")


def plies(n: int) -> str:
    """Return a count of plies in words: ``1 ply``, ``4 plies``."""
    return ngettext("{n} ply", "{n} plies", n).format(n=n)


def hint_words(why: HintReason) -> str:
    """Return why the hint's number is the one, in sentences (the first without its capital: it follows the number).

    >>> print(hint_words(HintReason(91, "loss", 4, 2, (), 90, (4, 5), "4")))
    every number loses against perfect play; this one loses latest, in 4 plies (any other in 2 plies at most). \
A deliberate miss: your ball stays where it is and spends its one miss at gate 90. It keeps your partner from \
naming 100 next turn (rule 4).
    >>> hint_words(HintReason(3, "win", 75))
    'wins against any defence, in 75 plies'
    """
    if why.outcome == "win":
        return _("wins against any defence, in {plies}").format(plies=plies(why.plies))
    if why.outcome == "draw":
        return _("keeps the draw against perfect play")
    if why.others is None:
        first = _("every number loses against perfect play, all in {plies}").format(plies=plies(why.plies))
    elif why.equally:
        first = _("every number loses against perfect play; this one loses latest, in {plies}, as do {numbers} "
                  "(any other in {others} at most)").format(plies=plies(why.plies), others=plies(why.others),
                                                            numbers=", ".join(map(str, why.equally)))
    else:
        first = _("every number loses against perfect play; this one loses latest, in {plies} "
                  "(any other in {others} at most)").format(plies=plies(why.plies), others=plies(why.others))
    sentences = [first + "."]
    if why.miss is not None:
        sentences.append((_("A deliberate miss: your ball stays where it is and spends its one miss at the post {goal}.")
                          if why.miss == why.goal else
                          _("A deliberate miss: your ball stays where it is and spends its one miss at gate {gate}."))
                         .format(gate=why.miss, goal=why.miss))
    if why.bars_post is not None:
        sentences.append(_("It keeps your partner from naming {goal} next turn (rule {rule}).").format(
            goal=why.goal, rule=why.bars_post))
    elif why.miss is not None and why.banned:
        sentences.append(_("It bars your partner from stepping {steps} next turn (rule 4).").format(
            steps=_(" or ").join(map(str, why.banned))))
    return " ".join(sentences)
