"""Shared test setup: never touch the real user's word file; English unless a test asks."""

import os
import tempfile

import pytest

# Set before any test imports the CLI, so no test reads or writes the user's real overlay.
os.environ["WORDGAMES_USER_WORDS"] = os.path.join(tempfile.mkdtemp(prefix="wg-user-"), "user-words.txt")
os.environ.setdefault("NO_COLOR", "1")
# The interface speaks English in tests unless a test asks for Russian (--lang ru, WORDGAMES_LANG=ru).
os.environ["WORDGAMES_LANG"] = "en"
# (the root conftest.py sets English again after every test and doctest)


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
