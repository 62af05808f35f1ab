"""click in the interface's language: its messages looked up in our catalogue, its type names shown translated.

click's help and errors ("Usage:", "Invalid value for …") are in the catalogue (cli/click_messages.py
lists them); here click is pointed at it.  A few words click puts into its messages are fixed when a
command is built, not when the message is shown: the names of its number types (``integer``) and of a
path argument's kind (``file``).  They become :class:`TypeName` strings, which stay the English word
everywhere (a help's metavar, ``INTEGER``, is translated where help is shown) but are written in the
interface's language wherever click formats them into a message, whatever the language was when the
command was built.
"""

from __future__ import annotations

import click
import click.types

import wordgames.i18n
from wordgames.i18n import N_, _

NUMBER_TYPES = ((click.types.IntParamType, N_("integer")), (click.types.IntRange, N_("integer range")),
                (click.types.FloatParamType, N_("float")), (click.types.FloatRange, N_("float range")))
PATH_KINDS = frozenset({N_("file"), N_("directory"), N_("path")})   # a click.Path's name, by what it accepts


class TypeName(str):
    """A word click writes into its messages (``integer``, ``file``), shown in the interface's language.

    >>> f"{TypeName('integer')}", TypeName('integer').upper(), f"{TypeName('file').title()}"
    ('integer', 'INTEGER', 'File')
    >>> wordgames.i18n.set_language("ru"); f"«x» — не {TypeName('integer')}", f"{TypeName('file').title()}"
    ('«x» — не целое число', 'Файл')
    >>> wordgames.i18n.set_language("en")
    """

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return format(_(str(self)), spec)

    def title(self) -> TypeName:
        return _Titled(self)


class _Titled(TypeName):
    """A :class:`TypeName` that begins a sentence: its first letter a capital in every language."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        text = _(str(self))
        return format(text[:1].upper() + text[1:], spec)


def _types_message(message: str) -> str:
    """click.types' lookup: a path's kind stays a :class:`TypeName`, every other message is translated now."""
    return TypeName(message) if message in PATH_KINDS else _(message)


def speak_the_interface_language() -> None:
    """Point click's modules at the catalogue, and make its type names :class:`TypeName` strings.

    click calls gettext's module functions, which search the locale directories (and import the locale
    module) for every message; here they look in the catalogue the interface uses, so the text is the
    same, found at once.  A click module that does not use gettext's functions so is left as it is, and
    a type a later click names otherwise keeps its name.
    """
    import gettext
    for module in (click.core, click.decorators, click.exceptions, click.formatting, click.parser, click.termui,
                   click.types, click.utils):
        if getattr(module, "_", None) is gettext.gettext:
            module._ = _types_message if module is click.types else wordgames.i18n._
        if getattr(module, "ngettext", None) is gettext.ngettext:
            module.ngettext = wordgames.i18n.ngettext
    for kind, name in NUMBER_TYPES:
        if kind.name == name:
            kind.name = TypeName(name)
