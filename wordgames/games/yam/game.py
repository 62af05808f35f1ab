"""Yam with its rules agreed (columns, readings of Дом and Яма, the opening roll): actions as JSON, the solved
tables its bots and its review use, the review.

The state and its rules are in :mod:`wordgames.games.yam.state`; what a person sees and types is the
presenter's (:mod:`wordgames.games.yam.presenter`), the bots are in :mod:`wordgames.games.yam.players`.

>>> game = YamGame({"columns": 3})
>>> t = game.new_initial_state().apply((2, 3, 6, 6, 6))
>>> game.action_to_json(Score("Яма", 1)), game.action_from_json({"keep": [6, 6, 6]})
({'score': 'Яма', 'column': 1}, Keep(dice=(6, 6, 6)))
"""

from __future__ import annotations

import random
from typing import Any, Callable, Mapping

from wordgames.engine import Outcome
from wordgames.errors import InputFormatError, OptionError
from wordgames.game import Game
from wordgames.games.dice import NUM_DICE, faces_from_json
from wordgames.games.yam.about import DESCRIPTOR, RULE_SET_NAMES, YAM
from wordgames.games.yam.sheet import FREE, KIND_WORDS, VARIANTS, Column, Rules
from wordgames.games.yam.state import MAX_ROLLS, Keep, Score, YamState
from wordgames.i18n import _
from wordgames.table.review import Appraisal


SHEETS_FULL = "sheets full"
"""How every game of Yam ends (:attr:`Outcome.termination <wordgames.engine.Outcome.termination>`): every box
of every sheet is filled."""


