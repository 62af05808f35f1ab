"""Every command's and option's help in Russian (issue 18): translated when help is shown, after --lang, from
messages the catalogue extracts by walking the built command tree; English help unchanged.

Help is checked in a process of its own, as at the terminal: click builds a command's --help option once per
process, in the language of that moment."""

import json
import os
import re
import subprocess
import sys

import click
import pytest

from wordgames import i18n
from wordgames_cli import messages
from tests.test_cli_conventions import OPTION_VALUES, walk
from wordgames.registry import GAMES
from wordgames_cli.help import (TranslatedHelp, help_key, help_messages, help_paragraphs, translate_help,
                                translate_metavar)
from wordgames_cli.main import cli


def helps(*commands, lang="ru"):
    """Return the --help output of each command (a list of words after ``wordgames``), in one fresh process."""
    script = (
        "import json, sys\n"
        "from click.testing import CliRunner\n"
        "from wordgames_cli.main import cli\n"
        "out = [CliRunner().invoke(cli, ['--lang', sys.argv[1], *path, '--help']).output\n"
        "       for path in json.loads(sys.argv[2])]\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'networkx', 'pymorphy3')\n"
        "               or m.startswith(('wordgames.games', 'wordgames.snake', 'wordgames.battle',\n"
        "                                'wordgames.lexicon', 'wordgames.doublets', 'wordgames.table')))\n"
        "print(json.dumps({'out': out, 'heavy': heavy}, ensure_ascii=False))\n")
    done = subprocess.run([sys.executable, "-c", script, lang, json.dumps([list(c) for c in commands])],
                          capture_output=True, text=True, check=True, env={**os.environ, "WORDGAMES_LANG": "en", "COLUMNS": "80"})
    return json.loads(done.stdout)


COMMANDS = list(walk(cli))


# -- exact Russian lines, hand-checked -------------------------------------------------------------------

