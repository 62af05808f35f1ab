"""Dix Mille shown to a person: the numbered choices of a throw, moves as people type them, narration, advice.

The rules are the game's (:mod:`wordgames.games.dixmille.game`, :mod:`~wordgames.games.dixmille.state`); the
sentences of a turn played are in :mod:`wordgames.games.dixmille.narration`.

In the notation a move is a choice's number in the list the drawing shows,
or the combination (``1+1+5``, ``444+1``, ``three pairs 2-3-6``, and a lone
die ``single 1``), then **b** to bank or **t** to throw on; the verb is never
optional, so a missing letter cannot turn banking into throwing.

>>> from wordgames.games.dixmille.game import DixMilleGame
>>> game = DixMilleGame({"table": "text"}, seats=2)
>>> shown = DixMillePresenter(game)
>>> s = game.new_initial_state().apply((1, 1, 3, 4, 5, 6))
>>> [shown.format_action(s, m) for m in s.legal_actions()][:4]
['single 1 b', 'single 1 t', '1+1 b', '1+1 t']
>>> shown.parse_action(s, "1+5 b") == Move(Selection((Combo("single", (1,)), Combo("single", (5,)))), True)
True
>>> shown.parse_action(s, "1+5")
Traceback (most recent call last):
...
wordgames.errors.InputFormatError: add b to bank or t to throw on: '1+5 b' or '1+5 t'
>>> s = s.apply(shown.parse_action(s, "1+1 b"))
>>> s.scores, s.player, s.phase
((200, 0), 1, 'throw')
"""

from __future__ import annotations

import re
import textwrap
from typing import Any, Sequence

from wordgames.errors import InputFormatError
from wordgames.games.dice import normalise, read_cyrillic, read_throw, show
from wordgames.games.dixmille import narration
from wordgames.games.dixmille.narration import describe, selection_label, typed
from wordgames.games.dixmille.scoring import (NUM_DICE, PAIR_AND_FOUR, SINGLE, SIX_OF_A_KIND, STRAIGHT, THREE_PAIRS,
                                              TRIPLE, Combo, Selection, canonical, selections)
from wordgames.games.dixmille.state import AFTER_BONUS, BONUS, CHOOSE, OPENING, DixMilleState, Move, NOTHING
from wordgames.i18n import N_, _, decimal, ngettext
from wordgames.numbers import is_digits
from wordgames.presenter import Presenter
from wordgames.table.human import named_commands

BANK_WORDS = ("b", "bank", "з", "зап", "записать", "банк")      # Russian: записать очки
THROW_WORDS = ("t", "throw", "бр", "брос", "бросать")            # Russian: бросать дальше
AMBIGUOUS = {"б": N_("«б» could be банк or бросать: write з (записать) to bank or бр (бросать) to throw on")}
TRIPLE_TEXT = re.compile(r"([1-6])\1\1")
NEED_VERB = N_("add b to bank or t to throw on: '{what} b' or '{what} t'")
NEED_SELECTION = N_("say what to set aside (a choice's number or its combination), then b to bank or t to throw on")
AFTER_BONUS_ONLY = N_("after the bonus type b to bank or t to throw six dice")
NO_CHOICE = N_("there is no choice {number}: the choices are 1 to {count}")
NO_CHOICE_SINGLE = N_("there is no choice {number}: the choices are 1 to {count} (a lone {number} is 'single {number}')")
NOT_A_COMBINATION = N_("{text} is not a combination: write 1, 5, 111 … 666 joined by +, 'single 1', "
                       "'three pairs 2-3-6', 'pair and four 115555', 'six 4s' or 'straight 1-6'")
COMBINATION_WORDS = {
    "single": ("single", "кубик"), "three pairs": ("three pairs", "три пары"),
    "pair and four": ("pair and four", "пара и четыре"), "six": ("six", "шесть"), "straight": ("straight", "ряд"),
}
"""The words of the combinations as they may be typed, English and Russian (see :func:`combo_from_text`)."""

