"""Shared test setup: never touch the real user's word file."""

import os
import tempfile

# Set before any test imports the CLI, so no test reads or writes the user's real overlay.
os.environ["WORDGAMES_USER_WORDS"] = os.path.join(tempfile.mkdtemp(prefix="wg-user-"), "user-words.txt")
os.environ.setdefault("NO_COLOR", "1")