RUSSIAN_HELP = [
    ((), [
        "Использование: wordgames [ПАРАМЕТРЫ] КОМАНДА [АРГУМЕНТЫ]...",
        "  Словесные головоломки и настольные игры: решения, судейство, партии.",
        "  Примеры:",
        "    wordgames doublet бант коса       дублет Кэрролла, кратчайшая цепочка",
        "    wordgames dict check крест столы  существительное ли в им. п. ед. ч.?",
        "  --lang [en|ru]  Язык интерфейса (по умолчанию: WORDGAMES_LANG, иначе язык",
        "                  локали: русский для ru_*, иначе английский).",
        "  -V, --version   Показать версию и язык интерфейса и выйти.",
        "Команды:",
        "  battle   «Словесный бой»: очки, партия, чемпионат.",
        "  dict     Словарь: какие существительные засчитываются и почему.",
        "  doublet  Соединить два слова цепочкой (дублеты).",
        "  games    Яма, Десяточка, крокеты, «Гонки по вертикали».",
        "  snake    Змейка: карточная игра, судья, правила выкладывания, вопросы.",
    ]),
    (("dict",), [
        "Использование: wordgames dict [ПАРАМЕТРЫ] КОМАНДА [АРГУМЕНТЫ]...",
        "  Словарь: русские нарицательные существительные в именительном падеже",
        "  единственного числа из Открытого корпуса и словаря Ефремовой, и ваши слова.",
        "  add     Добавить слово в ваши собственные слова.",
        "  check   Годится ли каждое слово для игр и почему.",
        "  info    Откуда словарь и каков его размер.",
        "  remove  Исключить слово или отменить добавление.",
        "  user    Перечислить ваши добавления и исключения.",
    ]),
    (("dict", "check"), [
        "Использование: wordgames dict check [ПАРАМЕТРЫ] СЛОВА...",
        "  Сказать о каждом из СЛОВ, годится ли оно для игр, а если нет — почему.",
        "  Код выхода: 0 — все слова приняты, 1 — хоть одно отклонено.",
        "Параметры:",
        "  --json             Напечатать список решений в формате JSON.",
        "  --dict ФАЙЛ        Использовать этот список слов (текст в UTF-8, по слову на",
        "                     строку) или скомпилированное префиксное дерево.",
        "  --source ИСТОЧНИК  Слова каких словарей засчитываются: any (любого, по",
        "                     умолчанию), both (обоих сразу), opencorpora или efremova.",
        "  --min-zipf ЧИСЛО   Оставить только слова не реже этой частоты (шкала Ципфа:",
        "                     3 — раз на миллион слов).  [0<=x<=8]",
        "  --common           Только употребительные слова (то же, что --min-zipf 3).",
        "  --user-words ФАЙЛ  Файл ваших собственных добавлений и исключений.",
        "                     [переменная окружения: WORDGAMES_USER_WORDS]",
        "  --no-user-words    Не учитывать ваши добавления и исключения.",
        "  -h, --help         Показать эту справку и выйти.",
    ]),
    (("doublet",), [
        "Использование: wordgames doublet [ПАРАМЕТРЫ] [СЛОВА]...",
        "  Соединить два слова цепочкой слов, в которой соседние слова отличаются одной",
        "  буквой (дублеты Льюиса Кэрролла).",
        "  wordgames doublet бант рана коса       через заданное звено, без повторов слов",
        "  wordgames doublet --all рак суп        все кратчайшие цепочки с их числом",
        "  Код выхода: 0 — решено или цепочка верна, 1 — цепочки нет или слово либо",
        "  цепочка отклонены, 2 — ошибка в вызове или во входных данных.",
        "  --links СЛОВА|N-M          С --verify: заданные звенья через запятую. С",
        "                             --puzzle: число звеньев, например 5-7. С --reach:",
        "                             наибольшее число звеньев N.",
        "  --score [vanity-fair|new]  Оценка для --verify: по правилам Vanity Fair 1879",
        "                             года или по новому способу Кэрролла.  [по",
        "                             умолчанию: vanity-fair]",
        "  --batch ФАЙЛ               Решить по дублету на каждую строку ФАЙЛА ('-' —",
        "                             стандартный ввод).",
    ]),
    (("snake", "challenge"), [
        "Использование: wordgames snake challenge [ПАРАМЕТРЫ] [ЗАПИСЬ]",
        "  Разрешить вопрос «какое продолжение вы имели в виду?» о правом слове ЗАПИСИ",
        "  или --played.",
        "  ЗАПИСЬ '-' читает стандартный ввод. Код выхода: 0 — продолжение есть, 1 —",
        "  сторона, которую спросили, проигрывает.",
        "  --played ТЕКСТ               Слова партии по порядку, через запятую;",
        "                               спрашивают о последнем.",
        "  --distrust-penalty ЦЕЛОЕ     Штраф за беспричинное недоверие.  [по",
        "                               умолчанию: 100; x>=0]",
        "  --diminutives [refuse|warn]  Правило 6: не принимать уменьшительные и",
    ]),
    (("games", "yam", "play"), [
        "Использование: wordgames games yam play [ПАРАМЕТРЫ]",
        "  Партия: Яма. Пять кубиков, три броска, одиннадцать строк.",
        "  ИГРОКИ — люди за этим терминалом (по имени), боты игры или cmd:ПРОГРАММА",
        "  (docs/programs.md). В свой ход введите ход, или ? (справка), /ходы,",
        "  /подсказка, /назад, /счёт, /выход; Ctrl-C выходит из партии, которую можно",
        "  сохранить с --save ФАЙЛ и продолжить с --resume ФАЙЛ.",
        "  --players КТО,КТО,...           Кто играет, по порядку мест (от 1 до 10",
        "                                  игроков): имя человека, бот (random, greedy,",
        "                                  optimal, expert) или cmd:ПРОГРАММА. [по",
        "                                  умолчанию: Человек,optimal]",
        "  --save ФАЙЛ                     Хранить партию в этом файле JSON,",
        "  --columns [1|3|4]               1: одна свободная колонка; 3: сверху вниз,",
        "                                  снизу вверх, свободная; 4: и ещё колонка",
        "                                  первого броска. [по умолчанию: 1]",
        "  --yama [four-of-a-kind|five-of-a-kind]",
        "                                  Что нужно для «Ямы»: четыре одинаковых",
        "  --cache-dir ПАПКА               Где хранятся решённые таблицы ботов optimal",
        "                                  и expert [по умолчанию:",
    ]),
    (("games", "croquet", "tournament"), [
        "  Сыграть турнир (арифметический крокет) с заданным зерном и показать для",
        "  каждого участника среднее, стандартное отклонение, 95% интервал, лучшую",
        "  партию, долю побед и время на ход.",
        "  --players КТО,КТО,...           Участники: random, perfect, cmd:ПРОГРАММА",
        "                                  (бот может участвовать дважды).  [по",
        "                                  умолчанию: perfect,random]",
        "  --records ПАПКА                 Записать сессию каждой партии в эту папку",
        "  --gates [10-90|20-90|croquar-95]",
        "                                  Какие правила: ворота 10-90, как писал",
    ]),
    (("snake", "play"), [
        "  Партия: Змейка. Выкладывайте слова на змейку с руки; выйдите первым;",
        "  спросите о тупике.",
        "  --players КТО,КТО,...         Кто играет, по порядку мест (2 или 4 игрока):",
        "                                имя человека, бот (random, greedy, expert) или",
        "  --bonuses N,N,N               Бонусы за выход первым, вторым и третьим,",
        "                                например 250,200,50. [по умолчанию:",
        "  --rule5 [challenge|strict]    Правило 5: challenge (тупик выложить можно;",
        "  --challenge-time [any|first]  Когда в ходе можно задать вопрос о продолжении",
    ]),
    (("battle",), [
        "  В файле квадратов — строки букв, по строке квадрата на строку файла",
        "  ('.', '_', '-', '*' или '?' — пустая клетка); пустые строки разделяют",
        "  квадраты нескольких игроков; строка '# имя: Оля' называет игрока.",
        "  play        Партия: «Словесный бой»; люди, боты, программы.",
        "  tournament  Турнир ботов и программ с заданным зерном.",
    ]),
]


