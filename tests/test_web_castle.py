"""Castle croquet at the web table in a real browser: four phones report the worked game of the docs (player 1
wins) by tapping the events the page offers, and the session equals the same decisions replayed by the house's
loop; an event the rules refuse is refused by the rule's number; the page reads in Russian only and fits 320 px."""

from __future__ import annotations

import re

from test_castle_rules import WORKED_GAME
from tests.web_harness import fits, latin_words, live, next_mover, phone, replayed, screenshot, table_server, tap

PLAYERS = "Оля,Петя,Аня,Боря"
RUSSIAN = {"stroke": "удар", "croquet": "крокет", "pass": "проход", "flag": "флажок", "touch": "касание",
           "end": "конец", "decline": "отказ", "gate": "ворота", "door": "дверь", "in": "внутрь", "out": "наружу",
           "blue": "синий", "green": "зелёный", "black": "чёрный", "brown": "коричневый", "orange": "оранжевый",
           "yellow": "жёлтый", "red": "красный", "pink": "розовый"}
"""The Russian words of the notation as docs/castle-croquet.md lists them (written out, not taken from the code)."""


def english_words(page) -> list[str]:
    """Return the page's Latin words that are not a rule's Roman number (the rules are numbered I to V)."""
    return [w for w in latin_words(page) if not re.fullmatch(r"[IVX]+", w)]


def russian(line: str) -> str:
    """Return a log line as a Russian phone shows it: ``pass blue gate 1 out`` -> ``проход синий ворота 1 наружу``."""
    return " ".join(RUSSIAN.get(word, word) for word in line.split())


def report(page, line: str) -> None:
    """Tap the event ``line``: its own button, or the button in its verb's group (opened first), in its ball's row."""
    text = russian(line)
    words = text.split()
    if len(words) > 2:
        group = page.locator("details.group", has=page.locator(f"summary:text-is('{words[0]}')"))
        group.locator("summary").tap()
        row = group.locator(".row", has=page.locator(f".ball-word:text-is('{words[1]}')"))
        button = row.locator(f"button[data-move='{text}']")
        assert button.inner_text() == " ".join(words[2:])
    else:
        button = page.locator(f".events button[data-move='{text}']")
    tap(page, button)


def test_four_phones_report_the_worked_game_to_a_win(browser, tmp_path):
    server = table_server("castle", PLAYERS, seed=1, save=tmp_path / "castle.json")
    table = server.table
    lines = WORKED_GAME.splitlines()[1:]
    with live(server):
        pages = [phone(browser, server.link(k)) for k in range(4)]
        page = next_mover(pages, table)
        assert page is pages[0]
        assert page.locator(".castle .events button").all_inner_texts() == ["удар", "удар синий"]
        field = page.locator(".field").inner_text()
        assert "Оля (это вы)" in field and "Боря" in field and "синий воин" in field, field
        for k, line in enumerate(lines):
            page = next_mover(pages, table)
            assert page is not None, (k, line)
            if k == 1:                      # the blue soldier is in castle 1: it leaves only by its gate (rule II)
                page.fill("#move-text", "проход синий ворота 2 внутрь")
                page.locator("button.send").tap()
                page.wait_for_selector(".refusal")
                assert "правило II" in page.locator(".refusal").inner_text()
            report(page, line)
            if k == 2:                      # the blue soldier has another stroke, through gate 1 (rule IV)
                log = page.locator(".log").inner_text()
                assert "правило IV" in log, log
            if k == 12:
                page.locator("details.group summary").first.tap()
                sizes = page.locator(".castle .event:visible, .castle summary").evaluate_all(
                    "es => es.map(e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height])")
                assert len(sizes) > 8 and all(w >= 44 and h >= 44 for w, h in sizes), sizes
                page.locator("details.group summary").first.tap()
                screenshot(page, "castle", tmp_path)
                assert english_words(page) == []
                assert fits(page)
        assert next_mover(pages, table) is None
        assert table.finished and table.session.finished
        pages[1].wait_for_selector(".result")
        assert "Оля" in pages[1].locator(".result").inner_text()
        assert english_words(pages[1]) == []
    assert table.session.returns == [1.0, 0.0, 0.0, 0.0]
    final, session = replayed(table)
    assert session.actions == table.session.actions == lines
    assert table.state.returns() == final.returns() == table.session.returns
