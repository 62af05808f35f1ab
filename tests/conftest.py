"""Shared test setup: never touch the real user's word file; English unless a test asks.  The shared
fixtures: the shipped lexicon (``lexicon``) and a seeded random playout (``seeded_playout``)."""

import os
import random
import tempfile

import pytest

# Set before any test imports the CLI, so no test reads or writes the user's real overlay.
os.environ["WORDGAMES_USER_WORDS"] = os.path.join(tempfile.mkdtemp(prefix="wg-user-"), "user-words.txt")
os.environ.setdefault("NO_COLOR", "1")
# The interface speaks English in tests unless a test asks for Russian (--lang ru, WORDGAMES_LANG=ru).
os.environ["WORDGAMES_LANG"] = "en"
# (the root conftest.py sets English again after every test and doctest)


@pytest.fixture(scope="session")
def lexicon():
    """The shipped lexicon, without the user's words: loaded once for the whole run (it is never changed)."""
    from wordgames.lexicon.core import Lexicon
    return Lexicon.default()


def playout(game, rng: random.Random, bound: int = 10_000, state=None):
    """Yield (state, action) for every step of one game of random moves and seeded chance, then (final, None).

    The moves are drawn with ``rng``; the chance outcomes as the table draws them, from a seed ``rng``
    gives (:func:`wordgames.table.loop.draw_chance`).  The game stops after ``bound`` steps if it has not
    ended (the last state yielded is then not terminal).
    """
    from wordgames.engine import CHANCE
    from wordgames.table.loop import draw_chance
    state, step, seed = state if state is not None else game.new_initial_state(), 0, rng.randrange(10**9)
    while not state.is_terminal() and step < bound:
        if state.current_player() == CHANCE:
            action = draw_chance(state, seed, step)
        else:
            action = rng.choice(state.legal_actions())
        yield state, action
        state = state.apply(action)
        step += 1
    yield state, None


@pytest.fixture(scope="session")
def seeded_playout():
    """Return :func:`playout`, the one seeded random playout of the tests (a fixture: test modules do not
    import the conftest)."""
    return playout


@pytest.fixture
def battle_files(tmp_path, monkeypatch):
    """Write the word list, the squares and the game the battle jobs read; run the jobs in that folder."""
    # imported here, not above: the helpers import the CLI, which a checkout without click cannot import, and
    # every module that cannot is reported as skipped (the root conftest.py), not this file as broken
    from tests.i18n_helpers import BATTLE_EXAMPLE, BATTLE_GAME, BATTLE_WORDS
    (tmp_path / "words.txt").write_text(BATTLE_WORDS, encoding="utf-8")
    (tmp_path / "game.txt").write_text(BATTLE_GAME, encoding="utf-8")
    (tmp_path / "example.txt").write_text(BATTLE_EXAMPLE, encoding="utf-8")
    (tmp_path / "one.txt").write_text("кот.\n", encoding="utf-8")
    (tmp_path / "bad.txt").write_text("ко%т\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)                     # file names in the output as typed
    monkeypatch.setenv("WORDGAMES_USER_WORDS", str(tmp_path / "user-words.txt"))
    monkeypatch.setenv("NO_COLOR", "1")
    return tmp_path


@pytest.fixture
def word_files(tmp_path, monkeypatch):
    """Write the word lists, the records and a user-words file; run the jobs in that folder."""
    # imported here, not above, as in battle_files
    from tests.i18n_helpers import BROKEN, CONCEDED, FAIR, FOUR, REFEREE_WORDS, SNAKE, TINY_WORDS
    (tmp_path / "referee.txt").write_text("\n".join(REFEREE_WORDS) + "\n", encoding="utf-8")
    (tmp_path / "tiny.txt").write_text("\n".join(TINY_WORDS) + "\n", encoding="utf-8")
    for name, text in (("broken.txt", BROKEN), ("fair.txt", FAIR), ("four.txt", FOUR), ("conceded.txt", CONCEDED),
                       ("snake.txt", SNAKE)):
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "mine.txt").write_text("+блинчик  связывает блин и блик\n-какао\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WORDGAMES_USER_WORDS", str(tmp_path / "mine.txt"))
    return tmp_path


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright for the whole run (skipped, or failed in CI, when there is none)."""
    from tests.web_harness import FLAGS, chromium_path, no_browser
    path = chromium_path()
    if path is None:
        no_browser()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        no_browser("no Playwright for the browser tests: pip install -e '.[test]'")
    driver = sync_playwright().start()
    try:
        launched = driver.chromium.launch(executable_path=path, args=FLAGS)
    except Exception as e:       # a Chromium that will not start is reported as the missing one is
        driver.stop()
        no_browser(f"Chromium at {path} did not start: {e}")
    yield launched
    launched.close()
    driver.stop()
