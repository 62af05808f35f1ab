"""Dix Mille in words: the sentences a person reads of a turn played, the moves as shown, the final scores.

The rules are in :mod:`wordgames.games.dixmille.state`, the notation and the
drawing in :mod:`wordgames.games.dixmille.presenter` (which tells these
sentences); every sentence here goes through the catalogue.

>>> from wordgames.games.dixmille.scoring import Combo
>>> from wordgames.games.dixmille.state import DixMilleState
>>> s = DixMilleState.new(2)
>>> thrown = s.apply((1, 1, 3, 4, 6, 6))
>>> narrate(s, (1, 1, 3, 4, 6, 6), thrown, ["Ann", "Bob"])
['Ann (score 0, turn 0), throw of 6: 1 1 3 4 6 6']
>>> move = Move(Selection((Combo("single", (1,)), Combo("single", (1,)))), False)
>>> narrate(thrown, move, thrown.apply(move), ["Ann", "Bob"])
['  Ann sets aside 1+1 (200): turn 200; throws 4 dice.']
>>> typed(move), describe(move, s.table)
('1+1 t', 'set aside 1+1 (200), throw on')
"""

from __future__ import annotations

from typing import Sequence

from wordgames.games.dice import normalise, show
from wordgames.games.dixmille.scoring import NUM_DICE, SINGLE, ScoringTable, Selection
from wordgames.games.dixmille.state import AFTER_BONUS, BONUS, CHOOSE, OPENING, THROW, DixMilleState, Move
from wordgames.i18n import N_, _, language, ngettext

TYPED_VERBS = {"en": ("b", "t"), "ru": ("з", "бр")}
"""The verbs shown to a person for banking and throwing on, by interface language (both are always read)."""

SETS_ASIDE_AND_BANKS = N_("  {name} sets aside {selection} ({gain}) and banks {points}: score {score}.")
BANKS = N_("  {name} banks {points}: score {score}.")
SETS_ASIDE_ALL_SIX = N_("  {name} sets aside {selection} ({gain}): turn {points}; throws all six dice again.")
SETS_ASIDE_LAST_DIE = N_("  {name} sets aside {selection} ({gain}): turn {points}; throws the last die for the bonus.")
THROWS_SIX = N_("  {name} throws six dice again.")
BONUS_WON = N_("{name}, last die: {dice} — bonus! Turn points {points}, six dice again.")
MISSED_ONCE = N_("{name}, last die: {dice} — missed, one more try.")
MISSED_TWICE = N_("{name}, last die: {dice} — missed twice: the turn's {points} points are lost.")
FINAL = N_("Final scores: {scores}")
WINNER = N_("Winner: {name}")
TIE = N_("Tie: {names}")
DESCRIBE_SET_ASIDE_AND_BANK = N_("set aside {selection} ({points}), bank")
DESCRIBE_SET_ASIDE_AND_THROW = N_("set aside {selection} ({points}), throw on")
DESCRIBE_BANK, DESCRIBE_THROW = N_("bank"), N_("throw on")


def selection_label(selection: Selection) -> str:
    """Return a selection as a person reads (and may type) it in the active language: ``1+1+5``, ``single 1``."""
    if len(selection.combos) == 1 and selection.combos[0].kind == SINGLE:
        return _("single {face}").format(face=selection.combos[0].dice[0])
    return selection.label()


def describe(move: Move, table: ScoringTable) -> str:
    """Return a move in words: 'set aside 1+1 (200), throw on', or 'bank' / 'throw on' after a bonus."""
    if not move.selection.combos:
        return _(DESCRIBE_BANK) if move.bank else _(DESCRIBE_THROW)
    template = DESCRIBE_SET_ASIDE_AND_BANK if move.bank else DESCRIBE_SET_ASIDE_AND_THROW
    return _(template).format(selection=move.selection.label(), points=move.selection.points(table))


def typed(move: Move) -> str:
    """Return a move as a person types it in the active language: ``single 1 t`` (English), ``кубик 1 бр`` (Russian).

    The notation of :meth:`~wordgames.games.dixmille.presenter.DixMillePresenter.format_action` stays English
    (programs read it); both are understood.
    """
    bank, throw = TYPED_VERBS.get(language(), TYPED_VERBS["en"])
    verb = bank if move.bank else throw
    return f"{selection_label(move.selection)} {verb}" if move.selection.combos else verb


