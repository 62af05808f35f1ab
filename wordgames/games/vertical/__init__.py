"""«Гонки по вертикали»: a card race up an imagined 4×9 (4×13) rectangle, Red against Black.

Modules: :mod:`.cards` (suits, ranks, points), :mod:`.table` (modes, hands,
seating), :mod:`.board` (places and placement rules 1–8), :mod:`.rules`
(moves, the exact predicate, the end and the winner), :mod:`.state` (the
engine state), :mod:`.deal`, :mod:`.players` (bots), :mod:`.search` (the
searching bot), :mod:`.notation` (moves as people write them) and
:mod:`.render` (the table as a grid of cards).  See ``docs/vertical.md``.
"""
