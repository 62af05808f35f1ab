"""wordgames: solve, judge and play the word puzzles and table games of the rule texts.

The library is organised by game: :mod:`wordgames.lexicon` is the dictionary
layer every word game stands on, :mod:`wordgames.doublets`, :mod:`wordgames.battle`
and :mod:`wordgames.snake` are the word games, and :mod:`wordgames.games` holds
the non-word games.  Nothing heavy happens at import time.
"""

__version__ = "0.1.0"
