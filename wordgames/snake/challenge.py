"""Settling «какое продолжение вы имели в виду?» — the challenge of rule 5.

Any opponent whose turn it is may ask the player who formed the right word
which continuation they had in mind.  A correct answer fines the challenger's
side for unfounded distrust (100 points); no correct answer loses the game for
the challenged side.  The penalties are :class:`Penalties`, defaulting to the
text's values.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.record import from_words
>>> lex = Lexicon.from_words(["опера", "раструб", "бубен", "убор", "тушь", "шуба"])
>>> game = from_words(["опера", "раструб"])
>>> v = adjudicate(lex, game, claim="бубен")
>>> v.verdict, v.side, v.penalty
('upheld', 'challenger', 100)
>>> v = adjudicate(lex, game, claim="шуба")
>>> v.verdict, v.side, v.reasons[0]
('lost', 'challenged', 'rule 2: «шуба» must begin with the last letters of the right word «раструб»')
>>> v.continuations       # fewer new cards first when equally familiar
('убор', 'бубен')
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from wordgames.errors import InputFormatError
from wordgames.i18n import N_, _, ngettext
from wordgames.lexicon import Lexicon
from wordgames.snake.board import RIGHT, Placement, Snake
from wordgames.snake.cards import ILLEGAL_INFORMATION_PENALTY, UNFOUNDED_DISTRUST_PENALTY
from wordgames.snake.continuations import continuations, familiar_first, searched_suffixes
from wordgames.snake.record import GameRecord, parse_word, stray_joker_message
from wordgames.snake.rules import placements_of, shape_faults, word_faults
from wordgames.snake.suffixes import diminutive_warning

UPHELD = "upheld"  # the challenged word stands; the challenger's side is fined
LOST = "lost"      # the challenged side could not name a continuation and loses the game


@dataclass(frozen=True)
class Penalties:
    """The penalties of the text, configurable: points, and what a failed answer costs."""

    unfounded_distrust: int = UNFOUNDED_DISTRUST_PENALTY
    illegal_information: int = ILLEGAL_INFORMATION_PENALTY
    failed_answer: str = N_("loss of the game")


@dataclass(frozen=True)
class ChallengeVerdict:
    """The settlement of a challenge, with its reasons and the proof (examples or searched endings)."""

    right_word: str
    challenged: str | None
    claim: str | None
    verdict: str
    side: str
    penalty: int | str
    reasons: tuple[str, ...]
    continuations: tuple[str, ...]
    count: int
    searched: tuple[str, ...] = field(default=())
    warnings: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict:
        """Return the verdict as a JSON-ready dict."""
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()}


def claim_placements(snake: Snake, claim: str) -> list[Placement]:
    """Return the ways a named continuation, written as in a record (``б|ант``), can lie after the right word.

    Raises :class:`InputFormatError` naming the claim when it cannot be read, is written to the left
    (``<``), or marks as a joker a letter of the right word.

    >>> from wordgames.snake.record import from_words
    >>> [p.added for p in claim_placements(from_words(["опера", "раструб"]).snake(), "б|ант")]
    [3]
    """
    written = parse_word(claim)
    if written.left:
        raise InputFormatError(_("{claim!r}: a continuation is laid on the right of the snake, not the left "
                                 "('<')").format(claim=claim))
    found = placements_of(snake, written.word, RIGHT, written.jokers, written.overlap)
    stray = stray_joker_message(claim, found[0])
    if stray:
        raise InputFormatError(stray)
    return found


def claim_faults(lexicon: Lexicon, snake: Snake, claim: str) -> list[str]:
    """Return why a named continuation is not correct (rules 1–4 and 6), or nothing if it is.

    Rule 5 is not asked of the named word itself: the question is only whether
    the right word can be continued.  A claim that cannot be read is not correct either:
    its one fault says why.
    """
    try:
        found = claim_placements(snake, claim)
    except InputFormatError as e:
        return [e.message]
    best = None
    for p in found:
        faults = shape_faults(snake, p) + word_faults(lexicon, snake, p)
        if not faults:
            return []
        if best is None or len(faults) < len(best):
            best = faults
    return [str(f) for f in best]


def adjudicate(lexicon: Lexicon, game: GameRecord, claim: str | None = None,
               penalties: Penalties = Penalties(), examples: int = 5) -> ChallengeVerdict:
    """Settle a challenge of the game's right word, with or without the continuation named.

    The claim is written as in a record (``б|ант`` names the overlap); one that cannot be read
    raises :class:`InputFormatError` (it is no answer at all, neither correct nor wrong).
    """
    snake = game.snake()
    right = snake.right_word
    found = familiar_first(lexicon, continuations(lexicon, right.word, snake.played))
    words = list(dict.fromkeys(c.word for c in found))
    shown = tuple(words[:examples])
    searched = tuple(searched_suffixes(right.word))
    if claim is not None:
        key = claim_placements(snake, claim)[0].word     # a claim that cannot be read is refused here
        reasons = claim_faults(lexicon, snake, claim)
        warning = diminutive_warning(lexicon, key) if key in lexicon else None   # a refused word has its reason
        if not reasons:
            return ChallengeVerdict(right.word, right.player, key, UPHELD, "challenger",
                                    penalties.unfounded_distrust,
                                    (_("«{word}» is a correct continuation of «{right}»").format(word=key, right=right.word),),
                                    shown, len(words), searched, (warning,) if warning else ())
        existed = (_("a correct continuation did exist, e.g. {words}").format(words=", ".join(f"«{w}»" for w in shown))
                   if words else _("«{right}» has no continuation at all").format(right=right.word))
        return ChallengeVerdict(right.word, right.player, key, LOST, "challenged",
                                penalties.failed_answer, tuple(reasons) + (existed,),
                                shown, len(words), searched)
    if words:
        return ChallengeVerdict(right.word, right.player, None, UPHELD, "challenger",
                                penalties.unfounded_distrust,
                                (ngettext("«{right}» can be continued ({n} word)", "«{right}» can be continued ({n} words)",
                                          len(words)).format(right=right.word, n=len(words)),),
                                shown, len(words), searched)
    proof = ", ".join(f"«{s}»" for s in searched)
    return ChallengeVerdict(right.word, right.player, None, LOST, "challenged", penalties.failed_answer,
                            (_("«{right}» has no continuation: no unplayed word of four or more letters "
                               "begins with any of its endings {endings}").format(right=right.word, endings=proof),),
                            (), 0, searched)
