"""The host's page and a take-back in the browser, with arithmetical croquet for Оля and Петя (short, no chance).

A take-back every person agrees to: Оля names a number, taps «Вернуть ход», Петя's page asks and Петя taps
«Да, вернуть»: both pages show the first position again. Then the host (a phone-sized page) gives Оля's seat a
new link: the page open on the old one says its seat moved and plays no more, the new link plays, and the
host's page shows it connected. Then Петя's seat is handed to a bot, which plays it, and given back to Петя.
The Russian screenshot of the host's page is docs/screenshots/host.png.
"""

from __future__ import annotations

import time

from tests.web_harness import asked, live, phone, screenshot, table_server, wait_index


def shows(page, index: int, mine: bool) -> None:
    """Wait until ``page`` shows the position ``index``, with or without a move to make."""
    page.wait_for_selector(f".frame[data-index='{index}'][data-mine='{'yes' if mine else 'no'}']")


def number(page):
    """Return the first number the page offers to name."""
    return page.locator(".numbers button[data-move]:not([disabled])").first


def host_does(host, name: str, action: str) -> None:
    """Tap the host's button ``action`` (reseat, bot, back) of the seat of ``name`` and wait for the page again."""
    with host.expect_navigation():
        host.locator(".seat", has_text=name).locator(f"button[value='{action}']").tap()
    host.wait_for_selector("#connection[data-state='online']")


def seat_tags(host, name: str) -> str:
    return host.locator(".seat", has_text=name).locator("h3").inner_text()


def test_a_take_back_then_the_host_gives_a_seat_a_new_link_and_a_bot(browser, tmp_path):
    server = table_server("croquet", "Оля,Петя", seed=1)
    table = server.table
    with live(server):
        olya, petya = phone(browser, server.link(0)), phone(browser, server.link(1))
        assert asked(table) == 0
        shows(olya, 0, mine=True)

        # a take-back: Оля moves, asks for it back, Петя agrees; both see the first position again
        number(olya).tap()
        shows(petya, 1, mine=True)
        olya.get_by_role("button", name="Вернуть ход").tap()
        question = petya.locator(".vote")
        question.wait_for()
        assert "Оля просит вернуть последний ход" in question.inner_text()
        petya.get_by_role("button", name="Да, вернуть").tap()
        shows(olya, 0, mine=True)
        shows(petya, 0, mine=False)
        assert table.session.actions == [] and asked(table) == 0
        assert petya.locator(".vote button").count() == 0

        # the host's page: both people connected, a code for each link
        host = phone(browser, server.host_link())
        host.wait_for_function("document.querySelectorAll('.seats .tag.online').length === 2")
        screenshot(host, "host", tmp_path)

        # a new link for Оля: the old page is told and plays no more, the new one plays
        old = server.link(0)
        host_does(host, "Оля", "reseat")
        olya.wait_for_selector("#connection[data-state='closed']")
        told = olya.locator("#connection").inner_text()
        assert told == "Ведущий дал этому месту новую ссылку: эта страница за ним больше не играет."
        assert olya.evaluate("document.getElementById('table').inert") is True
        number(olya).evaluate("button => button.click()")        # even a click that gets through sends nothing
        time.sleep(0.3)
        assert table.session.actions == [] and table.index == 0
        new = server.link(0)
        assert new != old and host.locator(".seat", has_text="Оля").locator(f"a[href='{new}']").count() == 1
        host.locator(".seat", has_text="Оля").locator(".tag.offline").wait_for()
        again = phone(browser, new)
        shows(again, 0, mine=True)
        number(again).tap()
        shows(petya, 1, mine=True)
        host.locator(".seat", has_text="Оля").locator(".tag.online").wait_for()
        assert "на связи" in seat_tags(host, "Оля")

        # Петя's seat to a bot: the bot plays it; then back to Петя
        host_does(host, "Петя", "bot")
        wait_index(again, 2)
        shows(again, 2, mine=True)
        assert len(table.session.actions) == 2
        petya.get_by_text("За вас пока играет бот").wait_for()
        assert "пока играет бот" in seat_tags(host, "Петя")
        host_does(host, "Петя", "back")
        assert "на связи" in seat_tags(host, "Петя") and not table.played_by_bot(1)
        number(again).tap()
        shows(petya, 3, mine=True)                               # Петя plays the seat again
        number(petya).tap()
        shows(again, 4, mine=True)
        for page in (olya, petya, again, host):
            page.context.close()
