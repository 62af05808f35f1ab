"""Every game's ``play`` and ``review`` commands and the options all its table commands share, made from its
registry entry (``tournament``: :mod:`wordgames_cli.tournament_cmd`).

The options come from :mod:`wordgames.registry` (plain data), so building
these commands and printing their help imports no game code; the commands
parse, call :mod:`wordgames.table`, and print.  A game's group builds each of
them only when it is used (:func:`add_table_commands`), so the game's other
commands, and the group's help, do not import the registry.
"""

from __future__ import annotations

import functools
import importlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from wordgames.i18n import _
from wordgames_cli.common import echo_json, lexicon_options, painter, warn
from wordgames_cli.help import help_text
from wordgames_cli.main import WordgamesCommand, shown_error

if TYPE_CHECKING:
    from wordgames.descriptor import GameDescriptor, Option

LEFT_CODE = 130


# -- options from the registry ------------------------------------------------------------------


def param_name(option: Option) -> str:
    """Return the Python name an option's value is passed under (kept apart from the command's own)."""
    return f"rule__{option.name}"


def click_option(option: Option):
    """Return the click decorator of one registry option."""
    flag = "--" + option.name.replace("_", "-")
    extra: dict[str, Any] = {"help": option.help, "default": None}
    if option.kind == "flag":
        return click.option(flag, param_name(option), is_flag=True, default=None, help=option.help)
    if option.kind == "int":
        extra["type"] = click.IntRange(option.low, option.high)
    elif option.kind == "float":
        extra["type"] = click.FloatRange(option.low, option.high)
    elif option.kind == "choice":
        extra["type"] = click.Choice([str(c) for c in option.choices])
    elif option.kind == "file":
        extra["type"] = click.Path(dir_okay=False, allow_dash=True)
    if option.default is not None and option.kind != "flag":
        shown = (",".join(map(str, option.default)) if isinstance(option.default, (list, tuple))
                 else option.default)
        extra["help"] = help_text("{help} [default: {shown}]", tr={"help": option.help}, shown=str(shown))
    if option.metavar:
        extra["metavar"] = option.metavar
    return click.option(flag, param_name(option), **extra)


def option_values(entry: GameDescriptor, kwargs: dict, scope: str) -> dict[str, Any]:
    """Return the options of ``scope`` given on the command line, in their JSON form (files read)."""
    values = {}
    for option in entry.options:
        if option.scope != scope:
            continue
        value = kwargs.pop(param_name(option), None)
        if value is None:
            continue
        if option.kind == "choice":
            value = next(c for c in option.choices if str(c) == value)
        if option.reader is not None and (option.kind == "file" or value not in option.choices):
            module, attr = option.reader.split(":")
            value = getattr(importlib.import_module(module), attr)(value)
        values[option.name] = value
    return values


def game_options(entry: GameDescriptor):
    """Add every rule and bot option of the game (and the lexicon options of a word game)."""
    def decorate(command):
        for option in reversed(entry.options):
            command = click_option(option)(command)
        if entry.word_game:
            command = lexicon_options(command)
        else:
            command = _no_lexicon(command)
        return command
    return decorate


def _no_lexicon(command):
    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        return command(*args, lexicon=None, **kwargs)
    return wrapper


def progress_reporter():
    """Return a ``progress(label, done, total)`` callback drawing a bar on stderr while a table is built (the bar
    as wide as the terminal leaves beside the label, so a long label does not wrap it)."""
    bars: dict[str, Any] = {}

    def progress(label: str, done: int, total: int) -> None:
        if total <= 1:
            if done == 0:
                click.echo(f"{label}…", err=True)
            return
        bar = bars.get(label)
        if bar is None:
            bar = bars[label] = click.progressbar(length=total, label=label, file=sys.stderr, width=0)   # fits the terminal
            bar.__enter__()
        bar.update(done - bar.pos)
        if done >= total:
            bar.__exit__(None, None, None)
            del bars[label]

    return progress


# -- play ------------------------------------------------------------------------------------


