"""What each decision of a played game cost: the one review every reviewable game offers.

After Verhoeff's Yahtzee proficiency test.  A saved game (the one session
format) is replayed action by action; at every decision of a seat (not at a
chance node) the game appraises the choice that was made against the best
one (:meth:`~wordgames.game.Game.appraise`), in its own unit — expected
points for Yam, a probability of winning or expected points for Dix Mille,
won-to-lost for croquet.  The review lists each decision with its cost (the
value given up, never negative) and sums them: the total and the mean loss
per decision, for each seat.

A game is reviewable when its descriptor names its goals (``GameDescriptor.review_goals``, the
first is the default; :attr:`Game.review_goals` reads them, and a game may narrow them) and it implements
``appraise``; the CLI offers ``review`` from the descriptor without importing the game.

>>> from wordgames.coin_race import CoinRaceGame
>>> class Race(CoinRaceGame):
...     descriptor = CoinRaceGame.descriptor._replace(review_goals=("win",))
...     def appraise(self, state, action, goal, progress=None):
...         return Appraisal(best="ok", value_best=1.0, value_done=1.0 if action == "ok" else 0.0)
>>> class Saved: actions = [1, "ok"]
>>> r = review_session(Race(), Saved())
>>> [(d.index, d.seat, d.done, d.best, d.cost) for d in r.decisions]
[(1, 0, 'ok', 'ok', 0.0)]
>>> r.total(), r.mean(), r.to_dict()["seats"]
(0.0, 0.0, [{'seat': 0, 'decisions': 1, 'total_cost': 0.0, 'mean_cost': 0.0, 'blunders': 0}])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from wordgames.errors import ArgumentError, IllegalMoveError, InputFormatError, OptionError, Param
from wordgames.i18n import _, decimal, ngettext

COST_EPSILON = 1e-9
"""A cost below this is rounding, not a loss: the decision was (one of) the best."""


@dataclass(frozen=True)
class Appraisal:
    """A game's judgement of one decision: the best action, its value and the value of the one taken.

    Values are in the goal's unit, larger is better for the seat deciding.
    """

    best: Any
    value_best: float
    value_done: float

    @property
    def cost(self) -> float:
        """Return what the decision gave up (0 when it was as good as the best)."""
        loss = self.value_best - self.value_done
        return loss if loss > COST_EPSILON else 0.0


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: where it was, who made it, what was done, the best choice and the cost."""

    index: int          # the action's index in the session's ``actions``
    seat: int
    done: str           # as a person sees it (Game.show_action)
    best: str
    value_done: float
    value_best: float
    cost: float

    @property
    def blunder(self) -> bool:
        """Return whether the decision cost anything."""
        return self.cost > 0

    def to_dict(self) -> dict[str, Any]:
        """Return the decision as JSON data."""
        return {"index": self.index, "seat": self.seat, "done": self.done, "best": self.best,
                "value_done": self.value_done, "value_best": self.value_best, "cost": self.cost}


@dataclass(frozen=True)
class Review:
    """Every reviewed decision of a game, in order, with totals per seat."""

    game: str
    goal: str
    unit: str
    decisions: tuple[Decision, ...]

    def of(self, seat: int | None = None) -> tuple[Decision, ...]:
        """Return the decisions of ``seat`` (all of them when ``None``)."""
        return tuple(d for d in self.decisions if seat is None or d.seat == seat)

    def total(self, seat: int | None = None) -> float:
        """Return the summed cost of the decisions of ``seat``."""
        return sum(d.cost for d in self.of(seat))

    def mean(self, seat: int | None = None) -> float:
        """Return the mean cost per decision of ``seat`` (0 when it made none)."""
        made = self.of(seat)
        return self.total(seat) / len(made) if made else 0.0

    def seats(self) -> list[int]:
        """Return the seats that made a reviewed decision, in order."""
        return sorted({d.seat for d in self.decisions})

    def to_dict(self) -> dict[str, Any]:
        """Return the review as JSON data (English keys)."""
        return {"game": self.game, "goal": self.goal, "unit": self.unit,
                "decisions": [d.to_dict() for d in self.decisions],
                "seats": [{"seat": s, "decisions": len(self.of(s)), "total_cost": self.total(s),
                           "mean_cost": self.mean(s), "blunders": sum(d.blunder for d in self.of(s))}
                          for s in self.seats()]}


