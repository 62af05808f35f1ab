"""Yam's rule options as plain values: the readings of Дом and Яма, the columns, their help.

The command-line options of ``wordgames games yam`` are built from these when the command is loaded, so a
``--help`` reads them without the registry's dataclasses or the game (this module imports nothing);
:mod:`wordgames.games.yam.sheet` checks a reading against the same tuples.  The help texts are English
and translated when shown, like every command's help.

>>> DOM_READINGS, YAMA_READINGS, COLUMN_COUNTS
(('full-house', 'three-of-a-kind'), ('four-of-a-kind', 'five-of-a-kind'), (1, 3, 4))
"""

FULL_HOUSE = "full-house"
THREE_OF_A_KIND = "three-of-a-kind"
FOUR_OF_A_KIND = "four-of-a-kind"
FIVE_OF_A_KIND = "five-of-a-kind"
DOM_READINGS = (FULL_HOUSE, THREE_OF_A_KIND)
"""What Дом may need, the default first."""
YAMA_READINGS = (FOUR_OF_A_KIND, FIVE_OF_A_KIND)
"""What Яма may need, the default first."""
COLUMN_COUNTS = (1, 3, 4)
"""The variants of the text by their number of columns, the default first."""

COLUMNS_HELP = "1: one free column; 3: top-down, bottom-up, free; 4: plus a first-roll column."
DOM_HELP = "What Дом needs: a full house (3+2) or any three of a kind."
YAMA_HELP = "What Яма needs: four equal dice or five."
OPENING_HELP = "Begin with the opening roll: each player throws one die, the highest starts (the tied throw again)."
CACHE_DIR_HELP = "Where the optimal and expert bots' solved tables are cached [default: $XDG_CACHE_HOME/wordgames]."
