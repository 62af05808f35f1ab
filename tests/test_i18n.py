"""The Russian interface: the catalogue complete and compiled, the language chosen, plural forms, and real jobs
in Russian checked word for word (hand-checked for grammar), with English output unchanged."""

import gettext
import os
import re
import string
import subprocess
import sys

import pytest
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po
from click.testing import CliRunner

from wordgames import i18n
from wordgames_cli import messages
from wordgames_cli.main import cli

PO = i18n.LOCALE_DIR / "ru" / "LC_MESSAGES" / "wordgames.po"


def placeholders(text: str) -> set[str]:
    """The names of a message's placeholders ('{word}', '{n}'; a conversion or format spec is not part of the name)."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.fixture(scope="module")
def russian():
    with PO.open("rb") as f:
        return read_po(f, locale="ru", domain=i18n.DOMAIN)


def test_every_message_in_the_code_has_a_russian_translation(russian):
    extracted = messages.extract()
    missing = []
    for message in extracted:
        if not message.id:
            continue
        found = russian.get(message.id, context=message.context)
        strings = () if found is None else (found.string if isinstance(found.string, tuple) else (found.string,))
        if found is None or not all(strings) or found.fuzzy:
            missing.append(message.id)
    assert missing == []


def test_translations_keep_the_placeholders(russian):
    wrong = []
    for message in russian:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        allowed = set().union(*map(placeholders, ids))
        for text in strings:
            if not placeholders(text) <= allowed or (len(ids) == 1 and placeholders(text) != allowed):
                wrong.append((message.id, text))
    assert wrong == []


def test_the_shipped_mo_is_compiled_from_the_po(russian):
    with PO.with_suffix(".mo").open("rb") as f:
        compiled = read_mo(f)
    def table(catalog):
        as_key = lambda x: tuple(x) if isinstance(x, (list, tuple)) else x
        return {(as_key(m.id), m.context): as_key(m.string) for m in catalog if m.id}
    assert table(compiled) == table(russian)


@pytest.mark.parametrize("n, link, point", [
    (0, "0 звеньев", "0 очков"), (1, "1 звено", "1 очко"), (2, "2 звена", "2 очка"), (5, "5 звеньев", "5 очков"),
    (11, "11 звеньев", "11 очков"), (21, "21 звено", "21 очко"), (22, "22 звена", "22 очка"),
    (25, "25 звеньев", "25 очков"), (111, "111 звеньев", "111 очков"),
])
def test_russian_plural_forms(n, link, point):
    ru = gettext.translation(i18n.DOMAIN, i18n.LOCALE_DIR, languages=["ru"])
    assert ru.ngettext("{n} link", "{n} links", n).format(n=n) == link
    accepted = ru.ngettext("accepted: «{word}» ({kind}, new cards {cards}), {n} point",
                           "accepted: «{word}» ({kind}, new cards {cards}), {n} points", n)
    assert accepted.format(word="опера", kind="…", cards="ПЕРА", n=n).endswith(f"), {point}")


@pytest.mark.parametrize("option, environ, chosen", [
    ("ru", {"WORDGAMES_LANG": "en"}, "ru"),
    (None, {"WORDGAMES_LANG": "ru", "LC_ALL": "en_US.UTF-8"}, "ru"),
    (None, {"WORDGAMES_LANG": "", "LC_ALL": "ru_RU.UTF-8"}, "ru"),
    (None, {"LC_MESSAGES": "ru_UA.UTF-8", "LANG": "en_GB.UTF-8"}, "ru"),
    (None, {"LANG": "ru_RU.KOI8-R"}, "ru"),
    (None, {"LANG": "de_DE.UTF-8"}, "en"),
    (None, {"LANG": "C"}, "en"),
    (None, {}, "en"),
])
def test_the_language_is_chosen_by_option_then_variable_then_locale(option, environ, chosen):
    assert i18n.choose_language(option, environ) == chosen


def run(*args, lang="ru"):
    result = CliRunner().invoke(cli, ["--lang", lang, *args])
    return result.exit_code, result.output


RUSSIAN_JOBS = [
    (("dict", "check", "кот"), 0, "да   кот: слово «кот» есть и в Открытом корпусе, и в словаре Ефремовой\n"),
    (("dict", "check", "столы"), 1, "нет  столы: «столы» — множественное число слова «стол»; в словаре Ефремовой его нет\n"),
    (("dict", "check", "кота"), 1, "нет  кота: «кота» — родительный падеж слова «кот»; в словаре Ефремовой его нет\n"),
    (("dict", "check", "Москва"), 1, "нет  москва: «Москва» — имя собственное (географическое название); "
                                    "в словаре Ефремовой его нет\n"),
    (("dict", "check", "бежать"), 1, "нет  бежать: «бежать» — не существительное: это глагол (инфинитив); "
                                    "в словаре Ефремовой его нет\n"),
    (("dict", "check", "х1"), 1, "нет  х1: в слове «х1» есть знаки, которые не являются буквами кириллицы: "
                                 "цифра «1» на позиции 2\n"),
    (("doublet", "бант", "коса", "--all-words"), 0, "БАНТ\nрант   1: б→р\nрана   4: т→а\nраса   3: н→с\nроса   2: а→о\n"
                                    "КОСА   1: р→к\n4 звена; словарь «ru_nouns», 2015 слов из 4 букв\n"),
    (("--version",), 0, "wordgames, версия 0.1.0 (язык интерфейса: русский)\n"),
    (("snake", "challenge", "--played", "опера,раструб", "--claim", "шуба", "--examples", "2"), 1,
     "правое слово: «раструб»; названное продолжение: «шуба»\n"
     "решение: проиграно — сторона, которую спросили, получает поражение в партии\n"
     "  правило 2: «шуба» должно начинаться с последних букв правого слова «раструб»\n"
     "  корректное продолжение было, например «большинство», «бизнес»\n"),
    (("snake", "challenge", "--played", "опера,раструб", "--claim", "бубен", "--examples", "2"), 0,
     "правое слово: «раструб»; названное продолжение: «бубен»\n"
     "решение: продолжение есть — сторона спросившего штрафуется на 100 очков «за беспричинное недоверие»\n"
     "  «бубен» — корректное продолжение слова «раструб»\n"
     "  например: большинство, бизнес\n"),
    (("snake", "challenge", "--played", "опера,раструб", "--claim", "бубен", "--examples", "0",
      "--distrust-penalty", "21"), 0,
     "правое слово: «раструб»; названное продолжение: «бубен»\n"
     "решение: продолжение есть — сторона спросившего штрафуется на 21 очко «за беспричинное недоверие»\n"
     "  «бубен» — корректное продолжение слова «раструб»\n"),
    (("snake", "check", "опера", "--first", "о"), 0,
     "принято: «опера» (первое выкладывание вправо, новые карточки ПЕРА), 7 очков\n"),
    (("snake", "check", "кот", "--after", "раструб"), 1,
     "отклонено: «кот»\n"
     "  правило 2: «кот» должно начинаться с последних букв правого слова «раструб»\n"
     "  правило 4: в слове «кот» 3 буквы, а нужно не менее четырёх\n"),
    (("snake", "check", "кино", "--after", "раструб", "--left", "--leftmost", "о", "--turn-words", "2"), 1,
     "отклонено: «кино»\n  правило о левой выкладке отдельно: в этом ходу уже были обычные выкладывания\n"),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_real_jobs_in_russian(args, code, output):
    assert run(*args) == (code, output)


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(args, code, output):
    _, text = run(*args)
    latin = set(re.findall(r"[A-Za-z_]{2,}", text)) - {"ru_nouns", "wordgames"}
    assert latin == set()


@pytest.mark.parametrize("args, code, output", [
    (("dict", "check", "столы"), 1, "no   столы: «столы» is the plural of «стол»; Efremova's dictionary does not list it\n"),
    (("doublet", "бант", "коса", "--all-words"), 0, "БАНТ\nрант   1: б→р\nрана   4: т→а\nраса   3: н→с\nроса   2: а→о\n"
                                    "КОСА   1: р→к\n4 links; dictionary 'ru_nouns', 2015 words of 4 letters\n"),
    (("--version",), 0, "wordgames, version 0.1.0 (interface: English)\n"),
])
def test_english_output_is_what_it_was(args, code, output):
    assert run(*args, lang="en") == (code, output)


def test_click_speaks_russian_too():
    # a process of its own, as at the terminal: click builds each --help option once per process
    done = subprocess.run([sys.executable, "-m", "wordgames_cli", "--lang", "ru", "dict", "--help"],
                          capture_output=True, text=True, env={**os.environ, "WORDGAMES_LANG": "en"})
    assert done.returncode == 0 and done.stdout.startswith("Использование: wordgames dict [ПАРАМЕТРЫ] КОМАНДА [АРГУМЕНТЫ]...")
    assert "Показать эту справку и выйти." in done.stdout and "Параметры:" in done.stdout
    code, text = run("doublt")
    assert code == 2 and "Нет команды «doublt». Может быть, 'doublet'?" in text


def test_a_tournament_table_in_russian():
    code, text = run("games", "croquet", "tournament", "--players", "perfect,random", "--games", "21", "--no-progress")
    # a progress line ("Solving every position…") comes first when the croquet table is not cached yet
    first, header, *rows = [line for line in text.splitlines() if not line.endswith("…")]
    assert code == 0 and re.fullmatch(r"арифметический крокет: 21 партия за столом, зерно 1, \d+,\d с", first)
    assert header == "игрок    партий  среднее  ст. откл.  95% интервал  лучшая (зерно)   побед  мс/ход  нарушений"
    cells = [row.split() for row in rows]            # the time per move varies: every other cell is exact
    assert [c[:8] + c[9:] for c in cells] == [
        ["perfect", "21", "1,00", "0,00", "1,00–1,00", "1", "(1)", "100,0%", "0"],
        ["random", "21", "-1,00", "0,00", "-1,00–-1,00", "-1", "(1)", "0,0%", "0"],
    ]


def test_the_table_speaks_russian_to_a_person():
    result = CliRunner().invoke(cli, ["--lang", "ru", "games", "croquet", "play", "--players", "Оля,perfect",
                                      "--seed", "2"], input="?\nходы\nвыход\n")
    text = result.output                  # standard output and error, as the person sees them
    assert result.exit_code == 130
    for line in ["Команды:", "  ходы, moves      все разрешённые ходы", "  подсказка, hint  что сыграл бы компьютер",
                 "  назад, undo      взять назад последний ход (чужой — с согласия его автора;",     # wrapped to 80
                 "                   выпавшие кубики и карточки назад не берут)",
                 "  счёт, scores     счёт каждого игрока",
                 "  выход, quit      выйти из партии (сохраняется с --save; Ctrl-C тоже выходит)",
                 "  можно: 1, 2, 3, 4, 5, 6, 7, 8",
                 "Партия оставлена после: 0 ходов (не сохранена: используйте --save ФАЙЛ)."]:
        assert line in text.splitlines()
    assert all(len(line) <= 80 for line in text.splitlines() if not line.startswith("Оля, ваше число >"))


@pytest.mark.parametrize("n, turns", [(1, "1 ход"), (3, "3 хода"), (5, "5 ходов"), (21, "21 ход"), (111, "111 ходов")])
def test_turns_counted_in_russian(n, turns):
    from wordgames.table.sitting import turns_text
    i18n.set_language("ru")
    assert turns_text(n) == turns


def test_a_snake_game_in_russian():
    result = CliRunner().invoke(cli, ["--lang", "ru", "snake", "play", "--players", "Оля,expert", "--seed", "3"],
                                input="/готово\nа\n/выход\n")
    lines = result.output.splitlines()
    assert result.exit_code == 130
    for line in ["Открытая карточка: О. Начинает Оля.",
                 "открытая буква «о»: первое слово начинается или кончается ею",
                 "карточек на руках: игрок 1: 30, игрок 2: 30; в складе 419",
                 "очки: у стороны 1 0, у стороны 2 0"]:
        assert line in lines
    assert "Оля, выложите слово или /готово > /готово" in lines and "Оля ничего не выкладывает." in lines
    assert "Оля берёт 2 карточки из склада (осталось 417)." in lines
    assert "Оля, сбросьте карточку > а" in lines and "Оля сбрасывает А." in lines
    assert any(line.startswith("expert выкладывает «") and line.endswith(" очков.") for line in lines)


@pytest.mark.parametrize("typed, typed_words, command", [
    ("ходы", False, "moves"), ("подсказка", False, "hint"), ("назад", False, "undo"), ("выход", False, "quit"),
    ("выйти", False, "quit"), ("помощь", False, "help"), ("справка", False, "help"), ("/Ходы", False, "moves"),
    ("/quit", False, "quit"), ("quit", False, "quit"),
    ("выход", True, "выход"), ("ходы", True, "ходы"), ("/выход", True, "quit"), ("/подсказка", True, "hint"),
    ("/", False, "/"), ("/стол", True, "/стол"), ("б3", False, "б3"),
])
def test_the_shared_commands_have_russian_names(typed, typed_words, command):
    # in a game of typed words (Змейка) a bare Russian word stays a move: only the slashed form is a command
    from wordgames.table.human import command_word
    assert command_word(typed, typed_words) == command


def test_a_bare_russian_command_in_snake_is_a_word():
    result = CliRunner().invoke(cli, ["--lang", "ru", "snake", "play", "--players", "Оля,expert", "--seed", "3"],
                                input="выход\n?\n/выход\n")
    lines = result.output.splitlines()
    assert result.exit_code == 130
    assert "Оля, выложите слово или /готово > выход" in lines      # read as a placement, refused by the rules
    assert any(line.startswith("  правило") for line in lines)
    assert "  /ходы, moves      все разрешённые ходы" in lines
    assert "В этой игре русская команда пишется после косой черты (/ходы): слово без неё — это ход." \
        in " ".join(line.strip() for line in lines)                  # wrapped to the terminal's width


def test_a_latin_lookalike_in_a_russian_word_is_read_as_cyrillic_with_a_note():
    # «удар cиний» with a Latin c: the castle referee does not know «cиний», the table reads it as «синий»
    result = CliRunner().invoke(cli, ["--lang", "ru", "games", "castle", "play", "--players", "Аня,Боря,Вера,Гоша"],
                                input="удар cиний\nвыход\n")
    assert result.exit_code == 130
    assert "  латинская «c» на позиции 1 прочитана как кириллическая «с»" in result.output.splitlines()
    # the blue soldier's stroke is reported, and player 1's turn goes on: no turn has ended yet
    assert "Партия оставлена после: 0 ходов (не сохранена: используйте --save ФАЙЛ)." in result.output.splitlines()


def test_a_snake_game_played_to_the_end_in_russian(tmp_path):
    # the person in seat 1 plays what greedy played in the same seeded game: first the bots' game is saved,
    # then every choice of seat 1 that the table would ask a person for is typed as a person types it
    from wordgames.lexicon import Lexicon
    from wordgames.table.session import Session, load_game
    save = tmp_path / "bots.json"
    args = ["snake", "play", "--seed", "5", "--hand-size", "6"]
    assert CliRunner().invoke(cli, [*args, "--players", "greedy,expert", "--save", str(save)]).exit_code == 0
    session = Session.load(save)
    game, _final = load_game(session, Lexicon.default())
    i18n.set_language("ru")
    state, typed = game.new_initial_state(), []
    for data in session.actions:
        action = game.action_from_json(data)
        if state.current_player() == 0:
            view = state.view(0)
            if game.presenter().automatic(view) is None:
                typed.append(game.presenter().show_action(view, action))
        state = state.apply(action)
    result = CliRunner().invoke(cli, ["--lang", "ru", *args, "--players", "Оля,expert"], input="\n".join(typed) + "\n")
    lines = re.sub(r"\n    ", " ", result.output).splitlines()        # a line wrapped to the terminal, joined again
    assert result.exit_code == 0, result.output[-500:]
    assert lines[-3:] == game.presenter().result_lines(_final, ["Оля", "expert"])[-3:]     # the bots' own game, to the point
    assert lines[-1] in ("Побеждает сторона 1.", "Побеждает сторона 2.") and lines[-3].startswith("сторона 1 (Оля): ")
    assert not [line for line in lines if "попробуйте ещё раз" in line]        # every typed move was read


def test_a_lookalike_the_game_reads_itself_is_still_told():
    # Yam reads «Дoм» with a Latin o as «Дом» by itself; the person is told how it was read all the same
    result = CliRunner().invoke(cli, ["--lang", "ru", "games", "yam", "play", "--players", "Оля", "--seed", "1"],
                                input="з Дoм\nн\nвыход\n")
    lines = result.output.splitlines()
    assert "  латинская «o» на позиции 2 прочитана как кириллическая «о»" in lines
    assert "Записать 0 в позицию «Дом»? (д/н) > н" in lines


def test_a_held_croquet_player_sees_pass_in_russian_and_programs_still_read_pass():
    from wordgames.games.croquet.game import CroquetGame
    from wordgames.games.croquet.course import PASS
    shown = CroquetGame().presenter()
    i18n.set_language("ru")
    assert (shown.show_action(None, PASS), shown.format_action(None, PASS)) == ("пас", "pass")
    assert shown.parse_action(None, "пас") == PASS


# click's messages a developer meets (a command declared wrongly, Windows, an editor, deprecations), not a user
CLICK_DEVELOPERS_ONLY = {
    "d", "{editor}: Editing failed", "{editor}: Editing failed: {e}", "Windows error: {error}", "deprecated",
    "DeprecationWarning: The command {name!r} is deprecated.{extra_message}",
    "DeprecationWarning: The {param_type} {name!r} is deprecated.{extra_message}", "Name '{name}' defined twice",
    "Boolean option {decl!r} cannot use the same flag for true/false.",
    "Could not determine name for option with declarations {decls!r}",
    "No options defined but a name was passed ({name}). Did you mean to declare an argument instead? "
    "Did you mean to pass '--{name}'?",
    "(dynamic)", "Arguments take exactly one parameter declaration, got {length}: {decls}.",
    "Confirm the action without prompting.", "%(prog)s, version %(version)s", "Missing {param_type}", "unknown error",
    "Invalid start character for option ({option})", "Unknown color {colour!r}", "Choice({choices})",
    "{value!r} does not match the format {format}.", "{value!r} is not a valid UUID.",
    "{len_type} values are required, but {len_value} was given.", "Unknown standard stream '{name}'",
}


def click_messages() -> set[str]:
    """Every message click's own code looks up (``_("…")``, ``ngettext("…", …)``: the first string)."""
    import click
    from pathlib import Path
    found = set()
    for path in Path(click.__file__).parent.glob("*.py"):
        for call in re.finditer(r'(?<![\w.])(?:_|ngettext)\(\s*((?:"[^"]*"\s*)+)', path.read_text(encoding="utf-8")):
            found.add("".join(re.findall(r'"([^"]*)"', call.group(1))).encode().decode("unicode_escape"))
    return found


