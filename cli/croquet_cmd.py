"""``wordgames games croquet``: referee Carroll's Arithmetical Croquet and solve it.

\b
  wordgames games croquet play                          you against the perfect bot
  wordgames games croquet play --second human           two players at one terminal
  wordgames games croquet solve                         value of the start, best move
  wordgames games croquet solve 4 1 8 --all --json      after these numbers, every move valued
  wordgames games croquet solve --gates 20-90           the translation's course: no gate at 10
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import click

from wordgames.atomic import atomic_write_text
from wordgames.errors import IllegalMoveError, InputFormatError, UsageError
from wordgames.games.croquet.players import PerfectPlayer, RandomPlayer
from wordgames.games.croquet.referee import announce, player_name, situation
from wordgames.games.croquet.rules import COURSES, PASS, CroquetState, Rules
from wordgames.games.croquet.solver import (
    Table, Value, default_cache_dir, fingerprint, load_or_solve, principal_line,
)
from wordgames_cli.common import echo_json, load_saved_game

PLAYER_KINDS = ("human", "random", "perfect")

gates_option = click.option(
    "--gates", type=click.Choice(list(COURSES)), default="10-90", show_default=True,
    help="Which multiples of ten are gates: 10-90 as Carroll wrote, or 20-90 as the "
         "Russian translation lists them.")
no_cache_option = click.option(
    "--no-cache", is_flag=True, help="Solve afresh instead of using the cached table.")


@click.group()
def croquet() -> None:
    """Lewis Carroll's Arithmetical Croquet: race to 100 through the gates 10..90."""


def solved_table(rules: Rules, no_cache: bool) -> Table:
    """Return the solved table, saying on stderr when it has to be computed."""
    path = default_cache_dir() / f"{fingerprint(rules)}.bin"
    if no_cache or not path.exists():
        click.echo("Solving every position (a few seconds)...", err=True)
    table, _ = load_or_solve(rules, use_cache=not no_cache)
    return table


class HumanPlayer:
    """Asks at the terminal until a legal number is named; a held player passes without asking.

    ``err``: talk on stderr (so that stdout carries only the JSON record).
    """

    def __init__(self, err: bool = False):
        self.err = err

    def choose(self, state: CroquetState) -> int:
        legal = state.legal_actions()
        if legal == [PASS]:
            return PASS
        click.echo(situation(state), err=self.err)
        while True:
            text = click.prompt(f"{player_name(state.to_move)}, your number (? lists them)",
                                prompt_suffix=": ", default="", show_default=False, err=self.err).strip()
            if text in ("?", "help"):
                click.echo("Legal: " + ", ".join(map(str, legal)), err=self.err)
                continue
            try:
                number = int(text)
            except ValueError:
                click.echo(f"Error: {text!r} is not a number (rule 1: players name numbers)", err=self.err)
                continue
            problems = state.violations(number)
            if not problems:
                return number
            for v in problems:
                click.echo(f"Error: rule {v.rule}: {v.reason} ({number!r})", err=self.err)


def make_player(kind: str, rules: Rules, rng: random.Random, no_cache: bool, err: bool):
    """Return the player of this kind."""
    if kind == "human":
        return HumanPlayer(err)
    if kind == "random":
        return RandomPlayer(rng)
    return PerfectPlayer(solved_table(rules, no_cache), rng)


def game_record(state: CroquetState, moves: list[int], finished: bool) -> dict:
    """Return the JSON record of a game."""
    return {"goal": state.rules.goal, "gates": list(state.rules.gates), "moves": moves,
            "finished": finished,
            "winner": state.winner + 1 if state.winner is not None else None,
            "final": state.to_dict()}


def load_game(path: Path) -> tuple[Rules, list[int], tuple[str | None, str | None], bool]:
    """Return the course, the numbers named, the players and whether it is over, of a saved game."""
    data = load_saved_game(path, ("gates", "moves"))
    courses = {tuple(rules.gates): rules for rules in COURSES.values()}
    rules = courses.get(tuple(data["gates"]) if isinstance(data["gates"], list) else None)
    if rules is None or data.get("goal", rules.goal) != rules.goal:
        raise InputFormatError(f"not a course this referee knows: gates {data['gates']!r}", path=str(path))
    moves = data["moves"]
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in moves):
        raise InputFormatError("not a saved game: 'moves' must be whole numbers", path=str(path))
    kinds = data.get("players") if isinstance(data.get("players"), list) and len(data["players"]) == 2 else [None, None]
    players = tuple(k if k in PLAYER_KINDS else None for k in kinds)
    return rules, moves, players, bool(data.get("finished"))


@croquet.command()
@click.option("--first", type=click.Choice(PLAYER_KINDS), default=None,
              help="Who plays first (human unless resuming).")
@click.option("--second", type=click.Choice(PLAYER_KINDS), default=None,
              help="Who plays second (perfect unless resuming).")
@click.option("--seed", type=int, default=None, help="Seed for the bots' choices (replayable games).")
@click.option("--save", type=click.Path(dir_okay=False, path_type=Path),
              help="Keep the game (moves, players, winner, final position) in this JSON file, "
                   "rewritten after every move.")
@click.option("--resume", type=click.Path(dir_okay=False, path_type=Path),
              help="Go on with a game kept by --save (saved to the same file unless --save says otherwise).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the game record as JSON at the end (the running commentary goes to stderr).")
