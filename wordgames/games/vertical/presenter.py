"""«Гонки по вертикали» shown to a person: moves as people write them, the table drawn, the narration.

A move is written ``QH b3`` (a card and a place), ``10♦ <`` while the base row is laid, the first card
alone, or ``pass`` (made for a hand that cannot lay any card).

>>> from wordgames.games.vertical.game import VerticalGame
>>> shown = VerticalGame({"mode": None, "deck": 36}, seats=2).presenter()
>>> [shown.seat_label(s) for s in range(2)]
['Red', 'Black']
"""

from __future__ import annotations

from typing import Any, Sequence

from wordgames.errors import InputFormatError
from wordgames.games.vertical.cards import TEAMS, Card
from wordgames.games.vertical.notation import format_move, move_text, parse_move
from wordgames.games.vertical.render import draw_board, hand_text, seating_text
from wordgames.games.vertical.rules import PASS, Move, Outcome, Place
from wordgames.games.vertical.state import VerticalState, VerticalView
from wordgames.games.vertical.table import hand_name, owner_name
from wordgames.i18n import _, ngettext
from wordgames.presenter import Presenter
from wordgames.table.human import named_commands

MAX_MOVE_TEXT = 40
"""The longest move a person may type (a card and a place need far fewer characters)."""


class VerticalPresenter(Presenter):
    """What a person sees of «Гонки по вертикали» and types to it: cards and places, the table, the narration."""

    def format_action(self, view, action: Move | Card) -> str:
        if isinstance(action, Card):
            return str(action)
        return format_move(action, view.board)

    def parse_action(self, view, text: str) -> Move:
        if len(text) > MAX_MOVE_TEXT:
            raise InputFormatError(_("a move is a card and a place, like 'QH b3'; not {text!r}…").format(
                text=text[:MAX_MOVE_TEXT]))
        return parse_move(text, view.board)

    def seat_label(self, seat: int) -> str:
        return owner_name(self.game.table.people()[seat])

    def show_action(self, view: VerticalView, action) -> str:
        return move_text(action, view.board)

    def card_paint(self, text: str, card) -> str:
        """Return a card's text, red cards painted red where the terminal shows colour."""
        return self.painted(text, "red") if card.colour == "red" else text

    def draw(self, view: VerticalView) -> str:
        t = view.table
        if view.to_deal:
            return _("The cards are being dealt: {dealt} of {deck} so far.").format(dealt=t.deck_size - view.to_deal,
                                                                                   deck=t.deck_size)
        marks = {m.cell for m in view.legal_actions() if isinstance(m, Place)}
        paint = self.card_paint
        lines = [draw_board(view.board, marks, paint)]
        mine = sorted(view.mine, key=lambda h: h != view.to_move)
        for h in mine:
            text = _("{hand}, your cards: {cards}") if h == mine[0] else _("{hand}, your other pile: {cards}")
            lines.append(text.format(hand=hand_name(t, h), cards=hand_text(view.hands[h], paint)))
        pooled = [h for h in range(view.team, t.hands, 2) if view.hands[h] is None]
        if len(pooled) == 2:          # 3x3: the partners' cards are known only as a whole (section 2)
            lines.append(_("Your partners {first} and {second} hold between them (who holds which is not shown): "
                           "{cards}").format(first=hand_name(t, pooled[0]), second=hand_name(t, pooled[1]),
                                             cards=hand_text(view.partner_pool, paint)))
        for h in range(t.hands):
            if h in view.mine:
                continue
            if view.hands[h] is not None:
                lines.append(_("{hand}, your partner: {cards}").format(hand=hand_name(t, h),
                                                                      cards=hand_text(view.hands[h], paint)))
            else:
                lines.append(ngettext("{hand} holds {n} card.", "{hand} holds {n} cards.", view.sizes[h]).format(
                    hand=hand_name(t, h), n=view.sizes[h]))
                if view.not_held and view.not_held[h]:
                    lines.append(_("{hand} passed when these cards could be laid, so it holds none of them: "
                                   "{cards}").format(hand=hand_name(t, h), cards=hand_text(view.not_held[h], paint)))
        return "\n".join(lines)

    def prompt(self, view: VerticalView, name: str) -> str:
        label = hand_name(view.table, view.to_move)
        if not view.board.placed:
            return _("{name} ({hand}), lay the first card (just the card, like QH)").format(name=name, hand=label)
        if not view.board.base_complete:
            return _("{name} ({hand}), your card and < or > (left or right of the row)").format(name=name, hand=label)
        return _("{name} ({hand}), your card and place (like QH b3)").format(name=name, hand=label)

    def notation_help(self, view: VerticalView) -> str:
        return _("Type a card and a place, like 'QH b3' or '10♦ c4': the card as its rank (2-10 or T, J, Q, K, A) "
                 "and suit (H, D, C, S or ♥♦♣♠), the place as a column a-d and a row counted from the base row "
                 "(1 to {height}); free places where you can lay a card are marked ·. The first card "
                 "needs no place; the second to fourth go < or > (left or right of the row). A hand that cannot "
                 "lay any card passes by itself. In Russian: the rank 2-10, В, Д, К, Т (туз) and the suit ч, б, "
                 "т or к, п — черви, бубны, трефы, пики: 'Дч b3', '10п c4'.").format(height=view.table.height)

    def automatic(self, view: VerticalView):
        if view.legal_actions() == [PASS]:
            return PASS, ""       # the narration says it: "... cannot lay any card and passes (section 4)."
        return None

    def commands(self, view: VerticalView) -> dict[str, tuple[str, Any]]:
        show = lambda v: seating_text(v.table)      # noqa: E731
        return named_commands({"seating": (_("who sits where and the order of moves"), show)}, {"seating": "рассадка"})

    def narrate(self, before: VerticalState, action, after: VerticalState, names: Sequence[str]) -> list[str]:
        t = self.game.table
        if before.is_chance_node():
            if after.to_deal:
                return []
            # TRANSLATORS: a hand and how many cards it was dealt, as in "Red 1 9"
            sizes = ", ".join(_("{hand} {n}").format(hand=hand_name(t, h), n=len(cards))
                              for h, cards in enumerate(after.hands))
            return [_("The {deck} cards are dealt: {sizes}.").format(deck=t.deck_size, sizes=sizes),
                    _("Seating: {seating}.").format(seating=seating_text(t, names))]
        label = hand_name(t, before.to_move)
        name = names[t.seat_of(before.to_move)]
        if name == t.owners[before.to_move]:
            name = owner_name(name)
        who = label if name == label else f"{label} ({name})"
        if action == PASS:
            return [_("{who} cannot lay any card and passes (section 4).").format(who=who)]
        return [f"{who}: {move_text(action, before.board)}"]

    def result_lines(self, state: VerticalState, names: Sequence[str]) -> list[str]:
        o = state.outcome()
        lines = [draw_board(state.board, (), self.card_paint), outcome_sentence(o)]
        if o.winner is not None:
            winners = [names[s] for s, team in enumerate(self.game.teams()) if TEAMS[team] == o.winner]
            lines.append(_("The winners: {names}.").format(names=", ".join(winners)))
        return lines


def outcome_sentence(o: Outcome) -> str:
    """Return the end of the game in one sentence: who wins, the far places and their points (section 6).

    >>> outcome_sentence(Outcome({"red": 1, "black": 2}, {"red": 14, "black": 27}, "black"))
    'Game over: Black wins, far places 2 to 1, points 27 to 14.'
    """
    red, black = o.far["red"], o.far["black"]
    red_points, black_points = o.points["red"], o.points["black"]
    if o.winner == "red":
        return _("Game over: Red wins, far places {won} to {lost}, points {won_points} to {lost_points}.").format(
            won=red, lost=black, won_points=red_points, lost_points=black_points)
    if o.winner == "black":
        return _("Game over: Black wins, far places {won} to {lost}, points {won_points} to {lost_points}.").format(
            won=black, lost=red, won_points=black_points, lost_points=red_points)
    return _("Game over: a draw, far places {red} to {black}, points {red_points} to {black_points}.").format(
        red=red, black=black, red_points=red_points, black_points=black_points)
