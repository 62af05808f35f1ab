"""Atomic file writes: a reader sees the old file or the new one, never a torn one.

>>> import tempfile, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> atomic_write_text(d / "a.txt", "кот\\n")
>>> (d / "a.txt").read_text(encoding="utf-8")
'кот\\n'
"""

from __future__ import annotations

import glob
import os
import tempfile
import time
from pathlib import Path


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: temp file in the same folder, fsync, rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, _mode_for(path))
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _fsync_dir(path.parent)
    remove_stale_temporaries(path)


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
