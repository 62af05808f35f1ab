"""The word commands in Russian: dict, doublet and snake (show, continuations, referee) — real jobs with their
exact Russian output (read line by line for grammar), no Latin word in it, the English output unchanged, the
plural forms, and the stable JSON codes beside translated reasons."""

import json
import re

import pytest
from click.testing import CliRunner

from wordgames import i18n
from wordgames.i18n import ngettext
from wordgames.lexicon import data_dir
from wordgames_cli.main import cli

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


@pytest.fixture
def files(tmp_path, monkeypatch):
    """Write the word lists, the records and a user-words file; run the jobs in that folder."""
    (tmp_path / "referee.txt").write_text("\n".join(REFEREE_WORDS) + "\n", encoding="utf-8")
    (tmp_path / "tiny.txt").write_text("\n".join(TINY_WORDS) + "\n", encoding="utf-8")
    for name, text in (("broken.txt", BROKEN), ("fair.txt", FAIR), ("four.txt", FOUR), ("conceded.txt", CONCEDED),
                       ("snake.txt", SNAKE)):
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "mine.txt").write_text("+блинчик  связывает блин и блик\n-какао\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WORDGAMES_USER_WORDS", str(tmp_path / "mine.txt"))
    return tmp_path


def run(*args, lang="ru"):
    result = CliRunner().invoke(cli, ["--lang", lang, *args])
    return result.exit_code, result.output          # standard output and error, as a person sees them