def play_command(name: str, summary: str) -> click.Command:
    """Return the ``play`` command of the game ``name`` (``summary``: its short help, as its group lists it)."""
    from wordgames.descriptor import seats_text
    from wordgames.registry import info
    entry = info(name)
    players_help = help_text("Who plays, in seat order ({seats}): a person's name, a bot ({bots}), or cmd:PROGRAM. "
                             "[default: {players}]",
                             tr={"seats": seats_text(entry.seats), "players": ",".join(entry.default_players)},
                             bots=", ".join(entry.bot_names))

    @click.command("play", cls=WordgamesCommand, short_help=summary)
    @click.option("--players", metavar="WHO,WHO,...", default=None, help=players_help)
    @click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=None,
                  help="Seed of the game: chance and the bots' choices (printed when not given).")
    @click.option("--save", type=click.Path(dir_okay=False, path_type=Path), default=None,
                  help="Keep the game in this JSON file, rewritten after every move.")
    @click.option("--resume", type=click.Path(dir_okay=False, allow_dash=True), default=None,
                  help="Go on with the game saved in this file (saved back to it unless --save says otherwise).")
    @click.option("--time-limit", type=click.FloatRange(0.01, 600), default=1.0, show_default=True,
                  help="Seconds an external program has for each answer.")
    @click.option("--json", "as_json", is_flag=True,
                  help="Print the game as JSON at the end (the running commentary goes to stderr).")
    @click.option("--no-undo", "no_undo", is_flag=True,
                  help="No move is taken back at this table (kept with --save).")
    @dice_option(entry.name, "drawn: the table throws the dice; real: the players throw real dice and type "
                             "what they show.")
    @game_options(entry)
    @_review_option(entry)
    @click.pass_context
    def play(ctx, players, seed, save, resume, time_limit, as_json, no_undo, lexicon, **kwargs) -> None:
        review = kwargs.pop("review", False)
        real = kwargs.pop("dice", None) == "real"
        game, session, save = open_session(entry, ctx, players, seed, save, resume, lexicon, kwargs, no_undo)
        if real:
            from wordgames.table.sitting import CHANCE_SETTING, ENTERED
            session.settings[CHANCE_SETTING] = ENTERED
        _play(entry, game, session, save, time_limit, as_json, ctx, review)

    play.help = help_text("Play {title}: {summary}\n\n"
                          "PLAYERS are people at this terminal (by name), the game's bots, or cmd:PROGRAM "
                          "(docs/programs.md). At your turn type a move, or ? for help, moves, hint, undo, scores, "
                          "quit; "
                          "Ctrl-C leaves the game, kept with --save FILE for --resume FILE.",
                          tr={"title": entry.title, "summary": entry.summary})
    return play


REAL_DICE = ("yam", "dixmille")
"""The games a table may play with real dice: the players throw them and enter what they show (``--dice real``)."""


def dice_option(name: str, help: str):
    """Add ``--dice`` (drawn or real dice, said by ``help``) to a command of a game played with dice (:data:`REAL_DICE`)."""
    if name not in REAL_DICE:
        return lambda command: command
    return click.option("--dice", type=click.Choice(("drawn", "real")), default="drawn", show_default=True, help=help)


def open_session(entry: GameDescriptor, ctx, players, seed, save, resume, lexicon, kwargs: dict,
                 no_undo: bool = False):
    """Return (game, session, save) of the game a table command's options start or resume (what ``play`` and
    ``serve`` share): the rule and bot options in ``kwargs``, notes on the seats said, the seed said when drawn."""
    from wordgames.descriptor import BOTS, RULES
    from wordgames.table import sitting
    from wordgames.table.seats import seat_notes
    rules = option_values(entry, kwargs, RULES)
    settings = option_values(entry, kwargs, BOTS)
    if resume is not None:
        ignored = [o for o in ("seed",) if ctx.get_parameter_source(o) == click.core.ParameterSource.COMMANDLINE]
        if rules or ignored:
            warn(_("--resume plays the saved game's rules and seed; ignoring {options}").format(
                options=", ".join("--" + n.replace("_", "-") for n in list(rules) + ignored)))
        game, session, _steps = sitting.resume_session(resume, lexicon, players, game_name=entry.name)
        for note in seat_notes(players or "", entry.bot_names):
            warn(note)
        session.settings.update(settings)
        session.undo = session.undo and not no_undo
        save = save if save is not None else (None if resume == "-" else Path(resume))
    else:
        game, session = sitting.new_session(entry, players, rules=rules, settings=settings, seed=seed,
                                            lexicon=lexicon, undo=not no_undo)
        for note in seat_notes(players or "", entry.bot_names):
            warn(note)
        if seed is None:
            click.echo(_("seed: {seed}").format(seed=session.seed), err=True)
    return game, session, save


def _review_option(entry: GameDescriptor):
    """Add ``--review`` to a reviewable game's ``play``."""
    if not entry.review_goals:
        return lambda command: command
    return click.option("--review", is_flag=True,
                        help="At the end, review every decision of the people at the table (as the review command).")