class YamGame(Game):
    """Yam with its rules agreed: the variant (1, 3 or 4 columns), the readings of Дом and Яма, the opening roll."""

    descriptor = DESCRIPTOR


    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        columns = self.options.get("columns", 1)
        if type(columns) is not int or columns not in VARIANTS:
            raise InputFormatError(_("columns: one of 1, 3, 4, not {value}").format(value=f"{columns!r:.20}"))
        self.columns = columns
        ruleset = self.options.get("rules", YAM)
        if ruleset not in RULE_SET_NAMES:
            raise OptionError(_("rules: one of {choices}, not {value}").format(
                choices=", ".join(RULE_SET_NAMES), value=f"{ruleset!r:.20}"), option="rules")
        if ruleset != YAM:
            for name, default in (("dom", Rules.dom), ("yama", Rules.yama)):
                if self.options.get(name, default) != default:     # the table fills in the defaults
                    raise OptionError(_("{option} is a reading of the yam rules only, not of {rules}").format(
                        option=name, rules=ruleset), option=name)
            if columns != 1:
                raise OptionError(_("{rules} is played on one column only, not {columns}").format(
                    rules=ruleset, columns=columns), option="columns")
            self.rules = Rules(ruleset=ruleset)
        else:
            self.rules = Rules(self.options.get("dom", Rules.dom), self.options.get("yama", Rules.yama))
        self.opening = bool(self.options.get("opening"))


    def title(self) -> str:
        """Return the name of the rule set played: Yam (Яма), Yahtzee or Yatzy."""
        return self.rules.set.title
    def default_seats(self) -> int:
        return 2

    def rules_dict(self) -> dict[str, Any]:
        if self.rules.ruleset != YAM:
            return {"columns": self.columns, "rules": self.rules.ruleset} | ({"opening": True} if self.opening else {})
        rules = {"columns": self.columns, "dom": self.rules.dom, "yama": self.rules.yama}
        return rules | ({"opening": True} if self.opening else {})

    def new_initial_state(self) -> YamState:
        return YamState.new(self.seats, self.columns, self.rules, self.opening)

    def state_from_dict(self, data: dict[str, Any]) -> YamState:
        return YamState.from_dict(data)

    # -- actions ------------------------------------------------------------------------

    def action_to_json(self, action) -> Any:
        """Return {"keep": [...]}, {"score": box, "column": i}, or the rolled dice as a list."""
        if isinstance(action, Keep):
            return {"keep": list(action.dice)}
        if isinstance(action, Score):
            return {"score": action.box, "column": action.column}
        return list(action)

    def action_from_json(self, data: Any):
        if isinstance(data, list):
            return faces_from_json(data, range(1, NUM_DICE + 1), "roll")
        if isinstance(data, dict) and set(data) == {"keep"}:
            return Keep(faces_from_json(data["keep"], range(0, NUM_DICE + 1), "keep"))
        if isinstance(data, dict) and set(data) == {"score", "column"}:
            box, column = data["score"], data["column"]
            if not isinstance(box, str) or len(box) > 16 or type(column) is not int or not 0 <= column < 4:
                raise InputFormatError(_("score: a box and a column 0-3, not {data}").format(data=f"{data!r:.60}"))
            return Score(box, column)
        raise InputFormatError(_('a Yam action is a roll (a list of dice), {{"keep": [...]}} or '
                                 '{{"score": box, "column": i}}, not {data}').format(data=f"{data!r:.60}"))

    def turn_of(self, state: YamState) -> int | None:
        """A turn is up to three rolls and one box written: the boxes written count them (alone at the table too)."""
        return sum(len(column.filled()) for sheet in state.sheets for column in sheet)

    def outcome(self, state: YamState) -> Outcome:
        """Return the end of a game (every sheet full): the Счёт of each seat, the highest winning (the seats
        tied at the top share the win, docs/yam.md), and each sheet box by box as the JSON result.

        >>> from wordgames.games.yam.sheet import BOXES
        >>> full = Column.from_mapping({b: 0 for b in BOXES} | {"Яма": 58})
        >>> end = YamState(sheets=((full,), (Column.from_mapping({b: 0 for b in BOXES}),)))
        >>> o = YamGame().outcome(end)
        >>> o.returns, o.winners, o.termination, o.details["totals"]
        ((58.0, 0.0), (0,), 'sheets full', [58, 0])
        """
        details = {"totals": state.totals(), "winners": state.winners(),
                   "sheets": [[{"kind": kind, "boxes": c.filled(), "summa": c.summa(), "bonus": c.bonus(),
                                "total": c.total()} for kind, c in zip(state.kinds, sheet)]
                              for sheet in state.sheets]}
        return Outcome(tuple(state.returns()), tuple(state.winners()), SHEETS_FULL, "", details)

    # -- bots ------------------------------------------------------------------------------

    def hint_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None, *,
                 progress: Callable[[str, int, int], None] | None = None):
        """Return the optimal bot on one column, the expert on the variants (the optimum covers one column)."""
        return self.make_bot(kind if self.columns == 1 else "expert", rng, settings, progress=progress)

    def tables(self, cache_dir: str | None = None, progress: Callable[[str, int, int], None] | None = None) -> dict:
        """Return the exact table of each column kind of this variant played alone (each cached on disk), made once."""
        def build():
            from wordgames.games.yam.solver import load_or_build   # numpy: when a table is needed
            made = {}
            for kind in dict.fromkeys(VARIANTS[self.columns]):
                if kind == FREE:
                    made[kind] = self.table(cache_dir, progress=progress)
                    continue
                label = _("Building the Yam table of the {kind} column").format(kind=_(KIND_WORDS[kind]))
                made[kind] = load_or_build(self.rules, cache_dir, progress=progress_of(label, progress),
                                           kind=kind)[0]
            return made
        return self.resource(f"tables:{cache_dir}", build)

    def _made_key(self, kind: str) -> str:
        """Return the key of the tables of ``kind`` (``table``, ``tables``) this game has made, wherever its bots keep
        them (the first made), or the key of those in the default cache when it has made none."""
        return next((key for key in self._made if key.split(":")[0] == kind), f"{kind}:None")

    def sheet_choices(self, view: YamState, progress: Callable[[str, int, int], None] | None = None):
        """Return every choice of the player to move, best first, by the expert's rule (:mod:`.columns`)
        (``progress`` told how far a table is built, when one is)."""
        from wordgames.games.yam.columns import advise_sheet   # numpy: when a table is needed
        tables = self._made.get(self._made_key("tables")) or self.tables(progress=progress)
        return advise_sheet(tables, view.sheets[view.player], view.kinds, view.dice, view.roll, view.rules)

    # -- review ----------------------------------------------------------------------------

    def appraise(self, state: YamState, action, goal: str, progress: Callable[[str, int, int], None] | None = None):
        """Return what ``action`` costs in expected points against the best choice (None for a forced move).

        One column: the exact expected final Счёт of each choice (small exact
        tables late in a game, else the full one).  The variants: the expert's
        estimate of the sheet's final Счёт (:mod:`.columns`), which is exact
        for the last column left open when it is the free one.  ``progress(label,
        done, total)`` is told how far a table is built, when one is.
        """
        if state.current_player() < 0 or len(state.legal_actions()) < 2:
            return None
        if self.columns == 1:
            from wordgames.games.yam.advisor import advise   # numpy: when a table is needed
            column = state.sheets[state.player][0]
            choices = advise(self.review_table(column, progress), column, state.dice, MAX_ROLLS - state.roll)
            as_action = {(Keep(c.target) if c.action == "keep" else Score(c.target, 0)): c for c in choices}
        else:
            choices = self.sheet_choices(state, progress)
            as_action = {(Keep(c.target) if c.action == "keep" else Score(c.target, c.column)): c for c in choices}
        best, done = choices[0], as_action.get(action)
        if done is None:                        # not a legal move: the replay will say so
            return None
        return Appraisal(best=next(a for a, c in as_action.items() if c is best), value_best=best.expected,
                         value_done=done.expected)

    def review_table(self, column: Column, progress: Callable[[str, int, int], None] | None = None):
        """Return an exact table for ``column``: a small one of its own late in a game (remembered), else the full one
        (``progress`` told how far it is built)."""
        # numpy: when a table is needed
        from wordgames.games.yam.solver import SMALL_TABLE_BOXES, Position, build_table
        empty = column.empty_boxes()
        if not 0 < len(empty) <= SMALL_TABLE_BOXES:
            return self.table_for(column, progress=progress)
        start = Position.of(column, empty)
        return self.resource(f"small:{empty}:{start}", lambda: build_table(self.rules, empty, start=start))

    def table(self, cache_dir: str | None = None, rebuild: bool = False,
              progress: Callable[[str, int, int], None] | None = None):
        """Return the optimal table of one free column under these rules (cached on disk), made once for this game."""
        def build():
            from wordgames.games.yam.solver import load_or_build   # numpy: when a table is needed
            label = (_("Building the Yam table") if self.rules.ruleset == YAM
                     else _("Building the table of {title}").format(title=_(self.title())))
            return load_or_build(self.rules, cache_dir, rebuild, progress=progress_of(label, progress))[0]
        return self.resource(f"table:{cache_dir}", build)

    def table_for(self, column: Column, cache_dir: str | None = None,
                  progress: Callable[[str, int, int], None] | None = None):
        """Return a table that covers ``column``: the full one if made (without ``cache_dir``: wherever the bots
        keep theirs), else a small one late in a game, else the full one."""
        made = self._made.get(self._made_key("table") if cache_dir is None else f"table:{cache_dir}")
        if made is not None:
            return made
        # numpy: when a table is needed
        from wordgames.games.yam.solver import SMALL_TABLE_BOXES, Position, build_table
        empty = column.empty_boxes()
        if 0 < len(empty) <= SMALL_TABLE_BOXES:
            return build_table(self.rules, empty, start=Position.of(column, empty))
        return self.table(cache_dir, progress=progress)


def progress_of(label: str, progress: Callable[[str, int, int], None] | None):
    """Return the solver's ``progress(done, total)`` for a table called ``label``, told to ``progress(label, done,
    total)``; None when no one is told."""
    if progress is None:
        return None
    return lambda done, total: progress(label, done, total)
