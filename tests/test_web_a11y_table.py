"""A page anyone can use, beyond the seats at their first move: the host's page, the spectators' page, a page
at the end (the records to download, the review shown), a page asking a take-back, a page with the turn clock,
and the Змейка referee's desk (the referee's page and the players' board).

Each is checked as tests/test_web_a11y.py checks the game pages (:func:`tests.test_web_a11y.usable`): a name
for every control in the browser's accessibility tree, touch targets of at least 44 px (the record links and
the review button too), no sideways scrolling at 320 px or on a tablet, no English on the Russian page, and
no picture that says nothing without it (the QR codes name their link). Arithmetical croquet for Оля and
Петя: short, and with a review. The Russian screenshot of the spectators' page is docs/screenshots/spectator.png.
"""

from __future__ import annotations

import time

from tests.test_web_a11y import usable
from tests.web_harness import PHONE, asked, live, phone, screenshot, table_server


def moved(table, count: int) -> None:
    """Make ``count`` moves at ``table`` (its people's seats), each the first number the presenter lists."""
    for _ in range(count):
        seat = asked(table)
        if seat is None:
            return
        index = table.index
        assert table.submit(seat, index, table.shown.listed_moves(table.snapshot()[0].view(seat))[0]).accepted
        deadline = time.monotonic() + 5
        while table.index == index and not table.finished and time.monotonic() < deadline:
            time.sleep(0.005)


def test_the_host_and_the_spectators_pages_are_usable_by_anyone(browser, tmp_path):
    server = table_server("croquet", "Оля,Петя", seed=1)
    table = server.table
    with live(server):
        olya = phone(browser, server.link(0))
        moved(table, 3)
        host = phone(browser, server.host_link())
        host.wait_for_function("document.querySelectorAll('.seats .tag').length >= 2")
        assert host.locator(".qr[role='img']").count() == 3
        usable(host, "the host's page")
        watcher = phone(browser, server.watch_link())
        watcher.wait_for_selector(".frame[data-index='3']")
        usable(watcher, "the spectators' page")
        assert watcher.locator("button, input").count() == 0
        screenshot(watcher, "spectator", tmp_path)
        for page in (olya, host, watcher):
            page.context.close()


def test_the_clock_and_the_take_back_question_are_usable_by_anyone(browser):
    server = table_server("croquet", "Оля,Петя", seed=1, turn_time=300)
    table = server.table
    with live(server):
        moved(table, 1)
        assert asked(table) == 1 and table.ask_undo(0, 1) is None
        petya = phone(browser, server.link(1))
        petya.wait_for_selector(".frame[data-mine='yes'] .vote button[data-agree]")
        assert petya.locator(".clock[role='timer']").count() == 1
        usable(petya, "the clock and the question")
        olya = phone(browser, server.link(0))                # the one who asked: waiting for Петя
        olya.wait_for_selector(".vote")
        usable(olya, "waiting for the answer")
        for page in (olya, petya):
            page.context.close()


def test_the_end_with_the_records_and_the_review_is_usable_by_anyone(browser):
    server = table_server("croquet", "Оля,Петя", seed=2)
    table = server.table
    with live(server):
        moved(table, 200)
        assert table.finished and table.failure is None
        page = phone(browser, server.link(0))
        records = page.locator(".records a")
        assert records.count() == 1 and records.first.get_attribute("href").endswith("/record.json")
        usable(page, "the end")
        page.get_by_role("button", name="Разобрать партию").tap()
        page.wait_for_selector(".review", timeout=30_000)
        usable(page, "the end, reviewed")
        page.context.close()


def test_the_snake_referee_desk_is_usable_by_anyone(browser, lexicon, tmp_path):
    from wordgames.snake.desk import RefereeSession
    from wordgames.snake.desk_page import RefereeDesk
    from wordgames.web.app import Server
    desk = RefereeDesk(RefereeSession(lexicon, ["Оля", "Петя"], path=tmp_path / "game.txt", russian=True))
    server = Server(desk=desk)
    with live(server):
        context = browser.new_context(locale="ru-RU", extra_http_headers={"Accept-Language": "ru-RU"}, **PHONE)
        page = context.new_page()
        page.goto(desk.link(server))
        usable(page, "the referee's page before the start")
        page.locator("#start").fill("х")
        with page.expect_navigation():
            page.get_by_role("button", name="Начать «змейку»", exact=True).tap()
        page.locator("#text").fill("хлор")
        with page.expect_navigation():
            page.get_by_role("button", name="Записать: выложил слово", exact=True).tap()
        assert "Записано" in page.locator(".told").inner_text()
        usable(page, "the referee's page")
        page.goto(desk.board_link(server))
        usable(page, "the players' board")
        context.close()
