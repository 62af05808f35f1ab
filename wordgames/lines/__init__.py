"""«Словесный бой» crossed with Color Lines (task 3 of the rule text): letters appear, words vanish and score.

:mod:`.rules` (the board, the moves, the one legality check, chance),
:mod:`.game` (the game at the table; the board is drawn as «Словесный бой»
draws its squares, :func:`wordgames.battle.render.grid_lines`), :mod:`.bots`
(random, greedy, expert).  See ``docs/lines.md``.
"""
