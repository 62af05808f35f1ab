"""Dix Mille's rule options as plain values: the scoring table named, the target, the reading of four 2s, their help.

The command-line options of ``wordgames games dixmille`` are built from these when the command is loaded, so
a ``--help`` reads them without the registry's dataclasses or the game (this module imports nothing).  The
help texts are English and translated when shown, like every command's help.

>>> TABLE_DEFAULT, TWOS, MAX_TARGET
('text', ('score', 'turn'), 10000000)
"""

TABLE_DEFAULT = "text"
"""The scoring table of the text (``plain`` is the other one named; a JSON file of fields is the third way)."""
TABLE_METAVAR = "text|plain|FILE.json"
MAX_TARGET = 10_000_000
"""The most points a game may be played to."""
TWOS = ("score", "turn")
"""The rule option ``twos``: four (``twos_bust``) or more 2s lose the whole banked score, or only the turn's points."""

TABLE_HELP = ("The scoring table: the text's, a plain one (1s, 5s, triples), or a JSON file of fields "
              "('-': standard input).")
TARGET_HELP = "Points to reach [default: the table's, 10000]."
OPENING_HELP = ("Throw a die each to decide who begins (highest begins, a tie throws again) instead of playing "
                "in the order of --players.")
TWOS_HELP = ("What four (the table's twos_bust) or more 2s in one throw lose: the whole banked score with the "
             "turn's points (the text's «все набранные к этому моменту очки») or only the turn's points.")
