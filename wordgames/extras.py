"""Which packages of an optional face (an extra of pyproject.toml: ``serve``, ``rl``) are not installed.

A face checks its packages when it is imported and refuses in one line that names the missing ones and the
extra that brings them; each face says it in its own sentence (the catalogue keeps whole sentences).

>>> absent(("json", "surely_no_such_package"))
['surely_no_such_package']
"""

from __future__ import annotations

import importlib.util
from typing import Iterable


def absent(packages: Iterable[str]) -> list[str]:
    """Return the packages (top-level import names) that cannot be found, in order."""
    return [name for name in packages if importlib.util.find_spec(name) is None]


__all__ = ["absent"]
