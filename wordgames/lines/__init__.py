"""«Словесный бой» crossed with Color Lines (task 3 of the rule text): letters appear, words vanish and score.

:mod:`.rules` (the rules agreed, the position, chance), :mod:`.board` (the
board's nouns, the one legality check of a move, the words that vanish),
:mod:`.notation` (moves as people type them), :mod:`.about` (what the game
is: seats, options, bots), :mod:`.game` (the game at the table),
:mod:`.presenter` (what a person sees and types; the board is drawn as
«Словесный бой» draws its squares, :func:`wordgames.battle.render.grid_lines`),
:mod:`.bots` (random, greedy, expert, and their makers).  See ``docs/lines.md``.
"""
