"""The web table in a real browser: phones that sleep or lose the network come back and finish; no English
on a Russian page.  Each game's own browser game is in ``tests/test_web_<game>.py``."""

from __future__ import annotations

import asyncio
import re

from tests.web_harness import live, phone, table_server, wait_index


def tap_first_move(page) -> None:
    """Tap the last legal move the page offers (the generic page's buttons: croquet's longest step)."""
    index = int(page.locator(".frame").get_attribute("data-index"))
    page.locator("[data-move]").last.tap()
    wait_index(page, index + 1)


def play_out(pages) -> None:
    """Tap moves on whichever page is to move until the game is over."""
    for _turn in range(400):
        if any(p.locator(".result").count() for p in pages):
            return
        for p in pages:
            p.wait_for_timeout(30)
            if p.locator(".frame[data-mine='yes'] [data-move]").count():
                tap_first_move(p)
                break
    raise AssertionError("the game did not end")


def test_a_sleeping_phone_and_an_offline_phone_come_back_and_finish(browser, tmp_path):
    server = table_server("croquet", "Оля,Петя", seed=4, save=tmp_path / "t.json")
    table = server.table
    with live(server):
        olya = phone(browser, server.link(0))
        petya = phone(browser, server.link(1))
        tap_first_move(olya)
        # Olya's phone sleeps: frozen as a backgrounded tab is (CDP), while Petya moves
        cdp = olya.context.new_cdp_session(olya)
        cdp.send("Page.setWebLifecycleState", {"state": "frozen"})
        wait_index(petya, 1)
        tap_first_move(petya)
        cdp.send("Page.setWebLifecycleState", {"state": "active"})
        olya.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        wait_index(olya, 2)
        assert olya.locator(".frame").get_attribute("data-mine") == "yes"
        # Petya's phone loses the network while Olya moves, and its connection dies with it (the server
        # drops it, as a lost Wi-Fi ends it); when the network comes back the page opens another by itself
        petya.context.set_offline(True)
        dead = server.connections[1]
        asyncio.run_coroutine_threadsafe(dead.socket.close(), server.loop).result(5)
        tap_first_move(olya)
        petya.context.set_offline(False)
        wait_index(petya, 3)
        petya.wait_for_selector("#connection[data-state='online']")
        assert server.connections[1] is not dead
        play_out([olya, petya])
        assert table.finished and table.session.finished
        assert "Игра окончена" in olya.locator("#status").inner_text()


def test_a_russian_page_has_no_english_word(browser):
    server = table_server("croquet", "Оля,random", seed=2)
    with live(server):
        page = phone(browser, server.link(0))
        shown = page.locator("body").inner_text()
        names = set(server.table.names)         # a seat's name is its own (a bot's: its spec), not the page's word
        latin = [w for w in re.findall(r"[A-Za-z]{2,}", shown) if w not in ("English",) and w not in names]
        assert latin == [], latin


def test_a_connection_that_died_silently_is_found_and_replaced(browser):
    """A lost network closes nothing: the socket looks open. A page coming back to the screen asks it for a
    pong, gives it up when none comes, and opens another as soon as the network is back."""
    server = table_server("croquet", "Оля,Петя", seed=4)
    with live(server):
        petya = phone(browser, server.link(1))
        first = server.connections[1]
        petya.context.set_offline(True)           # frames stop, the socket stays open
        petya.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        petya.wait_for_selector("#connection[data-state='offline']", timeout=10_000)
        petya.context.set_offline(False)
        petya.wait_for_selector("#connection[data-state='online']", timeout=10_000)
        assert server.connections[1] is not first
        assert petya.locator(".frame").get_attribute("data-index") == "0"
