"""Arithmetical croquet at the table: the rules agreed, numbers as people say them, the referee's words, bots.

A move is the number a player names (``23``); a player held in a gate names
nothing (:data:`~wordgames.games.croquet.rules.PASS`, written ``pass``) and
is passed over without being asked.

>>> game = CroquetGame({"gates": "20-90"})
>>> s = game.new_initial_state()
>>> s.rules.gates[0], game.parse_action(s, " 8 "), game.format_action(s, 8)
(20, 8, '8')
>>> game.narrate(s, 8, s.apply(8), ["Оля", "Петя"])
['Оля names 8: 0 to 8']
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from wordgames.engine import RandomPlayer
from wordgames.game import Game
from wordgames.errors import Breach, IllegalMoveError, InputFormatError, UsageError
from wordgames.games.croquet.referee import announce, situation
from wordgames.games.croquet.rules import BANS, CARROLL_BANS, COURSES, PASS, CroquetState, Number, course
from wordgames.i18n import _, ngettext
from wordgames.numbers import is_digits
from wordgames.table.review import Appraisal
from wordgames.games.croquet.about import DESCRIPTOR

PASS_WORDS = ("pass", "held", "-", "пас", "пропуск")
"""What a held player may type (English or Russian); the table passes a held player over anyway."""


class CroquetGame(Game):
    """Carroll's two-player race to 100 on one of the courses (gates 10-90 or 20-90), or the CROQUAR-95 rules.

    The rules are the options ``gates`` (the course, or ``croquar-95``) and ``bans`` (the reading of
    rule 4: ``carroll``, the default, or ``mover``; the contest's rules have bans of their own and
    do not read it).
    """

    descriptor = DESCRIPTOR

    name = "croquet"
    review_goals = ("win",)

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

    def format_action(self, view, action: Number) -> str:
        return "pass" if action == PASS else str(action)     # also what external programs read: never translated

    def show_action(self, view, action: Number) -> str:
        return _("pass") if action == PASS else str(action)  # what a person sees and may type: «пас»

    def parse_action(self, view, text: str) -> Number:
        word = text.strip().lower()
        if word in PASS_WORDS:
            return PASS
        if not is_digits(word) or len(word) > 6:
            raise InputFormatError(_("{text!r} is not a number").format(text=text.strip()))
        return int(word)

    # -- the table --------------------------------------------------------------------------

    def seat_label(self, seat: int) -> str:
        return _("Player {number}").format(number=seat + 1)

    def draw(self, view: CroquetState) -> str:
        return situation(view)

    def score_lines(self, view: CroquetState, names: Sequence[str]) -> list[str]:
        """The game is won, not scored: where both balls stand."""
        return [situation(view)]

    def prompt(self, view: CroquetState, name: str) -> str:
        return _("{name}, your number").format(name=name)

    def notation_help(self, view: CroquetState) -> str:
        if view.me.back:
            return _("You missed a gate: name a number 1 to 8 below your {number} and below the gate; "
                     "'moves' lists the legal ones.").format(number=view.me.number)
        return _("Name a number 1 to 8 above your own last one ({number}); "
                 "'moves' lists the legal ones.").format(number=view.me.number)

    def automatic(self, view: CroquetState):
        if view.legal_actions() == [PASS]:
            return PASS, ""          # the narration says it: "… is held in gate 20 and names nothing"
        return None

    def narrate(self, before: CroquetState, action: Number, after: CroquetState, names: Sequence[str]) -> list[str]:
        line = announce(before, action).replace(self.seat_label(before.to_move), names[before.to_move], 1)
        other = 1 - before.to_move
        return [line.replace(self.seat_label(other), names[other]) if before.rules.contest else line]

    def result_lines(self, state: CroquetState, names: Sequence[str]) -> list[str]:
        if state.draw:
            return [_("A draw: both passed the post.")]
        return [_("{name} wins.").format(name=names[state.winner])] if state.winner is not None else []

    def result_dict(self, state: CroquetState) -> dict[str, Any]:
        found = {"winner": state.winner, "numbers": list(state.numbers), "final": state.to_dict()}
        if state.rules.contest:
            found["draw"] = state.draw
        return found

    # -- bots ------------------------------------------------------------------------------

    def _make_bot(self, kind: str, rng: random.Random, settings: Mapping[str, Any] | None = None):
        if kind == "random":
            return RandomPlayer(rng)
        if kind == "perfect":
            from wordgames.games.croquet.players import PerfectPlayer
            return PerfectPlayer(self.table(not (settings or {}).get("no_cache", False)), rng)
        raise UsageError(_("arithmetical croquet has no bot {kind!r} (choose from {bots})").format(
            kind=kind, bots="random, perfect"))

    # -- review ----------------------------------------------------------------------------

    def review_unit(self, goal: str) -> str:
        return _("results (win 1, draw 0, loss −1)")

    def appraise(self, state: CroquetState, action: Number, goal: str):
        """Return the best number against the one named, valued by the result with perfect play from there.

        A result is +1 (won), 0 (drawn) or −1 (lost) for the player who names the number,
        so a number that throws a won game away costs 2, one that turns a win into a draw
        costs 1; a slower win or a quicker loss costs nothing.  A forced number (the only
        legal one, or a held player's pass) is not a decision and is not appraised.

        >>> game = CroquetGame()
        >>> s = game.new_initial_state()
        >>> a = game.appraise(s, 5, "win")          # only 3 wins the start (docs/croquet.md)
        >>> a.best, a.value_best, a.value_done, a.cost
        (3, 1.0, -1.0, 2.0)
        """
        from wordgames.games.croquet.solver import outcome_of
        legal = state.legal_actions()
        if len(legal) < 2:
            return None
        table = self.table()
        result = {"win": 1.0, "draw": 0.0, "loss": -1.0}
        values = dict(table.move_values(state))
        best = table.best_moves(state)[0]
        return Appraisal(best=best, value_best=result[outcome_of(values[best])],
                         value_done=result[outcome_of(values[action])])

    def table(self, use_cache: bool = True):
        """Return the solved table of this course (from the cache when it can), made once for this game."""
        def build():
            from wordgames.games.croquet.solver import default_cache_dir, fingerprint, load_or_solve
            label = _("Solving every position")

            def report(done: int, total: int) -> None:     # a bar, or (length unknown, not a terminal) a line
                self.report(f"{label}…" if total > 1 else label, done, total)
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
    from wordgames.files import display_name, parse_json, read_text
    from wordgames.table.session import FORMAT, Session, load_game
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
            state = CroquetState.from_dict(data, name)
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
                   _("the game is over: {player} has won").format(player=game.seat_label(state.winner)))
    elif state.draw:
        message = _("the game in {path} is over: it is a draw").format(path=path)
    else:
        message = _("the game in {path} is over: {player} has won").format(
            path=path, player=game.seat_label(state.winner))
    return IllegalMoveError(message, rule="1")


def analyse(game: CroquetGame, state: CroquetState, every_move: bool = False, line: bool = False,
            use_cache: bool = True) -> dict[str, Any]:
    """Return the value of ``state`` with perfect play, its best moves and (asked for) every move's value and the best line."""
    from wordgames.games.croquet.solver import DRAW, outcome_of, principal_line
    table = game.table(use_cache)
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
