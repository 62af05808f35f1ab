"""``wordgames dict info``, ``export`` and ``build``: the word list itself, where it comes from, its size, rebuilt."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from wordgames.i18n import N_, _, language, ngettext
from wordgames_cli.common import echo_json, lexicon_options
from wordgames_cli.dict_cmd import SUMMARIES
from wordgames_cli.main import LANGUAGE_NAMES, WordgamesCommand

if TYPE_CHECKING:                       # annotations only: the lexicon is imported where a command loads it
    from wordgames.lexicon import Lexicon   # cold start: --help imports none of it


@click.command("info", cls=WordgamesCommand, short_help=SUMMARIES["info"])
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
    from wordgames.lexicon.build import read_header_line   # cold start: --help imports none of it
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


@click.command("export", cls=WordgamesCommand, short_help=SUMMARIES["export"])
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


@click.command("build", cls=WordgamesCommand, short_help=SUMMARIES["build"])
@click.option("--output", type=click.Path(file_okay=False, path_type=Path),
              help="Folder to write to (default: the shipped dictionaries folder).")
@click.option("--json", "as_json", is_flag=True, help="Print the files written and their entries as JSON.")
def build(output: Path | None, as_json: bool) -> None:
    """Rebuild the shipped word lists from the installed pymorphy3 dictionary and Efremova's list."""
    from wordgames.lexicon.build import build as build_lists   # cold start: --help imports none of it
    from wordgames.lexicon.explain import analyzer   # cold start: --help imports none of it

    from wordgames.lexicon import data_dir   # cold start: --help imports none of it
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
