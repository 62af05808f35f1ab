"""The referee's page of Змейка played with real cards, and the players' board: a desk of the web server.

``/referee/KEY``
    the referee's page (:class:`RefereeDesk`): the snake, whose turn it is, the score by side, the record
    so far; a form writes the next line of the record (a player's name tapped, then a word typed, or a
    button: готово, оспорить, сдаться, …), takes the last line back, checks a placement, names the
    continuations of the right word or proves there is none, settles a challenge.  A plain form posted and
    answered by a redirect: no script.
``/referee/KEY/board``
    the players' board, read only (its own key, or the referee's): the snake, the score by side, whose
    turn it is, the cards each hand holds by count; no hand.  It reloads itself every few seconds.
``/referee/KEY/record.txt``
    the record so far, as ``wordgames snake referee`` reads it.

Everything the pages show comes from the session (:class:`~wordgames.snake.desk.RefereeSession`): the
referee's replay of the record, its sheet, and the questions it answers.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.desk import RefereeSession
>>> desk = RefereeDesk(RefereeSession(Lexicon.from_words(["опера", "раструб"]), ["Оля", "Петя"], start="о"))
>>> desk.session.add("Оля: опера").accepted
True
>>> parts = desk.parts()
>>> [c["letter"] for c in parts["snake"]], parts["to_move"], [s["rows"][0] for s in parts["sides"]]
(['О', 'П', 'Е', 'Р', 'А'], 'Оля', ['7', '0'])
"""

from __future__ import annotations

import asyncio
import secrets
import threading
from types import SimpleNamespace
from typing import Any

from wordgames.errors import WordgamesError
from wordgames.i18n import N_, _, language, ngettext, speaking
from wordgames.snake.challenge import UPHELD
from wordgames.snake.page import STAGES, SnakePage
from wordgames.snake.sheet import score_rows, side_names
from wordgames.snake.wholegame import ENGLISH_TO_RUSSIAN
from wordgames.web.pages import Desk

PLACEMENT_KINDS = {"right": N_("right placement"), "left": N_("left placement"),
                   "first-right": N_("first-right placement"), "first-left": N_("first-left placement")}
"""A placement's kind, as the check names it."""

QUICK = (("done", N_("Done")), ("challenge", N_("Challenge")), ("concede", N_("Concede")))
"""The items every game has, as buttons (each written for the player chosen)."""
QUICK_FOUR = (("ask", N_("Ask the partner")), ("yes", N_("Yes")), ("no", N_("No")),
              ("keep", N_("Keep: no card passed")), ("give ?", N_("Passed a card")))
"""The items of the game of four."""
WRITTEN = {"add": "{player}: {text}", "discard": "{player}: {discard} {text}", "name": "{player}: {name} {text}",
           "left": "{left} {player}: {text}"}
"""How the form's text becomes a line of the record, by the button pressed."""
RECORD_SHOWN = 14
"""The last lines of the record the referee's page shows."""
BOARD_REFRESH = 5
"""Seconds between the board's reloads."""


def _verb(item: str, russian: bool) -> str:
    """Return an item written in the record's Russian words (``give ?`` → ``передать ?``) or as it is."""
    verb, space, rest = item.partition(" ")
    return (ENGLISH_TO_RUSSIAN.get(verb, verb) if russian else verb) + space + rest


