"""The card set of Змейка as the author played it: 480 cards, letter values, jokers, bonuses.

Everything numeric about the game's equipment lives here, in one place.

>>> sum(CARD_COUNTS.values()) + JOKERS
480
>>> letter_value("щ"), letter_value("а"), letter_value("ё")
(10, 1, 1)
"""

from __future__ import annotations

from collections import Counter

from wordgames.numbers import is_digits

JOKER = "*"
"""How a joker is written after the letter it stands for: «опер*а» — the р is a joker."""

# (letters, cards of each letter, points per card) as listed in the text; Ё is Е.
_TABLE = [
    ("аеион", 35, 1),
    ("вдклмпрст", 21, 2),
    ("бгйуя", 10, 3),
    ("жзхчь", 6, 5),
    ("фцшщъыэю", 4, 10),
]

CARD_COUNTS: dict[str, int] = {letter: count for letters, count, _ in _TABLE for letter in letters}
LETTER_VALUES: dict[str, int] = {letter: value for letters, _, value in _TABLE for letter in letters}
JOKERS = 4
JOKER_VALUE = 0             # a placed joker scores nothing
JOKER_IN_HAND_PENALTY = 10  # a joker left in hand at the end costs 10
HAND_SIZE = 30              # cards dealt to each player
GOING_OUT_BONUSES = (250, 200, 50)  # first, second, third player out; the last one out gets nothing
UNFOUNDED_DISTRUST_PENALTY = 100
ILLEGAL_INFORMATION_PENALTY = 200
MAX_WORDS_PER_TURN = 7


def letter_value(letter: str) -> int:
    """Return the points of one letter card (ё counts as е); a character no card shows is refused by name.

    >>> letter_value("|")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: '|' is not a letter of the cards
    """
    value = LETTER_VALUES.get(letter.lower().replace("ё", "е")) if isinstance(letter, str) else None
    if value is None:
        from wordgames.errors import InputFormatError   # only on an error: the card table imports nothing
        from wordgames.i18n import _
        raise InputFormatError(_("{letter!r} is not a letter of the cards").format(letter=letter))
    return value


def read_letter_numbers(text: str, what: str, jokers: bool) -> dict[str, int]:
    """Return letters and numbers written ``а35,б10,*4``; ``what``: the option they are (named in an error).

    >>> read_letter_numbers("а4, к2 ,*1", "cards", jokers=True)
    {'а': 4, 'к': 2, '*': 1}
    >>> read_letter_numbers("щ", "values", jokers=False)
    Traceback (most recent call last):
    ...
    wordgames.errors.OptionError: values: write each letter with its number, like а1,щ10 (not 'щ')
    """
    found: dict[str, int] = {}
    for part in str(text).replace(" ", "").split(","):
        letter, number = part[:1].lower().replace("ё", "е"), part[1:]
        known = letter in CARD_COUNTS or (jokers and letter == JOKER)
        if not known or not is_digits(number) or len(number) > 4 or letter in found:
            from wordgames.errors import OptionError, Param   # only on an error: the card table imports nothing
            from wordgames.i18n import _
            raise OptionError(_("{what}: write each letter with its number, like {example} (not {part!r})"),
                              what=Param(what), example="а35,б10,*4" if jokers else "а1,щ10", part=part, option=what)
        found[letter] = int(number)
    return found


def full_deck() -> Counter:
    """Return the whole card set as a multiset of letters and jokers."""
    deck = Counter(CARD_COUNTS)
    deck[JOKER] = JOKERS
    return deck
