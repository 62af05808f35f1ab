"""Every game the table can play: the list of the games' descriptors (:mod:`wordgames.descriptor`).

Each game says what it is in its package's ``about`` module; this module only lists them, imports a
game's ``about`` module when that game is first asked for, and imports no game code (nor the errors, until
one is raised), so listing the games (and every command's ``--help``) stays instant.  :meth:`~wordgames.descriptor.GameDescriptor.load` imports the game itself when a game is
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

import importlib
from typing import Iterator, Mapping

from wordgames.descriptor import GameDescriptor
from wordgames.i18n import _

ABOUT: dict[str, str] = {
    "battle": "wordgames.battle.about",
    "lines": "wordgames.lines.about",
    "snake": "wordgames.snake.about",
    "yam": "wordgames.games.yam.about",
    "dixmille": "wordgames.games.dixmille.about",
    "croquet": "wordgames.games.croquet.about",
    "castle": "wordgames.games.castle_croquet.about",
    "vertical": "wordgames.games.vertical.about",
}
"""Every game's name and the module that says what it is, in the order ``games list`` shows them."""


class Registry(Mapping[str, GameDescriptor]):
    """The games by name; a game's descriptor is imported when it is first asked for, so a command that
    needs one game (its ``play --help``) reads one ``about`` module, not all of them."""

    def __getitem__(self, name: str) -> GameDescriptor:
        if name not in ABOUT:
            raise KeyError(name)
        return importlib.import_module(ABOUT[name]).DESCRIPTOR

    def __iter__(self) -> Iterator[str]:
        return iter(ABOUT)

    def __len__(self) -> int:
        return len(ABOUT)


GAMES = Registry()
"""Every game's descriptor, by name."""


def info(name: str) -> GameDescriptor:
    """Return the descriptor of the game called ``name``."""
    if name in ABOUT:
        return GAMES[name]
    from wordgames.errors import UnknownGameError   # the errors are imported when one is raised
    raise UnknownGameError(_("unknown game {name!r} (choose from {games})").format(name=name, games=", ".join(GAMES)))