class RefereeDesk(Desk):
    """The referee's page and the players' board of one :class:`~wordgames.snake.desk.RefereeSession`."""

    def __init__(self, session, key: str | None = None, board_key: str | None = None):
        from wordgames.web.table import new_token
        self.session = session
        self.key = key or new_token()
        self.board_key = board_key or new_token()
        self.told: dict[str, Any] | None = None     # the answer to the referee's last request, shown once
        self.lock = threading.Lock()                # one request changes the record at a time

    # -- links ------------------------------------------------------------------------------------

    def link(self, server) -> str:
        return f"{server.base}/referee/{self.key}"

    def board_link(self, server) -> str:
        return f"{server.base}/referee/{self.board_key}/board"

    def announce(self, server) -> list[str]:
        lines = [_("The referee's page (keep this link to yourself): {link}").format(link=self.link(server)),
                 _("The players' board (read only: show or send it to the table): {link}").format(
                     link=self.board_link(server))]
        if self.session.path is not None:
            lines.append(_("The record is saved after every line to {file} (wordgames snake referee {file} "
                           "reads it).").format(file=self.session.path))
        return lines

    def is_referee(self, key: str) -> bool:
        return secrets.compare_digest(key.encode(), self.key.encode())

    def opens_board(self, key: str) -> bool:
        return self.is_referee(key) or secrets.compare_digest(key.encode(), self.board_key.encode())

    # -- what the pages show ----------------------------------------------------------------------

    def parts(self) -> dict[str, Any]:
        """Return what both pages show: the snake, whose turn, the score by side, the end (in the language spoken)."""
        session = self.session
        state, sheet = session.state, session.sheet
        snake = state.snake
        cards = SnakePage(None, None).snake_cards(SimpleNamespace(snake=snake), False) if snake is not None else []
        right = snake.right_word if snake is not None else None
        if right is not None:
            right_line = _("right word: «{word}»").format(word=right.word)
        elif snake is not None:
            right_line = _("the face-up letter «{letter}»: the first word starts or ends with it").format(
                letter=snake.leftmost_letter)
        else:
            right_line = _("No face-up card yet: write the letter that starts the snake.")
        names = side_names(session.players)
        rows = [{"label": label.strip(), "values": values} for label, values in score_rows(sheet)]
        sides = [{"name": names[k], "rows": [row["values"][k] for row in rows]} for k in (0, 1)]
        to_move = session.to_move()
        players = session.players
        hands = [{"name": name, "out": seat in state.out,
                  "cards": len(state.hands[seat]) if seat < len(state.hands) else 0,
                  "side": state.rules.side(seat) + 1} for seat, name in enumerate(players)]
        end = sheet.end
        if sheet.end_code == "record-stops":        # the sheet speaks the language of its replay: say it again
            end = ngettext("the record stops with {n} card in the stock",
                           "the record stops with {n} cards in the stock", state.stock_size).format(n=state.stock_size)
        return {"snake": cards, "right": right_line, "to_move": to_move,
                "stage": _(STAGES[state.phase]) if state.phase in STAGES and to_move else "",
                "rows": rows, "sides": sides, "names": names, "hands": hands,
                "stock": max(0, state.stock_size), "discards": [c.upper() for c in state.discards[-12:]],
                "end": ((_("The game is over: {end}.") if sheet.over else _("The game is not over: {end}."))
                        .format(end=end)), "over": sheet.over}

    def referee_parts(self) -> dict[str, Any]:
        """Return the referee's page beyond the board: the form's choices, the record, the last answer."""
        session = self.session
        numbered = [{"number": k, "text": line} for k, line in
                    enumerate(session.head + session.lines, start=1)][-RECORD_SHOWN:]
        four = len(session.players) == 4
        quick = [{"item": item, "label": _(label)} for item, label in QUICK + (QUICK_FOUR if four else ())]
        return {"players": session.players, "chosen": session.to_move() or session.players[0],
                "quick": quick, "record": numbered, "can_undo": bool(session.lines),
                "needs_start": session.state.snake is None and not session.lines,
                "findings": [str(f) for f in session.sheet.findings], "told": self.told}

    # -- the referee's requests ----------------------------------------------------------------------

    def act_in(self, form: dict[str, str], lang: str) -> dict[str, Any] | None:
        """Do what the form asks, one request at a time, answering in ``lang``."""
        with self.lock, speaking(lang):
            return self.act(form)

    def act(self, form: dict[str, str]) -> dict[str, Any] | None:
        """Do what the referee's form asks; return the answer to show (its lines already in the language spoken)."""
        session = self.session
        do = form.get("do", "")
        player = form.get("player", "")
        text = " ".join(form.get("text", "").split())[:200]
        if player not in session.players:
            player = session.to_move() or session.players[0]
        russian = language() == "ru"          # the record's words in the referee's language: either is read
        try:
            if do.startswith("item:"):
                item = do[5:]
                if item not in dict(QUICK + QUICK_FOUR):
                    return None
                return self.added(session.add_item(player, _verb(item, russian)))
            if do in WRITTEN:
                if not text:
                    return {"kind": "refused", "title": _("Write the word or the cards first."), "lines": []}
                written = WRITTEN[do].format(player=player, text=text, discard=_verb("discard", russian),
                                             name=_verb("name", russian), left="осталось" if russian else "left")
                return self.added(session.add(written))
            if do == "force":
                return self.added(session.add(form.get("line", "")[:400], force=True))
            if do == "undo":
                line = session.undo()
                return {"kind": "note", "title": _("Taken back: {line}").format(line=line) if line else
                        _("Nothing to take back."), "lines": []}
            if do == "start":
                return self.added(session.set_start(text))
            if do == "check":
                return self.checked(text)
            if do == "continuations":
                return self.continued()
            if do == "settle":
                return self.settled(text or None)
        except WordgamesError as e:
            return {"kind": "refused", "title": str(e), "lines": []}
        return None

    def added(self, added) -> dict[str, Any]:
        if added.accepted:
            title = _("Written: {line}").format(line=added.line)
            return {"kind": "added" if not added.findings else "refused", "title": title,
                    "lines": added.reasons + list(added.notes)}
        return {"kind": "refused", "title": _("Not written: {line}").format(line=added.line),
                "lines": added.reasons + list(added.notes), "force": added.line if added.findings else ""}

    def checked(self, word: str) -> dict[str, Any]:
        if not word:
            return {"kind": "refused", "title": _("Write the word first."), "lines": []}
        verdict = self.session.check(word)
        p = verdict.placement
        if verdict.accepted:
            title = ngettext("accepted: «{word}» ({kind}, new cards {cards}), {n} point",
                             "accepted: «{word}» ({kind}, new cards {cards}), {n} points", verdict.points).format(
                word=p.word, kind=_(PLACEMENT_KINDS[p.kind]), cards=p.new_letters.upper(), n=verdict.points)
            return {"kind": "added", "title": title, "lines": list(verdict.warnings)}
        return {"kind": "refused", "title": _("rejected: «{word}»").format(word=p.word),
                "lines": [str(f) for f in verdict.faults]}

    def continued(self) -> dict[str, Any]:
        found = self.session.continuations()
        if found.count:
            return {"kind": "added", "title": ngettext("«{right}» can be continued ({n} word)",
                                                       "«{right}» can be continued ({n} words)",
                                                       found.count).format(right=found.right, n=found.count),
                    "lines": [_("e.g. {words}").format(words=", ".join(found.words))]}
        proof = ", ".join(f"«{s}»" for s in found.searched)
        return {"kind": "refused", "title": _("«{right}» has no continuation: no unplayed word of four or more "
                                              "letters begins with any of its endings {endings}").format(
            right=found.right, endings=proof), "lines": []}

    def settled(self, claim: str | None) -> dict[str, Any]:
        verdict = self.session.settle(claim)
        if verdict.verdict == UPHELD:
            title = ngettext("verdict: upheld — the challenger's side is fined {n} point for unfounded distrust",
                             "verdict: upheld — the challenger's side is fined {n} points for unfounded distrust",
                             verdict.penalty).format(n=verdict.penalty)
        else:
            title = _("verdict: lost — the challenged side{who} loses: {penalty}").format(
                who="", penalty=_(verdict.penalty) if isinstance(verdict.penalty, str) else verdict.penalty)
        lines = list(verdict.reasons)
        if verdict.continuations and verdict.verdict == UPHELD:
            lines.append(_("e.g. {words}").format(words=", ".join(verdict.continuations)))
        return {"kind": "added" if verdict.verdict == UPHELD else "refused", "title": title, "lines": lines}

    # -- the routes -------------------------------------------------------------------------------

    def routes(self, server) -> list:
        from starlette.responses import RedirectResponse, Response
        from starlette.routing import Route
        from wordgames.web.pages import html_page, no_such_page, read_form, reader_language
        from wordgames.web.render import render

        fallback = language()      # the process's: a page whose browser asks for no language we have

        def reader(request) -> str:
            return reader_language(request, fallback)

        nothing = no_such_page

        async def referee_page(request):
            lang = reader(request)
            key = request.path_params["key"]
            if not self.is_referee(key):
                return nothing(request, lang)
            if request.method == "POST":
                form = await read_form(request)
                told = await asyncio.to_thread(self.act_in, form, lang)    # a replay of the record: off the loop
                self.told = told
                query = request.url.query
                return RedirectResponse(request.url.path + (f"?{query}" if query else ""), status_code=303)
            told, self.told = self.told, None
            with self.lock, speaking(lang):
                parts, mine = self.parts(), self.referee_parts()
            mine["told"] = told
            return html_page(render("desks/snake_referee.html", lang, title=N_("Змейка: the referee"), desk=parts,
                               referee=mine, key=key, board=self.board_link(server),
                               record=f"/referee/{key}/record.txt"), request)

        async def board_page(request):
            lang = reader(request)
            if not self.opens_board(request.path_params["key"]):
                return nothing(request, lang)
            with self.lock, speaking(lang):
                parts = self.parts()
            return html_page(render("desks/snake_board.html", lang, title=N_("Змейка: the score"), desk=parts,
                               refresh=BOARD_REFRESH), request)

        async def record_file(request):
            if not self.opens_board(request.path_params["key"]):
                return nothing(request, reader(request))
            return Response(self.session.text(), media_type="text/plain; charset=utf-8",
                            headers={"content-disposition": 'attachment; filename="snake-record.txt"',
                                     "cache-control": "no-store"})

        return [Route("/referee/{key}", referee_page, methods=["GET", "POST"]),
                Route("/referee/{key}/board", board_page), Route("/referee/{key}/record.txt", record_file)]
