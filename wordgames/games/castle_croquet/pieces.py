"""The pieces of Carroll's Castle Croquet: players, castles, balls, hoops, and their colours.

Each player ``1 … N`` (N = 4 or 5, numbered clockwise, rule II) owns castle
``N``, a soldier and a sentinel.  A castle is two hoops and a flag on one
ray from the centre: the *gate* (across the ray, the only way in or out),
the *door* (along the ray) and the flag.  Balls are named by colour, as in
the text's note; the flag of a castle has its soldier's colour, so a castle
may be named by its number or by that colour.  The Russian interface names the
balls by the text's words (``синий воин``, ``розовый страж``), declined as a
sentence needs (:class:`Phrase`), and reads the Russian colours, whole or by
their first letters (:func:`colour_word`).

>>> blue = parse_ball("blue", 4)
>>> blue, name(blue, 4)
(Ball(player=1, kind='soldier'), 'blue soldier')
>>> parse_ball("Розовый", 4), parse_ball("green", 5), parse_ball("green", 4)
(Ball(player=4, kind='sentinel'), Ball(player=4, kind='soldier'), Ball(player=1, kind='sentinel'))
>>> parse_castle("3", 4), parse_castle("red", 4)
(3, 4)
"""

from __future__ import annotations

import functools
from typing import Literal, NamedTuple

from wordgames.errors import InputFormatError
from wordgames.games.castle_croquet.about import DESCRIPTOR
from wordgames.i18n import _, language

Player = int
"""A player's number, 1 … N, clockwise; also the number of his castle."""

Castle = int
"""A castle's number: that of its owner."""

Kind = Literal["soldier", "sentinel"]
SOLDIER: Kind = "soldier"
SENTINEL: Kind = "sentinel"
KINDS_OF_BALL: tuple[Kind, ...] = (SOLDIER, SENTINEL)

HoopKind = Literal["gate", "door"]
GATE: HoopKind = "gate"
DOOR: HoopKind = "door"

Direction = Literal["in", "out"]
"""Through a gate, ``in`` enters the castle and ``out`` leaves it; through a door,
``in`` is towards the flag and ``out`` towards the gate."""

PLAYER_COUNTS = DESCRIPTOR.seats
"""The numbers of players the game is played by, as its descriptor says (:data:`COLOURS` colours each)."""

COLOURS: dict[int, tuple[tuple[str, str], ...]] = {
    4: (("blue", "green"), ("black", "brown"), ("orange", "yellow"), ("red", "pink")),
    5: (("blue", "light-blue"), ("black", "brown"), ("orange", "yellow"),
        ("green", "light-green"), ("red", "pink")),
}
"""(soldier, sentinel) colours per player, in the order the text's note lists them."""

RUSSIAN: dict[str, str] = {
    "синий": "blue", "чёрный": "black", "черный": "black", "оранжевый": "orange",
    "красный": "red", "зелёный": "green", "зеленый": "green", "коричневый": "brown",
    "жёлтый": "yellow", "желтый": "yellow", "розовый": "pink", "голубой": "light-blue",
    "светло-зелёный": "light-green", "светло-зеленый": "light-green",
    "lightblue": "light-blue", "lightgreen": "light-green",
}
"""The text's Russian colour names (and spellings without hyphens) mapped to ours."""


RUSSIAN_COLOURS: dict[str, str] = {
    "blue": "синий", "black": "чёрный", "orange": "оранжевый", "red": "красный", "green": "зелёный",
    "brown": "коричневый", "yellow": "жёлтый", "pink": "розовый", "light-blue": "голубой",
    "light-green": "светло-зелёный",
}
"""How the Russian interface names each colour (the text's note: the masculine adjective, as of a ball)."""

CASES = ("gen", "dat", "acc", "ins", "prep")
"""The cases a Russian sentence may ask a ball's name in: ``{ball:ins}`` (the nominative is ``{ball}``)."""

_ADJECTIVE_ENDINGS = {"ий": ("его", "ему", "его", "им", "ем"), "ый": ("ого", "ому", "ого", "ым", "ом"),
                      "ой": ("ого", "ому", "ого", "ым", "ом")}
_NOUN_FORMS = {"soldier": ("воин", "воина", "воину", "воина", "воином", "воине"),
               "sentinel": ("страж", "стража", "стражу", "стража", "стражем", "страже")}
"""The text's воин and страж in the nominative and then :data:`CASES` (both animate: accusative = genitive)."""


def russian_colour_forms(colour_name: str) -> tuple[str, ...]:
    """Return a colour's Russian adjective in the nominative and then :data:`CASES` (masculine).

    >>> russian_colour_forms("blue"), russian_colour_forms("light-blue")[4]
    (('синий', 'синего', 'синему', 'синего', 'синим', 'синем'), 'голубым')
    """
    word = RUSSIAN_COLOURS[colour_name]
    stem, ending = word[:-2], word[-2:]
    return (word, *(stem + e for e in _ADJECTIVE_ENDINGS[ending]))


class Phrase(str):
    """A name that a sentence may ask in a case: ``format(phrase, "ins")``; without a case it is itself.

    >>> p = Phrase("синий воин", {"ins": "синим воином"})
    >>> "по нему бьют {p:ins}; {p} бьёт".format(p=p)
    'по нему бьют синим воином; синий воин бьёт'
    """

    forms: dict[str, str]

    def __new__(cls, text: str, forms: dict[str, str] | None = None):
        made = super().__new__(cls, text)
        made.forms = forms or {}
        return made

    def __format__(self, spec: str) -> str:
        if spec in CASES:
            return self.forms.get(spec, str(self))
        return str.__format__(str(self), spec)

    def form(self, case: str) -> str:
        """Return the phrase in ``case`` (``""``: the nominative)."""
        return self.forms.get(case, str(self)) if case else str(self)