def test_every_message_of_click_a_user_can_meet_is_in_russian(russian):
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in russian if m.id and m.string}
    assert len(click_messages()) > 60
    assert sorted(click_messages() - ids - CLICK_DEVELOPERS_ONLY) == []


# -- no user-facing error written outside the catalogue -----------------------------------------------

HOUSE_ERRORS = {"InputFormatError", "UsageError", "IllegalMoveError", "WordgamesError", "BadParameter"}
JSON_PATH_PREFIX = re.compile(r"^[a-z_]+(\[\{\}\])?: \{\}$")    # «actions[3]: <a translated message>»
# errors only a program using the library meets (an argument of the wrong type), not a person at the table
FOR_PROGRAMMERS = {
    "this position has no words to play with: make it with LinesGame (its new_initial_state or state_from_dict)",
    "Змейка needs a lexicon", "a hand is a Counter of letters and '*', not {}", "«{}» cannot lie with {} new cards",
    "jokers must be 'all' or 'needed', not {}", "turn must be a Turn, not {}", "a snake is a row of letter cards, not {}",
    "{} is not a card of Змейка: a hand holds letters а–я (ё is е) and jokers '*'",
    "the hand holds {} of {}: a count is a whole number, 0 or more", "a Змейка position is read with its game's rules",
}


def written_errors():
    """Yield (file, message) for every house error raised with a message written in place (not looked up)."""
    import ast
    from pathlib import Path
    root = i18n.LOCALE_DIR.parents[1]
    for top in messages.SOURCES:
        for path in sorted((root / top).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
                first = node.args[0]
                if name in HOUSE_ERRORS and isinstance(first, (ast.Constant, ast.JoinedStr)):
                    parts = [first] if isinstance(first, ast.Constant) else first.values
                    text = "".join(p.value if isinstance(p, ast.Constant) else "{}" for p in parts)
                    if isinstance(text, str) and re.search(r"[A-Za-z]{3,}", text.replace("{}", "")):
                        yield str(Path(path).relative_to(root)), text


def test_every_error_a_person_reads_goes_through_the_catalogue():
    """An error raised with an English sentence written in place would stay English in the Russian interface."""
    found = list(written_errors())
    assert any(text in FOR_PROGRAMMERS for _file, text in found)          # the scan sees them
    assert [(f, t) for f, t in found if t not in FOR_PROGRAMMERS and not JSON_PATH_PREFIX.match(t)] == []
