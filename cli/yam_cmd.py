"""``wordgames games yam``: score sheets, the optimal solitaire advisor, and play at the terminal."""

from __future__ import annotations

import functools
import random
import sys
from pathlib import Path

import click

from wordgames.errors import InputFormatError, UsageError, WordgamesError
from wordgames.games.engine import sample_chance
from wordgames.games.yam.advisor import KEEP, advise, expected_final
from wordgames.games.dice import parse_dice
from wordgames.games.yam.game import MAX_ROLLS, Keep, YamState, parse_action
from wordgames.games.yam.montecarlo import simulate, summary
from wordgames.games.yam.players import GreedyPlayer, make_bot
from wordgames.games.yam.session import Seat, load_game, parse_seats, save_game
from wordgames.games.yam.sheet import (BOXES, DOM_READINGS, FREE, YAMA_READINGS, Column, Rules,
                                       box_name, column_problems)
from wordgames.games.yam.sheetfile import check, format_table, read_sheet, sheet_to_dict
from wordgames.games.yam.solver import build_table, load_or_build, table_for
from wordgames_cli.common import echo_json
from wordgames_cli.dice_session import Quit, leave, session_options


def rules_options(command):
    """Add --dom and --yama (the readings of Дом and Яма); pass ``rules``."""

    @click.option("--dom", type=click.Choice(DOM_READINGS), default=DOM_READINGS[0], show_default=True,
                  help="What Дом needs: a full house (3+2) or any three of a kind.")
    @click.option("--yama", type=click.Choice(YAMA_READINGS), default=YAMA_READINGS[0], show_default=True,
                  help="What Яма needs: four equal dice or five.")
    @functools.wraps(command)
    def wrapper(*args, dom, yama, **kwargs):
        return command(*args, rules=Rules(dom=dom, yama=yama), **kwargs)

    return wrapper


