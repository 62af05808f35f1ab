"""The referee's page of Змейка with real cards in a browser: a short game entered by taps and typing (the
text's «хлор → хлорка» refused with its rule's number, a challenge answered, a discard), the record downloaded
and saved, the players' board showing the score; Russian with no English word, usable at 320 px, every
control named, the page's screenshot."""

from __future__ import annotations

import re

from tests.web_harness import PHONE, fits, latin_words, live, screenshot


def referee_phone(browser, url: str):
    context = browser.new_context(locale="ru-RU", extra_http_headers={"Accept-Language": "ru-RU"},
                                  accept_downloads=True, **PHONE)
    page = context.new_page()
    page.goto(url)
    return page


def submit(page, button: str) -> None:
    """Tap a button of the referee's form and wait for the page it answers with."""
    with page.expect_navigation():
        page.get_by_role("button", name=button, exact=True).tap()


def write(page, player: str | None, text: str, button: str = "Записать: выложил слово") -> str:
    """Choose the player (by tapping the name), type ``text``, tap ``button``; return what the page answers."""
    if player is not None:
        page.locator("label.player", has_text=player).tap()
    page.locator("#text").fill(text)
    submit(page, button)
    return page.locator(".told").inner_text()


def test_a_referee_writes_a_short_game(browser, lexicon, tmp_path):
    from wordgames.snake.desk import RefereeSession
    from wordgames.snake.desk_page import RefereeDesk
    from wordgames.snake.referee import referee
    from wordgames.snake.wholegame_reader import parse_text
    from wordgames.web.app import Server
    path = tmp_path / "game.txt"
    desk = RefereeDesk(RefereeSession(lexicon, ["Оля", "Петя"], path=path, russian=True))
    server = Server(desk=desk)
    with live(server):
        page = referee_phone(browser, desk.link(server))
        page.locator("#start").fill("х")
        submit(page, "Начать «змейку»")
        assert "Оля" in page.locator("label.player:has(input:checked)").inner_text()    # the player to move
        assert "Записано: Оля: хлор" in write(page, None, "хлор")
        assert "Записано: Оля: сбросить ж" in write(page, None, "ж", "Записать: сбросил карточку")
        assert "Петя" in page.locator("label.player:has(input:checked)").inner_text()
        refused = write(page, "Петя", "хлорка")                  # the text's own example of rule 3
        assert "Не записано" in refused and "правило 3" in refused
        submit(page, "Оспорить")                                 # Петя asks; Оля answers
        told = write(page, "Оля", "р|оза", "Записать: назвал продолжение")
        assert "Записано: Оля: назвать р|оза" in told and "100" in told
        assert "Записано: Петя: р|ост" in write(page, "Петя", "р|ост")
        assert "Записано" in write(page, None, "ш", "Записать: сбросил карточку")
        rows = {row.locator("th").inner_text(): row.locator("td").all_inner_texts()
                for row in page.locator(".score tbody tr").all()}
        assert rows["слова"] == ["10", "7"]                          # х5 л2 о1 р2; р2 о1 с2 т2
        assert rows["беспричинное недоверие"] == ["0", "−100"]
        assert latin_words(page) == [] and fits(page)
        tree = page.locator("body").aria_snapshot()             # the accessibility tree: every control named
        controls = [line.strip() for line in tree.splitlines()
                    if re.match(r"\s*- '?(button|radio|textbox|link|checkbox|combobox)\b", line)]
        assert len(controls) >= 15 and all(re.match(r"- '?\w+ \"[^\"]+\"", c) for c in controls), controls
        screenshot(page, "snake-referee", tmp_path)
        with page.expect_download() as download:
            page.get_by_role("link", name="Скачать запись").tap()
        text = open(download.value.path(), encoding="utf-8").read()
        assert text == path.read_text(encoding="utf-8") == desk.session.text()
        sheet = referee(lexicon, parse_text(text))
        assert sheet.findings == [] and [s.words for s in sheet.sides] == [10, 7]
        board = referee_phone(browser, desk.board_link(server))
        assert board.locator("form, input, button").count() == 0         # read only
        totals = {row.locator("th").inner_text(): row.locator("td").all_inner_texts()
                  for row in board.locator(".score tbody tr").all()}
        assert totals["слова"] == ["10", "7"] and totals["беспричинное недоверие"] == ["0", "−100"]
        assert "правое слово: «рост»" in board.locator(".snake-right").inner_text()
        assert latin_words(board) == [] and fits(board)