def narrate(before: DixMilleState, action, after: DixMilleState, names: Sequence[str]) -> list[str]:
    """Return the sentences of one action played: an opening throw, a throw, a choice and b or t, the bonus die."""
    name = names[before.player]
    dice = show(after.throw)
    if before.phase == OPENING:
        face = normalise(action)[0]
        lines = [_("{name} throws {face} for the first turn.").format(name=name, face=face)]
        if after.phase == THROW:
            lines.append(_("{name} begins.").format(name=names[after.first]))
        elif not after.opening:
            lines.append(_("A tie: {names} throw again.").format(names=", ".join(names[r] for r in after.rollers)))
        return lines
    if before.phase == THROW:
        if after.phase == CHOOSE:
            return [ngettext("{name} (score {score}, turn {points}), throw of {count}: {dice}",
                             "{name} (score {score}, turn {points}), throw of {count}: {dice}", before.dice)
                    .format(name=name, score=before.scores[before.player], points=before.points,
                            count=before.dice, dice=dice)]
        t = before.table
        if t.twos_bust and after.throw.count(2) >= t.twos_bust:
            if t.twos_lose_score:
                return [ngettext("{name}, throw of {count}: {dice} — {twos} or more 2s: the whole score "
                                 "({score}) and the turn's {points} points are lost.",
                                 "{name}, throw of {count}: {dice} — {twos} or more 2s: the whole score "
                                 "({score}) and the turn's {points} points are lost.", before.dice)
                        .format(name=name, count=before.dice, dice=dice, twos=t.twos_bust, points=before.points,
                                score=before.scores[before.player])]
            return [ngettext("{name}, throw of {count}: {dice} — {twos} or more 2s: the turn's {points} points "
                             "are lost.", "{name}, throw of {count}: {dice} — {twos} or more 2s: the turn's "
                             "{points} points are lost.", before.dice)
                    .format(name=name, count=before.dice, dice=dice, twos=t.twos_bust, points=before.points)]
        return [ngettext("{name}, throw of {count}: {dice} — nothing scores: the turn's {points} points are lost.",
                         "{name}, throw of {count}: {dice} — nothing scores: the turn's {points} points are lost.",
                         before.dice).format(name=name, count=before.dice, dice=dice, points=before.points)]
    if before.phase == BONUS:
        if after.phase == AFTER_BONUS:
            return [_(BONUS_WON).format(name=name, dice=dice, points=after.points)]
        if after.phase == BONUS:
            return [_(MISSED_ONCE).format(name=name, dice=dice)]
        return [_(MISSED_TWICE).format(name=name, dice=dice, points=before.points)]
    selection = action.selection
    gain = selection.points(before.table)
    points = before.points + gain
    fields = dict(name=name, selection=selection.label(), gain=gain, points=points)
    if action.bank:
        score = after.scores[before.player]
        return [_(SETS_ASIDE_AND_BANKS if selection.combos else BANKS).format(score=score, **fields)]
    if not selection.combos:
        return [_(THROWS_SIX).format(name=name)]
    if after.phase == BONUS:
        return [_(SETS_ASIDE_LAST_DIE).format(**fields)]
    if after.dice == NUM_DICE:
        return [_(SETS_ASIDE_ALL_SIX).format(**fields)]
    return [ngettext("  {name} sets aside {selection} ({gain}): turn {points}; throws {count} die.",
                     "  {name} sets aside {selection} ({gain}): turn {points}; throws {count} dice.",
                     after.dice).format(count=after.dice, **fields)]


def result_lines(state: DixMilleState, names: Sequence[str]) -> list[str]:
    """Return the final scores and the winner (or the tie) of a finished game."""
    lines = [_(FINAL).format(scores=", ".join(f"{n} {s}" for n, s in zip(names, state.scores)))]
    winners = [names[i] for i in state.winners()]
    lines.append(_(WINNER).format(name=winners[0]) if len(winners) == 1 else _(TIE).format(names=", ".join(winners)))
    return lines
