"""Score pads for real dice at the web table, in a real browser: Yam and Dix Mille played with dice thrown on
the table and entered on the phones (faces tapped or typed), the boxes and combinations chosen by taps, the
totals checked by hand from the rule text (/work/shared/rules/004_*.txt); a bad entry refused in one line;
another's throw refused; a saved game of real dice resumed keeps asking for the dice."""

from __future__ import annotations

import re
import time

from wordgames.engine import CHANCE
from wordgames.i18n import speaking
from wordgames.registry import info
from wordgames.table.sitting import new_session
from wordgames.web.app import Server
from wordgames.web.table import Table, resume_table
from tests.web_harness import fits, frame_index, latin_words, live, phone, screenshot, wait_index

# Yam: the text's own example sheet, its 2nd player («Пример заполнения таблицы в Яме», 2-й игрок), played with
# real dice.  Each turn: the dice entered (typed, or faces tapped), dice kept and the others entered
# (as the dice thrown alone, or as all five with the kept ones), the box tapped; what the box gets, by the text.
YAM_TURNS = [
    # (first throw, how it is entered, dice kept, the next entry, box, value)
    ("11236", "type", None, None, "1", 2),              # two 1s: 1 + 1
    ("22234", "tap", None, None, "2", 6),               # three 2s
    ("33312", "type", "333", "33", "3", 15),            # keep 3 3 3, throw two: 3 3 (the thrown dice alone)
    ("44444", "tap", None, None, "4", 20),              # «четыре четверки дадут 16»: five give 20
    ("55512", "type", "555", "12555", "5", 15),         # keep 5 5 5, throw two: 1 2, entered as all five
    ("66612", "type", None, None, "6", 18),
    ("12466", "type", None, None, "-", 19),             # «“-” содержит сумму очков на всех кубиках»: 1+2+4+6+6
    ("14456", "type", None, None, "+", 20),             # the same sum, and more than «-»: 20 > 19
    ("44422", "type", None, None, "Дом", 36),           # «сумма очков … к которой добавляют число 20»: 16 + 20
    ("11234", "type", None, None, "Ряд", 0),            # no straight: «в строку “Ряд” заносят ноль» (confirmed)
    ("44444", "type", None, None, "Яма", 60),           # «сумму очков на всех кубиках и добавляют число 40»: 20+40
]
# Сумма = 2 + 6 + 15 + 20 + 15 + 18 = 76 ≥ 60, so Бонус 30; Счёт = 76 + 30 + 19 + 20 + 36 + 0 + 60 = 241,
# the text's total of its 2nd player.
YAM_TOTAL = 241


def entered_server(name: str, players: str, save=None) -> Server:
    """Return a server of a new table of ``name`` whose dice are entered by the people at it."""
    entry = info(name)
    game, session = new_session(entry, players, seed=1)
    return Server(Table(game, entry, session, save=save, chance="entered"))


def entering(page, table) -> None:
    """Wait until ``page`` shows the table's current position with the dice entry."""
    wait_index(page, table.index)
    page.wait_for_selector(f".frame[data-index='{table.index}'] .entry")


def enter(page, table, dice: str, how: str = "type") -> None:
    """Enter ``dice`` (typed in the field, or each face tapped), send, and wait for the position after it."""
    entering(page, table)
    index = frame_index(page)
    if how == "tap":
        page.fill("#move-text", "")
        for face in dice:
            page.locator(f".entry button[data-compose='{face}']").tap()
        assert page.locator("#move-text").input_value() == dice
    else:
        page.fill("#move-text", dice)
    page.locator("button.send").tap()
    wait_index(page, index + 1)


def refused(page, text: str, expected: str) -> None:
    """Send ``text`` as the dice, and check that the refusal says ``expected`` in one line (and nothing else)."""
    page.fill("#move-text", text)
    page.locator("button.send").tap()
    try:
        page.locator(".refusal li", has_text=expected).wait_for(timeout=5000)
    finally:
        lines = page.locator(".refusal li").all_inner_texts()
    assert lines == [expected], lines


