"""Playing Dix Mille to win: the value of every move as a probability of winning, the bot, and more than two.

With two players a position is looked up in the :class:`~.winprob.WinTable`
(seat 0 is the player who began).  With more, the player plays against the
leader: the highest other score is taken as the one opponent, and the
player counts as seat 1 (reaching the target ends the game) only when it is
the last to play in the round.  In the last round (someone has reached the
target) a player must pass the highest score in this turn.

>>> from dataclasses import replace
>>> from wordgames.games.dixmille.scoring import ScoringTable
>>> from wordgames.games.dixmille.state import DixMilleState
>>> from wordgames.games.dixmille.turns import Model
>>> from wordgames.games.dixmille.winprob import build_win_table
>>> table = ScoringTable(bonus_start=100, bonus_step=100, twos_bust=3, target=400)
>>> advisor = WinAdvisor(build_win_table(Model(table, dice=3, extra=200)))
>>> s = DixMilleState((0, 350), table, phase="choose", points=300, dice=3, throw=(1, 1, 5))
>>> best = advisor.advise(s)[0]          # 700 banked wins now? no: seat 0 reaching 700 gives a last turn
>>> best.move.bank, 0.0 < best.expected <= 1.0
(True, True)
"""

from __future__ import annotations

import random
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from wordgames.errors import ArgumentError, Param
from wordgames.games.dixmille.scoring import is_bust
from wordgames.games.dixmille.state import AFTER_BONUS, CHOOSE, THROW, DixMilleState, Move
from wordgames.games.dixmille.strategy import Advice, BankOrThrow, Progress, ThrowAdvice, throw_to_advise
from wordgames.games.dixmille.turns import FINAL_PAD, final_turn
from wordgames.games.dixmille.wincache import default_model, load_or_build
from wordgames.games.dixmille.winprob import WinTable, position_turn
from wordgames.i18n import _

CACHED_TURNS = 512


class WinAdvisor:
    """The probability of winning after each legal move, from a solved :class:`WinTable`."""

    def __init__(self, table: WinTable):
        self.table = table
        self.turns: OrderedDict = OrderedDict()

    def situation(self, state: DixMilleState) -> tuple:
        """Return ``("final", need)`` in the last round, else ``("race", seat, mine, theirs)`` (units)."""
        u, T = self.table.tm.unit, self.table.tm.target
        me, n = state.player, len(state.scores)
        mine = state.scores[me] // u
        others = [s // u for i, s in enumerate(state.scores) if i != me]
        lead = max(others) if others else 0
        if lead >= T:
            return ("final", lead - mine)
        first = getattr(state, "first", 0)
        seat = 1 if n > 1 and (me - first) % n == n - 1 else 0
        return ("race", seat, mine, lead)

    def turn(self, key: tuple, points: int = 0):
        """Return the solved turn of a situation, computed at least past ``points`` turn points (units) (kept for
        the next few hundred situations asked)."""
        if key in self.turns and self.turns[key].rows > points:
            self.turns.move_to_end(key)
            return self.turns[key]
        more = points + FINAL_PAD
        if key[0] == "final":
            tv = final_turn(self.table.tm, np.array([max(key[1], 0)]), more)
        else:
            tv = position_turn(self.table, key[1], key[2], [key[3]], more)
        self.turns[key] = tv
        if len(self.turns) > CACHED_TURNS:
            self.turns.popitem(last=False)
        return tv

    def move_value(self, state: DixMilleState, move: Move) -> float:
        """Return the probability of winning after ``move`` (which must be legal), playing to win after it."""
        key = self.situation(state)
        u = self.table.tm.unit
        t = (state.points + move.selection.points(state.table)) // u
        tv = self.turn(key, t)
        if key[0] == "final" and key[1] < 0:
            return 1.0 if move.bank else float(tv.bank[0, 0])
        if move.bank:
            return self.bank_value(key, tv, t)
        left = (state.dice - len(move.selection.dice())) if state.phase != AFTER_BONUS else 0
        n = left or self.table.model.dice
        k = min(state.bonuses, tv.C.shape[2] - 1)
        return float(tv.C[t, n, k, 0])

    def bank_value(self, key: tuple, tv, t: int) -> float:
        if t < tv.bank.shape[0]:
            return float(tv.bank[t, 0])
        if key[0] == "final":
            return 1.0 if t > key[1] else 0.5 if t == key[1] else 0.0
        seat, mine, theirs = key[1:]
        wt = self.table
        if seat == 1:
            return 1.0
        return 1 - wt.last_turn(int(wt.tm.counted(mine + t)) - theirs)

    def advise(self, state: DixMilleState) -> list[Advice]:
        """Return every legal move with its probability of winning (in ``expected``), best first (of equal chances:
        banking, then the most points)."""
        moves = state.legal_actions()
        if not moves:
            raise ArgumentError(_("there is no decision to make here"), option="state")
        ranked = [Advice(m, m.selection.points(state.table), self.move_value(state, m)) for m in moves]
        ranked.sort(key=lambda a: (-round(a.expected, 12), not a.move.bank, -a.points, str(a.move.selection)))
        return ranked

    def position(self, state: DixMilleState) -> float:
        """Return the probability that the player to move wins, at the start of its turn (two players)."""
        key = self.situation(state)
        return float(self.turn(key).start()[0])


class WinningPlayer:
    """Maximises the probability of winning (against the leader when there are more than two)."""

    def __init__(self, advisor: WinAdvisor):
        self.advisor = advisor

    def choose(self, state: DixMilleState) -> Move:
        return self.advisor.advise(state)[0].move


def win_advisor(game, progress: Progress | None = None) -> WinAdvisor:
    """Return the win-probability advisor of ``game``'s rules (its table solved once and cached on disk);
    ``progress`` hears how far the table is solved when it is."""
    def build():
        label = _("Solving the game to win (once; the table is cached)")
        report = None if progress is None else lambda done, total: progress(label, done, total)
        table, _path = load_or_build(default_model(game.table), report=report)
        return WinAdvisor(table)
    return game.resource("win table", build)


def winning_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Progress | None) -> WinningPlayer:
    """Return the bot that maximises the chance of winning (its table solved now, ``progress`` told how far)."""
    return WinningPlayer(win_advisor(game, progress))


