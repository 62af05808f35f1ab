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

from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

from wordgames.errors import InputFormatError, UsageError
from wordgames.i18n import _
from wordgames.lexicon.text import fold
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT, Placement, Snake
from wordgames.snake.cards import CARD_COUNTS, JOKER, JOKERS

MAX_WORDS = sum(CARD_COUNTS.values()) + JOKERS
"""The most placements a record may hold: each lays at least one card, and the set has 480."""
from wordgames.snake.rules import placements_of, shape_faults


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


def parse_word(text: str) -> tuple[str, int | None, frozenset[int], bool]:
    """Return (word, marked overlap or None, joker positions, left?) from a written word.

    >>> parse_word("ра|стру*б")
    ('раструб', 2, frozenset({5}), False)
    >>> parse_word("<Кино")
    ('кино', None, frozenset(), True)
    """
    left = text.startswith("<")
    body = text[1:] if left else text
    letters, jokers, overlap = [], set(), None
    for ch in body:
        if ch == "|":
            overlap = len(letters)
        elif ch == JOKER:
            if letters:
                jokers.add(len(letters) - 1)
        else:
            letters.append(ch)
    return fold("".join(letters)), overlap, frozenset(jokers), left


def _move(snake: Snake, text: str, player: str | None, line: int, path: str | None,
          column: int) -> Move:
    """Return the recorded move for one written word, refusing one that cannot lie on the snake."""
    word, overlap, jokers, left = parse_word(text)
    bad = [ch for ch in word if ch not in CARD_COUNTS]
    if not word or bad:
        raise InputFormatError(_("{text!r} is not a word of Russian letters").format(text=text), path=path, line=line,
                               column=column)
    if not snake.words:
        kind = FIRST_RIGHT if word[0] == snake.leftmost_letter else FIRST_LEFT
        if left or word[-1] != snake.leftmost_letter and kind == FIRST_LEFT:
            raise InputFormatError(_("the first word «{word}» must begin or end with the face-up letter «{letter}»").format(
                word=word, letter=snake.leftmost_letter), path=path, line=line, column=column)
        p = Placement(word, kind, len(word) - 1, jokers, player)
    elif left:
        p = Placement(word, LEFT, len(word) - 1, jokers, player)
    elif overlap is not None:
        p = Placement(word, RIGHT, len(word) - overlap, jokers, player)
    else:
        p = placements_of(snake, word, RIGHT)[0]
        p = Placement(word, RIGHT, p.added, jokers, player)
    faults = [f for f in shape_faults(snake, p) if f.rule in ("1", "2", "3")]
    if faults:
        raise InputFormatError(_("«{word}» cannot be placed here: {fault}").format(word=word, fault=faults[0]), path=path,
                               line=line, column=column)
    return Move(word, p.kind, p.added, jokers, player, line)


RUSSIAN_HEADINGS = {"начало": "start", "сброс": "discard"}   # a record's headings in Russian words too


def parse_text(text: str, path: str | None = None) -> GameRecord:
    """Read the plain-text record format; errors name the file, line and column."""
    start, moves, discards = None, [], []
    snake = None
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
            if moves:
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
        written = (rest if sep else line).strip()
        if " " in written:
            raise InputFormatError(_("one word per line, found {found!r}").format(found=written), path=path, line=number,
                                   column=raw.index(written) + 1)
        if snake is None:
            first = parse_word(written)[0]
            snake = Snake.start(start or (first[0] if first else "а"))
            start = snake.leftmost_letter
        if len(moves) == MAX_WORDS or len(written) > MAX_WORDS:
            raise InputFormatError(_("a record holds at most {n} words of at most {n} letters: the card set has "
                                     "{n} cards").format(n=MAX_WORDS), path=path, line=number, column=1)
        move = _move(snake, written, player, number, path, raw.index(written) + 1)
        snake = snake.place(move.placement())
        moves.append(move)
    if not moves:
        raise InputFormatError(_("the record has no words"), path=path)
    return GameRecord(start, tuple(moves), tuple(discards), path)


def parse_json(text: str, path: str | None = None) -> GameRecord:
    """Read the JSON record format (see the module docstring); a wrong field is named by its JSON path.

    >>> parse_json('{"moves": [{"word": "опера"}, {"word": "раструб", "overlap": "2"}]}', "g.json")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: g.json: moves[1].overlap: expected a whole number from 0 to 7, not '2'
    """
    from wordgames.files import parse_json as json_value
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


def from_words(words: list[str]) -> GameRecord:
    """Return the record of a game given as its words in order (first one from its first letter).

    Errors name the word by its place in the list:

    >>> from_words(["опера", "шуба"])
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: word 2 of the game: «шуба» cannot be placed here: rule 2: «шуба» must begin with the last letters of the right word «опера»
    """
    try:
        return parse_text("\n".join(words))
    except InputFormatError as e:
        raise InputFormatError(_("word {n} of the game: {message}").format(n=e.line, message=e.message) if e.line
                               else e.message) from None


def snake_after(right_word: str, played: list[str] = (), leftmost: str | None = None) -> Snake:
    """Return a snake whose right word is ``right_word``, with ``played`` counted as played.

    ``leftmost`` sets the snake's leftmost letter (what a left placement must end with).

    >>> s = snake_after("опера", ["кот"], leftmost="и")
    >>> s.right_word.word, s.leftmost_letter, sorted(s.played)
    ('опера', 'и', ['кот', 'опера'])
    """
    snake = from_words([fold(right_word)]).snake()
    if leftmost:
        snake = replace(snake, cards=(snake.cards[0]._replace(letter=fold(leftmost)),) + snake.cards[1:])
    return replace(snake, also_played=frozenset(fold(w) for w in played))


def snake_at_start(letter: str, played: list[str] = ()) -> Snake:
    """Return the snake of one face-up ``letter``, before the first placement."""
    key = fold(letter)
    if len(key) != 1 or key not in CARD_COUNTS:
        raise UsageError(_("the face-up card is one letter, not {letter!r}").format(letter=letter))
    return replace(Snake.start(key), also_played=frozenset(fold(w) for w in played))


def load(path: str | Path) -> GameRecord:
    """Read a record file (``-``: standard input), JSON or plain text (by its first character)."""
    from wordgames.files import display_name, read_text
    text, name = read_text(path), display_name(path)
    return parse_json(text, name) if text.lstrip().startswith("{") else parse_text(text, name)
