"""Змейка on four phones: a whole game played by tapping what the pages show (placements from the list and one
composed by tapping cards, a word refused with its rule's number, the partner question, a challenge, discards
and passes), ending with the returns of the same moves replayed by the loop; a Russian page with no English
word; no horizontal scrolling at 320 px; the page's screenshot."""

from __future__ import annotations

import re

from tests.web_harness import (fits, frame_index, latin_words, live, next_mover, phone, replayed, screenshot,
                               table_server, tap, wait_index)

PLAYERS = "Оля,Петя,Маша,Коля"
CARDS = {"а": 6, "о": 6, "е": 4, "и": 3, "к": 3, "т": 3, "р": 3, "с": 3, "л": 2, "н": 3, "м": 2, "п": 2, "д": 2,
         "в": 1, "у": 1, "*": 1}
RULES = {"hand_size": 4, "cards": CARDS}
"""A set of 45 cards: 16 dealt, one face up, 28 in the stock; the game ends in some fourteen turns."""


def compose(page, notation: str) -> None:
    """Write the placement ``notation`` by tapping: the snake's letters it builds on, ``|`` or ``<``, the hand's."""
    word = notation.lstrip("<")
    if notation.startswith("<"):                   # a left placement: the hand's letters, then the leftmost one
        page.locator(".compose [data-compose='<']").tap()
        taps = [(".hand", ch) for ch in word[:-1]] + [(".snake", word[-1])]
    elif "|" in word:                              # the right word's last letters, then the new cards
        kept, new = word.split("|")
        right = page.locator(".snake button.right")
        for k in range(right.count() - len(kept), right.count()):
            right.nth(k).tap()
            assert right.nth(k).is_disabled()             # a card tapped is used: marked, not tapped twice
        page.locator(".compose [data-compose='|']").tap()
        taps = [(".hand", ch) for ch in new]
    else:                                          # the first word: from the face-up letter
        taps = [(".snake", word[0])] + [(".hand", ch) for ch in word[1:]]
    for where, letter in taps:
        page.locator(f"{where} button[data-compose='{letter}']:not([disabled])").first.tap()
    assert page.locator("#move-text").input_value() == notation


def test_four_phones_play_a_game_by_tapping(browser, lexicon, tmp_path):
    server = table_server("snake", PLAYERS, seed=11, lexicon=lexicon, **RULES)
    table = server.table
    done: dict = {}           # what the game has shown: each kind of move made at least once, the screenshot
    with live(server):
        pages = [phone(browser, server.link(k)) for k in range(4)]
        for page in pages:                          # each hand of four cards, and no other
            page.wait_for_selector(".hand .tile")
            assert page.locator(".hand .tile").count() == 4
        for _turn in range(600):
            page = next_mover(pages, table)
            if page is None:
                break
            stage = page.locator(".snake-stage").inner_text()
            if page.locator(".replies button").count():                  # the partner asks: «нет»
                tap(page, page.locator(".replies button", has_text="нет"))
                done["reply"] = True
            elif page.locator(".names button").count():                  # challenged: name a continuation
                tap(page, page.locator(".names button").first)
                done["named"] = True
            elif "сброс" in stage:
                tap(page, page.locator(".hand button[data-move]").first)
            elif "передача" in stage:
                if "give" not in done and page.locator(".hand button[data-move]").count():
                    tap(page, page.locator(".hand button[data-move]").first)
                    done["give"] = True
                else:
                    tap(page, page.locator(".stage-buttons button", has_text="Оставить"))
            elif "ответ на вызов" in stage:
                tap(page, page.locator(".stage-buttons button", has_text="Сдаюсь"))
            else:
                play_placing(page, done, tmp_path)
        for page in pages:
            page.wait_for_selector(".result")
        assert latin_words(pages[0]) == []
    assert {"refused", "composed", "ask", "reply", "give", "shot"} <= done.keys(), done
    assert table.finished and table.session.finished and table.failure is None
    final, session = replayed(table, lexicon)
    assert session.actions == table.session.actions
    assert table.state.returns() == final.returns()
    assert done["shot"].exists()


def play_placing(page, done: dict, tmp_path) -> None:
    """Make one move of the placement stage: the partner question once, a refused word once, a placement
    composed by tapping once, a challenge once, else the best placement listed, else «готово»."""
    buttons = page.locator(".stage-buttons button")
    placements = page.locator(".placements button")
    ask = buttons.filter(has_text="Спросить")
    challenge = buttons.filter(has_text="Вызов")
    if "ask" not in done and ask.count():
        tap(page, ask)
        done["ask"] = True
    elif "refused" not in done and page.locator(".snake button").count():
        index = frame_index(page)
        page.locator(".snake button").first.tap()
        for k in range(min(3, page.locator(".hand button").count())):
            page.locator(".hand button").nth(k).tap()
        typed = page.locator("#move-text").input_value()
        page.locator("button.send").tap()
        page.wait_for_selector(".refusal")
        refusal = page.locator(".refusal").inner_text()
        assert re.search(r"правил\w* \d", refusal), (typed, refusal)
        assert frame_index(page) == index and latin_words(page) == []
        done["refused"] = True
        page.locator("[data-clear]").tap()
    elif "composed" not in done and placements.count() and "*" not in placements.first.get_attribute("data-move"):
        notation = placements.first.get_attribute("data-move")
        index = frame_index(page)
        compose(page, notation)
        page.locator("button.send").tap()
        wait_index(page, index + 1)
        done["composed"] = True
    elif "challenge" not in done and challenge.count() and "composed" in done:
        tap(page, challenge)
        done["challenge"] = True
    elif placements.count():
        if "shot" not in done and page.locator(".snake .card").count() >= 8:
            assert fits(page) and latin_words(page) == []
            done["shot"] = screenshot(page, "snake", tmp_path)
        tap(page, placements.first)
    else:
        tap(page, buttons.filter(has_text="Готово"))
