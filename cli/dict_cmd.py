"""``wordgames dict``: look words up, explain rejections, manage your own words, rebuild the data."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from wordgames.i18n import N_, _, language, ngettext
from wordgames_cli.common import echo_json, lexicon_options, warn
from wordgames_cli.main import LazyGroup

if TYPE_CHECKING:                       # annotations only: the lexicon is imported where a command loads it
    from wordgames.lexicon import Lexicon


@click.group("dict", cls=LazyGroup, short_help="The dictionary: which nouns count, and why.")
def dict_group() -> None:
    """The dictionary: Russian nominative singular common nouns of OpenCorpora and Efremova's dictionary, and your
    own words."""


@dict_group.command(short_help="Is each word a game word, and why.")
@click.argument("words", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of verdicts.")
@lexicon_options
@click.pass_context
def check(ctx: click.Context, words: tuple[str, ...], as_json: bool, lexicon: Lexicon) -> None:
    """Say for each WORD whether it is a game word, and if not, why.

    Exits 0 when every word is accepted, 1 when any is rejected.
    """
    verdicts = [lexicon.explain(w) for w in words]
    for verdict in verdicts:
        for note in verdict.notes:
            warn(_("{word!r}: {note}").format(word=verdict.word, note=note))
    if as_json:
        echo_json([v.to_dict() for v in verdicts])
    else:
        for verdict in verdicts:
            mark = _("yes") if verdict.accepted else _("no")
            click.echo(f"{mark:3}  {verdict.key or verdict.word}: {verdict.reason}")
    ctx.exit(0 if all(verdicts) else 1)


@dict_group.command(short_help="Where the dictionary comes from, its size.")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON.")
@lexicon_options
def info(as_json: bool, lexicon: Lexicon) -> None:
    """Show the dictionary's source, its size by word length, and your own words."""
    lengths = lexicon.lengths()
    user = lexicon.user_words
    data = {
        "dictionary": lexicon.name,
        "path": str(lexicon.source) if lexicon.source else None,
        "source": shipped_header(lexicon),
        "words": len(lexicon),
        "by_length": {n: lengths[n] for n in sorted(lengths)},
        "by_source": lexicon.source_counts() if lexicon.morphology else None,
        "source_choice": lexicon.source_choice,
        "user_words": str(user.path) if user.path else None,
        "user_added": len(user.added),
        "user_removed": len(user.removed),
        "language": language(),
    }
    if lexicon.min_zipf is not None:
        data["min_zipf"] = lexicon.min_zipf
    if as_json:
        echo_json(data)
        return
    from wordgames_cli.main import LANGUAGE_NAMES
    added, removed = data["user_added"], data["user_removed"]
    rows = [(INFO_LABELS["dictionary"], data["dictionary"])]
    if data["path"]:
        rows.append((INFO_LABELS["file"], data["path"]))
    rows += [("", header_line(line)) for line in data["source"]]
    rows += [(INFO_LABELS["words"], str(data["words"])),
             (INFO_LABELS["by_length"], ", ".join(f"{n}: {c}" for n, c in data["by_length"].items()))]
    if data["by_source"]:
        rows.append((INFO_LABELS["by_source"], _("OpenCorpora {opencorpora}, Efremova's dictionary {efremova}, "
                                                 "both {both}").format(**data["by_source"])))
    if data["source_choice"] != "any":
        rows.append((INFO_LABELS["source_choice"], _(SOURCE_CHOICE_NAMES[data["source_choice"]])))
    rows += [
             (INFO_LABELS["user_words"],
              (_("{added} added, {removed} removed ({path})") if data["user_words"] else
               _("{added} added, {removed} removed")).format(added=added, removed=removed, path=data["user_words"])),
             (INFO_LABELS["language"], _(LANGUAGE_NAMES[data["language"]]))]
    labels = {key: _(label) for key, label in INFO_LABELS.items()}
    width = max(map(len, labels.values())) + 1
    for label, value in rows:
        click.echo(f"{(_(label) if label else '').ljust(width)}{value}")


INFO_LABELS = {"dictionary": N_("dictionary:"), "file": N_("file:"), "words": N_("words:"),
               "by_length": N_("by length:"), "by_source": N_("by source:"), "source_choice": N_("taken:"),
               "user_words": N_("your words:"), "language": N_("interface:")}
SOURCE_CHOICE_NAMES = {"both": N_("only the words both dictionaries list (--source both)"),
                       "opencorpora": N_("only OpenCorpora's words (--source opencorpora)"),
                       "efremova": N_("only the words of Efremova's dictionary (--source efremova)")}


