"""The moves of «Словесный бой» and the one legality check, shared by the state and the views.

A move is a :class:`Call` (naming the letter every player must now write) or
a :class:`Place` (writing the letter just called into an empty cell of one's
own square).  :func:`call_breaches` and :func:`place_breaches` return the
rules a move breaks, named as :data:`BREACH_NAMES` names them; the position
(:class:`~wordgames.battle.state.BattleState`) and what a seat sees
(:class:`~wordgames.battle.state.BattleView`) both ask them, so a bot and
the referee cannot disagree.

>>> from wordgames.battle.square import Square
>>> [str(b) for b in place_breaches("player 1", Square(("к.", "..")), "о", Place((0, 0)))]
["rule empty cell: a1 already holds 'к'"]
>>> call_breaches("player 1", Call("ж")), [b.rule for b in call_breaches("player 1", Place((0, 0)))]
([], ['call'])
"""

from __future__ import annotations

from typing import NamedTuple

from wordgames.battle.letters import ALPHABET
from wordgames.battle.notation import cell_label
from wordgames.battle.square import EMPTY, Cell, Square
from wordgames.errors import Breach
from wordgames.i18n import NC_, _

Letter = str

LETTERS = frozenset(ALPHABET)  # what may be called: one letter, ё counted as е


class Call(NamedTuple):
    """Calling a letter: every player must now write it."""

    letter: Letter


class Place(NamedTuple):
    """Writing the letter just called into an empty cell of one's own square."""

    cell: Cell


Move = Call | Place


BREACH_NAMES = {"call": NC_("rule", "call"), "letter": NC_("rule", "letter"), "no skipping": NC_("rule", "no skipping"),
                "cell": NC_("rule", "cell"), "empty cell": NC_("rule", "empty cell"), "turn": NC_("rule", "turn")}
"""The names of the rules a move of «Словесный бой» breaks (the codes stay English in JSON; shown translated)."""


class BattleBreach(Breach):
    """A rule of «Словесный бой» broken: its name (``call``, ``empty cell``) shown in the interface's language."""

    NAMES = BREACH_NAMES


def call_breaches(who: str, move: object) -> list[Breach]:
    """Return the rules a move breaks when ``who`` must call a letter."""
    if not isinstance(move, Call):
        return [BattleBreach("call", _("{who} must call a letter now, not write one").format(who=who))]
    if move.letter not in LETTERS:
        return [BattleBreach("letter", _("a call is one letter of {first}–{last} (ё is е)").format(
            first=ALPHABET[0], last=ALPHABET[-1]))]
    return []


def place_breaches(who: str, square: Square, letter: Letter, move: object) -> list[Breach]:
    """Return the rules a move breaks when ``who`` must write ``letter`` into ``square``."""
    if not isinstance(move, Place):
        return [BattleBreach("no skipping", _("{who} must write the letter {letter!r} before another is called").format(
            who=who, letter=letter))]
    cell = move.cell
    if not (isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(x, int) for x in cell)):
        return [BattleBreach("cell", _("a cell is a row and a column, not {cell}").format(cell=repr(cell)))]
    r, c = cell
    if not (0 <= r < square.height and 0 <= c < square.width):
        return [BattleBreach("cell", _("the cell is off the {size} square").format(size=f"{square.height}×{square.width}"))]
    if square.letter(cell) != EMPTY:
        return [BattleBreach("empty cell", _("{cell} already holds {letter!r}").format(cell=cell_label(cell),
                                                                                     letter=square.letter(cell)))]
    return []
