"""The web table under test: a live server on a free port, and phones in Debian's Chromium (Playwright).

Playwright cannot download its own browser here: the tests drive the system's Chromium through
``executable_path`` (``WORDGAMES_CHROMIUM``, else ``chromium`` or ``chromium-headless-shell`` on the PATH).
Without one the browser tests are skipped with a line saying how to install it; where
``WORDGAMES_REQUIRE_BROWSER`` is set (``.ci/run``) they fail instead, so CI never passes without them.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import threading
import time
from pathlib import Path
from typing import Iterator

import pytest

INSTALL = ("no Chromium for the browser tests: apt-get install chromium (Debian), or set WORDGAMES_CHROMIUM "
           "to a Chromium binary")
FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}
SCREENSHOTS = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


def chromium_path() -> str | None:
    """Return the Chromium to drive, or None."""
    given = os.environ.get("WORDGAMES_CHROMIUM")
    if given:
        return given
    for name in ("chromium", "chromium-headless-shell", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def no_browser(why: str = INSTALL) -> None:
    """Skip the test (or fail it, where CI requires the browser tests)."""
    if os.environ.get("WORDGAMES_REQUIRE_BROWSER"):
        pytest.fail(why + " (WORDGAMES_REQUIRE_BROWSER is set: CI must run the browser tests)")
    pytest.skip(why)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def live(server) -> Iterator[str]:
    """Serve ``server`` (:class:`wordgames.web.app.Server`) on a free loopback port; yield its base address."""
    import uvicorn
    from wordgames.web.app import create_app
    port = free_port()
    server.base = f"http://127.0.0.1:{port}"
    config = uvicorn.Config(create_app(server), host="127.0.0.1", port=port, log_level="warning",
                            ws="websockets-sansio", lifespan="on")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not running.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    try:
        yield server.base
    finally:
        running.should_exit = True
        thread.join(timeout=10)


def table_server(game_name: str, players: str, seed: int, lexicon=None, save=None, turn_time=None, **rules):
    """Return a :class:`~wordgames.web.app.Server` with a new table of ``game_name`` for ``players``
    (``turn_time``: seconds a person has for a move)."""
    from wordgames.registry import info
    from wordgames.table.sitting import new_session
    from wordgames.web.app import Server
    from wordgames.web.table import Table
    entry = info(game_name)
    game, session = new_session(entry, players, seed=seed, lexicon=lexicon, rules=rules or None)
    return Server(Table(game, entry, session, save=save, turn_time=turn_time))


def phone(browser, url: str, language: str = "ru-RU"):
    """Return a new phone-sized touch page (its own context: its own cookies) at ``url``, in ``language``."""
    context = browser.new_context(locale=language, extra_http_headers={"Accept-Language": language}, **PHONE)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#connection[data-state='online']")
    return page


def wait_index(page, index: int, timeout: float = 20_000) -> None:
    """Wait until ``page`` shows the position ``index`` or a later one."""
    page.wait_for_function(f"() => Number(document.querySelector('.frame')?.dataset.index) >= {index}",
                           timeout=timeout)


# -- what the games' browser tests share: the page, its checks, the oracle --------------------------------


def frame_index(page) -> int:
    """Return the position the page shows."""
    return int(page.locator(".frame").get_attribute("data-index"))


def tap(page, locator) -> None:
    """Tap ``locator`` and wait for the position after it."""
    index = frame_index(page)
    locator.tap()
    wait_index(page, index + 1)


def asked(table, timeout: float = 30) -> int | None:
    """Return the seat the table waits for a move from, once it does (None once the game is over)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if table.finished:
            assert table.failure is None, table.failure
            return None
        if table.asked is not None:
            return table.asked
        time.sleep(0.005)
    raise AssertionError(f"no seat was asked within {timeout} s (index {table.index})")


def next_mover(pages, table, timeout: float = 20):
    """Return the page the table waits for, once it shows the current position as its move (None: the end)."""
    seat = asked(table, timeout)
    if seat is None:
        return None
    page = pages[seat]
    page.wait_for_selector(f".frame[data-index='{table.index}'][data-mine='yes']", timeout=timeout * 1000)
    return page


ADDRESS = re.compile(r"\bhttps?://\S+")
"""A web address (a seat's link on the host's page): shown as it is, not a word of any language."""


def latin_words(page) -> list[str]:
    """Return the Latin words the page shows (a cell name like b3 is the game's notation, not a word; the
    language link «English» is the one word a Russian page shows in English; a web address is no word)."""
    shown = ADDRESS.sub(" ", page.locator("body").inner_text())
    return [w for w in re.findall(r"[A-Za-z]{2,}", shown) if w not in ("English",)]


def fits(page, width: int = 320) -> bool:
    """Return whether the page has no horizontal scrolling at ``width`` px (then back to the phone's 390)."""
    page.set_viewport_size({"width": width, "height": 844})
    page.wait_for_timeout(50)
    ok = page.evaluate(f"document.documentElement.scrollWidth <= {width}")
    page.set_viewport_size({"width": 390, "height": 844})
    return ok


