"""``python -m wordgames_cli`` and the ``wordgames`` script run the ``wordgames`` command.

The script's entry point is this small module's :func:`main`, so that a Ctrl-C while the command's
modules are still loading (click, the house's CLI) ends it as a Ctrl-C does later, with status 130 and
one line, no traceback; only the interpreter's own start remains before it.
"""

import sys


def main() -> None:
    """Load the command and run it; a Ctrl-C while loading leaves quietly with 130."""
    try:
        from wordgames_cli.main import main as command
    except KeyboardInterrupt:
        try:                                    # one line, as a Ctrl-C says later
            from wordgames.i18n import _, choose_language, set_language
            set_language(choose_language(None))
            sys.stderr.write(_("Aborted.") + "\n")
        except BaseException:
            pass
        sys.exit(130)
    command()


if __name__ == "__main__":
    main()