CHOICE_LINE = "  {number:>2}) {text:<22} {points:>5}"
FORCED_CHOICE_LINE = N_("  {number:>2}) {text:<22} {points:>5}, then all six dice again")
CHOICES_FOOT = N_("Type a choice (its number or its combination) and b to bank or t to throw on, e.g. '1 t'.")
AFTER_BONUS_LINE = N_("  b) bank {points}    t) throw six dice")
HINT_FOR_POINTS = N_("{move}   (the most points this turn on average; the review weighs the chance of winning "
                     "the game instead)")
REVIEW_MEASURES = {
    "win": N_("Each decision is weighed by the chance of winning the game (a cost of 0.05 is 5 percentage points); "
              "the hint and advise during play aim at the most points per turn instead, so they can disagree."),
    "points": N_("Each decision is weighed by the turn's expected banked points, as the hint and advise during "
                 "play are (not by the chance of winning the game)."),
}
ADVICE_LINE = N_("  {move:<16} {words:<36} expected {expected}")
NOTATION_HELP = N_("After a throw, type a choice's number from the list, or its combination (1+1+5, 444+1, "
                   "single 5, three pairs 2-3-6), then b to bank or t to throw on: '2 t', '1+5 b'. The b or t "
                   "is never optional. After a bonus, type b to bank or t to throw six dice. In Russian: "
                   "з (записать) banks, бр (бросать) throws on: '2 бр', '1+5 з'; the combinations as кубик 5, "
                   "три пары 2-3-6, пара и четыре 115555, шесть 4, ряд 1-6. A lone б is refused: it could be either.")


def selection_text(selection: Selection) -> str:
    """Return a selection as it is typed: ``1+1+5``, ``444``; a lone die is ``single 1`` (a bare number is a choice).

    This is the notation (English words, read in either language); :func:`selection_label` is what a person reads.

    >>> selection_text(Selection((Combo("single", (5,)),))), selection_text(Selection((Combo("triple", (4, 4, 4)),)))
    ('single 5', '444')
    """
    if len(selection.combos) == 1 and selection.combos[0].kind == SINGLE:
        return f"single {selection.combos[0].dice[0]}"
    return str(selection)


def _strip_word(text: str, kind: str) -> str | None:
    """Return ``text`` without the leading word of ``kind`` (English or Russian), or None if it does not start so."""
    for word in COMBINATION_WORDS[kind]:
        if text == word or text.startswith(word + " "):
            return text[len(word):].strip()
    return None


def combo_from_text(text: str) -> Combo:
    """Return the combination written ``text`` (``5``, ``single 1``, ``444``, ``three pairs 2-3-6`` …), in either language.

    >>> combo_from_text("three pairs 6-2-3"), combo_from_text("555")
    (Combo(kind='three pairs', dice=(2, 2, 3, 3, 6, 6)), Combo(kind='triple', dice=(5, 5, 5)))
    >>> combo_from_text("кубик 5"), combo_from_text("шесть 4"), combo_from_text("ряд 1-6").kind
    (Combo(kind='single', dice=(5,)), Combo(kind='six of a kind', dice=(4, 4, 4, 4, 4, 4)), 'straight')
    """
    t = " ".join(text.lower().split())
    if (rest := _strip_word(t, "single")) is not None:
        if re.fullmatch(r"[1-6]", rest):
            return Combo(SINGLE, (int(rest),))
    elif re.fullmatch(r"[1-6]", t):
        return Combo(SINGLE, (int(t),))
    elif TRIPLE_TEXT.fullmatch(t):
        return Combo(TRIPLE, (int(t[0]),) * 3)
    elif (rest := _strip_word(t, "three pairs")) is not None:
        if m := re.fullmatch(r"([1-6])-([1-6])-([1-6])", rest):
            return Combo(THREE_PAIRS, normalise(int(f) for f in m.groups() for _twice in range(2)))
    elif (rest := _strip_word(t, "pair and four")) is not None:
        if re.fullmatch(r"[1-6]{6}", rest):
            return Combo(PAIR_AND_FOUR, normalise(int(f) for f in rest))
    elif m := re.fullmatch(r"six ([1-6])s", t):
        return Combo(SIX_OF_A_KIND, (int(m.group(1)),) * NUM_DICE)
    elif m := re.fullmatch(r"шесть ([1-6])", t):
        return Combo(SIX_OF_A_KIND, (int(m.group(1)),) * NUM_DICE)
    elif t in ("straight 1-6", "straight", "ряд 1-6", "ряд"):
        return Combo(STRAIGHT, (1, 2, 3, 4, 5, 6))
    raise InputFormatError(_(NOT_A_COMBINATION).format(text=repr(text.strip()[:30])))


