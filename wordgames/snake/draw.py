"""The snake drawn as the book draws it: each new word raised or lowered against its neighbour.

Each card stands in its own column, at the level of the word that put it on
the table; words alternate between the upper and the lower line from left to
right, so neighbours can be told apart.  A joker is marked with ``*``.

At the table (:func:`draw_wrapped`) a card stands at the level of the word that *begins* last at or before
it instead, so that every word's first letter and the whole right word show, and the lines of a narrow
terminal break only between words.

>>> from wordgames.snake.record import parse_text
>>> print("\\n".join(draw(parse_text("опера\\nра|струб\\n<кино").snake())))
К И Н           С Т Р У Б
      О П Е Р А
"""

from __future__ import annotations

from wordgames.i18n import ngettext
from wordgames.snake.board import Snake
from wordgames.snake.cards import JOKER


def owners(snake: Snake) -> list[int]:
    """Return, for each card, the index of the word that put it down (-1 for a lone face-up card)."""
    owner = [-1] * len(snake.cards)
    for i, w in enumerate(snake.words):
        for pos in range(w.start, w.stop):
            if owner[pos] == -1:
                owner[pos] = i
    return owner


def draw(snake: Snake) -> list[str]:
    """Return the two lines of the drawing (one line for a snake of one word or none)."""
    return [line for line in ("".join(r).rstrip() for r in _rows(snake)) if line]


def segments(snake: Snake) -> list[tuple[int, int, int]]:
    """Return the snake cut at every word's first card, left to right: ``(word, start, stop)`` spans of cards,
    each drawn as the word that begins there (-1: a lone face-up card).

    Every word's first letter begins a span, and the right word, the last to begin, is the last span whole.

    >>> from wordgames.snake.record import parse_text
    >>> snake = parse_text("опера\\nра|струб\\n<кино").snake()
    >>> [snake.text()[a:b] for _w, a, b in segments(snake)]
    ['кин', 'опе', 'раструб']
    """
    begins: dict[int, int] = {}
    for i, w in enumerate(snake.words):
        begins[w.start] = i                   # the newest word beginning at a card draws it
    starts = sorted(begins) or [0]
    if starts[0] != 0:
        starts.insert(0, 0)
    ends = starts[1:] + [len(snake.cards)]
    return [(begins.get(a, -1), a, b) for a, b in zip(starts, ends)]


def draw_wrapped(snake: Snake, width: int = 79, keep: int = 3) -> list[str]:
    """Return the snake drawn for a terminal of ``width`` columns, lines broken only between words (a word
    longer than a line aside).

    Each word stands on its own level from its first letter, in capitals, raised or lowered against its
    neighbours; the letters it shares with the next word follow on its level in small letters, as far as
    that level is free on the same line.  A snake longer than ``keep`` lines keeps its first line (its
    leftmost letter matters to a left placement) and its last ``keep - 1`` (the right word, whole), saying
    how many words begin between.

    >>> from wordgames.snake.record import parse_text
    >>> snake = parse_text("опера\\nра|струб\\n<кино").snake()
    >>> print("\\n".join(draw_wrapped(snake, width=40)))
    К И Н о     Р А С Т Р У Б
          О П Е р а
    >>> print("\\n".join(draw_wrapped(snake, width=16)))
    К И Н о
          О П Е
    <BLANKLINE>
    Р А С Т Р У Б
    """
    spans = segments(snake)
    per = max(1, width // 2)                    # two columns a card: its letter, and * for a joker
    lines: list[list[tuple[int, int, int]]] = [[]]      # each line's pieces: (span, first card, stop)
    used = 0
    for k, (_word, a, b) in enumerate(spans):
        for i in range(a, b, per):              # a word longer than a line is cut; no other is
            piece = (k, i, min(b, i + per))
            if used + piece[2] - i > per and lines[-1]:
                lines.append([])
                used = 0
            lines[-1].append(piece)
            used += piece[2] - i
    drawn = [_line_rows(snake, spans, line) for line in lines if line]
    if len(drawn) > keep:
        hidden = sum(1 for line in lines[1:len(lines) - (keep - 1)] for k, i, _b in line if i == spans[k][1])
        between = ngettext("… {n} more word ('/words' lists every word) …",
                           "… {n} more words ('/words' lists every word) …", hidden).format(n=hidden)
        drawn = drawn[:1] + [[between]] + drawn[-(keep - 1):]
    out: list[str] = []
    for piece in drawn:
        if out:
            out.append("")
        out += piece
    return out


def _line_rows(snake: Snake, spans: list[tuple[int, int, int]], line: list[tuple[int, int, int]]) -> list[str]:
    """Return the upper and lower row of one line of the drawing (an empty one left out): each span in capitals
    on its level, the rest of its word after it in small letters where that level is free."""
    first, stop = line[0][1], line[-1][2]
    rows = [["  "] * (stop - first) for _ in range(2)]

    def cell(pos: int, capital: bool) -> str:
        card = snake.cards[pos]
        return (card.letter.upper() if capital else card.letter) + (JOKER if card.joker else " ")

    for k, a, b in line:
        for pos in range(a, b):
            rows[k % 2][pos - first] = cell(pos, True)
    for k, a, b in line:
        word = spans[k][0]
        if word < 0 or b != spans[k][2]:
            continue                            # a lone face-up card, or a word cut at the end of the line
        rest = min(snake.words[word].stop, spans[k + 2][1] if k + 2 < len(spans) else stop, stop)
        for pos in range(b, rest):
            rows[k % 2][pos - first] = cell(pos, False)
    return [text for text in ("".join(r).rstrip() for r in rows) if text]


def _rows(snake: Snake) -> list[list[str]]:
    """Return the upper and lower row of the drawing, two characters a card."""
    owner = owners(snake)
    order = list(dict.fromkeys(w for w in owner))  # words by their leftmost card
    level = {w: i % 2 for i, w in enumerate(order)}
    rows: list[list[str]] = [[], []]
    for card, who in zip(snake.cards, owner):
        cell = card.letter.upper() + (JOKER if card.joker else " ")
        rows[level[who]].append(cell)
        rows[1 - level[who]].append("  ")
    return rows
