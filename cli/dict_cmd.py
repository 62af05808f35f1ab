"""``wordgames dict``: look words up, explain rejections, manage your own words, rebuild the data."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from wordgames.i18n import _, printable
from wordgames_cli.common import echo_json, lexicon_options, warn
from wordgames_cli.main import LazyGroup

if TYPE_CHECKING:                       # annotations only: the lexicon is imported where a command loads it
    from wordgames.lexicon import Lexicon


# `dict check`, the command a table uses most, is here; the others are imported when used (tests/test_imports.py
# checks each summary is the command's short help).
COMMANDS = {"info": "wordgames_cli.dict_list_cmd:info", "export": "wordgames_cli.dict_list_cmd:export",
            "build": "wordgames_cli.dict_list_cmd:build", "add": "wordgames_cli.dict_user_cmd:add",
            "remove": "wordgames_cli.dict_user_cmd:remove", "user": "wordgames_cli.dict_user_cmd:user"}
SUMMARIES = {"info": "Where the dictionary comes from, its size.", "export": "Print the effective word list.",
             "build": "Rebuild the shipped word lists.", "add": "Add a word to your own words.",
             "remove": "Exclude a word, or drop your addition.", "user": "List your own additions and exclusions."}


@click.group("dict", cls=LazyGroup, lazy=COMMANDS, summaries=SUMMARIES,
             short_help="The dictionary: which nouns count, and why.")
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
            click.echo(f"{mark:3}  {printable(verdict.key or verdict.word)}: {verdict.reason}")
            if verdict.note:
                click.echo(f"{'':3}  {verdict.note}")
    ctx.exit(0 if all(verdicts) else 1)
