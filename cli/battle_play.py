"""``wordgames battle play|tournament|lines``: play «Словесный бой», run a championship, play the Lines cross.

These commands are registered on the ``battle`` group by :mod:`wordgames_cli.battle_cmd`.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import click

from wordgames.lines.rules import LinesRules, LinesState, play_lines
from wordgames.battle.engine import FileLetters, RandomLetters, load_letters, play_game
from wordgames.battle.game import COMPUTER, Call, Rules, default_moves, is_over, phase, seat_name
from wordgames.battle.letters import DEFAULT_WEIGHTS, WEIGHTS
from wordgames.lines.bots import LINES_BOTS, make_lines_player
from wordgames.battle.notation import cell_label
from wordgames.battle.bots.simple import BOTS, PROGRAM_PREFIX, make_player
from wordgames.battle.record import GameRecord
from wordgames.battle.score import directions_for, score_game
from wordgames.battle.tournament import MODES, parse_entrants, program_name, run_tournament
from wordgames.errors import UsageError
from wordgames_cli.battle_human import TerminalLinesPlayer, TerminalPlayer, grid_lines
from wordgames_cli.common import echo_json, lexicon_options, use_colour, warn

PEOPLE = ("you", "human")
GAME_OPTIONS = ("players", "moves", "letters_file", "caller", "seed", "size", "directions",
                "strike_duplicates", "kind")


def seat_kinds(spec: str) -> list[tuple[str, str]]:
    """Return (kind, name) per seat from ``--players``: people are ``you``, bots by kind, names made unique."""
    kinds = [k.strip() for k in spec.split(",") if k.strip()]
    if not kinds:
        raise UsageError("--players needs at least one player")
    out, seen = [], {}
    for kind in kinds:
        if kind not in PEOPLE and kind not in BOTS and not kind.startswith(PROGRAM_PREFIX):
            raise UsageError(f"--players: unknown player {kind!r} "
                             f"(use you, {', '.join(BOTS)} or cmd:PROGRAM)")
        base = ("you" if kind in PEOPLE else program_name(kind[len(PROGRAM_PREFIX):])
                if kind.startswith(PROGRAM_PREFIX) else kind)
        seen[base] = seen.get(base, 0) + 1
        out.append(("human" if kind in PEOPLE else kind, base if seen[base] == 1 else f"{base}{seen[base]}"))
    return out


def build_players(seats, words, seed: int, turn: int, time_limit: float, weights: str):
    """Return the player objects; bots get generators seeded by the game's seed, seat and turn."""
    players = []
    for k, (kind, name) in enumerate(seats):
        if kind == "human":
            players.append(TerminalPlayer(name, words))
        else:
            rng = random.Random(seed * 1009 + k * 101 + turn)
            options = {"time_limit": time_limit} if kind.startswith(PROGRAM_PREFIX) else {}
            players.append(make_player(kind, words, rng, name, weights=weights, **options))
    return players


def new_game(players_spec, moves, letters_file, caller, seed, size, directions, strike, kind, lexicon):
    """Return (record, source) of a new game from the options."""
    seats = seat_kinds(players_spec)
    if letters_file is not None and caller == "players":
        raise UsageError("--letters gives every call, so the players cannot call: drop --caller players")
    computer = caller == "computer" or (caller is None and (len(seats) == 1 or letters_file is not None))
    cells = size * size
    rules = Rules(players=len(seats), height=size, width=size,
                  moves=moves if moves is not None else default_moves(cells, len(seats)),
                  computer_calls=computer, directions=directions_for(int(directions)), strike=strike)
    if seed is None:
        seed = random.SystemRandom().randrange(10**9)
    source = None
    if computer and letters_file is not None:
        letters = load_letters(letters_file)
        if len(letters) < rules.moves:
            raise UsageError(f"{letters_file} holds {len(letters)} letters; the game needs {rules.moves} "
                             f"(give --moves {len(letters)} or fewer, in whole rounds)")
        source = FileLetters(letters, str(letters_file))
    elif computer:
        source = RandomLetters(seed, kind, lexicon)
    record = GameRecord(rules, [name for _, name in seats], [k for k, _ in seats], [], seed,
                        source.describe() if source else None)
    return record, source


def show_turns(players, has_human: bool):
    """Return a watcher printing each call (and, when no one types, nothing else)."""
    def watch(before, seat, move, after):
        if isinstance(move, Call):
            who = "the computer" if seat == COMPUTER else seat_name(after, seat)
            text = f"turn {after.turn}/{after.rules.moves}: {who} called {move.letter.upper()}"
            click.echo(("\n" if has_human else "") + text)
    return watch


