"""Atomic file writes: a reader sees the old file or the new one, never a torn one.

A write replaces a regular file or makes a new one, nothing else: a folder, a device, a FIFO or a
socket at the path is refused (``--save /dev/null`` must not put a file where the device was).  A
symbolic link is written through: the file it points at is replaced and the link stays, so a
user-words file kept in another folder stays where it is.  A write that fails (a read-only or full
file system, a folder that is a file) is a :class:`~wordgames.errors.FileWriteError` naming the path
and the reason, and the file that was there is left untouched.

>>> import tempfile, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> atomic_write_text(d / "a.txt", "кот\\n")
>>> (d / "a.txt").read_text(encoding="utf-8")
'кот\\n'
"""

from __future__ import annotations

import glob
import os
import stat
import tempfile
import time
from pathlib import Path

from wordgames.errors import FileWriteError
from wordgames.files import os_reason
from wordgames.i18n import N_, _

KINDS = ((stat.S_ISDIR, N_("it is a folder, not a file")), (stat.S_ISCHR, N_("it is a device, not a file")),
         (stat.S_ISBLK, N_("it is a device, not a file")), (stat.S_ISFIFO, N_("it is a FIFO, not a file")),
         (stat.S_ISSOCK, N_("it is a socket, not a file")))
"""Why a path that exists cannot be replaced by a file, by what it is."""


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: temp file in the same folder, fsync, rename.

    >>> import tempfile, pathlib
    >>> atomic_write_bytes(pathlib.Path(tempfile.mkdtemp()), b"x")
    Traceback (most recent call last):
    ...
    wordgames.errors.FileWriteError: cannot write ...: it is a folder, not a file
    """
    shown = str(path)
    path = writable_target(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as e:
        raise FileWriteError(shown, os_reason(e)) from None
    try:
        os.chmod(tmp, _mode_for(path))
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError):
            raise FileWriteError(shown, os_reason(e)) from None
        raise
    _fsync_dir(path.parent)
    remove_stale_temporaries(path)


def writable_target(path: str | os.PathLike) -> Path:
    """Return the file a write to ``path`` replaces: ``path``, or the file a symbolic link there points at.

    Refused (:class:`~wordgames.errors.FileWriteError`): anything but a regular file or a new name.

    >>> import tempfile, pathlib, os
    >>> d = pathlib.Path(tempfile.mkdtemp()); (d / "real.txt").write_text("кот")
    3
    >>> os.symlink(d / "real.txt", d / "link.txt")
    >>> writable_target(d / "link.txt") == d / "real.txt", writable_target(d / "new.txt") == d / "new.txt"
    (True, True)
    >>> os.mkfifo(d / "fifo")
    >>> writable_target(d / "fifo")
    Traceback (most recent call last):
    ...
    wordgames.errors.FileWriteError: cannot write ...fifo: it is a FIFO, not a file
    """
    target = Path(path)
    try:
        if target.is_symlink():
            target = Path(os.path.realpath(target))
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    except OSError as e:
        raise FileWriteError(str(path), os_reason(e)) from None
    for kind, reason in KINDS:
        if kind(mode):
            raise FileWriteError(str(path), _(reason))
    return target


STALE_SECONDS = 3600
"""A temporary file of a save older than this was left by a save that was killed: it is removed."""


def remove_stale_temporaries(path: str | os.PathLike, older_than: float = STALE_SECONDS) -> list[Path]:
    """Remove the temporary files that killed saves of ``path`` left beside it; return them.

    A save in progress has a temporary file seconds old, so only those older than ``older_than``
    seconds go.

    >>> import tempfile, pathlib, os
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> left = d / ".a.txt.x1y2.tmp"; _ = left.write_text("half")
    >>> os.utime(left, (0, 0))
    >>> atomic_write_text(d / "a.txt", "кот\\n")
    >>> sorted(p.name for p in d.iterdir())
    ['a.txt']
    """
    path = Path(path)
    now, removed = time.time(), []
    try:
        candidates = list(path.parent.glob(f".{glob.escape(path.name)}.*.tmp"))
    except OSError:
        return removed
    for candidate in candidates:
        try:
            if now - candidate.stat().st_mtime > older_than:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed


def _mode_for(path: Path) -> int:
    """Return the permission bits for the new file: the old file's, else the umask's default."""
    try:
        return path.stat().st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` as UTF-8 to ``path`` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


def _fsync_dir(folder: Path) -> None:
    """Flush a folder's entry table so the rename survives a power cut (where the OS allows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
