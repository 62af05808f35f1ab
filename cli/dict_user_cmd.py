"""``wordgames dict add``, ``remove`` and ``user``: your own words, added to the dictionary or taken out of it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from wordgames.i18n import _
from wordgames_cli.common import echo_json, lexicon_options
from wordgames_cli.dict_cmd import SUMMARIES
from wordgames_cli.main import WordgamesCommand

if TYPE_CHECKING:                       # annotations only: the lexicon is imported where a command loads it
    from wordgames.lexicon import Lexicon   # cold start: --help imports none of it


@click.command("add", cls=WordgamesCommand, short_help=SUMMARIES["add"])
@click.argument("word")
@click.option("--note", default="", help="Why the word belongs (e.g. the two words it links).")
@click.option("--json", "as_json", is_flag=True, help="Print what was done as JSON.")
@lexicon_options
def add(word: str, note: str, as_json: bool, lexicon: Lexicon) -> None:
    """Add WORD to your own words (kept in your user-words file)."""
    from wordgames.lexicon.overlay import UserWords   # cold start: --help imports none of it
    key = _checked_letters(lexicon, word)
    path = _user_words(lexicon).path
    in_base = key in lexicon.without_user_words()
    change = (lambda u: u.forget(key)) if in_base and not note else (lambda u: u.add(key, note))
    user, _after = UserWords.edit(path, change)     # read afresh and written under the file's lock
    if in_base and not note:
        message = (_("«{word}» is in the dictionary again ({path})") if key in user.removed else
                   _("«{word}» is in the dictionary ({path})"))
    else:
        message = (_("«{word}» was already in the dictionary; your note is kept ({path})") if in_base else
                   _("«{word}» added to your words ({path})"))
    if as_json:
        echo_json({"word": key, "in_dictionary": in_base, "added": key in user.added, "note": note,
                   "path": str(user.path)})
        return
    click.echo(message.format(word=key, path=user.path))


@click.command("remove", cls=WordgamesCommand, short_help=SUMMARIES["remove"])
@click.argument("word")
@click.option("--note", default="", help="Why the word is removed.")
@click.option("--json", "as_json", is_flag=True, help="Print what was done as JSON.")
@lexicon_options
@click.pass_context
def remove(ctx: click.Context, word: str, note: str, as_json: bool, lexicon: Lexicon) -> None:
    """Remove WORD: drop your addition of it, and exclude it if the dictionary has it."""
    from wordgames.lexicon.overlay import UserWords, clean_note   # cold start: --help imports none of it
    key = lexicon.normalize(word).word
    user = _user_words(lexicon)
    in_base = key in lexicon.without_user_words()
    if key not in lexicon and key not in user.removed:
        click.echo(_("Error: {message}").format(message=_("{reason}; nothing to remove").format(
            reason=lexicon.explain(word).reason)), err=True)
        ctx.exit(1)
    clean_note(note)                                  # refused before the file is touched
    UserWords.edit(user.path, lambda u: u.remove(key, note, exclude=in_base))
    if as_json:
        echo_json({"word": key, "excluded": in_base, "note": note, "path": str(user.path)})
        return
    click.echo(_("«{word}» removed from your dictionary ({path})").format(word=key, path=user.path))


@click.command("user", cls=WordgamesCommand, short_help=SUMMARIES["user"])
@click.option("--json", "as_json", is_flag=True, help="Print your words as JSON.")
@lexicon_options
def user(as_json: bool, lexicon: Lexicon) -> None:
    """List your own additions and exclusions with their notes."""
    u = lexicon.user_words
    if as_json:
        echo_json({"path": str(u.path) if u.path else None,
                   "added": u.added, "removed": u.removed})
        return
    click.echo(f"# {u.path}" if u.path else "# " + _("(user words ignored)"))
    for sign, entries in (("+", u.added), ("-", u.removed)):
        for word in sorted(entries):
            click.echo(f"{sign}{word}" + (f"  {entries[word]}" if entries[word] else ""))


def _user_words(lexicon: Lexicon):
    """Return the lexicon's user overlay, refusing when user words are switched off."""
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    if lexicon.user_words.path is None:
        raise UsageError(_("your words are switched off (--no-user-words); nothing to change"))
    return lexicon.user_words


def _checked_letters(lexicon: Lexicon, word: str) -> str:
    """Return the folded word, refusing anything but letters of the lexicon's alphabet."""
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    from wordgames.lexicon.text import foreign_characters   # cold start: --help imports none of it

    key = lexicon.normalize(word).word
    bad = foreign_characters(key, lexicon.script if lexicon.script != "other" else "any")
    if not key or bad:
        what = ", ".join(_("{what} {char!r} at position {position}").format(what=d, char=c, position=p)
                         for p, c, d in bad) or _("empty word")
        raise UsageError(_("cannot add {word!r}: {what}").format(word=word, what=what))
    return key
