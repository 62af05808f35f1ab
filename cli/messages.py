"""The message catalogue's recipe: extract every message of the library and the command line, merge them
into each language's ``.po``, compile the ``.mo`` files shipped beside them (needs Babel, the ``i18n`` extra).

    python -m wordgames_cli.messages update     # extract the messages and merge them into every .po
    python -m wordgames_cli.messages compile    # write the .mo files shipped with the package

It lives with the command line because it walks the built command tree for the help texts click shows
(:func:`wordgames_cli.help.help_messages`); the library's :mod:`wordgames.i18n` reads the catalogues.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from wordgames.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE
from wordgames_cli.help import help_messages
from wordgames_cli.main import cli

KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NC_": ((1, "c"), 2)}
SOURCES = ("wordgames", "cli")


def extract():
    """Return Babel's catalogue of every message marked in the sources (the project's root: two up)."""
    root = LOCALE_DIR.parents[1]
    catalog = Catalog(domain=DOMAIN, project="wordgames", charset="utf-8")
    for top in SOURCES:
        for filename, lineno, message, comments, context in extract_from_dir(
                root / top, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
                method_map=[("**.py", "python"), ("**/templates/**.html", "jinja2.ext:babel_extract")]):
            catalog.add(message, None, [(f"{top}/{filename}", lineno)], auto_comments=comments, context=context)
    _add_help(catalog, root)
    return catalog


def _add_help(catalog, root: Path) -> None:
    """Add every command's and option's help text, as click shows it, walking the built command tree.

    Help texts are written in English where the commands are defined and translated when shown
    (``wordgames_cli.help.translate_help``); the walk finds the exact messages looked up, each with
    the command's place in the sources and, for the translator, what it is the help of.
    """
    cli_dir = Path(sys.modules["wordgames_cli"].__file__).resolve().parent
    sources = {f"cli/{p.name}": p.read_text(encoding="utf-8").splitlines() for p in sorted(cli_dir.glob("*.py"))}
    games = sorted(str(p.relative_to(root / "wordgames")) for p in (root / "wordgames").rglob("about.py"))
    for module in ("descriptor.py", *games):   # option help
        sources[f"wordgames/{module}"] = (root / "wordgames" / module).read_text(encoding="utf-8").splitlines()

    def written(message: str) -> tuple[str, int] | None:
        """Where the message's first words are written, when they are in one place only."""
        start = message.split("\n")[0][:40]
        found = [(name, n) for name, lines in sources.items() for n, line in enumerate(lines, 1) if start in line]
        return found[0] if len(found) == 1 else None

    for message, filename, lineno, where in help_messages(cli):
        path = Path(filename).resolve()
        shown = (f"cli/{path.relative_to(cli_dir)}" if path.is_relative_to(cli_dir)
                 else str(path.relative_to(root)) if path.is_relative_to(root) else path.name)
        comments = [] if message in catalog else [where]
        catalog.add(message, None, [written(message) or (shown, lineno)], auto_comments=comments)


def _po(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _catalogues():
    """Yield (language, .po path, its catalogue) for every language but the source."""
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        path = _po(lang)
        with path.open("rb") as f:
            yield lang, path, read_po(f, locale=lang, domain=DOMAIN)


def update() -> None:
    """Merge the extracted messages into every language's .po (new ones untranslated)."""
    template = extract()
    for _lang, path, catalog in _catalogues():
        created = catalog.creation_date          # kept: a date that changes at every update only makes conflicts
        catalog.update(template, no_fuzzy_matching=True)
        catalog.creation_date = created
        with path.open("wb") as f:
            write_po(f, catalog, width=100, omit_header=False, ignore_obsolete=True, include_lineno=False)


def compile_all() -> None:
    """Compile every language's .po into the .mo shipped beside it."""
    for _lang, path, catalog in _catalogues():
        with path.with_suffix(".mo").open("wb") as f:
            write_mo(f, catalog, use_fuzzy=False)


if __name__ == "__main__":
    jobs = {"update": update, "compile": compile_all}
    if len(sys.argv) != 2 or sys.argv[1] not in jobs:
        sys.exit("usage: python -m wordgames_cli.messages update|compile")
    jobs[sys.argv[1]]()
