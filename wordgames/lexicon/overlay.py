"""The user's own words: additions and exclusions that apply on top of any lexicon.

They live in a plain text file, one entry per line, ``+`` to add a word and
``-`` to remove one; anything after the word is a note (Carroll asked that a
proposed word come with the two words it links)::

    # wordgames user words
    +блинчик  links блин and блик
    -кофе

The file is rewritten atomically, so a crash or a kill mid-write leaves the
old file or the new one, never a torn one.

>>> u = UserWords.parse("+Блинчик  links блин\\n-кофе\\n")
>>> u.added, u.removed
({'блинчик': 'links блин'}, {'кофе': ''})
>>> UserWords.parse(u.render()) == u
True
"""

from __future__ import annotations

import os
import stat
import sys
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from wordgames.i18n import N_, _, ngettext
from wordgames.lexicon.text import Word, fold

if TYPE_CHECKING:
    from wordgames.errors import InputFormatError   # cold start

ENV_VAR = "WORDGAMES_USER_WORDS"
HEADER = "# wordgames user words: '+word note' adds a word, '-word note' removes one\n"
DAMAGED_HEADER = "# lines that could not be read, kept as they were (mend or delete them):\n"
MAX_FILE = 16 * 1024 * 1024                          # bytes in a user-words file


def default_path() -> Path:
    """Return the user-words file: $WORDGAMES_USER_WORDS, else the user's data folder."""
    if os.environ.get(ENV_VAR):
        return Path(os.environ[ENV_VAR]).expanduser()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "wordgames" / "user-words.txt"


MAX_NOTE = 500                                       # characters in a note
NOT_IN_NOTES = {"Cc", "Cf", "Cs", "Zl", "Zp"}  # controls, format marks, lone surrogates, line and paragraph separators
NOTE_BREAKS = {"Cc": N_("the note has the control character {code} at character {column}: a note is one line of text"),
               "Cs": N_("the note has the lone surrogate {code} at character {column}: a note is one line of text"),
               "Zl": N_("the note has the line separator {code} at character {column}: a note is one line of text"),
               "Zp": N_("the note has the paragraph separator {code} at character {column}: "
                        "a note is one line of text"),
               "Cf": N_("the note has the invisible format character {code} at character {column}: a note is "
                        "plain text")}


def clean_note(note: str) -> str:
    r"""Return ``note`` as it is kept (its ends stripped), refusing what would not read back as written.

    A note is one line of text: a newline in it would start an entry of its own.

    >>> clean_note("  seen in Dal's dictionary ")
    "seen in Dal's dictionary"
    >>> clean_note("x\n+хакер")
    Traceback (most recent call last):
    ...
    wordgames.errors.ArgumentError: the note has the control character U+000A at character 2: a note is one line of text
    """
    from wordgames.errors import ArgumentError    # the errors load when a note is written, not with every lexicon
    if not isinstance(note, str):
        raise ArgumentError(_("a note is text, not {note!r}").format(note=note), option="note")
    for column, ch in enumerate(note, 1):
        kind = unicodedata.category(ch)
        if kind in NOT_IN_NOTES:
            raise ArgumentError(_(NOTE_BREAKS[kind]).format(code=f"U+{ord(ch):04X}", column=column), option="note")
    note = note.strip()
    if len(note) > MAX_NOTE:
        raise ArgumentError(ngettext("the note has {n} character; at most {most}",
                                     "the note has {n} characters; at most {most}", len(note)).format(
            n=len(note), most=MAX_NOTE), option="note")
    return note


def _entry(line: str, number: int, path: str | None) -> tuple[str, Word, str]:
    """Return (sign, folded word, note) of one entry line, or raise InputFormatError naming its place."""
    from wordgames.errors import InputFormatError   # cold start
    stripped = line.strip()
    sign = stripped[0]
    if sign not in "+-":
        raise InputFormatError(_("expected '+word' or '-word', found {found!r}").format(found=stripped[:20]),
                               path=path, line=number, column=line.index(sign) + 1)
    word, _sep, note = stripped[1:].strip().partition(" ")
    if not word:
        raise InputFormatError(_("a '+' or '-' with no word after it"),
                               path=path, line=number, column=line.index(sign) + 2)
    key = fold(word.split("\t")[0])
    note = (word.partition("\t")[2] + " " + note).strip()
    return sign, key, note