def screenshot(page, name: str, tmp_path: Path) -> Path:
    """Save the whole page as ``name``.png: into docs/screenshots when ``WORDGAMES_SCREENSHOTS`` is set (the
    docs' pictures, made again), else into ``tmp_path``; return where."""
    folder = SCREENSHOTS if os.environ.get("WORDGAMES_SCREENSHOTS") else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


class _Script:
    """Players that make the moves they are given, in order (one script shared by every seat)."""

    def __init__(self, moves):
        self.moves = moves

    def choose(self, view):
        return self.moves.pop(0)


def replayed(table, lexicon=None):
    """Return (the final state, the session) of ``table``'s decisions played again by the house's loop
    (:func:`wordgames.table.sitting.run`) from a new session with the same seed, rules and seats.

    Only the decisions are given to the loop: the chance outcomes (dice, cards, letters) are drawn again from
    the seed, so the new session's actions equal the table's only if the table drew the same ones.
    """
    from wordgames.table.sitting import new_session, run
    players = [spec.spec for spec in table.session.seats]
    game, session = new_session(table.entry, players, seed=table.session.seed, lexicon=lexicon,
                                rules=table.session.rules)
    state, moves = game.new_initial_state(), []
    for data in table.session.actions:
        action = game.action_from_json(data)
        if not state.is_chance_node():
            moves.append(action)
        state = state.apply(action)
    script = _Script(moves)
    played = run(game, session, [script] * len(session.seats))
    assert script.moves == [], "moves left over: the loop ended before the table did"
    return played.state, session


# -- a page anyone can use: the accessibility tree, the touch targets ----------------------------------------

CONTROLS = ("button", "link", "textbox", "checkbox", "combobox", "radio", "slider", "switch", "spinbutton",
            "searchbox", "menuitem", "tab", "option", "listbox")
"""The roles of the accessibility tree a person acts on: each needs a name a screen reader says."""

_ARIA_LINE = re.compile(r'^\s*- (?P<role>[a-z]+)(?P<name> "(?:[^"\\]|\\.)*"| /.*/)?(?P<rest>.*)$')


def unnamed_controls(page) -> list[str]:
    """Return the controls of ``page``'s accessibility tree that have no name (each as its snapshot line).

    The tree is Chromium's own, as Playwright's ``aria_snapshot`` writes it (YAML: ``- button "Send"``); a
    control whose name is empty is written without one (``- button``, ``- button:``, ``- button [pressed]``).

    >>> class Stub:
    ...     def locator(self, _):
    ...         return self
    ...     def aria_snapshot(self):
    ...         return '- button "Ход"\\n- button [pressed]\\n- link:\\n  - img\\n- textbox "Ход:"\\n- text: б3'
    >>> unnamed_controls(Stub())
    ['- button [pressed]', '- link:']
    """
    unnamed = []
    for line in page.locator("body").aria_snapshot().splitlines():
        found = _ARIA_LINE.match(line)
        if found and found["role"] in CONTROLS and not (found["name"] or "").strip(' "/'):
            unnamed.append(line.strip())
    return unnamed


_TARGETS_JS = """least => {
  const controls = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]';
  const inline = el => el.tagName === 'A' && el.closest('p, li, td') !== null
                       && el.closest('p, li, td').textContent.trim() !== el.textContent.trim();
  const out = [];
  for (const el of document.querySelectorAll(controls)) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || inline(el)) continue;
    if (box.width < least - 0.5 || box.height < least - 0.5) {
      const name = (el.getAttribute('aria-label') || el.textContent || el.id || '').trim().replace(/\\s+/g, ' ');
      out.push(`${el.tagName.toLowerCase()} «${name.slice(0, 30)}» ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return out;
}"""


def small_targets(page, least: int = 44) -> list[str]:
    """Return the visible controls of ``page`` smaller than ``least``×``least`` CSS px (each as «tag «name» W×H»).

    A link inside running text (a paragraph, an item or a cell with words of its own around it) is exempt, as
    WCAG 2.5.8 exempts inline targets; the page's own links (the language switch) are not.
    """
    return page.evaluate(_TARGETS_JS, least)


def wordless_images(page) -> list[str]:
    """Return the images of ``page`` that say nothing without the picture: an ``<img>`` without ``alt``, an
    ``<svg>`` or ``role=img`` without a title or ``aria-label``, or an element drawn by a background picture
    (``url(...)``) without one, none of them hidden from the reader (``aria-hidden``, or ``alt=""`` for an
    ornament)."""
    return page.evaluate("""() => {
      const out = [];
      const pictured = [...document.querySelectorAll('body *')]
        .filter(el => getComputedStyle(el).backgroundImage.includes('url('));
      for (const el of new Set([...document.querySelectorAll('img, svg, [role=img]'), ...pictured])) {
        if (el.closest('[aria-hidden=true]')) continue;
        if (el.tagName === 'IMG' && el.hasAttribute('alt')) continue;
        if (el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')) continue;
        if (el.tagName.toLowerCase() === 'svg' && el.querySelector(':scope > title')) continue;
        out.push(el.outerHTML.slice(0, 80));
      }
      return out;
    }""")
