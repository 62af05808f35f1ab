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
import threading
import time
from collections import OrderedDict, deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from wordgames.errors import ArgumentError, Param
from wordgames.games.dixmille.scoring import is_bust
from wordgames.games.dixmille.state import AFTER_BONUS, CHOOSE, THROW, DixMilleState, Move
from wordgames.games.dixmille.retrograde import Stage
from wordgames.games.dixmille.strategy import Advice, BankOrThrow, Progress, ThrowAdvice, throw_to_advise
from wordgames.games.dixmille.turns import FINAL_PAD, Model, TurnModel, final_turn
from wordgames.games.dixmille.wincache import (cache_path, cached, checkpointed, default_model, load_or_build, shipped,
                                              shipped_path)
from wordgames.games.dixmille.winprob import WinTable, model_points, position_turn
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
    """Maximises the probability of winning (against the leader when there are more than two).

    Its advisor may still be building (a :class:`WinBuild` begun in the background): a decision with one legal
    move is made without it, any other waits for it, and ``progress`` is told how far it is meanwhile.
    """

    def __init__(self, advisor: "WinAdvisor | WinBuild", progress: Progress | None = None):
        self.advisor = advisor
        self.progress = progress

    def prepare(self, view: DixMilleState) -> None:
        """Wait for the table now (a tournament builds its bots' tables before its workers fork)."""
        self._advisor()

    def choose(self, state: DixMilleState) -> Move:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self._advisor().advise(state)[0].move

    def _advisor(self) -> WinAdvisor:
        return self.advisor.advisor(self.progress) if isinstance(self.advisor, WinBuild) else self.advisor


def stage_label(stage: Stage) -> str:
    """Return what a person is told of a stage of building the win table (a progress bar's label).

    >>> stage_label(Stage("sweep", 3, 45, 1)), stage_label(Stage("sweep", 3, 45, 4, 12, 2e-4))
    ('Win table: sweep 1', 'Win table: sweep 4 of about 12')
    >>> stage_label(Stage("sweep", 3, 45, 12, 12, 3e-8)), stage_label(Stage("saving", 0, 1))
    ('Win table: sweep 12, checking', 'Win table: saving it')
    >>> stage_label(Stage("guess", 3, 45, 2))
    'Win table: a first guess on a grid of scores, sweep 2'
    """
    if stage.kind == "saving":
        return _("Win table: saving it")
    if stage.kind == "guess":
        return _("Win table: a first guess on a grid of scores, sweep {n}").format(n=stage.sweep)
    if stage.sweeps is None:
        return _("Win table: sweep {n}").format(n=stage.sweep)
    if stage.sweeps <= stage.sweep:
        return _("Win table: sweep {n}, checking").format(n=stage.sweep)
    return _("Win table: sweep {n} of about {total}").format(n=stage.sweep, total=stage.sweeps)


def tell(progress: Progress | None, stage: Stage) -> None:
    """Tell ``progress`` of a stage of building the win table."""
    if progress is not None:
        progress(stage_label(stage), stage.done, stage.total)


class WinBuild:
    """The win advisor of a model, made once: in the thread that first asks for it, or begun in a background
    thread (:meth:`begin`) so that play starts while the table is built.

    The background build's stages wait in a queue; whoever then asks for the advisor waits for it and is told
    each stage left behind (its last report) and each stage to come.  Nothing is told while nobody waits, so a
    person choosing a move at the terminal is not drawn over, nor after a build that ended unwaited for.

    >>> import tempfile
    >>> from wordgames.games.dixmille.scoring import ScoringTable
    >>> model = Model(ScoringTable(bonus_start=100, bonus_step=100, twos_bust=3, target=250), dice=3, extra=100)
    >>> build = WinBuild(model, cache_dir=Path(tempfile.mkdtemp()))
    >>> build.begin()                      # not in the cache: begun in the background
    True
    >>> isinstance(build.advisor(), WinAdvisor), build.begin()        # waited for; begun once
    (True, False)
    """

    def __init__(self, model: Model, cache_dir: Path | None = None):
        self.model = model
        self.cache_dir = cache_dir
        self._advisor: WinAdvisor | None = None
        self._thread: threading.Thread | None = None
        self._failed: BaseException | None = None
        self._stages: deque[Stage] = deque()

    def begin(self) -> bool:
        """Begin building in a background thread; return False (nothing begun) when the table is made or begun
        already, or is in the cache (then it is read now)."""
        if self._advisor is not None or self._thread is not None:
            return False
        table = cached(self.model, self.cache_dir)
        if table is not None:
            self._advisor = WinAdvisor(table)
            return False
        self._thread = threading.Thread(target=self._build, name="win table", daemon=True)
        self._thread.start()
        return True

    def _build(self) -> None:
        try:
            self._advisor = WinAdvisor(load_or_build(self.model, self._stages.append, self.cache_dir)[0])
        except BaseException as e:     # handed to the thread that waits for the advisor, and raised there
            self._failed = e

    def advisor(self, progress: Progress | None = None) -> WinAdvisor:
        """Return the advisor: built now (``progress`` told each stage) or, when begun in the background, waited
        for (``progress`` told the stages left behind and those to come).  A copy made while it was building (a
        forked process, a pickled game) builds it itself, or reads it from the cache."""
        thread = self._thread
        if thread is not None and thread.is_alive():
            while thread.is_alive():
                thread.join(WAIT)
                self._relay(progress)
            self._relay(progress)              # what it told as it ended
        self._stages.clear()                   # a build that ended while nobody waited tells nothing
        if self._failed is not None:
            raise self._failed
        if self._advisor is None:
            table, _path = load_or_build(self.model, lambda stage: tell(progress, stage), self.cache_dir)
            self._advisor = WinAdvisor(table)
        return self._advisor

    def __getstate__(self) -> dict:
        """Pickle what is built (or the model alone), never the thread or its queue."""
        return {"model": self.model, "cache_dir": self.cache_dir, "advisor": self._advisor}

    def __setstate__(self, state: dict) -> None:
        self.__init__(state["model"], state["cache_dir"])
        self._advisor = state["advisor"]

    def _relay(self, progress: Progress | None) -> None:
        """Tell ``progress`` the stages queued since it was last told: the last report of each."""
        latest: dict[str, Stage] = {}
        while self._stages:
            stage = self._stages.popleft()
            latest.pop(stage_label(stage), None)
            latest[stage_label(stage)] = stage
        for stage in latest.values():
            tell(progress, stage)


