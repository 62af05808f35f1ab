"""``wordgames snake continuations``: the continuations of a right word (rule 5), or the proof there are none."""

from collections import Counter

import click

from wordgames.i18n import _, decimal, ngettext
from wordgames_cli.common import echo_json, lexicon_options
from wordgames_cli.main import WordgamesCommand
from wordgames_cli.snake_cmd import SUMMARIES, rule6_option, word_list


def _unseen(cards: str) -> Counter:
    """Return the cards not yet seen, given the seen ones as letters ('*' for a joker)."""
    from wordgames.errors import UsageError   # deferred: a --help imports neither the game nor the errors
    from wordgames.snake.cards import full_deck
    seen = Counter(ch for ch in cards.lower().replace("ё", "е") if not ch.isspace() and ch != ",")
    deck = full_deck()
    for card, n in seen.items():
        if card not in deck:
            raise UsageError(_("--cards: {card!r} is not a card of the set (letters, and '*' for a joker)").format(
                card=card))
        if n > deck[card]:
            raise UsageError(ngettext("--cards: {n} card «{card}» seen, but the set has only {most}",
                                      "--cards: {n} cards «{card}» seen, but the set has only {most}", n).format(
                n=n, card=card, most=deck[card]))
    return deck - seen


@click.command("continuations", cls=WordgamesCommand, short_help=SUMMARIES["continuations"])
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
def continuations(ctx, word, played, limit, show_all, cards, as_json, lexicon):
    """List the continuations of right word WORD, most familiar first, or prove there are none."""
    from wordgames.snake.continuations import can_make, familiar_first, searched_suffixes   # deferred: a --help imports neither the game nor the errors
    from wordgames.snake.continuations import continuations as search
    from wordgames.snake.record import parse_word
    key = parse_word(word).word          # written as in play; only its letters matter here
    found = familiar_first(lexicon, search(lexicon, key, [parse_word(w).word for w in word_list(played)]))
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
        message = (ngettext("«{word}» has no continuation that the unseen cards can make in {dictionary} ({n} word).",
                            "«{word}» has no continuation that the unseen cards can make in {dictionary} ({n} words).",
                            len(lexicon)) if cards is not None else
                   ngettext("«{word}» has no continuation in {dictionary} ({n} word).",
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

