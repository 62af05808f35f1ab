"""The web table under test: a live server on a free port, and phones in Debian's Chromium (Playwright).

Playwright cannot download its own browser here: the tests drive the system's Chromium through
``executable_path`` (``WORDGAMES_CHROMIUM``, else ``chromium`` or ``chromium-headless-shell`` on the PATH).
Without one the browser tests are skipped with a line saying how to install it; where
``WORDGAMES_REQUIRE_BROWSER`` is set (``.ci/run``) they fail instead, so CI never passes without them.
"""

from __future__ import annotations

import contextlib
import os
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


def table_server(game_name: str, players: str, seed: int, lexicon=None, save=None, **rules):
    """Return a :class:`~wordgames.web.app.Server` with a new table of ``game_name`` for ``players``."""
    from wordgames.registry import info
    from wordgames.table.sitting import new_session
    from wordgames.web.app import Server
    from wordgames.web.table import Table
    entry = info(game_name)
    game, session = new_session(entry, players, seed=seed, lexicon=lexicon, rules=rules or None)
    return Server(Table(game, entry, session, save=save))


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