def points(n: int) -> str:
    """Return ``1 point`` or ``N points``."""
    return f"{n} point{'' if n == 1 else 's'}"


def print_result(words, state, scores, record: GameRecord, faults) -> None:
    """Print every square with its counted words marked, the totals and the winner."""
    from wordgames_cli.battle_cmd import echo_marked_square  # the group module registers these commands
    colour = use_colour()
    for k, s in enumerate(scores):
        click.echo()
        name, kind = seat_name(state, k), record.kinds[k]
        click.echo(f"{name}{'' if kind in (name, 'human') else f' ({kind})'}: {points(s.total)}")
        echo_marked_square(s, words, colour)
    if len(scores) > 1:
        top = max(s.total for s in scores)
        winners = [seat_name(state, k) for k, s in enumerate(scores) if s.total == top]
        click.echo(f"\n{' and '.join(winners)} {'win' if len(winners) > 1 else 'wins'} with {points(top)}")
    for fault in faults:
        warn(fault.describe(seat_name(state, fault.seat)))


@click.command()
@click.option("--players", default="you", show_default=True, metavar="WHO,WHO,...",
              help=f"Who plays, in seat order: you (at this terminal), {', '.join(BOTS)}, cmd:PROGRAM.")
@click.option("--moves", type=int, default=None,
              help="Turns agreed before the game: whole rounds, at most one per cell (default: the most).")
@click.option("--letters", "letters_file", type=click.Path(dir_okay=False, path_type=Path),
              help="Take the called letters from this file, in order (task 4b).")
@click.option("--caller", type=click.Choice(["players", "computer"]), default=None,
              help="Who calls: the players in turn, or the computer "
                   "(default: the computer for one player or with --letters).")
@click.option("--seed", type=int, default=None, help="Seed for the letters and the bots (replayable).")
@click.option("--size", type=click.IntRange(2, 12), default=6, show_default=True, help="Side of the square.")
@click.option("--directions", type=click.Choice(["2", "8"]), default="2", show_default=True,
              help="8: words also read backwards and diagonally (variation 3).")
@click.option("--strike-duplicates", is_flag=True, help="Words counted by several players score for none.")
@click.option("--allow-proper", is_flag=True, help="Proper nouns count too.")
@click.option("--weights", "kind", type=click.Choice(list(WEIGHTS)), default=DEFAULT_WEIGHTS,
              show_default=True, help="Letter frequencies of the computer's calls.")
@click.option("--time-limit", type=click.FloatRange(0.01, 600), default=1.0, show_default=True,
              help="Seconds an external program has for each answer.")
@click.option("--save", type=click.Path(dir_okay=False, path_type=Path),
              help="Keep the game in this JSON file, rewritten after every move.")
@click.option("--resume", type=click.Path(dir_okay=False, path_type=Path),
              help="Go on with the game saved in this file.")