def test_a_game_of_yam_with_real_dice_ends_with_the_texts_own_total(browser, tmp_path):
    server = entered_server("yam", "Оля", save=tmp_path / "yam.json")
    table = server.table
    with live(server):
        page = phone(browser, server.link(0))
        entering(page, table)
        refused(page, "1123", "введите 5 брошенных кубиков; в «1123» их 4")
        refused(page, "11237", "«7» — не грань кубика (1–6)")
        page.locator("button[data-clear]").tap()
        page.locator(".entry button[data-compose='5']").tap()           # ⌫ takes a tapped face back
        page.locator(".entry button[data-erase]").tap()
        assert page.locator("#move-text").input_value() == ""
        for turn, (throw, how, kept, again, box, value) in enumerate(YAM_TURNS):
            enter(page, table, throw, how)
            if kept:
                page.wait_for_selector(".picker")
                for nth, face in enumerate(kept):
                    page.locator(f".picker .die[data-pick='{face}']").nth(nth).tap()
                index = frame_index(page)
                page.locator(".roll-button").tap()
                wait_index(page, index + 1)
                if turn == 2:           # the kept dice shown, the two thrown entered: the Russian screenshot
                    entering(page, table)
                    assert page.locator(".entry .kept-dice .die").count() == 3
                    assert latin_words(page) == [] and fits(page)
                    page.set_viewport_size({"width": 320, "height": 844})     # every control a 44 px target
                    sizes = page.locator(".entry button, .write button").evaluate_all(
                        "es => es.map(e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height])")
                    page.set_viewport_size({"width": 390, "height": 844})
                    assert len(sizes) >= 7 and all(w >= 44 and h >= 44 for w, h in sizes), sizes
                    screenshot(page, "yam-pad", tmp_path)
                enter(page, table, again)
            page.wait_for_selector(".frame[data-mine='yes'] .sheet .box-button")
            if turn == 5:               # on request: the advisor's move and what the best choices are worth
                page.locator("button[data-hint]").tap()
                page.wait_for_selector(".hint")
                lines = page.locator(".hint").inner_text().splitlines()
                assert lines[0].startswith("подсказка: ") and len(lines) == 4, lines
                assert all(re.search(r"ожидаемый счёт \d+,\d+$", line) for line in lines[1:]), lines
            index = frame_index(page)
            if value == 0:
                page.locator(f"details.zero summary[aria-label*='«{box}»']").tap()
                page.locator("details.zero[open] .cross").tap()
            else:
                page.locator(f".sheet button.box-button[data-move='{box}']").tap()
            wait_index(page, index + 1)
            assert table.state.sheets[0][0][box] == value, (box, table.state.sheets[0][0][box])
        wait_index(page, len(table.session.actions))
        assert table.finished and table.session.returns == [YAM_TOTAL]
        assert f"Счёт     {YAM_TOTAL}" in page.locator(".result").inner_text() or \
            re.search(rf"Счёт\s+{YAM_TOTAL}\b", page.locator(".result").inner_text())


