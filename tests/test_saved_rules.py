"""A saved game replays under the rules it was played with, also when a rule option was added after it was saved."""

from __future__ import annotations

import pytest

from wordgames.registry import GAMES, info
from wordgames.table.seats import parse_seats
from wordgames.table.session import Session, load_game


@pytest.fixture(scope="module")
def lexicon():
    from wordgames.lexicon import Lexicon
    return Lexicon.default()


def test_a_new_game_takes_the_default_and_an_old_save_the_rule_it_was_played_with(lexicon):
    snake = info("snake")
    assert snake.load({}, 2, lexicon).rules_dict()["diminutives"] == "refuse"            # the text: refused
    assert snake.load({}, 2, lexicon, saved=True).rules_dict()["diminutives"] == "warn"  # saved before rule 6 refused
    assert snake.load({"diminutives": "refuse"}, 2, lexicon, saved=True).rules_dict()["diminutives"] == "refuse"


def test_an_old_snake_session_resumes_with_diminutives_only_warned(lexicon):
    game = info("snake").load({}, 2, lexicon)
    session = Session.start(game, parse_seats("Оля,Петя", ()), seed=3).to_dict()
    del session["rules"]["diminutives"]                       # as a session of the last round was written
    resumed, _state = load_game(Session.from_dict(session), lexicon)
    assert resumed.rules_dict()["diminutives"] == "warn"


def test_every_saved_default_is_a_value_the_option_takes():
    for entry in GAMES.values():
        for option in entry.options:
            if option.saved_default is not None:
                assert option.fault(option.saved_default) is None, (entry.name, option.name)
