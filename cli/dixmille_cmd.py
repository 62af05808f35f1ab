"""``wordgames games dixmille``: play, the expected-value advisor, and bot tournaments."""

from __future__ import annotations

import functools
import random
import sys
from dataclasses import replace
from pathlib import Path

import click

from wordgames.errors import InputFormatError, UsageError
from wordgames.games.dixmille.game import AFTER_BONUS, BONUS, CHOOSE, DixMilleState, Move
from wordgames.games.dixmille.players import BOTS, make_bot
from wordgames.games.dixmille.scoring import NUM_DICE, ScoringTable, Selection, is_bust, parse_table, selections
from wordgames.games.dixmille.strategy import advise, build_turn_table, throw_or_bank
from wordgames.games.dixmille.tournament import tournament as run_tournament
from wordgames.games.engine import sample_chance
from wordgames.games.dice import parse_dice
from wordgames.games.yam.session import Seat, load_game, parse_seats, save_game
from wordgames_cli.common import echo_json
from wordgames_cli.dice_session import Quit, leave, session_options


def table_options(command):
    """Add --table and --target; pass ``table`` (a ScoringTable)."""

    @click.option("--table", "table_spec", default="text", show_default=True, metavar="text|plain|FILE.json",
                  help="The scoring table: the text's, a plain one (1s, 5s, triples), or a JSON file of fields.")
    @click.option("--target", type=click.IntRange(1), default=None, help="Points to reach [default: 10000].")
    @functools.wraps(command)
    def wrapper(*args, table_spec, target, **kwargs):
        table = parse_table(table_spec)
        if target is not None:
            table = replace(table, target=target)
        return command(*args, table=table, **kwargs)

    return wrapper


@click.group()
def dixmille() -> None:
    """Dix Mille (Десяточка): six dice, set aside what scores, bank before you bust.

    \b
    Examples:
      wordgames games dixmille play Аня bot:optimal
      wordgames games dixmille advise 115346 --points 300
      wordgames games dixmille advise --points 800 --dice-left 2
      wordgames games dixmille tournament optimal cautious random --games 500
    """


@dixmille.command("advise")
@click.argument("dice", required=False)
@click.option("--points", type=click.IntRange(0), default=0, show_default=True, help="The turn's points so far.")
@click.option("--dice-left", type=click.IntRange(1, NUM_DICE), default=None,
              help="Without DICE: how many dice the next throw would use.")
@click.option("--bonuses", type=click.IntRange(0), default=0, show_default=True,
              help="Single-die bonuses already won this turn.")
@click.option("--json", "as_json", is_flag=True, help="Print the moves and values as JSON.")
@table_options
def advise_cmd(dice: str | None, points: int, dice_left: int | None, bonuses: int, as_json: bool,
               table: ScoringTable) -> None:
    """Say what to set aside from DICE (the throw just made) and whether to bank; or, without DICE,
    whether to throw --dice-left dice or bank --points."""
    turn_table = build_turn_table(table)
    if points % turn_table.unit:
        raise UsageError(f"--points: turn points come in steps of {turn_table.unit}")
    if dice is None:
        if dice_left is None:
            raise UsageError("give DICE (the throw) or --dice-left (before a throw)")
        decision = throw_or_bank(turn_table, points, dice_left, bonuses)
        if as_json:
            echo_json(decision)
            return
        verb = "the double throw of the last die" if dice_left == 1 else f"throw {dice_left} dice"
        click.echo(f"{'Throw' if decision['best'] == 'throw' else 'Bank'}: {verb} is worth "
                   f"{decision['throw']:.1f} on average; banking is worth {points}.")
        return
    try:
        throw = parse_dice(dice)
    except ValueError as e:
        raise UsageError(f"DICE: {e}") from None
    if not 2 <= len(throw) <= NUM_DICE:
        raise UsageError("DICE: a throw to choose from has 2 to 6 dice (one die is the bonus throw)")
    if is_bust(throw, table):
        if as_json:
            echo_json({"dice": list(throw), "bust": True, "moves": []})
        else:
            click.echo(f"{' '.join(map(str, throw))}: the throw loses the turn's points.")
        return
    state = DixMilleState((0,), table, phase=CHOOSE, points=points, dice=len(throw), bonuses=bonuses, throw=throw)
    ranked = advise(turn_table, state)
    if as_json:
        echo_json({"dice": list(throw), "points": points, "bonuses": bonuses, "bust": False,
                   "moves": [a.to_dict() for a in ranked]})
        return
    click.echo(f"{' '.join(map(str, throw))} with {points} points: best is {describe(ranked[0].move, table)}")
    for a in ranked[:8]:
        click.echo(f"  {describe(a.move, table):<40} expected {a.expected:9.1f}")


