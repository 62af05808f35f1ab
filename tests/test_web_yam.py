"""Yam at the web table in a real browser: two phones play a whole game by tapping (keep dice with the
picker, roll, write boxes, cross a box out with the second tap), and the session's returns are those of
the same moves replayed through the house's loop with the same seed; a box that cannot be written is
refused by the rule's name; the page reads in Russian only and fits 320 px."""

from __future__ import annotations

import re

from tests.web_harness import asked, latin_words, live, phone, replayed, screenshot, table_server, wait_index

SEED = 7


def turn_of(table, pages):
    """Return (seat, page) of the phone the table waits for, once that page shows its move; None at the end."""
    seat = asked(table)
    if seat is None:
        return None
    page = pages[seat]
    wait_index(page, table.index)
    page.wait_for_selector(".frame[data-mine='yes'] .sheet")
    return seat, page


def keep_first_die(page, table) -> int:
    """Tap the first die (kept), check it reads as kept, tap roll; return the kept face."""
    index = table.index
    first = page.locator(".picker .die").first
    face = int(first.get_attribute("data-pick"))
    first.tap()
    assert first.get_attribute("aria-pressed") == "true"
    assert first.locator(".kept").is_visible() and first.locator(".kept").inner_text() == "оставлен"
    page.locator(".roll-button").tap()
    wait_index(page, index + 2)                      # the keep, then the roll of the four others
    return face


def write_a_box(page, table) -> None:
    """Tap the first box the sheet offers; a 0 needs the second tap «Да, вычеркнуть»."""
    index = table.index
    box = page.locator(".sheet .box-button").first
    if box.evaluate("e => e.tagName") == "SUMMARY":
        box.tap()
        question = page.locator("details.zero[open] .confirm p").inner_text()
        assert re.fullmatch(r"Записать 0 в позицию «.+»\?", question), question
        page.locator("details.zero[open] .cross").tap()
    else:
        box.tap()
    wait_index(page, index + 1)


def test_two_phones_play_a_whole_game_of_yam_by_tapping(browser, tmp_path):
    players = "Оля,Петя"
    server = table_server("yam", players, seed=SEED, save=tmp_path / "yam.json")
    table = server.table
    crossed = kept = 0
    with live(server):
        pages = [phone(browser, server.link(0)), phone(browser, server.link(1))]
        first_box = None
        for turn in range(40):
            mover = turn_of(table, pages)
            if mover is None:
                break
            seat, page = mover
            if turn == 2:                         # Оля's second turn: a filled box is refused by the rule's name
                page.fill("#move-text", first_box)
                page.locator("button.send").tap()
                page.wait_for_selector(".refusal")
                refusal = page.locator(".refusal").inner_text()
                assert f"правило «заполненная позиция»: в позиции «{first_box}» уже записано" in refusal, refusal
            if turn == 3:                         # a Russian page at 390×844: the screenshot, no English word
                screenshot(page, "yam", tmp_path)
                assert latin_words(page) == []
            if page.locator(".picker").count() and turn % 2 == 0:
                face = keep_first_die(page, table)
                assert table.session.actions[-2] == {"keep": [face]}
                kept += 1
                wait_index(page, table.index)
                page.wait_for_selector(".frame[data-mine='yes'] .sheet")
            crossing = page.locator(".sheet .box-button").first.evaluate("e => e.tagName") == "SUMMARY"
            write_a_box(page, table)
            crossed += crossing
            written = next(a for a in reversed(table.session.actions) if isinstance(a, dict))
            assert "score" in written, written
            if turn == 0:
                first_box = written["score"]
        wait_index(pages[0], len(table.session.actions))
        assert table.finished and table.session.finished
        assert "Игра окончена" in pages[0].locator("#status").inner_text()
        assert pages[1].locator(".result").count() == 1
    assert kept >= 5 and crossed >= 1, (kept, crossed)
    final, session = replayed(table)
    assert session.actions == table.session.actions
    assert table.state.returns() == final.returns() == table.session.returns


def test_the_four_column_sheet_scrolls_in_its_box_and_the_page_fits_320_px(browser):
    server = table_server("yam", "Оля,Петя", seed=3, columns=4)
    with live(server):
        page = phone(browser, server.link(0))
        page.wait_for_selector(".frame[data-mine='yes'] .sheet")
        page.set_viewport_size({"width": 320, "height": 700})
        assert page.evaluate("document.documentElement.scrollWidth") <= 320
        box = page.locator(".sheet-box")
        assert box.evaluate("e => e.scrollWidth > e.clientWidth")       # 8 columns: the sheet scrolls, not the page
        # every box the seat may fill, every die and the roll button is a target of at least 44 px
        sizes = page.locator(".sheet .box-button, .picker button").evaluate_all(
            "es => es.map(e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height])")
        assert sizes and all(w >= 44 and h >= 44 for w, h in sizes), sizes
        assert page.locator(".picker .die").count() == 5
        heads = page.locator(".sheet thead tr").first.inner_text()
        assert "Оля" in heads and "Петя" in heads
