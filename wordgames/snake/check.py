"""One placement judged on a snake written as a player writes a game: after the right word, after the game's
words, or on the face-up letter (what ``snake check`` asks).

The snake is read from words in a record's notation (:mod:`.record`), the placement judged by the
numbered rules (:mod:`.rules`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from wordgames.errors import ArgumentError, InputFormatError, Param
from wordgames.i18n import _
from wordgames.lexicon import Lexicon
from wordgames.snake import record as records
from wordgames.snake.board import FIRST_LEFT, LEFT, RIGHT
from wordgames.snake.rules import PlacementVerdict, Turn, first_kind, judge


def judge_request(lexicon: Lexicon, word: str, *, after: str | None = None, first: str | None = None,
                  played: Sequence[str] = (), left: bool = False, leftmost: str | None = None,
                  jokers: Sequence[int] = (), left_used: bool = False, turn_words: int = 0,
                  going_out: bool = False) -> PlacementVerdict:
    """Return the verdict on placing ``word`` after the game ``played`` or the right word ``after``, or on the face-up letter ``first``.

    Every word is written as in a record (:func:`wordgames.snake.record.parse_word`: ``ра|струб``,
    ``<кино``, ``бур*ан``).  ``played`` is the game's words in order, its last one the right word
    (what ``snake challenge`` reads); ``after`` the right word alone, when the game is not given;
    both lie on the snake by rules 1–4 and are not repeated (rule 6).  ``leftmost`` sets the
    snake's leftmost letter; ``jokers`` are 1-based positions in the word of new cards that are
    jokers, beside those marked ``*``; ``turn_words`` counts the words already laid this turn
    (normal placements: a left placement is never made twice in a turn, so earlier words of its
    turn were normal ones).  Raises ArgumentError for a request that cannot be judged and
    InputFormatError for a word that cannot be read, naming what is wrong.

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.from_words(["опера", "раструб", "кино"])
    >>> v = judge_request(lex, "кино", after="раструб", left=True, leftmost="о", turn_words=2)
    >>> [f.rule for f in v.faults]
    ['left-alone']
    >>> judge_request(lex, "опера", first="о").placement.new_letters
    'пера'
    >>> judge_request(lex, "ра|струб", played=["опера"]).points
    15
    >>> judge_request(lex, "опера", first="о", jokers=[1])
    Traceback (most recent call last):
    ...
    wordgames.errors.ArgumentError: jokers: position 1 («о») is not a new card of «опера» (the new cards are 2 to 5)
    >>> judge_request(lex, "о*пера", first="о")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: 'о*пера': letter 1 («о») is already on the snake: only a new card can be a joker
    """
    written = records.parse_word(word)
    key, left = written.word, left or written.left
    if first is not None:
        if after is not None or played:
            raise ArgumentError(_("the face-up letter ({name}) is the snake before its first word: it goes without "
                                  "the right word ({after}) and the game's words ({played})"),
                                name=Param("first"), after=Param("after"), played=Param("played"), option="first")
        snake = records.snake_at_start(first)
        kind = first_kind(snake.leftmost_letter, key, left)
    elif after is not None or played:
        if after is not None and played:
            raise ArgumentError(_("give the right word ({after}) or the game's words in order ({played}), not "
                                  "both"), after=Param("after"), played=Param("played"), option="played")
        if after is not None:
            records.parse_word(after)             # a word that cannot be read is named as it is
        game = (records.from_words([after], _("the right word: {message}")) if after is not None
                else records.from_words(list(played)))
        snake = game.snake()
        kind = LEFT if left else RIGHT
        if leftmost is not None:
            snake = records.with_leftmost(snake, records.read_letter(leftmost))
    else:
        raise ArgumentError(_("give the current right word ({after}), the game's words ({played}) or the face-up "
                              "letter ({first})"), after=Param("after"), played=Param("played"), first=Param("first"),
                            option="after")
    if written.overlap is not None and kind in (LEFT, FIRST_LEFT):
        raise ArgumentError(_("{word!r}: '|' marks where the new cards begin on the right, not in a placement on "
                              "the left"), word=word, option="word")
    turn = Turn(turn_words, normal_this_turn=turn_words > 0, left_used=left_used, going_out=going_out)
    positions = frozenset(j - 1 for j in jokers)
    verdict = judge(lexicon, snake, key, kind, turn, positions | written.jokers, written.overlap)
    p = verdict.placement
    if 0 < p.added <= len(key):
        stray = records.stray_joker_message(word, replace(p, jokers=written.jokers))
        if stray:
            raise InputFormatError(stray)
        for j in sorted(positions):
            if j not in p.new_positions:
                where = f"«{key[j]}»" if 0 <= j < len(key) else _("no such letter")
                raise ArgumentError(_("{jokers}: position {position} ({letter}) is not a new card of «{word}» "
                                      "(the new cards are {first} to {last})"), jokers=Param("jokers"),
                                    position=j + 1, letter=where, word=key, first=p.new_positions.start + 1,
                                    last=p.new_positions.stop, option="jokers")
    return verdict
