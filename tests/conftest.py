"""Shared test setup: never touch the real user's word file; English unless a test asks."""

import os
import tempfile

# Set before any test imports the CLI, so no test reads or writes the user's real overlay.
os.environ["WORDGAMES_USER_WORDS"] = os.path.join(tempfile.mkdtemp(prefix="wg-user-"), "user-words.txt")
os.environ.setdefault("NO_COLOR", "1")
# The interface speaks English in tests unless a test asks for Russian (--lang ru, WORDGAMES_LANG=ru).
os.environ["WORDGAMES_LANG"] = "en"
# (the root conftest.py sets English again after every test and doctest)