def describe(move: Move, table: ScoringTable) -> str:
    """Return a move in words: 'set aside 1+1 (200), throw on' or 'bank'."""
    what = f"set aside {move.selection} ({move.selection.points(table)}), " if move.selection.combos else ""
    return what + ("bank" if move.bank else "throw on")


@dixmille.command("tournament")
@click.argument("bots", nargs=-1, required=True)
@click.option("--games", type=click.IntRange(1), default=200, show_default=True)
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the standings as JSON.")
@table_options
def tournament_cmd(bots: tuple[str, ...], games: int, seed: int, as_json: bool, table: ScoringTable) -> None:
    """Let BOTS (random, cautious, optimal; repeat a kind to seat it twice) play many games."""
    rng = random.Random(seed)
    turn_table = {}
    players, names = {}, []
    for kind in bots:
        if kind not in BOTS:
            raise UsageError(f"unknown bot {kind!r}; choose from {', '.join(BOTS)}")
        name = kind if kind not in names else f"{kind}{names.count(kind) + 1}"
        names.append(kind)
        players[name] = make_bot(kind, rng, lambda: turn_table.setdefault("t", build_turn_table(table)))
    with click.progressbar(length=games, label="Playing", file=sys.stderr) as bar:
        result = run_tournament(players, games, rng, table, progress=lambda done: bar.update(done - bar.pos))
    if as_json:
        echo_json({"seed": seed, "table": table.to_dict(), **result.to_dict()})
        return
    click.echo(f"{games} games, {result.mean_rounds():.1f} rounds on average (seed {seed})")
    click.echo(f"{'bot':<12}{'wins':>8}{'win %':>8}{'mean score':>12}{'per turn':>10}")
    for s in sorted(result.standings, key=lambda s: -s.wins):
        click.echo(f"{s.name:<12}{s.wins:>8g}{100 * s.wins / s.games:>8.1f}{s.mean_score():>12.1f}"
                   f"{s.points_per_turn():>10.1f}")


@dixmille.command("play")
@click.argument("players", nargs=-1)
@session_options
@table_options
def play(players: tuple[str, ...], seed: int | None, save_path: Path | None, resume_path: Path | None,
         table: ScoringTable) -> None:
    """Play Dix Mille: PLAYERS are names of humans and bot:random, bot:cautious, bot:optimal.

    \b
    After a throw, type the number of a listed choice to set it aside and throw on,
    or the number and b to set it aside and bank (3 b).  After a bonus: b or t.
    ? asks the advisor; q saves (with --save) and leaves.
    """
    if resume_path:
        state, seats, rng = load_game(str(resume_path), DixMilleState, "dixmille", "Dix Mille")
        save_path = save_path or resume_path
    else:
        seats = parse_seats(list(players), BOTS)
        state = DixMilleState.new(len(seats), table)
        rng = random.Random(seed)
    cache: dict = {}

    def turn_table():
        return cache.setdefault("t", build_turn_table(state.table))

    actors = [make_bot(s.bot, rng, turn_table) if s.bot else Human(s.name, turn_table) for s in seats]
    state, finished = run_game(state, seats, actors, rng, save_path)
    if not finished:
        leave(state, seats, rng, save_path)
        return
    click.echo("Final scores: " + ", ".join(f"{s.name} {p}" for s, p in zip(seats, state.scores)))
    winners = [seats[i].name for i in state.winners()]
    click.echo(("Winner: " if len(winners) == 1 else "Tie: ") + ", ".join(winners))


