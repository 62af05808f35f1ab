"""The web table's ASGI application (Starlette): the host's page, a page and a socket per seat.

``/``
    a page with nothing secret on it (open your seat's link);
``/host/KEY``
    the host's page: the lobby (pick a game and seats) while there is no table, then the table: every
    seat's link and QR code, who is connected and who is thinking, a seat given a new link (a phone
    died) or handed to a bot, the spectators' link;
``/t/KEY``
    a seat's page: its whole current view, rendered on the server; ``/ws/KEY`` its socket; with the
    spectators' key, what is public only; ``/t/KEY/record.json`` (and the game's own format) at the end;
``/static/…``
    the package's own script and style, nothing else;
and the routes of a desk served instead of a table (:class:`~wordgames.web.pages.Desk`: a referee's or a
caller's page for a game played with real cards or on paper).

Every response forbids script and style from anywhere but the package (Content-Security-Policy), and
sends no referrer (a link's key never leaves in a header).  A key opens one seat; a second device
opening a seat takes it over, and the first is told.  Every message a socket sends is checked at the
border (:mod:`wordgames.web.protocol`).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from dataclasses import dataclass, field
from typing import Callable

from wordgames.engine import CHANCE
from wordgames.errors import WordgamesError
from wordgames.i18n import N_, _, language, speaking
from wordgames.registry import GAMES
from wordgames.web import protocol
from wordgames.web.qr import svg
from wordgames.web.pages import Desk, html_page, no_such_page, read_form, reader_language, said
from wordgames.web.render import host_fragment, render, seat_fragment, watch_fragment

SECURITY_HEADERS = {
    "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}
BAD_MESSAGES = 20
"""A connection that sends this many messages that are not the protocol's is closed."""
REPLACED, CLOSED, POLICY = 4000, 4001, 1008


SEAT, WATCH, HOST = "seat", "watch", "host"


@dataclass(eq=False)
class Connection:
    """One page's socket: its seat (None: a spectator's or the host's page), its language, what only it is
    told (a refusal, a hint)."""

    socket: object
    seat: int | None
    language: str
    role: str = SEAT
    refusals: list[str] = field(default_factory=list)
    hint: str = ""
    told_at: int = -1          # the position its refusal or hint is about
    dirty: asyncio.Event = field(default_factory=asyncio.Event)
    bad: int = 0
    shown: tuple | None = None  # what its last frame showed of the table (:func:`_table_key`)


class Server:
    """The state of one ``wordgames serve``: its table (or none yet), the connections to it, the host's key.

    ``make_table(game_name, players) -> Table`` opens a table from the lobby; ``base`` is the address the
    links are printed with.
    """

    def __init__(self, table=None, *, host_key: str | None = None, base: str = "",
                 make_table: Callable | None = None, on_table: Callable | None = None, desk: Desk | None = None):
        from wordgames.web.table import new_token
        self.table = None
        self.host_key = host_key or new_token()
        self.base = base
        self.make_table = make_table
        self.on_table = on_table
        self.desk = desk
        self.connections: dict[int, Connection] = {}      # a seat's page, by seat
        self.others: set[Connection] = set()                # the spectators' and the host's pages
        self._codes: dict[str, str] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        if table is not None:
            self.seat(table)

    def seat(self, table) -> None:
        """Make ``table`` this server's and start it."""
        self.table = table
        table.listeners.append(self._changed)
        table.start()
        if self.on_table is not None:
            self.on_table(table)

    def _changed(self) -> None:        # from the table's thread
        loop = self.loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._mark_all)

    def _mark_all(self) -> None:
        for conn in [*self.connections.values(), *self.others]:
            if conn.shown != self.key_of(conn):   # else its page shows this already
                conn.dirty.set()

    def key_of(self, conn: Connection) -> tuple:
        """Return what of the table ``conn``'s page shows that changes: a page showing it is up to date."""
        key = _table_key(self.table, conn.seat)
        return key + (tuple(sorted(self.connections)),) if conn.role == HOST else key

    def link(self, seat: int) -> str:
        return f"{self.base}/t/{self.table.link_of(seat)}"

    def watch_link(self) -> str:
        return f"{self.base}/t/{self.table.watch_key}"

    def code(self, link: str) -> str:
        """Return the QR code of ``link`` as SVG (made once)."""
        if link not in self._codes:
            self._codes[link] = svg(link)
        return self._codes[link]

    def role_of(self, key: str) -> tuple[str, int | None] | None:
        """Return what ``key`` opens at the table: (SEAT, seat), (WATCH, None), (HOST, None); or None."""
        table = self.table
        if table is None:
            return None
        seat = table.seat_of(key)
        if seat is not None:
            return SEAT, seat
        if secrets.compare_digest(key.encode(), table.watch_key.encode()):
            return WATCH, None
        if secrets.compare_digest(key.encode(), self.host_key.encode()):
            return HOST, None
        return None

    def reseat(self, seat: int) -> None:
        """Give ``seat`` a new link: the page open on the old one is told and let go."""
        self.table.reseat(seat)
        old = self.connections.pop(seat, None)
        if old is not None:
            asyncio.ensure_future(_let_go(old, "closed"))

    def host_link(self) -> str:
        return f"{self.base}/host/{self.host_key}"