RUSSIAN_JOBS = [
    # doublet --verify: a bad chain, every fault by the word's place and the rule's number (rules 2 and 3)
    (("doublet", "--verify", "бант", "рант", "раса", "рант", "ранк", "--links", "роса"), 1,
     "слово 3 «раса»: меняет 2 буквы слова «рант» (на местах 3, 4); правило 2 разрешает заменить только одну\n"
     "слово 4 «рант»: меняет 2 буквы слова «раса» (на местах 3, 4); правило 2 разрешает заменить только одну\n"
     "слово 4 «рант»: повторяет слово 2; правило 3: ни одно слово не должно встречаться дважды\n"
     "слово 5 «ранк»: слова «ранк» нет ни в Открытом корпусе, ни в словаре Ефремовой\n"
     "меченого звена «роса» нет среди звеньев; правило 3: меченые звенья вставляются в цепочку в том порядке, "
     "в каком они заданы\n"
     "Ошибка: в цепочке 5 ошибок\n"),
    (("doublet", "--verify", "бант", "рант", "ранты"), 1,
     "слово 3 «ранты»: в нём 5 букв, а в слове «рант» перед ним — 4; по правилу 2 каждая буква остаётся на своём месте\n"
     "слово 3 «ранты»: «ранты» — множественное число слова «рант»; в словаре Ефремовой его нет\n"
     "Ошибка: в цепочке 2 ошибки\n"),
    (("doublet", "--verify", "бант", "рант", "рана", "раса", "роса", "коса", "--links", "роса,рана"), 1,
     "слово 3 «рана»: меченое звено стоит раньше, чем «роса» (слово 5); правило 3: меченые звенья — в заданном порядке\n"
     "Ошибка: в цепочке 1 ошибка\n"),
    (("doublet", "--verify", "бант"), 1,
     "в цепочке должны быть хотя бы оба слова дублета, а дано 1 слово\nОшибка: в цепочке 1 ошибка\n"),
    # Vanity Fair: the text's own example, five links where four will do: 7 marks of 8
    (("doublet", "--verify", "бант", "кант", "рант", "рана", "раса", "роса", "коса"), 0,
     "цепочка верна: 5 звеньев; наименьшее возможное число звеньев — 4 (словарь «ru_nouns»)\n"
     "оценка: 7 очков из 8 («Ярмарка тщеславия», 1 лишнее звено)\n"),
    (("doublet", "--verify", "бант", "кант", "рант", "рана", "раса", "роса", "коса", "--score", "new"), 0,
     "цепочка верна: 5 звеньев; наименьшее возможное число звеньев — 4 (словарь «ru_nouns»)\n"
     "оценка: 12 очков из 16 (новый метод, 1 лишнее звено)\n"),
    (("doublet", "бант", "рана", "коса"), 0,
     "БАНТ\nрант   1: б→р\nрана   4: т→а  (меченое звено)\nраса   3: н→с\nроса   2: а→о\nКОСА   1: р→к\n"
     "4 звена; словарь «ru_nouns», 2015 слов из 4 букв\n"),
    # the reasons there is no chain
    (("doublet", "кот", "дом", "--dict", "tiny.txt"), 1,
     "Ошибка: цепочки от «кот» до «дом» нет: эти слова лежат в разных связных группах среди 6 слов из 3 букв словаря "
     "«tiny.txt»: «кот» — в группе из 5 слов (кип, кит, коп, кот, сип), «дом» стоит особняком (ни одно слово "
     "списка не отличается от него одной буквой)\n"),
    (("doublet", "кот", "котик"), 1,
     "Ошибка: цепочки нет: дублет — это два слова из одинакового числа букв (в «кот» — 3, в «котик» — 5)\n"),
    (("doublet", "бант", "коса", "бант"), 1,
     "Ошибка: цепочки нет: слово «бант» задано дважды (слова 1 и 3); правило 3: ни одно слово не должно "
     "встречаться в цепочке дважды\n"),
    (("doublet", "кот", "кот", "--dict", "tiny.txt"), 1,
     "Ошибка: цепочки нет: оба слова дублета одинаковы; правило 3: ни одно слово не должно встречаться в цепочке "
     "дважды\n"),
    # --stats, --puzzle, --all, --batch
    (("doublet", "--stats", "--length", "3", "--dict", "tiny.txt"), 0,
     "слов из 3 букв в словаре «tiny.txt»: 6\n"
     "связей между ними (пар слов, различающихся одной буквой): 5\n"
     "связных групп: 2; в самой большой 5 слов\n"
     "одиночных слов: 1 (дом)\n"
     "самая длинная из кратчайших цепочек в самой большой группе: 2 звена, КОТ → СИП\n"
     "  КОТ кит кип СИП\n"),
    (("doublet", "--puzzle", "--length", "4", "--count", "3", "--seed", "1", "--answers", "--all-words"), 0,
     "3 дублета из 4 букв, звеньев: 5–7 (зерно 1, словарь «ru_nouns»):\n"
     "МЕРА → СОНЯ  (6 звеньев):  МЕРА мура тура тора торг тонг тоня СОНЯ\n"
     "РЕКА → МОЗГ  (6 звеньев):  РЕКА рака така тара тора торг морг МОЗГ\n"
     "ТИГР → КОЖА  (7 звеньев):  ТИГР титр литр ливр лавр лава лажа ложа КОЖА\n"),
    (("doublet", "--all", "рак", "суп", "--cap", "3", "--all-words"), 0,
     "2 кратчайшие цепочки в 2 звена; первые по алфавиту (2):\n   1  РАК сак сап СУП\n   2  РАК сак сук СУП\n"
     "самая привычная:\nРАК\nсак   1: р→с\nсук   2: а→у\nСУП   3: к→п\n2 звена; словарь «ru_nouns», 567 слов из 3 букв\n"),
    (("doublet", "--count", "3", "кот", "кит"), 2, "Ошибка: --count используется с --puzzle, а не с решением одного дублета\n"),
    (("doublet", "--all", "кот", "кип", "--cap", "1", "--dict", "tiny.txt"), 0,
     "2 кратчайшие цепочки в 1 звено; первые по алфавиту (1):\n   1  КОТ кит КИП\n"
     "самая привычная:\nКОТ\nкит   2: о→и\nКИП   3: т→п\n1 звено; словарь «tiny.txt», 6 слов из 3 букв\n"),
    # dict: a Latin look-alike read as Cyrillic, with a warning
    (("dict", "check", "кoт"), 0,
     "Предупреждение: «кoт»: латинская «o» на позиции 2 прочитана как кириллическая «о»\n"
     "да   кот: слово «кoт» есть и в Открытом корпусе, и в словаре Ефремовой\n"),
    (("dict", "user"), 0, "# {files}/mine.txt\n+блинчик  связывает блин и блик\n-какао\n"),
    (("dict", "user", "--no-user-words"), 0, "# (ваши слова не учитываются)\n"),
    (("dict", "add", "кот"), 0, "слово «кот» есть в словаре ({files}/mine.txt)\n"),
    (("dict", "add", "какао"), 0, "слово «какао» снова есть в словаре ({files}/mine.txt)\n"),
    (("dict", "add", "котяра", "--note", "из словаря Даля"), 0, "слово «котяра» добавлено в ваши слова ({files}/mine.txt)\n"),
    (("dict", "remove", "кот"), 0, "слово «кот» удалено из вашего словаря ({files}/mine.txt)\n"),
    (("dict", "remove", "столы"), 1, "Ошибка: «столы» — множественное число слова «стол»; в словаре Ефремовой его нет; "
                                     "удалять нечего\n"),
    (("dict", "add", "к1т"), 2, "Ошибка: нельзя добавить «к1т»: цифра «1» на позиции 2\n"),
    (("dict", "add", "кот", "--no-user-words"), 2, "Ошибка: ваши слова отключены (--no-user-words); менять нечего\n"),
    # files that cannot be read
    (("dict", "check", "кот", "--dict", "missing.txt"), 2,
     "Ошибка: не удаётся прочитать словарь «missing.txt»: нет такого файла или папки\n"),
    (("snake", "show", "missing.txt"), 2, "Ошибка: не удаётся прочитать «missing.txt»: нет такого файла или папки\n"),
    (("doublet", "--batch", "missing.txt"), 2,
     "Ошибка: не удаётся прочитать файл дублетов «missing.txt»: нет такого файла или папки\n"),
    # snake check: the rule 6 warning and a refused request
    (("snake", "check", "домик", "--after", "раструб", "--diminutives", "warn"), 1,
     "отклонено: «домик»\n  правило 2: «домик» должно начинаться с последних букв правого слова «раструб»\n"
     "  предупреждение: «домик» — возможно, уменьшительная форма слова «дом» (правило 6 разрешает её, только если "
     "суффикс придаёт слову новый смысл)\n"),
    (("snake", "check", "опера", "--first", "о", "--jokers", "1"), 2,
     "Ошибка: --jokers: позиция 1 («о») — не новая карточка слова «опера» (новые карточки — с 2 по 5)\n"),
    (("snake", "check", "опера"), 2, "Ошибка: укажите правое слово через --after, партию через --played или открытую букву через --first\n"),
    # snake show and continuations
    (("snake", "show", "snake.txt"), 0,
     "О П Е Р А           К А\n          С Т Р У Б\n\n"
     "  1. Оля: опера (первое, вправо)\n  2. Петя: раструб (вправо)\n  3. Оля: рубка (вправо)\n"
     "правое слово: «рубка»; крайняя левая буква: «о»\n"),
    (("snake", "continuations", "раструб", "--limit", "3"), 0,
     "«раструб»: 3266 слов-продолжений (3266 выкладываний); 3 самых привычных:\n"
     "  большинство      б+ОЛЬШИНСТВО   частота 5,07\n"
     "  бизнес           б+ИЗНЕС        частота 5,05\n"
     "  брат             б+РАТ          частота 5,00\n"),
    (("snake", "continuations", "торт", "--dict", "referee.txt"), 0,
     "«торт»: 1 слово-продолжение (1 выкладывание); 1 самое привычное:\n"
     "  ткань            т+КАНЬ         частота 0,00\n"),
    (("snake", "continuations", "тушь"), 1,
     "у слова «тушь» нет продолжения в словаре «ru_nouns» (74933 слова).\n"
     "Проверены все окончания: «ь», «шь», «ушь»; ни одно ещё не выложенное слово из четырёх и более букв не "
     "начинается ни с одного из них так, чтобы быть длиннее его.\n"),
    (("snake", "continuations", "раструб", "--cards", "ббббббббббб"), 2,
     "Ошибка: --cards: видно 11 карточек «б», а в наборе их только 10\n"),
    # snake referee: every broken rule by line, column and rule, then the score sheet
    (("snake", "referee", "broken.txt", "--dict", "referee.txt"), 1,
     "Нарушения правил (7):\n"
     "  строка 6, столбец 6: правило 1: «к1т»: цифра «1» на позиции 2 — не русская буква\n"
     "  строка 7, столбец 7: правило об очерёдности ходов: сейчас ход игрока Оля, а не игрока Петя\n"
     "  строка 7, столбец 7: правило о вопросе о продолжении: правого слова, о котором можно спросить, ещё нет\n"
     "  строка 8, столбец 6: правило об очерёдности ходов: сейчас ход игрока Петя, а не игрока Оля\n"
     "  строка 8, столбец 34: правило о передаче: в игре вдвоём карточки не передают\n"
     "  строка 11, столбец 7: правило о сбросе: ход игрока Оля кончается без сброса, обязательного после взятия\n"
     "  правило об оставшихся карточках: у игрока Оля остаётся 5 карточек, среди них б к н, а записано: а\n"
     "Счёт (2 слова):\n"
     "                                   Оля  Петя\n"
     "  слова                              7    15\n"
     "  премии за выход                    0     0\n"
     "  беспричинное недоверие             0     0\n"
     "  нелегальная передача информации    0     0\n"
     "  карточки на руках                 -1    -6\n"
     "  итого                              6     9\n"
     "Партия не окончена: запись обрывается, когда в складе 461 карточка.\n"
     "Петя ведёт с перевесом в 3 очка.\n"),
    (("snake", "referee", "fair.txt", "--dict", "referee.txt"), 0,
     "Все ходы сделаны по правилам.\n"
     "Примечания:\n"
     "  строка 9: «рубка» продолжает «раструб»: сторона игрока Оля штрафуется на 100 очков за беспричинное недоверие\n"
     "Счёт (2 слова):\n"
     "                                    Оля  Петя\n"
     "  слова                               7    15\n"
     "  премии за выход                     0     0\n"
     "  беспричинное недоверие           -100     0\n"
     "  нелегальная передача информации     0     0\n"
     "  карточки на руках                  -7    -8\n"
     "  итого                            -100     7\n"
     "Партия не окончена: запись обрывается, когда в складе 459 карточек.\n"
     "Петя ведёт с перевесом в 107 очков.\n"),
    (("snake", "referee", "four.txt", "--dict", "referee.txt"), 0,
     "Все ходы сделаны по правилам.\n"
     "Счёт (1 слово):\n"
     "                                   Оля и Коля  Петя и Маша\n"
     "  слова                                     7            0\n"
     "  премии за выход                         250            0\n"
     "  беспричинное недоверие                    0            0\n"
     "  нелегальная передача информации           0            0\n"
     "  карточки на руках                       -40          -80\n"
     "  итого                                   217          -80\n"
     "Вышли: Оля.\n"
     "Партия не окончена: запись обрывается, когда в складе 463 карточки.\n"
     "Оля и Коля ведут с перевесом в 297 очков.\n"),
    (("snake", "referee", "conceded.txt", "--dict", "referee.txt"), 1,
     "Нарушения правил (1):\n"
     "  строка 9, столбец 7: правило об окончании партии: партия окончена (игрок Оля не называет продолжения "
     "слова «ткань»: его сторона получает поражение в партии): дальше не играют\n"
     "Примечания:\n"
     "  строка 6: у слова «ткань» нет продолжения (правило 5); это выясняется только вопросом о продолжении\n"
     "Счёт (1 слово):\n"
     "                                   Оля  Петя\n"
     "  слова                             11     0\n"
     "  премии за выход                    0     0\n"
     "  беспричинное недоверие             0     0\n"
     "  нелегальная передача информации    0     0\n"
     "  карточки на руках                 -2    -5\n"
     "  итого                              9    -5\n"
     "Партия окончена: игрок Оля не называет продолжения слова «ткань»: его сторона получает поражение в партии.\n"
     "Петя побеждает: другая сторона проиграла на вопросе о продолжении.\n"),
    (("snake", "referee", "-", "--dict", "referee.txt"), 2,
     "Ошибка: <stdin>: запись партии начинается со строки «игроки: А, Б[, В, Г]» (или «players: …»)\n"),
    # click's own messages name its number types in Russian too
    (("games", "yam", "advise", "23666", "--rolls-left", "x"), 2,
     "Ошибка: Недопустимое значение '--rolls-left': «x» — не целое число. (см. «wordgames games yam advise --help»)\n"),
    (("battle", "tournament", "--games", "2.5"), 2,
     "Ошибка: Недопустимое значение '--games': «2.5» — не целое число. (см. «wordgames battle tournament --help»)\n"),
    (("snake", "show", "."), 2,
     "Ошибка: Недопустимое значение 'ЗАПИСЬ': Файл «.» — это папка. (см. «wordgames snake show --help»)\n"),
    (("doublet", "--json=1", "кот", "кит"), 2,
     "Ошибка: Параметр «--json» не принимает значения. (см. «wordgames doublet --help»)\n"),
    (("doublet", "--min-zipf", "много", "кот", "кит"), 2,
     "Ошибка: Недопустимое значение '--min-zipf': «много» — не число. (см. «wordgames doublet --help»)\n"),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_real_jobs_in_russian(files, args, code, output):
    assert run(*args) == (code, output.format(files=files))


def test_dict_info_in_russian_says_the_interface_language(files):
    code, text = run("dict", "info")
    lines = text.splitlines()
    assert code == 0
    assert lines[:5] == [
        "словарь:         ru_nouns",
        f"файл:            {data_dir() / 'ru_nouns.marisa'}",
        "                 источник: OpenCorpora 0.92 (ревизия 417150) через pymorphy3-dicts-ru 2.4.417150.4580142",
        "                 частоты: wordfreq 3.1.1, русские данные, шкала Ципфа, суммы по написаниям с е и ё; "
        "0 — нет в списке",
        "                 записей: 78439; ключей (ё читается как е): 78350",
    ]
    assert lines[5:7] == [
        "                 второй источник: толковый словарь Т. Ф. Ефремовой (заглавных слов-существительных: 51301), "
        "через Harrix/Russian-Nouns (лицензия MIT)",
        "                 ключей по источникам: Открытый корпус 67632, Ефремова 50651, оба 39933"]
    assert lines[7] == "слов:            78349"      # «блинчик» is in the dictionary now (Efremova's), «какао» removed
    assert lines[8].startswith("по длине:        1: 3, 2: 58, 3: 567, 4: 2015, 5: 4377,")
    assert lines[9:] == ["по источникам:   Открытый корпус 67632, словарь Ефремовой 50651, оба 39933",
                         f"ваши слова:      добавлено: 1, исключено: 1 ({files / 'mine.txt'})",
                         "язык интерфейса: русский"]
    assert run("dict", "info", "--no-user-words")[1].splitlines()[-2:] == [
        "ваши слова:      добавлено: 0, исключено: 0", "язык интерфейса: русский"]


LATIN_ALLOWED = {"ru_nouns", "tiny", "txt", "referee", "OpenCorpora", "pymorphy", "marisa", "mine", "missing", "dicts", "ru", "wordfreq",
                 "Harrix", "Russian", "Nouns", "MIT",
                 "cards", "count", "puzzle", "no", "user", "words", "players", "stdin", "after", "first",
                 "jokers", "played"}


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(files, args, code, output):
    _code, text = run(*args)
    text = text.replace(str(files), "").replace(str(data_dir()), "")
    text = re.sub(r"«wordgames [^»]*»|'--[a-z-]+'|«--[a-z-]+»", "", text)       # what is typed: a command, an option
    latin = set(re.findall(r"[A-Za-z_]{2,}", text)) - LATIN_ALLOWED
    assert latin == set()


def test_no_english_word_in_dict_info(files):
    _code, text = run("dict", "info")
    text = text.replace(str(files), "").replace(str(data_dir()), "")
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - LATIN_ALLOWED == set()


@pytest.mark.parametrize("args, code, output", [
    (("doublet", "--verify", "бант", "рант", "раса", "рант", "ранк", "--links", "роса"), 1,
     "word 3 «раса»: changes 2 letters of «рант» (at places 3, 4); rule 2 allows one\n"
     "word 4 «рант»: changes 2 letters of «раса» (at places 3, 4); rule 2 allows one\n"
     "word 4 «рант»: already appears as word 2; rule 3: no word may appear twice\n"
     "word 5 «ранк»: «ранк» is in neither OpenCorpora nor Efremova's dictionary\n"
     "the marked link «роса» is not among the links; rule 3: marked links must be in the chain in the given order\n"
     "Error: the chain has 5 faults\n"),
    (("doublet", "--verify", "бант", "кант", "рант", "рана", "раса", "роса", "коса"), 0,
     "valid chain: 5 links; the fewest possible is 4 (dictionary 'ru_nouns')\n"
     "score: 7 of 8 (Vanity Fair, 1 extra link)\n"),
    (("doublet", "кот", "дом", "--dict", "tiny.txt"), 1,
     "Error: no chain from «кот» to «дом»: they lie in different connected groups of the 6 words of 3 letters in "
     "'tiny.txt': «кот» is in a group of 5 words (кип, кит, коп, кот, сип), «дом» is alone (no word of the list "
     "differs from it in one letter)\n"),
    (("doublet", "--stats", "--length", "3", "--dict", "tiny.txt"), 0,
     "words of 3 letters in 'tiny.txt': 6\nlinks between them (pairs one letter apart): 5\n"
     "connected groups: 2; the largest has 5 words\nisolated words: 1 (дом)\n"
     "longest shortest chain in the largest group: 2 links, КОТ → СИП\n  КОТ кит кип СИП\n"),
    (("doublet", "--puzzle", "--length", "4", "--count", "1", "--seed", "1", "--all-words"), 0,
     "1 doublet of 4 letters, 5-7 links (seed 1, dictionary 'ru_nouns'):\nМЕРА → СОНЯ  (6 links)\n"),
    (("doublet", "--count", "3", "кот", "кит"), 2, "Error: --count goes with --puzzle, not with solving one doublet\n"),
    (("dict", "add", "кот"), 0, "«кот» is in the dictionary ({files}/mine.txt)\n"),
    (("dict", "check", "кот", "--dict", "missing.txt"), 2,
     "Error: cannot read dictionary 'missing.txt': No such file or directory\n"),
    (("snake", "show", "missing.txt"), 2, "Error: cannot read 'missing.txt': No such file or directory\n"),
    (("dict", "user", "--no-user-words"), 0, "# (user words ignored)\n"),
    (("snake", "show", "snake.txt"), 0,
     "О П Е Р А           К А\n          С Т Р У Б\n\n"
     "  1. Оля: опера (first-right)\n  2. Петя: раструб (right)\n  3. Оля: рубка (right)\n"
     "right word: «рубка»; leftmost letter: «о»\n"),
    (("snake", "continuations", "тушь"), 1,
     "«тушь» has no continuation in ru_nouns (74933 words).\nSearched every ending: «ь», «шь», «ушь»; no unplayed "
     "word of four or more letters begins with one of them and is longer.\n"),
    (("snake", "referee", "broken.txt", "--dict", "referee.txt"), 1,
     "Rules broken (7):\n"
     "  line 6, column 6: rule 1: 'к1т': digit '1' at position 2 is not a Russian letter\n"
     "  line 7, column 7: rule turn: it is Оля's turn, not Петя's\n"
     "  line 7, column 7: rule challenge: there is no right word to challenge yet\n"
     "  line 8, column 6: rule turn: it is Петя's turn, not Оля's\n"
     "  line 8, column 34: rule pass: there is no passing in the game of two\n"
     "  line 11, column 7: rule discard: Оля's turn ends without the discard that must follow taking\n"
     "  rule left: Оля is left with 5 cards including б к н, not а\n"
     "Score sheet (2 words):\n"
     "                       Оля  Петя\n"
     "  words                  7    15\n"
     "  going-out bonuses      0     0\n"
     "  unfounded distrust     0     0\n"
     "  illegal information    0     0\n"
     "  cards left in hand    -1    -6\n"
     "  total                  6     9\n"
     "The game is not over: the record stops with 461 cards in the stock.\n"
     "Петя leads by 3 points.\n"),
    (("snake", "referee", "four.txt", "--dict", "referee.txt"), 0,
     "Every move keeps the rules.\nScore sheet (1 word):\n"
     "                       Оля & Коля  Петя & Маша\n"
     "  words                         7            0\n"
     "  going-out bonuses           250            0\n"
     "  unfounded distrust            0            0\n"
     "  illegal information           0            0\n"
     "  cards left in hand          -40          -80\n"
     "  total                       217          -80\n"
     "Went out: Оля.\nThe game is not over: the record stops with 463 cards in the stock.\n"
     "Оля & Коля lead by 297 points.\n"),
    (("games", "yam", "advise", "23666", "--rolls-left", "x"), 2,
     "Error: Invalid value for '--rolls-left': 'x' is not a valid integer range. "
     "(see 'wordgames games yam advise --help')\n"),
    (("doublet", "--min-zipf", "abc", "кот", "кит"), 2,
     "Error: Invalid value for '--min-zipf': 'abc' is not a valid float range. (see 'wordgames doublet --help')\n"),
    # the parser's own errors name the command's help too
    (("doublet", "кот", "кит", "--min-zipf"), 2,
     "Error: Option '--min-zipf' requires an argument. (see 'wordgames doublet --help')\n"),
    (("games", "yam", "play", "--seed"), 2,
     "Error: Option '--seed' requires an argument. (see 'wordgames games yam play --help')\n"),
])
def test_english_output_is_what_it_was(files, args, code, output):
    assert run(*args, lang="en") == (code, output.format(files=files))


def test_dict_info_in_english_says_the_interface_language(files):
    code, text = run("dict", "info", lang="en")
    lines = text.splitlines()
    assert code == 0 and lines[0] == "dictionary: ru_nouns" and lines[2].startswith("            source: OpenCorpora")
    assert lines[-2:] == [f"your words: 1 added, 1 removed ({files / 'mine.txt'})", "interface:  English"]
    assert json.loads(run("dict", "info", "--json", lang="ru")[1])["language"] == "ru"


@pytest.mark.parametrize("singular, plural, forms", [
    ("{n} link", "{n} links", ["1 звено", "2 звена", "5 звеньев", "11 звеньев", "21 звено", "22 звена", "111 звеньев"]),
    ("{n} extra link", "{n} extra links", ["1 лишнее звено", "2 лишних звена", "5 лишних звеньев", "11 лишних звеньев",
                                           "21 лишнее звено", "22 лишних звена", "111 лишних звеньев"]),
    ("{n} continuation word", "{n} continuation words",
     ["1 слово-продолжение", "2 слова-продолжения", "5 слов-продолжений", "11 слов-продолжений",
      "21 слово-продолжение", "22 слова-продолжения", "111 слов-продолжений"]),
    ("the chain has {n} fault", "the chain has {n} faults",
     ["в цепочке 1 ошибка", "в цепочке 2 ошибки", "в цепочке 5 ошибок", "в цепочке 11 ошибок", "в цепочке 21 ошибка",
      "в цепочке 22 ошибки", "в цепочке 111 ошибок"]),
    ("Score sheet ({n} word):", "Score sheet ({n} words):",
     ["Счёт (1 слово):", "Счёт (2 слова):", "Счёт (5 слов):", "Счёт (11 слов):", "Счёт (21 слово):",
      "Счёт (22 слова):", "Счёт (111 слов):"]),
    ("«{word}» is in a group of {n} word", "«{word}» is in a group of {n} words",
     ["«кот» — в группе из 1 слова", "«кот» — в группе из 2 слов", "«кот» — в группе из 5 слов",
      "«кот» — в группе из 11 слов", "«кот» — в группе из 21 слова", "«кот» — в группе из 22 слов",
      "«кот» — в группе из 111 слов"]),
    ("{side} leads by {n} point.", "{side} leads by {n} points.",
     ["Оля ведёт с перевесом в 1 очко.", "Оля ведёт с перевесом в 2 очка.", "Оля ведёт с перевесом в 5 очков.",
      "Оля ведёт с перевесом в 11 очков.", "Оля ведёт с перевесом в 21 очко.", "Оля ведёт с перевесом в 22 очка.",
      "Оля ведёт с перевесом в 111 очков."]),
])
def test_plural_forms_of_the_word_commands(singular, plural, forms):
    i18n.set_language("ru")
    assert [ngettext(singular, plural, n).format(n=n, word="кот", side="Оля")
            for n in (1, 2, 5, 11, 21, 22, 111)] == forms


def test_json_keeps_its_keys_and_adds_stable_codes_beside_translated_reasons(files):
    code, text = run("doublet", "--verify", "бант", "рант", "раса", "рант", "ранк", "--links", "роса", "--json")
    data = json.loads(text[:text.rindex("}") + 1])
    assert code == 1 and set(data) == {"valid", "chain", "marked", "faults"}
    assert [(f["rule"], f["code"]) for f in data["faults"]] == [
        ("2", "letters"), ("2", "letters"), ("3", "repeat"), ("dictionary", "dictionary"), ("3", "marked-missing")]
    assert data["faults"][0]["message"] == "меняет 2 буквы слова «рант» (на местах 3, 4); правило 2 разрешает заменить " \
                                           "только одну"
    result = CliRunner().invoke(cli, ["--lang", "ru", "doublet", "--batch", "-", "--json", "--dict", "tiny.txt"],
                                input="кот кип\nкот\nкот дом\nкот мост\nкот кот\nкот кыш\n")
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line.get("code") for line in lines] == [None, "input", "no-chain-groups", "no-chain-lengths",
                                                    "no-chain-repeat", "unknown-word"]
    sheets = [json.loads(run("snake", "referee", name, "--json", "--dict", "referee.txt")[1])
              for name in ("broken.txt", "four.txt", "conceded.txt")]
    assert [s["end_code"] for s in sheets] == ["record-stops", "record-stops", "challenge"]
    assert [s["note_codes"] for s in sheets] == [[], [], ["dead-end"]]
    fair = json.loads(run("snake", "referee", "fair.txt", "--json", "--dict", "referee.txt")[1])
    assert fair["note_codes"] == ["distrust"] and fair["notes"][0].startswith("строка 9: «рубка» продолжает «раструб»")
    assert sheets[2]["end"] == "игрок Оля не называет продолжения слова «ткань»: его сторона получает поражение в партии"
    assert [f["rule"] for f in sheets[0]["findings"]] == ["1", "turn", "challenge", "turn", "pass", "discard", "left"]