class Ball(NamedTuple):
    """A ball: its owner and whether it is his soldier or his sentinel."""

    player: Player
    kind: Kind


def colour(ball: Ball, players: int) -> str:
    """Return the colour of ``ball`` in a game of ``players``."""
    soldier, sentinel = COLOURS[players][ball.player - 1]
    return soldier if ball.kind == SOLDIER else sentinel


def name(ball: Ball, players: int) -> str:
    """Return how the referee calls ``ball``: ``blue soldier``, ``pink sentinel``."""
    return f"{colour(ball, players)} {ball.kind}"


def russian_name(ball: Ball, players: int) -> Phrase:
    """Return the ball's Russian name, ``синий воин``, with its cases (``{ball:ins}``: ``синим воином``).

    >>> n = russian_name(Ball(4, "sentinel"), 4)
    >>> n, format(n, "gen"), format(n, "ins")
    ('розовый страж', 'розового стража', 'розовым стражем')
    """
    adjective, noun = russian_colour_forms(colour(ball, players)), _NOUN_FORMS[ball.kind]
    return Phrase(f"{adjective[0]} {noun[0]}",
                  {case: f"{a} {n}" for case, a, n in zip(CASES, adjective[1:], noun[1:])})


def shown_name(ball: Ball, players: int) -> Phrase:
    """Return the ball's name in the interface's language (English: ``blue soldier`` in every case)."""
    return russian_name(ball, players) if language() == "ru" else Phrase(name(ball, players))


def shown_colour(colour_name: str) -> str:
    """Return a colour as the interface names it (``blue``, or ``синий`` in Russian)."""
    return RUSSIAN_COLOURS[colour_name] if language() == "ru" else colour_name


def balls(players: int) -> list[Ball]:
    """Return every ball: the soldiers, then the sentinels."""
    return list(_balls(players))


@functools.lru_cache(maxsize=None)
def _balls(players: int) -> tuple[Ball, ...]:
    return tuple(Ball(p, k) for k in (SOLDIER, SENTINEL) for p in range(1, players + 1))


@functools.lru_cache(maxsize=None)
def _by_colour(players: int) -> dict[str, Ball]:
    return {colour(b, players): b for b in _balls(players)}


def _plain(word: str) -> str:
    return word.replace("ё", "е").replace("-", "")


def colour_word(text: str, players: int) -> str | None:
    """Return the colour of this game that ``text`` names, or None.

    English or the text's Russian (with or without ``ё``), or the beginning of a Russian colour
    name of at least two letters that fits one colour of the game only (``зел``, ``кр``); a
    beginning that fits several is refused naming them, a lone letter is refused (never guessed).

    >>> colour_word("Син", 4), colour_word("черн", 4), colour_word("gold", 4)
    ('blue', 'black', None)
    """
    word = text.strip().lower()
    word = RUSSIAN.get(word, word)
    if word in _by_colour(players):
        return word
    if not word or not all("а" <= c <= "я" or c in "ё-" for c in word):
        return None
    mine = [c for soldier_sentinel in COLOURS[players] for c in soldier_sentinel]
    fits = [c for c in mine if _plain(RUSSIAN_COLOURS[c]).startswith(_plain(word))]
    if len(fits) == 1 and len(word) < 2:
        raise InputFormatError(_("a lone {text!r} is not read as {word}: write the word").format(
            text=text.strip(), word=f"«{RUSSIAN_COLOURS[fits[0]]}»"))
    if len(fits) > 1:
        raise InputFormatError(_("{text!r} could be {colours}: write more of the colour").format(
            text=text.strip(), colours=", ".join(f"«{RUSSIAN_COLOURS[c]}»" for c in fits)))
    return fits[0] if fits else None


def parse_ball(text: str, players: int) -> Ball:
    """Return the ball named by its colour (English or the text's Russian)."""
    found = _by_colour(players).get(colour_word(text, players) or "")
    if found is None:
        known = ", ".join(shown_colour(c) for c in _by_colour(players))
        raise InputFormatError(_("no ball is {text!r} in a game of {players} (balls: {known})").format(
            text=text, players=players, known=known))
    return found


def parse_castle(text: str, players: int) -> Castle:
    """Return the castle named by its number or by its flag's (= its soldier's) colour."""
    t = text.strip()
    if t.isascii() and t.isdigit() and 1 <= int(t) <= players:
        return int(t)
    word = colour_word(t, players)
    for p, (soldier, _sentinel) in enumerate(COLOURS[players], 1):
        if soldier == word:
            return p
    raise InputFormatError(_("no castle {text!r}: castles are 1-{players} or their flags' colours ({colours})").format(
        text=text, players=players, colours=", ".join(shown_colour(s) for s, _sentinel in COLOURS[players])))


def invasion_order(player: Player, players: int) -> list[Castle]:
    """Return the castles ``player``'s soldier must invade, in order (rule II).

    >>> invasion_order(3, 4), invasion_order(1, 5)
    ([4, 1, 2], [2, 3, 4, 5])
    """
    return [(player + i - 1) % players + 1 for i in range(1, players)]
