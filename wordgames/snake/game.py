"""Змейка at the table: the rules agreed, moves as a player says them, what each seat sees, the count.

Moves are written the way a player says them, in every stage:

==========================  ====================================================================
``опера``                   lay a word (the first of the game: to the right of the face-up letter
                            if it begins with it); ``ра|струб``: ``|`` where the new cards begin
                            (default: the longest overlap); ``<кино``: a left placement (or the
                            first word to the left of the face-up letter); ``бур*ан``: ``*`` after
                            a letter played by a joker
``done``                    end the placement stage (and take two cards)
``challenge``               «какое продолжение вы имели в виду?»
``ask``                     «Партнер, могу ли я выйти?»; the partner answers ``yes`` or ``no``
``name убор``, ``concede``  answer a challenge (``убор`` alone also names it)
``discard к``, ``give к``   (or just ``к``) the discard; the card passed to the partner; ``keep``
                            passes none; ``*`` is a joker
==========================  ====================================================================

Each command has a Russian name, written after a slash since a bare word is a
placement: ``/готово``, ``/вызов``, ``/спросить``, ``/сдаюсь``, ``/оставить``,
``/сбросить к``, ``/отдать к``; a partner answers ``да`` or ``нет``.

A session's JSON holds the same words, with the verb always written and the
kind of a placement named: ``first опера`` (``first <окно`` to the left of the
face-up letter), ``lay ра|струб``, ``left <кино``; ``draw к`` for a card dealt
or taken.

>>> from wordgames.lexicon import Lexicon
>>> game = SnakeGame({"hand_size": 4}, 2, Lexicon.from_words(["опера", "раструб", "бубен"]))
>>> s = game.new_initial_state()
>>> for card in "паеррсат" + "о":          # dealt card by card round the table, then the face-up card
...     s = s.apply(Draw(card))
>>> s.phase, s.hands, s.snake.text()
('place', ('аепр', 'арст'), 'о')
>>> [game.action_to_json(a) for a in s.legal_actions()]
['first опера', 'done']
>>> game.action_from_json("first опера") == s.legal_actions()[0]
True

What a person sees and types is the presenter's (:mod:`wordgames.snake.presenter`).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from wordgames.engine import Outcome
from wordgames.errors import ArgumentError, InputFormatError, OptionError, Param
from wordgames.game import Game
from wordgames.i18n import _
from wordgames.lexicon.diminutives import REFUSE, rule6_lexicon
from wordgames.lexicon.text import fold
from wordgames.lexicon.vocabulary import ALL, check_table_vocabulary, table_vocabulary
from wordgames.numbers import is_digits
from wordgames.snake.about import DESCRIPTOR
from wordgames.snake.actions import Ask, Challenge, Concede, Discard, Done, Draw, Give, Keep, Lay, Name, Reply
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT
from wordgames.snake.cards import CARD_COUNTS, JOKER, JOKERS, LETTER_VALUES, read_letter_numbers
from wordgames.snake.conditions import ANY_TIME, CHALLENGE_MODE, SnakeRules
from wordgames.snake.moves import word_counts
from wordgames.snake.notation import card_of, written
from wordgames.snake.record import parse_word
from wordgames.snake.stages import ANSWER, OVER, REPLY
from wordgames.snake.state import SnakeState
from wordgames.snake.stateio import state_from_dict

MAX_ACTION = 60


class SnakeGame(Game):
    """Змейка for two or four (two teams, partners opposite), with the author's conditions as defaults."""

    descriptor = DESCRIPTOR

    hidden_information = True
    typed_words = True

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        o = self.options
        players = self.seats
        bonuses = o.get("bonuses", [250, 200, 50])
        if not isinstance(bonuses, (list, tuple)) or not all(type(b) is int for b in bonuses) or len(bonuses) > 3:
            raise InputFormatError(_("bonuses: up to three whole numbers (first, second, third out), not {bonuses!r}").format(
                bonuses=bonuses))
        for key in ("hand_size", "distrust_penalty", "information_penalty", "joker_penalty", "max_words"):
            # a record's rules reach the game without the descriptor's checks (the referee builds it directly)
            if key in o and o[key] is not None and (type(o[key]) is not int or not 0 <= o[key] <= 100_000):
                raise InputFormatError(_("{key}: a whole number, not {value!r}").format(key=key, value=o[key]))
        base = SnakeRules()
        counts, jokers, values = _card_set(o.get("cards"), o.get("values"))
        self.rules = SnakeRules(players=players, hand_size=o.get("hand_size") or base.hand_size,
                                counts=counts, jokers=jokers, values=values,
                                bonuses=tuple(bonuses),
                                distrust_penalty=_given(o, "distrust_penalty", base.distrust_penalty),
                                information_penalty=_given(o, "information_penalty", base.information_penalty),
                                joker_penalty=_given(o, "joker_penalty", base.joker_penalty),
                                max_words=o.get("max_words") or base.max_words,
                                rule5=o.get("rule5") or CHALLENGE_MODE,
                                challenge_time=o.get("challenge_time") or ANY_TIME)
        if lexicon is None:
            raise ArgumentError("Змейка needs a lexicon", option="lexicon")
        self.diminutives = o.get("diminutives") or REFUSE
        self.table_words = check_table_vocabulary(o.get("table_words") or ALL)
        # rule 6: without diminutives, unless only warned; of the familiar words only, when the table says so
        self.lexicon = rule6_lexicon(table_vocabulary(lexicon, self.table_words), self.diminutives)

    def default_seats(self) -> int:
        return 4

    def teams(self) -> tuple[int, ...] | None:
        return (0, 1, 0, 1) if self.rules.players == 4 else None

    def rules_dict(self) -> dict[str, Any]:
        r, base = self.rules, SnakeRules()
        data = {"hand_size": r.hand_size, "bonuses": list(r.bonuses),
                "distrust_penalty": r.distrust_penalty, "information_penalty": r.information_penalty,
                "joker_penalty": r.joker_penalty, "max_words": r.max_words, "rule5": r.rule5,
                "challenge_time": r.challenge_time, "diminutives": self.diminutives}
        if self.table_words != ALL:        # the default is left unwritten, as before the option existed
            data["table_words"] = self.table_words
        if (r.counts, r.jokers) != (base.counts, base.jokers):
            data["cards"] = {**dict(r.counts), **({JOKER: r.jokers} if r.jokers else {})}
        changed = {k: v for k, v in r.values if LETTER_VALUES.get(k) != v}
        if changed:
            data["values"] = changed
        return data

    def new_initial_state(self) -> SnakeState:
        return SnakeState.initial(self.rules, self.lexicon)

    def state_from_dict(self, data: dict[str, Any]) -> SnakeState:
        return state_from_dict(data, self.rules, self.lexicon)

    # -- actions -----------------------------------------------------------------------------------

    def action_to_json(self, action) -> str:
        if isinstance(action, Draw):
            return f"draw {action.card}"
        if isinstance(action, Lay):
            verb = {FIRST_RIGHT: "first", FIRST_LEFT: "first", RIGHT: "lay", LEFT: "left"}[action.kind]
            return f"{verb} {written(action)}"
        if isinstance(action, Name):
            return f"name {action.word}"
        if isinstance(action, Reply):
            return "yes" if action.yes else "no"
        if isinstance(action, Discard):
            return f"discard {action.card}"
        if isinstance(action, Give):
            return f"give {action.card}"
        return {Challenge: "challenge", Concede: "concede", Ask: "ask", Done: "done", Keep: "keep"}[type(action)]

    def action_from_json(self, data: Any):
        if not isinstance(data, str) or not 0 < len(data) <= MAX_ACTION:
            raise InputFormatError(_("an action is a short line like 'lay ра|струб' or 'done', not {data}").format(
                data=repr(data)[:60]))
        verb, _space, rest = data.strip().partition(" ")
        simple = {"challenge": Challenge(), "concede": Concede(), "ask": Ask(), "done": Done(), "keep": Keep(),
                  "yes": Reply(True), "no": Reply(False)}
        if verb in simple and not rest:
            return simple[verb]
        if verb == "draw":
            return Draw(card_of(rest))
        if verb == "discard":
            return Discard(card_of(rest))
        if verb == "give":
            return Give(card_of(rest))
        if verb == "name" and rest.strip():
            return Name(fold(rest.strip()))
        if verb in ("first", "lay", "left") and rest.strip():
            word, overlap, jokers, left = parse_word(rest.strip())
            if not word or not word.isalpha() or (verb == "left") != left and verb != "first" \
                    or (verb == "lay") == (overlap is None):
                raise InputFormatError(_("{data!r} is not a placement: 'first опера', 'lay ра|струб', 'left <кино'").format(
                    data=data))
            jokers = tuple(sorted(jokers))
            if verb == "first":
                return Lay(word, FIRST_LEFT if left else FIRST_RIGHT, len(word) - 1, jokers)
            if verb == "left":
                return Lay(word, LEFT, len(word) - 1, jokers)
            return Lay(word, RIGHT, len(word) - overlap, jokers)
        raise InputFormatError(_("{data!r} is not a Змейка action").format(data=data))

    def turn_of(self, state: SnakeState) -> int | None:
        """A turn is one player's: the partner's reply and a challenged player's answer belong to it."""
        if state.is_chance_node() or state.phase == OVER:
            return None
        if state.phase == REPLY:
            return state.rules.partner(state.to_move)
        if state.phase == ANSWER:
            return state.challenger
        return state.to_move

    def outcome(self, state: SnakeState) -> Outcome:
        """Return how the game ended: the side that lost a challenge (``challenge``, rule 5), everyone out
        (``out``), a round of passes with the stock empty (``passes``), or nobody able to lay a word with the
        stock empty (``blocked``); the winners are the winning side's seats (none in a draw)."""
        if state.loser is not None:
            termination, rule = "challenge", "5"
        elif len(state.out) >= state.rules.players:
            termination, rule = "out", ""
        elif state.quiet and state.quiet >= state.rules.players - len(state.out):
            termination, rule = "passes", ""
        else:
            termination, rule = "blocked", ""
        return Outcome.of(state, termination, rule, details=side_count(state))

    def scores(self, state: SnakeState) -> list[float]:
        """Return each seat's side count (what a tournament averages; the returns say who won)."""
        totals = state.side_totals()
        return [float(totals[state.rules.side(s)]) for s in range(state.rules.players)]

    def prepare(self, bots: Sequence[str], settings: Mapping[str, Any] | None = None, *,
                progress: Callable[[str, int, int], None] | None = None) -> None:
        """Build the rules' index of the lexicon's words (every legal move reads it), then each bot's tables."""
        word_counts(self.lexicon)
        super().prepare(bots, settings, progress=progress)