def at_the_terminal(*args, lang="ru"):
    """Return ``wordgames --lang LANG ARGS --help`` as a person sees it (80 columns), and check it exits 0."""
    done = subprocess.run([sys.executable, "-m", "wordgames_cli", "--lang", lang, *args, "--help"],
                          capture_output=True, text=True, env={**os.environ, "WORDGAMES_LANG": "en", "COLUMNS": "80"})
    assert done.returncode == 0 and done.stderr == ""
    return done.stdout


@pytest.mark.parametrize("path, lines", RUSSIAN_HELP, ids=[" ".join(p) or "wordgames" for p, _ in RUSSIAN_HELP])
def test_help_in_russian(path, lines):
    shown = at_the_terminal(*path).splitlines()
    missing = [line for line in lines if line not in shown]
    assert missing == []


# Latin words a Russian help may show: what is typed (option and command words, choices, bot names), program,
# variable, file and format names, and the game names that are names (Color Lines, Vanity Fair).
KEPT = {"wordgames", "JSON", "UTF", "cmd", "docs", "WORDGAMES_LANG",
        "WORDGAMES_USER_WORDS", "NO_COLOR", "XDG_CACHE_HOME", "ru_", "pymorphy3", "Color", "Lines", "Vanity", "Fair",
        "moves", "hint", "undo", "quit", "text", "plain", "json", "Ctrl",
        "progress",     # click shows the default of --progress/--no-progress as the flag's word
        "zipf",         # "--min-zipf" broken at its hyphen where click wraps a line
        "any", "both", "opencorpora", "efremova",       # the choices of --source
        "today",        # typed as it is: wordgames doublet --daily today
        "Dask",         # a program's name: --cluster
        "Hasbro"}       # whose official rules --rules yahtzee follows


def allowed_words():
    words = set(KEPT)
    for path, command in COMMANDS:
        words.update(path)
        for param in command.params:
            if isinstance(param.type, click.Choice):
                words.update(latin_words(" ".join(map(str, param.type.choices))))
    for game in GAMES.values():
        words.update(game.bot_names)
    return words


