"""Every game's ``tournament`` command, made from its registry entry: a seeded championship of bots and
programs, in processes here or on a Dask cluster, and its standings table.

Its rule and bot options are the game's table options (:mod:`wordgames_cli.table_cmd`); the command parses,
calls :mod:`wordgames.table.tournament` (or :mod:`wordgames.table.cluster`), and prints.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import click

from wordgames.i18n import N_, _, decimal, language, ngettext
from wordgames_cli.common import echo_json, warn
from wordgames_cli.help import help_text
from wordgames_cli.main import WordgamesCommand, shown_error
from wordgames_cli.table_cmd import game_options, option_values, progress_reporter


def tournament_command(name: str, summary: str) -> click.Command:
    """Return the ``tournament`` command of the game ``name`` (``summary``: its short help)."""
    from wordgames.descriptor import BOTS, RULES
    from wordgames.registry import info
    entry = info(name)
    modes = ("solo", "table") if 1 in entry.seats and len(entry.seats) > 1 else None
    paired = 2 in entry.seats or entry.team_game     # a Swiss can seat two entrants at a table

    @click.command("tournament", cls=WordgamesCommand, short_help=summary)
    @click.option("--players", metavar="WHO,WHO,...", default=",".join(entry.tournament_players),
                  show_default=True,
                  help=help_text("The entrants: {bots}, cmd:PROGRAM (a bot may enter twice).",
                                 bots=", ".join(entry.bot_names)))
    @click.option("--games", type=click.IntRange(1, 1_000_000), default=200, show_default=True,
                  help="How many games to play.")
    @click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=1, show_default=True,
                  help="Seed of the tournament: game 0 is 'play --seed SEED'; every game's seed is in --json and --records.")
    @click.option("--jobs", type=click.IntRange(1, 256), default=1, show_default=True,
                  help="Games played at once, in separate processes (the same results).")
    @click.option("--cluster", metavar="ADDRESS", default=None,
                  help="Play the games on a Dask cluster: its scheduler's address (tcp://HOST:8786), or local:N "
                       "for N worker processes started here (the same results; needs wordgames[cluster]).")
    @click.option("--time-limit", type=click.FloatRange(0.01, 600), default=1.0, show_default=True,
                  help="Seconds an external program has for each answer.")
    @click.option("--records", type=click.Path(file_okay=False, path_type=Path), default=None,
                  help="Write every game's session to this folder (replay one with play --resume).")
    @click.option("--progress/--no-progress", default=True, show_default=True,
                  help="Show a progress bar on stderr.")
    @click.option("--json", "as_json", is_flag=True, help="Print the standings as JSON.")
    @game_options(entry)
    def tournament(players, games, seed, jobs, cluster, time_limit, records, progress, as_json, lexicon,
                   mode=None, seats=None, format="round-robin", rounds=None, **kwargs) -> None:
        from wordgames.table.tournament import SWISS, plan, run_plan
        source = click.get_current_context().get_parameter_source
        if mode is not None and source("mode") != click.core.ParameterSource.COMMANDLINE:
            mode = None                # the game's own mode, or a table for a Swiss
        if rounds is not None and format != SWISS:
            warn(_("--rounds has no effect on a round robin: add --format swiss"))
        if cluster is not None and jobs > 1:
            raise click.UsageError(_("--cluster plays the games on the cluster's workers: leave out --jobs"))
        if cluster is None:
            run = functools.partial(run_plan, jobs=jobs, progress=progress_reporter())
        else:
            from wordgames.table.cluster import local_workers, run_plan_on_cluster
            local_workers(cluster)     # a bad local:N is refused before the plan is made
            run = functools.partial(run_plan_on_cluster, address=cluster)
        p = plan(entry, players, rules=option_values(entry, kwargs, RULES),
                 settings=option_values(entry, kwargs, BOTS), seed=seed, mode=mode, lexicon=lexicon,
                 time_limit=time_limit, records=str(records) if records else None, seats_at_table=seats,
                 format=format, rounds=rounds)
        for note in p.game.notes():
            warn(shown_error(note, click.get_current_context().command, []))
        given = {name for name in ("time_limit", "jobs")
                 if click.get_current_context().get_parameter_source(name) == click.core.ParameterSource.COMMANDLINE}
        if "time_limit" in given and not any(e.kind == "program" for e in p.entrants):
            warn(_("--time-limit has no effect: no entrant is a program (cmd:PROGRAM)"))
        if "jobs" in given and jobs > 1 and p.games_played(games) == 1:
            warn(_("--jobs has no effect on a tournament of one game"))
        total = p.games_played(games)
        from wordgames.table.ending import Ended, exit_status, signal_name, signals_end_the_table
        played = []
        with signals_end_the_table():
            try:
                if progress:
                    with click.progressbar(length=total, label=ngettext("{title}: {n} game", "{title}: {n} games",
                                                                        total).format(title=_(p.game.title()), n=total),
                                           file=sys.stderr, show_pos=True) as bar:
                        result = run(p, games, on_game=lambda o: (played.append(o), bar.update(1)))
                else:
                    result = run(p, games, on_game=played.append)
            except Ended as e:
                from wordgames_cli.terminal import say_last
                say_last("\n" + ngettext("The tournament was ended by {signal} after {n} of {total} game.",
                                         "The tournament was ended by {signal} after {n} of {total} games.",
                                         total).format(signal=signal_name(e.signum), n=len(played), total=total))
                click.get_current_context().exit(exit_status(e.signum))
        for o in result.outcomes:
            for _entrant, line in o.faults:
                warn(_("game {n}: {fault}").format(n=o.index + 1, fault=line))
        if as_json:
            echo_json(result.to_dict())
            return
        games = len(result.outcomes)
        if result.rounds:
            heading = (ngettext("{title}: Swiss system, {n} game, rounds: {rounds}, seed {seed}, {seconds} s",
                                "{title}: Swiss system, {n} games, rounds: {rounds}, seed {seed}, {seconds} s", games)
                       if result.format == SWISS else
                       ngettext("{title}: round robin in pairs, {n} game, rounds: {rounds}, seed {seed}, {seconds} s",
                                "{title}: round robin in pairs, {n} games, rounds: {rounds}, seed {seed}, {seconds} s",
                                games))
            click.echo(heading.format(title=_(p.game.title()), n=games, rounds=len(result.rounds), seed=seed,
                                      seconds=decimal(result.seconds, 1)))
            click.echo("\n".join(rounds_lines(result)))
            click.echo("\n".join(standings_table(result)))
            return
        heading = (ngettext("{title}: {n} table game, seed {seed}, {seconds} s",
                            "{title}: {n} table games, seed {seed}, {seconds} s", games)
                   if result.mode == "table" else
                   ngettext("{title}: {n} solo game, seed {seed}, {seconds} s",
                            "{title}: {n} solo games, seed {seed}, {seconds} s", games))
        click.echo(heading.format(title=_(p.game.title()), n=games, seed=seed, seconds=decimal(result.seconds, 1)))
        click.echo("\n".join(standings_table(result)))

    if modes:
        tournament = click.option(
            "--mode", type=click.Choice(modes), default=entry.tournament_mode, show_default=True,
            help="solo: every entrant alone on the same seeded game; table: all at one table, "
                 "seats turned every game.")(tournament)
    if paired:
        tournament = click.option(
            "--format", type=click.Choice(["round-robin", "swiss"]), default="round-robin", show_default=True,
            help="round-robin: every entrant meets every other, all at one table when it seats them, else two "
                 "at a time, --games games a pair; swiss: the entrants paired two by two each round "
                 "from the standings so far (points, then Buchholz), --games games a pairing, a bye to the "
                 "lowest placed when their number is odd.")(tournament)
        tournament = click.option(
            "--rounds", type=click.IntRange(1, 1000), default=None,
            help="Rounds of a Swiss [default: the fewest that can leave one entrant alone on top, "
                 "⌈log₂ entrants⌉].")(tournament)
    if entry.team_game:
        tournament = click.option(
            "--seats", type=click.Choice([str(n) for n in entry.seats]), default=None,
            callback=lambda ctx, param, value: None if value is None else int(value),
            help="Players at the table (two entrants at a table with teams play one team each) "
                 "[default: the game's own]")(tournament)
    tournament.help = help_text("Play a seeded tournament of {title} and print each entrant's mean, spread, "
                                "95% interval, best game, win rate and time per move.", tr={"title": entry.title})
    return tournament


COLUMNS = (N_("player"), N_("games"), N_("mean"), N_("sd"), N_("95% interval"), N_("best (seed)"), N_("win rate"),
           N_("ms/move"), N_("faults"))


SWISS_COLUMNS = (N_("points"), N_("Buchholz"))


def points_text(points: float) -> str:
    """Return Swiss points as a person writes them: 2, 2½, ½.

    >>> points_text(2.0), points_text(2.5), points_text(0.5)
    ('2', '2½', '½')
    """
    whole, half = divmod(round(2 * points), 2)
    return (str(whole) if whole or not half else "") + ("½" if half else "")


def rounds_lines(result) -> list[str]:
    """Return a line per round played in pairs: its pairings, the entrant who sat first first, with their
    points."""
    names = [s.name for s in result.standings]
    lines = []
    for number, played in enumerate(result.rounds, 1):
        pairs = ", ".join(f"{names[a]} {points_text(won)}–{points_text(1 - won)} {names[b]}"
                          for (a, b), won in zip(played.round.pairs, played.firsts))
        if played.round.bye is None:
            lines.append(_("round {n}: {pairings}").format(n=number, pairings=pairs))
        else:
            lines.append(_("round {n}: {pairings}; a bye: {name}").format(n=number, pairings=pairs,
                                                                          name=names[played.round.bye]))
    return lines


def standings_table(result) -> list[str]:
    """Return the tournament table, one line per entrant, best mean first (played in pairs: most points first,
    then, in a Swiss, Buchholz)."""
    from wordgames.table.standings import SWISS
    paired = bool(result.rounds)
    swiss = paired and result.format == SWISS
    extra = SWISS_COLUMNS if swiss else SWISS_COLUMNS[:1] if paired else ()
    rows = [tuple(map(_, COLUMNS[:1] + extra + COLUMNS[1:]))]
    order = (lambda s: (-s.points, -s.buchholz, -s.mean)) if paired else (lambda s: -s.mean)
    for s in sorted(result.standings, key=order):
        low, high = s.ci95
        best = f"{s.best:g}" if s.best is not None else "None"
        points = (points_text(s.points), decimal(s.buchholz, 1))[:len(extra)] if paired else ()
        rows.append((s.name, *points, str(s.games), decimal(s.mean), decimal(s.sd), f"{decimal(low)}–{decimal(high)}",
                     f"{best.replace('.', ',') if language() == 'ru' else best} ({s.best_seed})",
                     decimal(100 * s.win_rate, 1) + "%", decimal(s.ms_per_move, 1), str(s.faults)))
    widths = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    return ["  ".join(cell.ljust(w) if k == 0 else cell.rjust(w) for k, (cell, w) in enumerate(zip(r, widths)))
            for r in rows]
