"""The shared table commands as a game's group lists them: ``play``, ``tournament`` and ``review``.

A game's command module calls :func:`add_table_commands` when it loads; the
commands themselves (:mod:`wordgames_cli.table_cmd`, built from the registry)
are imported and built only when the group first resolves one, so the game's
other commands and its help pay for neither.
"""

from __future__ import annotations

from wordgames_cli.help import help_text
from wordgames_cli.main import LazyGroup

TOURNAMENT_SUMMARY = "Seeded games between bots and programs."


def play_summary(title: str) -> str:
    """Return the short help of a game's ``play``."""
    return help_text("Play {title}: people, bots, programs.", tr={"title": title})


def review_summary(title: str) -> str:
    """Return the short help of a game's ``review``."""
    return help_text("What each decision of a saved game of {title} cost.", tr={"title": title})


def _built(kind: str, name: str, summary: str):
    """Return a builder of the game ``name``'s ``kind`` command (``play``, ``tournament``, ``review``), listed
    by ``summary``."""
    def build():
        import importlib        # on first use: a game's other commands and its help need none of it
        module = importlib.import_module("wordgames_cli." + ("tournament_cmd" if kind == "tournament" else "table_cmd"))
        return getattr(module, f"{kind}_command")(name, summary)
    return build


def add_table_commands(group: LazyGroup, name: str, title: str, review: bool = False) -> None:
    """Add the game's ``play`` and ``tournament`` commands to its group, and ``review`` if the game has one.

    Each is built from the registry when the group first resolves it.  ``title`` (the registry's title of
    the game) and ``review`` (whether its entry lists review goals) let the group's help list them without
    the registry; tests/test_imports.py checks both against it.
    """
    commands = {"play": play_summary(title), "tournament": TOURNAMENT_SUMMARY}
    if review:
        commands["review"] = review_summary(title)
    for kind, summary in commands.items():
        group.add_lazy_command(kind, _built(kind, name, summary), summary)
