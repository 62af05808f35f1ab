"""The exception tree of wordgames.

Every error a user can cause is a :class:`WordgamesError`; its message is one
line that names the problem and where it is.  The CLI turns these into
``Error: ...`` lines in one place (``wordgames_cli.main``).

>>> str(InputFormatError("unknown character '%'", path="sq.txt", line=3, column=5))
"sq.txt:3:5: unknown character '%'"
>>> str(IllegalMoveError("the new word must keep a letter of the right word", rule="2", move="хлорка"))
"rule 2: the new word must keep a letter of the right word ('хлорка')"
"""

from __future__ import annotations


class WordgamesError(Exception):
    """Base of every error wordgames raises on bad input.

    ``exit_code`` is what the CLI exits with: 2 for usage errors (bad
    options, unreadable or malformed files), 1 for a rejected word or move.
    """

    exit_code = 2


class UsageError(WordgamesError):
    """A request that cannot be carried out as asked (bad option values, conflicting options)."""


class InputFormatError(WordgamesError):
    """A file or a line of input that cannot be read; carries path, line and column."""

    def __init__(self, message: str, *, path: str | None = None,
                 line: int | None = None, column: int | None = None):
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        super().__init__(self._format())

    def _format(self) -> str:
        where = [str(p) for p in (self.path, self.line, self.column) if p is not None]
        return ":".join(where) + ": " + self.message if where else self.message


class UnknownWordError(WordgamesError):
    """A word the lexicon does not accept; carries the word and the verdict's reason."""

    exit_code = 1

    def __init__(self, word: str, reason: str):
        self.word = word
        self.reason = reason
        super().__init__(reason)


class IllegalMoveError(WordgamesError):
    """A move the rules forbid; carries the rule (number or name) and the offending input."""

    exit_code = 1

    def __init__(self, message: str, *, rule: str | int | None = None, move: object = None):
        self.message = message
        self.rule = rule
        self.move = move
        text = f"rule {rule}: {message}" if rule is not None else message
        if move is not None:
            text += f" ({move!r})"
        super().__init__(text)


class NoChainError(WordgamesError):
    """No doublet chain exists between two words; the message says why."""

    exit_code = 1
