"""Arithmetical croquet at the table: the rules agreed, the solved table, and ``solve``'s analysis.

What a person sees and types (numbers as people say them, the referee's words) is the game's presenter
(:mod:`.presenter`); its bots are :mod:`.players`.

>>> game = CroquetGame({"gates": "20-90"})
>>> s = game.new_initial_state()
>>> s.rules.gates[0], game.rules_dict()
(20, {'gates': '20-90', 'bans': 'carroll'})
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from wordgames.engine import Outcome
from wordgames.errors import Breach, IllegalMoveError, InputFormatError
from wordgames.files import display_name, parse_json, read_text
from wordgames.game import Game
from wordgames.games.croquet import contest
from wordgames.games.croquet.about import DESCRIPTOR
from wordgames.games.croquet.course import BANS, CARROLL_BANS, COURSES, PASS, Number, course
from wordgames.games.croquet.referee import player_name, situation
from wordgames.games.croquet.rules import CroquetState, read_position
from wordgames.games.croquet.solver import (
    DRAW, Table, default_cache_dir, fingerprint, load_or_solve, outcome_of, principal_line,
)
from wordgames.i18n import _, ngettext
from wordgames.table.review import Appraisal
from wordgames.table.session import FORMAT, Session, load_game

Progress = Callable[[str, int, int], None]
"""Told how far a long computation is: ``progress(label, done, total)``."""


class CroquetGame(Game):
    """Carroll's two-player race to 100 on one of the courses (gates 10-90 or 20-90), or the CROQUAR-95 rules.

    The rules are the options ``gates`` (the course, or ``croquar-95``) and ``bans`` (the reading of
    rule 4: ``carroll``, the default, or ``mover``; the contest's rules have bans of their own and
    do not read it).
    """

    descriptor = DESCRIPTOR
    zero_sum = True        # the winner 1, the loser -1, a draw 0 each


    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        gates = self.options.get("gates", "10-90")
        if gates not in COURSES:
            raise InputFormatError(_("gates: one of {choices}, not {value!r}").format(
                choices=", ".join(COURSES), value=gates))
        bans = self.options.get("bans", CARROLL_BANS)
        if bans not in BANS:
            raise InputFormatError(_("bans: one of {choices}, not {value!r}").format(
                choices=", ".join(BANS), value=bans))
        self.course = course(gates, bans)
        self.gates = gates

    def default_seats(self) -> int:
        return 2

    def rules_dict(self) -> dict[str, Any]:
        """Return the rules as a session keeps them: the gates, and rule 4's reading (the contest has its own).

        >>> CroquetGame().rules_dict(), CroquetGame({"gates": "croquar-95", "bans": "mover"}).rules_dict()
        ({'gates': '10-90', 'bans': 'carroll'}, {'gates': 'croquar-95'})
        """
        if self.course.contest:
            return {"gates": self.gates}
        return {"gates": self.gates, "bans": self.course.bans}

    def new_initial_state(self) -> CroquetState:
        return CroquetState.initial(self.course)

    def state_from_dict(self, data: dict[str, Any]) -> CroquetState:
        return CroquetState.from_dict(data)

    # -- actions ------------------------------------------------------------------------

    def action_to_json(self, action: Number) -> int:
        return action

    def action_from_json(self, data: Any) -> Number:
        if not isinstance(data, int) or isinstance(data, bool) or not 0 <= data <= 10 * self.course.goal:
            raise InputFormatError(_("a named number is a whole number, not {value!r}").format(value=data))
        return data

    # -- the end ---------------------------------------------------------------------------

    def outcome(self, state: CroquetState) -> Outcome:
        """Return how the game ended: a ball on the post (``post``), a second miss at one gate (``second miss``,
        rule 2), or both balls past the CROQUAR-95 post (``draw``).

        >>> game = CroquetGame()
        >>> s = game.new_initial_state()
        >>> for n in (1, 2, 4, 3, 11, 4, 11):      # player 1, at 4, misses gate 10 twice (only 16 goes through)
        ...     s = s.apply(n)
        >>> o = game.outcome(s)
        >>> o.winners, o.termination, o.rule, o.details["winner"]
        ((1,), 'second miss', '2', 1)
        """
        details = {"winner": state.winner, "numbers": list(state.numbers), "final": state.to_dict()}
        if state.rules.contest:
            details["draw"] = state.draw
        if state.draw:
            termination, rule = "draw", ""
        elif state.winner == state.to_move or state.rules.contest and contest.finished(state.rules,
                                                                                        state.balls[state.winner]):
            termination, rule = "post", ""
        else:
            termination, rule = "second miss", "" if state.rules.contest else "2"
        return Outcome.of(state, termination, rule, details)

    # -- review ----------------------------------------------------------------------------

    def appraise(self, state: CroquetState, action: Number, goal: str, progress: Progress | None = None):
        """Return the best number against the one named, valued by the result with perfect play from there.

        A result is +1 (won), 0 (drawn) or −1 (lost) for the player who names the number,
        so a number that throws a won game away costs 2, one that turns a win into a draw
        costs 1; a slower win or a quicker loss costs nothing.  A forced number (the only
        legal one, or a held player's pass) is not a decision and is not appraised.
        ``progress(label, done, total)`` is told how far the table is solved, when it is.

        >>> game = CroquetGame()
        >>> s = game.new_initial_state()
        >>> a = game.appraise(s, 5, "win")          # only 3 wins the start (docs/croquet.md)
        >>> a.best, a.value_best, a.value_done, a.cost
        (3, 1.0, -1.0, 2.0)
        """
        legal = state.legal_actions()
        if len(legal) < 2:
            return None
        table = self.table(progress=progress)
        result = {"win": 1.0, "draw": 0.0, "loss": -1.0}
        values = dict(table.move_values(state))
        best = table.best_moves(state)[0]
        return Appraisal(best=best, value_best=result[outcome_of(values[best])],
                         value_done=result[outcome_of(values[action])])

    def table(self, use_cache: bool = True, progress: Progress | None = None) -> Table:
        """Return the solved table of this course (from the cache when it can), made once for this game.

        ``progress(label, done, total)`` is told how far the solving is, when the table is solved.
        """
        def build() -> Table:
            label = _("Solving every position")

            def report(done: int, total: int) -> None:     # a bar, or (length unknown, not a terminal) a line
                if progress is not None:
                    progress(f"{label}…" if total > 1 else label, done, total)
            cached = use_cache and (default_cache_dir() / f"{fingerprint(self.course)}.bin").exists()
            return load_or_solve(self.course, use_cache=use_cache, report=None if cached else report)[0]
        return self.resource("table", build)


# -- solving a position ---------------------------------------------------------------------


def position_after(gates: str, numbers: Sequence[int] = (), position: str | None = None,
                   bans: str = CARROLL_BANS):
    """Return (game, state): the position after ``numbers`` named from ``position`` (or the start).

    ``position`` is a file (``-``: standard input) holding a saved session or a
    position as JSON, or the JSON itself; it carries its own course and reading of rule 4.

    >>> game, s = position_after("10-90", [4, 2, 9])
    >>> s.numbers, s.to_move
    ((9, 2), 1)
    >>> position_after("10-90", [4, 13])
    Traceback (most recent call last):
    ...
    wordgames.errors.IllegalMoveError: rule 1: number 2 of the line: the first number must be 1 to 8 (13)
    """
    game = CroquetGame({"gates": gates, "bans": bans})
    state = game.new_initial_state()
    if position is not None:
        inline = position.lstrip().startswith("{")
        name = "--position" if inline else display_name(position)
        data = parse_json(position if inline else read_text(position), name)
        if isinstance(data, dict) and data.get("format") == FORMAT:
            session = Session.from_dict(data, name)
            if session.game != "croquet":
                raise InputFormatError(_("a saved game of {game!r}, not of arithmetical croquet").format(
                    game=session.game), path=name)
            try:
                game, state = load_game(session)
            except InputFormatError as e:
                raise InputFormatError(e.message, path=name) from None
        else:
            state = read_position(data, name)
            rules = state.rules
            gates = next((k for k, c in COURSES.items() if (c.goal, c.gates, c.contest) == (rules.goal, rules.gates,
                                                                                              rules.contest)), None)
            if gates is None:
                raise InputFormatError(_("not a croquet position: the solver knows the courses {names}; this one has "
                                         "post {goal} and gates {gates}").format(
                    names=", ".join(COURSES), goal=state.rules.goal,
                    gates=", ".join(map(str, state.rules.gates)) or "-"), path=name)
            game = CroquetGame({"gates": gates, "bans": CARROLL_BANS if rules.contest else rules.bans})
    for i, number in enumerate(numbers, 1):
        found = state.breaches(number)
        if found:
            raise IllegalMoveError(breaches=[Breach(b.rule, _("number {i} of the line: {problem}").format(
                i=i, problem=b.message)) for b in found], move=number)
        state = state.next_state(number)
    if state.draw or state.winner is not None:
        raise _over(game, state, name if position is not None and not numbers else None)
    return game, state


def _over(game: CroquetGame, state: CroquetState, path: str | None) -> IllegalMoveError:
    """Return the error of a finished game: nothing is left to solve (``path``: the file it was read from,
    when it was over there, before any number of the line)."""
    if path is None:
        message = (_("the game is over: it is a draw") if state.draw else
                   _("the game is over: {player} has won").format(player=player_name(state.winner)))
    elif state.draw:
        message = _("the game in {path} is over: it is a draw").format(path=path)
    else:
        message = _("the game in {path} is over: {player} has won").format(
            path=path, player=player_name(state.winner))
    return IllegalMoveError(message, rule="1")


def analyse(game: CroquetGame, state: CroquetState, every_move: bool = False, line: bool = False,
            use_cache: bool = True, progress: Progress | None = None) -> dict[str, Any]:
    """Return the value of ``state`` with perfect play, its best moves and (asked for) every move's value and the best line.

    ``progress(label, done, total)`` is told how far the solving is, when the table is solved.
    """
    table = game.table(use_cache, progress)
    value = table.value(state)
    report = {"goal": state.rules.goal, "gates": list(state.rules.gates), "rules": game.gates,
              "bans": state.rules.bans,
              "to_move": state.to_move + 1, "at": state.me.number, "partner_at": state.partner.number,
              "value": None if value == DRAW else value, "result": outcome_of(value),
              "plies": None if value == DRAW else abs(value), "best": table.best_moves(state),
              "positions": table.positions}
    if every_move:
        report["moves"] = [{"number": n, "value": None if v == DRAW else v, "result": outcome_of(v),
                            "plies": None if v == DRAW else abs(v)} for n, v in table.move_values(state)]
    if line:
        report["line"] = principal_line(table, state)
    return report


def value_words(value: int | None, mover: int) -> str:
    """Return a value in words, seen from the player to move.

    >>> value_words(71, 0), value_words(-3, 1), value_words(1, 0), value_words(None, 0)
    ('Player 1 wins in 71 plies', 'Player 2 loses in 3 plies', 'Player 1 wins in 1 ply', 'a draw')
    """
    if value is None:
        return _("a draw")
    who = _("Player {number}").format(number=mover + 1)
    if value > 0:
        return ngettext("{who} wins in {n} ply", "{who} wins in {n} plies", value).format(who=who, n=value)
    return ngettext("{who} loses in {n} ply", "{who} loses in {n} plies", -value).format(who=who, n=-value)


def report_lines(report: dict[str, Any], state: CroquetState) -> list[str]:
    """Return :func:`analyse`'s report as the referee says it."""
    mover = state.to_move
    best = [_("pass (held)") if n == PASS else str(n) for n in report["best"]]
    lines = [situation(state), _("With perfect play: {value}.").format(value=value_words(report["value"], mover)),
             ngettext("Best: {moves}", "Best: {moves}", len(best)).format(moves=", ".join(best))]
    lines += [f"  {m['number']:>3}  {value_words(m['value'], mover)}" for m in report.get("moves", ())]
    if "line" in report:
        lines.append(_("Line: {numbers}").format(numbers=" ".join(map(str, report["line"]))))
    return lines
