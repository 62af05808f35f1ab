"""What the referee says: a named number in words, and whose turn it is with what is forbidden.

>>> from wordgames.games.croquet.rules import CroquetState
>>> s = CroquetState.initial()
>>> for n in (4, 2, 9, 8, 11, 12, 17, 14):
...     s = s.apply(n)
>>> announce(s, 20)
'Player 1 names 20: into gate 20, to leave it by 23 next turn'
>>> announce(s, 21)
'Player 1 names 21: misses gate 20 (only 23 goes through), back to 17; one miss allowed'
>>> situation(s)
'Player 1 to move at 17 (partner at 14); gate 20 ahead; not 2 or 7 (rule 4: partner just stepped 2)'
"""

from __future__ import annotations

from wordgames.games.croquet.rules import PASS, CroquetState, Kind, Number


def player_name(index: int) -> str:
    """Return how the referee calls player ``index`` (0 or 1)."""
    return f"Player {index + 1}"


def announce(state: CroquetState, number: Number) -> str:
    """Return one line saying what naming ``number`` (legal in ``state``) does."""
    me, rules = state.me, state.rules
    who = player_name(state.to_move)
    kind = state.kind(number)
    if kind is Kind.HELD:
        return f"{who} is held in gate {me.number} and names nothing this turn (rule 6)"
    gate = rules.next_gate(me.number)
    target = f"gate {gate}" if gate is not None else f"the post {rules.goal}"
    way = (f" (only {2 * gate - me.number} goes through)" if gate is not None and 2 * gate - me.number
           <= me.number + 8 else "")
    said = {
        Kind.STEP: f"{me.number} to {number}",
        Kind.ENTER: f"into gate {number}, to leave it by {2 * number - me.number} next turn",
        Kind.LEAVE: f"out of gate {me.number}",
        Kind.THROUGH: f"through gate {gate}",
        Kind.MISS: f"misses {target}{way}, back to {me.number}; one miss allowed",
        Kind.SECOND_MISS: f"misses {target} a second time and loses",
        Kind.FINISH: f"reaches the post {rules.goal} and wins",
    }[kind]
    return f"{who} names {number}: {said}"


def situation(state: CroquetState) -> str:
    """Return one line: who is to move, where both balls are, and which steps are forbidden."""
    if state.winner is not None:
        return f"{player_name(state.winner)} has won"
    me, partner, rules = state.me, state.partner, state.rules
    parts = [f"{player_name(state.to_move)} to move at {me.number} (partner at {partner.number})"]
    if me.in_gate:
        parts.append(f"in gate {me.number}: the only way out is {me.number + me.entry} (rule 3)")
    else:
        gate = rules.next_gate(me.number)
        ahead = f"gate {gate}" if gate is not None else f"the post {rules.goal}"
        parts.append(f"{ahead} ahead" + (", already missed once" if me.missed else ""))
    forbidden = sorted(state.forbidden_steps())
    if forbidden and not me.in_gate:
        why = ("rule 6: not the same blocking step twice running" if partner.in_gate
               else f"rule 4: partner just stepped {partner.named}")
        parts.append(f"not {' or '.join(map(str, forbidden))} ({why})")
    if state.legal_actions() == [PASS]:
        parts.append("held: no legal number (rule 6)")
    return "; ".join(parts)