# -- the advise command ---------------------------------------------------------------------------

@dataclass(frozen=True)
class WinReport:
    """The advice by chances of winning, two players: the banked scores asked about and the ``advice``, valued by
    the chance of winning (the decision before a throw, or every move of a throw, best first)."""

    score: int
    opponent: int
    second: bool
    advice: BankOrThrow | ThrowAdvice


def win_state(game, score: int, opponent: int, second: bool, points: int, dice_left: int, bonuses: int,
              throw=()) -> DixMilleState:
    """Return the two-player position the advise command asks about (``second``: the player began second)."""
    for name, value in (("score", score), ("opponent", opponent)):
        if value % 50:
            raise ArgumentError(_("{name}: scores come in steps of 50"), name=Param(name), option=name)
    if score >= game.table.target:
        raise ArgumentError(_("{param}: {score} has reached the target {target}; there is no turn of yours to advise"),
                            param=Param("score"), score=score, target=game.table.target, option="score")
    if not second and opponent >= game.table.target:     # (when you are second, it is your last turn)
        raise ArgumentError(_("{opponent}: the opponent plays second and has reached the target, so the game is over"),
                            opponent=Param("opponent"), option="opponent")
    scores = (opponent, score) if second else (score, opponent)
    return DixMilleState(scores, game.table, player=1 if second else 0, phase=CHOOSE if throw else THROW,
                         points=points, dice=len(throw) or dice_left, bonuses=bonuses, throw=tuple(throw))


def win_report(game, dice: str | None, points: int, dice_left: int | None, bonuses: int, score: int,
               opponent: int, second: bool, progress: Progress | None = None) -> WinReport:
    """Return the advice by chances of winning: every move of a throw, or throwing against banking.

    The win table is solved first (once, and cached; ``progress`` hears how far).
    """
    if points < 0 or points % 50:
        raise ArgumentError(_("{points}: turn points come in steps of {unit}"), points=Param("points"), unit=50,
                            option="points")
    advisor = win_advisor(game, progress)
    if dice is None:
        if dice_left is None:
            raise ArgumentError(_("give {dice} (the throw) or {dice_left} (before a throw)"), dice=Param("dice"),
                                dice_left=Param("dice_left"), option="dice")
        state = win_state(game, score, opponent, second, points, dice_left, bonuses)
        key = advisor.situation(state)
        t = points // advisor.table.tm.unit
        tv = advisor.turn(key, t)
        bank = advisor.bank_value(key, tv, t) if points else None
        k = min(bonuses, tv.C.shape[2] - 1)
        throw = float(tv.C[t, dice_left, k, 0])
        return WinReport(score, opponent, second, BankOrThrow(points, dice_left, bonuses, bank, throw))
    thrown = throw_to_advise(dice)
    if is_bust(thrown, game.table):
        return WinReport(score, opponent, second, ThrowAdvice(thrown, points, bonuses, bust=True))
    state = win_state(game, score, opponent, second, points, len(thrown), bonuses, thrown)
    return WinReport(score, opponent, second,
                     ThrowAdvice(thrown, points, bonuses, bust=False, moves=tuple(advisor.advise(state))))
