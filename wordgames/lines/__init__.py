"""«Словесный бой» crossed with Color Lines (task 3 of the rule text): letters appear, words vanish and score.

:mod:`.rules` (the board, the moves, the one legality check), :mod:`.game`
(the game at the table), :mod:`.bots` (random, greedy, expert).
"""
