"""``wordgames games yam``: score sheets, the optimal solitaire advisor; play and tournaments from the table.

\b
  wordgames games yam play --players Аня,optimal          you against the optimal bot
  wordgames games yam play --players Аня,Боря,greedy --columns 3 --save game.json
  wordgames games yam sheet game.txt                      check a score sheet, print the totals
  wordgames games yam solve                               expected score of optimal play
  wordgames games yam advise 23666 --rolls-left 2 --sheet game.txt --player Аня
  wordgames games yam tournament --players optimal,greedy,random --games 500
"""

from __future__ import annotations

import functools

import click

from click.core import ParameterSource

from wordgames.games.yam.about import DOM_HELP, DOM_READINGS, RULE_SET_NAMES, RULES_HELP, YAMA_HELP, YAMA_READINGS
from wordgames.i18n import _
from wordgames_cli.common import echo_json
from wordgames_cli.main import LazyGroup
from wordgames_cli.table_menu import add_table_commands


def rules_options(command):
    """Add --rules (the rule set), --dom and --yama (the readings of Дом and Яма, Yam's only; the registry's
    options); pass ``rules``.

    Their values are read from :mod:`wordgames.games.yam.about` (plain values), so a ``--help``
    imports neither the registry nor the game.  --dom or --yama given with another rule set is a usage error.
    """
    @click.option("--rules", "ruleset", type=click.Choice(RULE_SET_NAMES), default=RULE_SET_NAMES[0],
                  show_default=True, help=RULES_HELP)
    @click.option("--dom", type=click.Choice(DOM_READINGS), default=DOM_READINGS[0], show_default=True,
                  help=DOM_HELP)
    @click.option("--yama", type=click.Choice(YAMA_READINGS), default=YAMA_READINGS[0], show_default=True,
                  help=YAMA_HELP)
    @functools.wraps(command)
    def wrapper(*args, ruleset, dom, yama, **kwargs):
        if ruleset != RULE_SET_NAMES[0]:
            ctx = click.get_current_context()
            for name in ("dom", "yama"):
                if ctx.get_parameter_source(name) != ParameterSource.DEFAULT:
                    raise click.UsageError(_("--{option} is a reading of the yam rules only, not of --rules {rules}")
                                           .format(option=name, rules=ruleset))
            return command(*args, rules={"columns": 1, "rules": ruleset}, **kwargs)
        return command(*args, rules={"columns": 1, "dom": dom, "yama": yama}, **kwargs)

    return wrapper


cache_option = click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
                            help="Where the solver table is cached [default: $XDG_CACHE_HOME/wordgames].")


@click.group(cls=LazyGroup, short_help="Yam (Яма): sheets, the optimal advisor, play.")
def yam() -> None:
    """Yam (Яма): five dice, three rolls, eleven boxes.

    \b
    Examples:
      wordgames games yam play --players Аня,optimal   play against the optimal bot
      wordgames games yam sheet game.txt               check a score sheet, print the totals
      wordgames games yam solve                        expected score of optimal play
      wordgames games yam advise 23666 --rolls-left 2 --sheet game.txt --player Аня
    """


add_table_commands(yam, "yam", "Yam (Яма)", review=True)


@yam.command(short_help="Check a score sheet and add it up.")
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print boxes, totals and problems as JSON.")
@rules_options
@click.pass_context
def sheet(ctx: click.Context, file: str, as_json: bool, rules: dict) -> None:
    """Check a filled or partial score sheet and print it with its totals.

    FILE ('-': standard input) is the table of the rule text (a line per box,
    a column per player; '.' for an empty box) or JSON.  Entries that cannot
    occur are reported one per line, and the command exits 1; a file that
    cannot be read exits 2.
    """
    from wordgames.games.yam.sheet import Rules        # the game's code: imported when run, never for --help
    from wordgames.games.yam.sheetfile import check_file, sheet_text, sheet_to_dict
    reading = Rules(ruleset=rules["rules"]) if "rules" in rules else Rules(rules["dom"], rules["yama"])
    parsed, problems = check_file(file, reading)
    if as_json:
        echo_json(sheet_to_dict(parsed, reading, problems))
    else:
        click.echo(sheet_text(parsed))
        for problem in problems:
            click.echo(_("Error: {message}").format(message=problem), err=True)
    ctx.exit(1 if problems else 0)


