"""Dix Mille at the table: the game agreed (the scoring table, the target), moves as people type them, bots.

The state and its rules are in :mod:`wordgames.games.dixmille.state`; the sentences
a person reads of a turn played, in :mod:`wordgames.games.dixmille.narration`.

In the notation a move is a choice's number in the list the drawing shows,
or the combination (``1+1+5``, ``444+1``, ``three pairs 2-3-6``, and a lone
die ``single 1``), then **b** to bank or **t** to throw on; the verb is never
optional, so a missing letter cannot turn banking into throwing.

>>> game = DixMilleGame({"table": "text"}, seats=2)
>>> s = game.new_initial_state().apply((1, 1, 3, 4, 5, 6))
>>> [game.format_action(s, m) for m in s.legal_actions()][:4]
['single 1 b', 'single 1 t', '1+1 b', '1+1 t']
>>> game.parse_action(s, "1+5 b") == Move(Selection((Combo("single", (1,)), Combo("single", (5,)))), True)
True
>>> game.parse_action(s, "1+5")
Traceback (most recent call last):
...
wordgames.errors.InputFormatError: add b to bank or t to throw on: '1+5 b' or '1+5 t'
>>> s = s.apply(game.parse_action(s, "1+1 b"))
>>> s.scores, s.player, s.phase
((200, 0), 1, 'throw')
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any, Mapping, Sequence

from wordgames.engine import RandomPlayer
from wordgames.game import Game
from wordgames.errors import InputFormatError, UsageError
from wordgames.games.dice import faces_from_json, normalise, read_cyrillic, show
from wordgames.games.dixmille.scoring import (KINDS, NUM_DICE, PAIR_AND_FOUR, SINGLE, SIX_OF_A_KIND, STRAIGHT,
                                              THREE_PAIRS, TRIPLE, Combo, ScoringTable, Selection,
                                              selections, table_from_rules)

from wordgames.games.dixmille import narration
from wordgames.games.dixmille.options import TWOS
from wordgames.games.dixmille.narration import (BANKS, BONUS_WON, DESCRIBE_BANK, DESCRIBE_SET_ASIDE_AND_BANK,
                                                DESCRIBE_SET_ASIDE_AND_THROW, DESCRIBE_THROW, FINAL, MISSED_ONCE,
                                                MISSED_TWICE, SETS_ASIDE_ALL_SIX, SETS_ASIDE_AND_BANKS,
                                                SETS_ASIDE_LAST_DIE, THROWS_SIX, TIE, TYPED_VERBS, WINNER, describe,
                                                selection_label, typed)
from wordgames.games.dixmille.state import (AFTER_BONUS, BONUS, CHOOSE, OPENING, DixMilleState, MAX_PLAYERS, MAX_TARGET, Move, NOTHING, THROW, combo_problem)
from wordgames.i18n import N_, _, decimal
from wordgames.numbers import is_digits
from wordgames.games.dixmille.about import DESCRIPTOR


# -- what people see and say -------------------------------------------------------------------

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


def canonical(combos: Sequence[Combo]) -> Selection:
    """Return the selection of these combinations in the order :func:`~.scoring.selections` lists them."""
    return Selection(tuple(sorted(combos, key=lambda c: (c.kind != TRIPLE, c.dice))))


class DixMilleGame(Game):
    """Dix Mille with its rules agreed: the scoring table and the points to reach."""

    descriptor = DESCRIPTOR

    name = "dixmille"
    review_goals = ("win", "points")

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        given = self.options.get("table", "text")
        self.twos = self.options.get("twos", "score")
        if self.twos not in TWOS:
            raise InputFormatError(_("twos: one of {choices}, not {value}").format(
                choices=", ".join(TWOS), value=f"{self.twos!r:.20}"))
        if isinstance(given, dict) and "twos_lose_score" in given:   # saved before the reading was a rule option
            self.twos = "score" if given["twos_lose_score"] is True else "turn"
        self.base = replace(table_from_rules(given), twos_lose_score=self.twos == "score")
        target = self.options.get("target")
        if target is not None and (type(target) is not int or not 1 <= target <= MAX_TARGET):
            raise InputFormatError(_("target: a whole number 1 to {most}, or none, not {value}").format(
                most=MAX_TARGET, value=f"{target!r:.20}"))
        self.target = target
        self.table = self.base if target is None else replace(self.base, target=target)
        self.opening = self.options.get("opening", False)
        if type(self.opening) is not bool:
            raise InputFormatError(_("opening: true or false, not {value}").format(value=f"{self.opening!r:.20}"))
        self.check_seats(self.seats)

    def default_seats(self) -> int:
        return 2

    def check_seats(self, seats: int) -> None:
        if not 1 <= seats <= MAX_PLAYERS:
            raise UsageError(_("Dix Mille is played by 1 to {most} players, not {players}").format(
                most=MAX_PLAYERS, players=seats))

    def rules_dict(self) -> dict[str, Any]:
        table = {k: v for k, v in self.base.to_dict().items() if k != "twos_lose_score"}   # the option says it
        return {"table": table, "target": self.target, "opening": self.opening, "twos": self.twos}

    def new_initial_state(self) -> DixMilleState:
        return DixMilleState.new(self.seats, self.table, opening=self.opening)

    def state_from_dict(self, data: dict[str, Any]) -> DixMilleState:
        return DixMilleState.from_dict(data)

    # -- actions ------------------------------------------------------------------------

    def action_to_json(self, action) -> Any:
        """Return a move as {"combos": [[kind, dice], ...], "bank": bool}, a throw as its list of dice."""
        if isinstance(action, Move):
            return {"combos": [[c.kind, list(c.dice)] for c in action.selection.combos], "bank": action.bank}
        return list(action)

    def action_from_json(self, data: Any):
        if isinstance(data, list):
            return faces_from_json(data, range(1, NUM_DICE + 1), "throw")
        if not (isinstance(data, dict) and set(data) == {"combos", "bank"} and type(data["bank"]) is bool
                and isinstance(data["combos"], list) and len(data["combos"]) <= NUM_DICE):
            raise InputFormatError(_('a Dix Mille action is a throw (a list of dice) or '
                                     '{{"combos": [[kind, dice], ...], "bank": true/false}}, not {data}').format(
                                         data=f"{data!r:.60}"))
        combos = []
        for i, c in enumerate(data["combos"]):
            if not (isinstance(c, list) and len(c) == 2 and c[0] in KINDS):
                raise InputFormatError(_("{where}: [kind, dice] with a kind of {kinds}").format(
                    where=f"combos[{i}]", kinds=", ".join(KINDS)))
            combo = Combo(c[0], faces_from_json(c[1], range(1, NUM_DICE + 1), f"combos[{i}]"))
            problem = combo_problem(combo)
            if problem:
                raise InputFormatError(_("{where}: {problem}").format(where=f"combos[{i}]", problem=problem))
            combos.append(combo)
        return Move(canonical(combos), data["bank"])

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

    # -- the table ----------------------------------------------------------------------

    def draw(self, view: DixMilleState) -> str:
        """Return the numbered choices of the throw (or, after a bonus, bank or throw six)."""
        if view.phase == AFTER_BONUS:
            return _(AFTER_BONUS_LINE).format(points=view.points)
        lines = [(_(FORCED_CHOICE_LINE) if s.forced(view.table) else CHOICE_LINE).format(
                     number=i, text=selection_label(s), points=s.points(view.table))
                 for i, s in enumerate(self.choices(view), 1)]
        return "\n".join(lines + [_(CHOICES_FOOT)])

    def prompt(self, view: DixMilleState, name: str) -> str:
        return name

    def notation_help(self, view: DixMilleState) -> str:
        return _(NOTATION_HELP)

    def show_action(self, view: DixMilleState, action) -> str:
        """Return a move as a person types it in the active language (the notation stays English); the hint's
        move says what it maximises (the points of the turn, where the review weighs the chance of winning)."""
        if isinstance(action, PointsHint):
            return _(HINT_FOR_POINTS).format(move=typed(action))
        return typed(action)

    def hint_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None):
        """Return the bot of a person's ``hint``; the expected-points bot's moves are marked as such."""
        bot = self.make_bot(kind, rng, settings)
        return PointsHinter(bot) if kind == "optimal" else bot

    def automatic(self, view: DixMilleState):
        legal = view.legal_actions()
        return (legal[0], "") if len(legal) == 1 else None

    def commands(self, view: DixMilleState) -> dict[str, tuple[str, Any]]:
        from wordgames.table.human import named_commands
        return named_commands({"advise": (_("the best moves with their expected banked points"), self.advice)},
                              {"advise": "совет"})

    def advice(self, view: DixMilleState, top: int = 5) -> str:
        """Return the advisor's best moves with the expected banked points of the turn."""
        from wordgames.games.dixmille.strategy import advise
        return "\n".join(_(ADVICE_LINE).format(move=typed(a.move), words=describe(a.move, view.table),
                                               expected=f"{decimal(a.expected, 1):>8}")
                         for a in advise(self.turn_table(view.scores[view.player]), view)[:top])

    def turn_of(self, state: DixMilleState) -> int | None:
        """A turn is one player's throws until they bank or bust, counted by the state: a player alone at the
        table has turns too, and a first throw that scores nothing is a turn without a decision."""
        return state.turns

    def narrate(self, before: DixMilleState, action, after: DixMilleState, names: Sequence[str]) -> list[str]:
        return narration.narrate(before, action, after, names)

    def result_lines(self, state: DixMilleState, names: Sequence[str]) -> list[str]:
        return narration.result_lines(state, names)

    def result_dict(self, state: DixMilleState) -> dict[str, Any]:
        return {"scores": list(state.scores), "winners": state.winners(), "turns": state.turns,
                "rounds": state.turns // len(state.scores)}

    # -- bots ------------------------------------------------------------------------------

    def _make_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None):
        if kind == "random":
            return RandomPlayer(rng)
        if kind == "cautious":
            from wordgames.games.dixmille.players import CautiousPlayer
            return CautiousPlayer()
        if kind == "optimal":
            from wordgames.games.dixmille.players import OptimalPlayer
            return OptimalPlayer(self.turn_table)
        if kind == "winning":
            from wordgames.games.dixmille.winplay import WinningPlayer
            return WinningPlayer(self.win_advisor())
        raise UsageError(_("Dix Mille has no bot {kind} (choose from random, cautious, optimal, winning)").format(
            kind=f"{kind!r:.20}"))

    def win_advisor(self):
        """Return the win-probability advisor of this game's rules (its table solved once and cached on disk)."""
        def build():
            from wordgames.games.dixmille.winplay import WinAdvisor
            from wordgames.games.dixmille.winprob import default_model, load_or_build
            label = _("Solving the game to win (once; the table is cached)")
            table, _path = load_or_build(default_model(self.table), report=lambda done, total: self.report(
                label, done, total))
            return WinAdvisor(table)
        return self.resource("win table", build)

    # -- review ------------------------------------------------------------------------

    def review_unit(self, goal: str) -> str:
        return _("chances of winning") if goal == "win" else _("points")

    def review_note(self, goal: str) -> str:
        """Return the line that heads a review: what ``goal`` weighs, and how it differs from the hint's measure."""
        return _(REVIEW_MEASURES[goal]) if goal in REVIEW_MEASURES else ""

    def appraise(self, state: DixMilleState, action, goal: str):
        """Return what the move cost: the chance of winning (``win``; with more than two players, the winning bot's
        estimate against the leader) or the turn's expected points (``points``)."""
        from wordgames.table.review import Appraisal
        legal = state.legal_actions()
        if len(legal) < 2 or action not in legal:
            return None
        if goal == "win":          # more than two players: the chance against the leader (docs/dixmille.md)
            advisor = self.win_advisor()
            ranked = advisor.advise(state)
            done = advisor.move_value(state, action)
        else:
            from wordgames.games.dixmille.strategy import advise, move_value
            tt = self.turn_table(state.scores[state.player])
            ranked = advise(tt, state)
            done = move_value(tt, state, action)
        return Appraisal(best=ranked[0].move, value_best=ranked[0].expected, value_done=done)

    def turn_table(self, score: int = 0):
        """Return the exact values of every turn state under this table, computed once for this game.

        ``score``: the player's banked score.  When four 2s take the whole score (``twos=score``) the values are
        the expected change of the banked score, one table for each score at stake (built when first asked for);
        otherwise, and at 0, one table serves every score.
        """
        from wordgames.games.dixmille.strategy import SCORED_T_MAX, build_turn_table, stake
        at_stake = stake(self.table, score)
        if at_stake:
            return self.resource(f"turn table {at_stake}",
                                 lambda: build_turn_table(self.table, SCORED_T_MAX, score=at_stake))

        def build():
            label = _("Computing the turn values")
            self.report(label, 0, 1)
            table = build_turn_table(self.table)
            self.report(label, 1, 1)
            return table
        return self.resource("turn table", build)


