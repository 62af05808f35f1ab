"""``wordgames snake``: play the card game, referee a whole game, check a placement, settle a challenge.

\b
  wordgames snake play --players Оля,expert,Петя,expert   four seats, teams 1+3 and 2+4
  wordgames snake play --players you,expert                the game of two
  wordgames snake tournament --players expert,greedy --seats 4 --games 200
  wordgames snake referee game.txt                         every rule of a whole game, then the count
  wordgames snake check опера --first о                    one placement, rule by rule
"""

from __future__ import annotations

from collections import Counter

import click

from wordgames.i18n import N_, _, decimal, ngettext
from wordgames_cli.common import echo_json, lexicon_options, warn
from wordgames_cli.main import LazyGroup
from wordgames_cli.table_menu import add_table_commands

PLACEMENT_KINDS = {"right": N_("right placement"), "left": N_("left placement"),
                   "first-right": N_("first-right placement"), "first-left": N_("first-left placement")}
SHOWN_KINDS = {"right": N_("(right)"), "left": N_("(left)"), "first-right": N_("(first-right)"),
               "first-left": N_("(first-left)")}     # a word's kind in the list of `snake show`
UNFOUNDED_DISTRUST = 100  # the text's fine for unfounded distrust (wordgames.snake.challenge.Penalties)


@click.group(cls=LazyGroup, short_help="Змейка: the card game, its referee, placement rules, challenges.")
def snake() -> None:
    """Змейка: play the card game, referee a whole game, placement rules, continuations (rule 5), challenges."""


add_table_commands(snake, "snake", "Змейка")


def rule6_option(command):
    """Add --diminutives refuse|warn (rule 6's suffixes) and pass the lexicon Змейка plays with."""
    import functools

    @click.option("--diminutives", type=click.Choice(["refuse", "warn"]), default="refuse", show_default=True,
                  help="Rule 6: refuse diminutives and augmentatives (a suffix that gives a new meaning, as in "
                       "голенище, is allowed), or only warn.")
    @functools.wraps(command)
    def wrapper(*args, diminutives, lexicon, **kwargs):
        from wordgames.lexicon.diminutives import rule6_lexicon
        return command(*args, lexicon=rule6_lexicon(lexicon, diminutives), **kwargs)

    return wrapper


def _word_list(text: str | None) -> list[str]:
    """Return the words of a comma- or space-separated list."""
    return [w for w in (text or "").replace(",", " ").split() if w]


