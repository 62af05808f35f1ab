"""What the Russian-language tests of several games share: a command run in Russian, the Latin words a Russian
screen may show, and a person at the terminal whose answers are computed beforehand through the library."""

from __future__ import annotations

import contextlib
import re
import tempfile

from click.testing import CliRunner

from wordgames.games.croquet.game import CroquetGame
from wordgames.games.croquet.course import PASS
from wordgames.registry import info
from wordgames.table.loop import play
from wordgames.table.seeds import seat_rng
from wordgames.table.sitting import new_session
from wordgames_cli.main import cli


def run(*args, lang="ru", input=None):
    """Run ``wordgames --lang LANG ARGS``: (exit code, standard output and error as a person sees them)."""
    result = CliRunner().invoke(cli, ["--lang", lang, *args], input=input)
    return result.exit_code, result.output


SOLVING = "Решаются все позиции…\n"   # said on standard error when the table is not in the cache yet


def run_in_folder(*args, lang="ru", files=None, input=None):
    """Run ``wordgames --lang LANG ARGS`` with these files in the working folder: (exit code, stdout, stderr).

    The solver's note that it is solving (when the table is not cached yet) is left out of standard error."""
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        for name, text in (files or {}).items():
            with open(name, "w", encoding="utf-8") as f:
                f.write(text)
        result = CliRunner().invoke(cli, ["--lang", lang, *args], input=input)
    return result.exit_code, result.stdout, result.stderr.replace(SOLVING, "").replace("Solving every position…\n", "")


def latin_words(text: str) -> set[str]:
    """The words in Latin letters, apart from rule numbers (II, IV)."""
    return {w for w in re.findall(r"[A-Za-z_]{2,}", text) if not re.fullmatch(r"[IVX]+", w)}


# -- the dice games ------------------------------------------------------------------------------------------

DICE_LATIN = {"dom", "yama", "full", "house", "four", "of", "kind", "five", "txt", "set", "points", "DICE"}
"""Option words and values (dom=full-house, --set, --points, DICE) and the file names' extension."""


# -- whole games at the terminal, in Russian -----------------------------------------------------------------

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
            if self.game.presenter().confirm(view, action):
                self.answers.append("д")
        return action


# -- arithmetical croquet ------------------------------------------------------------------------------------


def croquet_script(seed: int) -> tuple[list[str], int]:
    """Return what Оля types against the perfect bot in the game seeded ``seed`` (her first legal number
    every turn, passed over when held), and the winner, played through the library."""
    game = CroquetGame()
    bot = game.make_bot("perfect", seat_rng(seed, 1))
    state, typed = game.new_initial_state(), []
    while not state.is_terminal():
        if state.to_move == 0:
            legal = state.legal_actions()
            action = legal[0]
            if legal != [PASS]:
                typed.append(str(action))
        else:
            action = bot.choose(state)
        state = state.apply(action)
    return typed, state.winner


# -- the board games: «Гонки по вертикали», «Словесный бой» and its Color Lines cross ------------------------

BATTLE_WORDS = "бой\nкот\nбойкот\nбак\nад\nсад\n"

# Оля: → бойкот 5, ад 1, сад 2; ↓ бак 2 = 10.  Петя: → сад 2, кот 2, бой 2 = 6; the same twelve letters.
BATTLE_GAME = """\
# name: Оля
бойкот
ад....
к.сад.

# name: Петя
сад.ак
кот...
бойд..
"""

BATTLE_EXAMPLE = "БОЙКОТ\nАЛЕРХС\nКОПЕРА\nЖВЕСАД\nПОЧТАФ\nЫЯЬЬСЮ\n"   # the rule text's own square

BOARD_NAMES = {"ru_nouns", "expert", "greedy", "search", "random", "wordgames"}   # dictionary and bot names
BOARD_COMMAND_WORDS = {"moves", "hint", "undo", "scores", "quit", "save", "Ctrl", "seating", "words", "pass", "QH"}
"""English words a Russian screen may show: the commands one may type (and 'QH b3', the English card notation)."""


def board_latin_words(text):
    """Return the Latin words of a Russian transcript that are no command, bot or dictionary name."""
    return set(re.findall(r"[A-Za-z_]{2,}", text)) - BOARD_NAMES - BOARD_COMMAND_WORDS


COLUMN_LETTER = {"a": "а", "b": "б", "c": "ц", "d": "д", "e": "е", "f": "ф"}


class Recorder:
    """The person's seat in the library playout: a fixed policy, each choice written down as the person types it."""

    def __init__(self, game, policy, write):
        self.game, self.policy, self.write, self.typed = game, policy, write, []

    def choose(self, view):
        action = self.policy(view)
        if self.game.presenter().automatic(view) is None:   # what the table plays by itself is not typed
            self.typed.append(self.write(view, action))
        return action


