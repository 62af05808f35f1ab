"""Game records of Змейка: a plain-text format a person can write by hand, and JSON.

One placement per line, in the order they were made::

    # Змейка, a game record
    start: о                # the face-up letter (optional: else the first word's first letter)
    Оля: опера              # "player: word"; the player's name is optional
    Петя: ра|струб          # '|' marks where the new cards begin (default: the longest overlap)
    Оля: <кино              # '<' marks a left placement («левая выкладка»)
    Петя: бур*ан            # '*' after a letter: that card is a joker
    discard: ж ш            # cards in the discard pile (any number of such lines)

The first word is the first placement: to the right of the face-up letter if
it begins with it, else to the left if it ends with it.  The same game in
JSON: ``{"start": "о", "moves": [{"word": "опера", "player": "Оля"},
{"word": "раструб", "overlap": 2}, {"word": "кино", "left": true},
{"word": "буран", "jokers": [2]}], "discards": ["ж", "ш"]}``.

>>> game = parse_text("start: о\\nОля: опера\\nПетя: ра|струб\\n")
>>> [(m.word, m.kind, m.added) for m in game.moves]
[('опера', 'first-right', 4), ('раструб', 'right', 5)]
>>> game.snake().right_word.word
'раструб'
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import NamedTuple

from wordgames.errors import ArgumentError, InputFormatError
from wordgames.files import display_name, parse_json as json_value, read_text
from wordgames.i18n import _
from wordgames.lexicon.text import MAX_WORD, too_long
from wordgames.lexicon.text import describe_character, fold
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Placement, Snake
from wordgames.snake.cards import CARD_COUNTS, JOKER, JOKERS
from wordgames.snake.rules import Fault, first_kind, placements_of, shape_faults

MAX_WORDS = sum(CARD_COUNTS.values()) + JOKERS
"""The most placements a record may hold: each lays at least one card, and the set has 480."""


@dataclass(frozen=True)
class Move:
    """One recorded placement and the line it came from."""

    word: str
    kind: str
    added: int
    jokers: frozenset[int]
    player: str | None
    line: int

    def placement(self) -> Placement:
        return Placement(self.word, self.kind, self.added, self.jokers, self.player)


@dataclass(frozen=True)
class GameRecord:
    """A game so far: the face-up letter, the placements in order, the discard pile."""

    start: str
    moves: tuple[Move, ...]
    discards: tuple[str, ...] = ()
    path: str | None = field(default=None, compare=False)

    def snake(self) -> Snake:
        """Return the snake after every recorded placement."""
        snake = Snake.start(self.start)
        for move in self.moves:
            snake = snake.place(move.placement())
        return snake

    def seen_cards(self) -> Counter:
        """Return the cards everyone has seen: the snake's and the discard pile's (jokers as '*')."""
        seen = Counter(JOKER if c.joker else c.letter for c in self.snake().cards)
        seen.update(self.discards)
        return seen


BAR = "|"           # written between letters: where the new cards begin (the overlap before it)
LEFT_MARK = "<"     # written in front of a word: laid on the left
RUSSIAN_LETTERS = frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


class Written(NamedTuple):
    """A placement as written: the word (folded), the overlap marked by ``|`` (or None), the joker positions, left?"""

    word: str
    overlap: int | None
    jokers: frozenset[int]
    left: bool


def parse_word(text: str) -> Written:
    r"""Return the word, the overlap ``|`` marks (or None), the joker positions and whether ``<`` lays it on the left.

    The one reader of a word of Змейка as a person or a file writes it: Russian
    letters (ё is е, capitals are small), ``|`` once between them where the new
    cards begin, ``*`` right after a letter a joker stands for, ``<`` in front of
    a word laid on the left.  Anything else is refused by an
    :class:`InputFormatError` naming the word, the character and its position
    (control characters, invisible marks, Latin and Greek letters, digits, ``?``),
    and so is a word longer than any dictionary's (``MAX_WORD`` letters).

    >>> parse_word("ра|стру*б")
    Written(word='раструб', overlap=2, jokers=frozenset({5}), left=False)
    >>> tuple(parse_word("<Кино"))
    ('кино', None, frozenset(), True)
    >>> parse_word("ёл\rка")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: 'ёл\rка': control character '\r' at position 3 is not a Russian letter
    >>> parse_word("*опера")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: '*опера': '*' at position 1 follows no letter: write it after the letter the joker stands for
    """
    text = unicodedata.normalize("NFC", text).strip(" ")
    if len(text) > 2 * MAX_WORD + 2:                 # more than a word's letters, each a joker, '<' and '|'
        raise InputFormatError(too_long(text))
    left = text.startswith(LEFT_MARK)
    letters, jokers, overlap = [], set(), None
    for position, ch in enumerate(text, start=1):
        if ch == LEFT_MARK and position == 1:
            continue
        if ch == BAR:
            if overlap is not None:
                raise InputFormatError(_("{text!r}: one '|' at most, where the new cards begin").format(text=text))
            if left:
                raise InputFormatError(_("{text!r}: '|' marks where the new cards begin on the right; a word laid on "
                                         "the left ('<') takes none").format(text=text))
            overlap = len(letters)
        elif ch == JOKER:
            if position == 1 or text[position - 2].lower() not in RUSSIAN_LETTERS:
                raise InputFormatError(_("{text!r}: '*' at position {position} follows no letter: write it after the "
                                         "letter the joker stands for").format(text=text, position=position))
            jokers.add(len(letters) - 1)
        elif ch == LEFT_MARK:
            raise InputFormatError(_("{text!r}: '<' at position {position}: it stands only in front of a word laid on "
                                     "the left").format(text=text, position=position))
        elif ch.lower() in RUSSIAN_LETTERS:
            letters.append(ch)
        else:
            raise InputFormatError(_("{text!r}: {what} {char!r} at position {position} is not a Russian letter").format(
                text=text, what=describe(ch), char=ch, position=position))
    if not letters:
        raise InputFormatError(_("{text!r} is not a word: it has no letters").format(text=text))
    if len(letters) > MAX_WORD:
        raise InputFormatError(too_long(text))
    return Written(fold("".join(letters)), overlap, frozenset(jokers), left)


def describe(ch: str) -> str:
    """Return what a character is, in the interface's language: 'control character', 'digit', 'Latin letter', …"""
    category = unicodedata.category(ch)
    if category == "Cc":
        return _("control character")
    if category in ("Cf", "Mn", "Me", "Zl", "Zp"):
        return _("invisible mark")
    return describe_character(ch)


