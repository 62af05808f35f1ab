"""``wordgames snake show`` and ``referee``: a game record drawn, and a whole game refereed rule by rule."""

from __future__ import annotations

import click

from wordgames.i18n import N_, _, language
from wordgames_cli.common import echo_json, lexicon_options
from wordgames_cli.main import WordgamesCommand
from wordgames_cli.snake_cmd import SUMMARIES, placement_record

SHOWN_KINDS = {"right": N_("(right)"), "left": N_("(left)"), "first-right": N_("(first-right)"),
               "first-left": N_("(first-left)")}     # a word's kind in the list of `snake show`


@click.command("show", cls=WordgamesCommand, short_help=SUMMARIES["show"])
@click.argument("record", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the snake's words and the right word as JSON.")
def show(record, as_json):
    """Draw the snake of a placement RECORD, each word raised or lowered against its neighbour ('-': stdin).

    A placement record holds the placements only, one a line (docs/snake.md); a whole-game record, which
    begins with 'players:', is read by 'wordgames snake referee'.
    """
    from wordgames.snake.draw import draw   # deferred: a --help imports neither the game nor the errors
    game = placement_record(record, "show")
    snake_now = game.snake()
    if as_json:
        echo_json({"words": [{"word": w.word, "kind": w.kind, "player": w.player} for w in snake_now.words],
                   "right_word": snake_now.right_word.word, "leftmost_letter": snake_now.leftmost_letter,
                   "drawing": draw(snake_now)})
        return
    for line in draw(snake_now):
        click.echo(line)
    click.echo()
    for i, w in enumerate(snake_now.words, start=1):
        who = f"{w.player}: " if w.player else ""
        click.echo(f"{i:>3}. {who}{w.word} {_(SHOWN_KINDS[w.kind])}")
    click.echo(_("right word: «{word}»; leftmost letter: «{letter}»").format(word=snake_now.right_word.word,
                                                                           letter=snake_now.leftmost_letter))


@click.command("referee", cls=WordgamesCommand, short_help=SUMMARIES["referee"])
@click.argument("record", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the findings and the score sheet as JSON.")
@click.option("--print-record", is_flag=True, help="Print the game as a whole-game record in text first "
              "(a saved session becomes a record a person can read and edit).")
@lexicon_options
@click.pass_context
def referee(ctx, record, as_json, print_record, lexicon):
    """Referee the whole game in RECORD ('-': stdin): a whole-game record (text or JSON, docs/snake.md)
    or a saved session (play --save, tournament --records).

    Every placement is judged by every rule, with its number; the stages of
    every turn, the cards against the card set, going out, the partner
    question and challenges.  Then the score sheet by side.  Exit 1 when a
    rule is broken.
    """
    from wordgames.snake import wholegame_reader   # deferred: a --help imports neither the game nor the errors
    from wordgames.snake.referee import referee as judge
    from wordgames.snake.sheet import sheet_lines
    game = wholegame_reader.load(record, lexicon)
    if print_record and not as_json:
        click.echo(game.to_text(russian=language() == "ru"))       # the record's words in the table's language
        click.echo()
    sheet = judge(lexicon, game)
    if as_json:
        data = sheet.to_dict()
        if print_record:
            data["record"] = game.to_dict()
        echo_json(data)
    else:
        for line in sheet_lines(sheet):
            click.echo(line)
    ctx.exit(1 if sheet.findings else 0)

