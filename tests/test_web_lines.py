"""The Color Lines cross at the web table in a real browser: one phone plays a short game (four turns, the
rule option ``max_turns``) to the end by tapping a letter and then a cell it can reach, and the pass; the
session's actions and returns are those of the same moves replayed by the house's loop from the table's seed;
a letter sent onto a taken cell is refused by rule 2; the page reads in Russian only and fits 320 px."""

from __future__ import annotations

from tests.web_harness import fits, latin_words, live, next_mover, phone, replayed, screenshot, table_server, tap

TURNS = 4


def test_one_phone_plays_a_short_game_of_lines_by_tapping(browser, lexicon, tmp_path):
    server = table_server("lines", "Оля", seed=3, lexicon=lexicon, max_turns=TURNS)
    table = server.table
    moves = []
    with live(server):
        page = phone(browser, server.link(0))
        for turn in range(1, TURNS + 1):
            assert next_mover([page], table) is page
            status = page.locator(".lines-status").inner_text()
            # the turn and the turns left by the option: four turns, so after turn k, 4 − k + 1 are left
            assert f"Ход {turn}" in status and f"{TURNS - turn + 1}" in status, status
            board = page.locator(".lines-board tbody td")
            assert board.count() == 36                                   # the 6×6 board of the default size
            letters = [t for t in board.all_inner_texts() if t.strip()]
            state = table.state
            assert len(letters) == sum(ch != "." for row in state.rows for ch in row)
            if turn == 1:                        # a letter onto a taken cell: refused by rule 2
                src = page.locator(".lines-moves summary").first.get_attribute("data-cell")
                taken = next(c.get_attribute("data-cell") for c in page.locator(".lines-board td.filled").all()
                             if c.get_attribute("data-cell") != src)
                page.fill("#move-text", f"{src} {taken}")
                page.locator("button.send").tap()
                page.wait_for_selector(".refusal")
                refusal = page.locator(".refusal").inner_text()
                assert "правило 2" in refusal and taken in refusal, refusal
            if turn == 2:
                # the game's Russian name keeps «Color Lines» (docs/glossary.md): the one Latin on the page
                assert [w for w in latin_words(page) if w not in ("Color", "Lines")] == []
                assert fits(page)
            if turn == 3:                        # the pass: nothing moves, the shown letters appear
                tap(page, page.locator(".lines-pass"))
                moves.append("pass")
                continue
            letter = page.locator(".lines-moves details.pick").first
            letter.locator("summary").tap()
            assert letter.get_attribute("open") is not None
            if turn == 2:
                screenshot(page, "lines", tmp_path)
            target = letter.locator(".target").last
            moves.append(target.get_attribute("data-move"))
            tap(page, target)
        page.wait_for_selector(".result")
        assert "Игра окончена" in page.locator("#status").inner_text()
        assert table.finished and table.session.finished
    assert [a for a in table.session.actions if a in moves] == moves      # the taps, in order, as written
    final, session = replayed(table, lexicon)
    assert session.actions == table.session.actions
    assert table.state.returns() == final.returns() == table.session.returns
    assert final.turn == TURNS


def test_every_legal_shift_and_the_pass_are_offered(lexicon, seeded_playout):
    """Rendered at every position of a seeded random 12-turn game, in both languages: the page offers every
    legal move and nothing else (the pass included), and a Russian page shows no Latin word but the name."""
    import random
    import re

    from tests.test_web_game_pages import shown_text, taps
    from wordgames.descriptor import load
    from wordgames.i18n import speaking
    from wordgames.registry import info
    from wordgames.web.render import environment

    game = info("lines").load({"max_turns": 12}, 1, lexicon)
    shown = game.presenter()
    page = load(game.descriptor.page)(game, shown)
    template = environment().get_template(page.template)
    positions = 0
    for state, _action in seeded_playout(game, random.Random(4)):
        if state.is_terminal() or state.is_chance_node():
            continue
        positions += 1
        for language in ("ru", "en"):
            with speaking(language):
                rendered = template.render(game=page.parts(state, 0, ["Оля"], mine=True))
            offered = [shown.parse_action(state, text) for text in taps(rendered, "move")]
            assert sorted(offered, key=str) == sorted(state.legal_actions(), key=str)
            if language == "ru":
                assert re.findall(r"[A-Za-z]{2,}", shown_text(rendered)) == []
    assert positions == 12