@yam.command(short_help="Expected score of optimal play.")
@click.option("--json", "as_json", is_flag=True, help="Print expected, rules and timings as JSON.")
@click.option("--rebuild", is_flag=True, help="Recompute the table even if it is cached.")
@click.option("--boxes", default=None, metavar="BOX,BOX,...",
              help="Solve a smaller sheet: only these boxes (the others count as filled with 0; no cache).")
@click.option("--simulate", "games", type=click.IntRange(0, 10_000_000), default=0,
              help="Also play this many games with the optimal policy and compare the mean.")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the simulated games.")
@click.option("--kind", type=click.Choice(("free", "down", "up", "first")), default="free", show_default=True,
              help="The column: free (any order), down (top-down), up (bottom-up) or first (first roll only), "
                   "played alone.")
@cache_option
@rules_options
def solve(as_json: bool, rebuild: bool, boxes: str | None, games: int, seed: int, kind: str,
          cache_dir: str | None, rules: dict) -> None:
    """Print the expected score of optimal solitaire play on one column (free unless --kind says otherwise).

    The table of every position is computed once (under a minute) and cached.
    The columns of the variants played each alone add up to a lower bound on
    the variant's optimum.
    """
    from wordgames.games.yam.analysis import solve_lines, solve_report     # when run, never for --help
    from wordgames.games.yam.game import YamGame
    from wordgames_cli.table_cmd import progress_reporter
    game = YamGame(rules, seats=1)
    report = solve_report(game, boxes, games, seed, cache_dir, rebuild, kind, progress=progress_reporter())
    if as_json:
        echo_json(report.to_dict())
        return
    click.echo("\n".join(solve_lines(report)))


@yam.command("advise", short_help="What to keep or fill, optimally.")
@click.argument("dice")
@click.option("--rolls-left", type=click.IntRange(0, 2), default=0, show_default=True,
              help="Rolls still allowed this turn (2 after the first roll, 0 after the third).")
@click.option("--sheet", "sheet_file", type=click.Path(dir_okay=False, allow_dash=True),
              help="The sheet file with the player's column ('-': standard input).")
@click.option("--player", help="Whose column in --sheet (default: the only player).")
@click.option("--set", "settings", multiple=True, metavar="BOX=VALUE",
              help="A filled box, instead of --sheet (repeat: --set Яма=58 --set 1=3).")
@click.option("--top", type=click.IntRange(1), default=5, show_default=True, help="How many choices to list.")
@click.option("--json", "as_json", is_flag=True, help="Print every choice as JSON.")
@cache_option
@rules_options
def advise_cmd(dice: str, rolls_left: int, sheet_file: str | None, player: str | None,
               settings: tuple[str, ...], top: int, as_json: bool, cache_dir: str | None, rules: dict) -> None:
    """Say what to keep, or which box to fill, for DICE (e.g. 23666).

    On one free column the choices are exact.  A --sheet player with three or
    four columns gets the expert's choices, with its estimate of the sheet's
    final Счёт (each column's exact value alone, summed).
    """
    from wordgames.games.yam.analysis import advise_lines, advise_report   # when run, never for --help
    from wordgames.games.yam.game import YamGame
    from wordgames_cli.table_cmd import progress_reporter
    game = YamGame(rules, seats=1)
    report = advise_report(game, dice, rolls_left, sheet_file, player, settings, cache_dir,
                           progress=progress_reporter())
    if as_json:
        echo_json(report.to_dict())
        return
    click.echo("\n".join(advise_lines(report, top)))
