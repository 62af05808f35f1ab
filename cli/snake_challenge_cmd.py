"""``wordgames snake challenge``: settle «какое продолжение вы имели в виду?» for a game's right word."""

from __future__ import annotations

import click

from wordgames.i18n import _, ngettext
from wordgames_cli.common import echo_json, lexicon_options, warn
from wordgames_cli.main import WordgamesCommand
from wordgames_cli.snake_cmd import SUMMARIES, placement_record, rule6_option, word_list

UNFOUNDED_DISTRUST = 100  # the text's fine for unfounded distrust (wordgames.snake.challenge.Penalties)


@click.command("challenge", cls=WordgamesCommand, short_help=SUMMARIES["challenge"])
@click.argument("record", required=False, type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--played", help="The game's words in order, comma-separated; the last is challenged.")
@click.option("--claim", help="The continuation the challenged player names.")
@click.option("--distrust-penalty", type=click.IntRange(0), default=UNFOUNDED_DISTRUST,
              show_default=True, help="Fine for unfounded distrust.")
@click.option("--examples", type=click.IntRange(0), default=5, show_default=True,
              help="How many continuations to show that did exist.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@lexicon_options
@rule6_option
@click.pass_context
def challenge(ctx, record, played, claim, distrust_penalty, examples, as_json, lexicon):
    """Settle «какое продолжение вы имели в виду?» for the right word of RECORD or --played.

    RECORD '-' reads standard input.  Exit status: 0 when the challenge is upheld
    (a continuation exists), 1 when the challenged side loses.
    """
    from dataclasses import replace   # deferred: a --help imports neither the game nor the errors

    from wordgames.errors import UsageError
    from wordgames.snake.challenge import Penalties, adjudicate
    from wordgames.snake import record as records
    if (record is None) == (played is None):
        raise UsageError(_("give a game record file or --played W1,W2,...,RIGHT_WORD (one of them)"))
    game = placement_record(record, "challenge") if record else records.from_words(word_list(played))
    for move in game.moves:
        verdict = lexicon.explain(move.word)
        if not verdict.accepted:
            where = (_("line {n}: {reason} (the players accepted it)") if record else
                     _("word {n}: {reason} (the players accepted it)"))
            warn(where.format(n=move.line, reason=verdict.reason))
    result = adjudicate(lexicon, game, claim, replace(Penalties(), unfounded_distrust=distrust_penalty), examples)
    code = 0 if result.verdict == "upheld" else 1
    if as_json:
        echo_json(result.to_dict())
        ctx.exit(code)
    who = f" ({result.challenged})" if result.challenged else ""
    right = _("right word: «{word}»{who}").format(word=result.right_word, who=who)
    click.echo(_("{right}; named continuation: «{claim}»").format(right=right, claim=result.claim) if claim else right)
    if result.verdict == "upheld":
        click.echo(ngettext("verdict: upheld — the challenger's side is fined {n} point for unfounded distrust",
                            "verdict: upheld — the challenger's side is fined {n} points for unfounded distrust",
                            result.penalty).format(n=result.penalty))
    else:
        penalty = _(result.penalty) if isinstance(result.penalty, str) else result.penalty
        click.echo(_("verdict: lost — the challenged side{who} loses: {penalty}").format(who=who, penalty=penalty))
    for reason in result.reasons:
        click.echo(f"  {reason}")
    if result.continuations and result.verdict == "upheld":
        click.echo("  " + _("e.g. {words}").format(words=", ".join(result.continuations)))
    for warning in result.warnings:
        click.echo("  " + _("warning: {warning}").format(warning=warning))
    ctx.exit(code)