WAIT = 0.1
"""Seconds between looks at a table built in the background, while a bot waits for it."""


def win_build(game) -> WinBuild:
    """Return the build of the win advisor of ``game``'s rules (one per game)."""
    return game.resource("win table", lambda: WinBuild(default_model(game.table)))


def win_advisor(game, progress: Progress | None = None) -> WinAdvisor:
    """Return the win-probability advisor of ``game``'s rules (its table solved once and cached on disk);
    ``progress`` hears each stage of the solving, when it is solved (or waited for)."""
    return win_build(game).advisor(progress)


def winning_bot(game, rng: random.Random, settings: Mapping[str, Any], progress: Progress | None) -> WinningPlayer:
    """Return the bot that maximises the chance of winning.  Its table, when not in the cache, is built in the
    background while play starts (``progress`` is told so); the bot's first real decision waits for it."""
    build = win_build(game)
    if build.begin() and progress is not None:
        progress(_("Win table: built in the background (once, then cached); the game starts now"), 0, 1)
    return WinningPlayer(build, progress)


# -- the win-table command -------------------------------------------------------------------------

@dataclass(frozen=True)
class TableBuild:
    """What building a game's win table came to: ``source`` ``"shipped"`` (with the package), ``"cache"``
    (built before), ``"built"`` (now) or ``"stopped"`` (a part built, its checkpoint kept); ``path``: the table's
    file, or the checkpoint's; ``every_score``: False when the table is on a grid; when complete, the first
    player's chance of winning; when stopped, the sweep under way and the share of it done."""

    source: str
    path: Path | None
    every_score: bool
    first_player: float | None = None
    sweep: int | None = None
    share: float | None = None

    def to_dict(self) -> dict:
        return {"source": self.source, "path": None if self.path is None else str(self.path),
                "every_score": self.every_score, "first_player": self.first_player, "sweep": self.sweep,
                "share": self.share}


BUILD_THREADS = 2
"""Threads a build shares each index sum's blocks among (the measured gain: docs/dixmille.md)."""


def build_in_parts(game, minutes: float | None = None, progress: Progress | None = None,
                   every_score: bool = False) -> TableBuild:
    """Build the win table of ``game``'s rules, or go on building it, for at most about ``minutes`` (None: to
    the end); ``progress`` hears each stage.  A table shipped or cached is only read.  ``every_score``: the table
    at every score even where the bot would use a grid (then it does: :func:`default_model` finds it)."""
    model = Model(game.table) if every_score else default_model(game.table)
    every = model.grid == 1
    table = shipped(model)
    if table is not None:
        return TableBuild("shipped", shipped_path(model), every, table.first_player())
    table = cached(model)
    if table is not None:
        return TableBuild("cache", cache_path(model), every, table.first_player())
    deadline = None if minutes is None else time.monotonic() + 60 * minutes
    table, path = load_or_build(model, lambda stage: tell(progress, stage), threads=BUILD_THREADS,
                                stop=None if deadline is None else lambda: time.monotonic() >= deadline)
    if table is not None:
        return TableBuild("built", path, every, table.first_player())
    sweeps = checkpointed(model)
    share = sweeps.done / (2 * len(model_points(model, TurnModel.of(model).target)) - 1) if sweeps else None
    return TableBuild("stopped", path, every, sweep=sweeps.sweep if sweeps else None, share=share)


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