def review_session(game, session, goal: str | None = None, seats: Iterable[int] | None = None, *,
                   progress: Callable[[str, int, int], None] | None = None) -> Review:
    """Replay ``session`` through ``game``'s rules and appraise every decision of ``seats`` (all by default).

    ``progress(label, done, total)`` is told how far a table the appraisals need is built (None: not told).

    Raises :class:`~wordgames.errors.ArgumentError` when the game has no review, :class:`~wordgames.errors.OptionError`
    when it has no such goal, and
    :class:`InputFormatError` naming the first action that cannot be read or is
    not legal.
    """
    goals = tuple(game.review_goals)
    if not goals:
        raise ArgumentError(_("{game} has no review").format(game=game.name))
    goal = goals[0] if goal is None else goal
    if goal not in goals:
        raise OptionError(_("{goal} must be one of {goals}, not {given!r}"), goal=Param("goal"), goals=", ".join(goals),
                          given=goal, option="goal")
    wanted = None if seats is None else set(seats)
    state, found, shown = game.new_initial_state(), [], game.presenter()
    for i, data in enumerate(session.actions):
        try:
            action = game.action_from_json(data)
            if not state.is_chance_node() and (wanted is None or state.current_player() in wanted):
                appraisal = game.appraise(state, action, goal, progress=progress)
                if appraisal is not None:
                    view = state.view(state.current_player())
                    found.append(Decision(i, state.current_player(), shown.show_action(view, action),
                                          shown.show_action(view, appraisal.best), appraisal.value_done,
                                          appraisal.value_best, appraisal.cost))
            state = state.apply(action)
        except IllegalMoveError as e:
            raise InputFormatError(f"actions[{i}]: {shown.refusal(state, action, e)}") from None
        except InputFormatError as e:
            raise InputFormatError(f"actions[{i}]: {e.message}") from None
    return Review(game.name, goal, shown.review_unit(goal), tuple(found))


def review_lines(review: Review, names: list[str], blunders_only: bool = False) -> list[str]:
    """Return the review as a person reads it: a line per decision, then each seat's total and mean."""
    lines = []
    for d in review.decisions:
        if blunders_only and not d.blunder:
            continue
        who = names[d.seat] if d.seat < len(names) else str(d.seat + 1)
        if d.blunder:
            lines.append(_("{index:>4}  {who}: {done} — best {best}, cost {cost}").format(
                index=d.index + 1, who=who, done=d.done, best=d.best, cost=_cost(d.cost)))
        else:
            lines.append(_("{index:>4}  {who}: {done} — best").format(index=d.index + 1, who=who, done=d.done))
    for s in review.seats():
        made = len(review.of(s))
        lost = sum(d.blunder for d in review.of(s))
        lines.append(ngettext("{who}: {n} decision, {lost} cost something; total cost {total} {unit}, "
                              "mean {mean} a decision",
                              "{who}: {n} decisions, {lost} cost something; total cost {total} {unit}, "
                              "mean {mean} a decision", made).format(
            who=names[s] if s < len(names) else str(s + 1), n=made, lost=lost, total=_cost(review.total(s)),
            unit=review.unit, mean=_cost(review.mean(s))))
    return lines


def _cost(value: float) -> str:
    """Return a cost as it is printed: 4 decimals below 1 (probabilities), else 2; a decimal comma in Russian."""
    return decimal(value, 4 if abs(value) < 1 else 2)
