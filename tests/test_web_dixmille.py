"""Dix Mille at the web table in a real browser: two phones play a whole game to a lowered target by
tapping (set aside and bank, set aside and throw on, bank after a bonus), and the session's returns are
those of the same moves replayed through the house's loop with the same seed; a combination not in the
throw is refused by the rule's name; the final round is shown exactly when a score has reached the
target; the page reads in Russian only and fits 320 px."""

from __future__ import annotations

import re

from tests.web_harness import asked, latin_words, live, phone, replayed, screenshot, table_server, wait_index

SEED = 12
TARGET = 3000
"""The rule option ``target``: a short game (the text's is 10 000)."""


def numbers(text: str) -> list[int]:
    """Return the whole numbers written in ``text``."""
    return [int(n) for n in re.findall(r"\d+", text)]


def scores(page) -> list[int]:
    """Return each player's score as the page's table shows it."""
    return [int(cell) for cell in page.locator(".totals td").all_inner_texts()]


def wait_mine(page, table) -> None:
    """Wait until ``page`` shows the position the table asks it to move in."""
    wait_index(page, table.index)
    page.wait_for_selector(".frame[data-mine='yes'] .dixmille")


def test_two_phones_play_a_whole_game_of_dix_mille_by_tapping(browser, tmp_path):
    players = "Оля,Петя"
    server = table_server("dixmille", players, seed=SEED, save=tmp_path / "dm.json", target=TARGET)
    table = server.table
    banked = thrown_on = finals = bonuses = 0
    with live(server):
        pages = [phone(browser, server.link(0)), phone(browser, server.link(1))]
        for turn in range(300):
            seat = asked(table)
            if seat is None:
                break
            page = pages[seat]
            wait_mine(page, table)
            shown = scores(page)
            assert shown == list(table.state.scores)
            assert page.locator(".final").count() == (max(shown) >= TARGET)
            finals += page.locator(".final").count()
            so_far = numbers(page.locator(".turn").inner_text())[-1]
            index = table.index
            if turn == 0:                    # a triple not in the throw: refused by the rule's name
                faces = [int(f) for f in page.locator(".dice").get_attribute("data-faces").split()]
                absent = next(f for f in (6, 4, 3, 2) if faces.count(f) < 3)
                page.fill("#move-text", f"{absent}{absent}{absent} з")
                page.locator("button.send").tap()
                page.wait_for_selector(".refusal")
                refusal = page.locator(".refusal").inner_text()
                assert f"правило «зачётные комбинации»: «{str(absent) * 3}» нельзя отложить из броска" in refusal, refusal
                screenshot(page, "dixmille", tmp_path)
                assert latin_words(page) == []
            if page.locator(".after-bonus").count():
                bonuses += 1
                page.locator(".after-bonus .bank").tap()
                wait_index(page, index + 1)
                assert table.state.scores[seat] == shown[seat] + so_far
                continue
            first = page.locator(".choice").first
            points = numbers(first.locator(".what").inner_text())[-1]
            bank, throw = first.locator(".bank"), first.locator(".throw")
            if bank.count() and not (turn % 3 == 0 and so_far == 0 and throw.count()):
                bank.tap()
                banked += 1
                wait_index(page, index + 1)
                assert table.state.scores[seat] == shown[seat] + so_far + points    # the page's sum is banked
            else:
                throw.tap()
                thrown_on += 1
                wait_index(page, index + 1)
        wait_index(pages[0], len(table.session.actions))
        assert table.finished and table.session.finished
        assert "Игра окончена" in pages[1].locator("#status").inner_text()
        assert pages[0].locator(".result").count() == 1
    assert banked >= 3 and thrown_on >= 3 and finals >= 1, (banked, thrown_on, finals, bonuses)
    assert max(table.state.scores) >= TARGET
    final, session = replayed(table)
    assert session.actions == table.session.actions
    assert table.state.returns() == final.returns() == table.session.returns


def test_the_page_fits_320_px_and_its_buttons_are_big_enough(browser):
    server = table_server("dixmille", "Оля,Петя", seed=5)
    with live(server):
        page = phone(browser, server.link(0))
        page.wait_for_selector(".frame[data-mine='yes'] .dixmille")
        page.set_viewport_size({"width": 320, "height": 700})
        assert page.evaluate("document.documentElement.scrollWidth") <= 320
        sizes = page.locator(".dixmille button").evaluate_all(
            "es => es.map(e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height])")
        assert sizes and all(w >= 44 and h >= 44 for w, h in sizes), sizes
        assert len(page.locator(".dixmille .die").all()) == 6
