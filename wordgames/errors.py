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

from dataclasses import dataclass
from typing import ClassVar, Iterable, Mapping

from wordgames.i18n import NC_, _, pgettext, typed

# the rules the texts do not number, by code, and how a breach names them (Russian: «правило «сброс»: …»)
RULE_NAMES = {"ask": NC_("rule", "ask"), "challenge": NC_("rule", "challenge"),
              "stage": NC_("rule", "stage"), "pass": NC_("rule", "pass"), "cell": NC_("rule", "cell"),
              "answer": NC_("rule", "answer"), "turn": NC_("rule", "turn"),
              "no skipping": NC_("rule", "no skipping"), "letter": NC_("rule", "letter"),
              "joker": NC_("rule", "joker"), "hand": NC_("rule", "hand"),
              "empty cell": NC_("rule", "empty cell"), "discard": NC_("rule", "discard"),
              "call": NC_("rule", "call"), "end": NC_("rule", "end"), "chance": NC_("rule", "chance")}


class WordgamesError(Exception):
    """Base of every error wordgames raises on bad input.

    ``exit_code`` is what the CLI exits with: 2 for usage errors (bad
    options, unreadable or malformed files), 1 for a rejected word or move.
    """

    exit_code = 2


class Param(str):
    """The name of a parameter inside an error's message, as the library calls it (``boxes``, ``rolls_left``).

    The library's message shows it bare; the command line shows it as its option or argument
    (``--boxes``, ``DICE``): :meth:`ArgumentError.text`.
    """


class ArgumentError(WordgamesError):
    """A value given to the library that it cannot take: a rule option, a bot setting, a call's parameter.

    ``message`` is a translated template; ``fields`` fill it, and a field that is a :class:`Param` names a
    parameter, shown by whoever reports the error in its own terms.  ``option`` is the parameter at
    fault, when one is, as data.

    >>> e = ArgumentError(_("{boxes}: unknown box {box}"), boxes=Param("boxes"), box="'x'", option="boxes")
    >>> str(e), e.text(lambda name: "--" + name), e.option
    ("boxes: unknown box 'x'", "--boxes: unknown box 'x'", 'boxes')
    """

    def __init__(self, message: str, *, option: str | None = None, **fields):
        self.template = message
        self.fields = fields
        self.option = option
        super().__init__(self.text(str))

    def text(self, name) -> str:
        """Return the message with each :class:`Param` shown as ``name(param)``."""
        if not self.fields:
            return self.template
        return self.template.format(**{k: name(v) if isinstance(v, Param) else v for k, v in self.fields.items()})


class UnknownGameError(ArgumentError):
    """A game the registry does not have."""


class UnknownBotError(ArgumentError):
    """A bot a game does not offer; ``name`` as asked, ``bots`` the game's.

    >>> str(UnknownBotError("smart", "Yam", ("random", "optimal")))
    "Yam has no bot 'smart' (choose from random, optimal)"
    """

    def __init__(self, name: str, title: str, bots):
        self.name, self.bots = name, tuple(bots)
        super().__init__(_("{title} has no bot {bot!r} (choose from {bots})").format(
            title=_(title), bot=name, bots=", ".join(self.bots)))


class SeatsError(ArgumentError):
    """A number of seats the game (or these rules of it) cannot seat."""


class OptionError(ArgumentError):
    """A rule option or a bot setting that cannot take the value given (``option``: its name)."""


class UsageError(ArgumentError):
    """A command line that cannot be carried out as asked: raised by the command line (``wordgames_cli``) only;
    the library raises the typed errors above (:class:`ArgumentError`)."""


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


