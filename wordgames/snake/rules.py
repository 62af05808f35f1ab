"""The placement rules of Змейка, each checked on its own and reported by its number.

Rules of a normal placement (the text's numbering):

1. every placed card is in the new right word;
2. at least one letter of the current right word is in it;
3. at least one letter of the current right word is not in it;
4. at least four letters, counting the ones taken from the right word;
5. a continuation of the new word exists;
6. a nominative singular common noun, not already played in this game.

The first placement is bound by 1, 2, 4, 5, 6; a left placement by 1, 4, 6,
and by its own limits (``left-once``, ``left-alone``, ``left-out``); at most
seven words a turn (``seven``).  :func:`check` returns a verdict listing every
broken rule, not only the first.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.board import Snake, Placement, FIRST_RIGHT, RIGHT
>>> lex = Lexicon.from_words(["хлор", "хлорка", "опера", "рака", "акула", "кара"])
>>> snake = Snake.start("х").place(Placement("хлор", FIRST_RIGHT, added=3))
>>> v = check(lex, snake, Placement("хлорка", RIGHT, added=2))
>>> [f.rule for f in v.faults]
['3']
>>> v.faults[0].message
'at least one letter of the right word «хлор» must stay out of the new word'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from wordgames.i18n import N_, _, ngettext
from wordgames.lexicon import Lexicon
from wordgames.lexicon.text import Word
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Placement, Snake
from wordgames.snake.cards import JOKER_VALUE, MAX_WORDS_PER_TURN, letter_value
from wordgames.snake.continuations import MIN_LETTERS, has_continuation
from wordgames.snake.suffixes import diminutive_warning

RULES = {
    "1": "every placed card must be in the new word",
    "2": "the new word must take letters from the right word",
    "3": "the new word must leave a letter of the right word out",
    "4": "the new word must have at least four letters",
    "5": "the new word must have a continuation",
    "6": "the new word must be a nominative singular common noun not played before",
    "left-once": "a player makes at most one left placement a game",
    "left-alone": "a left placement is not made in a turn with normal placements",
    "left-out": "a left placement may not be used to go out",
    "seven": "at most seven words a turn",
}

RULES_OF_KIND = {
    RIGHT: ("1", "2", "3", "4", "5", "6"),
    FIRST_RIGHT: ("1", "2", "4", "5", "6"),
    FIRST_LEFT: ("1", "2", "4", "5", "6"),
    LEFT: ("1", "4", "6"),
}


@dataclass(frozen=True)
class Turn:
    """What a placement's legality depends on besides the snake: the player's turn so far."""

    words_this_turn: int = 0        # words already placed in this turn
    normal_this_turn: bool = False  # whether one of them was a normal placement
    left_used: bool = False         # whether this player has made a left placement this game
    going_out: bool = False         # whether this placement empties the player's hand
    max_words: int = MAX_WORDS_PER_TURN   # words a turn may hold (the author's seven)


RULE_NAMES = {"seven": N_("seven"), "left-once": N_("left-once"), "left-alone": N_("left-alone"),
              "left-out": N_("left-out")}   # the rules the text does not number, as they are shown


@dataclass(frozen=True)
class Fault:
    """A broken rule: its number (or name) and what exactly is wrong."""

    rule: str
    message: str
    code: str | None = None     # the lexicon's reason code for a word refused by rule 6 (form, diminutive, …)

    def __str__(self) -> str:
        return _("rule {rule}: {message}").format(rule=_(RULE_NAMES[self.rule]) if self.rule in RULE_NAMES
                                                 else self.rule, message=self.message)


@dataclass(frozen=True)
class PlacementVerdict:
    """The verdict on a placement: the faults (none when legal), its points, warnings for the players."""

    placement: Placement
    faults: tuple[Fault, ...]
    points: int
    warnings: tuple[str, ...] = field(default=())

    @property
    def accepted(self) -> bool:
        return not self.faults

    def __bool__(self) -> bool:
        return self.accepted


def points(snake: Snake, p: Placement, values: Mapping[str, int] | None = None) -> int:
    """Return the points of a placement: its word's letter values, jokers 0, doubled for a left placement.

    ``values`` are the letter values agreed (by default the author's).
    """
    cards = snake.new_word_cards(p)
    value = letter_value if values is None else values.__getitem__
    total = sum(JOKER_VALUE if card.joker else value(card.letter) for card in cards)
    return 2 * total if p.kind == LEFT else total


def shape_faults(snake: Snake, p: Placement) -> list[Fault]:
    """Return the faults of rules 1–4: where the word lies on the snake and how long it is."""
    faults = []
    word = p.word
    if p.added < 1:
        faults.append(Fault("1", _("no new card is placed: the snake already ends with «{word}»").format(word=word)))
    elif p.added > len(word):
        faults.append(Fault("1", _("{added} cards placed, but the word «{word}» has {letters} letters and must keep "
                                   "a letter of the snake").format(added=p.added, word=word, letters=len(word))))
    if p.added <= len(word):
        faults += _overlap_faults(snake, p)
    if len(word) < MIN_LETTERS:
        faults.append(Fault("4", ngettext("«{word}» has {n} letter; at least four are needed",
                                           "«{word}» has {n} letters; at least four are needed",
                                           len(word)).format(word=word, n=len(word))))
    return faults


def _overlap_faults(snake: Snake, p: Placement) -> list[Fault]:
    """Return what is wrong with the letters the word takes from the snake (rules 1–3)."""
    word, right, letter = p.word, snake.right_word, snake.leftmost_letter
    if p.kind == RIGHT:
        kept = snake.text()[len(snake.cards) - p.overlap:] if p.overlap else ""
        if right is None:
            return [Fault("2", _("there is no right word yet: this is the first placement"))]
        if p.overlap < 1 or p.overlap > len(right.word) or kept != word[:p.overlap]:
            return [Fault("2", _("«{word}» must begin with the last letters of the right word «{right}»").format(
                word=word, right=right.word))]
        if p.overlap == len(right.word):
            return [Fault("3", _("at least one letter of the right word «{right}» must stay out of the new word").format(
                right=right.word))]
        return []
    if p.added < 1:
        return []
    if p.kind in (FIRST_RIGHT, FIRST_LEFT):
        if snake.words:
            return [Fault("2", _("the first placement is already made"))]
        if p.added != len(word) - 1:
            return [Fault("1", _("the first word takes exactly the face-up letter «{letter}» and {added} new cards").format(
                letter=letter, added=len(word) - 1))]
        if (word[0] if p.kind == FIRST_RIGHT else word[-1]) != letter:
            must = (_("«{word}» must begin with the face-up letter «{letter}»") if p.kind == FIRST_RIGHT else
                    _("«{word}» must end with the face-up letter «{letter}»"))
            return [Fault("2", must.format(word=word, letter=letter))]
        return []
    if not snake.words:
        return [Fault("2", _("there is no word yet: the first placement goes to the right or the left of the "
                             "face-up card, and is not a left placement"))]
    if p.added != len(word) - 1:
        return [Fault("1", _("a left placement takes only the snake's leftmost letter"))]
    if word[-1] != letter:
        return [Fault("1", _("«{word}» must end with the snake's leftmost letter «{letter}»").format(
            word=word, letter=letter))]
    return []


def word_faults(lexicon: Lexicon, snake: Snake, p: Placement) -> list[Fault]:
    """Return the fault of rule 6: not a game word, or played before."""
    verdict = lexicon.explain(p.word)
    if not verdict.accepted:
        return [Fault("6", verdict.reason, verdict.code)]
    if p.word in snake.played:
        return [Fault("6", _("«{word}» has already been played in this game").format(word=p.word))]
    return []


def continuation_faults(lexicon: Lexicon, snake: Snake, p: Placement) -> list[Fault]:
    """Return the fault of rule 5: the new word would be a dead end."""
    played = snake.played | {p.word}
    if has_continuation(lexicon, p.word, played):
        return []
    return [Fault("5", _("«{word}» has no continuation: no unplayed word of four or more letters "
                         "begins with any of its endings").format(word=p.word))]


def turn_faults(p: Placement, turn: Turn) -> list[Fault]:
    """Return the faults of the turn limits: seven words, and the left placement's three limits."""
    faults = []
    if turn.words_this_turn >= turn.max_words:
        faults.append(Fault("seven", ngettext("{n} word has been placed this turn already (at most {most})",
                                              "{n} words have been placed this turn already (at most {most})",
                                              turn.words_this_turn).format(n=turn.words_this_turn,
                                                                           most=turn.max_words)))
    if p.kind == LEFT:
        if turn.left_used:
            faults.append(Fault("left-once", _("this player has already made a left placement in this game")))
        if turn.normal_this_turn:
            faults.append(Fault("left-alone", _("normal placements have been made in this turn")))
        if turn.going_out:
            faults.append(Fault("left-out", _("a left placement may not be used to go out")))
    elif turn.words_this_turn and p.kind == RIGHT and not turn.normal_this_turn:
        faults.append(Fault("left-alone", _("a left placement has been made in this turn")))
    return faults


def check(lexicon: Lexicon, snake: Snake, p: Placement, turn: Turn = Turn()) -> PlacementVerdict:
    """Return the verdict on placement ``p``: every broken rule, the points, and warnings."""
    faults = shape_faults(snake, p)
    faults += word_faults(lexicon, snake, p)
    if "5" in RULES_OF_KIND[p.kind] and not any(f.rule in ("1", "2") for f in faults):
        faults += continuation_faults(lexicon, snake, p)
    faults += turn_faults(p, turn)
    faults.sort(key=lambda f: list(RULES).index(f.rule))
    warnings = () if any(f.rule == "6" for f in faults) else word_warnings(lexicon, p.word)
    scored = points(snake, p) if not any(f.rule in ("1", "2") for f in faults) else 0
    return PlacementVerdict(p, tuple(faults), scored, warnings)


def word_warnings(lexicon: Lexicon, word: str) -> tuple[str, ...]:
    """Return the warnings on a game word: a diminutive rule 6 only warns of, and the note on a word a table
    may dispute (not familiar: :mod:`wordgames.lexicon.vocabulary`)."""
    warning = diminutive_warning(lexicon, word)
    note = lexicon.explain(word).note
    return tuple(w for w in (warning, note) if w)


def is_legal(lexicon: Lexicon, snake: Snake, p: Placement, turn: Turn = Turn()) -> bool:
    """Return whether placement ``p`` breaks no rule (the one exact legality predicate)."""
    return check(lexicon, snake, p, turn).accepted


def first_kind(letter: str, word: Word, left: bool = False) -> str:
    """Return how a first placement of ``word`` lies: to the left if asked or if only its end fits.

    >>> first_kind("о", "опера"), first_kind("о", "кино"), first_kind("о", "окно", left=True)
    ('first-right', 'first-left', 'first-left')
    """
    return FIRST_LEFT if left or (word[-1:] == letter and word[:1] != letter) else FIRST_RIGHT


def placements_of(snake: Snake, word: str, kind: str, jokers: frozenset[int] = frozenset(),
                  overlap: int | None = None) -> list[Placement]:
    """Return the ways ``word`` can lie on the snake, longest overlap with the right word first.

    ``jokers`` are the positions marked as jokers, ``overlap`` the letters the
    writer marked as the snake's (``ра|струб``): then that is the only way.
    For a normal placement these are the overlaps ``k`` (from the right word's
    length down to 1) where the snake ends with the word's first ``k`` letters
    and at least one new card is placed, those whose new cards include every
    joker first; failing that, the overlap that places no card, or else the
    one-letter overlap, so that the rules can say what is wrong.
    """
    if overlap is not None:
        return [Placement(word, kind, len(word) - overlap, jokers)]
    if kind in (FIRST_RIGHT, FIRST_LEFT, LEFT):
        return [Placement(word, kind, len(word) - 1, jokers)]
    right = snake.right_word
    text = snake.text()
    limit = min(len(right.word) if right else 0, len(word))
    found = [Placement(word, RIGHT, len(word) - k, jokers)
             for k in range(limit, 0, -1) if text.endswith(word[:k])]
    with_cards = [p for p in found if p.added >= 1]
    fitting = [p for p in with_cards if jokers <= set(p.new_positions)]
    return fitting + [p for p in with_cards if p not in fitting] or found or [Placement(word, RIGHT, len(word) - 1, jokers)]


def judge(lexicon: Lexicon, snake: Snake, word: str, kind: str = RIGHT,
          turn: Turn = Turn(), jokers: frozenset[int] = frozenset(), overlap: int | None = None) -> PlacementVerdict:
    """Return the verdict on placing ``word``: the first legal way to lay it, else the most telling faults.

    ``overlap``, when given, is the only way tried (the letters written before ``|``).
    """
    key = lexicon.normalize(word).word
    verdicts = [check(lexicon, snake, p, turn) for p in placements_of(snake, key, kind, jokers, overlap)]
    legal = [v for v in verdicts if v.accepted]
    if legal:
        return legal[0]
    return min(verdicts, key=lambda v: len(v.faults))
