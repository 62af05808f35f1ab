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

from typing import Callable

from wordgames.games.croquet import contest
from wordgames.games.croquet.course import PASS, Kind, Number
from wordgames.games.croquet.rules import CroquetState
from wordgames.i18n import _


def player_name(index: int) -> str:
    """Return how the referee calls player ``index`` (0 or 1)."""
    return _("Player {number}").format(number=index + 1)


def announce(state: CroquetState, number: Number, name: Callable[[int], str] = player_name) -> str:
    """Return one line saying what naming ``number`` (legal in ``state``) does; ``name(seat)`` names a player."""
    if state.rules.contest:
        return contest_announce(state, number, name)
    me, rules = state.me, state.rules
    who = name(state.to_move)
    kind = state.kind(number)
    if kind is Kind.HELD:
        return _("{who} is held in gate {gate} and names nothing this turn (rule 6)").format(who=who, gate=me.number)
    gate = rules.next_gate(me.number)
    way = 2 * gate - me.number if gate is not None and 2 * gate - me.number <= me.number + 8 else None
    fields = {"who": who, "number": number, "start": me.number, "goal": rules.goal, "gate": gate,
              "way": way, "back": me.number}
    if kind is Kind.STEP:
        text = _("{who} names {number}: {start} to {number}")
    elif kind is Kind.ENTER:
        text = _("{who} names {number}: into gate {number}, to leave it by {leave} next turn")
        fields["leave"] = 2 * number - me.number
    elif kind is Kind.LEAVE:
        text = _("{who} names {number}: out of gate {start}")
    elif kind is Kind.THROUGH:
        text = _("{who} names {number}: through gate {gate}")
    elif kind is Kind.MISS:
        text = (_("{who} names {number}: misses the post {goal}, back to {back}; one miss allowed") if gate is None
                else _("{who} names {number}: misses gate {gate}, back to {back}; one miss allowed") if way is None
                else _("{who} names {number}: misses gate {gate} (only {way} goes through), back to {back}; "
                       "one miss allowed"))
    elif kind is Kind.SECOND_MISS:
        text = (_("{who} names {number}: misses the post {goal} a second time and loses") if gate is None
                else _("{who} names {number}: misses gate {gate} a second time and loses"))
    else:
        text = _("{who} names {number}: reaches the post {goal} and wins")
    return text.format(**fields)


def contest_announce(state: CroquetState, number: Number, name: Callable[[int], str] = player_name) -> str:
    """Return :func:`announce`'s line under the CROQUAR-95 rules.

    >>> from wordgames.games.croquet.course import CROQUAR, Ball
    >>> s = CroquetState(balls=(Ball(17, 6), Ball(14, 2)), rules=CROQUAR)
    >>> contest_announce(s, 25)
    'Player 1 names 25: misses gate 20 (only 23 goes through); must come back below it next turn'
    >>> contest_announce(CroquetState(balls=(Ball(97, 4), Ball(88, 2)), rules=CROQUAR), 103)
    'Player 1 names 103: through the last gate 100; Player 2 has one more move'
    """
    me, rules = state.me, state.rules
    who = name(state.to_move)
    kind = state.kind(number)
    gate = contest.next_hoop(rules, me.number)
    fields = {"who": who, "number": number, "start": me.number, "gate": gate, "way": 2 * gate - me.number,
              "goal": rules.goal, "back": contest.hoop_behind(me.number), "other": name(1 - state.to_move)}
    if contest.finished(rules, state.partner):
        if kind is Kind.FINISH:
            return _("{who} names {number}: past the post as well; a draw").format(**fields)
        if kind is Kind.HELD:
            return _("{who} names nothing: {other} wins").format(**fields)
        return _("{who} names {number}: not past the post; {other} wins").format(**fields)
    if kind is Kind.FINISH:
        text = (_("{who} names {number}: through the last gate {goal}; {other} has one more move")
                if state.to_move == 0 else _("{who} names {number}: through the last gate {goal} and wins"))
    elif kind is Kind.MISS:
        text = (_("{who} names {number}: misses gate {gate} (only {way} goes through); must come back below it "
                  "next turn") if fields["way"] <= me.number + 8
                else _("{who} names {number}: misses gate {gate}; must come back below it next turn"))
    elif kind is Kind.SECOND_MISS:
        text = _("{who} names {number}: misses a gate a second time in the game and loses")
    elif kind is Kind.BACK:
        text = _("{who} names {number}: back below gate {back}")
    elif kind is Kind.HELD:
        text = (_("{who} is held in gate {start} and names nothing this turn") if me.entry
                else _("{who} cannot come back below gate {back} this turn and names nothing"))
    elif kind is Kind.ENTER:
        text = _("{who} names {number}: into gate {number}, to leave it by {leave} next turn")
        fields["leave"] = 2 * number - me.number
    elif kind is Kind.LEAVE:
        text = _("{who} names {number}: out of gate {start}")
    elif kind is Kind.THROUGH:
        text = _("{who} names {number}: through gate {gate}")
    else:
        text = _("{who} names {number}: {start} to {number}")
    return text.format(**fields)


def situation(state: CroquetState, name: Callable[[int], str] = player_name) -> str:
    """Return one line: who is to move, where both balls are, and which steps are forbidden;
    ``name(seat)`` names a player (the referee's "Player 1" unless the table knows the names)."""
    if state.draw:
        return _("a draw")
    if state.winner is not None:
        return _("{who} has won").format(who=name(state.winner))
    me, partner, rules = state.me, state.partner, state.rules
    parts = [_("{who} to move at {number} (partner at {partner})").format(
        who=name(state.to_move), number=me.number, partner=partner.number)]
    if me.in_gate:
        parts.append(_("in gate {gate}: the only way out is {out} (rule 3)").format(
            gate=me.number, out=me.number + me.entry))
    elif rules.contest:
        gate = contest.hoop_behind(me.number) if me.back else contest.next_hoop(rules, me.number)
        text = (_("missed gate {gate}: to come back below it") if me.back
                else _("gate {gate} ahead, the one miss of the game spent") if me.missed else _("gate {gate} ahead"))
        parts.append(text.format(gate=gate))
    else:
        gate = rules.next_gate(me.number)
        if gate is None:
            text = _("the post {goal} ahead, already missed once") if me.missed else _("the post {goal} ahead")
        else:
            text = _("gate {gate} ahead, already missed once") if me.missed else _("gate {gate} ahead")
        parts.append(text.format(gate=gate, goal=rules.goal))
    forbidden = sorted(state.forbidden_steps())
    if forbidden and not me.in_gate:
        why = (_("rule 2: partner just stepped {step}").format(step=partner.named) if rules.contest
               else _("rule 6: not the same blocking step twice running") if partner.in_gate
               else _("rule 4: partner just stepped {step}").format(step=partner.named))
        parts.append(_("not {steps} ({why})").format(steps=_(" or ").join(map(str, forbidden)), why=why))
    if state.legal_actions() == [PASS]:
        parts.append(_("no legal number: the move is skipped") if rules.contest else _("held: no legal number (rule 6)"))
    return "; ".join(parts)
