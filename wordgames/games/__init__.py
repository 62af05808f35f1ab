"""The non-word games: Yam, Dix Mille, arithmetical and castle croquet, Гонки по вертикали.

Every game here follows the shape in :mod:`wordgames.games.engine`.
"""
