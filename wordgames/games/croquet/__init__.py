"""Lewis Carroll's Arithmetical Croquet: rules (:mod:`.rules`), perfect play (:mod:`.solver`), bots (:mod:`.players`)."""

from wordgames.games.croquet.rules import (
    CARROLL, COURSES, GATES, GOAL, PASS, SMALL, WITHOUT_GATE_TEN, Ball, CroquetState, Kind, Rules,
    Violation,
)

__all__ = ["CARROLL", "COURSES", "GATES", "GOAL", "PASS", "SMALL", "WITHOUT_GATE_TEN", "Ball",
           "CroquetState", "Kind", "Rules", "Violation"]
