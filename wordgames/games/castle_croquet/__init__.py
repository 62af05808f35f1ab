"""Carroll's Castle Croquet for 4 or 5 players: the software referees a game played on a lawn.

Players report events (a ball went through a hoop, touched a flag, touched
another ball); the referee keeps every soldier's and sentinel's state,
applies rules I–V, refuses impossible reports naming every rule they break,
says whose stroke it is and what each player still has to do, and declares
the winner.  Modules: :mod:`.pieces` (players, balls, colours),
:mod:`.events` (the reports: the game's actions), :mod:`.state` (what is
remembered of each ball and of the turn), :mod:`.rules` (the referee: the
game's ``State``), :mod:`.legality` (every rule a report breaks, and the
reports accepted now), :mod:`.effects` (what an accepted report does),
:mod:`.messages` (every sentence it says),
:mod:`.report` (whose stroke, where every ball stands, what is left to do),
:mod:`.about` (what the game is), :mod:`.game` (the game at the table),
:mod:`.presenter` (events written and read, the announcements), :mod:`.bots`
(the random bot), :mod:`.log` (text logs and saved sessions read back).
See ``docs/castle-croquet.md``.
"""
