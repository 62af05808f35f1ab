"""The non-word games: Yam, Dix Mille, arithmetical and castle croquet, Гонки по вертикали.

Every game here is a state of the house protocol (:mod:`wordgames.engine`), played
at the one table (:mod:`wordgames.table`); :mod:`.dice` is the dice Yam and Dix Mille share.
"""
