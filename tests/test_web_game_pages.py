"""Every game has a page of its own.  The pages of «Словесный бой» and Змейка rendered at every position of seeded random games, for every seat,
in both languages: every tap a page offers is a legal move of that seat (read back by the presenter and
checked by the view), a seat not to move is offered none, the stage's moves are all offered, and a Russian
page shows no Latin word."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path

from wordgames.descriptor import load
from wordgames.i18n import speaking
from wordgames.registry import info
from wordgames.web.render import environment

NAMES = ["Оля", "Петя", "Маша", "Коля"]
SNAKE_CARDS = {"а": 6, "о": 6, "е": 4, "и": 3, "к": 3, "т": 3, "р": 3, "с": 3, "л": 2, "н": 3, "м": 2, "п": 2,
               "д": 2, "в": 1, "у": 1, "*": 2}


def taps(page_html: str, kind: str) -> list[str]:
    """Return the values of the ``data-KIND`` attributes of a rendered page."""
    return [html.unescape(v) for v in re.findall(rf'data-{kind}="([^"]*)"', page_html)]


def shown_text(page_html: str) -> str:
    """Return what a reader sees of a rendered page: its text without tags and attributes."""
    return html.unescape(re.sub(r"<[^>]+>", " ", page_html))


def check_positions(game, seeded_playout, seeds, stage_moves):
    shown = game.presenter()
    page = load(game.descriptor.page)(game, shown)
    template = environment().get_template(page.template)
    names = NAMES[:game.seats]
    positions = 0
    for seed in seeds:
        for state, _action in seeded_playout(game, random.Random(seed)):
            if state.is_terminal() or state.is_chance_node():
                continue
            positions += 1
            mover = state.current_player()
            for seat in range(game.seats):
                view = state.view(seat)
                for language in ("ru", "en"):
                    with speaking(language):
                        rendered = template.render(game=page.parts(view, seat, names, mine=seat == mover))
                    moves = taps(rendered, "move")
                    if seat != mover:
                        assert moves == [] and taps(rendered, "compose") == []
                        continue
                    for text in moves:
                        action = shown.parse_action(view, text)
                        assert view.breaches(action) == [], (text, view.breaches(action))
                    offered = {shown.parse_action(view, text) for text in moves}
                    assert stage_moves(view) <= offered
                    if language == "ru":
                        assert re.findall(r"[A-Za-z]{2,}", shown_text(rendered)) == []
    return positions


def test_battle_pages_offer_only_legal_moves(lexicon, seeded_playout):
    game = info("battle").load({"size": 3, "caller": "players"}, 2, lexicon)
    # every empty cell when a letter is to be written, every letter when one is called: all legal moves;
    # a game of 8 turns (whole rounds of two players in 9 cells), each a call and two placements
    assert check_positions(game, seeded_playout, range(2), lambda view: set(view.legal_actions())) == 2 * 8 * 3


def test_snake_pages_offer_only_legal_moves(lexicon, seeded_playout):
    from wordgames.snake.actions import Lay, Name
    game = info("snake").load({"hand_size": 4, "cards": SNAKE_CARDS}, 4, lexicon)
    # every move of the stage but the placements (the best twelve) and the continuations (twelve) is a button
    positions = check_positions(game, seeded_playout, range(6),
                                lambda view: {a for a in view.legal_actions() if not isinstance(a, (Lay, Name))})
    assert positions > 30


def test_every_game_of_the_registry_has_a_page_of_its_own():
    """A game added without a phone page would be played from the generic one: the table on phones is for
    every game, so each names its own (issue 39)."""
    from wordgames.descriptor import GameDescriptor
    from wordgames.registry import GAMES
    generic = GameDescriptor._field_defaults["page"]
    assert [name for name, entry in GAMES.items() if entry.page == generic] == []
    for entry in GAMES.values():
        page = load(entry.page)
        assert (WEB / "templates" / page.template).is_file(), entry.name
        assert page.style is None or (WEB / "static" / "games" / page.style).is_file(), entry.name


WEB = Path(__file__).resolve().parents[1] / "wordgames" / "web"