@gates_option
@no_cache_option
@click.pass_context
def play(ctx, first: str | None, second: str | None, seed: int | None, save: Path | None,
         resume: Path | None, as_json: bool, gates: str, no_cache: bool) -> None:
    """Play a game; the referee refuses every illegal number with its rule.

    Ctrl-C leaves the game; with --save FILE it goes on later with --resume FILE.
    """
    rules, moves, saved_players = COURSES[gates], [], (None, None)
    state = CroquetState.initial(rules)
    if resume is not None:
        rules, moves, saved_players, over = load_game(resume)
        if ctx.get_parameter_source("gates") == click.core.ParameterSource.COMMANDLINE \
                and COURSES[gates] != rules:
            raise UsageError(f"--gates {gates} is not the course of the saved game {str(resume)!r}")
        if over:
            raise UsageError(f"the game saved in {str(resume)!r} is over")
        state = replay_saved(rules, moves, resume)
        save = save or resume
    kinds = (first or saved_players[0] or "human", second or saved_players[1] or "perfect")
    rng = random.Random(seed)
    players = [make_player(k, rules, rng, no_cache, as_json) for k in kinds]
    finished = False

    def keep() -> None:
        if save:
            record = game_record(state, moves, finished) | {"players": list(kinds)}
            atomic_write_text(save, json.dumps(record, ensure_ascii=False, indent=2) + "\n")

    if moves:
        click.echo(f"Resuming after {numbers_text(len(moves))}.", err=as_json)
    try:
        while not state.is_terminal():
            number = players[state.to_move].choose(state)
            click.echo(announce(state, number), err=as_json)
            state = state.apply(number)
            moves.append(number)
            keep()
        finished = True
        click.echo(f"{player_name(state.winner)} wins.", err=as_json)
    except (click.Abort, EOFError, KeyboardInterrupt):
        again = f"; go on with: wordgames games croquet play --resume {save}" if save else " (not saved: use --save FILE)"
        click.echo(f"\nGame left after {numbers_text(len(moves))}{again}.", err=True)
    keep()
    if as_json:
        echo_json(game_record(state, moves, finished) | {"players": list(kinds)})


def numbers_text(count: int) -> str:
    """Return '1 number' or 'N numbers'."""
    return f"{count} number" + ("" if count == 1 else "s")


def replay_saved(rules: Rules, moves: list[int], path: Path) -> CroquetState:
    """Return the position a saved game reached, every number checked by the rules."""
    state = CroquetState.initial(rules)
    for i, number in enumerate(moves, 1):
        try:
            state = state.apply(number)
        except IllegalMoveError as e:
            raise InputFormatError(f"number {i} of the saved game: {e}", path=str(path)) from None
    return state


def replay(rules: Rules, numbers: tuple[int, ...], position: str | None) -> CroquetState:
    """Return the position reached by naming ``numbers`` (from ``position`` or the start)."""
    if position is not None:
        try:
            data = json.loads(Path(position).read_text(encoding="utf-8")
                              if Path(position).is_file() else position)
        except (ValueError, OSError) as e:
            raise InputFormatError(f"--position is neither a JSON position nor a file of one: {e}") from None
        state = CroquetState.from_dict(data.get("final", data) if isinstance(data, dict) else data)
    else:
        state = CroquetState.initial(rules)
    for i, number in enumerate(numbers, 1):
        try:
            state = state.apply(number)
        except IllegalMoveError as e:
            raise IllegalMoveError(f"move {i} of the line: {e.message}", rule=e.rule, move=number) from None
    return state


def value_words(value: Value, mover: int) -> str:
    """Return a value in words from the player to move."""
    who = player_name(mover)
    return f"{who} wins in {value} plies" if value > 0 else f"{who} loses in {-value} plies"


@croquet.command()
@click.argument("numbers", nargs=-1, type=int)
@click.option("--position", help="Start from this position (JSON, or a file saved by 'play --save').")
@click.option("--all", "show_all", is_flag=True, help="Value every legal number.")
@click.option("--line", is_flag=True, help="Show the best line of play to the end.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@gates_option
@no_cache_option
def solve(numbers: tuple[int, ...], position: str | None, show_all: bool, line: bool,
          as_json: bool, gates: str, no_cache: bool) -> None:
    """Value of a position with perfect play, and the best move.

    NUMBERS are the numbers named so far, in turn from the start (player 1
    first); without them, the start is solved.  A --position carries its own gates.
    """
    state = replay(COURSES[gates], numbers, position)
    if state.winner is not None:
        raise IllegalMoveError(f"the game is over: {player_name(state.winner)} has won", rule="1")
    table = solved_table(state.rules, no_cache)
    value = table.value(state)
    moves = table.move_values(state)
    best = table.best_moves(state)
    result = {"goal": state.rules.goal, "gates": list(state.rules.gates), "numbers": list(numbers),
              "to_move": state.to_move + 1, "at": state.me.number, "partner_at": state.partner.number,
              "value": value, "result": "win" if value > 0 else "loss", "plies": abs(value),
              "best": best, "positions": table.positions}
    if show_all:
        result["moves"] = [{"number": n, "value": v, "result": "win" if v > 0 else "loss",
                            "plies": abs(v)} for n, v in moves]
    if line:
        result["line"] = principal_line(table, state)
    if as_json:
        echo_json(result)
        return
    click.echo(situation(state))
    click.echo(f"With perfect play: {value_words(value, state.to_move)}.")
    click.echo("Best: " + ", ".join("pass (held)" if n == PASS else str(n) for n in best))
    if show_all:
        for n, v in moves:
            click.echo(f"  {n:>3}  {value_words(v, state.to_move)}")
    if line:
        click.echo("Line: " + " ".join(map(str, result["line"])))