def read_letter(text: str) -> str:
    """Return the one card letter written ``text`` (ё is е), or raise :class:`InputFormatError`.

    >>> read_letter("Ё")
    'е'
    """
    text = unicodedata.normalize("NFC", text).strip(" ")
    if len(text) != 1 or text.lower() not in RUSSIAN_LETTERS:
        raise InputFormatError(_("{text!r} is not one Russian letter").format(text=text))
    return fold(text)


def stray_jokers(p: Placement) -> list[int]:
    """Return the positions marked as jokers in ``p`` that are not new cards (a joker is one of the cards laid)."""
    new = p.new_positions if 0 <= p.added <= len(p.word) else range(0)
    return sorted(j for j in p.jokers if j not in new)


def stray_joker_message(text: str, p: Placement) -> str | None:
    """Return why a joker marked in ``text`` cannot be one (the letter is already on the snake), or None."""
    stray = stray_jokers(p) if 0 < p.added <= len(p.word) else []
    if not stray:
        return None
    return _("{text!r}: letter {position} («{letter}») is already on the snake: only a new card can be a "
             "joker").format(text=text, position=stray[0] + 1, letter=p.word[stray[0]])


def _move(snake: Snake, text: str, player: str | None, line: int, path: str | None,
          column: int) -> Move:
    """Return the recorded move for one written word, refusing one that cannot lie on the snake.

    Rules 1 to 4 and the repetition of rule 6 are the record's own: a word that breaks one is an error.
    """
    def error(message: str) -> InputFormatError:
        return InputFormatError(message, path=path, line=line, column=column)

    try:
        word, overlap, jokers, left = parse_word(text)
    except InputFormatError as e:
        raise error(e.message) from None
    if not snake.words:
        kind = first_kind(snake.leftmost_letter, word, left)
        if (word[-1] if kind == FIRST_LEFT else word[0]) != snake.leftmost_letter:
            raise error(_("the first word «{word}» must begin or end with the face-up letter «{letter}»").format(
                word=word, letter=snake.leftmost_letter))
        p = placements_of(snake, word, kind, jokers, overlap)[0]
    else:
        p = placements_of(snake, word, LEFT if left else RIGHT, jokers, overlap)[0]
    p = replace(p, player=player)
    faults = [f for f in shape_faults(snake, p) if f.rule in ("1", "2", "3", "4")]
    if word in snake.played:
        faults.append(Fault("6", _("«{word}» has already been played in this game").format(word=word)))
    if faults:
        raise error(_("«{word}» cannot be placed here: {fault}").format(word=word, fault=faults[0]))
    stray = stray_joker_message(text, p)
    if stray:
        raise error(stray)
    return Move(word, p.kind, p.added, jokers, player, line)


RUSSIAN_HEADINGS = {"начало": "start", "сброс": "discard"}   # a record's headings in Russian words too