def latin_words(text: str) -> set[str]:
    """The Latin words of a help text, less the options written in it (``--min-zipf``, ``-h``)."""
    text = re.sub(r"'[^'\n]*'", " ", text)                          # what is typed, quoted: 'players 4'
    text = re.sub(r"\[по\s+умолчанию:\s[^\]]*\]", " ", text)            # a default is a value, shown as typed
    text = re.sub(r"\b[\w.]+\.(txt|md|json|pdf|html)\b", " ", text)  # file names: game.txt, docs/programs.md
    text = re.sub(r"(?<![\w.])\.(txt|md|json|pdf|html)\b", " ", text)  # suffixes: .pdf
    text = re.sub(r"(?<![\w-])--?[a-z][a-z0-9-]*", " ", text)
    return set(re.findall(r"[A-Za-z_][A-Za-z_0-9]+", text))


@pytest.fixture(scope="module")
def every_help_in_russian():
    return helps(*(path for path, _ in COMMANDS))


def test_no_english_word_in_any_russian_help(every_help_in_russian):
    allowed = allowed_words()
    english = {}
    for (path, _command), text in zip(COMMANDS, every_help_in_russian["out"]):
        words = latin_words(text) - allowed
        if words:
            english[" ".join(path)] = sorted(words)
    assert english == {}


def test_russian_help_imports_no_game_code(every_help_in_russian):
    assert [m for m in every_help_in_russian["heavy"] if m not in OPTION_VALUES] == []


def test_every_russian_help_is_whole(every_help_in_russian):
    for (path, _command), text in zip(COMMANDS, every_help_in_russian["out"]):
        assert text.startswith("Использование: wordgames"), path
        assert "Параметры:" in text and "Options:" not in text and "Usage:" not in text, path


def test_no_help_text_is_left_in_english():
    """Every help message of the whole tree has a Russian translation that differs from it (but a few on purpose)."""
    same_on_purpose = {"N", "M", "JSON"}
    i18n.set_language("ru")
    left = sorted({message for message, *_ in help_messages(cli)
                   if i18n._(message) == message and message not in same_on_purpose})
    assert left == []


@pytest.mark.parametrize("path, command", COMMANDS[1:], ids=[" ".join(p) for p, _ in COMMANDS[1:]])
def test_every_command_translates_its_help_and_its_summary_is_whole_in_russian(path, command):
    assert isinstance(command, TranslatedHelp), f"{' '.join(path)} is a plain click command: its help stays English"
    i18n.set_language("ru")
    summary = command.get_short_help_str(limit=45)
    assert summary and not summary.endswith("...") and latin_words(summary) <= allowed_words()


# -- extraction: the catalogue has every help text, at its place ------------------------------------------

def test_the_catalogue_extracts_help_texts_with_their_place():
    catalog = messages.extract()
    check = catalog.get("Say for each WORD whether it is a game word, and if not, why.")
    assert check is not None and check.locations[0][0] == "cli/dict_cmd.py"
    assert "help of `wordgames dict check`" in check.auto_comments
    # a template built from the registry, the registry's option help, a metavar, a \b paragraph without its \b
    for message in ["Play {title}: people, bots, programs.", "{help} [default: {shown}]", "Side of the square.",
                    "What Яма needs: four equal dice or five.", "FILE", "WHO",
                    "Examples:\n  wordgames games dixmille play --players Аня,optimal\n"
                    "  wordgames games dixmille advise 115346 --points 300\n"
                    "  wordgames games dixmille advise --points 800 --dice-left 2\n"
                    "  wordgames games dixmille tournament --players optimal,cautious,random --games 500"]:
        assert catalog.get(message) is not None, message
    assert not [m.id for m in catalog if isinstance(m.id, str) and ("\b" in m.id or "\f" in m.id)]


@pytest.mark.parametrize("text, key, paragraphs", [
    ("One line.", "One line.", [("", "One line.")]),
    ("""Summary.

    \b
    kept  as
    it is

    Wrapped
    text.
    """, "Summary.\n\n\b\nkept  as\nit is\n\nWrapped\ntext.", [("", "Summary."), ("\b\n", "kept  as\nit is"),
                                                              ("", "Wrapped\ntext.")]),
    ("""Shown.

    \f
    For developers only.
    """, "Shown.\n\n", [("", "Shown."), ("", "")]),
])
def test_help_texts_are_split_as_click_shows_them(text, key, paragraphs):
    assert help_key(text) == key and help_paragraphs(key) == paragraphs
    i18n.set_language("en")
    assert translate_help(text) == key          # English: exactly what click shows


