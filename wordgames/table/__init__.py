"""The table: one loop, one session format, one seat vocabulary and one tournament runner for every game.

Every game is a :class:`~wordgames.engine.State` with its rules in a
:class:`~wordgames.game.Game` (listed in :mod:`wordgames.registry`); this
package plays any of them.

:mod:`.seeds`
    the one seed scheme: chance at every step and every bot's choices follow from one number.
:mod:`.seats`
    who sits where: a person's name, a bot the game lists, or ``cmd:PROGRAM``.
:mod:`.loop`
    the game loop: players choose, the seed decides chance, a watcher sees each step.
:mod:`.session`
    a game as JSON: rules, seats, seed and the actions taken; saved atomically, resumed by replaying.
:mod:`.human`
    a person at a terminal, built from the game's notation and drawing.
:mod:`.program`
    another program as a player, over a line protocol (``docs/programs.md``).
:mod:`.sitting`
    starting, resuming and playing a session, as the ``play`` commands do.
:mod:`.tournament`
    many seeded games between bots and programs, with standings.
"""
