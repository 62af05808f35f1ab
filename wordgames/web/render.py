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

NO_SEAT = -2
"""The seat a spectator's page is drawn for: nobody's (no player is "you")."""

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


def log_lines(table, language: str, upto: int) -> list[str]:
    """Return the last lines of the table's public log in ``language`` up to position ``upto`` (the frame's: a
    step the loop takes while the frame is made is in the next one): the narration of the actions, and the
    table's own notices (a time run out, a take-back) where they happened."""
    lines = [((step.index + 1, 0), line) for step in table.steps[-LOG_LINES * 3:] if step.index < upto
             for line in narration(table, step, language)]
    lines += [((index, 1), message()) for index, message in table.notices[-LOG_LINES:] if index <= upto]
    return [line for _key, line in sorted(lines, key=lambda item: item[0])][-LOG_LINES:]


def status_of(table, state, finished: bool, seat: int | None, mine: bool = False, entering: bool = False) -> str:
    """Return the line saying who is to move, as the page of ``seat`` (None: a spectator's) says it
    (``mine``: the loop waits for ``seat``; ``entering``: for ``seat`` to enter the dice thrown)."""
    to_move = state.current_player()
    if finished:
        return _("The game is over.")
    if entering:
        return _("Enter the dice thrown.")
    if to_move < 0 and table.entered:
        return _("Waiting for the dice to be entered…")
    if to_move < 0:
        return _("Dealing…")
    if to_move == seat:
        return _("Your move.") if mine else _("Your move: a moment…")
    return _("{name} is to move.").format(name=table.names[to_move])


def end_parts(table, language: str, finished: bool) -> dict[str, Any]:
    """Return what every page shows at the end: the records to download and the review (once asked for)."""
    if not finished:
        return {"records": [], "review": None, "can_review": False}
    records = [("json", _("The game's record (the session file)"))]
    if table.page.record_kind is not None:
        records.append((table.page.record_kind, _("The game's record in its own format")))
    review = table.reviews.get(language)
    return {"records": records, "review": review, "can_review": bool(table.entry.review_goals) and review is None,
            "reviewing": table.reviewing}


def seat_parts(table, seat: int, language: str, *, refusals: Sequence[str] = (), hint: str = "",
               record_base: str = "") -> dict[str, Any]:
    """Return what ``seat``'s page shows now, in ``language``: the frame's parts and the game's
    (``record_base``: the page's own path, where the records are downloaded at the end)."""
    state, index, finished = table.snapshot()
    names, shown = table.names, table.shown
    view = state.view(seat)
    with speaking(language):
        entering = not finished and table.entering(seat)        # real dice to enter (the table's chance)
        mine = not finished and state.current_player() == seat and table.asked == seat
        mine = mine or entering       # the text field and Send take the dice entered
        vote = table.vote
        game = table.page.parts(view, seat, names, mine) if not finished else {}
        return {
            "title": table.game.title(), "name": names[seat], "seat": seat, "index": index, "mine": mine,
            "finished": finished, "status": status_of(table, state, finished, seat, mine, entering),
            "log": log_lines(table, language, index),
            "scores": shown.score_lines(view, names) if not finished and not table.page.scores_shown else [],
            "result": shown.result_lines(state, names) if finished else [],
            "failure": table.failure, "refusals": list(refusals), "hint": hint,
            "can_hint": table.hint is not None and mine and not entering,
            "prompt": shown.outcome_prompt(state, names) if entering else shown.prompt(view, names[seat]) if mine else "",
            "notation": (_("Type the dice's faces (24456), or tap them.") if entering else shown.notation_help(view)
                         if mine else ""), "entering": entering,
            "template": table.page.template, "game": game, "lang": language,
            "seconds": table.seconds_left() if mine else None,
            "by_bot": table.played_by_bot(seat),
            "can_undo": not finished and table.session.undo and vote is None,
            "vote": None if vote is None else {
                "asker": names[vote.asker], "mine": vote.asker == seat, "asked": seat in vote.waiting,
                "waiting": [names[s] for s in sorted(vote.waiting)]},
            "record_base": record_base, **end_parts(table, language, finished),
        }


def watch_parts(table, language: str, record_base: str = "") -> dict[str, Any]:
    """Return what a spectator's page shows now: who is to move, the public log, the end; the position itself
    only in a game without hidden cards or squares (where every seat sees all of it): the game's page as the
    seat to move sees it, offering no move."""
    state, index, finished = table.snapshot()
    names, shown = table.names, table.shown
    with speaking(language):
        public = not table.game.hidden_information and not finished
        drawing = shown.draw(state) if public else ""
        scores = shown.score_lines(state, names) if public and not table.page.scores_shown else []
        return {     # (a state of a game of perfect information is its own view: every seat's, a spectator's)
            "game": table.page.parts(state, NO_SEAT, names, False) if public else {},
            "template": table.page.template,
            "title": table.game.title(), "index": index, "finished": finished,
            "status": status_of(table, state, finished, None), "log": log_lines(table, language, index),
            "drawing": drawing,
            "scores": scores if scores != [drawing] else [],        # (a game whose drawing is its score line)
            "result": shown.result_lines(state, names) if finished else [],
            "failure": table.failure, "lang": language, "record_base": record_base,
            **end_parts(table, language, finished),
        }


def host_fragment(table, language: str, **host) -> str:
    """Return the HTML of the host's view of the table: the public view, and every seat with its link and
    code, whether its page is connected, whether it is thinking, whether a bot plays it for now (``host``:
    ``seats``, ``watch_link``, ``watch_qr``, ``save``, as the server knows them)."""
    parts = watch_parts(table, language, host.pop("record_base", ""))
    state, _index, finished = table.snapshot()
    to_move = None if finished else state.current_player()
    with speaking(language):
        return environment().get_template("host_table.html").render(**parts, **host, to_move=to_move)


def seat_fragment(table, seat: int, language: str, **extra) -> str:
    """Return the HTML of ``seat``'s table (what a page swaps in on every update)."""
    parts = seat_parts(table, seat, language, **extra)
    with speaking(language):
        return environment().get_template("fragment.html").render(**parts)


def watch_fragment(table, language: str, record_base: str = "") -> str:
    """Return the HTML of a spectator's view of the table."""
    parts = watch_parts(table, language, record_base)
    with speaking(language):
        return environment().get_template("watch.html").render(**parts)


def render(template: str, language: str, **context) -> str:
    """Return a whole page rendered in ``language``."""
    with speaking(language):
        return environment().get_template(template).render(lang=language, **context)
