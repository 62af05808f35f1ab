"""A lock for read-modify-write of a user's file: two processes changing it at once both keep their change.

The lock is a separate file beside the one it guards (``NAME.lock``), held with ``fcntl.flock`` (POSIX)
or ``msvcrt.locking`` (Windows) for as long as the ``with`` block runs; the operating system lets it go
when the process dies, even by ``kill -9``, so a lock is never left stale.

>>> import tempfile, pathlib
>>> target = pathlib.Path(tempfile.mkdtemp()) / "words.txt"
>>> with locked(target):
...     _ = target.write_text("кот\\n", encoding="utf-8")
>>> target.read_text(encoding="utf-8")
'кот\\n'
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Iterator


@contextlib.contextmanager
def locked(path: str | os.PathLike) -> Iterator[None]:
    """Hold the exclusive lock of ``path`` (waiting for another holder) while the block runs.

    A lock that cannot be made (a read-only file system, a folder that is a file) is a
    :class:`~wordgames.errors.FileWriteError` naming ``path``: its file cannot be changed either.
    """
    lock = Path(path).with_name(Path(path).name + ".lock")
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as e:
        from wordgames.errors import FileWriteError
        from wordgames.files import os_reason
        raise FileWriteError(str(path), os_reason(e)) from None
    try:
        _acquire(fd)
        try:
            yield
        finally:
            _release(fd)
    finally:
        os.close(fd)


try:
    import fcntl

    def _acquire(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _release(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
except ImportError:                       # Windows
    import msvcrt

    def _acquire(fd: int) -> None:
        while True:
            try:
                msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
                return
            except OSError:               # LK_LOCK gives up after 10 s: go on waiting
                continue

    def _release(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
