"""``wordgames games dixmille``: the expected-value advisor; play and tournaments from the table.

\b
  wordgames games dixmille play --players Аня,optimal --seed 5 --save game.json
  wordgames games dixmille advise 115346 --points 300
  wordgames games dixmille advise --points 800 --dice-left 2
  wordgames games dixmille advise 115346 --points 300 --goal win --score 9000 --opponent 9500
  wordgames games dixmille tournament --players optimal,cautious,random --games 500
  wordgames games dixmille win-table --table plain --minutes 10
"""

from __future__ import annotations

import click

from wordgames.games.dixmille.about import MAX_TARGET, TABLE_DEFAULT, TABLE_HELP, TABLE_METAVAR, TARGET_HELP
from wordgames_cli.common import echo_json
from wordgames_cli.main import LazyGroup
from wordgames_cli.table_menu import add_table_commands


@click.group(cls=LazyGroup, short_help="Dix Mille (Десяточка): advise, play.")
def dixmille() -> None:
    """Dix Mille (Десяточка): six dice, set aside what scores, bank before you bust.

    \b
    Examples:
      wordgames games dixmille play --players Аня,optimal
      wordgames games dixmille advise 115346 --points 300
      wordgames games dixmille advise --points 800 --dice-left 2
      wordgames games dixmille tournament --players optimal,cautious,random --games 500
    """


add_table_commands(dixmille, "dixmille", "Dix Mille (Десяточка)", review=True)


@dixmille.command("advise", short_help="What to set aside; bank or throw on.")
@click.argument("dice", required=False)
@click.option("--points", type=click.IntRange(0, 10_000_000), default=0, show_default=True,
              help="The turn's points so far.")
@click.option("--dice-left", type=click.IntRange(1, 6), default=None,
              help="Without DICE: how many dice the next throw would use.")
@click.option("--bonuses", type=click.IntRange(0, 1000), default=0, show_default=True,
              help="Single-die bonuses already won this turn.")
@click.option("--table", "table_spec", default=TABLE_DEFAULT, show_default=True, metavar=TABLE_METAVAR,
              help=TABLE_HELP)
@click.option("--target", type=click.IntRange(1, MAX_TARGET), default=None, help=TARGET_HELP)
@click.option("--goal", type=click.Choice(["points", "win"]), default="points", show_default=True,
              help="points: the most points per turn; win: the best chance of winning a two-player game.")
@click.option("--score", type=click.IntRange(0, 10_000_000), default=0, show_default=True,
              help="With --goal win: your banked score.")
@click.option("--opponent", type=click.IntRange(0, 10_000_000), default=0, show_default=True,
              help="With --goal win: the opponent's banked score.")
@click.option("--second", is_flag=True, help="With --goal win: you play second in the round (the opponent began).")
@click.option("--json", "as_json", is_flag=True, help="Print the moves and values as JSON.")
def advise_cmd(dice: str | None, points: int, dice_left: int | None, bonuses: int, table_spec: str,
               target: int | None, goal: str, score: int, opponent: int, second: bool, as_json: bool) -> None:
    """Say what to set aside from DICE (the throw just made) and whether to bank; or, without DICE,
    whether to throw --dice-left dice or bank --points.  With --goal win the moves are weighed by the
    chance of winning against --opponent (the table is solved once, with a progress bar, and cached)."""
    # the game, its solvers and the advice's formatting are imported when advice is asked (never for --help)
    from wordgames.games.dixmille.game import DixMilleGame
    from wordgames.games.dixmille.scoring import table_option
    from wordgames_cli.dixmille_advice import advice_json, advice_lines, win_json, win_lines
    if goal == "win":
        from wordgames.games.dixmille.winplay import win_report
        from wordgames_cli.table_cmd import progress_reporter
        game = DixMilleGame({"table": table_option(table_spec), "target": target}, seats=2)
        report = win_report(game, dice, points, dice_left, bonuses, score, opponent, second,
                            progress=progress_reporter())
        data, lines = win_json(report, game.table), win_lines(report, game.table)
    else:
        from wordgames.games.dixmille.strategy import advise_report
        game = DixMilleGame({"table": table_option(table_spec), "target": target}, seats=1)
        report = advise_report(game, dice, points, dice_left, bonuses)
        data, lines = advice_json(report, game.table), advice_lines(report, game.table)
    if as_json:
        echo_json(data)
        return
    click.echo("\n".join(lines))


@dixmille.command("win-table", short_help="Build the win table of a game's rules, in parts if you like.")
@click.option("--table", "table_spec", default=TABLE_DEFAULT, show_default=True, metavar=TABLE_METAVAR,
              help=TABLE_HELP)
@click.option("--target", type=click.IntRange(1, MAX_TARGET), default=None, help=TARGET_HELP)
@click.option("--minutes", type=click.FloatRange(0, min_open=True), default=None,
              help="Stop after about this many minutes, keeping what is done; run the command again to go on.")
@click.option("--every-score", is_flag=True,
              help="Every score, where the bot would use a grid (rules past 3000 other than the text's 10 000).")
@click.option("--json", "as_json", is_flag=True, help="Print where the table is and how far as JSON.")
def win_table_cmd(table_spec: str, target: int | None, minutes: float | None, every_score: bool,
                  as_json: bool) -> None:
    """Build the table of chances of winning that the winning bot and advise --goal win read, for two players
    under these rules, and keep it in the cache.  The text's game to 10 000 is shipped solved; other rules
    are solved when first needed, or here beforehand: with --every-score a game past 3000 is solved at every
    score instead of on a grid (an hour or more), and then played and advised by it.  A build keeps a
    checkpoint about once a minute: one stopped (--minutes, Ctrl-C or a crash) goes on from there when run
    again."""
    from wordgames.games.dixmille.game import DixMilleGame
    from wordgames.games.dixmille.scoring import table_option
    from wordgames.games.dixmille.winplay import build_in_parts
    from wordgames_cli.dixmille_advice import table_lines
    from wordgames_cli.table_cmd import progress_reporter
    game = DixMilleGame({"table": table_option(table_spec), "target": target}, seats=2)
    report = build_in_parts(game, minutes, progress_reporter(), every_score)
    if as_json:
        echo_json(report.to_dict())
        return
    click.echo("\n".join(table_lines(report)))