@dataclass(frozen=True)
class UserWords:
    """Additions and exclusions, each folded word mapped to its note ('' for none)."""

    added: dict[Word, str] = field(default_factory=dict)
    removed: dict[Word, str] = field(default_factory=dict)
    path: Path | None = field(default=None, compare=False)
    damaged: tuple[tuple[InputFormatError, str], ...] = field(default=(), compare=False)
    """Lines of the file that could not be read: what is wrong (with the place) and the line as it was."""

    def __bool__(self) -> bool:
        return bool(self.added or self.removed)

    def add(self, word: str, note: str = "") -> "UserWords":
        """Return the overlay with ``word`` added (and no longer removed)."""
        key, note = fold(word), clean_note(note)
        removed = {k: v for k, v in self.removed.items() if k != key}
        return replace(self, added={**self.added, key: note}, removed=removed)

    def remove(self, word: str, note: str = "", *, exclude: bool = True) -> "UserWords":
        """Return the overlay with ``word`` no longer added and, if ``exclude``, excluded."""
        key, note = fold(word), clean_note(note)
        added = {k: v for k, v in self.added.items() if k != key}
        removed = {**self.removed, key: note} if exclude else dict(self.removed)
        return replace(self, added=added, removed=removed)

    def forget(self, word: str) -> "UserWords":
        """Return the overlay with no entry for ``word`` at all."""
        key = fold(word)
        return replace(self, added={k: v for k, v in self.added.items() if k != key},
                       removed={k: v for k, v in self.removed.items() if k != key})

    def render(self) -> str:
        """Return the file text: a header, then additions and exclusions, sorted."""
        lines = [HEADER]
        for sign, entries in (("+", self.added), ("-", self.removed)):
            for word in sorted(entries):
                note = entries[word]
                lines.append(f"{sign}{word}  {note}\n" if note else f"{sign}{word}\n")
        if self.damaged:              # never dropped: kept as they were until the user mends them
            lines.append(DAMAGED_HEADER)
            lines.extend(line + "\n" for _e, line in self.damaged)
        return "".join(lines)

    @classmethod
    def parse(cls, text: str, path: str | None = None, strict: bool = True) -> "UserWords":
        """Read the file format; a malformed line raises :class:`InputFormatError` with its place.

        With ``strict=False`` a malformed line is kept instead, with its place and what is wrong, in
        :attr:`damaged` (every good entry still loads, and :meth:`render` writes the line back as it was).

        >>> u = UserWords.parse("+кот\\nзаметка\\n-пёс\\n", "w.txt", strict=False)
        >>> sorted(u.added), sorted(u.removed), [str(e) for e, _line in u.damaged]
        (['кот'], ['пес'], ["w.txt:2:1: expected '+word' or '-word', found 'заметка'"])
        >>> u.render().endswith("заметка\\n")
        True
        """
        from wordgames.errors import InputFormatError   # cold start
        added: dict[Word, str] = {}
        removed: dict[Word, str] = {}
        damaged: list[tuple[InputFormatError, str]] = []
        for number, line in enumerate(text.splitlines(), start=1):
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            try:
                sign, key, note = _entry(line, number, path)
            except InputFormatError as e:
                if strict:
                    raise
                damaged.append((e, line))
                continue
            (added if sign == "+" else removed)[key] = note
            (removed if sign == "+" else added).pop(key, None)
        return cls(added=added, removed=removed, damaged=tuple(damaged))

    @classmethod
    def load(cls, path: str | os.PathLike) -> "UserWords":
        """Read the overlay at ``path``; a missing file is an empty overlay."""
        path = Path(path)
        try:
            _refuse_unless_regular(path)
            with path.open("rb") as f:
                data = f.read(MAX_FILE + 1)
            if len(data) > MAX_FILE:
                from wordgames.errors import InputFormatError   # cold start
                raise InputFormatError(_("the file is over the limit of {limit} bytes").format(limit=MAX_FILE),
                                       path=str(path))
            text = data.decode("utf-8")
        except FileNotFoundError:
            return cls(path=path)
        except UnicodeDecodeError as e:
            from wordgames.errors import InputFormatError   # cold start
            line = data.count(b"\n", 0, e.start) + 1
            column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
            raise InputFormatError(_("not UTF-8 text (byte {column} of the line)").format(column=column),
                                   path=str(path), line=line) from None
        except OSError as e:
            from wordgames.errors import InputFormatError   # cold start
            from wordgames.files import os_reason   # cold start
            raise InputFormatError(_("cannot read: {reason}").format(reason=os_reason(e)), path=str(path)) from None
        return replace(cls.parse(text, str(path), strict=False), path=path)

    @classmethod
    def edit(cls, path: str | os.PathLike, change: Callable[["UserWords"], "UserWords"]) -> tuple["UserWords", "UserWords"]:
        """Apply ``change`` to the overlay on disk at ``path`` under its lock; return (before, after).

        The file is read afresh inside the lock and written atomically before it is let go, so
        two processes changing the file at once both keep their change.
        """
        from wordgames.locking import locked     # cold start: loading the overlay imports no errors, files or locks
        with locked(path):
            before = cls.load(path)
            after = change(before)
            after.save(path)
        return before, after

    def save(self, path: str | os.PathLike | None = None) -> None:
        """Write the overlay atomically to ``path`` (default: the file it was loaded from)."""
        target = path or self.path
        if target is None:
            raise ValueError("no path to save the user words to")
        from wordgames.atomic import atomic_write_bytes      # only a writer needs tempfile and shutil
        data = self.render().encode("utf-8")
        if len(data) > MAX_FILE:                             # never write what load() refuses
            from wordgames.errors import FileWriteError   # cold start
            raise FileWriteError(str(target), _("it would be {size} bytes, over the limit of {limit}; remove "
                                                "words first").format(size=len(data), limit=MAX_FILE))
        atomic_write_bytes(target, data)


def _refuse_unless_regular(path: Path) -> None:
    """Refuse a path that is there but is no regular file (a FIFO or a terminal would make the reader wait
    forever); the null device is an empty file."""
    mode = os.stat(path).st_mode                          # FileNotFoundError: an empty overlay
    if not stat.S_ISREG(mode) and not os.path.samefile(path, os.devnull):
        from wordgames.atomic import KINDS     # cold start: loading the overlay imports no errors, files or locks
        from wordgames.errors import InputFormatError   # cold start
        reason = next((why for kind, why in KINDS if kind(mode)), N_("it is not a regular file"))
        raise InputFormatError(_(reason), path=str(path))