def test_dix_mille_with_real_dice_on_two_phones_ends_as_the_text_counts(browser):
    server = entered_server("dixmille", "Оля,Петя")
    table = server.table
    with live(server):
        olya, petya = phone(browser, server.link(0)), phone(browser, server.link(1))
        entering(olya, table)
        refused(olya, "12345", "введите 6 брошенных кубиков; в «12345» их 5")
        assert petya.locator(".entry").count() == 0                   # Оля's throw: only Оля enters it
        with speaking("ru"):
            assert table.submit(1, table.index, "123456").refusals == ["Бросает Оля: кубики вводит Оля."]
        # «Комбинация 1, 2, 3, 4, 5, 6 даст 3000 очков, после ее обязательно бросать все шесть кубиков»: three times
        for throw, how in (("123456", "type"), ("654321", "type"), ("123456", "tap")):
            enter(olya, table, throw, how)
            index = frame_index(olya)
            assert olya.locator("button.bank[data-move='straight 1-6 b']").count() == 0     # no bank: forced
            olya.locator("button.throw[data-move='straight 1-6 t']").tap()
            wait_index(olya, index + 1)
        # «тройную единицу … дает 1000 очков сразу»: 9000 + 1000 = 10 000, banked
        enter(olya, table, "111346")
        index = frame_index(olya)
        olya.locator("button.bank[data-move='111 b']").tap()
        wait_index(olya, index + 1)
        assert table.state.scores == (10000, 0)
        # 10 000 reached: Петя has the last turn of the round; «пятерка дает 50 очков», banked
        entering(petya, table)
        assert "Последний круг" in petya.locator(".final").inner_text()
        enter(petya, table, "234566", "tap")
        index = frame_index(petya)
        petya.locator("button.bank[data-move='single 5 b']").tap()
        wait_index(petya, index + 1)
        assert table.finished and table.session.returns == [10000.0, 50.0]
        for page in (olya, petya):                                    # the end on every phone, both totals
            wait_index(page, len(table.session.actions))
            result = page.locator(".result").inner_text()
            assert "10000" in result.replace(" ", "").replace("\u00a0", "") and "50" in result, result


def test_a_saved_game_of_real_dice_resumed_asks_for_the_dice_again(tmp_path):
    path = tmp_path / "yam.json"
    server = entered_server("yam", "Оля", save=path)
    table = server.table
    table.start()
    table.wait_for_turn(CHANCE)
    assert table.submit(0, 0, "2 4 4 5 6").accepted
    table.wait_for_turn(0)
    table.stop()
    again = resume_table(path)
    assert again.entered
    again.start()
    again.wait_for_turn(CHANCE, timeout=5) if again.state.is_chance_node() else None
    assert again.session.actions == [[2, 4, 4, 5, 6]]                  # Оля's move first: nothing drawn
    again.wait_for_turn(0)
    assert again.submit(0, 1, "Яма").accepted
    again.wait_for_turn(CHANCE)
    assert len(again.session.actions) == 2 and again.asked == CHANCE   # the next throw is asked, never drawn
    assert again.submit(0, 2, "66666").accepted
    again.wait_for_turn(0)
    assert again.session.actions[2] == [6, 6, 6, 6, 6]
    again.stop()


def test_a_bots_throw_is_entered_by_a_person_at_the_table_and_only_the_thrower_enters_their_own():
    server = entered_server("yam", "Оля,Петя,random")
    table = server.table
    table.start()
    table.wait_for_turn(CHANCE)
    assert [table.may_enter(seat, table.state) for seat in (0, 1)] == [True, False]     # Оля's own throw
    assert table.submit(0, 0, "12345").accepted
    table.wait_for_turn(0)
    assert table.submit(0, 1, "Ряд").accepted                                           # 1-5: 15 + 30
    table.wait_for_turn(CHANCE)
    assert table.state.sheets[0][0]["Ряд"] == 45 and table.entering(1) and not table.entering(0)
    assert table.submit(1, 2, "23456").accepted
    table.wait_for_turn(1)
    assert table.submit(1, 3, "Ряд").accepted                                           # 2-6: 20 + 30
    table.wait_for_turn(CHANCE)
    assert table.state.sheets[1][0]["Ряд"] == 50 and table.state.player == 2          # the bot's throw:
    assert table.entering(0) and table.entering(1)                                      # anyone enters it
    assert table.submit(1, 4, "66666").accepted
    deadline = time.monotonic() + 10
    while len(table.session.actions) < 6 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert table.session.actions[4] == [6, 6, 6, 6, 6]                                 # the bot moved on it
    table.stop()
