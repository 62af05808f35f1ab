"""Every game the table can play: the list of the games' descriptors (:mod:`wordgames.descriptor`).

Each game says what it is in its package's ``about`` module; this module only lists them, and imports
no game code (nor the errors, until one is raised), so listing the games (and every command's ``--help``)
stays instant.  :meth:`~wordgames.descriptor.GameDescriptor.load` imports the game itself when a game is
really played.

>>> [g.name for g in GAMES.values()]
['battle', 'lines', 'snake', 'yam', 'dixmille', 'croquet', 'castle', 'vertical']
>>> info("croquet").bot_names, info("croquet").seats
(('random', 'perfect'), (2,))
>>> info("chess")
Traceback (most recent call last):
...
wordgames.errors.UnknownGameError: unknown game 'chess' (choose from battle, lines, snake, yam, dixmille, croquet, castle, vertical)
"""

from wordgames.battle import about as battle
from wordgames.descriptor import GameDescriptor
from wordgames.games.castle_croquet import about as castle
from wordgames.games.croquet import about as croquet
from wordgames.games.dixmille import about as dixmille
from wordgames.games.vertical import about as vertical
from wordgames.games.yam import about as yam
from wordgames.i18n import _
from wordgames.lines import about as lines
from wordgames.snake import about as snake

GAMES: dict[str, GameDescriptor] = {d.name: d for d in [
    battle.DESCRIPTOR,
    lines.DESCRIPTOR,
    snake.DESCRIPTOR,
    yam.DESCRIPTOR,
    dixmille.DESCRIPTOR,
    croquet.DESCRIPTOR,
    castle.DESCRIPTOR,
    vertical.DESCRIPTOR,
]}
"""Every game, by name, in the order ``games list`` shows them."""


def info(name: str) -> GameDescriptor:
    """Return the descriptor of the game called ``name``."""
    try:
        return GAMES[name]
    except KeyError:
        from wordgames.errors import UnknownGameError   # the errors are imported when one is raised
        raise UnknownGameError(_("unknown game {name!r} (choose from {games})").format(
            name=name, games=", ".join(GAMES))) from None
