"""The process's standard streams at the border: closed, full, piped away or of a narrow encoding.

A command writes its output with ``click.echo``; what can go wrong with the stream underneath is
handled here, once, for every command:

- standard input closed (``<&-``): it reads as an empty file, so a game at the table ends as at the
  end of input, not with Python's ``lost sys.stdin``;
- standard output closed (``>&-``): one ``Error:`` line before the command runs, never output
  silently dropped;
- a pipe whose reader has gone (``wordgames games list | head -1``): a quiet exit with status 0,
  as the reader asked for no more;
- a write that fails (``>/dev/full``, an I/O error): one ``Error:`` line with the reason, exit 2;
- an encoding that cannot write Russian (``PYTHONIOENCODING=latin-1``, a C locale): the letters it
  cannot write are escaped (``\\u043a``), never a traceback;
- a typed line is read up to :data:`MAX_TYPED` characters (:class:`TypedLines`): ``play </dev/zero``
  no longer grows without end.
"""

from __future__ import annotations

import io
import os
import sys

from wordgames.i18n import _

class StandardOutput(io.BufferedWriter):
    """Standard output's buffer, which remembers a failed write, so that the failure is told apart from any other.

    It is the buffer, not the text layer, so that a text layer click puts over it (for an ASCII
    locale) writes through it too.
    """

    failed: OSError | None = None

    def write(self, data) -> int:
        try:
            return super().write(data)
        except OSError as error:
            StandardOutput.failed = error
            raise

    def flush(self) -> None:
        try:
            super().flush()
        except OSError as error:
            StandardOutput.failed = error
            raise


def prepare_streams() -> str | None:
    """Make the standard streams safe to use; return what is wrong with them as a message, or None.

    Stdin that is closed is opened on the null device (it reads as empty); stdout and stderr that
    cannot encode every character escape what they cannot write; stdout remembers a failed write
    (:func:`output_failure`).  A closed stdout is the one thing returned: nothing the command
    would write could reach anyone.
    """
    if sys.stdin is None:
        try:
            sys.stdin = open(os.devnull, encoding="utf-8")     # takes descriptor 0, the closed one
        except OSError:
            pass
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "_")
        if stream is not None and encoding not in ("utf_8", "utf8") and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    if sys.stdout is None:
        return _("standard output is closed: there is nowhere to write the result")
    if type(sys.stdout) is io.TextIOWrapper and sys.stdout is sys.__stdout__:
        stream = sys.stdout
        stream.flush()
        kept = dict(encoding=stream.encoding, errors=stream.errors, line_buffering=stream.line_buffering,
                    write_through=stream.write_through)
        raw = io.FileIO(stream.fileno(), "wb", closefd=False)        # the original stays whole, and empty
        sys.stdout = io.TextIOWrapper(StandardOutput(raw), **kept)
    return None


def failed_write() -> OSError | None:
    """Return the error of the write to standard output that failed, if one did."""
    return StandardOutput.failed


def output_failure() -> str | None:
    """Return, once the command is done, the message for a failed write to standard output, or None.

    What is still buffered is written now.  A write that failed on the way is taken up too (click
    itself answers a broken pipe with status 1, and says nothing).  A reader that has gone is no
    failure: ``""``, to exit quietly with status 0; any other failed write is one message.
    """
    if sys.stdout is None:
        return None
    error = StandardOutput.failed
    if error is None:
        try:
            sys.stdout.flush()
        except (OSError, ValueError):
            error = StandardOutput.failed
    if error is None:
        return None
    _discard_stdout()
    if isinstance(error, BrokenPipeError):
        return ""
    from wordgames.files import os_reason      # when a write failed only
    return _("cannot write the output: {reason}").format(reason=os_reason(error))


def _discard_stdout() -> None:
    """Point descriptor 1 at the null device, so that the interpreter's last flush cannot fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


MAX_TYPED = 4096
"""The longest line a person may type at a prompt, in characters (a terminal's own line editor holds 4095)."""

MAX_SKIPPED = 1 << 20
"""How much of an overlong line is passed over looking for its end; past it the input is taken as ended."""


class TypedLines:
    r"""Standard input, not a terminal, read a bounded line at a time (``input()`` reads it through ``readline``).

    A line over :data:`MAX_TYPED` characters raises :class:`OverflowError` once its end is found (the
    prompt says so and asks again); an input with no line end within :data:`MAX_SKIPPED` characters
    more reads as ended.  A terminal bounds its lines itself and is read as it is.

    >>> import io
    >>> lines = TypedLines(io.StringIO("кот\n" + "а" * 5000 + "\nпёс\n"))
    >>> lines.readline()
    'кот\n'
    >>> lines.readline()
    Traceback (most recent call last):
    ...
    OverflowError: 5000
    >>> lines.readline(), TypedLines(io.StringIO("\0" * (MAX_TYPED + MAX_SKIPPED + 2))).readline()
    ('пёс\n', '')
    """

    def __init__(self, stream):
        self.stream = stream

    def readline(self, size: int = -1) -> str:
        line = self.stream.readline(MAX_TYPED + 1)
        if len(line) <= MAX_TYPED or line.endswith("\n"):
            return line
        length = len(line)
        while length <= MAX_TYPED + MAX_SKIPPED:
            more = self.stream.readline(1 << 16)
            length += len(more)
            if not more:
                return ""                       # the input ended inside the line
            if more.endswith("\n"):
                raise OverflowError(length - 1)
        return ""

    def __getattr__(self, name):
        return getattr(self.stream, name)