# -- a whole-game record in Russian words -------------------------------------------------------------------

@pytest.mark.parametrize("written, read", [
    ("взять б к", ("take", ("б", "к"))), ("взять", ("take", ())), ("сбросить ж", ("discard", ("ж",))),
    ("передать ?", ("give", (None,))), ("оставить", ("keep", ())), ("готово", ("done", ())),
    ("оспорить", ("challenge", ())), ("сдаться", ("concede", ())), ("спросить", ("ask", ())), ("да", ("yes", ())),
    ("нет", ("no", ())), ("ВЗЯТЬ а а", ("take", ("а", "а"))),
    ("take б к", ("take", ("б", "к"))), ("вопрос", ("lay", ())), ("сброс", ("lay", ())), ("пас", ("lay", ())),
])
def test_record_verbs_in_russian_beside_english(written, read):
    from wordgames.snake.wholegame import parse_text
    item = parse_text(f"игроки: Оля, Петя\nОля: {written}\n").items[0]
    assert (item.verb, item.cards) == read            # a noun (вопрос, сброс) is a word laid, never a verb


def test_a_russian_record_is_the_same_game_as_the_english_one(files):
    russian = (FAIR.replace("players:", "игроки:").replace("rules:", "правила:").replace("deal ", "раздача ")
               .replace("start:", "начало:").replace("take ", "взять ").replace("discard ", "сбросить ")
               .replace("challenge", "оспорить").replace("name ", "назвать ").replace("done", "готово"))
    assert "take" not in russian and "players" not in russian
    (files / "russian.txt").write_text(russian, encoding="utf-8")
    ru = run("snake", "referee", "russian.txt", "--dict", "referee.txt")
    assert ru == run("snake", "referee", "fair.txt", "--dict", "referee.txt") and ru[0] == 0
    code, text = run("snake", "referee", "russian.txt", "--dict", "referee.txt", "--print-record")
    assert text.startswith("игроки: Оля, Петя\nправила: hand_size=6\nраздача Оля: перакн\n")
    assert "Оля: опера; взять б к; сбросить к\n" in text and "Петя: назвать рубка\n" in text
    code, text = run("snake", "referee", "russian.txt", "--dict", "referee.txt", "--print-record", lang="en")
    assert text.startswith("players: Оля, Петя\nrules: hand_size=6\ndeal Оля: перакн\n")
    assert "Оля: опера; take б к; discard к\n" in text and "Петя: name рубка\n" in text
    bad = files / "bad.txt"
    bad.write_text("игроки: Оля, Петя\nОля: сбросить а б\n", encoding="utf-8")
    assert run("snake", "referee", "bad.txt", "--dict", "referee.txt") == (
        2, f"Ошибка: bad.txt:2:6: «сбросить» называет 1 карточку, а найдено: 2\n")


