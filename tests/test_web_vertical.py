"""«Гонки по вертикали» at the web table in a real browser: two phones (the red team) and two bots play a whole
2x2 game by tapping a card and then one of its places; the session's actions and returns are those of the same
decisions replayed through the house's loop from the table's seed; a card sent to a place it may not take is
refused with its rule's number; the page reads in Russian only, names suits by word and fits 320 px."""

from __future__ import annotations

import re

from tests.web_harness import fits, latin_words, live, next_mover, phone, replayed, screenshot, table_server, tap

PLAYERS = "Оля,greedy,Петя,greedy"
"""2x2 (section 1): Оля and Петя are Red 1 and Red 2, the bots Black 1 and Black 2, colours alternating."""


def test_two_phones_and_two_bots_play_vertical_to_the_end_by_tapping(browser, tmp_path):
    server = table_server("vertical", PLAYERS, seed=5)
    table = server.table
    taps = 0
    with live(server):
        pages = [phone(browser, server.link(0)), phone(browser, server.link(2))]
        by_seat = {0: pages[0], 2: pages[1]}
        for _turn in range(60):
            page = next_mover(by_seat, table)
            if page is None:
                break
            cards = page.locator(".vhand details.pick")
            # the hand: 9 cards dealt (36 / 4), each with its rank, suit symbol and suit name
            held = page.locator(".vhand .vcard")
            assert held.count() >= 1
            for text in held.all_inner_texts():
                assert re.fullmatch(r"(?:[6-9]|10|[ВДКТ])([♥♦♣♠])\s*(черви|бубны|трефы|пики)", text.strip()), text
            if taps == 0:                            # before any card lies: nine cards, the start of the base row
                assert held.count() == 9
                assert page.locator(".vempty").count() == 1
            if taps == 4:                            # a card to a place it may not take: refused by the rule
                card = cards.first.locator("summary").get_attribute("data-card")
                page.fill("#move-text", f"{card} d9")
                page.locator("button.send").tap()
                page.wait_for_selector(".refusal")
                refusal = page.locator(".refusal").inner_text()
                # rule 1: a card is laid next to one on the table; the far row is far from the few cards laid
                assert "правило 1: место d9 не примыкает ни к одной карте на столе" in refusal, refusal
                assert [w for w in latin_words(page) if w != "greedy"] == []     # the bots' seats are named so
                assert fits(page)
            if taps == 10:                           # the middle of the game: the picture for the docs
                cards.first.locator("summary").tap()
                screenshot(page, "vertical", tmp_path)
            first = cards.first
            if first.get_attribute("open") is None:
                first.locator("summary").tap()
            assert first.get_attribute("open") is not None          # the card is picked: its places show
            place = first.locator(".place").first
            move = place.get_attribute("data-move")
            index = len(table.session.actions)
            tap(page, place)
            taps += 1
            assert table.session.actions[index][0] == move.split()[0], (move, table.session.actions[index])
        assert table.finished and table.session.finished
        for page in pages:
            page.wait_for_selector(".result")
            assert "Игра окончена" in page.locator("#status").inner_text()
    assert taps >= 9, taps
    final, session = replayed(table)
    assert session.actions == table.session.actions
    assert table.state.returns() == final.returns() == table.session.returns


def test_every_legal_card_and_place_is_offered_and_nothing_else(seeded_playout):
    """Rendered at every position of seeded random 2x2 and 3x3 games, for every seat, in both languages: the
    seat to move is offered exactly its legal moves (but the pass, made by itself), every other seat none;
    a Russian page shows no Latin word; in 3x3 no partner's hand is listed (the view holds only the pool)."""
    import random

    from tests.test_web_game_pages import shown_text, taps
    from wordgames.descriptor import load
    from wordgames.games.vertical.rules import PASS
    from wordgames.i18n import speaking
    from wordgames.registry import info
    from wordgames.web.render import environment

    for seats, seed in ((4, 1), (6, 2)):
        game = info("vertical").load({"mode": None, "deck": 36}, seats)
        shown = game.presenter()
        page = load(game.descriptor.page)(game, shown)
        template = environment().get_template(page.template)
        names = ["Оля", "Петя", "Маша", "Коля", "Вера", "Гена"][:seats]
        positions = 0
        for state, _action in seeded_playout(game, random.Random(seed)):
            if state.is_terminal() or state.is_chance_node():
                continue
            positions += 1
            mover = state.current_player()
            for seat in range(seats):
                view = state.view(seat)
                for language in ("ru", "en"):
                    with speaking(language):
                        parts = page.parts(view, seat, names, mine=seat == mover)
                        rendered = template.render(game=parts)
                    moves = taps(rendered, "move")
                    if seat != mover:
                        assert moves == []
                    else:
                        offered = [shown.parse_action(view, text) for text in moves]
                        assert sorted(offered) == sorted(a for a in view.legal_actions() if a != PASS)
                    if language == "ru":
                        assert re.findall(r"[A-Za-z]{2,}", shown_text(rendered)) == []
                    if seats == 6:
                        assert all(o["cards"] == [] for o in parts["others"])
                    else:                        # 2x2: the partner's hand, as the view shows it
                        assert sum(o["cards"] != [] for o in parts["others"]) == 1
        assert positions >= 36 - 4, positions     # 36 cards laid, a few passes at most (hands of 9 or 6)
