"""«Словесный бой» on paper, served: the caller's page and one page per player (:class:`PaperDesk`).

``/paper/CALLER``
    the caller's page: call a letter at random (the game's seed, the text's frequencies) or type one, the
    letters called in order against the turns agreed, take the last call back while no square is in, every
    player's link, and a square typed in for a player who has no phone;
``/paper/GAME/PLAYER``
    a player's page: the letters called (the page asks ``?poll=1`` for the game's version every few seconds
    and shows the game again when it changed; without script, a link does it), then the form to type the
    square in.
Once every square is in, every page shows every square scored, its words marked by lines (not by colour
alone), the duplicates struck where variation 2 is agreed, and who wins.  The caller's key is not in a
player's link: a player's page cannot call.  Every change is the logic's (:mod:`wordgames.battle.paper`).
"""

from __future__ import annotations

import secrets
from typing import Any

from wordgames.battle.notation import cell_label, parse_cell
from wordgames.battle.paper import (PaperError, PaperGame, PaperTable, call, draft, draw, enter, place, take_back,
                                    unplace, waiting, winners)
from wordgames.battle.render import cell_marks, points
from wordgames.battle.square import EMPTY
from wordgames.errors import InputFormatError
from wordgames.i18n import _, language, speaking
from wordgames.web.pages import Desk, html_page, no_such_page, read_form, reader_language
from wordgames.web.render import render

PREFIX = "/paper"
POLL_SECONDS = 2
MARK_CLASSES = {"-": "across", "|": "down", "+": "both"}
"""A counted cell's mark on the page: a line under it (across), at its right (down), or both."""


