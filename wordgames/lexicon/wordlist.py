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

import sys
from collections import Counter
from itertools import chain
from pathlib import Path

from wordgames.i18n import _
from wordgames.lexicon.text import script_of

TYPE_CHECKING = False  # typing itself is not imported on a lookup (tests/test_imports.py)
if TYPE_CHECKING:
    from collections.abc import Iterable

MAX_ZIPF = 8.0
"""The highest frequency a word list may give a word (Zipf scale; the commonest English word is about 7.7)."""


MAX_LIST_BYTES = 8 * 1024 * 1024
"""The largest word list ``--dict`` reads (8 MiB: half a million words in two or three seconds; docs/limits.md)."""

MAX_LIST_WORDS = 500_000
"""The most words a word list may hold (the shipped lexicon holds under 80 000)."""


def read_word_list(path: Path | str) -> tuple[list[str], dict[str, float]]:
    """Return the words of a UTF-8 word list (``-``: standard input) and the frequencies given on their lines.

    The list is read line by line (never whole into memory), its size checked first; more than
    :data:`MAX_LIST_BYTES` bytes or :data:`MAX_LIST_WORDS` words is refused with one line naming the limit.
    """
    words, freqs = [], {}
    for number, line in _lines(path):
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        word = parts[0]
        if len(words) >= MAX_LIST_WORDS:
            from wordgames.errors import InputFormatError     # cold start: a lookup reads no file and raises nothing
            from wordgames.files import display_name     # cold start: a lookup reads no file and raises nothing
            raise InputFormatError(_("a word list holds at most {most} words").format(most=MAX_LIST_WORDS),
                                   path=display_name(path), line=number)
        words.append(word)
        if len(parts) > 1:
            freqs[word] = _frequency(parts[1], str(path), number, line.index(parts[1]) + 1)
    if not words:
        from wordgames.errors import InputFormatError     # cold start: a lookup reads no file and raises nothing
        from wordgames.files import display_name     # cold start: a lookup reads no file and raises nothing
        raise InputFormatError(_("the word list is empty"), path=display_name(path))
    return words, freqs


def _lines(path: Path | str):
    """Yield (number, text) of each line of the UTF-8 file at ``path`` (``-``: standard input), within the limit."""
    from wordgames.errors import ArgumentError, InputFormatError   # cold start
    from wordgames.files import display_name, opened, os_reason   # cold start
    name = display_name(path)
    f = opened(path, MAX_LIST_BYTES)
    try:
        read = 0
        for number, raw in enumerate(iter(lambda: f.readline(MAX_LIST_BYTES + 1 - read), b""), start=1):
            read += len(raw)
            if read > MAX_LIST_BYTES:
                raise InputFormatError(_("the input is over the limit of {limit} bytes").format(
                    limit=MAX_LIST_BYTES), path=name)
            try:
                text = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError as e:
                raise InputFormatError(_("not UTF-8 text (byte {n})").format(n=read - len(raw) + e.start),
                                       path=name, line=number, column=e.start + 1) from None
            yield number, text
    except OSError as e:
        raise ArgumentError(_("cannot read {name!r}: {reason}").format(name=name, reason=os_reason(e)),
                            option="path") from None
    finally:
        if f is not sys.stdin.buffer:
            f.close()


def _frequency(text: str, path: str, line: int, column: int) -> float:
    """Return the Zipf frequency written ``text``: a finite number 0 to :data:`MAX_ZIPF`, else refuse it there."""
    try:
        zipf = float(text)
    except ValueError:
        zipf = None
    if zipf is None or not 0 <= zipf <= MAX_ZIPF:     # nan and inf fail the comparison too
        from wordgames.errors import InputFormatError     # cold start: a lookup reads no file and raises nothing
        raise InputFormatError(_("expected a frequency from 0 to {high:g} after the word, found {found!r:.40}").format(
            high=MAX_ZIPF, found=text), path=path, line=line, column=column)
    return zipf


def dominant_script(words: Iterable[str]) -> str:
    """Return the alphabet most letters of ``words`` belong to ('cyrillic', 'latin' or 'other')."""
    counts: Counter = Counter()
    for ch, n in Counter(chain.from_iterable(words)).items():     # each distinct character's script once
        if ch.isalpha():
            counts[script_of(ch)] += n
    return counts.most_common(1)[0][0] if counts else "cyrillic"