class DixMillePresenter(Presenter):
    """Dix Mille at the terminal: the throw's numbered choices, moves typed in either language, the turn told."""

    def format_action(self, view: DixMilleState, action) -> str:
        if not isinstance(action, Move):
            return show(action)
        verb = BANK_WORDS[0] if action.bank else THROW_WORDS[0]
        return f"{selection_text(action.selection)} {verb}" if action.selection.combos else verb

    def parse_action(self, view: DixMilleState, text: str) -> Move:
        """Return the move typed: a choice (number or combination) and b or t; after a bonus, b or t."""
        words = [read_cyrillic(word) for word in text.lower().split()]
        if not words:
            raise InputFormatError(_(AFTER_BONUS_ONLY if view.phase == AFTER_BONUS else NEED_SELECTION))
        if words[-1] in AMBIGUOUS:                            # never guess which of two moves was meant
            raise InputFormatError(_(AMBIGUOUS[words[-1]]))
        if view.phase == AFTER_BONUS:
            if len(words) == 1 and words[0] in BANK_WORDS + THROW_WORDS:
                return Move(NOTHING, words[0] in BANK_WORDS)
            raise InputFormatError(_(AFTER_BONUS_ONLY))
        what = " ".join(words[:-1])
        if words[-1] not in BANK_WORDS + THROW_WORDS:
            self.read_selection(view, " ".join(words))      # says what is wrong with it, if anything
            raise InputFormatError(_(NEED_VERB).format(what=" ".join(words)[:40]))
        if not what:
            raise InputFormatError(_(NEED_SELECTION))
        return Move(self.read_selection(view, what), words[-1] in BANK_WORDS)

    def read_selection(self, view: DixMilleState, what: str) -> Selection:
        """Return the selection written ``what``: a choice's number in :meth:`choices`, or combinations joined by +."""
        if is_digits(what) and not TRIPLE_TEXT.fullmatch(what):
            choices = self.choices(view)
            number = int(what[:4])
            if 1 <= number <= len(choices):
                return choices[number - 1]
            template = NO_CHOICE_SINGLE if what in ("1", "5") else NO_CHOICE
            raise InputFormatError(_(template).format(number=what[:4], count=len(choices)))
        parts = [p.strip() for p in what.split("+")]
        if len(parts) > NUM_DICE or not all(parts):
            raise InputFormatError(_(NOT_A_COMBINATION).format(text=repr(what[:30])))
        return canonical([combo_from_text(p) for p in parts])

    def choices(self, view: DixMilleState) -> list[Selection]:
        """Return the selections of the throw as the drawing numbers them: most points first."""
        if view.phase != CHOOSE:
            return []
        t = view.table
        return sorted(selections(view.throw, t), key=lambda s: (-s.points(t), len(s.dice()), str(s)))

    def draw(self, view: DixMilleState) -> str:
        """Return the numbered choices of the throw (or, after a bonus, bank or throw six)."""
        if view.phase == AFTER_BONUS:
            return _(AFTER_BONUS_LINE).format(points=view.points)
        lines = [(_(FORCED_CHOICE_LINE) if s.forced(view.table) else CHOICE_LINE).format(
                     number=i, text=selection_label(s), points=s.points(view.table))
                 for i, s in enumerate(self.choices(view), 1)]
        foot = _(CHOICES_FOOT)
        if self.width:                                  # the terminal's columns, once the table says them
            foot = textwrap.fill(foot, self.width - 1, break_on_hyphens=False)
        return "\n".join(lines + [foot])

    def prompt(self, view: DixMilleState, name: str) -> str:
        return name

    def notation_help(self, view: DixMilleState) -> str:
        return _(NOTATION_HELP)

    def show_action(self, view: DixMilleState, action) -> str:
        """Return a move as a person types it in the active language (the notation stays English)."""
        return typed(action)

    def show_hint(self, view: DixMilleState, action) -> str:
        """Return the hint's move (the expected-points bot's) saying what it maximises: the points of the turn,
        where the review weighs the chance of winning."""
        return _(HINT_FOR_POINTS).format(move=typed(action))

    def automatic(self, view: DixMilleState):
        legal = view.legal_actions()
        return (legal[0], "") if len(legal) == 1 else None

    def commands(self, view: DixMilleState) -> dict[str, tuple[str, Any]]:
        return named_commands({"advise": (_("the best moves with their expected banked points"), self.advice)},
                              {"advise": "совет"})

    def advice(self, view: DixMilleState, top: int = 5) -> str:
        """Return the advisor's best moves with the expected banked points of the turn.

        The presenter's ``progress`` hears when the turn values are computed.
        """
        # numpy and the turn values are imported only when advice is asked (every game played shows this presenter)
        from wordgames.games.dixmille.strategy import advise, turn_table
        tt = turn_table(self.game, view.scores[view.player], self.progress)
        return "\n".join(_(ADVICE_LINE).format(move=typed(a.move), words=describe(a.move, view.table),
                                               expected=f"{decimal(a.expected, 1):>8}")
                         for a in advise(tt, view)[:top])

    # -- real dice, entered at the table --------------------------------------------------

    def thrower(self, state: DixMilleState) -> int:
        """Return whose throw the chance node is: the player's (in the opening, the one throwing now)."""
        return state.player

    def parse_outcome(self, state: DixMilleState, text: str):
        """Return the dice thrown, typed as faces (``24456``, ``1 5``); one die in the opening and the bonus throw.

        >>> from wordgames.games.dixmille.game import DixMilleGame
        >>> game = DixMilleGame({"table": "text"}, seats=2)
        >>> game.presenter().parse_outcome(game.new_initial_state(), "6 4 1 5 2 2")
        (1, 2, 2, 4, 5, 6)
        """
        return read_throw(text, 1 if state.phase in (BONUS, OPENING) else state.dice)

    def outcome_prompt(self, state: DixMilleState, names: Sequence[str]) -> str:
        """Return the question of a throw entered by hand: which dice the thrower's throw shows."""
        name = names[state.player]
        if state.phase == OPENING:
            return _("{name} throws one die for the first turn: which face?").format(name=name)
        if state.phase == BONUS:
            return _("{name}'s last die, throw {attempt} of 2: which face?").format(name=name, attempt=state.attempt)
        return ngettext("{name} throws {n} die: which face?", "{name} throws {n} dice: which faces?",
                        state.dice).format(name=name, n=state.dice)

    def narrate(self, before: DixMilleState, action, after: DixMilleState, names: Sequence[str]) -> list[str]:
        return narration.narrate(before, action, after, names)

    def result_lines(self, state: DixMilleState, names: Sequence[str]) -> list[str]:
        return narration.result_lines(state, names)

    def review_unit(self, goal: str) -> str:
        return _("chances of winning") if goal == "win" else _("points")

    def review_note(self, goal: str) -> str:
        """Return the line that heads a review: what ``goal`` weighs, and how it differs from the hint's measure."""
        return _(REVIEW_MEASURES[goal]) if goal in REVIEW_MEASURES else ""
