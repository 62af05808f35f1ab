"""Carroll's Castle Croquet for 4 or 5 players: the software referees a game played on a lawn.

Players report events (a ball went through a hoop, touched a flag, touched
another ball); the referee keeps every soldier's and sentinel's state,
applies rules I–V, refuses impossible reports naming the rule, says whose
stroke it is and what each player still has to do, and declares the winner.
Modules: :mod:`.pieces` (players, balls, colours), :mod:`.events`
(reports), :mod:`.state`, :mod:`.rules` (the referee), :mod:`.report`
(what the referee tells the players), :mod:`.log` (log files and replay).
See ``docs/castle-croquet.md``.
"""
