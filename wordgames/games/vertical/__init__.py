"""«Гонки по вертикали»: a card race up an imagined 4×9 (4×13) rectangle, Red against Black.

Modules: :mod:`.cards` (suits, ranks, points), :mod:`.table` (modes, hands,
seats, seating, the order of the deal), :mod:`.board` (places and placement
rules 1–8), :mod:`.rules` (moves, the one exact check, the end and the
winner), :mod:`.state` (the house protocol's state, the deal as chance nodes,
and what a seat sees), :mod:`.about` (what the game is: seats, options, bots),
:mod:`.game` (the game at the table: rules agreed, actions as JSON, the end),
:mod:`.presenter` (moves written and read, the table drawn, the narration),
:mod:`.deal`, :mod:`.players` (bots),
:mod:`.search` and :mod:`.fast` (the searching bot), :mod:`.notation` (moves
as people write them) and :mod:`.render` (the table as a grid of cards).
See ``docs/vertical.md``.
"""
