"""«Гонки по вертикали» at the table: the rules agreed (the mode, the deck, the seating), actions as JSON, the end.

The seats are the people: 2x2 seats four, 3x3 six, 1x1 two (each plays two
piles) and 3p three (one plays both hands of ``solo``'s team).  Without a
``mode`` the number of players chooses it.  How moves are written and the table
drawn is the game's presenter (:mod:`.presenter`); its bots are :mod:`.players`
and :mod:`.search`.

>>> game = VerticalGame({"mode": None, "deck": 36}, seats=2)
>>> game.rules_dict()["mode"], game.teams()
('1x1', (0, 1))
>>> VerticalGame({"mode": "3x3"}, seats=4)
Traceback (most recent call last):
...
wordgames.errors.SeatsError: mode 3x3 is played by 6 players (Red 1, Black 1, Red 2, Black 2, Red 3, Black 3), not 4
>>> s = VerticalGame().new_initial_state()
>>> s.is_chance_node(), s.chance_outcomes()[0]
(True, (Card(rank=6, suit='♥'), Fraction(1, 18)))
"""

from __future__ import annotations

from typing import Any, Mapping

from wordgames.descriptor import played_by
from wordgames.engine import Outcome
from wordgames.errors import InputFormatError, SeatsError
from wordgames.game import Game
from wordgames.games.vertical.about import DESCRIPTOR
from wordgames.games.vertical.cards import DECK_SIZES, TEAMS, Card
from wordgames.games.vertical.rules import PASS, Move, Place, dead
from wordgames.games.vertical.state import MAX_CELL, VerticalState, card_from_json
from wordgames.games.vertical.table import MODE_OF_SEATS, MODES, SEATINGS, SEATS_OF_MODE, Table, owner_name
from wordgames.i18n import _, ngettext


class VerticalGame(Game):
    """The card race for two teams, in one of the modes of sections (1), (8), (9), (10)."""

    descriptor = DESCRIPTOR

    hidden_information = True

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        mode = self.options.get("mode")
        deck = self.options.get("deck", 36)
        seating = self.options.get("seating", "alternate")
        solo = self.options.get("solo", "red")
        if mode is not None and mode not in MODES:
            raise InputFormatError(_("mode: one of {choices}, not {value}").format(
                choices=", ".join(MODES), value=f"{mode!r:.40}"))
        if isinstance(deck, bool) or deck not in DECK_SIZES:
            raise InputFormatError(_("deck: 36 or 52 cards, not {value}").format(value=f"{deck!r:.40}"))
        if seating not in SEATINGS:
            raise InputFormatError(_("seating: one of {choices}, not {value}").format(
                choices=", ".join(SEATINGS), value=f"{seating!r:.40}"))
        if solo not in TEAMS:
            raise InputFormatError(_("solo: red or black, not {value}").format(value=f"{solo!r:.40}"))
        if mode is None:
            mode = MODE_OF_SEATS.get(self.seats)
            if mode is None:
                raise SeatsError(played_by(DESCRIPTOR, self.seats), option="seats")
        elif SEATS_OF_MODE[mode] != self.seats:
            wanted = Table.for_mode(mode, deck_size=deck, solo=solo)
            raise SeatsError(ngettext("mode {mode} is played by {n} player ({who}), not {seats}",
                                      "mode {mode} is played by {n} players ({who}), not {seats}", wanted.seats).format(
                mode=mode, n=wanted.seats, who=", ".join(map(owner_name, wanted.people())), seats=self.seats),
                option="seats")
        self.table = Table.for_mode(mode, deck_size=deck, seating=seating, solo=solo)
        self.solo = solo

    def default_seats(self) -> int:
        mode = self.options.get("mode")
        return SEATS_OF_MODE.get(mode, 4) if isinstance(mode, str) else 4

    def rules_dict(self) -> dict[str, Any]:
        t = self.table
        return {"mode": t.mode, "deck": t.deck_size, "seating": t.seating, "solo": self.solo}

    def new_initial_state(self) -> VerticalState:
        return VerticalState.initial(self.table)

    def state_from_dict(self, data: dict[str, Any]) -> VerticalState:
        return VerticalState.from_dict(data)

    # -- actions ------------------------------------------------------------------------

    def action_to_json(self, action: Move | Card) -> Any:
        if isinstance(action, Place):
            return [str(action.card), action.cell[0], action.cell[1]]
        if isinstance(action, Card):
            return str(action)
        if action == PASS:
            return PASS
        raise InputFormatError(_("not a move of «Гонки по вертикали»: {action}").format(action=f"{action!r:.60}"))

    def action_from_json(self, data: Any) -> Move | Card:
        if data == PASS:
            return PASS
        if isinstance(data, str):
            return card_from_json(data, "a dealt card")
        if (isinstance(data, list) and len(data) == 3
                and all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= MAX_CELL for v in data[1:])):
            return Place(card_from_json(data[0], "the card of a move"), (data[1], data[2]))
        raise InputFormatError(_("an action is \"pass\", [card, x, y] or a dealt card like \"Q♥\"; not {data}").format(
            data=f"{data!r:.60}"))

    # -- teams and the end ---------------------------------------------------------------------

    def teams(self) -> tuple[int, ...]:
        return self.table.seat_teams()

    def outcome(self, state: VerticalState) -> Outcome:
        """Return how the game ended (section 6): the far row settled (``far row``) or no card held can be laid
        (``blocked``); the details are the far places, points and winner, the winning seats and the final state.

        >>> game = VerticalGame()
        >>> s = game.new_initial_state()
        >>> while not s.is_terminal():
        ...     s = s.apply(s.chance_outcomes()[0][0] if s.is_chance_node() else s.legal_actions()[0])
        >>> o = game.outcome(s)
        >>> o.termination, o.rule, o.winners == tuple(o.details["winning_seats"])
        ('far row', '(6)', True)
        """
        o = state.outcome()
        details = {**o.to_dict(),
                   "winning_seats": [s for s, team in enumerate(self.teams()) if TEAMS[team] == o.winner],
                   "final": state.to_dict()}
        held = state.held
        settled = state.board.base_complete and all(cell in state.board.at or dead(state.board, cell, held)
                                                    for cell in state.board.far_row())
        return Outcome.of(state, "far row" if settled else "blocked", "(6)", details)