def _play(entry: GameDescriptor, game, session, save, time_limit: float, as_json: bool, ctx, review: bool = False) -> None:
    """Play the session at this terminal, commenting every move; print the end (or how to go on)."""
    from wordgames.table import sitting
    from wordgames.table.human import LeaveGame
    from wordgames_cli.terminal import ClickTerminal, say_last      # a game played, not a --help
    names = [s.name for s in session.seats]
    out = ClickTerminal(err=as_json)
    progress = progress_reporter()
    shown = game.presenter(paint=painter() if not as_json else None, progress=progress)
    for note in game.notes():
        warn(shown_error(note, ctx.command, []))      # a note naming an option names this command's flag
    if ctx.get_parameter_source("time_limit") == click.core.ParameterSource.COMMANDLINE \
            and not any(s.kind == "program" for s in session.seats):
        warn(_("--time-limit has no effect: no seat is a program (cmd:PROGRAM)"))
    players = sitting.make_players(game, entry, session, out, time_limit=time_limit, presenter=shown,
                                   progress=progress)
    tell = sitting.public(players, out.say)
    if session.actions:
        tell([_("Resuming after {turns}.").format(turns=sitting.turns_text(sitting.turns_made(game, session)))])

    from wordgames.table.seats import HUMAN
    people = {seat for seat, spec in enumerate(session.seats) if spec.kind == HUMAN}

    def watch(step):
        seat = step.after.current_player()
        if seat in people and shown.shown_by_drawing(step.before, step.action, step.after) \
                and shown.automatic(step.after.view(seat)) is None:
            return                      # the person about to choose reads it in their drawing: said once
        tell(shown.narrate(step.before, step.action, step.after, names))

    from wordgames.table.ending import exit_status, received, signal_name, signals_end_the_table
    with signals_end_the_table():
        try:
            played = sitting.run(game, session, players, save=save, watch=watch,
                                 on_take_back=lambda result: tell([result.message()]),
                                 chance=sitting.asking(out, shown, names) if sitting.entered(session) else None)
        except (LeaveGame, KeyboardInterrupt):
            turns = sitting.turns_text(sitting.turns_made(game, session))
            command = f"wordgames {entry.command} play --resume {save}"
            signum = received()
            if signum is not None:
                left = (_("The table was ended by {signal} after {turns}; go on with: {command}.") if save is not None
                        else _("The table was ended by {signal} after {turns} (not saved: use --save FILE)."))
                say_last("\n" + left.format(signal=signal_name(signum), turns=turns, command=command))
                ctx.exit(exit_status(signum))
            left = (_("Game left after {turns}; go on with: {command}.") if save is not None
                    else _("Game left after {turns} (not saved: use --save FILE)."))
            click.echo("\n" + left.format(turns=turns, command=command), err=True)
            ctx.exit(LEFT_CODE)
    from wordgames.table.loop import faults_of
    faults = faults_of(players)
    for f in faults:
        warn(f.describe(names[f.seat]))
    if as_json:
        data = sitting.outcome(game, session, played.state)
        data["faults"] = [f.to_dict() for f in faults]
        echo_json(data)
        return
    for line in shown.result_lines(played.state, names):
        click.echo(line)
    if review:
        from wordgames.table.review import review_lines, review_session
        from wordgames.table.seats import HUMAN
        people = [i for i, s in enumerate(session.seats) if s.kind == HUMAN]
        if people:
            click.echo("")
            result = review_session(game, session, seats=people, progress=progress)
            note = shown.review_note(result.goal)
            for line in ([note] if note else []) + review_lines(result, names):
                click.echo(line)


# -- review --------------------------------------------------------------------------------------


def review_command(name: str, summary: str) -> click.Command:
    """Return the ``review`` command of the game ``name`` (a game whose registry entry lists review goals;
    ``summary``: its short help)."""
    from wordgames.registry import info
    entry = info(name)
    goals = entry.review_goals

    @click.command("review", cls=WordgamesCommand, short_help=summary)
    @click.argument("session_file", metavar="SESSION", type=click.Path(dir_okay=False, allow_dash=True))
    @click.option("--goal", type=click.Choice(goals), default=goals[0], show_default=True,
                  help="What a decision is measured by.")
    @click.option("--seat", "seats", type=click.IntRange(1, 64), multiple=True,
                  help="Review only this seat (from 1; repeat for several) [default: every seat].")
    @click.option("--blunders", is_flag=True, help="List only the decisions that cost something.")
    @click.option("--json", "as_json", is_flag=True, help="Print the review as JSON.")
    @(lexicon_options if entry.word_game else _no_lexicon)
    def review(session_file, goal, seats, blunders, as_json, lexicon=None) -> None:
        from wordgames.table.review import review_lines, review_session
        from wordgames.table.session import Session, load_game
        session = Session.load(session_file)
        if session.game != entry.name:
            from wordgames.table.sitting import other_game
            raise click.UsageError(other_game(session_file, session.game, entry.name, "review"))
        game, _state = load_game(session, lexicon)
        result = review_session(game, session, goal, None if not seats else [s - 1 for s in seats],
                                progress=progress_reporter())
        if as_json:
            echo_json(result.to_dict())
            return
        shown = game.presenter()
        note = shown.review_note(goal)
        for line in ([note] if note else []) + review_lines(result, [s.name for s in session.seats],
                                                            blunders_only=blunders):
            click.echo(line)

    review.help = help_text("Review a saved game of {title} (a --save file of play): each decision with the best "
                            "choice and what it cost, then each seat's total and mean loss per decision.",
                            tr={"title": entry.title})
    return review