def test_a_placement_record_in_russian_words(files):
    (files / "snake-ru.txt").write_text(SNAKE.replace("start:", "начало:") + "сброс: ж ш\n", encoding="utf-8")
    assert run("snake", "show", "snake-ru.txt") == run("snake", "show", "snake.txt")
    from wordgames.snake.record import parse_text
    assert parse_text("начало: о\nопера\nсброс: ж ш\n").discards == ("ж", "ш")


# a record with a reply out of its stage, a hand not dealt in the record, and Russian words throughout
STRAY = ("игроки: Оля, Петя\nправила: hand_size=6\nраздача Оля: перакн\nначало: о\n"
         "Оля: опера; да; взять б к; сбросить к\nПетя: готово; взять; сбросить ж\n")


@pytest.mark.parametrize("extra", [(), ("--print-record",), ("--json",)])
def test_the_referee_in_russian_writes_no_english_word(files, extra):
    """A reply out of its stage is named by its stage, not as «yes»; the note on hands not known names the
    Russian heading «осталось ИГРОК: …»; --print-record writes the Russian words (the rule options keep their
    names, as typed on the command line)."""
    (files / "stray.txt").write_text(STRAY, encoding="utf-8")
    code, text = run("snake", "referee", "stray.txt", "--dict", "referee.txt", *extra)
    assert code == 1
    if extra == ("--json",):
        data = json.loads(text)
        text = "\n".join([f["message"] for f in data["findings"]] + data["notes"] + [data["end"]])
    assert "«осталось ИГРОК: карточки»" in text and "«yes»" not in text
    text = re.sub(r"\b[a-z_]+=", "", text)                  # rule options by name: правила: hand_size=6
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - LATIN_ALLOWED == set()