def parse_text(text: str, path: str | None = None) -> GameRecord:
    """Read the plain-text record format; errors name the file, line and column."""
    start, entries, discards = None, [], []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        head, sep, rest = line.partition(":")
        key = head.strip().lower() if sep else ""
        key = RUSSIAN_HEADINGS.get(key, key)
        if key == "start":
            letter = fold(rest.strip())
            if len(letter) != 1 or letter not in CARD_COUNTS:
                raise InputFormatError(_("'start:' takes one letter, found {found!r}").format(found=rest.strip()), path=path,
                                       line=number, column=line.index(rest.strip() or ":", len(head)) + 1)
            if entries:
                raise InputFormatError(_("'start:' must come before the first word"), path=path, line=number, column=1)
            start = letter
            continue
        if key == "discard":
            for ch in rest.replace(",", " ").split():
                for letter in fold(ch):
                    if letter not in CARD_COUNTS and letter != JOKER:
                        raise InputFormatError(_("unknown card {card!r} in the discard pile").format(card=letter),
                                               path=path, line=number, column=raw.index(ch) + 1)
                    discards.append(letter)
            continue
        player = head.strip() if sep else None
        if player is not None and not _plain_name(player):
            bad = next(ch for ch in player if ch in ":#" or not ch.isprintable())
            raise InputFormatError(_("a player's name is printable text: {name!r} holds {code}").format(
                name=player, code=f"U+{ord(bad):04X}"), path=path, line=number, column=raw.index(bad) + 1)
        written = (rest if sep else line).strip()
        if " " in written:
            raise InputFormatError(_("one word per line, found {found!r}").format(found=written), path=path, line=number,
                                   column=raw.index(written) + 1)
        entries.append((written, player, number, raw.index(written) + 1))
    if not entries:
        raise InputFormatError(_("the record has no words"), path=path)
    start, moves = _moves(start, entries, path)
    return GameRecord(start, moves, tuple(discards), path)


def _moves(start: str | None, entries: list[tuple[str, str | None, int, int]],
           path: str | None) -> tuple[str, tuple[Move, ...]]:
    """Return the face-up letter and the moves of written words (word, player, line, column), laid in order.

    Without ``start`` the face-up letter is the first word's first letter (its last, for ``<``).
    """
    moves: list[Move] = []
    snake = None
    for written, player, number, column in entries:
        if len(moves) == MAX_WORDS:
            raise InputFormatError(_("a record holds at most {n} words of at most {n} letters: the card set has "
                                     "{n} cards").format(n=MAX_WORDS), path=path, line=number, column=1)
        if snake is None:
            if start is None:
                try:
                    first = parse_word(written)
                except InputFormatError as e:
                    raise InputFormatError(e.message, path=path, line=number, column=column) from None
                start = first.word[-1] if first.left else first.word[0]
            snake = Snake.start(start)
        move = _move(snake, written, player, number, path, column)
        snake = snake.place(move.placement())
        moves.append(move)
    return start, tuple(moves)


def parse_json(text: str, path: str | None = None) -> GameRecord:
    """Read the JSON record format (see the module docstring); a wrong field is named by its JSON path.

    >>> parse_json('{"moves": [{"word": "опера"}, {"word": "раструб", "overlap": "2"}]}', "g.json")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: g.json: moves[1].overlap: expected a whole number from 0 to 7, not '2'
    """
    data = json_value(text, path)
    if not isinstance(data, dict) or not isinstance(data.get("moves"), list):
        raise InputFormatError(_("expected an object with a list of 'moves'"), path=path)

    def bad(where: str, expected: str, value) -> InputFormatError:
        return InputFormatError(_("{where}: expected {expected}, not {value!r:.40}").format(
            where=where, expected=expected, value=value), path=path)

    lines, places = [], []
    start = data.get("start")
    if start is not None and start != "":
        if not isinstance(start, str) or len(start) != 1:
            raise bad("start", _("one letter"), start)
        lines.append(f"start: {start}")
        places.append("start")
    for i, m in enumerate(data["moves"]):
        where = f"moves[{i}]"
        if not isinstance(m, dict) or not isinstance(m.get("word"), str):
            raise bad(where, _("an object with a 'word'"), m)
        word = fold(m["word"])
        if not word or any(ch not in CARD_COUNTS for ch in word):
            raise bad(f"{where}.word", _("a word of Russian letters"), m["word"])
        jokers = m.get("jokers", [])
        if not isinstance(jokers, list) or not all(type(j) is int and 0 <= j < len(word) for j in jokers):
            raise bad(f"{where}.jokers", _("a list of letter positions 0 to {last}").format(last=len(word) - 1),
                      jokers)
        overlap = m.get("overlap")
        if overlap is not None and not (type(overlap) is int and 0 <= overlap <= len(word)):
            raise bad(f"{where}.overlap", _("a whole number from 0 to {high}").format(high=len(word)), overlap)
        player = m.get("player")
        if player is not None and not (isinstance(player, str) and _plain_name(player)):
            raise bad(f"{where}.player", _("a name without ':', '#' or control characters"), player)
        if not isinstance(m.get("left", False), bool):
            raise bad(f"{where}.left", _("true or false"), m["left"])
        letters = [ch + (JOKER if j in set(jokers) else "") for j, ch in enumerate(word)]
        if overlap is not None:
            letters.insert(overlap, "|")
        written = ("<" if m.get("left") else "") + "".join(letters)
        lines.append(f"{player}: {written}" if player else written)
        places.append(where)
    discards = data.get("discards") or []
    if not isinstance(discards, list) or not all(isinstance(c, str) and len(fold(c)) == 1 for c in discards):
        raise bad("discards", _("a list of cards"), discards)
    if discards:
        lines.append("discard: " + " ".join(discards))
        places.append("discards")
    try:
        return parse_text("\n".join(lines), path)
    except InputFormatError as e:
        if e.line is None:
            raise
        raise InputFormatError(f"{places[e.line - 1]}: {e.message}", path=path) from None


