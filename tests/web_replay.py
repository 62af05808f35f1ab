"""The oracle of the web table's browser games: the moves a table's session holds, played again by the
house's one loop (:func:`wordgames.table.sitting.run`) from a fresh session with the same seed."""

from __future__ import annotations

from wordgames.table.sitting import new_session, run


class Scripted:
    """A player that makes the moves it is given, in order (one script shared by every seat)."""

    def __init__(self, moves):
        self.moves = moves

    def choose(self, view):
        return self.moves.pop(0)


def replayed(table, players: str, lexicon=None, **rules):
    """Return (the final state, the new session) of ``table``'s moves replayed by the loop with its seed.

    Only the moves of the seats are given to the loop: the chance outcomes are drawn again from the seed,
    so the new session's actions equal the table's only if the table drew the same cards and letters.
    """
    game, session = new_session(table.entry, players, seed=table.session.seed, lexicon=lexicon,
                                rules=rules or None)
    state, moves = game.new_initial_state(), []
    for data in table.session.actions:
        action = game.action_from_json(data)
        if not state.is_chance_node():
            moves.append(action)
        state = state.apply(action)
    script = Scripted(moves)
    played = run(game, session, [script] * len(session.seats))
    assert script.moves == [], "moves left over: the loop ended before the table did"
    return played.state, session