@dataclass(frozen=True)
class Breach:
    """One rule a move breaks: the rule as the rule text names it (``"4"``, ``"IV"``, ``"(5)"``) and why.

    >>> str(Breach("4", "your partner just stepped 2: you may not step 2 or 7"))
    'rule 4: your partner just stepped 2: you may not step 2 or 7'
    """

    rule: str
    message: str
    NAMES: ClassVar[Mapping[str, str]] = RULE_NAMES
    """The rules the texts do not number, by code: a game's own breach class lists its own."""

    def __str__(self) -> str:
        if not self.rule:
            return self.message
        name = self.NAMES.get(self.rule)
        if name is not None and pgettext("rule", name) != name:   # «правило «пустая клетка»: …»; English: the code
            return pgettext("named", "rule {rule}: {message}").format(rule=pgettext("rule", name), message=self.message)
        return _("rule {rule}: {message}").format(rule=self.rule, message=self.message)

    def to_dict(self) -> dict:
        """Return the breach as JSON fields."""
        return {"rule": self.rule, "message": self.message}


class IllegalMoveError(WordgamesError):
    """A move the rules forbid; carries every rule it breaks (:class:`Breach`) and the offending input.

    Raise it with one ``message`` and its ``rule``, or with the whole list of
    ``breaches`` a legality check found.

    >>> e = IllegalMoveError(breaches=[Breach("1", "a number after your 3 must be 4 to 11"),
    ...                                Breach("4", "your partner just stepped 2")], move=19)
    >>> str(e)
    'rule 1: a number after your 3 must be 4 to 11; rule 4: your partner just stepped 2 (19)'
    >>> e.rule, [b.rule for b in e.breaches]
    ('1, 4', ['1', '4'])

    A move that is not typed text or a number (a game's action value) is not
    written by its repr: the game writes it in its own notation
    (:meth:`wordgames.game.Game.refusal`, which calls :meth:`written`).

    >>> from collections import namedtuple
    >>> e = IllegalMoveError("the place is taken", rule="(5)", move=namedtuple("Place", "cell")((1, 0)))
    >>> str(e), str(e.written("b1"))
    ('rule (5): the place is taken', "rule (5): the place is taken ('b1')")
    """

    exit_code = 1

    def __init__(self, message: str | None = None, *, rule: str | int | None = None, move: object = None,
                 breaches: "Iterable[Breach] | None" = None):
        if breaches is None:
            breaches = [Breach("" if rule is None else str(rule), message or "illegal move")]
        self.breaches: tuple[Breach, ...] = tuple(breaches)
        if not self.breaches:
            raise ValueError("an IllegalMoveError needs at least one broken rule")
        rules = [b.rule for b in self.breaches if b.rule]
        self.rule: str | None = (str(rule) if rule is not None
                                 else ", ".join(dict.fromkeys(rules)) if rules else None)
        self.message = message if message is not None and len(self.breaches) == 1 else \
            "; ".join(b.message for b in self.breaches)
        self.move = move
        text = "; ".join(str(b) for b in self.breaches)
        if isinstance(move, (str, int)) and not isinstance(move, bool):   # typed text, a number: never a repr
            text += f" ({typed(move)})"
        super().__init__(text)

    def written(self, notation: str) -> "IllegalMoveError":
        """Return this refusal with its move written ``notation`` (the game's own way of writing it)."""
        refused = IllegalMoveError(self.message, rule=self.rule, move=notation, breaches=self.breaches)
        refused.move = notation
        return refused


class FileWriteError(WordgamesError):
    """A file that cannot be written: ``path`` as given, ``reason`` in the interface's language.

    The file that was there is left as it was (every write is atomic).
    """

    def __init__(self, path: str, reason: str):
        self.path = path
        self.reason = reason
        super().__init__(_("cannot write {path}: {reason}").format(path=path, reason=reason))


class NoChainError(WordgamesError):
    """No doublet chain exists between two words; the message says why, ``code`` in a stable English word
    (``groups``, ``repeat``, ``lengths``) for ``--json``."""

    exit_code = 1

    def __init__(self, message: str, *, code: str = "groups"):
        self.code = code
        super().__init__(message)