def side_count(state: SnakeState) -> dict[str, Any]:
    """Return the count by side (the JSON ``result`` of a finished game): words, bonuses and penalties, the cards left in hand, the total, the winner."""
    rules = state.rules
    left = [0, 0]
    for seat, hand in enumerate(state.hands):
        left[rules.side(seat)] += sum(rules.in_hand_cost(c) for c in hand)
    totals = state.side_totals()
    winner = None if state.loser is None and totals[0] == totals[1] else (
        1 - state.loser if state.loser is not None else totals.index(max(totals)))
    return {"points": list(state.points), "in_hand": left, "totals": totals, "out": list(state.out),
            "lost_challenge": state.loser, "winner": winner,
            "hands": list(state.hands), "snake": state.snake.text() if state.snake else None}



def bonuses_option(text: str) -> list[int]:
    """Return the going-out bonuses written ``250,200,50`` (first, second, third out)."""
    parts = [p.strip() for p in str(text).split(",") if p.strip()]
    if not 1 <= len(parts) <= 3 or not all(is_digits(p) and len(p) <= 6 for p in parts):
        raise OptionError(_("{bonuses} takes up to three whole numbers like 250,200,50, not {text!r}"),
                          bonuses=Param("bonuses"), text=text, option="bonuses")
    return [int(p) for p in parts]


