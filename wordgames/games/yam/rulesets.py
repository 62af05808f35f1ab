"""The rule sets of the five-dice sheet game: the text's Yam, the official Yahtzee and the Scandinavian Yatzy.

A rule set is a plain description (:class:`RuleSet`): its boxes, top to bottom, the upper boxes «1»…«6»
and their bonus, how a throw scores in each of its own boxes, and whether the Yahtzee bonus and joker rules
apply.  The solver, the sheet and the table read it; none of them has a copy of a rule set's numbers.
Yam's own boxes and their readings (Дом, Яма, «−»/«+») are scored in :mod:`wordgames.games.yam.sheet`.

Yahtzee (the official Hasbro rules, as Verhoeff and Glenn solved them: 254.5896):

>>> [yahtzee_score(b, (2, 2, 6, 6, 6)) for b in ("Тройка", "Фул-хаус", "Шанс", "Яцзы")]
[22, 25, 22, 0]
>>> yahtzee_score("Малый стрит", (1, 3, 4, 5, 6)), yahtzee_score("Большой стрит", (1, 3, 4, 5, 6))
(30, 0)

Yatzy (Scandinavian: 248.44; Larsson and Sjöberg's published 248.63 is their program's Two pairs, see
docs/yam.md) scores only the dice that make the combination:

>>> [yatzy_score(b, (2, 2, 6, 6, 6)) for b in ("Пара", "Две пары", "Тройка", "Фул-хаус")]
[12, 16, 18, 22]
>>> yatzy_score("Малый стрит", (1, 2, 3, 4, 5)), yatzy_score("Большой стрит", (1, 2, 3, 4, 5))
(15, 0)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from wordgames.games.dice import Dice
from wordgames.games.yam.about import YAHTZEE, YAM, YATZY
from wordgames.i18n import N_, _

Box = str
"""The name of a box of a sheet, as a program writes it (Russian, as Yam's): "1" … "6", "Тройка", "Яцзы" …"""

UPPER: tuple[Box, ...] = ("1", "2", "3", "4", "5", "6")

THREE_KIND, FOUR_KIND, FULL_HOUSE_BOX, SMALL, LARGE, CHANCE, FIVE_KIND = (
    "Тройка", "Каре", "Фул-хаус", "Малый стрит", "Большой стрит", "Шанс", "Яцзы")
PAIR, TWO_PAIRS = "Пара", "Две пары"
"""The boxes of Yahtzee and Yatzy (the same name where both have the box)."""

YAHTZEE_BOXES: tuple[Box, ...] = UPPER + (THREE_KIND, FOUR_KIND, FULL_HOUSE_BOX, SMALL, LARGE, FIVE_KIND, CHANCE)
YATZY_BOXES: tuple[Box, ...] = UPPER + (PAIR, TWO_PAIRS, THREE_KIND, FOUR_KIND, SMALL, LARGE, FULL_HOUSE_BOX,
                                        CHANCE, FIVE_KIND)
"""The boxes, top to bottom as on the usual score cards."""

YAHTZEE_POINTS = 50
"""The Yahtzee (Yatzy) box: five equal dice."""
EXTRA_YAHTZEE = 100
"""Each further Yahtzee, when the Yahtzee box holds 50."""
JOKER_POINTS = {FULL_HOUSE_BOX: 25, SMALL: 30, LARGE: 40}
"""What the fixed-score lower boxes of Yahtzee give: also what five equal dice give there as a joker."""

BOX_WORDS: dict[Box, str] = {
    THREE_KIND: N_("Three of a kind"), FOUR_KIND: N_("Four of a kind"), FULL_HOUSE_BOX: N_("Full house"),
    SMALL: N_("Small straight"), LARGE: N_("Large straight"), CHANCE: N_("Chance"), PAIR: N_("One pair"),
    TWO_PAIRS: N_("Two pairs"),
}
"""The boxes' names in English, translated when shown (their Russian translations are the boxes' own names)."""


@dataclass(frozen=True)
class RuleSet:
    """What a rule set is: its boxes, the upper bonus, the extra Yahtzee bonus and joker rules, Yam's «−»/«+».

    ``joker_box`` is the box of five equal dice whose filling brings the joker rules and the extra Yahtzee
    bonus in (Yahtzee only); ``plus_minus`` says the sheet has Yam's «−» and «+»; ``published`` says what the
    literature gives for the optimum of one free sheet (a sentence, shown under the solver's figure).
    """

    name: str
    boxes: tuple[Box, ...]
    bonus_at: int
    bonus_points: int
    title: str
    plus_minus: bool = False
    joker_box: Box | None = None
    words: dict[Box, str] = field(default_factory=dict)
    published: str = ""

    @property
    def upper(self) -> tuple[Box, ...]:
        """Return the upper boxes «1»…«6»."""
        return UPPER


RULE_SETS: dict[str, RuleSet] = {
    YAM: RuleSet(YAM, UPPER + ("-", "+", "Дом", "Ряд", "Яма"), 60, 30, N_("Yam (Яма)"), plus_minus=True),
    YAHTZEE: RuleSet(YAHTZEE, YAHTZEE_BOXES, 63, 35, N_("Yahtzee (official rules)"), joker_box=FIVE_KIND,
                     words=BOX_WORDS | {FIVE_KIND: N_("Yahtzee")},
                     published=N_("Published: 254.5896 (Verhoeff 1999; Glenn 2006).")),
    YATZY: RuleSet(YATZY, YATZY_BOXES, 63, 50, N_("Yatzy (Scandinavian rules)"),
                   words=BOX_WORDS | {FIVE_KIND: N_("Yatzy")},
                   published=N_("Published: 248.63 (Larsson and Sjöberg 2012). Their program scores a single pair "
                                "in Two pairs as well, which gives 248.6329; the rules as they state them give 248.44 "
                                "(docs/yam.md).")),
}
"""Every rule set by its name (``--rules``), the text's Yam first."""


def _counts(dice: Dice) -> Counter:
    return Counter(dice)


def n_of_a_kind(dice: Dice, n: int) -> int:
    """Return the highest face that ``n`` or more of the dice show (0 if none).

    >>> n_of_a_kind((2, 2, 5, 5, 5), 2), n_of_a_kind((2, 2, 5, 5, 5), 4)
    (5, 0)
    """
    return max((f for f, c in _counts(dice).items() if c >= n), default=0)


def is_full_house(dice: Dice) -> bool:
    """Return whether the dice are three of one face and two of another (five equal dice are not).

    >>> is_full_house((2, 2, 6, 6, 6)), is_full_house((6, 6, 6, 6, 6))
    (True, False)
    """
    return sorted(_counts(dice).values()) == [2, 3]


def has_run(dice: Dice, length: int) -> bool:
    """Return whether ``length`` of the dice show consecutive faces.

    >>> has_run((1, 3, 4, 5, 6), 4), has_run((1, 2, 3, 5, 6), 4)
    (True, False)
    """
    faces = set(dice)
    return any(set(range(low, low + length)) <= faces for low in range(1, 8 - length))


def yahtzee_score(box: Box, dice: Dice) -> int:
    """Return what the dice score in ``box`` of a Yahtzee sheet, without the joker (see :func:`joker_score`)."""
    total = sum(dice)
    if box in UPPER:
        return int(box) * dice.count(int(box))
    if box == THREE_KIND:
        return total if n_of_a_kind(dice, 3) else 0
    if box == FOUR_KIND:
        return total if n_of_a_kind(dice, 4) else 0
    if box == FULL_HOUSE_BOX:
        return JOKER_POINTS[box] if is_full_house(dice) else 0
    if box == SMALL:
        return JOKER_POINTS[box] if has_run(dice, 4) else 0
    if box == LARGE:
        return JOKER_POINTS[box] if has_run(dice, 5) else 0
    if box == FIVE_KIND:
        return YAHTZEE_POINTS if n_of_a_kind(dice, 5) else 0
    if box == CHANCE:
        return total
    raise KeyError(box)


def joker_score(box: Box, dice: Dice) -> int:
    """Return what five equal dice score in ``box`` as a joker: full house and the straights their full value,
    every other box as usual.

    >>> joker_score("Большой стрит", (3, 3, 3, 3, 3)), joker_score("Каре", (3, 3, 3, 3, 3)), joker_score("4", (3,) * 5)
    (40, 15, 0)
    """
    return JOKER_POINTS.get(box, yahtzee_score(box, dice))


def yatzy_score(box: Box, dice: Dice) -> int:
    """Return what the dice score in ``box`` of a Yatzy sheet: the dice making the combination, summed."""
    counts = _counts(dice)
    if box in UPPER:
        return int(box) * counts[int(box)]
    if box == PAIR:
        return 2 * n_of_a_kind(dice, 2)
    if box == TWO_PAIRS:
        pairs = [f for f, c in counts.items() if c >= 2]
        return 2 * sum(pairs) if len(pairs) == 2 else 0
    if box == THREE_KIND:
        return 3 * n_of_a_kind(dice, 3)
    if box == FOUR_KIND:
        return 4 * n_of_a_kind(dice, 4)
    if box == SMALL:
        return 15 if tuple(dice) == (1, 2, 3, 4, 5) else 0
    if box == LARGE:
        return 20 if tuple(dice) == (2, 3, 4, 5, 6) else 0
    if box == FULL_HOUSE_BOX:
        return sum(dice) if is_full_house(dice) else 0
    if box == CHANCE:
        return sum(dice)
    if box == FIVE_KIND:
        return YAHTZEE_POINTS if len(counts) == 1 else 0
    raise KeyError(box)


BOX_ALIASES: dict[str, Box] = {
    "тройка": THREE_KIND, "3k": THREE_KIND, "three": THREE_KIND,
    "каре": FOUR_KIND, "4k": FOUR_KIND, "four": FOUR_KIND,
    "фул-хаус": FULL_HOUSE_BOX, "фулхаус": FULL_HOUSE_BOX, "фул": FULL_HOUSE_BOX, "fh": FULL_HOUSE_BOX,
    "full": FULL_HOUSE_BOX, "house": FULL_HOUSE_BOX, "ф": FULL_HOUSE_BOX,
    "малый": SMALL, "мс": SMALL, "ss": SMALL, "small": SMALL,
    "большой": LARGE, "бс": LARGE, "ls": LARGE, "large": LARGE,
    "шанс": CHANCE, "ш": CHANCE, "chance": CHANCE, "c": CHANCE,
    "яцзы": FIVE_KIND, "яц": FIVE_KIND, "yahtzee": FIVE_KIND, "yatzy": FIVE_KIND, "y": FIVE_KIND,
    "пара": PAIR, "pair": PAIR, "1p": PAIR,
    "две": TWO_PAIRS, "двепары": TWO_PAIRS, "дп": TWO_PAIRS, "2p": TWO_PAIRS, "pairs": TWO_PAIRS,
}
"""Short and English names of the boxes of Yahtzee and Yatzy, lower case (spaces and «_» taken out first)."""


def read_box(text: str, boxes: tuple[Box, ...]) -> Box:
    """Return the box of ``boxes`` named by ``text``: its name in either language (any case) or a short name;
    raise KeyError if none.

    >>> read_box("малый стрит", YAHTZEE_BOXES), read_box("Small straight", YAHTZEE_BOXES), read_box("2p", YATZY_BOXES)
    ('Малый стрит', 'Малый стрит', 'Две пары')
    >>> read_box("2p", YAHTZEE_BOXES)
    Traceback (most recent call last):
    KeyError: '2p'
    """
    key = "".join(text.lower().replace("_", " ").split())
    for box in boxes:
        if key in ("".join(box.lower().split()), "".join(BOX_WORDS.get(box, box).lower().split())):
            return box
    for words in (BOX_ALIASES, {"".join(w.lower().split()): b for b, w in BOX_WORDS.items()}):
        if words.get(key) in boxes:
            return words[key]
    raise KeyError(text)


def box_label(box: str, ruleset: str = YAM) -> str:
    """Return the name of ``box`` as the sheet shows it: Yam's as they are, Yahtzee's and Yatzy's translated.

    >>> box_label("Дом"), box_label("Малый стрит", "yahtzee"), box_label("Яцзы", "yatzy")
    ('Дом', 'Small straight', 'Yatzy')
    """
    return _(RULE_SETS[ruleset].words[box]) if box in RULE_SETS[ruleset].words else box
