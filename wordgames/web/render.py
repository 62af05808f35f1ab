"""The web table's pages, rendered on the server with Jinja2 in the reader's language.

Every word a page shows is a message of the catalogue (``_()`` in the templates, as in the code), or
the game's presenter's; a page is rendered inside :class:`wordgames.i18n.speaking` for its reader, so two
phones at one table may read two languages.  What a seat's page shows is made from that seat's view
alone (:meth:`~wordgames.engine.State.view`), the public narration of the game, and the seat's own
refusals and hints: nothing of another seat's hidden cards can be in it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from wordgames.i18n import LANGUAGES, SOURCE, _, ngettext, pgettext, speaking

LOG_LINES = 8
"""The last lines of the game's narration a page shows."""


@lru_cache(maxsize=None)
def environment():
    """Return the Jinja2 environment of the package's templates (autoescaped)."""
    import jinja2
    env = jinja2.Environment(loader=jinja2.PackageLoader("wordgames.web", "templates"),
                             autoescape=jinja2.select_autoescape(("html",), default=True),
                             trim_blocks=True, lstrip_blocks=True, auto_reload=False)   # shipped: never changed
    env.globals.update(_=_, ngettext=ngettext, pgettext=pgettext)
    return env


def language_of(query: str | None, cookie: str | None, accept: str | None, default: str = SOURCE) -> str:
    """Return the reader's language: the page's ``?lang=``, else the cookie, else the browser's first we have,
    else ``default``.

    >>> language_of(None, None, "ru-RU,ru;q=0.9,en;q=0.8"), language_of("en", "ru", "ru"), language_of(None, None, None)
    ('ru', 'en', 'en')
    >>> language_of(None, None, "de-DE,de;q=0.9,ru;q=0.5"), language_of(None, None, "de", default="ru")
    ('ru', 'ru')
    """
    for chosen in (query, cookie):
        if chosen in LANGUAGES:
            return chosen
    weighted = []
    for i, part in enumerate((accept or "")[:512].split(",")):
        tag, _sep, q = part.strip().partition(";q=")
        try:
            weight = float(q) if q else 1.0
        except ValueError:
            continue
        code = tag.split("-")[0].strip().lower()
        if code in LANGUAGES:
            weighted.append((-weight, i, code))
    return min(weighted)[2] if weighted else default


def narration(table, step, language: str) -> list[str]:
    """Return the public lines of ``step`` in ``language`` (told once per language: every page of the table
    shows the same log)."""
    told = table.told
    key = (step.index, language)
    if key not in told:
        if len(told) > 4 * LOG_LINES * 3 * len(LANGUAGES):       # keep the recent steps' lines only
            for old in sorted(told)[:len(told) // 2]:
                del told[old]
        told[key] = table.shown.narrate(step.before, step.action, step.after, table.names)
    return told[key]


def seat_parts(table, seat: int, language: str, *, refusals: Sequence[str] = (), hint: str = "") -> dict[str, Any]:
    """Return what ``seat``'s page shows now, in ``language``: the frame's parts and the game's."""
    state, index, finished = table.snapshot()
    names, shown = table.names, table.shown
    view = state.view(seat)
    with speaking(language):
        to_move = state.current_player()
        mine = not finished and to_move == seat and table.asked == seat
        entering = not finished and getattr(table, "entering", lambda seat: False)(seat)   # real dice to enter
        mine = mine or entering       # the text field and Send take the dice entered
        log = [line for step in table.steps[-LOG_LINES * 3:] for line in narration(table, step, language)][-LOG_LINES:]
        if finished:
            status = _("The game is over.")
        elif entering:
            status = _("Enter the dice thrown.")
        elif to_move < 0 and getattr(table, "entered", False):
            status = _("Waiting for the dice to be entered…")
        elif to_move < 0:
            status = _("Dealing…")
        elif to_move == seat:
            status = _("Your move.") if mine else _("Your move: a moment…")
        else:
            status = _("{name} is to move.").format(name=names[to_move])
        game = table.page.parts(view, seat, names, mine) if not finished else {}
        return {
            "title": table.entry.title, "name": names[seat], "seat": seat, "index": index, "mine": mine,
            "finished": finished, "status": status, "log": log,
            "scores": shown.score_lines(view, names) if not finished and not table.page.scores_shown else [],
            "result": shown.result_lines(state, names) if finished else [],
            "failure": table.failure, "refusals": list(refusals), "hint": hint,
            "can_hint": table.hint is not None and mine and not entering,
            "prompt": shown.outcome_prompt(state, names) if entering else shown.prompt(view, names[seat]) if mine else "",
            "notation": (_("Type the dice's faces (24456), or tap them.") if entering else shown.notation_help(view)
                         if mine else ""), "entering": entering,
            "template": table.page.template, "game": game, "lang": language,
        }


def seat_fragment(table, seat: int, language: str, **extra) -> str:
    """Return the HTML of ``seat``'s table (what a page swaps in on every update)."""
    parts = seat_parts(table, seat, language, **extra)
    with speaking(language):
        return environment().get_template("fragment.html").render(**parts)


def render(template: str, language: str, **context) -> str:
    """Return a whole page rendered in ``language``."""
    with speaking(language):
        return environment().get_template(template).render(lang=language, **context)
