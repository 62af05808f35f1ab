"""«Словесный бой» on two phones: a whole game played by tapping the cells and the letter keys the pages show,
ending with the returns of the same moves replayed by the loop; a Russian page with no English word; no
horizontal scrolling at 320 px; the page's screenshot."""

from __future__ import annotations

import re

from tests.web_harness import fits, latin_words, live, next_mover, phone, replayed, screenshot, table_server, tap

PLAYERS = "Оля,Петя"
RULES = {"caller": "players"}
EXAMPLE = ("БОЙКОТ", "АЛЕРХС", "КОПЕРА", "ЖВЕСАД", "ПОЧТАФ", "ЫЯЬЬСЮ")
"""The rule text's filled square: «Итого - 31 очко» (15 down + 16 across).  The text misses two words the
dictionary holds: крест down the fourth column (К Р Е С Т: 4 points) and ер across the second row (Е Р, the
old name of Ъ: 1 point), so the square scores 31 + 4 + 1 = 36."""
CALLS = "".join(EXAMPLE)


def test_two_phones_play_a_game_by_tapping(browser, lexicon, tmp_path):
    server = table_server("battle", PLAYERS, seed=7, lexicon=lexicon, **RULES)
    table = server.table
    shots = []
    with live(server):
        pages = [phone(browser, server.link(0)), phone(browser, server.link(1))]
        olya, petya = pages
        # Оля calls first: the whole alphabet as keys, and her empty square (no cell to tap yet)
        olya.wait_for_selector(".frame[data-mine='yes'] .keyboard")
        assert olya.locator(".keyboard .key").count() == 32
        assert olya.locator(".square .cell").count() == 36 and olya.locator(".cell.free").count() == 0
        assert petya.locator(".keyboard").count() == 0 and petya.locator("[data-move]").count() == 0
        assert latin_words(olya) == [] and fits(olya)
        for turn in range(200):
            mover = next_mover(pages, table)
            if mover is None:
                break
            keys = mover.locator(".keyboard .key:not([disabled])")
            if keys.count():           # the letters of the text's example, in reading order
                letter = CALLS[len(table.state.called) % len(CALLS)]
                tap(mover, keys.filter(has_text=re.compile(f"^{letter}$")))
            else:
                cells = mover.locator(".square .cell.free")
                assert cells.count() > 0, mover.locator("#table").inner_text()
                if turn >= 60 and not shots:     # mid-game: the letter to write, the square, the words so far
                    assert re.search(r"Ход \d+ из 36", mover.locator(".battle-turn").inner_text())
                    assert mover.locator(".battle-letter .tile").inner_text() == cells.first.inner_text()
                    assert latin_words(mover) == [] and fits(mover)
                    mover.set_viewport_size({"width": 320, "height": 844})    # 6 cells of 44 px fit
                    assert min(cells.nth(k).bounding_box()["width"] for k in range(cells.count())) >= 44
                    mover.set_viewport_size({"width": 390, "height": 844})
                    shots.append(screenshot(mover, "battle", tmp_path))
                tap(mover, cells.first)      # each player fills the square row by row
        for p in pages:
            p.wait_for_selector(".result")
        assert latin_words(olya) == []
    assert table.finished and table.session.finished and table.failure is None
    assert [sq.rows for sq in table.state.squares] == [tuple(row.lower() for row in EXAMPLE)] * 2
    assert table.state.returns() == [36.0, 36.0]
    final, session = replayed(table, lexicon)
    assert session.actions == table.session.actions
    assert table.state.returns() == final.returns()
    assert len(shots) == 1 and shots[0].exists()
