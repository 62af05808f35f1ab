"""The ``wordgames`` click group: lazy subcommands and the one place errors become lines.

Subcommands live in their own modules and are imported only when invoked, so
``wordgames dict check крест`` does not pay for networkx or the game engines.
Every :class:`~wordgames.errors.WordgamesError` and every click usage error is
printed as one ``Error: ...`` line on stderr, with exit code 2 for usage
errors and 1 for a rejected word or move; never a traceback.

Every command is of the house's classes (:class:`LazyGroup`, :class:`WordgamesCommand`): their
help, summaries, option help and metavars are written in English and shown in the interface's
language, translated when help is formatted (after ``--lang``), from the catalogue.
"""

from __future__ import annotations

import atexit
import gc
import importlib
import importlib.util
import os
import sys
import warnings
from collections.abc import Callable

import click
import click.core
import click.formatting

from wordgames import __version__
from wordgames.i18n import LANGUAGES, N_, _, choose_language, language, ngettext, set_language
from wordgames_cli import click_language
from wordgames_cli.help import TranslatedHelp, help_width, shown_param


LANGUAGE_NAMES = {"en": N_("English"), "ru": N_("Russian")}


click_language.speak_the_interface_language()


def _set_lang(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    """Make ``--lang`` the interface's language before anything else is printed."""
    if value:
        set_language(choose_language(value))


def _version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """Print the version and the interface language, and exit."""
    if value and not ctx.resilient_parsing:
        click.echo(_("wordgames, version {version} (interface: {language})").format(
            version=__version__, language=_(LANGUAGE_NAMES[language()])))
        ctx.exit(0)

# name -> "module:attribute" of the click command; imported on first use.
COMMANDS: dict[str, str] = {
    "dict": "wordgames_cli.dict_cmd:dict_group",
    "doublet": "wordgames_cli.doublet_cmd:doublet",
    "battle": "wordgames_cli.battle_cmd:battle",
    "snake": "wordgames_cli.snake_cmd:snake",
    "games": "wordgames_cli.games_cmd:games",
    "serve": "wordgames_cli.serve_cmd:serve",
}

# name -> the command's own short help, so that ``wordgames --help`` lists the commands without
# importing them (tests/test_imports.py checks that each is the command's short help).
SUMMARIES: dict[str, str] = {
    "dict": "The dictionary: which nouns count, and why.",
    "doublet": "Join two words by a chain (Doublets).",
    "battle": "«Словесный бой»: score, play, championship.",
    "snake": "Змейка: the card game, its referee, placement rules, challenges.",
    "games": "Yam, Dix Mille, croquet, Гонки по вертикали.",
    "serve": "A table on phones: each player plays on their own phone.",
}


def parsed_in(ctx: click.Context, parse: Callable[[click.Context, list[str]], list[str]], args: list[str]) -> list[str]:
    """Return ``parse(ctx, args)``; a usage error click's parser raised without its command is given it.

    (click's parser reports «--json=1» and a missing option value with no context, so the error line
    could not name the command's help.)
    """
    try:
        return parse(ctx, args)
    except click.UsageError as e:
        if e.ctx is None:
            e.ctx = ctx
        raise


class WordgamesCommand(TranslatedHelp, click.Command):
    """A command of the house: click's, with its help in the interface's language."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        return parsed_in(ctx, super().parse_args, args)


class LazyGroup(TranslatedHelp, click.Group):
    """A click group whose subcommands are imported on first use (click's lazy-loading recipe).

    ``lazy`` maps a command name to ``"module:attribute"``; names whose module
    is not present yet are simply not listed.  ``summaries`` are the short
    helps of lazy commands, listed in the group's help without importing them;
    :meth:`add_lazy_command` adds a command made by a function when first used
    (a game's ``play``, ``tournament`` and ``review``, built from the registry).
    With no subcommand the group prints its help and exits 0 (unless it is invoked without one:
    ``serve`` opens the host's page); a mistyped
    subcommand gets "did you mean".
    """

    command_class = WordgamesCommand
    group_class = type                       # a subgroup is of the same class as its group

    def __init__(self, *args, lazy: dict[str, str] | None = None, summaries: dict[str, str] | None = None,
                 **kwargs):
        super().__init__(*args, **kwargs)
        self.lazy = dict(lazy or {})
        self.summaries = dict(summaries or {})
        self.builders: dict[str, Callable[[], click.Command]] = {}
        self._listing = False

    def add_lazy_command(self, name: str, build: Callable[[], click.Command], summary: str | None = None) -> None:
        """Add the command ``name``, made by ``build()`` when the group first resolves it.

        Until then the group's help lists it by ``summary`` (its short help) without building it.
        """
        self.builders[name] = build
        if summary is not None:
            self.summaries[name] = summary

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        self._listing = True                 # a lazy command with a summary is listed without its import
        try:
            super().format_commands(ctx, formatter)
        finally:
            self._listing = False

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args and not ctx.resilient_parsing and not self.invoke_without_command:
            click.echo(ctx.get_help())
            ctx.exit(0)
        return parsed_in(ctx, super().parse_args, args)

    def resolve_command(self, ctx: click.Context, args: list[str]):
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            import difflib   # cold start: every command, --help included, starts here
            close = difflib.get_close_matches(name, self.list_commands(ctx), n=3, cutoff=0.6)
            then = args[1] if len(args) > 1 and not args[1].startswith("-") else None
            elsewhere = commands_named(ctx.find_root(), name, then=then)
            if elsewhere:                        # «wordgames yam play»: the command lives in another group
                import shlex   # cold start: every command, --help included, starts here
                typed = [shlex.join(path + args[1:]) for path in elsewhere]
                if len(typed) <= 3:
                    ctx.fail(_("No such command {name!r} here: it is {commands}").format(
                        name=name, commands=_(" or ").join(typed)))
                ctx.fail(ngettext("No such command {name!r} here: {n} group has one, as in {command} "
                                  "(every game: wordgames games list)",
                                  "No such command {name!r} here: {n} groups have one, as in {command} "
                                  "(every game: wordgames games list)", len(typed)).format(
                    name=name, n=len(typed), command=typed[0]))
            found = _("No such command {name!r}.").format(name=name)
            if close:
                found += " " + _("Did you mean {choices}?").format(choices=_(" or ").join(repr(c) for c in close))
            ctx.fail(found)
        return super().resolve_command(ctx, args)

    def list_commands(self, ctx: click.Context) -> list[str]:
        names = set(super().list_commands(ctx))
        names.update(n for n, target in self.lazy.items() if _module_exists(target))
        names.update(self.builders)
        return sorted(names)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in self.builders:
            if self._listing and name in self.summaries:
                return WordgamesCommand(name, short_help=self.summaries[name])
            command = self.builders[name]()
            del self.builders[name]
            self.add_command(command, name)
            return command
        if name in self.lazy and _module_exists(self.lazy[name]):
            module_name, attr = self.lazy[name].split(":")
            if self._listing and name in self.summaries and module_name not in sys.modules:
                return WordgamesCommand(name, short_help=self.summaries[name])
            return getattr(importlib.import_module(module_name), attr)
        return super().get_command(ctx, name)


def commands_named(root: click.Context, name: str, depth: int = 3, then: str | None = None) -> list[list[str]]:
    """Return the command path of every command or group called ``name`` in the tree under ``root``'s group
    (with ``then``: only a group that has a command ``then``).

    Only on the way to an error: every group and command of the tree is imported or built.

    >>> commands_named(click.Context(cli, info_name="wordgames"), "yam", then="play")
    [['wordgames', 'games', 'yam']]
    >>> commands_named(click.Context(cli, info_name="wordgames"), "yam")
    [['wordgames', 'games', 'yam'], ['wordgames', 'serve', 'yam']]
    """
    found: list[list[str]] = []

    def walk(group: click.Group, path: list[str], left: int) -> None:
        for sub in group.list_commands(root):
            command = group.get_command(root, sub)
            if sub == name and (then is None or isinstance(command, click.Group)
                                and command.get_command(root, then) is not None):
                found.append(path + [sub])
            if isinstance(command, click.Group) and left > 1:
                walk(command, path + [sub], left - 1)

    walk(root.command, [root.info_name or root.command.name or ""], depth)
    return found


def _module_exists(target: str) -> bool:
    """Return whether the module named in ``"module:attribute"`` can be imported."""
    return importlib.util.find_spec(target.split(":")[0]) is not None


def given_language(args: list[str]) -> str | None:
    """Return the value of the top-level ``--lang`` among ``args``, if it is one of the interface's languages.

    For what is said before click reads the option (a closed output, an argument that is not UTF-8).

    >>> given_language(["--lang", "ru", "dict"]), given_language(["--lang=en"]), given_language(["dict", "--lang", "ru"])
    ('ru', 'en', None)
    """
    for arg, value in zip(args, args[1:] + [""]):
        if arg.startswith("--lang="):
            value = arg.partition("=")[2]
        elif arg != "--lang":
            if not arg.startswith("-"):
                return None                    # the command's name: past the top level
            continue
        return value if value in LANGUAGES else None
    return None


def received_argument(arg: str) -> str:
    r"""Return an argument as the bytes the process received spell it in UTF-8, when they do.

    Under a locale that is not UTF-8 (``LC_ALL=C`` without UTF-8 mode) Python decodes the arguments
    by that locale, and a UTF-8 word arrives as escaped bytes; re-read, it is the word that was typed.
    Bytes that are not UTF-8 stay escaped, for :func:`undecodable_argument` to name.

    >>> received_argument("\udcd0\udcba\udcd0\udcbe\udcd1\udc82")
    'кот'
    >>> received_argument("к\udcffт") == "к\udcffт", received_argument("кот")
    (True, 'кот')
    """
    if not any("\udc80" <= ch <= "\udcff" for ch in arg):
        return arg
    try:
        return os.fsencode(arg).decode("utf-8")
    except (UnicodeError, TypeError):
        return arg


def undecodable_argument(args: list[str]) -> str | None:
    r"""Return what is wrong with the first argument holding bytes that are not UTF-8, or None.

    Python hands such bytes on as lone surrogates; they are named by position, never printed.

    >>> undecodable_argument(["dict", "check", "кот"]) is None
    True
    >>> undecodable_argument(["dict", "check", "к\udcffт"])
    'argument 3 is not valid UTF-8: byte 0xff at character 2 (write words in UTF-8)'
    """
    for number, arg in enumerate(args, 1):
        if not isinstance(arg, str):
            continue
        for column, ch in enumerate(arg, 1):
            if "\ud800" <= ch <= "\udfff":
                if ch >= "\udc80":
                    return _("argument {number} is not valid UTF-8: byte 0x{byte:02x} at character {column} "
                             "(write words in UTF-8)").format(number=number, byte=ord(ch) - 0xdc00, column=column)
                return _("argument {number} is not valid UTF-8: a lone surrogate U+{code:04X} at character "
                         "{column} (write words in UTF-8)").format(number=number, code=ord(ch), column=column)
    return None


def is_wordgames_error(error: BaseException) -> bool:
    """Return whether ``error`` is a :class:`~wordgames.errors.WordgamesError`.

    Without importing :mod:`wordgames.errors` (and dataclasses) into a ``--help``: when nothing has
    imported it, nothing can have raised one.
    """
    errors = sys.modules.get("wordgames.errors")
    return errors is not None and isinstance(error, errors.WordgamesError)


def shown_error(error: BaseException, top: click.Group, args: list[str]) -> str:
    """Return a library error as the command line says it: a parameter it names shown as the command's own
    option or argument (``boxes`` as ``--boxes``, ``dice`` as ``DICE``, in Russian ``КУБИКИ`` as its --help
    shows it; :class:`wordgames.errors.Param`)."""
    from wordgames.errors import ArgumentError   # cold start: every command, --help included, starts here
    from wordgames_cli.help import translate_metavar
    if not isinstance(error, ArgumentError):
        return str(error)
    params = {p.name: p for p in leaf_command(top, args).params}

    def name(param: str) -> str:
        found = params.get(param)
        if isinstance(found, click.Argument):
            return translate_metavar(found.human_readable_name)    # as its --help names it: DICE, КУБИКИ
        if isinstance(found, click.Option):
            return max(found.opts, key=len)
        return "--" + param.replace("_", "-")
    return error.text(name)


def leaf_command(top: click.Group, args: list[str]) -> click.Command:
    """Return the command ``args`` run (the words that name subcommands followed from ``top``)."""
    command: click.Command = top
    ctx = click.Context(top)
    for arg in args:
        if not isinstance(command, click.Group) or arg.startswith("-"):
            continue
        command = command.get_command(ctx, arg) or command    # not a subcommand: an option's value
    return command


class WordgamesGroup(LazyGroup):
    """The top group: turns every user error into one ``Error:`` line and an exit code."""

    group_class = LazyGroup

    def main(self, args=None, prog_name=None, complete_var=None,
             standalone_mode=True, **extra):
        from wordgames_cli.streams import output_failure   # cold start: every command, --help included, starts here
        try:
            self._main(args, prog_name, complete_var, **extra)
            code = 0
        except SystemExit as e:
            code = e.code
        failure = output_failure()                # what is still buffered, written now
        if failure is not None:                   # standard output failed: "" when its reader has gone
            if failure:
                click.echo(_("Error: {message}").format(message=failure), err=True)
            code = 2 if failure else 0
        sys.exit(code)

    def _main(self, args, prog_name, complete_var, **extra):
        """Run the command line; end with :class:`SystemExit` and the exit status."""
        from wordgames_cli.streams import failed_write, prepare_streams   # cold start
        args = [received_argument(a) for a in (sys.argv[1:] if args is None else args)]
        set_language(choose_language(given_language(args)))    # read again when click parses --lang
        from wordgames_cli.common import show_warning   # cold start: every command, --help included, starts here
        warnings.showwarning = show_warning       # a library's note is one "Warning:" line
        bad = undecodable_argument(args) or prepare_streams()
        if bad:
            click.echo(_("Error: {message}").format(message=bad), err=True)
            sys.exit(2)
        if click.formatting.FORCED_WIDTH is None:
            extra.setdefault("terminal_width", help_width())
        try:
            result = super().main(args=args, prog_name=prog_name or "wordgames",
                                  complete_var=complete_var, standalone_mode=False, **extra)
        except click.exceptions.Exit as e:
            sys.exit(e.exit_code)
        except click.Abort as e:
            signum = getattr(e.__cause__, "signum", None)   # a table ended by SIGTERM, SIGHUP (wordgames.table.ending)
            if signum:
                from wordgames.table.ending import signal_name     # only a table ended by a signal needs it
            try:
                said = _("The table was ended by {signal}.").format(signal=signal_name(signum)) if signum else None
                click.echo(said or _("Aborted."), err=True)
            except OSError:                       # the terminal has hung up
                pass
            sys.exit(128 + signum if signum else 130)
        except click.UsageError as e:
            if isinstance(e, click.BadParameter) and isinstance(e.param, click.Argument) and e.ctx is not None:
                e.param = shown_param(e.param, e.ctx)       # the argument named as its help shows it (СЛОВА...)
            hint = (" " + _("(see '{command} --help')").format(command=e.ctx.command_path)
                    if e.ctx is not None else "")
            click.echo(_("Error: {message}").format(message=e.format_message()) + hint, err=True)
            sys.exit(2)
        except click.ClickException as e:
            click.echo(_("Error: {message}").format(message=e.format_message()), err=True)
            sys.exit(e.exit_code if e.exit_code else 2)
        except KeyboardInterrupt:
            click.echo("\n" + _("Interrupted."), err=True)
            sys.exit(130)
        except Exception as e:
            if e is failed_write():               # told by main(), as a write that fails at the end is
                sys.exit(2)
            if not is_wordgames_error(e):
                raise
            click.echo(_("Error: {message}").format(message=shown_error(e, self, args)), err=True)
            sys.exit(e.exit_code)
        if isinstance(result, int):
            sys.exit(result)
        sys.exit(0)


@click.group("wordgames", cls=WordgamesGroup, lazy=COMMANDS, summaries=SUMMARIES,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--lang", type=click.Choice(LANGUAGES), is_eager=True, expose_value=False, callback=_set_lang,
              help="The interface language (default: WORDGAMES_LANG, else the locale: Russian for ru_*, "
                   "else English).")
@click.option("-V", "--version", is_flag=True, is_eager=True, expose_value=False, callback=_version,
              help="Show the version and the interface language, and exit.")
def cli() -> None:
    """Solve, judge and play word puzzles and table games.

    \b
    Examples:
      wordgames doublet бант коса       Carroll's doublet, shortest chain
      wordgames dict check крест столы  is it a nominative singular noun?
      wordgames games list              every game, and the command that starts it
    """


def main() -> None:
    """Console-script entry point.

    The process ends with the command, so at its exit every object is made permanent to the collector
    (:func:`gc.freeze`, registered before the command runs, so it runs after any exit handler the
    command adds): the interpreter's last collections then skip the objects the imports made (about
    14 000 for a ``--help``), which go with the process anyway.  That is a tenth of a cold ``snake
    challenge`` or of a table command's ``--help``.  Nothing of the house relies on a collection at
    exit: files are closed where they are written, and the system releases the locks.
    """
    atexit.register(gc.freeze)
    cli()