def run_game(state: DixMilleState, seats: list[Seat], actors, rng: random.Random,
             save_path: Path | None) -> tuple[DixMilleState, bool]:
    """Play to the end or until a human leaves, narrating every throw; return (state, finished)."""
    while not state.is_terminal():
        name = seats[state.player].name
        if state.is_chance_node():
            before = state
            state = state.apply(sample_chance(state, rng))
            narrate_throw(before, state, name)
            if state.player != before.player and save_path:
                save_game(str(save_path), state, seats, rng)
            continue
        try:
            move = actors[state.player].choose(state)
        except Quit:
            return state, False
        before = state
        state = state.apply(move)
        if seats[before.player].bot or move.bank:
            click.echo(f"  {name}: {describe(move, before.table)}")
        if move.bank:
            click.echo(f"  {name} banks {before.points + move.selection.points(before.table)}: "
                       f"score {state.scores[before.player]}")
            if save_path:
                save_game(str(save_path), state, seats, rng)
    return state, True


def narrate_throw(before: DixMilleState, after: DixMilleState, name: str) -> None:
    """Print what a throw showed and what it did."""
    dice = " ".join(map(str, after.throw))
    if before.phase == BONUS:
        if after.phase == AFTER_BONUS:
            click.echo(f"{name}, last die: {dice} — bonus! Turn points {after.points}, six dice again.")
        elif after.player == before.player:
            click.echo(f"{name}, last die: {dice} — missed, one more try.")
        else:
            click.echo(f"{name}, last die: {dice} — missed twice: the turn's {before.points} points are lost.")
        return
    if after.player != before.player or after.is_terminal():
        click.echo(f"{name}, throw of {before.dice}: {dice} — nothing scores: the turn's {before.points} points are lost.")
    else:
        click.echo(f"{name} (score {after.scores[after.player]}, turn {after.points}), throw of {before.dice}: {dice}")


class Human:
    """A player at the terminal: numbered choices, re-asks on bad input."""

    def __init__(self, name: str, turn_table):
        self.name = name
        self.turn_table = turn_table

    def choose(self, state: DixMilleState) -> Move:
        options = [] if state.phase == AFTER_BONUS else sorted(
            selections(state.throw, state.table), key=lambda s: (-s.points(state.table), len(s.dice())))
        for i, s in enumerate(options, 1):
            forced = " (must throw six again)" if s.forced(state.table) else ""
            click.echo(f"  {i}) {s}  {s.points(state.table)}{forced}")
        if state.phase == AFTER_BONUS:
            click.echo("  b) bank   t) throw six")
        while True:
            try:
                text = click.prompt(f"{self.name}> ", prompt_suffix="", default="", show_default=False)
            except click.Abort:
                raise Quit() from None
            words = text.lower().split()
            if words in (["q"], ["quit"]):
                raise Quit()
            if words == ["?"]:
                for a in advise(self.turn_table(), state)[:4]:
                    click.echo(f"  {describe(a.move, state.table):<40} expected {a.expected:9.1f}")
                continue
            try:
                move = read_move(words, options, state)
            except (InputFormatError, UsageError) as e:
                click.echo(f"  {e} — try again ('?' for advice)")
                continue
            error = state.why_illegal(move)
            if error is None:
                return move
            click.echo(f"  {error} — try again")


def read_move(words: list[str], options: list[Selection], state: DixMilleState) -> Move:
    """Return the move typed as '<choice> [b|t]' (or 'b'/'t' after a bonus)."""
    if state.phase == AFTER_BONUS:
        if words in (["b"], ["t"]):
            return Move(Selection(()), words == ["b"])
        raise InputFormatError("type b to bank or t to throw six")
    if not words or not words[0].isdigit() or not 1 <= int(words[0]) <= len(options) or len(words) > 2 \
            or words[1:] not in ([], ["b"], ["t"]):
        raise InputFormatError(f"type a choice 1-{len(options)}, then b to bank (e.g. '1 b')")
    return Move(options[int(words[0]) - 1], words[1:] == ["b"])