@pytest.mark.parametrize("metavar, russian", [
    ("FILE", "ФАЙЛ"), ("WHO,WHO,...", "КТО,КТО,..."), ("[СЛОВА]...", "[СЛОВА]..."), ("WORDS...", "СЛОВА..."),
    ("text|plain|FILE.json", "text|plain|ФАЙЛ.json"), ("BOX=VALUE", "СТРОКА=ЗНАЧЕНИЕ"), ("INTEGER RANGE", "ЦЕЛОЕ"),
    ("[corpus|nouns]", "[corpus|nouns]"), ("N,N,N", "N,N,N"), ("а35,…,*4", "а35,…,*4"),
])
def test_metavars_in_russian(metavar, russian):
    i18n.set_language("ru")
    assert translate_metavar(metavar) == russian


# -- English unchanged -------------------------------------------------------------------------------------

@pytest.mark.parametrize("path, lines", [
    ((), ["Usage: wordgames [OPTIONS] COMMAND [ARGS]...",
          "  Solve, judge and play word puzzles and table games.",
          "    wordgames dict check крест столы  is it a nominative singular noun?",
          "  doublet  Join two words by a chain (Doublets)."]),
    (("dict", "check"), ["Usage: wordgames dict check [OPTIONS] WORDS...",
                         "  Say for each WORD whether it is a game word, and if not, why.",
                         "  --dict FILE             Use this word list (UTF-8 text, one word per line)",
                         "  --user-words FILE       The file of your own additions and exclusions.  [env",
                         "                          var: WORDGAMES_USER_WORDS]"]),
    (("games", "yam", "play"), ["  Play Yam (Яма): Five dice, three rolls, eleven boxes.",
                                "  --players WHO,WHO,...           Who plays, in seat order (1 to 10 players):",
                                "  --cache-dir DIR                 Where the optimal and expert bots' solved",
                                "                                  tables are cached [default:"]),
    (("games", "croquet", "tournament"), ["  --records DIRECTORY             Write every game's session to this folder"]),
])
def test_english_help_is_what_it_was(path, lines):
    shown = at_the_terminal(*path, lang="en").splitlines()
    assert [line for line in lines if line not in shown] == []


def test_a_new_command_of_a_house_group_translates_its_arguments_help_too():
    from click.testing import CliRunner
    from wordgames_cli.main import LazyGroup

    @click.group(cls=LazyGroup)
    def group():
        """The dictionary: which nouns count, and why."""

    @group.command()
    @click.argument("record", help="Print JSON.")
    def sub(record):
        """Print the figures as JSON."""

    i18n.set_language("ru")
    shown = CliRunner().invoke(group, ["sub", "--help"], prog_name="g").output.splitlines()
    assert shown == ["Использование: g sub [ПАРАМЕТРЫ] ЗАПИСЬ", "", "  Напечатать числа в формате JSON.", "",
                     "Позиционные аргументы:", "  ЗАПИСЬ  Печатать в формате JSON.", "",
                     "Параметры:", "  --help  Показать эту справку и выйти."]


@pytest.mark.parametrize("lang, args, line", [
    ("ru", ["dict", "check"], "Ошибка: Не хватает аргумента 'СЛОВА...'. (см. «wordgames dict check --help»)"),
    ("ru", ["snake", "referee"], "Ошибка: Не хватает аргумента 'ЗАПИСЬ'. (см. «wordgames snake referee --help»)"),
    ("en", ["dict", "check"], "Error: Missing argument 'WORDS...'. (see 'wordgames dict check --help')"),
])
def test_a_missing_argument_is_named_as_the_help_shows_it(lang, args, line):
    from click.testing import CliRunner
    result = CliRunner().invoke(cli, ["--lang", lang, *args])
    assert result.exit_code == 2 and result.stderr.splitlines() == [line]