def create_app(server: Server):
    """Return the Starlette application serving ``server``."""
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.middleware.base import BaseHTTPMiddleware
    from starlette.responses import RedirectResponse
    from starlette.routing import Mount, Route, WebSocketRoute
    from starlette.staticfiles import StaticFiles
    from starlette.websockets import WebSocket, WebSocketDisconnect

    fallback = language()      # the process's: a page whose browser asks for no language we have
    opening = asyncio.Lock()

    def reader(request) -> str:
        return reader_language(request, fallback)

    page, nothing_here = html_page, no_such_page

    async def home(request):
        lang = reader(request)
        return page(render("message.html", lang, title="wordgames",
                           message=said(lang, N_("Open your seat's link, or scan its code, to play."))), request)

    async def host(request):
        lang = reader(request)
        if not secrets.compare_digest(request.path_params["key"].encode(), server.host_key.encode()):
            return nothing_here(request, lang)
        problem, chosen, players = "", "", ""
        if request.method == "POST":
            form = await read_form(request)
            if server.table is not None:           # a seat given a new link, handed to a bot or back
                _host_action(server, form)
                return RedirectResponse(request.url.path, status_code=303)
            chosen, players = form.get("game", "")[:40], form.get("players", "")[:400]
            async with opening:            # two hosts' taps open one table, not two
                if server.table is None:
                    try:
                        with speaking(lang):
                            server.seat(await asyncio.to_thread(server.make_table, chosen, players or None))
                    except WordgamesError as e:
                        with speaking(lang):
                            problem = str(e)
            if not problem:
                return RedirectResponse(request.url.path, status_code=303)
        if server.table is None:
            games = [GAMES[name] for name in GAMES]
            return page(render("lobby.html", lang, title="wordgames", games=games, chosen=chosen,
                               players=players, problem=problem), request)
        return live_page(request, lang, HOST, None, request.path_params["key"])

    def live_page(request, lang: str, role: str, seat: int | None, key: str):
        """Return a page that keeps itself up to date over its socket: a seat's, a spectator's, the host's."""
        table = server.table
        shown = table.page
        with speaking(lang):
            name = table.names[seat] if role == SEAT else _("the host") if role == HOST else _("spectator")
        return page(render("seat.html", lang, title=table.game.title(), name=name, style=shown.style,
                           script=shown.script if role == SEAT else None, key=key,
                           fragment=_fragment(server, role, seat, lang)), request)

    async def seat_page(request):
        lang = reader(request)
        role = server.role_of(request.path_params["key"])
        if role is None or role[0] == HOST:
            return nothing_here(request, lang)
        return live_page(request, lang, *role, request.path_params["key"])

    async def record(request):
        from starlette.responses import Response
        lang = reader(request)
        role = server.role_of(request.path_params["key"])
        kind = request.path_params["kind"]
        text = None
        if role is not None:
            with speaking(lang):
                text = await asyncio.to_thread(server.table.record, kind)
        if text is None:
            return nothing_here(request, lang)
        name = f"{server.table.entry.name}-record.{kind}"
        media = "application/json" if kind == "json" else "text/plain; charset=utf-8"
        return Response(text.encode("utf-8"), media_type=media,
                        headers={"content-disposition": f'attachment; filename="{name}"', "cache-control": "no-store"})

    async def socket(websocket: WebSocket):
        server.loop = asyncio.get_running_loop()
        table = server.table
        role = server.role_of(websocket.path_params["key"])
        if role is None:
            await websocket.close(code=POLICY)
            return
        await websocket.accept()
        lang = reader(websocket)
        conn = Connection(websocket, role[1], lang, role[0])
        if conn.role == SEAT:
            old = server.connections.get(conn.seat)
            server.connections[conn.seat] = conn
            if old is not None:      # this device takes the seat over: the other one is told, and let go
                await _let_go(old, "replaced")
            server._mark_all()       # the host's page shows who is connected
        else:
            server.others.add(conn)
        conn.dirty.set()
        sender = asyncio.create_task(_send_views(server, conn))
        bucket = protocol.Bucket()
        try:
            while True:
                received = await websocket.receive()
                if received["type"] == "websocket.disconnect":
                    break
                frame = received.get("text")
                if frame is None:
                    frame = received.get("bytes")
                if not bucket.take():
                    await websocket.close(code=POLICY)
                    break
                try:
                    with speaking(conn.language):
                        message = protocol.read(frame)
                        if conn.role != SEAT and message.kind not in protocol.WATCHING:
                            raise protocol.BadMessage(_("$.type: this page only watches the table"))
                except protocol.BadMessage as e:
                    conn.bad += 1
                    if conn.bad >= BAD_MESSAGES:
                        await websocket.close(code=POLICY)
                        break
                    with speaking(conn.language):
                        await websocket.send_json({"type": "error", "message": str(e)})
                    continue
                if message.kind == "ping":
                    await websocket.send_json({"type": "pong"})
                    continue
                await _answer(table, conn, message)
        except WebSocketDisconnect:
            pass
        finally:
            sender.cancel()
            if server.connections.get(conn.seat) is conn:
                del server.connections[conn.seat]
                server._mark_all()
            server.others.discard(conn)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        server.loop = asyncio.get_running_loop()
        yield
        if server.table is not None:
            await asyncio.to_thread(server.table.stop)

    class Secure(BaseHTTPMiddleware):
        async def dispatch(self, request, call_next):
            response = await call_next(request)
            response.headers.update(SECURITY_HEADERS)
            return response

    return Starlette(
        routes=[Route("/", home), Route("/host/{key}", host, methods=["GET", "POST"]),
                Route("/t/{key}", seat_page), Route("/t/{key}/record.{kind}", record),
                WebSocketRoute("/ws/{key}", socket),
                *(server.desk.routes(server) if server.desk is not None else ()),
                Mount("/static", StaticFiles(packages=[("wordgames.web", "static")]), name="static")],
        middleware=[Middleware(Secure)], lifespan=lifespan,
        exception_handlers={404: lambda request, exc: nothing_here(request, reader(request))})