def _plain_name(name: str) -> bool:
    """Return whether ``name`` can stand before a word on a record's line: no ':', '#' or control characters."""
    return not any(ch in ":#" or not ch.isprintable() for ch in name)


def from_words(words: list[str], where: str | None = None) -> GameRecord:
    """Return the record of a game given as its words in order (first one from its first letter).

    Each word is written as in a record (``ра|струб``, ``<кино``, ``бур*ан``), and is one word: no
    line break, ``#`` or ``:`` in it is read as the record's.  Errors name the word by its place in the list
    (or as ``where`` says, a message with ``{n}`` and ``{message}``):

    >>> from_words(["опера", "шуба"])
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: word 2 of the game: «шуба» cannot be placed here: rule 2: «шуба» must begin with the last letters of the right word «опера»
    >>> from_words(["опера", "рак"])
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: word 2 of the game: «рак» cannot be placed here: rule 4: «рак» has 3 letters; at least four are needed
    """
    if not words:
        raise InputFormatError(_("the record has no words"))
    try:
        start, moves = _moves(None, [(w, None, n, 1) for n, w in enumerate(words, start=1)], None)
    except InputFormatError as e:
        raise InputFormatError((where or _("word {n} of the game: {message}")).format(n=e.line, message=e.message)
                               if e.line else e.message) from None
    return GameRecord(start, moves)


def snake_after(right_word: str, played: list[str] = (), leftmost: str | None = None) -> Snake:
    """Return a snake whose right word is ``right_word`` (laid from its first letter), with ``played`` counted as played.

    ``leftmost`` sets the snake's leftmost letter (what a left placement must end with).  A helper
    for building positions: the right word is not held to rule 4 (a record's words are, :func:`from_words`).

    >>> s = snake_after("опера", ["кот"], leftmost="и")
    >>> s.right_word.word, s.leftmost_letter, sorted(s.played)
    ('опера', 'и', ['кот', 'опера'])
    """
    written = parse_word(right_word)
    word = written.word
    snake = Snake.start(word[0]).place(Placement(word, FIRST_RIGHT, len(word) - 1, written.jokers))
    if leftmost:
        snake = with_leftmost(snake, read_letter(leftmost))
    return replace(snake, also_played=frozenset(parse_word(w).word for w in played))


def with_leftmost(snake: Snake, letter: str) -> Snake:
    """Return ``snake`` with its leftmost card showing ``letter`` (what a left placement must end with)."""
    return replace(snake, cards=(snake.cards[0]._replace(letter=letter),) + snake.cards[1:])


def snake_at_start(letter: str, played: list[str] = ()) -> Snake:
    """Return the snake of one face-up ``letter``, before the first placement.

    >>> snake_at_start("о\\r")
    Traceback (most recent call last):
    ...
    wordgames.errors.ArgumentError: the face-up card is one letter, not 'о\\r'
    """
    try:
        key = read_letter(letter)
    except InputFormatError:
        raise ArgumentError(_("the face-up card is one letter, not {letter!r}"), letter=letter, option="letter") from None
    return replace(Snake.start(key), also_played=frozenset(parse_word(w).word for w in played))


def load(path: str | Path) -> GameRecord:
    """Read a record file (``-``: standard input), JSON or plain text (by its first character)."""
    text, name = read_text(path), display_name(path)
    return parse_json(text, name) if text.lstrip().startswith("{") else parse_text(text, name)
