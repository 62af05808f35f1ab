"""Small file systems that take no write, for the tests and the fuzzer: a read-only and a full tmpfs (root only)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

SEEDED = {"g.json": "saved\n", "words.txt": "+кот\n"}
"""The files each mount holds before it is made read-only or filled."""


def mount_tmpfs(point: Path, kind: str) -> bool:
    """Mount at ``point`` a tmpfs holding :data:`SEEDED`, then made ``"read-only"`` or ``"full"``; return success.

    Needs root and a system that lets it mount; anything else gives False (the caller skips).
    """
    if os.geteuid() != 0:
        return False
    size = "size=256k" if kind == "read-only" else "size=64k"
    if subprocess.run(["mount", "-t", "tmpfs", "-o", size, "tmpfs", str(point)], capture_output=True).returncode:
        return False
    for name, text in SEEDED.items():
        (point / name).write_text(text, encoding="utf-8")
    if kind == "read-only":
        subprocess.run(["mount", "-o", "remount,ro", str(point)], check=True)
    else:
        fd = os.open(point / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(fd, b"\0" * 512):
                pass
        except OSError:                     # ENOSPC: full
            pass
        finally:
            os.close(fd)
    return True


def unmount(point: Path) -> None:
    subprocess.run(["umount", str(point)], capture_output=True)
