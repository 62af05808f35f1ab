"""Lewis Carroll's Arithmetical Croquet: rules (:mod:`.rules`), perfect play (:mod:`.solver`),
the game at the table (:mod:`.game`), bots (:mod:`.players`), what the referee says (:mod:`.referee`)."""

from wordgames.games.croquet.rules import (
    CARROLL, COURSES, GATES, GOAL, PASS, SMALL, WITHOUT_GATE_TEN, Ball, CroquetState, Kind, Rules,
)

__all__ = ["CARROLL", "COURSES", "GATES", "GOAL", "PASS", "SMALL", "WITHOUT_GATE_TEN", "Ball",
           "CroquetState", "Kind", "Rules"]
