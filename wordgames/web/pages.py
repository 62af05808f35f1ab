"""What every page of the web server answers with, the table's and the desks': the reader's language, a page
never cached, the one 404, a form read at the border; and the :class:`Desk` a game played with real things is
served as.

>>> MAX_FORM
4096
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordgames.i18n import LANGUAGES, N_, _, speaking
from wordgames.web.render import language_of, render

if TYPE_CHECKING:
    from wordgames.web.app import Server


class Desk:
    """A page of its own served instead of a table, for a game played with real things (a referee's page,
    a caller's page): it gives the server its routes, and the terminal the lines that open it.

    A desk's keys are random like a seat's (:func:`wordgames.web.table.new_token`); its routes live under
    its own prefix and answer with :func:`wordgames.web.render.render` pages and the same headers.
    """

    def routes(self, server: "Server") -> list:
        """Return the Starlette routes of this desk."""
        raise NotImplementedError

    def announce(self, server: "Server") -> list[str]:
        """Return the lines the terminal prints to open this desk (its links), in the interface's language."""
        raise NotImplementedError



def reader_language(request, fallback: str) -> str:
    """Return the language of the page's reader: its ``?lang=``, its cookie, its browser's, else ``fallback``."""
    return language_of(request.query_params.get("lang"), request.cookies.get("lang"),
                       request.headers.get("accept-language"), fallback)


def html_page(html: str, request, status: int = 200):
    """Return a page never cached (its links hold keys), remembering a language chosen with ``?lang=``."""
    from starlette.responses import HTMLResponse
    response = HTMLResponse(html, status_code=status, headers={"cache-control": "no-store"})
    chosen = request.query_params.get("lang")
    if chosen in LANGUAGES:
        response.set_cookie("lang", chosen, max_age=365 * 86400, samesite="strict")
    return response


def no_such_page(request, lang: str):
    """Return the one page a wrong key (or any unknown address) gets: 404, saying nothing of the table."""
    return html_page(render("message.html", lang, title="wordgames",
                            message=said(lang, N_("This link opens no seat at this table."))), request, 404)


MAX_FORM = 4096
"""The longest form the lobby reads, in bytes."""


async def read_form(request) -> dict[str, str]:
    """Return a page's urlencoded form (the lobby's, a desk's) (its first value of each field; a longer body is cut)."""
    from urllib.parse import parse_qs
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_FORM:
            break
    fields = parse_qs(body[:MAX_FORM].decode("utf-8", "replace"), max_num_fields=10)
    return {key: values[0] for key, values in fields.items()}


def said(lang: str, message: str) -> str:
    """Return the catalogue's ``message`` in ``lang``."""
    with speaking(lang):
        return _(message)
