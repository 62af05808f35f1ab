"""«Словесный бой» on two phones: a whole game played by tapping the cells and the letter keys the pages show,
ending with the returns of the same moves replayed by the loop; a Russian page with no English word; no
horizontal scrolling at 320 px; the page's screenshot."""

from __future__ import annotations

import os
import random
import re

from tests.web_harness import SCREENSHOTS, live, phone, table_server, wait_index
from tests.web_replay import replayed

PLAYERS = "Оля,Петя"
RULES = {"size": 4, "caller": "players"}
CALLS = "КОТРАСЛОНИЕПАДМО"


def frame_index(page) -> int:
    return int(page.locator(".frame").get_attribute("data-index"))


def tap(page, locator) -> None:
    """Tap ``locator`` and wait for the position after it."""
    index = frame_index(page)
    locator.tap()
    wait_index(page, index + 1)


def no_latin(page) -> list[str]:
    """Return the Latin words the page shows (cell names like b3 are the game's notation, not words)."""
    shown = page.locator("body").inner_text()
    return [w for w in re.findall(r"[A-Za-z]{2,}", shown) if w not in ("English",)]


def fits(page, width: int = 320) -> bool:
    """Return whether the page has no horizontal scrolling at ``width`` px."""
    page.set_viewport_size({"width": width, "height": 844})
    page.wait_for_timeout(50)
    ok = page.evaluate(f"document.documentElement.scrollWidth <= {width}")
    page.set_viewport_size({"width": 390, "height": 844})
    return ok


def test_two_phones_play_a_game_by_tapping(browser, lexicon, tmp_path):
    rng = random.Random(38)
    server = table_server("battle", PLAYERS, seed=7, lexicon=lexicon, **RULES)
    table = server.table
    shot = (SCREENSHOTS if os.environ.get("WORDGAMES_SCREENSHOTS") else tmp_path) / "battle.png"
    with live(server):
        pages = [phone(browser, server.link(0)), phone(browser, server.link(1))]
        olya, petya = pages
        # Оля calls first: the whole alphabet as keys, and her empty square (no cell to tap yet)
        olya.wait_for_selector(".frame[data-mine='yes'] .keyboard")
        assert olya.locator(".keyboard .key").count() == 32
        assert olya.locator(".square .cell").count() == 16 and olya.locator(".cell.free").count() == 0
        assert petya.locator(".keyboard").count() == 0 and petya.locator("[data-move]").count() == 0
        assert no_latin(olya) == [] and fits(olya)
        for turn in range(200):
            if table.finished:
                break
            mover = next((p for p in pages if p.locator(".frame[data-mine='yes']").count()), None)
            if mover is None:
                pages[0].wait_for_timeout(30)
                continue
            keys = mover.locator(".keyboard .key:not([disabled])")
            if keys.count():           # letters that make words in a 4×4 square, called in turn
                letter = CALLS[len(table.state.called) % len(CALLS)]
                tap(mover, keys.filter(has_text=re.compile(f"^{letter}$")))
            else:
                cells = mover.locator(".square .cell.free")
                assert cells.count() > 0, mover.locator("#table").inner_text()
                if turn >= 9 and not shot.exists():          # mid-game: the letter to write, the square, the words so far
                    assert re.search(r"Ход \d+ из 16", mover.locator(".battle-turn").inner_text())
                    assert mover.locator(".battle-letter .tile").inner_text() == cells.first.inner_text()
                    assert no_latin(mover) == [] and fits(mover)
                    mover.screenshot(path=str(shot), full_page=True)
                tap(mover, cells.nth(rng.randrange(cells.count())))
        for p in pages:
            p.wait_for_selector(".result")
        assert no_latin(olya) == []
    assert table.finished and table.session.finished and table.failure is None
    squares = table.state.squares
    assert all("." not in "".join(sq.rows) for sq in squares)    # 16 letters written in each square
    final, session = replayed(table, PLAYERS, lexicon, **RULES)
    assert session.actions == table.session.actions
    assert table.state.returns() == final.returns()
    assert shot.exists()
