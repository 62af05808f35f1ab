"""Reading what users give: a file or standard input (``-``), as UTF-8 text or JSON, within limits.

Every command that takes a file takes ``-`` for standard input and reads it
through :func:`read_text`; errors are one line naming the file (and line,
column, or byte).

>>> import tempfile, os
>>> path = os.path.join(tempfile.mkdtemp(), "g.json")
>>> _ = open(path, "w", encoding="utf-8").write('{"moves": [1, 2')
>>> read_json(path)
Traceback (most recent call last):
...
wordgames.errors.InputFormatError: ...g.json:1:16: not valid JSON: Expecting ',' delimiter
"""

from __future__ import annotations

import errno
import os
import sys
from typing import Any

from wordgames.errors import ArgumentError, InputFormatError
from wordgames.i18n import SOURCE, N_, _, language

# why a file cannot be read or written, in the interface's language (English and any other error: the system's own words)
OS_REASONS = {errno.ENOENT: N_("No such file or directory"), errno.EACCES: N_("Permission denied"),
              errno.EISDIR: N_("Is a directory"), errno.ENOTDIR: N_("Not a directory"),
              errno.ELOOP: N_("Too many levels of symbolic links"),
              errno.ENOSPC: N_("No space left on device"), errno.EROFS: N_("Read-only file system"),
              errno.EIO: N_("Input/output error"), errno.EBADF: N_("Bad file descriptor"),
              errno.EDQUOT: N_("Disk quota exceeded"), errno.EFBIG: N_("File too large"),
              errno.EPERM: N_("Operation not permitted")}


def os_reason(error: OSError) -> str:
    """Return why a file cannot be read or written, in the interface's language."""
    if language() == SOURCE or error.errno not in OS_REASONS:
        return str(error.strerror or error)
    return _(OS_REASONS[error.errno])


STDIN = "-"
MAX_BYTES = 8 * 1024 * 1024
"""The largest file any command reads (8 MiB: the slowest JSON of that size is read in about two seconds)."""

MAX_DEPTH = 64
"""The deepest nesting of arrays and objects a JSON input may have."""


def display_name(path: str | os.PathLike) -> str:
    """Return how messages name an input: its path, or ``<stdin>``."""
    return "<stdin>" if str(path) == STDIN else str(path)


def opened(path: str | os.PathLike, limit: int = MAX_BYTES):
    """Return the binary stream of ``path`` (``-``: standard input, left open), a file over ``limit`` bytes
    refused by its size before a byte is read; the caller closes a file it was given.

    Raises :class:`~wordgames.errors.ArgumentError` (cannot be opened) or :class:`InputFormatError` (too large).
    """
    if str(path) == STDIN:
        return sys.stdin.buffer
    name = display_name(path)
    try:
        f = open(path, "rb")
    except OSError as e:
        raise ArgumentError(_("cannot read {name!r}: {reason}").format(name=name, reason=os_reason(e)),
                            option="path") from None
    try:
        size = os.fstat(f.fileno()).st_size
    except OSError:
        size = 0
    if size > limit:
        f.close()
        raise InputFormatError(_("the file is {size} bytes; the limit is {limit}").format(size=size, limit=limit),
                               path=name)
    return f


def read_bytes(path: str | os.PathLike, limit: int = MAX_BYTES) -> bytes:
    """Return the bytes of ``path`` (``-``: standard input), refusing more than ``limit`` before reading them all."""
    name = display_name(path)
    f = opened(path, limit)
    try:
        data = f.read(limit + 1)
    except OSError as e:
        raise ArgumentError(_("cannot read {name!r}: {reason}").format(name=name, reason=os_reason(e)),
                            option="path") from None
    finally:
        if f is not sys.stdin.buffer:
            f.close()
    if len(data) > limit:
        raise InputFormatError(_("the input is over the limit of {limit} bytes").format(limit=limit), path=name)
    return data


def read_text(path: str | os.PathLike, limit: int = MAX_BYTES) -> str:
    """Return the UTF-8 text of ``path`` (``-``: standard input); a byte order mark is dropped."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise InputFormatError(_("not UTF-8 text (byte {n})").format(n=e.start), path=display_name(path),
                               line=line, column=column) from None


JSON_REASONS = (N_("Expecting value"), N_("Expecting property name enclosed in double quotes"),
                N_("Expecting ':' delimiter"), N_("Expecting ',' delimiter"), N_("Extra data"),
                N_("Unterminated string starting at"), N_("Invalid control character at"),
                N_("Invalid \\uXXXX escape"), N_("Invalid \\escape"),
                N_("Illegal trailing comma before end of object"), N_("Illegal trailing comma before end of array"))
"""What Python's JSON decoder says of bad JSON (``JSONDecodeError.msg``), translated where shown."""


def json_reason(msg: str) -> str:
    r"""Return the decoder's ``msg`` in the interface's language (the known ones; the line and column say where).

    A message that names the character (``Invalid \escape: 'x'``) is given without it.

    >>> from wordgames import i18n
    >>> json_reason("Expecting value"), json_reason("Invalid control character '\x01' at")
    ('Expecting value', 'Invalid control character at')
    >>> i18n.set_language("ru"); json_reason("Expecting property name enclosed in double quotes"); i18n.set_language("en")
    'ожидается имя свойства в двойных кавычках'
    """
    for known in JSON_REASONS:
        named = known.endswith(" at") and msg.startswith(known.removesuffix("at")) and msg.endswith(" at")
        if msg == known or msg.startswith(known + ":") or named:
            return _(known)
    return msg


def parse_json(text: str, name: str | None = None) -> Any:
    """Return the JSON value of ``text``; refuse bad JSON (with line and column) and too deep nesting."""
    import json                      # only a reader of JSON pays for its decoder's patterns
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as e:
        raise InputFormatError(_("not valid JSON: {reason}").format(reason=json_reason(e.msg)), path=name, line=e.lineno,
                               column=e.colno) from None
    except RecursionError:
        raise InputFormatError(_("JSON nested deeper than {n} levels").format(n=MAX_DEPTH), path=name) from None
    except ValueError as e:
        if "digits" in str(e):      # Python refuses to read an integer of more than 4300 digits
            raise InputFormatError(_("not valid JSON: a number of more than {n} digits").format(
                n=sys.get_int_max_str_digits()), path=name) from None
        raise InputFormatError(_("not valid JSON: {reason}").format(reason=e), path=name) from None
    if depth(value) > MAX_DEPTH:
        raise InputFormatError(_("JSON nested deeper than {n} levels").format(n=MAX_DEPTH), path=name)
    return value


def read_json(path: str | os.PathLike, limit: int = MAX_BYTES) -> Any:
    """Return the JSON value in ``path`` (``-``: standard input)."""
    return parse_json(read_text(path, limit), display_name(path))


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def depth(value: Any) -> int:
    """Return how deeply arrays and objects nest in ``value`` (a scalar is 0), without recursion.

    >>> depth(1), depth([1, [2, {"a": []}]])
    (0, 4)
    """
    deepest, todo = 0, [(value, 0)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, (list, dict)):
            level += 1
            deepest = max(deepest, level)
            if level > MAX_DEPTH:
                return level
            todo.extend((v, level) for v in (item.values() if isinstance(item, dict) else item))
    return deepest
