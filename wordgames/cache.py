"""Solver tables cached on disk: checked when read, rebuilt when damaged, bounded in count.

A cache file is one header line and the table's bytes::

    wordgames-cache 1 <length> <sha256 of the bytes>\\n<the bytes>

so a file cut short, overwritten or flipped by a bit is told from a good one
before anything trusts it.  :func:`read` returns the bytes of a good file,
None for a missing one, and None with a :class:`CacheNote` warning (the CLI
prints it as one ``Warning:`` line) for a damaged one, which the caller
rebuilds.  :func:`write` saves atomically (a crash while writing leaves the
old file or none, never half a table) and then keeps at most ``keep`` files
of the same family in the folder, the least recently used going first, so
made-up courses cannot fill a disk.  Only files this module wrote are ever
removed: a file is known by its header line, not by its name, so a user's
own file whose name happens to match a family is left alone.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write(folder / "t-1.bin", b"values", family="t-*.bin")
True
>>> read(folder / "t-1.bin")
b'values'
>>> _ = (folder / "t-1.bin").write_bytes(b"wordgames-cache 1 6 00\\nvalues")
>>> import warnings
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     read(folder / "t-1.bin"), str(caught[0].message).endswith("damaged (its checksum does not match); rebuilding it")
(None, True)
"""

from __future__ import annotations

import hashlib
import os
import warnings
from pathlib import Path

from wordgames.atomic import atomic_write_bytes
from wordgames.errors import FileWriteError
from wordgames.i18n import _
from wordgames.numbers import is_digits

MAGIC = b"wordgames-cache"
FORMAT = 1
MAX_HEADER = 200
KEEP = 4
"""Tables of one family kept in the cache folder (the least recently used beyond these are removed)."""


class CacheNote(UserWarning):
    """A cached table was damaged or could not be written: the work is redone, nothing is lost."""


def frame(payload: bytes) -> bytes:
    """Return ``payload`` behind its header line (format, length, checksum)."""
    digest = hashlib.sha256(payload).hexdigest()
    return b"%s %d %d %s\n" % (MAGIC, FORMAT, len(payload), digest.encode()) + payload


def unframe(data: bytes) -> tuple[bytes | None, str]:
    """Return (the payload, "") of a good cache file's bytes, or (None, why it is not good)."""
    head, newline, payload = data.partition(b"\n")
    if not newline or len(head) > MAX_HEADER:
        return None, _("it has no header line")
    fields = head.split(b" ")
    if len(fields) != 4 or fields[0] != MAGIC:
        return None, _("it is not a wordgames cache file")
    if fields[1] != str(FORMAT).encode():
        return None, _("it is of another format")
    if not is_digits(fields[2]) or int(fields[2]) != len(payload):
        return None, _("it is cut short or too long")
    if hashlib.sha256(payload).hexdigest().encode() != fields[3]:
        return None, _("its checksum does not match")
    return payload, ""


def read(path: str | os.PathLike) -> bytes | None:
    """Return the table bytes cached at ``path``; None when missing, or when damaged (with a :class:`CacheNote`)."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        note(_("the cached table {path} cannot be read ({error}); rebuilding it").format(path=path, error=e.strerror or e))
        return None
    payload, why = unframe(data)
    if payload is None:
        note(_("the cached table {path} is damaged ({why}); rebuilding it").format(path=path, why=why))
        return None
    try:
        os.utime(path)                      # recently used: kept when the folder is pruned
    except OSError:
        pass
    return payload


def write(path: str | os.PathLike, payload: bytes, family: str, keep: int = KEEP) -> bool:
    """Cache ``payload`` at ``path`` atomically, keep at most ``keep`` files matching ``family``; return success.

    A folder that cannot be written is a note, not an error: the table is simply not cached.
    """
    path = Path(path)
    try:
        atomic_write_bytes(path, frame(payload))
    except FileWriteError as e:
        note(_("the table cannot be cached in {path} ({error})").format(path=path, error=e.reason))
        return False
    prune(path.parent, family, keep)
    return True


def ours(path: str | os.PathLike) -> bool:
    """Return whether ``path`` is a regular file that starts with a cache header line (a file :func:`write` wrote).

    A symbolic link, a folder, a FIFO (never opened: it would wait for a writer) or any file without the
    header is not ours, whatever its name.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.bin").write_bytes(frame(b"table")); _ = (folder / "b.bin").write_bytes(b"my notes")
    >>> ours(folder / "a.bin"), ours(folder / "b.bin"), ours(folder)
    (True, False, False)
    """
    import stat
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return False
        with open(path, "rb") as f:
            head = f.read(MAX_HEADER + 1).partition(b"\n")[0]
    except OSError:
        return False
    fields = head.split(b" ")
    return len(fields) == 4 and fields[0] == MAGIC and is_digits(fields[1]) and is_digits(fields[2])


def prune(folder: Path, family: str, keep: int = KEEP) -> None:
    """Remove the least recently used cache files matching ``family`` in ``folder`` beyond the ``keep`` newest.

    Only files with the cache header (:func:`ours`) are counted and removed; any other file is left alone.
    """
    def used(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0
    for stale in sorted((p for p in folder.glob(family) if ours(p)), key=used, reverse=True)[keep:]:
        try:
            stale.unlink()
        except OSError:
            pass


def note(message: str) -> None:
    """Warn once, as a :class:`CacheNote` (the CLI prints it as a ``Warning:`` line)."""
    warnings.warn(message, CacheNote, stacklevel=3)