@click.option("--json", "as_json", is_flag=True, help="Print the game record and scores as JSON at the end.")
@lexicon_options
@click.pass_context
def play(ctx, players, moves, letters_file, caller, seed, size, directions, strike_duplicates,
         allow_proper, kind, time_limit, save, resume, as_json, lexicon) -> None:
    """Play «Словесный бой»: you and/or bots, letters called in turn, by the computer, or from a file.

    \b
    Cells are typed like b3 (column b, row 3) or 2 3 (row 2, column 3);
    Ctrl-C leaves the game, kept in --save FILE for --resume FILE.
    """
    from wordgames_cli.battle_cmd import scoring_words  # the group module registers these commands
    words = scoring_words(lexicon, allow_proper)
    if resume is not None:
        given = [name for name in GAME_OPTIONS
                 if ctx.get_parameter_source(name) == click.core.ParameterSource.COMMANDLINE]
        if given:
            warn(f"--resume plays the saved game's settings; ignoring {', '.join('--' + g.replace('_', '-') for g in given)}")
        record = GameRecord.load(resume)
        source = record.letter_source(lexicon)
        save = save or resume
    else:
        record, source = new_game(players, moves, letters_file, caller, seed, size, directions,
                                  strike_duplicates, kind, lexicon)
    state = record.state()
    if is_over(state):
        scores = score_game(words, state.squares, state.rules.directions, strike=state.rules.strike)
        print_result(words, state, scores, record, [])
        return
    seats = list(zip(record.kinds, record.names))
    bots = build_players(seats, words, record.seed or 0, state.turn, time_limit, kind)
    if resume is None and seed is None and not as_json:
        click.echo(f"seed: {record.seed}", err=True)
    has_human = "human" in record.kinds
    latest = {"state": state}
    shown = show_turns(bots, has_human)

    def watch(before, seat, move, after):
        latest["state"] = after
        if not as_json:
            shown(before, seat, move, after)
        if save is not None and phase(after) != "place":
            keep(after)

    def keep(now, scores=None):
        GameRecord.of(now, record.kinds, record.seed, record.source, scores).save(save)

    if not as_json and state.turn:
        click.echo(f"resuming at turn {state.turn} of {state.rules.moves}")
    try:
        result = play_game(words, state.rules, bots, source, state=state, watch=watch)
    except (click.Abort, KeyboardInterrupt, EOFError):
        now = latest["state"]
        if save is not None:
            keep(now)
            click.echo(f"\nGame left at turn {now.turn}; go on with: wordgames battle play --resume {save}",
                       err=True)
        else:
            click.echo(f"\nGame left at turn {now.turn} (not saved: use --save FILE).", err=True)
        ctx.exit(130)
    if save is not None:
        keep(result.state, result.totals)
    final = GameRecord.of(result.state, record.kinds, record.seed, record.source, result.totals)
    if as_json:
        data = final.to_dict()
        data["faults"] = [f.describe(seat_name(result.state, f.seat)) for f in result.faults]
        data["squares"] = [list(sq.rows) for sq in result.state.squares]
        echo_json(data)
        return
    print_result(words, result.state, result.scores, final, result.faults)


# -- tournament ------------------------------------------------------------------------


def standings_table(result) -> list[str]:
    """Return the championship table, one line per player."""
    rows = [("player", "games", "mean", "sd", "95% interval", "best (game)", "win rate", "ms/move", "faults")]
    for s in sorted(result.standings, key=lambda s: -s.mean):
        low, high = s.ci95
        rows.append((s.name, str(s.games), f"{s.mean:.2f}", f"{s.sd:.2f}", f"{low:.2f}–{high:.2f}",
                     f"{s.best} (#{s.best_game + 1})", f"{s.win_rate:.1%}", f"{s.ms_per_move:.1f}",
                     str(s.faults)))
    widths = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    return ["  ".join(cell.ljust(w) if k == 0 else cell.rjust(w) for k, (cell, w) in enumerate(zip(r, widths)))
            for r in rows]


@click.command()
@click.option("--players", default="random,greedy,expert", show_default=True, metavar="WHO,WHO,...",
              help=f"The entrants: {', '.join(BOTS)}, cmd:PROGRAM (a kind may enter twice).")
@click.option("--games", type=click.IntRange(1, 1_000_000), default=200, show_default=True)
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the whole tournament.")
@click.option("--mode", type=click.Choice(MODES), default="solo", show_default=True,
              help="solo: each player alone on the same letters; multi: all at one table, calling in turn.")
@click.option("--jobs", type=click.IntRange(1, 256), default=1, show_default=True,
              help="Games played at once, in separate processes (same results).")
@click.option("--moves", type=int, default=None, help="Turns per game (default: the most whole rounds).")
@click.option("--size", type=click.IntRange(2, 12), default=6, show_default=True)
@click.option("--directions", type=click.Choice(["2", "8"]), default="2", show_default=True)
@click.option("--strike-duplicates", is_flag=True, help="multi mode: shared words score for none.")
@click.option("--weights", "kind", type=click.Choice(list(WEIGHTS)), default=DEFAULT_WEIGHTS, show_default=True)
@click.option("--time-limit", type=click.FloatRange(0.01, 600), default=1.0, show_default=True,
              help="Seconds an external program has for each answer.")
