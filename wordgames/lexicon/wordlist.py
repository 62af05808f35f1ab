r"""Reading a word list: a UTF-8 text of one word a line, each optionally followed by its frequency.

>>> import tempfile, os
>>> path = os.path.join(tempfile.mkdtemp(), "words.txt")
>>> _ = open(path, "w", encoding="utf-8").write("# my words\nкот 4.35\nёж\n")
>>> read_word_list(path)
(['кот', 'ёж'], {'кот': 4.35})
>>> dominant_script(["кот", "ёж", "x"])
'cyrillic'
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from wordgames.i18n import _
from wordgames.lexicon.text import script_of

TYPE_CHECKING = False  # typing itself is not imported on a lookup (tests/test_imports.py)
if TYPE_CHECKING:
    from collections.abc import Iterable

MAX_ZIPF = 8.0
"""The highest frequency a word list may give a word (Zipf scale; the commonest English word is about 7.7)."""


def read_word_list(path: Path | str) -> tuple[list[str], dict[str, float]]:
    """Return the words of a UTF-8 word list (``-``: standard input) and the frequencies given on their lines."""
    from wordgames.errors import InputFormatError
    from wordgames.files import display_name, read_text
    text, path = read_text(path), display_name(path)
    words, freqs = [], {}
    for number, line in enumerate(text.splitlines(), start=1):
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        word = parts[0]
        words.append(word)
        if len(parts) > 1:
            freqs[word] = _frequency(parts[1], str(path), number, line.index(parts[1]) + 1)
    if not words:
        raise InputFormatError(_("the word list is empty"), path=str(path))
    return words, freqs


def _frequency(text: str, path: str, line: int, column: int) -> float:
    """Return the Zipf frequency written ``text``: a finite number 0 to :data:`MAX_ZIPF`, else refuse it there."""
    try:
        zipf = float(text)
    except ValueError:
        zipf = None
    if zipf is None or not 0 <= zipf <= MAX_ZIPF:     # nan and inf fail the comparison too
        from wordgames.errors import InputFormatError
        raise InputFormatError(_("expected a frequency from 0 to {high:g} after the word, found {found!r:.40}").format(
            high=MAX_ZIPF, found=text), path=path, line=line, column=column)
    return zipf


def dominant_script(words: Iterable[str]) -> str:
    """Return the alphabet most letters of ``words`` belong to ('cyrillic', 'latin' or 'other')."""
    counts = Counter(script_of(ch) for w in words for ch in w if ch.isalpha())
    return counts.most_common(1)[0][0] if counts else "cyrillic"
