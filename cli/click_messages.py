"""click's own messages, listed so that the catalogue extracts them (click looks them up itself).

Nothing here runs: the calls are for the extractor (``python -m wordgames_cli.messages update``).
"""

from wordgames.i18n import N_, ngettext

CLICK_MESSAGES = [
    N_("Usage:"), N_("Options"), N_("Commands"), N_("Show this message and exit."),
    N_("Show the version and exit."), N_("Error: {message}"), N_("Try '{command} {option}' for help."),
    N_("Missing argument"), N_("Missing option"), N_("Missing parameter"), N_("Missing command."),
    N_("No such option {name!r}."), N_("No such command {name!r}."), N_("Invalid value for {param_hint}: {message}"),
    N_("Invalid value: {message}"), N_("Aborted!"), N_("default: {default}"), N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."), N_("Could not open file {filename!r}: {message}"),
    N_("{name} {filename!r} does not exist."),   # {name}: a path's kind, in cli/click_language.py
    N_("env var: {var}"), N_("required"), N_("Positional arguments"),
    N_("{name} {filename!r} is a file."), N_("{name} {filename!r} is a directory."),
    N_("{name} {filename!r} is not readable."), N_("{name} {filename!r} is not writable."),
    N_("{name} {filename!r} is not executable."), N_("Option {name!r} does not take a value."),
    N_("Argument {name!r} takes {nargs} values."), N_("Missing parameter: {param_name}"),
    N_("Takes {nargs} values but 1 was given."), N_("Value must be an iterable."),
    N_("{value!r} is not a valid boolean. Recognized values: {states}"), N_("Choose from:\n\t{choices}"),
    N_("Error: invalid input"), N_("Repeat for confirmation"), N_("Error: The two entered values do not match."),
    N_("Do you want to continue?"), N_("Press any key to continue..."),
    N_("Shell completion is not supported for Bash versions older than 4.4."),
    N_("Couldn't detect Bash version, shell completion is not supported."),
]


def _plurals(n: int) -> None:
    """click's plural messages (never called)."""
    ngettext("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})", n)
    ngettext("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.", n)
    ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", n)
    ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.", n)
