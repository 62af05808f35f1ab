"""Lewis Carroll's Doublets («Дублеты», Vanity Fair, 1879).

Two words of the same length are given, the *doublet*; the puzzle is to join
them by a *chain* of words, each made from the one before by replacing one
letter in its place, with as few *links* (words in between) as possible.
Given three or more words, the middle ones are *marked links* to be passed in
order, and no word may appear twice.  Carroll's own example, in the rule
text's Russian: БАНТ рант рана раса роса КОСА.

The package is split by concept: :mod:`.rules` (the vocabulary and rule 2),
:mod:`.graph` (the word graph of one length), :mod:`.meeting` (the
search of one query), :mod:`.paths` (all shortest chains and the most familiar one), :mod:`.table` (all distances of a group at
once), :mod:`.solve` (the solvers and the reasons there is no chain),
:mod:`.marked` (chains through marked links without repeats), :mod:`.verify`
(faults of a submitted chain), :mod:`.score` (Vanity Fair's marks and
Carroll's new method), :mod:`.puzzles` (generator and statistics) and
:mod:`.batch` (many doublets, one per line).  Each name is imported from the module that defines it
(``from wordgames.doublets.marked import solve``).
"""