def playout(name, players, seed, rules, policy, write, lexicon=None):
    """Return (the person's input, the final state) of a seeded game with seat 0 a person and seat 1 (if any) a bot."""
    entry = info(name)
    game, session = new_session(entry, players, rules=rules, seed=seed, lexicon=lexicon)
    person = Recorder(game, policy, write)
    seats = [person] + [game.make_bot(spec.bot, seat_rng(seed, k, 0), session.settings)
                        for k, spec in enumerate(session.seats) if k > 0]
    played = play(game, seats, seed=seed)
    return person.typed, played.state, game


# -- the word commands: dict, doublet and snake --------------------------------------------------------------

# the referee's test lexicon (tests/test_snake_referee.py) and a tiny word list for a doublet with no chain
REFEREE_WORDS = "укроп опера раструб рубка кино окно арка ткань торт баран нора рана атака".split()
TINY_WORDS = "кот кит кип коп сип дом мост".split()

# a whole game with seven broken rules: a word not of letters, turns out of order, a challenge with no right
# word, passing in the game of two, a missing discard, and the cards left in hand not what the record says
BROKEN = ("players: Оля, Петя\nrules: hand_size=6\ndeal Оля: перакн\ndeal Петя: струбж\nstart: о\n"
          "Оля: к1т\nПетя: challenge\nОля: опера; take б к; discard к; give б\nПетя: ра|струб; take н ж; discard ж\n"
          "Оля: done\nПетя: done\nleft Оля: а\n")
# a game that keeps the rules: Оля's challenge fails (рубка continues раструб), the record stops mid-game
FAIR = ("players: Оля, Петя\nrules: hand_size=6\ndeal Оля: перакн\ndeal Петя: струбж\nstart: о\n"
        "Оля: опера; take б к; discard к\nПетя: ра|струб; take н ж; discard ж\nОля: challenge\nПетя: name рубка\n"
        "Оля: done; take а а; discard а\nПетя: done; take т т; discard т\n")
# four players: Оля asks her partner, goes out with опера and wins the first bonus
FOUR = ("players: Оля, Петя, Коля, Маша\nrules: hand_size=4\ndeal Оля: пера\ndeal Петя: шшшш\ndeal Коля: щщщщ\n"
        "deal Маша: ъъъъ\nstart: о\nОля: ask\nКоля: yes\nОля: опера\n")
# a challenge Оля cannot answer (ткань is a dead end), and a move after the game is over
CONCEDED = ("players: Оля, Петя\nrules: hand_size=5\ndeal Оля: каньш\ndeal Петя: ооооо\nstart: т\n"
            "Оля: ткань; take а а; discard ш\nПетя: challenge\nОля: concede\nПетя: done\n")
SNAKE = "start: о\nОля: опера\nПетя: ра|струб\nОля: рубка\n"

WORD_COMMANDS_LATIN = {"ru_nouns", "tiny", "txt", "referee", "OpenCorpora", "pymorphy", "marisa", "mine", "missing",
                       "dicts", "ru", "wordfreq",
                       "Harrix", "Russian", "Nouns", "MIT",
                       "cards", "count", "puzzle", "no", "user", "words", "players", "stdin", "after", "first",
                       "jokers", "played"}
"""The Latin words the word commands' Russian output may show: names of files, dictionaries, sources and
licences, and the words of options typed."""


def latin_words_of_job(folder, args) -> set[str]:
    """Return the words of Latin letters a word command run with ``args`` in ``folder`` prints, but for what a
    person typed (a command, an option, a file name) and the words of :data:`WORD_COMMANDS_LATIN`."""
    from wordgames.lexicon import data_dir
    _code, text = run(*args)
    text = text.replace(str(folder), "").replace(str(data_dir()), "")
    text = re.sub(r"«wordgames [^»]*»|'--[a-z-]+'|«--[a-z-]+»", "", text)       # what is typed: a command, an option
    return set(re.findall(r"[A-Za-z_]{2,}", text)) - WORD_COMMANDS_LATIN


def latin_words_of_board_job(args, code: int) -> set[str]:
    """Return the words of Latin letters a board game's command run with ``args`` prints (it must exit
    ``code``), but for the files it names and the dictionary's and bots' names."""
    status, text = run(*args)
    assert status == code
    for name in args:                               # the files named: the person's own words
        text = text.replace(name, "") if name.endswith(".txt") else text
    return set(re.findall(r"[A-Za-z_]{2,}", text)) - BOARD_NAMES
