"""``wordgames snake check``: one placement judged rule by rule, accepted with its points or refused by rule number."""

from __future__ import annotations

import click

from wordgames.i18n import N_, _, ngettext
from wordgames_cli.common import echo_json, lexicon_options
from wordgames_cli.main import WordgamesCommand
from wordgames_cli.snake_cmd import SUMMARIES, rule6_option, word_list

PLACEMENT_KINDS = {"right": N_("right placement"), "left": N_("left placement"),
                   "first-right": N_("first-right placement"), "first-left": N_("first-left placement")}


@click.command("check", cls=WordgamesCommand, short_help=SUMMARIES["check"])
@click.argument("word")
@click.option("--after", "right_word", help="The current right word (when --played does not give the game).")
@click.option("--played", help="The game's words in order, comma-separated; the last is the right word.")
@click.option("--first", "first_letter", help="First placement: the face-up letter.")
@click.option("--left", is_flag=True, help="A left placement (with --first: to the left of the letter).")
@click.option("--leftmost", help="For --left: the snake's leftmost letter (default: first letter of --after).")
@click.option("--jokers", default="", help="Positions (1-based) of the new word's letters that are jokers, e.g. 3,5.")
@click.option("--left-used", is_flag=True, help="This player has already made a left placement.")
@click.option("--turn-words", type=click.IntRange(0), default=0, help="Words already placed in this turn.")
@click.option("--going-out", is_flag=True, help="This placement empties the player's hand.")
@click.option("--json", "as_json", is_flag=True, help="Print the verdict as JSON.")
@lexicon_options
@rule6_option
@click.pass_context
def check(ctx, word, right_word, played, first_letter, left, leftmost, jokers, left_used,
          turn_words, going_out, as_json, lexicon):
    """Check placing WORD: accepted with its points, or every broken rule by number.

    WORD is written as in play: ра|струб (where the new cards begin), <кино (on the left), бур*ан (a joker).
    """
    from wordgames.errors import UsageError   # deferred: a --help imports neither the game nor the errors
    from wordgames.numbers import is_digits
    from wordgames.snake.check import judge_request
    played = word_list(played)
    if first_letter is not None and (right_word is not None or played):
        raise UsageError(_("the face-up letter is the snake before its first word: give --first without "
                           "--after and --played"))
    if right_word is not None and played:
        raise UsageError(_("give the right word with --after or the game's words in order with --played "
                           "(its last word is the right word), not both"))
    if first_letter is None and right_word is None and not played:
        raise UsageError(_("give the current right word with --after, the game with --played, or the face-up "
                           "letter with --first"))
    positions = word_list(jokers)
    if not all(is_digits(j) and len(j) <= 4 for j in positions):
        raise UsageError(_("--jokers takes letter positions like 2,5, not {jokers!r}").format(jokers=jokers))
    joker_positions = [int(j) for j in positions]
    verdict = judge_request(lexicon, word, after=right_word, first=first_letter, played=played,
                            left=left, leftmost=leftmost, jokers=joker_positions, left_used=left_used,
                            turn_words=turn_words, going_out=going_out)
    if as_json:
        echo_json({"word": verdict.placement.word, "kind": verdict.placement.kind,
                   "accepted": verdict.accepted, "points": verdict.points,
                   "overlap": verdict.placement.overlap,
                   "faults": [{"rule": f.rule, "message": f.message, **({"code": f.code} if f.code else {})}
                              for f in verdict.faults],
                   "warnings": list(verdict.warnings)})
    else:
        p = verdict.placement
        if verdict.accepted:
            click.echo(ngettext("accepted: «{word}» ({kind}, new cards {cards}), {n} point",
                                "accepted: «{word}» ({kind}, new cards {cards}), {n} points", verdict.points).format(
                word=p.word, kind=_(PLACEMENT_KINDS[p.kind]), cards=p.new_letters.upper(), n=verdict.points))
        else:
            click.echo(_("rejected: «{word}»").format(word=p.word))
            for fault in verdict.faults:
                click.echo(f"  {fault}")
        for warning in verdict.warnings:
            click.echo("  " + _("warning: {warning}").format(warning=warning))
    ctx.exit(0 if verdict.accepted else 1)