@click.option("--progress/--no-progress", default=True, show_default=True, help="Show a progress bar on stderr.")
@click.option("--json", "as_json", is_flag=True, help="Print the standings as JSON.")
@lexicon_options
def tournament(players, games, seed, mode, jobs, moves, size, directions, strike_duplicates, kind,
               time_limit, progress, as_json, lexicon) -> None:
    """Play a seeded championship and print mean, spread, 95% interval, best game and win rate."""
    entrants = parse_entrants(players)
    options = dict(directions=directions_for(int(directions)), strike=strike_duplicates, weights=kind,
                   time_limit=time_limit)
    if progress:
        with click.progressbar(length=games, label=f"{games} {mode} games", file=sys.stderr,
                               show_pos=True) as bar:
            result = run_tournament(lexicon, entrants, games, seed, mode, jobs, lambda o: bar.update(1),
                                    moves=moves, size=size, **options)
    else:
        result = run_tournament(lexicon, entrants, games, seed, mode, jobs, moves=moves, size=size, **options)
    for o in result.outcomes:
        for _, line in o.faults:
            warn(f"game {o.index + 1}: {line}")
    if as_json:
        echo_json(result.to_dict())
        return
    rules = result.setup.rules()
    click.echo(f"{mode} mode, {len(result.outcomes)} games, seed {seed}: {rules.moves} turns on a "
               f"{rules.height}×{rules.width} square, {len(rules.directions)} directions")
    click.echo("\n".join(standings_table(result)))


# -- the Color Lines cross ------------------------------------------------------------


@click.command()
@click.option("--player", type=click.Choice(("you",) + LINES_BOTS), default="you", show_default=True)
@click.option("--size", type=click.IntRange(3, 12), default=6, show_default=True, help="Side of the board.")
@click.option("--spawn", type=click.Choice(["2", "3"]), default="3", show_default=True,
              help="Letters appearing at a time.")
@click.option("--start", type=click.IntRange(0, 100), default=5, show_default=True,
              help="Letters on the board at the start.")
@click.option("--min-length", type=click.IntRange(2, 12), default=3, show_default=True,
              help="Shortest word that scores and vanishes.")
@click.option("--max-turns", type=click.IntRange(1, 1_000_000), default=None,
              help="Stop after this many turns (default: bots 1000, you never).")
@click.option("--seed", type=int, default=None, help="Seed for the letters and where they appear.")
@click.option("--weights", "kind", type=click.Choice(list(WEIGHTS)), default=DEFAULT_WEIGHTS, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@lexicon_options
@click.pass_context
def lines(ctx, player, size, spawn, start, min_length, max_turns, seed, kind, as_json, lexicon) -> None:
    """Play the Color Lines cross: move one letter a turn; words vanish and score; full board ends it."""
    if max_turns is None and player != "you":
        max_turns = 1000
    rules = LinesRules(size=size, spawn=int(spawn), start=start, min_length=min_length, max_turns=max_turns)
    if seed is None:
        seed = random.SystemRandom().randrange(10**9)
        if not as_json:
            click.echo(f"seed: {seed}", err=True)
    human = player == "you"
    bot = TerminalLinesPlayer() if human else make_lines_player(player, lexicon, random.Random(seed + 1),
                                                                  min_length)
    latest: dict[str, LinesState | None] = {"state": None}

    def draw(state: LinesState) -> None:
        click.echo()
        click.echo("\n".join(grid_lines(state.rows)))
        click.echo(f"  next: {' '.join(ch.upper() for ch in state.next_letters)}    "
                   f"score {state.score}, turn {state.turn + 1}")

    class Shown:
        def move(self, state):
            latest["state"] = state
            if human:
                draw(state)
            return bot.move(state)

    def watch(before, move, after, words):
        latest["state"] = after
        if as_json or (not human and not words):
            return
        what = "pass" if move is None else f"{cell_label(move.src)}→{cell_label(move.dst)}"
        made = f": {', '.join(words)} (+{after.score - before.score})" if words else ""
        click.echo(f"turn {after.turn}: {what}{made}; score {after.score}")

    try:
        final = play_lines(lexicon, rules, Shown(), seed, kind, watch=watch)
    except (click.Abort, KeyboardInterrupt, EOFError):
        now = latest["state"]
        click.echo(f"\nGame left with {now.score if now else 0} points.", err=True)
        ctx.exit(130)
    if as_json:
        echo_json({"player": player, "seed": seed, "size": size, "spawn": int(spawn),
                   "min_length": min_length, "score": final.score, "turns": final.turn,
                   "words": list(final.words), "full": final.is_full(), "board": list(final.rows)})
        return
    click.echo("\n".join(grid_lines(final.rows)))
    end = "the board is full" if final.is_full() else f"the turn limit ({max_turns}) is reached"
    click.echo(f"Game over after {final.turn} turns, {end}: {final.score} points, "
               f"{len(final.words)} words")
    if final.words:
        click.echo("words: " + " ".join(final.words))
