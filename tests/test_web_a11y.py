"""A page anyone can use: every page of the web table, in Chromium, read through its accessibility tree.

Each registry game's seat page at its first move (and «Словесный бой» also with a letter to write), the
lobby and the message pages: every control has a name a screen reader says (the browser's own accessibility
tree), every control is a touch target of at least 44×44 px, the page fits 320 px and a tablet without
scrolling sideways, the Russian page shows and names no English word, and nothing it tells is only a picture.
Each game's details (a letter to move, a card to lay, a box to cross out) are opened one by one, so the
controls they hide are checked too.
"""

from __future__ import annotations

import re

import pytest

from tests.web_harness import (ADDRESS, PHONE, asked, fits, latin_words, live, phone, screenshot, small_targets,
                               table_server, unnamed_controls, wordless_images)

SEATS = {   # people only (a bot's name is an English word); the smallest table of each game
    "battle": ("Оля,Петя", {"caller": "players", "size": 9}),     # a square wider than a phone
    "lines": ("Оля", {}),
    "snake": ("Оля,Петя", {"hand_size": 4}),
    "yam": ("Оля,Петя", {}),
    "dixmille": ("Оля,Петя", {}),
    "croquet": ("Оля,Петя", {}),
    "castle": ("Оля,Петя,Аня,Боря", {}),
    "vertical": ("Оля,Петя", {}),
}
TABLET = 768


def allowed_latin() -> set[str]:
    """Return the Latin words a Russian page may show: the program's and the language link's names, the
    proper name «Color Lines», the bots' names (what a host types in the lobby), and the QR of «QR-код»
    (the Russian name of the code a camera reads)."""
    from wordgames.registry import GAMES, info
    return {"wordgames", "English", "Color", "Lines", "QR"} | {bot.name for name in GAMES for bot in info(name).bots}


def latin_names(page) -> list[str]:
    """Return the Latin words of the page's accessibility tree (names and text a screen reader says; the
    links' addresses, a link named by its address, and the fields' placeholders left out)."""
    tree = ADDRESS.sub(" ", page.locator("body").aria_snapshot())
    said = [re.sub(r"\[[^\]]*\]", "", re.sub(r"^\s*- '?[a-z]+", "", line))      # not the roles, not [level=2]
            for line in tree.splitlines() if not re.match(r"\s*- /(url|placeholder):", line)]
    return re.findall(r"[A-Za-z]{2,}", "\n".join(said))


def usable(page, what: str) -> None:
    """Assert that ``page`` (Russian) is usable by anyone, with each of its game's details opened in turn."""
    assert page.evaluate("document.documentElement.lang") == "ru", what
    allowed = allowed_latin()
    assert [w for w in latin_words(page) if w not in allowed] == [], what
    assert [w for w in latin_names(page) if w not in allowed] == [], what
    assert wordless_images(page) == [], what
    assert fits(page, 320) and fits(page, TABLET), what
    assert unnamed_controls(page) == [], what
    assert small_targets(page) == [], what
    for k in range(page.locator(".game details").count()):
        page.locator(".game details").nth(k).evaluate("el => { el.open = true; }")
        assert unnamed_controls(page) == [], (what, k)
        assert small_targets(page) == [], (what, k)


def test_every_game_of_the_registry_is_checked():
    from wordgames.registry import GAMES
    assert sorted(SEATS) == sorted(GAMES)


@pytest.mark.parametrize("game", sorted(SEATS))
def test_seat_page_is_usable_by_anyone(browser, lexicon, game):
    players, rules = SEATS[game]
    server = table_server(game, players, seed=1, lexicon=lexicon, **rules)
    with live(server):
        table = server.table
        seat = asked(table)
        page = phone(browser, server.link(seat))
        page.wait_for_selector(".frame[data-mine='yes']")
        assert page.locator(".game button, .game summary").count() > 0, "no control of the game shows"
        usable(page, game)
        if game == "battle":          # a letter called: now the empty cells are the buttons
            page.locator(".key:not([disabled])").first.tap()
            page.wait_for_selector(".frame[data-index='1']")
            # the new status is told to a screen reader by the page's live region
            page.wait_for_function("document.getElementById('told').textContent"
                                   " === document.getElementById('status').textContent")
            assert page.locator("#told").get_attribute("aria-live") == "polite"
            placer = phone(browser, server.link(asked(table)))
            placer.wait_for_selector(".frame[data-mine='yes'] .cell.free")
            usable(placer, "battle, a letter to write")
            assert placer.get_by_role("button", name=re.compile(r"^Клетка \S+, пусто: написать ")).count() > 1
            placer.context.close()
        page.context.close()


def test_lobby_and_message_pages_are_usable_by_anyone(browser, tmp_path):
    from wordgames.web.app import Server
    server = Server()
    with live(server) as base:
        context = browser.new_context(locale="ru-RU", extra_http_headers={"Accept-Language": "ru-RU"}, **PHONE)
        page = context.new_page()
        for url, name in ((server.host_link(), "lobby"), (base + "/", "message"), (base + "/t/nothing", "")):
            page.goto(url)
            usable(page, url)
            if name:
                screenshot(page, name, tmp_path)
            if name == "lobby":       # the games' titles in the reader's language
                assert page.locator("#game option", has_text="арифметический крокет").count() == 1
        context.close()


def test_the_language_switch_keeps_the_page(browser):
    server = table_server("croquet", "Оля,Петя", seed=1)
    with live(server):
        page = phone(browser, server.link(0))
        path = page.evaluate("location.pathname")
        page.get_by_role("link", name="English").tap()
        page.wait_for_selector("#connection[data-state='online']")
        assert page.evaluate("[location.pathname, document.documentElement.lang]") == [path, "en"]
        assert page.get_by_role("link", name="English").get_attribute("aria-current") == "true"
        assert page.locator("#status").inner_text() == "Your move."
        page.goto(server.link(0))           # the choice is kept (a cookie) for the seat's plain link
        assert page.evaluate("document.documentElement.lang") == "en"
        page.get_by_role("link", name="Русский").tap()
        page.wait_for_selector("#connection[data-state='online']")
        assert page.evaluate("[location.pathname, document.documentElement.lang]") == [path, "ru"]
        page.context.close()


def test_the_checks_find_what_they_look_for(browser):
    """A hand-made page with one fault of each kind, and the same page mended: the checks can fail."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_content("""<html lang="ru"><meta name="viewport" content="width=device-width"><body>
      <button>Ход</button> <button aria-label="Кубик: 5, оставить">5</button> <button></button>
      <input id="t"> <a href="?lang=en">English</a>
      <p>Текст со <a href="#x">ссылкой</a> внутри.</p>
      <svg width="50" height="50"></svg> <span role="img" aria-label="Кубики: 1 2">⚀⚁</span>
      <div style="width: 600px">широко</div></body></html>""")
    assert unnamed_controls(page) == ["- button", "- textbox"]
    # unstyled, every control is small: all but the link inside a sentence
    assert [t.split(" «")[0] for t in small_targets(page)] == ["button", "button", "button", "input", "a"]
    page.add_style_tag(content="button, input, a { display: inline-block; min-width: 44px; min-height: 44px; }")
    assert small_targets(page) == []
    assert len(wordless_images(page)) == 1
    assert fits(page, TABLET) and not fits(page, 320)
    context.close()