cache_option = click.option("--cache-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                            help="Where the solver table is cached [default: $XDG_CACHE_HOME/wordgames].")


def progress_bar(label: str):
    """Return a progress callback that opens a bar on stderr the first time it is called."""
    state: dict = {}

    def callback(done: int, total: int) -> None:
        if "bar" not in state:
            state["bar"] = click.progressbar(length=total, label=label, file=sys.stderr)
            state["bar"].__enter__()
        state["bar"].update(done - state["bar"].pos)
        if done >= total:
            state["bar"].__exit__(None, None, None)

    return callback


@click.group()
def yam() -> None:
    """Yam (Яма): five dice, three rolls, eleven boxes.

    \b
    Examples:
      wordgames games yam sheet game.txt          check a score sheet, print the totals
      wordgames games yam solve                   expected score of optimal play
      wordgames games yam advise 23666 --rolls-left 2 --sheet game.txt --player Аня
      wordgames games yam play Аня bot:optimal    play against the optimal bot
    """


@yam.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print boxes, totals and problems as JSON.")
@rules_options
@click.pass_context
def sheet(ctx: click.Context, file: Path, as_json: bool, rules: Rules) -> None:
    """Check a filled or partial score sheet and print it with its totals.

    FILE is the table of the rule text (a line per box, a column per player;
    '.' for an empty box) or JSON.  Entries that cannot occur are reported one
    per line, and the command exits 2.
    """
    parsed = read_sheet(str(file))
    problems = check(parsed, rules)
    if as_json:
        echo_json(sheet_to_dict(parsed, rules, problems))
    else:
        click.echo(format_table([(p.name, [(c.kind, c.column) for c in p.columns]) for p in parsed.players]), nl=False)
        for p in parsed.players:
            if len(p.columns) > 1:
                click.echo(f"{p.name}: {p.total()} over {len(p.columns)} columns")
        for problem in problems:
            click.echo(f"Error: {problem}", err=True)
    ctx.exit(2 if problems else 0)


@yam.command()
@click.option("--json", "as_json", is_flag=True, help="Print expected, rules and timings as JSON.")
@click.option("--rebuild", is_flag=True, help="Recompute the table even if it is cached.")
@click.option("--boxes", default=None, metavar="BOX,BOX,...",
              help="Solve a smaller sheet: only these boxes (the others count as filled with 0; no cache).")
@click.option("--simulate", "games", type=click.IntRange(0), default=0,
              help="Also play this many games with the optimal policy and compare the mean.")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the simulated games.")
@cache_option
@rules_options
def solve(as_json: bool, rebuild: bool, boxes: str | None, games: int, seed: int,
          cache_dir: Path | None, rules: Rules) -> None:
    """Print the expected score of optimal solitaire play on one free column.

    The table of every position is computed once (about a minute) and cached.
    """
    if boxes:
        chosen = _parse_boxes(boxes)
        if ("-" in chosen) != ("+" in chosen):
            raise UsageError("--boxes: «−» and «+» go together (both or neither)")
        table = build_table(rules, chosen)
        start = Column.from_mapping({b: 0 for b in BOXES if b not in chosen})
        info = {"cache": None, "built": True}
    else:
        table, info = load_or_build(rules, cache_dir, rebuild, progress_bar("Building the Yam table"))
        start = Column.empty()
    data = {"expected": expected_final(table, start), "rules": rules.to_dict(),
            "boxes": list(table.boxes), "cache": info["cache"], "built": info["built"]}
    if games:
        data["simulation"] = summary(simulate(table, games, random.Random(seed), start), data["expected"])
        data["simulation"]["seed"] = seed
    if as_json:
        echo_json(data)
        return
    click.echo(f"Expected score of optimal play: {data['expected']:.4f}")
    click.echo(f"Rules: dom={rules.dom}, yama={rules.yama}; boxes: {' '.join(table.boxes)}")
    if info["cache"]:
        click.echo(f"Table: {info['cache']} ({'built now' if info['built'] else 'cached'})")
    if games:
        s = data["simulation"]
        verdict = "agrees" if s["agrees"] else "DISAGREES"
        click.echo(f"Simulated {s['games']} games: mean {s['mean']:.3f} ± {s['stderr']:.3f}; "
                   f"{s['z']:g}σ interval [{s['interval'][0]:.3f}, {s['interval'][1]:.3f}] {verdict}")


def _parse_boxes(text: str) -> tuple[str, ...]:
    """Return the boxes listed in ``text`` in sheet order; raise UsageError on an unknown one."""
    chosen = set()
    for part in text.split(","):
        try:
            chosen.add(box_name(part))
        except KeyError:
            raise UsageError(f"--boxes: unknown box {part.strip()!r}") from None
    return tuple(b for b in BOXES if b in chosen)


@yam.command("advise")
@click.argument("dice")
@click.option("--rolls-left", type=click.IntRange(0, 2), default=0, show_default=True,
              help="Rolls still allowed this turn (2 after the first roll, 0 after the third).")
@click.option("--sheet", "sheet_file", type=click.Path(dir_okay=False, path_type=Path),
              help="The sheet file with the player's column.")
@click.option("--player", help="Whose column in --sheet (default: the only player).")
@click.option("--set", "settings", multiple=True, metavar="BOX=VALUE",
              help="A filled box, instead of --sheet (repeat: --set Яма=58 --set 1=3).")
@click.option("--top", type=click.IntRange(1), default=5, show_default=True, help="How many choices to list.")
@click.option("--json", "as_json", is_flag=True, help="Print every choice as JSON.")
@cache_option
@rules_options
def advise_cmd(dice: str, rolls_left: int, sheet_file: Path | None, player: str | None,
               settings: tuple[str, ...], top: int, as_json: bool, cache_dir: Path | None, rules: Rules) -> None:
    """Say what to keep, or which box to fill, for DICE (e.g. 23666) on one free column."""
    try:
        throw = parse_dice(dice, 5)
    except ValueError as e:
        raise UsageError(f"DICE: {e}") from None
    column = _column_from_sheet(sheet_file, player, rules) if sheet_file else _column_from_settings(settings, rules)
    if column.is_full():
        raise UsageError("the column is full: there is nothing to advise")
    table = table_for(column, rules, cache_dir, progress_bar("Building the Yam table"))
    choices = advise(table, column, throw, rolls_left)
    if as_json:
        echo_json({"dice": list(throw), "rolls_left": rolls_left, "rules": rules.to_dict(),
                   "choices": [c.to_dict() for c in choices]})
        return
    best = choices[0]
    click.echo(f"Dice {' '.join(map(str, throw))}, {rolls_left} roll(s) left: {describe(best)}")
    for c in choices[:top]:
        click.echo(f"  {describe(c):<24} expected Счёт {c.expected:8.3f}")



def describe(choice) -> str:
    """Return a choice in words: 'keep 6 6 6', 'reroll all' or 'score Яма (58)'."""
    if choice.action == KEEP:
        return "keep " + " ".join(map(str, choice.target)) if choice.target else "reroll all"
    return f"score {choice.target} ({choice.points})"


def _column_from_sheet(path: Path, player: str | None, rules: Rules) -> Column:
    """Return the chosen player's single column from a sheet file, checked."""
    parsed = read_sheet(str(path))
    problems = check(parsed, rules)
    if problems:
        raise InputFormatError(str(problems[0]).split(": ", 1)[-1], path=problems[0].path,
                               line=problems[0].line, column=problems[0].column)
    names = [p.name for p in parsed.players]
    if player is None and len(names) > 1:
        raise UsageError(f"--player: say whose column ({', '.join(names)})")
    chosen = next((p for p in parsed.players if player in (None, p.name)), None)
    if chosen is None:
        raise UsageError(f"--player: no player {player!r} in {path} ({', '.join(names)})")
    if len(chosen.columns) != 1:
        raise UsageError(f"the advisor plays one free column; {chosen.name} has {len(chosen.columns)}")
    return chosen.columns[0].column


def _column_from_settings(settings: tuple[str, ...], rules: Rules) -> Column:
    """Return the column given by --set BOX=VALUE options, checked."""
    filled = {}
    for s in settings:
        box, _, value = s.partition("=")
        try:
            b = box_name(box)
        except KeyError:
            raise UsageError(f"--set {s!r}: unknown box {box!r}") from None
        if not value.strip().isdigit():
            raise UsageError(f"--set {s!r}: expected BOX=NUMBER")
        filled[b] = int(value)
    column = Column.from_mapping(filled)
    problems = column_problems(column, FREE, rules)
    if problems:
        raise UsageError(f"--set: {problems[0][1]}")
    return column


@yam.command()
@click.argument("players", nargs=-1)
@click.option("--columns", type=click.Choice(["1", "3", "4"]), default="1", show_default=True,
              help="1: one free column; 3: top-down, bottom-up, free; 4: plus a first-roll column.")
@session_options
@cache_option
@rules_options
def play(players: tuple[str, ...], columns: str, seed: int | None, save_path: Path | None,
         resume_path: Path | None, cache_dir: Path | None, rules: Rules) -> None:
    """Play Yam: PLAYERS are names of humans and bot:random, bot:greedy, bot:optimal.

    \b
    At your turn type:  k 666   keep these dice and roll the rest
                        r       roll all five again
                        Яма     fill a box (add a column number with several columns)
                        ?       ask the advisor      s   show the sheet
                        q       save (with --save) and leave
    """
    if resume_path:
        state, seats, rng = load_game(str(resume_path))
        save_path = save_path or resume_path
    else:
        seats = parse_seats(list(players))
        state = YamState.new(len(seats), int(columns), rules)
        rng = random.Random(seed)
    if any(s.bot == "optimal" for s in seats) and state.kinds != (FREE,):
        raise UsageError("bot:optimal plays the one-column game only (--columns 1)")
    tables: dict = {}

    def full_table():
        if "full" not in tables:
            tables["full"] = load_or_build(state.rules, cache_dir, progress=progress_bar("Building the Yam table"))[0]
        return tables["full"]

    def hint_table(column: Column):
        return table_for(column, state.rules, cache_dir, progress_bar("Building the Yam table"))

    actors = [make_bot(s.bot, rng, full_table) if s.bot else Human(s.name, hint_table) for s in seats]
    state, finished = run_game(state, seats, actors, rng, save_path)
    if not finished:
        leave(state, seats, rng, save_path)
        return
    click.echo(format_sheets(state, seats), nl=False)
    totals = state.totals()
    if len(state.kinds) > 1:
        click.echo("Totals: " + ", ".join(f"{s.name} {t}" for s, t in zip(seats, totals)))
    best = max(totals)
    winners = [s.name for s, t in zip(seats, totals) if t == best]
    click.echo(("Winner: " if len(winners) == 1 else "Tie: ") + ", ".join(winners) + f" with {best}")


def run_game(state: YamState, seats: list[Seat], actors, rng: random.Random,
             save_path: Path | None) -> tuple[YamState, bool]:
    """Play to the end (or until a human leaves), printing each roll and move; save after every turn when asked.

    Returns the last state and whether the game finished.
    """
    while not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(sample_chance(state, rng))
            click.echo(f"{seats[state.player].name}, roll {state.roll}: {' '.join(map(str, state.dice))}")
            continue
        who = seats[state.player]
        try:
            action = actors[state.player].choose(state)
        except Quit:
            return state, False
        before = state
        state = state.apply(action)
        if isinstance(action, Keep):
            if who.bot:
                click.echo(f"  {who.name} keeps {' '.join(map(str, action.dice)) or 'nothing'}")
        else:
            value = state.sheets[before.player][action.column][action.box]
            where = f" (column {action.column + 1})" if len(state.kinds) > 1 else ""
            click.echo(f"  {who.name} writes {value} in {action.box}{where}; Счёт {state.totals()[before.player]}")
            if save_path:
                save_game(str(save_path), state, seats, rng)
    return state, True


def format_sheets(state: YamState, seats: list[Seat]) -> str:
    """Return every player's sheet drawn as in the text."""
    return format_table([(s.name, list(zip(state.kinds, sheet))) for s, sheet in zip(seats, state.sheets)])


class Human:
    """A player at the terminal: shows the dice, reads a move, re-asks on bad input."""

    def __init__(self, name: str, table_for_column):
        self.name = name
        self.table_for_column = table_for_column

    def choose(self, state: YamState):
        while True:
            try:
                text = click.prompt(f"{self.name}> ", prompt_suffix="", default="", show_default=False)
            except click.Abort:
                raise Quit() from None
            cmd = text.strip().lower()
            if cmd in ("q", "quit", "exit"):
                raise Quit()
            if cmd in ("s", "sheet"):
                seat_names = [f"player {i + 1}" for i in range(len(state.sheets))]
                seat_names[state.player] = self.name
                click.echo(format_table([(n, list(zip(state.kinds, sh))) for n, sh in zip(seat_names, state.sheets)]),
                           nl=False)
                continue
            if cmd in ("?", "h", "hint"):
                click.echo(self.hint(state))
                continue
            try:
                return parse_action(text, state)
            except WordgamesError as e:
                click.echo(f"  {e} — try again ('?' for a hint)")

    def hint(self, state: YamState) -> str:
        """Return the advisor's top choices (one column) or the greedy bot's move (other variants)."""
        if state.kinds == (FREE,):
            column = state.sheets[state.player][0]
            table = self.table_for_column(column)
            choices = advise(table, column, state.dice, MAX_ROLLS - state.roll)[:3]
            return "\n".join(f"  {describe(c):<24} expected Счёт {c.expected:.2f}" for c in choices)
        action = GreedyPlayer().choose(state)
        if isinstance(action, Keep):
            return "  greedy would keep " + (" ".join(map(str, action.dice)) or "nothing")
        return f"  greedy would fill {action.box} in column {action.column + 1}"
