"""The dictionary commands in Russian: check, user, add, remove and info — real jobs with their exact Russian output,
no Latin word in it, the English output unchanged, and the interface language named in either."""

import json
import re

import pytest

from tests.i18n_helpers import latin_words_of_job, WORD_COMMANDS_LATIN, run
from wordgames.lexicon import data_dir

RUSSIAN_JOBS = [
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
    # a file that cannot be read
    (("dict", "check", "кот", "--dict", "missing.txt"), 2,
     "Ошибка: не удаётся прочитать словарь «missing.txt»: нет такого файла или папки\n"),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_real_jobs_in_russian(word_files, args, code, output):
    assert run(*args) == (code, output.format(files=word_files))


def test_dict_info_in_russian_says_the_interface_language(word_files):
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
                         f"ваши слова:      добавлено: 1, исключено: 1 ({word_files / 'mine.txt'})",
                         "язык интерфейса: русский"]
    assert run("dict", "info", "--no-user-words")[1].splitlines()[-2:] == [
        "ваши слова:      добавлено: 0, исключено: 0", "язык интерфейса: русский"]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(word_files, args, code, output):
    assert latin_words_of_job(word_files, args) == set()


def test_no_english_word_in_dict_info(word_files):
    _code, text = run("dict", "info")
    text = text.replace(str(word_files), "").replace(str(data_dir()), "")
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - WORD_COMMANDS_LATIN == set()


@pytest.mark.parametrize("args, code, output", [
    (("dict", "add", "кот"), 0, "«кот» is in the dictionary ({files}/mine.txt)\n"),
    (("dict", "check", "кот", "--dict", "missing.txt"), 2,
     "Error: cannot read dictionary 'missing.txt': No such file or directory\n"),
    (("dict", "user", "--no-user-words"), 0, "# (user words ignored)\n"),
])
def test_english_output_is_what_it_was(word_files, args, code, output):
    assert run(*args, lang="en") == (code, output.format(files=word_files))


def test_dict_info_in_english_says_the_interface_language(word_files):
    code, text = run("dict", "info", lang="en")
    lines = text.splitlines()
    assert code == 0 and lines[0] == "dictionary: ru_nouns" and lines[2].startswith("            source: OpenCorpora")
    assert lines[-2:] == [f"your words: 1 added, 1 removed ({word_files / 'mine.txt'})", "interface:  English"]
    assert json.loads(run("dict", "info", "--json", lang="ru")[1])["language"] == "ru"