async def _let_go(conn: Connection, why: str) -> None:
    """Tell a page its socket is let go (``replaced``: another device took the seat; ``closed``: the seat has a
    new link), and close it."""
    with contextlib.suppress(Exception):
        await conn.socket.send_json({"type": why})
        await conn.socket.close(code=REPLACED if why == "replaced" else CLOSED)


def _host_action(server: Server, form: dict[str, str]) -> None:
    """Do what the host's page asked of a person's seat: a new link, a bot to play it, or back to its person."""
    table = server.table
    try:
        seat = int(form.get("seat", ""))
    except ValueError:
        return
    if seat not in table.people():
        return
    action = form.get("action")
    if action == "reseat":
        server.reseat(seat)
    elif action == "bot":
        table.hand_to_bot(seat)
    elif action == "back":
        table.hand_back(seat)


def _fragment(server: Server, role: str, seat: int | None, language: str, conn: Connection | None = None) -> str:
    """Return the HTML a page of ``role`` shows of the table now."""
    table = server.table
    if role == SEAT:
        extra = {} if conn is None else {"refusals": conn.refusals, "hint": conn.hint}
        return seat_fragment(table, seat, language, record_base=f"/t/{table.link_of(seat)}", **extra)
    if role == WATCH:
        return watch_fragment(table, language, f"/t/{table.watch_key}")
    people = set(table.people())
    seats = [{"seat": s, "name": name, "person": s in people, "kind": table.session.seats[s].spec,
              "link": server.link(s) if s in people else "", "qr": server.code(server.link(s)) if s in people else "",
              "connected": s in server.connections, "by_bot": table.played_by_bot(s)}
             for s, name in enumerate(table.names)]
    return host_fragment(table, language, seats=seats, watch_link=server.watch_link(),
                         watch_qr=server.code(server.watch_link()), save=str(table.save) if table.save else "",
                         record_base=f"/t/{server.host_key}")


