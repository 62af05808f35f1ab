"""What the Russian-language tests of several games share: a command run in Russian, the Latin words a Russian
screen may show, and a person at the terminal whose answers are computed beforehand through the library."""

from click.testing import CliRunner

from wordgames_cli.main import cli


def run(*args, lang="ru", input=None):
    """Run ``wordgames --lang LANG ARGS``: (exit code, standard output and error as a person sees them)."""
    result = CliRunner().invoke(cli, ["--lang", lang, *args], input=input)
    return result.exit_code, result.output


# -- the dice games -------------------------------------------------------------------------------------

DICE_LATIN = {"dom", "yama", "full", "house", "four", "of", "kind", "five", "txt", "set", "points", "DICE"}
"""Option words and values (dom=full-house, --set, --points, DICE) and the file names' extension."""


# -- whole games at the terminal, in Russian ------------------------------------------------------------

SHARED_WORDS = {"moves", "hint", "undo", "scores", "quit", "save", "Ctrl"}
"""The table's own command words on the help screen (and the key Ctrl-C); the bots' names and typed aliases
(an echoed «dom») are added by each game."""


class Scripted:
    """Plays by ``policy`` and writes down what a person would type for each move (only where asked)."""

    def __init__(self, game, policy, words):
        self.game, self.policy, self.words, self.answers = game, policy, words, []

    def choose(self, view):
        action = self.policy.choose(view)
        if len(view.legal_actions()) > 1:             # with one legal move the table does not ask
            self.answers.append(self.words(view, action, len(self.answers)))
            if self.game.confirm(view, action):
                self.answers.append("д")
        return action