def cards_option(text: str) -> dict[str, int]:
    """Return the card set written ``а35,б10,…,*4``: every letter of the set with its count."""
    return read_letter_numbers(text, "cards", jokers=True)


def values_option(text: str) -> dict[str, int]:
    """Return letter values written ``щ8,ъ5`` (the others keep the text's)."""
    return read_letter_numbers(text, "values", jokers=False)


def _card_set(cards: Any, values: Any) -> tuple[tuple, int, tuple]:
    """Return (letter counts, jokers, letter values) of the card-set options (JSON form: letter → number)."""
    for key, given in (("cards", cards), ("values", values)):
        if given is not None and not (isinstance(given, dict) and all(
                isinstance(k, str) and (k in CARD_COUNTS or key == "cards" and k == JOKER)
                and type(v) is int and 0 <= v <= 10_000 for k, v in given.items())):
            raise InputFormatError(_("{key}: an object of letters and whole numbers, like {example}").format(
                key=key, example='{"а": 35}'))
    counts = dict(CARD_COUNTS) if cards is None else {k: v for k, v in cards.items() if k != JOKER and v}
    jokers = JOKERS if cards is None else cards.get(JOKER, 0)
    worth = {**LETTER_VALUES, **(values or {})}
    return tuple(sorted(counts.items())), jokers, tuple(sorted(worth.items()))


def _given(options: Mapping[str, Any], key: str, default: int) -> int:
    value = options.get(key)
    return default if value is None else value