async def _send_views(server: Server, conn: Connection) -> None:
    """Send ``conn`` its page's whole current view every time something changed (updates never queue up)."""
    socket = conn.socket
    while True:
        await conn.dirty.wait()
        conn.dirty.clear()
        key = server.key_of(conn)          # taken before the view is: never newer than what is sent
        index = key[0]
        if conn.told_at != index:
            conn.refusals, conn.hint = [], ""
        html = _fragment(server, conn.role, conn.seat, conn.language, conn)
        try:
            await socket.send_json({"type": "view", "index": index, "html": html})
        except Exception:            # the page went away: its socket's reader ends the connection
            return
        conn.shown = key


def _table_key(table, seat: int | None) -> tuple:
    """Return what of ``table`` a page of ``seat`` shows that the table itself changes: a page showing it is up to date.

    (The position's index, the end, whether the loop waits for ``seat``, the table's failure, its notices,
    take-backs asked and seats handed to bots; a page's own refusal or hint is sent when it is made.)
    """
    _state, index, finished = table.snapshot()
    asked = table.asked in (seat, CHANCE) if seat is not None else table.asked     # CHANCE: real dice to enter
    return index, finished, asked, table.failure, table.revision


async def _answer(table, conn: Connection, message) -> None:
    """Do what a page asked, and mark its view to be sent again (an accepted move's view is sent once applied)."""
    if message.kind == "move":
        with speaking(conn.language):
            answer = table.submit(conn.seat, message.index, message.text)
        if answer.refusals:
            conn.refusals, conn.hint, conn.told_at = answer.refusals, "", message.index
        if answer.accepted:       # the table tells every page when the loop has applied it: no frame before
            return
    elif message.kind == "hint" and table.hint is not None:
        state, index, finished = table.snapshot()
        if index == message.index and not finished and state.current_player() == conn.seat:
            view = state.view(conn.seat)
            try:
                action = await asyncio.to_thread(table.hint, view)
            except WordgamesError as e:
                action, text = None, str(e)
            if action is not None:
                worth = await asyncio.to_thread(table.worth, view, conn.language)    # the advisor's values
                with speaking(conn.language):
                    text = "\n".join(filter(None, [table.shown.show_hint(view, action), worth]))
            conn.refusals, conn.hint, conn.told_at = [], text, index
    elif message.kind == "undo":
        with speaking(conn.language):
            why_not = table.ask_undo(conn.seat, message.index)
        if why_not is not None:
            conn.refusals, conn.hint, conn.told_at = [why_not], "", message.index
    elif message.kind == "agree":
        table.answer_undo(conn.seat, message.index, message.text == "yes")
        return
    elif message.kind == "review":
        await asyncio.to_thread(table.review, conn.language)
    conn.dirty.set()