class PaperDesk(Desk):
    """The caller's page and the players' pages of one :class:`~wordgames.battle.paper.PaperTable`."""

    def __init__(self, paper: PaperTable, poll: float = POLL_SECONDS):
        from wordgames.web.table import new_token
        self.paper = paper
        self.poll = poll            # seconds between a page's questions «has the game changed?»
        self.caller_key = new_token()
        self.game_key = new_token()
        self.player_keys = [new_token() for _name in paper.game.names]

    def caller_link(self, server) -> str:
        return f"{server.base}{PREFIX}/{self.caller_key}"

    def player_link(self, server, player: int) -> str:
        return f"{server.base}{PREFIX}/{self.game_key}/{self.player_keys[player]}"

    def announce(self, server) -> list[str]:
        from wordgames.web import qr
        lines = [_("«Словесный бой» on paper. The caller's page (call the letters here): {link}").format(
            link=self.caller_link(server)), _("Each player's page (the letters called, then their square typed in):")]
        for player, name in enumerate(self.paper.game.names):
            link = self.player_link(server, player)
            lines.append(f"  {name}  {link}")
            lines.extend("    " + line for line in qr.text(link).splitlines())
        if self.paper.save is not None:
            lines.append(_("The game is saved after every change to {file} (wordgames serve battle --paper --resume "
                           "{file} goes on).").format(file=self.paper.save))
        return lines

    def routes(self, server) -> list:
        from starlette.responses import JSONResponse, RedirectResponse
        from starlette.routing import Route
        fallback = language()

        def reader(request) -> str:
            return reader_language(request, fallback)

        def nothing(request):
            return no_such_page(request, reader(request))

        def polled(request):
            return JSONResponse({"version": self.paper.version}, headers={"cache-control": "no-store"})

        async def answered(request, seat: int | None, template: str, **extra):
            """Answer a page of the game (the caller's: ``seat`` None): a poll, a form acted on, or the page."""
            if request.query_params.get("poll"):
                return polled(request)
            lang, problems, typed = reader(request), [], {}
            if request.method == "POST":
                typed = await read_form(request)
                problems = self._act(typed, lang, seat)
                if not problems:
                    return RedirectResponse(request.url.path, status_code=303)
            return html_page(render(template, lang, title="«Словесный бой»", **extra,
                                    **self.parts(server, lang, seat, problems, typed)), request)

        async def caller(request):
            if not _same(request.path_params["key"], self.caller_key):
                return nothing(request)
            return await answered(request, None, "desks/paper_caller.html")

        async def player(request):
            game_ok = _same(request.path_params["key"], self.game_key)
            seat = next((p for p, key in enumerate(self.player_keys) if _same(request.path_params["player"], key)),
                        None)
            if not game_ok or seat is None:
                return nothing(request)
            return await answered(request, seat, "desks/paper_player.html", name=self.paper.game.names[seat])

        return [Route(f"{PREFIX}/{{key}}", caller, methods=["GET", "POST"]),
                Route(f"{PREFIX}/{{key}}/{{player}}", player, methods=["GET", "POST"])]

    def _act(self, form: dict[str, str], lang: str, seat: int | None) -> list[str]:
        """Do what a page's form asks (``seat`` None: the caller's page); return the problems, none when done.

        A caller's form carries the game's version it was shown at, a tap on a player's square the number of
        letters written there: a second tap on a stale page does nothing.
        """
        action = form.get("action", "")
        paper = self.paper
        seen = int(form["version"]) if form.get("version", "").isdigit() else -1
        count = form.get("count", "")

        def own(step):          # a player's own square on the phone: a second tap of one cell does nothing
            return lambda game: step(game) if count == str(len(game.placed[seat])) else game

        with speaking(lang):
            try:
                if action == "square":
                    who = seat if seat is not None else _player_number(form.get("player", ""), len(paper.game.names))
                    paper.change(lambda game: enter(game, who, form.get("square", "")))
                elif seat is None and action in ("place", "unplace", "send"):
                    return []
                elif action == "place":
                    rules = paper.game.rules
                    cell = parse_cell(form.get("cell", "")[:10], rules.height, rules.width)
                    paper.change(own(lambda game: place(game, seat, cell)))
                elif action == "unplace":
                    paper.change(own(lambda game: unplace(game, seat)))
                elif action == "send":
                    paper.change(own(lambda game: enter(game, seat, draft(game, seat))))
                elif seat is not None:
                    return [_("Only the caller's page calls the letters.")]
                elif action == "draw":          # a call is made once, by the page that saw the game as it is
                    paper.change(lambda game: draw(game, paper.weights), version=seen)
                elif action == "call":
                    paper.change(lambda game: call(game, form.get("letter", "")), version=seen)
                elif action == "undo":
                    paper.change(take_back, version=seen)
            except PaperError as e:
                return list(e.problems)
            except InputFormatError as e:
                return [str(e)]
        return []

    def parts(self, server, lang: str, seat: int | None, problems: list[str], typed: dict) -> dict[str, Any]:
        """Return what a page of this game shows now (``seat`` None: the caller's page)."""
        paper = self.paper
        with paper.lock:
            game, version = paper.game, paper.version
        rules = game.rules
        with speaking(lang):
            caller = game.caller()
            if game.over:
                status = _("Every square is in: the scores.")
            elif game.complete:
                left = sum(square is None for square in game.squares)
                status = _("All {moves} letters are called. Squares still to type in: {n}.").format(
                    moves=rules.moves, n=left)
            elif caller is not None:
                status = _("Turn {turn} of {moves}: {name} names the letter.").format(
                    turn=len(game.called) + 1, moves=rules.moves, name=game.names[caller])
            else:
                status = _("Turn {turn} of {moves}.").format(turn=len(game.called) + 1, moves=rules.moves)
            players = [{"name": name, "in": game.squares[p] is not None,
                        "link": self.player_link(server, p) if seat is None else "",
                        "number": p + 1} for p, name in enumerate(game.names)]
            scored = self._scored(game, lang) if game.over else []
        own = game.squares[seat] if seat is not None else None
        phone: dict[str, Any] = {}
        if seat is not None and own is None:
            letter, square = waiting(game, seat), draft(game, seat)
            behind = len(game.called) - len(game.placed[seat])
            phone = {"letter": letter.upper() if letter else "", "behind": behind,
                     "count": len(game.placed[seat]), "can_unplace": bool(game.placed[seat]),
                     "full": game.complete and behind == 0,
                     "grid": [[{"letter": "" if ch == EMPTY else ch.upper(), "label": cell_label((r, c)),
                                "free": ch == EMPTY and letter is not None} for c, ch in enumerate(row)]
                              for r, row in enumerate(square.rows)]}
        return {"status": status, "version": version, "called": [letter.upper() for letter in game.called],
                "count": len(game.called), "moves": rules.moves,
                "complete": game.complete, "over": game.over, "players": players, "problems": problems,
                "typed": typed.get("square", "") if problems else "", "typed_player": typed.get("player", ""),
                "can_undo": bool(game.called) and not any(sq is not None for sq in game.squares),
                "mine_in": own is not None, "own": [row.upper().replace(EMPTY, "·") for row in own.rows] if own else [],
                "size": f"{rules.height}×{rules.width}", "strike": rules.strike, "poll": self.poll,
                "scored": scored, "width": rules.width, "phone": phone}

    def _scored(self, game: PaperGame, lang: str) -> list[dict[str, Any]]:
        """Return every square scored, for the page: its cells marked, its words, the struck ones, the winner."""
        scores = self.paper.scores()
        spelled = self.paper.battle.words
        best = set(winners([s.total for s in scores])) if len(scores) > 1 else set()
        out = []
        for p, s in enumerate(scores):
            marks = cell_marks(s)
            struck_cells = {cell for st in s.struck for cell in st.placed.cells}
            rows = [[{"letter": "" if ch == EMPTY else ch.upper(),
                      "mark": MARK_CLASSES.get(marks.get((r, c), ""), "other" if (r, c) in marks else ""),
                      "struck": (r, c) in struck_cells and (r, c) not in marks}
                     for c, ch in enumerate(row)] for r, row in enumerate(s.square.rows)]
            words = [{"word": _spelling(spelled, pl.word), "arrow": pl.direction.arrow, "points": points(pl.points)}
                     for pl in s.counted]
            struck = [{"word": _spelling(spelled, st.placed.word), "arrow": st.placed.direction.arrow,
                       "others": ", ".join(game.names[k] for k in st.also_in)} for st in s.struck]
            out.append({"name": game.names[p], "total": points(s.total), "wins": p in best, "rows": rows,
                        "words": words, "struck": struck})
        return out


def _spelling(words, word: str) -> str:
    """Return a word as the dictionary spells it (with ё), or as it is."""
    spell = getattr(words, "spelling", None)
    return spell(word) if spell is not None else word


def _same(given: str, key: str) -> bool:
    return secrets.compare_digest(given.encode(), key.encode())


def _player_number(text: str, players: int) -> int:
    """Return the player a caller's form names (a number from 1), or raise :class:`PaperError`."""
    if text.isdigit() and 1 <= int(text) <= players:
        return int(text) - 1
    raise PaperError([_("Choose whose square this is.")])
