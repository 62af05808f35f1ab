"""The snake drawn as the book draws it: each new word raised or lowered against its neighbour.

Each card stands in its own column, at the level of the word that put it on
the table; words alternate between the upper and the lower line from left to
right, so neighbours can be told apart.  A joker is marked with ``*``.

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


def draw_wrapped(snake: Snake, width: int = 72, keep: int = 3) -> list[str]:
    """Return the drawing cut into pieces of ``width`` columns, a blank line between them.

    A long snake keeps its first piece (its leftmost letter matters to a left
    placement) and its last ``keep - 1`` (the right word), with how many cards
    lie between.

    >>> from wordgames.snake.record import parse_text
    >>> print("\\n".join(draw_wrapped(parse_text("опера\\nра|струб\\n<кино").snake(), width=12)))
    К И Н
          О П Е
    <BLANKLINE>
        С Т Р У
    Р А
    <BLANKLINE>
    Б
    """
    rows = _rows(snake)
    per = max(1, width // 2)
    pieces = [[("".join(r[i:i + per])).rstrip() for r in rows] for i in range(0, len(snake.cards), per)]
    if len(pieces) > keep:
        skipped = (len(pieces) - keep) * per
        between = ngettext("… {n} card …", "… {n} cards …", skipped).format(n=skipped)   # in the drawing
        pieces = pieces[:1] + [[between]] + pieces[-(keep - 1):]
    lines: list[str] = []
    for piece in pieces:
        if lines:
            lines.append("")
        lines += [line for line in piece if line]
    return lines


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