def header_line(line: str) -> str:
    """Return a provenance line of a shipped list in the interface's language (as it is when not known)."""
    from wordgames.lexicon.build import read_header_line
    found = read_header_line(line)
    return _(found[0]).format(**found[1]) if found else line


def shipped_header(lexicon: Lexicon) -> list[str]:
    """Return the provenance lines of the shipped word list behind ``lexicon`` (none for other lists)."""
    if not lexicon.morphology or lexicon.source is None:
        return []
    text = lexicon.source.with_suffix(".txt")
    try:
        with text.open(encoding="utf-8") as f:
            head = [next(f, "") for _ in range(8)]
    except OSError:
        return []
    return [line[2:].rstrip("\n") for line in head if line.startswith("# ") and not line.startswith("# rebuild")][1:]


@dict_group.command(short_help="Add a word to your own words.")
@click.argument("word")
@click.option("--note", default="", help="Why the word belongs (e.g. the two words it links).")
@click.option("--json", "as_json", is_flag=True, help="Print what was done as JSON.")
@lexicon_options
def add(word: str, note: str, as_json: bool, lexicon: Lexicon) -> None:
    """Add WORD to your own words (kept in your user-words file)."""
    from wordgames.lexicon import UserWords
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


@dict_group.command(short_help="Exclude a word, or drop your addition.")
@click.argument("word")
@click.option("--note", default="", help="Why the word is removed.")
@click.option("--json", "as_json", is_flag=True, help="Print what was done as JSON.")
@lexicon_options
@click.pass_context
def remove(ctx: click.Context, word: str, note: str, as_json: bool, lexicon: Lexicon) -> None:
    """Remove WORD: drop your addition of it, and exclude it if the dictionary has it."""
    from wordgames.lexicon import UserWords
    from wordgames.lexicon.overlay import clean_note
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


@dict_group.command(short_help="List your own additions and exclusions.")
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


@dict_group.command(short_help="Print the effective word list.")
@click.option("--length", type=click.IntRange(1), help="Only words of this many letters.")
@click.option("--json", "as_json", is_flag=True, help="Print the words as a JSON list.")
@lexicon_options
def export(length: int | None, as_json: bool, lexicon: Lexicon) -> None:
    """Print the effective word list, one word per line, sorted."""
    words = lexicon.words(length)
    if as_json:
        echo_json(words)
        return
    click.echo("\n".join(words) + ("\n" if words else ""), nl=False)


@dict_group.command(short_help="Rebuild the shipped word lists.")
@click.option("--output", type=click.Path(file_okay=False, path_type=Path),
              help="Folder to write to (default: the shipped dictionaries folder).")
@click.option("--json", "as_json", is_flag=True, help="Print the files written and their entries as JSON.")
def build(output: Path | None, as_json: bool) -> None:
    """Rebuild the shipped word lists from the installed pymorphy3 dictionary and Efremova's list."""
    from wordgames.lexicon.build import build as build_lists
    from wordgames.lexicon.explain import analyzer

    from wordgames.lexicon import data_dir
    out = output or data_dir()
    morph = analyzer()
    total = int(morph.dictionary.meta.get("words_dawg_length", 0)) or None
    with click.progressbar(length=total, label=_("Scanning word forms"), file=click.get_text_stream("stderr")) as bar:
        counts = build_lists(out, progress=bar.update, morph=morph)
    if as_json:
        echo_json({str(out / (name + ".txt")): count for name, count in counts.items()})
        return
    for name, count in counts.items():
        click.echo(ngettext("{path}: {n} entry", "{path}: {n} entries", count).format(path=out / (name + ".txt"),
                                                                                    n=count))


def _user_words(lexicon: Lexicon):
    """Return the lexicon's user overlay, refusing when user words are switched off."""
    from wordgames.errors import UsageError
    if lexicon.user_words.path is None:
        raise UsageError(_("your words are switched off (--no-user-words); nothing to change"))
    return lexicon.user_words


def _checked_letters(lexicon: Lexicon, word: str) -> str:
    """Return the folded word, refusing anything but letters of the lexicon's alphabet."""
    from wordgames.errors import UsageError
    from wordgames.lexicon.text import foreign_characters

    key = lexicon.normalize(word).word
    bad = foreign_characters(key, lexicon.script if lexicon.script != "other" else "any")
    if not key or bad:
        what = ", ".join(_("{what} {char!r} at position {position}").format(what=d, char=c, position=p)
                         for p, c, d in bad) or _("empty word")
        raise UsageError(_("cannot add {word!r}: {what}").format(word=word, what=what))
    return key