@snake.command(short_help="Check one placement, rule by rule.")
@click.argument("word")
@click.option("--after", "right_word", help="The current right word.")
@click.option("--played", help="Words already played in this game, comma-separated.")
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
    """Check placing WORD: accepted with its points, or every broken rule by number."""
    from wordgames.errors import UsageError
    from wordgames.snake.rules import judge_request
    try:
        joker_positions = [int(j) for j in _word_list(jokers)]
    except ValueError:
        raise UsageError(_("--jokers takes letter positions like 2,5, not {jokers!r}").format(jokers=jokers)) from None
    verdict = judge_request(lexicon, word, after=right_word, first=first_letter, played=_word_list(played),
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


def _unseen(cards: str) -> Counter:
    """Return the cards not yet seen, given the seen ones as letters ('*' for a joker)."""
    from wordgames.errors import UsageError
    from wordgames.snake.cards import full_deck
    seen = Counter(ch for ch in cards.lower().replace("ё", "е") if not ch.isspace() and ch != ",")
    deck = full_deck()
    for card, n in seen.items():
        if card not in deck:
            raise UsageError(_("--cards: {card!r} is not a card of the set (letters, and '*' for a joker)").format(
                card=card))
        if n > deck[card]:
            raise UsageError(ngettext("--cards: {n} cards «{card}» seen, but the set has only {most}",
                                      "--cards: {n} cards «{card}» seen, but the set has only {most}", n).format(
                n=n, card=card, most=deck[card]))
    return deck - seen


@snake.command("continuations", short_help="List the continuations of a right word.")
@click.argument("word")
@click.option("--played", help="Words already played in this game, comma-separated.")
@click.option("--limit", type=click.IntRange(1), default=10, show_default=True, help="How many to list.")
@click.option("--all", "show_all", is_flag=True, help="List every continuation.")
@click.option("--cards", help="Cards seen so far (the snake, the discard pile, your hand): keep only "
                              "continuations the unseen cards, jokers included, could still make.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@lexicon_options
@rule6_option
@click.pass_context
def continuations_cmd(ctx, word, played, limit, show_all, cards, as_json, lexicon):
    """List the continuations of right word WORD, most familiar first, or prove there are none."""
    from wordgames.snake.continuations import can_make, continuations, familiar_first, searched_suffixes
    key = lexicon.normalize(word).word
    found = familiar_first(lexicon, continuations(lexicon, key, _word_list(played)))
    if cards is not None:
        unseen = _unseen(cards)
        found = [c for c in found if can_make(c.new_letters, unseen)]
    words = list(dict.fromkeys(c.word for c in found))
    shown = found if show_all else found[:limit]
    if as_json:
        echo_json({"word": key, "count": len(words), "placements": len(found),
                   "continuations": [{"word": c.word, "suffix": c.suffix, "new": c.new_letters,
                                      "zipf": lexicon.frequency(c.word)} for c in shown],
                   "searched": searched_suffixes(key), "dictionary": lexicon.name})
    elif not found:
        suffixes = ", ".join(f"«{s}»" for s in searched_suffixes(key))
        message = (ngettext("«{word}» has no continuation that the unseen cards can make in {dictionary} ({n} words).",
                            "«{word}» has no continuation that the unseen cards can make in {dictionary} ({n} words).",
                            len(lexicon)) if cards is not None else
                   ngettext("«{word}» has no continuation in {dictionary} ({n} words).",
                            "«{word}» has no continuation in {dictionary} ({n} words).", len(lexicon)))
        click.echo(message.format(word=key, dictionary=lexicon.name, n=len(lexicon)))
        click.echo(_("Searched every ending: {endings}; no unplayed word of four or more letters "
                     "begins with one of them and is longer.").format(endings=suffixes))
    else:
        shown_part = (_("all") if show_all else
                      ngettext("the {n} most familiar", "the {n} most familiar", len(shown)).format(n=len(shown)))
        click.echo(_("«{word}»: {words} ({placements}); {shown}:").format(
            word=key, words=ngettext("{n} continuation word", "{n} continuation words", len(words)).format(n=len(words)),
            placements=ngettext("{n} placement", "{n} placements", len(found)).format(n=len(found)),
            shown=shown_part))
        for c in shown:
            zipf = _("zipf {zipf}").format(zipf=decimal(lexicon.frequency(c.word)))
            click.echo(f"  {c.word:<16} {c.suffix}+{c.new_letters.upper():<12} {zipf}")
    ctx.exit(0 if found else 1)


@snake.command(short_help="Settle «какое продолжение вы имели в виду?»")
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
    from dataclasses import replace

    from wordgames.errors import UsageError
    from wordgames.snake import Penalties, adjudicate
    from wordgames.snake import record as records
    if (record is None) == (played is None):
        raise UsageError(_("give a game record file or --played W1,W2,...,RIGHT_WORD (one of them)"))
    game = records.load(record) if record else records.from_words(_word_list(played))
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


@snake.command(short_help="Draw the snake of a game record.")
@click.argument("record", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the snake's words and the right word as JSON.")
def show(record, as_json):
    """Draw the snake of a game RECORD, each word raised or lowered against its neighbour ('-': stdin)."""
    from wordgames.snake import record as records
    from wordgames.snake.draw import draw
    game = records.load(record)
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


@snake.command(short_help="Referee a whole game: every rule, then the count by side.")
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
    from wordgames.snake import wholegame
    from wordgames.snake.referee import referee as judge
    from wordgames.snake.referee import sheet_lines
    game = wholegame.load(record, lexicon)
    if print_record and not as_json:
        click.echo(game.to_text())
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


__all__ = ["snake"]