class PointsHint(Move):
    """A move the expected-points bot gives as a hint (shown with what it maximises)."""

    __slots__ = ()


class PointsHinter:
    """The hint bot: ``bot``'s moves, marked as the most points per turn."""

    def __init__(self, bot):
        self.bot = bot

    def choose(self, state: DixMilleState) -> Move:
        return PointsHint(*self.bot.choose(state))


__all__ = ["DixMilleGame", "selection_text", "combo_from_text", "canonical", "BANK_WORDS", "THROW_WORDS", "TWOS",
           "COMBINATION_WORDS", "NOTATION_HELP", "Move", "NOTHING", "AFTER_BONUS", "BONUS", "CHOOSE", "OPENING",
           "THROW", "ScoringTable",
           # the words of a turn, in narration.py
           "selection_label", "describe", "typed", "TYPED_VERBS", "SETS_ASIDE_AND_BANKS", "BANKS", "SETS_ASIDE_ALL_SIX",
           "SETS_ASIDE_LAST_DIE", "THROWS_SIX", "BONUS_WON", "MISSED_ONCE", "MISSED_TWICE", "FINAL", "WINNER", "TIE",
           "DESCRIBE_SET_ASIDE_AND_BANK", "DESCRIBE_SET_ASIDE_AND_THROW", "DESCRIBE_BANK", "DESCRIBE_THROW"]
