"""Arithmetical croquet at the web table in a real browser: two phones play to the end by tapping the numbers
the page offers, and the session equals the same decisions replayed by the house's loop; the numbers rule 4
forbids are disabled with the rule's reason, a number typed against the rules is refused by the rule's number;
the page reads in Russian only and fits 320 px; the course of the translation (gates 20-90) and the CROQUAR-95
rules draw their own tracks."""

from __future__ import annotations

from tests.web_harness import fits, latin_words, live, next_mover, phone, replayed, screenshot, table_server, tap


def test_two_phones_play_croquet_to_the_end_by_tapping(browser, tmp_path):
    server = table_server("croquet", "Оля,Петя", seed=5, save=tmp_path / "croquet.json")
    table = server.table
    with live(server):
        pages = [phone(browser, server.link(0)), phone(browser, server.link(1))]
        page = next_mover(pages, table)
        marks = page.locator(".track .mark").all_inner_texts()      # Carroll's course: gates 10 … 90, the post 100
        assert marks == ["0"] + [f"ворота {g}" for g in range(10, 100, 10)] + ["столб 100"], marks
        assert page.locator(".numbers button.number:not([disabled])").all_inner_texts() == [str(n) for n in range(1, 9)]
        tap(page, page.locator(".numbers button[data-move='8']"))     # Оля steps 8: Петя may not step 8 or 1
        page = next_mover(pages, table)
        assert page is pages[1]
        banned = page.locator(".numbers button[disabled]").all_inner_texts()
        assert banned == ["1", "8"], banned
        why = page.locator(".why").inner_text()
        assert "правило 4" in why and "1" in why and "8" in why, why
        page.fill("#move-text", "1")                                  # typed anyway: refused by rule 4
        page.locator("button.send").tap()
        page.wait_for_selector(".refusal")
        assert "правило 4" in page.locator(".refusal").inner_text()
        page.fill("#move-text", "12")                                 # more than 8 above 0: rule 1
        page.locator("button.send").tap()
        page.wait_for_function("() => document.querySelector('.refusal')?.innerText.includes('правило 1')")
        sizes = page.locator(".numbers button").evaluate_all(
            "es => es.map(e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height])")
        assert len(sizes) == 8 and all(w >= 44 and h >= 44 for w, h in sizes), sizes
        screenshot(page, "croquet", tmp_path)
        assert latin_words(page) == []
        assert fits(page)
        turns = 0
        while page is not None and turns < 120:
            buttons = page.locator(".numbers button[data-move]")
            assert buttons.count() >= 1
            tap(page, buttons.last)                                   # the farthest number the page offers
            turns += 1
            page = next_mover(pages, table)
        assert table.finished and table.session.finished, turns
        pages[0].wait_for_selector(".result")
        assert "Игра окончена" in pages[0].locator("#status").inner_text()
        assert latin_words(pages[1]) == []
    final, session = replayed(table)
    assert session.actions == table.session.actions
    assert table.state.returns() == final.returns() == table.session.returns


def test_the_translations_course_and_the_croquar_95_track(browser):
    server = table_server("croquet", "Оля,Петя", seed=1, gates="20-90")
    with live(server):
        page = phone(browser, server.link(0))
        page.wait_for_selector(".frame[data-mine='yes'] .track")
        marks = page.locator(".track .mark").all_inner_texts()
        assert marks == ["0", "10"] + [f"ворота {g}" for g in range(20, 100, 10)] + ["столб 100"], marks
    server = table_server("croquet", "Оля,Петя", seed=1, gates="croquar-95")
    with live(server):
        page = phone(browser, server.link(0))
        page.wait_for_selector(".frame[data-mine='yes'] .track")
        marks = page.locator(".track .mark").all_inner_texts()     # the contest: hoops 10 … 90, the last hoop 100
        assert marks == ["0"] + [f"ворота {g}" for g in range(10, 100, 10)] + ["столб 100"], marks
        assert page.locator(".numbers button[data-move]").count() == 8
        assert latin_words(page) == [] and fits(page)
